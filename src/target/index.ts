export type { Target } from "./key.js";
export { targetKey, targetSlug, parseKey } from "./key.js";
export { canonicalJson, settingsHash } from "./hash.js";
export type { GradeStanding, PromptPrint } from "./grade.js";
export { judgeGrade, describeStanding, staleReason, LADDER_RUNGS } from "./grade.js";
export { AGENT_NAME } from "./agent.js";
