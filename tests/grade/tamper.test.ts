/**
 * Tamper signs on their own: pytest markers and config that this machine cannot run (pytest is
 * not installed here), JS focus/skip markers, runner config inside shared files, startup hooks
 * and PATH shims. Changes and blob contents are plain data, as `listChanges`/`readBlobs` give them.
 */
import { describe, expect, it } from "vitest";
import type { Change } from "../../src/grade/snapshot/changes.js";
import { findTamper, hostCommands, type TamperKind } from "../../src/grade/judge/tamper.js";

let n = 0;
function blobs(): Map<string, Buffer> {
  return new Map();
}

/** A change from `before` (undefined: added) to `after` (undefined: deleted) at `path`. */
function change(map: Map<string, Buffer>, path: string, before: string | undefined, after: string | undefined, extra: Partial<Change> = {}): Change {
  const put = (text: string | undefined): string | null => {
    if (text === undefined) return null;
    const sha = `blob${n++}`;
    map.set(sha, Buffer.from(text));
    return sha;
  };
  const oldBlob = put(before);
  const newBlob = put(after);
  return {
    status: before === undefined ? "added" : after === undefined ? "deleted" : "modified",
    path,
    oldMode: before === undefined ? null : "100644",
    newMode: after === undefined ? null : "100644",
    oldBlob,
    newBlob,
    modeChanged: false,
    ...extra,
  };
}

function kinds(path: string, before: string | undefined, after: string | undefined, extra: Partial<Change> = {}): TamperKind[] {
  const map = blobs();
  return findTamper({ changes: [change(map, path, before, after, extra)], blobs: map, checkPaths: new Set(["tests/test_check.py"]), commands: new Set(["python3", "node", "pytest"]) }).map((s) => s.kind);
}

const TEST = "import pytest\n\ndef test_a():\n    assert f() == 1\n";
const GO_MAIN = 'package calc\n\nimport (\n\t"os"\n\t"testing"\n)\n\nfunc TestMain(m *testing.M) {\n\tos.Exit(m.Run())\n}\n';
const POM = "<project><properties><x>1</x></properties><dependencies></dependencies><build><plugins><plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin></plugins></build></project>\n";

