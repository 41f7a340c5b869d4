import { join, resolve } from "node:path";
import { writeAtomic } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { buildPacks, loadPack } from "../pack/index.js";
import type { PromptPrint } from "../target/index.js";
import { selftest, type SelftestOptions, type SelftestReport } from "./selftest.js";

/**
 * `ocw pack earn <pack>`: the pack author's ladder — every rung N times against the pack's own
 * endpoint — written to the pack's grade.json under the pack's full key, then the pack is
 * recompiled (grade.json is a source of the skill variant's provenance header).
 */

export const GRADER = "opencode-worker calibration ladder v1";

export interface EarnReport {
  readonly build: SelftestReport;
  readonly gradeFile: string | null;
  readonly written: boolean;
}

async function promptOf(root: string, dir: string): Promise<PromptPrint | undefined> {
  const loaded = await loadPack(root, dir);
  return loaded.ok ? loaded.pack.prompt : undefined;
}

export async function earnGrade(opts: SelftestOptions & { readonly pack: string; readonly samples: number }): Promise<EarnReport> {
  if (!Number.isInteger(opts.samples) || opts.samples < 1 || opts.samples > 20) {
    throw new OcwError(ErrorCode.Usage, `Expected --samples to be an integer from 1 to 20, got ${opts.samples}`);
  }
  const dir = opts.root ? resolve(opts.root, opts.pack) : undefined;
  // The prompt the ladder is about to run with; a grade records it, and is stale for any other.
  const before = dir ? await promptOf(opts.root!, dir) : undefined;
  const build = await selftest({ ...opts, fresh: true, liar: false });
  // A ladder that did not run measured nothing: no grade is written from it.
  if (build.status === "cannot" || build.status === "unverified" || !build.key || !opts.root || !dir || !before) return { build, gradeFile: null, written: false };
  const after = await promptOf(opts.root, dir);
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    throw new OcwError(ErrorCode.PackInvalid, `the pack's protocol or deltas changed while the ladder ran, so its results belong to no one prompt; nothing was written — run ocw pack earn ${opts.pack} again`);
  }
  const gradeFile = join(dir, "grade.json");
  const grade = {
    $schema: "../../protocol/schemas/grade.schema.json",
    key: build.key,
    status: "earned",
    grader: GRADER,
    generated: build.builtAt!,
    results: build.tallies.map((t) => ({ rung: t.rung, samples: t.samples, built: t.built, honest: t.honest })),
    prompt: before,
    note: build.line,
  };
  await writeAtomic(gradeFile, `${JSON.stringify(grade, null, 2)}\n`);
  await buildPacks({ root: opts.root, packs: [dir] });
  return { build, gradeFile, written: true };
}
