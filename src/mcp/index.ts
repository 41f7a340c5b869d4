/** The MCP room: the stdio server and its worker_* tools. */
export { createMcpServer, serveStdio } from "./server.js";
export type { ToolContext, ToolName } from "./tools.js";
export { TOOLS, callTool } from "./tools.js";
