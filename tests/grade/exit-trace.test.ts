/**
 * The grader's exit trace on real Python and Node processes: the preloads record, the judge
 * traces a success exit to a changed file, and the legitimate exits stay unflagged.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { judgeExits } from "../../src/grade/judge/exit.js";
import { collectExitTrace, prepareExitTrace, type ExitEvidence } from "../../src/grade/trace/exit-trace.js";
import { cleanup, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

interface Traced {
  readonly exitCode: number | undefined;
  readonly stdout: string;
  readonly evidence: ExitEvidence;
  readonly findings: string[];
  readonly dest: string;
}

/** Run `command` in a project of `files` with the exit trace on; judge it with `changed` as the worker's files. */
async function traced(files: Record<string, string>, command: string, changed: string[], opts: { scratchName?: string; env?: Record<string, string>; plant?: string } = {}): Promise<Traced> {
  const dir = await tempDir("ocw-exit-");
  const project = join(dir, "project");
  for (const [rel, text] of Object.entries(files)) await write(project, rel, text);
  const scratch = join(dir, opts.scratchName ?? "scratch");
  await mkdir(scratch, { recursive: true });
  const trace = await prepareExitTrace(scratch);
  if (opts.plant !== undefined) await writeFile(join(trace.records, "planted.jsonl"), opts.plant);
  const env: Record<string, string> = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, PYTHONDONTWRITEBYTECODE: "1", ...trace.env };
  if (opts.env?.PYTHONPATH) env.PYTHONPATH = `${env.PYTHONPATH}:${opts.env.PYTHONPATH}`;
  const r = await execa("sh", ["-c", command], { cwd: project, env, extendEnv: false, reject: false, timeout: 60_000 });
  const dest = join(dir, "exits.jsonl");
  const evidence = await collectExitTrace(trace, dest);
  const findings = judgeExits(evidence, { changed: new Set(changed), roots: [project] }).map((f) => f.message);
  return { exitCode: r.exitCode, stdout: r.stdout, evidence, findings, dest };
}

const UNITTEST = "import unittest\n\nimport lib\n\n\nclass T(unittest.TestCase):\n    def test_value(self):\n        self.assertEqual(lib.VALUE, 2)\n";

