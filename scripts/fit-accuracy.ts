/**
 * `npm run fit-accuracy`: measure how close model-setup's memory predictions are to what
 * llama.cpp itself computes, and write the table into docs/model-fit.md.
 *
 * The reference is llama.cpp (through node-llama-cpp, pinned and installed into the tools cache
 * by scripts/tools.ts, never into package.json) loading GGUF files generated here: tiny models,
 * and full-size layouts of catalog models written as sparse files (a 17 GB Qwen3-Coder layout
 * costs a few MB of disk). Models are loaded with `no_alloc`, the mode llama.cpp's own `--fit`
 * uses: every buffer is sized exactly, nothing is allocated, so a 4 × 64k context of a 30B model
 * can be measured on a laptop. A few tiny models are also loaded for real, to show the allocated
 * KV buffers equal the no-alloc sizes. Numbers are read from llama.cpp's own accounting:
 * llama_model_size() for weights and its log lines "llama_kv_cache: size = …",
 * "llama_memory_recurrent: size = …" and "… compute buffer size = …".
 *
 * Exit code 1 when a weights, KV or recurrent-state prediction is off by more than 3%.
 * node-llama-cpp's binding API used here (`_bindings.AddonModel/AddonContext`) is internal to
 * the pinned 3.22.1; bump with care.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { archFromGguf, kvBytes, readGguf, recurrentBytes, weightsFromGguf, computeBytes, type CacheType } from "../src/setup/index.js";
import { writeGguf } from "../tests/helpers/gguf-writer.js";
import { tinyModel, type TinyModel } from "../tests/helpers/tiny-models.js";
import { machineHeader } from "./bench/harness.js";
import { ensureTool } from "./tools.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const DOC = join(root, "docs", "model-fit.md");
const MiB = 1024 * 1024;
const TARGET = 3;

interface AddonModel {
  init(): Promise<boolean>;
  getModelSize(): number;
  dispose(): Promise<void>;
}
interface AddonContext {
  init(): Promise<boolean>;
  dispose(): Promise<void>;
}
interface Bindings {
  AddonModel: new (path: string, opts: Record<string, unknown>) => AddonModel;
  AddonContext: new (model: AddonModel, opts: Record<string, unknown>) => AddonContext;
}
interface Llama {
  readonly _bindings: Bindings;
  dispose(): Promise<void>;
}
interface NodeLlamaCpp {
  getLlama(opts: Record<string, unknown>): Promise<Llama>;
  LlamaLogLevel: Readonly<Record<string, string>>;
}

/** ggml type ids node-llama-cpp takes for the KV cache. */
const CACHE_ID: Partial<Record<CacheType, number>> = { f16: 1, q8_0: 8, q4_0: 2 };

interface Case {
  readonly label: string;
  readonly model: TinyModel;
  readonly runs: readonly { readonly ctx: number; readonly slots: number; readonly cache: CacheType; readonly alloc?: boolean }[];
}

