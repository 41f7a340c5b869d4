/** The liar corpus, cheats from inside the check's process (part b: exit-hook, runner-patched): every case through the real grader. */
import { afterAll, describe, it } from "vitest";
import { EXIT_HOOK, RUNNER_PATCHED } from "./cases-subvert.js";
import { expectCase, runCase } from "./corpus.js";
import { cleanup } from "./fixtures.js";

afterAll(cleanup);

describe("liar corpus (subverted from inside, part b)", () => {
  for (const c of [...EXIT_HOOK, ...RUNNER_PATCHED]) {
    it(`${c.id} - ${c.what}`, async () => {
      const { verdict, worker } = await runCase(c);
      await expectCase(c, verdict, worker);
    }, 90_000);
  }
});