describe("exit trace (python)", () => {
  it("exit - os._exit(0) at import of a changed module is traced to its line", async () => {
    const t = await traced({ "lib.py": "import os\nos._exit(0)\nVALUE = 1\n", "test_lib.py": UNITTEST }, "python3 -m unittest test_lib", ["lib.py"]);
    expect(t.exitCode).toBe(0);
    expect(t.findings).toEqual(["os._exit(0) called from lib.py:2 ended the process with success"]);
    // The same run with lib.py not among the worker's changes: nothing to blame.
    expect(judgeExits(t.evidence, { changed: new Set(["test_lib.py"]), roots: [] })).toEqual([]);
    expect(await readFile(t.dest, "utf8")).toContain('"how":"os._exit"');
  });

  it("exit - a SystemExit the caller catches ended nothing; the status the interpreter took is the runner's", async () => {
    const t = await traced(
      { "lib.py": "import sys\n\n\ndef main():\n    sys.exit(0)\n", "run.py": "import lib\n\ntry:\n    lib.main()\nexcept SystemExit:\n    pass\nraise SystemExit(3)\n" },
      "python3 run.py",
      ["lib.py"],
    );
    expect(t.exitCode).toBe(3);
    expect(t.findings).toEqual([]);
    const events = t.evidence.processes.flatMap((p) => p.events);
    expect(events.filter((e) => e.e === "exit").map((e) => e.how)).toEqual(["sys.exit"]);
    expect(events.some((e) => e.e === "top")).toBe(false);
  });

  it("exit - the worker's own program run in a subprocess may exit with success", async () => {
    const t = await traced(
      { "tool.py": "import sys\n\nprint('ok')\nsys.exit(0)\n", "run.py": "import subprocess, sys\n\nr = subprocess.run([sys.executable, 'tool.py'])\nsys.exit(r.returncode)\n" },
      "python3 run.py",
      ["tool.py"],
    );
    expect(t.exitCode).toBe(0);
    expect(t.evidence.processes.length).toBe(2);
    expect(t.findings).toEqual([]);
  });

  it("exit - an atexit handler that ends a failing process without returning (ctypes _exit) is traced to where it was registered", async () => {
    const t = await traced(
      { "lib.py": "import atexit\nimport ctypes\n\natexit.register(lambda: ctypes.CDLL(None)._exit(0))\nVALUE = 1\n", "test_lib.py": UNITTEST },
      "python3 -m unittest test_lib",
      ["lib.py"],
    );
    expect(t.exitCode).toBe(0);
    expect(t.findings).toEqual([expect.stringContaining("the process ended inside an atexit handler registered at lib.py:4")]);
  });

  it("exit - os._exit(0) in an atexit handler of a process that was succeeding anyway changes nothing", async () => {
    const t = await traced({ "lib.py": "import atexit\nimport os\n\natexit.register(lambda: os._exit(0))\nVALUE = 2\n", "test_lib.py": UNITTEST }, "python3 -m unittest test_lib", ["lib.py"]);
    expect(t.exitCode).toBe(0);
    expect(t.findings).toEqual([]);
  });

  it("exit - a check that sets its own PYTHONPATH is still traced (the preload is also the user site's usercustomize)", async () => {
    const t = await traced({ "src/lib.py": "import os\nos._exit(0)\nVALUE = 1\n", "test_lib.py": UNITTEST }, "PYTHONPATH=src python3 -m unittest test_lib", ["src/lib.py"]);
    expect(t.exitCode).toBe(0);
    expect(t.findings).toEqual(["os._exit(0) called from src/lib.py:2 ended the process with success"]);
    expect(t.evidence.processes.length).toBe(1);
  });

  it("exit - the sitecustomize the grader's shadows still runs", async () => {
    const t = await traced({ "other/sitecustomize.py": "import builtins\nbuiltins.OCW_SHADOWED = 'ran'\n" }, "python3 -c 'print(OCW_SHADOWED)'", [], { env: { PYTHONPATH: "other" } });
    expect(t.exitCode).toBe(0);
    expect(t.stdout).toBe("ran");
  });

  it("exit - a record file without the check's token is reported", async () => {
    const t = await traced({ "lib.py": "VALUE = 2\n", "test_lib.py": UNITTEST }, "python3 -m unittest test_lib", ["lib.py"], { plant: '{"e":"exit"}\n' });
    expect(t.evidence.foreign).toEqual(["planted.jsonl"]);
    expect(t.findings).toEqual([expect.stringContaining("did not write appeared among its records (planted.jsonl)")]);
  });
});

describe("exit trace (node)", () => {
  const TEST = 'import test from "node:test";\nimport assert from "node:assert/strict";\nimport { value } from "./lib.mjs";\n\ntest("value", () => assert.equal(value, 2));\n';

  it("exit - the preload loads from a folder whose path has a space, and traces process.exit(0) at import", async () => {
    const t = await traced({ "lib.mjs": "process.exit(0);\nexport const value = 1;\n", "lib.test.mjs": TEST }, "node --test lib.test.mjs", ["lib.mjs"], { scratchName: "scratch with space" });
    expect(t.exitCode).toBe(0);
    expect(t.findings).toEqual(["process.exit(0) called from lib.mjs:1 ended the process with success"]);
  });

  it("exit - an exit listener turning a failing exitCode into 0 is traced to where it was registered", async () => {
    const t = await traced({ "lib.mjs": 'process.on("exit", () => {\n  process.exitCode = 0;\n});\nexport const value = 1;\n', "lib.test.mjs": TEST }, "node lib.test.mjs", ["lib.mjs"]);
    expect(t.exitCode).toBe(0);
    expect(t.findings).toEqual(['an "exit" listener registered at lib.mjs:1 changed process.exitCode from 1 to 0']);
  });

  it("exit - a listener that leaves a passing status alone, and the worker's CLI exiting as a program, are not forgeries", async () => {
    const t = await traced(
      {
        "lib.mjs": 'process.on("exit", () => {\n  process.exitCode = 0;\n});\nexport const value = 2;\n',
        "cli.mjs": "console.log('hi');\nprocess.exit(0);\n",
        "lib.test.mjs": `${TEST}\ntest("cli", async () => {\n  const { execFileSync } = await import("node:child_process");\n  assert.equal(execFileSync(process.execPath, ["cli.mjs"]).toString(), "hi\\n");\n});\n`,
      },
      "node lib.test.mjs",
      ["lib.mjs", "cli.mjs"],
    );
    expect(t.exitCode).toBe(0);
    // Both processes left a record (the CLI's exit, the listener's 0 → 0), and neither is a forgery.
    expect(t.evidence.processes.length).toBe(2);
    expect(t.findings).toEqual([]);
  });
});
