import { writeAtomic } from "../durable/index.js";
import { readFile, rm } from "node:fs/promises";

/**
 * The warm server's record in the state dir: how any client finds and reuses the one
 * `opencode serve` of this user. Written atomically under the server lock; read by anyone.
 * The file holds the server password, so it is created readable by the user only.
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
}

/** The record, or undefined when there is none or it is unreadable (treated as no server). */
export async function readRecord(path: string): Promise<ServerRecord | undefined> {
  const text = await readFile(path, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isRecord(value) ? value : undefined;
}

export async function writeRecord(path: string, record: ServerRecord): Promise<void> {
  // Owner-only: the record holds the server's password.
  await writeAtomic(path, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600, what: "the server record" });
}

export async function removeRecord(path: string): Promise<void> {
  await rm(path, { force: true });
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
    typeof r.startedAt === "string"
  );
}
