/**
 * Driving the real `ocw` entry with fuzzed inputs and judging what came out. In-process through
 * `main(argv, ctx)` (the same function dist/ocw.mjs calls) for the bulk, and through the bundle
 * as a real process for a sample. The verdict on each run is the product rule for bad input:
 * exit 0, 1 or 2; one clear `ocw: …` message (a multi-problem list indents its lines); no stack
 * frame, no internal error, no leaked `undefined` or `[object Object]`; with --json, stdout is one
 * JSON document carrying `error.code` and `error.message` when the command failed; and an answer
 * within the bound — a hang is a failure.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { main } from "../../src/cli/index.js";
import { REPO } from "../helpers/opencode-serve.js";

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** A generous bound per input: what we detect is a hang, not slowness (the box is shared). */
export const IN_PROCESS_BOUND_MS = 15_000;
export const PROCESS_BOUND_MS = 30_000;

/** Run `ocw …argv` in-process; rejects with a "hang" error when it does not finish in `boundMs`. */
export async function runMain(argv: readonly string[], opts: { cwd: string; env: Record<string, string | undefined> }, boundMs = IN_PROCESS_BOUND_MS): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`hang: ocw ${argv.join(" ")} did not finish within ${boundMs} ms`)), boundMs);
  });
  try {
    const code = await Promise.race([
      main(argv, {
        cwd: opts.cwd,
        env: opts.env,
        stdout: { write: (t: string) => (stdout += t) },
        stderr: { write: (t: string) => (stderr += t) },
        selfDir: join(REPO, "dist"),
      }),
      hang,
    ]);
    return { code, stdout, stderr, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** Run the bundle `node dist/ocw.mjs …argv` as a process, with a hard timeout. */
export function runBundle(argv: readonly string[], opts: { cwd: string; env: Record<string, string | undefined> }, boundMs = PROCESS_BOUND_MS): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [join(REPO, "dist", "ocw.mjs"), ...argv], { cwd: opts.cwd, env: opts.env as NodeJS.ProcessEnv, timeout: boundMs, killSignal: "SIGKILL", maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      const e = err as (NodeJS.ErrnoException & { killed?: boolean; code?: number | string; signal?: string }) | null;
      if (e?.killed || e?.signal) return reject(new Error(`hang or crash: ocw ${argv.join(" ")} was killed (${e.signal ?? "timeout"}) after ${Math.round(performance.now() - started)} ms`));
      if (e && typeof e.code !== "number") return reject(e);
      resolve({ code: e ? (e.code as unknown as number) : 0, stdout, stderr, ms: performance.now() - started });
    });
  });
}

/** Longest stderr we accept: a message naming a field must not echo a megabyte of input. */
export const MAX_STDERR = 16_000;

/** Every way `r` breaks the bad-input rule; empty when it behaved. */
export function problemsWith(r: Run, json: boolean): string[] {
  const out: string[] = [];
  if (![0, 1, 2].includes(r.code)) out.push(`exit code ${r.code}`);
  if (/^\s+at .+[(:]/m.test(r.stderr)) out.push("stderr holds a stack frame");
  for (const bad of ["INTERNAL", "internal error", "TypeError", "RangeError", "ReferenceError", "SyntaxError: ", "[object Object]", "undefined", "Maximum call stack"]) {
    if (r.stderr.includes(bad)) out.push(`stderr contains "${bad}"`);
  }
  if (r.stderr.length > MAX_STDERR) out.push(`stderr is ${r.stderr.length} chars (more than ${MAX_STDERR})`);
  if (r.code !== 0) {
    const lines = r.stderr.replace(/\n$/, "").split("\n");
    if (!lines[0]?.startsWith("ocw: ")) out.push(`stderr does not start with "ocw: ": ${JSON.stringify(r.stderr.slice(0, 200))}`);
    // A list of problems is a header plus indented lines; anything else is noise.
    if (lines.slice(1).some((l) => !l.startsWith("  "))) out.push(`stderr has more than one unindented line: ${JSON.stringify(r.stderr.slice(0, 400))}`);
    if ((lines[0] ?? "").length < "ocw: x: y".length) out.push("the message is too short to name a file and a fix");
  }
  if (json) {
    let doc: unknown;
    try {
      doc = JSON.parse(r.stdout);
    } catch {
      out.push(`--json stdout is not one JSON document: ${JSON.stringify(r.stdout.slice(0, 200))}`);
    }
    if (r.code !== 0 && doc !== undefined) {
      const error = (doc as { error?: { code?: unknown; message?: unknown } }).error;
      if (typeof error?.code !== "string" || typeof error.message !== "string") out.push("--json failure without error.code and error.message");
      else if (error.code === "INTERNAL") out.push(`error.code INTERNAL: ${error.message.slice(0, 300)}`);
      else if (error.message.length > MAX_STDERR) out.push(`error.message is ${error.message.length} chars`);
    }
  }
  return out;
}

/** The error code of a --json run, or "ok". */
export function outcomeCode(r: Run): string {
  try {
    const doc = JSON.parse(r.stdout) as { error?: { code?: string } };
    return doc.error?.code ?? (r.code === 0 ? "ok" : "?");
  } catch {
    return "unparsed";
  }
}

/** Run `f` over `items` with at most `n` in flight. */
export async function pool<T>(items: readonly T[], n: number, f: (item: T, lane: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async (_, lane) => {
      while (next < items.length) await f(items[next++]!, lane);
    }),
  );
}
