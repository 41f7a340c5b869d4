/**
 * The verdict: its record and the one rule that makes it (verdict.ts), the one map from failures
 * to reason codes (failure.ts), the worker's claim (claim.ts), the verdict as text (render.ts),
 * the evidence folder (evidence.ts) and where grading writes (state.ts). Imports task, snapshot,
 * sandbox, run and judge.
 */
export type { ClaimValue } from "./claim.js";
export { claimedUnearned, judgeClaim, parseClaim } from "./claim.js";
export { EVIDENCE_FILES, prepareEvidence, writeDiff, writeEvidence } from "./evidence.js";
export type { Failure, Stage } from "./failure.js";
export { reasonFor } from "./failure.js";
export { brief, describeEnvironment, renderVerdict } from "./render.js";
export { gradeStateDir, newGradeId, prepareGradePaths } from "./state.js";
export type { Reason, ReasonCode, Timings, Verdict, VerdictAnswer, VerdictEnvironment, VerdictStatus } from "./verdict.js";
export { REASON_CODES, decide, reasonsFrom } from "./verdict.js";
