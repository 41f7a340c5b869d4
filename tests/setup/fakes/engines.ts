/**
 * Protocol-faithful fake model servers on loopback — the only test doubles in the setup suite.
 * Each answers its engine's identifying endpoints with the shapes documented in
 * research/model-setup.md §5 (ollama routes.go/types.go, llama-server's README, vLLM, LM Studio,
 * SGLang, Docker Model Runner) and serves /v1/chat/completions with a scripted model that
 * behaves like the real thing where setup cares:
 *
 * - `parallel` slots: at most that many generations run at once, the rest queue;
 * - context: a prompt longer than the per-request context is refused (llama.cpp, vLLM) or, as
 *   ollama does, silently truncated from the start;
 * - tools: a request with tools gets a tool call (or, with `toolText`, the call as unparsed text);
 *   a tool result gets an answer that uses it;
 * - a key, when set, is required everywhere but the engine's public routes.
 *
 * Tokens are counted as ⌈characters / 4⌉, the usual estimate for English text.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { GgufSpec } from "../../helpers/gguf-writer.js";
import { Semaphore, chat } from "./chat.js";
import { applyTemplate, tokenize } from "./tokens.js";

export type FakeEngine = "ollama" | "llama.cpp" | "vllm" | "lmstudio" | "sglang" | "dmr" | "openai" | "plain";

export interface FakeModel {
  readonly id: string;
  readonly contextTrain?: number;
  /** ollama: the model's `num_ctx` (what it is served with); default 4096. */
  readonly numCtx?: number;
  readonly tools?: boolean;
  readonly remote?: boolean;
  readonly loaded?: boolean;
  /** The quant as the engine names it (llama.cpp: llama_ftype_name, e.g. "Q8_0", "Q4_K - Medium"). */
  readonly quant?: string;
  readonly arch?: string;
  /** llama.cpp: the GGUF behind it (`model_path`). */
  readonly path?: string;
  /** ollama: the GGUF the model was pulled as; `/api/show` with `verbose` returns its keys and tensors. */
  readonly gguf?: GgufSpec;
}

export interface FakeOptions {
  readonly engine: FakeEngine;
  readonly models: readonly FakeModel[];
  /** Generations that may run at once (slots). Default 1. */
  readonly parallel?: number;
  /** Per-request context: llama.cpp slot n_ctx, vLLM max_model_len, LM Studio loaded context. */
  readonly ctxPerSlot?: number;
  readonly apiKey?: string;
  /** ollama /api/status; "absent" for versions before 0.16.2. */
  readonly cloud?: { readonly disabled: boolean; readonly source: string } | "absent";
  /** Delay per streamed token (ms). Default 15. */
  readonly tokenDelayMs?: number;
  /** vLLM started without --enable-auto-tool-choice. */
  readonly noAutoToolChoice?: boolean;
  /** The model ignores tools (answers in text). */
  readonly ignoresTools?: boolean;
  /** The server does not parse tool calls: the model's call comes back as content, in this template's words. */
  readonly toolText?: "hermes" | "qwen3-coder" | "mistral";
  /** llama.cpp started with --no-jinja: requests with tools are refused. Default true. */
  readonly jinja?: boolean;
  /** llama.cpp started with --context-shift: a prompt leaving no room to generate loses its start, and the completion says truncated. */
  readonly contextShift?: boolean;
  /** The model does not recall a passphrase from a long prompt (the server kept it whole). */
  readonly forgets?: boolean;
  readonly version?: string;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization?: string;
  readonly body?: unknown;
}

export interface FakeServer {
  readonly url: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  /** The most generations that ran at the same time. */
  readonly maxConcurrent: () => number;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

export async function startFake(opts: FakeOptions): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const slots = new Semaphore(opts.parallel ?? 1);
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: String(e) } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://x");
    const path = url.pathname;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown;
    try {
      body = raw ? (JSON.parse(raw) as unknown) : undefined;
    } catch {
      body = raw;
    }
    const authorization = req.headers.authorization;
    requests.push({ method: req.method ?? "GET", path, authorization, body });
    if (opts.engine === "llama.cpp") res.setHeader("Server", "llama.cpp");
    if (opts.apiKey && !isPublic(opts.engine, path) && authorization !== `Bearer ${opts.apiKey}` && req.headers["x-api-key"] !== opts.apiKey) {
      return unauthorized(opts.engine, res);
    }
    const route = routes(opts)[`${req.method} ${path}`];
    if (route) return route(res, body as Json | undefined);
    if (req.method === "POST" && path === chatPath(opts.engine)) return chat(opts, slots, res, body as Json);
    if (opts.engine === "plain" && path === "/") return text(res, 200, "<html><body>hello</body></html>", "text/html");
    return notFound(opts.engine, res, path);
  }

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    maxConcurrent: () => slots.most,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function chatPath(engine: FakeEngine): string {
  return engine === "dmr" ? "/engines/v1/chat/completions" : "/v1/chat/completions";
}

