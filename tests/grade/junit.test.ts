/** JUnit reading and judging: ids, statuses, missing/skipped/xfail/errored, exit-code agreement, malformed XML. */
import { describe, expect, it } from "vitest";
import { caseIds, judgeJunit, parseJunit, type JunitCase } from "../../src/grade/run/junit.js";

// What pytest --junitxml writes (xfail is reported as skipped).
const PYTEST = `<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest" errors="1" failures="1" skipped="2" tests="6">
  <testcase classname="tests.test_calc.TestMul" name="test_small" time="0.001"/>
  <testcase classname="tests.test_calc.TestMul" name="test_zero" time="0.001"><failure message="assert 1 == 0">assert 1 == 0</failure></testcase>
  <testcase classname="tests.test_calc.TestMul" name="test_float" time="0.001"><skipped type="pytest.xfail" message="later"/></testcase>
  <testcase classname="tests.test_calc.TestMul" name="test_neg" time="0.001"><skipped type="pytest.skip" message="skip"/></testcase>
  <testcase classname="tests.test_calc" name="test_import" time="0.001"><error message="ImportError">boom</error></testcase>
  <testcase classname="tests.test_other" name="test_small" time="0.001"/>
</testsuite></testsuites>`;

// What node --test --test-reporter=junit writes: cases under <testsuites>, nested describe() as <testsuite>.
const NODE = `<?xml version="1.0" encoding="utf-8"?>
<testsuites>
\t<testcase name="adds" time="0.000826" classname="test"/>
\t<testsuite name="suite" time="0.003" tests="1" failures="0" skipped="0">
\t\t<testcase name="inner" time="0.0001" classname="test"/>
\t</testsuite>
</testsuites>`;

// What Maven's surefire writes (target/surefire-reports/TEST-<class>.xml): one <testsuite> root with
// <properties>; a flaky test that passed on a rerun keeps <flakyFailure> and no <failure>.
const SUREFIRE = `<?xml version="1.0" encoding="UTF-8"?>
<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd" version="3.0" name="calc.MulTest" time="0.069" tests="4" errors="1" skipped="1" failures="0">
  <properties>
    <property name="java.specification.version" value="17"/>
  </properties>
  <testcase name="small" classname="calc.MulTest" time="0.009">
    <error message="mul" type="java.lang.UnsupportedOperationException"><![CDATA[java.lang.UnsupportedOperationException: mul
	at calc.Calc.mul(Calc.java:5)]]></error>
    <system-out><![CDATA[FAIL
]]></system-out>
  </testcase>
  <testcase name="zero" classname="calc.MulTest" time="0.001"/>
  <testcase name="later" classname="calc.MulTest" time="0"><skipped message="@Ignore"/></testcase>
  <testcase name="flaky" classname="calc.MulTest" time="0.002"><flakyFailure message="once" type="java.lang.AssertionError"/></testcase>
</testsuite>`;

// What Gradle writes (build/test-results/test/TEST-<class>.xml).
const GRADLE = `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="calc.MulTest" tests="2" skipped="0" failures="1" errors="0" timestamp="2026-12-05T08:00:00" hostname="h" time="0.01">
  <properties/>
  <testcase name="small()" classname="calc.MulTest" time="0.005">
    <failure message="org.opentest4j.AssertionFailedError: expected: &lt;12&gt; but was: &lt;7&gt;" type="org.opentest4j.AssertionFailedError">org.opentest4j.AssertionFailedError</failure>
  </testcase>
  <testcase name="zero()" classname="calc.MulTest" time="0.001"/>
  <system-out><![CDATA[]]></system-out>
  <system-err><![CDATA[]]></system-err>
</testsuite>`;

function parsed(xml: string): readonly JunitCase[] {
  const r = parseJunit(xml);
  if (!r.ok) throw new Error(r.error);
  return r.cases;
}

