import { open, readFile, rm, stat } from "node:fs/promises";
import { ErrorCode, OcwError } from "../error.js";
import { pidAlive } from "./process.js";

/**
 * A cross-process lock file: `open(O_EXCL)` creates it with our pid. A lock whose holder is dead,
 * or that is older than `staleMs` (a holder that hung), is taken over. Clients hold it only while
 * they check, start or stop the warm server, so waiting on it is short and bounded.
 */

export interface LockOptions {
  /** Give up waiting after this long (default 60 s: longer than a server start). */
  readonly timeoutMs?: number;
  /** A lock older than this is considered abandoned (default 120 s). */
  readonly staleMs?: number;
}

/** Run `fn` while holding the lock at `path`. */
export async function withLock<T>(path: string, fn: () => Promise<T>, opts: LockOptions = {}): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const staleMs = opts.staleMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  const token = `${process.pid} ${Date.now()} ${Math.random().toString(36).slice(2)}`;
  for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
    if (await tryCreate(path, token)) break;
    if (await abandoned(path, staleMs)) {
      await rm(path, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      const holder = (await readFile(path, "utf8").catch(() => "")).split(" ")[0];
      throw new OcwError(ErrorCode.Timeout, `waited ${timeoutMs} ms for the lock ${path} held by pid ${holder || "?"}; if no ocw process is running, delete that file`, { data: { path, holder } });
    }
    await new Promise((r) => setTimeout(r, wait));
  }
  try {
    return await fn();
  } finally {
    // Only remove our own lock: if it was taken over as stale, it is someone else's now.
    if ((await readFile(path, "utf8").catch(() => "")) === token) await rm(path, { force: true });
  }
}

async function tryCreate(path: string, token: string): Promise<boolean> {
  try {
    const fh = await open(path, "wx");
    try {
      await fh.writeFile(token);
    } finally {
      await fh.close();
    }
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw new OcwError(ErrorCode.Io, `cannot create the lock file ${path}: ${(e as Error).message}; check that the folder is writable`, { cause: e });
  }
}

async function abandoned(path: string, staleMs: number): Promise<boolean> {
  const text = await readFile(path, "utf8").catch(() => undefined);
  if (text === undefined) return false; // Released meanwhile: just retry.
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return false;
  const age = Date.now() - info.mtimeMs;
  const pid = Number(text.split(" ")[0]);
  // An empty file is a holder between create and write: give it a moment before judging.
  if (!Number.isInteger(pid) || pid <= 0) return age > 2_000;
  return !pidAlive(pid) || age > staleMs;
}
