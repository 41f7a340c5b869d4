/**
 * Malformed task specs through the real command line (`ocw validate-task`, in-process). Each
 * case breaks one thing; the author must get exactly one line on stderr naming the file, the
 * field and the fix, exit code 1, no stack trace, nothing on stdout — and the same problem as
 * data under --json.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { cleanup, initRepo, ocw, tempDir } from "../grade/fixtures.js";

afterAll(cleanup);

let dir = "";
let ws = "";
let home = "";

beforeAll(async () => {
  dir = await tempDir("ocw-bad-task-");
  ws = join(dir, "ws");
  home = join(dir, "home");
  await initRepo(ws, { "calc.py": "def mul(a, b):\n    raise NotImplementedError\n", "sub/x.txt": "x\n" });
  await mkdir(join(dir, "plain"), { recursive: true });
});

/** A valid spec as a plain object; each case changes one thing. */
function base(): Record<string, unknown> {
  return {
    workspace: ws,
    objective: "Implement mul.",
    scope: { allow: ["calc.py"] },
    checks: { acceptance: [{ name: "mul", run: "python3 -c 'import calc; assert calc.mul(2, 3) == 6'" }] },
  };
}

type Case = {
  readonly name: string;
  /** The file text, or a function of the valid spec object. */
  readonly text: (spec: Record<string, unknown>) => string;
  /** The file name (default task.yaml). */
  readonly file?: string;
  /** Text the one line must contain: the field, and the fix. */
  readonly field: string;
  readonly fix: RegExp;
};

const yaml = (f: (s: Record<string, unknown>) => void) => (s: Record<string, unknown>): string => {
  f(s);
  return stringify(s);
};
const check = (s: Record<string, unknown>): Record<string, unknown> => (s.checks as { acceptance: Record<string, unknown>[] }).acceptance[0]!;

