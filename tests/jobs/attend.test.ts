/**
 * The wait Claude loops on (src/jobs/attend.ts) and the documents it returns, against the real
 * opencode and the replay model: it returns for a permission request or a verdict and not for
 * progress; a cursor never shows the same request twice; a fan-out of four is one loop with a
 * bounded number of waits; `always` stays the exact command; every document Claude is given is
 * one line and within its token budget (sizes on the replay model are deterministic).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attend, dispatch, dispatchSettled, isVerdictEntry, jobEntry, permit, readEvents, readJob, type AttendReport, type JobId } from "../../src/jobs/index.js";
import { countTokens } from "../helpers/tokens.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

/** The most one tool result may cost Claude (issue 12). */
const RESULT_BUDGET = 400;

const SCRIPTS = {
  ask: { turns: [{ text: "- running the check", tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file with the shell" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  // Progress without anything for Claude: several steps, a pause, then the write.
  busy: {
    turns: [
      { text: "- step 1", tools: [{ read: { filePath: "greet.txt" } }] },
      { text: "- step 2", delayMs: 1_500, tools: [{ read: { filePath: "greet.txt" } }] },
      { text: "- step 3", delayMs: 1_500, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] },
      { text: "- done", result: "built" },
    ],
  },
  // The same command twice, then another: `always` must cover exactly the first.
  again: {
    turns: [
      { tools: [{ bash: { command: "grep -c hi greet.txt", description: "count" } }] },
      { tools: [{ bash: { command: "grep -c hi greet.txt", description: "count again" } }] },
      { tools: [{ bash: { command: "grep -c hi greet.txt && printf 'hello\\n' > hello.txt", description: "count and write" } }] },
      { text: "- done", result: "built" },
    ],
  },
  liar: { turns: [{ text: "- all done, trust me", result: "built" }] },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-attend-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

/** Loop waits with the cursor, answering every ask once, until every job in `ids` has a verdict; counts the waits. */
async function follow(ids: readonly JobId[], reply: "once" | "always" = "once"): Promise<{ waits: number; reports: AttendReport[]; asks: string[] }> {
  const done = new Set<string>();
  const reports: AttendReport[] = [];
  const asks: string[] = [];
  let cursor: string | undefined;
  for (let waits = 1; waits <= 30; waits++) {
    const r = await attend(w.env, { ...(cursor !== undefined ? { cursor } : {}), timeoutMs: 20_000 });
    reports.push(r);
    cursor = r.cursor;
    for (const e of r.jobs) {
      if (isVerdictEntry(e)) done.add(e.job);
      for (const a of "asks" in e ? (e.asks ?? []) : []) {
        asks.push(a.id);
        await permit(w.env, e.job, a.id, reply);
      }
    }
    if (ids.every((id) => done.has(id))) return { waits, reports, asks };
  }
  throw new Error(`no verdicts for ${ids.join(", ")} after 30 waits: ${JSON.stringify(reports.at(-1))}`);
}

describe("attend", () => {
  it("attend - dispatch returns after validation with a cursor; the wait shows the ask once, with the worker's reason; the verdict comes in the wait", async () => {
    const { taskFile } = await w.task("ask-once", "ask");
    const d = await dispatchSettled({ taskFile, cwd: w.world.root, env: w.env });
    expect(isVerdictEntry(d)).toBe(false);
    expect(d).toMatchObject({ job: expect.stringMatching(/^job_/), cursor: expect.stringMatching(/^job_[0-9a-z]+:\d+$/) });
    expect(["queued", "starting", "running", "needs_permission"]).toContain((d as { state: string }).state);

    let r = await attend(w.env, { cursor: (d as { cursor: string }).cursor, timeoutMs: 20_000 });
    for (let i = 0; i < 5 && !r.jobs.some((e) => "asks" in e && e.asks?.length); i++) r = await attend(w.env, { cursor: r.cursor, timeoutMs: 20_000 });
    const entry = r.jobs.find((e) => e.job === d.job)!;
    expect(entry).toMatchObject({ state: "needs_permission", asks: [{ tool: "bash", what: "printf 'hello\\n' > hello.txt", why: "write the file with the shell" }] });
    // Nothing internal: no session, call or message ids, no metadata, no revision.
    expect(Object.keys(entry).sort()).toEqual(expect.arrayContaining(["asks", "job", "state"]));
    expect(JSON.stringify(r)).not.toMatch(/sessionID|callID|messageID|metadata|revision/);

    // The same cursor again: the request was shown, so the wait does not return for it.
    const again = await attend(w.env, { cursor: r.cursor, timeoutMs: 1_000 });
    expect(again.timedOut).toBe(true);
    expect(again.jobs.map((e) => e.job)).toContain(d.job);

    const ask = (entry as { readonly asks: readonly { id: string }[] }).asks[0]!.id;
    await permit(w.env, d.job, ask, "once");
    let end = await attend(w.env, { cursor: again.cursor, timeoutMs: 20_000 });
    for (let i = 0; i < 5 && !end.jobs.some(isVerdictEntry); i++) end = await attend(w.env, { cursor: end.cursor, timeoutMs: 20_000 });
    const verdict = end.jobs.find(isVerdictEntry)!;
    expect(verdict).toMatchObject({ job: d.job, verdict: "built", reasons: [], claim: "built", honest: true, diff: { files: [["hello.txt", 1, 0]] } });
    expect(verdict.usage).toMatch(/^worker \d+ tokens, \$0, \d+ steps?, \d+ s/);
    // Reported once: the cursor no longer holds the job, and a wait without jobs has nothing to watch.
    expect(end.cursor).not.toContain(d.job);
    expect(await attend(w.env, { cursor: end.cursor, timeoutMs: 0 })).toEqual({ cursor: "", jobs: [] });
    // result gives the same entry later.
    expect(await jobEntry(w.env, d.job)).toMatchObject({ verdict: "built", diff: verdict.diff });
  }, 90_000);

  it("attend - progress alone does not end a wait: revisions move while the wait holds until the verdict", async () => {
    const { taskFile } = await w.task("busy", "busy");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const r = await attend(w.env, { cursor: `${d.job}:${d.revision}`, timeoutMs: 45_000 });
    // It returned for the verdict, not for any of the steps before it.
    expect(r.timedOut).toBeUndefined();
    expect(r.jobs).toHaveLength(1);
    expect(r.jobs[0]).toMatchObject({ job: d.job, verdict: "built" });
    const steps = (await readEvents(w.root, d.job, d.revision)).filter((e) => e.type === "tool");
    expect(steps.length).toBeGreaterThanOrEqual(3);
  }, 90_000);

  it("attend - a fan-out of four is one wait loop: every ask and every verdict within 8 waits", async () => {
    const ids: JobId[] = [];
    for (let i = 0; i < 4; i++) {
      const { taskFile } = await w.task(`fan-${i}`, "ask");
      ids.push((await dispatch({ taskFile, cwd: w.world.root, env: w.env, slots: 4 })).job);
    }
    const { waits, reports, asks } = await follow(ids);
    expect(asks).toHaveLength(4);
    expect(new Set(asks).size).toBe(4);
    // Every ask carries the worker's reason, also on a warm server where OpenCode announces the request first.
    const whys = reports.flatMap((r) => r.jobs.flatMap((e) => ("asks" in e ? (e.asks ?? []) : []).map((a) => a.why)));
    expect(whys).toEqual(Array(4).fill("write the file with the shell"));
    expect(waits).toBeLessThanOrEqual(8);
    for (const id of ids) expect((await readJob(w.root, id)).state).toBe("built");
    // Sizes are deterministic on the replay model: each report within budget, one line.
    for (const r of reports) {
      const text = JSON.stringify(r);
      expect(text).not.toContain("\n");
      expect(countTokens(text), text).toBeLessThanOrEqual(RESULT_BUDGET);
    }
  }, 180_000);

  it("attend - always approves exactly the command it was given: the repeat passes, a longer command asks again", async () => {
    const { taskFile } = await w.task("again", "again");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const seen: string[] = [];
    let cursor = `${d.job}:${d.revision}`;
    for (let i = 0; i < 10; i++) {
      const r = await attend(w.env, { cursor, timeoutMs: 20_000 });
      cursor = r.cursor;
      const e = r.jobs.find((x) => x.job === d.job);
      if (e && isVerdictEntry(e)) break;
      for (const a of e && "asks" in e ? (e.asks ?? []) : []) {
        seen.push(a.what);
        await permit(w.env, d.job, a.id, a.what === "grep -c hi greet.txt" ? "always" : "once");
      }
    }
    expect(seen).toEqual(["grep -c hi greet.txt", "grep -c hi greet.txt && printf 'hello\\n' > hello.txt"]);
    const job = await readJob(w.root, d.job);
    expect(job.state).toBe("built");
    expect(job.approved).toEqual(["bash grep -c hi greet.txt"]);
    const answered = (await readEvents(w.root, d.job)).filter((e) => e.type === "permission.answered").map((e) => `${String(e.reply)} by ${String(e.by)}`);
    expect(answered).toEqual(["once by orchestrator", "once by policy", "once by orchestrator"]);
  }, 90_000);

  it("attend - a liar's verdict entry names the reasons and the dishonest claim, within budget", async () => {
    const { taskFile } = await w.task("liar", "liar");
    const d = await dispatchSettled({ taskFile, cwd: w.world.root, env: w.env });
    const { reports } = await follow([d.job]);
    const v = reports.flatMap((r) => r.jobs).find(isVerdictEntry)!;
    expect(v).toMatchObject({ verdict: "honest-failure", claim: "built", honest: false });
    expect(v.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(["no_change", "check_failed"]));
    expect(v.evidence).toMatch(/grade/);
    expect(v.diff).toBeUndefined();
    for (const doc of [d, v]) expect(countTokens(JSON.stringify(doc))).toBeLessThanOrEqual(RESULT_BUDGET);
  }, 90_000);

  it("bad input - a cursor that is not one, or ahead of its job, is a clear error; a job named that does not exist too", async () => {
    await expect(attend(w.env, { cursor: "garbage", timeoutMs: 0 })).rejects.toThrow(/the cursor "garbage" is not one a wait returned/);
    const { taskFile } = await w.task("ahead", "liar");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    await expect(attend(w.env, { cursor: `${d.job}:99999`, timeoutMs: 0 })).rejects.toThrow(/ahead of the job/);
    await expect(attend(w.env, { jobs: ["job_000000000deadbeef"], timeoutMs: 0 })).rejects.toThrow(/no job job_000000000deadbeef/);
    await expect(attend(w.env, { timeoutMs: 51_000 })).rejects.toThrow(/between 0 and 50 s/);
    await w.until(d.job);
  }, 60_000);
});
