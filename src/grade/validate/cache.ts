import { createHash, randomBytes } from "node:crypto";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import pkg from "../../../package.json" with { type: "json" };
import { holderPid, pidAlive, release, tryHold } from "../../durable/index.js";
import type { Check } from "../task/index.js";
import type { Containment } from "../sandbox/index.js";
import { exitEvidencePath } from "../trace/index.js";
import type { CheckRun, CheckStatus } from "../run/index.js";

/**
 * Validation remembered: a task's checks run on a baseline give the same runs every time, so a
 * validation that passed is kept under a key of everything that decides its result (the
 * baseline's tree, every field of every check in order, the checks' PATH, the containment in
 * force, the toolchain homes named to the checks, the grader's version)
 * and a later job with the same key takes its runs instead of running the checks again. Only a
 * validation that passed, with every check run, is kept; an entry appears whole (a folder renamed
 * into place) or not at all; anything that does not read is a miss. What a key cannot see (the
 * host's tools changing under the same PATH) is bounded by a short life: MAX_AGE_MS.
 */

/** How long a kept validation is trusted: long enough for a batch of jobs, short enough that a host upgrade is soon seen. */
export const MAX_AGE_MS = 15 * 60_000;

// Bumped whenever what a validation decides changes without the package version changing.
const FORMAT = 1;

/** The cache key: a hash of everything the baseline runs depend on. */
export function validationKey(input: { readonly tree: string; readonly checks: readonly Check[]; readonly path: string; readonly containment: Containment; readonly toolchains?: Readonly<Record<string, string>>; readonly environment?: string }): string {
  // The containment decides results too: a check that reaches the network or writes outside the copy passes uncontained and fails contained.
  // So do the toolchain homes named to the checks (sandbox/toolchains.ts): another RUSTUP_HOME is another compiler; and the workspace's environment (its key).
  const canonical = canonicalJson({ format: FORMAT, grader: pkg.version, tree: input.tree, path: input.path, checks: input.checks, containment: input.containment, ...(input.toolchains && Object.keys(input.toolchains).length > 0 ? { toolchains: input.toolchains } : {}), ...(input.environment ? { environment: input.environment } : {}) });
  return createHash("sha256").update(canonical).digest("hex");
}

