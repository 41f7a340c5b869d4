import type { Env } from "../paths/index.js";
import { patience as envPatience, type Patience } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { serverDirs, type ServerDirs } from "./layout.js";
import { ServerWatch, verdictOf } from "./liveness.js";
import { isOpencodeServe, processGone } from "./process.js";
import { readRecord, readRetired, type RetiredRecord, type ServerRecord } from "./record.js";
import type { ServerInfo } from "./server.js";
import { SUPPORTED_RANGE, satisfies } from "./version.js";

/**
 * What is recorded — the current server and the retired ones — and whether each is usable: read
 * only, never starting or stopping anything (that is server.ts, under the server lock).
 */

export interface ServerState {
  readonly record?: ServerRecord;
  /** `running` (usable), `stale` (recorded but unusable: see `problem`) or `none`. */
  readonly state: "running" | "stale" | "none";
  readonly problem?: string;
  readonly dirs: ServerDirs;
  /** Servers set aside by a config change while jobs ran on them, oldest first. */
  readonly retired: readonly RetiredState[];
}

export interface RetiredState {
  readonly record: RetiredRecord;
  readonly state: "running" | "stale";
  readonly problem?: string;
}

/** What is recorded and whether it is usable; changes nothing. */
export async function serverState(opts: { env?: Env; cwd?: string; patience?: Patience } = {}): Promise<ServerState> {
  const dirs = serverDirs(opts.env ?? process.env, opts.cwd);
  const patience = opts.patience ?? envPatience(opts.env ?? process.env);
  const retired = await Promise.all(
    (await readRetired(dirs.retired)).map(async ({ record }): Promise<RetiredState> => {
      const problem = await recordProblem(record, patience);
      return problem ? { record, state: "stale", problem } : { record, state: "running" };
    }),
  );
  const record = await readRecord(dirs.record);
  if (!record) return { state: "none", dirs, retired };
  const problem = await recordProblem(record, patience);
  return problem ? { record, state: "stale", problem, dirs, retired } : { record, state: "running", dirs, retired };
}

/**
 * The usable server at `url`, current or retired, without starting or replacing anything: what a
 * job's new driver needs to take up a session that lives there. OPENCODE_LOST when there is none.
 */
export async function serverAt(url: string, opts: { env?: Env; cwd?: string; patience?: Patience } = {}): Promise<ServerInfo> {
  const started = Date.now();
  const dirs = serverDirs(opts.env ?? process.env, opts.cwd);
  const patience = opts.patience ?? envPatience(opts.env ?? process.env);
  const current = await readRecord(dirs.record);
  const found = current?.url === url ? current : (await readRetired(dirs.retired)).map((r) => r.record).find((r) => r.url === url);
  const problem = found ? await recordProblem(found, patience) : "no server is recorded there";
  if (!found || problem) {
    throw new OcwError(ErrorCode.OpencodeLost, `the OpenCode server at ${url} is not usable: ${problem}; its sessions are lost with it (see \`ocw opencode status\`)`, { data: { url } });
  }
  return { ...found, reused: true, log: dirs.log, ms: Date.now() - started };
}

/** Why a recorded server cannot be reused, or undefined when it can. */
export async function recordProblem(rec: ServerRecord, patience: Patience): Promise<string | undefined> {
  // A zombie (dead, not yet reaped by its parent — possibly us) is as dead as a missing pid.
  if (await processGone(rec.pid)) return `its process ${rec.pid} is dead`;
  if (!(await isOpencodeServe(rec.pid))) return `pid ${rec.pid} is no longer an opencode server`;
  // The pid is a live opencode server: a slow answer is load (other servers booting on a small
  // machine), not death, and a wrong "stale" would kill a shared server. Wait for its answer
  // as long as it progresses; only a hung one (or one past the outer bound) is replaced.
  const health = await ServerWatch.for(rec, patience)
    .answer()
    .catch((e: unknown) => e as Error);
  if (health instanceof Error) return `it does not answer at ${rec.url}: it ${verdictOf(health)}`;
  if (health.version !== rec.version) return `it reports version ${health.version}, recorded ${rec.version}`;
  if (!satisfies(health.version, SUPPORTED_RANGE)) return `its version ${health.version} is outside ${SUPPORTED_RANGE}`;
  return undefined;
}
