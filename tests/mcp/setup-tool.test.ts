/**
 * The MCP `setup` tool over the SDK's own Client and an in-memory transport, against the source:
 * the server is built with no way to run the CLI, so every answer here comes from the setup
 * room's functions. A scan and a fit return what `scan` and `planFit` return (the scan trimmed
 * for Claude); a failing call is an isError result that carries the room's own error code and
 * its fix, not a generic INVALID_INPUT. The fake model servers on loopback are the only doubles.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMcpServer } from "../../src/mcp/index.js";
import { GiB, planFit, scan } from "../../src/setup/index.js";
import { REPO_ROOT } from "../helpers/claude-cli.js";
import { freePort } from "../helpers/port.js";
import { startFake, type FakeServer } from "../setup/fakes/engines.js";
import { TINY_LLAMA, cleanTemps, ocw, tempDir, writeTiny } from "../setup/helpers.js";

const PLANTED = "sk-planted-5e1b9d3c7a20";
const fakes: FakeServer[] = [];
let client: Client;
let closeServer: () => Promise<void>;
let home: string;
let env: Record<string, string | undefined>;

beforeAll(async () => {
  home = await tempDir("ocw-mcp-setup-");
  env = { OCW_HOME: home, PATH: process.env.PATH, OCW_TEST_KEY: PLANTED };
  const server = createMcpServer({ env, cwd: home }, "0.0.0");
  const [a, b] = InMemoryTransport.createLinkedPair();
  client = new Client({ name: "test", version: "1" });
  await Promise.all([server.connect(a), client.connect(b)]);
  closeServer = () => server.close();
});

afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});

afterAll(async () => {
  await client?.close();
  await closeServer?.();
  await cleanTemps();
});

async function fake(...a: Parameters<typeof startFake>): Promise<FakeServer> {
  const f = await startFake(...a);
  fakes.push(f);
  return f;
}

async function setup(args: Record<string, unknown>): Promise<{ isError: boolean; text: string; data: Record<string, unknown> }> {
  const r = (await client.callTool({ name: "setup", arguments: args }, undefined, { timeout: 60_000 })) as { isError?: boolean; content: { text: string }[] };
  const text = r.content[0]?.text ?? "";
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // An error's text.
  }
  return { isError: r.isError === true, text, data };
}

describe("mcp setup tool - data from the setup room", () => {
  it("setup scan - the endpoints scan() finds, with the key sent to the named URL; closed ports in one line, no timings; what the user's OpenCode reaches", { timeout: 60_000 }, async () => {
    const f = await fake({ engine: "llama.cpp", models: [{ id: "tiny-coder", path: "/models/tiny-coder.gguf" }], parallel: 4, ctxPerSlot: 65536, apiKey: PLANTED });
    const closed = await freePort();
    const r = await setup({ command: "scan", urls: [f.url], ports: String(closed), key_env: "OCW_TEST_KEY" });
    expect(r.isError, r.text).toBe(false);
    const direct = await scan({ urls: [f.url], ports: [], keyEnv: "OCW_TEST_KEY" }, { env });
    expect(r.data.endpoints).toEqual(JSON.parse(JSON.stringify(direct.endpoints)));
    expect(r.data.endpoints).toMatchObject([{ engine: "llama.cpp", slots: 4, models: [{ id: "tiny-coder", contextPerSlot: 65536 }] }]);
    expect(r.data.closed).toBe(`nothing listens at http://127.0.0.1:${closed}`);
    expect(r.data.probes).toEqual([{ url: f.url, status: "found", engine: "llama.cpp" }]);
    expect(r.data).not.toHaveProperty("ms");
    expect(Object.keys(r.data)).toEqual(["endpoints", "hardware", "software", "probes", "closed", "accounts"]);
    // Beside the engines, what the user's own OpenCode reaches (or why that is unknown here), and the next step.
    expect(r.data.accounts).toMatchObject({ problems: expect.any(Array), more: expect.stringContaining("ocw setup accounts") });
    expect(f.requests.some((q) => q.authorization === `Bearer ${PLANTED}`)).toBe(true);
    expect(r.text).not.toContain(PLANTED);
  });

  it("setup fit - the plan planFit() makes and the CLI prints, for a GGUF header and a given GPU", { timeout: 60_000 }, async () => {
    const gguf = await writeTiny(await tempDir(), "tiny-coder.gguf", TINY_LLAMA);
    const r = await setup({ command: "fit", gguf: gguf.path, slots: 4, ctx: 32768, vram_gib: 24 });
    expect(r.isError, r.text).toBe(false);
    expect(Object.keys(r.data)).toEqual(["plan"]);
    const plan = r.data.plan as Record<string, unknown>;
    expect(plan).toMatchObject({ model: "tiny-llama", estimated: false, slots: 4, ctxPerSlot: 32768, fullOffload: true, vram: { total: 24 * GiB } });
    const memory = plan.memory as { weightsGpu: number; weightsHost: number };
    expect(memory.weightsGpu + memory.weightsHost).toBe(gguf.tensorBytes);
    // Free RAM moves between calls; everything else is the same plan.
    const steady = (p: unknown): unknown => ({ ...(p as object), ram: undefined, budgetSource: undefined });
    const direct = await planFit({ gguf: gguf.path, slots: 4, ctxPerSlot: 32768, vramBytes: 24 * GiB }, { env });
    expect(steady(plan)).toEqual(steady(JSON.parse(JSON.stringify(direct))));
    const cli = await ocw(["setup", "fit", "--gguf", gguf.path, "--slots", "4", "--ctx", "32768", "--vram", "24", "--json"], env);
    expect(steady((cli.json as { plan: unknown }).plan)).toEqual(steady(plan));
  });
});

describe("mcp setup tool - the room's error code survives to the result", () => {
  it("setup errors - table: isError, the real code first, the message with its fix, no secret echoed", { timeout: 120_000 }, async () => {
    const d = await tempDir();
    const short = await writeTiny(d, "short.gguf", { ...TINY_LLAMA, ctxTrain: 8192 });
    await writeFile(join(d, "notes.txt"), "these are not weights\n".repeat(100));
    const lmstudio = await fake({ engine: "lmstudio", models: [{ id: "m" }] });
    const keyed = await fake({ engine: "llama.cpp", models: [{ id: "m" }], apiKey: PLANTED });
    const closed = await freePort();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ command: "fit", gguf: join(d, "missing.gguf"), vram_gib: 24 }, /^NOT_FOUND: no such file: .*missing\.gguf; give the path of a \.gguf model file$/],
      [{ command: "fit", gguf: join(d, "notes.txt"), vram_gib: 24 }, /^GGUF_INVALID: .*notes\.txt is not a GGUF file/],
      [{ command: "fit", gguf: short.path, vram_gib: 24 }, /^NO_FIT: .* was trained for 8192 tokens of context, below the 32768-token floor/],
      [{ command: "fit", model: "no-such-model" }, /^NOT_FOUND: no model "no-such-model" in the catalog; known: .*qwen3-coder-30b-a3b/],
      [{ command: "fit", model: "qwen3-coder-30b-a3b", quant: "Q9", vram_gib: 24 }, /^INVALID_INPUT: qwen3-coder-30b-a3b is catalogued at .*, not Q9; pick one of those$/],
      [{ command: "fit", endpoint: lmstudio.url, vram_gib: 24 }, /^NOT_FOUND: lmstudio at .* does not say which GGUF it serves; pass --gguf/],
      [{ command: "fit", endpoint: `http://127.0.0.1:${closed}`, vram_gib: 24 }, /^ENDPOINT_UNREACHABLE: /],
      [{ command: "fit", model: "qwen3-coder-30b-a3b", vram_gib: 24, cpu_only: true }, /^USAGE: setup: give --vram or --cpu-only, not both$/],
      [{ command: "fit", vram_gib: 24 }, /^USAGE: setup fit: give --gguf <file\|url>, --model <catalog id> or --endpoint <url>/],
      [{ command: "fit", model: "qwen3-coder-30b-a3b", ctx: 5_000_000, vram_gib: 24 }, /^INVALID_INPUT: Expected the context per slot to be an integer from 256 to 4194304 tokens/],
      [{ command: "scan", ports: "", urls: [keyed.url], key_env: "OCW_UNSET_KEY_VAR" }, /^KEY_MISSING: the environment variable OCW_UNSET_KEY_VAR is not set; export OCW_UNSET_KEY_VAR=/],
      [{ command: "scan", ports: "", urls: [keyed.url], key_env: "sk-live-literal-secret-42" }, /^SECRET_REFUSED: --key-env takes the NAME of an environment variable/],
      [{ command: "scan", ports: "8080, 0" }, /^INVALID_INPUT: Expected a port from 1 to 65535, got 0$/],
    ];
    for (const [args, message] of cases) {
      const r = await setup(args);
      const label = JSON.stringify(args);
      expect(r.isError, label).toBe(true);
      expect(r.text, label).toMatch(message);
      expect(r.text, label).not.toContain("sk-live-literal-secret-42");
    }
    // A missing or refused key stops the scan before any probe: the server it was for saw nothing.
    expect(keyed.requests).toEqual([]);
  });
});

describe("mcp setup tool - no MCP code runs the CLI", () => {
  it("imports - src/mcp imports no cli module, and ocw mcp does not load the CLI's main", async () => {
    const root = REPO_ROOT;
    for (const file of ["index.ts", "server.ts", "tools.ts"]) {
      const text = await readFile(join(root, "src", "mcp", file), "utf8");
      expect(text, file).not.toMatch(/from\s+"\.\.\/cli\//);
      expect(text, file).not.toMatch(/import\(\s*"\.\.\/cli\//);
    }
    const command = await readFile(join(root, "src", "cli", "mcp.ts"), "utf8");
    expect(command).not.toMatch(/["']\.\/main(\.js)?["']/);
  });
});
