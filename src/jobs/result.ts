import { stat } from "node:fs/promises";
import type { Verdict } from "../grade/index.js";
import type { Env } from "../paths/index.js";
import { adoptOrphans } from "./adopt.js";
import { type JobId, isTerminal, type Job, type SlotSource, type Usage, listJobIds, readJob, readJobVerdict, jobPaths, jobsRoot } from "./ledger/index.js";
import { queuedMs } from "./budget.js";
import { openJob } from "./ops.js";
import { readShare } from "./claude-share.js";
import { entryOf, routeLine, usageLine, type JobEntry } from "./report.js";
import { firstOf, lineage } from "./rework.js";

/** `result` and `jobs`: what a job came to, and every job at a glance. Both only read (and re-adopt). */

export interface ResultReport {
  readonly job: JobId;
  readonly state: Job["state"];
  readonly revision: number;
  readonly terminal: boolean;
  readonly verdict: Job["verdict"] | null;
  readonly reasons: Job["reasons"];
  readonly claim: string | null;
  readonly route: Job["route"] | null;
  readonly usage: Usage | null;
  readonly wallMs: number;
  /** Of `wallMs`, the wait for a slot (null before the job queued). */
  readonly queuedMs: number | null;
  /** The job's slot count and who set it. */
  readonly slots: { readonly n: number; readonly from: SlotSource | null };
  readonly evidence: { readonly dir: string; readonly verdict: string | null; readonly diff: string | null; readonly brief: string | null; readonly grading: string | null; readonly events: string };
  /** The full verdict document, once graded. */
  readonly detail: Verdict | null;
  /** A task sent back (`continue`): every attempt, oldest first, with its verdict and what it cost. */
  readonly attempts?: readonly AttemptLine[];
}

export interface AttemptLine {
  readonly job: JobId;
  readonly n: number;
  readonly state: Job["state"];
  /** The reasons' codes of an attempt that did not build. */
  readonly reasons?: readonly string[];
  /** What it cost the worker and Claude, as `usage` says it in a verdict. */
  readonly usage: string;
}

export async function jobResult(env: Env, idText: string): Promise<ResultReport> {
  const { root, id } = await openJob(env, idText);
  const job = await readJob(root, id);
  const p = jobPaths(root, id);
  const has = async (f: string): Promise<string | null> => ((await stat(f).catch(() => undefined)) ? f : null);
  // A verdict.json that does not read is an error naming the field: this call is about it.
  const detail = (await readJobVerdict(p.verdict, job))?.grading ?? null;
  const attempts = await lineage(root, firstOf(job));
  return {
    job: id,
    state: job.state,
    revision: job.revision,
    terminal: isTerminal(job.state),
    verdict: job.verdict ?? null,
    reasons: job.reasons ?? [],
    claim: job.claim ?? null,
    route: job.route ?? null,
    usage: job.usage ?? null,
    wallMs: (job.endedAt ? Date.parse(job.endedAt) : Date.now()) - Date.parse(job.createdAt),
    queuedMs: queuedMs(job) ?? null,
    slots: { n: job.slots, from: job.slotsFrom ?? null },
    evidence: { dir: p.dir, verdict: await has(p.verdict), diff: await has(p.diff), brief: await has(p.brief), grading: job.evidence ?? null, events: p.events },
    detail,
    ...(attempts.length > 1 ? { attempts: await Promise.all(attempts.map((a) => attemptLine(root, a))) } : {}),
  };
}

async function attemptLine(root: string, job: Job): Promise<AttemptLine> {
  const share = await readShare(root, job.id);
  const wallMs = (job.endedAt ? Date.parse(job.endedAt) : Date.now()) - Date.parse(job.createdAt);
  return {
    job: job.id,
    n: job.attempt?.n ?? 1,
    state: job.state,
    ...(job.state !== "built" && job.reasons?.length ? { reasons: [...new Set(job.reasons.map((r) => r.code))] } : {}),
    usage: usageLine(job.usage, wallMs, share.results, queuedMs(job)),
  };
}

