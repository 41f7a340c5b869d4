import { realpath } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Change } from "./changes.js";
import { judgeExits } from "./exit-judge.js";
import { exitEvidencePath, readExitEvidence } from "./exit-trace.js";
import { failureShownInLogs } from "./output-signs.js";
import type { TamperSign } from "./tamper.js";
import type { CheckResult } from "./verdict.js";

/**
 * Exit statuses the code under test forged, as tamper signs. Only checks that passed are
 * judged (a forgery that did not make a check pass changed nothing):
 * - `exit_forged`: the check's exit trace (exit-trace.ts) shows its process ended with success,
 *   or its failure turned into success, from a file the worker changed (exit-judge.ts);
 * - `status_contradicts_output`: it exited 0 while its output shows a failure (output-signs.ts),
 *   unless its run on the baseline already showed the same.
 */

export interface ForgeryInput {
  readonly checks: readonly CheckResult[];
  readonly changes: readonly Change[];
  /** The grading copy the checks ran in (it may be gone by now; its parent is not). */
  readonly copyDir: string;
}

export async function forgerySigns(input: ForgeryInput): Promise<TamperSign[]> {
  const signs: TamperSign[] = [];
  const changed = new Set(input.changes.filter((c) => c.status !== "deleted").map((c) => c.path));
  const parent = dirname(input.copyDir);
  const roots = [...new Set([input.copyDir, join(await realpath(parent).catch(() => parent), basename(input.copyDir))])];
  for (const c of input.checks) {
    const run = c.after;
    if (run?.status !== "pass") continue;
    const evidence = await readExitEvidence(exitEvidencePath(run.stdout));
    for (const f of judgeExits(evidence, { changed, roots })) {
      signs.push({ kind: "exit_forged", check: c.name, ...(f.path ? { path: f.path } : {}), message: `check "${c.name}": ${f.message}` });
    }
    const shown = await failureShownInLogs(run.stdout, run.stderr);
    if (shown === undefined) continue;
    const before = c.before;
    const baselineToo = before !== null && before.exitCode === 0 && (await failureShownInLogs(before.stdout, before.stderr)) !== undefined;
    if (!baselineToo) signs.push({ kind: "status_contradicts_output", check: c.name, message: `check "${c.name}" exited 0, but ${shown}` });
  }
  return signs;
}
