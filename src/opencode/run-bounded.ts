import { spawn } from "node:child_process";
import { QUIET_ENV, WAIT_ENV, boundText, type Patience } from "../durable/index.js";
import { cpuTicks } from "./process.js";

/**
 * Run one short `opencode` command (`--version`, `models`) and collect its stdout, judged by
 * liveness: it may work as long as it uses CPU, up to the outer bound, and is killed once it sits
 * idle for the quiet bound. A failure is a `problem` in words, never a throw: callers say what to do.
 */
export function runBounded(path: string, args: readonly string[], env: Record<string, string>, patience: Patience): Promise<{ stdout: string; problem?: string }> {
  const what = `\`${[path, ...args].join(" ")}\``;
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let problem: string | undefined;
    const child = spawn(path, [...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const started = Date.now();
    let progressAt = started;
    let ticks: number | undefined;
    const watch = setInterval(() => {
      void cpuTicks(child.pid ?? -1).then((now) => {
        if (child.exitCode !== null || child.signalCode !== null || problem) return;
        if (now === undefined || ticks === undefined || now > ticks) progressAt = Date.now();
        ticks = now;
        if (Date.now() - started > patience.waitMs) problem = `${what} was still working after ${boundText(patience.waitMs, WAIT_ENV)}`;
        else if (Date.now() - progressAt > patience.quietMs) problem = `${what} sat idle without answering for ${boundText(patience.quietMs, QUIET_ENV)}`;
        if (problem) child.kill("SIGKILL");
      });
    }, Math.min(1_000, Math.max(100, Math.floor(patience.quietMs / 4))));
    let settled = false;
    const done = (why?: string): void => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      resolve({ stdout, ...(problem || why ? { problem: problem ?? why } : {}) });
    };
    const ended = (code: number | null, signal: NodeJS.Signals | null): void => {
      if (code === 0) return done();
      done(`${what} failed: ${(stderr.trim() || `${signal ?? `exit code ${code}`}`).split("\n")[0]}`);
    };
    child.once("error", (e) => done(`${what} failed: ${e.message}`));
    child.once("close", ended);
    // A background child of a wrapper script may hold the pipes open after the exit.
    child.once("exit", (code, signal) => setTimeout(() => ended(code, signal), 500).unref());
  });
}
