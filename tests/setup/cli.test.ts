import { mkdir, readFile, writeFile } from "node:fs/promises";
import { delimiter, dirname, join } from "node:path";
import { ensureTool } from "../../scripts/tools.js";
import { afterEach, describe, expect, it } from "vitest";
import { encodeGguf } from "../helpers/gguf-writer.js";
import { freePort } from "../helpers/port.js";
import { tinyModel } from "../helpers/tiny-models.js";
import { startFake, type FakeServer } from "./fakes/engines.js";
import { TINY_LLAMA, allFileText, cleanTemps, ocw, tempDir, writeTiny } from "./helpers.js";

const fakes: FakeServer[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
  await cleanTemps();
});

async function fake(...a: Parameters<typeof startFake>): Promise<FakeServer> {
  const f = await startFake(...a);
  fakes.push(f);
  return f;
}

const PLANTED = "sk-planted-7f3a9c1e5b2d4f60a8e1";

describe("ocw setup: scan → fit → provider → verify against a fake llama.cpp", () => {
  it("chain - four workers end to end, and the planted key is never printed or written", async () => {
    const home = await tempDir("ocw-home-");
    const models = await tempDir("ocw-models-");
    const gguf = await writeTiny(models, "tiny-coder.gguf", TINY_LLAMA);
    const f = await fake({ engine: "llama.cpp", models: [{ id: "tiny-coder", path: gguf.path }], parallel: 4, ctxPerSlot: 65536, apiKey: PLANTED });
    const env = { OCW_HOME: home, OCW_PLANTED_KEY: PLANTED, PATH: process.env.PATH };
    const runs = [];

    const scan = await ocw(["setup", "scan", "--ports", "", "--url", f.url, "--key-env", "OCW_PLANTED_KEY", "--json"], env);
    runs.push(scan);
    expect(scan.code).toBe(0);
    const ep = (scan.json as { endpoints: { engine: string; slots: number; models: { id: string; path: string; contextPerSlot: number }[] }[] }).endpoints[0]!;
    expect(ep).toMatchObject({ engine: "llama.cpp", slots: 4, models: [{ id: "tiny-coder", path: gguf.path, contextPerSlot: 65536 }] });

    const fitRun = await ocw(["setup", "fit", "--endpoint", f.url, "--key-env", "OCW_PLANTED_KEY", "--slots", "4", "--vram", "24", "--json"], env);
    runs.push(fitRun);
    expect(fitRun.code).toBe(0);
    const plan = (fitRun.json as { plan: { model: string; estimated: boolean; slots: number; ctxPerSlot: number; memory: { weightsGpu: number; weightsHost: number } } }).plan;
    expect(plan).toMatchObject({ model: "tiny-llama", estimated: false, slots: 4 });
    expect(plan.memory.weightsGpu + plan.memory.weightsHost).toBe(gguf.tensorBytes);

    const provider = await ocw(["setup", "provider", "--url", f.url, "--key-env", "OCW_PLANTED_KEY", "--json"], env);
    runs.push(provider);
    expect(provider.code).toBe(0);
    const config = JSON.parse(await readFile(join(home, "server", "config", "opencode.json"), "utf8")) as Record<string, unknown>;
    expect(config).toMatchObject({
      model: "llamacpp/tiny-coder",
      provider: {
        llamacpp: {
          npm: "@ai-sdk/openai-compatible",
          options: { baseURL: `${f.url}/v1`, apiKey: "{env:OCW_PLANTED_KEY}" },
          models: { "tiny-coder": { limit: { context: 65536, output: 16384 }, tool_call: true } },
        },
      },
    });
    const record = JSON.parse(await readFile(join(home, "active-target.json"), "utf8")) as Record<string, unknown>;
    expect(record).toMatchObject({ providerId: "llamacpp", engine: "llama.cpp", model: "tiny-coder", keyEnv: "OCW_PLANTED_KEY", slots: 4, limit: { context: 65536, output: 16384 }, local: true });
    // The target key's quant is the served model's (/props model_ftype "Q4_K - Medium"), in its canonical form.
    expect(record).toMatchObject({ quant: "q4_k_m", slug: expect.stringContaining("q4_k_m") });

    const verify = await ocw(["setup", "verify", "--json"], env);
    runs.push(verify);
    expect(verify.stderr).toBe("");
    expect(verify.code).toBe(0);
    const checks = (verify.json as { checks: { name: string; status: string }[] }).checks;
    expect(checks.map((c) => `${c.name}:${c.status}`)).toEqual(["models:pass", "completion:pass", "tools:pass", "context:pass", "slots:pass", "auth:pass"]);
    expect(f.maxConcurrent()).toBe(4);

    const locality = await ocw(["setup", "locality", "--json"], env);
    runs.push(locality);
    expect(locality.code).toBe(0);
    expect(locality.json).toMatchObject({ ok: true, engine: "llama.cpp" });

    // The key went over the wire (the fake saw it) but never to stdout, stderr or the state dir.
    expect(f.requests.some((q) => q.authorization === `Bearer ${PLANTED}`)).toBe(true);
    for (const r of runs) expect(r.stdout + r.stderr).not.toContain(PLANTED);
    const files = await allFileText(home);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(file.text, file.path).not.toContain(PLANTED);
  });

  it("fit - a model pulled into ollama is read from /api/show (verbose): exact tensors, no download", async () => {
    const spec = tinyModel({ ...TINY_LLAMA, arch: "qwen3moe", experts: 16, expertsUsed: 4, expertFf: 256 });
    const f = await fake({ engine: "ollama", models: [{ id: "tiny-moe:latest", gguf: spec }] });
    const r = await ocw(["setup", "fit", "--endpoint", f.url, "--model", "tiny-moe:latest", "--vram", "8", "--slots", "2", "--json"], { OCW_HOME: await tempDir() });
    expect(r.code).toBe(0);
    const plan = (r.json as { plan: { model: string; estimated: boolean; memory: { weightsGpu: number; weightsHost: number } } }).plan;
    expect(plan).toMatchObject({ model: "tiny-moe:latest", estimated: false });
    expect(plan.memory.weightsGpu + plan.memory.weightsHost).toBe(encodeGguf(spec).tensorBytes);
    expect(f.requests.some((q) => q.path === "/api/show" && (q.body as { verbose?: boolean }).verbose === true)).toBe(true);
  });

  it("chain - a 4k ollama model is caught by the effective-context check, and verify exits 1", async () => {
    const home = await tempDir("ocw-home-");
    const f = await fake({ engine: "ollama", models: [{ id: "qwen3-coder:30b", loaded: true, numCtx: 4096 }], parallel: 4 });
    const env = { OCW_HOME: home };
    // The user claims 64k; ollama really serves 4096 and truncates silently.
    expect((await ocw(["setup", "provider", "--url", f.url, "--context", "65536", "--slots", "4"], env)).code).toBe(0);
    const r = await ocw(["setup", "verify", "--only", "context"], env);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/fail context +a prompt of about \d+ tokens \(estimated at 4 characters per token\) lost its first line/);
    expect(r.stderr).toMatch(/^ocw: 1 check failed: context .*num_ctx/);
  });
});

