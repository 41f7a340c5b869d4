import { realpath } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Change } from "../snapshot/index.js";
import { exitAttribution, type ExitCall } from "./exit-calls.js";
import { judgeExits } from "./exit.js";
import { judgeHarness } from "./harness.js";
import { exitEvidencePath, readExitEvidence } from "../trace/index.js";
import { failureShownInLogs } from "./output-signs.js";
import { logTails, unfinished } from "./runner-ending.js";
import { judgeSubversion, type JudgedShape, type Suspect } from "./subversion.js";
import type { TamperSign } from "./tamper.js";
import type { CheckResult } from "../run/index.js";

/**
 * Exit statuses the code under test forged, as tamper signs. Only checks that passed are
 * judged (a forgery that did not make a check pass changed nothing):
 * - `exit_forged`: the check's exit trace (trace/exit-trace.ts) shows its process ended with success,
 *   or its failure turned into success, from a file the worker changed (exit.ts); a Go or
 *   Rust test binary exited 0 without its harness's success (harness.ts); or Maven, Gradle
 *   or libtest stopped before its last word, which its baseline run printed (runner-ending.ts);
 * - `status_contradicts_output`: it exited 0 while its output shows a failure (output-signs.ts),
 *   unless its run on the baseline already showed the same;
 * - `check_subverted`: its tripwire records, read with the baseline run's and the static shapes
 *   of the diff, prove the code under test subverted it from inside its process
 *   (subversion.ts); what proves nothing alone comes back as suspects.
 */

export interface ForgeryInput {
  readonly checks: readonly CheckResult[];
  readonly changes: readonly Change[];
  /** The grading copy the checks ran in (it may be gone by now; its parent is not). */
  readonly copyDir: string;
  /** Static shapes found in the worker's diff (shapes/find.ts). */
  readonly shapes?: readonly JudgedShape[];
  /** Exit calls in the worker's changed Go, Rust, Java and Kotlin files (exit-calls.ts): where a forged end is attributed. */
  readonly exitCalls?: readonly ExitCall[];
}

export interface Forgeries {
  readonly signs: readonly TamperSign[];
  readonly suspects: readonly Suspect[];
}

export async function forgerySigns(input: ForgeryInput): Promise<Forgeries> {
  const signs: TamperSign[] = [];
  const suspects = new Map<string, Suspect>();
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
    const before = c.before ? await readExitEvidence(exitEvidencePath(c.before.stdout)) : null;
    for (const f of judgeHarness(evidence, before, input.exitCalls ?? [])) {
      signs.push({ kind: "exit_forged", check: c.name, ...(f.path ? { path: f.path } : {}), message: `check "${c.name}": ${f.message}` });
    }
    const cut = unfinished(c.run, await logTails(run.stdout, run.stderr), c.before ? await logTails(c.before.stdout, c.before.stderr) : null);
    // libtest's binaries seen at the harness boundary were judged there, better.
    const boundary = evidence.processes.some((p) => p.events.some((e) => e.e === "harness" && e.how === "libtest"));
    if (cut && !(cut.runner === "libtest" && boundary)) {
      const at = exitAttribution(input.exitCalls ?? [], cut.runner === "libtest" ? "rust" : "jvm");
      signs.push({ kind: "exit_forged", check: c.name, ...(at ? { path: at.path } : {}), message: `check "${c.name}": ${cut.message}${at?.clause ?? ""}` });
    }
    const sub = judgeSubversion({ after: evidence, before, changed, roots, shapes: input.shapes ?? [] });
    for (const s of sub.proven) {
      signs.push({ kind: "check_subverted", check: c.name, family: s.family, at: s.at, ...(s.path ? { path: s.path } : {}), message: `check "${c.name}": ${s.family} at ${s.at}: ${s.evidence}` });
    }
    for (const s of sub.suspects) if (!suspects.has(`${s.family} ${s.at} ${s.evidence}`)) suspects.set(`${s.family} ${s.at} ${s.evidence}`, { ...s, check: c.name });
    const shown = await failureShownInLogs(run.stdout, run.stderr);
    if (shown === undefined) continue;
    const baselineToo = c.before !== null && c.before.exitCode === 0 && (await failureShownInLogs(c.before.stdout, c.before.stderr)) !== undefined;
    if (!baselineToo) signs.push({ kind: "status_contradicts_output", check: c.name, message: `check "${c.name}" exited 0, but ${shown}` });
  }
  // Suspects of a family already proven at the same place say nothing more.
  const provenAt = new Set(signs.filter((s) => s.kind === "check_subverted").map((s) => `${s.family} ${s.at}`));
  return { signs, suspects: [...suspects.values()].filter((s) => !provenAt.has(`${s.family} ${s.at}`)) };
}