const Q = { weightType: "Q4_K", embdType: "Q6_K" } as const;
const CASES: readonly Case[] = [
  {
    label: "tiny llama (dense GQA, Q8_0)",
    model: { arch: "llama", layers: 8, embd: 512, heads: 8, headsKv: 2, headDim: 64, ff: 1536, vocab: 4096, ctxTrain: 131072, weightType: "Q8_0", embdType: "F16" },
    runs: [
      { ctx: 8192, slots: 1, cache: "f16", alloc: true },
      { ctx: 32768, slots: 4, cache: "f16" },
      { ctx: 32768, slots: 4, cache: "q8_0" },
      { ctx: 32768, slots: 4, cache: "q4_0" },
    ],
  },
  {
    label: "tiny qwen2 (biases)",
    model: { arch: "qwen2", layers: 6, embd: 512, heads: 8, headsKv: 2, headDim: 64, ff: 1024, vocab: 4096, ctxTrain: 32768, weightType: "Q5_0", embdType: "Q8_0" },
    runs: [{ ctx: 32768, slots: 2, cache: "f16" }],
  },
  {
    label: "tiny qwen3moe (MoE 16/4)",
    model: { arch: "qwen3moe", layers: 6, embd: 512, heads: 8, headsKv: 4, headDim: 128, ff: 1024, vocab: 4096, ctxTrain: 262144, ...Q, experts: 16, expertsUsed: 4, expertFf: 256 },
    runs: [
      { ctx: 16384, slots: 4, cache: "f16", alloc: true },
      { ctx: 65536, slots: 4, cache: "q8_0" },
    ],
  },
  {
    label: "tiny gemma3 (SWA 1024, 5:1, tied)",
    model: { arch: "gemma3", layers: 12, embd: 512, heads: 8, headsKv: 4, headDim: 256, ff: 1024, vocab: 4096, ctxTrain: 131072, weightType: "Q4_0", embdType: "Q8_0", window: 1024, tied: true },
    runs: [
      { ctx: 16384, slots: 4, cache: "f16", alloc: true },
      { ctx: 65536, slots: 2, cache: "q8_0" },
    ],
  },
  {
    label: "tiny gpt-oss (SWA 128 alternating, MXFP4)",
    model: { arch: "gpt-oss", layers: 8, embd: 512, heads: 16, headsKv: 8, headDim: 64, ff: 512, vocab: 4096, ctxTrain: 131072, weightType: "MXFP4", embdType: "Q8_0", experts: 8, expertsUsed: 4, expertFf: 512, window: 128 },
    runs: [{ ctx: 16384, slots: 4, cache: "f16" }],
  },
  {
    label: "tiny qwen3next (Gated-DeltaNet hybrid)",
    model: { arch: "qwen3next", layers: 8, embd: 512, heads: 8, headsKv: 2, headDim: 128, ff: 512, vocab: 4096, ctxTrain: 262144, ...Q, experts: 16, expertsUsed: 4, expertFf: 256, ssm: { interval: 4, conv: 4, state: 64, groups: 4, dtRank: 8, sharedFf: 256 } },
    runs: [
      { ctx: 16384, slots: 1, cache: "f16" },
      { ctx: 16384, slots: 4, cache: "f16" },
    ],
  },
  {
    label: "Qwen3-Coder-30B-A3B layout (Q4_K/Q6_K)",
    model: { arch: "qwen3moe", name: "Qwen3-Coder-30B-A3B layout", layers: 48, embd: 2048, heads: 32, headsKv: 4, headDim: 128, ff: 6144, vocab: 151936, ctxTrain: 262144, ...Q, experts: 128, expertsUsed: 8, expertFf: 768 },
    runs: [
      { ctx: 65536, slots: 1, cache: "f16" },
      { ctx: 65536, slots: 4, cache: "q8_0" },
    ],
  },
  {
    label: "gpt-oss-20b layout (MXFP4)",
    model: { arch: "gpt-oss", name: "gpt-oss-20b layout", layers: 24, embd: 2880, heads: 64, headsKv: 8, headDim: 64, ff: 2880, vocab: 201088, ctxTrain: 131072, weightType: "MXFP4", embdType: "Q8_0", experts: 32, expertsUsed: 4, expertFf: 2880, window: 128 },
    runs: [{ ctx: 65536, slots: 4, cache: "f16" }],
  },
  {
    label: "Devstral-Small 24B layout (llama)",
    model: { arch: "llama", name: "Devstral-Small layout", layers: 40, embd: 5120, heads: 32, headsKv: 8, headDim: 128, ff: 32768, vocab: 131072, ctxTrain: 131072, ...Q },
    runs: [{ ctx: 32768, slots: 2, cache: "q8_0" }],
  },
  {
    label: "Qwen3-32B layout (dense)",
    model: { arch: "qwen3", name: "Qwen3-32B layout", layers: 64, embd: 5120, heads: 64, headsKv: 8, headDim: 128, ff: 25600, vocab: 151936, ctxTrain: 40960, ...Q },
    runs: [{ ctx: 32768, slots: 1, cache: "f16" }],
  },
  {
    label: "Qwen3-Next-80B-A3B layout (hybrid)",
    model: { arch: "qwen3next", name: "Qwen3-Next-80B-A3B layout", layers: 48, embd: 2048, heads: 16, headsKv: 2, headDim: 256, ff: 5120, vocab: 151936, ctxTrain: 262144, ...Q, experts: 512, expertsUsed: 10, expertFf: 512, ssm: { interval: 4, conv: 4, state: 128, groups: 16, dtRank: 32, sharedFf: 512 } },
    runs: [{ ctx: 65536, slots: 2, cache: "f16" }],
  },
];

interface Row {
  readonly model: string;
  readonly context: string;
  readonly slots: number;
  readonly cache: string;
  readonly mode: string;
  readonly quantity: "weights" | "KV" | "recurrent" | "compute (CPU)";
  readonly ours: number;
  readonly reference: number | undefined;
  readonly note?: string;
}

