import { ErrorCode, OcwError } from "../error.js";
import { numberOf, type GgufHeader, type MetaValue } from "./gguf.js";

/**
 * A model's shape as llama.cpp sees it — what decides KV, recurrent-state and compute memory —
 * read from GGUF metadata with llama.cpp's own defaults (`llama-model.cpp` load_hparams, the
 * per-architecture SWA patterns, the hybrid layer rules), plus the exact tensor bytes per layer.
 */

export interface ModelArch {
  readonly architecture: string;
  /** `block_count`, MTP/NextN layers included. */
  readonly layers: number;
  /** Trailing NextN (MTP) layers: loaded, but given no KV cache in the main context. */
  readonly nextnLayers: number;
  readonly embd: number;
  readonly vocab: number;
  readonly ctxTrain: number;
  /** Per layer. */
  readonly headCount: readonly number[];
  /** Per layer; 0 for a layer without attention. */
  readonly headCountKv: readonly number[];
  /** Head dimensions of full-attention and sliding-window layers. */
  readonly keyLength: number;
  readonly valueLength: number;
  readonly keyLengthSwa: number;
  readonly valueLengthSwa: number;
  /** Multi-head latent attention: the cache holds K only (`has_v = !is_mla`). */
  readonly mla: boolean;
  readonly swa: { readonly window: number; readonly layers: readonly boolean[] } | undefined;
  /** Recurrent (SSM / linear-attention) layers and their per-sequence state, in F32 elements. */
  readonly recurrent: { readonly layers: readonly boolean[]; readonly r: number; readonly s: number } | undefined;
  readonly experts: number;
  readonly expertsUsed: number;
  /** The feed-forward width a token passes through (the experts' for MoE), for compute estimates. */
  readonly ffMax: number;
}

export interface Weights {
  /** Sum of every tensor's bytes (llama.cpp's "model size"). */
  readonly total: number;
  /** Bytes of `blk.<i>.*` per layer. */
  readonly perLayer: readonly number[];
  readonly tokenEmbd: number;
  /** `output.weight`, or the tied copy of `token_embd` llama.cpp puts on the output device. */
  readonly output: number;
  readonly outputNorm: number;
  readonly tied: boolean;
  /** Tensors outside blocks and the embedding/output set (vision stubs, rope factors). */
  readonly other: number;
  /**
   * Bytes per layer (and of `output.weight`) that llama.cpp's CPU backend copies into a repacked
   * layout when they stay on the CPU (`CPU_REPACK` buffer: Q4_0, Q4_K, IQ4_NL and MXFP4 matrices
   * whose row count is a multiple of 8, token_embd excepted). Absent when unknown (catalog estimates).
   */
  readonly repackPerLayer?: readonly number[];
  readonly repackOutput?: number;
}

/** Tensor types llama.cpp's CPU backend repacks for AVX2/NEON matrix kernels. */
const REPACKED = new Set(["Q4_0", "Q4_K", "IQ4_NL", "MXFP4"]);

/** Architectures llama.cpp treats as purely recurrent (no KV cache at all). */
const RECURRENT = new Set(["mamba", "mamba2", "rwkv6", "rwkv6qwen2", "rwkv7", "arwkv7"]);
/** Hybrid architectures whose recurrent layers follow `full_attention_interval`. */
const INTERVAL_HYBRID = new Set(["qwen3next", "qwen35", "qwen35moe", "qwen4exp", "minimax-01"]);
/** Hybrid architectures whose recurrent layers are the ones with no KV heads. */
const KV_ZERO_HYBRID = new Set(["jamba", "plamo2", "granitehybrid", "lfm2", "lfm2moe", "kimi-linear", "kimi-k3", "bailingmoe3"]);

/**
 * Sliding-window defaults per architecture (llama.cpp `load_swa_pattern(ml, n, dense_first)` and
 * the per-model defaults): layer `il` is SWA when `il % n < n - 1` (or `il % n != 0` when dense
 * comes first). `needsKey` means llama.cpp only enables SWA when the GGUF names a window.
 */
