import { once } from "node:events";
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { identify, scanEndpoints } from "../../src/setup/index.js";
import { freePort } from "../helpers/port.js";
import { startFake, type FakeServer } from "./fakes/engines.js";
import { cleanTemps, ocw, tempDir } from "./helpers.js";

const fakes: FakeServer[] = [];
const tcp: TcpServer[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
  for (const s of sockets.splice(0)) s.destroy();
  for (const s of tcp.splice(0)) await new Promise((r) => s.close(r));
  await cleanTemps();
});

async function fake(...args: Parameters<typeof startFake>): Promise<FakeServer> {
  const f = await startFake(...args);
  fakes.push(f);
  return f;
}

/** A TCP server that accepts connections and never says a word. */
async function silentPort(): Promise<number> {
  const s = createTcpServer((socket) => void sockets.push(socket));
  s.listen(0, "127.0.0.1");
  await once(s, "listening");
  tcp.push(s);
  return (s.address() as AddressInfo).port;
}

describe("identify - each engine by its own API", () => {
  it("ollama - /api/version, tags, ps, show, status", async () => {
    const f = await fake({ engine: "ollama", models: [{ id: "qwen3-coder:30b", loaded: true, numCtx: 65536 }, { id: "gpt-oss:20b" }, { id: "qwen3-coder:480b-cloud", remote: true }], cloud: { disabled: false, source: "none" } });
    const e = await identify(f.url);
    expect(e).toMatchObject({ engine: "ollama", baseURL: `${f.url}/v1`, version: "0.30.2", cloud: { disabled: false, source: "none" } });
    expect(e.models.find((m) => m.id === "qwen3-coder:30b")).toMatchObject({ loaded: true, contextPerSlot: 65536, contextTrain: 262144, tools: true, remote: false });
    expect(e.models.find((m) => m.id === "gpt-oss:20b")).toMatchObject({ loaded: false, contextPerSlot: undefined });
    expect(e.models.find((m) => m.id === "qwen3-coder:480b-cloud")?.remote).toBe(true);
    expect(e.notes.join(" ")).toMatch(/4096/);
  });

  it("llama.cpp - Server header, /props slots and per-slot context, template tools", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "qwen3-coder", path: "/models/q.gguf" }], parallel: 4, ctxPerSlot: 16384 });
    const e = await identify(`${f.url}/v1`);
    expect(e).toMatchObject({ engine: "llama.cpp", url: f.url, baseURL: `${f.url}/v1`, slots: 4, authRequired: false, version: "b7000-fake" });
    expect(e.models[0]).toMatchObject({ id: "qwen3-coder", contextPerSlot: 16384, tools: true, path: "/models/q.gguf" });
  });

  it("llama.cpp - the quant is the served model's own: /props model_ftype as llama_ftype_name writes it, in mix form", async () => {
    const names: [string, string | undefined][] = [
      ["Q8_0", "Q8_0"],
      ["Q4_K - Medium", "Q4_K_M"],
      ["Q3_K - Small", "Q3_K_S"],
      ["Q2_K - Medium", "Q2_K"],
      ["IQ4_XS - 4.25 bpw", "IQ4_XS"],
      ["IQ3_S mix - 3.66 bpw", "IQ3_M"],
      ["TQ1_0 - 1.69 bpw ternary", "TQ1_0"],
      ["MXFP4 MoE", "MXFP4_MOE"],
      ["all F32", "F32"],
      ["(guessed) F16", "F16"],
      ["BF16", "BF16"],
      ["unknown, may not work", undefined],
    ];
    for (const [ftype, quant] of names) {
      const f = await fake({ engine: "llama.cpp", models: [{ id: "m", quant: ftype }], ctxPerSlot: 16384 });
      expect([ftype, (await identify(f.url)).models[0]!.quant]).toEqual([ftype, quant]);
    }
  });

  it("llama.cpp with a key - identified from /health and its header, key required", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "m" }], apiKey: "k-123456", parallel: 2, ctxPerSlot: 8192 });
    const open = await identify(f.url);
    expect(open).toMatchObject({ engine: "llama.cpp", authRequired: true, slots: undefined });
    const keyed = await identify(f.url, { headers: { authorization: "Bearer k-123456" } });
    expect(keyed).toMatchObject({ authRequired: false, slots: 2 });
  });

  it("vLLM - owned_by vllm, max_model_len, /metrics", async () => {
    const f = await fake({ engine: "vllm", models: [{ id: "Qwen/Qwen3-Coder-30B-A3B-Instruct" }], ctxPerSlot: 65536 });
    const e = await identify(f.url);
    expect(e).toMatchObject({ engine: "vllm", version: "0.11.0" });
    expect(e.models[0]).toMatchObject({ id: "Qwen/Qwen3-Coder-30B-A3B-Instruct", contextPerSlot: 65536 });
    expect(e.notes.join(" ")).toMatch(/131072 tokens/);
  });

  it("vLLM with a key - still identified through /metrics", async () => {
    const f = await fake({ engine: "vllm", models: [{ id: "m" }], apiKey: "secret-key-1" });
    expect(await identify(f.url)).toMatchObject({ engine: "vllm", authRequired: true });
  });

  it("LM Studio - /api/v0/models with state and loaded context", async () => {
    const f = await fake({ engine: "lmstudio", models: [{ id: "qwen3-coder-30b" }, { id: "other", loaded: false }], ctxPerSlot: 32768 });
    const e = await identify(f.url);
    expect(e.engine).toBe("lmstudio");
    expect(e.models).toEqual([expect.objectContaining({ id: "qwen3-coder-30b", loaded: true, contextPerSlot: 32768 }), expect.objectContaining({ id: "other", loaded: false, contextPerSlot: undefined })]);
  });

  it("SGLang - /get_model_info and /get_server_info", async () => {
    const f = await fake({ engine: "sglang", models: [{ id: "qwen/qwen3" }], ctxPerSlot: 40960, parallel: 8 });
    expect(await identify(f.url)).toMatchObject({ engine: "sglang", slots: 8, models: [{ id: "qwen/qwen3", contextPerSlot: 40960 }] });
  });

  it("Docker Model Runner - /engines/v1/models", async () => {
    const f = await fake({ engine: "dmr", models: [{ id: "ai/qwen3-coder" }] });
    expect(await identify(f.url)).toMatchObject({ engine: "docker-model-runner", baseURL: `${f.url}/engines/v1` });
  });

  it("generic OpenAI-compatible - /v1/models only", async () => {
    const f = await fake({ engine: "openai", models: [{ id: "gpt-x", contextTrain: 128000 }] });
    expect(await identify(f.url)).toMatchObject({ engine: "openai-compatible", models: [{ id: "gpt-x", contextPerSlot: 128000 }] });
  });

  it("bad input - a plain web server is ENDPOINT_UNKNOWN, a closed port ENDPOINT_UNREACHABLE, silence bounded", async () => {
    const plain = await fake({ engine: "plain", models: [] });
    await expect(identify(plain.url)).rejects.toMatchObject({ code: "ENDPOINT_UNKNOWN", message: expect.stringMatching(/not a model server/) });
    const port = await freePort();
    await expect(identify(`127.0.0.1:${port}`)).rejects.toMatchObject({ code: "ENDPOINT_UNREACHABLE", message: expect.stringMatching(/refused/) });
    const silent = await silentPort();
    await expect(identify(`http://127.0.0.1:${silent}`, { timeoutMs: 300 })).rejects.toMatchObject({ code: "ENDPOINT_UNREACHABLE", message: expect.stringMatching(/no answer within 300 ms/) });
    await expect(identify("ftp://example.com")).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(identify("http://user:pw@127.0.0.1:1")).rejects.toMatchObject({ code: "SECRET_REFUSED" });
  });
});

