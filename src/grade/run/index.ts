/**
 * Running checks: one check in the sandbox with its outcome as data (check.ts), a task's checks
 * in order in one grading copy with their exit traces (all.ts), and a check's JUnit report read
 * and judged (junit.ts). Imports task, snapshot, sandbox and trace.
 */
export type { RunAllOptions, Tripwires } from "./all.js";
export { runChecks } from "./all.js";
export type { CheckResult, CheckRun, CheckStatus, JunitResult } from "./check.js";
export type { JunitCase } from "./junit.js";
export { caseIds, parseJunit } from "./junit.js";
