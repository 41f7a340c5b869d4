import { spawn } from "node:child_process";
import { open, readFile, realpath } from "node:fs/promises";
import { posix } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { git, gitRaw } from "../git/index.js";
import { detect, isSecretName } from "./detect.js";
import type { EnvironmentSpec, EnvPath } from "./types.js";

/**
 * Building an environment with the task's setup commands: a fresh worktree of the baseline, the
 * commands run there one after another as the user would run them (their own environment, with
 * the network: this is the user's code at the baseline, before any worker touched it), and what
 * they leave ignored in the tree — dependency folders, build outputs — is the environment. Each
 * command has a time bound; its output goes to a log whose tail a failure quotes.
 */

export interface SetupRun {
  readonly workspace: string;
  readonly commit: string;
  /** The worktree to make and build in. */
  readonly dir: string;
  readonly setup: readonly string[];
  readonly spec: EnvironmentSpec;
  readonly log: string;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  readonly signal?: AbortSignal;
}

export interface SetupResult {
  readonly dir: string;
  readonly origins: readonly string[];
  readonly paths: readonly EnvPath[];
  readonly managers: readonly string[];
  /** Remove the worktree (once its paths were moved out). */
  readonly remove: () => Promise<void>;
}

export const DEFAULT_SETUP_TIMEOUT_S = 900;

// Caches a build leaves that no check needs.
const CACHES = new Set(["__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".tox", ".nox"]);

export async function runSetup(r: SetupRun): Promise<SetupResult> {
  await git(["worktree", "add", "--detach", "--force", r.dir, r.commit], { cwd: r.workspace });
  const remove = async (): Promise<void> => {
    await gitRaw(["worktree", "remove", "--force", "--force", r.dir], { cwd: r.workspace });
    await gitRaw(["worktree", "prune"], { cwd: r.workspace });
  };
  try {
    const timeout = (r.spec.timeout ?? DEFAULT_SETUP_TIMEOUT_S) * 1000;
    const log = await open(r.log, "w");
    try {
      for (const [i, cmd] of r.setup.entries()) {
        await log.write(`$ ${cmd}\n`);
        const code = await runOne(cmd, r.dir, r.hostEnv, log.fd, timeout, r.signal);
        if (code !== 0) {
          const tail = (await readFile(r.log, "utf8").catch(() => "")).trim().split("\n").slice(-5).join(" | ");
          const what = code === "timeout" ? `did not finish within ${timeout / 1000} s` : code === "cancelled" ? "was cancelled" : `failed (exit ${code})`;
          throw new OcwError(ErrorCode.EnvironmentFailed, `environment.setup[${i}] \`${cmd}\` ${what} in a fresh copy of the baseline: ${tail.slice(-400)}; fix the command (it runs at the repository root with your PATH and the network), see ${r.log}`, { data: { command: cmd, log: r.log } });
        }
      }
    } finally {
      await log.close();
    }
    // What the commands left ignored is the environment: dependency folders as detected, and every other output but caches.
    const found = await detect(r.dir, r.commit, { ...r.spec, detect: true });
    const ignored = (await git(["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"], { cwd: r.dir })).split("\0").filter(Boolean);
    const paths = new Map(found.paths.map((p) => [p.path, p]));
    for (const entry of ignored) {
      const path = entry.replace(/\/$/, "");
      if (paths.has(path) || CACHES.has(posix.basename(path)) || [...paths.keys()].some((p) => path.startsWith(`${p}/`))) continue;
      paths.set(path, { path, kind: isSecretName(path) ? "secret" : "setup", dir: entry.endsWith("/") });
    }
    const origins = [...new Set([r.dir, await realpath(r.dir).catch(() => r.dir)])];
    return { dir: r.dir, origins, paths: [...paths.values()].sort((a, b) => (a.path < b.path ? -1 : 1)), managers: found.managers, remove };
  } catch (e) {
    await remove();
    throw e;
  }
}

// One command through sh, in its own process group (a timeout ends everything it started).
function runOne(cmd: string, cwd: string, env: Readonly<Record<string, string | undefined>>, fd: number, timeoutMs: number, signal?: AbortSignal): Promise<number | "timeout" | "cancelled"> {
  return new Promise((resolve) => {
    const child = spawn("/bin/sh", ["-c", cmd], { cwd, env: { ...env } as NodeJS.ProcessEnv, stdio: ["ignore", fd, fd], detached: true });
    let outcome: "timeout" | "cancelled" | undefined;
    const kill = (why: "timeout" | "cancelled"): void => {
      outcome = why;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => kill("timeout"), timeoutMs);
    const onAbort = (): void => kill("cancelled");
    signal?.addEventListener("abort", onAbort, { once: true });
    child.on("error", () => resolve(127));
    child.on("close", (code) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve(outcome ?? code ?? 1);
    });
  });
}
