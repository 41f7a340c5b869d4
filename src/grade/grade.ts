import { realpath, stat } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import pkg from "../../package.json" with { type: "json" };
import { holdsSecret, isKeyFile, maskFile, secretValues, type Environment } from "../environment/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { checkPaths, checksOf, reportPaths, type Check, type Task } from "./task/index.js";
import { listChanges, readBlobs, createCopy, injectFiles, removeCopy, restoreFiles, switchCopy, diffGitMeta, readGitMeta, judgeScope, openRepo, readBaseline, snapshotBaseline, snapshotWorker, type Change, type GitMetaChange, type ScopeReport, type Baseline, type Repo, type WorkerResult } from "./snapshot/index.js";
import { environmentFor, cleanPath, toolchainHomes, type CopyEnvironment, type SandboxRequest, type HostEnv } from "./sandbox/index.js";
import { runChecks, type RunAllOptions, type Tripwires, type CheckResult, type CheckRun } from "./run/index.js";
import { jsShapesRan, findShapes, type Shape, type ShapeScan } from "./shapes/index.js";
import { exitLanguage, findExitCalls, forgerySigns, RUN_PROVES, findTamper, hostCommands, needsContent, type ExitCall, type Suspect, type TamperSign } from "./judge/index.js";
import { judgeClaim, parseClaim, EVIDENCE_FILES, prepareEvidence, writeDiff, writeEvidence, reasonFor, newGradeId, prepareGradePaths, decide, reasonsFrom, type Reason, type Timings, type Verdict, type VerdictEnvironment } from "./verdict/index.js";
import { ANSWER_FILE, answerEnv, answerRecord, checkAnswer, type CheckedAnswer } from "./answer/index.js";
import { taskContainment, taskSandbox, validateBaseline } from "./validate/index.js";

/**
 * `grade(task, baseline, workerTree) → verdict`: the honest grader end to end. Validate the task
 * on the baseline (unless the caller did at dispatch), snapshot the worker's tree, judge scope
 * and tamper signs, build a fresh grading copy with check files restored and hidden files
 * injected, run every check there, and write the evidence folder. The worker's tree and the
 * user's workspace are only read.
 */

export interface GradeOptions {
  readonly task: Task;
  /** The worker's directory. */
  readonly tree: string;
  /** The baseline commit (from `snapshotBaseline` or `ocw validate-task`). Default: snapshot the workspace now, which needs a tree other than the workspace. */
  readonly baseline?: string;
  /** The worker's final message; its last `RESULT:` line is the claim. */
  readonly claim?: string;
  /** Root for evidence (`grades/`) and grading copies (`copies/`): checked private before use (see `gradeStateDir`). */
  readonly stateDir: string;
  /** The host PATH the checks' PATH is derived from. */
  readonly hostPath?: string;
  /** The host environment the toolchain homes are read from (sandbox/toolchains.ts); default: this process's. */
  readonly hostEnv?: HostEnv;
  /** How rerun.sh invokes ocw (shell words). */
  readonly ocwCommand?: string;
  /** Baseline runs from a validation done earlier (at dispatch); when absent, validation runs here. */
  readonly before?: ReadonlyMap<string, CheckRun>;
  /** The pristine baseline copy that validation kept (`validateBaseline` with `keepCopy`); grading uses it and removes it. */
  readonly baselineCopy?: string;
  /** Reasons already known upstream: route_mismatch, model_unreachable, worker_error, budget_exhausted, cancelled. */
  readonly upstream?: readonly Reason[];
  /** The model's own failures seen in its transcript: added to the reasons when the verdict is not built (never a reason against built on their own). */
  readonly diagnoses?: readonly Reason[];
  readonly signal?: AbortSignal;
  /** Leave the grading copy on disk (for debugging). */
  readonly keepCopy?: boolean;
  /** Whether a sandbox is required and which bwrap to use (sandbox/contain.ts); the task's `containment.require` also requires one. */
  readonly sandbox?: SandboxRequest;
  /** Folders outside the copy bound writable into every check's sandbox. */
  readonly extraWritable?: readonly string[];
  /** Folders bound read-only into every check's sandbox: needed only for those under /tmp, which the check's private /tmp hides. */
  readonly extraReadOnly?: readonly string[];
  /** The environment store (`<state>/envs`): used when validation runs here (no `before`), which prepares the baseline's environment there. */
  readonly environmentStore?: string;
  /** The baseline's environment as validation at dispatch prepared it: given to every check as it was at the baseline (and to validation, when it runs here). */
  readonly environment?: Environment;
  /** What the worker changed in its own copy of the environment (src/jobs): recorded, never used by a check. */
  readonly workerEnvironmentChanges?: readonly string[];
  /** false: no static scan and no tripwires in the checks' preloads, so nothing is judged `check_subverted` — only for measuring their cost side by side (`npm run bench -- grade-overhead`). */
  readonly subversion?: boolean;
}

