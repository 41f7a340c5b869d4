import { at, get, num, openaiModels, str } from "../json.js";
import type { Endpoint, Probe } from "../types.js";

/**
 * Docker Model Runner: its OpenAI API sits under `/engines/v1` (or `/engines/<engine>/v1`),
 * a path no other engine uses, so a model list there identifies it.
 */

export const probeDockerModelRunner: Probe = async (root, ctx) => {
  const list = await get(root, "/engines/v1/models", ctx);
  const data = openaiModels(list);
  if (list?.status !== 200 || data.length === 0) return undefined;
  return {
    url: root.toString().replace(/\/$/, ""),
    engine: "docker-model-runner",
    baseURL: at(root, "/engines/v1"),
    authRequired: false,
    models: data.map((m) => ({ id: str(m, "id")!, contextPerSlot: num(m, "context_length"), loaded: undefined, remote: false })),
    notes: ["Docker Model Runner runs llama.cpp (or vLLM) inside; set the context with docker model configure --context-size <N> <model>"],
  } satisfies Endpoint;
};
