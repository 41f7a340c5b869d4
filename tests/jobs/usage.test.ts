/**
 * A job's usage when its worker is cut off mid-request, against the real opencode and the replay
 * model. An OpenAI-compatible engine (llama-server) sends a streamed request's usage only in the
 * stream's last chunk, so a step cut off before it is recorded by OpenCode with no tokens: the
 * job counts it as `unreported` (its tokens are not free, they were never reported), keeps the
 * usage of the steps before it, and says so in its usage line. A cancelled job keeps its usage
 * too (it used to end with none: "worker never reached the model").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancel, dispatch, jobEntry, jobResult } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const SCRIPTS = {
  // One step served whole (its usage arrives), then one that streams for minutes: whatever ends the job ends it mid-request.
  cutoff: {
    turns: [
      { text: "- reading greet.txt", tools: [{ read: { filePath: "greet.txt" } }], usage: { input: 1_000, output: 50 } },
      // Words that never repeat: the loop guard would cut repeated text as runaway before the cut-off this test is about.
      { text: Array.from({ length: 3_000 }, (_, i) => `word${i} `).join(""), dripMs: 100, usage: { input: 1_200, output: 3_000 } },
    ],
  },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-usage-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

describe("job usage", () => {
  it("cancel - a job cancelled mid-request keeps the usage of its finished steps and counts the cut-off one as unreported", async () => {
    const { taskFile } = await w.task("cancel", "cutoff");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const running = await w.until(d.job, (j) => j.session !== undefined);
    // The second request is being streamed: the model is answering it word by word.
    await w.model.waitFor((r) => r.session === running.session!.id && r.turn === 1, 60_000);
    // OpenCode asked for the usage of every streamed request (the replay model, like llama-server, sends none otherwise).
    const asked = w.model.requests.filter((r) => r.session === running.session!.id);
    expect(asked.map((r) => [r.body.stream, r.body.stream_options])).toEqual(asked.map(() => [true, { include_usage: true }]));
    await new Promise((r) => setTimeout(r, 1_000));
    await cancel(w.env, d.job);
    const done = await w.until(d.job);
    expect(done.state).toBe("cancelled");
    expect(done.usage).toMatchObject({ tokens: { input: 1_000, output: 50, total: 1_050 }, steps: 2, unreported: 1 });
    expect((await jobResult(w.env, d.job)).usage).toMatchObject({ steps: 2, unreported: 1 });
    expect((await jobEntry(w.env, d.job)) as { usage: string }).toMatchObject({ usage: expect.stringMatching(/^worker 1\.1k tokens, \$0, 2 steps \(1 without reported usage\), \d+ s$/) });
  }, 90_000);

  it("budget - a worker stopped by its step budget mid-request: the stopped step is unreported, the served one counted", async () => {
    const { taskFile } = await w.task("steps", "cutoff", { budget: "{ minutes: 5, steps: 1 }" });
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const done = await w.until(d.job);
    expect(done.state).toBe("honest-failure");
    expect(done.reasons?.map((r) => r.code)).toContain("budget_exhausted");
    expect(done.usage).toMatchObject({ tokens: { input: 1_000, output: 50 }, steps: 2, unreported: 1 });
  }, 90_000);
});
