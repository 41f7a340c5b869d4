import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, lstat, open, readdir, readlink } from "node:fs/promises";
import { join } from "node:path";
import type { Listing, ListingOptions } from "./listing.js";

/**
 * The same walks in Node itself, for machines without GNU find, grep and cp (macOS, the BSDs):
 * slower on a large node_modules than one GNU process, and only used where those are missing.
 * A listing made one way is only ever compared with a listing made the same way on the same
 * machine, so the two need not agree with each other, only with themselves.
 */

const CACHE_DIRS = new Set(["__pycache__"]);
const NODE_CACHE_DIRS = new Set([".vite", ".vite-temp", ".vitest", ".cache"]);
// Text files that name an origin are small; a file this large is data, not a script or a .pth.
const MAX_TEXT_BYTES = 16 * 1024 * 1024;

interface Entry {
  readonly path: string;
  readonly type: "f" | "d" | "l" | "o";
}

/** Every entry under `root/start` (`start` included), depth first, names sorted; `skip` prunes a folder. */
async function* walk(root: string, start: string, skip: (path: string) => boolean = () => false): AsyncGenerator<Entry> {
  const info = await lstat(join(root, start)).catch(() => undefined);
  if (!info) return;
  const type = info.isSymbolicLink() ? "l" : info.isDirectory() ? "d" : info.isFile() ? "f" : "o";
  if (type === "d" && skip(start)) return;
  yield { path: start, type };
  if (type !== "d") return;
  const names = (await readdir(join(root, start)).catch(() => [] as string[])).sort();
  for (const name of names) yield* walk(root, start === "." ? name : `${start}/${name}`, skip);
}

const cacheDir = (p: string): boolean => {
  const parts = p.split("/");
  const base = parts.at(-1)!;
  return CACHE_DIRS.has(base) || (NODE_CACHE_DIRS.has(base) && parts.at(-2) === "node_modules");
};

/** listTree's answer, walked in Node. */
export async function listTreePortable(root: string, paths: readonly string[], opts: ListingOptions = {}): Promise<Listing> {
  const hash = createHash("sha256");
  const entries = opts.keep ? new Map<string, string>() : undefined;
  let files = 0;
  let bytes = 0;
  for (const p of [...paths].sort()) {
    let any = false;
    for await (const e of walk(root, p, opts.skipCaches ? cacheDir : undefined)) {
      any = true;
      const s = await lstat(join(root, e.path)).catch(() => undefined);
      if (!s) continue;
      const times = opts.skipCaches && e.type === "d" ? ["", ""] : [String(s.size), String(s.mtimeMs)];
      const rec = [e.type, times[0], (s.mode & 0o7777).toString(8), times[1], e.type === "l" ? await readlink(join(root, e.path)).catch(() => "") : "", ...(opts.change ? [String(s.ctimeMs), String(s.ino)] : [])].join(" ");
      hash.update(`${e.path}\0${rec}\0`);
      entries?.set(e.path, rec);
      files++;
      if (e.type === "f") bytes += s.size;
    }
    if (!any) hash.update(`absent\0${p}\0`);
  }
  return { hash: hash.digest("hex"), files, bytes, ...(entries ? { entries } : {}) };
}

/** filesNaming's answer, read in Node: text files (no NUL in their first 8 KiB) holding an origin. */
export async function filesNamingPortable(root: string, origins: readonly string[]): Promise<string[]> {
  const needles = origins.map((o) => Buffer.from(o, "utf8"));
  const out: string[] = [];
  for await (const e of walk(root, ".")) {
    if (e.type !== "f") continue;
    const f = await open(join(root, e.path), "r").catch(() => undefined);
    if (!f) continue;
    try {
      const { size } = await f.stat();
      if (size > MAX_TEXT_BYTES) continue;
      const buf = Buffer.alloc(size);
      await f.read(buf, 0, size, 0);
      if (buf.subarray(0, 8192).includes(0)) continue;
      if (needles.some((n) => buf.includes(n))) out.push(e.path);
    } finally {
      await f.close();
    }
  }
  return out.sort();
}

/** The symlinks under `root`, with their targets. */
export async function linksPortable(root: string): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for await (const e of walk(root, ".")) if (e.type === "l") out.push([e.path, await readlink(join(root, e.path)).catch(() => "")]);
  return out;
}

/** copyTree's answer in Node: links kept as they are, times kept. */
export async function copyTreePortable(src: string, dest: string): Promise<void> {
  await cp(src, dest, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true, errorOnExist: true, force: false });
}

let gnu: Promise<boolean> | undefined;

/** Whether GNU find, grep and cp are here (asked once per process): the fast walks, else the ones above. */
export function hasGnuTools(): Promise<boolean> {
  gnu ??= Promise.all(["find", "grep", "cp"].map((tool) => new Promise<boolean>((resolve) => execFile(tool, ["--version"], { timeout: 30_000 }, (e, out) => resolve(!e && String(out).includes("GNU")))))).then((all) => all.every(Boolean));
  return gnu;
}
