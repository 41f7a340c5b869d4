import { arr, at, get, num, obj, str, type Json } from "../json.js";
import type { Endpoint, Probe, ServedModel } from "../types.js";

/**
 * LM Studio: `GET /api/v0/models` (0.3.6+) lists models with `state`, `max_context_length` and,
 * when loaded, `loaded_context_length`; 0.4+ also has `/api/v1/models` with `loaded_instances`.
 * A just-in-time load uses the saved or default context, so an unloaded model's context is
 * unknown until it is loaded explicitly.
 */

export const probeLmStudio: Probe = async (root, ctx) => {
  const v0 = await get(root, "/api/v0/models", ctx);
  const rows = arr(obj(v0?.json)?.data).map(obj).filter((m): m is Json => str(m, "id") !== undefined && (str(m, "state") !== undefined || str(m, "compatibility_type") !== undefined));
  let models: ServedModel[] = rows
    .filter((m) => str(m, "type") !== "embeddings")
    .map((m) => ({
      id: str(m, "id")!,
      contextPerSlot: str(m, "state") === "loaded" ? num(m, "loaded_context_length") : undefined,
      contextTrain: num(m, "max_context_length"),
      loaded: str(m, "state") === "loaded",
      remote: false,
      quant: str(m, "quantization"),
      architecture: str(m, "arch"),
    }));
  if (rows.length === 0) {
    const v1 = await get(root, "/api/v1/models", ctx);
    const list = arr(obj(v1?.json)?.models).map(obj).filter((m): m is Json => str(m, "key") !== undefined && Array.isArray(m?.loaded_instances));
    if (list.length === 0) return undefined;
    models = list
      .filter((m) => str(m, "type") !== "embedding" && str(m, "type") !== "embeddings")
      .map((m) => {
        const inst = obj(arr(m.loaded_instances)[0]);
        const cfg = obj(inst?.config);
        return { id: str(m, "key")!, contextPerSlot: num(cfg, "context_length"), contextTrain: num(m, "max_context_length"), loaded: inst !== undefined, remote: false };
      });
  }
  const notes = ["LM Studio does not report its parallel slots (Max Concurrent Predictions, default 4); ocw setup verify measures them"];
  if (models.some((m) => !m.loaded)) notes.push("unloaded models get the saved or default context when loaded just in time; load explicitly: lms load <model> --context-length <N>");
  return { url: root.toString().replace(/\/$/, ""), engine: "lmstudio", baseURL: at(root, "/v1"), authRequired: false, models, notes } satisfies Endpoint;
};