function isPublic(engine: FakeEngine, path: string): boolean {
  if (engine === "llama.cpp") return path === "/health" || path === "/v1/health" || path === "/";
  if (engine === "vllm") return !path.startsWith("/v1/");
  return false;
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

function text(res: ServerResponse, status: number, body: string, type = "text/plain"): void {
  res.writeHead(status, { "content-type": type });
  res.end(body);
}

function unauthorized(engine: FakeEngine, res: ServerResponse): void {
  if (engine === "llama.cpp") return json(res, 401, { error: { message: "Invalid API Key", type: "authentication_error", code: 401 } });
  if (engine === "vllm") return json(res, 401, { error: "Unauthorized" });
  return json(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } });
}

function notFound(engine: FakeEngine, res: ServerResponse, path: string): void {
  if (engine === "plain") return text(res, 404, "<html><body>Not Found</body></html>", "text/html");
  if (engine === "ollama") return text(res, 404, "404 page not found");
  if (engine === "vllm" || engine === "sglang") return json(res, 404, { detail: "Not Found" });
  return json(res, 404, { error: { code: 404, message: `File Not Found: ${path}`, type: "not_found_error" } });
}

type Route = (res: ServerResponse, body: Json | undefined) => void;

function routes(o: FakeOptions): Record<string, Route> {
  const now = Math.floor(Date.now() / 1000);
  const m0 = o.models[0];
  switch (o.engine) {
    case "ollama": {
      const info = (m: FakeModel): Json => ({
        "general.architecture": m.arch ?? "qwen3moe",
        [`${m.arch ?? "qwen3moe"}.context_length`]: m.contextTrain ?? 262144,
        [`${m.arch ?? "qwen3moe"}.block_count`]: 48,
      });
      const details = (m: FakeModel): Json => ({ parent_model: "", format: "gguf", family: m.arch ?? "qwen3moe", families: [m.arch ?? "qwen3moe"], parameter_size: "30.5B", quantization_level: m.quant ?? "Q4_K_M" });
      return {
        "GET /": (res) => text(res, 200, "Ollama is running"),
        "GET /api/version": (res) => json(res, 200, { version: o.version ?? "0.30.2" }),
        "GET /api/tags": (res) =>
          json(res, 200, {
            models: o.models.map((m) => ({
              name: m.id,
              model: m.id,
              modified_at: "2026-08-01T10:00:00Z",
              size: m.remote ? 384 : 18556689039,
              digest: "sha256:0000",
              details: details(m),
              ...(m.remote ? { remote_model: m.id.replace(/:cloud$/, ""), remote_host: "https://ollama.com:443" } : {}),
            })),
          }),
        "GET /api/ps": (res) =>
          json(res, 200, {
            models: o.models.filter((m) => m.loaded).map((m) => ({ name: m.id, model: m.id, size: 20e9, digest: "sha256:0000", details: details(m), expires_at: "2026-08-01T10:05:00Z", size_vram: 20e9, context_length: m.numCtx ?? 4096 })),
          }),
        "POST /api/show": (res, body) => {
          const m = o.models.find((x) => x.id === body?.model || `${x.id}:latest` === body?.model);
          if (!m) return json(res, 404, { error: `model '${String(body?.model)}' not found` });
          json(res, 200, {
            modelfile: `FROM ${m.id}`,
            parameters: m.numCtx ? `num_ctx                        ${m.numCtx}\nstop                           "<|im_end|>"` : `stop                           "<|im_end|>"`,
            template: "{{ .Prompt }}",
            details: details(m),
            model_info: m.gguf ? Object.fromEntries(Object.entries(m.gguf.metadata).map(([k, v]) => [k, body?.verbose || v.type !== "array" || v.value.length <= 5 ? v.value : []])) : info(m),
            ...(m.gguf && body?.verbose ? { tensors: m.gguf.tensors.map((t) => ({ name: t.name, type: t.type, shape: t.shape })) } : {}),
            capabilities: m.tools === false ? ["completion"] : ["completion", "tools"],
            modified_at: "2026-08-01T10:00:00Z",
          });
        },
        ...(o.cloud === "absent" ? {} : { "GET /api/status": (res: ServerResponse) => json(res, 200, { cloud: o.cloud ?? { disabled: true, source: "env" } }) }),
        "GET /v1/models": (res) => json(res, 200, { object: "list", data: o.models.map((m) => ({ id: m.id, object: "model", created: now, owned_by: "library" })) }),
      };
    }
    case "llama.cpp": {
      const id = m0?.id ?? "model";
      const model = { id, aliases: [id], tags: [], object: "model", created: now, owned_by: "llamacpp", meta: { vocab_type: 2, n_vocab: 151936, n_ctx: o.ctxPerSlot ?? 4096, n_ctx_train: m0?.contextTrain ?? 262144, n_embd: 2048, n_params: 30532122624, size: 18556686336, ftype: m0?.quant ?? "Q4_K - Medium" } };
      return {
        "GET /": (res) => text(res, 200, "<!doctype html><title>llama.cpp</title>", "text/html"),
        "GET /health": (res) => json(res, 200, { status: "ok" }),
        "GET /v1/health": (res) => json(res, 200, { status: "ok" }),
        "GET /props": (res) =>
          json(res, 200, {
            default_generation_settings: { params: { n_predict: -1, temperature: 0.8 }, n_ctx: o.ctxPerSlot ?? 4096 },
            total_slots: o.parallel ?? 1,
            model_alias: id,
            model_ftype: m0?.quant ?? "Q4_K - Medium",
            model_path: m0?.path ?? "/models/model.gguf",
            modalities: { vision: false, video: false, audio: false },
            endpoint_slots: true,
            endpoint_props: false,
            endpoint_metrics: false,
            chat_template: "{%- if tools %}{{ tools }}{% endif %}{{ messages }}",
            // common/jinja/caps.cpp to_map: what the template can render, whether or not jinja is on.
            chat_template_caps: {
              supports_object_arguments: m0?.tools !== false,
              supports_parallel_tool_calls: m0?.tools !== false,
              supports_preserve_reasoning: false,
              supports_reasoning_effort: false,
              supports_string_content: true,
              supports_system_role: true,
              supports_tool_calls: m0?.tools !== false,
              supports_tools: m0?.tools !== false,
              supports_typed_content: false,
            },
            bos_token: "",
            eos_token: "<|im_end|>",
            build_info: o.version ?? "b7000-fake",
            is_sleeping: false,
          }),
        "GET /v1/models": (res) => json(res, 200, { models: [{ name: id, model: id }], object: "list", data: [model] }),
        "GET /models": (res) => json(res, 200, { models: [{ name: id, model: id }], object: "list", data: [model] }),
        // tools/server: /apply-template renders the messages through the chat template; /tokenize
        // returns the ids (add_special adds BOS only where the vocabulary asks: Qwen2's does not).
        "POST /apply-template": (res, body) => json(res, 200, { prompt: applyTemplate(Array.isArray(body?.messages) ? (body.messages as Json[]) : []) }),
        "POST /tokenize": (res, body) => json(res, 200, { tokens: typeof body?.content === "string" ? tokenize(body.content) : [] }),
        "GET /slots": (res) => json(res, 200, Array.from({ length: o.parallel ?? 1 }, (_, i) => ({ id: i, n_ctx: o.ctxPerSlot ?? 4096, is_processing: false }))),
      };
    }
    case "vllm":
      return {
        "GET /health": (res) => text(res, 200, ""),
        "GET /version": (res) => json(res, 200, { version: o.version ?? "0.11.0" }),
        "GET /v1/models": (res) =>
          json(res, 200, { object: "list", data: o.models.map((m) => ({ id: m.id, object: "model", created: now, owned_by: "vllm", root: `/models/${m.id}`, parent: null, max_model_len: o.ctxPerSlot ?? 32768, permission: [] })) }),
        "GET /metrics": (res) =>
          text(res, 200, `# HELP vllm:num_requests_running Number of requests in model execution batches.\nvllm:num_requests_running{model_name="${m0?.id}"} 0.0\nvllm:cache_config_info{block_size="16",cache_dtype="auto",gpu_memory_utilization="0.9",num_gpu_blocks="8192"} 1.0\n`),
      };
    case "lmstudio":
      return {
        "GET /api/v0/models": (res) =>
          json(res, 200, {
            object: "list",
            data: o.models.map((m) => ({ id: m.id, object: "model", type: "llm", publisher: "lmstudio-community", arch: m.arch ?? "qwen3moe", compatibility_type: "gguf", quantization: m.quant ?? "Q4_K_M", state: m.loaded === false ? "not-loaded" : "loaded", max_context_length: m.contextTrain ?? 262144, ...(m.loaded === false ? {} : { loaded_context_length: o.ctxPerSlot ?? 4096 }) })),
          }),
        "GET /v1/models": (res) => json(res, 200, { object: "list", data: o.models.map((m) => ({ id: m.id, object: "model", owned_by: "organization_owner" })) }),
      };
    case "sglang":
      return {
        "GET /get_model_info": (res) => json(res, 200, { model_path: m0?.id ?? "model", tokenizer_path: m0?.id ?? "model", is_generation: true }),
        "GET /get_server_info": (res) => json(res, 200, { context_length: o.ctxPerSlot ?? 32768, max_running_requests: o.parallel ?? 1, version: o.version ?? "0.5.0" }),
        "GET /v1/models": (res) => json(res, 200, { object: "list", data: o.models.map((m) => ({ id: m.id, object: "model", created: now, owned_by: "sglang", root: m.id, max_model_len: o.ctxPerSlot ?? 32768 })) }),
        "GET /health": (res) => text(res, 200, ""),
      };
    case "dmr":
      return {
        "GET /": (res) => text(res, 200, "Docker Model Runner is running"),
        "GET /engines/v1/models": (res) => json(res, 200, { object: "list", data: o.models.map((m) => ({ id: m.id, object: "model", created: now, owned_by: "docker" })) }),
      };
    case "openai":
      return {
        "GET /v1/models": (res) => json(res, 200, { object: "list", data: o.models.map((m) => ({ id: m.id, object: "model", created: now, owned_by: "openai", ...(m.contextTrain ? { context_length: m.contextTrain } : {}) })) }),
      };
    case "plain":
      return {};
  }
}

