import { serveStdio } from "../mcp/index.js";
import pkg from "../../package.json" with { type: "json" };
import type { Context, Outcome } from "./context.js";

/** `ocw mcp`: the stdio MCP server (what the plugin's mcpServers entry runs). Prints nothing else. */
export const mcpCommand = {
  name: "mcp",
  summary: "Serve the worker_* tools over MCP on stdio (started by Claude Code from the plugin)",
  usage: `Usage: ocw mcp

Speaks JSON-RPC on stdin/stdout until stdin closes; logs go to stderr. Jobs live in the state dir
($OCW_HOME), so a restarted server sees every job.`,
  options: {},
  allowPositionals: false,
  async run(_values: Record<string, never>, _positionals: string[], ctx: Context): Promise<Outcome> {
    await serveStdio({ env: ctx.env, cwd: ctx.cwd }, pkg.version);
    return { data: null, text: "" };
  },
} as const;
