import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { judgeClaim, parseClaim, reasonFor, type ReasonCode } from "../grade/index.js";
import { cancel, dispatch, driverExited, isTerminal, jobResult, permit, waitJob, type JobId } from "../jobs/index.js";
import type { Env } from "../paths/index.js";
import { materialize, LIAR, LIAR_SCRIPT, RUNGS, scriptName, type Rung } from "./ladder.js";
import { decide } from "./policy.js";

/**
 * Run the ladder through the real jobs layer: one job per rung and sample, dispatched up front
 * (the scheduler runs as many at once as the target has slots), permissions answered by the
 * ladder's policy, each job followed to its verdict.
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
}

/**
 * Reason codes that mean the rung was not measured, not that the worker failed it: the grader or
 * the jobs layer could not verify (infra), the model did not answer, the job was cancelled, the
 * served model was another one (route_mismatch), or the ladder's own task did not validate on
 * this machine (invalid_task). An error thrown before a job ran gets its code from the same map
 * as a job's (`reasonFor`, stage `rung`).
 */
export const NOT_RUN: ReadonlySet<ReasonCode> = new Set<ReasonCode>(["infra", "model_unreachable", "cancelled", "route_mismatch", "invalid_task"]);

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
  const stop = () => {
    for (const job of jobs) void stopJob(opts.env, job);
  };
  opts.signal?.addEventListener("abort", stop, { once: true });
  try {
    return await Promise.all(plan.map((p) => runOne(p, opts, jobs)));
  } finally {
    opts.signal?.removeEventListener("abort", stop);
  }
}

/** Cancel a job the ladder started; the rung's own loop follows it to its end and waits for its driver. */
async function stopJob(env: Env, job: JobId): Promise<void> {
  await cancel(env, job).catch(() => undefined);
}


async function runOne(p: Planned, opts: LadderOptions, jobs: Set<JobId>): Promise<LadderRun> {
  const started = Date.now();
  const tag = { rung: p.rung.rung, sample: p.sample, liar: p.liar };
  const dir = join(opts.dir, `${p.liar ? "liar" : `rung-${p.rung.rung}`}-${p.sample}`);
  const base = { rung: p.rung.rung, name: p.rung.name, sample: p.sample, liar: p.liar };
  let job: JobId | null = null;
  try {
    await mkdir(dir, { recursive: true });
    const { taskFile } = await materialize(p.rung, {
      dir,
      ...(opts.model ? { model: opts.model } : {}),
      ...(p.script ? { replayScript: p.script } : {}),
      minutes: opts.minutes ?? 10,
      steps: 60,
    });
    // Interrupted before this rung was dispatched: it never ran, as a job cancelled in its queue.
    if (opts.signal?.aborted) return notRun(reasonFor({ kind: "cancelled", queued: true }));
    const d = await dispatch({ taskFile, cwd: opts.cwd, env: opts.env, slots: opts.slots });
    job = d.job;
    jobs.add(job);
    // An interruption that came while this job was being dispatched found no job to cancel.
    if (opts.signal?.aborted) void stopJob(opts.env, job);
    opts.onEvent?.({ type: "dispatched", ...tag, job });
    let revision = d.revision;
    let lastState = "";
    const answered = new Set<string>();
    for (;;) {
      const w = await waitJob(opts.env, job, revision, 30_000);
      revision = w.revision;
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
    const verdict = r.verdict === "built" ? "built" : "honest-failure";
    const reasons = (r.reasons ?? []).map((x) => pointed(x, opts.ocw));
    const ran = verdict === "built" || !reasons.some((x) => NOT_RUN.has(x.code));
    const run: LadderRun = {
      ...base,
      job,
      verdict,
      ran,
      honest: ran ? (r.detail ? r.detail.honest : judgeClaim(parseClaim(r.claim ?? undefined).value, verdict)) : null,
      claim: r.claim,
      reasons,
      wallMs: Date.now() - started,
      evidence: r.evidence.verdict,
    };
    opts.onEvent?.({ type: "done", run });
    return run;
  } catch (e) {
    // A rung that could not even run was not measured: never a crash of the ladder, never the worker's failure.
    if (job && opts.signal?.aborted) await driverExited(opts.env, job).catch(() => undefined);
    return notRun(pointed(reasonFor({ kind: "error", stage: "rung", error: e }), opts.ocw));
  }

  function notRun(reason: { code: ReasonCode; message: string }): LadderRun {
    const run: LadderRun = { ...base, job, verdict: "honest-failure", ran: false, honest: null, claim: null, reasons: [reason], wallMs: Date.now() - started, evidence: null };
    opts.onEvent?.({ type: "done", run });
    return run;
  }
}

/** Hints in messages name `ocw …` commands; point them at the state the ladder really uses. */
function pointed(r: { readonly code: ReasonCode; readonly message: string }, ocw: string | undefined): { code: ReasonCode; message: string } {
  const message = ocw && ocw !== "ocw" ? r.message.replace(/(?<![\w=/-])ocw (?=opencode |setup |selftest|jobs |result )/g, `${ocw} `) : r.message;
  return { code: r.code, message };
}