export interface JobSummary {
  readonly job: JobId;
  readonly state: Job["state"];
  readonly revision: number;
  readonly createdAt: string;
  readonly elapsedMs: number;
  /** Of `elapsedMs`, the wait for a slot (live while queued); absent before the job queued. */
  readonly queuedMs?: number;
  /** When its slot was granted (the worker's clock starts); absent while validating or queued. */
  readonly startedAt?: string;
  readonly slots?: number;
  /** Who set `slots` (absent for a job recorded before it was kept). */
  readonly slotsFrom?: SlotSource;
  readonly objective: string;
  readonly route: string | null;
  readonly pending: number;
  readonly milestone: string | null;
  readonly tokens: number;
  readonly verdict: Job["verdict"] | null;
  /** A rework's attempt number (2 and up). */
  readonly attempt?: number;
}

/** Every job, oldest first; re-adopts the ones whose driver died. */
export async function listJobs(env: Env): Promise<{ jobs: JobSummary[]; adopted: JobId[] }> {
  const root = jobsRoot(env);
  const adopted = await adoptOrphans(root, env);
  const jobs: JobSummary[] = [];
  for (const id of await listJobIds(root)) {
    const job = await readJob(root, id).catch(() => undefined);
    if (job) jobs.push(summarize(job));
  }
  return { jobs, adopted };
}

export function summarize(job: Job): JobSummary {
  const queued = queuedMs(job);
  return {
    job: job.id,
    state: job.state,
    revision: job.revision,
    createdAt: job.createdAt,
    elapsedMs: (job.endedAt ? Date.parse(job.endedAt) : Date.now()) - Date.parse(job.createdAt),
    ...(queued !== undefined ? { queuedMs: queued } : {}),
    ...(job.startedAt ? { startedAt: job.startedAt } : {}),
    slots: job.slots,
    ...(job.slotsFrom ? { slotsFrom: job.slotsFrom } : {}),
    objective: job.objective.split("\n")[0]!.slice(0, 80),
    route: job.route?.model ?? null,
    pending: job.pending.length,
    milestone: job.milestone ?? null,
    tokens: job.usage?.tokens.total ?? 0,
    verdict: job.verdict ?? null,
    ...(job.attempt ? { attempt: job.attempt.n } : {}),
  };
}

/**
 * A job as Claude is shown it by `result`: its verdict once ended, else its state and waiting
 * requests, and where the work went (`route`: provider/model and its tier; a wait leaves it out);
 * a task sent back lists its attempts.
 */
export async function jobEntry(env: Env, idText: string): Promise<JobEntry & { readonly route?: string; readonly attempts?: readonly AttemptLine[] }> {
  const { root, id } = await openJob(env, idText);
  const job = await readJob(root, id);
  const attempts = await lineage(root, firstOf(job));
  const entry = { ...(await entryOf(root, job)), ...(job.route ? { route: routeLine(job.route) } : {}) };
  return attempts.length > 1 ? { ...entry, attempts: await Promise.all(attempts.map((a) => attemptLine(root, a))) } : entry;
}

export interface JobLine {
  readonly job: JobId;
  readonly state: Job["state"];
  readonly age_s: number;
  /** Of `age_s`, the wait for a slot (while queued: so far), when a second or more. */
  readonly queued_s?: number;
  /** A job not ended: its slot count and who set it (`2 (target)`; flag, env, target, pack or default). */
  readonly slots?: string;
  /** Permission requests waiting. */
  readonly asks?: number;
  /** A rework's attempt number (2 and up). */
  readonly attempt?: number;
  readonly note?: string;
}

/** Most jobs `jobLines` lists (the newest); the rest are counted. */
const LIST_CAP = 20;

/** Every job in one short line each, newest last (re-adopting the ones whose driver died). */
export async function jobLines(env: Env): Promise<{ jobs: JobLine[]; more?: number }> {
  const { jobs } = await listJobs(env);
  const lines = jobs.slice(-LIST_CAP).map((j) => ({
    job: j.job,
    state: j.state,
    age_s: Math.round(j.elapsedMs / 1000),
    ...(j.queuedMs !== undefined && j.queuedMs >= 1_000 ? { queued_s: Math.round(j.queuedMs / 1000) } : {}),
    ...(!isTerminal(j.state) && j.slots !== undefined ? { slots: `${j.slots}${j.slotsFrom ? ` (${j.slotsFrom})` : ""}` } : {}),
    ...(j.pending ? { asks: j.pending } : {}),
    ...(j.attempt ? { attempt: j.attempt } : {}),
    ...(j.milestone ? { note: j.milestone.slice(0, 120) } : {}),
  }));
  return { jobs: lines, ...(jobs.length > LIST_CAP ? { more: jobs.length - LIST_CAP } : {}) };
}
