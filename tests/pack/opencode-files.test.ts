/**
 * A pack as the OpenCode files that run it (`openCodeFiles`): without options they are the files
 * build-pack commits; another endpoint changes the provider's baseURL and nothing else; on
 * model-setup's provider the compiler itself pins setup's route in the agent's frontmatter and in
 * the config, keeps setup's provider entry and other agents as written, and drops the pack's.
 */
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { configDirFiles, loadPack, loadProtocol, openCodeFiles, type Pack } from "../../src/pack/index.js";
import { AGENT_NAME } from "../../src/target/index.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const SLUGS = ["qwen-qwen3-coder__api__opencode", "qwen3-coder-30b-a3b__q4_k_m__opencode", "replay__none__opencode"];
const QWEN = "qwen3-coder-30b-a3b__q4_k_m__opencode";

async function load(slug: string): Promise<Pack> {
  const loaded = await loadPack(root, join(root, "packs", slug));
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join("\n"));
  return loaded.pack;
}

function frontmatter(md: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(md);
  if (!m) throw new Error("no frontmatter");
  return parseYaml(m[1]!) as Record<string, unknown>;
}

describe("openCodeFiles", () => {
  it("openCodeFiles - without options, each pack's files are the ones build-pack commits in its folder, byte for byte", async () => {
    const protocol = await loadProtocol(root);
    for (const slug of SLUGS) {
      const files = openCodeFiles(await load(slug), protocol);
      expect(files.agent.path).toBe(`agent/${AGENT_NAME}.md`);
      expect(files.config.path).toBe("opencode.json");
      expect(files.agent.text).toBe(await readFile(join(root, "packs", slug, files.agent.path), "utf8"));
      expect(files.config.text).toBe(await readFile(join(root, "packs", slug, files.config.path), "utf8"));
      expect(configDirFiles(files)).toEqual({ "opencode.json": files.config.text, [`agent/${AGENT_NAME}.md`]: files.agent.text });
    }
  });

  it("openCodeFiles - another baseURL changes the provider's endpoint and nothing else", async () => {
    const pack = await load(QWEN);
    const protocol = await loadProtocol(root);
    const plain = openCodeFiles(pack, protocol);
    const moved = openCodeFiles(pack, protocol, { baseURL: "http://127.0.0.1:9/v1" });
    expect(moved.agent.text).toBe(plain.agent.text);
    expect(moved.route).toBe("llamacpp/qwen3-coder-30b-a3b");
    const config = JSON.parse(moved.config.text) as { provider: { llamacpp: { options: Record<string, unknown> } } };
    expect(config.provider.llamacpp.options).toEqual({ baseURL: "http://127.0.0.1:9/v1", apiKey: "{env:LLAMACPP_API_KEY}" });
    expect(moved.config.text.replace("http://127.0.0.1:9/v1", "http://127.0.0.1:8080/v1")).toBe(plain.config.text);
  });

  it("openCodeFiles - on setup's provider the compiler pins setup's route in the agent and the config, and keeps setup's provider and agents", async () => {
    const pack = await load(QWEN);
    const protocol = await loadProtocol(root);
    const route = "myllama/qwen3-coder-30b-a3b";
    const setup = {
      $schema: "https://opencode.ai/config.json",
      snapshot: false,
      provider: { myllama: { npm: "@ai-sdk/openai-compatible", options: { baseURL: "http://127.0.0.1:8081/v1" }, models: { "qwen3-coder-30b-a3b": { limit: { context: 8192, output: 2048 } } } } },
      model: "myllama/qwen3-coder-30b-a3b",
      small_model: "myllama/qwen3-coder-30b-a3b",
      agent: { reviewer: { mode: "subagent" } },
    };
    const files = openCodeFiles(pack, protocol, { served: { route, config: setup } });
    expect(files.route).toBe(route);

    // The agent: the pack's own, but for the model line the compiler now writes.
    const plain = openCodeFiles(pack, protocol);
    expect(frontmatter(files.agent.text).model).toBe(route);
    expect(files.agent.text.split("\n").filter((l, i) => l !== plain.agent.text.split("\n")[i])).toEqual([`model: ${route}`]);

    const config = JSON.parse(files.config.text) as Record<string, unknown> & { agent: Record<string, Record<string, unknown>> };
    expect(Object.keys(config)).toEqual(["$schema", "snapshot", "provider", "model", "small_model", "agent"]);
    expect(config.provider).toEqual(setup.provider);
    expect(config.model).toBe(route);
    expect(config.small_model).toBe(route);
    expect(Object.keys(config.agent)).toEqual(["reviewer", AGENT_NAME]);
    expect(config.agent[AGENT_NAME]).toEqual({ ...frontmatter(files.agent.text), prompt: files.agent.text.replace(/^---\n[\s\S]*?\n---\n/, "").trimEnd() });
  });
});
