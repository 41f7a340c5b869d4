/**
 * The right reason to fail, for go test, cargo test and Maven: one real validation per project,
 * its checks run contained on the baseline by the real toolchains. Checks that fail because the
 * behaviour is missing (a stub that panics, a symbol the worker is to write) are accepted; checks
 * whose own machinery fails (no package, test target, test class or POM; a toolchain, plugin or
 * dependency the offline sandbox cannot get; a protected test that does not parse) are rejected
 * as invalid_task, and so is a check that passes because it ran no test. A missing toolchain
 * skips its rows and says why.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRepo, reportPaths, sandboxRequest, snapshotBaseline, validateBaseline, type CheckSpec, type TaskSpec, type Validation } from "../../src/grade/index.js";
import { cleanup, initRepo, tempDir } from "./fixtures.js";
import { GO_FILES, JAVA_FILES, MVN, RUST_FILES, toolchain, type Lang } from "./fixtures-langs.js";

afterAll(cleanup);

interface Row {
  readonly kind?: "acceptance" | "regression";
  readonly check: CheckSpec;
  /** undefined: accepted; else the problem's message must match. */
  readonly rejected?: RegExp;
}

interface Project {
  readonly lang: Lang;
  readonly name: string;
  readonly files: Readonly<Record<string, string>>;
  readonly rows: readonly Row[];
}

const WRONG = "fails on the baseline for the wrong reason: ";
const NONE = "passes on the baseline, but ";

const GO_EXTRA: Readonly<Record<string, string>> = {
  // A package whose function the worker is to write: the test does not compile, for the right reason.
  "title/title.go": "package title\n",
  "title/title_test.go": 'package title\n\nimport "testing"\n\nfunc TestTitle(t *testing.T) {\n\tif Title("a") != "A" {\n\t\tt.Fatal("Title")\n\t}\n}\n',
  "syntax/syntax.go": "package syntax\n",
  "syntax/syntax_test.go": 'package syntax\n\nimport "testing"\n\nfunc TestX(t *testing.T) {\n\tif true {\n}\n',
  "future/go.mod": "module example.com/future\n\ngo 1.99\n",
  "future/f_test.go": 'package future\n\nimport "testing"\n\nfunc TestF(t *testing.T) {}\n',
  // A module that needs another one it has never downloaded.
  "mods/go.mod": "module example.com/mods\n\ngo 1.22\n\nrequire example.com/ocw-no-such-module v1.0.0\n",
  "mods/m.go": 'package mods\n\nimport "example.com/ocw-no-such-module/x"\n\nvar X = x.X\n',
  "mods/m_test.go": 'package mods\n\nimport "testing"\n\nfunc TestM(t *testing.T) {}\n',
};

const RUST_EXTRA: Readonly<Record<string, string>> = {
  "tests/title.rs": 'use calc::title;\n\n#[test]\nfn words() {\n    assert_eq!(title("a b"), "A B");\n}\n',
  "tests/syntax.rs": "use calc::add;\n\n#[test]\nfn broken() {\n    let a = add(1, 2)\n    assert_eq!(a, 3);\n}\n",
  "dep/Cargo.toml": '[package]\nname = "dep"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nocw-no-such-crate-here = "1"\n',
  "dep/src/lib.rs": "",
};

const JAVA_SYNTAX = "package calc;\n\nimport org.junit.Test;\n\npublic class SyntaxTest {\n    @Test\n    public void broken() {\n        int a = Calc.add(1, 2)\n    }\n}\n";
const JAVA_TITLE = 'package calc;\n\nimport static org.junit.Assert.assertEquals;\n\nimport org.junit.Test;\n\npublic class TitleTest {\n    @Test\n    public void words() {\n        assertEquals("A B", Calc.title("a b"));\n    }\n}\n';