describe("ocw setup: bad input is a clear error, exit 1, in bounded time, without a stack trace", () => {
  it("bad input - table", async () => {
    const home = await tempDir("ocw-home-");
    const d = await tempDir();
    const good = await writeTiny(d, "good.gguf", TINY_LLAMA);
    const cut = await writeTiny(d, "cut.gguf", TINY_LLAMA, { truncateAt: good.size - 4096 });
    await writeFile(join(d, "notes.txt"), "these are not weights\n".repeat(100));
    const llama = await fake({ engine: "llama.cpp", models: [{ id: "m", path: good.path }], ctxPerSlot: 65536 });
    const plain = await fake({ engine: "plain", models: [] });
    const lmstudio = await fake({ engine: "lmstudio", models: [{ id: "m" }] });
    const closed = await freePort();
    const env = { OCW_HOME: home, SET_KEY: "sk-abc-123456" };
    const cases: [string[], string, RegExp][] = [
      [["setup", "verify", "--url", `http://127.0.0.1:${closed}`, "--model", "m"], "ENDPOINT_UNREACHABLE", /refused/],
      [["setup", "provider", "--url", plain.url], "ENDPOINT_UNKNOWN", /not a model server/],
      [["setup", "fit", "--endpoint", lmstudio.url, "--vram", "24"], "NOT_FOUND", /does not say which GGUF/],
      [["setup", "provider", "--url", llama.url, "--model", "not-served"], "NOT_FOUND", /serves m, not not-served/],
      [["setup", "fit", "--gguf", cut.path, "--vram", "24"], "GGUF_INVALID", /truncated/],
      [["setup", "fit", "--gguf", join(d, "notes.txt"), "--vram", "24"], "GGUF_INVALID", /not a GGUF file/],
      [["setup", "fit", "--gguf", join(d, "missing.gguf"), "--vram", "24"], "NOT_FOUND", /no such file/],
      [["setup", "fit", "--gguf", good.path, "--vram", "0"], "INVALID_INPUT", /--cpu-only/],
      [["setup", "fit", "--gguf", good.path, "--vram", "1e12"], "INVALID_INPUT", /--vram/],
      [["setup", "fit", "--gguf", good.path, "--vram", "24", "--slots", "100000"], "INVALID_INPUT", /--slots/],
      [["setup", "fit", "--gguf", good.path, "--vram", "24", "--ctx", "lots"], "INVALID_INPUT", /--ctx/],
      [["setup", "fit", "--gguf", good.path, "--vram", "24", "--kv", "q3"], "INVALID_INPUT", /--kv/],
      [["setup", "fit", "--model", "qwen3-coder-30b-a3b", "--vram", "2", "--ram", "4", "--slots", "4"], "NO_FIT", /does not fit/],
      [["setup", "provider", "--url", llama.url, "--key-env", "UNSET_VAR_XYZ"], "KEY_MISSING", /UNSET_VAR_XYZ is not set/],
      [["setup", "verify", "--url", llama.url, "--model", "m", "--key-env", "UNSET_VAR_XYZ"], "KEY_MISSING", /export UNSET_VAR_XYZ=/],
      [["setup", "provider", "--url", llama.url, "--key-env", "sk-live-literal-secret-42"], "SECRET_REFUSED", /NAME of an environment variable/],
      [["setup", "provider", "--api", "openrouter", "--model", "qwen/qwen3-coder", "--context", "262144"], "KEY_MISSING", /OPENROUTER_API_KEY/],
      [["setup", "serve", "--engine", "tgi", "--model", "x"], "INVALID_INPUT", /--engine/],
    ];
    for (const [argv, code, message] of cases) {
      const r = await ocw([...argv, "--json"], env);
      const label = argv.join(" ");
      expect(r.code, label).toBe(1);
      expect((r.json as { error: { code: string } }).error.code, label).toBe(code);
      expect(r.stderr, label).toMatch(message);
      expect(r.stderr, label).not.toMatch(/\n\s+at /);
      expect(r.stdout + r.stderr, label).not.toContain("sk-live-literal-secret-42");
    }
  });

  it("usage - unknown subcommands and flags are exit 2; --help works everywhere", async () => {
    const env = { OCW_HOME: await tempDir() };
    expect((await ocw(["setup"], env)).code).toBe(2);
    expect((await ocw(["setup", "bogus"], env)).stderr).toMatch(/unknown subcommand "bogus"; subcommands: scan, accounts, fit, serve, provider, verify, locality/);
    const wrong = await ocw(["setup", "scan", "--gguf", "x.gguf"], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/setup scan does not take --gguf/);
    expect((await ocw(["setup", "fit", "--vram", "24"], env)).code).toBe(2);
    expect((await ocw(["setup", "--frobnicate"], env)).code).toBe(2);
    for (const sub of ["scan", "fit", "serve", "provider", "verify", "locality"]) {
      const h = await ocw(["setup", sub, "--help"], env);
      expect(h.code).toBe(0);
      expect(h.stdout).toContain(`  ${sub} `);
    }
    const j = await ocw(["setup", "--help", "--json"], env);
    expect((j.json as { usage: string }).usage).toMatch(/^Usage: ocw setup/);
    expect((await ocw(["--help"], env)).stdout).toMatch(/setup +Model setup/);
  });

  it("provider - an API provider by env-var reference, other config entries kept", async () => {
    const home = await tempDir("ocw-home-");
    const api = await fake({ engine: "openai", models: [{ id: "qwen/qwen3-coder", contextTrain: 262144 }], apiKey: PLANTED });
    const cfgDir = join(home, "server", "config");
    await ocw(["setup", "provider", "--url", (await fake({ engine: "llama.cpp", models: [{ id: "local" }], ctxPerSlot: 32768 })).url], { OCW_HOME: home });
    const r = await ocw(["setup", "provider", "--api", "openai", "--url", `${api.url}/v1`, "--model", "qwen/qwen3-coder", "--key-env", "MY_API_KEY", "--json"], { OCW_HOME: home, MY_API_KEY: PLANTED });
    expect(r.code).toBe(0);
    const cfg = JSON.parse(await readFile(join(cfgDir, "opencode.json"), "utf8")) as { model: string; provider: Record<string, { options: Record<string, string>; models: Record<string, { limit: { context: number; output: number } }> }> };
    expect(Object.keys(cfg.provider).sort()).toEqual(["llamacpp", "openai-compatible"]);
    expect(cfg.model).toBe("openai-compatible/qwen/qwen3-coder");
    expect(cfg.provider["openai-compatible"]!.options).toEqual({ baseURL: `${api.url}/v1`, apiKey: "{env:MY_API_KEY}" });
    expect(cfg.provider["openai-compatible"]!.models["qwen/qwen3-coder"]!.limit).toEqual({ context: 262144, output: 16384 });
    for (const file of await allFileText(home)) expect(file.text).not.toContain(PLANTED);
    expect(r.stdout + r.stderr).not.toContain(PLANTED);
  });
});

