import type { EnvironmentSpec } from "../../environment/index.js";

/**
 * The task spec as the grader sees it (schema: protocol/schemas/task.schema.json). These types
 * mirror the schema; a value of type `Task` has passed the schema and the rules in
 * `rules.ts`, and carries the file it came from so messages can name it.
 */

/** One check as written in the spec. */
export interface CheckSpec {
  readonly name: string;
  /** Run as `sh -c <run>` at the root of the grading copy. */
  readonly run: string;
  /** Protected files: restored from the baseline before grading; editing them is tampering. */
  readonly files?: readonly string[];
  /** Where the check writes a JUnit XML report, relative to the root. */
  readonly junit?: string;
  /** Test ids that must be present and passed in the report. */
  readonly expect?: readonly string[];
  /** Seconds before the check's process group is killed. */
  readonly timeout?: number;
  /** Hidden checks only: path → content, written into the grading copy just before grading. */
  readonly inject?: Readonly<Record<string, string>>;
  /** The check needs the network: its sandbox keeps the host's (listed in the verdict). */
  readonly network?: boolean;
}

export type CheckKind = "acceptance" | "regression" | "hidden";

export interface TaskSpec {
  readonly workspace: string;
  readonly objective: string;
  readonly scope: { readonly allow: readonly string[]; readonly deny?: readonly string[] };
  readonly checks: {
    readonly acceptance: readonly CheckSpec[];
    readonly regression?: readonly CheckSpec[];
    readonly hidden?: readonly CheckSpec[];
  };
  readonly timeouts?: { readonly check?: number };
  readonly budget?: { readonly minutes?: number; readonly steps?: number; readonly outputTokens?: number };
  readonly model?: string;
  /** The task's size on the calibration ladder's scale (1–5); dispatch checks it against the worker's envelope. */
  readonly size?: number;
  readonly data?: "local-only" | "any";
  /** Read-only work: the worker changes nothing and answers in JSON (answer/answer.ts); `scope` and `checks` are then optional (loaded as none). */
  readonly answer?: AnswerSpec;
  /** What the checks need beyond the tracked files, and how to get it (src/environment). */
  readonly environment?: EnvironmentSpec;
  /** How the checks are contained (sandbox/contain.ts). */
  readonly containment?: {
    /** Refuse to validate or grade without a sandbox (SANDBOX_MISSING). */
    readonly require?: boolean;
    readonly limits?: { readonly memoryMiB?: number; readonly processes?: number; readonly fileSizeMiB?: number };
    /** The checks may make unix sockets, and so reach those outside the copy (listed in the verdict); default: refused. */
    readonly unixSockets?: boolean;
  };
}

/** The answer a read-only task asks for. */
export interface AnswerSpec {
  /** The JSON Schema (draft 2020-12) the answer must meet. */
  readonly schema: Record<string, unknown>;
  readonly maxBytes?: number;
}

/** A spec that loaded and validated, with where it came from. */
export interface Task {
  /** The spec file as the user named it, for messages (`task.yaml`). */
  readonly file: string;
  readonly spec: TaskSpec;
}

/** A check with its kind, its position in the spec and its effective timeout. */
export interface Check extends CheckSpec {
  readonly kind: CheckKind;
  /** `checks.acceptance[0]`: where it is written in the spec, for messages. */
  readonly at: string;
  readonly timeoutSeconds: number;
}

/** Used when neither the check nor `timeouts.check` sets one: long enough for a real test suite. */
export const DEFAULT_CHECK_TIMEOUT_SECONDS = 300;

const KINDS: readonly CheckKind[] = ["acceptance", "regression", "hidden"];

/** Every check of the spec, in the order they run: acceptance, regression, hidden. */
export function checksOf(spec: TaskSpec): Check[] {
  const fallback = spec.timeouts?.check ?? DEFAULT_CHECK_TIMEOUT_SECONDS;
  return KINDS.flatMap((kind) =>
    (spec.checks[kind] ?? []).map((c, i) => ({ ...c, kind, at: `checks.${kind}[${i}]`, timeoutSeconds: c.timeout ?? fallback })),
  );
}

/**
 * Paths the worker may not change because the checks are made of them: protected files and
 * hidden files. Changing one is a scope violation and a tamper sign.
 */
export function checkPaths(spec: TaskSpec): Set<string> {
  const paths = new Set<string>();
  for (const c of checksOf(spec)) {
    for (const f of c.files ?? []) paths.add(f);
    for (const f of Object.keys(c.inject ?? {})) paths.add(f);
  }
  return paths;
}

/**
 * JUnit report paths. They are outputs, not sources: a worker that ran the checks itself leaves
 * them behind honestly, and a planted one must never be read, so snapshots leave them out and the
 * runner deletes them before each run.
 */
export function reportPaths(spec: TaskSpec): string[] {
  return [...new Set(checksOf(spec).flatMap((c) => (c.junit ? [c.junit] : [])))];
}
