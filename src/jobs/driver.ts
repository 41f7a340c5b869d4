import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { loadTask, openRepo, reasonFor, reportPaths, sandboxRequest, snapshotBaseline, validateBaseline, type CheckRun, type Task } from "../grade/index.js";
import { placedPaths, type Environment } from "../environment/index.js";
import { connect, serverState, type Connection } from "../opencode/index.js";
import { environmentStore, type Env } from "../paths/index.js";
import { routeTier } from "../setup/index.js";
import { renderBrief } from "./brief.js";
import { previousValidation, reworkPrompt } from "./rework.js";
import { endJob, gradeJob, loadFinal, saveFinal } from "./grading.js";
import { isTerminal, jobPaths, LedgerWriter, workerDir, writeAtomic, type InboxMessage, type Job, type JobId } from "./ledger/index.js";
import { holds, release, tryHold } from "../durable/index.js";
import { InboxPump } from "./pump.js";
import { acquireSlot, releaseSlot } from "./scheduler.js";
import { queueDeadline, queueTimeoutReason } from "./budget.js";
import { runWorker, type RunControl } from "./session-run.js";
import { servedBy } from "./diagnose.js";
import { serverUsers } from "./servers.js";
import { removeWorktree } from "./worktree.js";
import { returnWorkdir, takeWorkdir } from "./workdir.js";

/**
 * `ocw jobs drive <id>`: the job's single writer, running detached. It takes the job's driver
 * lock (a second driver for the same job exits at once), then carries the job from whatever
 * state it finds to a terminal one: validating → queued → starting → running ⇄
 * needs_permission → grading → built | honest-failure | cancelled. A driver started on a job
 * that was mid-run (its first driver died) re-attaches to the session instead of starting one.
 */
/** Re-adoptions after which a job is given up as infra. */
const MAX_ADOPTIONS = 5;

