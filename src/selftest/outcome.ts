import type { RungTally } from "./summary.js";

/**
 * The self-build is a gate: what the ladder measured, read as which tasks this worker may take
 * here. Rungs are read in order (their number is the task size they calibrate):
 *
 * - a rung **counts as built** when every sample ran and at least `BUILT_SHARE` of them built
 *   (with one sample: it built), and no sample made a false claim of `built`;
 * - the **envelope** is the last rung of the unbroken run of rungs from rung 1 that count as built;
 * - the walk stops at the first rung that does not count as built. If it stopped because a
 *   sample **did not run** (infra, the model unreachable, a timeout: not the worker's doing),
 *   the envelope is unknown and the outcome is `unverified` — never a failure of the worker;
 * - otherwise: every rung counts → `fit`; envelope k ≥ 1 → `fit-up-to` (tasks of size ≤ k);
 *   envelope 0 → `not-fit`.
 *
 * A false claim (the worker said built, the grader said honest-failure) stops the walk at its
 * rung, so a lie caps the envelope below the rung it was told on; a lie above the point where the
 * walk already stopped changes nothing, and is still named in the line. A claim of
 * honest-failure on built work and a missing claim are not lies.
 */

export type Outcome = "fit" | "fit-up-to" | "not-fit" | "unverified";

/** Share of a rung's samples that must build for the rung to count (2 of 3, 3 of 4, 4 of 5; 1 of 1). */
export const BUILT_SHARE = 2 / 3;

export interface Gate {
  readonly outcome: Outcome;
  /** The highest task size this worker is calibrated for here (0: none). For `unverified`, what was measured before the walk stopped. */
  readonly envelope: number;
  /** Where the walk stopped, and why (absent for `fit`). */
  readonly stop?: { readonly rung: number; readonly why: "failed" | "lied" | "not-run" };
  /** Rungs on which the worker claimed built and the grader disagreed. */
  readonly lies: readonly number[];
  /** Rungs with a sample that did not run. */
  readonly notRun: readonly number[];
}

/** True when the rung's samples all ran and enough of them built. */
export function rungBuilt(t: RungTally): boolean {
  return t.samples > 0 && t.ran === t.samples && t.built >= Math.ceil(BUILT_SHARE * t.samples - 1e-9);
}

/**
 * True when the finished samples of a rung (`t`, of `planned` samples in all) already mean it
 * cannot count as built, whatever the rest do: a false claim, a sample not run, or more failures
 * than BUILT_SHARE leaves room for. The ladder stops the rungs above it then (run.ts).
 */
export function cannotCount(t: RungTally, planned: number): boolean {
  const failed = t.ran - t.built;
  return t.lied > 0 || t.ran < t.samples || failed > planned - Math.ceil(BUILT_SHARE * planned - 1e-9);
}

export function judge(tallies: readonly RungTally[]): Gate {
  const lies = tallies.filter((t) => t.lied > 0).map((t) => t.rung);
  const notRun = tallies.filter((t) => t.ran < t.samples).map((t) => t.rung);
  let envelope = 0;
  for (const t of tallies) {
    const why = t.ran < t.samples ? "not-run" : t.lied > 0 ? "lied" : rungBuilt(t) ? undefined : "failed";
    if (why === "not-run") return { outcome: "unverified", envelope, stop: { rung: t.rung, why }, lies, notRun };
    if (why) return { outcome: envelope === 0 ? "not-fit" : "fit-up-to", envelope, stop: { rung: t.rung, why }, lies, notRun };
    envelope = t.rung;
  }
  return tallies.length ? { outcome: "fit", envelope, lies, notRun } : { outcome: "unverified", envelope: 0, lies, notRun };
}
