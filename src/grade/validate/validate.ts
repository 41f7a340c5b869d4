import { realpath } from "node:fs/promises";
import { join } from "node:path";
import { prepareEnvironment, type Environment, type EnvironmentSummary } from "../../environment/index.js";
import { ErrorCode, isOcwError } from "../../error.js";
import type { Problem } from "../../schema/index.js";
import { containmentOf, limitsOf, sandboxFor, environmentFor, cleanPath, toolchainHomes, type Containment, type Sandbox, type SandboxRequest, type HostEnv } from "../sandbox/index.js";
import { createCopy, injectFiles, removeCopy, resetCopy, type Baseline, type Repo } from "../snapshot/index.js";
import { ANSWER_FILE, answerEnv } from "../answer/index.js";
import { git } from "../../git/index.js";
import { runChecks, type CheckRun } from "../run/index.js";
import { keepValidation, recallValidation, singleValidation, validationKey } from "./cache.js";
import { checkPaths, checksOf, type Task } from "../task/index.js";
import { noTestsRan, wrongReason } from "./wrong-reason.js";

/**
 * Validation before any work: the task's checks, run on the baseline, must be able to tell
 * built from not built. Every acceptance check must fail there, and for the right reason: the
 * behaviour is missing, not the check's own machinery broken (wrong-reason.ts: a command not
 * found, a test file the runner cannot find, a report that is not written). Every regression
 * check must pass, every protected file must exist, and no check may fail for the wrong reason:
 * hidden checks run too, under that rule only. Problems are `invalid_task`: reported before a
 * worker is ever started.
 */

export interface Validation {
  readonly ok: boolean;
  readonly problems: readonly Problem[];
  /** Check name → its run on the baseline. */
  readonly before: ReadonlyMap<string, CheckRun>;
  /** With `keepCopy` and a valid task: the baseline copy, reset to pristine, for `grade` to use (and remove). */
  readonly copy?: string;
  /** Time spent writing the copy (part of `ms`). */
  readonly copyMs: number;
  readonly ms: number;
  /** True when the runs are an earlier validation's with the same key (cache.ts): no checks ran, and no copy was made. */
  readonly cached?: boolean;
  /** The containment the checks ran under (sandbox/contain.ts). */
  readonly containment: Containment;
  /** Checks whose sandbox could not be set up: the grader's fault (infra), not the task's. */
  readonly infra: readonly string[];
  /** The workspace's environment the checks ran with (src/environment); absent when it has none. */
  readonly environment?: Environment;
  readonly environmentSummary?: EnvironmentSummary;
}

export interface ValidateOptions {
  /** The folder for the baseline's grading copy (created and removed here). */
  readonly copyDir: string;
  /** Where the check logs go. */
  readonly logDir: string;
  readonly hostPath: string | undefined;
  /** The host environment the toolchain homes are read from (sandbox/toolchains.ts); default: this process's. */
  readonly hostEnv?: HostEnv;
  /** Scratch space for the checks' HOME and TMPDIR. */
  readonly scratch: string;
  readonly signal?: AbortSignal;
  /** Keep the copy for grading when the task is valid (reset to the baseline) instead of removing it. */
  readonly keepCopy?: boolean;
  /** A folder of validations that passed, shared by every job of a state dir: reuse one with the same key, keep this one if it passes. */
  readonly cacheDir?: string;
  /** Whether a sandbox is required and which bwrap to use (sandbox/contain.ts); the task's `containment.require` also requires one. */
  readonly sandbox?: SandboxRequest;
  /** Folders outside the copy bound writable into every check's sandbox. */
  readonly extraWritable?: readonly string[];
  /** Folders bound read-only into every check's sandbox: needed only for those under /tmp, which the check's private /tmp hides. */
  readonly extraReadOnly?: readonly string[];
  /**
   * The environment store (`<state>/envs`): the workspace's environment (its ignored dependencies,
   * setup outputs, secret files) is captured or built there for this baseline and given to every
   * check. Absent: the checks see the tracked files only.
   */
  readonly environmentStore?: string;
  /** The environment already prepared for this baseline (a job re-validating at grading): used as it is, instead of `environmentStore`. */
  readonly environment?: Environment;
}

/** The sandbox for `task`'s checks: SANDBOX_MISSING when the caller or the task requires one and there is none. */
export async function taskSandbox(task: Task, hostPath: string | undefined, request: SandboxRequest = {}): Promise<Sandbox> {
  return sandboxFor(hostPath, request, task.spec.containment?.require ? `${task.file}: containment.require` : undefined);
}

