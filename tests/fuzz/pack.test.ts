/**
 * Fuzzing pack sources through the real command line: `ocw build-pack <pack> --root <copy>
 * --json` on a temp copy of the repository parts the compiler reads (protocol/, the canonical
 * skill, packs/replay__none__opencode with one delta added). Each seed mutates one source —
 * pack.yaml, the delta's frontmatter or body, grade.json — or the pack folder's shape, then
 * builds (or checks) it. Every run must end with a clear error or success (see harness.ts).
 */
import { cp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { cleanup, tempDir } from "../grade/fixtures.js";
import { REPO } from "../helpers/opencode-serve.js";
import { describeMutant, fuzzPlan, mutant, mutateBytes, Rng, type Mutant } from "./gen.js";
import { outcomeCode, pool, problemsWith, runBundle, runMain, type Run } from "./harness.js";
import { DELTA_BODY, seedDelta, seedGrade, seedManifest } from "./seeds.js";

afterAll(cleanup);

const SLUG = "replay__none__opencode";
let dir = "";
const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };

beforeAll(async () => {
  dir = await tempDir("ocw-fuzz-pack-");
}, 60_000);

/** A repository copy per lane: what build-pack reads, nothing else. */
async function makeRoot(name: string): Promise<string> {
  const root = join(dir, name);
  await cp(join(REPO, "protocol"), join(root, "protocol"), { recursive: true });
  await mkdir(join(root, "skills", "opencode-worker"), { recursive: true });
  await cp(join(REPO, "skills", "opencode-worker", "SKILL.md"), join(root, "skills", "opencode-worker", "SKILL.md"));
  await mkdir(join(root, "packs"), { recursive: true });
  return root;
}

const ROOTS = new Map<string, Promise<string>>();
const root = (lane: string): Promise<string> => {
  if (!ROOTS.has(lane)) ROOTS.set(lane, makeRoot(`root-${lane}`));
  return ROOTS.get(lane)!;
};

/** One mutated pack: which source was hit, and the files to write. */
interface PackCase {
  readonly m: Mutant;
  readonly files: Readonly<Record<string, Buffer | null>>;
  /** Shape changes applied after writing the files. */
  readonly shape?: string;
}

function packCase(seed: number): PackCase {
  const rng = new Rng(seed ^ 0x5eed);
  const manifest = Buffer.from(stringify(seedManifest()));
  const delta = (fm: Buffer): Buffer => Buffer.concat([Buffer.from("---\n"), fm, Buffer.from(`---\n${DELTA_BODY}`)]);
  const grade = Buffer.from(`${JSON.stringify(seedGrade(), null, 2)}\n`);
  const seedDeltaYaml = Buffer.from(stringify(seedDelta()));
  const pick = rng.int(100);
  if (pick < 50) {
    const m = mutant(seed, seedManifest(), { formats: ["yaml"], extraNames: ["target", "provider", "settings", "permission", "limit", "serving", "harness", "quant", "engine", "slots"] });
    return { m, files: { "pack.yaml": m.bytes, "deltas/keep-going.md": delta(seedDeltaYaml), "grade.json": grade } };
  }
  if (pick < 75) {
    const m = mutant(seed, seedDelta(), { formats: ["yaml"], extraNames: ["id", "measured", "evidence"] });
    // Half the time the frontmatter is fenced as usual; otherwise the whole file is mutated.
    const whole = rng.chance(0.5) ? mutateBytes(rng, delta(m.bytes), true) : { bytes: delta(m.bytes), op: "fenced" };
    return { m: { ...m, ops: [...m.ops, whole.op], bytes: whole.bytes }, files: { "pack.yaml": manifest, "deltas/keep-going.md": whole.bytes, "grade.json": grade } };
  }
  if (pick < 90) {
    const m = mutant(seed, seedGrade(), { formats: ["json"], extraNames: ["key", "status", "results", "rung", "generated"] });
    return { m, files: { "pack.yaml": manifest, "deltas/keep-going.md": delta(seedDeltaYaml), "grade.json": m.bytes } };
  }
  const shapes = ["no pack.yaml", "pack.yaml is a folder", "deltas is a file", "delta renamed", "unlisted delta", "empty delta", "delta is a folder", "grade.json is a folder", "pack.yaml is a dangling symlink", "pack.yaml links to itself", "no deltas folder", "unicode delta name"];
  const shape = rng.pick(shapes);
  const m: Mutant = { seed, format: "yaml", ops: [shape], bytes: manifest };
  return { m, files: { "pack.yaml": manifest, "deltas/keep-going.md": delta(seedDeltaYaml), "grade.json": grade }, shape };
}

