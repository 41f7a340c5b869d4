/**
 * Fuzzing task specs through the real command line. Each seed mutates a valid spec (structure,
 * then bytes) and runs `ocw dispatch <file> --json` — which validates the spec and then stops,
 * because OCW_HOME is a plain file so no job can be recorded — and, for every fourth seed,
 * `ocw validate-task <file> --json`, which also runs the checks on a baseline snapshot. Every
 * run must end with a clear error or success; see harness.ts for the rule. A sample goes
 * through the bundle as a real process, which must agree with the in-process exit code.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanup, initRepo, tempDir } from "../grade/fixtures.js";
import { describeMutant, fuzzPlan, mutant, type Mutant } from "./gen.js";
import { seedTask } from "./seeds.js";
import { outcomeCode, pool, problemsWith, runBundle, runMain, type Run } from "./harness.js";

afterAll(cleanup);

let dir = "";
let ws = "";
let validEnv: Record<string, string> = {};
let stopEnv: Record<string, string> = {};

beforeAll(async () => {
  dir = await tempDir("ocw-fuzz-task-");
  ws = join(dir, "ws");
  await initRepo(ws, { "greet.txt": "hi\n" });
  const base = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: join(dir, "home"), TMPDIR: dir, GIT_CONFIG_NOSYSTEM: "1" };
  validEnv = { ...base, OCW_HOME: join(dir, "state") };
  // dispatch validates, then fails to create the jobs folder under a file: nothing is spawned.
  await writeFile(join(dir, "not-a-dir"), "");
  stopEnv = { ...base, OCW_HOME: join(dir, "not-a-dir") };
}, 60_000);

/** Write the mutant as a spec file; the extension follows its format, but sometimes lies. */
async function specFile(m: Mutant, lane: string): Promise<string> {
  const ext = (m.seed % 10 === 0) === (m.format === "json") ? "yaml" : "json";
  const file = join(dir, `lane-${lane}.${ext}`);
  await writeFile(file, m.bytes);
  return file;
}

const RUNS = 1_000;
const PLAN = fuzzPlan(RUNS);

describe("fuzz: task specs", () => {
  it(`fuzz - ${PLAN.seeds.length} mutated task specs through dispatch, a quarter also through validate-task: clear errors, no crash, no hang`, async () => {
    const { seeds } = PLAN;
    const failures: string[] = [];
    const codes = new Map<string, number>();
    const valid: Mutant[] = [];
    const judge = (cmd: string, m: Mutant, r: Run | Error): string => {
      if (r instanceof Error) {
        failures.push(`${cmd}: ${r.message}\n${describeMutant(m)}`);
        return "hang";
      }
      const key = `${cmd} ${outcomeCode(r)}`;
      codes.set(key, (codes.get(key) ?? 0) + 1);
      const found = problemsWith(r, true);
      if (found.length) failures.push(`${cmd}: ${found.join("; ")}\nstderr: ${r.stderr.slice(0, 600)}\n${describeMutant(m)}`);
      return outcomeCode(r);
    };
    await pool(seeds, 2, async (seed, lane) => {
      const m = mutant(seed, seedTask(ws));
      const file = await specFile(m, String(lane));
      const dispatched = judge("dispatch", m, await runMain(["dispatch", file, "--json"], { cwd: dir, env: stopEnv }).catch((e: Error) => e));
      // IO: the spec passed validation and dispatch stopped at the jobs folder.
      if (dispatched === "IO") return void valid.push(m);
      if (seed % 4 !== 0 && seeds.length > 1) return;
      const validated = judge("validate-task", m, await runMain(["validate-task", file, "--json"], { cwd: dir, env: validEnv }).catch((e: Error) => e));
      if (validated !== dispatched) failures.push(`dispatch said ${dispatched} but validate-task said ${validated}\n${describeMutant(m)}`);
    });
    // A valid spec makes validate-task run its checks on a baseline: real work, so only a few.
    for (const m of valid.slice(0, 6)) {
      const file = await specFile(m, "valid");
      judge("validate-task", m, await runMain(["validate-task", file, "--json"], { cwd: dir, env: validEnv }).catch((e: Error) => e));
    }
    console.log(`task fuzz: ${seeds.length} seeds from ${seeds[0]}; outcomes ${JSON.stringify(Object.fromEntries([...codes].sort()))}`);
    expect(failures.slice(0, 5).join("\n\n"), `${failures.length} failing inputs`).toBe("");
  }, 600_000);

  it("fuzz - a sample of 50 mutated specs through the bundle as a process: same exit code, no stack", async () => {
    const { seeds } = fuzzPlan(50, { ...process.env, OCW_FUZZ_BASE: String((Number(process.env.OCW_FUZZ_BASE ?? 20261130) + 7_919) >>> 0) });
    const failures: string[] = [];
    await pool(seeds, 2, async (seed, lane) => {
      const m = mutant(seed, seedTask(ws));
      const file = await specFile(m, `p${lane}`);
      const inProcess = await runMain(["dispatch", file, "--json"], { cwd: dir, env: stopEnv });
      const real = await runBundle(["dispatch", file, "--json"], { cwd: dir, env: stopEnv }).catch((e: Error) => e);
      if (real instanceof Error) return void failures.push(`${real.message}\n${describeMutant(m)}`);
      const found = problemsWith(real, true);
      if (real.code !== inProcess.code) found.push(`exit code ${real.code} as a process, ${inProcess.code} in-process`);
      if (outcomeCode(real) !== outcomeCode(inProcess)) found.push(`error code ${outcomeCode(real)} as a process, ${outcomeCode(inProcess)} in-process`);
      if (found.length) failures.push(`${found.join("; ")}\nstderr: ${real.stderr.slice(0, 600)}\n${describeMutant(m)}`);
    });
    expect(failures.slice(0, 5).join("\n\n"), `${failures.length} failing inputs`).toBe("");
  }, 300_000);
});
