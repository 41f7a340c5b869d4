import { ErrorCode, OcwError } from "../error.js";
import type { CatalogModel } from "./catalog-models.js";
import { fitClimbing } from "./fit-catalog.js";
import { fit, type Budget, type FitPlan, type FitRequest, type ModelProfile } from "./fit.js";
import { memoryBudget, type BudgetInput } from "./fit-model.js";
import type { CacheType } from "./ggml.js";
import { GiB, MiB } from "./memory.js";
import { profileFromCatalog, profileFromCatalogRepo, profileFromGguf } from "./profile.js";
import { servePlan, type ServeEngine, type ServePlan, type ServeRequest, type ServeSource } from "./serve.js";
import { parseModel, type NamedModel } from "./serve-source.js";
import { setupDir } from "./state.js";

/**
 * `ocw setup serve` as one function: what the user named → where the engine gets the weights →
 * the same fit `ocw setup fit` runs (a GGUF header when there is a file or URL, the catalog when
 * it is a catalogued model) → the serve plan with the fitted slots, context, KV cache type and GPU
 * layers. When nothing can be fitted without a download (an uncatalogued repo, an ollama name),
 * the plan is still printed, marked not fitted, with what is unknown and how to get a fit.
 */

export interface ServeInput extends BudgetInput {
  readonly engine: ServeEngine;
  readonly gguf?: string;
  readonly model?: string;
  readonly quant?: string;
  readonly slots?: number;
  readonly ctxPerSlot?: number;
  readonly cache?: CacheType;
  readonly unified?: boolean;
  readonly gpuLayers?: number;
  readonly alias?: string;
  readonly host?: string;
  readonly port?: number;
  readonly keyEnv?: string;
  readonly toolParser?: string;
  readonly gpuMemoryUtilization?: number;
  readonly cacheRamMiB?: number;
  readonly bin?: string;
}

export interface ServeOptions {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where Modelfiles go; default `<state>/setup`. */
  readonly setupDir?: string;
  /** The memory budget, asked for only when there is something to fit; default `memoryBudget(input)`. */
  readonly budget?: () => Promise<Budget>;
  readonly timeoutMs?: number;
}

export interface ServeOutcome {
  readonly plan: ServePlan;
  /** The fit the plan's numbers come from; undefined when not fitted. */
  readonly fit: FitPlan | undefined;
  /** `exact`: from a GGUF header; `estimated`: from the catalog; `none`: not fitted (see `notFitted`). */
  readonly fitted: "exact" | "estimated" | "none";
  /** What is unknown and how to get a fit, when not fitted. */
  readonly notFitted?: string;
  readonly source: ServeSource;
  /** What the commands download before the server can start, and its estimated size. */
  readonly download?: { readonly what: string; readonly bytes?: number };
}

const DEFAULT_SLOTS = 4;
const DEFAULT_CTX = 65536;

/** Plan serving a model: parse, fit, plan. Throws NO_FIT when the fit finds nothing that fits. */
export async function planServe(input: ServeInput, opts: ServeOptions): Promise<ServeOutcome> {
  const named = await parseModel({ gguf: input.gguf, model: input.model, quant: input.quant, engine: input.engine }, opts);
  const budget = opts.budget ?? (() => memoryBudget(input));
  const target = resolveSource(input.engine, named);
  const profile = target.profile?.() ?? (target.exactFrom ? await profileFromGguf(target.exactFrom, { env: opts.env, timeoutMs: opts.timeoutMs }) : undefined);
  const fitted = profile ? fitFor(input, profile, target.quantFromFit === true, await budget()) : undefined;
  const source: ServeSource = target.source.kind === "gguf-repo" && fitted?.quant && target.quantFromFit ? { ...target.source, quant: fitted.quant } : target.source;
  const ollamaTag = input.engine === "ollama" && target.catalog?.ollama && source.kind === "gguf-repo" && source.quant === target.catalog.ollama.quant;
  // The download is the fitted quant's weights (the climb may have picked a larger one).
  const weights = profile && fitted && target.catalog && target.quantFromFit && fitted.quant ? profileFromCatalog(target.catalog.id, fitted.quant).weights.total : profile?.weights.total;
  const request: ServeRequest = {
    engine: input.engine,
    source: ollamaTag ? { kind: "ollama", name: target.catalog!.ollama!.tag } : source,
    alias: input.alias ?? target.catalog?.id,
    slots: fitted?.slots ?? input.slots ?? DEFAULT_SLOTS,
    ctxPerSlot: input.ctxPerSlot ?? fitted?.ctxPerSlot ?? DEFAULT_CTX,
    cache: input.cache ?? fitted?.cache,
    unified: input.unified,
    gpuLayers: input.gpuLayers ?? (input.engine === "llama.cpp" && fitted && !fitted.fullOffload ? fitted.gpuLayers : undefined),
    host: input.host,
    port: input.port,
    keyEnv: input.keyEnv,
    architecture: profile?.arch.architecture,
    modelName: target.catalog?.id,
    toolParser: input.toolParser,
    gpuMemoryUtilization: input.gpuMemoryUtilization,
    // Always capped: unset, llama-server lets its prompt cache grow to 8 GiB whatever the machine has.
    cacheRamMiB: input.cacheRamMiB ?? (input.engine === "llama.cpp" && fitted ? Math.round(fitted.memory.promptCache / MiB) : undefined),
    extraArgs: input.engine === "vllm" ? target.catalog?.vllmArgs : undefined,
    bin: input.bin,
  };
  const plan = servePlan(request, opts.setupDir ?? setupDir(opts.env, opts.cwd));
  const warnings = [...plan.warnings];
  if (fitted && input.engine === "llama.cpp" && input.gpuLayers !== undefined && input.gpuLayers > fitted.gpuLayers) warnings.push(`--ngl ${input.gpuLayers} puts more layers on the GPU than the fit allows (${fitted.gpuLayers})`);
  if (input.engine !== "llama.cpp" && (input.gpuLayers !== undefined || input.cacheRamMiB !== undefined)) warnings.push(`--ngl and --cache-ram are llama.cpp flags; ${input.engine} ignores them`);
  return {
    plan: { ...plan, warnings },
    fit: fitted,
    fitted: fitted ? (fitted.estimated ? "estimated" : "exact") : "none",
    ...(fitted ? {} : { notFitted: target.unknown }),
    source: request.source,
    download: downloadOf(input.engine, request.source, weights),
  };
}

