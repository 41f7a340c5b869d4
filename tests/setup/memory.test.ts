import { afterEach, describe, expect, it } from "vitest";
import {
  archFromGguf,
  cacheRowBytes,
  catalogArch,
  computeBytes,
  catalogModel,
  cells,
  ggmlTypeByName,
  kvBytes,
  readGguf,
  recurrentBytes,
  tensorBytes,
  weightsFromGguf,
  type ServeShape,
} from "../../src/setup/index.js";
import { cleanTemps, tempDir, writeTiny } from "./helpers.js";

afterEach(cleanTemps);

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;

const shape = (o: Partial<ServeShape> = {}): ServeShape => ({ slots: 1, ctxPerSlot: 65536, unified: true, cacheK: "f16", cacheV: "f16", flashAttention: true, ubatch: 512, ...o });
const arch = (id: string) => {
  const m = catalogModel(id);
  if (!m) throw new Error(`no ${id}`);
  return catalogArch(m);
};

describe("ggml sizes", () => {
  it("tensorBytes - whole blocks per row, exact", () => {
    expect(tensorBytes(ggmlTypeByName("Q4_K")!, [4096, 4096])).toBe((4096 * 4096 * 144) / 256);
    expect(tensorBytes(ggmlTypeByName("F16")!, [10])).toBe(20);
    expect(tensorBytes(ggmlTypeByName("MXFP4")!, [2880, 2880, 32])).toBe((2880 * 2880 * 32 * 17) / 32);
    expect(tensorBytes(ggmlTypeByName("Q8_0")!, [31, 2])).toBeUndefined();
  });

  it("cacheRowBytes - f16 2 bytes, q8_0 34 per 32, q4_0 18 per 32", () => {
    expect(cacheRowBytes("f16", 512)).toBe(1024);
    expect(cacheRowBytes("q8_0", 512)).toBe(544);
    expect(cacheRowBytes("q4_0", 128)).toBe(72);
  });
});

describe("cells (llama-context.cpp)", () => {
  it("cells - unified: one stream of slots × ctx", () => {
    expect(cells(shape({ slots: 4, ctxPerSlot: 65536 }))).toMatchObject({ ctxTotal: 262144, nCtx: 262144, nCtxSeq: 262144, streams: 1, kvSize: 262144 });
  });
  it("cells - not unified: one padded stream per slot", () => {
    expect(cells(shape({ slots: 4, ctxPerSlot: 65536, unified: false }))).toMatchObject({ nCtx: 262144, nCtxSeq: 65536, streams: 4 });
    // -c 3300 -np 3: pad256 → 3328, /3 → 1109 → pad256 → 1280 per slot, n_ctx 3840
    expect(cells(shape({ slots: 3, ctxPerSlot: 1100, unified: false }))).toMatchObject({ ctxTotal: 3300, nCtx: 3840, nCtxSeq: 1280 });
    expect(cells(shape({ slots: 3, ctxPerSlot: 1100, unified: true }))).toMatchObject({ nCtx: 3328, nCtxSeq: 3328 });
  });
  it("cells - SWA: pad256(min(cells, window × (unified ? slots : 1) + ubatch))", () => {
    expect(cells(shape({ slots: 4, ctxPerSlot: 65536 }), 128).swaSize).toBe(1024);
    expect(cells(shape({ slots: 4, ctxPerSlot: 65536, unified: false }), 128).swaSize).toBe(768);
    expect(cells(shape({ slots: 1, ctxPerSlot: 1024 }), 4096).swaSize).toBe(1024);
    expect(cells(shape({ slots: 4, ctxPerSlot: 65536, swaFull: true }), 128).swaSize).toBe(262144);
  });
});

