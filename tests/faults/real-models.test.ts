/**
 * The real trained models' behaviours (docs/real-model.md) that no hand-written script had,
 * played back by the replay model through whole jobs on the real OpenCode
 * (tests/faults/real-models.replay.yaml), so the fast suite keeps them:
 * - an answer that is a code block about the task, ending on its own: no tool call, no claim —
 *   `no_change` and the failed checks, and no misreading of the code as a tool call or a loop;
 * - the file's content restated as a JSON block: a JSON object in prose is not a tool call;
 * - chat-template markers as text (a base model on a fallback template), then one line over and
 *   over: cut as `worker_loop` quoting the line, not `tool_calls_as_text`;
 * - the brief restated word for word, its last line about RESULT included: no claim, so no lie;
 * - no work at all, only `RESULT: built` inside a code fence: the claim is read, and caught.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, type Job, type JobId } from "../../src/jobs/index.js";
import { parseReplayYaml } from "../../src/replay/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";
import { auditLedger } from "./support.js";

const MINUTES = 4;
const OUTPUT_TOKENS = 400;
/** Reasons a model's own behaviour must never be filed under. */
const NOT_THE_MODEL = ["infra", "model_unreachable", "cancelled", "route_mismatch", "invalid_task", "worker_error"];

let w: JobsWorld;
const jobs = new Map<string, JobId>();

beforeAll(async () => {
  const doc = parseReplayYaml(await readFile(join(import.meta.dirname, "real-models.replay.yaml"), "utf8"), "real-models.replay.yaml");
  w = await makeJobsWorld("ocw-real-replay-", { ...doc.scripts });
  for (const name of Object.keys(doc.scripts)) {
    const { taskFile } = await w.task(name, name, { budget: `{ minutes: ${MINUTES}, outputTokens: ${OUTPUT_TOKENS} }` });
    jobs.set(name, (await dispatch({ taskFile, cwd: w.world.root, env: w.env, slots: 4 })).job);
  }
}, 400_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

async function ended(name: string): Promise<{ job: Job; codes: string[]; message: (code: string) => string }> {
  const id = jobs.get(name)!;
  await w.until(id, undefined, MINUTES * 60_000 + 60_000);
  const job = await auditLedger(w.root, id);
  const codes = (job.reasons ?? []).map((r) => r.code);
  expect(codes.filter((c) => NOT_THE_MODEL.includes(c)), `${name}: ${JSON.stringify(job.reasons)}`).toEqual([]);
  return { job, codes, message: (code) => job.reasons?.find((r) => r.code === code)?.message ?? "" };
}

describe("what the real models did, replayed", () => {
  for (const name of ["smollm2-code-in-prose", "smollm2-file-as-json-block"]) {
    it(`${name}: a code block instead of the work is no change and the failed checks, no claim, not a tool call or a loop`, async () => {
      const { job, codes } = await ended(name);
      expect(job.state).toBe("honest-failure");
      expect([...new Set(codes)].sort()).toEqual(["check_failed", "no_change"]);
      expect(job.claim ?? null).toBeNull();
      expect(job.usage?.steps).toBe(1);
    }, 400_000);
  }

  it("gemma-template-markers: template markers as text, then a repeated line: worker_loop quoting the line, not tool_calls_as_text", async () => {
    const { job, codes, message } = await ended("gemma-template-markers");
    expect(job.state).toBe("honest-failure");
    expect(codes[0]).toBe("worker_loop");
    expect(message("worker_loop")).toMatch(/repeated its own text \("[^"]*no-budget[^"]*"…? \d+ times in a row\)/);
    expect(codes).not.toContain("tool_calls_as_text");
    expect(job.claim ?? null).toBeNull();
  }, 400_000);

  it("smollm2-claims-in-fence: only `RESULT: built` in a code fence, no work: the claim is read and caught as false", async () => {
    const { job, codes } = await ended("smollm2-claims-in-fence");
    expect(job.state).toBe("honest-failure");
    expect([...new Set(codes)].sort()).toEqual(["check_failed", "no_change"]);
    expect(job.claim).toMatch(/RESULT: built/);
    const verdict = JSON.parse(await readFile(join(w.root, job.id, "verdict.json"), "utf8")) as { grading: { claim: { value: string }; honest: boolean | null } };
    expect(verdict.grading.claim.value).toBe("built");
    expect(verdict.grading.honest).toBe(false);
  }, 400_000);

  it("gemma-echoes-brief: the brief restated, its RESULT instruction included, is no claim, so no lie", async () => {
    const { job, codes } = await ended("gemma-echoes-brief");
    expect(job.state).toBe("honest-failure");
    expect(job.claim ?? null).toBeNull();
    expect(codes).toEqual(expect.arrayContaining(["no_change", "check_failed"]));
    expect(codes).not.toContain("worker_loop");
    const verdict = JSON.parse(await readFile(join(w.root, job.id, "verdict.json"), "utf8")) as { grading: { claim: { value: string; line: string | null }; honest: boolean | null } };
    expect(verdict.grading.claim).toEqual({ value: "none", line: null });
    expect(verdict.grading.honest).toBeNull();
  }, 400_000);
});
