/**
 * The replay model: a scripted OpenAI-compatible server that stands in for a real model in
 * tests, benchmarks and the demo. Scripts are YAML (protocol/schemas/replay.schema.json).
 */
export type { ReplayDocument, Script, Turn, Reply, Choice, Option, Answer, Match, Fault, ToolCall } from "./script.js";
export { parseReplayDocument, parseReplayYaml, loadReplayScript, singleScript } from "./script.js";
export type { ChatRequest } from "./cursor.js";
export { userText, systemText, workingDirectory } from "./cursor.js";
export type { ReplayServer, ReplayServerOptions, ReplayRequest } from "./server.js";
export { startReplayServer } from "./server.js";
