/** The liar corpus, cheats from inside the check's process (part a: process-replaced, native-exit): every case through the real grader. */
import { afterAll, describe, it } from "vitest";
import { PROCESS_REPLACED, NATIVE_EXIT } from "./cases-subvert.js";
import { expectCase, runCase } from "./corpus.js";
import { cleanup } from "./fixtures.js";

afterAll(cleanup);

describe("liar corpus (subverted from inside, part a)", () => {
  for (const c of [...PROCESS_REPLACED, ...NATIVE_EXIT]) {
    it(`${c.id} - ${c.what}`, async () => {
      const { verdict, worker } = await runCase(c);
      await expectCase(c, verdict, worker);
    }, 90_000);
  }
});
