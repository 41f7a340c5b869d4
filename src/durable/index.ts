/**
 * Durable state on disk, shared by every room that keeps any: atomic file writes and
 * cross-process lock files.
 */
export { writeAtomic, ioError, mkdirp, diskFull } from "./write.js";
export { withLock, tryHold, holds, release, holderPid, pidAlive } from "./lock.js";
export type { Patience } from "./patience.js";
export { patience, boundText, WAIT_ENV, QUIET_ENV } from "./patience.js";
