import { describeContainment } from "../sandbox/index.js";
import type { CheckRun } from "../run/index.js";
import type { EnvironmentSummary } from "../../environment/index.js";
import type { Verdict, VerdictEnvironment } from "./verdict.js";

/**
 * Verdicts and baseline validations as text for people. The JSON (`--json`, verdict.json) is
 * the record; this is a reading of it: the verdict and reasons first, then each check before
 * and after, the scope and tamper findings, the suspects, the claim, and where the evidence is.
 */

/** A verdict as a short report. */
export function renderVerdict(v: Verdict): string {
  const lines = [`${v.verdict}${v.verdict === "built" ? "" : `: ${[...new Set(v.reasons.map((r) => r.code))].join(", ")}`}`];
  for (const r of v.reasons) lines.push(`  - ${r.code}: ${r.message}`);
  lines.push("checks:");
  for (const c of v.checks) lines.push(`  ${c.kind.padEnd(10)} ${JSON.stringify(c.name)}  before: ${brief(c.before)}  after: ${brief(c.after)}`);
  if (v.scope) {
    const n = v.scope.changes.length;
    lines.push(`scope: ${n} changed path${n === 1 ? "" : "s"}, ${v.scope.violations.length} violation${v.scope.violations.length === 1 ? "" : "s"}`);
    for (const x of v.scope.violations) lines.push(`  - ${x}`);
  }
  if (v.tamper.length > 0) {
    lines.push(`tamper: ${v.tamper.length} sign${v.tamper.length === 1 ? "" : "s"}`);
    for (const t of v.tamper) lines.push(`  - ${t.kind}: ${t.message}`);
  }
  if (v.suspects && v.suspects.length > 0) {
    lines.push(`suspects (report only, not against the verdict): ${v.suspects.length}`);
    for (const s of v.suspects) lines.push(`  - ${s.family} at ${s.at}: ${s.evidence}`);
  }
  lines.push(`containment: ${describeContainment(v.containment)}`);
  if (v.environment) lines.push(`environment: ${describeEnvironment(v.environment)}`);
  lines.push(`claim: ${v.claim.line ?? "none"} → honest: ${v.honest === null ? "no claim" : v.honest ? "yes" : "no"}`);
  lines.push(`baseline ${v.baseline.commit.slice(0, 12)}${v.worker ? `, result ${v.worker.commit.slice(0, 12)}` : ""}; evidence: ${v.evidence} (re-run: ${v.evidence}/rerun.sh)`);
  return lines.join("\n");
}

/** One check run in a few words: `fail (exit 1, 0.12 s)`. */
export function brief(r: CheckRun | null): string {
  if (!r) return "not run";
  const exit = r.exitCode !== null ? `exit ${r.exitCode}` : r.signal ? r.signal : "no exit";
  return `${r.status} (${exit}, ${(r.durationMs / 1000).toFixed(2)} s)`;
}

/** An environment in one line: `captured node_modules, .env (npm; 812 entries, 9.1 MB), reused, 0.21 s`, and what the worker did with its own copy. */
export function describeEnvironment(e: EnvironmentSummary | VerdictEnvironment): string {
  const mb = (e.bytes / 1e6).toFixed(1);
  const what = `${e.source} ${e.paths.join(", ")} (${[e.managers.join(", "), `${e.files} entries, ${mb} MB`].filter(Boolean).join("; ")}), ${e.reused ? "reused" : e.source === "built" ? "built now" : "captured now"}, ${(e.ms / 1000).toFixed(2)} s`;
  const v = e as VerdictEnvironment;
  const changed = v.workerChanged?.length ? `; the worker changed its own copy (${v.workerChanged.join(", ")}) — no check saw it` : "";
  return `${what}${changed}${v.note ? `; ${v.note}` : ""}`;
}
