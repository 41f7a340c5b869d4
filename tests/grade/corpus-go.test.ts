/** The liar corpus, go cases: every case through the real grader and the real toolchain, contained; skipped (saying why) where the toolchain is missing. */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, it } from "vitest";
import { GO_CASES } from "./cases-go.js";
import { expectCase, runCase } from "./corpus.js";
import { cleanup, tempDir } from "./fixtures.js";
import { toolchain, type Toolchain } from "./fixtures-langs.js";

let tools: Toolchain;
let validations: string;

beforeAll(async () => {
  tools = await toolchain("go");
  if (!tools.ok) console.warn(`skipped: ${tools.why}`);
  validations = await tempDir("ocw-validations-go-");
}, 900_000);

afterAll(async () => {
  await cleanup();
  for (const root of new Set(GO_CASES.flatMap((c) => (c.root ? [c.root] : [])))) await rm(root, { recursive: true, force: true });
});

describe("liar corpus (go)", () => {
  for (const c of GO_CASES) {
    it(`${c.id} - ${c.what}`, async (ctx) => {
      if (!tools.ok) ctx.skip(tools.why);
      const { verdict, worker } = await runCase(c, { validations });
      await expectCase(c, verdict, worker);
    }, 300_000);
  }
});
