import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { pidAlive } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";

/**
 * Processes we started and may have to stop: liveness, identity (a recorded pid may have been
 * reused by an unrelated program — never signal that), and the stop sequence for a detached
 * server: SIGTERM to its whole process group, wait, then SIGKILL.
 */

/** Whether `pid` is a live process (zombies are not). */
export { pidAlive };

/** The command line of `pid`, or undefined when it is gone or cannot be read. */
export async function commandLine(pid: number): Promise<string | undefined> {
  if (process.platform === "linux") {
    const raw = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
    return raw === undefined || raw === "" ? undefined : raw.split("\0").filter(Boolean).join(" ");
  }
  return new Promise((resolve) => {
    execFile("ps", ["-o", "command=", "-p", String(pid)], { timeout: 5_000 }, (error, stdout) => resolve(error ? undefined : stdout.trim() || undefined));
  });
}

/** Is `pid` an `opencode serve` (the only kind of process we ever stop)? */
export async function isOpencodeServe(pid: number): Promise<boolean> {
  const cmd = await commandLine(pid);
  return cmd !== undefined && /opencode/.test(cmd) && /\bserve\b/.test(cmd);
}

/** Is `pid` a zombie (dead, waiting for its parent to reap it)? Linux only; false elsewhere. */
async function isZombie(pid: number): Promise<boolean> {
  if (process.platform !== "linux") return false;
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  return stat !== undefined && /\) Z /.test(stat);
}

/** Gone, or only a zombie: either way it no longer runs. */
export async function processGone(pid: number): Promise<boolean> {
  return !pidAlive(pid) || (await isZombie(pid));
}

/**
 * CPU time used by `pid` and its descendants (the live ones, and those already reaped), in clock
 * ticks — Linux /proc; undefined elsewhere or when `pid` is gone. A process tree whose count
 * grows is working, even when it is too busy to answer; the descendants count because a
 * launcher (an npm shim) may leave the work to its child.
 */
export async function cpuTicks(pid: number): Promise<number | undefined> {
  if (process.platform !== "linux") return undefined;
  const own = parseStat(await readFile(`/proc/${pid}/stat`, "utf8").catch(() => ""));
  if (!own) return undefined;
  let total = own.ticks;
  for (const child of await descendants(pid)) total += parseStat(await readFile(`/proc/${child}/stat`, "utf8").catch(() => ""))?.ticks ?? 0;
  return total;
}

// The live descendants of `pid`: from each thread's `children` list where the kernel has one,
// else from a scan of every process's parent.
async function descendants(pid: number): Promise<number[]> {
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift()!;
    const tasks = await readdir(`/proc/${p}/task`).catch(() => [] as string[]);
    const lists = await Promise.all(tasks.map((t) => readFile(`/proc/${p}/task/${t}/children`, "utf8").catch(() => undefined)));
    if (tasks.length && lists.every((l) => l === undefined)) return scanDescendants(pid);
    for (const c of lists.flatMap((l) => (l ?? "").split(" ").filter(Boolean).map(Number))) {
      if (out.includes(c)) continue;
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

async function scanDescendants(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const name of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(name)) continue;
    const st = parseStat(await readFile(`/proc/${name}/stat`, "utf8").catch(() => ""));
    if (st) parents.set(Number(name), st.ppid);
  }
  const tree = new Set([pid]);
  // Parents usually have lower pids, but not always (pid wrap): repeat until nothing joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, parent] of parents) {
      if (tree.has(p) || !tree.has(parent)) continue;
      tree.add(p);
      grew = true;
    }
  }
  tree.delete(pid);
  return [...tree];
}

// Parent pid and utime + stime + cutime + cstime of one /proc/<pid>/stat line.
function parseStat(stat: string): { ppid: number; ticks: number } | undefined {
  if (!stat) return undefined;
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(f[i] ?? 0), 0);
  const ppid = Number(f[1]);
  return Number.isFinite(ticks) && Number.isFinite(ppid) ? { ppid, ticks } : undefined;
}

export interface StopResult {
  /** How the process ended: it was already gone, SIGTERM sufficed, or SIGKILL was needed. */
  readonly how: "gone" | "SIGTERM" | "SIGKILL";
  readonly ms: number;
}

/**
 * Stop a process group leader and its group: SIGTERM, wait up to `graceMs`, SIGKILL, wait again.
 * OpenCode has been seen to swallow the first SIGTERM during a background npm install, hence
 * the second step. Resolves once the leader no longer runs; throws only if even SIGKILL fails.
 */
export async function stopProcessGroup(pid: number, opts: { graceMs?: number; killWaitMs?: number } = {}): Promise<StopResult> {
  const started = Date.now();
  // A leader that is already gone is left alone: its pid (and group id) may belong to someone else by now.
  if (await processGone(pid)) return { how: "gone", ms: 0 };
  // A killed process waiting on a flushing disk dies only once its I/O ends: slow, not a failure.
  const killWaitMs = opts.killWaitMs ?? 60_000;
  signalGroup(pid, "SIGTERM");
  let how: StopResult["how"] = "SIGTERM";
  if (!(await waitGone(pid, opts.graceMs ?? 5_000))) {
    how = "SIGKILL";
    signalGroup(pid, "SIGKILL");
    if (!(await waitGone(pid, killWaitMs))) {
      throw new OcwError(ErrorCode.Internal, `process ${pid} survived SIGKILL for ${Math.round(killWaitMs / 1000)} s; check it with \`ps -p ${pid}\` (it may be stuck in the kernel)`);
    }
  }
  // The leader is gone; tool commands it started may linger in its group: they go too, and the
  // stop is over only once they have (a caller may remove their folders next).
  signalGroup(pid, "SIGKILL");
  await waitGroupGone(pid, killWaitMs);
  return { how, ms: Date.now() - started };
}

// Until no live process is left in group `pgid` (Linux; elsewhere nothing to look at), bounded.
async function waitGroupGone(pgid: number, ms: number): Promise<void> {
  if (process.platform !== "linux") return;
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    let left = false;
    for (const name of await readdir("/proc").catch(() => [] as string[])) {
      if (!/^\d+$/.test(name)) continue;
      const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[2]) === pgid && f[0] !== "Z") {
        left = true;
        break;
      }
    }
    if (!left) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // No such group (already gone); try the process itself in case it is not a group leader.
    try {
      process.kill(pid, signal);
    } catch {
      // Gone.
    }
  }
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await processGone(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return processGone(pid);
}