describe("KV cache of catalog models (research §1.9, computed by hand)", () => {
  it("kv - Qwen3-Coder-30B-A3B: 96 KiB/token; 6 GiB at 64k; 24 GiB at 4×64k; q8_0 12.75 GiB", () => {
    const a = arch("qwen3-coder-30b-a3b");
    expect(kvBytes(a, shape({ ctxPerSlot: 1024 })).total / 1024).toBe(96 * KiB);
    expect(kvBytes(a, shape()).total).toBe(6 * GiB);
    expect(kvBytes(a, shape({ slots: 4 })).total).toBe(24 * GiB);
    expect(kvBytes(a, shape({ slots: 4, unified: false })).total).toBe(24 * GiB);
    expect(kvBytes(a, shape({ slots: 4, cacheK: "q8_0", cacheV: "q8_0" })).total).toBe(12.75 * GiB);
  });
  it("kv - Qwen3-32B 256 KiB/token, Devstral 160 KiB/token", () => {
    expect(kvBytes(arch("qwen3-32b"), shape()).total).toBe(16 * GiB);
    expect(kvBytes(arch("devstral-small-2507"), shape()).total).toBe(10 * GiB);
  });
  it("kv - GLM-4.5-Air: the NextN layer gets no cache, 46 layers × 4 KiB = 184 KiB/token", () => {
    expect(kvBytes(arch("glm-4.5-air"), shape({ ctxPerSlot: 1024 })).total / 1024).toBe(184 * KiB);
  });
  it("kv - gpt-oss-20b: 12 full layers 24 KiB/token + SWA-128 layers capped", () => {
    const a = arch("gpt-oss-20b");
    const unified = kvBytes(a, shape({ slots: 4 }));
    // 12 full layers × 262144 cells × 2048 B, plus 12 SWA layers × 1024 cells × 2048 B = 24 MiB
    expect(unified.total).toBe(6 * GiB + 24 * MiB);
    const perSlot = kvBytes(a, shape({ slots: 4, unified: false }));
    expect(perSlot.total).toBe(6 * GiB + 4 * 768 * 12 * 2048);
  });
  it("kv - Qwen3-Next: 12 attention layers of 48, plus recurrent state per slot", () => {
    const a = arch("qwen3-next-80b-a3b");
    expect(kvBytes(a, shape()).total).toBe(1.5 * GiB);
    // 36 Gated-DeltaNet layers × (conv 3×(4096+2×16×128) + state 128×4096) × 4 bytes, per slot
    expect(recurrentBytes(a, 4).total).toBe(4 * 36 * (3 * 8192 + 128 * 4096) * 4);
  });
  it("kv - without flash attention V rows are padded to the widest layer; MLA has no V", () => {
    const a = { ...arch("qwen3-32b"), headCountKv: [8, 2, ...new Array<number>(62).fill(8)] };
    const fa = kvBytes(a, shape({ ctxPerSlot: 256 }));
    const noFa = kvBytes(a, shape({ ctxPerSlot: 256, flashAttention: false }));
    expect(noFa.v - fa.v).toBe(256 * 6 * 128 * 2);
    const mla = kvBytes({ ...a, mla: true }, shape({ ctxPerSlot: 256 }));
    expect(mla.v).toBe(0);
  });
});

describe("compute buffer", () => {
  // Measured with the real llama-server (tests/engine; its "CPU compute buffer size" line) on
  // generated GGUFs of these shapes, ubatch 512, one output row per slot.
  const measure = async (m: Parameters<typeof writeTiny>[2]) => archFromGguf(await readGguf((await writeTiny(await tempDir(), `${m.arch}.gguf`, m)).path));
  const dense = { arch: "qwen2", layers: 4, embd: 256, heads: 4, headsKv: 2, headDim: 64, ff: 1024, vocab: 4096, ctxTrain: 65536, weightType: "F16" } as const;
  const mib = (n: number): number => Math.round((n / MiB) * 100) / 100;

  it("compute - llama-server's buffers: F16 masks over every cell plus the FFN's rows; logits are one row per slot", async () => {
    const d = await measure(dense);
    expect(mib(computeBytes(d, shape({ ctxPerSlot: 32768 })))).toBe(40.01);
    expect(mib(computeBytes(d, shape({ slots: 2, ctxPerSlot: 32768 })))).toBe(72.01);
    expect(mib(computeBytes(await measure({ ...dense, embd: 1024, heads: 16, ff: 3072 }), shape({ ctxPerSlot: 32768 })))).toBe(58.01);
    const moe = await measure({ arch: "qwen3moe", layers: 4, embd: 512, heads: 8, headsKv: 2, headDim: 64, ff: 128, vocab: 4096, ctxTrain: 65536, weightType: "F16", experts: 64, expertsUsed: 8, expertFf: 128 });
    expect(mib(computeBytes(moe, shape({ ctxPerSlot: 32768 })))).toBe(50.01);
    const gemma = await measure({ arch: "gemma3", layers: 6, embd: 256, heads: 4, headsKv: 1, headDim: 64, ff: 1024, vocab: 4096, ctxTrain: 65536, weightType: "F16", window: 1024 });
    expect(mib(computeBytes(gemma, shape({ slots: 2, ctxPerSlot: 32768 })))).toBe(74.51); // engine: 74.52
  });
  it("compute - without flash attention the scores grow with context × heads", async () => {
    const d = await measure(dense);
    expect(mib(computeBytes(d, shape({ ctxPerSlot: 8192, flashAttention: false })))).toBe(83.01);
    expect(mib(computeBytes(d, shape({ ctxPerSlot: 16384, flashAttention: false })))).toBe(163.01);
  });
});

