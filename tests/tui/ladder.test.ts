/**
 * The self-build's live view through ink-testing-library: events fold into one line per rung
 * (state, milestone, permission answers, verdict and reasons), in rung order, with the phase on top.
 */
import { render } from "ink-testing-library";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { ReasonCode } from "../../src/grade/index.js";
import type { SelftestEvent } from "../../src/selftest/index.js";
import { EMPTY_LADDER, LadderView, reduceLadder } from "../../src/tui/index.js";

const fold = (events: SelftestEvent[]) => events.reduce(reduceLadder, EMPTY_LADDER);
const run = (rung: number, verdict: "built" | "honest-failure", liar = false, reasons: { code: ReasonCode; message: string }[] = []) =>
  ({ rung, name: "x", sample: 1, liar, job: null, verdict, ran: true, honest: !liar, claim: "RESULT: built", reasons, wallMs: 12_300, evidence: null }) as const;

describe("ladder view", () => {
  it("view - one line per rung in order, with state, milestone, permission answers and verdicts", () => {
    const s = fold([
      { type: "phase", message: "running the ladder: 5 rungs" },
      { type: "dispatched", rung: 2, sample: 1, liar: false, job: "job_b" as never },
      { type: "dispatched", rung: 1, sample: 1, liar: false, job: "job_a" as never },
      { type: "dispatched", rung: 4, sample: 1, liar: true, job: "job_l" as never },
      { type: "state", rung: 1, sample: 1, liar: false, state: "running", milestone: "- writing config/limits.json" },
      { type: "permission", rung: 2, sample: 1, liar: false, what: "bash node --test", reply: "once" },
      { type: "done", run: run(4, "honest-failure", true, [{ code: "no_change", message: "m" }, { code: "check_failed", message: "m" }]) },
    ]);
    const frame = render(createElement(LadderView, s)).lastFrame()!;
    const lines = frame.split("\n");
    expect(lines[0]).toBe("running the ladder: 5 rungs");
    expect(lines[1]).toMatch(/rung 1 exact file\s+running\s+- writing config\/limits\.json/);
    expect(lines[2]).toMatch(/rung 2 function \+ test\s+dispatched\s+asked bash node --test → approved/);
    expect(lines[3]).toMatch(/liar \(rung 4\)\s+honest-failure\s+no_change, check_failed/);
  });

  it("view - a built rung shows its time; events for a rung never add a second line", () => {
    const s = fold([
      { type: "state", rung: 3, sample: 1, liar: false, state: "running", milestone: null },
      { type: "state", rung: 3, sample: 1, liar: false, state: "grading", milestone: "- done" },
      { type: "done", run: run(3, "built") },
    ]);
    expect(s.rows).toHaveLength(1);
    expect(render(createElement(LadderView, s)).lastFrame()).toMatch(/rung 3 small module\s+built\s+12\.3 s/);
  });

  it("view - a rung that did not run says so, with its cause, and never reads as a verdict", () => {
    const s = fold([{ type: "done", run: { ...run(2, "honest-failure", false, [{ code: "infra", message: "m" }]), ran: false, honest: null } }]);
    expect(render(createElement(LadderView, s)).lastFrame()).toMatch(/rung 2 function \+ test\s+did not run\s+infra/);
  });

  it("view - a rung the ladder stopped early says which rung decided, apart from trouble", () => {
    const s = fold([{ type: "done", run: { ...run(4, "honest-failure", false, [{ code: "cancelled", message: "m" }]), ran: false, honest: null, stoppedBy: 1 } }]);
    expect(render(createElement(LadderView, s)).lastFrame()).toMatch(/rung 4 bug to green\s+stopped early\s+rung 1 already decided the outcome/);
  });
});
