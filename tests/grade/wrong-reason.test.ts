/**
 * Acceptance checks must fail on the baseline for the right reason. One fixture repository holds
 * a Node and a Python project with code still to write; one task holds every kind of check, and
 * one real validation runs them all on the baseline (real node, pytest, unittest, npm). Checks
 * that fail because the behaviour is missing (the module under test does not exist yet, a stub
 * throws, a syntax error the work is to fix) must be accepted; checks whose own machinery fails
 * (a report that cannot be written, a runner that cannot find its test, a runner that is not
 * installed) must be rejected as invalid_task, naming the log and the fix.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grade, openRepo, reportPaths, snapshotBaseline, validateBaseline, type CheckSpec, type TaskSpec, type Validation } from "../../src/grade/index.js";
import { NODE_FILES, NODE_FIX, PY_FILES, cleanup, edit, git, initRepo, nodeSpec, tempDir } from "./fixtures.js";

afterAll(cleanup);

const EXTRA: Readonly<Record<string, string>> = {
  // Tests of modules the worker is to write: they fail to import on the baseline, which is the right reason.
  "test/title.test.mjs": 'import test from "node:test";\nimport assert from "node:assert/strict";\nimport { titlecase } from "../src/title.mjs";\n\ntest("capitalises words", () => {\n  assert.equal(titlecase("a b"), "A B");\n});\n',
  "tests/test_title.py": "import unittest\n\nfrom title import titlecase\n\n\nclass TitleTest(unittest.TestCase):\n    def test_words(self):\n        self.assertEqual(titlecase('a b'), 'A B')\n",
  // Code under test with a syntax error the task is to fix: also the right reason.
  "broken.py": "def half(n:\n    return n / 2\n",
  "tests/test_broken.py": "import unittest\n\nfrom broken import half\n\n\nclass HalfTest(unittest.TestCase):\n    def test_half(self):\n        self.assertEqual(half(4), 2)\n",
  // A test file that does not parse itself.
  "tests/test_syntax.py": "import unittest\n\nclass SyntaxTest(unittest.TestCase:\n    def test_x(self):\n        pass\n",
  "tests/test_badsyntax.py": "import unittest\n\nclass BadSyntaxTest(unittest.TestCase:\n    def test_x(self):\n        pass\n",
  "tests/test_none.py": "VALUE = 1\n",
};

const NODE_JUNIT = (dest: string, files = "test/slug.test.mjs"): string => `node --test --test-reporter=junit --test-reporter-destination=${dest} ${files}`;
const PYTEST = "python3 -m pytest -q -p no:cacheprovider";

interface Row {
  readonly check: CheckSpec;
  /** undefined: accepted; else the problem's message must match. */
  readonly rejected?: RegExp;
}

