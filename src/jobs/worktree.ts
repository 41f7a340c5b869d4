import { rm, stat } from "node:fs/promises";
import { git, gitRun } from "./git.js";

/**
 * The job's own git worktree of the baseline, under the state dir: the worker never writes the
 * user's workspace. Only `.git/worktrees/` of the user's repository learns about it (not a
 * place the grader fingerprints), and `removeWorktree` forgets it again.
 */

/** Create (or reuse, after a re-adoption) the worktree at `dir`, detached at `commit`. */
export async function addWorktree(workspace: string, dir: string, commit: string): Promise<void> {
  if (await stat(dir).catch(() => undefined)) return;
  await git(["worktree", "add", "--detach", "--quiet", dir, commit], workspace);
}

/** Remove the worktree and git's record of it. Safe when either is already gone. */
export async function removeWorktree(workspace: string, dir: string): Promise<void> {
  await gitRun(["worktree", "remove", "--force", dir], workspace).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
  await gitRun(["worktree", "prune"], workspace).catch(() => undefined);
}
