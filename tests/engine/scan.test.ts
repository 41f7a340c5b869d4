/**
 * `ocw setup scan` against the real llama-server started as `ocw setup serve` prints it: the
 * engine, its slots, each slot's context as the engine reports it (one pool shared by every slot
 * with --kv-unified, `-c / -np` without), the model, its file and tool support.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LlamaServerInstall } from "../../scripts/llama-server.js";
import { engine, planServe, startEngine, writeEngineModel } from "../helpers/engine.js";

const OCW = join(import.meta.dirname, "..", "..", "dist", "ocw.mjs");
let server: LlamaServerInstall;
let dir: string;

beforeAll(async () => {
  server = await engine();
  dir = await mkdtemp(join(tmpdir(), "ocw-engine-scan-"));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("scan against the real llama-server", () => {
  for (const unified of [true, false]) {
    it(`${unified ? "one KV pool" : "a stream per slot"}: llama.cpp, 2 slots, the context each slot gets, the model and its file`, async () => {
      const model = await writeEngineModel(dir, server.share, { name: `scan-${unified ? "pool" : "streams"}`, ff: 1024 });
      const planned = await planServe(server.bin, ["--gguf", model.path, "--cpu-only", "--ram", "16", "--slots", "2", "--ctx", "32768", ...(unified ? [] : ["--no-kv-unified"])]);
      const eng = await startEngine(planned.argv, planned.port, join(dir, `scan-${unified}.log`));
      try {
        const r = await execa("node", [OCW, "setup", "scan", "--url", eng.url, "--ports", "", "--json"], { reject: false });
        expect(r.exitCode, r.stderr).toBe(0);
        const ep = (JSON.parse(r.stdout) as { endpoints: Array<Record<string, unknown>> }).endpoints[0]!;
        expect(ep.engine).toBe("llama.cpp");
        expect(ep.slots).toBe(2);
        const m = (ep.models as Array<Record<string, unknown>>)[0]!;
        expect(m.id).toBe(`scan-${unified ? "pool" : "streams"}`);
        expect(m.path).toBe(model.path);
        expect(m.tools).toBe(true);
        expect(m.contextTrain).toBe(65536);
        // The engine's own per-slot context: the whole pool when unified, -c / -np otherwise.
        expect(m.contextPerSlot).toBe(unified ? 65536 : 32768);
        const props = (await (await fetch(`${eng.url}/props`)).json()) as { default_generation_settings: { n_ctx: number } };
        expect(m.contextPerSlot).toBe(props.default_generation_settings.n_ctx);
      } finally {
        await eng.stop();
      }
    });
  }
});
