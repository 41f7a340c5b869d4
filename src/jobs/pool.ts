import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, realpath } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { withLock } from "../durable/index.js";
import { isTerminal, listJobIds, readJob, readState, writeAtomic, type JobId } from "./ledger/index.js";
import { resetSlot } from "./slot.js";

/**
 * The pool of warm worker directories of one repository: `<jobs>/pool/<repoKey>/slot-<n>`, git
 * worktrees of the user's repository that outlive the jobs that use them. OpenCode boots an
 * instance per directory (config, the models catalog, plugins: seconds) and keeps it; a job that
 * works in a directory the server already knows skips all of that. So a job leases a slot, the
 * slot is reset to the job's baseline (checkout + clean of untracked and ignored files), and it
 * goes back to the pool when the job ends. Slots are made on demand, so a repository has at most
 * as many as it ever had jobs running at once.
 *
 * The leases (`leases.json`, schema protocol/schemas/pool.schema.json) are edited under a lock
 * and keyed by job id: a re-adopted driver of the same job gets its slot back as the worker left
 * it, and a lease whose job is terminal or gone is free, so a driver that died holds nothing.
 */

interface Slot {
  job: JobId | null;
  /** Reset to the holder's baseline: from here on the directory is the worker's. */
  ready: boolean;
  usedAt: string;
}

export interface PoolTable {
  repo: string;
  slots: Record<string, Slot>;
}

export interface Lease {
  readonly dir: string;
  readonly slot: string;
  /** The slot existed (and was reset) rather than made. */
  readonly reused: boolean;
  /** A re-adopted driver's: the worker's work was there and was left alone. */
  readonly kept: boolean;
  /** How long the reset or the creation took. */
  readonly ms: number;
}

const TABLE = "leases.json";

export function poolsRoot(root: string): string {
  return join(root, "pool");
}

/** A short hash of the repository's real path: the same repository named two ways shares one pool. */
export async function repoPool(root: string, workspace: string): Promise<{ repo: string; dir: string }> {
  const repo = await realpath(workspace).catch((e: NodeJS.ErrnoException) => {
    throw new OcwError(ErrorCode.NotFound, `the task's workspace ${workspace} cannot be found any more (${e.code ?? e.message}); put the repository back, or dispatch the task again where it is now`, { cause: e });
  });
  return { repo, dir: join(poolsRoot(root), createHash("sha256").update(repo).digest("hex").slice(0, 12)) };
}

/**
 * Lease a slot of `workspace`'s pool for `job` and reset it to `commit`, or, when the job holds
 * one already and it was reset for it (a re-adopted driver), return it untouched. `started`: the
 * job's worker has a session, so whatever the table says its directory is never reset.
 */
export async function leaseWorkdir(root: string, job: JobId, workspace: string, commit: string, opts: { started?: boolean; keep?: readonly string[]; prefer?: string } = {}): Promise<Lease> {
  const { repo, dir } = await repoPool(root, workspace);
  const pick = await editPool(root, dir, repo, async (t) => {
    const mine = Object.entries(t.slots).find(([, s]) => s.job === job);
    if (mine) return { name: mine[0], ready: mine[1].ready, existed: true };
    // A rework asks for the slot its previous attempt worked in (its OpenCode session is bound to that folder).
    const preferred = opts.prefer !== undefined ? [opts.prefer].filter((n) => t.slots[n]) : [];
    for (const name of [...preferred, ...slotNames(t)]) {
      if (!(await isFree(root, t.slots[name]!))) continue;
      t.slots[name] = { job, ready: false, usedAt: new Date().toISOString() };
      return { name, ready: false, existed: true };
    }
    const name = newSlotName(t);
    t.slots[name] = { job, ready: false, usedAt: new Date().toISOString() };
    return { name, ready: false, existed: false };
  });
  const slotDir = join(dir, pick.name);
  if (pick.ready || opts.started) return { dir: slotDir, slot: pick.name, reused: true, kept: true, ms: 0 };
  const t0 = performance.now();
  const reused = await resetSlot(repo, slotDir, commit, opts.keep);
  await editPool(root, dir, repo, (t) => {
    const s = t.slots[pick.name];
    if (s?.job === job) s.ready = true;
  });
  return { dir: slotDir, slot: pick.name, reused: reused && pick.existed, kept: false, ms: Math.round(performance.now() - t0) };
}

/** Give `job`'s slot back to its pool (the directory stays, warm, for the next job). Safe twice. */
export async function releaseWorkdir(root: string, job: JobId, workdir: string): Promise<void> {
  const dir = dirname(workdir);
  const table = await readPool(dir);
  if (!table) return;
  await editPool(root, dir, table.repo, (t) => {
    for (const s of Object.values(t.slots)) {
      if (s.job !== job) continue;
      s.job = null;
      s.usedAt = new Date().toISOString();
    }
  });
}

/** The pool's table as it is (undefined when missing or damaged), without the lock: for looking, not for editing. */
export async function readPool(dir: string): Promise<PoolTable | undefined> {
  const file = join(dir, TABLE);
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  const r = readState<PoolTable>("pool", text, file);
  return r.ok ? r.value : undefined;
}

/** Edit pool `dir`'s table under its lock; a missing or damaged table is rebuilt from the job records. */
export async function editPool<T>(root: string, dir: string, repo: string, fn: (t: PoolTable) => T | Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, TABLE);
  return withLock(join(dir, "leases.lock"), async () => {
    const before = await readFile(file, "utf8").catch(() => undefined);
    const read = before === undefined ? undefined : readState<PoolTable>("pool", before, file);
    const table = read?.ok ? read.value : await rebuild(root, dir, repo);
    const out = await fn(table);
    const after = JSON.stringify(table, null, 2);
    if (after !== before) await writeAtomic(file, after);
    return out;
  });
}

/** Whether the slot's lease is free: no holder, or a holder that ended or is gone. */
export async function isFree(root: string, slot: Slot): Promise<boolean> {
  if (slot.job === null) return true;
  try {
    return isTerminal((await readJob(root, slot.job)).state);
  } catch (e) {
    // A record that does not read may still be a live job's: only a missing one frees its slot.
    return isOcwError(e) && e.code === ErrorCode.NotFound;
  }
}

function slotNames(t: PoolTable): string[] {
  return Object.keys(t.slots).sort((a, b) => slotIndex(a) - slotIndex(b));
}

function slotIndex(name: string): number {
  return Number(name.slice("slot-".length));
}

function newSlotName(t: PoolTable): string {
  let n = 0;
  while (t.slots[`slot-${n}`]) n++;
  return `slot-${n}`;
}

// The slots on disk, each held by the unfinished job whose record names it (ready: its worker may
// have started there). Reading every job record is slow, but only a damaged table pays it.
async function rebuild(root: string, dir: string, repo: string): Promise<PoolTable> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => /^slot-[0-9]+$/.test(n));
  const table: PoolTable = { repo, slots: {} };
  const now = new Date().toISOString();
  for (const n of names) table.slots[n] = { job: null, ready: false, usedAt: now };
  if (names.length === 0) return table;
  for (const id of await listJobIds(root)) {
    const job = await readJob(root, id).catch(() => undefined);
    if (!job || isTerminal(job.state) || !job.workdir || dirname(job.workdir) !== dir) continue;
    const slot = table.slots[job.workdir.slice(dir.length + 1)];
    if (slot) Object.assign(slot, { job: id, ready: true });
  }
  return table;
}
