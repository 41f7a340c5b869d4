/**
 * The setup room's scan, fit and serve plan as plain functions: what `ocw setup` and the MCP tool
 * both call. Their data is the CLI's `--json` data; their failures are OcwErrors with the code a
 * caller acts on. The fake model servers on loopback are the only doubles.
 */
import { afterEach, describe, expect, it } from "vitest";
import { GiB, memoryBudget, parsePorts, planFit, planServe, scan } from "../../src/setup/index.js";
import { startFake, type FakeServer } from "./fakes/engines.js";
import { cleanTemps, ocw, tempDir } from "./helpers.js";

const fakes: FakeServer[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
  await cleanTemps();
});

const Q = "qwen3-coder-30b-a3b";

describe("planFit", () => {
  it("planFit - the plan `ocw setup fit --json` prints, for a catalog model on a given GPU and RAM", async () => {
    const plan = await planFit({ model: Q, vramBytes: 24 * GiB, ramBytes: 64 * GiB, slots: 2 }, { env: {} });
    const cli = await ocw(["setup", "fit", "--model", Q, "--vram", "24", "--ram", "64", "--slots", "2", "--json"], { OCW_HOME: await tempDir() });
    expect(cli.code).toBe(0);
    expect((cli.json as { plan: unknown }).plan).toEqual(JSON.parse(JSON.stringify(plan)));
    expect(plan).toMatchObject({ model: Q, quant: "Q4_K_M", slots: 2, fullOffload: true, budgetSource: "given: 24.0 GiB of GPU memory, 64.0 GiB of RAM" });
    // No quant named: a catalog model climbs while the shape stays on the GPU; a named quant is kept.
    const roomy = { model: Q, vramBytes: 48 * GiB, ramBytes: 64 * GiB, slots: 2, ctxPerSlot: 32768 };
    expect((await planFit(roomy, { env: {} })).quant).toBe("Q8_0");
    expect((await planFit({ ...roomy, quant: "Q4_K_M" }, { env: {} })).quant).toBe("Q4_K_M");
  });

  it("planFit - no model, two sources, or a GPU size with CPU only is USAGE; a model too big is NO_FIT with the closest plan", async () => {
    await expect(planFit({ vramBytes: 24 * GiB }, { env: {} })).rejects.toMatchObject({ code: "USAGE", message: expect.stringMatching(/give --gguf <file\|url>, --model <catalog id> or --endpoint <url>/) });
    await expect(planFit({ gguf: "/x.gguf", endpoint: "http://127.0.0.1:1", vramBytes: 24 * GiB }, { env: {} })).rejects.toMatchObject({ code: "USAGE", message: "setup: give one of --gguf or --endpoint" });
    await expect(planFit({ model: Q, vramBytes: 24 * GiB, cpuOnly: true }, { env: {} })).rejects.toMatchObject({ code: "USAGE", message: "setup: give --vram or --cpu-only, not both" });
    const tooBig = planFit({ model: Q, vramBytes: 2 * GiB, ramBytes: 4 * GiB, slots: 4 }, { env: {} });
    await expect(tooBig).rejects.toMatchObject({ code: "NO_FIT", message: expect.stringMatching(/does not fit/), data: { plan: expect.objectContaining({ model: Q }) } });
  });

  it("planFit - an endpoint's key is read from its variable only when an endpoint is asked: KEY_MISSING names the variable", async () => {
    const f = await startFake({ engine: "llama.cpp", models: [{ id: "m", path: "/nowhere/m.gguf" }], apiKey: "sk-fake-123456" });
    fakes.push(f);
    await expect(planFit({ endpoint: f.url, keyEnv: "OCW_UNSET_VAR_Q", vramBytes: 24 * GiB }, { env: {} })).rejects.toMatchObject({ code: "KEY_MISSING", message: expect.stringMatching(/OCW_UNSET_VAR_Q is not set/) });
    expect(f.requests).toEqual([]);
    // A catalog model with a key variable named but unset: nothing to send it to, so nothing read.
    await expect(planFit({ model: Q, keyEnv: "OCW_UNSET_VAR_Q", vramBytes: 24 * GiB, ramBytes: 64 * GiB }, { env: {} })).resolves.toMatchObject({ model: Q });
  });
});