describe("scanEndpoints", () => {
  it("scan - injected port list: finds every fake, reports closed and silent ports", async () => {
    const servers = await Promise.all([
      fake({ engine: "ollama", models: [{ id: "a" }] }),
      fake({ engine: "llama.cpp", models: [{ id: "b" }], parallel: 4, ctxPerSlot: 65536 }),
      fake({ engine: "vllm", models: [{ id: "c" }] }),
      fake({ engine: "lmstudio", models: [{ id: "d" }] }),
      fake({ engine: "sglang", models: [{ id: "e" }] }),
      fake({ engine: "dmr", models: [{ id: "f" }] }),
    ]);
    const closed = await freePort();
    const silent = await silentPort();
    // The fakes answer from this same process: on a loaded machine a short probe bound would miss them.
    const r = await scanEndpoints({ ports: [...servers.map((s) => s.port), closed, silent], timeoutMs: 3000 });
    expect(r.endpoints.map((e) => e.engine).sort()).toEqual(["docker-model-runner", "llama.cpp", "lmstudio", "ollama", "sglang", "vllm"]);
    expect(r.probes.find((p) => p.url.endsWith(`:${closed}`))?.status).toBe("closed");
    expect(r.probes.find((p) => p.url.endsWith(`:${silent}`))?.status).toBe("error");
  });

  it("scan - a key goes only to the URLs named with it, never to every probed port", async () => {
    const onPort = await fake({ engine: "llama.cpp", models: [{ id: "a" }] });
    const named = await fake({ engine: "llama.cpp", models: [{ id: "b" }], apiKey: "sk-scan-key-1" });
    const r = await scanEndpoints({ ports: [onPort.port], urls: [named.url], headers: { authorization: "Bearer sk-scan-key-1" } });
    expect(r.endpoints).toHaveLength(2);
    expect(onPort.requests.every((q) => q.authorization === undefined)).toBe(true);
    expect(named.requests.every((q) => q.authorization === "Bearer sk-scan-key-1")).toBe(true);
  });

  it("scan - the default ports of this machine are all probed and reported, whatever listens there", async () => {
    const r = await scanEndpoints({ timeoutMs: 300 });
    expect(r.probes).toHaveLength(6);
  });

  it("cli - ocw setup scan --json with an explicit URL and no ports", async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "m" }], parallel: 2, ctxPerSlot: 32768 });
    const home = await tempDir();
    const r = await ocw(["setup", "scan", "--ports", "", "--url", f.url, "--json"], { OCW_HOME: home, PATH: process.env.PATH });
    expect(r.code).toBe(0);
    const data = r.json as { endpoints: { engine: string; slots: number }[]; probes: unknown[]; hardware: { ram: { totalBytes: number } }; software: { node: string } };
    expect(data.endpoints).toEqual([expect.objectContaining({ engine: "llama.cpp", slots: 2 })]);
    expect(data.probes).toHaveLength(1);
    expect(data.hardware.ram.totalBytes).toBeGreaterThan(0);
    expect(data.software.node).toBe(process.version);
    const text = await ocw(["setup", "scan", "--ports", "", "--url", f.url], { OCW_HOME: home, PATH: process.env.PATH });
    expect(text.stdout).toMatch(/llama\.cpp http:\/\/127\.0\.0\.1:\d+.*2 slots/);
  });
});
