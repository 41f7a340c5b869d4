import { stat } from "node:fs/promises";
import type { Env } from "../paths/index.js";
import type { JobId } from "./id.js";
import { isTerminal, type Job } from "./job.js";
import { listJobIds, readJob } from "./ledger.js";
import { holderPid, pidAlive } from "../durable/index.js";
import { jobPaths } from "./paths.js";
import { spawnDriver } from "./spawn.js";

/**
 * Re-adoption, done by every client call: a job that is not finished and whose driver is dead
 * gets a new driver, which reconciles it with OpenCode (finished turn → grade; still running →
 * re-attach; server gone → honest-failure `infra`). A just-dispatched job gets a few seconds
 * for its first driver to take the lock.
 */

const FIRST_DRIVER_GRACE_MS = 5_000;

/** True when the job needs a driver and has none alive. */
export async function orphaned(root: string, job: Job): Promise<boolean> {
  if (isTerminal(job.state)) return false;
  const holder = await holderPid(jobPaths(root, job.id).driverLock);
  if (holder !== undefined && pidAlive(holder)) return false;
  if (job.driver === undefined && Date.now() - Date.parse(job.createdAt) < FIRST_DRIVER_GRACE_MS) return false;
  return true;
}

/** Start a driver for every orphaned job (or only `only`); returns the ids adopted. */
export async function adoptOrphans(root: string, env: Env, only?: JobId): Promise<JobId[]> {
  const ids = only ? [only] : await listJobIds(root);
  const adopted: JobId[] = [];
  for (const id of ids) {
    const job = await readJob(root, id).catch(() => undefined);
    if (!job || !(await orphaned(root, job))) continue;
    if (!(await stat(jobPaths(root, id).dir).catch(() => undefined))) continue;
    spawnDriver(id, env, jobPaths(root, id).driverLog);
    adopted.push(id);
  }
  return adopted;
}
