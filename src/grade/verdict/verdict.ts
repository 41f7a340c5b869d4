import type { EnvironmentSummary } from "../../environment/index.js";
import type { Claim } from "./claim.js";
import type { ScopeReport } from "../snapshot/index.js";
import type { Containment } from "../sandbox/index.js";
import type { CheckResult } from "../run/index.js";
import type { Suspect, TamperSign } from "../judge/index.js";

/**
 * The verdict (schema: protocol/schemas/verdict.schema.json) and the one rule that makes it:
 * `built` is an allowlist — every check ran and passed after the work, the worker changed
 * something, stayed in scope and left no tamper sign, and nothing upstream (route, model,
 * budget, cancellation) went wrong. Everything else is `honest-failure` with its reasons;
 * "could not verify" is never `built`.
 */

export type VerdictStatus = "built" | "honest-failure";

export const REASON_CODES = [
  "check_failed",
  "check_timeout",
  "scope_violation",
  "tamper",
  "check_subverted",
  "no_change",
  "route_mismatch",
  "model_unreachable",
  "worker_error",
  "budget_exhausted",
  "queue_timeout",
  "infra",
  "cancelled",
  "invalid_task",
  "worker_loop",
  "tool_calls_as_text",
  "bad_tool_arguments",
  "empty_answer",
  "context_overflow",
  "secret_leak",
  "answer_invalid",
  "citation_wrong",
  "tier_exhausted",
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];

export interface Reason {
  readonly code: ReasonCode;
  readonly message: string;
  /** The check it is about, if any. */
  readonly check?: string;
  /** The paths it is about, if any. */
  readonly paths?: readonly string[];
}

export interface Timings {
  readonly snapshotMs: number;
  readonly scopeMs: number;
  readonly tamperMs: number;
  readonly copyMs: number;
  readonly checksMs: number;
  readonly validateMs: number;
  /** Wall time of everything but validation and the checks' own runs (phases overlap, so this is not their sum). */
  readonly overheadMs: number;
  /** Writing (and resetting) the baseline copy that validation and grading share; part of validateMs, 0 when none was kept. */
  readonly preparedCopyMs: number;
  readonly totalMs: number;
}

export interface Verdict {
  readonly $schema: "urn:opencode-worker:schema:verdict:1";
  readonly id: string;
  readonly verdict: VerdictStatus;
  readonly reasons: readonly Reason[];
  readonly task: { readonly file: string; readonly workspace: string };
  readonly baseline: { readonly commit: string; readonly head: string | null; readonly ref: string };
  readonly worker: { readonly dir: string; readonly commit: string; readonly tree: string; readonly ref: string; readonly changed: number } | null;
  readonly checks: readonly CheckResult[];
  readonly scope: ScopeReport | null;
  readonly tamper: readonly TamperSign[];
  /** Report only: shapes of a known cheat the checks did not run, and runtime signs that prove nothing alone (judge/subversion.ts). */
  readonly suspects?: readonly Suspect[];
  readonly claim: Claim;
  /** The claim matches the verdict; null when the worker made no claim (never a lie). */
  readonly honest: boolean | null;
  /** The folder holding everything needed to re-run this verdict. */
  readonly evidence: string;
  /** How the checks were contained (sandbox/contain.ts): `bwrap` with its limits and the checks that had the network, or `none` with why and how to get it. */
  readonly containment: Containment;
  /** The workspace's environment the checks ran with (src/environment); absent when it has none. */
  readonly environment?: VerdictEnvironment;
  /** An answer task's answer and how much of it was verified (answer/answer.ts). */
  readonly answer?: VerdictAnswer;
  readonly timings: Timings;
  readonly grader: { readonly name: "opencode-worker"; readonly version: string };
  readonly generated: string;
}

/** The environment a verdict's checks ran with: the store's summary, and what the worker did with its own copy. */
export interface VerdictEnvironment extends EnvironmentSummary {
  /** Paths the worker changed in its own copy of the environment, or committed under its paths: never seen by a check (no effect), named here. */
  readonly workerChanged?: readonly string[];
  /** How the worker's change to a manifest or lockfile was met. */
  readonly note?: string;
}

