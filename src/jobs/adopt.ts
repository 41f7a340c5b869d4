import { readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Env } from "../paths/index.js";
import { writeAtomic, type JobId, isTerminal, type Job, listJobIds, readJob, jobPaths } from "./ledger/index.js";
import { pidAlive } from "../durable/index.js";
import { spawnMarker } from "./spawn.js";
import { drivenNow, startDriving } from "./host-client.js";

/**
 * Re-adoption, done by every client call: a job that is not finished and whose driver is dead
 * (its driver host died, or was never started) is handed to the folder's driver host, starting
 * one if none runs; `drive` there reconciles it with OpenCode (finished turn → grade; still running →
 * re-attach; server gone → honest-failure `infra`). A just-dispatched job gets a few seconds
 * for its first driver to take the lock.
 */

const FIRST_DRIVER_GRACE_MS = 5_000;

/** True when the job needs a driver and has none alive. */
export async function orphaned(root: string, job: Job): Promise<boolean> {
  if (isTerminal(job.state)) return false;
  if (await drivenNow(root, job.id)) return false;
  if (await booting(root, job.id)) return false;
  if (job.driver === undefined && Date.now() - Date.parse(job.createdAt) < FIRST_DRIVER_GRACE_MS) return false;
  return true;
}

/** A driver started for the job is still alive but has not taken the lock yet (it is booting). */
async function booting(root: string, id: JobId): Promise<boolean> {
  const pid = Number((await readFile(spawnMarker(jobPaths(root, id).dir), "utf8").catch(() => "")).trim());
  if (!pidAlive(pid)) return false;
  // A reused pid is not our driver: its command line names the job (where /proc tells).
  const cmd = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  return cmd === undefined ? process.platform !== "linux" : cmd.includes(id);
}

/** Start a driver for every orphaned job (or only `only`); returns the ids adopted. */
export async function adoptOrphans(root: string, env: Env, only?: JobId): Promise<JobId[]> {
  const ids = only ? [only] : await listJobIds(root);
  const adopted: JobId[] = [];
  for (const id of ids) {
    const job = await readJob(root, id).catch(() => undefined);
    if (!job || !(await orphaned(root, job))) continue;
    if (!(await stat(jobPaths(root, id).dir).catch(() => undefined))) continue;
    await assertWritable(jobPaths(root, id).dir);
    adopted.push(id);
  }
  await startDriving(root, adopted, env);
  return adopted;
}

/**
 * A driver on a read-only or full state dir dies at its first ledger write, and its stderr (the
 * driver log) cannot be written either: without this check every client call would start
 * another doomed driver and the job would look stuck. Fail the call instead, naming the folder
 * and the fix; the job resumes at the first call after the disk is fixed.
 */
async function assertWritable(dir: string): Promise<void> {
  const probe = join(dir, ".adopt-probe");
  // As large as a job's biggest ledger writes: a disk with a few bytes free (a dead driver's lock
  // file released) would pass a tiny probe and still kill the next driver.
  await writeAtomic(probe, "x".repeat(64 * 1024), { what: "the job folder (checked before restarting its driver)" });
  await rm(probe, { force: true });
}
