import { ErrorCode, OcwError } from "../error.js";
import type { PermissionAsk, PermissionReply } from "../opencode/index.js";
import type { Env } from "../paths/index.js";
import { adoptOrphans, orphaned } from "./adopt.js";
import { parseJobId, type JobId, post, isEvent, isTerminal, refOf, type EventOf, type EventType, type Job, type JobEvent, readEvents, readJob, jobPaths, jobsRoot } from "./ledger/index.js";
import { waitUntil } from "./watch.js";
import { pidAlive } from "../durable/index.js";
import { readFile } from "node:fs/promises";
import { DRIVER_ARG } from "./spawn.js";
import { drivenNow } from "./host-client.js";

/**
 * The client operations on one job: wait, permit, steer, cancel. Clients never write the job;
 * they read the ledger and post to the inbox, then watch the ledger for the driver's answer
 * (an event naming their message). Each call first re-adopts the job if its driver died.
 */

/** The longest a call may block: Claude Code backgrounds MCP calls after 120 s. */
export const MAX_WAIT_MS = 50_000;

export interface WaitReport {
  readonly job: JobId;
  readonly revision: number;
  readonly state: Job["state"];
  readonly terminal: boolean;
  readonly timedOut: boolean;
  readonly events: readonly JobEvent[];
  readonly pending: readonly PermissionAsk[];
  readonly milestone: string | null;
}

/** Resolve the jobs root and the id, and re-adopt the job if its driver died. */
export async function openJob(env: Env, idText: string): Promise<{ root: string; id: JobId; job: Job }> {
  const root = jobsRoot(env);
  const id = parseJobId(idText);
  const job = await readJob(root, id);
  await adoptOrphans(root, env, id);
  return { root, id, job };
}

/** Block until the revision moves past `after` (or `timeoutMs`, at most 50 s). */
export async function waitJob(env: Env, idText: string, after: number, timeoutMs: number, onTick?: (job: Job, elapsedMs: number) => void): Promise<WaitReport> {
  if (!Number.isInteger(after) || after < 0) throw new OcwError(ErrorCode.InvalidInput, `Expected after_revision to be a non-negative integer, got ${after}`);
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0 || timeoutMs > MAX_WAIT_MS) throw new OcwError(ErrorCode.InvalidInput, `Expected the timeout to be between 0 and ${MAX_WAIT_MS / 1000} s, got ${timeoutMs / 1000} s; wait again to keep waiting`);
  const { root, id, job: first } = await openJob(env, idText);
  if (after > first.revision) {
    throw new OcwError(ErrorCode.InvalidInput, `revision ${after} is ahead of job ${id} (now at revision ${first.revision}); it is from another job or a stale client — wait with after_revision ${first.revision}`, { data: { job: id, revision: first.revision } });
  }
  const { job, timedOut } = await waitUntil(root, id, (j) => j.revision > after, timeoutMs, onTick);
  return {
    job: id,
    revision: job.revision,
    state: job.state,
    terminal: isTerminal(job.state),
    timedOut,
    events: await readEvents(root, id, after).then((es) => es.filter((e) => e.rev <= job.revision)),
    pending: job.pending,
    milestone: job.milestone ?? null,
  };
}

/**
 * How long `permit` waits at most for the driver to apply an answer. The wait is on our own
 * driver, not the model, so it is judged by the driver being alive: it ends as soon as the
 * driver answers, ends the job or dies (a new driver applies the message), and this bound only
 * keeps the call inside the ~50 s an MCP call may take.
 */
const APPLY_BOUND_MS = 45_000;

/** Wait for the driver's event about inbox message `ref`, while the job's driver lives (at most `boundMs`). */
async function answerTo<T extends EventType>(env: Env, root: string, id: JobId, ref: string, types: readonly T[], boundMs: number): Promise<EventOf<T> | undefined> {
  let found: EventOf<T> | undefined;
  const answers = (e: JobEvent): e is EventOf<T> => refOf(e) === ref && (types as readonly EventType[]).includes(e.type);
  const test = async (): Promise<boolean> => {
    found = (await readEvents(root, id)).find(answers);
    return found !== undefined;
  };
  const deadline = Date.now() + boundMs;
  for (;;) {
    if (await test()) return found;
    const job = await readJob(root, id);
    if (isTerminal(job.state)) return (await test()) ? found : undefined;
    // The driver died before it got to the message: the message stays in the inbox for the next one.
    if (await orphaned(root, job)) {
      await adoptOrphans(root, env, id);
      return undefined;
    }
    if (Date.now() >= deadline) return undefined;
    await waitUntil(root, id, (j) => j.revision !== job.revision, Math.min(1_000, deadline - Date.now()));
  }
}

export interface PermitReport {
  readonly job: JobId;
  readonly request: string;
  readonly reply: PermissionReply;
  /** applied: the driver passed it to the worker; queued: it waits in the job's inbox for the job's (next) driver. */
  readonly status: "applied" | "queued";
  readonly revision: number;
}

