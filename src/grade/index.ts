/**
 * The honest grader: judges a directory against a task spec and never talks to a model.
 * `loadTask` → `openRepo` + `snapshotBaseline` → `validateBaseline` (before any worker starts)
 * → the worker runs elsewhere → `grade` → a `Verdict` with its evidence folder.
 *
 * Any export added here becomes the room's public surface; other rooms import only this file.
 */
export type { Task, TaskSpec, CheckSpec } from "./task.js";
export { reportPaths } from "./task.js";
export { loadTask, invalidTask } from "./load-task.js";
export { openRepo, snapshotBaseline, readBaseline, REF_ROOT } from "./snapshot.js";
export type { Validation } from "./validate.js";
export { validateBaseline, taskSandbox } from "./validate.js";
export type { SandboxRequest } from "./contain.js";
export { probeSandbox, sandboxRequest, describeContainment, INSTALL_HINT } from "./contain.js";
export type { CheckRun } from "./run-check.js";
export type { ClaimValue } from "./claim.js";
export { parseClaim, judgeClaim, claimedUnearned } from "./claim.js";
export type { Verdict, VerdictStatus, Reason, ReasonCode } from "./verdict.js";
export { REASON_CODES } from "./verdict.js";
export type { Failure, Stage } from "./failure.js";
export { reasonFor } from "./failure.js";
export type { TamperKind } from "./tamper.js";
export { grade } from "./grade.js";
export { gradeStateDir, newGradeId, prepareGradePaths } from "./state.js";
export { EVIDENCE_FILES } from "./evidence.js";
export { renderVerdict, brief as renderCheckRun, describeEnvironment } from "./render.js";
