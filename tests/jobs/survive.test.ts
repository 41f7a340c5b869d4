/**
 * Jobs that survive: a driver killed with SIGKILL mid-turn is re-adopted by the next `jobs`
 * call and the job still ends with a verdict — the new driver takes the session up from the
 * server and follows its events as the first one did (permissions, steers, steps); slots cap how
 * many run at once (FIFO for the rest); two clients waiting and answering at once see one
 * consistent history.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopServer } from "../../src/opencode/index.js";
import { dispatch, listJobIds, listJobs, permit, readEvents, readJob, steer, waitJob, type JobId } from "../../src/jobs/index.js";
import { DISPOSE_MS, alive, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const SCRIPTS = {
  slowwrite: { turns: [{ text: "- thinking", delayMs: 3_000, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote it", result: "built" }] },
  paced: { turns: [{ delayMs: 1_200, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- done", result: "built" }] },
  bash: { turns: [{ tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- ran it", result: "built" }] },
  // The driver is killed in the first pause; what follows needs the new driver to follow the session's events.
  resumed: {
    turns: [
      { text: "- reading", delayMs: 3_000, tools: [{ read: { filePath: "greet.txt" } }] },
      { tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] },
      { text: "- checking", delayMs: 6_000, tools: [{ read: { filePath: "hello.txt" } }] },
      { choose: [{ when: { contains: "STEER: say so" }, text: "- steered: checked, as asked", result: "built" }, { text: "- done", result: "built" }] },
    ],
  },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-survive-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

describe("survival", () => {
  it("re-adopt - kill -9 of a driver mid-turn: the next jobs call starts a new driver and the job still gets its verdict", async () => {
    const { taskFile } = await w.task("killed", "slowwrite");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const running = await w.until(d.job, (j) => j.state === "running");
    await w.model.waitFor((r) => r.script === "slowwrite", 20_000);
    const first = running.driver!.pid;
    process.kill(first, "SIGKILL");
    for (let i = 0; i < 50 && (await alive(first)); i++) await new Promise((r) => setTimeout(r, 50));
    const listed = await listJobs(w.env);
    expect(listed.adopted).toEqual([d.job]);
    const job = await w.until(d.job);
    expect(job.state).toBe("built");
    expect(job.driver!.adoptions).toBe(1);
    expect(job.driver!.pid).not.toBe(first);
    // A second look adopts nothing: the job is finished.
    expect((await listJobs(w.env)).adopted).toEqual([]);
  }, 60_000);

  it("re-adopt - kill -9 of a driver mid-turn: the new driver follows the session's events — a later permission shown once and answered, a steer delivered, every step counted: built", async () => {
    const { taskFile } = await w.task("resumed", "resumed");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const running = await w.until(d.job, (j) => j.state === "running");
    await w.model.waitFor((r) => r.script === "resumed", 20_000);
    const first = running.driver!.pid;
    process.kill(first, "SIGKILL");
    for (let i = 0; i < 50 && (await alive(first)); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await listJobs(w.env)).adopted).toEqual([d.job]);
    // Asked after the kill: only the new driver, following the session, can show it.
    const asking = await w.until(d.job, (j) => j.pending.length > 0, 90_000);
    expect(asking.driver!.pid).not.toBe(first);
    const request = asking.pending[0]!.id;
    expect((await permit(w.env, d.job, request, "once")).status).toBe("applied");
    await w.model.waitFor((r) => r.script === "resumed" && r.turn === 2, 30_000);
    await steer(w.env, d.job, "STEER: say so when you have checked");
    const job = await w.until(d.job, undefined, 90_000);
    expect({ state: job.state, reasons: job.reasons }).toEqual({ state: "built", reasons: [] });
    expect(job.driver!.adoptions).toBe(1);
    const events = await readEvents(w.root, d.job);
    expect(events.filter((e) => e.type === "permission.asked").map((e) => e.request)).toEqual([request]);
    expect(events.filter((e) => e.type === "steer.result").map((e) => e.status)).toEqual(["delivered", "acknowledged"]);
    // One turn, taken up: the step before the kill counts with the three after it.
    expect(events.filter((e) => e.type === "turn.done")).toEqual([expect.objectContaining({ status: "completed", steps: 4, reattached: true })]);
    expect(job.usage?.steps).toBe(4);
  }, 240_000);

  it("slots - 4 jobs with slots=2 never run more than 2 at once, and all finish built", async () => {
    const ids: JobId[] = [];
    for (let i = 0; i < 4; i++) {
      const { taskFile } = await w.task(`slot${i}`, "paced");
      ids.push((await dispatch({ taskFile, cwd: w.world.root, env: w.env, slots: 2 })).job);
    }
    let max = 0;
    const busy = new Set(["starting", "running", "needs_permission"]);
    for (let done = false; !done; ) {
      const jobs = await Promise.all(ids.map((id) => readJob(w.root, id)));
      max = Math.max(max, jobs.filter((j) => busy.has(j.state)).length);
      done = jobs.every((j) => ["built", "honest-failure", "cancelled"].includes(j.state));
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(max).toBe(2);
    for (const id of ids) expect((await readJob(w.root, id)).state).toBe("built");
  }, 90_000);

  it("two clients - concurrent waits see the same revision; concurrent permits: one applies, the other is told it was answered", async () => {
    const { taskFile } = await w.task("twoclients", "bash");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const asking = await w.until(d.job, (j) => j.pending.length > 0);
    const request = asking.pending[0]!.id;
    const waits = Promise.all([waitJob(w.env, d.job, asking.revision, 20_000), waitJob(w.env, d.job, asking.revision, 20_000)]);
    await new Promise((r) => setTimeout(r, 200));
    const results = await Promise.allSettled([permit(w.env, d.job, request, "once"), permit(w.env, d.job, request, "once")]);
    const [a, b] = await waits;
    expect(a.timedOut || b.timedOut).toBe(false);
    // Each view is whole: its events run up to its revision, and the two agree where they overlap.
    for (const v of [a, b]) expect(v.events.at(-1)!.rev).toBe(v.revision);
    const common = Math.min(a.revision, b.revision);
    expect(a.events.filter((e) => e.rev <= common)).toEqual(b.events.filter((e) => e.rev <= common));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ code: "INVALID_INPUT" });
    expect((await w.until(d.job)).state).toBe("built");
    expect(await listJobIds(w.root)).toContain(d.job);
  }, 60_000);

  it("re-adopt - the driver and the OpenCode server both gone: the new driver ends the job honest-failure infra", async () => {
    const { taskFile } = await w.task("servergone", "slowwrite");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const running = await w.until(d.job, (j) => j.state === "running");
    process.kill(running.driver!.pid, "SIGKILL");
    for (let i = 0; i < 50 && (await alive(running.driver!.pid)); i++) await new Promise((r) => setTimeout(r, 50));
    await stopServer({ env: w.env });
    expect((await listJobs(w.env)).adopted).toEqual([d.job]);
    const job = await w.until(d.job);
    expect(job.state).toBe("honest-failure");
    expect(job.reasons?.map((r) => r.code)).toEqual(["infra"]);
    expect(job.reasons?.[0]?.message).toContain("is gone");
  }, 60_000);
});
