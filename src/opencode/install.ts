import { spawn } from "node:child_process";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import type { Env } from "../paths/index.js";
import { findOpencode, type CandidateSource, type FindOptions } from "./find.js";
import { installDir, installedBinary } from "./layout.js";
import { OPENCODE_PACKAGE, PINNED_VERSION } from "./version.js";

/**
 * `ocw opencode install`: the pinned opencode-ai, installed with npm into our data dir — never
 * globally, and only when the user asked for it. npm works in a sibling staging folder that is
 * renamed into place, so an interrupted install never leaves a half-usable binary behind.
 */

export interface InstallOptions {
  readonly env?: Env;
  readonly cwd?: string;
  /** Bound on the whole npm run (default 15 min: the package pulls two 185 MB native binaries). */
  readonly timeoutMs?: number;
  /** Progress lines for humans (stderr in the CLI). */
  readonly log?: (line: string) => void;
}

export interface InstallResult {
  readonly path: string;
  readonly version: string;
  readonly dir: string;
}

export interface EnsureResult {
  /** False when a pinned copy was already there and was left alone. */
  readonly installed: boolean;
  readonly path: string;
  readonly version: string;
  /** Where the copy in use comes from ("data" after an install). */
  readonly source: CandidateSource;
}

/**
 * The pinned opencode, installed only when no copy of the pinned version is found anywhere we
 * look (OCW_OPENCODE, our data dir, the tools cache, PATH) — one copy on disk is enough — or
 * when `force` asks for a fresh one in our data dir.
 */
export async function ensurePinnedOpencode(opts: InstallOptions & FindOptions & { readonly force?: boolean } = {}): Promise<EnsureResult> {
  if (!opts.force) {
    const found = await findOpencode(opts);
    const pinned = found.candidates.find((c) => c.supported && c.version === PINNED_VERSION);
    if (pinned) return { installed: false, path: pinned.path, version: PINNED_VERSION, source: pinned.source };
  }
  const r = await installOpencode(opts);
  return { installed: true, path: r.path, version: r.version, source: "data" };
}

/** Install `opencode-ai@<pinned>` into `<data>/opencode`; returns the binary path. */
export async function installOpencode(opts: InstallOptions = {}): Promise<InstallResult> {
  const env = opts.env ?? process.env;
  const dir = installDir(env, opts.cwd);
  const staging = `${dir}.tmp-${process.pid}-${Date.now()}`;
  const spec = `${OPENCODE_PACKAGE}@${PINNED_VERSION}`;
  await mkdir(dirname(dir), { recursive: true });
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    await writeFile(join(staging, "package.json"), `${JSON.stringify({ private: true, description: "opencode for opencode-worker (ocw opencode install)" })}\n`);
    opts.log?.(`installing ${spec} into ${dir} with npm …`);
    await runNpm(["install", "--no-audit", "--no-fund", "--save-exact", spec], staging, env, opts.timeoutMs ?? 15 * 60_000);
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return { path: installedBinary(dir), version: PINNED_VERSION, dir };
}

function runNpm(args: readonly string[], cwd: string, env: Env, timeoutMs: number): Promise<void> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  return new Promise((resolve, reject) => {
    const child = spawn(npm, args, { cwd, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"], detached: process.platform !== "win32" });
    let out = "";
    const keep = (d: Buffer): void => {
      // Only the tail matters for the error message; cap what we hold.
      out = (out + d.toString()).slice(-8000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killTree(child.pid);
    }, timeoutMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(new OcwError(ErrorCode.InstallFailed, `cannot run npm (${e.message}); install Node.js with npm, make sure npm is on PATH, then run \`ocw opencode install\` again`, { cause: e }));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const why = timedOut ? `did not finish within ${Math.round(timeoutMs / 1000)} s` : `failed (${signal ?? `exit ${code}`})`;
      reject(
        new OcwError(ErrorCode.InstallFailed, `npm ${args.join(" ")} ${why}: ${out.trim().split("\n").slice(-6).join(" | ")}; check your network and npm registry settings (npm config get registry), then run \`ocw opencode install\` again`, {
          data: { output: out },
        }),
      );
    });
  });
}

// npm spawns its own children (the postinstall); a timeout must take them all down.
function killTree(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(process.platform === "win32" ? pid : -pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
