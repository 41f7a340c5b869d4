/**
 * The benchmark harness: every figure is the median of several runs, comparisons are measured
 * side by side in the same invocation (this machine is noisy; ratios are what count), and each
 * bench renders one section of docs/benchmarks.md.
 */
import { execFile } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { ensureTool } from "../tools.js";

export interface Figure {
  readonly label: string;
  /** Milliseconds per run, in run order. */
  readonly runs: readonly number[];
}

export interface Ratio {
  readonly label: string;
  readonly value: number;
  /** The target, when the issue sets one: `{op: "<=", value: 0.5}`. */
  readonly target?: { readonly op: "<=" | ">="; readonly value: number };
}

export interface BenchResult {
  readonly figures: readonly Figure[];
  readonly ratios?: readonly Ratio[];
  readonly notes?: readonly string[];
}

export interface Bench {
  /** Short name used on the command line and as the section marker. */
  readonly name: string;
  readonly title: string;
  run(): Promise<BenchResult>;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Run each of `fns` `n` times, interleaved (a, b, a, b…) so drift hits all alike. */
export async function sideBySide(n: number, fns: Readonly<Record<string, () => Promise<unknown>>>): Promise<Figure[]> {
  const runs: Record<string, number[]> = Object.fromEntries(Object.keys(fns).map((k) => [k, []]));
  for (let i = 0; i < n; i++) {
    for (const [label, fn] of Object.entries(fns)) {
      const t = performance.now();
      await fn();
      runs[label]!.push(performance.now() - t);
    }
  }
  return Object.entries(runs).map(([label, r]) => ({ label, runs: r }));
}

export function ratioMet(r: Ratio): boolean | undefined {
  if (!r.target) return undefined;
  return r.target.op === "<=" ? r.value <= r.target.value : r.value >= r.target.value;
}

export function machineHeader(): string {
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  return `Node ${process.version}, ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, ${process.platform}-${process.arch}`;
}

/** The 1, 5 and 15-minute load averages, as `uptime` prints them. */
export function loadText(): string {
  return loadavg().map((l) => l.toFixed(2)).join(", ");
}

/** The run's header: the machine, the pinned opencode, and how busy the machine was at the start. */
export async function machineInfo(startedAt: Date): Promise<string> {
  const bin = await ensureTool("opencode");
  const version = await promisify(execFile)(bin, ["--version"], { timeout: 30_000 })
    .then((r) => r.stdout.trim())
    .catch((e: unknown) => `unknown (${e instanceof Error ? e.message.split("\n")[0] : String(e)})`);
  return [
    "## Machine and run",
    "",
    "| | |",
    "|---|---|",
    `| run started | ${startedAt.toISOString().replace(/\.\d+Z$/, "Z")} |`,
    `| CPU | ${cpus()[0]?.model ?? "unknown"} |`,
    `| cores | ${cpus().length} |`,
    `| RAM | ${Math.round(totalmem() / 2 ** 30)} GiB |`,
    `| Node | ${process.version} (${process.platform}-${process.arch}) |`,
    `| opencode | ${version} (${bin}) |`,
    `| load average at start (1, 5, 15 min) | ${loadText()} |`,
    "",
    "Each section below also gives the load average when it started: the machine is shared, so compare ratios measured in the same section, not absolute times across runs.",
  ].join("\n");
}

const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

export function renderSection(bench: Bench, result: BenchResult, when: string, load = loadText()): string {
  const lines = [`## ${bench.title}`, "", `Measured ${when} on ${machineHeader()}; load average at its start ${load}.`, "", "| figure | median | runs | min | max |", "|---|---:|---:|---:|---:|"];
  for (const f of result.figures) {
    lines.push(`| ${f.label} | ${fmt(median(f.runs))} | ${f.runs.length} | ${fmt(Math.min(...f.runs))} | ${fmt(Math.max(...f.runs))} |`);
  }
  if (result.ratios?.length) {
    lines.push("", "| ratio | value | target | met |", "|---|---:|---:|:---:|");
    for (const r of result.ratios) {
      const met = ratioMet(r);
      lines.push(`| ${r.label} | ${r.value.toFixed(2)} | ${r.target ? `${r.target.op} ${r.target.value}` : "—"} | ${met === undefined ? "—" : met ? "yes" : "**missed**"} |`);
    }
  }
  for (const n of result.notes ?? []) lines.push("", n);
  return lines.join("\n");
}

export { fmt as formatMs };
