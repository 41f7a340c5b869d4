import { mkdirp } from "../../durable/index.js";
import { ErrorCode, OcwError } from "../../error.js";
import { appendLines, ioError, writeAtomic } from "./atomic.js";
import type { EventInput } from "./events.js";
import type { JobId } from "./id.js";
import type { Job } from "./job.js";
import { jobPaths, type JobPaths } from "./paths.js";
import { readJob } from "./read.js";

/**
 * The job's one writer: its driver (and dispatch, before the driver exists). Events are appended
 * before `job.json` is replaced, so a reader that sees revision N finds every event up to N.
 */

export type JobPatch = { -readonly [K in keyof Job]?: Job[K] };

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
