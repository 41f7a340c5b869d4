import { readFile } from "node:fs/promises";
import { arch as osArch, cpus, freemem, platform as osPlatform, totalmem } from "node:os";
import { execa } from "execa";
import type { Budget } from "./fit.js";
import { GiB, MiB } from "./memory.js";

/**
 * What the machine has: GPUs (NVIDIA via nvidia-smi's CSV query, AMD via rocm-smi, Apple
 * Silicon via sysctl), RAM and CPU, and the versions of node and opencode. Every command runs
 * with a short timeout and a missing tool is simply "not there"; parsers are separate functions
 * so real outputs can be tested as fixtures.
 */

export interface GpuInfo {
  readonly vendor: "nvidia" | "amd" | "apple";
  readonly index: number;
  readonly name: string;
  readonly totalBytes: number;
  /** Free memory now, when the tool reports it (other processes count against us). */
  readonly freeBytes?: number;
  /** Shares system RAM (Apple Silicon, GB10 "ATS" addressing). */
  readonly unified: boolean;
  readonly driver?: string;
}

export interface Hardware {
  readonly gpus: readonly GpuInfo[];
  readonly ram: { readonly totalBytes: number; readonly availableBytes: number };
  readonly cpu: { readonly model: string; readonly cores: number };
  readonly platform: string;
  readonly arch: string;
  readonly wsl: boolean;
  readonly notes: readonly string[];
}

export interface Software {
  readonly node: string;
  /** `opencode --version`, when opencode is on PATH. */
  readonly opencode?: string;
}

/** Runs a command; resolves with its output, or undefined when it is missing, fails or times out. */
export type Runner = (cmd: string, args: readonly string[], timeoutMs: number) => Promise<string | undefined>;

export const runCommand: Runner = async (cmd, args, timeoutMs) => {
  const r = await execa(cmd, args, { reject: false, timeout: timeoutMs, forceKillAfterDelay: 500, stdin: "ignore", env: { LC_ALL: "C" } });
  return r.exitCode === 0 && !r.timedOut ? String(r.stdout) : undefined;
};

const PROBE_MS = 3000;

/** Detect GPUs, RAM, CPU. Never throws; what cannot be found is left out and noted. */
export async function detectHardware(opts: { run?: Runner; platform?: string; timeoutMs?: number } = {}): Promise<Hardware> {
  const run = opts.run ?? runCommand;
  const platform = opts.platform ?? osPlatform();
  const t = opts.timeoutMs ?? PROBE_MS;
  const notes: string[] = [];
  const gpus: GpuInfo[] = [];
  const totalBytes = totalmem();
  if (platform === "darwin") {
    const [memsize, wired, brand] = await Promise.all([run("sysctl", ["-n", "hw.memsize"], t), run("sysctl", ["-n", "iogpu.wired_limit_mb"], t), run("sysctl", ["-n", "machdep.cpu.brand_string"], t)]);
    if (osArch() === "arm64" || /Apple/.test(brand ?? "")) {
      const apple = appleGpu(Number(memsize ?? totalBytes), wired === undefined ? undefined : Number(wired));
      gpus.push({ ...apple, name: brand?.trim() || apple.name });
      notes.push("Apple Silicon: the GPU limit follows iogpu.wired_limit_mb (0 = macOS default, about ⅔ of RAM up to 36 GB and ¾ above)");
    }
  } else {
    const [nvidia, rocm] = await Promise.all([
      run("nvidia-smi", ["--query-gpu=index,name,memory.total,memory.used,memory.free,driver_version", "--format=csv,noheader,nounits"], t),
      run("rocm-smi", ["--showmeminfo", "vram", "--showproductname", "--csv"], t),
    ]);
    if (nvidia) gpus.push(...parseNvidiaSmi(nvidia));
    if (rocm) gpus.push(...parseRocmSmi(rocm));
  }
  if (gpus.length === 0) notes.push("no GPU found (nvidia-smi, rocm-smi or Apple Silicon); plans fall back to CPU-only, or pass --vram <GiB>");
  const available = platform === "linux" ? await memAvailable() : undefined;
  const wsl = platform === "linux" && (await readFile("/proc/version", "utf8").then((v) => /microsoft/i.test(v)).catch(() => false));
  const constrained = typeof process.constrainedMemory === "function" ? process.constrainedMemory() : 0;
  const ramTotal = constrained && constrained > 0 && constrained < totalBytes ? constrained : totalBytes;
  if (ramTotal < totalBytes) notes.push(`a cgroup limits this process to ${(ramTotal / GiB).toFixed(1)} GiB of RAM`);
  return {
    gpus,
    ram: { totalBytes: ramTotal, availableBytes: Math.min(ramTotal, available ?? freemem()) },
    cpu: { model: cpus()[0]?.model ?? "unknown", cores: cpus().length },
    platform,
    arch: osArch(),
    wsl,
    notes,
  };
}

