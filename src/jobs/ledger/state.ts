import claudeShareSchema from "../../../protocol/schemas/claude-share.schema.json" with { type: "json" };
import finalSchema from "../../../protocol/schemas/final.schema.json" with { type: "json" };
import inboxSchema from "../../../protocol/schemas/inbox-message.schema.json" with { type: "json" };
import eventSchema from "../../../protocol/schemas/job-event.schema.json" with { type: "json" };
import jobVerdictSchema from "../../../protocol/schemas/job-verdict.schema.json" with { type: "json" };
import jobSchema from "../../../protocol/schemas/job.schema.json" with { type: "json" };
import poolSchema from "../../../protocol/schemas/pool.schema.json" with { type: "json" };
import slotsSchema from "../../../protocol/schemas/slots.schema.json" with { type: "json" };
import verdictSchema from "../../../protocol/schemas/verdict.schema.json" with { type: "json" };
import { ErrorCode, OcwError } from "../../error.js";
import { formatProblem, formatProblems, parseJsonText, schemaValidator, type Problem } from "../../schema/index.js";

/**
 * Reading back what ocw wrote: every JSON state file of a job has a schema in protocol/schemas,
 * and every reader checks what it read against it before trusting its type. Each reader decides
 * what a file that does not read means: for a record clients act on (job.json, an event,
 * verdict.json, final.json) it is a `STATE_INVALID` error naming the file, the field and the fix;
 * for files ocw can do without (the slot table, an inbox message, an accounting line) it is
 * treated as absent, as it always was.
 */

const validate = schemaValidator(
  { job: jobSchema, event: eventSchema, inbox: inboxSchema, slots: slotsSchema, pool: poolSchema, final: finalSchema, verdict: jobVerdictSchema, share: claudeShareSchema },
  // The grader's verdict, which a job's verdict.json carries, and whose reason codes the ledger's files use.
  [verdictSchema],
);

/** The state files, by the schema each is checked against. */
export type StateSchema = "job" | "event" | "inbox" | "slots" | "pool" | "final" | "verdict" | "share";

/**
 * The JSON `text` of state file `file` (`file:line` for one line of a log), checked against
 * `schema`: its value, or every problem. `upgrade` turns what an earlier version wrote into the
 * current shape before the check.
 */
export function readState<T>(schema: StateSchema, text: string, file: string, upgrade: (value: unknown) => unknown = (v) => v): { ok: true; value: T } | { ok: false; problems: Problem[] } {
  const parsed = parseJsonText(text, file);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  return checkState<T>(schema, upgrade(parsed.value), file);
}

/** An already parsed `value` of `file` against `schema`. */
export function checkState<T>(schema: StateSchema, value: unknown, file: string): { ok: true; value: T } | { ok: false; problems: Problem[] } {
  const problems = validate(schema, value, file);
  return problems.length ? { ok: false, problems } : { ok: true, value: value as T };
}

/** The error for a state file that does not read: every problem (file, field, what is wrong) and, once, what to do about the file. */
export function stateError(file: string, problems: readonly Problem[], fix: string): OcwError {
  const what = problems.length === 1 ? formatProblem(problems[0]!) : formatProblems(`${file} does not read (${problems.length} problems)`, problems);
  return new OcwError(ErrorCode.StateInvalid, `${what}\n${fix}`, { data: { file, problems: problems.map((p) => ({ ...p })) } });
}
