/**
 * What the fault tests share: a seeded PRNG (the seed is printed on failure and can be replayed
 * with OCW_FAULT_SEED), the ledger audit every faulted job must pass (job.json parses, its
 * revision covers its events, verdict.json agrees with it), and a process census that samples
 * every driver and `opencode serve` (with its children) a test ever saw, so the end can prove
 * none of them is left running.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { isTerminal, jobPaths, type Job, type JobId } from "../../src/jobs/index.js";
import { holderPid } from "../../src/durable/index.js";
import { serverDirs } from "../../src/opencode/index.js";

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same kill points. */
export function prng(seed: number): { next(): number; int(lo: number, hi: number): number; pick<T>(xs: readonly T[]): T } {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)]!,
  };
}

/** The seed for this run: OCW_FAULT_SEED to replay one, else a fresh one. */
export function faultSeed(): number {
  const given = Number(process.env.OCW_FAULT_SEED);
  return process.env.OCW_FAULT_SEED && Number.isInteger(given) ? given : Math.floor(Math.random() * 2 ** 31);
}

/** Whether `pid` runs (zombies count as gone). */
export async function running(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  return stat !== undefined && !/\) Z /.test(stat);
}

/** Poll until `pid` is gone (bounded); true when it is. */
export async function gone(pid: number, ms = 5_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!(await running(pid))) return true;
    await sleep(25);
  }
  return !(await running(pid));
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Direct children of `pid`, from /proc. */
export async function childrenOf(pid: number): Promise<number[]> {
  const out: number[] = [];
  for (const name of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    // Field 4 (after the parenthesised command) is the parent pid.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (ppid === pid) out.push(Number(name));
  }
  return out;
}

/**
 * Every driver and server pid (and the server's children) seen while sampling. `sample` is
 * called often during a run; `leftovers` lists those still alive.
 */
export class Census {
  readonly pids = new Map<number, string>();
  readonly #home: string;
  readonly #root: string;

  constructor(env: Record<string, string>, jobsRoot: string) {
    this.#home = serverDirs(env).record;
    this.#root = jobsRoot;
  }

  async sample(ids: readonly JobId[]): Promise<void> {
    for (const id of ids) {
      const holder = await holderPid(jobPaths(this.#root, id).driverLock);
      if (holder) this.pids.set(holder, `driver of ${id}`);
      const job = await readJobSafe(this.#root, id);
      if (job?.driver) this.pids.set(job.driver.pid, `driver of ${id}`);
    }
    const rec = await readFile(this.#home, "utf8").then((t) => JSON.parse(t) as { pid: number }).catch(() => undefined);
    if (rec) {
      this.pids.set(rec.pid, "opencode serve");
      for (const c of await childrenOf(rec.pid)) this.pids.set(c, `child of opencode serve ${rec.pid}`);
    }
  }

  async leftovers(): Promise<string[]> {
    const out: string[] = [];
    for (const [pid, what] of this.pids) if (await running(pid)) out.push(`${pid} (${what})`);
    return out;
  }
}

async function readJobSafe(root: string, id: JobId): Promise<Job | undefined> {
  return readFile(jobPaths(root, id).job, "utf8").then((t) => JSON.parse(t) as Job).catch(() => undefined);
}

/**
 * The ledger of a finished job is whole: job.json parses and is terminal, every event parses
 * and carries a revision no later than the record's (never decreasing), and verdict.json exists
 * and names the same verdict. Returns the job.
 */
export async function auditLedger(root: string, id: JobId): Promise<Job> {
  const p = jobPaths(root, id);
  const job = JSON.parse(await readFile(p.job, "utf8")) as Job;
  if (!isTerminal(job.state)) throw new Error(`${id}: not terminal (${job.state})`);
  const lines = (await readFile(p.events, "utf8")).split("\n").filter(Boolean);
  let last = 0;
  for (const [i, line] of lines.entries()) {
    let e: { rev: number };
    try {
      e = JSON.parse(line) as { rev: number };
    } catch {
      throw new Error(`${id}: events.jsonl line ${i + 1} is not JSON: ${line.slice(0, 120)}`);
    }
    if (e.rev < last) throw new Error(`${id}: event revision went back from ${last} to ${e.rev} at line ${i + 1}`);
    if (e.rev > job.revision) throw new Error(`${id}: event at revision ${e.rev} is ahead of job.json (${job.revision})`);
    last = e.rev;
  }
  const verdict = JSON.parse(await readFile(p.verdict, "utf8")) as { verdict: string };
  if (verdict.verdict !== job.verdict) throw new Error(`${id}: verdict.json says ${verdict.verdict}, job.json ${job.verdict}`);
  return job;
}

/** Every file under `dir` (recursively) with its bytes, for secret scans. */
export async function allFiles(dir: string): Promise<{ path: string; bytes: Buffer }[]> {
  const out: { path: string; bytes: Buffer }[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    const bytes = await readFile(path).catch(() => undefined);
    if (bytes) out.push({ path, bytes });
  }
  return out;
}