/** Answer a waiting permission request; returns once the driver applied it (or it is safely queued). */
export async function permit(env: Env, idText: string, request: string, reply: string, message?: string): Promise<PermitReport> {
  if (reply !== "once" && reply !== "always" && reply !== "reject") throw new OcwError(ErrorCode.InvalidInput, `Expected the reply to be once, always or reject, got "${reply}"`);
  const { root, id, job } = await openJob(env, idText);
  if (!job.pending.some((p) => p.id === request)) {
    const answered = (await readEvents(root, id)).filter(isEvent("permission.answered")).find((e) => e.request === request);
    if (answered) throw new OcwError(ErrorCode.InvalidInput, `permission request ${request} of ${id} was already answered (${answered.reply} by ${answered.by}); nothing to do`, { data: { job: id, request } });
    const waiting = job.pending.map((p) => p.id);
    throw new OcwError(ErrorCode.NotFound, `job ${id} has no permission request ${request}; ${waiting.length ? `waiting: ${waiting.join(", ")}` : `none is waiting (state ${job.state})`}`, { data: { job: id, request, waiting } });
  }
  const ref = await post(jobPaths(root, id).inbox, { type: "permit", request, reply, ...(message ? { message } : {}) });
  const answer = await answerTo(env, root, id, ref, ["permit.applied", "inbox.rejected"], APPLY_BOUND_MS);
  if (answer?.type === "inbox.rejected") {
    throw new OcwError(ErrorCode.InvalidInput, `permission request ${request} of ${id} could not be answered: ${answer.error}`, { data: { job: id, request } });
  }
  const now = await readJob(root, id);
  return { job: id, request, reply, status: answer ? "applied" : "queued", revision: now.revision };
}

export interface SteerReport {
  readonly job: JobId;
  /** Always `sent`: the correction is in the job's inbox; the driver's receipts come through wait. */
  readonly receipt: "sent";
  readonly revision: number;
}

/**
 * Send a correction into the running worker. Returns at once: reaching the model waits on the
 * model's next request, so the receipts (delivered, acknowledged, fell_back, not_delivered)
 * come later through wait, never by blocking this call.
 */
export async function steer(env: Env, idText: string, text: string): Promise<SteerReport> {
  if (!text.trim()) throw new OcwError(ErrorCode.InvalidInput, "the steering text is empty; say what the worker should do differently");
  const { root, id, job } = await openJob(env, idText);
  if (isTerminal(job.state)) throw new OcwError(ErrorCode.InvalidInput, `job ${id} is ${job.state}; a finished job cannot be steered — dispatch a new task with the correction in its objective`, { data: { job: id, state: job.state } });
  await post(jobPaths(root, id).inbox, { type: "steer", text });
  return { job: id, receipt: "sent", revision: (await readJob(root, id)).revision };
}

export interface CancelReport {
  readonly job: JobId;
  readonly state: Job["state"];
  readonly revision: number;
  /** False when the job had already finished. */
  readonly cancelled: boolean;
}

/** Abort the worker and end the job `cancelled`; waits (bounded) until the driver has. */
export async function cancel(env: Env, idText: string, timeoutMs = 30_000): Promise<CancelReport> {
  const { root, id, job } = await openJob(env, idText);
  if (isTerminal(job.state)) return { job: id, state: job.state, revision: job.revision, cancelled: false };
  await post(jobPaths(root, id).inbox, { type: "cancel" });
  const { job: after } = await waitUntil(root, id, (j) => isTerminal(j.state), Math.min(timeoutMs, MAX_WAIT_MS));
  return { job: id, state: after.state, revision: after.revision, cancelled: after.state === "cancelled" };
}

/**
 * Wait until the driver that ended a job has exited: it writes the verdict, then releases its
 * slot, connection and lock. Callers that promise to leave nothing running (the self-build, the
 * demo) wait for this; it is judged by the process being alive, bounded by `boundMs`.
 */
export async function driverExited(env: Env, idText: string, boundMs = 30_000): Promise<boolean> {
  const root = jobsRoot(env);
  const id = parseJobId(idText);
  const job = await readJob(root, id);
  const deadline = Date.now() + boundMs;
  // A driver host lives on after the job (it drives others): the job's lock tells when it is done with this one. A driver of the job's own exits after that.
  const own = job.driver?.pid !== undefined && (await ownDriver(job.driver.pid, id));
  for (;;) {
    const alive = (await drivenNow(root, id)) || (own && pidAlive(job.driver!.pid));
    if (!alive) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether `pid` is a driver process of job `id` alone (not a host, not a reused pid). */
async function ownDriver(pid: number, id: string): Promise<boolean> {
  const cmd = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  if (cmd === undefined) return process.platform !== "linux" && pidAlive(pid);
  return cmd.includes(id) && (cmd.includes(DRIVER_ARG) || cmd.includes("drive-main"));
}
