/**
 * CPU seconds by process, for the bench's per-process accounting: a long-lived process's own
 * time (utime + stime) and the time of the children it has reaped (cutime + cstime, which the
 * kernel adds up recursively over waited-for descendants). The opencode server's children are its
 * git and ripgrep runs; `ocw mcp`'s are the per-job drivers it spawned (and theirs); the driver
 * host's are the git, check and sandbox processes it ran for its jobs. Read from /proc (Linux);
 * null when the process is gone or /proc is not there.
 */
import { readFile } from "node:fs/promises";

/** USER_HZ: clock ticks per second in /proc/<pid>/stat (100 on every Linux the bench runs on). */
const HZ = 100;

export interface ProcCpu {
  /** The process's own CPU seconds. */
  readonly self: number;
  /** Its reaped descendants' CPU seconds. */
  readonly children: number;
}

export async function procCpu(pid: number | undefined): Promise<ProcCpu | null> {
  if (pid === undefined) return null;
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  if (!stat) return null;
  // Fields after the command (which may hold spaces and parentheses): state is field 3, utime 14 … cstime 17.
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [utime, stime, cutime, cstime] = [f[11], f[12], f[13], f[14]].map(Number) as [number, number, number, number];
  if (![utime, stime, cutime, cstime].every(Number.isFinite)) return null;
  return { self: (utime + stime) / HZ, children: (cutime + cstime) / HZ };
}

/** What a process used between two readings (a process that appeared in between counts from zero). */
export function cpuDelta(before: ProcCpu | null, after: ProcCpu | null): ProcCpu {
  if (!after) return { self: 0, children: 0 };
  return { self: after.self - (before?.self ?? 0), children: after.children - (before?.children ?? 0) };
}
