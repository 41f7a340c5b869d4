import { chmod, copyFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { identify, runServePlan, servePlan, type ServeStep } from "../../src/setup/index.js";
import { freePort } from "../helpers/port.js";
import { TINY_LLAMA, cleanTemps, ocw, tempDir, writeTiny } from "./helpers.js";

const FAKE_BIN = fileURLToPath(new URL("./fakes/llama-server.mjs", import.meta.url));
const started: number[] = [];
afterEach(async () => {
  // Stop only the servers these tests started, by pid.
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  await cleanTemps();
});

const run = (steps: readonly ServeStep[]) => steps.filter((s): s is Extract<ServeStep, { kind: "run" }> => s.kind === "run");

describe("servePlan", () => {
  it("llama.cpp - -c N·C -np N --kv-unified -fa on, cache types, --jinja, alias; the key by reference", () => {
    const p = servePlan({ engine: "llama.cpp", source: { kind: "file", path: "/m/Qwen3-Coder-30B-A3B-Instruct-Q4_K_M.gguf" }, slots: 4, ctxPerSlot: 65536, cache: "q8_0", keyEnv: "LLAMACPP_API_KEY" }, "/state/setup");
    const [step] = run(p.steps);
    expect(step!.argv).toEqual([
      "llama-server", "-m", "/m/Qwen3-Coder-30B-A3B-Instruct-Q4_K_M.gguf", "--alias", "qwen3-coder-30b-a3b-instruct-q4_k_m", "--host", "127.0.0.1", "--port", "8080",
      "-c", "262144", "-np", "4", "--kv-unified", "-fa", "on", "-ctk", "q8_0", "-ctv", "q8_0", "--jinja", "-ngl", "all",
    ]);
    expect(step!.env).toEqual({ LLAMA_API_KEY: { fromEnv: "LLAMACPP_API_KEY" } });
    expect(p.script).toContain('LLAMA_API_KEY="$LLAMACPP_API_KEY" llama-server');
    expect(p).toMatchObject({ baseURL: "http://127.0.0.1:8080/v1", healthURL: "http://127.0.0.1:8080/health", model: "qwen3-coder-30b-a3b-instruct-q4_k_m" });
  });

  it("ollama - the server's variables first, then a Modelfile with num_ctx and ollama create; the hybrid single-slot warning", () => {
    const p = servePlan({ engine: "ollama", source: { kind: "ollama", name: "qwen3-next:80b" }, alias: "qwen3-next-64k", slots: 4, ctxPerSlot: 65536, cache: "q8_0", architecture: "qwen3next" }, "/state/setup");
    expect(run(p.steps)[0]!.argv).toEqual(["ollama", "serve"]);
    expect(run(p.steps)[0]!.env).toMatchObject({ OLLAMA_NUM_PARALLEL: { value: "4" }, OLLAMA_KV_CACHE_TYPE: { value: "q8_0" }, OLLAMA_FLASH_ATTENTION: { value: "1" } });
    expect(p.steps[1]).toEqual({ kind: "write", path: "/state/setup/ollama/qwen3-next-64k.Modelfile", text: "FROM qwen3-next:80b\nPARAMETER num_ctx 65536\n" });
    expect(run(p.steps)[1]!.argv).toEqual(["ollama", "create", "qwen3-next-64k", "-f", "/state/setup/ollama/qwen3-next-64k.Modelfile"]);
    expect(p.warnings.join(" ")).toMatch(/one slot.*use llama\.cpp|serve it with llama\.cpp/);
    expect(p.script).toMatch(/OLLAMA_NUM_PARALLEL=4 OLLAMA_CONTEXT_LENGTH=65536 OLLAMA_FLASH_ATTENTION=1 OLLAMA_KV_CACHE_TYPE=q8_0 ollama serve/);
  });

  it("vLLM - max-model-len, max-num-seqs, auto tool choice with the model's parser", () => {
    const p = servePlan({ engine: "vllm", source: { kind: "repo", repo: "Qwen/Qwen3-Coder-30B-A3B-Instruct" }, alias: "qwen3-coder", slots: 4, ctxPerSlot: 65536, keyEnv: "VLLM_KEY" }, "/s");
    const argv = run(p.steps)[0]!.argv;
    expect(argv.join(" ")).toBe(
      "vllm serve Qwen/Qwen3-Coder-30B-A3B-Instruct --served-model-name qwen3-coder --host 127.0.0.1 --port 8000 --max-model-len 65536 --max-num-seqs 4 --enable-auto-tool-choice --tool-call-parser qwen3_coder --gpu-memory-utilization 0.9",
    );
    expect(run(p.steps)[0]!.env).toEqual({ VLLM_API_KEY: { fromEnv: "VLLM_KEY" } });
    expect(servePlan({ engine: "vllm", source: { kind: "repo", repo: "openai/gpt-oss-20b" }, slots: 2, ctxPerSlot: 65536 }, "/s").script).toContain("--tool-call-parser openai");
    expect(() => servePlan({ engine: "vllm", source: { kind: "repo", repo: "acme/unknown-7b" }, slots: 1, ctxPerSlot: 32768 }, "/s")).toThrow(expect.objectContaining({ code: "INVALID_INPUT", message: expect.stringMatching(/--tool-parser/) }));
  });

  it.each([
    ["zero slots", { slots: 0 }],
    ["context 100", { ctxPerSlot: 100 }],
    ["port 70000", { port: 70000 }],
    ["a key where a name belongs", { keyEnv: "sk-live-abc123!!" }],
    ["a relative file path", { source: { kind: "file", path: "m.gguf" } as const }],
    ["a GGUF repo without a quant", { source: { kind: "gguf-repo", repo: "org/m-GGUF", quant: "" } as const }],
  ])("bad input - %s", (_, extra) => {
    expect(() => servePlan({ engine: "llama.cpp", source: { kind: "file", path: "/m.gguf" }, slots: 4, ctxPerSlot: 65536, ...extra }, "/s")).toThrow(expect.objectContaining({ code: expect.stringMatching(/INVALID_INPUT|SECRET_REFUSED/) }));
  });
});

describe("runServePlan (--yes)", () => {
  it("yes - starts the server detached with the key from the named variable, waits for health", async () => {
    const d = await tempDir();
    const bin = join(d, "llama-server");
    await copyFile(FAKE_BIN, bin);
    await chmod(bin, 0o755);
    const port = await freePort();
    const plan = servePlan({ engine: "llama.cpp", source: { kind: "file", path: "/models/m.gguf" }, alias: "m", slots: 4, ctxPerSlot: 32768, port, keyEnv: "SERVE_KEY", bin }, d);
    const result = await runServePlan(plan, { env: { ...process.env, SERVE_KEY: "sk-serve-test-9876" }, logDir: join(d, "logs"), waitMs: 10_000 });
    started.push(result.pid!);
    expect(result.healthy).toBe(true);
    expect(await readFile(join(d, "logs", "llamacpp.pid"), "utf8")).toBe(`${result.pid}\n`);
    const e = await identify(plan.baseURL, { headers: { authorization: "Bearer sk-serve-test-9876" } });
    expect(e).toMatchObject({ engine: "llama.cpp", slots: 4, models: [{ id: "m", contextPerSlot: 131072 }] });
    expect((await identify(plan.baseURL)).authRequired).toBe(true);
  });

  it("yes - a missing binary and an unset key variable are clear errors", async () => {
    const d = await tempDir();
    const plan = servePlan({ engine: "llama.cpp", source: { kind: "file", path: "/m.gguf" }, slots: 1, ctxPerSlot: 32768, bin: join(d, "no-such-llama-server") }, d);
    await expect(runServePlan(plan, { env: process.env, logDir: d })).rejects.toMatchObject({ code: "SERVE_FAILED", message: expect.stringMatching(/not installed or not on PATH/) });
    const keyed = servePlan({ engine: "llama.cpp", source: { kind: "file", path: "/m.gguf" }, slots: 1, ctxPerSlot: 32768, keyEnv: "UNSET_KEY_VAR", bin: FAKE_BIN }, d);
    await expect(runServePlan(keyed, { env: {}, logDir: d })).rejects.toMatchObject({ code: "KEY_MISSING" });
  });

  it("cli - serve with a GGUF lets fit choose the context and cache; printed unless --yes", async () => {
    const d = await tempDir();
    const w = await writeTiny(d, "tiny.gguf", TINY_LLAMA);
    const r = await ocw(["setup", "serve", "--gguf", w.path, "--slots", "4", "--vram", "8", "--json"], { OCW_HOME: d });
    expect(r.code).toBe(0);
    const data = r.json as { ran: boolean; plan: { script: string }; fit: { ctxPerSlot: number } };
    expect(data.ran).toBe(false);
    // The tiny model fits its whole trained context (131072) in 8 GiB.
    expect(data.fit.ctxPerSlot).toBe(131072);
    expect(data.plan.script).toContain(`-c ${4 * 131072} -np 4 --kv-unified`);
  });
});
