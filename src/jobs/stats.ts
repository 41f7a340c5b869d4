import type { Env } from "../paths/index.js";
import { readShare } from "./claude-share.js";
import { type JobId, isTerminal, type Job, listJobIds, readJob, jobsRoot } from "./ledger/index.js";

/**
 * Whether delegating pays: per job and over the last N ended jobs, what the worker spent (its
 * engine's own token counts and cost) against what the plugin put into Claude's context (tool
 * results about the job, plus its share of the text its session loaded to delegate), and the
 * cost per *built* result — failures cost too, and a cheap worker that rarely builds is dear.
 * A task sent back is one row per attempt, each with its number and its own costs.
 */

export interface JobCost {
  readonly job: JobId;
  readonly verdict: Job["state"];
  /** A rework's attempt number and the task's first job (absent for a first attempt that was never sent back). */
  readonly attempt?: { readonly n: number; readonly first: JobId };
  readonly workerTokens: number;
  readonly workerCost: number;
  /** Claude-side tokens: this job's tool results. */
  readonly claudeResults: number;
  /** Claude-side tokens: its share of its session's skill and tool text. */
  readonly claudeSession: number;
}

export interface JobStats {
  readonly jobs: readonly JobCost[];
  readonly total: {
    readonly jobs: number;
    readonly built: number;
    readonly workerTokens: number;
    readonly workerCost: number;
    readonly claudeTokens: number;
  };
  /** Per built result; null when none built. */
  readonly perBuilt: { readonly workerTokens: number; readonly workerCost: number; readonly claudeTokens: number } | null;
  /** How Claude-side tokens are counted. */
  readonly method: string;
}

export async function jobStats(env: Env, opts: { last?: number } = {}): Promise<JobStats> {
  const root = jobsRoot(env);
  const ended: Job[] = [];
  for (const id of await listJobIds(root)) {
    const job = await readJob(root, id).catch(() => undefined);
    if (job && isTerminal(job.state)) ended.push(job);
  }
  const chosen = ended.slice(-(opts.last ?? 20));
  const shares = await Promise.all(chosen.map((j) => readShare(root, j.id)));
  // A session's skill and tool text is paid once and shared by the jobs it dispatched.
  const sessionJobs = new Map<string, { tokens: number; jobs: Set<JobId> }>();
  shares.forEach((s, i) => {
    for (const l of s.lines) {
      if (!l.session || l.sessionTokens === undefined) continue;
      const e = sessionJobs.get(l.session) ?? { tokens: l.sessionTokens, jobs: new Set<JobId>() };
      e.jobs.add(chosen[i]!.id);
      sessionJobs.set(l.session, e);
    }
  });
  const jobs: JobCost[] = chosen.map((job, i) => {
    const sessions = new Set(shares[i]!.lines.map((l) => l.session).filter((s): s is string => s !== undefined));
    const claudeSession = [...sessions].reduce((a, s) => {
      const e = sessionJobs.get(s);
      return e ? a + Math.ceil(e.tokens / e.jobs.size) : a;
    }, 0);
    return {
      job: job.id,
      verdict: job.state,
      ...(job.attempt ? { attempt: { n: job.attempt.n, first: job.attempt.first } } : {}),
      workerTokens: job.usage?.tokens.total ?? 0,
      workerCost: job.usage?.cost ?? 0,
      claudeResults: shares[i]!.results,
      claudeSession,
    };
  });
  const sum = (f: (j: JobCost) => number): number => jobs.reduce((a, j) => a + f(j), 0);
  const built = jobs.filter((j) => j.verdict === "built").length;
  const total = { jobs: jobs.length, built, workerTokens: sum((j) => j.workerTokens), workerCost: sum((j) => j.workerCost), claudeTokens: sum((j) => j.claudeResults + j.claudeSession) };
  return {
    jobs,
    total,
    perBuilt: built ? { workerTokens: Math.round(total.workerTokens / built), workerCost: total.workerCost / built, claudeTokens: Math.round(total.claudeTokens / built) } : null,
    method: "worker: the engine's own counts (OpenCode's per-step usage); Claude: estimated from the result texts the plugin returned (JSON at 2.5 chars a token, skill text at 3.5, as measured against Anthropic's tokenizer)",
  };
}
