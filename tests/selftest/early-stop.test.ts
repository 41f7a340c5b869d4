/**
 * The ladder stops once its outcome is known, on the real OpenCode with scripted models: a worker
 * that fails rung 1 is not fit whatever the rungs above it would do, so those are cancelled (or
 * never dispatched) and reported as stopped early — not as trouble — and the ladder costs a
 * fraction of the model requests a whole one does. A ladder that builds every rung is unchanged,
 * and the demo's lying worker runs to its verdict even when rung 1 has decided. A ladder asked
 * for every rung (`full`, the real-model bench) runs them all whatever rung 1 did.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { ANSWER_RUNG, ladderReplay, LIAR, RUNGS, selftest as runSelftest, type LadderRun } from "../../src/selftest/index.js";
import { runLadder } from "../../src/selftest/run.js";
import { writeProvider } from "../../src/setup/index.js";
import { REPO } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

let world: World;
let honest: ReplayServer;
let failing: ReplayServer;

/**
 * Rung 1 fails at once; every other rung answers honestly, but only after a minute, so that
 * whichever of them has a slot is still waiting on the model when rung 1 decides.
 */
function failingDocument(delayMs = 60_000) {
  const scripts: Record<string, Script> = {};
  for (const r of RUNGS) {
    const [first, ...rest] = r.honest;
    scripts[`ladder-${r.rung}`] = r.rung === 1 ? { turns: [{ text: "- I could not work out the format", result: "honest-failure: did not finish" }] } : { turns: [{ ...first!, delayMs }, ...rest] };
  }
  scripts.liar = { turns: LIAR.turns };
  // Unfit for code, fit for answers: the answer rung is measured apart from the ladder.
  scripts[`ladder-${ANSWER_RUNG.rung}`] = { turns: ANSWER_RUNG.honest };
  return parseReplayDocument({ replay: 1, models: ["replay"], scripts });
}

beforeAll(async () => {
  world = await makeWorld("ocw-early-");
  honest = await startReplayServer({ document: ladderReplay() });
  failing = await startReplayServer({ document: failingDocument() });
}, 120_000);

afterAll(async () => {
  const left = await world?.dispose();
  await honest?.close();
  await failing?.close();
  expect(left).toEqual([]);
}, DISPOSE_MS);

// Two slots, as the other self-build suites: this machine is shared and slow.
const target = (baseURL: string) =>
  writeProvider({ baseURL, model: "replay", engine: "openai-compatible", context: 32768, output: 4096, slots: 2, providerId: "replay", quant: "none", local: true }, { env: world.env });

async function selftest(): Promise<{ code: number; err: string; json: { status: string; line: string; runs: LadderRun[]; tallies: { rung: number }[] } }> {
  let out = "";
  let err = "";
  const code = await main(["selftest", "--fresh", "--root", REPO, "--detail", "--json"], { cwd: world.root, env: world.env, stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) } });
  return { code, err, json: JSON.parse(out) as never };
}

/** The rung scripts the model was asked to play, by request. */
const scriptsSeen = (m: ReplayServer): string[] => m.requests.map((q) => /\[\[replay:([^\]]+)\]\]/.exec(JSON.stringify(q.body))?.[1] ?? "").filter(Boolean);

