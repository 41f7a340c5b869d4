import { at, get, num, obj, openaiModels, str } from "../json.js";
import type { Endpoint, Probe } from "../types.js";

/**
 * SGLang: its native `GET /get_model_info` answers `{model_path, is_generation, …}`;
 * `/get_server_info` (newer: `/server_info`) carries the server arguments, including
 * `context_length` and `max_running_requests` when set. Shapes from SGLang's native-API docs.
 */

export const probeSglang: Probe = async (root, ctx) => {
  const info = await get(root, "/get_model_info", ctx);
  const i = obj(info?.json);
  if (info?.status !== 200 || str(i, "model_path") === undefined) return undefined;
  const [server, list] = await Promise.all([get(root, "/get_server_info", ctx).then(async (r) => (r?.status === 200 ? r : get(root, "/server_info", ctx))), get(root, "/v1/models", ctx)]);
  const s = obj(server?.json);
  const ctxLen = num(s, "context_length");
  const data = openaiModels(list);
  const ids = data.length > 0 ? data.map((m) => ({ id: str(m, "id")!, ctx: num(m, "max_model_len") })) : [{ id: str(i, "model_path")!, ctx: undefined }];
  return {
    url: root.toString().replace(/\/$/, ""),
    engine: "sglang",
    baseURL: at(root, "/v1"),
    version: str(s, "version"),
    slots: num(s, "max_running_requests"),
    authRequired: list?.status === 401,
    models: ids.map((m) => ({ id: m.id, contextPerSlot: m.ctx ?? ctxLen, contextTrain: m.ctx ?? ctxLen, loaded: true, remote: false })),
    notes: ["tool calls need --tool-call-parser <parser>; ocw setup verify checks them"],
  } satisfies Endpoint;
};
