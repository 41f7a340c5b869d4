/**
 * `ocw setup provider` and `ocw setup verify` against the real llama-server, started with the argv
 * `ocw setup serve` prints, on a generated Q8_0 model with the real Qwen2 tokenizer and Qwen2.5's
 * tool-capable template. The weights are noise, so the chat checks fail; what is held to the
 * engine is every figure and hint verify gives about it:
 * - the context probe's size is the server's own count (its /tokenize of the prompt it served),
 *   not 4 characters a token (27 % too many for this tokenizer);
 * - a probe the server kept whole (its truncated flag false, its log `truncated = 0`) is not
 *   called truncation;
 * - with jinja on and /props saying the template renders tool calls, the tools hint does not
 *   send the user to --jinja;
 * - the target key's quant is the served model's (/props model_ftype), not "unknown".
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engine, planServe, startEngine, writeEngineModel, type RunningEngine } from "../helpers/engine.js";

const OCW = join(import.meta.dirname, "..", "..", "dist", "ocw.mjs");

interface Check {
  readonly name: string;
  readonly status: string;
  readonly detail: string;
  readonly fix?: string;
  readonly figures?: Record<string, unknown>;
}

let dir: string;
let home: string;
let eng: RunningEngine;
let argv: readonly string[];
/** One full `ocw setup verify` of the active target; each test below holds one of its rows to the engine. */
let report: { code: number; json: Record<string, unknown> };
let props: { model_ftype: string; chat_template_caps: { supports_tool_calls: boolean }; default_generation_settings: { n_ctx: number } };

/** `ocw …` with our own state folder; the JSON document it prints (a failed verify prints its report and the error). */
async function ocw(args: readonly string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  const res = await execa("node", [OCW, ...args, "--json"], { env: { ...process.env, OCW_HOME: home }, reject: false });
  return { code: res.exitCode ?? -1, json: JSON.parse(res.stdout) as Record<string, unknown> };
}

const checksOf = (json: Record<string, unknown>): Check[] => json.checks as Check[];
const check = (json: Record<string, unknown>, name: string): Check => checksOf(json).find((c) => c.name === name)!;

beforeAll(async () => {
  const server = await engine();
  dir = await mkdtemp(join(tmpdir(), "ocw-engine-verify-"));
  home = join(dir, "home");
  const model = await writeEngineModel(dir, server.share, { name: "verify-q8", weightType: "Q8_0", embdType: "Q8_0" });
  const planned = await planServe(server.bin, ["--gguf", model.path, "--cpu-only", "--ram", "16", "--slots", "1", "--ctx", "8192"]);
  argv = planned.argv;
  // LLAMA_SERVER_SLOTS_DEBUG: /slots then shows each slot's last prompt, so the test can count the probe the server served.
  eng = await startEngine(planned.argv, planned.port, join(dir, "server.log"), { ...process.env, LLAMA_SERVER_SLOTS_DEBUG: "1" });
  props = (await (await fetch(`${eng.url}/props`)).json()) as typeof props;
  // The active target every verify below checks: the server as scan and provider find it.
  const provider = await ocw(["setup", "provider", "--url", eng.url]);
  if (provider.code !== 0) throw new Error(`ocw setup provider failed: ${JSON.stringify(provider.json)}`);
  // A generous per-request bound: noise runs every generation to its max_tokens, on a CPU the suite shares.
  report = await ocw(["setup", "verify", "--timeout", "1800000"]);
});

afterAll(async () => {
  await eng?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("verify against the real llama-server", () => {
  it("provider - the target key's quant is the served model's /props model_ftype, lower-cased", async () => {
    expect(props.model_ftype).toMatch(/^(\(guessed\) )?Q8_0$/);
    const scan = await ocw(["setup", "scan", "--ports", "", "--url", eng.url]);
    expect((scan.json.endpoints as { models: { quant?: string }[] }[])[0]!.models[0]!.quant).toBe("Q8_0");
    const record = JSON.parse(await readFile(join(home, "active-target.json"), "utf8")) as { quant: string; slug: string; limit: { context: number } };
    expect(record).toMatchObject({ quant: "q8_0", slug: expect.stringContaining("__q8_0__"), limit: { context: props.default_generation_settings.n_ctx } });
  });

  it("verify - runs every check; noise weights fail the chat checks and verify exits 1 with its report", () => {
    expect(report.code).toBe(1);
    expect(checksOf(report.json).map((c) => c.name)).toEqual(["models", "completion", "tools", "context", "slots", "auth"]);
    expect(check(report.json, "models").status).toBe("pass");
  });

  it("verify - tools: served with --jinja and a template /props says renders tool calls, the hint does not send the user to --jinja", () => {
    expect(argv).toContain("--jinja");
    expect(props.chat_template_caps.supports_tool_calls).toBe(true);
    const tools = check(report.json, "tools");
    expect(tools.status).toBe("fail");
    expect(tools.fix).not.toMatch(/--jinja/);
    expect(tools.fix).toMatch(/supports_tool_calls is true.*the model itself did not/);
  });

  it("verify - context: the server kept the whole probe (truncated = false, its log truncated = 0), so the failure is not called truncation", async () => {
    const context = check(report.json, "context");
    expect(context.status).toBe("fail");
    expect(await eng.log()).toMatch(/stop processing: n_tokens = \d+, truncated = 0/);
    expect(await eng.log()).not.toMatch(/truncated = 1/);
    expect(context.figures).toMatchObject({ counted: "server", truncated: false });
    expect(context.detail).toMatch(/truncated = false/);
    expect(context.detail).not.toMatch(/truncates|truncated = true/);
    expect(context.fix).toMatch(/not cutting the prompt/);
  });

  it("verify - the context probe's size is the server's own count of the prompt it served", async () => {
    const r = await ocw(["setup", "verify", "--only", "context", "--timeout", "1800000"]);
    const context = check(r.json, "context");
    // The last task on the one slot is the probe: its prompt, templated as served, counted by /tokenize.
    const slots = (await (await fetch(`${eng.url}/slots`)).json()) as { prompt: string }[];
    const served = slots[0]!.prompt;
    expect(served).toMatch(/^<\|im_start\|>system\n[\s\S]*Remember this passphrase: PELICAN-\d+\./);
    const tokens = ((await (await fetch(`${eng.url}/tokenize`, { method: "POST", body: JSON.stringify({ content: served, add_special: true }) })).json()) as { tokens: number[] }).tokens.length;
    const probe = context.figures!.probeTokens as number;
    process.stderr.write(`[verify probe] reported ${probe} tokens, the server's /tokenize of the served prompt ${tokens} (${((100 * (probe - tokens)) / tokens).toFixed(2)} %)\n`);
    expect(context.figures).toMatchObject({ counted: "server", promptTokens: tokens });
    expect(Math.abs(probe - tokens) / tokens).toBeLessThanOrEqual(0.03);
    expect(context.detail).toContain(`a ${probe}-token prompt (counted by the server's tokenizer)`);
    // And it is the size verify meant: 80 % of (context − output) within 2 %.
    const want = Math.floor(0.8 * (props.default_generation_settings.n_ctx - Math.min(16384, Math.floor(props.default_generation_settings.n_ctx / 4))));
    expect(Math.abs(probe - want) / want).toBeLessThanOrEqual(0.02);
  });
});
