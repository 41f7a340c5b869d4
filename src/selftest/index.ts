/**
 * Self-build: the calibration ladder run through the real worker, its outcome as a gate (fit,
 * fit up to rung k, not fit, could not verify), its one line and its cache; the gate on dispatch;
 * `pack earn` for pack authors; and the demo. Clients (CLI, MCP) import only this file.
 */
export type { Rung, LadderCheck, HiddenCheck, Materialized } from "./ladder.js";
export { RUNGS, LIAR, ladderReplay, materialize, scriptName, LIAR_SCRIPT } from "./ladder.js";
export type { LadderRun, LadderEvent } from "./run.js";
export { runLadder } from "./run.js";
export type { BuildPlan } from "./plan.js";
export { planFromPack, planFromTarget, hasPackSources } from "./plan.js";
export type { RungTally, Comparison, LineContext } from "./summary.js";
export { tally, compare, headline } from "./summary.js";
export type { Outcome, Gate } from "./outcome.js";
export { judge, BUILT_SHARE } from "./outcome.js";
export type { SelftestOptions, SelftestReport, SelftestEvent, SelftestEntry, SelftestStatus } from "./selftest.js";
export { selftest, selftestEntry } from "./selftest.js";
export type { GateOptions, Admission } from "./admit.js";
export { dispatchGated, dispatchGatedDetached, TOP_SIZE } from "./admit.js";
export type { EarnReport } from "./earn.js";
export { earnGrade, GRADER } from "./earn.js";
export type { DemoReport } from "./demo.js";
export { runDemo, describeRun, DEMO_PACK, REPLAY_NOTICE } from "./demo.js";
export { decide as ladderPermission } from "./policy.js";
