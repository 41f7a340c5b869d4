import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { longPrompt, maxOverlap, verify, type VerifyReport, type VerifyTarget } from "../../src/setup/index.js";
import { startFake, type FakeOptions, type FakeServer } from "./fakes/engines.js";

const fakes: FakeServer[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});

async function fake(o: FakeOptions): Promise<FakeServer> {
  const f = await startFake(o);
  fakes.push(f);
  return f;
}

const KEY = "sk-test-0123456789abcdef";
const env = { LLAMA_KEY: KEY };
const check = (r: VerifyReport, name: string) => r.checks.find((c) => c.name === name)!;
const target = (f: FakeServer, o: Partial<VerifyTarget> = {}): VerifyTarget => ({ baseURL: `${f.url}/v1`, model: "qwen3-coder", context: 65536, output: 16384, slots: 4, engine: "llama.cpp", ...o });

describe("verify", () => {
  it("verify - a 4-slot llama.cpp with a key passes every check, and the 4 requests overlapped", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], parallel: 4, ctxPerSlot: 65536, apiKey: KEY });
    const r = await verify(target(f, { keyEnv: "LLAMA_KEY" }), { env });
    expect(r.checks.map((c) => [c.name, c.status])).toEqual([
      ["models", "pass"],
      ["completion", "pass"],
      ["tools", "pass"],
      ["context", "pass"],
      ["slots", "pass"],
      ["auth", "pass"],
    ]);
    expect(r.ok).toBe(true);
    expect(f.maxConcurrent()).toBe(4);
    // The long prompt really was long, and every request but the auth probe carried the key.
    const longest = Math.max(...f.requests.map((q) => JSON.stringify(q.body ?? "").length));
    expect(longest).toBeGreaterThan(0.8 * (65536 - 16384) * 4 * 0.95);
    const chats = f.requests.filter((q) => q.path === "/v1/chat/completions");
    expect(chats.filter((q) => q.authorization === undefined)).toHaveLength(1);
  });

  it("verify - slots: requests that queue behind one slot fail the overlap check", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], parallel: 1, ctxPerSlot: 65536 });
    const r = await verify(target(f), { env, only: ["slots"] });
    expect(check(r, "slots")).toMatchObject({ status: "fail", detail: expect.stringMatching(/at most 1 generated at once/), fix: expect.stringMatching(/-np 4/) });
    expect(r.ok).toBe(false);
  });

  it("verify - context: ollama's silent truncation to num_ctx loses the marker", async () => {
    const f = await fake({ engine: "ollama", models: [{ id: "qwen3-coder:30b", numCtx: 4096 }], parallel: 4 });
    const r = await verify(target(f, { model: "qwen3-coder:30b", engine: "ollama" }), { env, only: ["context"] });
    expect(check(r, "context")).toMatchObject({ status: "fail", detail: expect.stringMatching(/lost its first line/), fix: expect.stringMatching(/num_ctx/) });
    // With the context it claims, the same server passes.
    const ok = await fake({ engine: "ollama", models: [{ id: "qwen3-coder:30b", numCtx: 65536 }] });
    expect(check(await verify(target(ok, { model: "qwen3-coder:30b", engine: "ollama" }), { env, only: ["context"] }), "context").status).toBe("pass");
  });

  it("verify - context: llama.cpp whose -np cut each slot to a quarter is named precisely", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], parallel: 4, ctxPerSlot: 16384 });
    const r = await verify(target(f), { env, only: ["context"] });
    expect(check(r, "context")).toMatchObject({ status: "fail", detail: expect.stringMatching(/each llama.cpp slot has 16384 tokens/), fix: expect.stringContaining("-c 262144 -np 4 --kv-unified") });
  });

  it("verify - context: a server refusing the long prompt fails with the limit named", async () => {
    const f = await fake({ engine: "vllm", models: [{ id: "qwen3-coder" }], ctxPerSlot: 8192 });
    const r = await verify(target(f, { engine: "vllm" }), { env, only: ["context"] });
    expect(check(r, "context")).toMatchObject({ status: "fail", detail: expect.stringMatching(/refused a prompt of about \d+ tokens \(estimated at 4 characters per token\)/) });
    expect(check(r, "context").figures).toMatchObject({ counted: "estimate" });
  });

  it("verify - context: on llama.cpp the probe is sized and reported by the server's own tokenizer, not 4 characters a token", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], parallel: 4, ctxPerSlot: 65536 });
    const r = await verify(target(f), { env, only: ["context"] });
    const want = Math.floor(0.8 * (65536 - 16384));
    const c = check(r, "context");
    expect(c.status).toBe("pass");
    // The server's count of the prompt verify really sent, through its template: /apply-template then /tokenize.
    const sent = f.requests.find((q) => q.path === "/v1/chat/completions")!.body as { messages: unknown[] };
    const templated = (await (await fetch(`${f.url}/apply-template`, { method: "POST", body: JSON.stringify({ messages: sent.messages }) })).json()) as { prompt: string };
    const counted = ((await (await fetch(`${f.url}/tokenize`, { method: "POST", body: JSON.stringify({ content: templated.prompt, add_special: true }) })).json()) as { tokens: number[] }).tokens.length;
    expect(c.figures).toMatchObject({ counted: "server", probeTokens: counted, promptTokens: counted });
    expect(Math.abs(counted - want) / want).toBeLessThan(0.02);
    expect(c.detail).toContain(`a ${counted}-token prompt (counted by the server's tokenizer)`);
    // Bounded: a few measurements, not a search.
    expect(f.requests.filter((q) => q.path === "/tokenize").length).toBeLessThanOrEqual(4);
  });

  it("verify - context: llama.cpp kept the whole prompt (truncated = false) and the model forgot: the hint blames the model, not truncation", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], ctxPerSlot: 65536, forgets: true });
    const c = check(await verify(target(f, { slots: 1 }), { env, only: ["context"] }), "context");
    expect(c).toMatchObject({ status: "fail", detail: expect.stringMatching(/kept all of a \d+-token prompt.*truncated = false.*does not recall/), figures: { truncated: false, counted: "server" } });
    expect(c.detail).not.toMatch(/truncates/);
    expect(c.fix).toMatch(/not cutting the prompt/);
    // The verbose completion record is what says so: verify asked for it.
    const asked = f.requests.find((q) => q.path === "/v1/chat/completions" && (q.body as { verbose?: boolean }).verbose === true);
    expect((asked?.body as { response_fields?: string[] } | undefined)?.response_fields).toContain("truncated");
  });

  it("verify - context: llama.cpp with --context-shift that cut the prompt (truncated = true) is named as truncation", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], ctxPerSlot: 65536, contextShift: true });
    const c = check(await verify(target(f, { slots: 1 }), { env, only: ["context"], probeTokens: 65400 }), "context");
    expect(c).toMatchObject({ status: "fail", detail: expect.stringMatching(/lost its first line: the server reports truncated = true/), fix: expect.stringMatching(/raise the server's per-request context/), figures: { truncated: true } });
  });

  it("verify - auth: a key is configured but the server answers without it", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], parallel: 1, ctxPerSlot: 65536 });
    const r = await verify(target(f, { keyEnv: "LLAMA_KEY", slots: 1 }), { env, only: ["auth"] });
    expect(check(r, "auth")).toMatchObject({ status: "fail", detail: expect.stringMatching(/does not check keys/), fix: expect.stringMatching(/LLAMA_API_KEY/) });
    const none = await verify(target(f, { slots: 1 }), { env, only: ["auth"] });
    expect(check(none, "auth").status).toBe("skip");
  });

  it("verify - tools: vLLM without --enable-auto-tool-choice, and a model that ignores tools", async () => {
    const v = await fake({ engine: "vllm", models: [{ id: "qwen3-coder" }], noAutoToolChoice: true });
    expect(check(await verify(target(v, { engine: "vllm" }), { env, only: ["tools"] }), "tools")).toMatchObject({ status: "fail", fix: expect.stringMatching(/--enable-auto-tool-choice/) });
    const l = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], ignoresTools: true, ctxPerSlot: 65536 });
    expect(check(await verify(target(l), { env, only: ["tools"] }), "tools")).toMatchObject({ status: "fail", detail: expect.stringMatching(/without calling the tool/) });
  });

  it("verify - tools: llama.cpp's hint follows /props and the server's refusal, not a blanket --jinja", async () => {
    // jinja on and /props supports_tool_calls: the model is what did not call the tool.
    const ready = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], ignoresTools: true, ctxPerSlot: 65536 });
    const a = check(await verify(target(ready), { env, only: ["tools"] }), "tools");
    expect(a).toMatchObject({ status: "fail", detail: expect.stringMatching(/without calling the tool/), fix: expect.stringMatching(/supports_tool_calls is true.*the model itself did not call the tool/) });
    expect(a.fix).not.toMatch(/--jinja/);
    // The template cannot render tool calls: then a template (and jinja) is the fix.
    const plain = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder", tools: false }], ignoresTools: true, ctxPerSlot: 65536 });
    expect(check(await verify(target(plain), { env, only: ["tools"] }), "tools")).toMatchObject({ status: "fail", fix: expect.stringMatching(/supports_tool_calls is false.*--jinja and a tool-capable --chat-template-file/) });
    // --no-jinja: the server refuses tools in words (HTTP 500), and says so.
    const nojinja = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }], jinja: false, ctxPerSlot: 65536 });
    expect(check(await verify(target(nojinja), { env, only: ["tools"] }), "tools")).toMatchObject({ status: "fail", detail: expect.stringContaining("HTTP 500 (tools param requires --jinja flag)"), fix: expect.stringMatching(/without its jinja template engine.*--jinja/) });
  });

  it("verify - tools: a call written as text is the server not parsing tool calls, with the engine's fix", async () => {
    const cases = [
      { engine: "llama.cpp", toolText: "hermes", marker: "<tool_call>", format: "hermes", fix: /`--jinja`/ },
      { engine: "vllm", toolText: "mistral", marker: "[TOOL_CALLS]", format: "mistral", fix: /--tool-call-parser mistral`/ },
      { engine: "vllm", toolText: "qwen3-coder", marker: "<tool_call>", format: "qwen3-coder", fix: /--tool-call-parser qwen3_coder`/ },
      { engine: "ollama", toolText: "hermes", marker: "<tool_call>", format: "hermes", fix: /template supports tools.*\.Tools/ },
    ] as const;
    for (const k of cases) {
      const f = await fake({ engine: k.engine, models: [{ id: "qwen3-coder" }], toolText: k.toolText, ctxPerSlot: 65536 });
      const c = check(await verify(target(f, { engine: k.engine }), { env, only: ["tools"] }), "tools");
      expect(c, `${k.engine} ${k.toolText}`).toMatchObject({
        status: "fail",
        detail: expect.stringContaining(`the tool call came back as text (${k.marker} for add_numbers), not as tool_calls`),
        fix: expect.stringMatching(k.fix),
        figures: { finding: "tool_calls_as_text", format: k.format, marker: k.marker, tool: "add_numbers" },
      });
      expect(c.detail).toMatch(/the server is not parsing tool calls/);
    }
  });

  it("verify - tools: with the engine unknown, the text-call fix names each engine's switch", async () => {
    const f = await fake({ engine: "openai", models: [{ id: "qwen3-coder" }], toolText: "hermes" });
    const c = check(await verify(target(f, { engine: undefined }), { env, only: ["tools"] }), "tools");
    expect(c.fix).toMatch(/--jinja.*--tool-call-parser hermes.*ollama/);
  });

  it("verify - tools: a model that answers in prose is 'no tool call', not 'tool calls as text'", async () => {
    const f = await fake({ engine: "vllm", models: [{ id: "qwen3-coder" }], ignoresTools: true });
    const c = check(await verify(target(f, { engine: "vllm" }), { env, only: ["tools"] }), "tools");
    expect(c).toMatchObject({ status: "fail", detail: expect.stringMatching(/without calling the tool/), figures: { finding: "no_tool_call" } });
    expect(c.detail).not.toMatch(/not parsing/);
  });

  it("verify - models: the configured id must be served; a wrong key is named", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "other-model" }], ctxPerSlot: 65536, apiKey: KEY });
    const r = await verify(target(f, { keyEnv: "LLAMA_KEY" }), { env, only: ["models"] });
    expect(check(r, "models")).toMatchObject({ status: "fail", detail: expect.stringContaining("lists other-model, not qwen3-coder") });
    const wrong = await verify(target(f, { keyEnv: "LLAMA_KEY" }), { env: { LLAMA_KEY: "sk-wrong-key-000" }, only: ["models"] });
    expect(check(wrong, "models")).toMatchObject({ status: "fail", detail: expect.stringContaining("HTTP 401") });
    expect(JSON.stringify(wrong)).not.toContain("sk-wrong-key-000");
  });

  it("verify - bad input: unset key variable, unreachable server", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder" }] });
    await expect(verify(target(f, { keyEnv: "NOPE_NOT_SET" }), { env: {} })).rejects.toMatchObject({ code: "KEY_MISSING", message: expect.stringContaining("NOPE_NOT_SET") });
    await f.close();
    const r = await verify(target(f), { env, timeoutMs: 2000 });
    expect(r.checks[0]).toMatchObject({ name: "models", status: "fail", detail: expect.stringMatching(/refused/) });
    // The rest are not run: each would only wait out its own timeout.
    expect(r.checks.slice(1).map((c) => c.status)).toEqual(["skip", "skip", "skip", "skip", "skip"]);
    expect(r.ok).toBe(false);
  });

  it("verify - bad input: a server that accepts and never answers costs one timeout, not six", async () => {
    const silent = createServer(() => undefined);
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    try {
      const r = await verify({ ...target({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` } as FakeServer) }, { env, timeoutMs: 300 });
      expect(r.checks[0]).toMatchObject({ status: "fail", detail: expect.stringMatching(/no answer within 300 ms/) });
      // One timeout, not six: every later check is skipped, not run into the same silence.
      expect(r.checks.slice(1).every((c) => c.status === "skip")).toBe(true);
    } finally {
      silent.closeAllConnections();
      await new Promise((res) => silent.close(res));
    }
  });
});

describe("verify helpers", () => {
  it("maxOverlap - counts intervals sharing an instant; touching ends do not overlap", () => {
    expect(maxOverlap([{ first: 0, end: 10 }, { first: 1, end: 11 }, { first: 2, end: 12 }])).toBe(3);
    expect(maxOverlap([{ first: 0, end: 10 }, { first: 10, end: 20 }, { first: 20, end: 30 }])).toBe(1);
    expect(maxOverlap([])).toBe(0);
  });

  it("longPrompt - the marker is on the first line and the size is about 4 characters per token", () => {
    const p = longPrompt(10000, "PELICAN-1234");
    expect(p.split("\n")[0]).toContain("PELICAN-1234");
    expect(p.length / 4).toBeGreaterThan(9900);
    expect(p.length / 4).toBeLessThan(10100);
  });
});