/** What the verdict records of `task`'s containment under `box`. */
export function taskContainment(task: Task, box: Sandbox): Containment {
  return containmentOf(box, checksOf(task.spec).filter((c) => c.network === true).map((c) => c.name), limitsOf(task.spec.containment?.limits), task.spec.containment?.unixSockets === true);
}

/**
 * Run the task's checks on `baseline` and judge whether the task can be graded at all. With a
 * `cacheDir`, a passed validation with the same key is reused (its runs, its logs copied into
 * `logDir`) and no copy is kept: grading then writes its own, fresh.
 */
export async function validateBaseline(task: Task, repo: Repo, baseline: Baseline, opts: ValidateOptions): Promise<Validation> {
  const box = await taskSandbox(task, opts.hostPath, opts.sandbox);
  const containment = taskContainment(task, box);
  const started = Date.now();
  let env: Environment | undefined = opts.environment;
  let environmentSummary: EnvironmentSummary | undefined;
  if (env === undefined && opts.environmentStore !== undefined) {
    try {
      const prepared = await prepareEnvironment({ workspace: repo.workspace, commit: baseline.commit, store: opts.environmentStore, ...(task.spec.environment ? { spec: task.spec.environment } : {}), hostEnv: opts.hostEnv ?? process.env, ...(opts.signal ? { signal: opts.signal } : {}) });
      env = prepared?.environment;
      environmentSummary = prepared?.summary;
    } catch (e) {
      // A setup command that fails on the baseline is the task's to fix; anything else (a full disk) is ours.
      const message = e instanceof Error ? e.message : String(e);
      const setup = isOcwError(e) && e.code === ErrorCode.EnvironmentFailed && (e.data as { command?: unknown } | undefined)?.command !== undefined;
      return { ok: false, problems: setup ? [{ file: task.file, path: "environment.setup", message }] : [], before: new Map(), copyMs: 0, ms: Date.now() - started, containment, infra: setup ? [] : [`the workspace's environment could not be prepared: ${message}`] };
    }
  }
  const withEnv = <V extends Validation>(v: V): V => (env ? { ...v, environment: env, ...(environmentSummary ? { environmentSummary } : {}) } : v);
  const cacheDir = opts.cacheDir;
  if (cacheDir === undefined) return withEnv(await validateNow(task, repo, baseline, opts, box, containment, env));
  const checks = checksOf(task.spec);
  const toolchains = toolchainHomes(opts.hostEnv ?? process.env, [opts.copyDir, repo.workspace]).env;
  const key = validationKey({ tree: baseline.tree, checks, path: cleanPath(opts.hostPath, [opts.copyDir, repo.workspace]), containment, toolchains, ...(env ? { environment: env.key } : {}) });
  // A sibling job validating the same key is waited for at most as long as its checks may run.
  const waitMs = checks.reduce((ms, c) => ms + c.timeoutSeconds * 1000, 30_000);
  return singleValidation(
    cacheDir,
    key,
    async () => {
      const kept = await recallValidation(cacheDir, key, opts.logDir);
      if (kept && checks.every((c) => kept.has(c.name))) return withEnv({ ok: true, problems: [], before: kept, copyMs: 0, ms: Date.now() - started, cached: true, containment, infra: [] });
      const v = await validateNow(task, repo, baseline, opts, box, containment, env);
      if (v.ok && checks.every((c) => v.before.has(c.name) && v.before.get(c.name)!.status !== "cancelled")) await keepValidation(cacheDir, key, v.before);
      return withEnv(v);
    },
    { waitMs, ...(opts.signal ? { signal: opts.signal } : {}) },
  );
}

