/**
 * The replay model: a scripted OpenAI-compatible server that stands in for a real model in
 * tests, benchmarks and the demo. Scripts are YAML (protocol/schemas/replay.schema.json).
 */
export type { ReplayDocument, Script, Reply } from "./script.js";
export { parseReplayDocument, parseReplayYaml, loadReplayScript, singleScript } from "./script.js";
export type { ReplayServer } from "./server.js";
export { startReplayServer } from "./server.js";
