/**
 * docs/model-fit.md tells users what the fit plans for; its figures must be the code's. The
 * measured table itself is written by `npm run fit-accuracy` from llama.cpp's own buffers.
 */
import { describe, expect, it } from "vitest";
import { CTX_DEFAULT, CTX_FLOOR, PROMPT_CACHE_DEFAULT, RAM_MARGIN } from "../../src/setup/fit.js";
import { GiB, MiB } from "../../src/setup/index.js";
import { readRepoFile } from "../helpers/temp-repo.js";

const DOC = await readRepoFile("docs/model-fit.md");
// The prose with its line breaks folded: the doc wraps at about 100 columns.
const PROSE = DOC.replace(/\s+/g, " ");

describe("docs/model-fit.md", () => {
  it("states the fit's defaults and reserves as the code has them", () => {
    const phrases = [
      `${CTX_DEFAULT / 1024}k per slot by default`,
      `never below the ${CTX_FLOOR / 1024}k floor`,
      `${RAM_MARGIN / MiB} MiB kept free in RAM`,
      `up to ${PROMPT_CACHE_DEFAULT / GiB} GiB unless told otherwise`,
    ];
    expect(phrases.filter((p) => !PROSE.includes(p))).toEqual([]);
  });

  it("describes the prompt cache and the output buffer the fit sums, and the flag that caps the cache", () => {
    const phrases = ["**prompt cache**", "`--cache-ram`", "**output buffer**: F32 logits for one row per slot"];
    expect(phrases.filter((p) => !PROSE.includes(p))).toEqual([]);
  });

  it("carries a measured table from both references, each row naming the one it used", () => {
    const table = /<!-- fit-accuracy -->([\s\S]*?)<!-- \/fit-accuracy -->/.exec(DOC)?.[1] ?? "";
    const rows = table.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| model"));
    expect(rows.length).toBeGreaterThan(0);
    const refs = rows.map((r) => r.split(" | ")[2]);
    expect(new Set(refs)).toEqual(new Set(["llama-server", "node-llama-cpp no_alloc"]));
  });
});
