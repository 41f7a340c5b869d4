import { ErrorCode, OcwError } from "../error.js";
import { openRepo, snapshotBaseline } from "../grade/index.js";
import type { Env } from "../paths/index.js";
import { git, gitRun } from "./git.js";
import { type JobId, isTerminal, readJob, readJobVerdict, jobPaths } from "./ledger/index.js";
import { openJob } from "./ops.js";
import { firstOf, lineage, markApplied } from "./rework.js";

/**
 * `apply`: bring a built job's change into the user's workspace with a 3-way merge whose base is
 * the job's baseline, ours is the workspace as it is now (uncommitted work included) and theirs
 * is the worker's result. A conflict refuses with the conflicting paths and writes nothing; a
 * clean merge writes only the files the worker changed (never the index or a branch). A task
 * sent back (`continue`) applies its last attempt, and a job applied is marked, so it is not
 * continued after.
 */

export interface ApplyReport {
  readonly job: JobId;
  /** The attempt whose change was applied: the task's last (a rework's), which may be a later job than the one named. */
  readonly attempt?: { readonly job: JobId; readonly n: number };
  readonly workspace: string;
  readonly files: readonly string[];
  readonly forced: boolean;
}

export async function applyJob(env: Env, idText: string, opts: { force?: boolean } = {}): Promise<ApplyReport> {
  const { root, id: asked } = await openJob(env, idText);
  // A task sent back applies its last attempt's change, whichever attempt was named.
  const job = (await lineage(root, firstOf(await readJob(root, asked)))).at(-1) ?? (await readJob(root, asked));
  const id = job.id;
  if (!isTerminal(job.state)) throw new OcwError(ErrorCode.InvalidInput, `job ${id} is still ${job.state}; wait for its verdict before applying`, { data: { job: id, state: job.state } });
  if (job.state !== "built" && !opts.force) {
    throw new OcwError(ErrorCode.InvalidInput, `job ${id} is ${job.state} (${(job.reasons ?? []).map((r) => r.code).join(", ") || "no reasons"}); only built work is applied — pass --force to apply it anyway`, { data: { job: id, state: job.state } });
  }
  const graded = (await readJobVerdict(jobPaths(root, id).verdict, job))?.grading;
  const worker = graded?.worker;
  const base = graded?.baseline.commit;
  if (!worker || !base) throw new OcwError(ErrorCode.NotFound, `job ${id} has no graded worker result to apply (it ended ${job.state} before grading)`, { data: { job: id } });
  const ws = job.workspace;
  const repo = await openRepo(ws);
  const now = await snapshotBaseline(repo);
  // Re-parent "ours" on the baseline so the merge base is exactly the baseline (git 2.39 has no --merge-base).
  const ours = (await git(["commit-tree", now.tree, "-p", base, "-m", "ocw apply: workspace now"], ws)).trim();
  const merged = await gitRun(["merge-tree", "--write-tree", "--name-only", "--no-messages", ours, worker.commit], ws);
  if (merged.exitCode === 1) {
    const conflicts = merged.stdout.trim().split("\n").slice(1).filter(Boolean);
    throw new OcwError(ErrorCode.InvalidInput, `applying ${id} conflicts with your uncommitted or new changes in ${conflicts.join(", ")}; nothing was written — commit or stash those changes, or resolve by hand from ${jobPaths(root, id).diff}`, {
      data: { job: id, conflicts },
    });
  }
  if (merged.exitCode !== 0) throw new OcwError(ErrorCode.Git, `git merge-tree failed in ${ws}: ${merged.stderr.trim()}`);
  const tree = merged.stdout.trim().split("\n")[0]!;
  const files = (await git(["diff", "--name-only", now.tree, tree], ws)).split("\n").filter(Boolean);
  const patch = await git(["diff", "--binary", "--full-index", "--no-ext-diff", "--no-textconv", "--no-renames", now.tree, tree], ws);
  if (patch) await git(["apply", "--binary", "--whitespace=nowarn", "-"], ws, { input: patch });
  await markApplied(root, id, files);
  return { job: asked, ...(job.attempt ? { attempt: { job: id, n: job.attempt.n } } : {}), workspace: ws, files, forced: job.state !== "built" };
}
