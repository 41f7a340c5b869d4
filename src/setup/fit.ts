import { ErrorCode, OcwError } from "../error.js";
import type { ModelArch, Weights } from "./arch.js";
import type { CacheType } from "./ggml.js";
import { GiB, MiB, computeBytes, kvBytes, outputBytes, recurrentBytes, type ServeShape } from "./memory.js";

/**
 * Fitting a model to a machine: given the model's shape and weights and the memory budget, find
 * the serve shape — slots, context per slot, KV cache type, layers on the GPU — that holds N
 * OpenCode workers, solving either way (the longest context for N slots, or the most slots at a
 * context), and say exactly how much memory each part takes. Pure: no I/O.
 */

/** OpenCode's own prompt is ~10–11k tokens and grows to 30–42k with MCP servers and skills. */
export const CTX_FLOOR = 32768;
/** The per-slot context we aim for (ollama's docs: OpenCode "requires 64k or higher"). */
export const CTX_DEFAULT = 65536;
const MAX_SLOTS = 64;
/** CUDA/ROCm/Metal context per device. */
const RUNTIME_PER_GPU = 300 * MiB;
/** Host-side compute buffer when the graph runs on the GPU (llama.cpp logs 0.1–0.3 GiB). */
const HOST_COMPUTE_OFFLOADED = 256 * MiB;
/** Kept free in system RAM for the OS and llama.cpp's own bookkeeping: part of the budget, not of the need. */
export const RAM_MARGIN = 512 * MiB;
/** llama-server's own prompt-cache limit when `--cache-ram` is not given (common.h: cache_ram_mib = 8192). */
export const PROMPT_CACHE_DEFAULT = 8192 * MiB;

export interface ModelProfile {
  /** What the user named: a catalog id, a file name, an ollama model. */
  readonly id: string;
  readonly source: "gguf" | "catalog" | "ollama";
  /** Quant mix (Q4_K_M, MXFP4 …) when known. */
  readonly quant: string | undefined;
  readonly arch: ModelArch;
  readonly weights: Weights;
  /** Weights estimated from parameters × bpw rather than summed from a header. */
  readonly estimated: boolean;
}

export interface Gpu {
  readonly name: string;
  /** Bytes we may use on it: free memory when known, else total. */
  readonly bytes: number;
}

export interface Budget {
  readonly gpus: readonly Gpu[];
  /** Available system RAM in bytes. */
  readonly ram: number;
  /** One pool for CPU and GPU (Apple Silicon, GB10): `gpus[0].bytes` is the GPU-usable limit. */
  readonly unified: boolean;
  /** Where the numbers came from, for the report. */
  readonly source: string;
}

export interface FitRequest {
  readonly profile: ModelProfile;
  readonly budget: Budget;
  readonly slots?: number;
  readonly ctxPerSlot?: number;
  /** Both K and V; unset lets fit try f16, then q8_0. */
  readonly cache?: CacheType;
  readonly unified?: boolean;
  readonly flashAttention?: boolean;
  readonly ubatch?: number;
  /** llama-server `--cache-ram` in MiB when the user chose it; unset plans one (see `promptCachePlan`). */
  readonly promptCacheMiB?: number;
}

export interface MemoryParts {
  readonly weightsGpu: number;
  readonly weightsHost: number;
  readonly kv: number;
  readonly kvGpu: number;
  readonly recurrent: number;
  readonly computeGpu: number;
  readonly computeHost: number;
  readonly output: number;
  /** The CPU backend's repacked copy of the quantized matrices that stay on the CPU (`CPU_REPACK`). */
  readonly repack: number;
  /**
   * Host RAM llama-server may fill with saved prompts (`--cache-ram`, in whole MiB). Unset, the
   * server allows itself 8 GiB whatever the machine has, so the plan always sets it.
   */
  readonly promptCache: number;
}

