/**
 * Which self-build speaks for a dispatch when the route is not the active target's, or when no
 * packs are next to `ocw` (a drop-in skill): the newest build whose ladder ran on that route. The
 * builds are cache entries as `ocw selftest` writes them (written here through the same cache, so
 * no ladder has to run); dispatch goes through the real CLI, and every refusal leaves no job.
 * The ladders themselves, and the active target with packs, are in gate.test.ts.
 */
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { jobsRoot } from "../../src/jobs/index.js";
import { writeBuild } from "../../src/selftest/cache.js";
import { RUNGS, tally, type LadderRun, type Outcome, type SelftestReport } from "../../src/selftest/index.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

// No OpenCode on PATH: every dispatch here is refused before any job exists.
let w: World;
let root: string;
let env: Record<string, string>;
let workspace: string;

beforeAll(async () => {
  w = await makeWorld("ocw-admit-", { path: "host" });
  ({ root, env } = w);
  workspace = await w.repo("ws", { "a.txt": "a\n" });
  // model-setup's target, and the worker agent as a self-build installs it (the preflight wants both).
  await w.installTarget({ baseURL: "http://127.0.0.1:9/v1", model: "m", engine: "llama.cpp", context: 32768, providerId: "local", local: true });
});

afterAll(async () => {
  await w?.dispose();
}, DISPOSE_MS);

/** A measured build on `route`, as the cache holds it: rungs 1..envelope built, the next failed. */
async function build(route: string, outcome: Outcome, envelope: number, builtAt: string): Promise<void> {
  const runs: LadderRun[] = RUNGS.map((r) => ({
    rung: r.rung, name: r.name, sample: 1, liar: false, job: null, ran: true, claim: null, honest: null, wallMs: 1, evidence: null,
    ...(r.rung <= envelope ? { verdict: "built" as const, reasons: [] } : { verdict: "honest-failure" as const, reasons: [{ code: "check_failed", message: "failed" }] }),
  }));
  const report: SelftestReport = { status: outcome, outcome, envelope, line: `${outcome} line`, key: `model=${route};quant=q;harness=h;settings=s;env=any`, filesHash: "0000", route, tallies: tally(runs), runs, builtAt };
  await writeBuild(env, report);
}

let n = 0;
async function task(extra: string[] = []): Promise<string> {
  const file = join(root, `t${++n}.yaml`);
  await writeFile(file, [`workspace: ${workspace}`, "objective: write b", "scope: { allow: [b.txt] }", "checks:", "  acceptance:", "    - { name: b, run: test -f b.txt }", ...extra, ""].join("\n"));
  return file;
}

async function refusal(file: string): Promise<{ code: string; message: string }> {
  let out = "";
  const code = await main(["dispatch", file, "--json"], { cwd: root, env, stdout: { write: (t: string) => (out += t) }, stderr: { write: () => undefined } });
  expect(code, out).toBe(1);
  expect((await readdir(jobsRoot(env)).catch(() => [] as string[])).filter((x) => x.startsWith("job_"))).toEqual([]);
  return (JSON.parse(out) as { error: { code: string; message: string } }).error;
}

describe("admit", () => {
  it("admit - a spec's model with a not-fit build on that route is refused, naming the rung that failed", async () => {
    await build("other/big", "not-fit", 0, "2026-01-02T00:00:00.000Z");
    const e = await refusal(await task(["model: other/big", "size: 1"]));
    expect(e.code).toBe("NOT_FIT");
    expect(e.message).toMatch(/^other\/big is not fit here \(ocw selftest of 2026-01-02: rung 1 \(exact file\) failed \(check_failed\)\); do this task yourself/);
  });

  it("admit - the newest build on the route speaks: a later fit-up-to-2 build refuses size 3, naming size: 2", async () => {
    await build("other/big", "fit-up-to", 2, "2026-01-03T00:00:00.000Z");
    const e = await refusal(await task(["model: other/big", "size: 3"]));
    expect(e.code).toBe("NOT_FIT");
    expect(e.message).toMatch(/^other\/big is fit up to rung 2 \(function \+ test\) here \(ocw selftest of 2026-01-03\): tasks of size 2 or less, and this task is size 3; .*set `size: 2`/);
  });

  it("admit - without packs next to ocw (a drop-in), the active target's newest build on its route gates it", async () => {
    const e1 = await refusal(await task());
    expect(e1.code).toBe("NOT_SELF_BUILT");
    expect(e1.message).toMatch(/^local\/m, the active target, has no self-build for its current setup .*run ocw selftest/);
    await build("local/m", "fit-up-to", 3, "2026-01-04T00:00:00.000Z");
    expect((await refusal(await task())).message).toMatch(/this task states no size, which counts as 5/);
  });
});
