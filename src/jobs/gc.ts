import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Env } from "../paths/index.js";
import { type JobId, isTerminal, listJobIds, readJob, jobPaths, jobsRoot } from "./ledger/index.js";
import { removeWorktree } from "./worktree.js";

/**
 * `gc`: remove the worktrees, grading copies and scratch space of finished jobs older than
 * `olderThanMs`. The ledger itself (job.json, events, brief, diff, verdict) stays, so `jobs`
 * and `result` keep working and `apply` still has the worker's commit.
 */
export async function gcJobs(env: Env, olderThanMs: number): Promise<{ removed: JobId[]; kept: number }> {
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
    await removeWorktree(job.workspace, p.worktree);
    await rm(p.scratch, { recursive: true, force: true });
    await rm(join(p.dir, "grade", "copies"), { recursive: true, force: true });
    removed.push(id);
  }
  return { removed, kept };
}
