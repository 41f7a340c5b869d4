/** The liar corpus, cheats from inside the check's process (part c: always-equal, caller-inspection, recorded-state): every case through the real grader. */
import { afterAll, describe, it } from "vitest";
import { ALWAYS_EQUAL, CALLER_INSPECTION, RECORDED_STATE, VITEST_CASES } from "./cases-subvert.js";
import { expectCase, runCase } from "./corpus.js";
import { cleanup } from "./fixtures.js";

afterAll(cleanup);

describe("liar corpus (subverted from inside, part c)", () => {
  for (const c of [...ALWAYS_EQUAL, ...CALLER_INSPECTION, ...RECORDED_STATE, ...VITEST_CASES]) {
    it(`${c.id} - ${c.what}`, async () => {
      const { verdict, worker } = await runCase(c);
      await expectCase(c, verdict, worker);
    }, 90_000);
  }
});