async function main(): Promise<number> {
  const bin = await ensureTool("llama");
  const modulePath = join(dirname(bin), "..", "node-llama-cpp", "dist", "index.js");
  const nlc = (await import(pathToFileURL(modulePath).href)) as NodeLlamaCpp;
  const lines: string[] = [];
  const llama = await nlc.getLlama({ gpu: false, build: "never", logLevel: nlc.LlamaLogLevel.info, logger: (_level: string, message: string) => void lines.push(message) });
  const dir = await mkdtemp(join(tmpdir(), "ocw-fit-accuracy-"));
  const rows: Row[] = [];
  try {
    for (const c of CASES) {
      const file = join(dir, `${c.model.arch}-${c.model.layers}.gguf`);
      await writeGguf(file, tinyModel(c.model));
      const h = await readGguf(file);
      const arch = archFromGguf(h);
      const weights = weightsFromGguf(h, arch.layers);
      process.stderr.write(`${c.label} …\n`);
      for (const r of c.runs) {
        for (const alloc of r.alloc ? [false, true] : [false]) {
          lines.length = 0;
          const model = new llama._bindings.AddonModel(file, { gpuLayers: 0, noAlloc: !alloc, useMmap: true, useMlock: false });
          if (!(await model.init())) throw new Error(`llama.cpp could not load ${file}: ${lines.slice(-3).join(" ")}`);
          const size = model.getModelSize();
          const context = new llama._bindings.AddonContext(model, { contextSize: r.ctx * r.slots, batchSize: 512, sequences: r.slots, flashAttention: true, kvCacheKeyType: CACHE_ID[r.cache], kvCacheValueType: CACHE_ID[r.cache] });
          if (!(await context.init())) throw new Error(`llama.cpp could not create a context for ${file}: ${lines.slice(-3).join(" ")}`);
          // llama.cpp's log lines reach the logger asynchronously: wait for the last one we read.
          await waitFor(() => lines.some((l) => /compute buffer size =/.test(l)), 5000);
          const log = lines.join("\n");
          await context.dispose();
          await model.dispose();
          const ubatch = Number(/n_ubatch\s+=\s+(\d+)/.exec(log)?.[1] ?? 512);
          // node-llama-cpp 3.22.1 always creates one KV stream per sequence (kv_unified = false).
          const shape = { slots: r.slots, ctxPerSlot: r.ctx, unified: false, cacheK: r.cache, cacheV: r.cache, flashAttention: true, ubatch };
          const mode = alloc ? "allocated" : "no_alloc";
          const base = { model: c.label, context: `${r.ctx / 1024}k`, slots: r.slots, cache: r.cache, mode };
          const sum = (re: RegExp): number | undefined => {
            const all = [...log.matchAll(re)].map((m) => Number(m[1]) * MiB);
            return all.length ? all.reduce((a, b) => a + b, 0) : undefined;
          };
          const kvRef = alloc ? sum(/KV buffer size =\s+([\d.]+) MiB/g) : sum(/llama_kv_cache: size =\s+([\d.]+) MiB/g);
          const rsRef = alloc ? sum(/RS buffer size =\s+([\d.]+) MiB/g) : sum(/llama_memory_recurrent: size =\s+([\d.]+) MiB/g);
          if (!alloc) rows.push({ ...base, quantity: "weights", ours: weights.total, reference: size });
          rows.push({ ...base, quantity: "KV", ours: kvBytes(arch, shape).total, reference: kvRef ?? 0 });
          if (arch.recurrent) rows.push({ ...base, quantity: "recurrent", ours: recurrentBytes(arch, r.slots).total, reference: rsRef });
          if (!alloc) rows.push({ ...base, quantity: "compute (CPU)", ours: computeBytes(arch, shape), reference: sum(/CPU compute buffer size =\s+([\d.]+) MiB/g), note: "estimate; GPU backends size their own buffers" });
        }
      }
    }
  } finally {
    await llama.dispose();
    await rm(dir, { recursive: true, force: true });
  }
  const section = render(rows);
  process.stdout.write(`${section}\n`);
  const doc = await readFile(DOC, "utf8").catch(() => "# Model fit\n");
  await writeFile(DOC, replaceSection(doc, section));
  process.stderr.write(`updated ${DOC}\n`);
  const missed = rows.filter((r) => r.quantity !== "compute (CPU)" && r.reference !== undefined && Math.abs(err(r)) > TARGET);
  for (const m of missed) process.stderr.write(`missed: ${m.model} ${m.context}×${m.slots} ${m.quantity}: ${err(m).toFixed(2)}%\n`);
  return missed.length ? 1 : 0;
}

async function waitFor(ok: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 50));
}

function err(r: Row): number {
  if (r.reference === undefined) return NaN;
  if (r.reference === 0) return r.ours === 0 ? 0 : 100;
  return ((r.ours - r.reference) / r.reference) * 100;
}

function render(rows: readonly Row[]): string {
  const mib = (n: number | undefined): string => (n === undefined ? "—" : (n / MiB).toFixed(2));
  const out = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineHeader()}, llama.cpp from node-llama-cpp 3.22.1 (CPU backend), flash attention on, one KV stream per slot.`,
    "",
    "| model | context/slot | slots | cache | llama.cpp mode | quantity | ours (MiB) | llama.cpp (MiB) | error | within 3% |",
    "|---|---:|---:|---|---|---|---:|---:|---:|:---:|",
  ];
  for (const r of rows) {
    const e = err(r);
    const judged = r.quantity === "compute (CPU)" ? "estimate" : Number.isNaN(e) ? "not measured" : Math.abs(e) <= TARGET ? "yes" : "**no**";
    out.push(`| ${r.model} | ${r.context} | ${r.slots} | ${r.cache} | ${r.mode} | ${r.quantity} | ${mib(r.ours)} | ${mib(r.reference)} | ${Number.isNaN(e) ? "—" : `${e >= 0 ? "+" : ""}${e.toFixed(2)}%`} | ${judged} |`);
  }
  return out.join("\n");
}

function replaceSection(doc: string, section: string): string {
  const start = "<!-- fit-accuracy -->";
  const end = "<!-- /fit-accuracy -->";
  const block = `${start}\n${section}\n${end}`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i >= 0 && j > i) return doc.slice(0, i) + block + doc.slice(j + end.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}

process.exitCode = await main();