async function writePack(root: string, c: PackCase): Promise<string> {
  const pack = join(root, "packs", SLUG);
  await rm(pack, { recursive: true, force: true });
  await mkdir(join(pack, "deltas"), { recursive: true });
  for (const [rel, bytes] of Object.entries(c.files)) if (bytes) await writeFile(join(pack, rel), bytes);
  const delta = join(pack, "deltas", "keep-going.md");
  switch (c.shape) {
    case "no pack.yaml":
      await rm(join(pack, "pack.yaml"));
      break;
    case "pack.yaml is a folder":
      await rm(join(pack, "pack.yaml"));
      await mkdir(join(pack, "pack.yaml"));
      break;
    case "deltas is a file":
      await rm(join(pack, "deltas"), { recursive: true });
      await writeFile(join(pack, "deltas"), "x");
      break;
    case "delta renamed":
      await cp(delta, join(pack, "deltas", "Keep Going.md"));
      await rm(delta);
      break;
    case "unlisted delta":
      await cp(delta, join(pack, "deltas", "other.md"));
      break;
    case "empty delta":
      await writeFile(delta, "");
      break;
    case "delta is a folder":
      await rm(delta);
      await mkdir(delta);
      break;
    case "grade.json is a folder":
      await rm(join(pack, "grade.json"));
      await mkdir(join(pack, "grade.json"));
      break;
    case "pack.yaml is a dangling symlink":
      await rm(join(pack, "pack.yaml"));
      await symlink(join(pack, "nowhere.yaml"), join(pack, "pack.yaml"));
      break;
    case "pack.yaml links to itself":
      await rm(join(pack, "pack.yaml"));
      await symlink(join(pack, "pack.yaml"), join(pack, "pack.yaml"));
      break;
    case "no deltas folder":
      await rm(join(pack, "deltas"), { recursive: true });
      break;
    case "unicode delta name":
      await cp(delta, join(pack, "deltas", "日本\u0301.md"));
      break;
  }
  return pack;
}

const argv = (root: string, seed: number): string[] => ["build-pack", `packs/${SLUG}`, "--root", root, ...(seed % 2 === 0 ? ["--check"] : []), "--json"];

const RUNS = 1_000;
const PLAN = fuzzPlan(RUNS);

describe("fuzz: pack sources", () => {
  it(`fuzz - ${PLAN.seeds.length} mutated packs through build-pack: clear errors, no crash, no hang`, async () => {
    const { seeds } = PLAN;
    const failures: string[] = [];
    const codes = new Map<string, number>();
    await pool(seeds, 2, async (seed, lane) => {
      const c = packCase(seed);
      const r0 = await root(String(lane));
      await writePack(r0, c);
      const r: Run | Error = await runMain(argv(r0, seed), { cwd: r0, env }).catch((e: Error) => e);
      if (r instanceof Error) return void failures.push(`${r.message}\n${describeMutant(c.m)}`);
      codes.set(outcomeCode(r), (codes.get(outcomeCode(r)) ?? 0) + 1);
      const found = problemsWith(r, true);
      if (found.length) failures.push(`${found.join("; ")}\nstderr: ${r.stderr.slice(0, 600)}\n${describeMutant(c.m)}`);
    });
    console.log(`pack fuzz: ${seeds.length} seeds from ${seeds[0]}; outcomes ${JSON.stringify(Object.fromEntries([...codes].sort()))}`);
    expect(failures.slice(0, 5).join("\n\n"), `${failures.length} failing inputs`).toBe("");
  }, 600_000);

  it("fuzz - a sample of 50 mutated packs through the bundle as a process: same exit code, no stack", async () => {
    const { seeds } = fuzzPlan(50, { ...process.env, OCW_FUZZ_BASE: String((Number(process.env.OCW_FUZZ_BASE ?? 20261130) + 7_919) >>> 0) });
    const failures: string[] = [];
    await pool(seeds, 2, async (seed, lane) => {
      const c = packCase(seed);
      const r0 = await root(`p${lane}`);
      await writePack(r0, c);
      // --check on both, so the in-process run cannot change what the process sees.
      const args = ["build-pack", `packs/${SLUG}`, "--root", r0, "--check", "--json"];
      const inProcess = await runMain(args, { cwd: r0, env });
      const real = await runBundle(args, { cwd: r0, env }).catch((e: Error) => e);
      if (real instanceof Error) return void failures.push(`${real.message}\n${describeMutant(c.m)}`);
      const found = problemsWith(real, true);
      if (real.code !== inProcess.code) found.push(`exit code ${real.code} as a process, ${inProcess.code} in-process`);
      if (outcomeCode(real) !== outcomeCode(inProcess)) found.push(`error code ${outcomeCode(real)} as a process, ${outcomeCode(inProcess)} in-process`);
      if (found.length) failures.push(`${found.join("; ")}\nstderr: ${real.stderr.slice(0, 600)}\n${describeMutant(c.m)}`);
    });
    expect(failures.slice(0, 5).join("\n\n"), `${failures.length} failing inputs`).toBe("");
  }, 300_000);
});
