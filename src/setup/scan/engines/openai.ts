import { at, get, num, openaiModels, str } from "../json.js";
import type { Endpoint, Probe } from "../types.js";

/**
 * Any other OpenAI-compatible server (LiteLLM, LocalAI, a hosted API): only `/v1/models` is
 * known, and `owned_by` is a hint at most. Nothing here proves where the model runs, which is why
 * locality refuses this kind of endpoint.
 */

export const probeOpenAi: Probe = async (root, ctx) => {
  const list = await get(root, "/v1/models", ctx);
  const data = openaiModels(list);
  const authRequired = list?.status === 401 || list?.status === 403;
  if (data.length === 0 && !authRequired) return undefined;
  const owners = [...new Set(data.map((m) => str(m, "owned_by")).filter((o): o is string => o !== undefined))];
  return {
    url: root.toString().replace(/\/$/, ""),
    engine: "openai-compatible",
    baseURL: at(root, "/v1"),
    authRequired,
    models: data.map((m) => ({ id: str(m, "id")!, contextPerSlot: num(m, "context_length") ?? num(m, "max_model_len"), contextTrain: num(m, "context_length") })),
    notes: [
      ...(owners.length ? [`owned_by: ${owners.join(", ")}`] : []),
      ...(authRequired ? ["the server requires an API key; pass --key-env <VAR>"] : []),
      "an OpenAI-compatible API of unknown make: its context and slots are not reported; ocw setup verify measures them",
    ],
  } satisfies Endpoint;
};
