import { open, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { performance } from "node:perf_hooks";
import { execa } from "execa";
import { bwrapArgs, childStarted, sandboxSigns, type ContainedRun } from "../sandbox/index.js";
import { judgeJunit, parseJunit, type JunitJudgement } from "./junit.js";
import { firstSymlink } from "../snapshot/index.js";
import type { Check, CheckKind } from "../task/index.js";

/**
 * Running one check: `sh -c <run>` in the grading copy with a clean environment, stdout and
 * stderr straight to evidence files, and a timeout that kills the check's whole process group
 * (a test runner's children included). Outcomes are data: a timeout, a spawn failure and a
 * failing exit are different statuses, never folded into one. With `contain`, the shell runs
 * inside bubblewrap (sandbox/contain.ts); a sandbox that could not be set up is an `error` run marked
 * `sandboxFailed`, never a failing check.
 */

export type CheckStatus = "pass" | "fail" | "timeout" | "error" | "cancelled";

export interface CheckRun {
  readonly status: CheckStatus;
  readonly exitCode: number | null;
  readonly signal: string | null;
  readonly durationMs: number;
  /** Evidence files (absolute paths). */
  readonly stdout: string;
  readonly stderr: string;
  /** One line for humans: why it passed or not. */
  readonly message: string;
  /** Present when the check declares `junit`. */
  readonly junit?: JunitResult;
  /** The containment the run had: `bwrap`, or `none` (uncontained). */
  readonly contained?: "bwrap" | "none";
  /** The check had the network (it opted in with `network: true`, or ran uncontained). */
  readonly network?: boolean;
  /** bwrap could not set the sandbox up: the check never ran (infra, not a failure). */
  readonly sandboxFailed?: true;
  /** The checks' own files that changed while this check ran (all.ts): a tamper sign. */
  readonly checkFilesChanged?: readonly string[];
}

/** A check's runs: on the baseline (validation) and on the grading copy (the verdict keeps both). */
export interface CheckResult {
  readonly name: string;
  readonly kind: CheckKind;
  readonly run: string;
  /** On the baseline (validation), or null when it was not run there. */
  readonly before: CheckRun | null;
  /** On the grading copy, or null when grading stopped before it ran. */
  readonly after: CheckRun | null;
}

export interface JunitResult extends Partial<JunitJudgement> {
  /** The report path, relative to the copy. */
  readonly report: string;
  /** Where the report was kept as evidence, when there was one. */
  readonly saved?: string;
  readonly present: boolean;
  /** When there was no report because its folder does not exist after the run: that folder, relative to the copy. */
  readonly missingFolder?: string;
}

export interface RunOptions {
  /** The grading copy: the check's working directory. */
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  /** Evidence folder and file stem for this run: `<logDir>/<stem>.stdout` … */
  readonly logDir: string;
  readonly stem: string;
  /** Grace between SIGTERM and SIGKILL for the process group. */
  readonly killGraceMs?: number;
  /** Cancels the run: the process group is killed and the status is `cancelled`. */
  readonly signal?: AbortSignal;
  /** Run inside bubblewrap with this containment (sandbox/contain.ts); absent: uncontained. */
  readonly contain?: { readonly bwrap: string; readonly run: Omit<ContainedRun, "cwd"> };
}

const SHELL = "/bin/sh";

type FdNumber = 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Run `check` once. Never throws for anything the check does; only for evidence files that cannot be written. */
export async function runCheck(check: Check, opts: RunOptions): Promise<CheckRun> {
  const stdout = join(opts.logDir, `${opts.stem}.stdout`);
  const stderr = join(opts.logDir, `${opts.stem}.stderr`);
  const out = await open(stdout, "w");
  const err = await open(stderr, "w");
  // The sandbox writes `started` here once it is set up (sandbox/contain.ts): without it, the check never started.
  const statusFile = opts.contain ? join(opts.logDir, `${opts.stem}.started`) : undefined;
  const status = statusFile ? await open(statusFile, "w+") : undefined;
  // bwrap reads the seccomp program (sandbox/seccomp.ts) from a descriptor, after the status file's.
  const programFile = opts.contain?.run.seccomp ? join(opts.logDir, `${opts.stem}.seccomp`) : undefined;
  if (programFile) await writeFile(programFile, opts.contain!.run.seccomp!);
  const program = programFile ? await open(programFile, "r") : undefined;
  const contained = opts.contain ? ({ contained: "bwrap", network: opts.contain.run.network } as const) : ({ contained: "none", network: true } as const);
  const started = performance.now();
  let timedOut = false;
  let cancelled = false;
  let stop: (() => void) | undefined;
  let term: NodeJS.Timeout | undefined;
  let kill: NodeJS.Timeout | undefined;
  try {
    if (check.junit) {
      // A report left in the copy (planted, or from an earlier run) must never be read as this run's.
      if ((await firstSymlink(opts.cwd, check.junit)) !== undefined) {
        return { status: "fail", exitCode: null, signal: null, durationMs: 0, stdout, stderr, message: `the report path ${check.junit} goes through a symlink; refusing to run`, junit: { report: check.junit, present: false }, ...contained };
      }
      await rm(join(opts.cwd, check.junit), { force: true, recursive: true });
    }
    // detached: the shell (or bwrap) leads a new process group, so one kill reaches everything it
    // started; contained, bwrap's PID namespace also takes whatever left the group.
    // Contained, the child's fd 3 is the status file and fd 4 the seccomp program (bwrap closes it once read).
    const fds = [...(status ? [status.fd as FdNumber] : []), ...(program ? [program.fd as FdNumber] : [])];
    const [file, args] = opts.contain ? [opts.contain.bwrap, bwrapArgs({ ...opts.contain.run, cwd: opts.cwd }, check.run, { status: true, ...(program ? { seccompFd: 4 } : {}) })] : [SHELL, ["-c", check.run]];
    const child = execa(file, args, {
      cwd: opts.cwd,
      env: opts.env,
      extendEnv: false,
      // Descriptors, not pipes: a background grandchild holding a pipe open would keep us waiting
      // after the shell exits. execa's types list only fds 3–9, but it hands any open descriptor
      // straight to spawn (lib/stdio/native.js).
      stdio: ["ignore", out.fd as FdNumber, err.fd as FdNumber, ...fds],
      detached: true,
      reject: false,
    });
    const pid = child.pid;
    const end = (): void => {
      killGroup(pid, "SIGTERM");
      kill = setTimeout(() => killGroup(pid, "SIGKILL"), opts.killGraceMs ?? 2_000);
    };
    term = setTimeout(() => {
      timedOut = true;
      end();
    }, check.timeoutSeconds * 1000);
    stop = () => {
      cancelled = true;
      end();
    };
    if (opts.signal?.aborted) stop();
    else opts.signal?.addEventListener("abort", stop, { once: true });
    const r = await child;
    const durationMs = Math.round(performance.now() - started);
    // Whatever the check left running in the background dies with it.
    killGroup(pid, "SIGKILL");
    const base = { exitCode: r.exitCode ?? null, signal: r.signal ?? null, durationMs, stdout, stderr, ...contained };
    if (status && !cancelled && !timedOut && !childStarted(await readFile(statusFile!, "utf8").catch(() => ""))) {
      const said = (await readFile(stderr, "utf8").catch(() => "")).trim().split("\n").at(-1) ?? "";
      return { ...base, status: "error", sandboxFailed: true, message: `could not be contained: the sandbox was not set up (${said || `bwrap exit ${r.exitCode}`})` };
    }
    if (cancelled) return { ...base, status: "cancelled", message: "was cancelled; its process group was killed" };
    if (timedOut) return { ...base, status: "timeout", message: `did not finish within ${check.timeoutSeconds} s; its process group was killed` };
    if (r.exitCode === undefined && r.signal === undefined) return { ...base, status: "error", message: `could not be started: ${r.shortMessage ?? "unknown error"}` };
    if (r.exitCode === undefined) return { ...base, status: "fail", message: `was killed by ${r.signal}` };
    // Contained, a failure may be the sandbox stopping the check: say so in the verdict, from its stderr.
    const signs = opts.contain && r.exitCode !== 0 ? await sandboxSigns([stdout, stderr]) : [];
    const exitLine = (r.exitCode === 0 ? "exit 0" : r.exitCode === 127 ? "exit 127 (command not found)" : `exit ${r.exitCode}${opts.contain ? killedBy(r.exitCode) : ""}`) + (signs.length ? ` (in the sandbox: ${signs.join("; ")})` : "");
    if (!check.junit) return { ...base, status: r.exitCode === 0 ? "pass" : "fail", message: exitLine };
    const junit = await readReport(check, opts, r.exitCode);
    const ok = r.exitCode === 0 && junit.ok === true;
    const why = junit.problems?.length ? `; ${junit.problems.join("; ")}` : "";
    return { ...base, status: ok ? "pass" : "fail", message: `${exitLine}${why}`, junit };
  } finally {
    clearTimeout(term);
    clearTimeout(kill);
    if (stop) opts.signal?.removeEventListener("abort", stop);
    await out.close();
    await err.close();
    await status?.close();
    await program?.close();
    if (statusFile) await rm(statusFile, { force: true });
    if (programFile) await rm(programFile, { force: true });
  }
}

// bwrap reports a check killed by a signal as 128 + the signal: name the ones the limits send.
function killedBy(code: number): string {
  const named: Record<number, string> = { 137: "SIGKILL", 152: "SIGXCPU", 153: "SIGXFSZ: the file-size limit", 139: "SIGSEGV", 159: "SIGSYS: a system call of an ABI the sandbox's filter does not cover" };
  return named[code] ? ` (killed by ${named[code]})` : "";
}

async function readReport(check: Check, opts: RunOptions, exitCode: number): Promise<JunitResult> {
  const report = check.junit!;
  const path = join(opts.cwd, report);
  const xml = await readFile(path, "utf8").catch(() => undefined);
  if (xml === undefined) {
    // node's reporter, unlike pytest's, does not create the report's folder: say so, it is the usual cause.
    const folder = posix.dirname(report);
    const missingFolder = folder !== "." && !(await stat(join(opts.cwd, folder)).catch(() => undefined))?.isDirectory() ? folder : undefined;
    const why = missingFolder ? ` (its folder ${missingFolder}/ does not exist)` : "";
    return { report, present: false, ok: false, agrees: true, ...(missingFolder ? { missingFolder } : {}), problems: [`no JUnit report at ${report}${why}`] };
  }
  const saved = join(opts.logDir, `${opts.stem}.junit.xml`);
  const copy = await open(saved, "w");
  await copy.writeFile(xml).finally(() => copy.close());
  const parsed = parseJunit(xml);
  if (!parsed.ok) return { report, saved, present: true, ok: false, agrees: true, problems: [`the JUnit report at ${report} is ${parsed.error}`] };
  return { report, saved, present: true, ...judgeJunit(parsed.cases, check.expect ?? [], exitCode) };
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone, which is what we wanted.
  }
}
