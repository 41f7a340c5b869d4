import { open, readFile } from "node:fs/promises";
import { compiledRunnerSign, ranNoTests } from "./compiled-runner-signs.js";
import { dependencySign } from "./dependency-signs.js";
import { caseIds, parseJunit, type JunitCase, type CheckRun, type JunitResult } from "../run/index.js";
import { folderHint, runnerSign, type Sign } from "./runner-signs.js";
import type { Check } from "../task/index.js";

/**
 * Telling a check that fails on the baseline for the behaviour it tests from one that fails
 * because its own machinery broke (the command, the test runner, the report). The second kind
 * fails after any work too, so a task built on it can only ever be graded `honest-failure`:
 * validation rejects it as `invalid_task`, with what broke and how to fix the task.
 *
 * Two sources, in order: the runner's own words in the logs (runner-signs.ts for Python's and
 * Node's runners, compiled-runner-signs.ts for go test, cargo, Maven and Gradle), then, when the
 * check declares `junit`, the report: it must exist, parse and hold test cases on the baseline,
 * and for an acceptance check it must show the failure: at least one failing or erroring test,
 * no expected test already passing, and no expected test missing unless something else in the
 * report failed (a test file that cannot load, because the code under test does not exist yet,
 * is reported as one failing case named after the file, and its tests are absent).
 */

export interface WrongReasonContext {
  /** The folder the checks ran in, as given and as resolved. */
  readonly roots: readonly string[];
  /** Protected and hidden paths: restored or injected before grading. */
  readonly fixed: ReadonlySet<string>;
  /** The task's scope.allow. */
  readonly allow?: readonly string[];
}

// Runners that stop early say so in their first lines; a long log is a run that got going.
const LOG_HEAD_BYTES = 64 * 1024;

/** Why `run` (a failing run of `check` on the baseline) is the check's own failure; undefined when it may be the behaviour under test. */
export async function wrongReason(check: Check, run: CheckRun, ctx: WrongReasonContext): Promise<Sign | undefined> {
  if (run.status !== "fail") return undefined;
  const [stdout, stderr] = await Promise.all([head(run.stdout), head(run.stderr)]);
  const input = { run: check.run, exitCode: run.exitCode, stdout, stderr, roots: ctx.roots, fixed: ctx.fixed, ...(ctx.allow ? { allow: ctx.allow } : {}) };
  // A missing dependency first: its runner's own sign (exit 127, pytest's usage error) would name the symptom, not the cause.
  const sign = dependencySign(input) ?? runnerSign(input) ?? compiledRunnerSign(input);
  if (sign) return sign;
  if (!check.junit || !run.junit) return undefined;
  return reportFault(check, run, run.junit);
}

/** Why a check that passed on the baseline ran no test at all (go test, cargo test, surefire), in words; undefined when it ran some. */
export async function noTestsRan(check: Check, run: CheckRun): Promise<string | undefined> {
  if (run.status !== "pass") return undefined;
  const [stdout, stderr] = await Promise.all([tailOf(run.stdout), tailOf(run.stderr)]);
  return ranNoTests({ run: check.run, stdout, stderr });
}

async function reportFault(check: Check, run: CheckRun, j: JunitResult): Promise<Sign | undefined> {
  const exit = run.exitCode === null ? (run.signal ?? "no exit") : `exit ${run.exitCode}`;
  if (!j.present) {
    if (j.missingFolder) return { what: `it wrote no JUnit report at ${j.report} (${exit})`, hint: folderHint(j.missingFolder, check.run) };
    if (!check.run.includes(j.report)) {
      return { what: `it wrote no JUnit report at ${j.report} (${exit}), and run does not mention ${j.report}`, hint: `make junit the path the command writes its report to (node: --test-reporter-destination=${j.report}; pytest: --junitxml=${j.report})` };
    }
    return {
      what: `it wrote no JUnit report at ${j.report} (${exit}): the runner stopped before writing one`,
      hint: "read the log; a check must write its report even while the code under test is missing (pytest writes none when conftest.py cannot import it; a runner script must import it inside its tests)",
    };
  }
  const parsed = j.saved ? parseJunit(await readFile(j.saved, "utf8")) : undefined;
  if (!parsed?.ok) return { what: `its JUnit report ${j.report} is ${parsed?.error ?? "not readable"}`, hint: "fix the reporter, or drop junit" };
  if (parsed.cases.length === 0) return { what: `its JUnit report ${j.report} has no test cases (${exit}): no test ran`, hint: "read the log and fix the test path or selection in run" };
  if (check.kind !== "acceptance") return undefined;
  return acceptanceFault(check, parsed.cases, j, exit);
}

