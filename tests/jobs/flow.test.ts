/**
 * Jobs end to end against the real opencode and the replay model: dispatch returns before the
 * detached driver carries the job to a verdict; a lying worker is caught; a permission round
 * trip; steering returns at once and its receipt comes through wait; cancel leaves no process;
 * the brief never shows hidden checks.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attend, cancel, dispatch, driverExited, jobPaths, jobResult, permit, readEvents, steer, waitJob } from "../../src/jobs/index.js";
import { DISPOSE_MS, alive, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const SCRIPTS = {
  write: { turns: [{ text: "- writing hello.txt", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  liar: { turns: [{ text: "- all done, trust me", result: "built" }] },
  bash: { turns: [{ tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- ran it", result: "built" }] },
  steer: {
    turns: [
      { text: "- reading", delayMs: 2_000, tools: [{ read: { filePath: "greet.txt" } }] },
      // The reply to the request that carried the steer takes a moment, so a wait sees the receipt before the verdict.
      { choose: [{ when: { contains: "use v2" }, delayMs: 2_000, text: "- correction applied: writing v2", tools: [{ write: { filePath: "v.txt", content: "v2\n" } }] }, { tools: [{ write: { filePath: "v.txt", content: "v1\n" } }] }] },
      { text: "- wrote v.txt", result: "built" },
    ],
  },
  slow: { turns: [{ text: "- thinking", delayMs: 60_000 }] },
  long: {
    turns: [
      { text: "- step 1", tools: [{ read: { filePath: "greet.txt" } }] },
      { text: "- step 2", tools: [{ read: { filePath: "greet.txt" } }] },
      { text: "- step 3", tools: [{ read: { filePath: "greet.txt" } }] },
      { text: "- step 4", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] },
      { text: "- done", result: "built" },
    ],
  },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-jobs-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

describe("jobs", () => {
  it("dispatch - returns before validation (its time is a benchmark, docs/benchmarks.md); the driver validates, runs the worker and grades: built", async () => {
    const { taskFile } = await w.task("built", "write");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    // Deterministic, unlike a duration on a shared machine: it did not wait for the driver.
    expect(d.state).toBe("validating");
    const job = await w.until(d.job);
    expect(job.state).toBe("built");
    expect(job.route).toEqual({ model: "replay/replay", source: "opencode", tier: "local" });
    expect([job.slots, job.slotsFrom]).toEqual([1, "default"]);
    const r = await jobResult(w.env, d.job);
    expect(r.verdict).toBe("built");
    expect(r.usage?.tokens.total).toBeGreaterThan(0);
    expect(await readFile(r.evidence.diff!, "utf8")).toContain("+hello");
    const brief = await readFile(r.evidence.brief!, "utf8");
    expect(brief).toContain("grep -qx 'hello' hello.txt");
    expect(brief).not.toContain("secret check");
    const events = await readEvents(w.root, d.job);
    const revs = events.map((e) => e.rev);
    expect(revs).toEqual([...revs].sort((a, b) => a - b));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["dispatched", "driver.started", "baseline", "validated", "session", "grading", "verdict"]));
    // The driver host lets go of the job once it is terminal (the host itself stays for the next job).
    expect(await driverExited(w.env, d.job, 10_000)).toBe(true);
    expect(await alive(job.driver!.pid)).toBe(true);
  }, 60_000);

  it("dispatch - a second job on the same baseline and checks takes the first's validation (validated cached) and is still graded: built", async () => {
    const first = await dispatch({ taskFile: (await w.task("same-a", "write")).taskFile, cwd: w.world.root, env: w.env });
    expect((await w.until(first.job)).state).toBe("built");
    const d = await dispatch({ taskFile: (await w.task("same-b", "write")).taskFile, cwd: w.world.root, env: w.env });
    expect((await w.until(d.job)).state).toBe("built");
    const validated = (await readEvents(w.root, d.job)).find((e) => e.type === "validated");
    expect(validated).toMatchObject({ type: "validated", cached: true });
    expect((await jobResult(w.env, d.job)).verdict).toBe("built");
  }, 120_000);

  it("dispatch - a worker that claims built without doing it is an honest-failure, and dishonest", async () => {
    const { taskFile } = await w.task("liar", "liar", { extra: "model: replay/replay" });
    // Given the plugin root, the slot count comes from the route's pack (packs/replay__none__opencode declares 8).
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env, root: fileURLToPath(new URL("../..", import.meta.url)) });
    const job = await w.until(d.job);
    expect(job.state).toBe("honest-failure");
    expect(job.route).toEqual({ model: "replay/replay", source: "spec", tier: "local" });
    expect([job.slots, job.slotsFrom]).toEqual([8, "pack"]);
    const r = await jobResult(w.env, d.job);
    expect(r.reasons?.map((x) => x.code)).toEqual(expect.arrayContaining(["no_change"]));
    expect(r.detail?.honest).toBe(false);
    expect(r.claim).toBe("RESULT: built");
  }, 60_000);

  it("dispatch - a task whose acceptance check already passes is invalid_task, before any worker starts", async () => {
    const { taskFile } = await w.task("invalid", "write", { file: "greet.txt", content: "hi" });
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const job = await w.until(d.job);
    expect(job.state).toBe("honest-failure");
    expect(job.reasons?.map((r) => r.code)).toEqual(["invalid_task"]);
    expect(job.session).toBeUndefined();
    expect(w.model.requests.some((r) => JSON.stringify(r.body.messages).includes("Write hi into greet.txt"))).toBe(false);
  }, 60_000);

  it("permit - a bash request waits as needs_permission; approving it once lets the worker finish: built", async () => {
    const { taskFile } = await w.task("permit", "bash");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    let rev = d.revision;
    let pending: string | undefined;
    while (!pending) {
      const r = await waitJob(w.env, d.job, rev, 20_000);
      rev = r.revision;
      pending = r.pending[0]?.id;
      if (r.terminal) throw new Error(`ended ${r.state} without asking`);
    }
    expect((await waitJob(w.env, d.job, 0, 0)).state).toBe("needs_permission");
    const p = await permit(w.env, d.job, pending, "once");
    expect(p.status).toBe("applied");
    expect((await w.until(d.job)).state).toBe("built");
    await expect(permit(w.env, d.job, pending, "once")).rejects.toMatchObject({ code: "INVALID_INPUT", message: expect.stringContaining("already answered") });
  }, 60_000);

  it("steer - returns sent without waiting for the model; the wait brings the receipt delivered, and the work follows it", async () => {
    const { taskFile } = await w.task("steer", "steer", { file: "v.txt", content: "v2" });
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const running = await w.until(d.job, (j) => j.state === "running");
    await w.model.waitFor((r) => r.script === "steer", 20_000);
    const s = await steer(w.env, d.job, "STEER: use v2 instead");
    // The model is still on its first (delayed) reply: nothing can have carried the correction yet.
    expect(s.receipt).toBe("sent");
    const r = await attend(w.env, { cursor: `${d.job}:${running.revision}`, jobs: [d.job], timeoutMs: 30_000 });
    expect(r.jobs).toEqual([expect.objectContaining({ job: d.job, steer: "delivered" })]);
    expect((await w.until(d.job)).state).toBe("built");
    // The worker's reply to the correction refers to it: the receipt moves on to acknowledged.
    const results = (await readEvents(w.root, d.job)).filter((e) => e.type === "steer.result").map((e) => (e as { status?: string }).status);
    expect(results).toEqual(["delivered", "acknowledged"]);
    await expect(steer(w.env, d.job, "too late")).rejects.toMatchObject({ code: "INVALID_INPUT", message: expect.stringContaining("cannot be steered") });
  }, 60_000);

  it("budget - a worker that needs more steps than the task's budget is stopped: honest-failure budget_exhausted", async () => {
    const { taskFile } = await w.task("steps", "long", { budget: "{ minutes: 5, steps: 2 }" });
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const done = await w.until(d.job);
    expect(done.state).toBe("honest-failure");
    const r = await jobResult(w.env, d.job);
    expect(r.reasons?.map((x) => x.code)).toContain("budget_exhausted");
    expect(r.reasons?.find((x) => x.code === "budget_exhausted")?.message).toMatch(/budget of 2 steps/);
  }, 60_000);

  it("cancel - aborts the worker, ends cancelled, and the host lets go of the job: nothing it started for the job runs", async () => {
    const { taskFile } = await w.task("cancel", "slow");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    await w.until(d.job, (j) => j.state === "running");
    const c = await cancel(w.env, d.job);
    expect(c).toMatchObject({ state: "cancelled", cancelled: true });
    expect(await driverExited(w.env, d.job, 5_000)).toBe(true);
    // What the host started for the job goes with it; on a busy machine a child may take a moment to exit.
    const dir = jobPaths(w.root, d.job).dir;
    for (let i = 0; i < 50 && (await pidsIn(dir)).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await pidsIn(dir)).toEqual([]);
    expect((await jobResult(w.env, d.job)).reasons?.map((r) => r.code)).toEqual(["cancelled"]);
  }, 60_000);
});

/** Live processes whose working folder or command line is inside `dir` (what the host ran for one job). */
async function pidsIn(dir: string): Promise<number[]> {
  const { readdir, readlink } = await import("node:fs/promises");
  const out: number[] = [];
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const cwd = await readlink(`/proc/${name}/cwd`).catch(() => "");
    const cmd = await readFile(`/proc/${name}/cmdline`, "utf8").catch(() => "");
    if ((cwd.startsWith(dir) || cmd.includes(dir)) && (await alive(Number(name)))) out.push(Number(name));
  }
  return out;
}
