#!/usr/bin/env node
// A stand-in `llama-server` binary for `ocw setup serve --yes` tests: it takes llama-server's
// flags and serves what llama-server would report for them on loopback — /health (public),
// /props with total_slots = -np and the per-slot context (-c / -np, or all of -c with
// --kv-unified), /v1/models with the --alias — and requires LLAMA_API_KEY when it is set.
import { createServer } from "node:http";

const args = process.argv.slice(2);
const flag = (...names) => {
  for (const n of names) {
    const i = args.indexOf(n);
    if (i >= 0) return args[i + 1];
  }
  return undefined;
};
const port = Number(flag("--port") ?? 8080);
const slots = Number(flag("-np", "--parallel") ?? 1);
const ctx = Number(flag("-c", "--ctx-size") ?? 4096);
const perSlot = args.includes("--kv-unified") ? ctx : Math.floor(ctx / slots);
const alias = flag("--alias", "-a") ?? "model";
const key = process.env.LLAMA_API_KEY;
const send = (res, status, body) => {
  res.writeHead(status, { "content-type": "application/json", server: "llama.cpp" });
  res.end(JSON.stringify(body));
};
createServer((req, res) => {
  if (req.url === "/health") return send(res, 200, { status: "ok" });
  if (key && req.headers.authorization !== `Bearer ${key}`) return send(res, 401, { error: { message: "Invalid API Key", type: "authentication_error", code: 401 } });
  if (req.url === "/props") return send(res, 200, { total_slots: slots, default_generation_settings: { n_ctx: perSlot }, model_path: flag("-m"), model_alias: alias, build_info: "fake-llama-server", chat_template_caps: { supports_tool_calls: args.includes("--jinja") } });
  if (req.url === "/v1/models") return send(res, 200, { object: "list", data: [{ id: alias, object: "model", owned_by: "llamacpp", meta: { n_ctx_train: 131072 } }] });
  send(res, 404, { error: { code: 404, message: "File Not Found", type: "not_found_error" } });
}).listen(port, flag("--host") ?? "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
