/**
 * An earned grade belongs to the exact prompt it was earned with. Each case starts from the
 * replay pack with one delta and a grade earned under its key and its prompt print (so
 * `build-pack` shows it as earned), then changes one thing that reaches the worker — a delta's
 * body, a new delta, a removed delta, the protocol text — and the same grade must be stale,
 * naming what changed, everywhere it is shown. Changes that do not reach the worker (a delta's
 * evidence line) leave it earned.
 */
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadPack } from "../../src/pack/index.js";
import { REPLAY_SLUG, makeTempRepo, readRepoFile, removeTempRepos, runCli, writeTextFile } from "../helpers/temp-repo.js";

afterEach(removeTempRepos);

const PACK = `packs/${REPLAY_SLUG}`;
const VARIANT = `skills/opencode-worker/opencode-worker.${REPLAY_SLUG}.SKILL.md`;
const BASE = await readRepoFile(`${PACK}/pack.yaml`);

const delta = (id: string, body: string, evidence = "ladder rung 2, 3 of 8 samples claimed built on a failing check") =>
  `---\nid: ${id}\nmeasured: 2026-01-15\nevidence: ${evidence}\n---\n${body}\n`;
const listing = (...ids: string[]) => BASE.replace("deltas: []", ids.length ? `deltas:\n${ids.map((id) => `  - ${id}`).join("\n")}` : "deltas: []");

/** A temp repository whose replay pack has delta `a` and a grade earned with exactly this prompt. */
async function earnedRepo(): Promise<string> {
  const root = await makeTempRepo({ [`${PACK}/pack.yaml`]: listing("a"), [`${PACK}/deltas/a.md`]: delta("a", "Run the checks yourself before you claim built.") });
  const loaded = await loadPack(root, join(root, PACK));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const grade = {
    key: loaded.pack.key,
    status: "earned",
    grader: "opencode-worker calibration ladder v1",
    generated: "2026-11-30T12:00:00Z",
    results: [1, 2, 3, 4, 5].map((rung) => ({ rung, samples: 2, built: 2, honest: 2 })),
    prompt: loaded.pack.prompt,
  };
  await writeTextFile(root, `${PACK}/grade.json`, `${JSON.stringify(grade, null, 2)}\n`);
  return root;
}

async function standing(root: string): Promise<{ grade: string; note: string; header: string }> {
  const run = await runCli(["build-pack", "--root", root, "--json"]);
  expect(run.code, run.stderr).toBe(0);
  const report = JSON.parse(run.stdout) as { packs: { grade: string; gradeNote: string }[] };
  const header = (await readFile(join(root, VARIANT), "utf8")).split("\n").find((l) => l.startsWith("grade:")) ?? "";
  return { grade: report.packs[0]!.grade, note: report.packs[0]!.gradeNote, header };
}

describe("an earned grade and the prompt it was earned with", () => {
  it("provenance - the unchanged pack shows its grade as earned", async () => {
    const s = await standing(await earnedRepo());
    expect(s.grade).toBe("current");
    expect(s.note).toBe("earned");
    expect(s.header).toBe("grade: earned");
  });

  it.each([
    ["a delta's body edited", async (root: string) => writeTextFile(root, `${PACK}/deltas/a.md`, delta("a", "Run the checks yourself; then claim built.")), "delta a changed"],
    ["a delta added", async (root: string) => {
      await writeTextFile(root, `${PACK}/deltas/b.md`, delta("b", "Keep the result line last."));
      await writeTextFile(root, `${PACK}/pack.yaml`, listing("a", "b"));
    }, "delta b was added"],
    ["a delta removed", async (root: string) => {
      await rm(join(root, PACK, "deltas", "a.md"));
      await writeTextFile(root, `${PACK}/pack.yaml`, listing());
    }, "delta a was removed"],
    ["the protocol text edited", async (root: string) => {
      const file = join(root, "protocol", "opencode-worker-protocol.md");
      await writeTextFile(root, "protocol/opencode-worker-protocol.md", `${await readFile(file, "utf8")}\nOne more rule.\n`);
    }, "the protocol text changed"],
  ])("provenance - %s turns earned into stale, naming it", async (_, change, named) => {
    const root = await earnedRepo();
    await change(root);
    const s = await standing(root);
    expect(s.grade).toBe("stale");
    expect(s.note).toContain(named);
    expect(s.note).toMatch(/^stale: grade\.json was earned with another prompt \(.*\); not this target's grade$/);
    expect(s.header).toMatch(/^grade: stale\b/);
    expect(s.header).toContain(named);
  });

  it("provenance - an earned grade that records no prompt is stale: it cannot say what it was earned with", async () => {
    const root = await earnedRepo();
    const file = join(root, PACK, "grade.json");
    const { prompt: _dropped, ...old } = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    await writeTextFile(root, `${PACK}/grade.json`, JSON.stringify(old));
    const s = await standing(root);
    expect(s.grade).toBe("stale");
    expect(s.note).toContain("the grade records none");
  });

  it("provenance - a delta's evidence line does not reach the worker, so the grade stands", async () => {
    const root = await earnedRepo();
    await writeTextFile(root, `${PACK}/deltas/a.md`, delta("a", "Run the checks yourself before you claim built.", "ladder rung 2, re-measured"));
    expect((await standing(root)).grade).toBe("current");
  });
});
