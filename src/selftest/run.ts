import { mkdir, statfs } from "node:fs/promises";
import { join } from "node:path";
import { judgeClaim, parseClaim, reasonFor, type ReasonCode, type Verdict } from "../grade/index.js";
import { cancel, dispatch, driverExited, isTerminal, jobResult, permit, waitJob, type JobId } from "../jobs/index.js";
import type { Env } from "../paths/index.js";
import { materialize, LIAR, LIAR_SCRIPT, RUNGS, scriptName, type Rung } from "./ladder.js";
import { cannotCount } from "./outcome.js";
import { decide } from "./policy.js";
import { tally } from "./summary.js";

/**
 * Run the ladder through the real jobs layer: one job per rung and sample, dispatched in the
 * ladder's order with no more in flight than the target has slots (a job is dispatched only once
 * the ladder has read the verdict of one before it, so a rung that decides the outcome is seen
 * before a rung above it can reach the model), permissions answered by the ladder's policy, each
 * job followed to its verdict.
 *
 * The ladder stops once its outcome is known. The gate reads rungs in order and stops at the
 * first that cannot count as built, so when the finished samples of rung k already say rung k
 * cannot (a lie, a sample not run, more failures than BUILT_SHARE allows), no rung above k can
 * change the outcome: their jobs are cancelled, those not yet dispatched never are, and each
 * ends not run with `stoppedBy: k`. On a weak model each of those is minutes of the model's
 * slot spent on a result nobody reads. Rungs below k go on (they may still lower the outcome);
 * the demo's liar is never stopped (it is the show).
 */

export interface LadderRun {
  readonly rung: number;
  readonly name: string;
  readonly sample: number;
  /** True for the demo's deliberately lying worker. */
  readonly liar: boolean;
  readonly job: JobId | null;
  readonly verdict: "built" | "honest-failure";
  /**
   * False when the rung was not measured: it never reached the worker or its grading could not
   * verify (infra, the model unreachable, a timeout, cancelled — see NOT_RUN). Such a rung is
   * never counted as the worker's failure.
   */
  readonly ran: boolean;
  /** The worker's claim against the verdict: true matches, false contradicts, null no claim (or did not run). */
  readonly honest: boolean | null;
  readonly claim: string | null;
  readonly reasons: readonly { readonly code: ReasonCode; readonly message: string }[];
  readonly wallMs: number;
  readonly evidence: string | null;
  /**
   * How the job's checks were contained, from its grading record (`bwrap` with its limits, or
   * `none` with why and how to get bubblewrap); absent when the job was never graded.
   */
  readonly containment?: Verdict["containment"];
  /**
   * Set when the ladder stopped this sample because rung `stoppedBy` had already decided the
   * outcome: not run, not a sample of its rung, no verdict on the worker either way.
   */
  readonly stoppedBy?: number;
}

export type LadderEvent =
  | { readonly type: "dispatched"; readonly rung: number; readonly sample: number; readonly liar: boolean; readonly job: JobId }
  | { readonly type: "state"; readonly rung: number; readonly sample: number; readonly liar: boolean; readonly state: string; readonly milestone: string | null }
  | { readonly type: "permission"; readonly rung: number; readonly sample: number; readonly liar: boolean; readonly what: string; readonly reply: string }
  | { readonly type: "done"; readonly run: LadderRun };

export interface LadderOptions {
  readonly env: Env;
  readonly cwd: string;
  /** Where the fixtures go (a fresh folder per run). */
  readonly dir: string;
  readonly model?: string;
  readonly slots: number;
  /** Samples per rung (pack earn runs more than one). */
  readonly samples?: number;
  /** Play the built-in replay scripts (the target is the replay model). */
  readonly replay?: boolean;
  /** Add the lying worker (demo). Needs replay. */
  readonly liar?: boolean;
  readonly rungs?: readonly Rung[];
  readonly minutes?: number;
  /** Each rung's runaway limit (budget.outputTokens); default LADDER_OUTPUT_TOKENS. */
  readonly outputTokens?: number;
  /**
   * How to run `ocw` against the state the ladder uses, for the hints in messages: a pack build
   * or the demo runs in its own OCW_HOME (`OCW_HOME=<dir> ocw`). Default `ocw`.
   */
  readonly ocw?: string;
  readonly onEvent?: (e: LadderEvent) => void;
  /**
   * Ends the ladder early (Ctrl-C, a signal): every job dispatched is cancelled and followed to
   * its end, its driver waited for, and rungs not yet dispatched are not; each such rung ends
   * `cancelled` (not run).
   */
  readonly signal?: AbortSignal;
  /**
   * Run every rung to its end even once the outcome is known: what each rung does, not only the
   * gate (the real-model bench). The outcome is the same; it costs the rungs above the one that decided.
   */
  readonly full?: boolean;
}

