/**
 * A job's usage against the real llama-server: real ocw jobs (dispatch, driver, the real
 * OpenCode) on the provider entry `ocw setup provider` writes, served by llama-server started
 * with the argv `ocw setup serve` prints (unchanged; its /metrics endpoint is switched on through
 * its own LLAMA_ARG_ENDPOINT_METRICS variable). The model is generated (zero weights, the real
 * Qwen2 tokenizer and template), so its answer is noise that never ends by itself: the target's
 * output limit (`--output`, sent by OpenCode as max_tokens) ends each request.
 *
 * What the job records is the engine's own counts: OpenCode's input is the prompt tokens the
 * server processed (prompt_tokens minus the cached prefix), its cache read the prefix reused
 * from the slot, its output the tokens generated. So over a job, exactly:
 *   usage.input     = Δ llamacpp:prompt_tokens_total (processed, "excluding cached tokens")
 *   usage.cacheRead = Δ llamacpp:prompt_tokens_cached_total
 *   usage.output    = Δ llamacpp:tokens_predicted_total
 * The second job repeats the first's long system prompt and tools, so the server reuses the
 * slot's cached prefix and cacheRead is non-zero there (the prompts differ from where the working
 * directory is named, about 700 tokens in). A job cut off mid-request (here cancelled while the
 * server generates a long answer) has no counts for that step, as llama-server sends usage only
 * in the stream's last chunk: the job counts the step as unreported, while the server's counters
 * show it was served. That is what a job reported as "0 tokens, cost 0, 1 steps" had been.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancel, dispatch, isTerminal, jobEntry, jobsRoot, readJob, type Job, type JobId } from "../../src/jobs/index.js";
import { counters, engine, planServe, slots, startEngine, writeEngineModel, type RunningEngine } from "../helpers/engine.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

const ALIAS = "usage-qwen2";
/** max_tokens: the target's output limit, the smallest `ocw setup provider` takes, so that generating noise ends quickly. */
const OUTPUT = 256;
/** The cut-off job's output limit: an answer long enough to be cut off mid-generation on any machine. */
const LONG_OUTPUT = 8192;
const CONTEXT = 32768;

let world: World;
let server: RunningEngine;

beforeAll(async () => {
  const { bin, share } = await engine();
  world = await makeWorld("ocw-engine-usage-");
  const { path } = await writeEngineModel(world.root, share, { name: "usage", layers: 2, embd: 128, ff: 256, headDim: 32 });
  const plan = await planServe(bin, ["--gguf", path, "--alias", ALIAS, "--slots", "1", "--ctx", String(CONTEXT)]);
  server = await startEngine(plan.argv, plan.port, join(world.root, "llama-server.log"), { ...process.env, LLAMA_ARG_ENDPOINT_METRICS: "1" });
  await target(OUTPUT);
});

/** The provider entry and active target model-setup writes for this endpoint (with the worker agent), at output limit `output`. */
async function target(output: number): Promise<void> {
  await world.installTarget({ baseURL: `${server.url}/v1`, model: ALIAS, engine: "llama.cpp", context: CONTEXT, output, slots: 1, local: true });
}

afterAll(async () => {
  await server?.stop();
  expect(await world?.dispose()).toEqual([]);
}, DISPOSE_MS);

async function task(name: string): Promise<string> {
  const workspace = await world.repo(name, { "greet.txt": "hi\n" });
  const file = join(world.root, `${name}.task.yaml`);
  await writeFile(file, [`workspace: ${workspace}`, "objective: Write hello into hello.txt.", "scope: { allow: [hello.txt] }", "checks:", "  acceptance:", "    - { name: hello, run: grep -qx hello hello.txt }", "budget: { minutes: 10 }", ""].join("\n"));
  return file;
}

async function until(id: JobId, test: (j: Job) => boolean = (j) => isTerminal(j.state)): Promise<Job> {
  for (;;) {
    const job = await readJob(jobsRoot(world.env), id);
    if (test(job)) return job;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Run one job to its end and return it with the server's counters moved meanwhile. */
async function measuredJob(name: string): Promise<{ job: Job; served: { prompt: number; cached: number; predicted: number } }> {
  const before = await counters(server.url);
  const d = await dispatch({ taskFile: await task(name), cwd: world.root, env: world.env });
  const job = await until(d.job);
  const after = await counters(server.url);
  return { job, served: { prompt: after.prompt - before.prompt, cached: after.cached - before.cached, predicted: after.predicted - before.predicted } };
}

describe("engine: job usage", () => {
  // Two whole jobs: each a ~4.7k-token prompt and 256 generated tokens on 2 busy cores (40-120 s measured).
  it("usage - a job's tokens in and out are non-zero and equal llama-server's own counters; a second job's reused prefix is its cache read", { timeout: 600_000 }, async () => {
    const first = await measuredJob("first");
    const u1 = first.job.usage!;
    expect(first.job.route?.model).toBe(`llamacpp/${ALIAS}`);
    expect(u1.steps).toBeGreaterThan(0);
    expect(u1.unreported).toBe(0);
    expect(u1.tokens.input).toBeGreaterThan(1_000);
    expect(u1.tokens.output).toBe(OUTPUT * u1.steps);
    expect({ input: u1.tokens.input, cacheRead: u1.tokens.cacheRead, output: u1.tokens.output }).toEqual({ input: first.served.prompt, cacheRead: first.served.cached, output: first.served.predicted });

    const second = await measuredJob("second");
    const u2 = second.job.usage!;
    expect(u2.unreported).toBe(0);
    expect(u2.tokens.cacheRead).toBeGreaterThan(0);
    expect({ input: u2.tokens.input, cacheRead: u2.tokens.cacheRead, output: u2.tokens.output }).toEqual({ input: second.served.prompt, cacheRead: second.served.cached, output: second.served.predicted });
    expect((await jobEntry(world.env, second.job.id)) as { usage: string }).toMatchObject({ usage: expect.stringMatching(/^worker \S+ tokens, \$0, \d+ steps?, \d+ s$/) });
  });

  it("cancel - a job cancelled while the server generates: the server served the step, its usage never came, so the job counts it unreported (not 0 tokens passed off as the whole story)", async () => {
    await target(LONG_OUTPUT);
    const before = await counters(server.url);
    const d = await dispatch({ taskFile: await task("cut"), cwd: world.root, env: world.env });
    // Cut it off mid-request: once the server's slot has generated a token of this job's answer.
    for (;;) {
      if ((await slots(server.url)).some((s) => s.is_processing && (s.next_token?.[0]?.n_decoded ?? 0) > 0)) break;
      expect(isTerminal((await readJob(jobsRoot(world.env), d.job)).state)).toBe(false);
      await new Promise((r) => setTimeout(r, 50));
    }
    await cancel(world.env, d.job);
    const job = await until(d.job);
    const after = await counters(server.url);
    expect(job.state).toBe("cancelled");
    // The server served a prompt and some of the answer before the connection closed.
    expect(after.prompt + after.cached - before.prompt - before.cached).toBeGreaterThan(1_000);
    expect(after.predicted - before.predicted).toBeGreaterThan(0);
    expect(after.predicted - before.predicted).toBeLessThan(LONG_OUTPUT);
    expect(job.usage).toMatchObject({ steps: 1, unreported: 1, tokens: { input: 0, output: 0, total: 0 } });
    expect((await jobEntry(world.env, d.job)) as { usage: string }).toMatchObject({ usage: expect.stringMatching(/^worker 0 tokens, \$0, 1 step \(1 without reported usage\), \d+ s$/) });
  });
});
