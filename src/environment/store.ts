import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, realpath, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { withLock } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { detect, type Detected } from "./detect.js";
import { listTree, listingText, parseListingText, differences } from "./listing.js";
import { filesNaming, relativizeLinks } from "./relocate.js";
import { copyTreePortable, hasGnuTools } from "./portable.js";
import { runSetup } from "./setup.js";
import type { Environment, EnvironmentSpec, EnvironmentSummary, EnvPath } from "./types.js";

/**
 * The store of environments: `<state>/envs/<key>/` holding `tree/` (the files, laid out as in
 * the workspace), `env.json` (what they are) and `listing.txt` (their seal). An environment is
 * made once per key — captured from the workspace as the user installed it, or built by the
 * task's setup commands in a fresh copy of the baseline — and every worker slot and grading copy
 * of that key uses it. An entry appears whole (made aside, renamed into place) or not at all, one
 * process makes a key at a time, and an entry is verified before every use: a file changed
 * since it was made (by a worker that reached the state folder, say) is never used; it is made
 * again, and the caller is told.
 */

// Bumped when what an entry holds changes meaning (2: node_modules/.vite-temp and .vitest made).
const FORMAT = 2;
/** Entries unused for this long are removed when another is made. */
const KEEP_MS = 24 * 3600_000;
const COPY_TIMEOUT_MS = 30 * 60_000;

export interface PrepareOptions {
  /** The repository root. */
  readonly workspace: string;
  /** The baseline commit: its manifests and lockfiles are read; a build checks it out. */
  readonly commit: string;
  readonly spec?: EnvironmentSpec;
  /** The store folder (`<state>/envs`). */
  readonly store: string;
  /** The environment setup commands run with (the user's own). */
  readonly hostEnv?: Readonly<Record<string, string | undefined>>;
  readonly signal?: AbortSignal;
}

export interface Prepared {
  readonly environment: Environment;
  readonly summary: EnvironmentSummary;
  /** An entry of this key was found changed since it was made, and made again: what changed. */
  readonly replaced?: readonly string[];
}

/** The environment of the baseline, made now or found in the store; undefined when the workspace has nothing to carry. */
export async function prepareEnvironment(o: PrepareOptions): Promise<Prepared | undefined> {
  const started = performance.now();
  const spec = o.spec ?? {};
  const workspace = o.workspace;
  const found = await detect(workspace, o.commit, spec);
  const setup = spec.setup ?? [];
  if (setup.length === 0 && found.paths.length === 0) return undefined;
  const origins = [...new Set([workspace, await realpath(workspace).catch(() => workspace)])];
  const key = setup.length > 0 ? buildKey(found, spec, o.hostEnv) : await captureKey(workspace, found);
  await mkdir(o.store, { recursive: true, mode: 0o700 });
  let replaced: string[] | undefined;
  const entry = await withLock(join(o.store, `${key}.lock`), async () => {
    const kept = await readEntry(o.store, key);
    if (kept) {
      const changed = await changedSince(kept);
      if (changed.length === 0) return { env: kept, reused: true };
      replaced = changed;
      await rm(join(o.store, key), { recursive: true, force: true });
    }
    const made = setup.length > 0 ? await build(o, key, found, setup, spec) : await capture(o.store, key, origins, found);
    await prune(o.store, key);
    return { env: made, reused: false };
  }, { staleMs: 120_000 });
  await touch(o.store, key);
  const env = entry.env;
  const summary: EnvironmentSummary = { key, source: env.source, paths: env.paths.map((p) => p.path), managers: env.managers, files: env.files, bytes: env.bytes, reused: entry.reused, ms: Math.round(performance.now() - started) };
  return { environment: env, summary, ...(replaced ? { replaced } : {}) };
}

/**
 * The store's entry `key`, verified: undefined when it is gone; ENVIRONMENT_FAILED naming what
 * changed when it is not as it was made (it is then removed, so the next preparation makes it again).
 */
export async function openEnvironment(store: string, key: string): Promise<Environment | undefined> {
  const env = await readEntry(store, key);
  if (!env) return undefined;
  const changed = await changedSince(env);
  if (changed.length > 0) {
    await rm(join(store, key), { recursive: true, force: true });
    throw new OcwError(ErrorCode.EnvironmentFailed, `the environment ${key.slice(0, 12)} kept for grading changed after it was made (${changed.join(", ")}); it was removed, and the checks will not run on it`, { data: { key, changed } });
  }
  await touch(store, key);
  return env;
}

