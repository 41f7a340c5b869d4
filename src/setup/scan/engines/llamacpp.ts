import { arr, at, bool, get, num, obj, openaiModels, str } from "../json.js";
import type { Endpoint, Probe, ServedModel } from "../types.js";

/**
 * llama.cpp's llama-server (`tools/server`): identified by its `Server: llama.cpp` header, the
 * `owned_by: "llamacpp"` of `/v1/models`, or `/props` with `total_slots`. `/props` gives the
 * slot count and each slot's context (`default_generation_settings.n_ctx` — `-c` divided by
 * `-np` unless the KV is unified) and whether the chat template handles tools. With `--api-key`
 * only `/health` answers without the key.
 */

export const probeLlamaCpp: Probe = async (root, ctx) => {
  const [health, props, list] = await Promise.all([get(root, "/health", ctx), get(root, "/props", ctx), get(root, "/v1/models", ctx)]);
  const server = [health, props, list].map((r) => r?.headers.get("server") ?? "").find((s) => /llama\.cpp/i.test(s));
  const p = props?.status === 200 ? obj(props.json) : undefined;
  const data = openaiModels(list);
  const isLlama = server !== undefined || num(p, "total_slots") !== undefined || data.some((m) => str(m, "owned_by") === "llamacpp");
  if (!isLlama) return undefined;
  const notes: string[] = [];
  const authRequired = props?.status === 401 || list?.status === 401;
  if (authRequired) notes.push("the server requires an API key (--api-key); pass --key-env <VAR> to read its slots and context");
  if (health?.status === 503) notes.push("the server is still loading its model");
  const slots = num(p, "total_slots");
  const perSlot = num(obj(p?.default_generation_settings), "n_ctx");
  const caps = obj(p?.chat_template_caps);
  const template = str(p, "chat_template");
  const tools = bool(caps, "supports_tool_calls") ?? bool(caps, "supports_tools") ?? (p ? str(p, "chat_template_tool_use") !== undefined || /\btools\b/.test(template ?? "") : undefined);
  if (tools === false) notes.push("the chat template does not handle tools: start llama-server with --jinja (default since late 2025) or a tool-capable --chat-template-file");
  const path = str(p, "model_path");
  const models: ServedModel[] = data.map((m) => ({
    id: str(m, "id")!,
    contextPerSlot: perSlot,
    contextTrain: num(obj(m.meta), "n_ctx_train"),
    tools,
    loaded: true,
    remote: false,
    sizeBytes: num(obj(m.meta), "size"),
    path,
  }));
  if (models.length === 0 && p) {
    const alias = str(p, "model_alias") ?? path ?? "default";
    models.push({ id: alias, contextPerSlot: perSlot, tools, loaded: true, remote: false, path });
  }
  for (const alias of arr(data[0]?.aliases)) if (typeof alias === "string" && !models.some((m) => m.id === alias)) notes.push(`also answers to the alias ${alias}`);
  return {
    url: root.toString().replace(/\/$/, ""),
    engine: "llama.cpp",
    baseURL: at(root, "/v1"),
    version: str(p, "build_info"),
    slots,
    authRequired,
    models,
    notes,
  } satisfies Endpoint;
};