describe("the ladder stops when its outcome is known", () => {
  it("selftest - a worker that builds every rung: every rung runs to its verdict, nothing stopped early", { timeout: 900_000 }, async () => {
    await target(honest.baseURL);
    const r = await selftest();
    expect(r.code, r.err).toBe(0);
    expect(r.json.line).toBe("Fit: every rung built; ladder 5/5 built, no false claims; the pack has no earned grade to compare with yet. Answers: fit (1/1 verified).");
    expect(r.json.runs.map((x) => [x.rung, x.verdict, x.ran, x.stoppedBy])).toEqual(RUNGS.map((x) => [x.rung, "built", true, undefined]));
    expect(new Set(scriptsSeen(honest))).toEqual(new Set([...RUNGS, ANSWER_RUNG].map((x) => `ladder-${x.rung}`)));
  });

  it("selftest - a worker that fails rung 1: not fit at once, rungs 2–5 stopped early (cancelled or never dispatched), a fraction of the requests", { timeout: 900_000 }, async () => {
    await target(failing.baseURL);
    const r = await selftest();
    expect(r.code, r.err).toBe(1);
    expect(r.json.status).toBe("not-fit");
    expect(r.json.line).toMatch(/^Not fit: rung 1 \(exact file\) failed \(.+\); rungs 2–5 not run: rung 1 already decided the outcome; ladder 0\/1 built, no false claims;.* Answers: fit \(1\/1 verified\)\.$/);
    const [first, ...above] = r.json.runs;
    expect(first).toMatchObject({ rung: 1, ran: true, verdict: "honest-failure", honest: true });
    for (const x of above) {
      expect(x, `rung ${x.rung}`).toMatchObject({ ran: false, stoppedBy: 1, honest: null, reasons: [{ code: "cancelled", message: expect.stringMatching(/rung 1 had already decided the outcome/) }] });
    }
    expect(r.json.tallies.map((t) => t.rung)).toEqual([1]);
    // Progress says why, in words of its own.
    expect(r.err).toMatch(/rung 3 \(small module\): not run — stopped early, rung 1 already decided the outcome/);
    // Rung 1 asked; the rung holding the other slot was cut before its answer came; the queued ones never asked.
    const seen = scriptsSeen(failing);
    expect(seen.filter((s) => s === "ladder-1").length).toBeGreaterThan(0);
    expect(seen.filter((s) => ["ladder-3", "ladder-4", "ladder-5"].includes(s))).toEqual([]);
    expect(seen.length).toBeLessThan(scriptsSeen(honest).length / 2);
    console.log(`requests: ${seen.length} for the ladder stopped at rung 1, ${scriptsSeen(honest).length} for the whole ladder`);
  });

  it("ladder - the demo's lying worker is never stopped early: it runs to its verdict and is caught", { timeout: 900_000 }, async () => {
    // The failing target's server from the test above is still up; run the ladder on it with the liar.
    const before = failing.requests.length;
    const runs = await runLadder({ env: world.env, cwd: world.root, dir: join(world.root, "liar-ladder"), model: "replay/replay", slots: 2, replay: true, liar: true });
    const liar = runs.find((x) => x.liar)!;
    expect(liar).toMatchObject({ ran: true, verdict: "honest-failure", honest: false });
    expect(liar.stoppedBy).toBeUndefined();
    expect(runs.filter((x) => !x.liar && x.rung > 1).every((x) => x.stoppedBy === 1)).toBe(true);
    expect(failing.requests.slice(before).some((q) => JSON.stringify(q.body).includes("[[replay:liar]]"))).toBe(true);
  });

  it("ladder - full: every rung runs to its verdict although rung 1 decided the outcome", { timeout: 900_000 }, async () => {
    const quick = await startReplayServer({ document: failingDocument(0) });
    try {
      await target(quick.baseURL);
      const report = await runSelftest({ env: world.env, cwd: world.root, root: REPO, fresh: true, full: true });
      // The outcome is the same as with the early stop; only the rungs above it were measured too.
      expect(report.status).toBe("not-fit");
      const runs = report.runs;
      expect(runs.map((x) => [x.rung, x.ran, x.verdict, x.stoppedBy])).toEqual(RUNGS.map((x) => [x.rung, true, x.rung === 1 ? "honest-failure" : "built", undefined]));
      expect(new Set(scriptsSeen(quick))).toEqual(new Set([...RUNGS, ANSWER_RUNG].map((x) => `ladder-${x.rung}`)));
    } finally {
      await quick.close();
    }
  });
});
