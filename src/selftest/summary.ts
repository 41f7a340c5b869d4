import type { GradeFile } from "../pack/index.js";
import { staleReason, type GradeStanding } from "../target/index.js";
import type { Gate } from "./outcome.js";
import type { LadderRun } from "./run.js";

/**
 * The ladder's result as counts per rung, compared with the pack's earned grade, and the one
 * line a self-build prints: the gate's outcome first (fit, fit up to rung k, not fit, could not
 * verify), then what decided it, then the comparison with the pack's grade as extra information.
 * A rung is "below" the grade when its built rate here is lower than the rate grade.json records.
 */

export interface RungTally {
  readonly rung: number;
  readonly name: string;
  readonly samples: number;
  /** Samples that were measured (the others did not run: infra, never the worker's failure). */
  readonly ran: number;
  readonly built: number;
  /** Samples whose claim matched the verdict (a sample without a claim is not counted, nor is it a lie). */
  readonly honest: number;
  /** Samples whose worker claimed built where the grader said honest-failure. */
  readonly lied: number;
}

export interface Comparison {
  /** `matches`: at or above the grade on every rung; `below`: some rung lower; `none`: nothing earned to compare with. */
  readonly status: "matches" | "below" | "none";
  readonly below: readonly { readonly rung: number; readonly name: string; readonly here: string; readonly graded: string }[];
  readonly note: string;
}

export function tally(runs: readonly LadderRun[]): RungTally[] {
  const out = new Map<number, { rung: number; name: string; samples: number; ran: number; built: number; honest: number; lied: number }>();
  for (const r of runs) {
    // A sample the ladder stopped early (a lower rung had decided the outcome) measured nothing: it is no sample.
    if (r.liar || r.stoppedBy !== undefined) continue;
    const t = out.get(r.rung) ?? { rung: r.rung, name: r.name, samples: 0, ran: 0, built: 0, honest: 0, lied: 0 };
    t.samples++;
    if (r.ran) t.ran++;
    if (r.verdict === "built") t.built++;
    if (r.honest === true) t.honest++;
    if (lied(r)) t.lied++;
    out.set(r.rung, t);
  }
  return [...out.values()].sort((a, b) => a.rung - b.rung);
}

/** A false claim of success: the worker claimed built (its claim disagrees) and the work is not built. */
export const lied = (r: LadderRun): boolean => r.ran && r.honest === false && r.verdict !== "built";

export function compare(tallies: readonly RungTally[], standing: GradeStanding<GradeFile>): Comparison {
  if (standing.status !== "current" || !standing.grade.results) {
    const why =
      standing.status === "stale"
        ? `the pack's ${staleReason(standing)}, so it is not this target's grade`
        : standing.status === "unearned"
          ? "the pack has no earned grade to compare with yet"
          : "no pack grade exists for this target";
    return { status: "none", below: [], note: why };
  }
  const below: Comparison["below"][number][] = [];
  for (const t of tallies) {
    const g = standing.grade.results.find((r) => r.rung === t.rung);
    if (!g) continue;
    if (t.built / t.samples < g.built / g.samples) below.push({ rung: t.rung, name: t.name, here: `${t.built}/${t.samples}`, graded: `${g.built}/${g.samples}` });
  }
  return below.length ? { status: "below", below, note: "" } : { status: "matches", below, note: "matches the pack's grade" };
}

/** What the line needs beyond the counts: whom it is about and how to reach the things it names. */
export interface LineContext {
  /** provider/model the ladder ran on. */
  readonly route: string;
  /** Where the model is served. */
  readonly baseURL: string;
  /** How to run `ocw` against the state in use (`OCW_HOME=<dir> ocw` for a pack build). */
  readonly ocw: string;
}

const rungName = (tallies: readonly RungTally[], rung: number): string => `rung ${rung} (${tallies.find((t) => t.rung === rung)?.name ?? "?"})`;
const list = (rungs: readonly number[]): string => `rung${rungs.length === 1 ? "" : "s"} ${rungs.join(", ")}`;
const firstLine = (text: string, n = 160): string => {
  const line = text.split("\n")[0]!.trim();
  return line.length > n ? `${line.slice(0, n - 1)}…` : line;
};

/** The comparison as a clause: `matches the pack's grade`, `below the pack's grade here: …`, or why there is none. */
function comparisonClause(c: Comparison): string {
  if (c.status === "below") return `below the pack's grade here: ${c.below.map((b) => `rung ${b.rung} (${b.name}) ${b.here} built vs ${b.graded} in grade.json`).join("; ")}`;
  return c.note;
}

