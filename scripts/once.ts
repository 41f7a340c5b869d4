/**
 * One install per machine of something slow to make in the tools cache (llama-server's build, a
 * model's download): whoever holds `lock` makes it; anyone else waits while that process lives
 * and its work shows progress, then uses what it made. Judged by liveness, not by a deadline —
 * a build on a busy 2-core machine takes most of an hour — so a holder that is alive but shows
 * no progress for `silenceMs` is reported as hung, naming what to do.
 */
import { mkdir, readdir, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { holderPid, pidAlive, release, tryHold } from "../src/durable/index.js";

export type Say = (line: string) => void;

export interface InstallOnce<T> {
  readonly lock: string;
  /** The finished install, or undefined while there is none. */
  readonly ready: () => T | undefined;
  /** Make it (called holding the lock, only when it is not ready). */
  readonly make: () => Promise<T>;
  /** A measure that grows while the holder works (a log's size, a folder's bytes), and its latest line to show. */
  readonly progress: () => Promise<{ readonly size: number; readonly line?: string }>;
  readonly silenceMs: number;
  /** What a waiter says about the holder `pid` (said again whenever it changes). */
  readonly waiting: (pid: number, line: string | undefined) => string;
  /** The error when the holder `pid` showed no progress for `silenceMs`. */
  readonly stalled: (pid: number) => string;
  readonly say: Say;
}

export async function installOnce<T>(o: InstallOnce<T>): Promise<T> {
  const ready = o.ready();
  if (ready) return ready;
  await mkdir(dirname(o.lock), { recursive: true });
  for (;;) {
    const token = await tryHold(o.lock);
    if (token !== undefined) {
      try {
        return o.ready() ?? (await o.make());
      } finally {
        await release(o.lock, token);
      }
    }
    await waitForHolder(o);
    const done = o.ready();
    if (done) return done;
  }
}

/** Returns once the holder is gone or the install is ready; throws when the holder stalls. */
async function waitForHolder<T>(o: InstallOnce<T>): Promise<void> {
  let lastSaid = "";
  let lastSize = -1;
  let lastMove = Date.now();
  for (;;) {
    const pid = await holderPid(o.lock);
    if (pid === undefined || !pidAlive(pid) || o.ready()) return;
    const { size, line } = await o.progress();
    if (size !== lastSize) {
      lastSize = size;
      lastMove = Date.now();
    } else if (Date.now() - lastMove > o.silenceMs) {
      throw new Error(o.stalled(pid));
    }
    const said = o.waiting(pid, line || undefined);
    if (said !== lastSaid) o.say(said);
    lastSaid = said;
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

/** The bytes of every file under `dir` (0 when it is absent): the progress of an install that fills a folder. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (e.isFile()) total += (await stat(join(e.parentPath, e.name)).catch(() => undefined))?.size ?? 0;
  }
  return total;
}
