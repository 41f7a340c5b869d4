/**
 * The honest grader: judges a directory against a task spec and never talks to a model.
 * `loadTask` → `openRepo` + `snapshotBaseline` → `validateBaseline` (before any worker starts)
 * → the worker runs elsewhere → `grade` → a `Verdict` with its evidence folder.
 *
 * Any export added here becomes the room's public surface; other rooms import only this file.
 * Inside, one sub-room per concern, each with its own index.ts: task/ (the spec), snapshot/ (the
 * trees, scope, the grading copy), sandbox/ (what a check runs inside), trace/ (what its
 * processes record: the preloads), run/ (running checks), shapes/ (static shapes of the diff),
 * judge/ (tamper signs, forged exits, subversion), verdict/ (reasons, claim, rendering,
 * evidence), answer/ (answer tasks), validate/ (the baseline's checks); grade.ts wires them.
 */
export type { Task, TaskSpec, CheckSpec } from "./task/index.js";
export { reportPaths, loadTask, invalidTask } from "./task/index.js";
export { openRepo, snapshotBaseline, readBaseline, REF_ROOT } from "./snapshot/index.js";
export type { Validation } from "./validate/index.js";
export { validateBaseline, taskSandbox } from "./validate/index.js";
export type { SandboxRequest } from "./sandbox/index.js";
export { probeSandbox, sandboxRequest, describeContainment, INSTALL_HINT } from "./sandbox/index.js";
export type { CheckRun } from "./run/index.js";
export type { ClaimValue, Verdict, VerdictStatus, Reason, ReasonCode, Failure, Stage } from "./verdict/index.js";
export { parseClaim, judgeClaim, claimedUnearned, REASON_CODES, reasonFor } from "./verdict/index.js";
export { gradeStateDir, newGradeId, prepareGradePaths, EVIDENCE_FILES } from "./verdict/index.js";
export { renderVerdict, brief as renderCheckRun, describeEnvironment } from "./verdict/index.js";
export type { TamperKind } from "./judge/index.js";
export { grade } from "./grade.js";
