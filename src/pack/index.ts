export type { PackManifest, GradeFile } from "./manifest.js";
export { PERMISSION_CLASSES } from "./manifest.js";
export { formatProblem } from "../schema/index.js";
export type { Pack } from "./load.js";
export { loadPack, settingsForKey } from "./load.js";
export type { OpenCodeFiles } from "./opencode-files.js";
export { openCodeFiles, configDirFiles } from "./opencode-files.js";
export { compilePack } from "./compile.js";
// The name is the target's (src/target); kept here for callers that still import it from the pack.
export { AGENT_NAME } from "../target/index.js";
export type { Protocol } from "./sources.js";
export { loadProtocol, loadCanonicalSkill } from "./sources.js";
export type { BuildReport } from "./build.js";
export { buildPacks, staleFiles } from "./build.js";
export { shippedRoot } from "./shipped.js";
