/**
 * `npm run fit-accuracy`: measure how close model-setup's memory predictions are to what
 * llama.cpp itself reserves, and write the table into docs/model-fit.md.
 *
 * Two references, both the llama.cpp release node-llama-cpp 3.22.1 ships (de3ff81):
 *
 * - **llama-server** (built once per machine into the tools cache, scripts/llama-server.ts), for
 *   every shape whose KV cache fits in this machine's RAM: a generated GGUF with the real Qwen2
 *   tokenizer (tests/helpers/engine.ts), started with the argv `ocw setup serve --json` prints,
 *   unchanged. The prediction is the `fit` of that same answer; the engine's figures are its own
 *   buffer lines ("CPU_Mapped model buffer size", "CPU_REPACK …", "CPU KV …", "CPU RS …",
 *   "CPU compute …", "CPU output …"). Run `npm run build` first: the prediction comes from
 *   dist/ocw.mjs, and the script refuses a dist/ whose figures differ from src/setup's.
 * - **node-llama-cpp** (installed into the tools cache by scripts/tools.ts, never into
 *   package.json) for the full-size layouts of catalog models, written as sparse files (a 17 GB
 *   Qwen3-Coder layout costs a few MB of disk) and loaded with `no_alloc`, the mode llama.cpp's
 *   own `--fit` uses: every buffer is sized, nothing allocated, so a 4 × 64k context of a 30B
 *   model can be measured on a laptop. Only weights (llama_model_size()), KV and recurrent state
 *   are compared there: node-llama-cpp's in-process context reserves logits for the whole batch
 *   (n_outputs = n_batch), llama-server one row per slot, which is what the fit plans.
 *
 * Exit code 1 when any compared part is off by more than 3%. node-llama-cpp's binding API used
 * here (`_bindings.AddonModel/AddonContext`) is internal to the pinned 3.22.1; bump with care.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { archFromGguf, computeBytes, kvBytes, readGguf, recurrentBytes, weightsFromGguf, type CacheType, type ServeShape } from "../src/setup/index.js";
import { outputBytes } from "../src/setup/memory.js";
import { engine, serveAndRead, writeEngineModel, type EngineShape } from "../tests/helpers/engine.js";
import { writeGguf } from "../tests/helpers/gguf-writer.js";
import { tinyModel, type TinyModel } from "../tests/helpers/tiny-models.js";
import { machineHeader } from "./bench/harness.js";
import { LLAMA_SERVER } from "./llama-server.js";
import { ensureTool } from "./tools.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const DOC = join(root, "docs", "model-fit.md");
const OCW = join(root, "dist", "ocw.mjs");
const MiB = 1024 * 1024;
const TARGET = 3;

// ---------------------------------------------------------------------------------------------
// The shapes.

interface EngineCase {
  readonly label: string;
  readonly shape: EngineShape;
  /** `ocw setup serve` flags after `--gguf <file> --cpu-only --ram 16`. */
  readonly args: readonly string[];
}

const Q = { weightType: "Q4_K", embdType: "Q6_K" } as const;

