import { posix } from "node:path";
import { git, gitBytes } from "../../git/index.js";
import type { Repo } from "./snapshot.js";

/**
 * What the worker changed: the difference between the baseline tree and the worker's tree, as
 * git sees it (untracked files were snapshotted, so they are here too). Renames carry both
 * paths, mode changes are flagged, and a symlink carries its target and whether that target
 * leaves the tree.
 */

export type ChangeStatus = "added" | "modified" | "deleted" | "renamed" | "type-changed";

export interface Change {
  readonly status: ChangeStatus;
  /** The path after the change (for a deletion, the deleted path). */
  readonly path: string;
  /** For a rename, the path before. */
  readonly oldPath?: string;
  /** Git modes: 100644 file, 100755 executable, 120000 symlink, 160000 submodule; null when absent on that side. */
  readonly oldMode: string | null;
  readonly newMode: string | null;
  readonly oldBlob: string | null;
  readonly newBlob: string | null;
  /** The executable bit or the kind of entry changed. */
  readonly modeChanged: boolean;
  /** For a symlink on the worker's side: what it points to. */
  readonly symlinkTarget?: string;
  /** The symlink's target is outside the tree (absolute, climbing out with `..`, or into .git). */
  readonly escapes?: boolean;
}

const NULL_SHA = /^0+$/;

/** The changes from tree `from` to tree `to` in `repo`. */
export async function listChanges(repo: Repo, from: string, to: string): Promise<Change[]> {
  const raw = await git(["diff-tree", "-r", "-z", "-M", "--raw", "--no-commit-id", from, to], { cwd: repo.workspace });
  const fields = raw.split("\0");
  const parsed: Omit<Change, "symlinkTarget" | "escapes">[] = [];
  for (let i = 0; i < fields.length - 1; ) {
    const head = fields[i++]!;
    const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])(\d*)$/.exec(head);
    if (!m) break;
    const [, oldMode, newMode, oldBlob, newBlob, letter] = m as unknown as [string, string, string, string, string, string];
    const first = fields[i++]!;
    const second = letter === "R" || letter === "C" ? fields[i++]! : undefined;
    const present = (mode: string): string | null => (mode === "000000" ? null : mode);
    parsed.push({
      status: STATUS[letter] ?? "modified",
      path: second ?? first,
      ...(second !== undefined ? { oldPath: first } : {}),
      oldMode: present(oldMode),
      newMode: present(newMode),
      oldBlob: NULL_SHA.test(oldBlob) ? null : oldBlob,
      newBlob: NULL_SHA.test(newBlob) ? null : newBlob,
      modeChanged: oldMode !== "000000" && newMode !== "000000" && oldMode !== newMode,
    });
  }
  const links = parsed.filter((c) => c.newMode === "120000" && c.newBlob);
  const targets = await readBlobs(repo, links.map((c) => c.newBlob!));
  return parsed.map((c) => {
    if (c.newMode !== "120000" || !c.newBlob) return c;
    const target = targets.get(c.newBlob)?.toString("utf8") ?? "";
    return { ...c, symlinkTarget: target, escapes: escapes(c.path, target) };
  });
}

const STATUS: Readonly<Record<string, ChangeStatus>> = { A: "added", M: "modified", D: "deleted", R: "renamed", C: "added", T: "type-changed" };

/** True when a symlink at `path` pointing at `target` reaches outside the tree (or into .git). */
export function escapes(path: string, target: string): boolean {
  if (target === "" || posix.isAbsolute(target) || /^[A-Za-z]:[\\/]/.test(target) || target.includes("\\")) return true;
  const resolved = posix.normalize(posix.join(posix.dirname(path), target));
  if (resolved === ".." || resolved.startsWith("../")) return true;
  return resolved === ".git" || resolved.startsWith(".git/");
}

/** Blob contents by sha, read in one `git cat-file --batch` call. */
export async function readBlobs(repo: Repo, shas: readonly string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(shas)];
  const out = new Map<string, Buffer>();
  if (unique.length === 0) return out;
  const buf = await gitBytes(["cat-file", "--batch"], { cwd: repo.workspace, input: `${unique.join("\n")}\n` });
  let at = 0;
  while (at < buf.length) {
    const nl = buf.indexOf(0x0a, at);
    if (nl < 0) break;
    const header = buf.subarray(at, nl).toString("utf8");
    const m = /^([0-9a-f]+) \w+ (\d+)$/.exec(header);
    if (!m) break;
    const size = Number(m[2]);
    out.set(m[1]!, buf.subarray(nl + 1, nl + 1 + size));
    at = nl + 1 + size + 1;
  }
  return out;
}
