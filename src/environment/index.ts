/**
 * A workspace's environment: the ignored dependencies, setup outputs and secret files its checks
 * need beyond the tracked files (node_modules, a virtualenv, `.env`). Detected from what the user
 * has or built by the task's setup commands, kept once per key in the store, and placed into
 * every worker slot (a copy) and grading copy (read-only mounts) of that key, as it was at the
 * baseline. Below both jobs/ and grade/: each asks here, neither asks the other.
 *
 * Any export added here becomes the room's public surface; other rooms import only this file.
 */
export type { Environment, EnvironmentSpec, EnvironmentSummary } from "./types.js";
export { prepareEnvironment, openEnvironment } from "./store.js";
export { isKeyFile, WORKTREE_INCLUDE } from "./detect.js";
export type { Mounts } from "./place.js";
export { environmentMounts, materializeEnvironment, placedPaths, recordPlaced, placedChanges } from "./place.js";
export { secretValues, maskFile, holdsSecret, MASK } from "./secrets.js";
