/**
 * Self-build: the calibration ladder run through the real worker, its one-line verdict and its
 * cache; `pack earn` for pack authors; and the demo. Clients (CLI, MCP) import only this file.
 */
export type { Rung, LadderCheck, HiddenCheck, Materialized } from "./ladder.js";
export { RUNGS, LIAR, ladderReplay, materialize, scriptName, LIAR_SCRIPT } from "./ladder.js";
export type { LadderRun, LadderEvent } from "./run.js";
export { runLadder } from "./run.js";
export type { BuildPlan } from "./plan.js";
export { planFromPack, planFromTarget, hasPackSources } from "./plan.js";
export type { RungTally, Comparison } from "./summary.js";
export { tally, compare, headline } from "./summary.js";
export type { SelftestOptions, SelftestReport, SelftestEvent, SelftestEntry } from "./selftest.js";
export { selftest, selftestEntry } from "./selftest.js";
export type { EarnReport } from "./earn.js";
export { earnGrade, GRADER } from "./earn.js";
export type { DemoReport } from "./demo.js";
export { runDemo, describeRun, DEMO_PACK, REPLAY_NOTICE } from "./demo.js";
export { decide as ladderPermission } from "./policy.js";
