import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import type { Env } from "../paths/index.js";
import { apiError, asNamedError, configError, createApi } from "./api.js";
import { catalogUnneeded, configHash, installConfig, prepareConfigDir, seedPluginInstall } from "./config-dir.js";
import { opencodeEnv } from "./env.js";
import { linkSignIns, signInsFile } from "./signins.js";
import { requireOpencode } from "./find.js";
import { serverDirs, type ServerDirs } from "./layout.js";
import { diskFull, patience as envPatience, withLock, writeAtomic, type Patience } from "../durable/index.js";
import { isOpencodeServe, processGone, stopProcessGroup, type StopResult } from "./process.js";
import { readRecord, removeRecord, writeRecord, writeRetired, type ServerRecord } from "./record.js";
import { anyRetired, stopRecorded, sweepRetired, type RetiredOutcome, type UsedBy } from "./retired.js";
import { spawnServe } from "./serve.js";
import { recordProblem } from "./state.js";

/**
 * One warm `opencode serve` per user. Every client calls `ensureServer`: under the server lock
 * it reuses the recorded server when that is alive, really ours, healthy and started with the
 * same config; otherwise it starts a new one. A dead or broken old server is stopped; a healthy
 * one whose config changed is stopped only when `usedBy` says no job runs on it, else retired
 * (retired.ts) and stopped by a later sweep once its jobs ended. A turn on a warm server costs
 * well under a second; a cold `opencode run` costs several.
 *
 * The settings a client gives (`serverEnv`) are recorded with the server, and a client that
 * gives none uses the recorded ones: `ocw opencode start --env K=V` then holds for every job.
 */

export interface ServerOptions {
  readonly env?: Env;
  readonly cwd?: string;
  /** Install these files as our OpenCode config first (opencode.json, agent/<name>.md). */
  readonly files?: Readonly<Record<string, string>>;
  /**
   * Extra environment for `opencode serve` (e.g. a provider's base URL); part of the config hash.
   * Default: what the recorded server was started with, so a client that does not know it still
   * matches.
   */
  readonly serverEnv?: Readonly<Record<string, string>>;
  /** A fixed port; default 0 (a free one). */
  readonly port?: number;
  /** How long to wait for the server (its start, its answers, the server lock); default from OCW_LOCAL_WAIT_S / OCW_LOCAL_QUIET_S. */
  readonly patience?: Patience;
  /** Which jobs use a server (see UsedBy): lets a config change stop an unused old server, and sweeps retired ones. */
  readonly usedBy?: UsedBy;
}

/** `OCW_OPENCODE_CATALOG`: `auto` (the default: an empty models catalog when every provider is local) or `bundled` (always OpenCode's own). */
function catalogOption(env: Env): "auto" | "bundled" {
  const v = env.OCW_OPENCODE_CATALOG;
  if (v === undefined || v === "" || v === "auto" || v === "bundled") return v === "bundled" ? "bundled" : "auto";
  throw new OcwError(ErrorCode.InvalidInput, `Expected OCW_OPENCODE_CATALOG to be \`auto\` or \`bundled\`, got \`${v}\`; unset it for the default (auto)`);
}

/**
 * The server's extra env with the models catalog chosen: an empty one when our config needs
 * nothing from OpenCode's (see catalogUnneeded). It is part of the config hash, so a server
 * started with another choice is restarted. A caller's own OPENCODE_MODELS_PATH is kept.
 */
async function withCatalog(dirs: ServerDirs, env: Env, serverEnv: Readonly<Record<string, string>>, choice: "auto" | "bundled"): Promise<Readonly<Record<string, string>>> {
  if (choice === "bundled" || "OPENCODE_MODELS_PATH" in serverEnv) return serverEnv;
  return (await catalogUnneeded(dirs.config, { ...env, ...serverEnv })) ? { ...serverEnv, OPENCODE_MODELS_PATH: dirs.catalog } : serverEnv;
}

/**
 * The server lock: waited for while its holder lives (a start on a loaded machine can take
 * minutes), and touched by its holder while it works, so only a holder that stopped (untouched
 * for twice the quiet bound) loses it.
 */
function lockOptions(p: Patience): { timeoutMs: number; staleMs: number } {
  return { timeoutMs: p.waitMs, staleMs: 2 * p.quietMs };
}

export interface ServerInfo extends ServerRecord {
  /** True when an already running server was reused. */
  readonly reused: boolean;
  /** Why the previous server (if any) was not reused. */
  readonly replaced?: string;
  /** The previous server, kept running for the jobs on it (all of them, when nobody said which). */
  readonly retired?: { readonly pid: number; readonly url: string; readonly usedBy?: readonly string[] };
  /** stdout + stderr of the server. */
  readonly log: string;
  /** Milliseconds this call took. */
  readonly ms: number;
}