/** What differs in the entry's files from when it was made (empty when nothing does). */
async function changedSince(env: Environment): Promise<string[]> {
  const now = await listTree(env.root, env.paths.map((p) => p.path), { change: true, keep: true });
  if (now.hash === env.fingerprint) return [];
  const text = await readFile(join(dirname(env.root), "listing.txt"), "utf8").catch(() => undefined);
  const before = text === undefined ? undefined : parseListingText(text);
  const diff = before && now.entries ? differences(before, now.entries) : [];
  return diff.length > 0 ? diff : ["its listing"];
}

// A capture's key: where it was taken from, what is carried, and every file of it as listed now (a reinstall is another key).
async function captureKey(workspace: string, found: Detected): Promise<string> {
  const listing = await listTree(workspace, found.paths.map((p) => p.path));
  return hash({ format: FORMAT, source: "captured", workspace, paths: found.paths, listing: listing.hash, keyFiles: [...found.keyFiles] });
}

// A build's key: the commands and what they read (manifests, lockfiles, the tools on PATH).
function buildKey(found: Detected, spec: EnvironmentSpec, hostEnv: PrepareOptions["hostEnv"]): string {
  return hash({ format: FORMAT, source: "built", setup: spec.setup, include: spec.include ?? [], detect: spec.detect !== false, keyFiles: [...found.keyFiles], path: (hostEnv ?? process.env).PATH ?? "" });
}

