/**
 * The self-build against the real llama-server serving a model whose answers are noise: the
 * generated GGUF (zero weights, the real Qwen2 tokenizer and tool-capable template) served with
 * two slots, installed as the active target the way model-setup leaves it, and the real ladder
 * run through the real OpenCode and jobs layer. Noise never calls a tool and never writes a
 * RESULT line, so every rung it reaches is the model's failure (the loop guard's runaway cut,
 * or whatever else the noise happens to look like) — never infra — and the gate is `not-fit`.
 *
 * It used to take about half an hour on 2 cores: every rung dispatched, each step generating
 * until the default 8192-token runaway limit at ~10-30 tokens/s a slot (the generated model's
 * 152k-token vocabulary makes every token cost; measured: rungs 1 and 2 still in their first
 * step at 5,300 tokens after 6.5 minutes, rungs 3-5 queued). The ladder now gives its tiny tasks a
 * 1024-token budget and stops once rung 1 has decided the outcome: about 2 completions and ~2k
 * generated tokens, 70 s (200 s while another suite loaded the machine). The wall time and the
 * server's counts are printed, not asserted (a benchmark measures speed, not a test).
 *
 * The target's output limit (OpenCode sends it as max_tokens) is set above the ladder's budget so
 * that the budget is what ends a noise step. Below it (say 256), the engine would end each step
 * at max_tokens before the loop guard saw a runaway, and the rung would fail another way (the
 * turn ends with no tool call and no RESULT line) at that smaller cost.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobsRoot, readEvents, readJob } from "../../src/jobs/index.js";
import { selftest, type SelftestReport } from "../../src/selftest/index.js";
import { engine, planServe, startEngine, writeEngineModel, type RunningEngine } from "../helpers/engine.js";
import { REPO } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

const ALIAS = "noise-qwen2";
/** Per-slot context: OpenCode's system prompt and tools are ~5k tokens, noise answers a few thousand more. */
const CONTEXT = 32768;
/**
 * The target's output limit, which OpenCode sends as max_tokens: a real target's (setup's default
 * is min(16384, context / 4)), above the ladder's own output budget, so that it is the ladder's
 * budget, not the engine's cap, that ends a noise step.
 */
const OUTPUT = 8192;
const SLOTS = 2;

/** Reason codes that mean a rung was not measured (selftest's NOT_RUN): never the noise model's failure. */
const INFRA = ["infra", "model_unreachable", "cancelled", "route_mismatch", "invalid_task"];

let world: World;
let server: RunningEngine;

beforeAll(async () => {
  const { bin, share } = await engine();
  world = await makeWorld("ocw-engine-noise-");
  const { path } = await writeEngineModel(world.root, share, { name: "noise", layers: 2, embd: 128, ff: 256, headDim: 32 });
  const plan = await planServe(bin, ["--gguf", path, "--alias", ALIAS, "--slots", String(SLOTS), "--ctx", String(CONTEXT)]);
  server = await startEngine(plan.argv, plan.port, join(world.root, "llama-server.log"), { ...process.env, LLAMA_ARG_ENDPOINT_METRICS: "1" });
  await world.installTarget({ baseURL: `${server.url}/v1`, model: ALIAS, engine: "llama.cpp", context: CONTEXT, output: OUTPUT, slots: SLOTS, local: true });
});

afterAll(async () => {
  await server?.stop();
  expect(await world?.dispose()).toEqual([]);
}, DISPOSE_MS);

/** What the server did, by its own counts: completions it started (slot tasks, from its log) and tokens in and out (/metrics). */
async function served(): Promise<string> {
  const tasks = ((await server.log()).match(/launch_slot_/g) ?? []).length;
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^llamacpp:${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
  return `${tasks} completions, ${read("prompt_tokens_total") + read("prompt_tokens_cached_total")} prompt tokens (${read("prompt_tokens_cached_total")} cached), ${read("tokens_predicted_total")} generated in ${read("tokens_predicted_seconds_total")} s`;
}

/** A job's events as offsets from its dispatch: where a rung's time went. */
async function timeline(job: string): Promise<string> {
  const events = await readEvents(jobsRoot(world.env), job as never, 0);
  const t0 = Date.parse(events[0]!.ts);
  return events.map((e) => `+${((Date.parse(e.ts) - t0) / 1000).toFixed(1)}s ${e.type}${"state" in e ? `:${String(e.state)}` : ""}`).join(", ");
}

describe("engine: self-build on a noise model", () => {
  it("selftest - a model whose answers are noise is not fit, each measured rung failed by the model (never infra)", { timeout: 1_800_000 }, async () => {
    const started = Date.now();
    const report: SelftestReport = await selftest({ env: world.env, cwd: world.root, root: REPO, fresh: true, onEvent: (e) => (e.type === "done" ? console.log(`rung ${e.run.rung}: ${e.run.verdict}${e.run.ran ? "" : " (not run)"} ${e.run.reasons.map((r) => r.code).join(",")} ${Math.round(e.run.wallMs / 1000)} s`) : undefined) });
    const wall = Date.now() - started;
    const steps = await Promise.all(report.runs.filter((r) => r.job).map(async (r) => (await readJob(jobsRoot(world.env), r.job!)).usage?.steps ?? 0));
    console.log(`noise self-build: ${report.status} in ${Math.round(wall / 1000)} s on ${SLOTS} slots; ${steps.reduce((a, b) => a + b, 0)} model steps over ${steps.length} jobs; the server: ${await served()}\n${report.line}`);
    for (const r of report.runs.filter((x) => x.ran && x.job)) console.log(`rung ${r.rung}: ${await timeline(r.job!)}`);
    expect(report.status, report.line).toBe("not-fit");
    const measured = report.runs.filter((r) => r.ran);
    expect(measured.length).toBeGreaterThan(0);
    for (const r of measured) {
      expect(r.verdict).toBe("honest-failure");
      expect(r.reasons.length, `rung ${r.rung}`).toBeGreaterThan(0);
      expect(r.reasons.filter((x) => INFRA.includes(x.code)), `rung ${r.rung}: ${JSON.stringify(r.reasons)}`).toEqual([]);
    }
  });
});
