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
import { PLUGIN, REPO_ROOT, commandPrompt, listingLine, readCommands, readSkills } from "../helpers/claude-cli.js";
import { countTokens } from "../helpers/tokens.js";

const ALWAYS_ON = 150;
const SKILL_ON_INVOKE = 1_400;
const WORKER_SCHEMA = 600;
/** A slash command's prompt on invoke (what its `!` lines print is ocw's answer, counted with the tool results). */
const COMMAND_ON_INVOKE = 60;
const COMMANDS_ON_INVOKE = 200;

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

  it("always-on - every slash command is user-only (disable-model-invocation), so the commands add 0 always-on tokens", async () => {
    const commands = await readCommands();
    expect(commands.map((c) => c.name)).toEqual(["cancel", "delegate", "jobs", "result", "setup"]);
    // A command the model may invoke is listed with its description in every session; these are not
    // (tests/claude/commands.test.ts checks the real client's first request).
    for (const c of commands) expect(c.meta["disable-model-invocation"], `commands/${c.name}.md`).toBe(true);
  });

  it("on invoke - each slash command's prompt fits 60 tokens, all five 200", async () => {
    const commands = await readCommands();
    const tokens = commands.map((c) => ({ name: c.name, tokens: countTokens(commandPrompt(c.body)) }));
    for (const t of tokens) expect(t.tokens, t.name).toBeLessThanOrEqual(COMMAND_ON_INVOKE);
    expect(tokens.reduce((a, t) => a + t.tokens, 0)).toBeLessThanOrEqual(COMMANDS_ON_INVOKE);
  });
});