export async function drive(root: string, id: JobId, env: Env): Promise<void> {
  // The lock first, then the record: a driver that read the record before another one finished
  // the job would otherwise take the lock after it and start the finished job again.
  const driverLock = jobPaths(root, id).driverLock;
  const lock = await tryHold(driverLock);
  if (lock === undefined) return;
  const ledger = await LedgerWriter.open(root, id).catch(async (e: unknown) => {
    await release(driverLock, lock).catch(() => undefined);
    throw e;
  });
  ledger.guard(() => holds(driverLock, lock));
  const control: RunControl = { cancelled: false };
  const pump = new InboxPump(ledger.paths.inbox, (m) => beforeRun(ledger, m, control));
  let conn: Connection | undefined;
  let superseded = false;
  try {
    const first = ledger.job;
    if (isTerminal(first.state)) return;
    const adopted = first.driver !== undefined;
    // A driver that keeps dying (a crash, not a kill) must not be restarted for ever by every client call.
    if ((first.driver?.adoptions ?? 0) >= MAX_ADOPTIONS) {
      return await endJob(ledger, "honest-failure", [reasonFor({ kind: "driver-died", times: MAX_ADOPTIONS + 1, log: ledger.paths.driverLog })]);
    }
    await ledger.update({ driver: { pid: process.pid, startedAt: new Date().toISOString(), adoptions: (first.driver?.adoptions ?? -1) + 1 } }, [{ type: adopted ? "driver.adopted" : "driver.started", pid: process.pid, state: first.state }]);
    const task = await loadTask(ledger.paths.task, { cwd: ledger.paths.dir });
    // A killed driver can leave the grader's copies half made; the grader wants fresh folders.
    if (adopted) await clearCopies(task.spec.workspace, ledger);
    let prepared: { before?: ReadonlyMap<string, CheckRun>; baselineCopy?: string } = {};

    if (ledger.job.state === "validating") {
      const v = await validate(ledger, task, env);
      if (!v) return;
      prepared = v;
    }
    if (ledger.job.state === "queued") {
      const waited = control.cancelled ? "cancelled" : await acquireSlot(root, id, ledger.job.slots, { cancelled: () => control.cancelled, deadline: queueDeadline(ledger.job) });
      if (waited === "cancelled") return await endJob(ledger, "cancelled", [reasonFor({ kind: "cancelled", queued: true })]);
      if (waited === "timeout") return await endJob(ledger, "honest-failure", [queueTimeoutReason(ledger.job)]);
      // The worker's clock starts now: its budget is not spent waiting for a slot.
      const now = Date.now();
      const queued = Math.max(0, now - Date.parse(ledger.job.queuedAt ?? ledger.job.createdAt));
      await ledger.update({ state: "starting", startedAt: new Date(now).toISOString(), queuedMs: queued }, [{ type: "state", state: "starting", queuedMs: queued }]);
    }
    const state = ledger.job.state;
    if (state === "starting" || state === "running" || state === "needs_permission") {
      if (!ledger.job.baseline) throw new OcwError(ErrorCode.Internal, `job ${id} reached ${state} without a baseline`);
      // A re-adopted driver: this job's worker had its slot already, and its budget clock keeps running.
      await acquireSlot(root, id, ledger.job.slots, { resume: true });
      await takeWorkdir(root, ledger, task.spec.workspace, env);
      const attached = ledger.job.session !== undefined;
      if (attached) {
        // The session lives in the server that ran it (current, or retired by a config change); a new server has never heard of it.
        const server = await serverState({ env });
        const its = [server, ...server.retired].find((s) => s.record?.url === ledger.job.session!.server);
        if (its?.state !== "running") {
          return await endJob(ledger, "honest-failure", [reasonFor({ kind: "server-gone", server: ledger.job.session!.server })]);
        }
      }
      conn = await connect(attached ? { env, at: ledger.job.session!.server } : { env, usedBy: serverUsers(env) });
      if (!ledger.job.route) await pinDefaultRoute(conn, ledger, env);
      // A rework reuses the validation its task had: the previous attempt's runs on the same baseline.
      if (ledger.job.attempt && !prepared.before) prepared = { ...(await previousValidationOf(root, ledger)) };
      const final = await runWorker(conn, ledger, pump, control, (continued) => writeBrief(root, ledger, task, continued), await servedBy(env, ledger.job.route?.model));
      await saveFinal(ledger.paths.dir, final);
      await releaseSlot(root, id);
      if (control.cancelled) return await endJob(ledger, "cancelled", [reasonFor({ kind: "cancelled" })], final.usage);
      pump.setHandler((m) => beforeRun(ledger, m, control));
      return await gradeJob(ledger, task, final, env, prepared);
    }
    if (state === "grading") {
      const final = await loadFinal(ledger.paths.dir);
      if (!final) return await endJob(ledger, "honest-failure", [reasonFor({ kind: "result-lost" })]);
      return await gradeJob(ledger, task, final, env, await previousValidationOf(root, ledger));
    }
  } catch (e) {
    // Replaced by another driver: the job (and its slot) are that driver's now.
    if (isOcwError(e) && e.code === ErrorCode.LockLost) {
      superseded = true;
      return;
    }
    if (!isTerminal(ledger.job.state)) await endJob(ledger, "honest-failure", [reasonFor({ kind: "error", stage: "job", error: e })]).catch(() => undefined);
  } finally {
    pump.close();
    if (!superseded) await releaseSlot(root, id).catch(() => undefined);
    // After grading, which keeps the worker's tree as a commit and a diff: the slot is the next job's now.
    if (!superseded) await returnWorkdir(root, ledger).catch(() => undefined);
    await conn?.close().catch(() => undefined);
    await release(ledger.paths.driverLock, lock).catch(() => undefined);
  }
}

// Before a session exists: a cancel is remembered, a permit has nothing to answer, a steer nobody to reach.
async function beforeRun(ledger: LedgerWriter, m: InboxMessage, control: RunControl): Promise<void> {
  if (m.type === "cancel") {
    control.cancelled = true;
    await ledger.event({ type: "cancel.received", ref: m.id });
    return;
  }
  if (m.type === "permit") {
    await ledger.event({ type: "inbox.rejected", ref: m.id, code: ErrorCode.NotFound, error: `permission request ${m.request} is not waiting (already answered, or the worker is not running)` });
    return;
  }
  await ledger.event({ type: "steer.result", ref: m.id, status: "not_delivered", reason: `the worker is not running (job is ${ledger.job.state})` });
}

