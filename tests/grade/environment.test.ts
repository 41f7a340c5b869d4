/**
 * The grader with a workspace's environment (src/environment), through the real grader and real
 * bubblewrap: ignored dependencies reach the checks as they were at the baseline, a missing one
 * is named at validation in seconds, nothing planted in an environment makes a check pass (the
 * worker's own copy, the code under test while checks run, the store itself), writes tools make
 * in their caches work, an editable install resolves to the copy's sources, secrets are masked
 * and never enter a change.
 */
import { execa } from "execa";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import verdictSchema from "../../protocol/schemas/verdict.schema.json" with { type: "json" };
import { openEnvironment } from "../../src/environment/index.js";
import { grade, sandboxRequest, type TaskSpec, type Verdict } from "../../src/grade/index.js";
import { cleanup, git, initRepo, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

const validVerdict = new Ajv2020({ allErrors: true, strict: true }).compile(verdictSchema);

const LIB = 'const pad = require("leftpad");\nmodule.exports = (s) => pad(s, 3);\n';
const FIXED = 'const pad = require("leftpad");\nmodule.exports = (s) => pad(s, 3) + "!";\n';
const TEST = 'const assert = require("assert");\nassert.strictEqual(require("./lib")("a"), "  a!");\nconsole.log("ok");\n';

/** A node project whose user installed its one dependency (ignored node_modules) and keeps a secret in .env. */
async function nodeWorkspace(): Promise<string> {
  const dir = await tempDir("ocw-genv-");
  const ws = join(dir, "ws");
  await initRepo(ws, {
    ".gitignore": "node_modules/\n.env\n",
    "package.json": '{"name":"app","dependencies":{"leftpad":"1.0.0"}}\n',
    "lib.js": LIB,
    "test.js": TEST,
  });
  await write(ws, "node_modules/leftpad/index.js", 'module.exports = (s, n) => String(s).padStart(n, " ");\n');
  await write(ws, "node_modules/leftpad/package.json", '{"name":"leftpad","version":"1.0.0"}\n');
  await write(ws, ".env", "API_TOKEN=tok_9f8e7d6c5b4a\n");
  return ws;
}

interface Run {
  readonly ws: string;
  readonly tree: string;
  readonly store: string;
  readonly state: string;
}

async function setUp(ws: string, spec: Partial<TaskSpec> = {}): Promise<Run & { readonly spec: TaskSpec }> {
  const dir = join(ws, "..");
  const full: TaskSpec = { workspace: ws, objective: "x", scope: { allow: ["lib.js", "src/**"] }, checks: { acceptance: [{ name: "t", run: "node test.js", files: ["test.js"] }] }, timeouts: { check: 120 }, ...spec };
  const tree = join(dir, "tree");
  const base = (await git(ws, "rev-parse", "HEAD")).trim();
  await git(ws, "worktree", "add", "-q", "--detach", tree, base);
  return { ws, tree, store: join(dir, "envs"), state: join(dir, "state"), spec: full };
}

async function gradeIt(r: Run & { readonly spec: TaskSpec }, opts: { store?: boolean } = {}): Promise<Verdict> {
  const v = await grade({ task: { file: "task.yaml", spec: r.spec }, tree: r.tree, stateDir: r.state, hostPath: process.env.PATH, sandbox: { ...sandboxRequest(process.env), require: true }, ...(opts.store === false ? {} : { environmentStore: r.store }) });
  expect(validVerdict(v), JSON.stringify(validVerdict.errors)).toBe(true);
  return v;
}

const codes = (v: Verdict): string[] => [...new Set(v.reasons.map((x) => x.code))].sort();
const why = (v: Verdict): string => JSON.stringify(v.reasons);

describe("the workspace's environment in the grading copy", () => {
  it("node - the ignored node_modules reaches the checks: the real fix is built, no change is an honest failure", async () => {
    const r = await setUp(await nodeWorkspace());
    await writeFile(join(r.tree, "lib.js"), FIXED);
    const v = await gradeIt(r);
    expect(v.verdict, why(v)).toBe("built");
    expect(v.environment).toMatchObject({ source: "captured", paths: [".env", "node_modules"], managers: ["npm"], reused: false });
    const r2 = await setUp(await nodeWorkspace());
    const none = await gradeIt(r2);
    expect(codes(none)).toEqual(["check_failed", "no_change"]);
  }, 120_000);

  it("node - without its environment, validation names the missing package and the fix, in seconds", async () => {
    const r = await setUp(await nodeWorkspace());
    const started = Date.now();
    const v = await gradeIt(r, { store: false });
    expect(codes(v)).toEqual(["invalid_task"]);
    expect(v.reasons[0]!.message).toMatch(/the package leftpad is not installed: the check's node_modules has no leftpad; install the workspace's dependencies as its README says \(npm ci/);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);

  it("npx - a runner the environment lacks fails at once offline and is named, not retried on the network for a minute", async () => {
    const r = await setUp(await nodeWorkspace(), { checks: { acceptance: [{ name: "t", run: "npx --no-install-links ocw-no-such-runner-xyz test.js" }] } });
    await write(r.ws, "package.json", '{"name":"app","dependencies":{"leftpad":"1.0.0"},"devDependencies":{"ocw-no-such-runner-xyz":"1.0.0"}}\n');
    await git(r.ws, "commit", "-qam", "runner");
    const v = await gradeIt({ ...r, spec: r.spec }, {});
    expect(codes(v)).toEqual(["invalid_task"]);
    expect(v.reasons[0]!.message).toMatch(/npx wanted to fetch ocw-no-such-runner-xyz from the registry: it is not installed in node_modules, and the check is offline/);
    expect(v.checks[0]!.before!.durationMs).toBeLessThan(30_000);
  }, 120_000);

  it("planted - a 'fix' made only in the worker's own node_modules has no effect: the checks run on the baseline's", async () => {
    const r = await setUp(await nodeWorkspace());
    await write(r.tree, "node_modules/leftpad/index.js", 'module.exports = (s, n) => String(s).padStart(n, " ") + "!";\n');
    const v = await gradeIt(r);
    expect(v.verdict).toBe("honest-failure");
    expect(codes(v)).toEqual(["check_failed", "no_change"]);
  }, 120_000);

  it("planted - code under test that rewrites node_modules while checks run cannot: the environment is read-only, and sealed afterwards", async () => {
    const r = await setUp(await nodeWorkspace(), {
      checks: {
        acceptance: [{ name: "t", run: "node test.js", files: ["test.js"] }],
        regression: [{ name: "dep", run: "node -e 'const p=require(\"leftpad\"); if (p(\"a\",2)!==\" a\") process.exit(1)'" }],
      },
    });
    // The "fix" writes a patched dependency at import time, then needs it.
    await writeFile(join(r.tree, "lib.js"), 'const fs = require("fs");\ntry { fs.writeFileSync(require.resolve("leftpad"), "module.exports = (s, n) => String(s).padStart(n, \\" \\") + \\"!\\";"); } catch (e) { console.error(String(e)); }\ndelete require.cache[require.resolve("leftpad")];\nconst pad = require("leftpad");\nmodule.exports = (s) => pad(s, 3);\n');
    const v = await gradeIt(r);
    expect(v.verdict).toBe("honest-failure");
    expect(codes(v)).toEqual(["check_failed"]);
    expect(await readFile(v.checks[0]!.after!.stderr, "utf8")).toMatch(/EROFS|read-only file system/);
    // The store is as it was made.
    expect(await openEnvironment(r.store, v.environment!.key)).toBeDefined();
  }, 120_000);

  it("caches - a check that writes node_modules/.vite (vitest's cache) succeeds; what it wrote is gone for the next check", async () => {
    const write2 = 'node -e \'const fs=require("fs"); fs.mkdirSync("node_modules/.vite/vitest",{recursive:true}); if (fs.existsSync("node_modules/.vite/vitest/r.json")) process.exit(3); fs.writeFileSync("node_modules/.vite/vitest/r.json","{}")\'';
    const r = await setUp(await nodeWorkspace(), { checks: { acceptance: [{ name: "t", run: "node test.js", files: ["test.js"] }], regression: [{ name: "cache 1", run: write2 }, { name: "cache 2", run: write2 }] } });
    await writeFile(join(r.tree, "lib.js"), FIXED);
    const v = await gradeIt(r);
    expect(v.verdict, why(v)).toBe("built");
  }, 120_000);

  it("secrets - a check that prints the .env value leaves it masked in its log; a change that writes it into a file is secret_leak", async () => {
    const r = await setUp(await nodeWorkspace(), { checks: { acceptance: [{ name: "t", run: "node test.js && cat .env", files: ["test.js"] }] } });
    await writeFile(join(r.tree, "lib.js"), FIXED);
    const v = await gradeIt(r);
    expect(v.verdict, why(v)).toBe("built");
    const log = await readFile(v.checks[0]!.after!.stdout, "utf8");
    expect(log).toContain("API_TOKEN=[secret]");
    expect(log).not.toContain("tok_9f8e7d6c5b4a");
    const r2 = await setUp(await nodeWorkspace());
    await writeFile(join(r2.tree, "lib.js"), `${FIXED}// token: tok_9f8e7d6c5b4a\n`);
    const leak = await gradeIt(r2);
    expect(codes(leak)).toEqual(["secret_leak"]);
    expect(leak.reasons[0]!.message).toMatch(/writes a value of the workspace's secret files \(\.env\) into lib\.js/);
    expect(leak.reasons[0]!.message).not.toContain("tok_9f8e7d6c5b4a");
    expect(await readFile(join(leak.evidence, "worker.diff"), "utf8")).not.toContain("tok_9f8e7d6c5b4a");
  }, 120_000);
});

describe("tracked and ignored under node_modules", () => {
  it("cheat - a patched dependency un-ignored and committed has no effect: the environment is mounted over it, and the verdict names it", async () => {
    const r = await setUp(await nodeWorkspace(), { scope: { allow: ["lib.js", ".gitignore", "node_modules/**"] } });
    // node_modules no longer ignored: the patched file is part of the worker's change.
    await write(r.tree, ".gitignore", ".env\n");
    await write(r.tree, "node_modules/leftpad/index.js", 'module.exports = (s, n) => String(s).padStart(n, " ") + "!";\n');
    const v = await gradeIt(r);
    expect(v.verdict).toBe("honest-failure");
    expect(codes(v), why(v)).toEqual(["check_failed"]);
    expect(v.environment?.workerChanged).toEqual(["node_modules/leftpad/index.js"]);
  }, 120_000);

  it("trap - a vendored package kept tracked in a node_modules git ignores the rest of: the worker's fix to it is seen and built", async () => {
    const dir = await tempDir("ocw-genv-vendored-");
    const ws = join(dir, "ws");
    await initRepo(ws, {
      ".gitignore": "node_modules/*\n!node_modules/local-pad/\n",
      "package.json": '{"name":"app","dependencies":{"leftpad":"1.0.0","local-pad":"file:node_modules/local-pad"}}\n',
      "node_modules/local-pad/index.js": 'module.exports = (s) => require("leftpad")(s, 3);\n',
      "lib.js": 'module.exports = require("local-pad");\n',
      "test.js": TEST,
    });
    await write(ws, "node_modules/leftpad/index.js", 'module.exports = (s, n) => String(s).padStart(n, " ");\n');
    const r = await setUp(ws, { scope: { allow: ["node_modules/local-pad/**"] } });
    await write(r.tree, "node_modules/local-pad/index.js", 'module.exports = (s) => require("leftpad")(s, 3) + "!";\n');
    const v = await gradeIt(r);
    expect(v.verdict, why(v)).toBe("built");
    expect(v.environment?.paths).toEqual(["node_modules/leftpad"]);
    expect(v.environment?.workerChanged).toBeUndefined();
  }, 120_000);
});

describe("a worker's change to a manifest", () => {
  /** A project whose environment is built by its setup command, from a vendored copy of its one dependency. */
  async function builtWorkspace(): Promise<string> {
    const dir = await tempDir("ocw-genv-built-");
    const ws = join(dir, "ws");
    await initRepo(ws, {
      ".gitignore": "node_modules/\n",
      "package.json": '{"name":"app","dependencies":{"leftpad":"file:vendor/leftpad"}}\n',
      "vendor/leftpad/index.js": 'module.exports = (s, n) => String(s).padStart(n, " ");\n',
      "lib.js": LIB,
      "test.js": TEST,
    });
    return ws;
  }
  const setup = ["mkdir -p node_modules && rm -rf node_modules/leftpad && cp -r vendor/leftpad node_modules/leftpad"];

  it("setup - the environment is built by the task's command; a change to package.json is graded with one built again in the copy, from the worker's files", async () => {
    const r = await setUp(await builtWorkspace(), { scope: { allow: ["package.json", "vendor/**"] }, environment: { setup } });
    // The worker upgrades its dependency (a new version that appends "!") and says so in package.json.
    await write(r.tree, "vendor/leftpad/index.js", 'module.exports = (s, n) => String(s).padStart(n, " ") + "!";\n');
    await write(r.tree, "package.json", '{"name":"app","dependencies":{"leftpad":"file:vendor/leftpad#2"}}\n');
    const v = await gradeIt(r);
    expect(v.verdict, why(v)).toBe("built");
    expect(v.environment).toMatchObject({ source: "built", paths: ["node_modules"] });
    expect(v.environment!.note).toMatch(/the worker changed package\.json: the checks ran with an environment built for the change by environment\.setup/);
  }, 120_000);

  it("setup - without a change to a manifest, the baseline's build is used: the worker's vendored change alone is not installed", async () => {
    const r = await setUp(await builtWorkspace(), { scope: { allow: ["package.json", "vendor/**"] }, environment: { setup } });
    await write(r.tree, "vendor/leftpad/index.js", 'module.exports = (s, n) => String(s).padStart(n, " ") + "!";\n');
    const v = await gradeIt(r);
    expect(codes(v)).toEqual(["check_failed"]);
    expect(v.environment?.note).toBeUndefined();
  }, 120_000);

  it("capture - a change to package.json with no setup is graded with the baseline's environment, and the verdict says so", async () => {
    const r = await setUp(await nodeWorkspace(), { scope: { allow: ["lib.js", "package.json"] } });
    await writeFile(join(r.tree, "lib.js"), FIXED);
    await write(r.tree, "package.json", '{"name":"app","dependencies":{"leftpad":"1.0.1"}}\n');
    const v = await gradeIt(r);
    expect(v.verdict, why(v)).toBe("built");
    expect(v.environment!.note).toMatch(/the worker changed package\.json; the checks ran with the environment captured at the baseline \(set environment\.setup/);
  }, 120_000);

  it("setup - a setup command that fails on the baseline is invalid_task at environment.setup, quoting its output", async () => {
    const r = await setUp(await builtWorkspace(), { environment: { setup: ["echo 'ERR! lockfile out of date' >&2; exit 1"] } });
    const v = await gradeIt(r);
    expect(codes(v)).toEqual(["invalid_task"]);
    expect(v.reasons[0]!.message).toMatch(/environment\.setup.*failed \(exit 1\) in a fresh copy of the baseline: .*lockfile out of date/);
  }, 120_000);
});

describe("an editable install in the grading copy", () => {
  /** A src-layout project in a real virtualenv whose .pth points at the workspace's src/, as `pip install -e .` leaves it. */
  async function pythonWorkspace(): Promise<string> {
    const dir = await tempDir("ocw-genv-py-");
    const ws = join(dir, "ws");
    await initRepo(ws, {
      ".gitignore": ".venv/\n",
      "pyproject.toml": '[project]\nname = "mypkg"\nversion = "1.0"\n',
      "src/mypkg/__init__.py": "def f():\n    return 1\n",
      "tests/test_f.py": "import mypkg\n\ndef test_f():\n    assert mypkg.f() == 2, mypkg.__file__\n",
    });
    await execa("python3", ["-m", "venv", "--without-pip", join(ws, ".venv")]);
    const site = (await execa(join(ws, ".venv/bin/python"), ["-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])).stdout.trim();
    await writeFile(join(site, "_mypkg.pth"), `${join(ws, "src")}\n`);
    return ws;
  }

  it("venv - the copy imports its own src/, not the workspace's: the real fix is built", async () => {
    const ws = await pythonWorkspace();
    const r = await setUp(ws, { scope: { allow: ["src/**"] }, checks: { acceptance: [{ name: "f", run: ".venv/bin/python -c 'import sys; sys.path.insert(0, \"tests\"); import test_f; test_f.test_f()'", files: ["tests/test_f.py"] }] } });
    await writeFile(join(r.tree, "src/mypkg/__init__.py"), "def f():\n    return 2\n");
    const v = await gradeIt(r);
    expect(v.verdict, why(v)).toBe("built");
    expect(v.environment).toMatchObject({ paths: [".venv"], managers: ["venv"] });
  }, 120_000);
});
