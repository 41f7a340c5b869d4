/**
 * Validation before any work: the task's checks run on the baseline must tell built from not
 * built (validate.ts), remembered per baseline (cache.ts); a check that fails there for the wrong
 * reason — its own machinery, not the missing behaviour — is named (wrong-reason.ts, from the
 * runners' own words in runner-signs.ts, compiled-runner-signs.ts and dependency-signs.ts).
 * Imports task, snapshot, sandbox, trace, run and answer.
 */
export type { Validation } from "./validate.js";
export { taskContainment, taskSandbox, validateBaseline } from "./validate.js";
