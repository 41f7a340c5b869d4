import { isAbsolute, join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { CATALOG } from "./catalog-models.js";
import { catalogModel } from "./catalog.js";
import type { CacheType } from "./ggml.js";
import { validateKeyEnvName } from "./secrets.js";

/**
 * The exact commands that serve a model for N workers, per engine — printed by default, run only
 * when the user says `--yes`. Every flag and variable used here is in the engine's documentation;
 * tests/setup/fixtures/engine-flags.ts lists each with where it is documented, and the tests hold
 * every printed argv to that list.
 *
 * - llama.cpp: `-m <local file>` or `-hf <repo>:<quant>` (llama-server downloads the quant into
 *   its cache on first start); `-c N·C -np N --kv-unified` gives every slot C tokens when all are
 *   busy and lets a lone slot grow; `-fa on` keeps long-context compute small and allows a
 *   quantized V cache; `--jinja` for tool calls on older builds; the key comes from
 *   `LLAMA_API_KEY`, never argv.
 * - ollama: the server's `OLLAMA_NUM_PARALLEL`, `OLLAMA_CONTEXT_LENGTH`, `OLLAMA_FLASH_ATTENTION`,
 *   `OLLAMA_KV_CACHE_TYPE`, then a Modelfile (`FROM <file | hf.co/<repo>:<quant> | name>`,
 *   `PARAMETER num_ctx C`: its OpenAI API cannot set it) and `ollama create` (which pulls a
 *   missing base); hybrid architectures are forced to one slot by ollama itself.
 * - vLLM: `vllm serve <repo>` of the original weights (not a GGUF quant), `--max-model-len C
 *   --max-num-seqs N`, tool calls need `--enable-auto-tool-choice --tool-call-parser`, the key
 *   comes from `VLLM_API_KEY`.
 */

export type ServeEngine = "llama.cpp" | "ollama" | "vllm";
export const SERVE_ENGINES: readonly ServeEngine[] = ["llama.cpp", "ollama", "vllm"];

/** Where the engine gets the weights. */
export type ServeSource =
  /** A local GGUF file (absolute path): llama.cpp `-m`, ollama `FROM <path>`. */
  | { readonly kind: "file"; readonly path: string }
  /** A quant in a Hugging Face GGUF repo: llama.cpp `-hf <repo>:<quant>`, ollama `FROM hf.co/<repo>:<quant>`. */
  | { readonly kind: "gguf-repo"; readonly repo: string; readonly quant: string }
  /** Original weights, a Hugging Face repo or a local folder: `vllm serve <repo>`. */
  | { readonly kind: "repo"; readonly repo: string }
  /** An ollama model name: `FROM <name>`. */
  | { readonly kind: "ollama"; readonly name: string };

export interface ServeRequest {
  readonly engine: ServeEngine;
  readonly source: ServeSource;
  /** The model id clients use; default: derived from the source. */
  readonly alias?: string;
  readonly slots: number;
  readonly ctxPerSlot: number;
  readonly cache?: CacheType;
  readonly unified?: boolean;
  /** `-ngl`; default all. */
  readonly gpuLayers?: number;
  readonly host?: string;
  readonly port?: number;
  readonly keyEnv?: string;
  /** GGUF `general.architecture`, for ollama's single-slot warning and vLLM's parser. */
  readonly architecture?: string;
  /** The model's name for vLLM's parser lookup (a catalog id or repo); default the source's. */
  readonly modelName?: string;
  readonly toolParser?: string;
  readonly reasoningParser?: string;
  readonly gpuMemoryUtilization?: number;
  /** llama-server `--cache-ram` (MiB); default llama.cpp's own (8192). */
  readonly cacheRamMiB?: number;
  /** vLLM flags the repo needs (the catalog's, e.g. Mistral-format loading). */
  readonly extraArgs?: readonly string[];
  /** The engine's binary (default llama-server / ollama / vllm on PATH). */
  readonly bin?: string;
}

/** An environment value: literal, or taken from another variable at run time (keys). */
export type EnvValue = { readonly value: string } | { readonly fromEnv: string };

export type ServeStep =
  | { readonly kind: "write"; readonly path: string; readonly text: string }
  | {
      readonly kind: "run";
      readonly argv: readonly string[];
      readonly env: Readonly<Record<string, EnvValue>>;
      readonly background: boolean;
      readonly manual?: string;
      /** The step as one shell line (environment first, keys by reference). */
      readonly line: string;
    };

export interface ServePlan {
  readonly engine: ServeEngine;
  readonly steps: readonly ServeStep[];
  /** The steps as a shell script a human can read and paste. */
  readonly script: string;
  readonly baseURL: string;
  readonly model: string;
  readonly healthURL?: string;
  readonly warnings: readonly string[];
}

const DEFAULT_PORT: Record<ServeEngine, number> = { "llama.cpp": 8080, ollama: 11434, vllm: 8000 };
/** Architectures ollama's scheduler runs with numParallel = 1 (server/sched.go). */
const OLLAMA_SINGLE_SLOT = new Set(["mllama", "qwen3vl", "qwen3vlmoe", "qwen35", "qwen35moe", "qwen3next", "lfm2", "lfm2moe", "nemotron_h", "nemotron_h_moe"]);
const REPO = /^[A-Za-z0-9][\w.-]*\/[\w.-]+$/;
const QUANT = /^[A-Za-z0-9_.-]{1,40}$/;

/** The serve plan for a request; `setupDir` is where Modelfiles go. Pure: reads and writes nothing. */
export function servePlan(req: ServeRequest, setupDir: string): ServePlan {
  validate(req);
  const host = req.host ?? "127.0.0.1";
  const port = req.port ?? DEFAULT_PORT[req.engine];
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const warnings: string[] = [];
  const cache = req.cache ?? "f16";
  const steps: ServeStep[] = [];
  const src = req.source;
  if (req.engine === "llama.cpp") {
    const alias = req.alias ?? defaultAlias(src);
    if (src.kind !== "file" && src.kind !== "gguf-repo") throw wrongSource("llama.cpp", src, "a .gguf file (--gguf) or a GGUF repo with its quant (--model <org>/<repo>-GGUF:<quant>)");
    const model = src.kind === "file" ? ["-m", src.path] : ["-hf", `${src.repo}:${src.quant}`];
    const argv = [req.bin ?? "llama-server", ...model, "--alias", alias, "--host", host, "--port", String(port), "-c", String(req.slots * req.ctxPerSlot), "-np", String(req.slots)];
    if (req.unified ?? true) argv.push("--kv-unified");
    argv.push("-fa", "on", "-ctk", cache, "-ctv", cache, "--jinja", "-ngl", req.gpuLayers === undefined ? "all" : String(req.gpuLayers));
    if (req.cacheRamMiB !== undefined) argv.push("--cache-ram", String(req.cacheRamMiB));
    steps.push(run(argv, req.keyEnv ? { LLAMA_API_KEY: { fromEnv: req.keyEnv } } : {}, true));
    if (!req.keyEnv && host !== "127.0.0.1" && host !== "localhost" && host !== "::1") warnings.push(`listening on ${host} without a key: anyone on the network can use it; pass --key-env <VAR>`);
    return finish(req, steps, `${origin}/v1`, alias, `${origin}/health`, warnings);
  }
  if (req.engine === "ollama") {
    if (src.kind === "repo") throw wrongSource("ollama", src, "a .gguf file, a GGUF repo with its quant (hf.co/<org>/<repo>-GGUF:<quant>) or an ollama model name");
    const from = src.kind === "file" ? src.path : src.kind === "gguf-repo" ? `hf.co/${src.repo}:${src.quant}` : src.name;
    const alias = req.alias ?? `${defaultAlias(src)}-${Math.round(req.ctxPerSlot / 1024)}k`;
    const file = join(setupDir, "ollama", `${alias.replace(/[^A-Za-z0-9._-]+/g, "_")}.Modelfile`);
    const env: Record<string, EnvValue> = {
      OLLAMA_NUM_PARALLEL: { value: String(req.slots) },
      OLLAMA_CONTEXT_LENGTH: { value: String(req.ctxPerSlot) },
      OLLAMA_FLASH_ATTENTION: { value: "1" },
    };
    if (cache === "q8_0" || cache === "q4_0") env.OLLAMA_KV_CACHE_TYPE = { value: cache };
    else if (cache !== "f16") warnings.push(`ollama's KV cache types are f16, q8_0 and q4_0; ${cache} is not available, f16 is used`);
    if (host !== "127.0.0.1" || port !== DEFAULT_PORT.ollama) env.OLLAMA_HOST = { value: `${host.includes(":") ? `[${host}]` : host}:${port}` };
    // The server's settings first (ollama usually runs as a service: restart it with them), then the model on it.
    steps.push(run([req.bin ?? "ollama", "serve"], env, true, "restart ollama with these variables (stop the running ollama first: systemctl restart ollama with them in an override, or quit the app)"));
    steps.push({ kind: "write", path: file, text: `FROM ${from}\nPARAMETER num_ctx ${req.ctxPerSlot}\n` });
    const client: Record<string, EnvValue> = env.OLLAMA_HOST ? { OLLAMA_HOST: env.OLLAMA_HOST } : {};
    steps.push(run([req.bin ?? "ollama", "create", alias, "-f", file], client, false));
    if (req.architecture && OLLAMA_SINGLE_SLOT.has(req.architecture) && req.slots > 1) {
      warnings.push(`ollama serves ${req.architecture} models with one slot whatever OLLAMA_NUM_PARALLEL says (server/sched.go); for ${req.slots} workers serve it with llama.cpp`);
    }
    if (req.keyEnv) warnings.push("ollama has no API key setting; --key-env is ignored (put an authenticating proxy in front if it must be reachable from the network)");
    return finish(req, steps, `${origin}/v1`, alias, undefined, warnings);
  }
  if (src.kind !== "repo") throw wrongSource("vLLM", src, "the original weights: a Hugging Face repo (--model <org>/<repo>) or a local model folder");
  const alias = req.alias ?? defaultAlias(src);
  const name = req.modelName ?? src.repo;
  const parser = req.toolParser ?? toolParserFor(name, req.architecture);
  if (!parser) {
    throw new OcwError(ErrorCode.InvalidInput, `no known vLLM tool-call parser for ${name}; pass --tool-parser <name> (hermes, qwen3_coder, openai, glm45, mistral, llama3_json…)`);
  }
  const argv = [req.bin ?? "vllm", "serve", src.repo, ...(req.extraArgs ?? []), "--served-model-name", alias, "--host", host, "--port", String(port), "--max-model-len", String(req.ctxPerSlot), "--max-num-seqs", String(req.slots), "--enable-auto-tool-choice", "--tool-call-parser", parser];
  const reasoning = req.reasoningParser ?? reasoningParserFor(name);
  if (reasoning) argv.push("--reasoning-parser", reasoning);
  argv.push("--gpu-memory-utilization", String(req.gpuMemoryUtilization ?? 0.9));
  if (cache === "q8_0" || cache === "q4_0") {
    argv.push("--kv-cache-dtype", "fp8");
    warnings.push(`vLLM has no ${cache} cache; fp8 is the closest (half of f16)`);
  }
  steps.push(run(argv, req.keyEnv ? { VLLM_API_KEY: { fromEnv: req.keyEnv } } : {}, true));
  return finish(req, steps, `${origin}/v1`, alias, `${origin}/health`, warnings);
}

function run(argv: string[], env: Record<string, EnvValue>, background: boolean, manual?: string): ServeStep {
  const vars = Object.entries(env).map(([k, v]) => `${k}=${"value" in v ? sh(v.value) : `"$${v.fromEnv}"`}`);
  return { kind: "run", argv, env, background, ...(manual ? { manual } : {}), line: [...vars, ...argv.map(sh)].join(" ") };
}

function wrongSource(engine: string, src: ServeSource, want: string): OcwError {
  const what = src.kind === "file" ? `the GGUF file ${src.path}` : src.kind === "gguf-repo" ? `the GGUF quant ${src.repo}:${src.quant}` : src.kind === "repo" ? `${src.repo} (original weights)` : `the ollama model ${src.name}`;
  const gguf = engine === "vLLM" && (src.kind === "file" || src.kind === "gguf-repo") ? " (a GGUF quant is not what vLLM serves: its GGUF loader is experimental and needs the vllm-gguf-plugin; serve GGUF with llama.cpp or ollama)" : "";
  return new OcwError(ErrorCode.InvalidInput, `${engine} cannot serve ${what}${gguf}; give it ${want}`);
}

function finish(req: ServeRequest, steps: ServeStep[], baseURL: string, model: string, healthURL: string | undefined, warnings: string[]): ServePlan {
  return { engine: req.engine, steps, script: scriptOf(steps), baseURL, model, healthURL, warnings };
}

function scriptOf(steps: readonly ServeStep[]): string {
  return steps
    .map((s) => {
      if (s.kind === "write") return `cat > ${sh(s.path)} <<'EOF'\n${s.text}EOF`;
      return s.manual ? `# ${s.manual}:\n${s.line}` : s.line;
    })
    .join("\n");
}

function sh(s: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

// The model id clients use when none is given: the file, repo or model name, lower-cased.
function defaultAlias(src: ServeSource): string {
  const name = src.kind === "file" ? src.path : src.kind === "gguf-repo" ? `${src.repo.replace(/[-_]gguf$/i, "")}-${src.quant}` : src.kind === "repo" ? src.repo : src.name.replace(/:/g, "-");
  const base = name.split(/[\\/]/).pop() ?? name;
  return base.replace(/\.gguf$/i, "").replace(/-\d{5}-of-\d{5}$/, "").toLowerCase().replace(/[^a-z0-9._-]+/g, "-") || "model";
}

/** vLLM's tool-call parser for a model (research §4.4), from the catalog or the name. */
export function toolParserFor(model: string, architecture?: string): string | undefined {
  const name = model.toLowerCase();
  const known = CATALOG.find((m) => name.includes(m.id) || name.includes(m.name.toLowerCase()));
  if (known) return known.toolParser;
  if (architecture === "gpt-oss" || name.includes("gpt-oss")) return "openai";
  if (/qwen3.?coder|qwen3.5|qwen35/.test(name)) return "qwen3_coder";
  if (/qwen/.test(name)) return "hermes";
  if (/glm-?4\.5|glm-?4\.6|glm-?4\.7|glm-?5/.test(name)) return "glm45";
  if (/devstral|mistral/.test(name)) return "mistral";
  if (/llama-?3/.test(name)) return "llama3_json";
  return undefined;
}

function reasoningParserFor(model: string): string | undefined {
  const name = model.toLowerCase();
  return CATALOG.find((m) => name.includes(m.id) || name.includes(m.name.toLowerCase()))?.reasoningParser ?? catalogModel(name)?.reasoningParser;
}

function validate(req: ServeRequest): void {
  if (!SERVE_ENGINES.includes(req.engine)) throw new OcwError(ErrorCode.InvalidInput, `Expected the engine to be one of ${SERVE_ENGINES.join(", ")}, got ${JSON.stringify(req.engine)}`);
  const src = req.source;
  if (src.kind === "file" && !isAbsolute(src.path)) throw new OcwError(ErrorCode.InvalidInput, `Expected the GGUF file as an absolute path, got ${JSON.stringify(src.path.slice(0, 200))}`);
  if (src.kind === "gguf-repo" && (!REPO.test(src.repo) || !QUANT.test(src.quant))) throw new OcwError(ErrorCode.InvalidInput, `Expected a GGUF repo as <org>/<repo> and a quant like Q4_K_M, got ${JSON.stringify(`${src.repo}:${src.quant}`.slice(0, 120))}`);
  if ((src.kind === "repo" && !src.repo) || (src.kind === "ollama" && !src.name)) throw new OcwError(ErrorCode.InvalidInput, "Expected a model (a repo or folder for vLLM, a model name for ollama)");
  if (!Number.isInteger(req.slots) || req.slots < 1 || req.slots > 64) throw new OcwError(ErrorCode.InvalidInput, `Expected the slot count to be an integer from 1 to 64, got ${JSON.stringify(req.slots)}`);
  if (!Number.isInteger(req.ctxPerSlot) || req.ctxPerSlot < 256 || req.ctxPerSlot > 1 << 22) throw new OcwError(ErrorCode.InvalidInput, `Expected the context per slot to be an integer from 256 to 4194304, got ${JSON.stringify(req.ctxPerSlot)}`);
  if (req.port !== undefined && (!Number.isInteger(req.port) || req.port < 1 || req.port > 65535)) throw new OcwError(ErrorCode.InvalidInput, `Expected a port from 1 to 65535, got ${JSON.stringify(req.port)}`);
  if (req.gpuLayers !== undefined && (!Number.isInteger(req.gpuLayers) || req.gpuLayers < 0 || req.gpuLayers > 1024)) throw new OcwError(ErrorCode.InvalidInput, `Expected -ngl to be an integer from 0 to 1024, got ${JSON.stringify(req.gpuLayers)}`);
  if (req.gpuMemoryUtilization !== undefined && !(req.gpuMemoryUtilization > 0 && req.gpuMemoryUtilization <= 1)) throw new OcwError(ErrorCode.InvalidInput, `Expected --gpu-mem-util in (0, 1], got ${JSON.stringify(req.gpuMemoryUtilization)}`);
  if (req.keyEnv !== undefined) validateKeyEnvName(req.keyEnv);
}
