import { createHash } from "node:crypto";
import { lstat, readdir, readFile, readlink } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/**
 * A fingerprint of the parts of a repository's git directory a worker could use to act outside
 * the tree or to hide work: hooks, config, info/ (exclude, attributes). `git add` never sees
 * .git/, so the diff cannot show these edits; comparing the fingerprint taken with the baseline
 * against the one at grading time does.
 */

/** `hooks/pre-commit` → `100755 <sha256>`; relative to the git common dir, forward slashes. */
export type GitMeta = Readonly<Record<string, string>>;

const WATCHED = ["config", "config.worktree", "hooks", "info"] as const;

/** Fingerprint the watched entries of the git directory `commonDir`. */
export async function readGitMeta(commonDir: string): Promise<GitMeta> {
  const out: Record<string, string> = {};
  for (const name of WATCHED) await walk(commonDir, join(commonDir, name), out);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function walk(root: string, path: string, out: Record<string, string>): Promise<void> {
  const info = await lstat(path).catch(() => undefined);
  if (!info) return;
  const rel = relative(root, path).split(sep).join("/");
  if (info.isSymbolicLink()) {
    out[rel] = `120000 ${digest(await readlink(path))}`;
    return;
  }
  if (info.isDirectory()) {
    for (const entry of await readdir(path)) await walk(root, join(path, entry), out);
    return;
  }
  if (!info.isFile()) return;
  out[rel] = `${info.mode & 0o111 ? "100755" : "100644"} ${digest(await readFile(path))}`;
}

function digest(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

export interface GitMetaChange {
  /** `.git/hooks/pre-commit`, as a user would name it. */
  readonly path: string;
  readonly status: "added" | "modified" | "deleted";
}

/** What changed in the git directory between two fingerprints. */
export function diffGitMeta(before: GitMeta, after: GitMeta): GitMetaChange[] {
  const changes: GitMetaChange[] = [];
  for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[path];
    const b = after[path];
    if (a === b) continue;
    changes.push({ path: `.git/${path}`, status: a === undefined ? "added" : b === undefined ? "deleted" : "modified" });
  }
  return changes.sort((x, y) => (x.path < y.path ? -1 : 1));
}
