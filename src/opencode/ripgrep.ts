import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";
import type { Env } from "../paths/index.js";

/**
 * OpenCode's glob and grep tools run ripgrep: from PATH, else from its cache
 * (`$XDG_CACHE_HOME/opencode/bin/rg`), else it downloads it from GitHub on first use. On a
 * machine without internet that download fails and the worker's glob/grep calls error, so
 * `ocw opencode status` says where (or whether) ripgrep is.
 */
export async function findRipgrep(env: Env = process.env): Promise<string | undefined> {
  const dirs = (env.PATH ?? "").split(delimiter).filter(Boolean);
  const cache = join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), ".cache"), "opencode", "bin");
  for (const dir of [...dirs, cache]) {
    const path = join(dir, "rg");
    if (await access(path, constants.X_OK).then(() => true, () => false)) return path;
  }
  return undefined;
}
