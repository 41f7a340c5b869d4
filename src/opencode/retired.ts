import { readdir, rm } from "node:fs/promises";
import type { ServerDirs } from "./layout.js";
import { isOpencodeServe, processGone, stopProcessGroup, type StopResult } from "./process.js";
import { readRetired, type ServerRecord } from "./record.js";

/**
 * Retired servers: a config change never pulls a server from under a running job. The server is
 * set aside (record.ts) and a new one becomes current; the old one is stopped once nothing uses
 * it. Which jobs use a server is the jobs room's knowledge, not ours (ARCHITECTURE §2), so
 * callers that know pass `usedBy`; without it a running server is never judged unused.
 */

/** Who still uses the server at `url`: the ids of the jobs that run, or may run, on it; empty when none. */
export type UsedBy = (url: string) => Promise<readonly string[]>;

/** What became of one retired server in a sweep. */
export interface RetiredOutcome {
  readonly pid: number;
  readonly url: string;
  readonly stopped: boolean;
  readonly how?: StopResult["how"];
  /** Why it was not stopped: gone already, or the jobs still on it. */
  readonly reason?: string;
  readonly usedBy?: readonly string[];
}

// Stop a recorded server only if its pid is still an opencode server: a pid can be reused.
export async function stopRecorded(rec: ServerRecord): Promise<StopResult | undefined> {
  if ((await processGone(rec.pid)) || !(await isOpencodeServe(rec.pid))) return undefined;
  return stopProcessGroup(rec.pid);
}

/** Whether any server is retired (a cheap look, without the lock, so a sweep with nothing to do costs nothing). */
export async function anyRetired(dirs: ServerDirs): Promise<boolean> {
  return (await readdir(dirs.retired).catch(() => [] as string[])).some((n) => n.endsWith(".json"));
}

/**
 * Under the server lock: stop each retired server that `usedBy` says nobody uses (every one when
 * `usedBy` is undefined: the caller vouches for that), forget those already gone, and say which
 * were left running and why.
 */
export async function sweepRetired(dirs: ServerDirs, current: ServerRecord | undefined, usedBy: UsedBy | undefined): Promise<RetiredOutcome[]> {
  const out: RetiredOutcome[] = [];
  for (const { path, record } of await readRetired(dirs.retired)) {
    const { pid, url } = record;
    // A client killed half way through retiring this server left it current as well: it stays.
    if (current?.pid === pid) {
      await rm(path, { force: true });
      continue;
    }
    const users = usedBy && !(await processGone(pid)) ? await usedBy(url) : [];
    if (users.length > 0) {
      out.push({ pid, url, stopped: false, usedBy: users, reason: `${users.length === 1 ? "job" : "jobs"} ${users.join(", ")} still ${users.length === 1 ? "runs" : "run"} on it; it is stopped once they end` });
      continue;
    }
    const stopped = await stopRecorded(record);
    await rm(path, { force: true });
    out.push(stopped ? { pid, url, stopped: true, how: stopped.how } : { pid, url, stopped: false, reason: "it was no longer running" });
  }
  return out;
}