// Report folders that must stay missing (out1/, out2/, hreports/, rreports/) are never created by another check.
const ACCEPTANCE: readonly Row[] = [
  { check: { name: "node stub", run: `mkdir -p reports && ${NODE_JUNIT("reports/slug.xml")}`, junit: "reports/slug.xml", expect: ["lowercases and dashes", "drops punctuation"] } },
  { check: { name: "node module to write, junit", run: `mkdir -p reports && ${NODE_JUNIT("reports/title.xml", "test/title.test.mjs")}`, junit: "reports/title.xml", expect: ["capitalises words"] } },
  { check: { name: "node module to write", run: "node --test test/title.test.mjs" } },
  { check: { name: "node script to write", run: "node bin/tool.mjs --version" } },
  { check: { name: "unittest module to write", run: "python3 -m unittest tests.test_title" } },
  { check: { name: "pytest module to write, junit", run: `${PYTEST} tests/test_title.py --junitxml=pyreports/title.xml`, junit: "pyreports/title.xml", expect: ["tests.test_title.TitleTest.test_words"] } },
  { check: { name: "unittest runner script, module to write, junit", run: "python3 tests/run_junit.py tests.test_title reports/title-py.xml", junit: "reports/title-py.xml", expect: ["tests.test_title.TitleTest.test_words"] } },
  { check: { name: "syntax error to fix, unittest", run: "python3 -m unittest tests.test_broken", files: ["tests/test_broken.py"] } },
  { check: { name: "syntax error to fix, pytest", run: `${PYTEST} tests/test_broken.py`, files: ["tests/test_broken.py"] } },
  { check: { name: "unprotected test with a syntax error", run: "python3 -m unittest tests.test_badsyntax" } },
  { check: { name: "python script to write", run: "python3 tool.py" } },
  { check: { name: "python module to write", run: "python3 -m calc_cli" } },

  { check: { name: "report folder missing", run: `${NODE_JUNIT("out1/slug.xml")}`, junit: "out1/slug.xml" }, rejected: /node's JUnit reporter could not open its destination out1\/slug\.xml \(ENOENT\); the folder out1\/ is not in the baseline \(git keeps no empty folders; snapshots leave report files out\) and node's reporter does not create it; add `mkdir -p out1 && ` to run, commit out1\/\.gitkeep, or point the reporter at a folder that exists/ },
  { check: { name: "report folder missing, no junit", run: `${NODE_JUNIT("out2/slug.xml")}` }, rejected: /node's JUnit reporter could not open its destination out2\/slug\.xml \(ENOENT\); the folder out2\/ is not in the baseline/ },
  { check: { name: "report folder missing, shell", run: "node --test test/slug.test.mjs > out3/slug.tap", junit: "out3/slug.tap" }, rejected: /it wrote no JUnit report at out3\/slug\.tap \(exit 2\); the folder out3\/ is not in the baseline \(git keeps no empty folders; snapshots leave report files out\); add `mkdir -p out3 && ` to run/ },
  { check: { name: "node test file missing", run: "node --test test/nope.test.mjs" }, rejected: /node's test runner could not find the test file test\/nope\.test\.mjs; fix the path in run, or add the test to the workspace/ },
  { check: { name: "pytest test file missing", run: `${PYTEST} tests/test_nope.py`, junit: "pyreports/nope.xml" }, rejected: /pytest stopped before running any test: file or directory not found: tests\/test_nope\.py; fix the path/ },
  { check: { name: "pytest test id missing", run: `${PYTEST} tests/test_mul.py::MulTest::test_nope` }, rejected: /pytest stopped before running any test: not found: tests\/test_mul\.py::MulTest::test_nope/ },
  { check: { name: "pytest unknown option", run: `${PYTEST} --no-such-option tests/test_mul.py` }, rejected: /pytest stopped on a usage error before running any test \(unrecognized arguments: --no-such-option\)/ },
  { check: { name: "pytest no tests", run: `${PYTEST} tests/test_none.py` }, rejected: /pytest collected no tests \(exit 5\); fix the test path or the -k \/ -m selection/ },
  { check: { name: "pytest all deselected", run: `${PYTEST} tests/test_mul.py -k nothing_matches` }, rejected: /pytest collected no tests \(exit 5\)/ },
  { check: { name: "runner not installed", run: "python3 -m nose2 tests.test_mul" }, rejected: /python3 cannot import the test runner nose2; install nose2 for that python/ },
  { check: { name: "unittest module missing", run: "python3 -m unittest tests.test_nope" }, rejected: /unittest could not find the test module tests\.test_nope; fix the path in run/ },
  { check: { name: "npm script missing", run: "npm run test:unit" }, rejected: /npm has no script "test:unit" in package\.json/ },
  { check: { name: "protected test with a syntax error", run: "python3 -m unittest tests.test_syntax", files: ["tests/test_syntax.py"] }, rejected: /its own file tests\/test_syntax\.py does not parse \(line 3: SyntaxError: .*\); check files are restored from the baseline before grading/ },
  { check: { name: "protected test with a syntax error, pytest", run: `${PYTEST} tests/test_syntax.py`, files: ["tests/test_syntax.py"] }, rejected: /its own file tests\/test_syntax\.py does not parse \(line 3: SyntaxError: / },
  { check: { name: "command not found", run: "pythn3 -m unittest tests.test_mul" }, rejected: /exit 127: a command was not found or is not executable \(.*pythn3.*not found\); fix run/ },
  { check: { name: "junit path not written by run", run: `mkdir -p reports && ${NODE_JUNIT("reports/a.xml")}`, junit: "reports/b.xml" }, rejected: /it wrote no JUnit report at reports\/b\.xml \(exit 1\), and run does not mention reports\/b\.xml; make junit the path the command writes its report to/ },
  { check: { name: "runner stops before its report", run: "mkdir -p reports && python3 -c 'raise SystemExit(3)' reports/stop.xml", junit: "reports/stop.xml" }, rejected: /it wrote no JUnit report at reports\/stop\.xml \(exit 3\): the runner stopped before writing one; read the log/ },
  { check: { name: "report not XML", run: "mkdir -p reports && echo '<testsuite><testcase' > reports/bad.xml; exit 1", junit: "reports/bad.xml" }, rejected: /its JUnit report reports\/bad\.xml is not well-formed XML/ },
  { check: { name: "report without cases", run: "mkdir -p reports && echo '<testsuites/>' > reports/empty.xml; exit 1", junit: "reports/empty.xml" }, rejected: /its JUnit report reports\/empty\.xml has no test cases \(exit 1\): no test ran/ },
  { check: { name: "report all passed", run: `mkdir -p reports && ${NODE_JUNIT("reports/util.xml", "test/util.test.mjs")}; exit 1`, junit: "reports/util.xml" }, rejected: /its JUnit report reports\/util\.xml shows no failing test \(1 passed, 0 skipped; exit 1\)/ },
  {
    check: { name: "expected test already passes", run: `mkdir -p reports && ${NODE_JUNIT("reports/both.xml", "test/slug.test.mjs test/util.test.mjs")}`, junit: "reports/both.xml", expect: ["lowercases and dashes", "clamps"] },
    rejected: /expected test "clamps" already passes on the baseline; expect names the tests the work must make pass; move a test that already passes to a regression check/,
  },
  {
    check: { name: "expected test misspelt", run: `mkdir -p reports && ${NODE_JUNIT("reports/typo.xml")}`, junit: "reports/typo.xml", expect: ["lowercases and dashes", "drops punctuation", "drop punctuation"] },
    rejected: /expected test "drop punctuation" is not in its JUnit report reports\/typo\.xml, and every failing test in it is expected, so no test file failed to load; fix the id in expect .*the report has "test\.lowercases and dashes", "test\.drops punctuation"\)/,
  },
];

const REGRESSION: readonly Row[] = [
  { check: { name: "util", run: "node --test test/util.test.mjs" } },
  { check: { name: "util, report folder missing", run: NODE_JUNIT("rreports/util.xml", "test/util.test.mjs"), junit: "rreports/util.xml" }, rejected: /fails on the baseline for the wrong reason: node's JUnit reporter could not open its destination rreports\/util\.xml/ },
];

const HIDDEN_TEST = 'import test from "node:test";\nimport assert from "node:assert/strict";\nimport { slugify } from "../src/slug.mjs";\n\ntest("collapses runs", () => {\n  assert.equal(slugify("a  b"), "a-b");\n});\n';
const HIDDEN: readonly Row[] = [
  { check: { name: "hidden, fails for the behaviour", run: "node --test test/hidden.test.mjs", inject: { "test/hidden.test.mjs": HIDDEN_TEST } } },
  { check: { name: "hidden, report folder missing", run: NODE_JUNIT("hreports/h.xml", "test/hidden.test.mjs"), junit: "hreports/h.xml", inject: { "test/hidden.test.mjs": HIDDEN_TEST } }, rejected: /node's JUnit reporter could not open its destination hreports\/h\.xml \(ENOENT\)/ },
];

async function validate(files: Readonly<Record<string, string>>, spec: (ws: string) => TaskSpec): Promise<{ v: Validation; ws: string; dir: string; spec: TaskSpec; baseline: string }> {
  const dir = await tempDir("ocw-wrong-reason-");
  const ws = join(dir, "ws");
  await initRepo(ws, files);
  const s = spec(ws);
  const repo = await openRepo(ws);
  const baseline = await snapshotBaseline(repo, { exclude: reportPaths(s) });
  const v = await validateBaseline({ file: "task.yaml", spec: s }, repo, baseline, {
    copyDir: join(dir, "copy"),
    logDir: join(dir, "logs"),
    hostPath: process.env.PATH,
    scratch: join(dir, "scratch"),
  });
  return { v, ws, dir, spec: s, baseline: baseline.commit };
}

describe("validateBaseline - the right reason to fail", () => {
  let result: Validation;
  beforeAll(async () => {
    ({ v: result } = await validate({ ...NODE_FILES, ...PY_FILES, ...EXTRA }, (ws) => ({
      workspace: ws,
      objective: "Write titlecase, slugify, mul, half.",
      scope: { allow: ["src/**", "*.py", "bin/**"] },
      checks: { acceptance: ACCEPTANCE.map((r) => r.check), regression: REGRESSION.map((r) => r.check), hidden: HIDDEN.map((r) => r.check) as TaskSpec["checks"]["hidden"] },
      timeouts: { check: 60 },
    })));
  }, 240_000);

  const kinds = [
    ["acceptance", ACCEPTANCE],
    ["regression", REGRESSION],
    ["hidden", HIDDEN],
  ] as const;
  for (const [kind, rows] of kinds) {
    for (const [i, row] of rows.entries()) {
      const at = `checks.${kind}[${i}]`;
      it(`validateBaseline - ${kind} "${row.check.name}" is ${row.rejected ? "rejected" : "accepted"}`, async () => {
        const mine = result.problems.filter((p) => p.path === at);
        const run = result.before.get(row.check.name)!;
        const seen = `${JSON.stringify(mine.map((p) => p.message))} (run: ${run.status}, ${run.message})`;
        if (!row.rejected) {
          expect(mine, seen).toEqual([]);
          return;
        }
        expect(mine, seen).toHaveLength(1);
        const message = mine[0]!.message;
        expect(message).toContain(`check "${row.check.name}" fails on the baseline for the wrong reason: `);
        expect(message).toMatch(row.rejected);
        // Every rejection names the check's logs, and they are there to read.
        expect(message.endsWith(` (logs: ${run.stdout} and .stderr)`), message).toBe(true);
        expect(run.stderr).toBe(run.stdout.replace(/\.stdout$/, ".stderr"));
        expect(existsSync(run.stdout) && existsSync(run.stderr)).toBe(true);
        expect(message).not.toContain("\n");
      });
    }
  }

  it("validateBaseline - the task is invalid as a whole", () => {
    expect(result.ok).toBe(false);
  });
});

describe("validateBaseline - node's JUnit reporter and the report folder (issue 13)", () => {
  // The check as the user wrote it: node writes its report into reports/, which nothing creates.
  const spec = (ws: string): TaskSpec => {
    const s = nodeSpec(ws);
    return { ...s, checks: { ...s.checks, acceptance: [{ ...s.checks.acceptance[0]!, run: NODE_JUNIT("reports/slug.xml") }] } };
  };

  it("validateBaseline - reports/ missing: invalid_task naming the log and the fix", async () => {
    const { v } = await validate(NODE_FILES, spec);
    expect(v.ok).toBe(false);
    expect(v.problems).toHaveLength(1);
    const p = v.problems[0]!;
    expect(p.path).toBe("checks.acceptance[0]");
    expect(p.message).toMatch(/^check "slugify" fails on the baseline for the wrong reason: node's JUnit reporter could not open its destination reports\/slug\.xml \(ENOENT\); the folder reports\/ is not in the baseline/);
    const run = v.before.get("slugify")!;
    expect(run.junit).toMatchObject({ present: false, missingFolder: "reports" });
    expect(await readFile(run.stderr, "utf8")).toContain("ENOENT");
    expect(p.message).toContain(`(logs: ${run.stdout} and .stderr)`);
  });

  it("validateBaseline - reports/ kept in the repository (.gitkeep): valid; grading reads the report as before", async () => {
    const { v, ws, dir, spec: s, baseline } = await validate({ ...NODE_FILES, "reports/.gitkeep": "" }, spec);
    expect(v.problems).toEqual([]);
    expect(v.before.get("slugify")).toMatchObject({ status: "fail", junit: { present: true, failed: 2 } });

    // The worker's tree: a worktree of the baseline with slugify implemented.
    const tree = join(dir, "tree");
    await git(ws, "worktree", "add", "-q", "--detach", tree, baseline);
    await edit(tree, "src/slug.mjs", NODE_FIX[0], NODE_FIX[1]);
    const built = await grade({ task: { file: "task.yaml", spec: s }, tree, baseline, stateDir: join(dir, "state"), hostPath: process.env.PATH, claim: "RESULT: built" });
    const summary = JSON.stringify(built.reasons);
    expect(built.verdict, summary).toBe("built");
    const slug = built.checks.find((c) => c.name === "slugify")!;
    expect(slug.after?.junit).toMatchObject({ present: true, ok: true, cases: 2, failed: 0 });

    // Deleting the kept folder is out of scope, and the report cannot be written: never built.
    await git(tree, "rm", "-q", "reports/.gitkeep");
    const gone = await grade({ task: { file: "task.yaml", spec: s }, tree, baseline, stateDir: join(dir, "state"), hostPath: process.env.PATH });
    expect(gone.verdict).toBe("honest-failure");
    expect(new Set(gone.reasons.map((r) => r.code))).toEqual(new Set(["check_failed", "scope_violation"]));
    expect(gone.checks.find((c) => c.name === "slugify")!.after).toMatchObject({ status: "fail", message: expect.stringContaining("no JUnit report at reports/slug.xml (its folder reports/ does not exist)") });
  }, 120_000);
});
