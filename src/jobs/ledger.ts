import { readdir, readFile } from "node:fs/promises";
import { mkdirp } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { appendLines, ioError, writeAtomic } from "./atomic.js";
import { parseJobId, type JobId } from "./id.js";
import type { Job, JobEvent } from "./job.js";
import { jobPaths, type JobPaths } from "./paths.js";

/**
 * The ledger on disk. Readers (`readJob`, `readEvents`) are for every client; `LedgerWriter` is
 * for the job's one driver (and for dispatch, before the driver exists). Events are appended
 * before `job.json` is replaced, so a reader that sees revision N finds every event up to N.
 */

/** Read a job record; NOT_FOUND names recent jobs so the caller can correct a typo. */
export async function readJob(root: string, id: JobId): Promise<Job> {
  const path = jobPaths(root, id).job;
  const text = await readFile(path, "utf8").catch((e: NodeJS.ErrnoException) => {
    if (e.code !== "ENOENT") throw new OcwError(ErrorCode.Io, `cannot read ${path} (${e.code}); check the state dir's permissions`, { cause: e });
    return undefined;
  });
  if (text === undefined) {
    const recent = (await listJobIds(root)).slice(-3).reverse();
    throw new OcwError(ErrorCode.NotFound, `no job ${id} in ${root}; ${recent.length ? `recent: ${recent.join(", ")}` : "there are no jobs yet"} (see \`ocw jobs\`)`, { data: { job: id, recent } });
  }
  try {
    return JSON.parse(text) as Job;
  } catch (e) {
    throw new OcwError(ErrorCode.Io, `${path} is not valid JSON; the ledger was damaged outside ocw`, { cause: e });
  }
}

/** Every job id under `root`, oldest first. */
export async function listJobIds(root: string): Promise<JobId[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  return names.filter((n) => n.startsWith("job_")).flatMap((n) => {
    try {
      return [parseJobId(n)];
    } catch {
      return [];
    }
  }).sort();
}

/** Events with `rev > after`. A torn last line (a writer mid-append) is skipped until it is whole. */
export async function readEvents(root: string, id: JobId, after = 0): Promise<JobEvent[]> {
  const text = await readFile(jobPaths(root, id).events, "utf8").catch(() => "");
  const out: JobEvent[] = [];
  for (const line of text.split("\n")) {
    if (!line) continue;
    try {
      const e = JSON.parse(line) as JobEvent;
      if (e.rev > after) out.push(e);
    } catch {
      // An incomplete line: the writer is still appending it.
    }
  }
  return out;
}

export type JobPatch = { -readonly [K in keyof Job]?: Job[K] };
export type EventInput = { readonly type: string; readonly [key: string]: unknown };

/** The single writer of one job. Changes are serialised so revisions never skip or repeat. */
export class LedgerWriter {
  readonly paths: JobPaths;
  #job: Job;
  #chain: Promise<unknown> = Promise.resolve();
  #owned: () => Promise<boolean> = async () => true;

  private constructor(paths: JobPaths, job: Job) {
    this.paths = paths;
    this.#job = job;
  }

  /** Create the job folder and its first record (revision 1). */
  static async create(root: string, job: Job, events: readonly EventInput[]): Promise<LedgerWriter> {
    const paths = jobPaths(root, job.id);
    await mkdirp(paths.inbox).catch((e: unknown) => {
      throw ioError(paths.dir, e);
    });
    const w = new LedgerWriter(paths, { ...job, revision: 0 });
    await w.update({}, events);
    return w;
  }

  /** Take over an existing job (a driver starting or re-adopting it). */
  static async open(root: string, id: JobId): Promise<LedgerWriter> {
    return new LedgerWriter(jobPaths(root, id), await readJob(root, id));
  }

  /**
   * Check `owned` before every write: a driver that another one replaced (its lock was broken as
   * abandoned) must not write a revision behind the new driver's.
   */
  guard(owned: () => Promise<boolean>): void {
    this.#owned = owned;
  }

  get job(): Job {
    return this.#job;
  }

  /** Apply `patch`, record `events`, bump the revision. */
  update(patch: JobPatch, events: readonly EventInput[] = []): Promise<Job> {
    const next = this.#chain.then(async () => {
      if (!(await this.#owned())) throw new OcwError(ErrorCode.LockLost, `another driver took over job ${this.#job.id}; this one stops without writing`);
      const revision = this.#job.revision + 1;
      const ts = new Date().toISOString();
      const job: Job = { ...this.#job, ...patch, revision, updatedAt: ts };
      await appendLines(this.paths.events, events.map((e) => JSON.stringify({ ...e, rev: revision, ts })));
      await writeAtomic(this.paths.job, `${JSON.stringify(job, null, 2)}\n`);
      this.#job = job;
      return job;
    });
    this.#chain = next.catch(() => undefined);
    return next;
  }

  /** Record events without another field changing. */
  event(...events: EventInput[]): Promise<Job> {
    return this.update({}, events);
  }
}