interface Target {
  readonly source: ServeSource;
  readonly catalog?: CatalogModel;
  /** The profile to fit, when the catalog knows the model. */
  readonly profile?: () => ModelProfile;
  /** A file or URL whose GGUF header gives an exact fit. */
  readonly exactFrom?: string;
  /** The quant is the fit's choice (a catalog model without --quant). */
  readonly quantFromFit?: boolean;
  /** Why there is no fit and how to get one. */
  readonly unknown?: string;
}

// Where each engine gets what was named, and what to fit it with.
function resolveSource(engine: ServeEngine, named: NamedModel): Target {
  const bad = (msg: string): never => {
    throw new OcwError(ErrorCode.InvalidInput, msg);
  };
  const notVllm = (what: string, m?: CatalogModel): never =>
    bad(`vLLM serves original weights, not a GGUF quant like ${what} (vLLM's GGUF loader is experimental and needs the vllm-gguf-plugin); serve it with --engine llama.cpp or ollama${m ? `, or give vLLM the original repo: --model ${m.id} (${m.repo})` : ", or give vLLM the original repo --model <org>/<repo>"}`);
  switch (named.kind) {
    case "catalog": {
      const m = named.model;
      if (engine === "vllm") {
        if (named.quant !== undefined && named.quant.toUpperCase() !== (m.repoMix ?? "BF16")) bad(`vLLM serves ${m.repo} as published (${m.repoMix ?? "BF16"}); --quant ${named.quant} picks a GGUF quant for llama.cpp or ollama`);
        return { source: { kind: "repo", repo: m.repo }, catalog: m, profile: () => profileFromCatalogRepo(m.id) };
      }
      const quant = named.quant ?? "";
      return { source: { kind: "gguf-repo", repo: m.gguf, quant }, catalog: m, profile: () => profileFromCatalog(m.id, named.quant), quantFromFit: named.quant === undefined };
    }
    case "file":
      if (engine === "vllm") notVllm(named.path);
      return { source: { kind: "file", path: named.path }, exactFrom: named.path };
    case "url": {
      if (engine === "vllm") notVllm(named.url);
      if (!named.repo) bad(`${engine} loads a local file or a Hugging Face repo, not ${named.url}; download it and pass --gguf <path>`);
      if (!named.quant) bad(`the file name in ${named.url} names no quant that ${engine === "ollama" ? "hf.co/" : "-hf "}<repo>:<quant> could select; download it and pass --gguf <path>`);
      return { source: { kind: "gguf-repo", repo: named.repo!, quant: named.quant! }, exactFrom: named.url };
    }
    case "dir":
      if (engine !== "vllm") bad(`${named.path} is a folder; ${engine} needs a .gguf file (--gguf <file>)`);
      return { source: { kind: "repo", repo: named.path }, unknown: `ocw cannot size the weights in ${named.path} (it reads GGUF headers and its catalog); vLLM reports what fits when it starts` };
    case "ollama": {
      if (engine !== "ollama") bad(`${named.name} is an ollama model name; ${engine} needs a catalog id, a Hugging Face repo or a .gguf file`);
      const m = named.catalog;
      if (m?.ollama) return { source: { kind: "ollama", name: named.name }, catalog: m, profile: () => profileFromCatalog(m.id, m.ollama!.quant) };
      return {
        source: { kind: "ollama", name: named.name },
        unknown: `the size of ${named.name} is unknown until it is pulled; run ollama pull ${named.name}, then ocw setup fit --endpoint http://127.0.0.1:11434 --model ${named.name} for an exact fit (memory grows with OLLAMA_NUM_PARALLEL × num_ctx)`,
      };
    }
    case "hf": {
      const m = named.catalog;
      if (!named.gguf) {
        // Original weights: vLLM serves them; the GGUF engines need the catalogued GGUF repo.
        if (engine === "vllm") return m ? { source: { kind: "repo", repo: named.repo }, catalog: m, profile: () => profileFromCatalogRepo(m.id) } : { source: { kind: "repo", repo: named.repo }, unknown: `ocw has no size for ${named.repo} (it reads GGUF headers and its catalog): BF16 weights take 2 bytes per parameter, plus the KV cache for --max-num-seqs × --max-model-len; vLLM reports what fits when it starts` };
        if (m) return resolveSource(engine, { kind: "catalog", model: m });
        return bad(`${named.repo} looks like original weights; ${engine} serves GGUF quants: give --model <org>/<repo>-GGUF:<quant> or --gguf <file>`);
      }
      if (engine === "vllm") return notVllm(`${named.repo}${named.quant ? `:${named.quant}` : ""}`, m);
      if (m && m.gguf.toLowerCase() === named.repo.toLowerCase()) {
        if (named.quant === undefined || named.quant in m.quants) return resolveSource(engine, { kind: "catalog", model: m, quant: named.quant });
      }
      if (named.quant === undefined) return bad(`give the quant to serve: --model ${named.repo}:<quant> (e.g. Q4_K_M); without it ${engine} picks one itself and the fit cannot know which`);
      return {
        source: { kind: "gguf-repo", repo: named.repo, quant: named.quant },
        unknown: `ocw has no size for ${named.repo}:${named.quant} without reading its header: pass --gguf https://huggingface.co/${named.repo}/resolve/main/<file>.gguf (only the header is read) or the downloaded file for an exact fit`,
      };
    }
  }
}