describe("ocw setup: the text a person reads, pinned (the fit and serve plans moved into the setup room; the CLI only renders them)", () => {
  it("text - fit and serve of a catalog model on a given GPU and RAM print exactly this", async () => {
    const home = await tempDir("ocw-home-");
    const env = { OCW_HOME: home };
    const fit = await ocw(["setup", "fit", "--model", "qwen3-coder-30b-a3b", "--quant", "Q4_K_M", "--vram", "24", "--ram", "64", "--slots", "2", "--ctx", "32768"], env);
    expect(fit.stderr).toBe("");
    expect(fit.stdout).toBe(
      [
        "qwen3-coder-30b-a3b Q4_K_M: 2 slots × 32768 tokens, KV q8_0 unified, all 48 layers and the output on the GPU",
        "  weights  17.15 GiB GPU + 0.18 GiB host (estimated)",
        "  KV cache 3.19 GiB",
        "  compute  0.14 GiB GPU + 0.25 GiB host, output 0.00 GiB",
        "  prompt cache 3.19 GiB host (--cache-ram 3264)",
        "  GPU need 20.47 GiB of 22.51 GiB usable (24.00 GiB − 1.49 GiB runtime and margin)",
        "  RAM need 3.62 GiB (+ 0.50 GiB kept free) of 64.00 GiB available",
        "  budget   given: 24.0 GiB of GPU memory, 64.0 GiB of RAM",
        "  warning: weights are estimated from the catalog (parameters × bits per weight); give --gguf for exact sizes",
        "serve it: ocw setup serve --engine llama.cpp --slots 2 --ctx 32768 --kv q8_0 --model qwen3-coder-30b-a3b --quant Q4_K_M",
        "",
      ].join("\n"),
    );
    const llama = await ocw(["setup", "serve", "--model", "qwen3-coder-30b-a3b", "--vram", "24", "--ram", "64", "--slots", "2"], env);
    expect(llama.stdout).toBe(
      [
        "# llama.cpp: fit (estimated from the catalog): Q4_K_M, 2 × 53248 tokens, KV q8_0, GPU 22.5 GiB of 22.5 GiB; base URL http://127.0.0.1:8080/v1, model qwen3-coder-30b-a3b",
        "# llama-server downloads unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF:Q4_K_M into its cache on first start (~18.6 GB)",
        "llama-server -hf unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF:Q4_K_M --alias qwen3-coder-30b-a3b --host 127.0.0.1 --port 8080 -c 106496 -np 2 --kv-unified -fa on -ctk q8_0 -ctv q8_0 --jinja -ngl all --cache-ram 5304",
        "# printed only; add --yes to run it",
        "",
      ].join("\n"),
    );
    const ollama = await ocw(["setup", "serve", "--engine", "ollama", "--model", "qwen3-coder-30b-a3b", "--vram", "24", "--ram", "64"], env);
    expect(ollama.stdout).toBe(
      [
        "# ollama: fit (estimated from the catalog): Q4_K_M, 4 × 32768 tokens, KV q8_0, GPU 22.2 GiB of 22.5 GiB, 45 of 48 layers and the output on the GPU (-ngl 46); base URL http://127.0.0.1:11434/v1, model qwen3-coder-30b-a3b",
        "# ollama create pulls qwen3-coder:30b unless it is pulled already (~18.6 GB)",
        "# restart ollama with these variables (stop the running ollama first: systemctl restart ollama with them in an override, or quit the app):",
        "OLLAMA_NUM_PARALLEL=4 OLLAMA_CONTEXT_LENGTH=32768 OLLAMA_FLASH_ATTENTION=1 OLLAMA_KV_CACHE_TYPE=q8_0 ollama serve",
        `cat > ${home}/setup/ollama/qwen3-coder-30b-a3b.Modelfile <<'EOF'`,
        "FROM qwen3-coder:30b",
        "PARAMETER num_ctx 32768",
        "EOF",
        `ollama create qwen3-coder-30b-a3b -f ${home}/setup/ollama/qwen3-coder-30b-a3b.Modelfile`,
        "# printed only; add --yes to run it",
        "",
      ].join("\n"),
    );
  });
});