/** Reuse or start the warm server. */
export async function ensureServer(opts: ServerOptions = {}): Promise<ServerInfo> {
  const started = Date.now();
  const env = opts.env ?? process.env;
  const dirs = serverDirs(env, opts.cwd);
  const patience = opts.patience ?? envPatience(env);
  const catalogChoice = catalogOption(env);
  await mkdir(dirs.root, { recursive: true });
  return withLock(
    dirs.lock,
    async () => {
      if (opts.files) await installConfig(dirs.config, opts.files);
      await prepareConfigDir(dirs.config);
      await stopLeftover(dirs);
      const old = await readRecord(dirs.record);
      const settings = opts.serverEnv ?? old?.serverEnv ?? {};
      const serverEnv = await withCatalog(dirs, env, settings, catalogChoice);
      if (opts.usedBy) await sweepRetired(dirs, old, opts.usedBy);
      let replaced: string | undefined;
      let retired: ServerInfo["retired"];
      if (old) {
        const problem = await recordProblem(old, patience);
        const hash = problem === undefined ? await configHash(dirs.config, serverEnv, old.bin, old.version) : undefined;
        const samePort = opts.port === undefined || opts.port === 0 || old.url.endsWith(`:${opts.port}`);
        if (problem === undefined && hash === old.configHash && samePort) {
          return { ...old, reused: true, log: dirs.log, ms: Date.now() - started };
        }
        replaced = problem ?? (hash !== old.configHash ? "its config changed" : `it listens on another port than ${opts.port}`);
        // A dead or broken server takes its jobs with it anyway; a healthy one keeps running theirs.
        const users = problem === undefined ? await opts.usedBy?.(old.url) : [];
        if (users === undefined || users.length > 0) {
          if (opts.port && samePort) throw portHeld(opts.port, old, users);
          await writeRetired(dirs.retired, old, replaced);
          retired = { pid: old.pid, url: old.url, ...(users ? { usedBy: users } : {}) };
        } else {
          await stopRecorded(old);
        }
        await removeRecord(dirs.record);
      }
      const record = await startServer(dirs, env, serverEnv, settings, opts, patience);
      // Unrecorded, no client could ever find (or stop) it again: on a full disk the record is
      // what fails, and the server it describes must not outlive the error.
      await writeRecord(dirs.record, record).catch(stopping(record.pid));
      await rm(dirs.starting, { force: true });
      return { ...record, reused: false, ...(replaced ? { replaced } : {}), ...(retired ? { retired } : {}), log: dirs.log, ms: Date.now() - started };
    },
    lockOptions(patience),
  );
}

export interface StopReport {
  /** The current server: */
  readonly stopped: boolean;
  readonly pid?: number;
  readonly how?: StopResult["how"];
  /** Why it was not stopped (nothing recorded, gone already, jobs on it). */
  readonly reason?: string;
  readonly usedBy?: readonly string[];
  /** Each retired server: stopped, or left running and why. */
  readonly retired: readonly RetiredOutcome[];
}

export interface StopOptions {
  readonly env?: Env;
  readonly cwd?: string;
  readonly patience?: Patience;
  /** Which jobs use a server: those in use are left running. Without it every recorded server is stopped. */
  readonly usedBy?: UsedBy;
}

/** Stop the recorded servers, current and retired (SIGTERM to each group, wait, SIGKILL), and remove their records. */
export async function stopServer(opts: StopOptions = {}): Promise<StopReport> {
  const dirs = serverDirs(opts.env ?? process.env, opts.cwd);
  const patience = opts.patience ?? envPatience(opts.env ?? process.env);
  await mkdir(dirs.root, { recursive: true });
  return stopLocked(
    dirs.lock,
    async () => {
      await stopLeftover(dirs);
      const rec = await readRecord(dirs.record);
      const retired = await sweepRetired(dirs, rec, opts.usedBy);
      if (!rec) return { stopped: false, reason: "no server is recorded", retired };
      const users = opts.usedBy && !(await processGone(rec.pid)) ? await opts.usedBy(rec.url) : [];
      if (users.length > 0) {
        return { stopped: false, pid: rec.pid, usedBy: users, reason: `${users.length === 1 ? "job" : "jobs"} ${users.join(", ")} still ${users.length === 1 ? "runs" : "run"} on it; wait for ${users.length === 1 ? "it" : "them"} to end (or cancel: ocw cancel <job>) and stop again`, retired };
      }
      const result = await stopRecorded(rec);
      await removeRecord(dirs.record);
      return result ? { stopped: true, pid: rec.pid, how: result.how, retired } : { stopped: false, pid: rec.pid, reason: `pid ${rec.pid} was no longer an opencode server; removed the stale record`, retired };
    },
    lockOptions(patience),
  );
}

/**
 * `fn` under the server lock, or without it when the disk is too full to create the lock file:
 * a server left running on a full disk is one nobody stops, and no start can race the unlocked
 * stop there (a start must create the same lock, then write its record).
 */
async function stopLocked<T>(lock: string, fn: () => Promise<T>, options: { timeoutMs: number; staleMs: number }): Promise<T> {
  let entered = false;
  try {
    return await withLock(
      lock,
      () => {
        entered = true;
        return fn();
      },
      options,
    );
  } catch (e) {
    if (entered || !diskFull(e)) throw e;
    return fn();
  }
}

