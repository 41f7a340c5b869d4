import type { ModelArch, Weights } from "./arch.js";
import { CATALOG, type CatalogModel } from "./catalog-models.js";

/**
 * Built-in architecture numbers for current coding models, so `fit` can predict before a GGUF is
 * at hand. Shapes come from the models' configs (research: model-setup.md §4.2); a GGUF header,
 * when available, is authoritative and replaces all of this. Weight sizes here are estimates
 * (parameters × the quant mix's average bits per weight), flagged `estimated` in every plan.
 */

/** Average bits per weight of llama.cpp's quant mixes (llama.cpp quantize QUANT_OPTIONS, Llama-3-8B sizes). */
export const MIX_BPW: Readonly<Record<string, number>> = {
  Q2_K: 3.17,
  Q3_K_M: 4.0,
  Q4_0: 4.64,
  Q4_K_S: 4.67,
  Q4_K_M: 4.9,
  Q5_K_M: 5.7,
  Q6_K: 6.57,
  Q8_0: 8.52,
  IQ4_XS: 4.25,
  F16: 16,
  BF16: 16,
};

/** A catalog model by id (case-insensitive), or undefined. */
export function catalogModel(id: string): CatalogModel | undefined {
  const want = id.toLowerCase();
  return CATALOG.find((m) => m.id === want);
}

/** The architecture a catalog entry describes, in the same shape a GGUF header gives. */
export function catalogArch(m: CatalogModel): ModelArch {
  const layers = m.layers;
  const trunk = layers - (m.nextn ?? 0);
  const swa = m.swa ? { window: m.swa.window, layers: Array.from({ length: layers }, (_, il) => il < trunk && il % m.swa!.pattern < m.swa!.pattern - 1) } : undefined;
  const recurrent = m.hybrid
    ? {
        layers: Array.from({ length: layers }, (_, i) => i < trunk && (i + 1) % m.hybrid!.interval !== 0),
        r: (m.hybrid.conv - 1) * (m.hybrid.inner + 2 * m.hybrid.groups * m.hybrid.state),
        s: m.hybrid.state * m.hybrid.inner,
      }
    : undefined;
  return {
    architecture: m.architecture,
    layers,
    nextnLayers: m.nextn ?? 0,
    embd: m.embd,
    vocab: m.vocab,
    ctxTrain: m.ctxTrain,
    headCount: new Array<number>(layers).fill(m.heads),
    headCountKv: new Array<number>(layers).fill(m.headsKv),
    keyLength: m.headDim,
    valueLength: m.headDim,
    keyLengthSwa: m.headDim,
    valueLengthSwa: m.headDim,
    mla: false,
    swa,
    recurrent,
    experts: m.experts ?? 0,
    expertsUsed: m.expertsUsed ?? 0,
    ffMax: m.experts && m.expertFf ? m.expertFf : m.ff,
  };
}

/** Estimated weight bytes of a catalog model at a quant (or its original repo's mix): the published size, else params × bpw. */
export function catalogWeights(m: CatalogModel, quant: string): Weights | undefined {
  if (!(quant in m.quants) && quant !== (m.repoMix ?? "BF16")) return undefined;
  const bpw = MIX_BPW[quant];
  const total = m.quants[quant] ?? (bpw === undefined ? undefined : (m.params * bpw) / 8);
  if (total === undefined) return undefined;
  // Embedding and output tables at the mix's average width; the rest spread over the layers.
  const table = (m.embd * m.vocab * (bpw ?? (total * 8) / m.params)) / 8;
  const output = table;
  const tokenEmbd = table;
  const body = Math.max(0, total - tokenEmbd - (m.tiedEmbeddings ? 0 : output));
  return {
    total,
    perLayer: new Array<number>(m.layers).fill(body / m.layers),
    tokenEmbd,
    output,
    outputNorm: 4 * m.embd,
    tied: m.tiedEmbeddings ?? false,
    other: 0,
  };
}