/** The grader's check on the baseline; ends the job as invalid_task when the checks cannot grade it. */
async function validate(ledger: LedgerWriter, task: Task, env: Env): Promise<{ before: ReadonlyMap<string, CheckRun>; baselineCopy?: string } | undefined> {
  const repo = await openRepo(task.spec.workspace);
  const baseline = await snapshotBaseline(repo, { exclude: reportPaths(task.spec) });
  await ledger.update({ baseline: { commit: baseline.commit, head: baseline.head } }, [{ type: "baseline", commit: baseline.commit }]);
  const v = await validateBaseline(task, repo, baseline, {
    copyDir: join(ledger.paths.scratch, "baseline"),
    logDir: join(ledger.paths.checks, "before"),
    hostPath: env.PATH,
    // The job's client's environment (the driver host serves several): where its toolchains live.
    hostEnv: env,
    scratch: join(ledger.paths.scratch, "tmp"),
    keepCopy: true,
    // Beside the jobs, shared by them: a job with the same baseline and checks as one validated
    // a moment ago takes its runs instead of running the checks again.
    cacheDir: join(ledger.paths.dir, "..", "validations"),
    sandbox: sandboxRequest(env),
    environmentStore: environmentStore(env),
  });
  if (!v.ok) {
    await endJob(ledger, "honest-failure", [...v.problems.map((p) => reasonFor({ kind: "task", path: p.path, message: p.message })), ...v.infra.map((message) => ({ code: "infra" as const, message }))]);
    return undefined;
  }
  const e = v.environment;
  const s = v.environmentSummary;
  await ledger.update(
    { state: "queued", queuedAt: new Date().toISOString(), ...(e ? { environment: slotEnvironment(e, task.spec.environment?.secretsToWorker === true) } : {}) },
    [{ type: "validated", ms: Math.round(v.ms), ...(v.cached ? { cached: true } : {}), ...(s ? { environment: { key: s.key, reused: s.reused, ms: s.ms, files: s.files, bytes: s.bytes } } : {}) }, { type: "state", state: "queued" }],
  );
  return { before: v.before, ...(v.copy ? { baselineCopy: v.copy } : {}) };
}

// What the job records of its environment: the key, and the paths its slot gets (secret files only when the task gives them to the worker).
function slotEnvironment(e: Environment, secretsToWorker: boolean): NonNullable<Job["environment"]> {
  return { key: e.key, source: e.source, paths: placedPaths(e, secretsToWorker), secretsToWorker };
}

// The previous attempt's baseline runs, as grading's `before` (none for a first attempt).
async function previousValidationOf(root: string, ledger: LedgerWriter): Promise<{ before?: ReadonlyMap<string, CheckRun> }> {
  const before = await previousValidation(root, ledger.job);
  return before ? { before } : {};
}

/** Remove the validation and grading copies a dead driver left (the worker's worktree stays). */
async function clearCopies(workspace: string, ledger: LedgerWriter): Promise<void> {
  const copies = join(ledger.paths.dir, "grade", "copies");
  const left = await readdir(copies).catch(() => [] as string[]);
  for (const dir of [join(ledger.paths.scratch, "baseline"), ...left.map((n) => join(copies, n))]) await removeWorktree(workspace, dir);
}

async function writeBrief(root: string, ledger: LedgerWriter, task: Task, continued: boolean): Promise<string> {
  const brief = ledger.job.attempt ? await reworkPrompt(root, ledger.job, task.spec, continued) : renderBrief(task.spec, ledger.job.budget);
  await writeAtomic(ledger.paths.brief, brief);
  return brief;
}

// Last in the precedence: whatever OpenCode itself would use in the worker's directory. A server that did
// not answer (a timeout under load) is infra (OPENCODE_API), not a task without a model.
async function pinDefaultRoute(conn: Connection, ledger: LedgerWriter, env: Env): Promise<void> {
  const model = await conn.defaultModel(workerDir(ledger.job, ledger.paths));
  if (!model) throw new OcwError(ErrorCode.ModelUnknown, "no model for this job: the spec has no `model`, OCW_MODEL is unset, there is no active target and OpenCode has no default; run model-setup or set `model:` in the task");
  const { tier } = await routeTier(model, env);
  await ledger.update({ route: { model, source: "opencode", tier } }, [{ type: "route", model, source: "opencode" }]);
}
