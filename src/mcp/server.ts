import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import type { Readable, Writable } from "node:stream";
import { TOOLS, callTool, type ToolContext, type ToolName } from "./tools.js";

/**
 * `ocw mcp`: the stdio MCP server Claude Code starts from the plugin. stdout carries JSON-RPC
 * and nothing else (no console.log anywhere below); the server holds no job state of its own,
 * so killing it loses nothing — a new one reads the same ledger.
 */

const INSTRUCTIONS =
  "Delegate bounded coding tasks to OpenCode workers. worker_dispatch a task spec, then loop worker_wait (≤ 50 s per call) until terminal, answering pending permissions with worker_permit. Read worker_result and report the verdict as it is; apply only built work with worker_apply.";

/** Build the server with every worker_* tool registered. */
export function createMcpServer(ctx: ToolContext, version: string): McpServer {
  const server = new McpServer({ name: "opencode-worker", version }, { instructions: INSTRUCTIONS });
  for (const name of Object.keys(TOOLS) as ToolName[]) {
    const t = TOOLS[name];
    server.registerTool(name, { title: t.title, description: t.description, inputSchema: t.inputSchema }, async (args: Record<string, unknown>, extra: RequestHandlerExtra<ServerRequest, ServerNotification>) => {
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