/**
 * Reason codes that mean the rung was not measured, not that the worker failed it: the grader or
 * the jobs layer could not verify (infra), the model did not answer, the job was cancelled, the
 * served model was another one (route_mismatch), or the ladder's own task did not validate on
 * this machine (invalid_task). An error thrown before a job ran gets its code from the same map
 * as a job's (`reasonFor`, stage `rung`).
 */
export const NOT_RUN: ReadonlySet<ReasonCode> = new Set<ReasonCode>(["infra", "model_unreachable", "tier_exhausted", "cancelled", "route_mismatch", "invalid_task"]);

interface Planned {
  readonly rung: Rung;
  readonly sample: number;
  readonly liar: boolean;
  readonly script?: string;
}

export async function runLadder(opts: LadderOptions): Promise<LadderRun[]> {
  const rungs = opts.rungs ?? RUNGS;
  const samples = opts.samples ?? 1;
  const plan: Planned[] = [];
  for (const rung of rungs) for (let s = 1; s <= samples; s++) plan.push({ rung, sample: s, liar: false, ...(opts.replay ? { script: scriptName(rung.rung) } : {}) });
  if (opts.liar) {
    const rung = rungs.find((r) => r.rung === LIAR.rung) ?? RUNGS.find((r) => r.rung === LIAR.rung)!;
    plan.push({ rung, sample: 1, liar: true, script: LIAR_SCRIPT });
  }
  const jobs = new Set<JobId>();
  const early = new EarlyStop(opts.env, samples, () => opts.signal?.aborted === true, opts.full === true);
  const room = new Room(Math.max(1, opts.slots));
  const stop = () => {
    for (const job of jobs) void stopJob(opts.env, job);
  };
  opts.signal?.addEventListener("abort", stop, { once: true });
  // Each job is dispatched once the one before it has left validation and taken its place in the queue.
  const turns = plan.map(() => {
    let release!: () => void;
    const done = new Promise<void>((r) => (release = r));
    return { done, release };
  });
  try {
    return await Promise.all(plan.map((p, i) => runOne(p, opts, { jobs, early, room, after: i > 0 ? turns[i - 1]!.done : Promise.resolve(), release: turns[i]!.release })));
  } finally {
    opts.signal?.removeEventListener("abort", stop);
  }
}

/**
 * The ladder's own count of jobs in flight, one per slot. The scheduler would queue the rest, but
 * a queued job starts the moment a slot is free — before the ladder has read the verdict that
 * frees it and may have decided the outcome — and its worker's first request is then spent on a
 * rung nobody will read.
 */
class Room {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  async take(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return;
    }
    await new Promise<void>((r) => this.#waiting.push(r));
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free++;
  }
}

/** Cancel a job the ladder started; the rung's own loop follows it to its end and waits for its driver. */
async function stopJob(env: Env, job: JobId): Promise<void> {
  await cancel(env, job).catch(() => undefined);
}

/** Which rung has decided the outcome, from the samples finished so far, and the jobs above it cut because of that. */
class EarlyStop {
  /** The lowest rung whose finished samples mean it cannot count as built. */
  #decided: number | undefined;
  readonly #finished = new Map<number, LadderRun[]>();
  readonly #live = new Map<JobId, number>();
  /** Jobs cancelled because a rung below decided the outcome, and which rung. */
  readonly #cut = new Map<JobId, number>();

  constructor(
    readonly env: Env,
    readonly samples: number,
    readonly interrupted: () => boolean,
    /** Never stop early (LadderOptions.full). */
    readonly full = false,
  ) {}

  /** The rung that decided the outcome when `rung` is above it: the sample need not run. */
  above(rung: number): number | undefined {
    return this.#decided !== undefined && rung > this.#decided ? this.#decided : undefined;
  }

  /** A measured sample's job is live; one dispatched just as a lower rung decided is cut at once. */
  started(job: JobId, rung: number): void {
    this.#live.set(job, rung);
    const by = this.above(rung);
    if (by !== undefined) this.#stop(job, by);
  }

  /** The rung that decided the outcome when this ladder cancelled `job` for it. */
  cutBy(job: JobId): number | undefined {
    return this.#cut.get(job);
  }

