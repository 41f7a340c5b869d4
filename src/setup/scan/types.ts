/**
 * What a scan reports about one endpoint, the same for every engine, and the contract each
 * engine's probe fulfils: answer undefined when the server is not that engine.
 */

export type Engine = "ollama" | "llama.cpp" | "vllm" | "lmstudio" | "sglang" | "docker-model-runner" | "openai-compatible";

export interface ServedModel {
  /** The id requests must name (`model` in /v1/chat/completions). */
  readonly id: string;
  /** Tokens one request can use as the model is served now (a slot's context). */
  readonly contextPerSlot?: number;
  /** The context the model was trained for. */
  readonly contextTrain?: number;
  /** Tool calling is advertised (template or capability); `undefined` when the API does not say. */
  readonly tools?: boolean;
  readonly loaded?: boolean;
  /** Served from a hosted service, not this machine (ollama cloud models). */
  readonly remote?: boolean;
  readonly quant?: string;
  readonly architecture?: string;
  readonly sizeBytes?: number;
  /** The GGUF file behind it, when the engine says (llama.cpp `model_path`). */
  readonly path?: string;
}

export interface Endpoint {
  /** Root URL of the server (no /v1). */
  readonly url: string;
  readonly engine: Engine;
  /** OpenAI-compatible base URL for OpenCode's provider (ends in /v1). */
  readonly baseURL: string;
  readonly version?: string;
  /** Parallel request slots, when the engine reports them. */
  readonly slots?: number;
  /** The server refused us without a key. */
  readonly authRequired: boolean;
  /** ollama's cloud switch (`/api/status`), when reported. */
  readonly cloud?: { readonly disabled: boolean; readonly source?: string };
  readonly models: readonly ServedModel[];
  readonly notes: readonly string[];
}

export interface ProbeContext {
  readonly timeoutMs: number;
  /** Sent with every request (e.g. Authorization when a key was given). */
  readonly headers: Readonly<Record<string, string>>;
  readonly fetch?: typeof fetch;
}

/** An engine's probe: the endpoint as that engine, or undefined when the server is not it. */
export type Probe = (root: URL, ctx: ProbeContext) => Promise<Endpoint | undefined>;
