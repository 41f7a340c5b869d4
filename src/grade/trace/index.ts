/**
 * What a check's own processes record about how they ended: the trace folder (exit-trace.ts),
 * the Python and Node preloads written into it (preload-*.ts, with the tripwires spliced in from
 * tripwires-*.ts) and the wrapper go and cargo start their test binaries through
 * (harness-boundary.ts). The preloads are source text in strings, written out per check: the
 * bundle has no src/ at run time. Imports no other sub-room.
 */
export type { ExitEvent, ExitEvidence, Frame, ProcessRecord } from "./exit-trace.js";
export { EXIT_KINDS, collectExitTrace, exitEvidencePath, prepareExitTrace, readExitEvidence } from "./exit-trace.js";
