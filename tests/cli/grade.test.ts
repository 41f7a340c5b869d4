/**
 * `ocw validate-task` and `ocw grade` end to end, in-process: baseline rules (invalid_task
 * before any work), grading the workspace itself against a recorded baseline, exit codes, the
 * JSON verdict against its schema, and re-running a verdict from its evidence folder.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import verdictSchema from "../../protocol/schemas/verdict.schema.json" with { type: "json" };
import type { TaskSpec, Verdict } from "../../src/grade/index.js";
import { NODE_FILES, PY_FILES, PY_FIX, cleanup, edit, git, initRepo, nodeSpec, ocw, pythonSpec, tempDir, write, writeSpec } from "../grade/fixtures.js";

afterAll(cleanup);

const REPO = fileURLToPath(new URL("../../", import.meta.url));

async function project(variant: (s: TaskSpec) => TaskSpec = (s) => s): Promise<{ dir: string; ws: string; home: string; task: string }> {
  const dir = await tempDir("ocw-cli-grade-");
  const ws = join(dir, "ws");
  await initRepo(ws, PY_FILES);
  const task = await writeSpec(dir, variant(pythonSpec(ws)));
  return { dir, ws, home: join(dir, "home"), task };
}

describe("ocw validate-task", () => {
  it("validate-task - a valid task prints the baseline to grade against", async () => {
    const p = await project();
    const r = await ocw(["validate-task", "task.yaml"], { cwd: p.dir, home: p.home });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^valid: every check behaves as it must on the baseline/);
    expect(r.stdout).toMatch(/baseline [0-9a-f]{40}\ngrade with: ocw grade --task task.yaml --tree <dir> --baseline [0-9a-f]{40}/);
    const json = JSON.parse((await ocw(["validate-task", "task.yaml", "--json"], { cwd: p.dir, home: p.home })).stdout) as { ok: boolean; checks: { name: string; status: string }[] };
    expect(json.ok).toBe(true);
    expect(json.checks.map((c) => `${c.name}:${c.status}`)).toEqual(["mul:fail", "add:pass", "mul edge cases:fail"]);
  });

  const invalid: readonly [string, (s: TaskSpec) => TaskSpec, RegExp][] = [
    [
      "an acceptance check that already passes",
      (s) => ({ ...s, checks: { ...s.checks, acceptance: [{ name: "add again", run: "python3 -m unittest tests.test_add" }] } }),
      /checks\.acceptance\[0\]: check "add again" already passes on the baseline — it cannot tell built from not built; make it test the behaviour the task adds$/,
    ],
    [
      "a regression check that fails on the baseline",
      (s) => ({ ...s, checks: { ...s.checks, regression: [{ name: "mul too", run: "python3 -m unittest tests.test_mul" }] } }),
      /checks\.regression\[0\]: check "mul too" fails on the baseline \(exit 1\); a regression check must pass before the work starts — fix it or remove it/,
    ],
    [
      "an acceptance check whose command does not exist",
      (s) => ({ ...s, checks: { ...s.checks, acceptance: [{ name: "typo", run: "pythn3 -m unittest tests.test_mul" }] } }),
      /checks\.acceptance\[0\]: check "typo" fails on the baseline for the wrong reason: exit 127: a command was not found or is not executable \(.*pythn3.*not found\); fix run/,
    ],
    [
      "a protected file missing from the baseline",
      (s) => ({ ...s, checks: { ...s.checks, acceptance: [{ ...s.checks.acceptance[0]!, files: ["tests/test_mull.py"] }] } }),
      /checks\.acceptance\[0\]\.files\[0\]: tests\/test_mull.py is not in the baseline \([0-9a-f]{12}\); fix the path, or create the file in the workspace first$/,
    ],
    [
      "a check that outlives its timeout on the baseline",
      (s) => ({ ...s, checks: { ...s.checks, regression: [{ name: "slow", run: "sleep 30", timeout: 0.5 }] } }),
      /checks\.regression\[0\]: check "slow" did not finish within 0.5 s on the baseline; raise its timeout or fix the command/,
    ],
  ];
  for (const [name, variant, message] of invalid) {
    it(`validate-task - invalid_task: ${name}`, async () => {
      const p = await project(variant);
      const r = await ocw(["validate-task", "task.yaml"], { cwd: p.dir, home: p.home });
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/^invalid_task: the checks cannot grade this task on the baseline/);
      const lines = r.stderr.trimEnd().split("\n");
      expect(lines, r.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/^ocw: task\.yaml: /);
      expect(lines[0]).toMatch(message);
    });
  }

  it("validate-task - invalid_task: node's JUnit reporter cannot write into a report folder that does not exist (issue 13)", async () => {
    const dir = await tempDir("ocw-cli-grade-");
    const ws = join(dir, "ws");
    await initRepo(ws, NODE_FILES);
    const spec = nodeSpec(ws);
    const run = "node --test --test-reporter=junit --test-reporter-destination=reports/slug.xml test/slug.test.mjs";
    await writeSpec(dir, { ...spec, checks: { ...spec.checks, acceptance: [{ ...spec.checks.acceptance[0]!, run }] } });
    const r = await ocw(["validate-task", "task.yaml"], { cwd: dir, home: join(dir, "home") });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^invalid_task: the checks cannot grade this task on the baseline/);
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines, r.stderr).toHaveLength(1);
    const m = /^ocw: task\.yaml: checks\.acceptance\[0\]: check "slugify" fails on the baseline for the wrong reason: node's JUnit reporter could not open its destination reports\/slug\.xml \(ENOENT\); the folder reports\/ is not in the baseline \(git keeps no empty folders; snapshots leave report files out\) and node's reporter does not create it; add `mkdir -p reports && ` to run, commit reports\/\.gitkeep, or point the reporter at a folder that exists \(logs: ((\S+)\.stdout) and \.stderr\)$/.exec(lines[0]!);
    expect(m, lines[0]).not.toBeNull();
    expect(m![1]!.startsWith(join(dir, "home"))).toBe(true);
    expect(await readFile(`${m![2]!}.stderr`, "utf8")).toContain("ENOENT: no such file or directory, open 'reports/slug.xml'");

    // The same task with the folder kept in the repository is valid.
    await write(ws, "reports/.gitkeep", "");
    await git(ws, "add", "-A");
    await git(ws, "commit", "-q", "-m", "keep reports/");
    const ok = await ocw(["validate-task", "task.yaml"], { cwd: dir, home: join(dir, "home") });
    expect(ok.code, ok.stderr).toBe(0);
  }, 120_000);
});

describe("ocw grade", () => {
  const validate = new Ajv2020({ allErrors: true, strict: true }).compile(verdictSchema);

  it("grade - the workspace itself, against the baseline validate-task printed: built, exit 0", async () => {
    const p = await project();
    const v = JSON.parse((await ocw(["validate-task", "task.yaml", "--json"], { cwd: p.dir, home: p.home })).stdout) as { baseline: { commit: string } };
    await edit(p.ws, "calc.py", PY_FIX[0], PY_FIX[1]);
    await write(p.dir, "final.txt", "Implemented.\nRESULT: built\n");
    const r = await ocw(["grade", "--task", "task.yaml", "--tree", "ws", "--baseline", v.baseline.commit, "--claim-file", "final.txt", "--json"], { cwd: p.dir, home: p.home });
    expect(r.code, r.stderr).toBe(0);
    const verdict = JSON.parse(r.stdout) as Verdict;
    expect(validate(verdict), JSON.stringify(validate.errors)).toBe(true);
    expect(verdict).toMatchObject({ verdict: "built", reasons: [], honest: true, claim: { value: "built" } });
    expect(verdict.evidence.startsWith(join(p.home, "grade", "grades", "grd_"))).toBe(true);
  });

  it("grade - the workspace itself without --baseline is a usage error", async () => {
    const p = await project();
    const r = await ocw(["grade", "--task", "task.yaml", "--tree", "ws"], { cwd: p.dir, home: p.home });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the tree is the workspace itself.*pass --baseline <sha>/);
  });

  it("grade - a liar: honest-failure on stdout, one line on stderr, exit 1; rerun.sh reproduces it", async () => {
    const p = await project();
    // The worker's tree is a copy of the workspace elsewhere; the baseline is the workspace now.
    const tree = join(p.dir, "tree");
    await initRepo(tree, PY_FILES);
    await write(tree, "tests/test_mul.py", "import unittest\n\n\nclass MulTest(unittest.TestCase):\n    def test_small(self):\n        pass\n");
    await write(p.dir, "final.txt", "All tests pass.\nRESULT: built\n");
    const r = await ocw(["grade", "--task", "task.yaml", "--tree", "tree", "--claim-file", "final.txt"], { cwd: p.dir, home: p.home });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^honest-failure: check_failed, scope_violation, tamper\n/);
    expect(r.stdout).toContain("claim: RESULT: built → honest: no");
    expect(r.stderr).toMatch(/^ocw: honest-failure \(check_failed, scope_violation, tamper\); see .*verdict\.json\n$/);

    const evidence = /evidence: (\S+) /.exec(r.stdout)![1]!;
    const rerun = await execa("sh", [join(evidence, "rerun.sh"), "--json"], {
      cwd: REPO,
      env: { OCW: `${process.execPath} --import tsx ${join(REPO, "src/cli/ocw.ts")}`, OCW_HOME: p.home },
      reject: false,
      timeout: 120_000,
    });
    expect(rerun.exitCode, rerun.stderr).toBe(1);
    const again = JSON.parse(rerun.stdout) as Verdict;
    expect(again.verdict).toBe("honest-failure");
    expect([...new Set(again.reasons.map((x) => x.code))]).toEqual(["check_failed", "scope_violation", "tamper"]);
    expect(again.honest).toBe(false);
    // Two cold CLI processes from source, one grading a real repository: minutes on a loaded machine.
  }, 240_000);
});
