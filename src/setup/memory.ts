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
 * The compute buffer of one device running the whole graph, as llama-server reserves it: the
 * prompt-processing graph for one ubatch of `T` tokens with one output row per slot
 * (`n_outputs_max = n_parallel`, so the logits are `slots` rows, not `T`). ggml's allocator then
 * holds, at its peak, the attention masks (F16, `T` rows over every cell of a stream, one mask
 * for the full-attention cells and one for the sliding-window cells) and the FFN's scratch: for a
 * dense FFN the gate, up and activation rows (`3·ff`) beside four rows of the residual width
 * (`4·embd`); for an MoE FFN the larger of the same at `ff × experts used` and the expert outputs
 * before they are weighted and summed (`ff·used + 2·embd·used`). Measured against llama-server
 * (tests/engine/fit.test.ts; docs/model-fit.md): exact to 0.01 MiB for dense FFNs at least 3×
 * the embedding, and MoE models whose experts are many and narrow; ggml's reuse of freed blocks
 * makes narrower dense FFNs need up to ~1 MiB less than this. Without flash attention the F32
 * scores (`T × cells × heads`) outgrow everything else. GPU backends size their own buffers.
 */
export function computeBytes(a: ModelArch, shape: ServeShape): number {
  const c = cells(shape, a.swa?.window ?? 0);
  const t = Math.min(c.nCtx, shape.ubatch);
  const fa = shape.flashAttention;
  // Flash attention takes an F16 mask; without it the mask is F32 and the K·Q scores are materialised.
  const masks = (fa ? 2 : 4) * t * (c.kvSize + c.swaSize);
  const used = Math.max(1, a.expertsUsed);
  const rows = a.experts > 0 ? Math.max(4 * a.embd + 3 * a.ffMax * used, a.ffMax * used + 2 * a.embd * used) : 3 * a.ffMax + 4 * a.embd;
  // Five more F32 rows of T (positions, output ids and the like: 10 KiB at T = 512).
  const ffn = 4 * t * (rows + 5);
  const scores = fa ? 0 : 4 * t * c.kvSize * Math.max(0, ...a.headCount) + 4 * t * (6 * a.embd + 5);
  return masks + Math.max(ffn, scores);
}
