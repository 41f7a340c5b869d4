/**
 * Running one external step of a tool install (npm, git, cmake, ninja …): bounded, with the
 * output's tail in the error. `silence` makes the bound one on silence — reset by every output
 * line — for long builds that are judged by whether they still make progress.
 */
import { spawn } from "node:child_process";

/**
 * Run a command; `boundMs` is a silence bound when `silence` is set (reset by every output line),
 * else a bound on the whole step. Rejects with the output's tail on failure.
 */
export function run(cmd: string, args: string[], cwd: string, boundMs: number, onLine?: (line: string) => void, silence = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let tail = "";
    let partial = "";
    let timer = setTimeout(() => child.kill("SIGKILL"), boundMs);
    const onData = (d: Buffer): void => {
      const text = d.toString();
      tail = (tail + text).slice(-6000);
      if (silence) {
        clearTimeout(timer);
        timer = setTimeout(() => child.kill("SIGKILL"), boundMs);
      }
      if (!onLine) return;
      partial += text;
      const lines = partial.split("\n");
      partial = lines.pop() ?? "";
      for (const l of lines) onLine(l);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", (e) => {
      clearTimeout(timer);
      const hint = (e as NodeJS.ErrnoException).code === "ENOENT" ? ` (install it: apt-get install -y cmake ninja-build g++ git)` : "";
      reject(new Error(`could not run ${cmd}: ${e.message}${hint}`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else {
        const why = signal === "SIGKILL" ? `stopped after ${Math.round(boundMs / 60_000)} minutes ${silence ? "without output" : ""}` : signal ?? `exit ${code}`;
        reject(new Error(`${cmd} ${args.join(" ")} failed (${why}):\n${tail.slice(-4000)}`));
      }
    });
  });
}

/** Run a quick command and return its stdout (bounded by `boundMs`, ten minutes by default). */
export function capture(cmd: string, args: string[], cwd: string, boundMs = 10 * 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), boundMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(" ")} exited ${code}`));
    });
  });
}
