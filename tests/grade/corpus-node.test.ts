/** The liar corpus, Node cases: every case through the real grader. */
import { afterAll, describe, it } from "vitest";
import { NODE_CASES } from "./cases-node.js";
import { expectCase, runCase } from "./corpus.js";
import { cleanup } from "./fixtures.js";

afterAll(cleanup);

describe("liar corpus (node)", () => {
  for (const c of NODE_CASES) {
    it(`${c.id} - ${c.what}`, async () => {
      const { verdict, worker } = await runCase(c);
      await expectCase(c, verdict, worker);
    }, 90_000);
  }
});
