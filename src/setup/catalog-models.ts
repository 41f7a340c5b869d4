/**
 * The catalog's entries: architecture numbers of current coding models from their configs
 * (research: model-setup.md §4.2), and where each engine gets the weights (the GGUF repo for
 * llama.cpp and ollama, the original repo for vLLM, the ollama library tag). A GGUF header, when
 * available, replaces the numbers; the repo names end up in printed serve commands.
 */

export interface CatalogModel {
  readonly id: string;
  readonly name: string;
  /** GGUF `general.architecture`. */
  readonly architecture: string;
  /** Total parameters (all experts). */
  readonly params: number;
  readonly layers: number;
  /** NextN/MTP layers included in `layers` that get no KV cache. */
  readonly nextn?: number;
  readonly embd: number;
  readonly vocab: number;
  readonly heads: number;
  readonly headsKv: number;
  readonly headDim: number;
  readonly ctxTrain: number;
  readonly ff: number;
  readonly experts?: number;
  readonly expertsUsed?: number;
  readonly expertFf?: number;
  readonly swa?: { readonly window: number; readonly pattern: number };
  /** Hybrid: every `interval`-th layer is attention, the rest Gated-DeltaNet/SSM. */
  readonly hybrid?: { readonly interval: number; readonly conv: number; readonly inner: number; readonly state: number; readonly groups: number };
  readonly tiedEmbeddings?: boolean;
  /** vLLM `--tool-call-parser`. */
  readonly toolParser: string;
  readonly reasoningParser?: string;
  /** Quants to offer, best-known file sizes in bytes when published (else params × bpw). */
  readonly quants: Readonly<Record<string, number | undefined>>;
  /** The Hugging Face repo of GGUF quants that llama.cpp serves with `-hf <gguf>:<quant>` (and ollama as `hf.co/<gguf>:<quant>`). */
  readonly gguf: string;
  /** The original weights on Hugging Face: what `vllm serve <repo>` loads, at `repoMix` (default BF16). */
  readonly repo: string;
  readonly repoMix?: string;
  /** Extra `vllm serve` flags the repo needs (Mistral-format repos). */
  readonly vllmArgs?: readonly string[];
  /** The ollama library tag and the quant mix it serves. */
  readonly ollama?: { readonly tag: string; readonly quant: string };
}

const KM = { Q4_K_M: undefined, Q5_K_M: undefined, Q6_K: undefined, Q8_0: undefined };

