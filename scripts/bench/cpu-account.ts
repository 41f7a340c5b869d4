/**
 * CPU time spent by the bench and everything it starts — the opencode server, `ocw mcp`, and the
 * detached job drivers, which leave our process tree (setsid) and so escape per-process
 * accounting. A control group follows them: a child forked by any process in it stays in it.
 *
 * Where this process may create a cgroup (root on cgroup v1 `cpuacct`, or a writable cgroup v2
 * tree) the bench moves itself into a new one and reads that group's usage; elsewhere it falls
 * back to the whole machine's busy time from /proc/stat, which also counts other programs and
 * says so. Linux only; elsewhere `read()` returns null.
 */
import { mkdir, readFile, rmdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface CpuAccount {
  /** What the figure covers, for the bench's notes. */
  readonly scope: "the bench's cgroup" | "the whole machine";
  /** CPU seconds so far (all cores added up), or null when nothing can be read. */
  read(): Promise<number | null>;
  /** Leave the cgroup (back to the parent) and remove it. */
  close(): Promise<void>;
}

const V1 = "/sys/fs/cgroup/cpuacct";
const V2_ROOTS = ["/sys/fs/cgroup/unified", "/sys/fs/cgroup"];

export async function cpuAccount(): Promise<CpuAccount> {
  const name = `ocw-bench-${process.pid}`;
  // cgroup v1 cpuacct: usage in nanoseconds.
  const v1 = join(V1, name);
  if (await joined(v1)) {
    return {
      scope: "the bench's cgroup",
      read: async () => Number((await readFile(join(v1, "cpuacct.usage"), "utf8").catch(() => "")).trim()) / 1e9 || null,
      close: () => leave(V1, v1),
    };
  }
  // cgroup v2: cpu.stat's usage_usec (the cpu controller need not be enabled for it).
  for (const rootDir of V2_ROOTS) {
    const v2 = join(rootDir, name);
    if (!(await readFile(join(rootDir, "cgroup.procs"), "utf8").then(() => true, () => false))) continue;
    if (await joined(v2)) {
      return {
        scope: "the bench's cgroup",
        read: async () => {
          const m = /usage_usec (\d+)/.exec(await readFile(join(v2, "cpu.stat"), "utf8").catch(() => ""));
          return m ? Number(m[1]) / 1e6 : null;
        },
        close: () => leave(rootDir, v2),
      };
    }
  }
  return { scope: "the whole machine", read: machineBusySeconds, close: async () => undefined };
}

async function joined(dir: string): Promise<boolean> {
  try {
    await mkdir(dir);
    await writeFile(join(dir, "cgroup.procs"), `${process.pid}\n`);
    return true;
  } catch {
    await rmdir(dir).catch(() => undefined);
    return false;
  }
}

async function leave(parent: string, dir: string): Promise<void> {
  await writeFile(join(parent, "cgroup.procs"), `${process.pid}\n`).catch(() => undefined);
  // A cgroup with a process still in it (a straggler) cannot be removed; the kernel keeps it, empty, until it is.
  await rmdir(dir).catch(() => undefined);
}

/** Busy time of every core, from the first line of /proc/stat (USER_HZ = 100 on Linux). */
async function machineBusySeconds(): Promise<number | null> {
  const line = (await readFile("/proc/stat", "utf8").catch(() => "")).split("\n")[0] ?? "";
  const f = line.trim().split(/\s+/).slice(1).map(Number);
  if (f.length < 8 || f.some((x) => !Number.isFinite(x))) return null;
  const [user, nice, system, , , irq, softirq, steal] = f as [number, number, number, number, number, number, number, number];
  return (user + nice + system + irq + softirq + steal) / 100;
}