describe("findTamper", () => {
  const table: readonly [string, TamperKind[], () => TamperKind[]][] = [
    ["pytest skip mark added", ["test_marker"], () => kinds("tests/test_a.py", TEST, `@pytest.mark.skip(reason="later")\n${TEST}`)],
    ["pytest xfail mark added", ["test_marker"], () => kinds("tests/test_a.py", TEST, `@pytest.mark.xfail\n${TEST}`)],
    ["pytest.skip() call added", ["test_marker"], () => kinds("tests/test_a.py", TEST, TEST.replace("assert", "pytest.skip('no')\n    assert"))],
    ["a skip that was already there is not new", [], () => kinds("tests/test_a.py", `@pytest.mark.skip\n${TEST}`, `@pytest.mark.skip\n${TEST}\n# more\n`)],
    ["unittest.skip in the module under test", ["test_marker"], () => kinds("src/calc.py", "x = 1\n", "import unittest\nunittest.skip('x')\nx = 1\n")],
    ["the word skip in plain code is fine", [], () => kinds("src/calc.py", "x = 1\n", "def skip(n):\n    return n\n")],
    ["conftest.py added anywhere", ["runner_config"], () => kinds("sub/conftest.py", undefined, "def pytest_configure(config):\n    pass\n")],
    ["pytest.ini changed", ["runner_config"], () => kinds("pytest.ini", "[pytest]\n", "[pytest]\naddopts = -x\n")],
    ["conftest.py deleted", ["runner_config"], () => kinds("conftest.py", "import pytest\n", undefined)],
    ["[tool.pytest.ini_options] changed in pyproject.toml", ["runner_config"], () => kinds("pyproject.toml", "[project]\nname='a'\n[tool.pytest.ini_options]\naddopts=''\n", "[project]\nname='a'\n[tool.pytest.ini_options]\naddopts='-p no:x'\n")],
    ["other pyproject.toml changes are fine", [], () => kinds("pyproject.toml", "[project]\nname='a'\n[tool.pytest.ini_options]\naddopts=''\n", "[project]\nname='b'\n[tool.pytest.ini_options]\naddopts=''\n")],
    ["[tool:pytest] changed in setup.cfg", ["runner_config"], () => kinds("setup.cfg", "[metadata]\nname=a\n", "[metadata]\nname=a\n[tool:pytest]\naddopts=--co\n")],
    ["jest config in package.json", ["runner_config"], () => kinds("package.json", '{"name":"a"}', '{"name":"a","jest":{"testPathIgnorePatterns":["."]}}')],
    ["other package.json changes are fine", [], () => kinds("package.json", '{"name":"a","scripts":{"test":"jest"}}', '{"name":"a","version":"2.0.0","scripts":{"test":"jest"}}')],
    ["jest.config.js added", ["runner_config"], () => kinds("jest.config.js", undefined, "module.exports = {};\n")],
    ["vite.config with a test section", ["runner_config"], () => kinds("vite.config.ts", "export default {}\n", "export default { test: { include: [] } }\n")],
    [".npmrc added", ["runner_config"], () => kinds(".npmrc", undefined, "node-options=--require ./x.js\n")],
    ["it.only in a JS test", ["test_marker"], () => kinds("src/a.test.ts", 'it("a", () => {});\n', 'it.only("a", () => {});\n')],
    ["describe.skip in a spec file", ["test_marker"], () => kinds("src/__tests__/a.js", 'describe("a", () => {});\n', 'describe.skip("a", () => {});\n')],
    ["xit in a JS test", ["test_marker"], () => kinds("test/a.spec.mjs", 'it("a", () => {});\n', 'xit("a", () => {});\n')],
    [".skip( in non-test JS is fine", [], () => kinds("src/stream.js", "s.read();\n", "s.skip(3);\n")],
    ["t.Skip in a Go test", ["test_marker"], () => kinds("pkg/a_test.go", "func TestA(t *testing.T) {}\n", "func TestA(t *testing.T) { t.Skip(\"x\") }\n")],
    ["#[ignore] in a Rust test", ["test_marker"], () => kinds("tests/a.rs", "#[test]\nfn a() {}\n", "#[test]\n#[ignore]\nfn a() {}\n")],
    ["a build constraint added to a Go test file", ["test_marker"], () => kinds("a_test.go", "package a\n", "//go:build ignore\n\npackage a\n")],
    ["@DisabledOnOs in a Java test", ["test_marker"], () => kinds("src/test/java/a/ATest.java", "class ATest {}\n", "@DisabledOnOs(OS.LINUX)\nclass ATest {}\n")],
    ["an assumption in a Java test", ["test_marker"], () => kinds("src/test/java/a/ATest.java", "void t() { run(); }\n", "void t() { assumeTrue(false); run(); }\n")],
    ["TestMain added to a Go test file", ["runner_config"], () => kinds("calc_main_test.go", undefined, GO_MAIN)],
    ["TestMain changed", ["runner_config"], () => kinds("main_test.go", GO_MAIN, GO_MAIN.replace("os.Exit(m.Run())", "m.Run()\n\tos.Exit(0)"))],
    ["a Go test file without TestMain is fine", [], () => kinds("calc_test.go", undefined, "package calc\n\nfunc TestX(t *testing.T) {}\n")],
    [".cargo/config.toml added", ["runner_config"], () => kinds(".cargo/config.toml", undefined, "[target.'cfg(all())']\nrunner = \"true\"\n")],
    ["a crate's .cargo/config changed", ["runner_config"], () => kinds("sub/.cargo/config", "[build]\n", "[alias]\nt = \"check\"\n")],
    [".mvn/maven.config added", ["runner_config"], () => kinds(".mvn/maven.config", undefined, "-Dmaven.test.failure.ignore=true\n")],
    ["surefire configured in pom.xml", ["runner_config"], () => kinds("pom.xml", POM, POM.replace("<version>3.2.5</version>", "<version>3.2.5</version><configuration><testFailureIgnore>true</testFailureIgnore></configuration>"))],
    ["skipTests property in pom.xml", ["runner_config"], () => kinds("pom.xml", POM, POM.replace("<properties>", "<properties><skipTests>true</skipTests>"))],
    ["a dependency added to pom.xml is fine", [], () => kinds("pom.xml", POM, POM.replace("<dependencies>", "<dependencies><dependency><groupId>g</groupId><artifactId>a</artifactId><version>1</version></dependency>"))],
    ["ignoreFailures in build.gradle", ["runner_config"], () => kinds("build.gradle", "plugins { id 'java' }\n", "plugins { id 'java' }\ntest {\n  ignoreFailures = true\n}\n")],
    ["a dependency added to build.gradle.kts is fine", [], () => kinds("build.gradle.kts", "dependencies {\n}\n", 'dependencies {\n  implementation("g:a:1")\n}\n')],
    ["test file deleted", ["test_removed"], () => kinds("tests/test_old.py", TEST, undefined)],
    ["check file edited", ["check_file_changed"], () => kinds("tests/test_check.py", TEST, `${TEST}\n`)],
    ["sitecustomize.py added", ["python_startup"], () => kinds("lib/sitecustomize.py", undefined, "import os\n")],
    [".pth added", ["python_startup"], () => kinds("site/zz.pth", undefined, "import os\n")],
    ["executable named like a command", ["path_shim"], () => kinds("tools/pytest", undefined, "#!/bin/sh\nexit 0\n", { newMode: "100755" })],
    ["symlink named like a command", ["path_shim"], () => kinds("bin/node", undefined, "/bin/true", { newMode: "120000" })],
    ["plain file named like a command is fine", [], () => kinds("docs/node", undefined, "notes\n")],
  ];
  for (const [name, want, got] of table) it(`findTamper - ${name}`, () => expect(got()).toEqual(want));

  it("findTamper - a renamed test file counts as removed unless it stays a test", () => {
    const map = blobs();
    const moved = change(map, "tests/test_new.py", TEST, TEST, { status: "renamed", oldPath: "tests/test_old.py" });
    const away = change(map, "old_test_material.txt", TEST, TEST, { status: "renamed", oldPath: "tests/test_old.py" });
    const find = (c: Change): TamperKind[] => findTamper({ changes: [c], blobs: map, checkPaths: new Set(), commands: new Set() }).map((s) => s.kind);
    expect(find(moved)).toEqual([]);
    expect(find(away)).toEqual(["test_removed"]);
  });

  it("hostCommands - lists what is on PATH, plus the well-known names", async () => {
    const names = await hostCommands("/bin:/usr/bin");
    expect(names.has("sh")).toBe(true);
    expect(names.has("pytest")).toBe(true);
  });
});
