import { describe, expect, it } from "vitest";
import { CTX_FLOOR, appleGpu, budgetFrom, fit, parseNvidiaSmi, parseRocmSmi, profileFromCatalog, type Budget, type FitPlan, type Hardware } from "../../src/setup/index.js";

const GiB = 1024 ** 3;
const gpu = (gib: number, ramGib = 64): Budget => ({ gpus: [{ name: "test GPU", bytes: gib * GiB }], ram: ramGib * GiB, unified: false, source: "test" });
const cpu = (ramGib: number): Budget => ({ gpus: [], ram: ramGib * GiB, unified: false, source: "test" });
const qwen = profileFromCatalog("qwen3-coder-30b-a3b");

describe("fit - RAM need and the prompt cache", () => {
  const MiB = 1024 ** 2;
  it("ram - the need is what the server allocates; the margin is kept free beside it, not counted in it", () => {
    const p = fit({ profile: qwen, budget: cpu(64), slots: 1, ctxPerSlot: 32768 });
    const m = p.memory;
    expect(p.ram.need).toBe(m.weightsHost + m.kv + m.recurrent + m.computeHost + m.output + m.promptCache);
    expect(p.ram.margin).toBe(512 * MiB);
    expect(p.ram.need + p.ram.margin).toBeLessThanOrEqual(p.ram.budget);
  });
  it("prompt cache - planned to hold every slot's context once, under llama-server's 8 GiB default", () => {
    const p = fit({ profile: qwen, budget: cpu(64), slots: 2, ctxPerSlot: 32768, cache: "q8_0" });
    expect(p.memory.promptCache).toBe(Math.ceil(p.memory.kv / MiB) * MiB);
    const big = fit({ profile: qwen, budget: cpu(256), slots: 8, ctxPerSlot: 65536, cache: "f16" });
    expect(big.memory.kv).toBeGreaterThan(8192 * MiB);
    expect(big.memory.promptCache).toBe(8192 * MiB);
  });
  it("prompt cache - shrinks to what the budget leaves and never makes a fit fail; a chosen --cache-ram counts in full", () => {
    const roomy = fit({ profile: qwen, budget: cpu(64), slots: 1, ctxPerSlot: 32768 });
    const engineRam = roomy.ram.need - roomy.memory.promptCache;
    // A budget with 100 MiB to spare above the engine's own need and the margin.
    const tight: Budget = { gpus: [], ram: engineRam + 512 * MiB + 100 * MiB, unified: false, source: "test" };
    const p = fit({ profile: qwen, budget: tight, slots: 1, ctxPerSlot: 32768 });
    expect(p.fits).toBe(true);
    expect(p.memory.promptCache).toBe(100 * MiB);
    const none = fit({ profile: qwen, budget: { ...tight, ram: engineRam + 512 * MiB }, slots: 1, ctxPerSlot: 32768 });
    expect(none.memory.promptCache).toBe(0);
    const chosen = fit({ profile: qwen, budget: cpu(64), slots: 1, ctxPerSlot: 32768, promptCacheMiB: 2048 });
    expect(chosen.memory.promptCache).toBe(2048 * MiB);
    expect(() => fit({ profile: qwen, budget: tight, slots: 1, ctxPerSlot: 32768, promptCacheMiB: 4096 })).toThrow(expect.objectContaining({ code: "NO_FIT" }));
  });
});