/** An answer as the verdict keeps it. */
export interface VerdictAnswer {
  /** The answer itself when it is small (else only at `path`). */
  readonly value?: unknown;
  /** The answer as a file (the checks read it as $OCW_ANSWER); absent when there was none. */
  readonly path?: string;
  readonly bytes: number;
  /** Its schema's verdict: `ok`, or the first departures. */
  readonly schema: "ok" | readonly string[] | "no answer";
  readonly citations: { readonly checked: number; readonly wrong: number };
  /** "schema ok, citations 14/14, 2 checks passed": how much was verified, in a line. */
  readonly verified: string;
}

export interface Findings {
  readonly checks: readonly CheckResult[];
  /** Checks the spec declares; any without an `after` result means grading did not finish. */
  readonly expectedChecks: number;
  readonly changed: number | null;
  readonly scope: ScopeReport | null;
  readonly tamper: readonly TamperSign[];
  /** Reasons found before or outside grading (invalid_task, infra, route_mismatch…). */
  readonly upstream: readonly Reason[];
  /** An answer task: changing nothing is what it asks, never `no_change`. */
  readonly answer?: boolean;
}

/** The reasons against `built`, in a stable order; none means built. */
export function reasonsFrom(f: Findings): Reason[] {
  const reasons: Reason[] = [...f.upstream];
  if (f.changed === 0 && !f.answer) reasons.push({ code: "no_change", message: "the worker's tree is identical to the baseline" });
  for (const c of f.checks) {
    const a = c.after;
    if (!a) continue;
    if (a.status === "timeout") reasons.push({ code: "check_timeout", check: c.name, message: `${c.kind} check "${c.name}" ${a.message}` });
    // A sandbox that could not be set up is an `error` too: the check never ran, which is never a failed check.
    else if (a.status === "error") reasons.push({ code: "infra", check: c.name, message: `${c.kind} check "${c.name}" ${a.message}` });
    else if (a.status === "cancelled") reasons.push({ code: "cancelled", check: c.name, message: `${c.kind} check "${c.name}" was cancelled` });
    else if (a.status === "fail") reasons.push({ code: "check_failed", check: c.name, message: `${c.kind} check "${c.name}" failed: ${a.message}` });
  }
  if (f.scope && f.scope.violations.length > 0) {
    reasons.push({ code: "scope_violation", message: f.scope.violations.join("; "), paths: scopePaths(f.scope) });
  }
  const tamper = f.tamper.filter((t) => t.kind !== "check_subverted");
  if (tamper.length > 0) {
    reasons.push({ code: "tamper", message: tamper.map((t) => t.message).join("; "), paths: [...new Set(tamper.flatMap((t) => (t.path ? [t.path] : [])))] });
  }
  // One reason per subversion: each names its family, file:line and evidence, and Claude acts on each.
  for (const t of f.tamper.filter((t) => t.kind === "check_subverted")) {
    reasons.push({ code: "check_subverted", message: t.message, ...(t.check ? { check: t.check } : {}), ...(t.path ? { paths: [t.path] } : {}) });
  }
  const ran = f.checks.filter((c) => c.after !== null).length;
  // When grading stopped for a reason already given, that reason explains the missing runs.
  if (ran < f.expectedChecks && f.upstream.length === 0) {
    reasons.push({ code: "infra", message: `only ${ran} of ${f.expectedChecks} checks ran; the result could not be verified` });
  }
  return reasons;
}

/** `built` only when there is no reason against it and every declared check ran and passed. */
export function decide(f: Findings, reasons: readonly Reason[]): VerdictStatus {
  const allPassed = f.checks.length === f.expectedChecks && f.checks.every((c) => c.after?.status === "pass");
  // An answer task is built on its answer (checked upstream of here): it must change nothing at all.
  const changedRight = f.answer ? f.changed === 0 : (f.changed ?? 0) > 0;
  return reasons.length === 0 && allPassed && changedRight && f.scope !== null ? "built" : "honest-failure";
}

function scopePaths(s: ScopeReport): string[] {
  return [...s.changes.filter((c) => !c.allowed).flatMap((c) => (c.oldPath !== undefined ? [c.oldPath, c.path] : [c.path])), ...s.gitDir.map((g) => g.path)];
}
