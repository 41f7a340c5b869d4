/**
 * Self-build: the calibration ladder run through the real worker, its outcome as a gate (fit,
 * fit up to rung k, not fit, could not verify), its one line and its cache; the gate on dispatch;
 * `pack earn` for pack authors; and the demo. Clients (CLI, MCP) import only this file.
 */
export type { Rung } from "./ladder.js";
export { ANSWER_RUNG, RUNGS, LIAR, ladderReplay, materialize } from "./ladder.js";
export type { LadderRun } from "./run.js";
export { planFromTarget } from "./plan.js";
export { tally, compare, headline } from "./summary.js";
export type { Outcome } from "./outcome.js";
export { judge } from "./outcome.js";
export type { SelftestReport, SelftestEvent } from "./selftest.js";
export { selftest, selftestEntry } from "./selftest.js";
export { dispatchGated, dispatchGatedDetached, TOP_SIZE } from "./admit.js";
export { earnGrade } from "./earn.js";
export { runDemo, describeRun, REPLAY_NOTICE } from "./demo.js";
export { decide as ladderPermission } from "./policy.js";
