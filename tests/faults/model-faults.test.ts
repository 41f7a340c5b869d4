/**
 * Model faults through a whole job (dispatch → verdict), not just the connector: a model that
 * answers 401, 500, hangs, drips slower than the budget, sends a malformed stream or drops the
 * connection ends the job honest-failure with the reason that names it, within the bounds the
 * connector and the jobs enforce: no retry after an auth failure, at most `maxRetries` (2)
 * retries of a failing model, and the task's time budget (plus the connector's 10 s abort
 * grace) for a model that never finishes. The connector-level tests of the same faults are in
 * tests/opencode/session.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, readJob, type Job, type JobId } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";
import { auditLedger } from "./support.js";

const SCRIPTS = {
  e401: { turns: [{ fault: { status: 401, message: "invalid api key" }, times: "always" as const }] },
  e500: { turns: [{ fault: { status: 500, message: "upstream exploded" }, times: "always" as const }] },
  reset: { turns: [{ fault: "reset" as const, times: "always" as const }] },
  malformed: { turns: [{ fault: "malformed" as const, times: "always" as const }] },
  hang: { turns: [{ text: "- starting", tools: [{ write: { filePath: "scratch.txt", content: "x\n" } }] }, { fault: "hang" as const, times: "always" as const }] },
  // Words that never repeat, under the default output limit: slow, not runaway (the loop guard would cut "tick tick …").
  drip: { turns: [{ text: Array.from({ length: 400 }, (_, i) => `tick${i} `).join(""), dripMs: 250 }] },
};

// The task budget for every job here; the hang and the drip must be stopped by it.
const MINUTES = 1;
// What the jobs enforce: the budget from the worker's start (startedAt, when the job left the
// queue), then the abort grace (src/opencode/session.ts abortGraceMs), then grading. The slack
// covers grading and a loaded machine, never speed.
const BOUND_MS = MINUTES * 60_000 + 10_000;
const SLACK_MS = 60_000;
// src/opencode/session.ts: maxRetries defaults to 2, so a failing model gets at most 3 requests.
const MAX_REQUESTS_AFTER_FAULT = 3;

let w: JobsWorld;
const jobs = new Map<string, JobId>();

beforeAll(async () => {
  w = await makeJobsWorld("ocw-mfault-", SCRIPTS);
  for (const name of Object.keys(SCRIPTS)) {
    const { taskFile } = await w.task(name, name, { budget: `{ minutes: ${MINUTES} }` });
    jobs.set(name, (await dispatch({ taskFile, cwd: w.world.root, env: w.env, slots: 8 })).job);
  }
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

async function ended(name: string): Promise<{ job: Job; codes: string[]; requests: number }> {
  const id = jobs.get(name)!;
  await w.until(id, undefined, BOUND_MS + SLACK_MS + 30_000);
  const job = await auditLedger(w.root, id);
  expect(job.state).toBe("honest-failure");
  // The bound is honoured by construction: each fault's reason code says which bound ended it
  // (the budget, or our retry / stall bounds); the wall time is printed, not asserted.
  const requests = w.model.requests.filter((r) => r.script === name).length;
  console.log(`[model-faults] ${name}: ${job.reasons?.[0]?.code} after ${requests} model request(s), verdict ${Date.parse(job.endedAt!) - Date.parse(job.startedAt ?? job.createdAt)} ms after the worker's start`);
  return { job, codes: (job.reasons ?? []).map((r) => r.code), requests };
}

describe("model faults through a job", () => {
  it("401 - model_unreachable naming the HTTP status, and never retried", async () => {
    const { job, codes, requests } = await ended("e401");
    expect(codes).toContain("model_unreachable");
    expect(job.reasons!.find((r) => r.code === "model_unreachable")!.message).toMatch(/401|invalid api key/);
    expect(requests).toBe(1);
  }, 150_000);

  it("500 - model_unreachable with the provider's text after at most maxRetries retries", async () => {
    const { job, codes, requests } = await ended("e500");
    expect(codes).toContain("model_unreachable");
    expect(job.reasons!.find((r) => r.code === "model_unreachable")!.message).toContain("upstream exploded");
    expect(requests).toBeGreaterThan(1);
    expect(requests).toBeLessThanOrEqual(MAX_REQUESTS_AFTER_FAULT);
  }, 150_000);

  it("reset - a dropped connection is model_unreachable after bounded retries", async () => {
    const { codes, requests } = await ended("reset");
    expect(codes).toContain("model_unreachable");
    expect(requests).toBeLessThanOrEqual(MAX_REQUESTS_AFTER_FAULT);
  }, 150_000);

  it("malformed - a broken SSE stream ends the job honest-failure naming the model, within bounded retries", async () => {
    const { job, codes, requests } = await ended("malformed");
    expect(codes).toContain("model_unreachable");
    expect(job.reasons!.find((r) => r.code === "model_unreachable")!.message).toMatch(/JSON|parse/i);
    expect(job.claim ?? null).toBeNull();
    expect(requests).toBeLessThanOrEqual(MAX_REQUESTS_AFTER_FAULT);
  }, 150_000);

  it("hang - a model that stops answering mid-task is stopped by the budget: budget_exhausted", async () => {
    const { codes } = await ended("hang");
    expect(codes).toContain("budget_exhausted");
  }, 150_000);

  it("drip - a model that streams slower than the budget allows is stopped by it: budget_exhausted", async () => {
    const { codes } = await ended("drip");
    expect(codes).toContain("budget_exhausted");
    // It was still dripping when stopped: the whole answer never arrived.
    expect((await readJob(w.root, jobs.get("drip")!)).claim ?? null).toBeNull();
  }, 150_000);
});
