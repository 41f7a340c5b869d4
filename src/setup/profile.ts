import { basename } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { archFromGguf, weightsFromGguf } from "./arch.js";
import { CATALOG } from "./catalog-models.js";
import { MIX_BPW, catalogArch, catalogModel, catalogWeights } from "./catalog.js";
import type { ModelProfile } from "./fit.js";
import { fileTypeName } from "./ggml.js";
import { numberOf, readGguf, type GgufHeader, type ReadGgufOptions } from "./gguf.js";
import { headerFromShow, ollamaShow } from "./scan/engines/ollama.js";
import { parseEndpointUrl } from "./http.js";

/**
 * Where fit gets a model's shape: a GGUF header (a local file, an http(s) URL read by Range, or
 * what ollama's /api/show reports for a pulled model) — exact — or the built-in catalog —
 * estimated. One function per source, all returning the same profile.
 */

/** A profile from a GGUF file or URL. */
export async function profileFromGguf(source: string, opts: ReadGgufOptions = {}): Promise<ModelProfile> {
  return profileFromHeader(await readGguf(source, opts), source.startsWith("http") ? decodeURIComponent(new URL(source).pathname.split("/").pop() ?? source) : basename(source));
}

/** A profile from a header already read. */
export function profileFromHeader(h: GgufHeader, fallbackId: string): ModelProfile {
  const arch = archFromGguf(h);
  const name = h.metadata["general.name"];
  return {
    id: typeof name === "string" && name ? name : fallbackId,
    source: h.source.startsWith("ollama:") ? "ollama" : "gguf",
    quant: fileTypeName(numberOf(h.metadata["general.file_type"])),
    arch,
    weights: weightsFromGguf(h, arch.layers),
    estimated: false,
  };
}

/** A profile for a model pulled into ollama, from its /api/show (verbose). */
export async function profileFromOllama(url: string, model: string, opts: { headers?: Record<string, string>; timeoutMs?: number; fetch?: typeof fetch } = {}): Promise<ModelProfile> {
  const root = parseEndpointUrl(url);
  root.pathname = root.pathname.replace(/\/v1$/, "");
  const show = await ollamaShow(root, model, { timeoutMs: opts.timeoutMs ?? 10_000, headers: opts.headers ?? {}, fetch: opts.fetch });
  const h = show ? headerFromShow(model, show) : undefined;
  if (!h) throw new OcwError(ErrorCode.NotFound, `ollama at ${root.origin} has no model ${model} with a GGUF tensor table (ollama show ${model} --verbose); pull it first or give --gguf`);
  const p = profileFromHeader(h, model);
  return { ...p, id: model };
}

/** A profile from the catalog at a quant (default Q4_K_M, or the model's only quant). */
export function profileFromCatalog(id: string, quant?: string): ModelProfile {
  const m = catalogModel(id);
  if (!m) throw new OcwError(ErrorCode.NotFound, `no model ${JSON.stringify(id)} in the catalog; known: ${CATALOG.map((c) => c.id).join(", ")} (or give --gguf <file|url>)`);
  const quants = Object.keys(m.quants);
  const q = quant ? quants.find((x) => x.toLowerCase() === quant.toLowerCase()) : quants.includes("Q4_K_M") ? "Q4_K_M" : quants[0];
  const weights = q ? catalogWeights(m, q) : undefined;
  if (!q || !weights) throw new OcwError(ErrorCode.InvalidInput, `${m.id} is catalogued at ${quants.join(", ")}, not ${quant}; pick one of those`);
  return { id: m.id, source: "catalog", quant: q, arch: catalogArch(m), weights, estimated: true };
}

/** A profile of a catalog model's original weights (what vLLM serves): BF16, or the repo's own mix (gpt-oss: MXFP4). */
export function profileFromCatalogRepo(id: string): ModelProfile {
  const m = catalogModel(id);
  if (!m) throw new OcwError(ErrorCode.NotFound, `no model ${JSON.stringify(id)} in the catalog; known: ${CATALOG.map((c) => c.id).join(", ")}`);
  const mix = m.repoMix ?? "BF16";
  return { id: m.id, source: "catalog", quant: mix, arch: catalogArch(m), weights: catalogWeights(m, mix)!, estimated: true };
}

/** The catalog's quants for a model from smallest to largest (fit climbs them while they fit). */
export function catalogQuants(id: string): string[] {
  const m = catalogModel(id);
  if (!m) return [];
  return Object.keys(m.quants).sort((a, b) => (MIX_BPW[a] ?? 99) - (MIX_BPW[b] ?? 99));
}