async function capture(store: string, key: string, origins: readonly string[], found: Detected): Promise<Environment> {
  const staging = await stagingDir(store, key);
  try {
    const tree = join(staging, "tree");
    for (const p of found.paths) {
      await mkdir(dirname(join(tree, p.path)), { recursive: true });
      await copyTree(join(origins[0]!, p.path), join(tree, p.path));
    }
    return await seal(store, key, staging, { source: "captured", origins, paths: found.paths, managers: found.managers, keyFiles: [...found.keyFiles.keys()], setup: [] });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function build(o: PrepareOptions, key: string, found: Detected, setup: readonly string[], spec: EnvironmentSpec): Promise<Environment> {
  const staging = await stagingDir(o.store, key);
  try {
    const made = await runSetup({ workspace: o.workspace, commit: o.commit, dir: join(staging, "work"), setup, spec, log: join(o.store, `${key}.setup.log`), hostEnv: o.hostEnv ?? process.env, ...(o.signal ? { signal: o.signal } : {}) });
    const tree = join(staging, "tree");
    for (const p of made.paths) {
      await mkdir(dirname(join(tree, p.path)), { recursive: true });
      await rename(join(made.dir, p.path), join(tree, p.path));
    }
    await made.remove();
    return await seal(o.store, key, staging, { source: "built", origins: made.origins, paths: made.paths, managers: [...new Set([...found.managers, ...made.managers])].sort(), keyFiles: [...found.keyFiles.keys()], setup });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface Made {
  readonly source: Environment["source"];
  readonly origins: readonly string[];
  readonly paths: readonly EnvPath[];
  readonly managers: readonly string[];
  readonly keyFiles: readonly string[];
  readonly setup: readonly string[];
}

// The files are in `staging/tree`: make their links relative, find the files that name an origin,
// give node_modules the cache folders a check writes into (made writable and empty for each check),
// list them with change times (the seal) and rename the whole into place.
async function seal(store: string, key: string, staging: string, made: Made): Promise<Environment> {
  const tree = join(staging, "tree");
  await relativizeLinks(tree, made.origins);
  const relocate = await filesNaming(tree, made.origins);
  for (const p of made.paths) if (p.dir && p.path.split("/").pop() === "node_modules") for (const c of NODE_CACHES) await mkdir(join(tree, p.path, c), { recursive: true });
  const final = join(store, key);
  const root = join(final, "tree");
  const listing = await listTree(tree, made.paths.map((p) => p.path), { change: true, keep: true });
  const env: Environment = { key, root, ...made, relocate, fingerprint: listing.hash, files: listing.files, bytes: listing.bytes, createdAt: new Date().toISOString() };
  await writeFile(join(staging, "listing.txt"), listingText(listing.entries!));
  await writeFile(join(staging, "env.json"), `${JSON.stringify({ format: FORMAT, ...env }, null, 2)}\n`);
  await rename(staging, final);
  return env;
}

/**
 * Folders tools write inside node_modules while tests run: a fresh, writable one for every check.
 * Vite (and so vitest) bundles its config into `.vite-temp` and keeps its cache in `.vite`
 * (`.vitest` before vitest 1); babel, terser and others use `.cache`. Made in the store (empty)
 * so the sandbox has a folder to mount over.
 */
export const NODE_CACHES = [".vite", ".vite-temp", ".vitest", ".cache"] as const;

async function stagingDir(store: string, key: string): Promise<string> {
  const dir = join(store, `.tmp-${key.slice(0, 16)}-${process.pid}-${randomBytes(4).toString("hex")}`);
  await mkdir(join(dir, "tree"), { recursive: true, mode: 0o700 });
  return dir;
}

/** Copy `src` to the new path `dest` as it is (links, modes, times), sharing blocks where the filesystem can. */
export async function copyTree(src: string, dest: string): Promise<void> {
  if (!(await hasGnuTools())) {
    return copyTreePortable(src, dest).catch((e: unknown) => {
      throw new OcwError(ErrorCode.EnvironmentFailed, `could not copy ${src} to ${dest}: ${e instanceof Error ? e.message : String(e)}; check the disk has room (the environment is copied once per key)`, { cause: e });
    });
  }
  return new Promise((resolve, reject) => {
    execFile("cp", ["-a", "--reflink=auto", "--", src, dest], { timeout: COPY_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (e, _out, stderr) => {
      if (!e) return resolve();
      const why = String(stderr).trim().split("\n")[0] || e.message;
      reject(new OcwError(ErrorCode.EnvironmentFailed, `could not copy ${src} to ${dest}: ${why}; check the disk has room (the environment is copied once per key)`, { cause: e }));
    });
  });
}

async function readEntry(store: string, key: string): Promise<Environment | undefined> {
  const dir = join(store, key);
  const text = await readFile(join(dir, "env.json"), "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as Partial<Environment> & { format?: unknown };
    const strings = (a: unknown): a is string[] => Array.isArray(a) && a.every((x) => typeof x === "string");
    const okPaths = Array.isArray(v.paths) && v.paths.every((p) => p && typeof p.path === "string" && !p.path.startsWith("/") && !p.path.split("/").includes("..") && typeof p.dir === "boolean");
    if (v.format !== FORMAT || v.key !== key || (v.source !== "captured" && v.source !== "built") || !okPaths || !strings(v.origins) || !strings(v.relocate) || !strings(v.managers) || !strings(v.keyFiles) || !strings(v.setup) || typeof v.fingerprint !== "string") return undefined;
    if (v.relocate.some((f) => f.startsWith("/") || f.split("/").includes(".."))) return undefined;
    return { key, root: join(dir, "tree"), source: v.source, origins: v.origins, paths: v.paths!, relocate: v.relocate, managers: v.managers, keyFiles: v.keyFiles, setup: v.setup, fingerprint: v.fingerprint, files: Number(v.files) || 0, bytes: Number(v.bytes) || 0, createdAt: String(v.createdAt ?? "") };
  } catch {
    return undefined;
  }
}

// The entry's last use, for pruning: the mtime of its `used` file.
async function touch(store: string, key: string): Promise<void> {
  const file = join(store, key, "used");
  const now = new Date();
  await utimes(file, now, now).catch(() => writeFile(file, "").catch(() => undefined));
}

// Entries not used for KEEP_MS, and staging folders a dead process left, go; `keep` (just made) stays.
async function prune(store: string, keep: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(store).catch(() => [] as string[])) {
    if (name === keep || name.endsWith(".lock") || name.endsWith(".log")) continue;
    const used = await stat(join(store, name, name.startsWith(".tmp-") ? "." : "used")).catch(() => stat(join(store, name)).catch(() => undefined));
    if (used && now - used.mtimeMs > KEEP_MS) await rm(join(store, name), { recursive: true, force: true }).catch(() => undefined);
  }
}

function hash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}
