import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { link, open, readFile, rm, stat, utimes } from "node:fs/promises";
import { ErrorCode, OcwError } from "../error.js";
import { WAIT_ENV, boundText, patience } from "./patience.js";
import { ioError } from "./write.js";

/**
 * Cross-process locks as files holding the owner's pid and a token (so two holders in one process
 * are told apart, and only the one that took it releases it). A lock file appears whole: it is
 * written aside and hard-linked into place (link fails when the name exists), so no reader ever
 * sees a half-made lock. A lock whose owner is dead — or, with `staleMs`, that is older than
 * that — is broken by one breaker at a time (under a guard file of its own), and only if it
 * still holds what the breaker saw: a breaker that was slower than another one never removes the
 * lock that one has just taken. `holds` lets a holder check, before it writes, that the lock is
 * still its own. `tryHold` is for a holder that keeps the lock for life (a job's driver); `withLock` is for critical sections (the warm server's start
 * and stop, the scheduler's slot table).
 *
 * Waiting is judged by liveness: a lock whose holder is alive is waited for, up to the local
 * wait bound (OCW_LOCAL_WAIT_S, minutes); a dead holder's lock is taken at once. With `staleMs`,
 * `withLock` touches its lock while it works, so "stale" means a holder that stopped touching it
 * (stopped, or stuck in the kernel) — never one that is merely slow on a busy machine.
 */

export interface LockOptions {
  /** Give up waiting for a live holder after this long (default: OCW_LOCAL_WAIT_S, 600 s). */
  readonly timeoutMs?: number;
  /** A lock untouched for this long is abandoned even if its holder lives (a holder that hung). */
  readonly staleMs?: number;
}

/** Whether `pid` is a live process (a zombie is not: it will never release anything). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    // No /proc (macOS): kill(0) succeeding is the best answer we have.
    return process.platform !== "linux";
  }
}

/** Take the lock at `path` if it is free or abandoned: its token, or undefined when someone alive holds it. */
export async function tryHold(path: string, staleMs?: number): Promise<string | undefined> {
  const token = `${process.pid} ${randomBytes(6).toString("hex")}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await tryCreate(path, token)) return token;
    const seen = await readFile(path, "utf8").catch(() => undefined);
    // Released meanwhile: try again.
    if (seen === undefined) continue;
    const holder = pidOf(seen);
    // An unreadable lock (not one of ours: ours appear whole) is abandoned once it is old.
    if (holder === undefined) {
      if ((await ageMs(path)) > 2_000) await breakLock(path, seen);
      continue;
    }
    if (pidAlive(holder) && !(staleMs !== undefined && (await ageMs(path)) > staleMs)) return undefined;
    await breakLock(path, seen);
  }
  return undefined;
}

/** Release the lock taken with `token`. Safe twice, and never removes someone else's lock. */
export async function release(path: string, token: string): Promise<void> {
  if ((await readFile(path, "utf8").catch(() => undefined)) === token) await rm(path, { force: true });
}

/** Whether the lock at `path` is still the one taken with `token` (a holder checks before it writes). */
export async function holds(path: string, token: string): Promise<boolean> {
  return (await readFile(path, "utf8").catch(() => undefined)) === token;
}

/** Run `fn` holding the lock at `path`, waiting for it while its holder lives (bounded by `timeoutMs`). */
export async function withLock<T>(path: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? patience().waitMs;
  const deadline = Date.now() + timeoutMs;
  let token: string | undefined;
  for (let wait = 5; (token = await tryHold(path, options.staleMs)) === undefined; wait = Math.min(wait * 2, 100)) {
    if (Date.now() >= deadline) {
      const holder = await holderPid(path);
      const bound = options.timeoutMs === undefined ? boundText(timeoutMs, WAIT_ENV) : `${timeoutMs} ms`;
      throw new OcwError(ErrorCode.Timeout, `waited ${bound} for the lock ${path} held by pid ${holder ?? "?"}, which is alive; if that process is stuck, stop it, or delete the file if no ocw process is running`, {
        data: { path, holder },
      });
    }
    await new Promise((r) => setTimeout(r, wait));
  }
  // A holder that works for long keeps its lock fresh, so only a stopped one goes stale.
  const touch = options.staleMs === undefined ? undefined : setInterval(() => void touchLock(path, token), Math.max(50, Math.floor(options.staleMs / 4)));
  touch?.unref();
  try {
    return await fn();
  } finally {
    clearInterval(touch);
    await release(path, token);
  }
}

// Refresh the lock's age, only while it is still ours.
async function touchLock(path: string, token: string): Promise<void> {
  if (!(await holds(path, token))) return;
  const now = new Date();
  await utimes(path, now, now).catch(() => undefined);
}

/** The pid in the lock file, or undefined when there is no (complete) lock. */
export async function holderPid(path: string): Promise<number | undefined> {
  const text = await readFile(path, "utf8").catch(() => undefined);
  return text === undefined ? undefined : pidOf(text);
}

function pidOf(text: string): number | undefined {
  const pid = Number(text.split(" ")[0]);
  return text && Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

// Written aside, then linked into place: the lock exists only once it is whole.
async function tryCreate(path: string, token: string): Promise<boolean> {
  const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.new`;
  try {
    const fh = await open(draft, "wx");
    try {
      await fh.writeFile(token);
    } finally {
      await fh.close();
    }
    await link(draft, path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw ioError("create the lock", path, e);
  } finally {
    await rm(draft, { force: true }).catch(() => undefined);
  }
}

async function ageMs(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  return info ? Date.now() - info.mtimeMs : 0;
}

/**
 * Remove the abandoned lock whose content was `seen`. Breakers take turns under a guard file and
 * re-read the lock first: between a breaker's look and its turn, another one may have removed
 * the dead lock and taken it, and that live lock must stay.
 */
const BREAK_GUARD_STALE_MS = 10_000;

async function breakLock(path: string, seen: string): Promise<void> {
  const guard = `${path}.break`;
  if (!(await tryCreate(guard, `${process.pid}`))) {
    // Another breaker is at work; its guard outlives it only if it died mid-break.
    if ((await ageMs(guard)) > BREAK_GUARD_STALE_MS) await rm(guard, { force: true }).catch(() => undefined);
    return;
  }
  try {
    // Under the guard the lock can only change by its removal here: it exists, so nobody creates it.
    if ((await readFile(path, "utf8").catch(() => undefined)) === seen) await rm(path, { force: true });
  } finally {
    await rm(guard, { force: true }).catch(() => undefined);
  }
}
