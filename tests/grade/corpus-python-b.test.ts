/** The liar corpus, Python cases (part b): every case through the real grader. */
import { afterAll, describe, it } from "vitest";
import { PYTHON_CASES } from "./cases-python.js";
import { expectCase, runCase } from "./corpus.js";
import { cleanup } from "./fixtures.js";

afterAll(cleanup);

describe("liar corpus (python, part b)", () => {
  for (const c of PYTHON_CASES.slice(19)) {
    it(`${c.id} - ${c.what}`, async () => {
      const { verdict, worker } = await runCase(c);
      await expectCase(c, verdict, worker);
    }, 90_000);
  }
});
