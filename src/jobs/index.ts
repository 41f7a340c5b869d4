/**
 * Jobs: dispatch a task to a detached driver, follow it through a durable ledger, answer its
 * permissions, steer or cancel it, read its verdict and apply its work. Clients (CLI, MCP, TUI)
 * import only this file.
 */
// The rooms above jobs (selftest, tui) reach the harness only through here (ARCHITECTURE §2): the
// permission types a job's `pending` and `permit` speak, and the verbs a self-build needs — is
// OpenCode here, install it, install a worker config and have the warm server run it, stop it.
export type { PermissionAsk, PermissionReply } from "../opencode/index.js";
export { findOpencode, installOpencode, ensureServer, stopServer } from "../opencode/index.js";
export { serverUsers } from "./servers.js";
export type { AccountsReport, AccountsSummary } from "./accounts.js";
export { discoverAccounts, scanAccounts, useAccount } from "./accounts.js";
export type { JobId, Job, JobEvent } from "./ledger/index.js";
export { newJobId, parseJobId, isTerminal, jobsRoot, jobPaths, readJob, readEvents, listJobIds } from "./ledger/index.js";
export type { DispatchOptions, DispatchReport, DispatchEntry } from "./dispatch.js";
export type { EffectiveRoute } from "./preflight.js";
export { dispatch, dispatchSettled } from "./dispatch.js";
export type { AttendReport } from "./attend.js";
export { attend } from "./attend.js";
export type { JobEntry } from "./report.js";
export { isVerdictEntry, STEER_RECEIPTS } from "./report.js";
export { recordShare, estimateJsonTokens, estimateProseTokens } from "./claude-share.js";
export type { JobStats } from "./stats.js";
export { jobStats } from "./stats.js";
export { waitJob, permit, steer, cancel, driverExited, MAX_WAIT_MS } from "./ops.js";
export type { JobSummary, JobLine } from "./result.js";
export { jobResult, jobEntry, jobLines, listJobs } from "./result.js";
export { applyJob } from "./apply.js";
export { continueJob } from "./rework.js";
export { gcJobs } from "./gc.js";
export { drive } from "./driver.js";
export { runDriverProcess } from "./driver-process.js";
export { runHostProcess } from "./host-process.js";
export { stopHost } from "./host.js";
