import { ErrorCode, OcwError } from "../error.js";
import type { PermissionAsk } from "../opencode/index.js";
import type { Env } from "../paths/index.js";
import { adoptOrphans } from "./adopt.js";
import { parseJobId, type JobId, isEvent, isTerminal, type Job, listJobIds, readEvents, readJob, jobPaths, jobsRoot } from "./ledger/index.js";
import { MAX_WAIT_MS } from "./ops.js";
import { progressEntry, verdictEntry, type JobEntry, type SteerOutcomeName } from "./report.js";
import { watchFolders } from "./watch.js";

/**
 * The wait Claude loops on: one call for any number of jobs, returning only when one of them
 * needs Claude — a permission request it has not been shown, a steer's receipt, or a verdict —
 * or at the deadline; never on mere progress (a tool call, a step, a validation milestone). What Claude
 * has been shown is the cursor it passes back: `job_…:rev,job_…:rev`, each job's revision at
 * the last report. A job whose verdict was reported leaves the cursor.
 */

export interface AttendOptions {
  /** Watch exactly these jobs; else the cursor's jobs and every active one. */
  readonly jobs?: readonly string[];
  /** The cursor the previous wait returned (or dispatch, for one job). */
  readonly cursor?: string;
  readonly timeoutMs: number;
  /** About once a second while blocked: a one-line summary (MCP progress). */
  readonly onTick?: (elapsedMs: number, summary: string) => void;
}

export interface AttendReport {
  readonly cursor: string;
  readonly jobs: readonly JobEntry[];
  /** The watched jobs that need nothing now, by state (`2 running, 1 grading`); listed in full at a deadline. */
  readonly others?: string;
  readonly timedOut?: true;
}

/** Most job entries one wait lists; the rest are counted. */
const MAX_ENTRIES = 12;

export function parseCursor(text: string | undefined): Map<JobId, number> {
  const seen = new Map<JobId, number>();
  for (const part of (text ?? "").split(",").map((s) => s.trim()).filter(Boolean)) {
    const m = /^(job_[0-9a-z]+):(\d+)$/.exec(part);
    if (!m) throw new OcwError(ErrorCode.InvalidInput, `the cursor "${text!.slice(0, 80)}" is not one a wait returned (it reads job_…:revision, comma-separated); pass the last wait's cursor, or none to watch every active job`);
    seen.set(parseJobId(m[1]!), Number(m[2]));
  }
  return seen;
}

export function formatCursor(seen: ReadonlyMap<JobId, number>): string {
  return [...seen].map(([id, rev]) => `${id}:${rev}`).join(",");
}

interface Watched {
  readonly id: JobId;
  readonly seen: number;
  job: Job;
}

/** Block until a watched job needs Claude, or `timeoutMs`; report every watched job. */
export async function attend(env: Env, opts: AttendOptions): Promise<AttendReport> {
  if (!Number.isFinite(opts.timeoutMs) || opts.timeoutMs < 0 || opts.timeoutMs > MAX_WAIT_MS) {
    throw new OcwError(ErrorCode.InvalidInput, `Expected the timeout to be between 0 and ${MAX_WAIT_MS / 1000} s, got ${opts.timeoutMs / 1000} s; wait again to keep waiting`);
  }
  const root = jobsRoot(env);
  const seen = parseCursor(opts.cursor);
  const watched = await watchedJobs(root, env, seen, opts.jobs);
  if (watched.length === 0) return { cursor: "", jobs: [] };

  let found = await needs(root, watched);
  let timedOut = false;
  if (!found.some((n) => n.attention)) {
    const r = await watchFolders(
      watched.map((w) => jobPaths(root, w.id).dir),
      async () => {
        let moved = false;
        for (const w of watched) {
          const job = await readJob(root, w.id).catch(() => w.job);
          moved ||= job.revision !== w.job.revision;
          w.job = job;
        }
        // The poll runs every 250 ms; a job's events are read again only when some job moved.
        if (moved) found = await needs(root, watched);
        return found.some((n) => n.attention);
      },
      opts.timeoutMs,
      opts.onTick ? (elapsed) => opts.onTick!(elapsed, summary(watched.map((w) => w.job))) : undefined,
    );
    timedOut = r.timedOut;
  }
  const next = new Map<JobId, number>();
  const entries: JobEntry[] = [];
  const quiet: Job[] = [];
  // Jobs that need Claude first, so a capped list never hides one; at a deadline every job is listed (a status for the user).
  for (const n of [...found].sort((a, b) => Number(b.attention) - Number(a.attention))) {
    const { job } = n.watched;
    const ended = isTerminal(job.state);
    if (!ended) next.set(job.id, job.revision);
    if (ended && !n.attention) continue;
    if (!n.attention && !timedOut) {
      quiet.push(job);
      continue;
    }
    if (entries.length >= MAX_ENTRIES) {
      quiet.push(job);
      continue;
    }
    entries.push(ended ? await verdictEntry(root, job) : progressEntry(job, job.pending, n.steer ? { steer: n.steer } : {}));
  }
  return { cursor: formatCursor(next), jobs: entries, ...(quiet.length ? { others: summary(quiet) } : {}), ...(timedOut ? { timedOut: true as const } : {}) };
}

