import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { differences, listTree, listingText, parseListingText } from "./listing.js";
import { relocateFiles } from "./relocate.js";
import { NODE_CACHES, copyTree } from "./store.js";
import type { Environment } from "./types.js";

/**
 * Putting an environment where a tree needs it. Into a sandbox (a grading copy's check): the
 * store's folders are bound read-only over the copy — no copy at all, and nothing a check or the
 * code under test writes can reach them — the few files that name the origin are bound over them
 * rewritten for the copy, and node_modules' cache folders are fresh and writable for each check
 * (tmpfs). Into a plain folder (a worker's slot, or a copy checked without a sandbox): the files
 * are copied and the naming files rewritten in place; the slot's listing is kept, so what the
 * worker changed in its environment can be named, and a slot whose environment is intact keeps it
 * from job to job.
 */

export interface Mounts {
  /** [host path, path in the sandbox], bound read-only in this order (folders first, then files over them). */
  readonly binds: readonly (readonly [string, string])[];
  /** Paths in the sandbox that get a fresh, writable tmpfs. */
  readonly tmpfs: readonly string[];
}

/** The mounts that give `dest` (a grading copy) the environment; the rewritten files are written under `scratch`. */
export async function environmentMounts(env: Environment, dest: string, scratch: string, opts: { readonly secrets?: boolean } = {}): Promise<Mounts> {
  const paths = env.paths.filter((p) => opts.secrets !== false || p.kind !== "secret");
  const binds: (readonly [string, string])[] = paths.map((p) => [join(env.root, p.path), join(dest, p.path)] as const);
  const relocate = env.relocate.filter((f) => paths.some((p) => f === p.path || f.startsWith(`${p.path}/`)));
  if (relocate.length > 0) {
    const out = join(scratch, "relocated");
    for (const f of relocate) await mkdir(dirname(join(out, f)), { recursive: true });
    await relocateFiles(env.root, relocate, env.origins, dest, out);
    for (const f of relocate) binds.push([join(out, f), join(dest, f)]);
  }
  const tmpfs = paths.filter((p) => p.dir && p.path.split("/").pop() === "node_modules").flatMap((p) => NODE_CACHES.map((c) => join(dest, p.path, c)));
  return { binds, tmpfs };
}

/** Copy the environment into `dest` (replacing whatever stands at its paths) and rewrite the files that name the origin. */
export async function materializeEnvironment(env: Environment, dest: string, opts: { readonly secrets?: boolean } = {}): Promise<void> {
  const paths = env.paths.filter((p) => opts.secrets !== false || p.kind !== "secret");
  for (const p of paths) {
    const to = join(dest, p.path);
    await rm(to, { recursive: true, force: true });
    await mkdir(dirname(to), { recursive: true });
    await copyTree(join(env.root, p.path), to);
  }
  const relocate = env.relocate.filter((f) => paths.some((p) => f === p.path || f.startsWith(`${p.path}/`)));
  await relocateFiles(dest, relocate, env.origins, dest, dest);
}

/** The paths of `env` a folder holds (secrets only when given to it). */
export function placedPaths(env: Environment, secrets: boolean): string[] {
  return env.paths.filter((p) => secrets || p.kind !== "secret").map((p) => p.path);
}

/** Record `dir`'s environment as it is now (after `materializeEnvironment`), in `record`. */
export async function recordPlaced(env: Environment, dir: string, record: string, secrets: boolean): Promise<void> {
  const listing = await listTree(dir, placedPaths(env, secrets), { keep: true, skipCaches: true });
  await writeFile(record, `${JSON.stringify({ key: env.key, secrets, hash: listing.hash })}\n${listingText(listing.entries!)}`);
}

/**
 * What differs in `dir`'s environment from the record `recordPlaced` wrote: undefined when there
 * is no record for this key (the folder does not hold this environment), else the changed paths
 * (empty: intact). Caches tools write while they run (`__pycache__`, node_modules/.vite) do not count.
 */
export async function placedChanges(env: Environment, dir: string, record: string): Promise<string[] | undefined> {
  const text = await readFile(record, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  const nl = text.indexOf("\n");
  let head: { key?: unknown; secrets?: unknown; hash?: unknown };
  try {
    head = JSON.parse(nl < 0 ? text : text.slice(0, nl)) as typeof head;
  } catch {
    return undefined;
  }
  if (head.key !== env.key || typeof head.secrets !== "boolean") return undefined;
  const now = await listTree(dir, placedPaths(env, head.secrets), { keep: true, skipCaches: true });
  if (now.hash === head.hash) return [];
  const before = parseListingText(nl < 0 ? "" : text.slice(nl + 1));
  const diff = before && now.entries ? differences(before, now.entries) : [];
  return diff.length > 0 ? diff : ["its listing"];
}
