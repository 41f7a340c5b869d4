import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { ListToolsRequestSchema, type ServerNotification, type ServerRequest, type Tool } from "@modelcontextprotocol/sdk/types.js";
import type { Readable, Writable } from "node:stream";
import * as z from "zod";
import { TOOLS, callTool, type ToolContext, type ToolName } from "./tools.js";

/**
 * `ocw mcp`: the stdio MCP server Claude Code starts from the plugin. stdout carries JSON-RPC
 * and nothing else (no console.log anywhere below); the server holds no job state of its own,
 * so killing it loses nothing — a new one reads the same ledger. It sends no instructions: the
 * skills say when to use it, and instructions would cost every session's context.
 */

/**
 * The tool list as Claude is shown it: the JSON Schema of each input without what costs tokens
 * and tells Claude nothing (`$schema` on every tool, 2^53 bounds on integers, titles).
 */
export function toolList(): Tool[] {
  return (Object.keys(TOOLS) as ToolName[]).map((name) => ({
    name,
    description: TOOLS[name].description,
    inputSchema: trimSchema(z.toJSONSchema(z.object(TOOLS[name].inputSchema), { target: "draft-7", io: "input" })) as Tool["inputSchema"],
  }));
}

function trimSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(trimSchema);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "$schema" || k === "additionalProperties") continue;
    if ((k === "maximum" || k === "minimum") && typeof v === "number" && Math.abs(v) >= Number.MAX_SAFE_INTEGER) continue;
    out[k] = trimSchema(v);
  }
  return out;
}

/** Build the server with both tools registered. */
export function createMcpServer(ctx: ToolContext, version: string): McpServer {
  const server = new McpServer({ name: "opencode-worker", version });
  for (const name of Object.keys(TOOLS) as ToolName[]) {
    const t = TOOLS[name];
    server.registerTool(name, { description: t.description, inputSchema: t.inputSchema }, async (args: Record<string, unknown>, extra: RequestHandlerExtra<ServerRequest, ServerNotification>) => {
      const token = extra._meta?.progressToken;
      let last = 0;
      return callTool(name, args, ctx, async (elapsedMs, message) => {
        if (token === undefined || extra.signal.aborted) return;
        // Progress must increase; elapsed seconds always do.
        const progress = Math.max(last + 1, Math.round(elapsedMs / 1000));
        last = progress;
        await extra.sendNotification({ method: "notifications/progress", params: { progressToken: token, progress, message } }).catch(() => undefined);
      });
    });
  }
  // Replaces the SDK's own listing (same tools, same validation on call), trimmed.
  const tools = toolList();
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  return server;
}

/** Serve on stdio until the client closes the stream. */
export async function serveStdio(ctx: ToolContext, version: string, streams: { stdin: Readable; stdout: Writable } = { stdin: process.stdin, stdout: process.stdout }): Promise<void> {
  const server = createMcpServer(ctx, version);
  const transport = new StdioServerTransport(streams.stdin, streams.stdout);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
    streams.stdin.once("end", () => resolve());
    streams.stdin.once("close", () => resolve());
  });
  await server.connect(transport);
  try {
    await closed;
  } finally {
    await server.close().catch(() => undefined);
  }
}