// Served by the real llama-server: tiny enough that weights + KV stay well under 1 GiB each.
// Dense FFNs 3–5× the embedding and MoE models with many narrow experts, as real models are.
const ENGINE_CASES: readonly EngineCase[] = [
  { label: "qwen2 dense, F16", shape: { name: "dense-f16", ff: 1024 }, args: ["--slots", "1", "--ctx", "65536", "--kv", "f16"] },
  { label: "qwen2 dense, Q8_0", shape: { name: "dense-q8", ff: 1024, weightType: "Q8_0", embdType: "Q8_0" }, args: ["--slots", "2", "--ctx", "32768", "--kv", "q8_0"] },
  { label: "qwen2 dense, F16", shape: { name: "dense-streams", layers: 6, embd: 384, heads: 6, headsKv: 2, ff: 1536 }, args: ["--slots", "4", "--ctx", "32768", "--kv", "f16", "--no-kv-unified"] },
  { label: "llama dense GQA, Q8_0", shape: { name: "llama-q8", arch: "llama", layers: 8, embd: 512, heads: 8, headsKv: 2, ff: 1536, weightType: "Q8_0", embdType: "F16" }, args: ["--slots", "4", "--ctx", "32768", "--kv", "q4_0"] },
  { label: "qwen3moe 32 experts / 8 used, F16", shape: { name: "moe-f16", arch: "qwen3moe", experts: 32, expertsUsed: 8, expertFf: 96, ff: 96 }, args: ["--slots", "2", "--ctx", "32768", "--kv", "f16"] },
  { label: "qwen3moe 16 experts / 4 used, Q4_K/Q6_K", shape: { name: "moe-q4k", arch: "qwen3moe", layers: 6, embd: 512, heads: 8, headsKv: 4, headDim: 128, ff: 1024, experts: 16, expertsUsed: 4, expertFf: 256, ...Q }, args: ["--slots", "4", "--ctx", "32768", "--kv", "q8_0"] },
  { label: "gemma3 SWA 1024 (5:1), F16", shape: { name: "swa-f16", arch: "gemma3", layers: 6, window: 1024, heads: 4, headsKv: 1, ff: 1024 }, args: ["--slots", "2", "--ctx", "32768", "--kv", "q8_0"] },
  { label: "gemma3 SWA 1024 (5:1), Q4_0, tied", shape: { name: "swa-q4", arch: "gemma3", layers: 12, embd: 512, heads: 8, headsKv: 4, headDim: 256, ff: 1024, window: 1024, tied: true, weightType: "Q4_0", embdType: "Q8_0" }, args: ["--slots", "4", "--ctx", "32768", "--kv", "f16", "--no-kv-unified"] },
  { label: "gpt-oss SWA 128 (alternating), MXFP4", shape: { name: "gpt-oss", arch: "gpt-oss", layers: 8, embd: 512, heads: 16, headsKv: 8, ff: 512, experts: 8, expertsUsed: 4, expertFf: 512, window: 128, weightType: "MXFP4", embdType: "Q8_0" }, args: ["--slots", "4", "--ctx", "32768", "--kv", "f16"] },
  { label: "qwen3next Gated-DeltaNet hybrid, Q4_K/Q6_K", shape: { name: "qwen3next", arch: "qwen3next", layers: 8, embd: 512, heads: 8, headsKv: 2, headDim: 128, ff: 512, experts: 16, expertsUsed: 4, expertFf: 256, ssm: { interval: 4, conv: 4, state: 64, groups: 4, dtRank: 8, sharedFf: 256 }, ...Q }, args: ["--slots", "1", "--ctx", "65536", "--kv", "f16"] },
  { label: "qwen3next Gated-DeltaNet hybrid, Q4_K/Q6_K", shape: { name: "qwen3next", arch: "qwen3next", layers: 8, embd: 512, heads: 8, headsKv: 2, headDim: 128, ff: 512, experts: 16, expertsUsed: 4, expertFf: 256, ssm: { interval: 4, conv: 4, state: 64, groups: 4, dtRank: 8, sharedFf: 256 }, ...Q }, args: ["--slots", "4", "--ctx", "32768", "--kv", "f16", "--no-kv-unified"] },
];

interface LayoutCase {
  readonly label: string;
  readonly model: TinyModel;
  readonly runs: readonly { readonly ctx: number; readonly slots: number; readonly cache: CacheType }[];
}