const SWA: Readonly<Record<string, { pattern: number; denseFirst?: boolean; window?: number; needsKey?: boolean }>> = {
  "gpt-oss": { pattern: 2 },
  gemma2: { pattern: 2, window: 4096 },
  gemma3: { pattern: 6, needsKey: true },
  gemma3n: { pattern: 5 },
  "gemma-embedding": { pattern: 6 },
  cohere2: { pattern: 4 },
  cohere2moe: { pattern: 4, denseFirst: true },
  llama4: { pattern: 4, window: 8192 },
  afmoe: { pattern: 4, needsKey: true },
  exaone4: { pattern: 4, window: 4096, needsKey: true },
  "exaone-moe": { pattern: 4, window: 128 },
  olmo2: { pattern: 4, needsKey: true },
  smallthinker: { pattern: 4, denseFirst: true, window: 4096, needsKey: true },
  mellum: { pattern: 4, needsKey: true },
  plamo3: { pattern: 8, needsKey: true },
  gemma4: { pattern: 0, needsKey: true },
};

/** The model's shape from a GGUF header; throws GGUF_INVALID when a required key is missing. */
export function archFromGguf(h: GgufHeader): ModelArch {
  const arch = h.metadata["general.architecture"] as string;
  const key = (k: string): MetaValue | undefined => h.metadata[`${arch}.${k}`];
  const need = (k: string): number => {
    const v = numberOf(key(k));
    if (v === undefined) throw new OcwError(ErrorCode.GgufInvalid, `${h.source}: the header has no ${arch}.${k}; llama.cpp cannot load it either`);
    return v;
  };
  const layers = need("block_count");
  if (layers < 1 || layers > 512) throw new OcwError(ErrorCode.GgufInvalid, `${h.source}: ${arch}.block_count is ${layers}; expected 1–512`);
  const embd = need("embedding_length");
  const nextnLayers = numberOf(key("nextn_predict_layers")) ?? 0;
  const headCount = perLayer(key("attention.head_count"), layers, 0);
  const headCountKv = perLayer(key("attention.head_count_kv") ?? key("attention.head_count"), layers, 0);
  const ff = perLayer(key("feed_forward_length"), layers, 0);
  const head0 = headCount[0] ?? 0;
  const keyLength = numberOf(key("attention.key_length")) ?? (head0 > 0 ? Math.floor(embd / head0) : 0);
  const valueLength = numberOf(key("attention.value_length")) ?? (head0 > 0 ? Math.floor(embd / head0) : 0);
  const tokenEmbd = h.tensors.find((t) => t.name === "token_embd.weight");
  const vocab = numberOf(key("vocab_size")) ?? h.arrayLengths["tokenizer.ggml.tokens"] ?? tokenEmbd?.shape[1] ?? 0;
  const expertFf = numberOf(key("expert_feed_forward_length")) ?? 0;
  return {
    architecture: arch,
    layers,
    nextnLayers,
    embd,
    vocab,
    ctxTrain: numberOf(key("context_length")) ?? 0,
    headCount,
    headCountKv,
    keyLength,
    valueLength,
    keyLengthSwa: numberOf(key("attention.key_length_swa")) ?? keyLength,
    valueLengthSwa: numberOf(key("attention.value_length_swa")) ?? valueLength,
    mla: numberOf(key("attention.key_length_mla")) !== undefined,
    swa: swaOf(arch, key, layers, nextnLayers),
    recurrent: recurrentOf(arch, key, layers, nextnLayers, headCountKv, ff, embd),
    experts: numberOf(key("expert_count")) ?? 0,
    expertsUsed: numberOf(key("expert_used_count")) ?? 0,
    // In an MoE layer a token goes through the experts' FFN, not the (unused) dense width.
    ffMax: expertFf > 0 && (numberOf(key("expert_count")) ?? 0) > 0 ? expertFf : Math.max(0, ...ff),
  };
}

/** Exact weight bytes per layer and for the embedding/output tensors. */
export function weightsFromGguf(h: GgufHeader, layers: number): Weights {
  const perLayer = new Array<number>(layers).fill(0);
  const repackPerLayer = new Array<number>(layers).fill(0);
  let repackOutput = 0;
  let tokenEmbd = 0;
  let output: number | undefined;
  let outputNorm = 0;
  let other = 0;
  for (const t of h.tensors) {
    const m = /^blk\.(\d+)\./.exec(t.name);
    const repacked = REPACKED.has(t.type.name) && t.shape.length >= 2 && (t.shape[1] ?? 0) % 8 === 0 ? t.bytes : 0;
    if (m && Number(m[1]) < layers) {
      perLayer[Number(m[1])]! += t.bytes;
      repackPerLayer[Number(m[1])]! += repacked;
    } else if (t.name === "token_embd.weight") tokenEmbd = t.bytes;
    else if (t.name === "output.weight") {
      output = t.bytes;
      repackOutput = repacked;
    }
    else if (t.name === "output_norm.weight" || t.name === "output_norm.bias") outputNorm += t.bytes;
    else other += t.bytes;
  }
  return {
    total: h.tensors.reduce((n, t) => n + t.bytes, 0),
    perLayer,
    tokenEmbd,
    output: output ?? tokenEmbd,
    outputNorm,
    tied: output === undefined,
    other,
    repackPerLayer,
    repackOutput,
  };
}