/** node's version, and opencode's when it is on PATH. */
export async function detectSoftware(opts: { run?: Runner; opencode?: string } = {}): Promise<Software> {
  const run = opts.run ?? runCommand;
  const out = await run(opts.opencode ?? "opencode", ["--version"], PROBE_MS);
  const version = out?.trim().split(/\s+/).pop();
  return version ? { node: process.version, opencode: version } : { node: process.version };
}

/** Parse `nvidia-smi --query-gpu=index,name,memory.total,memory.used,memory.free,driver_version --format=csv,noheader,nounits` (MiB). */
export function parseNvidiaSmi(csv: string): GpuInfo[] {
  const gpus: GpuInfo[] = [];
  for (const line of csv.split(/\r?\n/)) {
    const f = line.split(",").map((s) => s.trim());
    if (f.length < 5) continue;
    const total = Number(f[2]);
    const free = Number(f[4]);
    if (!Number.isFinite(total) || total <= 0) continue;
    gpus.push({
      vendor: "nvidia",
      index: Number(f[0]) || gpus.length,
      name: f[1] ?? "NVIDIA GPU",
      totalBytes: total * MiB,
      freeBytes: Number.isFinite(free) ? free * MiB : undefined,
      unified: false,
      driver: f[5],
    });
  }
  return gpus;
}

/**
 * Parse `rocm-smi --showmeminfo vram --showproductname --csv`: a header line naming columns
 * (device, "VRAM Total Memory (B)", "VRAM Total Used Memory (B)", "Card series"…), then a row per GPU.
 */
export function parseRocmSmi(csv: string): GpuInfo[] {
  const lines = csv.split(/\r?\n/).filter((l) => l.trim() && !l.startsWith("="));
  const header = lines[0]?.split(",").map((s) => s.trim().toLowerCase()) ?? [];
  const col = (re: RegExp): number => header.findIndex((h) => re.test(h));
  const total = col(/vram total memory/);
  const used = col(/vram total used/);
  const name = [col(/card series/), col(/card model/), col(/product name/)].find((i) => i >= 0) ?? -1;
  if (total < 0) return [];
  return lines.slice(1).flatMap((l, i) => {
    const f = l.split(",").map((s) => s.trim());
    const t = Number(f[total]);
    if (!Number.isFinite(t) || t <= 0) return [];
    const u = used >= 0 ? Number(f[used]) : NaN;
    return [{ vendor: "amd" as const, index: i, name: (name >= 0 ? f[name] : undefined) || "AMD GPU", totalBytes: t, freeBytes: Number.isFinite(u) ? t - u : undefined, unified: false }];
  });
}

/** Apple Silicon's GPU limit: `iogpu.wired_limit_mb` when set, else macOS's default share of RAM. */
export function appleGpu(memsize: number, wiredLimitMb: number | undefined): GpuInfo {
  const limit = wiredLimitMb && wiredLimitMb > 0 ? wiredLimitMb * MiB : memsize <= 36 * GiB ? (memsize * 2) / 3 : (memsize * 3) / 4;
  return { vendor: "apple", index: 0, name: "Apple GPU", totalBytes: Math.min(limit, memsize), unified: true };
}

/** The memory budget fit works with: detected GPUs and RAM, with explicit overrides winning. */
export function budgetFrom(hw: Hardware, overrides: { vramBytes?: number; ramBytes?: number } = {}): Budget {
  const ram = overrides.ramBytes ?? hw.ram.availableBytes;
  if (overrides.vramBytes !== undefined) {
    return { gpus: [{ name: "given", bytes: overrides.vramBytes }], ram, unified: false, source: `given: ${(overrides.vramBytes / GiB).toFixed(1)} GiB of GPU memory, ${(ram / GiB).toFixed(1)} GiB of RAM` };
  }
  const unified = hw.gpus.some((g) => g.unified);
  const gpus = hw.gpus.map((g) => ({ name: g.name, bytes: g.freeBytes ?? g.totalBytes }));
  const what = gpus.length ? gpus.map((g) => `${g.name} (${(g.bytes / GiB).toFixed(1)} GiB usable)`).join(", ") : "no GPU";
  return { gpus, ram, unified, source: `detected: ${what}; ${(ram / GiB).toFixed(1)} GiB of RAM available` };
}

async function memAvailable(): Promise<number | undefined> {
  const text = await readFile("/proc/meminfo", "utf8").catch(() => "");
  const kb = /^MemAvailable:\s+(\d+)\s+kB/m.exec(text)?.[1];
  return kb ? Number(kb) * 1024 : undefined;
}
