import { mkdirp } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { loadTask, sandboxRequest, taskSandbox, type Task } from "../grade/index.js";
import type { Env } from "../paths/index.js";
import { writeAtomic, ioError, newJobId, type JobId, type Job, LedgerWriter, jobsRoot, isTerminal } from "./ledger/index.js";
import { requireLocalRoute } from "./locality.js";
import { routeTier } from "../setup/index.js";
import { preflight, type EffectiveRoute } from "./preflight.js";
import { resolveRoute, resolveSlots } from "./route.js";
import { resolveQueueMinutes } from "./budget.js";
import { startDriving } from "./host-client.js";
import { progressEntry, verdictEntry, type JobEntry } from "./report.js";
import { waitUntil } from "./watch.js";

/**
 * Dispatch: check the spec (schema and rules — fast, no checks run), check that the job could
 * run at all (a model route and the installed worker agent: `preflight`), let the caller's gate
 * admit it, then write the job as `validating` and hand it to the state folder's driver host
 * (src/jobs/host.ts; started if none runs), which runs the
 * grader's baseline validation and everything after. Returns in well under a second; the caller
 * follows with `wait`. A refusal creates no job.
 */

/**
 * A gate the caller puts before the job is recorded (the self-build's, from src/selftest): it
 * throws to refuse, or returns a note recorded with the dispatch (e.g. why it was forced).
 */
export type AdmitGate = (what: { readonly task: Task; readonly route: EffectiveRoute }) => Promise<{ readonly note?: string } | void>;

export interface DispatchOptions {
  readonly taskFile: string;
  readonly cwd: string;
  readonly env: Env;
  /** Override the slot count for this job (else OCW_SLOTS, the active target's, its pack's, 1). */
  readonly slots?: number;
  /** The plugin root holding `packs/`, whose pack for the route may declare the slot count. */
  readonly root?: string;
  /** Minutes the job may wait for a slot before it ends `queue_timeout` (else OCW_QUEUE_MINUTES, 60). */
  readonly queueMinutes?: number;
  readonly admit?: AdmitGate;
}

export interface DispatchReport {
  readonly job: JobId;
  readonly revision: number;
  readonly state: Job["state"];
  readonly route: Job["route"] | null;
  readonly dir: string;
}

const DEFAULT_MINUTES = 20;

export async function dispatch(opts: DispatchOptions): Promise<DispatchReport> {
  if (opts.slots !== undefined && (!Number.isInteger(opts.slots) || opts.slots < 1)) {
    throw new OcwError(ErrorCode.InvalidInput, `Expected slots to be a positive integer, got ${opts.slots}`);
  }
  const task = await loadTask(opts.taskFile, { cwd: opts.cwd });
  // A sandbox required (OCW_REQUIRE_SANDBOX=1, --require-sandbox, containment.require) and missing refuses before a job is recorded.
  const sandbox = sandboxRequest(opts.env);
  if (sandbox.require || task.spec.containment?.require) await taskSandbox(task, opts.env.PATH, sandbox);
  const root = jobsRoot(opts.env);
  await mkdirp(root).catch((e: unknown) => {
    throw ioError(root, e);
  });
  const id = newJobId();
  const resolved = await resolveRoute(task.spec.model, opts.env);
  // Which tier the job goes to (read once), and for local-only data the evidence that let it through: `result` shows both.
  const tiered = resolved ? { ...resolved, tier: (await routeTier(resolved.model, opts.env)).tier } : undefined;
  const locality = task.spec.data === "local-only" ? await requireLocalRoute(tiered, opts.env) : undefined;
  const route = tiered ? { ...tiered, ...(locality ? { locality } : {}) } : undefined;
  const queueMinutes = resolveQueueMinutes(opts.env, opts.queueMinutes);
  const slots = await resolveSlots(opts.env, { ...(opts.slots !== undefined ? { explicit: opts.slots } : {}), ...(route ? { route: route.model } : {}), ...(opts.root ? { root: opts.root } : {}) });
  const effective = await preflight(opts.env, route);
  const admitted = await opts.admit?.({ task, route: effective });
  const gate = admitted?.note ? { gate: admitted.note } : {};
  const now = new Date().toISOString();
  const job: Job = {
    $schema: "urn:opencode-worker:schema:job:1",
    id,
    revision: 0,
    state: "validating",
    createdAt: now,
    updatedAt: now,
    taskFile: task.file,
    workspace: task.spec.workspace,
    objective: task.spec.objective,
    ...(route ? { route } : {}),
    slots: slots.n,
    slotsFrom: slots.from,
    budget: { minutes: task.spec.budget?.minutes ?? DEFAULT_MINUTES, ...(task.spec.budget?.steps ? { steps: task.spec.budget.steps } : {}), ...(task.spec.budget?.outputTokens ? { outputTokens: task.spec.budget.outputTokens } : {}), queueMinutes },
    pending: [],
  };
  const ledger = await LedgerWriter.create(root, job, [{ type: "dispatched", task: task.file, ...(route ? { route: route.model, routeSource: route.source } : {}), slots: slots.n, slotsFrom: slots.from, ...gate }]);
  await writeAtomic(ledger.paths.task, `${JSON.stringify(task.spec, null, 2)}\n`);
  await startDriving(root, [id], opts.env);
  return { job: id, revision: ledger.job.revision, state: ledger.job.state, route: route ?? null, dir: ledger.paths.dir };
}

/** How long dispatch waits for the baseline validation before returning anyway. */
export const SETTLE_MS = 40_000;

/** Dispatch's answer to Claude: the job once its checks were validated, with the cursor to wait from. */
export type DispatchEntry = JobEntry & { readonly cursor?: string };

/**
 * Dispatch, then wait (at most `settleMs`) until the driver has validated the task's checks on
 * the baseline: a task whose checks cannot tell built from not built comes back at once as an
 * `invalid_task` verdict instead of one wait later, and a valid one comes back `queued` or
 * running. The cursor covers what the entry shows (a permission request already waiting is in it).
 */
export async function dispatchSettled(opts: DispatchOptions, settleMs = SETTLE_MS): Promise<DispatchEntry> {
  const r = await dispatch(opts);
  const root = jobsRoot(opts.env);
  const { job } = await waitUntil(root, r.job, (j) => j.state !== "validating", settleMs);
  if (isTerminal(job.state)) return verdictEntry(root, job);
  return { ...progressEntry(job, job.pending), cursor: `${job.id}:${job.revision}` };
}
