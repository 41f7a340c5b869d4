import { kvLayers, type ModelArch } from "./arch.js";
import { cacheRowBytes, type CacheType } from "./ggml.js";

/**
 * The memory formulas, written after llama.cpp's allocator (`llama-context.cpp`,
 * `llama-kv-cache.cpp`, `llama-kv-cache-iswa.cpp`, `llama-memory-recurrent.cpp`), so they predict
 * the bytes llama.cpp allocates rather than a rule of thumb:
 *
 * - cells: `-c` is padded to 256; without `--kv-unified` each of `-np` streams gets
 *   `pad256(n_ctx / np)` cells, with it one stream holds all of `n_ctx`;
 * - full-attention layers cache every cell; sliding-window layers only
 *   `pad256(min(cells, window·(unified ? np : 1) + ubatch))` per stream;
 * - each cached cell costs one K row and one V row per layer, in the cache type's block size
 *   (no V for MLA; without flash attention V rows are padded to the widest layer);
 * - recurrent layers hold a fixed F32 state per sequence.
 *
 * Compute buffers are sized by llama.cpp from a worst-case graph; `computeBytes` is an estimate,
 * reported as such (docs/model-fit.md compares it with llama.cpp's CPU numbers).
 */

/** How the model is served: slots, context per slot, cache types, and llama.cpp's knobs. */
export interface ServeShape {
  readonly slots: number;
  /** Tokens each slot is guaranteed when all slots are busy. */
  readonly ctxPerSlot: number;
  /** `--kv-unified`: one shared pool instead of one stream per slot. */
  readonly unified: boolean;
  readonly cacheK: CacheType;
  readonly cacheV: CacheType;
  readonly flashAttention: boolean;
  /** `-ub`, physical batch size (llama-server default 512). */
  readonly ubatch: number;
  /** `--swa-full`: sliding-window layers cache the whole context. */
  readonly swaFull?: boolean;
}

export const MiB = 1024 * 1024;
export const GiB = 1024 * MiB;

const pad = (x: number, n: number): number => Math.ceil(x / n) * n;

export interface Cells {
  /** `-c`, as llama-server should be started: slots × per-slot context. */
  readonly ctxTotal: number;
  /** What llama.cpp allocates in total after padding (its `n_ctx`). */
  readonly nCtx: number;
  /** Cells one slot can use (`n_ctx_seq`): its own stream, or the whole pool when unified. */
  readonly nCtxSeq: number;
  /** KV streams: 1 when unified, else one per slot. */
  readonly streams: number;
  /** Cells per stream for full-attention layers. */
  readonly kvSize: number;
  /** Cells per stream for sliding-window layers (0 when the model has none). */
  readonly swaSize: number;
}

/** The cells llama.cpp allocates for `-c slots·ctx -np slots [--kv-unified]`. */
export function cells(shape: ServeShape, swaWindow = 0): Cells {
  const ctxTotal = shape.slots * shape.ctxPerSlot;
  let nCtx = pad(ctxTotal, 256);
  let nCtxSeq: number;
  if (shape.unified) {
    nCtxSeq = nCtx;
  } else {
    nCtxSeq = pad(Math.floor(nCtx / shape.slots), 256);
    nCtx = nCtxSeq * shape.slots;
  }
  const streams = shape.unified ? 1 : shape.slots;
  const kvSize = nCtxSeq;
  const swaSize = swaWindow > 0 ? (shape.swaFull ? kvSize : pad(Math.min(kvSize, swaWindow * (shape.unified ? shape.slots : 1) + shape.ubatch), 256)) : 0;
  return { ctxTotal, nCtx, nCtxSeq, streams, kvSize, swaSize };
}

export interface KvBytes {
  readonly total: number;
  readonly k: number;
  readonly v: number;
  /** Bytes per layer (0 for layers without a cache), for placing layers on devices. */
  readonly perLayer: readonly number[];
  readonly cells: Cells;
}

