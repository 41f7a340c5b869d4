/**
 * The watch's progress column is live: a milestone line the worker writes mid-turn (`- writing
 * hello.txt` before its shell command) is in job.json while the job waits for a permission
 * answer, not only once the turn ends — and it rides on an event the driver records anyway, so
 * every revision still has its event (the invariant tests/faults/hammer.test.ts holds readers to).
 * Real opencode, the replay model, the real driver.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, listJobs, permit, readEvents, type JobId } from "../../src/jobs/index.js";
import { progressOf } from "../../src/tui/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const SCRIPTS = {
  ask: { turns: [{ text: "- writing hello.txt", tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- wrote hello.txt", result: "built" }] },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-live-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

describe("live milestone", () => {
  it("a mid-turn milestone is recorded while the job waits for permission, each revision with its event", async () => {
    const { taskFile } = await w.task("live", "ask");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const asking = await w.until(d.job, (j) => j.state === "needs_permission" || j.state === "built" || j.state === "honest-failure", 120_000);
    expect(asking.state).toBe("needs_permission");
    expect(asking.milestone).toBe("writing hello.txt");
    const row = (await listJobs(w.env)).jobs.find((j) => j.job === d.job)!;
    expect(progressOf(row)).toBe("writing hello.txt");
    await permit(w.env, d.job, asking.pending[0]!.id, "once");
    const done = await w.until(d.job);
    expect(done.state).toBe("built");
    expect(done.milestone).toBe("wrote hello.txt");
    const events = await readEvents(w.root, d.job as JobId);
    const revs = new Set(events.map((e) => e.rev));
    const missing = Array.from({ length: done.revision }, (_, i) => i + 1).filter((r) => !revs.has(r));
    expect(missing, "revisions written without an event").toEqual([]);
  }, 180_000);
});
