/** Reading a check's output for a failure its exit status does not show: real runner summaries, last one wins. */
import { describe, expect, it } from "vitest";
import { failureShown } from "../../src/grade/judge/output-signs.js";

const TRACEBACK = 'Traceback (most recent call last):\n  File "/w/calc.py", line 2, in <module>\n    mul(1, 2)\nAssertionError: boom\n';

describe("failureShown", () => {
  const cases: readonly (readonly [string, string, string, string | undefined])[] = [
    ["pytest, failures", "============ 1 failed, 2 passed in 0.12s ============\n", "", "pytest's summary on stdout"],
    ["pytest, errors", "======= 2 passed, 1 error in 0.30s =======\n", "", "pytest's summary on stdout"],
    ["pytest -q, failures", "F.\n1 failed, 1 passed in 0.05s\n", "", "pytest's summary on stdout"],
    ["pytest, all passed", "============ 3 passed in 0.01s ============\n", "", undefined],
    ["pytest with colour codes", "\x1b[31m===== \x1b[1m1 failed\x1b[0m\x1b[31m in 0.02s =====\x1b[0m\n", "", "pytest's summary on stdout"],
    ["unittest, failed", "", "..F\n----------------------------------------------------------------------\nRan 3 tests in 0.001s\n\nFAILED (failures=1)\n", 'unittest\'s summary on stderr reads "FAILED (failures=1)"'],
    ["unittest, OK", "", "...\n----------------------------------------------------------------------\nRan 3 tests in 0.001s\n\nOK\n", undefined],
    ["node:test TAP, failures", "# tests 2\n# suites 0\n# pass 1\n# fail 1\n", "", "node:test's summary on stdout"],
    ["node:test TAP, none failed", "# tests 2\n# pass 2\n# fail 0\n", "", undefined],
    ["node:test spec reporter", "ℹ tests 3\nℹ pass 1\nℹ fail 2\n", "", "node:test's summary on stdout"],
    ["mocha, failing", "  3 passing (5ms)\n  1 failing\n\n  1) slug\n", "", "mocha's summary on stdout"],
    ["mocha, passing", "  3 passing (4ms)\n", "", undefined],
    ["jest", "", "Tests:       1 failed, 2 passed, 3 total\nSnapshots:   0 total\n", "jest's summary on stderr"],
    ["vitest", " Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)\n", "", "vitest's summary on stdout"],
    ["vitest, passed", "      Tests  3 passed (3)\n", "", undefined],
    ["the last summary wins: a fake pass printed before the real failure", "# pass 2\n# fail 0\n...\n# pass 0\n# fail 2\n", "", "node:test's summary on stdout"],
    ["the last summary wins: a nested failing run before the passing one", "", "Ran 1 test in 0.0s\n\nFAILED (errors=1)\nRan 4 tests in 0.1s\n\nOK\n", undefined],
    ["a passing test that printed a traceback before the summary", "", `${TRACEBACK}.\nRan 1 test in 0.001s\n\nOK\n`, undefined],
    ["a script whose stderr ends in a traceback", "done\n", TRACEBACK, "stderr ends with an uncaught Python traceback (AssertionError: boom)"],
    ["a traceback followed by more output", "", `${TRACEBACK}recovered, carrying on\n`, undefined],
    ["a traceback when a runner summarised a pass", "# pass 1\n# fail 0\n", TRACEBACK, undefined],
    ["node's fatal-exception footer", "", "file:///w/a.mjs:1\nthrow new Error('x')\n^\n\nError: x\n    at file:///w/a.mjs:1:7\n\nNode.js v20.20.2\n", "stderr ends with an uncaught Node.js exception"],
    ["go test, a failed package", "--- FAIL: TestMul (0.00s)\n    calc_test.go:5: bad\nFAIL\nFAIL\texample.com/calc\t0.003s\nFAIL\n", "", "go test's summary on stdout"],
    ["go test, a package that does not build", "FAIL\texample.com/calc [build failed]\nFAIL\n", "", "go test's summary on stdout"],
    ["go test, a failure before a package that passed", "FAIL\texample.com/a\t0.01s\nok  \texample.com/b\t0.01s\n", "", "go test's summary on stdout"],
    ["go test -json, a package-level fail event", '{"Action":"run","Package":"p","Test":"TestA"}\n{"Action":"fail","Package":"p","Test":"TestA","Elapsed":0}\n{"Action":"fail","Package":"p","Elapsed":0.01}\n', "", "go test -json's summary on stdout"],
    ["go test -json, a test's fail event alone is not the package's", '{"Action":"fail","Package":"p","Test":"TestA","Elapsed":0}\n{"Action":"pass","Package":"p","Elapsed":0.01}\n', "", undefined],
    ["go test -v, a test that prints FAIL as data", "=== RUN   TestReport\nFAIL\n--- FAIL: TestImaginary (0.00s)\n--- PASS: TestReport (0.00s)\nPASS\nok  \texample.com/calc\t0.004s\n", "", undefined],
    ["libtest, failed", "running 2 tests\ntest small ... FAILED\n\ntest result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n", "", "libtest's summary on stdout"],
    ["libtest, a FAILED summary printed as data before the real one", "running 1 test\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\ntest prints ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n", "", undefined],
    ["surefire, failures ignored", "[INFO] Tests run: 2, Failures: 0, Errors: 2, Skipped: 0, Time elapsed: 0.05 s <<< FAILURE! -- in calc.MulTest\n[INFO] Results:\n[ERROR] Tests run: 2, Failures: 0, Errors: 2, Skipped: 0\n[INFO] BUILD SUCCESS\n", "", "surefire's summary on stdout"],
    ["surefire, passed; a test printed a failing summary as data", "[INFO] Running calc.ReportTest\n[ERROR] Tests run: 1, Failures: 1, Errors: 0, Skipped: 0\n[INFO] Tests run: 2, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n", "", undefined],
    ["surefire, a per-class line is not the summary", "[ERROR] Tests run: 1, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.01 s <<< FAILURE! -- in calc.MulTest\n", "", undefined],
    ["gradle, failed", "MulTest > small() FAILED\n2 tests completed, 1 failed\n", "", "gradle's summary on stdout"],
    ["nothing at all", "", "", undefined],
  ];
  for (const [name, stdout, stderr, shown] of cases) {
    it(`output - ${name}`, () => {
      const got = failureShown(stdout, stderr);
      if (shown === undefined) expect(got).toBeUndefined();
      else expect(got).toContain(shown);
    });
  }
});
