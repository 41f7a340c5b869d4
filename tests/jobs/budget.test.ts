/**
 * Budgets measure the worker, not the queue, against the real opencode and the replay model:
 * N + 3 jobs on N slots, each holding its slot for a while on a small budget, all get their full
 * budget (the last one was still working more than its budget after its dispatch, and was not
 * stopped) and record their queue time; a job whose queue deadline passes ends `queue_timeout`, never
 * `budget_exhausted`, without a worker; a steer to a queued job returns `sent` at once and its
 * receipt (`not_delivered`) comes through wait.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attend, cancel, dispatch, jobEntry, jobLines, readEvents, readJob, steer, type JobId, type JobLine } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

/** How long each job's first model reply takes: the job holds its slot at least this long. */
const HOLD_MS = 25_000;
/** Each job's time budget: far above one job's own run (HOLD_MS and OpenCode's overhead), below four holds. */
const BUDGET_MINUTES = 1.5;

const SCRIPTS = {
  held: { turns: [{ text: "- writing hello.txt", delayMs: HOLD_MS, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  slow: { turns: [{ text: "- thinking", delayMs: 120_000 }] },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-budget-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

describe("budgets", () => {
  it("budget - 4 jobs on 1 slot, each with a budget shorter than the batch: none is stopped for budget, each records its queue time", async () => {
    const ids: JobId[] = [];
    for (let i = 0; i < 4; i++) {
      const { taskFile } = await w.task(`held${i}`, "held", { budget: `{ minutes: ${BUDGET_MINUTES} }` });
      ids.push((await dispatch({ taskFile, cwd: w.world.root, env: w.env, slots: 1 })).job);
    }
    // While they wait, `ocw jobs` says how many slots and who set them.
    let waiting: JobLine | undefined;
    for (let i = 0; i < 600 && !waiting; i++) {
      waiting = (await jobLines(w.env)).jobs.find((l) => ids.includes(l.job) && l.state === "queued");
      if (!waiting) await new Promise((r) => setTimeout(r, 100));
    }
    expect(waiting).toMatchObject({ state: "queued", slots: "1 (flag)" });
    const ended = [];
    for (const id of ids) ended.push(await w.until(id, undefined, 360_000));

    for (const job of ended) {
      expect(job.reasons?.map((r) => r.code) ?? [], JSON.stringify(job.reasons)).not.toContain("budget_exhausted");
      expect(job.state, JSON.stringify(job.reasons)).toBe("built");
      expect(job.slotsFrom).toBe("flag");
      expect(job.queuedAt).toBeDefined();
      expect(job.startedAt).toBeDefined();
      expect(job.queuedMs).toBe(Date.parse(job.startedAt!) - Date.parse(job.queuedAt!));
    }
    // One slot: every job but the first waited for it.
    const waits = ended.map((j) => j.queuedMs!).sort((a, b) => a - b);
    expect(waits.slice(1).every((ms) => ms > 0)).toBe(true);
    // The last to get the slot was still working more than its budget after its dispatch (four jobs
    // each held the slot at least HOLD_MS): a clock started at dispatch would have stopped it.
    const last = ended.find((j) => j.queuedMs === waits.at(-1))!;
    const done = (await readEvents(w.root, last.id)).find((e) => e.type === "turn.done")!;
    expect(Date.parse(done.ts) - Date.parse(last.createdAt)).toBeGreaterThan(BUDGET_MINUTES * 60_000);

    // The longest wait is shown: in the job list and in the verdict's usage line.
    const line = (await jobLines(w.env)).jobs.find((l) => l.job === last.id)!;
    expect(line.queued_s).toBe(Math.round(last.queuedMs! / 1000));
    expect(line.slots).toBeUndefined();
    const entry = await jobEntry(w.env, last.id);
    expect((entry as { usage: string }).usage).toContain(`(queued ${Math.round(last.queuedMs! / 1000)} s)`);
  }, 480_000);

  it("queue - a job whose queue deadline passes ends queue_timeout without a worker; a steer to a queued job returns sent and the wait brings not_delivered", async () => {
    const hold = await w.task("hog", "slow", { budget: "{ minutes: 5 }" });
    const hog = await dispatch({ taskFile: hold.taskFile, cwd: w.world.root, env: w.env, slots: 1 });
    await w.until(hog.job, (j) => j.state === "running", 60_000);
    await w.model.waitFor((r) => r.script === "slow", 30_000);

    const heldRequests = w.model.requests.filter((r) => r.script === "held").length;
    const late = await w.task("late", "held");
    const x = await dispatch({ taskFile: late.taskFile, cwd: w.world.root, env: w.env, slots: 1, queueMinutes: 0.05 });
    const other = await w.task("waiting", "held");
    const y = await dispatch({ taskFile: other.taskFile, cwd: w.world.root, env: w.env, slots: 1 });

    const timedOut = await w.until(x.job, undefined, 60_000);
    expect(timedOut.state).toBe("honest-failure");
    expect(timedOut.reasons?.map((r) => r.code)).toEqual(["queue_timeout"]);
    expect(timedOut.reasons?.[0]?.message).toMatch(/queue deadline of 0.05 min; the worker never started/);
    expect(timedOut.session).toBeUndefined();
    expect(timedOut.startedAt).toBeUndefined();
    expect(w.model.requests.filter((r) => r.script === "held").length).toBe(heldRequests);
    // The hog kept its slot: the queue deadline stops only the waiter.
    expect((await readJob(w.root, hog.job)).state).toBe("running");

    const queued = await w.until(y.job, (j) => j.state === "queued", 60_000);
    const s = await steer(w.env, y.job, "STEER: write hello.txt in lower case");
    expect(s).toMatchObject({ job: y.job, receipt: "sent" });
    const r = await attend(w.env, { cursor: `${y.job}:${queued.revision}`, jobs: [y.job], timeoutMs: 30_000 });
    expect(r.timedOut).toBeUndefined();
    expect(r.jobs).toEqual([{ job: y.job, state: "queued", steer: "not_delivered" }]);

    expect(await cancel(w.env, y.job)).toMatchObject({ state: "cancelled", cancelled: true });
    expect(await cancel(w.env, hog.job)).toMatchObject({ state: "cancelled", cancelled: true });
  }, 240_000);
});