// Full-size layouts: their KV (6–13 GiB) and weights (11–43 GB) would not fit in this machine's
// RAM beside everything else, so llama.cpp sizes them without allocating (node-llama-cpp, no_alloc).
const LAYOUT_CASES: readonly LayoutCase[] = [
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

// ---------------------------------------------------------------------------------------------
// Rows.

const PARTS = ["weights", "repack", "KV", "recurrent", "compute", "output", "total"] as const;
type Part = (typeof PARTS)[number];

/** One part of one row: our prediction against the engine's figure; judged only when `compared`. */
interface Cell {
  readonly ours: number | undefined;
  readonly engine: number | undefined;
  readonly compared: boolean;
}

interface Row {
  readonly model: string;
  readonly shape: string;
  readonly reference: "llama-server" | "node-llama-cpp no_alloc";
  readonly cells: Partial<Record<Part, Cell>>;
}

const shapeText = (slots: number, ctx: number, cache: string, unified: boolean): string => `${slots} × ${ctx / 1024}k, ${cache}, ${unified ? "unified" : "per-slot streams"}`;

// ---------------------------------------------------------------------------------------------
// llama-server rows.

interface FitJson {
  slots: number;
  ctxPerSlot: number;
  cache: CacheType;
  unified: boolean;
  flashAttention: boolean;
  ubatch: number;
  memory: { weightsHost: number; kv: number; recurrent: number; computeHost: number; output: number; repack: number; promptCache: number };
  ram: { need: number };
}

/** The rows, and the CPU features llama-server reported (repacking depends on them: AVX2 here). */
async function engineRows(dir: string): Promise<{ rows: Row[]; cpu: string }> {
  await assertBuilt();
  const server = await engine();
  const rows: Row[] = [];
  let cpu = "";
  for (const c of ENGINE_CASES) {
    process.stderr.write(`llama-server: ${c.label} ${c.args.join(" ")} …\n`);
    const model = await writeEngineModel(dir, server.share, c.shape);
    const { planned, log, buffers: got } = await serveAndRead(server.bin, model.path, c.args, join(dir, `${c.shape.name}-${ENGINE_CASES.indexOf(c)}.log`));
    const fit = planned.json.fit as FitJson;
    await assertFresh(model.path, fit);
    cpu ||= cpuFeatures(log);
    const m = fit.memory;
    const cell = (ours: number, eng: number): Cell => ({ ours, engine: eng, compared: true });
    rows.push({
      model: c.label,
      shape: shapeText(fit.slots, fit.ctxPerSlot, fit.cache, fit.unified),
      reference: "llama-server",
      cells: {
        weights: cell(m.weightsHost, got.weights),
        // The CPU backend's repacked copy of Q4_0/Q4_K/IQ4_NL/MXFP4 matrices (docs/model-fit.md).
        repack: m.repack > 0 || got.repack > 0 ? cell(m.repack, got.repack) : { ours: undefined, engine: 0, compared: false },
        KV: cell(m.kv, got.kv),
        recurrent: m.recurrent > 0 || got.recurrent > 0 ? cell(m.recurrent, got.recurrent) : undefined,
        compute: cell(m.computeHost, got.compute),
        output: cell(m.output, got.output),
        // The RAM the fit plans for the engine itself (the prompt cache fills later, up to --cache-ram)
        // against every host buffer the engine holds, the repacked copy included.
        total: cell(fit.ram.need - m.promptCache, got.weights + got.repack + got.kv + got.recurrent + got.compute + got.output),
      },
    });
  }
  return { rows, cpu };
}

/** The CPU features llama.cpp's system_info line marks `= 1` (e.g. "AVX2, F16C, FMA, REPACK"). */
function cpuFeatures(log: string): string {
  const line = /system_info:.*?CPU : (.*)/.exec(log)?.[1] ?? "";
  return [...line.matchAll(/(\w+) = 1/g)].map((m) => m[1]).join(", ");
}

/** dist/ocw.mjs must exist: the prediction is what the built CLI prints. */
async function assertBuilt(): Promise<void> {
  if (!(await stat(OCW).catch(() => undefined))) throw new Error(`${OCW} is missing: run \`npm run build\` first (the prediction is what \`ocw setup serve --json\` prints)`);
}

/** The built CLI's figures must be src/setup's: a stale dist/ would measure old formulas. */
async function assertFresh(path: string, fit: FitJson): Promise<void> {
  const arch = archFromGguf(await readGguf(path));
  const shape: ServeShape = { slots: fit.slots, ctxPerSlot: fit.ctxPerSlot, unified: fit.unified, cacheK: fit.cache, cacheV: fit.cache, flashAttention: fit.flashAttention, ubatch: fit.ubatch };
  const src = { kv: kvBytes(arch, shape).total, computeHost: computeBytes(arch, shape), output: outputBytes(arch, fit.slots) };
  const stale = Object.entries(src).filter(([k, v]) => fit.memory[k as keyof typeof src] !== v);
  if (stale.length) throw new Error(`dist/ocw.mjs predicts other ${stale.map(([k]) => k).join(", ")} than src/setup does: run \`npm run build\` and try again`);
}

// ---------------------------------------------------------------------------------------------
// node-llama-cpp rows (no_alloc).

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

async function layoutRows(dir: string): Promise<Row[]> {
  const bin = await ensureTool("llama");
  const modulePath = join(dirname(bin), "..", "node-llama-cpp", "dist", "index.js");
  const nlc = (await import(pathToFileURL(modulePath).href)) as NodeLlamaCpp;
  const lines: string[] = [];
  const llama = await nlc.getLlama({ gpu: false, build: "never", logLevel: nlc.LlamaLogLevel.info, logger: (_level: string, message: string) => void lines.push(message) });
  const rows: Row[] = [];
  try {
    for (const c of LAYOUT_CASES) {
      const file = join(dir, `${c.model.arch}-${c.model.layers}.gguf`);
      await writeGguf(file, tinyModel(c.model));
      const h = await readGguf(file);
      const arch = archFromGguf(h);
      const weights = weightsFromGguf(h, arch.layers);
      process.stderr.write(`node-llama-cpp: ${c.label} …\n`);
      for (const r of c.runs) {
        lines.length = 0;
        const model = new llama._bindings.AddonModel(file, { gpuLayers: 0, noAlloc: true, useMmap: true, useMlock: false });
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
        const shape: ServeShape = { slots: r.slots, ctxPerSlot: r.ctx, unified: false, cacheK: r.cache, cacheV: r.cache, flashAttention: true, ubatch };
        const sum = (re: RegExp): number | undefined => {
          const all = [...log.matchAll(re)].map((m) => Number(m[1]) * MiB);
          return all.length ? all.reduce((a, b) => a + b, 0) : undefined;
        };
        const rs = sum(/llama_memory_recurrent: size =\s+([\d.]+) MiB/g);
        rows.push({
          model: c.label,
          shape: shapeText(r.slots, r.ctx, r.cache, false),
          reference: "node-llama-cpp no_alloc",
          cells: {
            weights: { ours: weights.total, engine: size, compared: true },
            KV: { ours: kvBytes(arch, shape).total, engine: sum(/llama_kv_cache: size =\s+([\d.]+) MiB/g) ?? 0, compared: true },
            recurrent: arch.recurrent ? { ours: recurrentBytes(arch, r.slots).total, engine: rs, compared: true } : undefined,
            // Reserved for n_outputs = n_batch logits rows here; llama-server (and the fit) plan one per slot.
            compute: { ours: undefined, engine: sum(/CPU compute buffer size =\s+([\d.]+) MiB/g), compared: false },
          },
        });
      }
    }
  } finally {
    await llama.dispose();
  }
  return rows;
}

async function waitFor(ok: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 50));
}

