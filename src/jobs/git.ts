import { execa } from "execa";
import { ErrorCode, OcwError } from "../error.js";

/** The identity our own commits carry (never the user's config, which may be absent). */
const IDENTITY = {
  GIT_AUTHOR_NAME: "opencode-worker",
  GIT_AUTHOR_EMAIL: "jobs@opencode-worker.invalid",
  GIT_COMMITTER_NAME: "opencode-worker",
  GIT_COMMITTER_EMAIL: "jobs@opencode-worker.invalid",
};

export interface GitRun {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run git with a timeout; outcomes are data (the caller decides what a non-zero exit means). */
export async function gitRun(args: readonly string[], cwd: string, opts: { input?: string; timeoutMs?: number } = {}): Promise<GitRun> {
  const r = await execa("git", [...args], {
    cwd,
    reject: false,
    timeout: opts.timeoutMs ?? 60_000,
    input: opts.input,
    stripFinalNewline: false,
    env: { ...IDENTITY, GIT_TERMINAL_PROMPT: "0" },
  });
  if (r.timedOut) throw new OcwError(ErrorCode.Git, `git ${args[0]} in ${cwd} took longer than ${opts.timeoutMs ?? 60_000} ms; check the repository (a lock file, a huge tree)`);
  if (r.exitCode === undefined) throw new OcwError(ErrorCode.Git, `git ${args[0]} could not run in ${cwd}: ${r.shortMessage}; is git installed?`);
  return { exitCode: r.exitCode, stdout: String(r.stdout), stderr: String(r.stderr) };
}

/** Run git and return stdout; a failure is a GIT error with git's own words. */
export async function git(args: readonly string[], cwd: string, opts: { input?: string; timeoutMs?: number } = {}): Promise<string> {
  const r = await gitRun(args, cwd, opts);
  if (r.exitCode !== 0) throw new OcwError(ErrorCode.Git, `git ${args.join(" ")} failed in ${cwd}: ${r.stderr.trim() || `exit ${r.exitCode}`}`);
  return r.stdout;
}
