/**
 * GGML tensor and cache types: how many bytes a tensor of a given type and shape occupies.
 *
 * Sizes are ggml's own (`ggml.c` type traits): a row of `ne[0]` elements is stored in blocks of
 * `block` elements, each `bytes` long, so a tensor's size is exact, not an estimate.
 */

export interface GgmlType {
  readonly id: number;
  readonly name: string;
  /** Elements per block. */
  readonly block: number;
  /** Bytes per block. */
  readonly bytes: number;
}

// Ids from ggml.h; block sizes and bytes from ggml.c's type traits. Ids 4 and 5 (Q4_2, Q4_3) and
// 31-33, 36-38 were removed from ggml and never appear in a loadable file.
const TYPES: readonly GgmlType[] = [
  { id: 0, name: "F32", block: 1, bytes: 4 },
  { id: 1, name: "F16", block: 1, bytes: 2 },
  { id: 2, name: "Q4_0", block: 32, bytes: 18 },
  { id: 3, name: "Q4_1", block: 32, bytes: 20 },
  { id: 6, name: "Q5_0", block: 32, bytes: 22 },
  { id: 7, name: "Q5_1", block: 32, bytes: 24 },
  { id: 8, name: "Q8_0", block: 32, bytes: 34 },
  { id: 9, name: "Q8_1", block: 32, bytes: 36 },
  { id: 10, name: "Q2_K", block: 256, bytes: 84 },
  { id: 11, name: "Q3_K", block: 256, bytes: 110 },
  { id: 12, name: "Q4_K", block: 256, bytes: 144 },
  { id: 13, name: "Q5_K", block: 256, bytes: 176 },
  { id: 14, name: "Q6_K", block: 256, bytes: 210 },
  { id: 15, name: "Q8_K", block: 256, bytes: 292 },
  { id: 16, name: "IQ2_XXS", block: 256, bytes: 66 },
  { id: 17, name: "IQ2_XS", block: 256, bytes: 74 },
  { id: 18, name: "IQ3_XXS", block: 256, bytes: 98 },
  { id: 19, name: "IQ1_S", block: 256, bytes: 50 },
  { id: 20, name: "IQ4_NL", block: 32, bytes: 18 },
  { id: 21, name: "IQ3_S", block: 256, bytes: 110 },
  { id: 22, name: "IQ2_S", block: 256, bytes: 82 },
  { id: 23, name: "IQ4_XS", block: 256, bytes: 136 },
  { id: 24, name: "I8", block: 1, bytes: 1 },
  { id: 25, name: "I16", block: 1, bytes: 2 },
  { id: 26, name: "I32", block: 1, bytes: 4 },
  { id: 27, name: "I64", block: 1, bytes: 8 },
  { id: 28, name: "F64", block: 1, bytes: 8 },
  { id: 29, name: "IQ1_M", block: 256, bytes: 56 },
  { id: 30, name: "BF16", block: 1, bytes: 2 },
  { id: 34, name: "TQ1_0", block: 256, bytes: 54 },
  { id: 35, name: "TQ2_0", block: 256, bytes: 66 },
  { id: 39, name: "MXFP4", block: 32, bytes: 17 },
  { id: 40, name: "NVFP4", block: 64, bytes: 36 },
  { id: 41, name: "Q1_0", block: 128, bytes: 18 },
  { id: 42, name: "Q2_0", block: 64, bytes: 18 },
];

const BY_ID = new Map(TYPES.map((t) => [t.id, t]));
const BY_NAME = new Map(TYPES.map((t) => [t.name.toLowerCase(), t]));

/** The type with this ggml id, or undefined for an id ggml does not define. */
export function ggmlType(id: number): GgmlType | undefined {
  return BY_ID.get(id);
}

/** The type with this name (case-insensitive: `q8_0`, `Q4_K`), or undefined. */
export function ggmlTypeByName(name: string): GgmlType | undefined {
  return BY_NAME.get(name.toLowerCase());
}

/**
 * Bytes of a tensor: rows of `shape[0]` elements in whole blocks. Returns undefined when the row
 * length is not a multiple of the block size, which ggml itself rejects as a malformed tensor.
 */
export function tensorBytes(type: GgmlType, shape: readonly number[]): number | undefined {
  const row = shape[0] ?? 1;
  if (row % type.block !== 0) return undefined;
  const elements = shape.reduce((n, d) => n * d, 1);
  return (elements / type.block) * type.bytes;
}

/** Cache types llama.cpp accepts for `-ctk` / `-ctv` (llama-server README). */
export const CACHE_TYPES = ["f32", "f16", "bf16", "q8_0", "q4_0", "q4_1", "iq4_nl", "q5_0", "q5_1"] as const;
export type CacheType = (typeof CACHE_TYPES)[number];

/** Bytes per cached element of a K or V cache of this type (a block's bytes over its elements). */
export function cacheBytesPerElement(type: CacheType): number {
  const t = ggmlTypeByName(type)!;
  return t.bytes / t.block;
}

/** Bytes of one cache row of `n` elements: whole blocks, as ggml_row_size computes it. */
export function cacheRowBytes(type: CacheType, n: number): number {
  const t = ggmlTypeByName(type)!;
  return Math.ceil(n / t.block) * t.bytes;
}

export function isCacheType(value: string): value is CacheType {
  return (CACHE_TYPES as readonly string[]).includes(value);
}

// llama_ftype ids (`general.file_type`) → the quant mix names users know.
const FILE_TYPES: Readonly<Record<number, string>> = {
  0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1", 10: "Q2_K", 11: "Q3_K_S", 12: "Q3_K_M",
  13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M", 16: "Q5_K_S", 17: "Q5_K_M", 18: "Q6_K", 19: "IQ2_XXS", 20: "IQ2_XS",
  21: "Q2_K_S", 22: "IQ3_XS", 23: "IQ3_XXS", 24: "IQ1_S", 25: "IQ4_NL", 26: "IQ3_S", 27: "IQ3_M", 28: "IQ2_S",
  29: "IQ2_M", 30: "IQ4_XS", 31: "IQ1_M", 32: "BF16", 36: "TQ1_0", 37: "TQ2_0", 38: "MXFP4_MOE",
};

/** The quant mix name of a `general.file_type` id, or undefined. */
export function fileTypeName(id: number | undefined): string | undefined {
  return id === undefined ? undefined : FILE_TYPES[id];
}
