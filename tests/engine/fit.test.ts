/**
 * `ocw setup serve` against the real llama-server: the argv it prints is started as printed, and
 * every memory part the fit predicted is held to the buffer the engine logs (within 3 %), across
 * dense, MoE and sliding-window shapes, 1–4 slots, f16 and q8_0 KV, one pool and per-slot streams.
 * The prompt cache is planned and capped: the server reports our `--cache-ram`, not its 8 GiB default.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LlamaServerInstall } from "../../scripts/llama-server.js";
import { engine, MiB, serveAndRead, writeEngineModel, type EngineShape } from "../helpers/engine.js";

interface Case {
  readonly shape: EngineShape;
  readonly args: readonly string[];
}

// Shaped like real models (dense FFNs 3–5× the embedding; MoE with many narrow experts), scaled down.
const CASES: readonly Case[] = [
  { shape: { name: "dense-f16", ff: 1024 }, args: ["--slots", "1", "--ctx", "65536", "--kv", "f16"] },
  { shape: { name: "dense-q8", ff: 1024, weightType: "Q8_0", embdType: "Q8_0" }, args: ["--slots", "2", "--ctx", "32768", "--kv", "q8_0"] },
  // Q4_K matrices: the CPU backend keeps a repacked copy of them (CPU_REPACK), which the fit counts.
  { shape: { name: "dense-q4k", ff: 1024, weightType: "Q4_K", embdType: "Q6_K" }, args: ["--slots", "2", "--ctx", "32768", "--kv", "f16"] },
  { shape: { name: "dense-streams", layers: 6, embd: 384, heads: 6, headsKv: 2, ff: 1536 }, args: ["--slots", "4", "--ctx", "32768", "--kv", "f16", "--no-kv-unified"] },
  { shape: { name: "moe", arch: "qwen3moe", experts: 32, expertsUsed: 8, expertFf: 96, ff: 96 }, args: ["--slots", "2", "--ctx", "32768", "--kv", "f16"] },
  { shape: { name: "swa", arch: "gemma3", layers: 6, window: 1024, heads: 4, headsKv: 1, ff: 1024 }, args: ["--slots", "2", "--ctx", "32768", "--kv", "q8_0"] },
];

const OCW = join(import.meta.dirname, "..", "..", "dist", "ocw.mjs");
let server: LlamaServerInstall;
let dir: string;

beforeAll(async () => {
  server = await engine();
  dir = await mkdtemp(join(tmpdir(), "ocw-engine-fit-"));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const within = (predicted: number, actual: number): number => Math.abs(predicted - actual) / Math.max(actual, 1);

describe("fit against the real llama-server", () => {
  for (const c of CASES) {
    it(`${c.shape.name} ${c.args.join(" ")}: every buffer within 3 %, prompt cache capped`, async () => {
      const model = await writeEngineModel(dir, server.share, c.shape);
      const { planned, buffers: got } = await serveAndRead(server.bin, model.path, c.args, join(dir, `${c.shape.name}.log`));
      const fit = planned.json.fit as { memory: Record<string, number>; ram: { need: number }; layers: number; gpuLayers: number };
      const m = fit.memory;
      const rows = {
        weights: [m.weightsHost! + m.repack!, got.weights + got.repack],
        kv: [m.kv!, got.kv],
        recurrent: [m.recurrent!, got.recurrent],
        compute: [m.computeHost!, got.compute],
        output: [m.output!, got.output],
        total: [fit.ram.need - m.promptCache!, got.weights + got.repack + got.kv + got.recurrent + got.compute + got.output],
      } as const;
      const table = Object.entries(rows).map(([k, [p, a]]) => `${k}: predicted ${(p / MiB).toFixed(2)} MiB, engine ${(a / MiB).toFixed(2)} MiB (${(100 * within(p, a)).toFixed(2)} %)`);
      process.stderr.write(`[${c.shape.name}] ${table.join("; ")}\n`);
      for (const [k, [p, a]] of Object.entries(rows)) expect(within(p, a), `${k}: ${table.join("; ")}`).toBeLessThanOrEqual(0.03);
      // llama.cpp's own projection of host memory (whole MiB) agrees with our RAM need.
      expect(got.projectedMiB, "the engine's projection line").toBeDefined();
      // (It leaves out the CPU's repacked copy, which the fit counts.)
      expect(within(fit.ram.need - m.promptCache! - m.repack!, got.projectedMiB! * MiB)).toBeLessThanOrEqual(0.03);
      // Layers: the JSON counts them as the engine does, and so does the text.
      expect(fit.layers).toBe(got.layers);
      const text = await execa("node", [OCW, "setup", "fit", "--gguf", model.path, "--cpu-only", "--ram", "16", ...c.args], { reject: false });
      expect(text.stdout).toContain(`all ${got.layers} layers on the CPU`);
      expect(text.stdout).not.toMatch(/of \d+ layers/);
      // The prompt cache was planned, and the server runs with our cap, not its own 8 GiB default.
      expect(m.promptCache).toBeGreaterThan(0);
      expect(planned.argv).toContain("--cache-ram");
      expect(got.promptCacheLimitMiB).toBe(m.promptCache! / MiB);
    });
  }
});
