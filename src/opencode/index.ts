/**
 * The OpenCode harness connector: find or install `opencode`, keep one warm `opencode serve`
 * per user, and drive worker sessions on it with the official SDK — open (start), resume a
 * session another process started, prompt, steer, answer permissions, abort, and the server's
 * default model. The SDK client itself never leaves this room: callers get these verbs.
 *
 * Any export added here becomes the room's public surface; other rooms import only this file.
 */
export { SUPPORTED_RANGE, satisfies } from "./version.js";
export type { FindReport } from "./find.js";
export { findOpencode, requireOpencode, unusable as unusableOpencode } from "./find.js";
export { findRipgrep } from "./ripgrep.js";
export { ensurePinnedOpencode, installOpencode } from "./install.js";
export { serverDirs, installDir } from "./layout.js";
export type { ServerInfo } from "./server.js";
export type { ServerState } from "./state.js";
export { ensureServer, stopServer, sweepServers } from "./server.js";
export { serverState } from "./state.js";
export type { UsedBy } from "./retired.js";
export { opencodeEnv } from "./env.js";
export { listModels } from "./models.js";
export type { Connection } from "./connection.js";
export { connect } from "./connection.js";
export type { SessionOptions, WorkerSession } from "./session.js";
export type { Turn } from "./turn.js";
export type { Tokens, PermissionAsk, PermissionReply, AnsweredBy, TurnStatus, TurnResult, SessionEvent } from "./types.js";
export { routeError } from "./steps.js";
export { briefError } from "./messages.js";
