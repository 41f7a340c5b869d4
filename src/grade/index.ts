/**
 * The honest grader: judges a directory against a task spec and never talks to a model.
 * `loadTask` → `openRepo` + `snapshotBaseline` → `validateBaseline` (before any worker starts)
 * → the worker runs elsewhere → `grade` → a `Verdict` with its evidence folder.
 *
 * Any export added here becomes the room's public surface; other rooms import only this file.
 */
export type { Task, TaskSpec, CheckSpec, CheckKind, Check } from "./task.js";
export { checksOf, reportPaths, DEFAULT_CHECK_TIMEOUT_SECONDS } from "./task.js";
export { loadTask, parseTask, invalidTask } from "./load-task.js";
export type { Repo, Baseline, WorkerResult } from "./snapshot.js";
export { openRepo, snapshotBaseline, readBaseline, REF_ROOT } from "./snapshot.js";
export type { Validation, ValidateOptions } from "./validate.js";
export { validateBaseline } from "./validate.js";
export type { CheckRun, CheckStatus } from "./run-check.js";
export type { Claim, ClaimValue } from "./claim.js";
export { parseClaim, judgeClaim, claimedUnearned } from "./claim.js";
export type { Verdict, VerdictStatus, Reason, ReasonCode, CheckResult, Timings } from "./verdict.js";
export { REASON_CODES } from "./verdict.js";
export type { Failure, Stage } from "./failure.js";
export { reasonFor } from "./failure.js";
export type { ScopeReport, ScopeEntry } from "./scope.js";
export type { TamperSign, TamperKind } from "./tamper.js";
export type { GradeOptions } from "./grade.js";
export { grade } from "./grade.js";
export type { GradeId } from "./state.js";
export { defaultStateDir, newGradeId, gradePaths } from "./state.js";
export { EVIDENCE_FILES } from "./evidence.js";
export { renderVerdict, brief as renderCheckRun } from "./render.js";
