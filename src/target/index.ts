export type { Harness, Target, KeyParts } from "./key.js";
export { targetKey, targetSlug, parseKey } from "./key.js";
export { canonicalJson, settingsHash } from "./hash.js";
export type { GradeRecord, GradeStanding } from "./grade.js";
export { judgeGrade, describeStanding } from "./grade.js";
export { AGENT_NAME } from "./agent.js";
