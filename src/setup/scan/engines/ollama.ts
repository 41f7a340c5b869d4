import type { GgufHeader, GgufTensor, MetaValue } from "../../gguf.js";
import { ggmlTypeByName, tensorBytes } from "../../ggml.js";
import { arr, at, bool, get, num, obj, post, str, type Json } from "../json.js";
import type { Endpoint, Probe, ProbeContext, ServedModel } from "../types.js";

/**
 * ollama (`server/routes.go`): identified by `GET /api/version`; models from `/api/tags`, what is
 * loaded (and at which context) from `/api/ps`, capabilities and the raw GGUF keys from
 * `POST /api/show`, the cloud switch from `/api/status`. The OpenAI API lives under /v1 and
 * cannot set num_ctx, which is why a served context matters so much here.
 */

const SHOW_LIMIT = 16;

export const probeOllama: Probe = async (root, ctx) => {
  const version = await get(root, "/api/version", ctx);
  const v = str(obj(version?.json), "version");
  if (!version || version.status !== 200 || v === undefined) return undefined;
  const [tags, ps, status] = await Promise.all([get(root, "/api/tags", ctx), get(root, "/api/ps", ctx), get(root, "/api/status", ctx)]);
  const notes: string[] = [];
  const loaded = new Map<string, number | undefined>();
  for (const m of arr(obj(ps?.json)?.models).map(obj)) {
    const name = str(m, "name") ?? str(m, "model");
    if (name) loaded.set(name, num(m, "context_length"));
  }
  const listed = arr(obj(tags?.json)?.models).map(obj).filter((m): m is Json => str(m, "name") !== undefined);
  const shows = await Promise.all(listed.slice(0, SHOW_LIMIT).map((m) => post(root, "/api/show", { model: str(m, "name") }, ctx)));
  const models: ServedModel[] = listed.map((m, i) => {
    const name = str(m, "name")!;
    const show = obj(shows[i]?.json);
    const info = obj(show?.model_info);
    const arch = str(info, "general.architecture") ?? str(obj(m.details), "family");
    const caps = arr(show?.capabilities ?? m.capabilities).filter((c): c is string => typeof c === "string");
    const numCtx = /(?:^|\n)\s*num_ctx\s+(\d+)/.exec(str(show, "parameters") ?? "")?.[1];
    return {
      id: name,
      contextPerSlot: loaded.get(name) ?? (numCtx ? Number(numCtx) : undefined),
      contextTrain: arch ? num(info, `${arch}.context_length`) : undefined,
      tools: show ? caps.includes("tools") : undefined,
      loaded: loaded.has(name),
      remote: str(m, "remote_host") !== undefined || str(m, "remote_model") !== undefined || name.endsWith(":cloud") || name.endsWith("-cloud"),
      quant: str(obj(m.details), "quantization_level"),
      architecture: arch,
      sizeBytes: num(m, "size"),
    };
  });
  if (models.some((m) => !m.loaded && m.contextPerSlot === undefined)) {
    notes.push("models not loaded serve the default context when first used: OLLAMA_CONTEXT_LENGTH, else 4096 tokens below 24 GiB of VRAM (ollama ≥ 0.15.5 tiers it by VRAM); OpenCode needs ≥ 32k, so create a model with PARAMETER num_ctx (see ocw setup serve --engine ollama)");
  }
  notes.push("ollama does not report its slot count (OLLAMA_NUM_PARALLEL, default 1); ocw setup verify measures it");
  const cloud = obj(obj(status?.json)?.cloud);
  const disabled = bool(cloud, "disabled");
  return {
    url: root.toString().replace(/\/$/, ""),
    engine: "ollama",
    baseURL: at(root, "/v1"),
    version: v,
    authRequired: tags?.status === 401 || tags?.status === 403,
    cloud: disabled === undefined ? undefined : { disabled, source: str(cloud, "source") },
    models,
    notes,
  } satisfies Endpoint;
};

/** `POST /api/show` with verbose output: the model's raw GGUF keys and tensor table. */
export async function ollamaShow(root: URL, model: string, ctx: ProbeContext): Promise<Json | undefined> {
  const res = await post(root, "/api/show", { model, verbose: true }, ctx);
  return res?.status === 200 ? obj(res.json) : undefined;
}

/**
 * A GGUF header rebuilt from `/api/show` (verbose): ollama returns the file's metadata as
 * `model_info` and its tensors as `{name, type, shape}`, which is everything fit needs.
 */
export function headerFromShow(model: string, show: Json): GgufHeader | undefined {
  const info = obj(show.model_info);
  if (!info || typeof info["general.architecture"] !== "string") return undefined;
  const metadata: Record<string, MetaValue> = {};
  const arrayLengths: Record<string, number> = {};
  for (const [k, v] of Object.entries(info)) {
    if (Array.isArray(v)) arrayLengths[k] = v.length;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") metadata[k] = v;
    else if (Array.isArray(v) && v.length <= 4096) metadata[k] = v.filter((x): x is MetaValue => ["string", "number", "boolean"].includes(typeof x));
  }
  const tensors: GgufTensor[] = [];
  for (const t of arr(show.tensors).map(obj)) {
    const name = str(t, "name");
    const type = ggmlTypeByName(str(t, "type") ?? "");
    const shape = arr(t?.shape).map(Number);
    if (!name || !type || shape.some((d) => !Number.isSafeInteger(d) || d < 1)) continue;
    const bytes = tensorBytes(type, shape);
    if (bytes !== undefined) tensors.push({ name, shape, type, bytes });
  }
  if (tensors.length === 0) return undefined;
  return { source: `ollama:${model}`, remote: true, fileSize: undefined, metadata, arrayLengths, tensors, shards: 1 };
}
