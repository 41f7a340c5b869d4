import { materializeEnvironment, openEnvironment, placedChanges, recordPlaced } from "../environment/index.js";
import { basename, dirname } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { environmentStore, type Env } from "../paths/index.js";
import type { LedgerWriter } from "./ledger/index.js";
import { leaseWorkdir, releaseWorkdir } from "./pool.js";
import { addWorktree } from "./worktree.js";
import { isTerminal } from "./ledger/index.js";

/**
 * The worker's directory for a job about to run: a slot of its repository's pool (pool.ts),
 * recorded in the job as `workdir` so the session, the route lookup, grading and gc all name the
 * same folder after the lease is gone. A job from before the pool whose worker had started keeps
 * working in its own worktree (`paths.worktree`), as it always did.
 *
 * The slot gets the workspace's environment (src/environment) as validation prepared it for the
 * baseline, so the worker can run the task's checks as the user would: copied in, with the paths
 * that name the workspace rewritten for the slot. A slot that holds the same environment intact
 * from an earlier job keeps it (the reset spares its paths, and its listing is checked against the
 * record kept beside the slot); anything else is copied again. Secret files reach the slot only
 * when the task says so (`environment.secretsToWorker`).
 */
export async function takeWorkdir(root: string, ledger: LedgerWriter, workspace: string, env: Env = process.env): Promise<string> {
  const job = ledger.job;
  const commit = job.baseline!.commit;
  if (job.session && !job.workdir) {
    await addWorktree(workspace, ledger.paths.worktree, commit);
    return ledger.paths.worktree;
  }
  // A rework starts from its previous attempt's result, in that attempt's slot when it is free.
  const from = job.attempt?.from ?? commit;
  const prefer = job.attempt?.workdir !== undefined && dirname(job.attempt.workdir) !== "." ? basename(job.attempt.workdir) : undefined;
  const lease = await leaseWorkdir(root, job.id, workspace, from, { started: job.session !== undefined, keep: job.environment?.paths ?? [], ...(prefer ? { prefer } : {}) });
  const placed = lease.kept ? undefined : await placeEnvironment(ledger, lease.dir, env);
  if (lease.dir !== job.workdir || !lease.kept) {
    await ledger.update({ workdir: lease.dir }, [{ type: "workdir", dir: lease.dir, slot: lease.slot, reused: lease.reused, kept: lease.kept, ms: lease.ms, ...(placed ?? {}) }]);
  }
  return lease.dir;
}

/** Where a slot's record of its environment is kept: beside the slot, outside the worker's tree. */
export function environmentRecord(dir: string): string {
  return `${dir}.env`;
}

async function placeEnvironment(ledger: LedgerWriter, dir: string, env: Env): Promise<{ environment: "placed" | "kept"; environmentMs: number } | undefined> {
  const e = ledger.job.environment;
  if (!e) return undefined;
  const started = performance.now();
  const environment = await openEnvironment(environmentStore(env), e.key);
  if (!environment) throw new OcwError(ErrorCode.EnvironmentFailed, `the environment ${e.key.slice(0, 12)} prepared for this job's baseline is no longer in the store (${environmentStore(env)}); dispatch the task again`);
  const record = environmentRecord(dir);
  const changes = await placedChanges(environment, dir, record);
  const intact = changes !== undefined && changes.length === 0;
  if (!intact) {
    await materializeEnvironment(environment, dir, { secrets: e.secretsToWorker });
    await recordPlaced(environment, dir, record, e.secretsToWorker);
  }
  return { environment: intact ? "kept" : "placed", environmentMs: Math.round(performance.now() - started) };
}

/** Give the job's slot back once the job has ended (a job still running keeps it for its next driver). */
export async function returnWorkdir(root: string, ledger: LedgerWriter): Promise<void> {
  const { state, workdir, id } = ledger.job;
  if (workdir && isTerminal(state)) await releaseWorkdir(root, id, workdir);
}