/** Bytes of the KV cache for this model and serve shape. */
export function kvBytes(a: ModelArch, shape: ServeShape): KvBytes {
  const c = cells(shape, a.swa?.window ?? 0);
  const has = kvLayers(a);
  const isSwa = (il: number): boolean => a.swa?.layers[il] === true;
  const kWidth = (il: number): number => (a.headCountKv[il] ?? 0) * (isSwa(il) ? a.keyLengthSwa : a.keyLength);
  const vWidth = (il: number): number => (a.headCountKv[il] ?? 0) * (isSwa(il) ? a.valueLengthSwa : a.valueLength);
  // Without flash attention V is stored transposed and padded to the widest layer ([TAG_V_CACHE_VARIABLE]).
  const vMax = Math.max(0, ...a.headCountKv.map((_, il) => vWidth(il)));
  let k = 0;
  let v = 0;
  const perLayer = a.headCountKv.map((_, il) => {
    if (!has[il]) return 0;
    const n = (isSwa(il) ? c.swaSize : c.kvSize) * c.streams;
    const lk = n * cacheRowBytes(shape.cacheK, kWidth(il));
    const lv = a.mla ? 0 : n * cacheRowBytes(shape.cacheV, shape.flashAttention ? vWidth(il) : vMax);
    k += lk;
    v += lv;
    return lk + lv;
  });
  return { total: k + v, k, v, perLayer, cells: c };
}

export interface RecurrentBytes {
  readonly total: number;
  readonly perLayer: readonly number[];
}

/** Recurrent state: per recurrent layer, `slots × (r + s)` F32 values (`mem_size = max(1, n_seq_max)`). */
export function recurrentBytes(a: ModelArch, slots: number): RecurrentBytes {
  const r = a.recurrent;
  if (!r) return { total: 0, perLayer: new Array<number>(a.layers).fill(0) };
  const perLayer = r.layers.map((is) => (is ? Math.max(1, slots) * (r.r + r.s) * 4 : 0));
  return { total: perLayer.reduce((x, y) => x + y, 0), perLayer };
}

/** The host output buffer: F32 logits for one output per sequence (`output_reserve(n_seq_max)`). */
export function outputBytes(a: ModelArch, slots: number): number {
  return 4 * a.vocab * Math.max(1, slots);
}

/**
 * Estimated compute buffer of one device running the whole graph for one ubatch: the largest of
 * the logits (F32 vocab × tokens), the attention scratch (mask and Q/K/V; without flash
 * attention also the `4·n_kv·n_tok·n_head` scores, which is why long contexts need `-fa on`) and
 * the FFN scratch, plus the input and residual activations. Calibrated on llama.cpp's CPU
 * buffers (docs/model-fit.md): within a few percent for full-size models, where the logits
 * dominate; GPU backends size their own buffers and may differ.
 */
export function computeBytes(a: ModelArch, shape: ServeShape): number {
  const c = cells(shape, a.swa?.window ?? 0);
  const nTok = Math.min(c.nCtx, shape.ubatch);
  const nKv = c.kvSize;
  const heads = Math.max(0, ...a.headCount);
  const headsKv = Math.max(0, ...a.headCountKv);
  const logits = 4 * a.vocab * nTok;
  const qkv = 4 * nTok * (heads * a.keyLength + 2 * headsKv * Math.max(a.keyLength, a.valueLength));
  const attn = (shape.flashAttention ? 2 : 4) * nKv * nTok + qkv + (shape.flashAttention ? 0 : 4 * nKv * nTok * heads);
  const ffn = 4 * nTok * (a.experts > 0 ? 3 * a.ffMax * Math.max(1, a.expertsUsed) + a.experts + a.embd * Math.max(1, a.expertsUsed) : 3 * a.ffMax);
  const activations = 2 * 4 * a.embd * nTok;
  return Math.max(logits, attn, ffn) + activations;
}