export interface FitPlan {
  readonly model: string;
  readonly quant: string | undefined;
  readonly estimated: boolean;
  readonly slots: number;
  readonly ctxPerSlot: number;
  /** `-c` for llama-server: slots × ctxPerSlot. */
  readonly ctxTotal: number;
  readonly cache: CacheType;
  readonly unified: boolean;
  readonly flashAttention: boolean;
  readonly ubatch: number;
  /** `-ngl`: layers on the GPU, counting the output layer (n_layer + 1 = everything). */
  readonly gpuLayers: number;
  readonly layers: number;
  readonly fullOffload: boolean;
  readonly memory: MemoryParts;
  readonly vram: { readonly need: number; readonly usable: number; readonly total: number; readonly reserved: number };
  /** `need`: what the server allocates in host RAM (weights, KV, compute, output, prompt cache); `margin` is kept free on top. */
  readonly ram: { readonly need: number; readonly budget: number; readonly margin: number };
  readonly fits: boolean;
  readonly warnings: readonly string[];
  readonly budgetSource: string;
}

const CACHE_ORDER: readonly CacheType[] = ["f16", "q8_0"];

/** Plan the serve shape; throws NO_FIT (with the closest plan in `data.plan`) when nothing fits, INVALID_INPUT for bad numbers. */
export function fit(req: FitRequest): FitPlan {
  validate(req);
  const a = req.profile.arch;
  const maxCtx = a.ctxTrain > 0 ? a.ctxTrain : 1 << 20;
  // A short-trained model is refused unless the user names a context it was trained for: then
  // it is their call (a small model tried on purpose), planned with the floor's warning.
  const chosenShort = req.ctxPerSlot !== undefined && req.ctxPerSlot <= maxCtx;
  if (maxCtx < CTX_FLOOR && !chosenShort) {
    throw new OcwError(ErrorCode.NoFit, `${req.profile.id} was trained for ${maxCtx} tokens of context, below the ${CTX_FLOOR}-token floor OpenCode needs (its own prompt is ~10k); pick a model with a longer context, or give --ctx ${maxCtx} (or less) to serve it anyway`, { data: { ctxTrain: maxCtx } });
  }
  const caches = req.cache ? [req.cache] : CACHE_ORDER;
  const base = { unified: req.unified ?? true, flashAttention: req.flashAttention ?? true, ubatch: req.ubatch ?? 512 };
  const full = a.layers + 1;
  const at = (slots: number, ctx: number, cache: CacheType, ngl = full): FitPlan => evaluate(req, { ...base, slots, ctxPerSlot: ctx, cacheK: cache, cacheV: cache }, ngl);

  let chosen: FitPlan | undefined;
  if (req.slots !== undefined && req.ctxPerSlot !== undefined) {
    chosen = caches.map((c) => at(req.slots!, req.ctxPerSlot!, c)).find((p) => p.fits);
    if (!chosen) chosen = partial(at, req.slots, req.ctxPerSlot, caches[caches.length - 1]!, full);
  } else if (req.slots !== undefined) {
    const best = caches.map((c) => ({ c, ctx: largest(CTX_FLOOR / 256, maxCtx / 256, (n) => at(req.slots!, n * 256, c).fits) * 256 }));
    const pick = best.find((b) => b.ctx >= CTX_DEFAULT) ?? best.reduce((x, y) => (y.ctx > x.ctx ? y : x));
    chosen = pick.ctx >= CTX_FLOOR ? at(req.slots, pick.ctx, pick.c) : partial(at, req.slots, CTX_FLOOR, caches[caches.length - 1]!, full);
  } else {
    const ctx = req.ctxPerSlot ?? Math.min(CTX_DEFAULT, maxCtx);
    const best = caches.map((c) => ({ c, n: largest(1, MAX_SLOTS, (n) => at(n, ctx, c).fits) }));
    const pick = best.reduce((x, y) => (y.n > x.n ? y : x));
    chosen = pick.n >= 1 ? at(pick.n, ctx, pick.c) : partial(at, 1, ctx, caches[caches.length - 1]!, full);
  }
  if (!chosen.fits) {
    throw new OcwError(ErrorCode.NoFit, noFitMessage(chosen), { data: { plan: chosen } });
  }
  return chosen;
}

