import { parseKey } from "./key.js";

/** The calibration ladder's rungs are numbered 1 to this; a grade names no other (the selftest room's ladder holds exactly these). */
export const LADDER_RUNGS = 5;

/**
 * What reached the worker besides the key's settings: the protocol text and each delta (id and
 * body), as short hashes. A grade is earned by one prompt; another prompt has not earned it.
 */
export interface PromptPrint {
  readonly protocol: string;
  readonly deltas: readonly { readonly id: string; readonly sha: string }[];
}

/** The minimum a grade record carries: whom it belongs to, whether anything was earned, and with which prompt. */
export interface GradeRecord {
  readonly key: string;
  readonly status: "unearned" | "earned";
  readonly prompt?: PromptPrint;
}

/**
 * Where a target stands with respect to its recorded grade. Only `current` may ever be shown as
 * the target's grade; `stale` names what differs (key parts, the protocol, a delta) so the author
 * knows what to re-run.
 */
export type GradeStanding<G extends GradeRecord = GradeRecord> =
  | { readonly status: "none" }
  | { readonly status: "unearned"; readonly key: string }
  | { readonly status: "current"; readonly key: string; readonly grade: G }
  | { readonly status: "stale"; readonly key: string; readonly gradeKey: string; readonly differs: readonly string[] };

/**
 * Judge a recorded grade (or its absence) against the key computed from the manifest now and,
 * when given, the prompt that would reach the worker now. An earned grade without a prompt print
 * cannot say what it was earned with, so it stands only where no prompt is asked about.
 */
export function judgeGrade<G extends GradeRecord>(grade: G | undefined, key: string, prompt?: PromptPrint): GradeStanding<G> {
  if (!grade) return { status: "none" };
  if (grade.key !== key) return { status: "stale", key, gradeKey: grade.key, differs: differingParts(grade.key, key) };
  if (grade.status === "unearned") return { status: "unearned", key };
  if (prompt) {
    const differs = promptChanges(grade.prompt, prompt);
    if (differs.length > 0) return { status: "stale", key, gradeKey: grade.key, differs };
  }
  return { status: "current", key, grade };
}

/** What changed from the prompt a grade was earned with to the one now, in words for the author. */
function promptChanges(then: PromptPrint | undefined, now: PromptPrint): string[] {
  if (!then) return ["the prompt (the grade records none)"];
  const out: string[] = [];
  if (then.protocol !== now.protocol) out.push("the protocol text changed");
  const before = new Map(then.deltas.map((d) => [d.id, d.sha]));
  const after = new Map(now.deltas.map((d) => [d.id, d.sha]));
  for (const d of now.deltas) {
    if (!before.has(d.id)) out.push(`delta ${d.id} was added`);
    else if (before.get(d.id) !== d.sha) out.push(`delta ${d.id} changed`);
  }
  for (const d of then.deltas) if (!after.has(d.id)) out.push(`delta ${d.id} was removed`);
  const order = (ds: PromptPrint["deltas"]) => ds.map((d) => d.id).filter((id) => before.has(id) && after.has(id)).join("\n");
  if (out.length === 0 && order(then.deltas) !== order(now.deltas)) out.push("the deltas' order changed");
  return out;
}

function differingParts(a: string, b: string): string[] {
  const pa = parseKey(a);
  const pb = parseKey(b);
  if (!pa || !pb) return ["key"];
  return (Object.keys(pb) as (keyof typeof pb)[]).filter((k) => pa[k] !== pb[k]);
}

/** Why a grade is stale, for humans: the key parts that differ, or what changed in the prompt. */
export function staleReason(standing: Extract<GradeStanding, { status: "stale" }>): string {
  return standing.gradeKey !== standing.key
    ? `grade.json was earned under another key (${standing.differs.join(", ")} differ)`
    : `grade.json was earned with another prompt (${standing.differs.join("; ")})`;
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
      return `stale: ${staleReason(standing)}; not this target's grade`;
  }
}
