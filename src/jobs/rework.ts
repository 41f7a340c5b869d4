import { open, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { withLock } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { renderCheckRun, type CheckRun, type TaskSpec } from "../grade/index.js";
import type { Env } from "../paths/index.js";
import { renderBrief } from "./brief.js";
import { diffstat } from "./diffstat.js";
import { startDriving } from "./host-client.js";
import { isTerminal, LedgerWriter, listJobIds, newJobId, readJob, readJobVerdict, jobPaths, writeAtomic, type Job, type JobId } from "./ledger/index.js";
import { openJob } from "./ops.js";

/**
 * Rework: a finished job sent back with a sentence. A weak worker that fails honestly often nearly
 * succeeds, and a new dispatch would throw its work and its context away; `continue` starts the
 * next attempt of the same task instead — a new job linked to the one before (`attempt`), on the
 * same baseline, checks and environment (the validation is reused, not run again), starting from
 * the previous attempt's tree, in its slot and its OpenCode session where they are still there
 * (the model keeps what it read and tried), with Claude's text as the next prompt, and graded
 * afresh, in full. The worker is told which visible checks failed and how they ended, never
 * anything of a hidden check but that one failed.
 *
 * One continue per attempt: the lineage's lock makes two racing calls one attempt and one refusal,
 * and an attempt that was continued already is refused naming its successor. Attempts are capped
 * (OCW_MAX_ATTEMPTS, default 3): past that, a different approach is a new dispatch.
 */

export const DEFAULT_MAX_ATTEMPTS = 3;

/** A task's attempts, oldest first: `first` and every job continuing it. */
export async function lineage(root: string, first: JobId): Promise<Job[]> {
  const out: Job[] = [];
  // Job ids sort by creation: every attempt is newer than the first.
  for (const id of await listJobIds(root)) {
    if (id < first) continue;
    const job = await readJob(root, id).catch(() => undefined);
    if (job && (job.id === first || job.attempt?.first === first)) out.push(job);
  }
  return out.sort((a, b) => (a.attempt?.n ?? 1) - (b.attempt?.n ?? 1));
}

/** The first job of `job`'s task. */
export function firstOf(job: Job): JobId {
  return job.attempt?.first ?? job.id;
}

/** Where `apply` records that a job's change was applied: a marker beside its record (the job is terminal: its driver is gone). */
export function appliedMarker(root: string, id: JobId): string {
  return join(jobPaths(root, id).dir, "applied.json");
}

export async function markApplied(root: string, id: JobId, files: readonly string[]): Promise<void> {
  await writeAtomic(appliedMarker(root, id), `${JSON.stringify({ at: new Date().toISOString(), files })}\n`);
}

export interface ContinueReport {
  readonly job: JobId;
  readonly previous: JobId;
  readonly attempt: number;
  readonly state: Job["state"];
  readonly revision: number;
}

export function maxAttempts(env: Env, override?: number): number {
  if (override !== undefined) return override;
  const raw = env.OCW_MAX_ATTEMPTS;
  if (raw === undefined || raw.trim() === "") return DEFAULT_MAX_ATTEMPTS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new OcwError(ErrorCode.InvalidInput, `Expected OCW_MAX_ATTEMPTS to be a positive integer, got \`${raw}\`; unset it for the default (${DEFAULT_MAX_ATTEMPTS})`);
  return n;
}

/** Send job `idText` back with `text`: the next attempt, queued for a slot; returns at once. */
export async function continueJob(env: Env, idText: string, text: string, opts: { readonly maxAttempts?: number } = {}): Promise<ContinueReport> {
  if (!text.trim()) throw new OcwError(ErrorCode.InvalidInput, "the text is empty; say in a sentence what the next attempt must do differently");
  const cap = maxAttempts(env, opts.maxAttempts);
  const { root, id } = await openJob(env, idText);
  const first = firstOf(await readJob(root, id));
  return withLock(join(jobPaths(root, first).dir, "attempts.lock"), async () => {
    const prev = await readJob(root, id);
    refuse(prev);
    if (await stat(appliedMarker(root, id)).then(() => true, () => false)) {
      throw new OcwError(ErrorCode.InvalidInput, `job ${id}'s change was applied to the workspace already; dispatch a new task for further work`, { data: { job: id } });
    }
    const attempts = await lineage(root, first);
    const next = attempts.find((j) => j.attempt?.previous === id);
    if (next) throw new OcwError(ErrorCode.InvalidInput, `job ${id} was continued already, as ${next.id} (attempt ${next.attempt!.n}, ${next.state}); continue that one`, { data: { job: id, next: next.id } });
    const n = (prev.attempt?.n ?? 1) + 1;
    if (n > cap) {
      throw new OcwError(ErrorCode.InvalidInput, `job ${id} is attempt ${n - 1} of its task, the most allowed (OCW_MAX_ATTEMPTS=${cap}); a task that a few sentences did not bring over the line needs another approach: dispatch it anew`, { data: { job: id, attempts: n - 1 } });
    }
    const graded = (await readJobVerdict(jobPaths(root, id).verdict, prev))?.grading;
    const from = graded?.worker?.commit ?? prev.baseline!.commit;
    const now = new Date().toISOString();
    const job: Job = {
      $schema: "urn:opencode-worker:schema:job:1",
      id: newJobId(),
      revision: 0,
      state: "queued",
      createdAt: now,
      updatedAt: now,
      queuedAt: now,
      taskFile: prev.taskFile,
      workspace: prev.workspace,
      objective: prev.objective,
      ...(prev.route ? { route: prev.route } : {}),
      slots: prev.slots,
      ...(prev.slotsFrom ? { slotsFrom: prev.slotsFrom } : {}),
      budget: prev.budget,
      baseline: prev.baseline!,
      ...(prev.environment ? { environment: prev.environment } : {}),
      attempt: { n, first, previous: id, from, text: text.trim(), ...(prev.workdir ? { workdir: prev.workdir } : {}), ...(prev.session ? { session: prev.session } : {}) },
      pending: [],
    };
    const ledger = await LedgerWriter.create(root, job, [{ type: "continued", previous: id, n }]);
    await writeAtomic(ledger.paths.task, await readFile(jobPaths(root, id).task, "utf8"));
    await startDriving(root, [job.id], env);
    return { job: job.id, previous: id, attempt: n, state: ledger.job.state, revision: ledger.job.revision };
  });
}

function refuse(prev: Job): void {
  const id = prev.id;
  if (!isTerminal(prev.state)) {
    throw new OcwError(ErrorCode.InvalidInput, `job ${id} is still ${prev.state}; steer it while it runs, or wait for its verdict and then continue it`, { data: { job: id, state: prev.state } });
  }
  if (prev.state === "cancelled") throw new OcwError(ErrorCode.InvalidInput, `job ${id} was cancelled; dispatch the task again instead`, { data: { job: id, state: prev.state } });
  const codes = (prev.reasons ?? []).map((r) => r.code);
  if (codes.includes("invalid_task") || !prev.baseline) {
    throw new OcwError(ErrorCode.InvalidInput, `job ${id} never ran a worker (${codes.join(", ") || "no baseline"}): there is nothing to continue; fix the task and dispatch it again`, { data: { job: id } });
  }
}

/** The previous attempt's runs of every check on the baseline: the validation the next attempt reuses. */
export async function previousValidation(root: string, job: Job): Promise<ReadonlyMap<string, CheckRun> | undefined> {
  if (!job.attempt) return undefined;
  const prev = await readJob(root, job.attempt.previous).catch(() => undefined);
  const graded = prev && (await readJobVerdict(jobPaths(root, prev.id).verdict, prev).catch(() => undefined))?.grading;
  if (!graded || graded.checks.some((c) => c.before === null)) return undefined;
  return new Map(graded.checks.map((c) => [c.name, c.before!]));
}

const TAIL_LINES = 15;
const TAIL_CHARS = 1_200;

/**
 * What the worker is told when sent back. `continued`: its own session, which holds the task and
 * everything it did, so only the news; else a new session, so the whole brief and what the
 * previous attempt changed too. Hidden checks are one line, never their name or output.
 */
export async function reworkPrompt(root: string, job: Job, spec: TaskSpec, continued: boolean): Promise<string> {
  const a = job.attempt!;
  const prev = await readJob(root, a.previous);
  const graded = (await readJobVerdict(jobPaths(root, prev.id).verdict, prev).catch(() => undefined))?.grading ?? undefined;
  const hidden = new Set((spec.checks.hidden ?? []).map((c) => c.name));
  const lines: string[] = [];
  if (!continued) lines.push(renderBrief(spec, job.budget).trimEnd(), "", "## A previous attempt", "");
  lines.push(`# Sent back (attempt ${a.n})`, "", a.text, "", `The previous attempt ended ${prev.state}.`);
  if (!continued) {
    const patch = await readFile(jobPaths(root, prev.id).diff, "utf8").catch(() => "");
    const files = diffstat(patch);
    lines.push(files.length ? `It changed ${files.map((f) => `${f.path} (+${f.added} -${f.removed})`).join(", ")}; those changes are in your directory now.` : "It changed nothing.");
  }
  const failed = (graded?.checks ?? []).filter((c) => c.after && c.after.status !== "pass");
  const visible = failed.filter((c) => !hidden.has(c.name));
  if (visible.length > 0) {
    lines.push("", "Checks that did not pass:");
    for (const c of visible) {
      lines.push(`- ${c.name} (\`${c.run}\`): ${renderCheckRun(c.after)}`);
      const tail = await outputTail(c.after!);
      if (tail) lines.push("```", tail, "```");
    }
  }
  if (failed.some((c) => hidden.has(c.name))) lines.push("", "A held-back check failed too.");
  // Findings beyond the checks (scope, tamper, no change…), unless they name a hidden check or its files.
  const secret = [...hidden, ...(spec.checks.hidden ?? []).flatMap((c) => Object.keys(c.inject ?? {}))];
  const others = (prev.reasons ?? []).filter((r) => !["check_failed", "check_timeout"].includes(r.code) && !secret.some((x) => r.check === x || (r.paths ?? []).includes(x) || r.message.includes(x)));
  if (others.length > 0) lines.push("", "Other findings:", ...others.map((r) => `- ${r.code}: ${r.message.slice(0, 300)}`));
  lines.push("", "Continue from the files as they are. Run the checks yourself, then end with `RESULT: built` or `RESULT: honest-failure: <reason>` as the last line.");
  return `${lines.join("\n")}\n`;
}

// The last lines a check printed (its stdout, then stderr), as the grader kept them (secrets masked).
async function outputTail(run: CheckRun): Promise<string> {
  const read = async (path: string): Promise<string> => {
    const f = await open(path, "r").catch(() => undefined);
    if (!f) return "";
    try {
      const { size } = await f.stat();
      const len = Math.min(size, 16 * 1024);
      const buf = Buffer.alloc(len);
      await f.read(buf, 0, len, size - len);
      return buf.toString("utf8");
    } finally {
      await f.close();
    }
  };
  const text = `${await read(run.stdout)}\n${await read(run.stderr)}`.replace(/\r/g, "").trim();
  const lines = text.split("\n").filter((l) => l.trim() !== "").slice(-TAIL_LINES).join("\n");
  return lines.length > TAIL_CHARS ? `…${lines.slice(-TAIL_CHARS)}` : lines;
}

