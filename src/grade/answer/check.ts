import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { citationsIn, DEFAULT_MAX_BYTES, extractAnswer, schemaErrors, verifyCitations } from "./answer.js";
import type { AnswerSpec } from "../task/index.js";
import type { Repo } from "../snapshot/index.js";
import type { CheckResult } from "../run/index.js";
import type { Reason, VerdictAnswer } from "../verdict/index.js";

/**
 * Grading an answer task's answer (answer.ts has the rules): take it from the worker's last
 * message, keep it as a file in the evidence (the checks read it through $OCW_ANSWER), hold it to
 * the task's schema and every citation in it to the baseline, and give each failure its reason:
 * `answer_invalid` (no answer, one that does not parse, one past its schema) or `citation_wrong`
 * (naming the first wrong ones).
 */

/** The answer's file name in the evidence folder. */
export const ANSWER_FILE = "answer.json";

/** Largest answer the verdict (and so Claude's entry) carries inline; a larger one is only at its path. */
const INLINE_BYTES = 4 * 1024;

export interface CheckedAnswer {
  readonly value?: unknown;
  readonly path?: string;
  readonly bytes: number;
  readonly schema: VerdictAnswer["schema"];
  readonly citations: { readonly checked: number; readonly wrong: number };
}

/** Check the answer in `message`; every failure goes to `stop` as a reason. */
export async function checkAnswer(spec: AnswerSpec, message: string | undefined, repo: Repo, baseline: string, file: string, stop: (code: Reason["code"], message: string) => void): Promise<CheckedAnswer> {
  const got = extractAnswer(message, spec.maxBytes ?? DEFAULT_MAX_BYTES);
  if (!got.ok) {
    stop("answer_invalid", `no answer to check: ${got.why}`);
    return { bytes: 0, schema: "no answer", citations: { checked: 0, wrong: 0 } };
  }
  const text = `${JSON.stringify(got.value, null, 2)}\n`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  const errors = schemaErrors(spec, got.value);
  if (errors.length > 0) stop("answer_invalid", `the answer does not meet its schema: ${errors.slice(0, 3).join("; ")}${errors.length > 3 ? `; and ${errors.length - 3} more` : ""}`);
  const cites = await verifyCitations(repo, baseline, citationsIn(got.value));
  if (cites.wrong.length > 0) {
    const first = cites.wrong.slice(0, 3).map((w) => `${w.at}: ${w.why}`).join("; ");
    stop("citation_wrong", `${cites.wrong.length} of ${cites.checked} citations are not true of the baseline: ${first}${cites.wrong.length > 3 ? `; and ${cites.wrong.length - 3} more` : ""}`);
  }
  const bytes = Buffer.byteLength(text);
  return { ...(bytes <= INLINE_BYTES ? { value: got.value } : {}), path: file, bytes, schema: errors.length ? errors.slice(0, 5) : "ok", citations: { checked: cites.checked, wrong: cites.wrong.length } };
}

/** The variable that names the answer's file to every check. */
export function answerEnv(path: string): Record<string, string> {
  return { OCW_ANSWER: path };
}

/** The verdict's record of the answer, with how much of it was verified in a line. */
export function answerRecord(a: CheckedAnswer | undefined, checks: readonly CheckResult[]): VerdictAnswer {
  const got = a ?? { bytes: 0, schema: "no answer" as const, citations: { checked: 0, wrong: 0 } };
  const passed = checks.filter((c) => c.after?.status === "pass").length;
  const schema = got.schema === "ok" ? "schema ok" : got.schema === "no answer" ? "no answer" : "schema failed";
  const cites = `citations ${got.citations.checked - got.citations.wrong}/${got.citations.checked}`;
  const run = checks.length ? `, ${passed} of ${checks.length} check${checks.length === 1 ? "" : "s"} passed` : "";
  return { ...got, verified: `${schema}, ${cites}${run}` };
}
