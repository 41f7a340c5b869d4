import { rm } from "node:fs/promises";
import { join } from "node:path";
import { connect, serverState, type Connection } from "../opencode/index.js";
import type { Env } from "../paths/index.js";
import { type JobId, isTerminal, listJobIds, readJob, jobPaths, jobsRoot } from "./ledger/index.js";
import { gcPools } from "./pool-gc.js";
import { removeWorktree } from "./worktree.js";

/**
 * `gc`: remove the worktrees, grading copies and scratch space of finished jobs older than
 * `olderThanMs`, and the pool slots (pool.ts) idle for longer than that or whose repository is
 * gone, after disposing their OpenCode instances. The ledger itself (job.json, events, brief,
 * diff, verdict) stays, so `jobs` and `result` keep working and `apply` still has the worker's
 * commit.
 */
export async function gcJobs(env: Env, olderThanMs: number): Promise<{ removed: JobId[]; kept: number; slots: string[]; slotsKept: number }> {
  const root = jobsRoot(env);
  const removed: JobId[] = [];
  let kept = 0;
  for (const id of await listJobIds(root)) {
    const job = await readJob(root, id).catch(() => undefined);
    if (!job || !isTerminal(job.state) || Date.now() - Date.parse(job.endedAt ?? job.updatedAt) < olderThanMs) {
      kept++;
      continue;
    }
    const p = jobPaths(root, id);
    // A job that worked in a pool slot has no worktree of its own: the slot is the pool's to remove.
    if (!job.workdir) await removeWorktree(job.workspace, p.worktree);
    await rm(p.scratch, { recursive: true, force: true });
    await rm(join(p.dir, "grade", "copies"), { recursive: true, force: true });
    removed.push(id);
  }
  const server = new Disposer(env);
  try {
    const pools = await gcPools(root, olderThanMs, (dir) => server.dispose(dir));
    return { removed, kept, slots: pools.removed, slotsKept: pools.kept };
  } finally {
    await server.close();
  }
}

// Instances live only in a running server: with none there is nothing to dispose, and gc never starts one.
class Disposer {
  #conn: Promise<Connection | undefined> | undefined;
  constructor(private readonly env: Env) {}

  async dispose(dir: string): Promise<void> {
    this.#conn ??= serverState({ env: this.env }).then((s) => (s.state === "running" ? connect({ env: this.env }) : undefined)).catch(() => undefined);
    await (await this.#conn)?.disposeDirectory(dir).catch(() => undefined);
  }

  async close(): Promise<void> {
    await (await this.#conn)?.close().catch(() => undefined);
  }
}