// The fit for the engine: llama.cpp as planned; ollama without a unified pool and with its cache
// types; vLLM within --gpu-memory-utilization and wholly on the GPU (it does not offload layers).
function fitFor(input: ServeInput, profile: ModelProfile, climb: boolean, budget: Budget): FitPlan {
  const base = { slots: input.slots ?? DEFAULT_SLOTS, ctxPerSlot: input.ctxPerSlot, cache: input.cache };
  if (input.engine === "llama.cpp") return fitClimbing(profile, { ...base, budget, unified: input.unified ?? true, promptCacheMiB: input.cacheRamMiB }, climb);
  if (input.engine === "ollama") {
    // ollama (≥ 0.30 runs llama-server) gives each of OLLAMA_NUM_PARALLEL slots num_ctx, no unified pool; caches f16, q8_0, q4_0.
    const cache = base.cache === undefined || ["f16", "q8_0", "q4_0"].includes(base.cache) ? base.cache : "f16";
    return fitClimbing(profile, { ...base, cache, budget, unified: false, promptCacheMiB: 0 }, climb);
  }
  const util = input.gpuMemoryUtilization ?? 0.9;
  const scaled: Budget = { ...budget, gpus: budget.gpus.map((g) => ({ ...g, bytes: g.bytes * util })), source: `${budget.source}; × ${util} (--gpu-memory-utilization)` };
  if (scaled.gpus.every((g) => g.bytes <= 0)) throw new OcwError(ErrorCode.NoFit, "vLLM needs a GPU and this budget has none; serve a GGUF quant with --engine llama.cpp, or give --vram <GiB> for the machine that will run it");
  const request: FitRequest = { profile, ...base, budget: scaled, unified: true, promptCacheMiB: 0 };
  const plan = fit(request);
  if (!plan.fullOffload) {
    const g = (n: number): string => `${(n / GiB).toFixed(1)} GiB`;
    throw new OcwError(ErrorCode.NoFit, `${profile.id} (${profile.quant}) does not fit vLLM here: it keeps the whole model on the GPU, and ${plan.slots} slot(s) × ${plan.ctxPerSlot} tokens need about ${g(plan.memory.weightsGpu + plan.memory.weightsHost + plan.memory.kv)} against ${g(plan.vram.usable)} usable; serve a GGUF quant with --engine llama.cpp, or use fewer slots or a shorter context`, { data: { plan } });
  }
  return plan;
}

function downloadOf(engine: ServeEngine, source: ServeSource, bytes: number | undefined): ServeOutcome["download"] {
  if (source.kind === "gguf-repo" && engine === "llama.cpp") return { what: `llama-server downloads ${source.repo}:${source.quant} into its cache on first start`, bytes };
  if (source.kind === "gguf-repo") return { what: `ollama create pulls hf.co/${source.repo}:${source.quant} unless it is pulled already`, bytes };
  if (source.kind === "ollama") return { what: `ollama create pulls ${source.name} unless it is pulled already`, bytes };
  if (source.kind === "repo" && !source.repo.startsWith("/")) return { what: `vllm serve downloads ${source.repo} from Hugging Face on first start`, bytes };
  return undefined;
}
