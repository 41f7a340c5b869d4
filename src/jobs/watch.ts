import { watch, type FSWatcher } from "node:fs";
import { type JobId, type Job, readJob, jobPaths } from "./ledger/index.js";

/**
 * Wait until `done(job)` holds or `timeoutMs` passes: woken by a file event on the job folder
 * (job.json is replaced by rename, which the folder watch reports at once), with a 250 ms poll
 * as the fallback for file systems that do not report. `onTick` is called about once a second
 * (MCP progress notifications).
 */
export async function waitUntil(root: string, id: JobId, done: (job: Job) => boolean, timeoutMs: number, onTick?: (job: Job, elapsedMs: number) => void): Promise<{ job: Job; timedOut: boolean }> {
  let job = await readJob(root, id);
  if (done(job)) return { job, timedOut: false };
  const { timedOut } = await watchFolders(
    [jobPaths(root, id).dir],
    async () => {
      job = await readJob(root, id).catch(() => job);
      return done(job);
    },
    timeoutMs,
    onTick ? (elapsed) => onTick(job, elapsed) : undefined,
  );
  return { job, timedOut };
}

/**
 * Re-run `check` whenever one of `dirs` changes (and every 250 ms regardless) until it returns
 * true or `timeoutMs` passes. The one loop behind every wait, for one job or many.
 */
export async function watchFolders(dirs: readonly string[], check: () => Promise<boolean>, timeoutMs: number, onTick?: (elapsedMs: number) => void): Promise<{ timedOut: boolean }> {
  const started = Date.now();
  let wake: () => void = () => undefined;
  const watchers: FSWatcher[] = [];
  for (const dir of dirs) {
    try {
      watchers.push(watch(dir, () => wake()));
    } catch {
      // No watch here (removed folder, exhausted watches): the poll covers it.
    }
  }
  let lastTick = started;
  try {
    for (;;) {
      const left = timeoutMs - (Date.now() - started);
      if (left <= 0) return { timedOut: true };
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(250, left));
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      if (await check()) return { timedOut: false };
      if (onTick && Date.now() - lastTick >= 1_000) {
        lastTick = Date.now();
        onTick(lastTick - started);
      }
    }
  } finally {
    for (const w of watchers) w.close();
  }
}