  finished(run: LadderRun): void {
    if (run.job) this.#live.delete(run.job);
    // An interruption cancels everything anyway; a sample stopped early measured nothing.
    if (this.full || run.liar || run.stoppedBy !== undefined || this.interrupted()) return;
    const done = [...(this.#finished.get(run.rung) ?? []), run];
    this.#finished.set(run.rung, done);
    if (!cannotCount(tally(done)[0]!, this.samples)) return;
    if (this.#decided !== undefined && this.#decided <= run.rung) return;
    this.#decided = run.rung;
    for (const [job, rung] of this.#live) if (rung > run.rung && !this.#cut.has(job)) this.#stop(job, run.rung);
  }

  #stop(job: JobId, by: number): void {
    this.#cut.set(job, by);
    void stopJob(this.env, job);
  }
}

/** How long a job the ladder cancelled may take to end before the ladder stops waiting for it. */
const CANCEL_GRACE_MS = 60_000;

const unendedReason = (job: JobId): { code: ReasonCode; message: string } => ({
  code: "cancelled",
  message: `not run: job ${job} was cancelled and did not end within ${CANCEL_GRACE_MS / 1000} s (its driver could not record its end; \`ocw watch ${job}\` shows its last events), so the ladder stopped waiting and stopped its driver`,
});

/** Less free space than this on the disk of the ladder's state is a full disk: no job there can go on. */
const FULL_BELOW_BYTES = 128 << 10;

async function freeBytes(dir: string): Promise<number | undefined> {
  const s = await statfs(dir).catch(() => undefined);
  return s ? s.bavail * s.bsize : undefined;
}

const diskFullReason = (dir: string, free: number): { code: ReasonCode; message: string } => ({
  code: "infra",
  message: `not run: the disk is full (${Math.floor(free / 1024)} KiB free where ${dir} is), so the job could neither go on (OpenCode cannot store its session) nor record its end; free some space and run again`,
});

const stoppedReason = (by: number): { code: ReasonCode; message: string } => ({
  code: "cancelled",
  message: `not run: the ladder stopped early, as rung ${by} had already decided the outcome and no rung above it can change it`,
});

interface Shared {
  readonly jobs: Set<JobId>;
  readonly early: EarlyStop;
  readonly room: Room;
  /** Resolves when the job before this one is in the queue (or ended). */
  readonly after: Promise<void>;
  /** Lets the next job dispatch. */
  readonly release: () => void;
}

async function runOne(p: Planned, opts: LadderOptions, shared: Shared): Promise<LadderRun> {
  const held = { room: false };
  const run = await runSample(p, opts, shared, held).finally(shared.release);
  shared.early.finished(run);
  if (held.room) shared.room.give();
  opts.onEvent?.({ type: "done", run });
  return run;
}

async function runSample(p: Planned, opts: LadderOptions, { jobs, early, room, after, release }: Shared, held: { room: boolean }): Promise<LadderRun> {
  const started = Date.now();
  const tag = { rung: p.rung.rung, sample: p.sample, liar: p.liar };
  const dir = join(opts.dir, `${p.liar ? "liar" : `rung-${p.rung.rung}`}-${p.sample}`);
  const base = { rung: p.rung.rung, name: p.rung.name, sample: p.sample, liar: p.liar };
  let job: JobId | null = null;
  const notRun = (reason: { code: ReasonCode; message: string }, extra: Partial<LadderRun> = {}): LadderRun => ({
    ...base,
    job,
    verdict: "honest-failure",
    ran: false,
    honest: null,
    claim: null,
    reasons: [reason],
    wallMs: Date.now() - started,
    evidence: null,
    ...extra,
  });
  try {
    await mkdir(dir, { recursive: true });
    const { taskFile } = await materialize(p.rung, {
      dir,
      ...(opts.model ? { model: opts.model } : {}),
      ...(p.script ? { replayScript: p.script } : {}),
      minutes: opts.minutes ?? 10,
      steps: 60,
      ...(opts.outputTokens ? { outputTokens: opts.outputTokens } : {}),
    });
    await after;
    await room.take();
    held.room = true;
    // Interrupted before this rung was dispatched: it never ran, as a job cancelled in its queue.
    if (opts.signal?.aborted) return notRun(reasonFor({ kind: "cancelled", queued: true }));
    const decided = p.liar ? undefined : early.above(p.rung.rung);
    if (decided !== undefined) return notRun(stoppedReason(decided), { stoppedBy: decided });
    const d = await dispatch({ taskFile, cwd: opts.cwd, env: opts.env, slots: opts.slots });
    job = d.job;
    jobs.add(job);
    if (!p.liar) early.started(job, p.rung.rung);
    // An interruption that came while this job was being dispatched found no job to cancel.
    if (opts.signal?.aborted) void stopJob(opts.env, job);
    opts.onEvent?.({ type: "dispatched", ...tag, job });
    let revision = d.revision;
    let lastState = "";
    const answered = new Set<string>();
    let stopAskedAt: number | undefined;
    let fullLooks = 0;
    for (;;) {
      // A full disk keeps a job from going on (OpenCode cannot store its session) and from
      // recording its end: the ladder stops waiting once the disk was full at two looks in a row.
      const free = await freeBytes(dir);
      fullLooks = free !== undefined && free < FULL_BELOW_BYTES ? fullLooks + 1 : 0;
      if (fullLooks >= 2) {
        void stopJob(opts.env, job);
        return notRun(diskFullReason(dir, free!));
      }
      // A job this ladder cancelled has a bounded time to end: a driver that cannot record its end
      // (a full disk) must not keep the ladder, and whoever runs it, waiting for ever.
      if (opts.signal?.aborted || early.cutBy(job) !== undefined) stopAskedAt ??= Date.now();
      const grace = stopAskedAt === undefined ? 30_000 : CANCEL_GRACE_MS - (Date.now() - stopAskedAt);
      if (grace <= 0) {
        const by = early.cutBy(job);
        return notRun(unendedReason(job), by === undefined ? {} : { stoppedBy: by });
      }
      const w = await waitJob(opts.env, job, revision, Math.min(fullLooks > 0 ? 5_000 : 30_000, grace));
      revision = w.revision;
      if (w.state !== "validating") release();
      if (w.state !== lastState || w.milestone) {
        lastState = w.state;
        opts.onEvent?.({ type: "state", ...tag, state: w.state, milestone: w.milestone });
      }
      for (const ask of w.pending) {
        if (answered.has(ask.id)) continue;
        answered.add(ask.id);
        const d = decide(ask);
        opts.onEvent?.({ type: "permission", ...tag, what: `${ask.permission} ${ask.patterns.join(" ")}`.trim(), reply: d.reply });
        await permit(opts.env, job, ask.id, d.reply, d.message).catch(() => undefined);
      }
      if (w.terminal || isTerminal(w.state)) break;
    }
    // The ladder leaves nothing running: the driver is still releasing its slot and lock.
    await driverExited(opts.env, job);
    const r = await jobResult(opts.env, job);
    // Cut because a lower rung decided the outcome (a job that ended on its own first keeps its verdict); its claim, if it made one, is still told.
    const cutBy = early.cutBy(job);
    if (cutBy !== undefined && r.state === "cancelled") return notRun(stoppedReason(cutBy), { claim: r.claim, evidence: r.evidence.verdict, stoppedBy: cutBy });
    const verdict = r.verdict === "built" ? "built" : "honest-failure";
    const reasons = (r.reasons ?? []).map((x) => pointed(x, opts.ocw));
    const ran = verdict === "built" || !reasons.some((x) => NOT_RUN.has(x.code));
    return {
      ...base,
      job,
      verdict,
      ran,
      honest: ran ? (r.detail ? r.detail.honest : judgeClaim(parseClaim(r.claim ?? undefined).value, verdict)) : null,
      claim: r.claim,
      reasons,
      wallMs: Date.now() - started,
      evidence: r.evidence.verdict,
      // Verdicts written before containment have none.
      ...(r.detail?.containment ? { containment: r.detail.containment } : {}),
    };
  } catch (e) {
    // A rung that could not even run was not measured: never a crash of the ladder, never the worker's failure.
    if (job && (opts.signal?.aborted || early.cutBy(job) !== undefined)) await driverExited(opts.env, job).catch(() => undefined);
    return notRun(pointed(reasonFor({ kind: "error", stage: "rung", error: e }), opts.ocw));
  }
}

/** Hints in messages name `ocw …` commands; point them at the state the ladder really uses. */
function pointed(r: { readonly code: ReasonCode; readonly message: string }, ocw: string | undefined): { code: ReasonCode; message: string } {
  const message = ocw && ocw !== "ocw" ? r.message.replace(/(?<![\w=/-])ocw (?=opencode |setup |selftest|jobs |result )/g, `${ocw} `) : r.message;
  return { code: r.code, message };
}
