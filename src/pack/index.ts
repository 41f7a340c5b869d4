export type { PackManifest, PackSettings, Rule, Action, PermissionClass, GradeFile } from "./manifest.js";
export { PERMISSION_CLASSES } from "./manifest.js";
export type { Problem } from "../schema/index.js";
export { formatProblem } from "../schema/index.js";
export type { Pack, Delta, Loaded } from "./load.js";
export { loadPack, settingsForKey } from "./load.js";
export type { InstallFile, OpenCodeFiles, OpenCodeOptions, ServedProvider } from "./opencode-files.js";
export { openCodeFiles, configDirFiles } from "./opencode-files.js";
export type { Output } from "./compile.js";
export { compilePack, skillVariantPath } from "./compile.js";
// The name is the target's (src/target); kept here for callers that still import it from the pack.
export { AGENT_NAME } from "../target/index.js";
export type { Protocol, CanonicalSkill } from "./sources.js";
export { loadProtocol, loadCanonicalSkill, PROTOCOL_FILE, SKILL_FILE } from "./sources.js";
export type { BuildOptions, BuildReport, PackReport, FileReport, FileStatus } from "./build.js";
export { buildPacks, staleFiles } from "./build.js";
