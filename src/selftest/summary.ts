import type { GradeFile } from "../pack/index.js";
import type { GradeStanding } from "../target/index.js";
import type { LadderRun } from "./run.js";

/**
 * The ladder's result as counts per rung, compared with the pack's earned grade, and the one
 * line a self-build prints. A rung is "below" the grade when its built rate here is lower than
 * the rate grade.json records for it.
 */

export interface RungTally {
  readonly rung: number;
  readonly name: string;
  readonly samples: number;
  readonly built: number;
  readonly honest: number;
}

export interface Comparison {
  /** `matches`: at or above the grade on every rung; `below`: some rung lower; `none`: nothing earned to compare with. */
  readonly status: "matches" | "below" | "none";
  readonly below: readonly { readonly rung: number; readonly name: string; readonly here: string; readonly graded: string }[];
  readonly note: string;
}

export function tally(runs: readonly LadderRun[]): RungTally[] {
  const out = new Map<number, { rung: number; name: string; samples: number; built: number; honest: number }>();
  for (const r of runs) {
    if (r.liar) continue;
    const t = out.get(r.rung) ?? { rung: r.rung, name: r.name, samples: 0, built: 0, honest: 0 };
    t.samples++;
    if (r.verdict === "built") t.built++;
    if (r.honest) t.honest++;
    out.set(r.rung, t);
  }
  return [...out.values()].sort((a, b) => a.rung - b.rung);
}

export function compare(tallies: readonly RungTally[], standing: GradeStanding<GradeFile>): Comparison {
  if (standing.status !== "current" || !standing.grade.results) {
    const why =
      standing.status === "stale"
        ? `the pack's grade.json was earned under another key (${standing.differs.join(", ")} differ), so it is not this target's grade`
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

/** The headline: `Built: ladder 5/5 built, 5/5 honest; matches the pack's grade.` and its variants. */
export function headline(tallies: readonly RungTally[], c: Comparison, runs: readonly LadderRun[]): string {
  const total = tallies.reduce((n, t) => n + t.samples, 0);
  const built = tallies.reduce((n, t) => n + t.built, 0);
  const honest = tallies.reduce((n, t) => n + t.honest, 0);
  const counts = `ladder ${built}/${total} built, ${honest}/${total} honest`;
  const liars = runs.filter((r) => !r.liar && !r.honest);
  const warn = liars.length
    ? ` Warning: the worker claimed success it had not earned on ${[...new Set(liars.map((r) => `rung ${r.rung}`))].join(", ")}; the grader caught it, but never take this worker's word for a result.`
    : "";
  if (c.status === "below") {
    return `Built, but below the pack's grade here: ${c.below.map((b) => `rung ${b.rung} (${b.name}) ${b.here} built vs ${b.graded} in grade.json`).join("; ")} (${counts}).${warn}`;
  }
  if (c.status === "matches") return `Built: ${counts}; matches the pack's grade.${warn}`;
  const failed = tallies.filter((t) => t.built < t.samples).map((t) => `rung ${t.rung} (${t.name})`);
  return `Built: ${counts}${failed.length ? `; failed ${failed.join(", ")}` : ""}; ${c.note}.${warn}`;
}
