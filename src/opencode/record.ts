import { writeAtomic } from "../durable/index.js";
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * The warm server's record in the state dir: how any client finds and reuses the one
 * `opencode serve` of this user. Written atomically under the server lock; read by anyone.
 * The file holds the server password (and the env given to `ocw opencode start`, which may
 * carry a key), so it is created readable by the user only.
 *
 * A server whose config changed while jobs ran on it is not stopped but *retired*: its record
 * moves to `retired/<pid>.json` (the same shape plus when and why), where re-attaching drivers
 * still find it, until no job uses it any more.
 */

export interface ServerRecord {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly pid: number;
  /** HTTP basic auth password (user `opencode`). */
  readonly password: string;
  /** The opencode version the server reported. */
  readonly version: string;
  /** The binary that runs it. */
  readonly bin: string;
  /** Hash of our config dir, the server env additions and the binary: a change means restart. */
  readonly configHash: string;
  /** ISO time the server became ready. */
  readonly startedAt: string;
  /**
   * The env additions the server was started with, as its starter gave them (e.g. `--env` of
   * `ocw opencode start`): a later client that gives none uses these, so its hash matches.
   * Absent in records written before it existed, which read as `{}`.
   */
  readonly serverEnv?: Readonly<Record<string, string>>;
}

export interface RetiredRecord extends ServerRecord {
  /** ISO time it stopped being the current server. */
  readonly retiredAt: string;
  /** Why a new server took its place. */
  readonly why: string;
}

/** The record, or undefined when there is none or it is unreadable (treated as no server). */
export async function readRecord(path: string): Promise<ServerRecord | undefined> {
  const value = await readJson(path);
  return isRecord(value) ? value : undefined;
}

export async function writeRecord(path: string, record: ServerRecord): Promise<void> {
  // Owner-only: the record holds the server's password.
  await writeAtomic(path, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600, what: "the server record" });
}

export async function removeRecord(path: string): Promise<void> {
  await rm(path, { force: true });
}

/** The retired servers' records in `dir`, oldest first; unreadable files are skipped (and left for a human). */
export async function readRetired(dir: string): Promise<{ path: string; record: RetiredRecord }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: { path: string; record: RetiredRecord }[] = [];
  for (const name of names.filter((n) => /^\d+\.json$/.test(n))) {
    const value = await readJson(join(dir, name));
    const extra = value as Partial<RetiredRecord> | undefined;
    if (isRecord(value) && typeof extra?.retiredAt === "string" && typeof extra.why === "string") out.push({ path: join(dir, name), record: value as RetiredRecord });
  }
  return out.sort((a, b) => a.record.retiredAt.localeCompare(b.record.retiredAt));
}

/** Set `record` aside in `dir` as `<pid>.json`; rewriting it (a starter killed half way, then retiring again) is harmless. */
export async function writeRetired(dir: string, record: ServerRecord, why: string): Promise<RetiredRecord> {
  const retired: RetiredRecord = { ...record, retiredAt: new Date().toISOString(), why };
  await writeAtomic(join(dir, `${record.pid}.json`), `${JSON.stringify(retired, null, 2)}\n`, { mode: 0o600, what: "a retired server's record" });
  return retired;
}

async function readJson(path: string): Promise<unknown> {
  const text = await readFile(path, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(v: unknown): v is ServerRecord {
  if (typeof v !== "object" || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.url === "string" &&
    /^http:\/\/127\.0\.0\.1:\d+$/.test(r.url) &&
    Number.isInteger(r.pid) &&
    (r.pid as number) > 0 &&
    typeof r.password === "string" &&
    typeof r.version === "string" &&
    typeof r.bin === "string" &&
    typeof r.configHash === "string" &&
    typeof r.startedAt === "string" &&
    (r.serverEnv === undefined || isStringMap(r.serverEnv))
  );
}

function isStringMap(v: unknown): v is Record<string, string> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "string");
}