export const CATALOG: readonly CatalogModel[] = [
  {
    id: "qwen3-coder-30b-a3b",
    name: "Qwen3-Coder-30B-A3B-Instruct",
    architecture: "qwen3moe",
    params: 30.5e9,
    layers: 48,
    embd: 2048,
    vocab: 151936,
    heads: 32,
    headsKv: 4,
    headDim: 128,
    ctxTrain: 262144,
    ff: 6144,
    experts: 128,
    expertsUsed: 8,
    expertFf: 768,
    toolParser: "qwen3_coder",
    quants: { ...KM, Q4_K_M: 18.6e9 },
    gguf: "unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF",
    repo: "Qwen/Qwen3-Coder-30B-A3B-Instruct",
    ollama: { tag: "qwen3-coder:30b", quant: "Q4_K_M" },
  },
  {
    id: "qwen3-30b-a3b-2507",
    name: "Qwen3-30B-A3B-Instruct-2507",
    architecture: "qwen3moe",
    params: 30.5e9,
    layers: 48,
    embd: 2048,
    vocab: 151936,
    heads: 32,
    headsKv: 4,
    headDim: 128,
    ctxTrain: 262144,
    ff: 6144,
    experts: 128,
    expertsUsed: 8,
    expertFf: 768,
    toolParser: "hermes",
    reasoningParser: "qwen3",
    quants: { ...KM, Q4_K_M: 18.6e9 },
    gguf: "unsloth/Qwen3-30B-A3B-Instruct-2507-GGUF",
    repo: "Qwen/Qwen3-30B-A3B-Instruct-2507",
    ollama: { tag: "qwen3:30b", quant: "Q4_K_M" },
  },
  {
    id: "qwen3-32b",
    name: "Qwen3-32B",
    architecture: "qwen3",
    params: 32.8e9,
    layers: 64,
    embd: 5120,
    vocab: 151936,
    heads: 64,
    headsKv: 8,
    headDim: 128,
    ctxTrain: 32768,
    ff: 25600,
    toolParser: "hermes",
    reasoningParser: "qwen3",
    quants: { ...KM, Q4_K_M: 19.8e9 },
    gguf: "Qwen/Qwen3-32B-GGUF",
    repo: "Qwen/Qwen3-32B",
    ollama: { tag: "qwen3:32b", quant: "Q4_K_M" },
  },
  {
    id: "qwen2.5-coder-32b",
    name: "Qwen2.5-Coder-32B-Instruct",
    architecture: "qwen2",
    params: 32.8e9,
    layers: 64,
    embd: 5120,
    vocab: 152064,
    heads: 40,
    headsKv: 8,
    headDim: 128,
    ctxTrain: 32768,
    ff: 27648,
    toolParser: "hermes",
    quants: KM,
    gguf: "Qwen/Qwen2.5-Coder-32B-Instruct-GGUF",
    repo: "Qwen/Qwen2.5-Coder-32B-Instruct",
    ollama: { tag: "qwen2.5-coder:32b", quant: "Q4_K_M" },
  },
  {
    id: "qwen2.5-coder-7b",
    name: "Qwen2.5-Coder-7B-Instruct",
    architecture: "qwen2",
    params: 7.6e9,
    layers: 28,
    embd: 3584,
    vocab: 152064,
    heads: 28,
    headsKv: 4,
    headDim: 128,
    ctxTrain: 32768,
    ff: 18944,
    toolParser: "hermes",
    quants: KM,
    gguf: "Qwen/Qwen2.5-Coder-7B-Instruct-GGUF",
    repo: "Qwen/Qwen2.5-Coder-7B-Instruct",
    ollama: { tag: "qwen2.5-coder:7b", quant: "Q4_K_M" },
  },
  {
    id: "glm-4.5-air",
    name: "GLM-4.5-Air",
    architecture: "glm4moe",
    params: 106e9,
    layers: 47,
    nextn: 1,
    embd: 4096,
    vocab: 151552,
    heads: 96,
    headsKv: 8,
    headDim: 128,
    ctxTrain: 131072,
    ff: 10944,
    experts: 128,
    expertsUsed: 8,
    expertFf: 1408,
    toolParser: "glm45",
    reasoningParser: "glm45",
    quants: { ...KM, Q4_K_M: 70e9 },
    gguf: "unsloth/GLM-4.5-Air-GGUF",
    repo: "zai-org/GLM-4.5-Air",
  },
  {
    id: "gpt-oss-20b",
    name: "gpt-oss-20b",
    architecture: "gpt-oss",
    params: 20.9e9,
    layers: 24,
    embd: 2880,
    vocab: 201088,
    heads: 64,
    headsKv: 8,
    headDim: 64,
    ctxTrain: 131072,
    ff: 2880,
    experts: 32,
    expertsUsed: 4,
    expertFf: 2880,
    swa: { window: 128, pattern: 2 },
    toolParser: "openai",
    quants: { MXFP4: 12.8e9 },
    gguf: "ggml-org/gpt-oss-20b-GGUF",
    repo: "openai/gpt-oss-20b",
    repoMix: "MXFP4",
    ollama: { tag: "gpt-oss:20b", quant: "MXFP4" },
  },
  {
    id: "gpt-oss-120b",
    name: "gpt-oss-120b",
    architecture: "gpt-oss",
    params: 116.8e9,
    layers: 36,
    embd: 2880,
    vocab: 201088,
    heads: 64,
    headsKv: 8,
    headDim: 64,
    ctxTrain: 131072,
    ff: 2880,
    experts: 128,
    expertsUsed: 4,
    expertFf: 2880,
    swa: { window: 128, pattern: 2 },
    toolParser: "openai",
    quants: { MXFP4: 63e9 },
    gguf: "ggml-org/gpt-oss-120b-GGUF",
    repo: "openai/gpt-oss-120b",
    repoMix: "MXFP4",
    ollama: { tag: "gpt-oss:120b", quant: "MXFP4" },
  },
  {
    id: "devstral-small-2507",
    name: "Devstral-Small-2507 (24B)",
    architecture: "llama",
    params: 23.6e9,
    layers: 40,
    embd: 5120,
    vocab: 131072,
    heads: 32,
    headsKv: 8,
    headDim: 128,
    ctxTrain: 131072,
    ff: 32768,
    toolParser: "mistral",
    quants: { ...KM, Q4_K_M: 14.3e9 },
    gguf: "mistralai/Devstral-Small-2507_gguf",
    repo: "mistralai/Devstral-Small-2507",
    vllmArgs: ["--tokenizer-mode", "mistral", "--config-format", "mistral", "--load-format", "mistral"],
    ollama: { tag: "devstral:24b", quant: "Q4_K_M" },
  },
  {
    id: "qwen3-next-80b-a3b",
    name: "Qwen3-Next-80B-A3B-Instruct",
    architecture: "qwen3next",
    params: 80e9,
    layers: 48,
    embd: 2048,
    vocab: 151936,
    heads: 16,
    headsKv: 2,
    headDim: 256,
    ctxTrain: 262144,
    ff: 5120,
    experts: 512,
    expertsUsed: 10,
    expertFf: 512,
    hybrid: { interval: 4, conv: 4, inner: 4096, state: 128, groups: 16 },
    toolParser: "hermes",
    quants: KM,
    gguf: "unsloth/Qwen3-Next-80B-A3B-Instruct-GGUF",
    repo: "Qwen/Qwen3-Next-80B-A3B-Instruct",
  },
];

