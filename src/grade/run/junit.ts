import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * Reading JUnit XML reports (pytest --junitxml, node --test's junit reporter, jest-junit, …) and
 * judging them against the ids a check expects. A test counts only if it is present and passed:
 * missing, skipped (which is how xfail is reported) and errored all fail. The report must also
 * agree with the exit code; a runner that exits 1 while its report says all passed has been
 * tampered with (or is broken), and neither is `built`.
 */

export type CaseStatus = "passed" | "failed" | "error" | "skipped";

export interface JunitCase {
  readonly name: string;
  readonly classname: string;
  /** Names of the enclosing <testsuite> elements, outermost first. */
  readonly suites: readonly string[];
  readonly status: CaseStatus;
}

export type ParsedReport = { readonly ok: true; readonly cases: readonly JunitCase[] } | { readonly ok: false; readonly error: string };

const LISTS = new Set(["testsuite", "testcase", "failure", "error", "skipped"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => LISTS.has(name),
  // Test output can be large and full of entities; we only need names and verdict elements.
  processEntities: true,
  htmlEntities: false,
});

/** Parse a report; malformed XML is an error value, not a throw. */
export function parseJunit(xml: string): ParsedReport {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { ok: false, error: `not well-formed XML (line ${valid.err.line}: ${valid.err.msg})` };
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch (e) {
    return { ok: false, error: `cannot be parsed: ${(e as Error).message}` };
  }
  const cases: JunitCase[] = [];
  visit(doc, [], cases);
  return { ok: true, cases };
}

type XmlNode = Record<string, unknown>;

function visit(node: unknown, suites: readonly string[], out: JunitCase[]): void {
  if (node === null || typeof node !== "object") return;
  const n = node as XmlNode;
  for (const c of list(n.testcase)) {
    const tc = c as XmlNode;
    out.push({ name: attr(tc, "name"), classname: attr(tc, "classname"), suites, status: statusOf(tc) });
  }
  for (const s of list(n.testsuite)) {
    const name = attr(s as XmlNode, "name");
    visit(s, name ? [...suites, name] : suites, out);
  }
  if (n.testsuites !== undefined) for (const s of list(n.testsuites)) visit(s, suites, out);
}

function list(v: unknown): unknown[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

function attr(n: XmlNode, name: string): string {
  const v = n[`@${name}`];
  return typeof v === "string" || typeof v === "number" ? String(v) : "";
}

function statusOf(tc: XmlNode): CaseStatus {
  if (tc.error !== undefined) return "error";
  if (tc.failure !== undefined) return "failed";
  if (tc.skipped !== undefined) return "skipped";
  return "passed";
}

/** The ids a test case answers to: its name, `classname.name`, `classname::name`, and its suite path joined with " > ". */
export function caseIds(c: JunitCase): string[] {
  const ids = [c.name];
  if (c.classname) ids.push(`${c.classname}.${c.name}`, `${c.classname}::${c.name}`);
  for (let i = 0; i < c.suites.length; i++) ids.push([...c.suites.slice(i), c.name].join(" > "));
  return ids;
}

export type ExpectedStatus = CaseStatus | "missing";

export interface JunitJudgement {
  /** Test cases in the report. */
  readonly cases: number;
  /** Cases that failed or errored. */
  readonly failed: number;
  readonly expected: readonly { readonly id: string; readonly status: ExpectedStatus }[];
  /** False when the exit code and the report disagree about the outcome. */
  readonly agrees: boolean;
  /** True when the report supports a pass: cases present, none failed, every expected id passed, and it agrees with an exit code of 0. */
  readonly ok: boolean;
  /** Why it does not, for humans. */
  readonly problems: readonly string[];
}

/**
 * Judge parsed cases against the expected ids and the exit code. An id that matches several
 * cases (a duplicate name) passes only if all of them passed, so a collision can never hide a
 * failure.
 */
export function judgeJunit(cases: readonly JunitCase[], expect: readonly string[], exitCode: number): JunitJudgement {
  const problems: string[] = [];
  const failed = cases.filter((c) => c.status === "failed" || c.status === "error").length;
  const expected = expect.map((id) => {
    const matches = cases.filter((c) => caseIds(c).includes(id));
    const status: ExpectedStatus = matches.length === 0 ? "missing" : (matches.find((m) => m.status !== "passed")?.status ?? "passed");
    if (status !== "passed") problems.push(`expected test ${JSON.stringify(id)} is ${status}`);
    return { id, status };
  });
  if (cases.length === 0) problems.push("the report has no test cases");
  if (failed > 0) problems.push(`${failed} test case${failed === 1 ? "" : "s"} failed in the report`);
  const reportPassed = cases.length > 0 && failed === 0;
  // An empty report agrees with nothing in particular; it already fails on its own.
  const agrees = cases.length === 0 || reportPassed === (exitCode === 0);
  if (!agrees) problems.push(reportPassed ? `the report says every test passed but the exit code is ${exitCode}` : "the exit code is 0 but the report has failures");
  return { cases: cases.length, failed, expected, agrees, ok: problems.length === 0 && exitCode === 0, problems };
}