// ---------------------------------------------------------------------------------------------
// The table.

function err(c: Cell): number {
  if (c.ours === undefined || c.engine === undefined) return NaN;
  if (c.engine === 0) return c.ours === 0 ? 0 : 100;
  return ((c.ours - c.engine) / c.engine) * 100;
}

const pct = (e: number): string => (Math.abs(e) < 0.005 ? "0.00%" : `${e > 0 ? "+" : "−"}${Math.abs(e).toFixed(2)}%`);

function missed(row: Row): { part: Part; error: number }[] {
  return PARTS.flatMap((p) => {
    const c = row.cells[p];
    if (!c?.compared) return [];
    const e = err(c);
    return Number.isNaN(e) || Math.abs(e) > TARGET ? [{ part: p, error: e }] : [];
  });
}

function render(rows: readonly Row[], cpu: string): string {
  const mib = (n: number | undefined): string => (n === undefined ? "—" : (n / MiB).toFixed(2));
  const cellText = (c: Cell | undefined): string => {
    if (!c) return "";
    const pair = `${mib(c.ours)} / ${mib(c.engine)}`;
    return c.compared ? `${pair} (${Number.isNaN(err(c)) ? "not measured" : pct(err(c))})` : pair;
  };
  const out = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineHeader()}: llama.cpp ${LLAMA_SERVER.release} (${LLAMA_SERVER.commit.slice(0, 7)}, the release node-llama-cpp ${LLAMA_SERVER.version} ships), CPU backend${cpu ? ` (${cpu})` : ""}, flash attention on. Each cell is ours / the engine's, in MiB; a percentage is a compared figure.`,
    "",
    "| model | slots × context, cache, KV streams | reference | weights | repack | KV | recurrent | compute | output | total | within 3% |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|:---:|",
  ];
  for (const r of rows) {
    const miss = missed(r);
    const judged = miss.length ? `**no**: ${miss.map((m) => `${m.part} ${Number.isNaN(m.error) ? "not measured" : pct(m.error)}`).join(", ")}` : "yes";
    out.push(`| ${r.model} | ${r.shape} | ${r.reference} | ${PARTS.map((p) => cellText(r.cells[p])).join(" | ")} | ${judged} |`);
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

async function main(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), "ocw-fit-accuracy-"));
  let rows: Row[];
  let cpu: string;
  try {
    const served = await engineRows(dir);
    cpu = served.cpu;
    rows = [...served.rows, ...(await layoutRows(dir))];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const section = render(rows, cpu);
  process.stdout.write(`${section}\n`);
  const doc = await readFile(DOC, "utf8").catch(() => "# Model fit\n");
  await writeFile(DOC, replaceSection(doc, section));
  process.stderr.write(`updated ${DOC}\n`);
  let misses = 0;
  for (const r of rows) {
    for (const m of missed(r)) {
      misses++;
      process.stderr.write(`missed: ${r.model} ${r.shape} (${r.reference}) ${m.part}: ${Number.isNaN(m.error) ? "not measured" : pct(m.error)}\n`);
    }
  }
  return misses ? 1 : 0;
}

process.exitCode = await main();