interface Need {
  readonly watched: Watched;
  readonly attention: boolean;
  readonly steer?: SteerOutcomeName;
}

/**
 * Which watched jobs need Claude now: a request asked after what it saw, a verdict it has not
 * seen, or a receipt for a steer it sent (`steer` returns at once; its receipt comes here).
 */
async function needs(root: string, watched: readonly Watched[]): Promise<Need[]> {
  const out: Need[] = [];
  for (const w of watched) {
    const { job } = w;
    if (job.revision <= w.seen) {
      out.push({ watched: w, attention: false });
      continue;
    }
    if (isTerminal(job.state)) {
      out.push({ watched: w, attention: true });
      continue;
    }
    const events = await readEvents(root, w.id, w.seen);
    const asked = new Set(events.filter(isEvent("permission.asked")).map((e) => e.request));
    const fresh = job.pending.filter((p: PermissionAsk) => asked.has(p.id));
    // Every steer.result is a receipt after `sent` (its schema holds its status to those).
    const receipt: SteerOutcomeName | undefined = events.filter(isEvent("steer.result")).at(-1)?.status;
    out.push({ watched: w, attention: fresh.length > 0 || receipt !== undefined, ...(receipt ? { steer: receipt } : {}) });
  }
  return out;
}

/** The jobs to watch: those named, else the cursor's and every active one; each re-adopted if its driver died. */
async function watchedJobs(root: string, env: Env, seen: ReadonlyMap<JobId, number>, named?: readonly string[]): Promise<Watched[]> {
  const explicit = named !== undefined && named.length > 0;
  const jobs = new Map<JobId, Job | undefined>([...(explicit ? named.map(parseJobId) : seen.keys())].map((id) => [id, undefined]));
  if (!explicit) {
    for (const id of await listJobIds(root)) {
      if (jobs.has(id)) continue;
      const job = await readJob(root, id).catch(() => undefined);
      if (job && !isTerminal(job.state)) jobs.set(id, job);
    }
  }
  const out: Watched[] = [];
  for (const [id, read] of jobs) {
    let job: Job;
    try {
      job = read ?? (await readJob(root, id));
    } catch (e) {
      // A job the cursor remembers may have been removed since (ocw gc); one named must exist.
      if (explicit || !(e instanceof OcwError && e.code === ErrorCode.NotFound)) throw e;
      continue;
    }
    const after = seen.get(id) ?? 0;
    if (after > job.revision) {
      throw new OcwError(ErrorCode.InvalidInput, `the cursor has ${id} at revision ${after}, ahead of the job (now ${job.revision}); it is from another state dir or was edited — wait without a cursor to start afresh`, { data: { job: id, revision: job.revision } });
    }
    await adoptOrphans(root, env, id);
    out.push({ id, seen: after, job });
  }
  return out;
}

function summary(jobs: readonly Job[]): string {
  const counts = new Map<string, number>();
  for (const j of jobs) counts.set(j.state, (counts.get(j.state) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n} ${s}`).join(", ");
}
