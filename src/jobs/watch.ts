import { watch, type FSWatcher } from "node:fs";
import type { JobId } from "./id.js";
import type { Job } from "./job.js";
import { readJob } from "./ledger.js";
import { jobPaths } from "./paths.js";

/**
 * Wait until `done(job)` holds or `timeoutMs` passes: woken by a file event on the job folder
 * (job.json is replaced by rename, which the folder watch reports at once), with a 250 ms poll
 * as the fallback for file systems that do not report. `onTick` is called about once a second
 * (MCP progress notifications).
 */
export async function waitUntil(root: string, id: JobId, done: (job: Job) => boolean, timeoutMs: number, onTick?: (job: Job, elapsedMs: number) => void): Promise<{ job: Job; timedOut: boolean }> {
  const started = Date.now();
  let job = await readJob(root, id);
  if (done(job)) return { job, timedOut: false };
  let watcher: FSWatcher | undefined;
  let wake: () => void = () => undefined;
  try {
    watcher = watch(jobPaths(root, id).dir, () => wake());
  } catch {
    watcher = undefined;
  }
  let lastTick = started;
  try {
    for (;;) {
      const left = timeoutMs - (Date.now() - started);
      if (left <= 0) return { job, timedOut: true };
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(250, left));
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      job = await readJob(root, id).catch(() => job);
      if (done(job)) return { job, timedOut: false };
      if (onTick && Date.now() - lastTick >= 1_000) {
        lastTick = Date.now();
        onTick(job, lastTick - started);
      }
    }
  } finally {
    watcher?.close();
  }
}