describe("ocw setup accounts and provider --opencode: what the user's own OpenCode reaches", () => {
  it("accounts - listed by tier as text and JSON; an inline key refuses its model, naming the place and never the key; a route OpenCode does not reach names what it does; flags that do not go with --opencode are usage errors", async () => {
    const home = await tempDir("ocw-user-");
    const state = await tempDir("ocw-home-");
    const inline = "sk-inline-4c1d9e7a2b3f5a60";
    await mkdir(join(home, ".config", "opencode"), { recursive: true });
    await writeFile(join(home, ".config", "opencode", "opencode.json"), JSON.stringify({ provider: { box: { npm: "@ai-sdk/openai-compatible", options: { baseURL: "https://box.example/v1", apiKey: inline }, models: { m: { limit: { context: 65536, output: 8192 } } } } } }));
    const env = { OCW_HOME: state, HOME: home, PATH: [dirname(await ensureTool("opencode")), process.env.PATH].join(delimiter) };
    const text = await ocw(["setup", "accounts"], env);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^ {2}opencode +hosted free tier +\d+ models, \d+ free: big-pickle/m);
    expect(text.stdout).toMatch(/not usable: box\/m: its key is written into .*opencode\.json \(provider\.box\.options\.apiKey\)/);
    const json = await ocw(["setup", "accounts", "--provider", "opencode", "--json"], env);
    const models = (json.json as { models: { route: string; tier: string; free: boolean }[] }).models;
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((m) => m.route.startsWith("opencode/") && m.tier === "hosted-free")).toBe(true);

    const refused = await ocw(["setup", "provider", "--opencode", "box/m", "--json"], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/provider\.box\.options\.apiKey.*opencode auth login/);
    const missing = await ocw(["setup", "provider", "--opencode", "opencode/no-such-model"], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/does not reach opencode\/no-such-model; it lists opencode\/big-pickle/);
    const mixed = await ocw(["setup", "provider", "--opencode", "opencode/big-pickle", "--url", "http://127.0.0.1:1"], env);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(/--opencode takes only --slots, --context and --output, not --url/);
    for (const r of [text, json, refused, missing, mixed]) expect(r.stdout + r.stderr).not.toContain(inline);

    const used = await ocw(["setup", "provider", "--opencode", "opencode/big-pickle", "--json"], env);
    expect(used.code, used.stderr).toBe(0);
    expect(used.json).toMatchObject({ record: { providerId: "opencode", model: "big-pickle", tier: "hosted-free", via: "opencode", slots: 2 } });
    const verify = await ocw(["setup", "verify"], env);
    expect(verify.code).toBe(1);
    expect(verify.stderr).toMatch(/reached through your OpenCode, so the self-build is its check: run ocw selftest/);
    for (const f of await allFileText(state)) expect(f.text, f.path).not.toContain(inline);
    // Eight runs of the real ocw, four of them asking the real opencode for its models.
  }, 180_000);
});
