import { lstat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Symlinks on a path inside a tree the worker wrote. Writing, deleting or excluding through one
 * would reach somewhere else, so the grader looks before it touches such a path.
 */

/** The first component of `rel` (a relative path with forward slashes) inside `root` that is a symlink, as an absolute path; undefined when none is (or the path stops existing first). */
export async function firstSymlink(root: string, rel: string): Promise<string | undefined> {
  const parts = rel.split("/").filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const path = join(root, ...parts.slice(0, i));
    const info = await lstat(path).catch(() => undefined);
    if (!info) return undefined;
    if (info.isSymbolicLink()) return path;
  }
  return undefined;
}