/** The kept runs for `key`, with their logs copied into `logDir`; undefined when there is none (or it does not read, or is too old). */
export async function recallValidation(dir: string, key: string, logDir: string, now = Date.now()): Promise<Map<string, CheckRun> | undefined> {
  const entry = join(dir, key);
  const text = await readFile(join(entry, "validation.json"), "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  const kept = readEntry(text, key);
  if (!kept || now - kept.savedAt > MAX_AGE_MS || kept.savedAt > now + 60_000) return undefined;
  await mkdir(logDir, { recursive: true });
  const before = new Map<string, CheckRun>();
  try {
    for (const [name, run] of kept.runs) {
      const stdout = join(logDir, run.stdout);
      const stderr = join(logDir, run.stderr);
      await copyFile(join(entry, run.stdout), stdout);
      await copyFile(join(entry, run.stderr), stderr);
      // The exit trace beside the logs, when the run left one: grading compares its records with the baseline's.
      await copyFile(join(entry, basename(exitEvidencePath(run.stdout))), exitEvidencePath(stdout)).catch(() => undefined);
      let junit = run.junit;
      if (junit?.saved !== undefined) {
        const saved = join(logDir, junit.saved);
        await copyFile(join(entry, junit.saved), saved);
        junit = { ...junit, saved };
      }
      before.set(name, { ...run, stdout, stderr, ...(junit ? { junit } : {}) });
    }
  } catch {
    // A log gone missing (an entry removed meanwhile): run the checks instead.
    return undefined;
  }
  return before;
}

/** Keep the runs of a validation that passed, under `key`. Best effort: a validation never fails for its cache. */
export async function keepValidation(dir: string, key: string, before: ReadonlyMap<string, CheckRun>, now = Date.now()): Promise<void> {
  const entry = join(dir, key);
  const tmp = join(dir, `.tmp-${key.slice(0, 16)}-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(tmp, { recursive: true });
    const runs: [string, CheckRun][] = [];
    for (const [name, run] of before) {
      // Logs are kept by file name: their folder differs from job to job.
      await copyFile(run.stdout, join(tmp, basename(run.stdout)));
      await copyFile(run.stderr, join(tmp, basename(run.stderr)));
      await copyFile(exitEvidencePath(run.stdout), join(tmp, basename(exitEvidencePath(run.stdout)))).catch(() => undefined);
      let junit = run.junit;
      if (junit?.saved !== undefined) {
        await copyFile(junit.saved, join(tmp, basename(junit.saved)));
        junit = { ...junit, saved: basename(junit.saved) };
      }
      runs.push([name, { ...run, stdout: basename(run.stdout), stderr: basename(run.stderr), ...(junit ? { junit } : {}) }]);
    }
    await writeFile(join(tmp, "validation.json"), `${JSON.stringify({ key, savedAt: now, runs })}\n`);
    // Renamed into place whole; an older entry under the same key is replaced only once it has expired.
    const old = await stat(entry).catch(() => undefined);
    if (old && now - old.mtimeMs > MAX_AGE_MS) await rm(entry, { recursive: true, force: true });
    await rename(tmp, entry).catch(() => undefined);
  } catch {
    // Nothing kept: the next job runs its checks.
  } finally {
    await rm(tmp, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * Run `fn` as the only validation of `key` on this host: jobs dispatched together with the same
 * key wait for the first one's result instead of all running the same checks at once. A holder
 * that died is passed over; waiting ends after `waitMs` or on `signal`, and then `fn` runs anyway.
 */
export async function singleValidation<T>(dir: string, key: string, fn: () => Promise<T>, opts: { readonly waitMs: number; readonly signal?: AbortSignal }): Promise<T> {
  await mkdir(dir, { recursive: true });
  const lock = join(dir, `${key}.lock`);
  const deadline = Date.now() + opts.waitMs;
  let token: string | undefined;
  for (let wait = 10; (token = await tryHold(lock)) === undefined; wait = Math.min(wait * 2, 100)) {
    const holder = await holderPid(lock);
    if (Date.now() >= deadline || opts.signal?.aborted || (holder !== undefined && !pidAlive(holder))) break;
    await new Promise((r) => setTimeout(r, wait));
  }
  try {
    return await fn();
  } finally {
    if (token !== undefined) await release(lock, token);
  }
}

interface Entry {
  readonly savedAt: number;
  readonly runs: readonly (readonly [string, CheckRun])[];
}

const STATUSES: readonly CheckStatus[] = ["pass", "fail", "timeout", "error", "cancelled"];

// Checked field by field: a damaged or planted entry is a miss, never a validation.
function readEntry(text: string, key: string): Entry | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const v = value as { key?: unknown; savedAt?: unknown; runs?: unknown };
  if (v === null || typeof v !== "object" || v.key !== key || typeof v.savedAt !== "number" || !Array.isArray(v.runs)) return undefined;
  const runs: [string, CheckRun][] = [];
  for (const item of v.runs as unknown[]) {
    if (!Array.isArray(item) || item.length !== 2 || typeof item[0] !== "string") return undefined;
    const r = item[1] as Partial<Record<keyof CheckRun, unknown>> | null;
    if (r === null || typeof r !== "object") return undefined;
    if (!STATUSES.includes(r.status as CheckStatus) || r.status === "cancelled") return undefined;
    if (!(r.exitCode === null || typeof r.exitCode === "number") || !(r.signal === null || typeof r.signal === "string")) return undefined;
    if (typeof r.durationMs !== "number" || typeof r.message !== "string" || !isName(r.stdout) || !isName(r.stderr)) return undefined;
    const j = r.junit as { saved?: unknown; report?: unknown; present?: unknown } | undefined;
    if (j !== undefined && (j === null || typeof j !== "object" || typeof j.report !== "string" || typeof j.present !== "boolean" || (j.saved !== undefined && !isName(j.saved)))) return undefined;
    runs.push([item[0], r as unknown as CheckRun]);
  }
  return { savedAt: v.savedAt, runs };
}

// A bare file name: an entry never points outside its own folder.
function isName(v: unknown): v is string {
  return typeof v === "string" && v !== "" && v === basename(v) && v !== "." && v !== "..";
}

// JSON with object keys sorted at every level, so equal specs hash equal whatever their key order.
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}