describe("memoryBudget", () => {
  it("memoryBudget - given sizes as given; CPU only has no GPU and says so", async () => {
    expect(await memoryBudget({ vramBytes: 8 * GiB, ramBytes: 16 * GiB })).toEqual({ gpus: [{ name: "given", bytes: 8 * GiB }], ram: 16 * GiB, unified: false, source: "given: 8.0 GiB of GPU memory, 16.0 GiB of RAM" });
    expect(await memoryBudget({ cpuOnly: true, ramBytes: 16 * GiB })).toMatchObject({ gpus: [], ram: 16 * GiB, unified: false, source: "CPU only; 16.0 GiB of RAM" });
  });
});

describe("planServe", () => {
  it("planServe - without a budget or a setup dir: fits to the given sizes and writes the Modelfile under the state dir", async () => {
    const home = await tempDir("ocw-home-");
    const out = await planServe({ engine: "ollama", model: Q, vramBytes: 24 * GiB, ramBytes: 64 * GiB }, { cwd: home, env: { OCW_HOME: home } });
    expect(out.fitted).toBe("estimated");
    expect(out.fit?.budgetSource).toBe("given: 24.0 GiB of GPU memory, 64.0 GiB of RAM");
    expect(out.plan.steps.find((s) => s.kind === "write")).toMatchObject({ path: `${home}/setup/ollama/qwen3-coder-30b-a3b.Modelfile` });
  });

  it("planServe - a GPU size with CPU only is USAGE when there is something to fit, and unread when there is not", async () => {
    const home = await tempDir("ocw-home-");
    const opts = { cwd: home, env: { OCW_HOME: home } };
    await expect(planServe({ engine: "llama.cpp", model: Q, vramBytes: 24 * GiB, cpuOnly: true }, opts)).rejects.toMatchObject({ code: "USAGE", message: "setup: give --vram or --cpu-only, not both" });
    const unsized = await planServe({ engine: "ollama", model: "llama3:8b", vramBytes: 24 * GiB, cpuOnly: true }, opts);
    expect(unsized.fitted).toBe("none");
  });
});

describe("scan", () => {
  it("scan - the named URL's server, its probe, and the machine; ports [] probes only the URLs", { timeout: 30_000 }, async () => {
    const f = await startFake({ engine: "ollama", models: [{ id: "qwen3-coder:30b", loaded: true, numCtx: 65536 }] });
    fakes.push(f);
    const r = await scan({ urls: [f.url], ports: [] }, { env: {} });
    expect(Object.keys(r)).toEqual(["endpoints", "probes", "hardware", "software"]);
    expect(r.endpoints).toMatchObject([{ engine: "ollama", models: [{ id: "qwen3-coder:30b" }] }]);
    expect(r.probes.map((p) => [p.url, p.status])).toEqual([[f.url, "found"]]);
    expect(r.hardware.cpu.cores).toBeGreaterThan(0);
    expect(r.software.node).toBe(process.version);
  });

  it("scan - a literal key where its variable's name belongs is SECRET_REFUSED before any probe, and not echoed", async () => {
    const f = await startFake({ engine: "llama.cpp", models: [{ id: "m" }] });
    fakes.push(f);
    const secret = "sk-live-literal-secret-42";
    const err = await scan({ urls: [f.url], ports: [], keyEnv: secret }, { env: {} }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "SECRET_REFUSED" });
    expect((err as Error).message).not.toContain(secret);
    expect(f.requests).toEqual([]);
  });

  it("parsePorts - comma list with spaces; empty is none; a bad number is left for the scan to name", async () => {
    expect(parsePorts("8080, 11434")).toEqual([8080, 11434]);
    expect(parsePorts("  ")).toEqual([]);
    expect(parsePorts("x")).toEqual([NaN]);
    await expect(scan({ ports: parsePorts("0") }, { env: {} })).rejects.toMatchObject({ code: "INVALID_INPUT", message: "Expected a port from 1 to 65535, got 0" });
  });
});
