import { at, get, num, obj, openaiModels, str } from "../json.js";
import type { Endpoint, Probe } from "../types.js";

/**
 * vLLM's OpenAI server: `/v1/models` entries are `owned_by: "vllm"` with `max_model_len`; with
 * `--api-key` those routes need the key, but `/version` and the always-on `/metrics` (lines named
 * `vllm:…`) still identify it. Its KV is a paged pool shared by all requests, so "slots" is a
 * scheduling limit (`--max-num-seqs`), not a partition of the context.
 */

export const probeVllm: Probe = async (root, ctx) => {
  const [list, version, metrics] = await Promise.all([get(root, "/v1/models", ctx), get(root, "/version", ctx), get(root, "/metrics", ctx)]);
  const data = openaiModels(list);
  const byOwner = data.some((m) => str(m, "owned_by") === "vllm");
  const byMetrics = metrics?.status === 200 && /^vllm:/m.test(metrics.text);
  if (!byOwner && !byMetrics) return undefined;
  const notes: string[] = [];
  const authRequired = list?.status === 401 || list?.status === 403;
  if (authRequired) notes.push("the server requires an API key (--api-key); pass --key-env <VAR> to list its models");
  const blocks = /vllm:cache_config_info\{[^}]*num_gpu_blocks="(\d+)"[^}]*\}/.exec(metrics?.text ?? "");
  const blockSize = /vllm:cache_config_info\{[^}]*block_size="(\d+)"[^}]*\}/.exec(metrics?.text ?? "");
  if (blocks && blockSize) notes.push(`KV pool: ${Number(blocks[1]) * Number(blockSize[1])} tokens shared by all requests`);
  notes.push("tool calls need --enable-auto-tool-choice --tool-call-parser <parser>; ocw setup verify checks them");
  return {
    url: root.toString().replace(/\/$/, ""),
    engine: "vllm",
    baseURL: at(root, "/v1"),
    version: str(obj(version?.json), "version"),
    authRequired,
    models: data.map((m) => ({ id: str(m, "id")!, contextPerSlot: num(m, "max_model_len"), contextTrain: num(m, "max_model_len"), loaded: true, remote: false })),
    notes,
  } satisfies Endpoint;
};
