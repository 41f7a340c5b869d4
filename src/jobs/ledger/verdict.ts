import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EVIDENCE_FILES, type Reason, type Verdict, type VerdictStatus } from "../../grade/index.js";
import { ErrorCode, OcwError } from "../../error.js";
import { writeAtomic } from "./atomic.js";
import type { JobId } from "./id.js";
import type { Job } from "./job.js";
import { readState, stateError } from "./state.js";

/**
 * A job's `verdict.json` (schema protocol/schemas/job-verdict.schema.json): one shape for every
 * ending. The verdict and its reasons always; the grader's full verdict under `grading` when the
 * worker's result was graded, null when the job ended before (invalid task, cancelled,
 * infrastructure gone, queue deadline).
 *
 * Earlier versions wrote two shapes: the grader's verdict itself, or a short
 * `{verdict, state, reasons, job, generated}` for a job that ended ungraded. Jobs they ended stay
 * in the state dir (and a driver of that version may still be finishing one), so the reader
 * takes both and returns them in this shape; nothing rewrites them.
 */

export const JOB_VERDICT_SCHEMA = "urn:opencode-worker:schema:job-verdict:1";
const GRADER_VERDICT_SCHEMA = "urn:opencode-worker:schema:verdict:1";

export interface JobVerdict {
  readonly $schema: typeof JOB_VERDICT_SCHEMA;
  readonly job: JobId;
  /** The job's final state: `cancelled` is an honest-failure the orchestrator asked for. */
  readonly state: "built" | "honest-failure" | "cancelled";
  readonly verdict: VerdictStatus;
  readonly reasons: readonly Reason[];
  readonly generated: string;
  /** The grader's verdict on the worker's result (every check, scope, tamper, the claim); null when the job ended before grading. */
  readonly grading: Verdict | null;
}

/** The document for a graded job. */
export function gradedVerdict(job: JobId, grading: Verdict): JobVerdict {
  return { $schema: JOB_VERDICT_SCHEMA, job, state: grading.verdict, verdict: grading.verdict, reasons: grading.reasons, generated: grading.generated, grading };
}

/** The document for a job that ended before grading. */
export function ungradedVerdict(job: JobId, state: "honest-failure" | "cancelled", reasons: readonly Reason[]): JobVerdict {
  return { $schema: JOB_VERDICT_SCHEMA, job, state, verdict: "honest-failure", reasons, generated: new Date().toISOString(), grading: null };
}

export async function writeJobVerdict(path: string, doc: JobVerdict): Promise<void> {
  await writeAtomic(path, `${JSON.stringify(doc, null, 2)}\n`);
}

/**
 * The verdict of `job`, or undefined while it has none (the job has not ended). One that does not
 * read is a `STATE_INVALID` error naming the field and the fix.
 */
export async function readJobVerdict(path: string, job: Pick<Job, "id" | "evidence">): Promise<JobVerdict | undefined> {
  const text = await readFile(path, "utf8").catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return undefined;
    throw new OcwError(ErrorCode.Io, `cannot read ${path} (${e.code}); check the state dir's permissions`, { cause: e });
  });
  if (text === undefined) return undefined;
  const r = readState<JobVerdict>("verdict", text, path, (value) => upgrade(value, job.id));
  if (r.ok) return r.value;
  // The grader keeps its own copy, which this reader takes as it is.
  const copy = job.evidence ? `, or copy ${join(job.evidence, EVIDENCE_FILES.verdict)} over it` : "";
  throw stateError(path, r.problems, `job ${job.id}'s verdict was changed outside ocw: put the field back as shown${copy} (job.json keeps the verdict and its reasons)`);
}

// An earlier version's document, in this shape (then checked like any other).
function upgrade(value: unknown, job: JobId): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const v = value as Record<string, unknown>;
  if (v.$schema === GRADER_VERDICT_SCHEMA) {
    return { $schema: JOB_VERDICT_SCHEMA, job, state: v.verdict, verdict: v.verdict, reasons: v.reasons, generated: v.generated, grading: value };
  }
  if (v.$schema === undefined && "state" in v && "job" in v) return { $schema: JOB_VERDICT_SCHEMA, ...v, grading: null };
  return value;
}
