import type { LedgerWriter } from "./ledger/index.js";
import { leaseWorkdir, releaseWorkdir } from "./pool.js";
import { addWorktree } from "./worktree.js";
import { isTerminal } from "./ledger/index.js";

/**
 * The worker's directory for a job about to run: a slot of its repository's pool (pool.ts),
 * recorded in the job as `workdir` so the session, the route lookup, grading and gc all name the
 * same folder after the lease is gone. A job from before the pool whose worker had started keeps
 * working in its own worktree (`paths.worktree`), as it always did.
 */
export async function takeWorkdir(root: string, ledger: LedgerWriter, workspace: string): Promise<string> {
  const job = ledger.job;
  const commit = job.baseline!.commit;
  if (job.session && !job.workdir) {
    await addWorktree(workspace, ledger.paths.worktree, commit);
    return ledger.paths.worktree;
  }
  const lease = await leaseWorkdir(root, job.id, workspace, commit, { started: job.session !== undefined });
  if (lease.dir !== job.workdir || !lease.kept) {
    await ledger.update({ workdir: lease.dir }, [{ type: "workdir", dir: lease.dir, slot: lease.slot, reused: lease.reused, kept: lease.kept, ms: lease.ms }]);
  }
  return lease.dir;
}

/** Give the job's slot back once the job has ended (a job still running keeps it for its next driver). */
export async function returnWorkdir(root: string, ledger: LedgerWriter): Promise<void> {
  const { state, workdir, id } = ledger.job;
  if (workdir && isTerminal(state)) await releaseWorkdir(root, id, workdir);
}
