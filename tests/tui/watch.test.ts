/**
 * The dashboard through ink-testing-library: jobs are listed with state, elapsed, tokens and
 * progress; it opens on the job waiting for an answer and shows every pending request's command
 * without any key pressed; a key answers the selected job's first request (once, always, reject)
 * and the outcome is reported; arrows move the selection; q exits. Progress is a milestone or a
 * state phrase, never the objective; elapsed tells queued from running.
 */
import { render } from "ink-testing-library";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { JobSummary, PermissionAsk, PermissionReply } from "../../src/jobs/index.js";
import { JobsView, Watch, attentionRow, elapsedOf, progressOf } from "../../src/tui/index.js";

const T0 = Date.parse("2026-12-03T10:00:00Z");
const at = (s: number): string => new Date(T0 + s * 1000).toISOString();

const job = (id: string, state: JobSummary["state"], extra: Partial<JobSummary> = {}): JobSummary => ({
  job: id as JobSummary["job"],
  state,
  revision: 3,
  createdAt: at(0),
  elapsedMs: 12_000,
  objective: "Add --times to greet.py",
  route: "replay/replay",
  pending: 0,
  milestone: null,
  tokens: 220,
  verdict: null,
  ...extra,
});

const ask = (id: string, command: string): PermissionAsk => ({ id, sessionID: "ses_1", permission: "bash", patterns: [command], always: [`${command.split(" ")[0]} *`], metadata: {} });

const tick = (ms = 60): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe("tui", () => {
  it("view - lists every job with state, elapsed, tokens and progress; empty says how to start", () => {
    const { lastFrame, rerender } = render(createElement(JobsView, { jobs: [job("job_a", "running", { milestone: "added --times", startedAt: at(2) }), job("job_b", "built", { verdict: "built", startedAt: at(1) })], pending: new Map(), selected: 0 }));
    const frame = lastFrame()!;
    expect(frame).toContain("job_a");
    expect(frame).toContain("running");
    expect(frame).toContain("running 0:10");
    expect(frame).toContain("ran 0:11");
    expect(frame).toContain("220");
    expect(frame).toContain("added --times");
    expect(frame).toContain("job_b");
    // A rework's attempt is named beside its progress.
    rerender(createElement(JobsView, { jobs: [job("job_c", "running", { milestone: "rewriting", startedAt: at(1), attempt: 2 })], pending: new Map(), selected: 0 }));
    expect(lastFrame()).toContain("attempt 2 · rewriting");
    rerender(createElement(JobsView, { jobs: [], pending: new Map(), selected: 0 }));
    expect(lastFrame()).toContain("no jobs yet");
  });

  it("progress - a milestone or a phrase for the state, never the objective's raw text", () => {
    const states: JobSummary["state"][] = ["validating", "queued", "starting", "running", "needs_permission", "grading", "built", "honest-failure", "cancelled"];
    const phrases = states.map((s) => progressOf(job(`job_${s}`, s)));
    for (const p of phrases) expect(p).not.toContain("greet.py");
    expect(new Set(phrases).size).toBe(states.length);
    expect(progressOf(job("job_m", "running", { milestone: "tests pass" }))).toBe("tests pass");
    const { lastFrame } = render(createElement(JobsView, { jobs: states.map((s) => job(`job_${s}`, s)), pending: new Map(), selected: 0 }));
    expect(lastFrame()).not.toContain("Add --times");
    expect(lastFrame()).toContain("waiting for a slot");
  });

  it("elapsed - validating, queued, running and ran read apart, each from its own clock", () => {
    const now = T0 + 75_000;
    expect(elapsedOf(job("j", "validating", { elapsedMs: 4_000 }), T0 + 4_000)).toBe("validating 0:04");
    expect(elapsedOf(job("j", "queued", { elapsedMs: 75_000, queuedMs: 70_000 }), now)).toBe("queued 1:10");
    // 75 s since dispatch, of which 72 s before the slot was granted: the worker has run 3 s.
    expect(elapsedOf(job("j", "running", { elapsedMs: 75_000, queuedMs: 70_000, startedAt: at(72) }), now)).toBe("running 0:03");
    expect(elapsedOf(job("j", "needs_permission", { elapsedMs: 75_000, startedAt: at(72) }), now)).toBe("running 0:03");
    expect(elapsedOf(job("j", "built", { elapsedMs: 3_725_000, startedAt: at(5) }), now)).toBe("ran 1:02:00");
    expect(elapsedOf(job("j", "cancelled", { elapsedMs: 9_000 }), now)).toBe("ended 0:09");
  });

  it("attention - opens on the first job waiting for an answer, else the newest", () => {
    expect(attentionRow([job("a", "built"), job("b", "running"), job("c", "needs_permission", { pending: 1 }), job("d", "queued")])).toBe(2);
    expect(attentionRow([job("a", "built"), job("b", "running")])).toBe(1);
    expect(attentionRow([])).toBe(0);
  });

  it("watch - opens on the job that asks and shows every pending command unselected; a key answers; arrows move; q exits", async () => {
    const answered: string[] = [];
    const pending: Record<string, PermissionAsk[]> = { job_b: [ask("per_1", "pytest -q"), ask("per_2", "rm -rf build")], job_c: [ask("per_3", "npm test")] };
    const jobs = [job("job_a", "built"), job("job_b", "needs_permission"), job("job_c", "needs_permission"), job("job_d", "running")];
    const app = render(
      createElement(Watch, {
        intervalMs: 50,
        load: async () => ({ jobs: jobs.map((j) => ({ ...j, pending: pending[j.job]?.length ?? 0 })), pending: async (j: JobSummary) => pending[j.job] ?? [] }),
        answer: async (jobId: string, request: string, reply: PermissionReply) => {
          answered.push(`${jobId} ${request} ${reply}`);
          pending[jobId] = (pending[jobId] ?? []).filter((p) => p.id !== request);
          return `${request}: ${reply} (applied)`;
        },
      }),
    );
    await tick(150);
    const first = app.lastFrame()!;
    expect(first).toMatch(/> job_b/);
    // Every pending command is on screen, the other job's too, with no key pressed.
    expect(first).toContain("job_b per_1: bash pytest -q — [a] once");
    expect(first).toContain("job_b per_2: bash rm -rf build");
    expect(first).toContain("job_c per_3: bash npm test");
    app.stdin.write("A");
    await tick(150);
    expect(answered).toEqual(["job_b per_1 always"]);
    expect(app.lastFrame()).toContain("per_1: always (applied)");
    expect(app.lastFrame()).toContain("job_b per_2: bash rm -rf build — [a] once");
    app.stdin.write("\u001B[B");
    await tick(150);
    expect(app.lastFrame()).toMatch(/> job_c/);
    app.stdin.write("r");
    await tick(150);
    expect(answered).toEqual(["job_b per_1 always", "job_c per_3 reject"]);
    app.stdin.write("\u001B[B");
    await tick(150);
    expect(app.lastFrame()).toMatch(/> job_d/);
    app.stdin.write("a");
    await tick(150);
    expect(answered).toHaveLength(2);
    app.stdin.write("q");
    await tick();
    app.unmount();
  });
});
