/**
 * What the plugin costs every Claude session before anything is delegated, and what loading it
 * costs, counted with Anthropic's published tokenizer on the exact text Claude Code shows (the
 * economy bench measures the same through the real client): the skill listing lines and the
 * deferred MCP tool names (always on, target ≤ 150 together), no MCP instructions, the skill
 * body on invoke, and the tool schemas as the server lists them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { describe, expect, it } from "vitest";
import { createMcpServer, toolList } from "../../src/mcp/index.js";
import { PLUGIN, REPO_ROOT, listingLine, readSkills } from "../helpers/claude-cli.js";
import { countTokens } from "../helpers/tokens.js";

const ALWAYS_ON = 150;
const SKILL_ON_INVOKE = 1_400;
const WORKER_SCHEMA = 600;

const serverName = (): string => Object.keys((JSON.parse(readFileSync(join(REPO_ROOT, ".claude-plugin", "plugin.json"), "utf8")) as { mcpServers: Record<string, unknown> }).mcpServers)[0]!;

describe("economy", () => {
  it("always-on - both skills' listing lines and every deferred tool name fit 150 tokens together", async () => {
    const skills = await readSkills();
    const listing = skills.map((s) => `${listingLine(`${PLUGIN}:${s.name}`, s.description)}\n`).join("");
    const names = toolList().map((t) => `mcp__plugin_${PLUGIN}_${serverName()}__${t.name}\n`).join("");
    expect(skills.map((s) => s.name).sort()).toEqual(["model-setup", "opencode-worker"]);
    expect(countTokens(listing) + countTokens(names), listing + names).toBeLessThanOrEqual(ALWAYS_ON);
  });

  it("always-on - the server sends no instructions (they would cost every session)", async () => {
    const server = createMcpServer({ env: {}, cwd: REPO_ROOT }, "0.0.0");
    const [a, b] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: "t", version: "1" });
    await Promise.all([server.connect(a), client.connect(b)]);
    try {
      expect(client.getInstructions()).toBeUndefined();
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(["setup", "worker"]);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it("on invoke - the opencode-worker SKILL.md body fits its budget; the schemas carry no $schema or 2^53 bounds", async () => {
    const skill = (await readSkills()).find((s) => s.name === "opencode-worker")!;
    const body = skill.text.replace(/^---\n[\s\S]*?\n---\n/, "");
    expect(countTokens(body)).toBeLessThanOrEqual(SKILL_ON_INVOKE);
    const worker = toolList().find((t) => t.name === "worker")!;
    expect(countTokens(JSON.stringify(worker))).toBeLessThanOrEqual(WORKER_SCHEMA);
    const text = JSON.stringify(toolList());
    expect(text).not.toContain("$schema");
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });
});
