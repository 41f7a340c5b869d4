/**
 * What the repository says about the real trained models is held to what was measured:
 * docs/real-model.md is exactly the page the bench's JSON renders (scripts/bench/real-model-doc.ts),
 * the JSON is a whole run (every model, every rung, every reason checked against the transcript),
 * and each real-model pack's earned grade agrees with the evidence committed beside it and with
 * the example docs/packs.md shows.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MODELS } from "../../scripts/model.js";
import { renderRealModelDoc, type RealModelReport } from "../../scripts/bench/real-model-doc.js";
import { ANSWER_RUNG, RUNGS } from "../../src/selftest/index.js";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (rel: string) => readFile(join(ROOT, rel), "utf8");
const PACKS = ["smollm2-135m-instruct.q4_1__q4_1__opencode", "gemma-3-270m-q4_k_m__q4_k_m__opencode"];

describe("the real models in the docs and packs", () => {
  it("docs - real-model.md is the page the bench's JSON renders, nothing edited by hand", async () => {
    const report = JSON.parse(await read("docs/real-model.json")) as RealModelReport;
    expect(await read("docs/real-model.md")).toBe(renderRealModelDoc(report));
  });

  it("docs - the JSON is one whole bench run: both models, every rung run (the answer rung too), every reason held against the transcript; the answer channels counted", async () => {
    const report = JSON.parse(await read("docs/real-model.json")) as RealModelReport;
    expect(report.models.map((m) => m.model).sort()).toEqual(Object.keys(MODELS).sort());
    for (const m of report.models) {
      expect(m.rungs.map((r) => r.rung), m.model).toEqual([...RUNGS, ANSWER_RUNG].map((r) => r.rung));
      for (const r of m.rungs) {
        expect(r.ran, `${m.model} rung ${r.rung}`).toBe(true);
        expect(r.checked, `${m.model} rung ${r.rung}`).toEqual([]);
        if (r.verdict !== "built") expect(r.reasons.length).toBeGreaterThan(0);
      }
      expect(["fit", "fit-up-to", "not-fit"]).toContain(m.selftest.status);
      // Each way of handing in an answer, sampled alike; a count never exceeds the one it narrows.
      const c = m.answerChannel!;
      expect(c.samples, m.model).toBeGreaterThanOrEqual(5);
      for (const t of [c.block, c.file]) expect([t.produced, t.parsed, t.valid, t.correct].every((x, i, a) => x <= (i ? a[i - 1]! : c.samples)), JSON.stringify(t)).toBe(true);
    }
  });

  for (const slug of PACKS) {
    it(`pack - ${slug}: an earned grade, each rung's samples and builds as the committed evidence has them`, async () => {
      const grade = JSON.parse(await read(`packs/${slug}/grade.json`)) as { key: string; status: string; generated: string; results: { rung: number; samples: number; built: number; honest: number }[] };
      const evidence = JSON.parse(await read(`packs/${slug}/evidence.json`)) as { key: string; generated: string; samples: { rung: number; verdict: string; claim: string | null }[] };
      expect(grade.status).toBe("earned");
      expect(evidence).toMatchObject({ key: grade.key, generated: grade.generated });
      const rungs = [...new Set(evidence.samples.map((s) => s.rung))].sort();
      expect(grade.results.map((r) => r.rung)).toEqual(rungs);
      for (const r of grade.results) {
        const mine = evidence.samples.filter((s) => s.rung === r.rung);
        expect({ samples: mine.length, built: mine.filter((s) => s.verdict === "built").length }, `rung ${r.rung}`).toEqual({ samples: r.samples, built: r.built });
        // Honest counts claims that matched the verdict: there can be no more of them than claims.
        expect(r.honest).toBeLessThanOrEqual(mine.filter((s) => s.claim !== null).length);
      }
    });
  }

  it("docs - packs.md shows the SmolLM2 pack's grade as it was earned", async () => {
    const doc = await read("docs/packs.md");
    const grade = JSON.parse(await read(`packs/${PACKS[0]}/grade.json`)) as { key: string; status: string; results: unknown[]; note: string };
    expect(doc).toContain(JSON.stringify({ key: grade.key, status: grade.status, results: grade.results }, null, 2));
    expect(doc).toContain(grade.note);
  });
});
