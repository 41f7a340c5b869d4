import { copyFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import { EVIDENCE_FILES, grade, parseClaim, sandboxRequest, type CheckRun, type Reason, type Task } from "../grade/index.js";
import { openEnvironment, placedChanges, type Environment } from "../environment/index.js";
import { environmentStore, type Env } from "../paths/index.js";
import { environmentRecord } from "./workdir.js";
import { gradedVerdict, readState, stateError, ungradedVerdict, workerDir, writeAtomic, writeJobVerdict, type LedgerWriter, type Usage } from "./ledger/index.js";

/**
 * The end of a worker's turn: what the driver keeps (`final.json`, schema
 * protocol/schemas/final.schema.json, so a re-adopted driver can grade without the session) and
 * the grading itself, which turns it into a verdict (`verdict.json`, the ledger's one shape).
 */

export interface Final {
  readonly text: string;
  readonly upstream: readonly Reason[];
  /** The model's own failures seen in its transcript (diagnose.ts): listed only in a verdict that is not built. */
  readonly diagnoses?: readonly Reason[];
  readonly usage: Usage;
}

export function finalPath(dir: string): string {
  return join(dir, "final.json");
}

export async function saveFinal(dir: string, f: Final): Promise<void> {
  await writeAtomic(finalPath(dir), JSON.stringify(f));
}

/**
 * What `saveFinal` kept, or undefined when nothing was (the driver died first). Written
 * atomically, so one that does not read was changed outside ocw: an error the driver ends the
 * job with (infra), naming the field.
 */
export async function loadFinal(dir: string): Promise<Final | undefined> {
  const file = finalPath(dir);
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  const r = readState<Final>("final", text, file);
  if (!r.ok) throw stateError(file, r.problems, "the worker's result kept for grading was changed outside ocw, so it cannot be graded; dispatch the task again");
  return r.value;
}

/** Grade the worker's directory and record the verdict as the job's terminal state. */
export async function gradeJob(
  ledger: LedgerWriter,
  task: Task,
  final: Final,
  env: Env,
  prepared: { before?: ReadonlyMap<string, CheckRun>; baselineCopy?: string } = {},
): Promise<void> {
  const job = ledger.job;
  const claim = parseClaim(final.text);
  await ledger.update({ state: "grading", usage: final.usage, claim: claim.line }, [{ type: "grading", claim: claim.value }]);
  const found = await jobEnvironment(ledger, env);
  const verdict = await grade({
    task,
    tree: workerDir(job, ledger.paths),
    baseline: job.baseline?.commit,
    claim: final.text,
    stateDir: join(ledger.paths.dir, "grade"),
    hostPath: env.PATH,
    // The job's client's environment (the driver host serves several): where its toolchains live.
    hostEnv: env,
    sandbox: sandboxRequest(env),
    upstream: [...final.upstream, ...found.reasons],
    ...(found.environment ? { environment: found.environment } : {}),
    ...(found.workerChanged?.length ? { workerEnvironmentChanges: found.workerChanged } : {}),
    ...(final.diagnoses ? { diagnoses: final.diagnoses } : {}),
    ...(prepared.before ? { before: prepared.before } : {}),
    ...(prepared.baselineCopy ? { baselineCopy: prepared.baselineCopy } : {}),
  });
  await copyFile(join(verdict.evidence, EVIDENCE_FILES.diff), ledger.paths.diff).catch(() => writeAtomic(ledger.paths.diff, ""));
  await writeJobVerdict(ledger.paths.verdict, gradedVerdict(job.id, verdict));
  await ledger.update(
    { state: verdict.verdict, verdict: verdict.verdict, reasons: verdict.reasons, evidence: verdict.evidence, endedAt: new Date().toISOString(), pending: [] },
    [{ type: "verdict", verdict: verdict.verdict, reasons: verdict.reasons.map((r) => r.code), honest: verdict.honest }],
  );
}

/**
 * The baseline's environment for grading, opened by the key validation recorded (never made
 * again from the workspace, which may have changed since), and what the worker changed in its
 * slot's copy. An entry changed since it was made — only a process that reached our state folder
 * could — is a tamper sign, and its checks do not run on it; an entry gone from the store is infra.
 */
async function jobEnvironment(ledger: LedgerWriter, env: Env): Promise<{ environment?: Environment; workerChanged?: string[]; reasons: Reason[] }> {
  const e = ledger.job.environment;
  if (!e) return { reasons: [] };
  const store = environmentStore(env);
  let environment: Environment | undefined;
  try {
    environment = await openEnvironment(store, e.key);
  } catch (err) {
    return { reasons: [{ code: "tamper", message: err instanceof Error ? err.message : String(err) }] };
  }
  if (!environment) return { reasons: [{ code: "infra", message: `the environment ${e.key.slice(0, 12)} prepared for this job's baseline is no longer in the store (${store}), so the checks could not run as they did at the baseline; dispatch the task again` }] };
  const dir = ledger.job.workdir;
  const workerChanged = dir ? await placedChanges(environment, dir, environmentRecord(dir)).catch(() => undefined) : undefined;
  return { environment, ...(workerChanged?.length ? { workerChanged } : {}), reasons: [] };
}

/** End a job without grading (invalid task, cancelled, infrastructure gone); `usage` is what its worker spent, when it ran (a cancelled worker was served all the same). */
export async function endJob(ledger: LedgerWriter, state: "honest-failure" | "cancelled", reasons: readonly Reason[], usage?: Usage): Promise<void> {
  await writeJobVerdict(ledger.paths.verdict, ungradedVerdict(ledger.job.id, state, reasons));
  await ledger.update({ state, verdict: "honest-failure", reasons, endedAt: new Date().toISOString(), pending: [], ...(usage ? { usage } : {}) }, [{ type: state === "cancelled" ? "cancelled" : "verdict", verdict: "honest-failure", reasons: reasons.map((r) => r.code) }]);
}
