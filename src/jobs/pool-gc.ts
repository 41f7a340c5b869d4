import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { gitRun } from "./git.js";
import { editPool, isFree, poolsRoot, readPool } from "./pool.js";
import { environmentRecord } from "./workdir.js";
import { removeWorktree } from "./worktree.js";

/**
 * gc of the pools of warm worker directories: a slot nobody holds that has been idle for longer
 * than gc's age is removed, and so is every free slot of a repository that is gone (then the
 * pool's folder too, once it is empty). OpenCode's instance for each removed slot is disposed
 * first: the server would otherwise keep it, with its watchers and plugins, for as long as it runs.
 */

export interface PoolGcReport {
  /** The slot directories removed. */
  readonly removed: string[];
  /** Slots left: held by a job, or not idle for long enough. */
  readonly kept: number;
}

/** `dispose(dir)` drops OpenCode's instance for a directory about to go (it must not throw). */
export async function gcPools(root: string, olderThanMs: number, dispose: (dir: string) => Promise<void>): Promise<PoolGcReport> {
  const removed: string[] = [];
  let kept = 0;
  for (const key of await readdir(poolsRoot(root)).catch(() => [] as string[])) {
    const dir = join(poolsRoot(root), key);
    // A table that does not read names no repository: the pool is left for a driver to rebuild.
    const table = await readPool(dir);
    if (!table) continue;
    const gone = !(await isRepository(table.repo));
    const left = await editPool(root, dir, table.repo, async (t) => {
      for (const [name, slot] of Object.entries(t.slots)) {
        const idle = Date.now() - Date.parse(slot.usedAt) >= olderThanMs;
        if (!(await isFree(root, slot)) || !(gone || idle)) continue;
        const slotDir = join(dir, name);
        await dispose(slotDir);
        await removeWorktree(t.repo, slotDir);
        // The record of the environment placed in it (workdir.ts) goes with it.
        await rm(environmentRecord(slotDir), { force: true });
        delete t.slots[name];
        removed.push(slotDir);
      }
      return Object.keys(t.slots).length;
    });
    kept += left;
    if (gone && left === 0) await rm(dir, { recursive: true, force: true });
  }
  return { removed, kept };
}

async function isRepository(dir: string): Promise<boolean> {
  const r = await gitRun(["rev-parse", "--git-dir"], dir).catch(() => undefined);
  return r?.exitCode === 0;
}
