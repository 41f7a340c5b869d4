import { afterEach, describe, expect, it } from "vitest";
import { assertLocal, checkLocality, isLoopback, type LocalityReport } from "../../src/setup/index.js";
import { startFake, type FakeOptions, type FakeServer } from "./fakes/engines.js";
import { TINY_LLAMA, cleanTemps, ocw, tempDir, writeTiny } from "./helpers.js";

const fakes: FakeServer[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
  await cleanTemps();
});

async function fake(o: FakeOptions): Promise<FakeServer> {
  const f = await startFake(o);
  fakes.push(f);
  return f;
}

const failed = (r: LocalityReport): string[] => r.conditions.filter((c) => !c.ok).map((c) => c.name);

describe("locality", () => {
  it("locality - ollama on loopback, cloud off, local model: allowed", async () => {
    const f = await fake({ engine: "ollama", models: [{ id: "qwen3-coder:30b" }], cloud: { disabled: true, source: "env" } });
    const r = await checkLocality(`${f.url}/v1`, "qwen3-coder:30b");
    expect(r.ok).toBe(true);
    expect(() => assertLocal(r)).not.toThrow();
    expect(r.addresses).toEqual(["127.0.0.1"]);
  });

  it("refused - loopback: an address off this machine, checked before any request", async () => {
    const r = await checkLocality("http://10.255.255.1:11434", "m");
    expect(failed(r)).toEqual(["loopback", "engine", "resident"]);
    expect(r.conditions[0]!.detail).toMatch(/10\.255\.255\.1, which is not loopback/);
    const named = await checkLocality("http://gpu-box.lan:8080", "m", { resolve: async () => ["127.0.0.1", "192.168.1.20"] });
    expect(failed(named)).toContain("loopback");
    expect(() => assertLocal(named)).toThrow(expect.objectContaining({ code: "LOCALITY_REFUSED", message: expect.stringMatching(/loopback: .*192\.168\.1\.20.*No hosted fallback/) }));
  });

  it("refused - engine: ollama reports cloud enabled", async () => {
    const f = await fake({ engine: "ollama", models: [{ id: "m" }], cloud: { disabled: false, source: "none" } });
    const r = await checkLocality(f.url, "m");
    expect(failed(r)).toEqual(["engine"]);
    expect(r.conditions.find((c) => c.name === "engine")!.detail).toMatch(/OLLAMA_NO_CLOUD/);
  });

  it("refused - engine: ollama too old to report its cloud setting", async () => {
    const f = await fake({ engine: "ollama", models: [{ id: "m" }], cloud: "absent", version: "0.12.0" });
    expect(failed(await checkLocality(f.url, "m"))).toEqual(["engine"]);
  });

  it("refused - resident: a cloud model, or a model the engine does not list", async () => {
    const f = await fake({ engine: "ollama", models: [{ id: "qwen3-coder:480b-cloud", remote: true }, { id: "local:7b" }], cloud: { disabled: true, source: "config" } });
    const cloud = await checkLocality(f.url, "qwen3-coder:480b-cloud");
    expect(failed(cloud)).toEqual(["resident"]);
    expect(cloud.conditions[2]!.detail).toMatch(/cloud model/);
    expect(failed(await checkLocality(f.url, "missing:1b"))).toEqual(["resident"]);
  });

  it("refused - engine: an OpenAI-compatible server of unknown make may be a proxy", async () => {
    const f = await fake({ engine: "openai", models: [{ id: "m" }] });
    expect(failed(await checkLocality(f.url, "m"))).toEqual(["engine"]);
  });

  it("llama.cpp - resident only when model_path is a file here", async () => {
    const d = await tempDir();
    const w = await writeTiny(d, "m.gguf", TINY_LLAMA);
    const here = await fake({ engine: "llama.cpp", models: [{ id: "m", path: w.path }] });
    expect((await checkLocality(here.url, "m")).ok).toBe(true);
    const elsewhere = await fake({ engine: "llama.cpp", models: [{ id: "m", path: "/nonexistent/m.gguf" }] });
    expect(failed(await checkLocality(elsewhere.url, "m"))).toEqual(["resident"]);
  });

  it("refused - nothing answers: engine and residency cannot be confirmed", async () => {
    const f = await fake({ engine: "ollama", models: [] });
    await f.close();
    expect(failed(await checkLocality(f.url, "m", { timeoutMs: 500 }))).toEqual(["engine", "resident"]);
  });

  it("cli - ocw setup locality exits 1 naming the failed condition", async () => {
    const f = await fake({ engine: "ollama", models: [{ id: "m" }], cloud: { disabled: false, source: "none" } });
    const r = await ocw(["setup", "locality", "--url", f.url, "--model", "m", "--json"], { OCW_HOME: await tempDir() });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/refused for local-only data: engine: ollama's cloud is enabled/);
    expect(r.json).toMatchObject({ error: { code: "LOCALITY_REFUSED", data: { failed: ["engine"] } } });
  });

  it("isLoopback - 127/8, ::1 and mapped v4 only", () => {
    expect(["127.0.0.1", "127.3.4.5", "::1", "::ffff:127.0.0.1"].every(isLoopback)).toBe(true);
    expect(["10.0.0.1", "0.0.0.0", "::", "192.168.1.1", "fe80::1"].some(isLoopback)).toBe(false);
  });
});
