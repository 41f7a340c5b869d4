import { git as runGit, gitRaw, type GitResult } from "../git/index.js";

/**
 * git for the jobs room: the shared hardened runner (timeout, no hooks, clean environment) with
 * the identity our own commits carry — never the user's config, which may be absent.
 */
const IDENTITY = {
  GIT_AUTHOR_NAME: "opencode-worker",
  GIT_AUTHOR_EMAIL: "jobs@opencode-worker.invalid",
  GIT_COMMITTER_NAME: "opencode-worker",
  GIT_COMMITTER_EMAIL: "jobs@opencode-worker.invalid",
};

/** Run git; outcomes are data (the caller decides what a non-zero exit means). */
export function gitRun(args: readonly string[], cwd: string, opts: { input?: string; timeoutMs?: number } = {}): Promise<GitResult> {
  return gitRaw(args, { cwd, env: IDENTITY, ...opts });
}

/** Run git and return stdout; a failure is a GIT error with git's own words. */
export function git(args: readonly string[], cwd: string, opts: { input?: string; timeoutMs?: number } = {}): Promise<string> {
  return runGit(args, { cwd, env: IDENTITY, ...opts });
}