// The largest n in [lo, hi] with ok(n), assuming ok is monotone (true then false); lo - 1 when none.
function largest(lo: number, hi: number, ok: (n: number) => boolean): number {
  lo = Math.ceil(lo);
  hi = Math.floor(hi);
  if (hi < lo || !ok(lo)) return lo - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// Not everything fits on the GPU: keep the shape, move layers to the CPU (slower, but it runs).
function partial(at: (s: number, c: number, k: CacheType, ngl?: number) => FitPlan, slots: number, ctx: number, cache: CacheType, full: number): FitPlan {
  const ngl = largest(0, full, (n) => {
    const p = at(slots, ctx, cache, n);
    return p.vram.need <= p.vram.usable;
  });
  return at(slots, ctx, cache, Math.max(0, ngl));
}

function evaluate(req: FitRequest, shape: ServeShape, requestedNgl: number): FitPlan {
  const { profile: p, budget } = req;
  const a = p.arch;
  const gpus = budget.gpus.filter((g) => g.bytes > 0);
  // Without a GPU every layer stays on the CPU, whatever was asked.
  const ngl = gpus.length > 0 ? requestedNgl : 0;
  const w = p.weights;
  const L = a.layers;
  // llama.cpp puts layers il >= n_layer + 1 - ngl on the GPU; the output layer is the first to go.
  const start = Math.max(0, L + 1 - ngl);
  const onGpu = (il: number): boolean => il >= start;
  const outputOnGpu = ngl >= 1;
  const kv = kvBytes(a, shape);
  const rs = recurrentBytes(a, shape.slots);
  let weightsGpu = 0;
  let weightsHost = w.tokenEmbd + w.other;
  let kvGpu = 0;
  let kvHost = 0;
  let repack = 0;
  for (let il = 0; il < L; il++) {
    const cache = (kv.perLayer[il] ?? 0) + (rs.perLayer[il] ?? 0);
    if (onGpu(il)) {
      weightsGpu += w.perLayer[il] ?? 0;
      kvGpu += cache;
    } else {
      weightsHost += w.perLayer[il] ?? 0;
      repack += w.repackPerLayer?.[il] ?? 0;
      kvHost += cache;
    }
  }
  if (!outputOnGpu && !w.tied) repack += w.repackOutput ?? 0;
  // Tied embeddings: llama.cpp duplicates token_embd onto the output device.
  if (outputOnGpu) weightsGpu += w.output + w.outputNorm;
  else weightsHost += (w.tied ? 0 : w.output) + w.outputNorm;
  const compute = computeBytes(a, shape);
  const fullOffload = ngl >= L + 1;
  const computeGpu = gpus.length > 0 && ngl > 0 ? compute : 0;
  const computeHost = fullOffload && gpus.length > 0 ? HOST_COMPUTE_OFFLOADED : compute;
  const output = outputBytes(a, shape.slots);
  const total = gpus.reduce((n, g) => n + g.bytes, 0);
  const reserved = budget.unified ? Math.min(total, 1 * GiB) : gpus.reduce((n, g) => n + Math.min(g.bytes, RUNTIME_PER_GPU + Math.max(1 * GiB, 0.05 * g.bytes)), 0);
  const usable = Math.max(0, total - reserved);
  const vramNeed = gpus.length > 0 ? weightsGpu + kvGpu + computeGpu : 0;
  const engineRam = weightsHost + repack + kvHost + computeHost + output;
  const shared = budget.unified ? vramNeed : 0;
  const promptCache = promptCachePlan(req.promptCacheMiB, kv.total + rs.total, budget.ram - engineRam - shared - RAM_MARGIN);
  const ramNeed = engineRam + promptCache;
  // On a unified-memory machine the GPU's share comes out of the same RAM as the host's.
  const fits = (gpus.length === 0 || vramNeed <= usable) && ramNeed + shared + RAM_MARGIN <= budget.ram;
  const warnings: string[] = [];
  if (gpus.length === 0) warnings.push("no GPU budget: the model runs on the CPU only; expect slow workers");
  else if (!fullOffload) warnings.push(`only ${ngl} of ${L + 1} layers fit on the GPU; the rest run on the CPU (slower); a smaller quant or fewer slots keeps everything on the GPU`);
  if (shape.ctxPerSlot < CTX_FLOOR) warnings.push(`${shape.ctxPerSlot} tokens per slot is below the ${CTX_FLOOR} floor: OpenCode's prompt alone is ~10k tokens and grows past 30k with MCP servers`);
  if (a.ctxTrain > 0 && kv.cells.nCtxSeq > a.ctxTrain && !shape.unified) warnings.push(`${kv.cells.nCtxSeq} tokens per slot exceeds the ${a.ctxTrain} the model was trained for`);
  if (shape.cacheV !== "f16" && shape.cacheV !== "f32" && shape.cacheV !== "bf16" && !shape.flashAttention) warnings.push("a quantized V cache needs flash attention (-fa on); llama.cpp refuses it otherwise");
  if (p.estimated) warnings.push("weights are estimated from the catalog (parameters × bits per weight); give --gguf for exact sizes");
  return {
    model: p.id,
    quant: p.quant,
    estimated: p.estimated,
    slots: shape.slots,
    ctxPerSlot: shape.ctxPerSlot,
    ctxTotal: kv.cells.ctxTotal,
    cache: shape.cacheK,
    unified: shape.unified,
    flashAttention: shape.flashAttention,
    ubatch: shape.ubatch,
    gpuLayers: ngl,
    layers: L,
    fullOffload: gpus.length > 0 && fullOffload,
    memory: { weightsGpu, weightsHost, kv: kv.total, kvGpu, recurrent: rs.total, computeGpu, computeHost, output, repack, promptCache },
    vram: { need: vramNeed, usable, total, reserved },
    ram: { need: ramNeed, budget: budget.ram, margin: RAM_MARGIN },
    fits,
    warnings,
    budgetSource: budget.source,
  };
}

/**
 * The prompt cache to plan: the user's `--cache-ram` as given; else room to park every slot's
 * whole context once (what llama-server saves when it clears idle slots of a unified pool), never
 * above the server's own 8 GiB default nor above what the RAM budget leaves (0 disables it).
 */
function promptCachePlan(chosenMiB: number | undefined, state: number, leftover: number): number {
  if (chosenMiB !== undefined) return chosenMiB * MiB;
  const want = Math.min(PROMPT_CACHE_DEFAULT, Math.ceil(state / MiB) * MiB);
  return Math.max(0, Math.min(want, Math.floor(Math.max(0, leftover) / MiB) * MiB));
}

function noFitMessage(p: FitPlan): string {
  const gib = (n: number): string => `${(n / GiB).toFixed(1)} GiB`;
  if (p.ram.need > p.ram.budget) {
    return `${p.model}${p.quant ? ` ${p.quant}` : ""} does not fit: ${p.slots} slot(s) × ${p.ctxPerSlot} tokens needs ${gib(p.ram.need)} of system RAM with ${p.gpuLayers} of ${p.layers + 1} layers on the GPU, and ${gib(p.ram.budget)} is available; choose a smaller quant or model, fewer slots, or a shorter context`;
  }
  return `${p.model} does not fit: it needs ${gib(p.vram.need)} of GPU memory and ${gib(p.vram.usable)} is usable (${gib(p.vram.total)} minus ${gib(p.vram.reserved)} for the runtime and a margin); choose a smaller quant, fewer slots, or a shorter context`;
}

function validate(req: FitRequest): void {
  const bad = (what: string, v: unknown, want: string): never => {
    throw new OcwError(ErrorCode.InvalidInput, `Expected ${what} to be ${want}, got ${JSON.stringify(v)}`);
  };
  if (req.slots !== undefined && (!Number.isInteger(req.slots) || req.slots < 1 || req.slots > MAX_SLOTS)) bad("the slot count", req.slots, `an integer from 1 to ${MAX_SLOTS}`);
  if (req.ctxPerSlot !== undefined && (!Number.isInteger(req.ctxPerSlot) || req.ctxPerSlot < 256 || req.ctxPerSlot > 1 << 22)) bad("the context per slot", req.ctxPerSlot, "an integer from 256 to 4194304 tokens");
  if (req.ubatch !== undefined && (!Number.isInteger(req.ubatch) || req.ubatch < 1 || req.ubatch > 65536)) bad("the ubatch", req.ubatch, "an integer from 1 to 65536");
  for (const g of req.budget.gpus) if (!Number.isFinite(g.bytes) || g.bytes < 0 || g.bytes > 2 ** 50) bad(`GPU memory of ${g.name}`, g.bytes, "a non-negative size below 1 PiB");
  if (!Number.isFinite(req.budget.ram) || req.budget.ram <= 0 || req.budget.ram > 2 ** 52) bad("system RAM", req.budget.ram, "a positive size below 4 PiB");
}