describe("fit", () => {
  it("fit - max context per slot for N slots, within the budget", () => {
    const p = fit({ profile: qwen, budget: gpu(48), slots: 4 });
    expect(p.fits).toBe(true);
    expect(p.fullOffload).toBe(true);
    expect(p.slots).toBe(4);
    expect(p.ctxPerSlot % 256).toBe(0);
    expect(p.ctxPerSlot).toBeGreaterThanOrEqual(65536);
    expect(p.vram.need).toBeLessThanOrEqual(p.vram.usable);
    // One more step of 256 tokens per slot would not fit with the same cache type.
    const over = fit({ profile: qwen, budget: gpu(48), slots: 4, ctxPerSlot: p.ctxPerSlot + 256, cache: p.cache });
    expect(over.fullOffload).toBe(false);
  });

  it("fit - max slots at a context; q8_0 KV doubles what f16 holds", () => {
    const f16 = fit({ profile: qwen, budget: gpu(48), ctxPerSlot: 65536, cache: "f16" });
    const q8 = fit({ profile: qwen, budget: gpu(48), ctxPerSlot: 65536, cache: "q8_0" });
    expect(f16.slots).toBeGreaterThanOrEqual(1);
    expect(q8.slots).toBeGreaterThan(f16.slots);
    const auto = fit({ profile: qwen, budget: gpu(48), ctxPerSlot: 65536 });
    expect(auto.slots).toBe(q8.slots);
    expect(auto.cache).toBe("q8_0");
  });

  it("fit - slots and context both given: layers move to the CPU when VRAM is short", () => {
    const p = fit({ profile: qwen, budget: gpu(16), slots: 4, ctxPerSlot: 65536 });
    expect(p.fits).toBe(true);
    expect(p.fullOffload).toBe(false);
    expect(p.gpuLayers).toBeGreaterThan(0);
    expect(p.gpuLayers).toBeLessThan(qwen.arch.layers + 1);
    expect(p.vram.need).toBeLessThanOrEqual(p.vram.usable);
    expect(p.memory.weightsHost).toBeGreaterThan(p.memory.weightsGpu / 10);
    expect(p.warnings.join(" ")).toMatch(/layers fit on the GPU/);
  });

  it("fit - CPU only when there is no GPU, and RAM is checked", () => {
    const p = fit({ profile: qwen, budget: cpu(64), slots: 1, ctxPerSlot: 32768 });
    expect(p.gpuLayers).toBe(0);
    expect(p.memory.weightsGpu).toBe(0);
    expect(p.ram.need).toBeGreaterThan(qwen.weights.total);
    expect(() => fit({ profile: qwen, budget: cpu(8), slots: 1, ctxPerSlot: 32768 })).toThrow(expect.objectContaining({ code: "NO_FIT", message: expect.stringMatching(/system RAM/) }));
  });

  it("fit - NO_FIT carries the closest plan and names the cause", () => {
    try {
      fit({ profile: profileFromCatalog("glm-4.5-air"), budget: gpu(24, 32), slots: 4 });
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: "NO_FIT" });
      const plan = (e as { data: { plan: FitPlan } }).data.plan;
      expect(plan.ram.need).toBeGreaterThan(plan.ram.budget);
      expect((e as Error).message).toMatch(/smaller quant|fewer slots/);
    }
  });

  it("fit - hybrid models pay recurrent state per slot; SWA models fit more slots", () => {
    const next = fit({ profile: profileFromCatalog("qwen3-next-80b-a3b"), budget: gpu(96, 128), slots: 2, ctxPerSlot: 65536 });
    expect(next.memory.recurrent).toBe(2 * 36 * (3 * 8192 + 128 * 4096) * 4);
    const oss = profileFromCatalog("gpt-oss-20b");
    const withSwa = fit({ profile: oss, budget: gpu(24), ctxPerSlot: 65536, cache: "f16" });
    const allFull = fit({ profile: { ...oss, arch: { ...oss.arch, swa: undefined } }, budget: gpu(24), ctxPerSlot: 65536, cache: "f16" });
    // Half the layers see only 128 tokens: about twice the slots of a model caching every layer.
    expect(withSwa.slots).toBeGreaterThanOrEqual(2 * allFull.slots - 1);
    expect(withSwa.slots).toBeGreaterThan(allFull.slots);
  });

  it("fit - a model trained for less than the 32k floor is refused", () => {
    const short = { ...qwen, arch: { ...qwen.arch, ctxTrain: 8192 } };
    expect(() => fit({ profile: short, budget: gpu(48) })).toThrow(expect.objectContaining({ code: "NO_FIT", message: expect.stringContaining(String(CTX_FLOOR)) }));
    expect(() => fit({ profile: short, budget: gpu(48), slots: 1 })).toThrow(expect.objectContaining({ code: "NO_FIT", message: expect.stringContaining("give --ctx 8192 (or less) to serve it anyway") }));
    // A context above what it was trained for is no way round the refusal.
    expect(() => fit({ profile: short, budget: gpu(48), ctxPerSlot: 16384 })).toThrow(expect.objectContaining({ code: "NO_FIT" }));
  });

  it("fit - a short-trained model at a context the user names (within its training) is planned, with the floor's warning", () => {
    const short = { ...qwen, arch: { ...qwen.arch, ctxTrain: 8192 } };
    const plan = fit({ profile: short, budget: gpu(48), slots: 1, ctxPerSlot: 8192 });
    expect(plan).toMatchObject({ fits: true, slots: 1, ctxPerSlot: 8192 });
    expect(plan.warnings.join("\n")).toContain(`8192 tokens per slot is below the ${CTX_FLOOR} floor`);
  });

  it.each([
    ["slots 0", { slots: 0 }],
    ["slots 1.5", { slots: 1.5 }],
    ["slots 1000", { slots: 1000 }],
    ["ctx 10", { ctxPerSlot: 10 }],
    ["ctx 2^40", { ctxPerSlot: 2 ** 40 }],
    ["negative VRAM", { budget: { ...gpu(1), gpus: [{ name: "x", bytes: -1 }] } }],
    ["absurd VRAM", { budget: gpu(2 ** 30) }],
    ["zero RAM", { budget: cpu(0) }],
  ])("bad input - %s is INVALID_INPUT", (_, extra) => {
    expect(() => fit({ profile: qwen, budget: gpu(24), ...extra })).toThrow(expect.objectContaining({ code: "INVALID_INPUT" }));
  });
});

