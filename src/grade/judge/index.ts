/**
 * The judges of a worker's result beyond its checks' statuses, each giving tamper signs or
 * suspects: the diff's signs (tamper.ts, markers.ts), and, for every check that passed, a forged
 * exit status (forgery.ts, which wires exit.ts, harness.ts, runner-ending.ts, output-signs.ts and
 * exit-calls.ts) or a runner subverted from inside the process (subversion.ts), each traced to
 * the worker's files (attribution.ts). Imports snapshot, trace and run.
 */
export type { ExitCall } from "./exit-calls.js";
export { exitLanguage, findExitCalls } from "./exit-calls.js";
export { forgerySigns } from "./forgery.js";
export type { Suspect } from "./subversion.js";
export { RUN_PROVES } from "./subversion.js";
export type { TamperKind, TamperSign } from "./tamper.js";
export { findTamper, hostCommands, needsContent } from "./tamper.js";
