/**
 * The dashboard through ink-testing-library: jobs are listed with state, elapsed, tokens and
 * milestone; the selected job's pending permission is shown; a key answers it (once, always,
 * reject) and the outcome is reported; arrows move the selection; q exits.
 */
import { render } from "ink-testing-library";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { JobSummary, PermissionAsk, PermissionReply } from "../../src/jobs/index.js";
import { JobsView, Watch } from "../../src/tui/index.js";

const job = (id: string, state: JobSummary["state"], extra: Partial<JobSummary> = {}): JobSummary => ({
  job: id as JobSummary["job"],
  state,
  revision: 3,
  createdAt: new Date().toISOString(),
  elapsedMs: 12_000,
  objective: "Add --times to greet.py",
  route: "replay/replay",
  pending: 0,
  milestone: null,
  tokens: 220,
  verdict: null,
  ...extra,
});

const ask: PermissionAsk = { id: "per_1", sessionID: "ses_1", permission: "bash", patterns: ["pytest -q"], always: ["pytest *"], metadata: {} };

const tick = (ms = 60): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe("tui", () => {
  it("view - lists every job with state, elapsed, tokens and milestone; empty says how to start", () => {
    const { lastFrame, rerender } = render(createElement(JobsView, { jobs: [job("job_a", "running", { milestone: "added --times" }), job("job_b", "built", { verdict: "built" })], pending: [], selected: 0 }));
    const frame = lastFrame()!;
    expect(frame).toContain("job_a");
    expect(frame).toContain("running");
    expect(frame).toContain("12 s");
    expect(frame).toContain("220");
    expect(frame).toContain("added --times");
    expect(frame).toContain("job_b");
    rerender(createElement(JobsView, { jobs: [], pending: [], selected: 0 }));
    expect(lastFrame()).toContain("no jobs yet");
  });

  it("watch - a pending permission is shown and answered with a key; arrows move the selection; q exits", async () => {
    const answered: string[] = [];
    let pending = [ask];
    const jobs = [job("job_a", "needs_permission", { pending: 1 }), job("job_b", "running")];
    const app = render(
      createElement(Watch, {
        intervalMs: 50,
        load: async () => ({ jobs: jobs.map((j) => ({ ...j, pending: j.job === "job_a" ? pending.length : 0 })), pending: async (j: JobSummary) => (j.job === "job_a" ? pending : []) }),
        answer: async (jobId: string, request: string, reply: PermissionReply) => {
          answered.push(`${jobId} ${request} ${reply}`);
          pending = [];
          return `${request}: ${reply} (applied)`;
        },
      }),
    );
    await tick(150);
    expect(app.lastFrame()).toContain("per_1: bash pytest -q");
    app.stdin.write("A");
    await tick(150);
    expect(answered).toEqual(["job_a per_1 always"]);
    expect(app.lastFrame()).toContain("per_1: always (applied)");
    expect(app.lastFrame()).not.toContain("[a] once");
    app.stdin.write("\u001B[B");
    await tick();
    expect(app.lastFrame()).toMatch(/> job_b/);
    app.stdin.write("r");
    await tick();
    expect(answered).toHaveLength(1);
    app.stdin.write("q");
    await tick();
    app.unmount();
  });
});