const PROJECTS: readonly Project[] = [
  {
    lang: "go",
    name: "go test",
    files: { ...GO_FILES, ...GO_EXTRA },
    rows: [
      { check: { name: "stub that panics", run: "go test -count=1 -run '^TestMulSmall$' ." } },
      { check: { name: "function to write", run: "go test -count=1 ./title" } },
      { check: { name: "package missing", run: "go test -count=1 ./nope" }, rejected: /go test found no package at nope; fix the path in run/ },
      { check: { name: "no module", run: 'cd "$TMPDIR" && go test -count=1 ./...' }, rejected: /go found no module for the check \(.*\); run the check inside the module/ },
      { check: { name: "protected test does not parse", run: "go test -count=1 ./syntax", files: ["syntax/syntax_test.go"] }, rejected: /its own file syntax\/syntax_test\.go does not parse \(line 7: expected '}', found 'EOF'\)/ },
      { check: { name: "toolchain too new", run: "cd future && go test -count=1 ." }, rejected: /the Go toolchain the module asks for is not here \(.*1\.99.*\); install that Go/ },
      { check: { name: "module never downloaded", run: "cd mods && go test -count=1 ." }, rejected: /go could not get a module \(.*example\.com\/ocw-no-such-module.*\); run `go mod download` in the workspace once/ },
      { check: { name: "run pattern matches nothing", run: "go test -count=1 -run '^TestNope$' ." }, rejected: /go test ran no test \(ok example\.com\/calc [\d.]+s \[no tests to run\]\): the -run pattern or the package path matches none — a check that runs no test can never fail/ },
      { kind: "regression", check: { name: "regression runs nothing", run: "go test -count=1 -run '^TestNope$' ." }, rejected: /go test ran no test/ },
      { kind: "regression", check: { name: "regression", run: "go test -count=1 -run '^TestAdd$' ." } },
    ],
  },
  {
    lang: "rust",
    name: "cargo test",
    files: { ...RUST_FILES, ...RUST_EXTRA },
    rows: [
      { check: { name: "stub that panics", run: "cargo test --offline --test mul" } },
      { check: { name: "function to write", run: "cargo test --offline --test title" } },
      { check: { name: "test target missing", run: "cargo test --offline --test nope" }, rejected: /cargo has no test target named nope; fix --test in run/ },
      { check: { name: "no manifest", run: 'cd "$TMPDIR" && cargo test --offline' }, rejected: /cargo found no Cargo\.toml in .* or above/ },
      { check: { name: "protected test does not parse", run: "cargo test --offline --test syntax", files: ["tests/syntax.rs"] }, rejected: /its own file tests\/syntax\.rs does not parse \(line 5: expected `;`, found `assert_eq`\)/ },
      { check: { name: "toolchain not installed", run: "cargo +1.10.0 test --offline" }, rejected: /rustup has no toolchain for the check \(.*1\.10\.0.*\); install it on this machine/ },
      { check: { name: "dependency offline", run: "cd dep && cargo test --offline" }, rejected: /cargo could not get a dependency \(no matching package named `ocw-no-such-crate-here` found\); run `cargo fetch`/ },
      { check: { name: "filter matches nothing", run: "cargo test --offline --test mul nothing_matches" }, rejected: /cargo test ran no test \(test result: ok\. 0 passed; 0 failed; 0 ignored; 0 measured; 2 filtered out/ },
      { kind: "regression", check: { name: "regression", run: "cargo test --offline --test add" } },
    ],
  },
  {
    lang: "java",
    name: "Maven",
    files: JAVA_FILES,
    rows: [
      { check: { name: "stub that throws", run: `${MVN} -Dtest=MulTest test`, junit: "target/surefire-reports/TEST-calc.MulTest.xml", expect: ["calc.MulTest.small"] } },
      { check: { name: "test class missing", run: `${MVN} -Dtest=NopeTest test` }, rejected: /the test filter matched no test \(No tests matching pattern "NopeTest" were executed!\); fix -Dtest/ },
      { check: { name: "no POM", run: `cd "$TMPDIR" && ${MVN} test` }, rejected: /Maven found no pom\.xml where the check runs/ },
      { check: { name: "unknown phase", run: `${MVN} tst` }, rejected: /the build tool refused the command \(Unknown lifecycle phase "tst"\)/ },
      { check: { name: "plugins not in the local repository", run: `${MVN} -Dmaven.repo.local="$TMPDIR/empty" test` }, rejected: /the build could not resolve a plugin or dependency \(Plugin org\.apache\.maven\.plugins:maven-resources-plugin:3\.3\.1 or one of its dependencies could not be resolved.*\); build once outside the checks/ },
      { kind: "regression", check: { name: "regression runs nothing", run: `${MVN} -Dtest='Nope*' -Dsurefire.failIfNoSpecifiedTests=false test` }, rejected: /surefire ran no test/ },
      { kind: "regression", check: { name: "regression", run: `${MVN} -Dtest=AddTest test` } },
    ],
  },
  // javac stops the whole test compilation on one bad file: these two need projects of their own.
  { lang: "java", name: "Maven, protected test", files: { ...JAVA_FILES, "src/test/java/calc/SyntaxTest.java": JAVA_SYNTAX }, rows: [{ check: { name: "protected test does not parse", run: `${MVN} -Dtest=SyntaxTest test`, files: ["src/test/java/calc/SyntaxTest.java"] }, rejected: /its own file src\/test\/java\/calc\/SyntaxTest\.java does not parse \(line 8: ';' expected\)/ }] },
  { lang: "java", name: "Maven, method to write", files: { ...JAVA_FILES, "src/test/java/calc/TitleTest.java": JAVA_TITLE }, rows: [{ check: { name: "method to write", run: `${MVN} -Dtest=TitleTest test` } }] },
];

async function validate(p: Project): Promise<Validation> {
  const dir = await tempDir("ocw-wrong-reason-");
  const ws = join(dir, "ws");
  await initRepo(ws, p.files);
  const spec: TaskSpec = {
    workspace: ws,
    objective: "Write the missing functions.",
    scope: { allow: ["**"] },
    checks: { acceptance: p.rows.filter((r) => (r.kind ?? "acceptance") === "acceptance").map((r) => r.check), regression: p.rows.filter((r) => r.kind === "regression").map((r) => r.check) },
    timeouts: { check: 180 },
  };
  const repo = await openRepo(ws);
  const baseline = await snapshotBaseline(repo, { exclude: reportPaths(spec) });
  return validateBaseline({ file: "task.yaml", spec }, repo, baseline, { copyDir: join(dir, "copy"), logDir: join(dir, "logs"), hostPath: process.env.PATH, scratch: join(dir, "scratch"), sandbox: sandboxRequest(process.env) });
}

for (const p of PROJECTS) {
  describe(`validateBaseline - the right reason to fail (${p.name})`, () => {
    let skip = "";
    let result: Validation;
    beforeAll(async () => {
      const t = await toolchain(p.lang);
      if (!t.ok) {
        skip = t.why;
        console.warn(`skipped: ${t.why}`);
        return;
      }
      result = await validate(p);
    }, 900_000);

    const index = { acceptance: 0, regression: 0 };
    for (const row of p.rows) {
      const kind = row.kind ?? "acceptance";
      const at = `checks.${kind}[${index[kind]++}]`;
      it(`validateBaseline - ${p.name}: ${kind} "${row.check.name}" is ${row.rejected ? "rejected" : "accepted"}`, (ctx) => {
        if (skip) ctx.skip(skip);
        const mine = result.problems.filter((x) => x.path === at);
        const run = result.before.get(row.check.name)!;
        const seen = `${JSON.stringify(mine.map((x) => x.message))} (run: ${run.status}, ${run.message})`;
        if (!row.rejected) {
          expect(mine, seen).toEqual([]);
          return;
        }
        expect(mine, seen).toHaveLength(1);
        const message = mine[0]!.message;
        expect(message, seen).toMatch(new RegExp(`^check "${row.check.name}" (${WRONG}|${NONE})`));
        expect(message, seen).toMatch(row.rejected);
        expect(message.endsWith(` (logs: ${run.stdout} and .stderr)`), message).toBe(true);
        expect(message).not.toContain("\n");
      });
    }
  });
}