// Specs and numbers measured with llama.cpp itself (node-llama-cpp 3.22.1; npm run fit-accuracy):
// the log lines "llama_kv_cache: size = … MiB" and llama_model_size() for the same generated files.
describe("tiny GGUFs against llama.cpp's own numbers", () => {
  it("weights - the header sum equals llama_model_size", async () => {
    const d = await tempDir();
    const cases = [
      { m: { arch: "llama", layers: 8, embd: 512, heads: 8, headsKv: 2, headDim: 64, ff: 1536, vocab: 4096, ctxTrain: 131072, weightType: "Q8_0", embdType: "F16" }, size: 34048000 },
      { m: { arch: "qwen3moe", layers: 6, embd: 512, heads: 8, headsKv: 4, headDim: 128, ff: 1024, vocab: 4096, ctxTrain: 262144, weightType: "Q4_K", embdType: "Q6_K", experts: 16, expertsUsed: 4, expertFf: 256 }, size: 30212096 },
      { m: { arch: "gemma3", layers: 12, embd: 512, heads: 8, headsKv: 4, headDim: 256, ff: 1024, vocab: 4096, ctxTrain: 131072, weightType: "Q4_0", embdType: "Q8_0", window: 1024, tied: true }, size: 34203648 },
      { m: { arch: "gpt-oss", layers: 8, embd: 512, heads: 16, headsKv: 8, headDim: 64, ff: 512, vocab: 4096, ctxTrain: 131072, weightType: "MXFP4", embdType: "Q8_0", experts: 8, expertsUsed: 4, expertFf: 512, window: 128 }, size: 38456064 },
    ] as const;
    for (const c of cases) {
      const w = await writeTiny(d, `${c.m.arch}.gguf`, c.m);
      const h = await readGguf(w.path);
      expect(weightsFromGguf(h, archFromGguf(h).layers).total, c.m.arch).toBe(c.size);
      expect(w.tensorBytes).toBe(c.size);
    }
  });

  it("kv - dense, MoE and both SWA patterns match llama.cpp to the byte", async () => {
    const d = await tempDir();
    const read = async (m: Parameters<typeof writeTiny>[2]) => archFromGguf(await readGguf((await writeTiny(d, `${m.arch}-${Math.random()}.gguf`, m)).path));
    const llama = await read({ arch: "llama", layers: 8, embd: 512, heads: 8, headsKv: 2, headDim: 64, ff: 1536, vocab: 4096, ctxTrain: 131072, weightType: "Q8_0" });
    expect(kvBytes(llama, shape({ ctxPerSlot: 8192, unified: false })).total).toBe(32 * MiB);
    expect(kvBytes(llama, shape({ slots: 2, ctxPerSlot: 8192, unified: false, cacheK: "q8_0", cacheV: "q8_0" })).total).toBe(34 * MiB);
    const moe = await read({ arch: "qwen3moe", layers: 6, embd: 512, heads: 8, headsKv: 4, headDim: 128, ff: 1024, vocab: 4096, ctxTrain: 262144, weightType: "Q4_K", experts: 16, expertsUsed: 4, expertFf: 256 });
    expect(kvBytes(moe, shape({ slots: 4, ctxPerSlot: 16384, unified: false })).total).toBe(768 * MiB);
    const gemma = await read({ arch: "gemma3", layers: 12, embd: 512, heads: 8, headsKv: 4, headDim: 256, ff: 1024, vocab: 4096, ctxTrain: 131072, weightType: "Q4_0", window: 1024, tied: true });
    expect(gemma.swa?.layers.filter(Boolean).length).toBe(10);
    // node-llama-cpp runs ubatch 513: SWA cells pad256(1024 + 513) = 1792 per stream
    expect(kvBytes(gemma, shape({ slots: 4, ctxPerSlot: 16384, unified: false, ubatch: 513 })).total).toBe((512 + 280) * MiB);
    expect(kvBytes(gemma, shape({ slots: 4, ctxPerSlot: 16384, unified: false, ubatch: 512 })).total).toBe((512 + 240) * MiB);
    const oss = await read({ arch: "gpt-oss", layers: 8, embd: 512, heads: 16, headsKv: 8, headDim: 64, ff: 512, vocab: 4096, ctxTrain: 131072, weightType: "MXFP4", experts: 8, expertsUsed: 4, expertFf: 512, window: 128 });
    expect(kvBytes(oss, shape({ slots: 4, ctxPerSlot: 16384, unified: false, ubatch: 513 })).total).toBe((512 + 24) * MiB);
  });
});
