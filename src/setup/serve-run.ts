import { spawn } from "node:child_process";
import { mkdir, open, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { httpGet } from "./http.js";
import { readKey } from "./secrets.js";
import type { ServePlan } from "./serve.js";

/**
 * Running a serve plan (`ocw setup serve --yes`): files are written, foreground commands run
 * with a time bound, the server itself starts detached with its output in a log under the state
 * dir and its pid recorded, and keys are read from their variables only now, into the child's
 * environment. A missing binary or a server that never turns healthy is SERVE_FAILED.
 */

export interface ServeRun {
  readonly pid?: number;
  readonly log?: string;
  readonly healthy: boolean | undefined;
  readonly ran: readonly string[];
}

/** Run a plan: write its files, run its commands (background ones detached, logging to `logDir`), optionally wait for health. */
export async function runServePlan(plan: ServePlan, opts: { env: Readonly<Record<string, string | undefined>>; logDir: string; waitMs?: number; fetch?: typeof fetch }): Promise<ServeRun> {
  const ran: string[] = [];
  let pid: number | undefined;
  let log: string | undefined;
  for (const step of plan.steps) {
    if (step.kind === "write") {
      await mkdir(dirname(step.path), { recursive: true });
      await writeFile(step.path, step.text);
      ran.push(`wrote ${step.path}`);
      continue;
    }
    if (step.manual) continue;
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(step.env)) env[k] = "value" in v ? v.value : readKey(v.fromEnv, opts.env);
    const childEnv = { ...stringEnv(opts.env), ...env };
    if (step.background) {
      await mkdir(opts.logDir, { recursive: true });
      log = join(opts.logDir, `${plan.engine.replace(/\W/g, "")}-${Date.now()}.log`);
      pid = await spawnDetached(step.argv, childEnv, log);
      await writeFile(join(opts.logDir, `${plan.engine.replace(/\W/g, "")}.pid`), `${pid}\n`);
      ran.push(`started ${step.argv[0]} (pid ${pid}), log ${log}`);
    } else {
      await runForeground(step.argv, childEnv);
      ran.push(`ran ${step.argv.slice(0, 3).join(" ")}`);
    }
  }
  let healthy: boolean | undefined;
  if (opts.waitMs && plan.healthURL) healthy = await waitHealthy(plan.healthURL, opts.waitMs, pid, opts.fetch);
  if (healthy === false) {
    throw new OcwError(ErrorCode.ServeFailed, `${plan.engine} did not become healthy within ${Math.round((opts.waitMs ?? 0) / 1000)} s${pid ? ` (pid ${pid})` : ""}; read ${log ?? "its log"} for the reason`, { data: { pid, log } });
  }
  return { pid, log, healthy, ran };
}

function stringEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v;
  return out;
}

async function spawnDetached(argv: readonly string[], env: Record<string, string>, log: string): Promise<number> {
  const fh = await open(log, "a");
  try {
    const child = spawn(argv[0]!, argv.slice(1), { env, detached: true, stdio: ["ignore", fh.fd, fh.fd] });
    await new Promise<void>((resolve, reject) => {
      child.once("spawn", () => resolve());
      child.once("error", (e: NodeJS.ErrnoException) => reject(notRunnable(argv[0]!, e)));
    });
    child.unref();
    return child.pid!;
  } finally {
    await fh.close();
  }
}

async function runForeground(argv: readonly string[], env: Record<string, string>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out = (out + d.toString()).slice(-2000)));
    child.stderr.on("data", (d: Buffer) => (out = (out + d.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), 15 * 60_000);
    child.once("error", (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(notRunnable(argv[0]!, e));
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new OcwError(ErrorCode.ServeFailed, `${argv.slice(0, 3).join(" ")} failed (${signal ?? `exit ${code}`}): ${out.trim().split("\n").pop() ?? ""}`));
    });
  });
}

function notRunnable(bin: string, e: NodeJS.ErrnoException): OcwError {
  if (e.code === "ENOENT") return new OcwError(ErrorCode.ServeFailed, `${bin} is not installed or not on PATH; install it (llama.cpp: https://github.com/ggml-org/llama.cpp, ollama: https://ollama.com, vLLM: pip install vllm) or pass --bin <path>`, { cause: e });
  return new OcwError(ErrorCode.ServeFailed, `cannot run ${bin}: ${e.message}`, { cause: e });
}

async function waitHealthy(url: string, waitMs: number, pid: number | undefined, f?: typeof fetch): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (pid !== undefined && !alive(pid)) return false;
    const res = await httpGet(url, { timeoutMs: 1000, fetch: f }).catch(() => undefined);
    if (res?.status === 200) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