/** Which layers get a KV cache in the main context (llama.cpp's layer filters). */
export function kvLayers(a: ModelArch): boolean[] {
  const trunk = a.layers - a.nextnLayers;
  if (RECURRENT.has(a.architecture)) return new Array<boolean>(a.layers).fill(false);
  return Array.from({ length: a.layers }, (_, il) => {
    if (a.nextnLayers > 0 && il >= trunk) return false;
    if (a.recurrent && a.architecture !== "falcon-h1" && a.recurrent.layers[il]) return false;
    return true;
  });
}

function perLayer(v: MetaValue | undefined, layers: number, fallback: number): number[] {
  if (Array.isArray(v)) return Array.from({ length: layers }, (_, i) => numberOf(v[i] as MetaValue) ?? fallback);
  const n = numberOf(v as MetaValue | undefined) ?? fallback;
  return new Array<number>(layers).fill(n);
}

function swaOf(arch: string, key: (k: string) => MetaValue | undefined, layers: number, nextn: number): ModelArch["swa"] {
  const rule = SWA[arch];
  if (!rule) return undefined;
  const given = numberOf(key("attention.sliding_window"));
  if (rule.needsKey && given === undefined) return undefined;
  const window = given ?? rule.window;
  if (!window) return undefined;
  const trunk = layers - nextn;
  const pattern = key("attention.sliding_window_pattern");
  if (Array.isArray(pattern)) return { window, layers: Array.from({ length: layers }, (_, i) => pattern[i] === true) };
  const n = numberOf(pattern as MetaValue | undefined) ?? rule.pattern;
  const flags = Array.from({ length: layers }, (_, il) => il < trunk && (n === 0 || (rule.denseFirst ? il % n !== 0 : il % n < n - 1)));
  return { window, layers: flags };
}

function recurrentOf(
  arch: string,
  key: (k: string) => MetaValue | undefined,
  layers: number,
  nextn: number,
  headKv: readonly number[],
  ff: readonly number[],
  embd: number,
): ModelArch["recurrent"] {
  const trunk = layers - nextn;
  let flags: boolean[] | undefined;
  const listed = key("attention.recurrent_layers");
  if (RECURRENT.has(arch) || arch === "falcon-h1") flags = new Array<boolean>(layers).fill(true);
  else if (Array.isArray(listed)) flags = Array.from({ length: layers }, (_, i) => listed[i] === true);
  else if (INTERVAL_HYBRID.has(arch)) {
    const interval = numberOf(key("full_attention_interval")) ?? 4;
    flags = Array.from({ length: layers }, (_, i) => i < trunk && (i + 1) % interval !== 0);
  } else if (arch === "nemotron_h" || arch === "nemotron_h_moe") flags = Array.from({ length: layers }, (_, i) => i < trunk && headKv[i] === 0 && ff[i] === 0);
  else if (KV_ZERO_HYBRID.has(arch)) flags = Array.from({ length: layers }, (_, i) => headKv[i] === 0);
  if (!flags) return undefined;
  const wkv = numberOf(key("wkv.head_size"));
  const lCache = numberOf(key("shortconv.l_cache"));
  const conv = numberOf(key("ssm.conv_kernel")) ?? 0;
  const inner = numberOf(key("ssm.inner_size")) ?? 0;
  const state = numberOf(key("ssm.state_size")) ?? 0;
  const groups = numberOf(key("ssm.group_count")) ?? 0;
  // llama_hparams::n_embd_r / n_embd_s, in elements per sequence per layer.
  if (wkv) return { layers: flags, r: (numberOf(key("token_shift_count")) ?? 2) * embd, s: embd * wkv };
  if (lCache) return { layers: flags, r: embd * (lCache - 1), s: state * inner };
  return { layers: flags, r: (conv > 0 ? conv - 1 : 0) * (inner + 2 * groups * state), s: state * inner };
}
