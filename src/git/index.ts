import { execFile } from "node:child_process";
import { ErrorCode, OcwError } from "../error.js";

/**
 * Every git command ocw runs (the grader, the jobs' worktrees and apply) goes through here: with a
 * timeout, with hooks and fsmonitor switched off (a worker may have planted either, and we must
 * never run the worker's code outside a check), and with the variables that would redirect git to
 * another repository removed from the inherited environment, so only the ones we set apply.
 *
 * Started with Node's own `execFile`, not execa: a job runs git a score of times, and execa's
 * stream plumbing cost 2.6–3.4 ms of the driver's CPU per call against 1.2 ms here (measured on
 * the 2-core machine, `git --version` 150 times); nothing of execa's is needed for a command
 * whose whole output is read at once.
 */

const TIMEOUT_MS = 120_000;

// Git reads these from the environment; if ocw itself runs inside a hook they point elsewhere.
const LOCATION_VARS = ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_PREFIX", "GIT_NAMESPACE", "GIT_CEILING_DIRECTORIES"];

const HARDENING = ["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false", "-c", "core.untrackedCache=false", "-c", "advice.detachedHead=false"];

interface GitOptions {
  /** Working directory for the command. */
  readonly cwd: string;
  /** Extra environment (GIT_INDEX_FILE, GIT_DIR, identity…), applied over the cleaned host environment. */
  readonly env?: Readonly<Record<string, string>>;
  readonly input?: string | Buffer;
  readonly timeoutMs?: number;
}

export interface GitResult {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

// The host environment minus repository redirections, plus ours.
function gitEnv(extra: Readonly<Record<string, string>> | undefined): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const v of LOCATION_VARS) delete env[v];
  return Object.assign(env, { GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0", LC_ALL: "C" }, extra);
}

// One way to start git: hardened, cleaned environment, timeout; a timeout or a missing git throws.
function exec<E extends "utf8" | "buffer">(args: readonly string[], opts: GitOptions, encoding: E): Promise<{ exitCode: number; stdout: E extends "buffer" ? Buffer : string; stderr: E extends "buffer" ? Buffer : string }> {
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      [...HARDENING, ...args],
      { cwd: opts.cwd, env: gitEnv(opts.env), timeout: timeoutMs, killSignal: "SIGKILL", encoding: encoding === "buffer" ? "buffer" : "utf8", maxBuffer: 512 * 1024 * 1024 },
      (error, stdout, stderr) => {
        type Out = E extends "buffer" ? Buffer : string;
        const e = error as (NodeJS.ErrnoException & { killed?: boolean; code?: number | string }) | null;
        if (e && e.killed) {
          return reject(new OcwError(ErrorCode.Git, `git ${args[0]} did not finish within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`} in ${opts.cwd}; check the repository is not locked or on a stalled disk, then retry`));
        }
        if (e && typeof e.code !== "number") {
          return reject(new OcwError(ErrorCode.Git, `git could not be run (${e.message}); install git and make sure it is on PATH`, { cause: e }));
        }
        resolve({ exitCode: e ? Number(e.code) : 0, stdout: stdout as Out, stderr: stderr as Out });
      },
    );
    // Input, when given, is written whole; otherwise stdin is closed at once (git must never wait on it).
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(opts.input);
  });
}

/** Run git; returns its output however it exits (for commands whose exit code is an answer). */
export async function gitRaw(args: readonly string[], opts: GitOptions): Promise<GitResult> {
  const r = await exec(args, opts, "utf8");
  return { exitCode: r.exitCode, stdout: String(r.stdout), stderr: String(r.stderr) };
}

/** Run git and return stdout; a non-zero exit is an OcwError naming the command and git's own complaint. */
export async function git(args: readonly string[], opts: GitOptions): Promise<string> {
  const r = await gitRaw(args, opts);
  if (r.exitCode !== 0) {
    const why = r.stderr.trim().split("\n").filter(Boolean).at(-1) ?? `exit code ${r.exitCode}`;
    throw new OcwError(ErrorCode.Git, `git ${args.join(" ").slice(0, 120)} failed in ${opts.cwd}: ${why}`, { data: { args: [...args], exitCode: r.exitCode, stderr: r.stderr } });
  }
  return r.stdout;
}

/** Run git and return stdout as bytes (blob contents); non-zero exit is an OcwError. */
export async function gitBytes(args: readonly string[], opts: GitOptions): Promise<Buffer> {
  const r = await exec(args, opts, "buffer");
  if (r.exitCode !== 0) {
    throw new OcwError(ErrorCode.Git, `git ${args[0]} failed in ${opts.cwd}: ${Buffer.from(r.stderr).toString("utf8").trim().split("\n").at(-1) || `exit code ${r.exitCode}`}`);
  }
  return Buffer.from(r.stdout);
}

/** `git …` trimmed of its final newline: for commands that print one value (a sha, a path). */
export async function gitLine(args: readonly string[], opts: GitOptions): Promise<string> {
  return (await git(args, opts)).replace(/\n$/, "");
}
