/** The MCP room: the stdio server and its worker and setup tools. */
export { createMcpServer, serveStdio, toolList } from "./server.js";
