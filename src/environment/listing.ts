import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { lstat } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { hasGnuTools, listTreePortable } from "./portable.js";

/**
 * A folder's listing: every entry's path, type, size, mode, modification time and link target,
 * with its change time and inode when asked (`find -printf`, one process, tens of thousands of
 * entries in a fraction of a second). Its hash is the environment's fingerprint: a capture's
 * key (the user's node_modules reinstalled is another environment) and the store's seal (no
 * process can write a file without moving its change time, which nobody can set back).
 */

export interface Listing {
  readonly hash: string;
  readonly files: number;
  readonly bytes: number;
  /** Path → the rest of its record; with `keep` only. */
  readonly entries?: ReadonlyMap<string, string>;
}

export interface ListingOptions {
  /** Include change times and inodes (a seal, not a key: a copy has new ones). */
  readonly change?: boolean;
  /** Keep the entries, to name what differs from another listing. */
  readonly keep?: boolean;
  /** Leave out the caches tools write while they run (`__pycache__`, node_modules' .vite, .vite-temp, .vitest and .cache), and folders' times (a cache made inside one moves them). */
  readonly skipCaches?: boolean;
}

const TIMEOUT_MS = 10 * 60_000;
const BASE = ["%p", "%y", "%s", "%m", "%T@", "%l"];
const CHANGE = ["%C@", "%i"];
const CACHES = ["(", "-name", "__pycache__", "-o", "-path", "*/node_modules/.vite", "-o", "-path", "*/node_modules/.vite-temp", "-o", "-path", "*/node_modules/.vitest", "-o", "-path", "*/node_modules/.cache", ")", "-prune", "-o"];

/** The listing of `paths` (relative, `/`-separated) under `root`; a path that is absent counts as absent. */
export async function listTree(root: string, paths: readonly string[], opts: ListingOptions = {}): Promise<Listing> {
  if (!(await hasGnuTools())) return listTreePortable(root, paths, opts);
  const fields = [...BASE, ...(opts.change ? CHANGE : [])];
  const present: string[] = [];
  const hash = createHash("sha256");
  for (const p of [...paths].sort()) {
    if (await lstat(join(root, p)).then(() => true, () => false)) present.push(`./${p}`);
    else hash.update(`absent\0${p}\0`);
  }
  if (present.length === 0) return { hash: hash.digest("hex"), files: 0, bytes: 0, ...(opts.keep ? { entries: new Map() } : {}) };
  const printf = (f: readonly string[]): string => f.map((x) => `${x}\\0`).join("");
  // Without folders' times, a folder's record keeps the field count with empty fields.
  const folders = opts.skipCaches ? ["-type", "d", "-printf", printf(fields.map((f) => (f === "%p" || f === "%y" || f === "%m" ? f : "")))] : [];
  const args = [...present, ...(opts.skipCaches ? CACHES : []), ...(folders.length ? [...folders, "-o"] : []), "-printf", printf(fields)];
  const entries = opts.keep ? new Map<string, string>() : undefined;
  let files = 0;
  let bytes = 0;
  let carry = "";
  let field: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const child = spawn("find", args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
    child.stdout.on("data", (chunk: Buffer) => {
      hash.update(chunk);
      const parts = (carry + chunk.toString("utf8")).split("\0");
      carry = parts.pop()!;
      for (const part of parts) {
        field.push(part);
        if (field.length < fields.length) continue;
        files++;
        if (field[1] === "f") bytes += Number(field[2]) || 0;
        entries?.set(field[0]!.slice(2), field.slice(1).join(" "));
        field = [];
      }
    });
    child.stderr.on("data", (c: Buffer) => void (stderr += c.toString("utf8")));
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(new OcwError(ErrorCode.EnvironmentFailed, `could not list ${root} (find: ${e.message}); install findutils`, { cause: e }));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      // find says 1 when an entry vanished while it walked: the listing differs, which its hash shows.
      if (signal) reject(new OcwError(ErrorCode.EnvironmentFailed, `listing ${root} did not finish within ${TIMEOUT_MS / 60_000} min; check the disk`));
      else if (code !== 0 && code !== 1) reject(new OcwError(ErrorCode.EnvironmentFailed, `could not list ${root}: ${stderr.trim().split("\n")[0] ?? `find exit ${code}`}`));
      else resolve();
    });
  });
  return { hash: hash.digest("hex"), files, bytes, ...(entries ? { entries } : {}) };
}

/** The paths whose records differ between two kept listings (added, removed or changed), at most `max`. */
export function differences(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>, max = 5): string[] {
  const out: string[] = [];
  for (const [p, rec] of after) {
    if (before.get(p) !== rec) out.push(before.has(p) ? p : `${p} (added)`);
    if (out.length >= max) return out;
  }
  for (const p of before.keys()) {
    if (!after.has(p)) out.push(`${p} (removed)`);
    if (out.length >= max) return out;
  }
  return out;
}

/** A kept listing as text (one record a line, NUL-free) and back: what the store and a slot keep to name a difference later. */
export function listingText(entries: ReadonlyMap<string, string>): string {
  return [...entries].map(([p, rec]) => `${JSON.stringify(p)} ${JSON.stringify(rec)}`).join("\n");
}

export function parseListingText(text: string): Map<string, string> | undefined {
  const entries = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    try {
      const [p, rec] = JSON.parse(`[${line.replace(/^("(?:[^"\\]|\\.)*") /, "$1,")}]`) as [unknown, unknown];
      if (typeof p !== "string" || typeof rec !== "string") return undefined;
      entries.set(p, rec);
    } catch {
      return undefined;
    }
  }
  return entries;
}