/**
 * Stop the retired servers no job uses any more (see UsedBy) and forget the dead ones. Cheap
 * when nothing is retired: the lock is taken only when there is something to look at.
 */
export async function sweepServers(opts: { env?: Env; cwd?: string; patience?: Patience; usedBy: UsedBy }): Promise<readonly RetiredOutcome[]> {
  const dirs = serverDirs(opts.env ?? process.env, opts.cwd);
  if (!(await anyRetired(dirs))) return [];
  const patience = opts.patience ?? envPatience(opts.env ?? process.env);
  return withLock(dirs.lock, async () => sweepRetired(dirs, await readRecord(dirs.record), opts.usedBy), lockOptions(patience));
}

/** A config change that wants a port its old server holds while jobs still run there. */
function portHeld(port: number, old: ServerRecord, users: readonly string[] | undefined): OcwError {
  const who = users ? `${users.length === 1 ? "job" : "jobs"} ${users.join(", ")} still ${users.length === 1 ? "runs" : "run"} on it` : "jobs may still run on it";
  return new OcwError(ErrorCode.OpencodeStart, `cannot start the new config on port ${port}: the server there (pid ${old.pid}) was started with another config and ${who}; start without --port (the old server keeps its jobs and stops once they end), or wait for them`, {
    data: { port, pid: old.pid, ...(users ? { usedBy: users } : {}) },
  });
}

/**
 * A client killed while it started a server (after the spawn, before the record) leaves that
 * server running with nobody knowing it; the pid it noted is stopped by the next client that
 * holds the lock — only if it is still an opencode server.
 */
async function stopLeftover(dirs: ServerDirs): Promise<void> {
  const pid = Number((await readFile(dirs.starting, "utf8").catch(() => "")).trim());
  if (Number.isInteger(pid) && pid > 0 && !(await processGone(pid)) && (await isOpencodeServe(pid))) await stopProcessGroup(pid).catch(() => undefined);
  await rm(dirs.starting, { force: true });
}

async function startServer(
  dirs: ServerDirs,
  env: Env,
  serverEnv: Readonly<Record<string, string>>,
  settings: Readonly<Record<string, string>>,
  opts: ServerOptions,
  patience: Patience,
): Promise<ServerRecord> {
  const bin = await requireOpencode({ env, cwd: opts.cwd, patience });
  for (const d of [dirs.home, dirs.probe, dirs.xdg]) await mkdir(d, { recursive: true });
  await linkSignIns(dirs.xdg, await signInsFile(dirs.config));
  await seedPluginInstall(join(dirs.xdg, "config", "opencode"));
  const password = randomBytes(24).toString("base64url");
  if (serverEnv.OPENCODE_MODELS_PATH === dirs.catalog) await writeAtomic(dirs.catalog, "{}\n", { what: "the empty models catalog" });
  const started = await spawnServe({
    bin: bin.path,
    env: opencodeEnv(env, dirs, serverEnv),
    password,
    port: opts.port,
    cwd: dirs.probe,
    logFile: dirs.log,
    patience,
    // Written at once, without a rename or a sync to wait for: a client killed (kill -9) while
    // the server boots must leave its pid behind, or the server outlives everyone unrecorded.
    onSpawn: (pid) => {
      try {
        writeFileSync(dirs.starting, `${pid}\n`);
      } catch {
        // Unwritable state folder: the start itself fails on the record next.
      }
    },
  });
  // From here every failure stops the server: a server whose config is rejected answers every
  // session call with 400, and one whose hash cannot be read would never be recorded.
  const stop = stopping(started.pid);
  const record: ServerRecord = {
    url: started.url,
    pid: started.pid,
    password,
    version: started.version,
    bin: bin.path,
    configHash: await configHash(dirs.config, serverEnv, bin.path, started.version).catch(stop),
    startedAt: new Date().toISOString(),
    serverEnv: settings,
  };
  await checkConfigLoads(record, dirs, patience).catch(stop);
  return record;
}

/** A rejection handler that stops the server `pid` and rethrows the error it was given. */
function stopping(pid: number): (e: unknown) => Promise<never> {
  return async (e) => {
    await stopProcessGroup(pid).catch(() => undefined);
    throw e;
  };
}

/**
 * OpenCode starts even with a config it rejects, then fails every directory-scoped call. Ask
 * once, in an empty folder, so the error reaches the user at start with OpenCode's own issues.
 */
async function checkConfigLoads(record: ServerRecord, dirs: ServerDirs, patience: Patience): Promise<void> {
  const api = createApi(record, { patience });
  const r = await api.client.config.providers({ directory: dirs.probe });
  if (r.response?.ok) return;
  const named = asNamedError(r.error);
  if (named?.name === "ConfigInvalidError") throw configError(named);
  throw apiError("checking that our OpenCode config loads", r, api);
}