describe("parseJunit", () => {
  it("parseJunit - reads pytest statuses, xfail as skipped", () => {
    expect(parsed(PYTEST).map((c) => `${c.name}:${c.status}`)).toEqual(["test_small:passed", "test_zero:failed", "test_float:skipped", "test_neg:skipped", "test_import:error", "test_small:passed"]);
  });

  it("parseJunit - reads node's reporter with nested suites", () => {
    const cases = parsed(NODE);
    expect(cases.map((c) => caseIds(c))).toEqual([
      ["adds", "test.adds", "test::adds"],
      ["inner", "test.inner", "test::inner", "suite > inner"],
    ]);
  });

  it("parseJunit - reads surefire's report: errors, skips, a flaky pass; ids are class.method", () => {
    const cases = parsed(SUREFIRE);
    expect(cases.map((c) => `${c.name}:${c.status}`)).toEqual(["small:error", "zero:passed", "later:skipped", "flaky:passed"]);
    expect(caseIds(cases[1]!)).toContain("calc.MulTest.zero");
    expect(judgeJunit(cases, ["calc.MulTest.zero", "calc.MulTest.flaky"], 0)).toMatchObject({ agrees: false, ok: false, failed: 1 });
  });

  it("parseJunit - reads Gradle's report; its ids carry the method's parentheses", () => {
    const cases = parsed(GRADLE);
    expect(cases.map((c) => `${c.classname}.${c.name}:${c.status}`)).toEqual(["calc.MulTest.small():failed", "calc.MulTest.zero():passed"]);
    expect(judgeJunit(cases, ["calc.MulTest.zero()"], 1)).toMatchObject({ agrees: true, ok: false, expected: [{ id: "calc.MulTest.zero()", status: "passed" }] });
  });

  it("parseJunit - malformed XML is an error value", () => {
    const r = parseJunit("<testsuite><testcase name='a'></testsuite>");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not well-formed/);
  });

  it("parseJunit - a single <testsuite> root works", () => {
    expect(parsed('<testsuite name="x"><testcase classname="a.B" name="c"/></testsuite>')).toHaveLength(1);
  });
});

describe("judgeJunit", () => {
  const cases = parsed(PYTEST);

  it("judgeJunit - an expected id passes only if present and passed", () => {
    const j = judgeJunit(cases, ["tests.test_calc.TestMul.test_small", "tests.test_calc.TestMul::test_zero", "tests.test_calc.TestMul.test_float", "test_neg", "tests.test_calc.test_import", "nope"], 1);
    expect(j.expected).toEqual([
      { id: "tests.test_calc.TestMul.test_small", status: "passed" },
      { id: "tests.test_calc.TestMul::test_zero", status: "failed" },
      { id: "tests.test_calc.TestMul.test_float", status: "skipped" },
      { id: "test_neg", status: "skipped" },
      { id: "tests.test_calc.test_import", status: "error" },
      { id: "nope", status: "missing" },
    ]);
    expect(j.ok).toBe(false);
    expect(j.agrees).toBe(true);
  });

  it("judgeJunit - a bare name matching two cases passes only if both passed", () => {
    const two = parsed('<testsuite><testcase classname="a" name="t"/><testcase classname="b" name="t"><failure/></testcase></testsuite>');
    expect(judgeJunit(two, ["t"], 1).expected).toEqual([{ id: "t", status: "failed" }]);
  });

  it("judgeJunit - exit 1 with an all-pass report disagrees", () => {
    const pass = parsed('<testsuite><testcase classname="a" name="t"/></testsuite>');
    const j = judgeJunit(pass, ["a.t"], 1);
    expect(j).toMatchObject({ agrees: false, ok: false });
    expect(j.problems.join()).toMatch(/says every test passed but the exit code is 1/);
  });

  it("judgeJunit - exit 0 with failures in the report disagrees", () => {
    expect(judgeJunit(cases, [], 0)).toMatchObject({ agrees: false, ok: false });
  });

  it("judgeJunit - an empty report fails but is not a disagreement", () => {
    expect(judgeJunit([], [], 0)).toMatchObject({ agrees: true, ok: false, problems: ["the report has no test cases"] });
  });

  it("judgeJunit - all expected passed, exit 0: ok", () => {
    const pass = parsed('<testsuite><testcase classname="a" name="t"/><testcase classname="a" name="u"><skipped/></testcase></testsuite>');
    expect(judgeJunit(pass, ["a.t"], 0)).toMatchObject({ ok: true, agrees: true, problems: [] });
  });
});
