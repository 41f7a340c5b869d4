import { ErrorCode, OcwError } from "../error.js";
import { reasonFor, type Reason } from "../grade/index.js";
import type { Env } from "../paths/index.js";
import type { Job } from "./ledger/index.js";

/**
 * The two clocks of a job. The time budget measures the worker: it starts when the job leaves
 * the queue (`startedAt`), so a batch larger than the slot count does not eat the budgets of the
 * jobs that wait. The wait for a slot is bounded on its own by the queue deadline, and a job
 * that passes it ends `queue_timeout` — never reported as a worker that ran over.
 */

/** Minutes a job may wait for a slot before it ends `queue_timeout` (OCW_QUEUE_MINUTES, `--queue-minutes`). */
export const DEFAULT_QUEUE_MINUTES = 60;

/** The queue deadline for a new job: the explicit value > `OCW_QUEUE_MINUTES` > 60. */
export function resolveQueueMinutes(env: Env, explicit?: number): number {
  if (explicit !== undefined) {
    if (!Number.isFinite(explicit) || explicit <= 0) throw new OcwError(ErrorCode.InvalidInput, `Expected the queue deadline to be a positive number of minutes, got ${explicit}`);
    return explicit;
  }
  const text = env.OCW_QUEUE_MINUTES;
  if (text === undefined || text === "") return DEFAULT_QUEUE_MINUTES;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new OcwError(ErrorCode.InvalidInput, `Expected OCW_QUEUE_MINUTES to be a positive number of minutes, got "${text.slice(0, 40)}"; unset it for the default of ${DEFAULT_QUEUE_MINUTES}`);
  return n;
}

/** When the worker's time is up: `budget.minutes` after it left the queue (dispatch, for a job recorded before `startedAt` existed). */
export function budgetDeadline(job: Job): number {
  return Date.parse(job.startedAt ?? job.createdAt) + job.budget.minutes * 60_000;
}

/** When a job still waiting for a slot gives up. */
export function queueDeadline(job: Job): number {
  return Date.parse(job.queuedAt ?? job.createdAt) + (job.budget.queueMinutes ?? DEFAULT_QUEUE_MINUTES) * 60_000;
}

/** Time spent waiting for a slot: as recorded once the job started, counted live while it waits; undefined before it queued. */
export function queuedMs(job: Job, now = Date.now()): number | undefined {
  if (job.queuedMs !== undefined) return job.queuedMs;
  if (job.state !== "queued" || job.queuedAt === undefined) return undefined;
  return Math.max(0, now - Date.parse(job.queuedAt));
}

export function queueTimeoutReason(job: Job, now = Date.now()): Reason {
  const waitedMinutes = Math.round((now - Date.parse(job.queuedAt ?? job.createdAt)) / 60_000);
  const slots = `${job.slots} slot${job.slots === 1 ? "" : "s"}${job.slotsFrom ? ` (${job.slotsFrom})` : ""}`;
  return reasonFor({ kind: "queue", waitedMinutes, slots, deadlineMinutes: job.budget.queueMinutes ?? DEFAULT_QUEUE_MINUTES });
}
