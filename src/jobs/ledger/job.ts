import type { Reason, VerdictStatus } from "../../grade/index.js";
import type { PermissionAsk, Tokens } from "../../opencode/index.js";
import type { JobId } from "./id.js";

/**
 * The job record (`job.json`, schema protocol/schemas/job.schema.json; its events are in
 * events.ts). The driver is the only writer; every change bumps `revision`, and each event
 * carries the revision that announced it, so a client holding revision N asks for exactly what
 * happened after N.
 */

export const JOB_STATES = ["validating", "queued", "starting", "running", "needs_permission", "grading", "built", "honest-failure", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Where a job's slot count came from, in precedence order. */
export const SLOT_SOURCES = ["flag", "env", "target", "pack", "default"] as const;
export type SlotSource = (typeof SLOT_SOURCES)[number];

export const TERMINAL: ReadonlySet<JobState> = new Set(["built", "honest-failure", "cancelled"]);

export function isTerminal(state: JobState): boolean {
  return TERMINAL.has(state);
}

export interface Usage {
  readonly tokens: Tokens;
  readonly cost: number;
  readonly steps: number;
  /** Steps the engine reported no usage for (cut off before the stream's last chunk); absent in jobs recorded before it was counted. */
  readonly unreported?: number;
}

export interface Job {
  readonly $schema: "urn:opencode-worker:schema:job:1";
  readonly id: JobId;
  readonly revision: number;
  readonly state: JobState;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly endedAt?: string;
  /** The task spec file as the caller named it. */
  readonly taskFile: string;
  readonly workspace: string;
  readonly objective: string;
  /** The pinned route, once resolved, and where it came from. */
  readonly route?: {
    readonly model: string;
    readonly source: "spec" | "env" | "target" | "opencode";
    /** The tier it goes to (its provider decides: local, hosted-free, hosted-subscription, metered). */
    readonly tier?: "local" | "hosted-free" | "hosted-subscription" | "metered";
    /** For local-only data: what the locality check saw when it let the job through. */
    readonly locality?: {
      readonly checkedAt: string;
      readonly url: string;
      readonly addresses: readonly string[];
      readonly engine?: string;
      readonly conditions: readonly { readonly name: string; readonly ok: boolean; readonly detail: string }[];
    };
  };
  /** Slots this job's target allows at once. */
  readonly slots: number;
  /** Who set `slots`: the dispatch flag, OCW_SLOTS, the active target, the target's pack, or the default of 1. */
  readonly slotsFrom?: SlotSource;
  /**
   * `minutes` and `steps` bound the worker: the minutes count from `startedAt`, never from
   * dispatch. `queueMinutes` bounds the wait for a slot on its own (reason `queue_timeout`).
   */
  readonly budget: { readonly minutes: number; readonly steps?: number; readonly outputTokens?: number; readonly queueMinutes?: number };
  /** When the job was validated and joined the queue for a slot. */
  readonly queuedAt?: string;
  /** When it left the queue (its slot granted): the worker's clock starts here; a re-adopted driver keeps it. */
  readonly startedAt?: string;
  /** How long it waited for a slot (`startedAt - queuedAt`). */
  readonly queuedMs?: number;
  readonly baseline?: { readonly commit: string; readonly head: string | null };
  /** The workspace's environment validation prepared for the baseline (src/environment): its store key, given to the slot and the grading copies. */
  readonly environment?: { readonly key: string; readonly source: "captured" | "built"; readonly paths: readonly string[]; readonly secretsToWorker: boolean };
  readonly driver?: { readonly pid: number; readonly startedAt: string; readonly adoptions: number };
  /**
   * The directory the worker works in: a slot of the repository's pool (pool.ts). Absent in jobs
   * from before the pool, whose worker worked in `paths.worktree`: see `workerDir`.
   */
  readonly workdir?: string;
  /** `after`: a rework in the previous attempt's session — the last message before this attempt's prompt. */
  readonly session?: { readonly id: string; readonly server: string; readonly after?: string };
  /**
   * A rework (`continue`): this job is attempt `n` of the task first dispatched as `first`, sent
   * back from `previous` with `text`. It starts from `from` (the previous attempt's result commit)
   * in the previous attempt's slot and session (`workdir`, `session`) where they are still there.
   */
  readonly attempt?: {
    readonly n: number;
    readonly first: JobId;
    readonly previous: JobId;
    readonly from: string;
    readonly text: string;
    readonly workdir?: string;
    readonly session?: { readonly id: string; readonly server: string };
  };
  /** Permission requests waiting for an answer. */
  readonly pending: readonly PermissionAsk[];
  /**
   * Requests answered `always`, as exact keys (`bash node --test`): a later request for exactly
   * the same is approved once by the driver. OpenCode's own `always` would widen a command to
   * its prefix (`python3 *`); ocw keeps it to what the orchestrator saw.
   */
  readonly approved?: readonly string[];
  /** The last milestone line the worker wrote (`- added --times`). */
  readonly milestone?: string;
  readonly usage?: Usage;
  /** Once terminal: the verdict and its reasons. */
  readonly verdict?: VerdictStatus;
  readonly reasons?: readonly Reason[];
  /** The worker's RESULT line, if any. */
  readonly claim?: string | null;
  readonly evidence?: string;
}

/** Where the job's worker works (or worked): its leased pool slot, or the per-job worktree of older jobs. */
export function workerDir(job: Pick<Job, "workdir">, paths: { readonly worktree: string }): string {
  return job.workdir ?? paths.worktree;
}
