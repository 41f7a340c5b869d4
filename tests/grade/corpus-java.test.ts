/** The liar corpus, java cases: every case through the real grader and the real toolchain, contained; skipped (saying why) where the toolchain is missing. */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, it } from "vitest";
import { JAVA_CASES } from "./cases-java.js";
import { expectCase, runCase } from "./corpus.js";
import { cleanup, tempDir } from "./fixtures.js";
import { toolchain, type Toolchain } from "./fixtures-langs.js";

let tools: Toolchain;
let validations: string;

beforeAll(async () => {
  tools = await toolchain("java");
  if (!tools.ok) console.warn(`skipped: ${tools.why}`);
  validations = await tempDir("ocw-validations-java-");
}, 900_000);

afterAll(async () => {
  await cleanup();
  for (const root of new Set(JAVA_CASES.flatMap((c) => (c.root ? [c.root] : [])))) await rm(root, { recursive: true, force: true });
});

describe("liar corpus (java)", () => {
  for (const c of JAVA_CASES) {
    it(`${c.id} - ${c.what}`, async (ctx) => {
      if (!tools.ok) ctx.skip(tools.why);
      const { verdict, worker } = await runCase(c, { validations });
      await expectCase(c, verdict, worker);
    }, 300_000);
  }
});
