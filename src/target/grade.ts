import { parseKey } from "./key.js";

/** The calibration ladder's rungs are numbered 1 to this; a grade names no other (the selftest room's ladder holds exactly these). */
export const LADDER_RUNGS = 5;

/** The minimum a grade record carries: whom it belongs to and whether anything was earned. */
export interface GradeRecord {
  readonly key: string;
  readonly status: "unearned" | "earned";
}

/**
 * Where a target stands with respect to its recorded grade. Only `current` may ever be shown as
 * the target's grade; `stale` names the key parts that differ so the author knows what to re-run.
 */
export type GradeStanding<G extends GradeRecord = GradeRecord> =
  | { readonly status: "none" }
  | { readonly status: "unearned"; readonly key: string }
  | { readonly status: "current"; readonly key: string; readonly grade: G }
  | { readonly status: "stale"; readonly key: string; readonly gradeKey: string; readonly differs: readonly string[] };

/** Judge a recorded grade (or its absence) against the key computed from the manifest now. */
export function judgeGrade<G extends GradeRecord>(grade: G | undefined, key: string): GradeStanding<G> {
  if (!grade) return { status: "none" };
  if (grade.key !== key) return { status: "stale", key, gradeKey: grade.key, differs: differingParts(grade.key, key) };
  if (grade.status === "unearned") return { status: "unearned", key };
  return { status: "current", key, grade };
}

function differingParts(a: string, b: string): string[] {
  const pa = parseKey(a);
  const pb = parseKey(b);
  if (!pa || !pb) return ["key"];
  return (Object.keys(pb) as (keyof typeof pb)[]).filter((k) => pa[k] !== pb[k]);
}

/** One line for humans; never presents a stale grade as the target's. */
export function describeStanding(standing: GradeStanding): string {
  switch (standing.status) {
    case "none":
      return "no grade recorded";
    case "unearned":
      return "unearned (no ladder run has graded this key yet)";
    case "current":
      return "earned";
    case "stale":
      return `stale: grade.json was earned under another key (${standing.differs.join(", ")} differ); not this target's grade`;
  }
}
