/**
 * The test run's marker and its reaper (a global setup, first in vitest.config.ts). Before any
 * worker forks, the runner gets a run dir `<tmp>/ocwt-XXXXXX` as its TMPDIR and OCW_TEST_RUN: every
 * temp folder of the run is made in it, and every process the tests start carries it — inherited,
 * passed on as TMPDIR by the helpers that build a small env (tests/helpers/world.ts), or in its
 * command line or working folder. Model servers, `opencode serve`, driver hosts and llama-server
 * are started detached on purpose (they outlive their client for users); in a test run nothing
 * may outlive the run.
 *
 * The reaper (tests/helpers/reaper.mjs), started here detached with a pipe from this process,
 * ends every process carrying the marker once the run ends: at the teardown of a normal end
 * (what it had to stop is said on stderr: a test that leaves a process behind has a bug), and on
 * its own when the runner dies without a teardown (killed by a timeout, SIGKILL, a crash). It then
 * removes the run dir. Another run on the same machine has another dir and is never touched.
 *
 * The background installers of global-setup.ts are the one exception: they outlive a run on
 * purpose (the next run waits for the same build), so they start with `outsideRun(env)`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp } from "node:fs/promises";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The env variable naming the run dir (the marker) in every process of the run. */
export const RUN_ENV = "OCW_TEST_RUN";

const REAPER = join(import.meta.dirname, "reaper.mjs");
/** How long the teardown waits for the reaper's sweep (its own bound is 30 s, plus a SIGKILL grace). */
const END_MS = 60_000;

interface Marked {
  readonly dir: string;
  /** TMPDIR as it was before the run. */
  readonly tmpdir: string | undefined;
}

interface Run extends Marked {
  readonly reaper: ChildProcess;
  ended?: Promise<void>;
}

// Vitest runs a global setup once per project, each in its own module instance, in one process:
// the run is kept on globalThis so there is one per runner.
const state = globalThis as { __ocwTestRun?: Promise<Run>; __ocwTestRunMarked?: Marked };

/** Mark the run and start its reaper (once per runner); the teardown ends the run. */
export default async function setup(): Promise<() => Promise<void>> {
  const run = await (state.__ocwTestRun ??= startRun());
  return () => (run.ended ??= endRun(run));
}

/** `env` as it was before the run was marked: for what must outlive the run (the background installers). */
export function outsideRun(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const marked = state.__ocwTestRunMarked;
  if (marked === undefined || env[RUN_ENV] !== marked.dir) return env;
  const out = { ...env };
  delete out[RUN_ENV];
  if (marked.tmpdir === undefined) delete out.TMPDIR;
  else out.TMPDIR = marked.tmpdir;
  return out;
}

async function startRun(): Promise<Run> {
  const before = process.env.TMPDIR;
  // A runner started by a marked run (a test that runs vitest) gets a run of its own, inside that one.
  const dir = await mkdtemp(join(tmpdir(), "ocwt-"));
  // Like /tmp: tests that run commands as other users make their folders in it.
  await chmod(dir, 0o1777);
  state.__ocwTestRunMarked = { dir, tmpdir: before };
  process.env.TMPDIR = dir;
  process.env[RUN_ENV] = dir;
  const reaper = spawn(process.execPath, [REAPER, dir, String(process.pid)], { detached: true, stdio: ["pipe", "pipe", "ignore"] });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      if (!out.includes("ready\n")) return;
      reaper.stdout!.off("data", onData);
      reaper.off("exit", onExit);
      resolve();
    };
    const onExit = (code: number | null, signal: string | null): void => reject(new Error(`the test run's reaper (${REAPER}) exited before it was ready (${signal ?? `exit code ${code}`}): processes the tests start would outlive a killed run`));
    reaper.stdout!.on("data", onData);
    reaper.once("exit", onExit);
    reaper.once("error", reject);
  });
  // Ready: from now on the reaper and its pipes must not keep the runner alive.
  reaper.unref();
  (reaper.stdin as Socket).unref();
  (reaper.stdout as Socket).unref();
  return { dir, tmpdir: before, reaper };
}

/** Ask the reaper to sweep now (sparing this runner and its workers) and wait for it to exit; say what it stopped. */
async function endRun(run: Run): Promise<void> {
  try {
    const swept = await sweepNow(run);
    if (typeof swept === "string") process.stderr.write(`test run: the reaper (pid ${run.reaper.pid}) ${swept}; processes of the run (marked ${run.dir}) may still run\n`);
    else if (swept.length > 0) {
      const one = swept.length === 1;
      process.stderr.write(`test run: ${swept.length} process${one ? " still ran at the end and was" : "es still ran at the end and were"} stopped (a test left ${one ? "it" : "them"} behind):\n${swept.map((s) => `  ${s.pid} (${s.signal}) ${s.cmdline}`).join("\n")}\n`);
    }
  } finally {
    if (run.tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = run.tmpdir;
    delete process.env[RUN_ENV];
  }
}

/** What the reaper stopped, or why it could not sweep. */
async function sweepNow(run: Run): Promise<{ pid: number; cmdline: string; signal: string }[] | string> {
  if (run.reaper.exitCode !== null || run.reaper.signalCode !== null) return `ended during the run (${run.reaper.signalCode ?? `exit code ${run.reaper.exitCode}`})`;
  let out = "";
  // Waited for now: the runner must not exit before the sweep is done.
  run.reaper.ref();
  (run.reaper.stdout as Socket).ref();
  run.reaper.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<boolean>((resolve) => {
    run.reaper.once("exit", () => resolve(true));
    setTimeout(() => resolve(false), END_MS).unref();
  });
  run.reaper.stdin!.end("end\n");
  if (!(await exited)) return `did not finish its sweep within ${END_MS / 1000} s`;
  const line = out.split("\n").find((l) => l.startsWith("{"));
  if (!line) return "exited without saying what it stopped";
  return (JSON.parse(line) as { stopped: { pid: number; cmdline: string; signal: string }[] }).stopped;
}
