import { randomBytes } from "node:crypto";
import { open, readFile, rename, rm } from "node:fs/promises";
import { ErrorCode, OcwError } from "../error.js";
import { ioError } from "./atomic.js";
import { pidAlive } from "./process.js";

/**
 * Cross-process locks as files created with O_EXCL holding the owner's pid and a token (so two
 * holders in one process are told apart, and only the one that took it releases it). A lock whose owner
 * is dead is broken by renaming it aside (only one breaker can win a rename), then retaken.
 * `tryHold` is for a driver that keeps its job's lock for life; `withLock` is for short
 * critical sections (the scheduler's slot table).
 */

/** Take the lock at `path` if it is free or abandoned: its token, or undefined when someone alive holds it. */
export async function tryHold(path: string): Promise<string | undefined> {
  const token = `${process.pid} ${randomBytes(6).toString("hex")}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await tryCreate(path, token)) return token;
    const holder = await holderPid(path);
    if (holder === undefined) continue; // Released meanwhile.
    if (pidAlive(holder)) return undefined;
    await breakLock(path, holder);
  }
  return undefined;
}

/** Release the lock taken with `token`. Safe twice, and never removes someone else's lock. */
export async function release(path: string, token: string): Promise<void> {
  if ((await readFile(path, "utf8").catch(() => undefined)) === token) await rm(path, { force: true });
}

/** Run `fn` holding the lock at `path`, waiting up to `timeoutMs` for it. */
export async function withLock<T>(path: string, fn: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let token: string | undefined;
  for (let wait = 5; (token = await tryHold(path)) === undefined; wait = Math.min(wait * 2, 100)) {
    if (Date.now() >= deadline) throw new OcwError(ErrorCode.Timeout, `waited ${timeoutMs} ms for ${path} held by pid ${(await holderPid(path)) ?? "?"}; if no ocw process is running, delete that file`);
    await new Promise((r) => setTimeout(r, wait));
  }
  try {
    return await fn();
  } finally {
    await release(path, token);
  }
}

/** The pid in the lock file, or undefined when there is no (complete) lock. */
export async function holderPid(path: string): Promise<number | undefined> {
  const text = await readFile(path, "utf8").catch(() => undefined);
  const pid = Number(text?.split(" ")[0]);
  return text && Number.isInteger(pid) && pid > 0 ? pid : undefined;
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
    throw ioError(path, e);
  }
}

// Rename first so two breakers cannot both remove a lock; re-check the holder right before.
async function breakLock(path: string, deadPid: number): Promise<void> {
  if ((await holderPid(path)) !== deadPid) return;
  const aside = `${path}.dead.${process.pid}.${Date.now()}`;
  try {
    await rename(path, aside);
  } catch {
    return;
  }
  await rm(aside, { force: true });
}
