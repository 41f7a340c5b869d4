/**
 * The trees: the baseline and the worker's result as commit objects (snapshot.ts), the git
 * directory's fingerprint (git-meta.ts), what the worker changed (changes.ts), whether it stayed
 * in scope (scope.ts), the symlinks in the way of a write (symlinks.ts), and the grading copy
 * built from them (copy.ts). Imports no other sub-room.
 */
export type { Change } from "./changes.js";
export { listChanges, readBlobs } from "./changes.js";
export { createCopy, injectFiles, removeCopy, resetCopy, restoreFiles, switchCopy } from "./copy.js";
export type { GitMetaChange } from "./git-meta.js";
export { diffGitMeta, readGitMeta } from "./git-meta.js";
export type { ScopeReport } from "./scope.js";
export { judgeScope } from "./scope.js";
export type { Baseline, Repo, WorkerResult } from "./snapshot.js";
export { REF_ROOT, openRepo, readBaseline, snapshotBaseline, snapshotWorker } from "./snapshot.js";
export { firstSymlink } from "./symlinks.js";