const CASES: readonly Case[] = [
  { name: "missing workspace", text: yaml((s) => delete s.workspace), field: "workspace: required field is missing", fix: /add `workspace: \/home\/me\/src\/project`/ },
  { name: "relative workspace", text: yaml((s) => (s.workspace = "src/project")), field: 'workspace: "src/project" is not valid', fix: /absolute path.*write `workspace:/ },
  { name: "workspace does not exist", text: yaml((s) => (s.workspace = join(dir, "nope"))), field: "workspace: ", fix: /does not exist; set workspace to the absolute path/ },
  { name: "workspace is not a git repo", text: yaml((s) => (s.workspace = join(dir, "plain"))), field: "workspace: ", fix: /is not a git repository; run `git init` there/ },
  { name: "workspace is a subfolder of the repo", text: yaml((s) => (s.workspace = join(ws, "sub"))), field: "workspace: ", fix: /is not its root; set workspace to/ },
  { name: "missing objective", text: yaml((s) => delete s.objective), field: "objective: required field is missing", fix: /add `objective: / },
  { name: "empty checks", text: yaml((s) => (s.checks = {})), field: "checks.acceptance: required field is missing", fix: /add `acceptance: / },
  { name: "zero acceptance checks", text: yaml((s) => (s.checks = { acceptance: [] })), field: "checks.acceptance: must have at least 1 item", fix: /nothing could tell built from not built\); write `acceptance:/ },
  { name: "unknown top-level key", text: yaml((s) => ((s.scop = s.scope), delete s.scope)), field: "scop: unknown field", fix: /rename it to "scope"/ },
  { name: "unknown key in a check", text: yaml((s) => (check(s).timout = 5)), field: 'checks.acceptance[0].timout: unknown field "timout"', fix: /remove it \(did you mean "timeout"\?\)/ },
  { name: "non-string command", text: yaml((s) => (check(s).run = 42)), field: "checks.acceptance[0].run: must be a string, got number 42", fix: /write `run: / },
  { name: "command as a list", text: yaml((s) => (check(s).run = ["python3", "-m", "unittest"])), field: "checks.acceptance[0].run: must be a string, got a list", fix: /write `run: / },
  { name: "empty command", text: yaml((s) => (check(s).run = "")), field: "checks.acceptance[0].run: must not be empty", fix: /write `run: / },
  { name: "negative timeout", text: yaml((s) => (check(s).timeout = -5)), field: "checks.acceptance[0].timeout: must be > 0, got number -5", fix: /write `timeout: 120`/ },
  { name: "timeout as text", text: yaml((s) => (s.timeouts = { check: "5m" })), field: 'timeouts.check: must be a number, got "5m"', fix: /write `check: 120`/ },
  { name: "negative budget", text: yaml((s) => (s.budget = { minutes: -1 })), field: "budget.minutes: must be > 0", fix: /write `minutes: 20`/ },
  { name: "unclosed bracket in a glob", text: yaml((s) => (s.scope = { allow: ["src/[abc"] })), field: 'scope.allow[0]: "src/[abc" is not a valid glob', fix: /close it, or escape it/ },
  { name: "absolute glob", text: yaml((s) => (s.scope = { allow: ["/etc/**"] })), field: 'scope.allow[0]: "/etc/**" is not valid', fix: /relative to the workspace root.*write `"src\/\*\*\/\*.py"`/ },
  { name: "glob climbing out", text: yaml((s) => (s.scope = { allow: ["calc.py"], deny: ["../secrets/**"] })), field: 'scope.deny[0]: "../secrets/**" is not valid', fix: /no `\.\.`/ },
  { name: "empty scope.allow", text: yaml((s) => (s.scope = { allow: [] })), field: "scope.allow: must have at least 1 item", fix: /write `allow: / },
  { name: "protected file with an absolute path", text: yaml((s) => (check(s).files = ["/etc/passwd"])), field: 'checks.acceptance[0].files[0]: "/etc/passwd" is not valid', fix: /write `tests\/test_times.py`/ },
  { name: "expect without junit", text: yaml((s) => (check(s).expect = ["tests.test_mul.MulTest.test_small"])), field: "checks.acceptance[0].junit: required field is missing", fix: /add `junit: reports\/junit.xml`/ },
  { name: "hidden check without inject", text: yaml((s) => ((s.checks as Record<string, unknown>).hidden = [{ name: "h", run: "true" }])), field: "checks.hidden[0].inject: required field is missing", fix: /add `inject: / },
  { name: "hidden file inside .git", text: yaml((s) => ((s.checks as Record<string, unknown>).hidden = [{ name: "h", run: "true", inject: { ".git/hooks/pre-commit": "x" } }])), field: 'checks.hidden[0].inject[".git/hooks/pre-commit"]: key', fix: /use a key like tests\/test_times.py/ },
  { name: "duplicate check names", text: yaml((s) => ((s.checks as Record<string, unknown>).regression = [{ name: "mul", run: "true" }])), field: 'checks.regression[0].name: "mul" is already the name of checks.acceptance[0]', fix: /give every check its own name/ },
  { name: "unknown data policy", text: yaml((s) => (s.data = "cloud")), field: 'data: must be one of "local-only", "any", got "cloud"', fix: /must be one of/ },
  { name: "model without provider", text: yaml((s) => (s.model = "qwen3-coder")), field: 'model: "qwen3-coder" is not valid', fix: /write `model: llamacpp\/qwen3-coder-30b`/ },
  { name: "YAML syntax error", text: () => `workspace: ${"/x"}\nobjective: [unclosed\nscope: {}\n`, field: "task.yaml:", fix: /YAML syntax error: .*; fix the YAML at that position/ },
  { name: "duplicate YAML key", text: (s) => `workspace: ${String(s.workspace)}\nworkspace: /tmp\n`, field: "task.yaml:2:1: YAML syntax error: Map keys must be unique", fix: /fix the YAML at that position/ },
  { name: "empty file", text: () => "\n", field: "task.yaml: is empty", fix: /write a task spec with workspace, objective, scope and checks/ },
  { name: "a list instead of a mapping", text: () => "- workspace: /x\n", field: "task.yaml: must be a mapping", fix: /see docs\/grading.md/ },
  { name: "JSON syntax error", file: "task.json", text: (s) => JSON.stringify(s, null, 2).replace('"objective"', "objective"), field: "task.json:3:", fix: /is not valid JSON: .*; fix it at that position/ },
];

describe("ocw validate-task with a malformed spec", () => {
  it("bad input - there are at least 20 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  for (const c of CASES) {
    it(`bad input - ${c.name}`, async () => {
      const file = c.file ?? "task.yaml";
      await writeFile(join(dir, file), c.text(base()));
      const r = await ocw(["validate-task", file], { cwd: dir, home });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toBe("");
      const lines = r.stderr.trimEnd().split("\n");
      expect(lines, r.stderr).toHaveLength(1);
      const line = lines[0]!;
      expect(line.startsWith(`ocw: ${file}`), line).toBe(true);
      expect(line).toContain(c.field);
      expect(line).toMatch(c.fix);
      expect(line).not.toMatch(/\n\s+at |Error:|internal error/);

      const json = await ocw(["validate-task", file, "--json"], { cwd: dir, home });
      expect(json.code).toBe(1);
      const doc = JSON.parse(json.stdout) as { error: { code: string; data?: { problems: unknown[] } } };
      expect(doc.error.code).toBe("TASK_INVALID");
      expect(doc.error.data?.problems).toHaveLength(1);
    });
  }

  it("bad input - a spec file that does not exist", async () => {
    const r = await ocw(["validate-task", "missing.yaml"], { cwd: dir, home });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("ocw: missing.yaml: no such file; give the path of a task spec (YAML or JSON)\n");
  });

  it("bad input - the same spec problems stop ocw grade before any work", async () => {
    await writeFile(join(dir, "task.yaml"), stringify({ ...base(), checks: {} }));
    const r = await ocw(["grade", "--task", "task.yaml", "--tree", ws], { cwd: dir, home });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("ocw: task.yaml: checks.acceptance: required field is missing (Fail-to-pass checks: each must fail on the baseline and pass on the worker's result. At least one is required, or nothing could tell built from not built); add `acceptance: [{\"name\":\"times flag\",\"run\":\"python3 -m unittest tests.test_times\"}]`\n");
  });

  it("bad input - grade without --tree is a usage error (exit 2)", async () => {
    const r = await ocw(["grade", "--task", "task.yaml"], { cwd: dir, home });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--tree <dir> is required/);
  });
});
