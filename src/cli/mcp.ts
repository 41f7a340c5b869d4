import { estimateJsonTokens } from "../jobs/index.js";
import { skillTokens } from "./claude-cost.js";
import pkg from "../../package.json" with { type: "json" };
import type { Context, Outcome } from "./context.js";
import { findRootOrUndefined } from "./root.js";

/** `ocw mcp`: the stdio MCP server (what the plugin's mcpServers entry runs). Prints nothing else. */
export const mcpCommand = {
  name: "mcp",
  summary: "Serve the worker and setup tools over MCP on stdio (started by Claude Code from the plugin)",
  usage: `Usage: ocw mcp

Speaks JSON-RPC on stdin/stdout until stdin closes; logs go to stderr. Jobs live in the state dir
($OCW_HOME), so a restarted server sees every job.`,
  options: {},
  allowPositionals: false,
  async run(_values: Record<string, never>, _positionals: string[], ctx: Context): Promise<Outcome> {
    // The MCP SDK is loaded only by this long-lived command, not by every one-shot `ocw` call.
    const { serveStdio, toolList } = await import("../mcp/index.js");
    const root = findRootOrUndefined({ cwd: ctx.cwd, ...(ctx.selfDir ? { selfDir: ctx.selfDir } : {}) });
    // What a Claude session pays to delegate through this server before any result: the skill once invoked, the worker tool's schema once loaded.
    const worker = toolList().find((t) => t.name === "worker");
    const session = { id: `mcp-${process.pid}-${Date.now().toString(36)}`, tokens: skillTokens(root, ctx.selfDir) + (worker ? estimateJsonTokens(JSON.stringify(worker)) : 0) };
    await serveStdio({ env: ctx.env, cwd: ctx.cwd, ...(root ? { root } : {}), session }, pkg.version);
    return { data: null, text: "" };
  },
} as const;