/** Grade the worker's tree. Throws only for bad arguments (missing tree, unusable baseline) a required sandbox that is missing (SANDBOX_MISSING) and a state folder that is not the user's alone (STATE_UNSAFE); every finding is in the verdict. */
export async function grade(opts: GradeOptions): Promise<Verdict> {
  const started = performance.now();
  const spec = opts.task.spec;
  // Probed once per process; refused here, before anything is written, when required and missing.
  const sandbox = await taskSandbox(opts.task, opts.hostPath, opts.sandbox);
  const containment = taskContainment(opts.task, sandbox);
  const id = newGradeId();
  const tree = resolve(opts.tree);
  const info = await stat(tree).catch(() => undefined);
  if (!info?.isDirectory()) throw new OcwError(ErrorCode.NotFound, `--tree ${opts.tree}: no such directory; give the folder the worker worked in`);
  const repo = await openRepo(spec.workspace);
  const sameTree = (await realpath(tree)) === (await realpath(spec.workspace));
  if (sameTree && opts.baseline === undefined) {
    throw new OcwError(ErrorCode.Usage, `the tree is the workspace itself, so its baseline cannot be taken now; pass --baseline <sha> (printed by ocw validate-task before the work started)`);
  }
  const paths = await prepareGradePaths(opts.stateDir, id);
  await prepareEvidence(paths.evidence);
  const t = { snapshotMs: 0, scopeMs: 0, tamperMs: 0, copyMs: 0, checksMs: 0, validateMs: 0, overheadMs: 0, preparedCopyMs: 0 };
  const timed = async <T>(key: keyof typeof t, fn: () => Promise<T>): Promise<T> => {
    const s = performance.now();
    try {
      return await fn();
    } finally {
      t[key] += performance.now() - s;
    }
  };

  const reports = reportPaths(spec);
  const baseline: Baseline = await timed("overheadMs", () =>
    timed("snapshotMs", () => (opts.baseline !== undefined ? readBaseline(repo, opts.baseline) : snapshotBaseline(repo, { exclude: reports }))),
  );
  const checks = checksOf(spec);
  const upstream: Reason[] = [...(opts.upstream ?? [])];
  const scratch = join(paths.copies, "scratch");

  let before = opts.before;
  let prepared = opts.baselineCopy;
  let env = opts.environment;
  let envSummary: VerdictEnvironment | undefined;
  if (!before) {
    const v = await timed("validateMs", () =>
      validateBaseline(opts.task, repo, baseline, {
        copyDir: join(paths.copies, "baseline"),
        logDir: join(paths.evidence, EVIDENCE_FILES.before),
        hostPath: opts.hostPath,
        ...(opts.hostEnv ? { hostEnv: opts.hostEnv } : {}),
        scratch,
        signal: opts.signal,
        keepCopy: true,
        ...(opts.sandbox ? { sandbox: opts.sandbox } : {}),
        ...(opts.extraWritable ? { extraWritable: opts.extraWritable } : {}),
        ...(opts.extraReadOnly ? { extraReadOnly: opts.extraReadOnly } : {}),
        ...(opts.environment ? { environment: opts.environment } : opts.environmentStore ? { environmentStore: opts.environmentStore } : {}),
      }),
    );
    before = v.before;
    prepared = v.copy;
    env = v.environment;
    if (v.environmentSummary) envSummary = { ...v.environmentSummary };
    t.preparedCopyMs = v.copyMs;
    for (const p of v.problems) upstream.push(reasonFor({ kind: "task", path: p.path, message: p.message }));
    for (const m of v.infra) upstream.push({ code: "infra", message: m });
  }

  let worker: WorkerResult | undefined;
  let changes: Change[] | undefined;
  let scope: ScopeReport | null = null;
  let tamper: TamperSign[] = [];
  let exitCalls: ExitCall[] = [];
  let scan: Promise<ShapeScan> | undefined;
  let shapes: ShapeScan | undefined;
  const after = new Map<string, CheckRun>();
  let secrets: readonly string[] = [];
  // Manifests and lockfiles the worker changed: the baseline's environment was made for the others.
  let rebuild: string[] = [];
  let hidden: string[] = [];
  // An answer task's answer, once checked (answer/answer.ts); its file is what the checks read as $OCW_ANSWER.
  let answer: CheckedAnswer | undefined;
  const stop = (code: Reason["code"], message: string): void => void upstream.push({ code, message });
  const infra = (step: string, e: unknown): void => stop("infra", `${step} failed: ${e instanceof Error ? e.message : String(e)}`);

  const copyDir = prepared ?? join(paths.copies, "result");
  let graded = false;
  let copying: Promise<unknown> | undefined = prepared ? Promise.resolve(undefined) : undefined;
  const prepStarted = performance.now();
  if (!upstream.some((r) => r.code === "invalid_task")) {
    const gitDir: GitMetaChange[] = baseline.gitMeta ? diffGitMeta(baseline.gitMeta, await readGitMeta(repo.commonDir)) : [];
    if (gitDir.some((g) => g.path === ".git/config" || g.path === ".git/config.worktree")) {
      // Git runs programs named in its config (filters, fsmonitor, diff drivers): never with one the worker wrote.
      scope = judgeScope([], gitDir, { allow: spec.scope.allow, deny: spec.scope.deny, checkPaths: checkPaths(spec) });
      stop("tamper", "the repository's .git/config changed during the work; the grader does not run git or the checks under a configuration the worker may have written");
    } else {
      // Without a copy kept from validation, the baseline's is written while the worker's tree
      // is read: writing thousands of files is the slow part, and it does not depend on the
      // worker. Errors wait for gradeInCopy.
      copying ??= timed("copyMs", () => createCopy(repo, baseline.commit, copyDir)).then(
        () => undefined,
        (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
      );
      try {
        worker = await timed("snapshotMs", () => snapshotWorker(repo, baseline, tree, { exclude: reports }));
        const found = await timed("scopeMs", () => listChanges(repo, baseline.tree, worker!.tree));
        changes = found;
        // The static scan reads the worker's own files while the copy is being made; only its Python targets must be known before the checks start.
        if (opts.subversion !== false) scan = findShapes({ dir: tree, paths: found.filter((c) => c.status !== "deleted" && c.newMode !== "120000" && c.newMode !== "160000").map((c) => c.path), hostPath: cleanPath(opts.hostPath, [tree, spec.workspace]), ...(opts.signal ? { signal: opts.signal } : {}) }).catch(
          (e: unknown): ShapeScan => ({ shapes: [], skipped: [{ path: ".", why: e instanceof Error ? e.message : String(e) }] }),
        );
        scope = await timed("scopeMs", async () => judgeScope(found, gitDir, { allow: spec.scope.allow, deny: spec.scope.deny, checkPaths: checkPaths(spec) }));
        tamper = await timed("tamperMs", async () => {
          // Compiled-language sources are read too: where a forged exit is attributed (judge/exit-calls.ts).
          const read = (c: Change): boolean => needsContent(c) || (c.status !== "deleted" && exitLanguage(c.path) !== undefined);
          const blobs = await readBlobs(repo, found.flatMap((c) => (read(c) ? [c.oldBlob, c.newBlob].filter((b): b is string => b !== null) : [])));
          const text = (sha: string | null): string => (sha ? (blobs.get(sha)?.toString("utf8") ?? "") : "");
          exitCalls = found.flatMap((c) => (c.status !== "deleted" && c.newMode !== "120000" && exitLanguage(c.path) ? findExitCalls(c.path, text(c.oldBlob), text(c.newBlob)) : []));
          return findTamper({ changes: found, blobs, checkPaths: checkPaths(spec), commands: await hostCommands(opts.hostPath) });
        });
        if (spec.answer) answer = await checkAnswer(spec.answer, opts.claim, repo, baseline.commit, join(paths.evidence, ANSWER_FILE), stop);
        if (env) {
          secrets = await secretValues(env);
          const leaked = await writesSecret(repo, found, secrets);
          if (leaked.length > 0) stop("secret_leak", `the worker's change writes a value of the workspace's secret files (${env.paths.filter((p) => p.kind === "secret").map((p) => p.path).join(", ")}) into ${leaked.join(", ")}; secrets stay in their ignored files and never enter a change`);
          rebuild = found.filter((c) => isKeyFile(c.path) || (c.oldPath !== undefined && isKeyFile(c.oldPath))).map((c) => c.path);
          // A change under an environment path (a patched dependency un-ignored and committed) is hidden by the environment's mount: said, never seen.
          const e = env;
          hidden = found.filter((c) => e.paths.some((p) => c.path === p.path || c.path.startsWith(`${p.path}/`))).map((c) => c.path);
        }
      } catch (e) {
        infra("snapshotting the worker's tree", e);
      }
    }
    if (worker && !opts.signal?.aborted) await gradeInCopy(worker, copying!);
  }
  // A copy that was made (or handed over) but not graded in is removed all the same.
  if (copying && !graded) {
    await copying;
    if (!opts.keepCopy) await removeCopy(repo, copyDir);
  }

  /**
   * The environment for the checks of the worker's result: the baseline's, as it was made; or,
   * when the worker changed a manifest or lockfile and the environment is built by setup commands,
   * one built now in the copy by those commands — contained, with the network, since the worker's
   * manifests decide what they run — and never kept. A capture cannot be made again for the
   * worker's manifests: the baseline's is used, and the verdict says so.
   */
  async function environmentForWork(base: Environment | undefined, dir: string, common: Omit<RunAllOptions, "beforeHidden">): Promise<CopyEnvironment | "failed"> {
    if (!base) return { secrets };
    if (rebuild.length === 0 || base.setup.length === 0) {
      if (rebuild.length > 0) envSummary = { ...(envSummary ?? summaryOf(base)), note: `the worker changed ${rebuild.join(", ")}; the checks ran with the environment captured at the baseline (set environment.setup to have one built for a change to them)` };
      return environmentFor(base, dir, join(scratch, "environment"), sandbox);
    }
    const setup: Check = { name: "environment setup", run: base.setup.join(" && "), kind: "regression", at: "environment.setup", timeoutSeconds: spec.environment?.timeout ?? 900, network: true };
    const [run] = await runChecks([setup], { ...common, logDir: join(paths.evidence, EVIDENCE_FILES.after, "environment"), beforeHidden: async () => undefined, secrets, tripwires: "off" });
    envSummary = { ...(envSummary ?? summaryOf(base)), note: `the worker changed ${rebuild.join(", ")}: the checks ran with an environment built for the change by environment.setup, in the grading copy` };
    if (run?.status === "pass") return { secrets };
    stop(run?.status === "timeout" ? "check_timeout" : "check_failed", `the environment setup (${setup.run}) ${run?.message ?? "did not run"} on the worker's change to ${rebuild.join(", ")}; logs: ${run?.stdout ?? "none"}`);
    return "failed";
  }

  async function gradeInCopy(w: WorkerResult, copied: Promise<unknown>): Promise<void> {
    const dir = copyDir;
    graded = true;
    try {
      const failed = await copied;
      if (failed instanceof Error) throw failed;
      await timed("copyMs", async () => {
        await switchCopy(dir, w.commit);
        await restoreFiles(dir, baseline.commit, [...new Set(checks.flatMap((c) => c.files ?? []))]);
      });
      shapes = await scan;
      // The checks of an answer task read the answer where $OCW_ANSWER says (a path that does not exist when there is none).
      const answerPath = spec.answer ? (answer?.path ?? join(scratch, "no-answer", ANSWER_FILE)) : undefined;
      const common = {
        cwd: dir,
        path: cleanPath(opts.hostPath, [dir, tree, spec.workspace]),
        logDir: join(paths.evidence, EVIDENCE_FILES.after),
        scratch,
        signal: opts.signal,
        sandbox,
        ...(containment.limits ? { limits: containment.limits } : {}),
        readOnly: [repo.commonDir, ...(opts.extraReadOnly ?? []), ...(answerPath ? [dirname(answerPath)] : [])],
        extraWritable: opts.extraWritable ?? [],
        unixSockets: containment.unixSockets,
        toolchains: toolchainHomes(opts.hostEnv ?? process.env, [dir, tree, spec.workspace]),
        ...(answerPath ? { env: answerEnv(answerPath) } : {}),
      };
      const placed = await timed("copyMs", () => environmentForWork(env, dir, common));
      t.overheadMs += performance.now() - prepStarted;
      // An environment that could not be built for the worker's change runs no check: its reason is already given.
      const runs =
        placed === "failed"
          ? []
          : await timed("checksMs", () =>
              runChecks(checks, {
                ...common,
                beforeHidden: () => injectFiles(dir, Object.assign({}, ...checks.map((c) => c.inject ?? {})) as Record<string, string>),
                ...(placed.mounts ? { mounts: placed.mounts } : {}),
                secrets,
                tripwires: opts.subversion !== false ? tripwiresFor(changes ?? [], shapes?.shapes ?? []) : "off",
              }),
            );
      for (const [i, run] of runs.entries()) after.set(checks[i]!.name, run);
      await writeDiff(paths.evidence, repo, baseline.commit, w.commit);
      if (secrets.length > 0) await maskFile(join(paths.evidence, EVIDENCE_FILES.diff), secrets);
    } catch (e) {
      infra("building the grading copy", e);
    } finally {
      if (!opts.keepCopy) await timed("overheadMs", () => timed("copyMs", () => removeCopy(repo, dir)));
    }
  }

  if (opts.signal?.aborted && !upstream.some((r) => r.code === "cancelled")) stop("cancelled", "grading was cancelled");
  for (const c of checks) {
    for (const p of after.get(c.name)?.checkFilesChanged ?? []) {
      tamper.push({ kind: "check_file_changed", check: c.name, path: p, message: `${p} belongs to the checks and changed while check "${c.name}" ran: the code under test rewrote a check's own file` });
    }
    const j = after.get(c.name)?.junit;
    if (j && j.agrees === false) tamper.push({ kind: "junit_disagrees", check: c.name, path: j.report, message: `check "${c.name}": ${j.problems?.find((p) => p.includes("exit code")) ?? "the exit code and the JUnit report disagree"}` });
  }

  const results: CheckResult[] = checks.map((c) => ({ name: c.name, kind: c.kind, run: c.run, before: before?.get(c.name) ?? null, after: after.get(c.name) ?? null }));
  let suspects: readonly Suspect[] = [];
  if (changes) {
    const forged = await timed("tamperMs", () => forgerySigns({ checks: results, changes: changes!, copyDir, shapes: shapes?.shapes ?? [], exitCalls }));
    tamper.push(...forged.signs);
    suspects = forged.suspects;
  }
  const findings = { checks: results, expectedChecks: checks.length, changed: changes ? changes.length : null, scope, tamper, upstream, ...(spec.answer ? { answer: true } : {}) };
  const reasons = reasonsFrom(findings);
  const status = decide(findings, reasons);
  // Right after what stopped the worker: the model's own failure explains the no_change and failed checks after it.
  if (status !== "built") reasons.splice(upstream.length, 0, ...(opts.diagnoses ?? []).filter((d) => !reasons.some((r) => r.code === d.code)));
  const claim = parseClaim(opts.claim);
  const ms = (n: number): number => Math.round(n * 10) / 10;
  const timings: Timings = {
    snapshotMs: ms(t.snapshotMs),
    scopeMs: ms(t.scopeMs),
    tamperMs: ms(t.tamperMs),
    copyMs: ms(t.copyMs),
    checksMs: ms(t.checksMs),
    validateMs: ms(t.validateMs),
    overheadMs: ms(t.overheadMs),
    preparedCopyMs: ms(t.preparedCopyMs),
    totalMs: ms(performance.now() - started),
  };
  const verdict: Verdict = {
    $schema: "urn:opencode-worker:schema:verdict:1",
    id,
    verdict: status,
    reasons,
    task: { file: opts.task.file, workspace: spec.workspace },
    baseline: { commit: baseline.commit, head: baseline.head, ref: baseline.ref },
    worker: worker ? { dir: tree, commit: worker.commit, tree: worker.tree, ref: worker.ref, changed: changes?.length ?? 0 } : null,
    checks: results,
    scope,
    tamper,
    ...(suspects.length > 0 ? { suspects } : {}),
    claim,
    honest: judgeClaim(claim.value, status),
    evidence: paths.evidence,
    containment,
    ...(env ? { environment: environmentRecord(envSummary ?? summaryOf(env), [...(opts.workerEnvironmentChanges ?? []), ...hidden]) } : {}),
    ...(spec.answer ? { answer: answerRecord(answer, results) } : {}),
    timings,
    grader: { name: "opencode-worker", version: pkg.version },
    generated: new Date().toISOString(),
  };
  await writeEvidence({ dir: paths.evidence, spec, claim: opts.claim, verdict, ocwCommand: opts.ocwCommand ?? "ocw" });
  return verdict;
}

/** The verdict's environment, with what the worker changed in it (its own copy, or committed under its paths). */
function environmentRecord(summary: VerdictEnvironment, changed: readonly string[]): VerdictEnvironment {
  const all = [...new Set(changed)];
  return all.length > 0 ? { ...summary, workerChanged: all } : summary;
}

/** The verdict's record of an environment it did not prepare itself (validation at dispatch did). */
function summaryOf(env: Environment): VerdictEnvironment {
  return { key: env.key, source: env.source, paths: env.paths.map((p) => p.path), managers: env.managers, files: env.files, bytes: env.bytes, reused: true, ms: 0 };
}

/** The worker's added or modified files that hold one of `values`. */
async function writesSecret(repo: Repo, changes: readonly Change[], values: readonly string[]): Promise<string[]> {
  if (values.length === 0) return [];
  const written = changes.filter((c) => c.status !== "deleted" && c.newBlob !== null && c.newMode !== "120000" && c.newMode !== "160000");
  const blobs = await readBlobs(repo, written.map((c) => c.newBlob!));
  return written.filter((c) => holdsSecret(blobs.get(c.newBlob!)?.toString("utf8") ?? "", values)).map((c) => c.path);
}

/** What the tripwires watch in a grading run: the worker's files, and the functions whose shapes only running proves (judge/subversion.ts). */
function tripwiresFor(changes: readonly Change[], shapes: readonly Shape[]): Tripwires {
  const runProves = shapes.filter((s) => s.fn !== null && RUN_PROVES.has(s.family));
  const isPython = (s: Shape): boolean => extname(s.path) === ".py";
  const py = runProves.filter(isPython);
  const js = runProves.filter((s) => !isPython(s) && s.fn?.start !== undefined);
  return {
    changed: changes.filter((c) => c.status !== "deleted").map((c) => c.path),
    targets: py.map((s) => [s.path, s.fn!.name, s.fn!.line, s.fn!.endLine] as const),
    ...(js.length > 0
      ? {
          jsRan: async (coverage: string, roots: readonly string[]) => {
            const ran = [...(await jsShapesRan(coverage, js, roots))];
            return ran.length === 0 ? [] : [{ file: "v8-coverage", events: ran.map((s, i) => ({ e: "ran" as const, seq: i + 1, pid: 0, main: null, at: [join(roots[0]!, s.path), s.fn!.line] as const })) }];
          },
        }
      : {}),
  };
}
