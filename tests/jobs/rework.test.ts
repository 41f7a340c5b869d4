/**
 * Rework through the real opencode and the replay model: an attempt that fails honestly, sent
 * back with a sentence, is built in the same session (its second turn carries the first's
 * conversation), told only the visible checks' names and output; lineage and per-attempt costs
 * in result and --stats; apply takes the last attempt; the refusals (running, twice, past the
 * cap, applied); and a session the server no longer has, replaced by a new one told what the
 * previous attempt changed.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyJob, continueJob, dispatch, jobEntry, jobResult, jobStats, readEvents, stopServer } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const SENT_BACK = "Sent back";

const SCRIPTS = {
  // First try: "hullo" and a false claim. Sent back (in its session, or told in a new one): "hello".
  rework: {
    turns: [
      { choose: [{ when: { contains: SENT_BACK }, text: "- rewriting as asked", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- first try: wrote hullo", tools: [{ write: { filePath: "hello.txt", content: "hullo\n" } }] }] },
      { choose: [{ when: { contains: SENT_BACK }, text: "- hello.txt now says hello", result: "built" }, { text: "- done", result: "built" }] },
      { text: "- rewriting as asked", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] },
      { text: "- hello.txt now says hello", result: "built" },
    ],
  },
};

let w: JobsWorld;
let n = 0;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-rework-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

async function firstAttempt(): Promise<{ job: string; workspace: string }> {
  const workspace = await w.world.repo(`rework-${n}`, { "greet.txt": "hi\n" });
  const taskFile = join(w.world.root, `rework-${n++}.task.yaml`);
  await writeFile(
    taskFile,
    [
      `workspace: ${workspace}`,
      "objective: |",
      "  Write hello into hello.txt. [[replay:rework]]",
      "scope:",
      '  allow: ["hello.txt"]',
      "checks:",
      "  acceptance:",
      "    - name: has hello",
      "      run: grep -qx hello hello.txt",
      "  hidden:",
      "    - name: exclaim secretly",
      "      run: sh held.sh",
      '      inject: { held.sh: "grep -q hello hello.txt" }',
      "budget: { minutes: 5 }",
      "",
    ].join("\n"),
  );
  const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
  const job = await w.until(d.job);
  expect(job.state).toBe("honest-failure");
  expect(job.reasons?.map((r) => r.code)).toEqual(["check_failed", "check_failed"]);
  return { job: d.job, workspace };
}

const requestsWith = (text: string): string[] => w.model.requests.map((r) => JSON.stringify(r.body.messages)).filter((m) => m.includes(text));

describe("continue", () => {
  it("continue - an honest failure sent back with a sentence is built in the same session, which carried the first attempt's conversation", async () => {
    const { job: first, workspace } = await firstAttempt();
    const c = await continueJob(w.env, first, "hello.txt must say hello, not hullo");
    expect(c).toMatchObject({ previous: first, attempt: 2, state: "queued" });
    const second = await w.until(c.job);
    expect(second.state, JSON.stringify(second.reasons)).toBe("built");
    expect(second.attempt).toMatchObject({ n: 2, first, previous: first, text: "hello.txt must say hello, not hullo" });
    const events = await readEvents(w.root, c.job);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["continued", "session", "grading", "verdict"]));
    expect(events.map((e) => e.type)).not.toContain("validated");
    expect(events.find((e) => e.type === "session")).toMatchObject({ continued: true });
    // The request that answered the rework carried the first attempt's words and the news: the failed visible check, not the hidden one.
    const asked = requestsWith("hello.txt must say hello, not hullo");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked[0]).toContain("first try: wrote hullo");
    expect(asked[0]).toContain("has hello");
    expect(asked[0]).toContain("A held-back check failed too.");
    expect(asked[0]).not.toContain("exclaim secretly");
    expect(asked[0]).not.toContain("held.sh");
    // Graded afresh, on the first attempt's validation.
    const r = await jobResult(w.env, c.job);
    expect(r.detail?.checks.map((k) => [k.name, k.before?.status, k.after?.status])).toEqual([
      ["has hello", "fail", "pass"],
      ["exclaim secretly", "fail", "pass"],
    ]);
    expect(r.attempts?.map((a) => [a.n, a.state])).toEqual([
      [1, "honest-failure"],
      [2, "built"],
    ]);
    // Each attempt's own costs: the second counts only its own steps.
    expect(second.usage!.steps).toBe(2);
    const entry = await jobEntry(w.env, first);
    expect(entry.attempts?.map((a) => a.job)).toEqual([first, c.job]);
    const stats = await jobStats(w.env);
    expect(stats.jobs.find((j) => j.job === c.job)?.attempt).toEqual({ n: 2, first });
    // apply of the first job takes the last attempt; an applied task is not sent back again.
    const applied = await applyJob(w.env, first);
    expect(applied.attempt).toEqual({ job: c.job, n: 2 });
    expect(await readFile(join(workspace, "hello.txt"), "utf8")).toBe("hello\n");
    await expect(continueJob(w.env, c.job, "again")).rejects.toThrow(/was applied to the workspace already/);
  }, 180_000);

  it("continue - refused while the job runs, twice for one attempt, and past the cap", async () => {
    const { job: first } = await firstAttempt();
    await expect(continueJob(w.env, first, "  ")).rejects.toThrow(/the text is empty/);
    await expect(continueJob({ ...w.env, OCW_MAX_ATTEMPTS: "1" }, first, "try again")).rejects.toThrow(/attempt 1 of its task, the most allowed \(OCW_MAX_ATTEMPTS=1\)/);
    // Two at once: one attempt, one refusal naming it.
    const both = await Promise.allSettled([continueJob(w.env, first, "hello, not hullo"), continueJob(w.env, first, "hello, not hullo")]);
    const made = both.filter((b) => b.status === "fulfilled");
    expect(made).toHaveLength(1);
    const next = (made[0] as PromiseFulfilledResult<{ job: string }>).value.job;
    expect(String((both.find((b) => b.status === "rejected") as PromiseRejectedResult).reason)).toMatch(new RegExp(`was continued already, as ${next}`));
    await expect(continueJob(w.env, next, "too soon")).rejects.toThrow(/is still (queued|starting|running|grading); steer it while it runs, or wait for its verdict/);
    expect((await w.until(next as never)).state).toBe("built");
  }, 180_000);

  it("continue - the server no longer has the session: a new one is told the whole task, what the attempt changed and why it failed", async () => {
    const { job: first } = await firstAttempt();
    await stopServer({ env: w.env });
    const c = await continueJob(w.env, first, "write hello exactly");
    const second = await w.until(c.job, undefined, 120_000);
    expect(second.state, JSON.stringify(second.reasons)).toBe("built");
    expect((await readEvents(w.root, c.job)).find((e) => e.type === "session")).toMatchObject({ continued: false });
    const asked = requestsWith("write hello exactly");
    expect(asked[0]).toContain("A previous attempt");
    expect(asked[0]).toContain("It changed hello.txt (+1 -0)");
    expect(asked[0]).toContain("Write hello into hello.txt.");
    expect(asked[0]).not.toContain("first try: wrote hullo");
  }, 180_000);
});