describe("hardware parsers", () => {
  it("nvidia-smi CSV - MiB columns, free memory kept", () => {
    const gpus = parseNvidiaSmi("0, NVIDIA GeForce RTX 4090, 24564, 1021, 23123, 575.64\n1, NVIDIA RTX A6000, 49140, 0, 48667, 575.64\n");
    expect(gpus).toHaveLength(2);
    expect(gpus[0]).toMatchObject({ vendor: "nvidia", name: "NVIDIA GeForce RTX 4090", totalBytes: 24564 * 1024 ** 2, freeBytes: 23123 * 1024 ** 2, driver: "575.64" });
    expect(parseNvidiaSmi("garbage\n\n")).toEqual([]);
  });

  it("rocm-smi CSV - bytes columns", () => {
    const csv = "device,VRAM Total Memory (B),VRAM Total Used Memory (B),Card Series\ncard0,25753026560,512000000,Radeon RX 7900 XTX\n";
    expect(parseRocmSmi(csv)[0]).toMatchObject({ vendor: "amd", totalBytes: 25753026560, freeBytes: 25753026560 - 512000000, name: "Radeon RX 7900 XTX" });
  });

  it("apple - wired limit when set, else ⅔ up to 36 GB and ¾ above", () => {
    expect(appleGpu(32 * GiB, undefined).totalBytes).toBeCloseTo((32 * GiB * 2) / 3);
    expect(appleGpu(128 * GiB, undefined).totalBytes).toBe(96 * GiB);
    expect(appleGpu(128 * GiB, 120000).totalBytes).toBe(120000 * 1024 ** 2);
  });

  it("budget - detected free memory, explicit values win", () => {
    const hw: Hardware = { gpus: parseNvidiaSmi("0, RTX, 24564, 1021, 23123, 575"), ram: { totalBytes: 64 * GiB, availableBytes: 60 * GiB }, cpu: { model: "x", cores: 8 }, platform: "linux", arch: "x64", wsl: false, notes: [] };
    expect(budgetFrom(hw).gpus[0]!.bytes).toBe(23123 * 1024 ** 2);
    expect(budgetFrom(hw, { vramBytes: 12 * GiB, ramBytes: 16 * GiB })).toMatchObject({ gpus: [{ bytes: 12 * GiB }], ram: 16 * GiB });
  });
});
