import { arr, at, bool, get, num, obj, openaiModels, str } from "../json.js";
import type { Endpoint, Probe, ServedModel } from "../types.js";

/**
 * llama.cpp's llama-server (`tools/server`): identified by its `Server: llama.cpp` header, the
 * `owned_by: "llamacpp"` of `/v1/models`, or `/props` with `total_slots`. `/props` gives the
 * slot count and each slot's context (`default_generation_settings.n_ctx` — `-c` divided by
 * `-np` unless the KV is unified) and whether the chat template handles tools. With `--api-key`
 * only `/health` answers without the key. The quant is the served model's own (`/props`
 * `model_ftype`, also `/v1/models` `meta.ftype`), so the target key names what really runs.
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
    quant: ftypeMix(str(p, "model_ftype") ?? str(obj(m.meta), "ftype")),
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
    models.push({ id: alias, contextPerSlot: perSlot, tools, loaded: true, remote: false, path, quant: ftypeMix(str(p, "model_ftype")) });
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

/**
 * llama.cpp's display name of a model's file type (src/llama-model-loader.cpp llama_ftype_name:
 * "Q8_0", "Q4_K - Medium", "IQ4_XS - 4.25 bpw", "all F32", "MXFP4 MoE", "(guessed) F16") as the
 * mix name GGUF files and the target key use (Q8_0, Q4_K_M, IQ4_XS, F32, MXFP4_MOE, F16);
 * undefined when llama.cpp itself does not know it.
 */
export function ftypeMix(name: string | undefined): string | undefined {
  const s = name?.replace(/^\(guessed\)\s*/, "").trim();
  if (!s || /^unknown/i.test(s)) return undefined;
  if (s === "all F32") return "F32";
  if (s === "MXFP4 MoE") return "MXFP4_MOE";
  // "Q2_K - Medium" is plain Q2_K (file type 10); "IQ3_S mix - 3.66 bpw" is IQ3_M (27).
  if (s === "Q2_K - Medium") return "Q2_K";
  if (s.startsWith("IQ3_S mix")) return "IQ3_M";
  const sized = /^([A-Z0-9_]+) - (Small|Medium|Large)$/i.exec(s);
  if (sized) return `${sized[1]!.toUpperCase()}_${sized[2]![0]!.toUpperCase()}`;
  const plain = /^([A-Z0-9_]+)(?: - .*)?$/i.exec(s);
  return plain ? plain[1]!.toUpperCase() : undefined;
}