async function validateNow(task: Task, repo: Repo, baseline: Baseline, opts: ValidateOptions, sandbox: Sandbox, containment: Containment, env: Environment | undefined): Promise<Validation> {
  const started = Date.now();
  const problems: Problem[] = [];
  const checks = checksOf(task.spec);
  const at = (path: string, message: string): void => void problems.push({ file: task.file, path, message });

  const protectedFiles = checks.flatMap((c) => (c.files ?? []).map((f, i) => ({ f, where: `${c.at}.files[${i}]` })));
  if (protectedFiles.length > 0) {
    const present = new Set((await git(["ls-tree", "-r", "-z", "--name-only", baseline.commit], { cwd: repo.workspace })).split("\0"));
    for (const { f, where } of protectedFiles) {
      if (!present.has(f)) at(where, `${f} is not in the baseline (${baseline.commit.slice(0, 12)}); fix the path, or create the file in the workspace first`);
    }
  }

  const before = new Map<string, CheckRun>();
  const copyStarted = Date.now();
  await createCopy(repo, baseline.commit, opts.copyDir);
  let copyMs = Date.now() - copyStarted;
  // Runners print paths resolved; logs are read after the copy may be gone.
  const roots = [...new Set([opts.copyDir, await realpath(opts.copyDir)])];
  let keep = false;
  try {
    const path = cleanPath(opts.hostPath, [opts.copyDir, repo.workspace]);
    const placed = await environmentFor(env, opts.copyDir, join(opts.scratch, "environment"), sandbox);
    const runs = await runChecks(checks, {
      cwd: opts.copyDir,
      path,
      logDir: opts.logDir,
      scratch: opts.scratch,
      beforeHidden: () => injectFiles(opts.copyDir, Object.assign({}, ...checks.map((c) => c.inject ?? {})) as Record<string, string>),
      signal: opts.signal,
      sandbox,
      limits: containment.limits ?? limitsOf(),
      readOnly: [repo.commonDir, ...(opts.extraReadOnly ?? [])],
      extraWritable: opts.extraWritable ?? [],
      unixSockets: containment.unixSockets,
      toolchains: toolchainHomes(opts.hostEnv ?? process.env, [opts.copyDir, repo.workspace]),
      ...(placed.mounts ? { mounts: placed.mounts } : {}),
      secrets: placed.secrets,
      // An answer task's checks read the answer, of which the baseline has none.
      ...(task.spec.answer ? { env: answerEnv(join(opts.scratch, "no-answer", ANSWER_FILE)) } : {}),
    });
    for (const [i, run] of runs.entries()) before.set(checks[i]!.name, run);
    keep = opts.keepCopy === true && runs.length === checks.length;
  } finally {
    if (!keep) await removeCopy(repo, opts.copyDir);
  }

  const fixed = checkPaths(task.spec);
  const infra: string[] = [];
  for (const c of checks) {
    const r = before.get(c.name);
    if (!r) continue;
    if (r.sandboxFailed) {
      infra.push(`check "${c.name}" ${r.message} on the baseline; see ${r.stderr}`);
      continue;
    }
    const where = `${c.at}`;
    // One path and its sibling: a problem is shown on one line of at most 600 characters, and the hint must fit.
    const log = ` (logs: ${r.stdout} and .stderr)`;
    if (r.status === "cancelled") continue;
    const wrong = await wrongReason(c, r, { roots, fixed, allow: task.spec.scope.allow });
    const none = await noTestsRan(c, r);
    if (r.status === "timeout") at(where, `check "${c.name}" did not finish within ${c.timeoutSeconds} s on the baseline; raise its timeout or fix the command${log}`);
    else if (r.status === "error") at(where, `check "${c.name}" could not be started on the baseline: ${r.message}; fix run`);
    else if (wrong) at(where, `check "${c.name}" fails on the baseline for the wrong reason: ${wrong.what}; ${wrong.hint}${log}`);
    else if (none) at(where, `check "${c.name}" passes on the baseline, but ${none} — a check that runs no test can never fail; fix the selection in run${log}`);
    else if (c.kind === "acceptance" && r.status === "pass") at(where, `check "${c.name}" already passes on the baseline — it cannot tell built from not built; make it test the behaviour the task adds`);
    else if (c.kind === "regression" && r.status !== "pass") at(where, `check "${c.name}" fails on the baseline (${r.message}); a regression check must pass before the work starts — fix it or remove it${log}`);
  }
  const ok = problems.length === 0 && infra.length === 0;
  let copy: string | undefined;
  if (keep && ok) {
    const resetStarted = Date.now();
    try {
      await resetCopy(opts.copyDir, baseline.commit);
      copy = opts.copyDir;
      copyMs += Date.now() - resetStarted;
    } catch {
      // Not clean: grading will write a fresh copy instead.
    }
  }
  if (keep && !copy) await removeCopy(repo, opts.copyDir);
  return { ok, problems, before, ...(copy ? { copy } : {}), copyMs, ms: Date.now() - started, containment, infra };
}