function acceptanceFault(check: Check, cases: readonly JunitCase[], j: JunitResult, exit: string): Sign | undefined {
  const failing = cases.filter((c) => c.status === "failed" || c.status === "error");
  if (failing.length === 0) {
    const skipped = cases.filter((c) => c.status === "skipped").length;
    return {
      what: `its JUnit report ${j.report} shows no failing test (${cases.length - skipped} passed, ${skipped} skipped; ${exit})`,
      hint: "a test that passes or is skipped cannot show the behaviour missing; read the log, and make the tests the behaviour needs fail on the baseline",
    };
  }
  const expect = check.expect ?? [];
  const passing = (j.expected ?? []).filter((e) => e.status === "passed").map((e) => e.id);
  if (passing.length > 0) {
    return {
      what: `expected test${passing.length === 1 ? "" : "s"} ${passing.map((id) => JSON.stringify(id)).join(", ")} already pass${passing.length === 1 ? "es" : ""} on the baseline`,
      hint: "expect names the tests the work must make pass; move a test that already passes to a regression check, or drop it from expect",
    };
  }
  const missing = (j.expected ?? []).filter((e) => e.status === "missing").map((e) => e.id);
  const unexplained = failing.some((c) => !expect.some((id) => caseIds(c).includes(id)));
  if (missing.length > 0 && !unexplained) {
    const names = [...new Set(cases.map((c) => (c.classname ? `${c.classname}.${c.name}` : c.name)))];
    const listed = listUpTo(names.map((n) => JSON.stringify(n)), 160);
    return {
      what: `expected test${missing.length === 1 ? "" : "s"} ${missing.map((id) => JSON.stringify(id)).join(", ")} ${missing.length === 1 ? "is" : "are"} not in its JUnit report ${j.report}, and every failing test in it is expected, so no test file failed to load`,
      hint: `fix the id in expect (an id is a test's name, classname.name, classname::name, or its suites and name joined with " > "; the report has ${listed})`,
    };
  }
  return undefined;
}

// Items joined with ", " while they fit in `max` characters; "…" for the rest.
function listUpTo(items: readonly string[], max: number): string {
  let out = "";
  for (const [i, item] of items.entries()) {
    const next = out ? `${out}, ${item}` : item;
    if (next.length > max && i > 0) return `${out}, …`;
    out = next;
  }
  return out;
}

// Summaries come last: the end of a passing run's log.
async function tailOf(path: string): Promise<string> {
  const file = await open(path, "r").catch(() => undefined);
  if (!file) return "";
  try {
    const { size } = await file.stat();
    const len = Math.min(size, LOG_HEAD_BYTES);
    const buf = Buffer.alloc(len);
    await file.read(buf, 0, len, size - len);
    return buf.toString("utf8");
  } finally {
    await file.close();
  }
}

async function head(path: string): Promise<string> {
  const file = await open(path, "r").catch(() => undefined);
  if (!file) return "";
  try {
    const buf = Buffer.alloc(LOG_HEAD_BYTES);
    const { bytesRead } = await file.read(buf, 0, LOG_HEAD_BYTES, 0);
    return buf.subarray(0, bytesRead).toString("utf8");
  } finally {
    await file.close();
  }
}
