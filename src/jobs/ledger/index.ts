/**
 * The ledger: a job's files under `<state>/jobs/<id>/` and how they are written and read back.
 * Ids, the job record, its events, the inbox, the verdict document, and the check every reader
 * makes against protocol/schemas. The rest of jobs/ (the driver, the client operations) imports
 * only this file.
 */
export type { JobId } from "./id.js";
export { newJobId, parseJobId } from "./id.js";
export type { Job, JobState, SlotSource, Usage } from "./job.js";
export { JOB_STATES, SLOT_SOURCES, isTerminal, workerDir } from "./job.js";
export type { EventInput, EventOf, EventType, JobEvent } from "./events.js";
export { EVENT_TYPES, isEvent, refOf } from "./events.js";
export type { JobPaths } from "./paths.js";
export { jobPaths, jobsRoot } from "./paths.js";
export { appendLines, ioError, writeAtomic } from "./atomic.js";
export { listJobIds, readEvents, readJob } from "./read.js";
export { LedgerWriter } from "./writer.js";
export type { InboxMessage } from "./inbox.js";
export { post, take } from "./inbox.js";
export { gradedVerdict, readJobVerdict, ungradedVerdict, writeJobVerdict } from "./verdict.js";
export { readState, stateError } from "./state.js";