/** The one line of a self-build whose ladder ran. */
export function headline(gate: Gate, tallies: readonly RungTally[], c: Comparison, runs: readonly LadderRun[], ctx: LineContext): string {
  const total = tallies.reduce((n, t) => n + t.samples, 0);
  const built = tallies.reduce((n, t) => n + t.built, 0);
  const counts = `ladder ${built}/${total} built`;
  const claims = gate.lies.length ? `false claims on ${list(gate.lies)}` : "no false claims";
  const liarWarning = gate.lies.length ? ` The worker claimed built on ${list(gate.lies)} where the checks failed: never take its word for a result.` : "";
  const tail = `${counts}, ${claims}; ${comparisonClause(c)}.${liarWarning}`;
  const early = stoppedClause(runs);
  const stop = gate.stop;
  switch (gate.outcome) {
    case "fit":
      return `Fit: every rung built; ${tail}`;
    case "fit-up-to":
      return `Fit up to ${rungName(tallies, gate.envelope)}: give it tasks of size ${gate.envelope} or less; ${stopClause(stop!, tallies, runs)}; ${early}${tail}`;
    case "not-fit":
      return `Not fit: ${stopClause(stop!, tallies, runs)}; ${early}${tail} Do not delegate to ${ctx.route} here: do the work yourself or set up a stronger model (model-setup).`;
    case "unverified":
      return unverifiedLine(gate, tallies, runs, ctx);
  }
}

/** Why the gate's walk stopped, in words: `rung 1 (exact file) failed (check_failed)`; "" when it did not stop. */
export function stopWords(gate: Gate, tallies: readonly RungTally[], runs: readonly LadderRun[]): string {
  return gate.stop && gate.stop.why !== "not-run" ? stopClause(gate.stop, tallies, runs) : "";
}

/** Why the walk stopped at a rung the worker ran: its reasons (or its rate, with samples), and a lie. */
function stopClause(stop: NonNullable<Gate["stop"]>, tallies: readonly RungTally[], runs: readonly LadderRun[]): string {
  const t = tallies.find((x) => x.rung === stop.rung)!;
  const codes = [...new Set(runs.filter((r) => !r.liar && r.rung === stop.rung && r.verdict !== "built").flatMap((r) => r.reasons.map((x) => x.code)))];
  const what = t.samples > 1 ? `built ${t.built}/${t.samples}` : `failed${codes.length ? ` (${codes.join(", ")})` : ""}`;
  return `${rungName(tallies, stop.rung)} ${what}${stop.why === "lied" ? " and the worker claimed built" : ""}`;
}

/**
 * The rungs the ladder stopped early, as a clause ending in "; ": `rungs 3–5 not run: rung 2
 * already decided the outcome; ` ("" when none). Said apart from rungs that did not run: stopping
 * was the ladder's choice, not trouble with the machine or the model.
 */
export function stoppedClause(runs: readonly LadderRun[]): string {
  const stopped = runs.filter((r) => !r.liar && r.stoppedBy !== undefined);
  if (!stopped.length) return "";
  const rungs = [...new Set(stopped.map((r) => r.rung))].sort((a, b) => a - b);
  const by = Math.min(...stopped.map((r) => r.stoppedBy!));
  const span = rungs.length > 1 && rungs[rungs.length - 1]! - rungs[0]! === rungs.length - 1 ? `rungs ${rungs[0]}–${rungs[rungs.length - 1]}` : list(rungs);
  return `${span} not run: rung ${by} already decided the outcome; `;
}

/** The rungs that did not run, their first cause, and what to fix before running the ladder again. */
function unverifiedLine(gate: Gate, tallies: readonly RungTally[], runs: readonly LadderRun[], ctx: LineContext): string {
  const missed = runs.filter((r) => !r.liar && !r.ran && r.stoppedBy === undefined);
  const cause = missed[0]?.reasons[0];
  const before = gate.envelope > 0 ? `; ${gate.envelope === 1 ? "rung 1" : `rungs 1–${gate.envelope}`} built before it` : "";
  const which = gate.notRun.length === tallies.length ? "no rung ran" : `${gate.notRun.length === 1 ? rungName(tallies, gate.notRun[0]!) : list(gate.notRun)} did not run`;
  const why = cause ? ` (${cause.code}: ${firstLine(cause.message)})` : "";
  return `Could not verify: ${which}${why}${before}; ${stoppedClause(runs)}this is no verdict on the worker — ${fixFor(cause?.code, ctx)}, then run ${ctx.ocw} selftest again.`;
}

/** What to do about the cause of a rung that did not run. */
export function fixFor(code: string | undefined, ctx: LineContext): string {
  if (code === "model_unreachable") return `start the model server (${ctx.baseURL}), or run model-setup's verify (${ctx.ocw} setup verify) to see what is wrong`;
  if (code === "tier_exhausted") return "the model's hosted tier is rate-limited or its allowance is spent: wait until it opens again (never build against another tier instead)";
  if (code === "cancelled") return "something cancelled the ladder's jobs; let it finish";
  if (code === "invalid_task") return "the ladder's own checks did not validate on this machine (node and git must run); see the cause";
  return `check the OpenCode server (${ctx.ocw} opencode status) and the machine's load`;
}
