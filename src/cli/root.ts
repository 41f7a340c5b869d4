import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { shippedRoot } from "../pack/index.js";
import type { Env } from "../paths/index.js";

/** A repository root is a folder holding the worker protocol and a packs/ folder. */
function isRoot(dir: string): boolean {
  return existsSync(join(dir, "protocol", "opencode-worker-protocol.md")) && existsSync(join(dir, "packs"));
}

/**
 * Find the opencode-worker repository to work on: the explicit `--root`, else the nearest
 * ancestor of the working directory, else the plugin the running `ocw` belongs to.
 */
export function findRoot(opts: { explicit?: string; cwd: string; selfDir?: string }): string {
  if (opts.explicit !== undefined) {
    const root = resolve(opts.cwd, opts.explicit);
    if (!isRoot(root)) throw new OcwError(ErrorCode.NotFound, `--root ${opts.explicit}: no protocol/opencode-worker-protocol.md and packs/ there; point it at the opencode-worker repository`);
    return root;
  }
  for (const start of [opts.cwd, opts.selfDir]) {
    if (start === undefined) continue;
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      if (isRoot(dir)) return dir;
      if (dirname(dir) === dir) break;
    }
  }
  throw new OcwError(ErrorCode.NotFound, `no opencode-worker repository found from ${opts.cwd}; run inside it or pass --root <repo>`);
}

/** Like `findRoot` without `--root`, but undefined instead of an error (a drop-in skill has no repository). */
export function findRootOrUndefined(opts: { cwd: string; selfDir?: string }): string | undefined {
  try {
    return findRoot(opts);
  } catch {
    return undefined;
  }
}

/**
 * Where a self-build compiles from: the repository or plugin found as `findRoot` finds it, else
 * the packs and protocol this `ocw` carries, written out under the data dir — so a skill folder
 * copied alone builds the same agent, under the same key, as the plugin.
 */
export async function findSources(opts: { env: Env; cwd: string; selfDir?: string }): Promise<string> {
  return findRootOrUndefined(opts) ?? (await shippedRoot(opts.env, opts.cwd));
}
