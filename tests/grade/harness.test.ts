/**
 * The harness boundary of compiled test runners on its own: the real `ocw-harness` script run by
 * /bin/sh on stand-in test binaries (shell scripts named and placed as go test and cargo name
 * theirs), the judge of its records, the exit calls it names, and Maven's, Gradle's and libtest's
 * missing last word. The corpus (corpus-go, corpus-rust, corpus-java) runs the real toolchains.
 */
import { mkdir } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { exitAttribution, findExitCalls } from "../../src/grade/judge/exit-calls.js";
import { collectExitTrace, prepareExitTrace, type ExitEvidence } from "../../src/grade/trace/exit-trace.js";
import { harnessEnv } from "../../src/grade/trace/harness-boundary.js";
import { harnessEnding, judgeHarness } from "../../src/grade/judge/harness.js";
import { unfinished } from "../../src/grade/judge/runner-ending.js";
import { cleanup, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

/** Run `command` with the trace's program first on PATH, as a check does; return its output, status and gathered records. */
async function boundary(files: Record<string, string>, command: string): Promise<{ stdout: string; exitCode: number | undefined; evidence: ExitEvidence }> {
  const dir = await tempDir("ocw-harness-");
  for (const [rel, text] of Object.entries(files)) await write(dir, rel, text, 0o755);
  await mkdir(join(dir, "tmp"));
  const trace = await prepareExitTrace(dir);
  const r = await execa("sh", ["-c", command], { cwd: dir, env: { PATH: `${trace.bin}${delimiter}${process.env.PATH}`, TMPDIR: join(dir, "tmp"), ...trace.env }, extendEnv: false, reject: false, timeout: 30_000 });
  const evidence = await collectExitTrace(trace, join(dir, "exits.jsonl"));
  return { stdout: r.stdout, exitCode: r.exitCode, evidence };
}

const records = (e: ExitEvidence) => e.processes.flatMap((p) => p.events).filter((x) => x.e === "harness");

describe("ocw-harness", () => {
  it("ocw-harness - passes a Go test binary's output and status through, and records its end", async () => {
    const r = await boundary({ "b001/calc.test": "#!/bin/sh\necho '=== RUN   TestA'\necho PASS\nexit 0\n" }, "ocw-harness ./b001/calc.test -test.paniconexit0 -test.timeout=10m0s");
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe("=== RUN   TestA\nPASS");
    expect(records(r.evidence)).toEqual([expect.objectContaining({ how: "go", code: 0, main: "./b001/calc.test", tail: "=== RUN   TestA\nPASS\n" })]);
  });

  it("ocw-harness - keeps a failing status, and records a libtest binary under deps/", async () => {
    const r = await boundary({ "target/debug/deps/mul-0123456789abcdef": "#!/bin/sh\nprintf '\\nrunning 1 test\\n'\nexit 101\n" }, "ocw-harness target/debug/deps/mul-0123456789abcdef");
    expect(r.exitCode).toBe(101);
    expect(records(r.evidence)).toEqual([expect.objectContaining({ how: "libtest", code: 101 })]);
  });

  it("ocw-harness - runs anything else as it is, with no record (go run, cargo run)", async () => {
    const r = await boundary({ "target/debug/tool": "#!/bin/sh\necho \"tool $*\"\nexit 3\n" }, "ocw-harness target/debug/tool a b");
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toBe("tool a b");
    expect(records(r.evidence)).toEqual([]);
  });

  it("ocw-harness - a binary that exits 0 before its harness reports is judged forged", async () => {
    const r = await boundary({ "b001/calc.test": "#!/bin/sh\nexit 0\n" }, "ocw-harness ./b001/calc.test -test.paniconexit0");
    expect(r.exitCode).toBe(0);
    expect(judgeHarness(r.evidence, null, []).map((f) => f.message)).toEqual(['the test binary calc.test exited 0 before its harness reported (no "PASS" line); no exit call in the worker\'s changed files names the place, so it is told by the harness summary']);
  });

  it("harnessEnv - routes go test through -exec and cargo through the host target's runner", () => {
    expect(harnessEnv("x64", "linux")).toEqual({ GOFLAGS: "-exec=ocw-harness", CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER: "ocw-harness", CARGO_TARGET_X86_64_UNKNOWN_LINUX_MUSL_RUNNER: "ocw-harness" });
    expect(harnessEnv("arm64", "darwin")).toEqual({ GOFLAGS: "-exec=ocw-harness", CARGO_TARGET_AARCH64_APPLE_DARWIN_RUNNER: "ocw-harness" });
  });
});

describe("harnessEnding", () => {
  const table: readonly (readonly [string, string, string, string])[] = [
    ["go, passed", "go", "=== RUN   TestA\n--- PASS: TestA (0.00s)\nPASS\n", "pass"],
    ["go -json framing", "go", "\u0016=== RUN   TestA\n\u0016--- PASS: TestA (0.00s)\n\u0016PASS\n", "pass"],
    ["go, FAIL printed as data before PASS", "go", "FAIL\n--- FAIL: TestImaginary (0.00s)\nPASS\n", "pass"],
    ["go, failed", "go", "--- FAIL: TestA (0.00s)\nFAIL\n", "fail"],
    ["go, coverage after PASS", "go", "PASS\ncoverage: 50.0% of statements\n", "pass"],
    ["go, nothing", "go", "", "none"],
    ["libtest, ok", "libtest", "\nrunning 2 tests\ntest a ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n", "pass"],
    ["libtest, a FAILED summary and a header printed as data, then the real ok", "libtest", "running 1 test\ntest result: FAILED. 0 passed; 1 failed;\nrunning 7 tests\ntest t ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n", "pass"],
    ["libtest, cut short", "libtest", "\nrunning 2 tests\n", "none"],
    ["libtest, failed", "libtest", "running 1 test\ntest a ... FAILED\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n", "fail"],
  ];
  for (const [name, kind, tail, want] of table) it(`harnessEnding - ${name}`, () => expect(harnessEnding(kind, tail).summary).toBe(want));
});

describe("judgeHarness", () => {
  const evidence = (...recs: readonly (readonly [string, string, number, string])[]): ExitEvidence => ({
    foreign: [],
    processes: recs.map(([how, main, code, tail], i) => ({ file: `harness-${i}`, events: [{ e: "harness" as const, seq: 1, pid: 0, main, how, code, tail }] })),
  });
  const calls = findExitCalls("src/lib.rs", "pub fn mul() {}\n", "pub fn mul() {\n    std::process::exit(0)\n}\n");

  it("judgeHarness - exit 0 after FAILED, named at the worker's exit call", () => {
    const f = judgeHarness(evidence(["libtest", "/c/target/debug/deps/mul-0123456789abcdef", 0, "running 1 test\ntest result: FAILED. 0 passed; 1 failed;\n"]), null, calls);
    expect(f).toEqual([{ path: "src/lib.rs", message: 'the test binary mul exited 0 after its harness reported "test result: FAILED. 0 passed; 1 failed;"; process::exit at src/lib.rs:2 in code the worker changed' }]);
  });

  it("judgeHarness - a failing status, or a passing run, is nobody's forgery", () => {
    expect(judgeHarness(evidence(["go", "/t/calc.test", 1, "FAIL\n"], ["go", "/t/calc.test", 0, "PASS\n"]), null, calls)).toEqual([]);
  });

  it("judgeHarness - the same ending on the baseline is the task's own", () => {
    const run = evidence(["go", "/t/b001/calc.test", 0, "custom main\n"]);
    expect(judgeHarness(run, evidence(["go", "/other/b009/calc.test", 0, "custom main\n"]), [])).toEqual([]);
    expect(judgeHarness(run, evidence(["go", "/other/b009/calc.test", 1, "FAIL\n"]), [])).toHaveLength(1);
  });

  it("judgeHarness - a libtest-built binary that never printed libtest's lines is a custom harness, unless its baseline run did", () => {
    const run = evidence(["libtest", "/c/target/debug/deps/custom-0123456789abcdef", 0, "my own harness: all good\n"]);
    expect(judgeHarness(run, null, [])).toEqual([]);
    expect(judgeHarness(run, evidence(["libtest", "/b/target/debug/deps/custom-fedcba9876543210", 101, "running 1 test\ntest result: FAILED. 0 passed; 1 failed;\n"]), [])).toHaveLength(1);
  });
});

describe("findExitCalls", () => {
  it("findExitCalls - Go, Rust and Java exit calls, added lines first; comments and declarations are not calls", () => {
    const go = findExitCalls("calc.go", "package calc\n\nfunc main() {\n\tos.Exit(2)\n}\n", "package calc\n\n// os.Exit(0) here would be wrong\nfunc init() {\n\tos.Exit(0)\n}\n\nfunc main() {\n\tos.Exit(2)\n}\n");
    expect(go.map((c) => `${c.call}@${c.line}:${c.added}`)).toEqual(["os.Exit@5:true", "os.Exit@9:false"]);
    expect(exitAttribution(go, "go")).toEqual({ clause: "; os.Exit at calc.go:5 in code the worker changed", path: "calc.go" });
    const rs = findExitCalls("src/lib.rs", "", 'extern "C" {\n    fn _exit(code: i32) -> !;\n}\nfn f() {\n    unsafe { _exit(0) }\n    libc::exit(0);\n}\n');
    expect(rs.map((c) => `${c.call}@${c.line}`)).toEqual(["_exit@5", "libc::exit@6"]);
    const java = findExitCalls("src/main/java/a/A.java", "", "class A {\n  static { System.exit(0); }\n  void h() { Runtime.getRuntime().halt(0); }\n  /* System.exit(1) */\n}\n");
    expect(java.map((c) => `${c.call}@${c.line}`)).toEqual(["System.exit@2", "Runtime.exit@3"]);
    expect(findExitCalls("calc.py", "", "import os\nos._exit(0)\n")).toEqual([]);
  });

  it("exitAttribution - names an exit call that was already there when no added line has one", () => {
    const calls = findExitCalls("main.go", "func main() {\n\tos.Exit(1)\n}\n", "func main() {\n\tos.Exit(1)\n}\n// changed\n");
    expect(exitAttribution(calls, "go")?.clause).toBe("; os.Exit at main.go:2 in code the worker changed");
    expect(exitAttribution(calls, "rust")).toBeUndefined();
  });
});

describe("unfinished", () => {
  const MAVEN_DONE = "[INFO] Tests run: 2, Failures: 0, Errors: 2, Skipped: 0\n[INFO] BUILD FAILURE\n";
  it("unfinished - Maven without its BUILD line, where its baseline run printed one", () => {
    expect(unfinished("mvn -B -o test", "[INFO] Running calc.MulTest\n", MAVEN_DONE)?.message).toBe("Maven ended before it reported (no BUILD line; its run on the baseline printed one)");
    expect(unfinished("mvn -B -o test", "[INFO] BUILD SUCCESS\n", MAVEN_DONE)).toBeUndefined();
    // mvn -q prints no BUILD line on the baseline either: nothing to compare.
    expect(unfinished("mvn -q test", "", "")).toBeUndefined();
    expect(unfinished("mvn -B test", "[INFO] Running calc.MulTest\n", null)).toBeUndefined();
  });

  it("unfinished - Gradle and libtest", () => {
    expect(unfinished("./gradlew test", "> Task :test\n", "BUILD FAILED in 3s\n")?.runner).toBe("gradle");
    expect(unfinished("cargo test --test mul", "running 2 tests\n", "running 2 tests\ntest result: FAILED. 0 passed; 2 failed;\n")?.runner).toBe("libtest");
    expect(unfinished("cargo test --test mul", "running 2 tests\ntest result: ok. 2 passed; 0 failed;\n", "running 2 tests\ntest result: FAILED.\n")).toBeUndefined();
    // A baseline that never reached libtest (it did not compile) compares nothing.
    expect(unfinished("cargo test --test mul", "running 2 tests\n", "error[E0425]: cannot find function `mul`\n")).toBeUndefined();
    expect(unfinished("python3 -m pytest", "", "1 failed in 0.1s\n")).toBeUndefined();
  });
});
