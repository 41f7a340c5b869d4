/** The liar corpus, containment cases: every case through the real grader, checked on the host afterwards. */
import { rm } from "node:fs/promises";
import { afterAll, describe, it } from "vitest";
import { CONTAIN_CASES, closeListeners } from "./cases-contain.js";
import { expectCase, runCase } from "./corpus.js";
import { cleanup } from "./fixtures.js";

afterAll(async () => {
  await closeListeners();
  await cleanup();
  // The roots made for cases that need their own (non-ASCII) parent folder.
  for (const root of new Set(CONTAIN_CASES.flatMap((c) => (c.root && c.root !== "/var/tmp" ? [c.root] : [])))) await rm(root, { recursive: true, force: true });
});

describe("liar corpus (containment)", () => {
  for (const c of CONTAIN_CASES) {
    it(`${c.id} - ${c.what}`, async () => {
      const { verdict, worker } = await runCase(c);
      await expectCase(c, verdict, worker);
    }, 90_000);
  }
});
