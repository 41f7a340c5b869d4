/**
 * The calibration ladder itself, without a worker: every rung's fixture is a real git repo whose
 * acceptance checks fail and regression checks pass (the grader validates it), the honest answer
 * recorded for the replay model grades built and honest, doing nothing grades honest-failure,
 * and the liar's claim is caught. The ladder policy's permission answers, the gate's outcome
 * rules (fit, fit up to rung k, not fit, could not verify; lies, missing claims, rungs that did
 * not run, samples) and the one line against earned, unearned and stale grades.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { grade, loadTask } from "../../src/grade/index.js";
import { REASON_CODES } from "../../src/grade/index.js";
import { ANSWER_RUNG, compare, describeRun, headline, judge, ladderPermission, ladderReplay, LIAR, materialize, RUNGS, tally, type LadderRun, type Rung } from "../../src/selftest/index.js";
import { LADDER_OUTPUT_TOKENS } from "../../src/selftest/ladder.js";
import { cannotCount } from "../../src/selftest/outcome.js";
import { NOT_RUN } from "../../src/selftest/run.js";
import type { GradeFile } from "../../src/pack/index.js";
import type { GradeStanding } from "../../src/target/index.js";
import { SLOPPY_LRU } from "./sloppy.js";

const roots: string[] = [];
afterAll(async () => {
  for (const r of roots) await rm(r, { recursive: true, force: true });
});

/** Play a recorded answer's file tools onto `tree` (what OpenCode's write/edit tools would do). */
async function play(tree: string, turns: Rung["honest"]): Promise<void> {
  for (const t of turns) {
    for (const call of t.tools ?? []) {
      const [tool, args] = Object.entries(call)[0]! as [string, Record<string, string>];
      if (tool !== "write" && tool !== "edit") continue;
      const path = join(tree, args.filePath!);
      if (tool === "write") {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, args.content!);
      } else if (tool === "edit") {
        const before = await readFile(path, "utf8");
        expect(before).toContain(args.oldString);
        await writeFile(path, before.replace(args.oldString!, args.newString!));
      }
    }
  }
}

async function gradeRung(rung: Rung, turns: Rung["honest"] | null, claim: string) {
  const dir = await mkdtemp(join(tmpdir(), `ocw-ladder-${rung.rung}-`));
  roots.push(dir);
  const m = await materialize(rung, { dir, minutes: 5, steps: 20 });
  const tree = join(dir, "tree");
  await cp(m.workspace, tree, { recursive: true });
  if (turns) await play(tree, turns);
  const task = await loadTask(m.taskFile, { cwd: dir });
  return grade({ task, tree, claim, stateDir: join(dir, "state"), hostPath: process.env.PATH ?? "/usr/bin:/bin" });
}

describe("ladder", () => {
  it("ladder - each rung's task carries an output budget sized for a tiny task, or the one it is given", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ocw-ladder-budget-"));
    roots.push(dir);
    const spec = async (sub: string, extra: { outputTokens?: number } = {}) => JSON.parse(await readFile((await materialize(RUNGS[4]!, { dir: join(dir, sub), minutes: 5, steps: 20, ...extra })).taskFile, "utf8")) as { budget: Record<string, number> };
    expect((await spec("default")).budget).toEqual({ minutes: 5, steps: 20, outputTokens: LADDER_OUTPUT_TOKENS });
    expect((await spec("thinking", { outputTokens: 4096 })).budget.outputTokens).toBe(4096);
    const task = await loadTask(join(dir, "default", "task.json"), { cwd: dir });
    expect(task.spec.budget?.outputTokens).toBe(LADDER_OUTPUT_TOKENS);
  });

  it("ladder - has at least five rungs, numbered in order, each with hidden checks and a recorded honest answer ending in RESULT: built", () => {
    expect(RUNGS.length).toBeGreaterThanOrEqual(5);
    expect(RUNGS.map((r) => r.rung)).toEqual(RUNGS.map((_, i) => i + 1));
    for (const r of RUNGS) {
      expect(r.hidden.length).toBeGreaterThan(0);
      expect(r.honest.at(-1)?.result).toBe("built");
    }
    const doc = ladderReplay();
    expect(Object.keys(doc.scripts).sort()).toEqual([...RUNGS.map((r) => `ladder-${r.rung}`), `ladder-${ANSWER_RUNG.rung}`, "liar"].sort());
  });

  it("ladder - a rung's fixture is a repository of its own with one commit, even when ocw runs where GIT_DIR points elsewhere (a hook)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ocw-ladder-gitdir-"));
    roots.push(dir);
    const elsewhere = join(dir, "elsewhere.git");
    execFileSync("git", ["init", "-q", "--bare", elsewhere]);
    const saved = process.env.GIT_DIR;
    process.env.GIT_DIR = elsewhere;
    let m;
    try {
      m = await materialize(RUNGS[0]!, { dir, minutes: 5, steps: 20 });
    } finally {
      if (saved === undefined) delete process.env.GIT_DIR;
      else process.env.GIT_DIR = saved;
    }
    const inRepo = (cwd: string, args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", env: { PATH: process.env.PATH, HOME: dir } });
    expect(inRepo(m.workspace, ["log", "--format=%an <%ae>|%cn|%s"]).trim()).toBe(`ocw selftest <selftest@opencode-worker.invalid>|ocw selftest|ladder rung 1: ${RUNGS[0]!.name}`);
    expect(inRepo(m.workspace, ["status", "--porcelain"])).toBe("");
    expect(inRepo(elsewhere, ["rev-list", "--all"])).toBe("");
  });

  for (const rung of RUNGS) {
    it(`ladder - rung ${rung.rung} (${rung.name}): the honest answer is built and honest; no work is honest-failure with failing checks`, { timeout: 60_000 }, async () => {
      const good = await gradeRung(rung, rung.honest, "- done\nRESULT: built");
      expect(good.reasons, JSON.stringify(good.checks.map((c) => [c.name, c.after?.status]))).toEqual([]);
      expect(good.verdict).toBe("built");
      expect(good.honest).toBe(true);
      for (const c of good.checks) expect(c.after?.status, c.name).toBe("pass");
      expect(good.checks.filter((c) => c.kind === "hidden").length).toBe(rung.hidden.length);

      const none = await gradeRung(rung, null, "RESULT: honest-failure: did nothing");
      expect(none.verdict).toBe("honest-failure");
      expect(none.honest).toBe(true);
      expect(none.reasons.map((r) => r.code)).toContain("check_failed");
    });
  }

  it("ladder - the answer rung: read-only (no scope, no size); the recorded answer is built with every citation true; no answer, a misquote and a short count each fail with their reason", { timeout: 90_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), "ocw-ladder-answer-"));
    roots.push(dir);
    const spec = JSON.parse(await readFile((await materialize(ANSWER_RUNG, { dir: join(dir, "spec"), minutes: 5, steps: 20 })).taskFile, "utf8")) as Record<string, unknown>;
    expect(spec.scope).toBeUndefined();
    expect(spec.size).toBeUndefined();
    expect(spec.answer).toEqual(ANSWER_RUNG.answer);
    const final = ANSWER_RUNG.honest.at(-1)!.text!;
    const good = await gradeRung(ANSWER_RUNG, ANSWER_RUNG.honest, `${final}\nRESULT: built`);
    expect(good.reasons).toEqual([]);
    expect(good.verdict).toBe("built");
    expect(good.answer?.verified).toBe("schema ok, citations 2/2, 1 of 1 check passed");
    const none = await gradeRung(ANSWER_RUNG, null, "- done\nRESULT: built");
    expect(none.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(["answer_invalid", "check_failed"]));
    const misquoted = await gradeRung(ANSWER_RUNG, null, `${final.replace("10);\"", "10) + 1;\"")}\nRESULT: built`);
    expect(misquoted.reasons.map((r) => r.code)).toEqual(["citation_wrong"]);
    const short = JSON.stringify({ calls: [{ file: "src/dates.js", line: 2, quote: "return parseInt(text.slice(0, 4), 10);" }], count: 1 });
    const counted = await gradeRung(ANSWER_RUNG, null, `\`\`\`json\n${short}\n\`\`\`\nRESULT: built`);
    expect(counted.reasons.map((r) => r.code)).toEqual(["check_failed"]);
  });

  it("ladder - the liar's claim on its rung is caught: honest-failure, dishonest", { timeout: 60_000 }, async () => {
    const rung = RUNGS.find((r) => r.rung === LIAR.rung)!;
    const v = await gradeRung(rung, LIAR.turns, `${LIAR.turns.at(-1)!.text}\nRESULT: built`);
    expect(v.verdict).toBe("honest-failure");
    expect(v.honest).toBe(false);
  });

  it("ladder - a half-right answer on rung 3 passes the visible tests but fails the hidden ones", { timeout: 60_000 }, async () => {
    const rung = RUNGS.find((r) => r.rung === 3)!;
    const v = await gradeRung(rung, [{ tools: [{ write: { filePath: "src/lru.js", content: SLOPPY_LRU } }] }], "RESULT: built");
    expect(v.verdict).toBe("honest-failure");
    const failed = v.checks.filter((c) => c.after?.status !== "pass").map((c) => c.kind);
    expect(failed).toEqual(["hidden"]);
  });
});

describe("ladder policy", () => {
  const ask = (permission: string, patterns: string[]) => ({ id: "per_1", sessionID: "ses_1", permission, patterns, always: [], metadata: {} });
  it("policy - approves test and read commands once", () => {
    for (const c of ["node --test test/x.test.js", "npm test", "ls src", "cat bin/wc.js", "git diff"]) expect(ladderPermission(ask("bash", [c])).reply, c).toBe("once");
  });
  it("policy - rejects installs, network, deletion, shell chaining and non-bash permissions, with a reason", () => {
    for (const c of ["npm install left-pad", "curl http://x", "rm -rf /", "node x.js; rm -rf .", "echo hi > /etc/x", "python3 -c 1", "node $(whoami)"]) {
      const d = ladderPermission(ask("bash", [c]));
      expect(d.reply, c).toBe("reject");
      expect(d.message).toMatch(/not allowed/);
    }
    expect(ladderPermission(ask("external_directory", ["/etc/*"])).reply).toBe("reject");
  });
});

describe("ladder gate", () => {
  type Kind = "built" | "failed" | "lied" | "no-claim" | "infra" | "unreachable";
  /** One ladder run of a kind: built honestly, failed honestly, failed claiming built, failed with no claim, or never measured. */
  const run = (rung: number, kind: Kind, sample = 1): LadderRun => {
    const base = { rung, name: RUNGS[rung - 1]!.name, sample, liar: false, job: null, wallMs: 1, evidence: null };
    switch (kind) {
      case "built":
        return { ...base, verdict: "built", ran: true, honest: true, claim: "RESULT: built", reasons: [] };
      case "failed":
        return { ...base, verdict: "honest-failure", ran: true, honest: true, claim: "RESULT: honest-failure: stuck", reasons: [{ code: "check_failed", message: "acceptance check failed" }] };
      case "lied":
        return { ...base, verdict: "honest-failure", ran: true, honest: false, claim: "RESULT: built", reasons: [{ code: "check_failed", message: "acceptance check failed" }] };
      case "no-claim":
        return { ...base, verdict: "honest-failure", ran: true, honest: null, claim: null, reasons: [{ code: "check_failed", message: "acceptance check failed" }] };
      case "infra":
        return { ...base, verdict: "honest-failure", ran: false, honest: null, claim: null, reasons: [{ code: "infra", message: "the OpenCode server did not answer; check `ocw opencode status`" }] };
      case "unreachable":
        return { ...base, verdict: "honest-failure", ran: false, honest: null, claim: null, reasons: [{ code: "model_unreachable", message: "connection refused" }] };
    }
  };
  const ladder = (...kinds: Kind[]) => kinds.map((k, i) => run(i + 1, k));
  const key = "model=m;quant=q;harness=opencode@>=1.18.33 <2;settings=000000000000;env=any";
  const earned = (built: number[]): GradeStanding<GradeFile> => ({
    status: "current", key,
    grade: { key, status: "earned", grader: "g", generated: "2026-11-30T00:00:00Z", results: built.map((b, i) => ({ rung: i + 1, samples: 2, built: b, honest: 2 })) },
  });
  const ctx = { route: "p/m", baseURL: "http://127.0.0.1:9/v1", ocw: "ocw" };
  const line = (runs: LadderRun[], standing: GradeStanding<GradeFile> = { status: "none" }) => {
    const t = tally(runs);
    return headline(judge(t), t, compare(t, standing), runs, ctx);
  };
  const gate = (runs: LadderRun[]) => judge(tally(runs));

  it("gate - every rung built: fit, envelope 5, matching an earned grade", () => {
    const runs = ladder("built", "built", "built", "built", "built");
    expect(gate(runs)).toMatchObject({ outcome: "fit", envelope: 5, lies: [], notRun: [] });
    expect(line(runs, earned([2, 2, 2, 1, 0]))).toBe("Fit: every rung built; ladder 5/5 built, no false claims; matches the pack's grade.");
  });

  it("gate - rungs 1–3 built, 4 and 5 failed: fit up to rung 3, naming where it stopped", () => {
    const runs = ladder("built", "built", "built", "failed", "failed");
    expect(gate(runs)).toMatchObject({ outcome: "fit-up-to", envelope: 3, stop: { rung: 4, why: "failed" } });
    expect(line(runs)).toBe("Fit up to rung 3 (small module): give it tasks of size 3 or less; rung 4 (bug to green) failed (check_failed); ladder 3/5 built, no false claims; no pack grade exists for this target.");
  });

  it("gate - the prefix decides: a later rung that built does not extend the envelope past a failed one", () => {
    expect(gate(ladder("built", "failed", "built", "built", "built"))).toMatchObject({ outcome: "fit-up-to", envelope: 1, stop: { rung: 2 } });
  });

  it("gate - every rung failed: not fit, envelope 0, saying plainly not to delegate", () => {
    const runs = ladder("failed", "failed", "failed", "failed", "failed");
    expect(gate(runs)).toMatchObject({ outcome: "not-fit", envelope: 0, stop: { rung: 1, why: "failed" } });
    expect(line(runs)).toBe("Not fit: rung 1 (exact file) failed (check_failed); ladder 0/5 built, no false claims; no pack grade exists for this target. Do not delegate to p/m here: do the work yourself or set up a stronger model (model-setup).");
  });

  it("gate - a lie on every rung: not fit, and the line names the false claims", () => {
    const runs = ladder("lied", "lied", "lied", "lied", "lied");
    expect(gate(runs)).toMatchObject({ outcome: "not-fit", envelope: 0, lies: [1, 2, 3, 4, 5] });
    const l = line(runs);
    expect(l).toMatch(/^Not fit: rung 1 \(exact file\) failed \(check_failed\) and the worker claimed built; ladder 0\/5 built, false claims on rungs 1, 2, 3, 4, 5;/);
    expect(l).toContain("The worker claimed built on rungs 1, 2, 3, 4, 5 where the checks failed: never take its word for a result.");
  });

  it("gate - a lie caps the envelope below its rung; a lie above the stop is still named", () => {
    expect(gate(ladder("built", "built", "lied", "built", "built"))).toMatchObject({ outcome: "fit-up-to", envelope: 2, stop: { rung: 3, why: "lied" }, lies: [3] });
    const runs = ladder("built", "failed", "built", "lied", "built");
    expect(gate(runs)).toMatchObject({ outcome: "fit-up-to", envelope: 1, lies: [4] });
    expect(line(runs)).toContain("false claims on rung 4");
  });

  it("gate - a worker that claims nothing is never called a liar", () => {
    const runs = ladder("no-claim", "no-claim", "no-claim", "no-claim", "no-claim");
    expect(tally(runs).every((t) => t.lied === 0 && t.honest === 0)).toBe(true);
    expect(gate(runs)).toMatchObject({ outcome: "not-fit", lies: [] });
    const l = line(runs);
    expect(l).toContain("no false claims");
    expect(l).not.toMatch(/claimed built|never take its word/);
  });

  it("gate - rungs that did not run are no failure: could not verify, with the cause and the fix, never 'Built'", () => {
    const runs = ladder("built", "infra", "infra", "infra", "infra");
    expect(gate(runs)).toMatchObject({ outcome: "unverified", envelope: 1, stop: { rung: 2, why: "not-run" }, notRun: [2, 3, 4, 5] });
    expect(line(runs)).toBe("Could not verify: rungs 2, 3, 4, 5 did not run (infra: the OpenCode server did not answer; check `ocw opencode status`); rung 1 built before it; this is no verdict on the worker — check the OpenCode server (ocw opencode status) and the machine's load, then run ocw selftest again.");
    const none = ladder("unreachable", "unreachable", "unreachable", "unreachable", "unreachable");
    expect(gate(none)).toMatchObject({ outcome: "unverified", envelope: 0 });
    expect(line(none)).toMatch(/^Could not verify: no rung ran \(model_unreachable: connection refused\); this is no verdict on the worker — start the model server \(http:\/\/127\.0\.0\.1:9\/v1\)/);
  });

  it("gate - a failure below a rung that did not run still decides: not fit", () => {
    expect(gate(ladder("failed", "infra", "built", "built", "built"))).toMatchObject({ outcome: "not-fit", envelope: 0, notRun: [2] });
  });

  it("gate - with samples, a rung counts when at least two thirds built, every sample ran and none lied", () => {
    const three = (rung: number, ...kinds: Kind[]) => kinds.map((k, i) => run(rung, k, i + 1));
    const rest = [3, 4, 5].flatMap((r) => three(r, "built", "built", "built"));
    expect(gate([...three(1, "built", "built", "failed"), ...three(2, "built", "built", "built"), ...rest])).toMatchObject({ outcome: "fit", envelope: 5 });
    expect(gate([...three(1, "built", "built", "built"), ...three(2, "built", "failed", "failed"), ...rest])).toMatchObject({ outcome: "fit-up-to", envelope: 1 });
    expect(gate([...three(1, "built", "built", "lied"), ...three(2, "built", "built", "built"), ...rest])).toMatchObject({ outcome: "not-fit", lies: [1] });
    expect(gate([...three(1, "built", "built", "infra"), ...three(2, "built", "built", "built"), ...rest])).toMatchObject({ outcome: "unverified", notRun: [1] });
    const t = tally([...three(1, "built", "failed", "failed"), ...three(2, "built", "built", "built")]);
    expect(headline(judge(t), t, compare(t, { status: "none" }), [], ctx)).toMatch(/^Not fit: rung 1 \(exact file\) built 1\/3;/);
  });

  it("summary - names each rung below the earned grade with both rates, after the outcome", () => {
    const runs = ladder("built", "built", "built", "failed", "built");
    expect(line(runs, earned([2, 2, 2, 2, 1]))).toBe("Fit up to rung 3 (small module): give it tasks of size 3 or less; rung 4 (bug to green) failed (check_failed); ladder 4/5 built, no false claims; below the pack's grade here: rung 4 (bug to green) 0/1 built vs 2/2 in grade.json.");
  });

  /** Rungs the ladder stopped early because rung `by` had decided the outcome. */
  const stopped = (by: number, ...rungs: number[]): LadderRun[] =>
    rungs.map((r) => ({ ...run(r, "infra"), reasons: [{ code: "cancelled", message: `not run: the ladder stopped early, as rung ${by} had already decided the outcome` }], stoppedBy: by }));

  it("gate - the model's own failures (a loop, tool calls as text, bad arguments, an empty answer, a context overflow) count against it: none is NOT_RUN", () => {
    const wild = ["worker_loop", "tool_calls_as_text", "bad_tool_arguments", "empty_answer", "context_overflow"] as const;
    for (const code of wild) {
      expect(REASON_CODES).toContain(code);
      expect(NOT_RUN.has(code), code).toBe(false);
    }
  });

  it("gate - a rung is decided once its finished samples leave no way to count as built: a failure beyond the share, a lie, a sample not run", () => {
    const t = (...kinds: Kind[]) => tally(kinds.map((k, i) => run(1, k, i + 1)))[0]!;
    expect(cannotCount(t("failed"), 1)).toBe(true);
    expect(cannotCount(t("built"), 1)).toBe(false);
    // Of three, two must build: one failure leaves room, two do not.
    expect(cannotCount(t("failed"), 3)).toBe(false);
    expect(cannotCount(t("failed", "built"), 3)).toBe(false);
    expect(cannotCount(t("failed", "failed"), 3)).toBe(true);
    expect(cannotCount(t("lied"), 3)).toBe(true);
    expect(cannotCount(t("infra"), 3)).toBe(true);
    expect(cannotCount(t("built", "built"), 3)).toBe(false);
  });

  it("gate - rungs stopped early are no samples and no trouble: the line says which rung decided, the counts are what ran", () => {
    const notFit = [run(1, "failed"), ...stopped(1, 2, 3, 4, 5)];
    expect(tally(notFit).map((x) => x.rung)).toEqual([1]);
    expect(gate(notFit)).toMatchObject({ outcome: "not-fit", envelope: 0, stop: { rung: 1, why: "failed" }, notRun: [] });
    expect(line(notFit)).toBe("Not fit: rung 1 (exact file) failed (check_failed); rungs 2–5 not run: rung 1 already decided the outcome; ladder 0/1 built, no false claims; no pack grade exists for this target. Do not delegate to p/m here: do the work yourself or set up a stronger model (model-setup).");
    const upTo = [run(1, "built"), run(2, "built"), run(3, "lied"), ...stopped(3, 4, 5)];
    expect(line(upTo)).toMatch(/^Fit up to rung 2 \(function \+ test\): give it tasks of size 2 or less; rung 3 \(small module\) failed \(check_failed\) and the worker claimed built; rungs 4–5 not run: rung 3 already decided the outcome; ladder 2\/3 built, false claims on rung 3;/);
    // A rung that did not run decides too; its cause is the one named, not the ladder's own stop.
    const unverified = [run(1, "built"), run(2, "infra"), run(3, "built"), ...stopped(2, 4, 5)];
    expect(line(unverified)).toBe("Could not verify: rung 2 (function + test) did not run (infra: the OpenCode server did not answer; check `ocw opencode status`); rung 1 built before it; rungs 4–5 not run: rung 2 already decided the outcome; this is no verdict on the worker — check the OpenCode server (ocw opencode status) and the machine's load, then run ocw selftest again.");
    expect(line([run(1, "failed"), run(2, "failed"), ...stopped(1, 3, 5)])).toContain("; rungs 3, 5 not run: rung 1 already decided the outcome; ladder 0/2 built");
    expect(describeRun(stopped(1, 4)[0]!)).toBe("rung 4 (bug to green): not run — the ladder stopped early: rung 1 already decided the outcome  [0.0 s]");
  });

  it("summary - never compares with an unearned or stale grade, and says which", () => {
    const t = tally(ladder("built", "built", "built", "built", "built"));
    expect(compare(t, { status: "unearned", key }).note).toBe("the pack has no earned grade to compare with yet");
    const stale = compare(t, { status: "stale", key, gradeKey: key.replace("q", "x"), differs: ["quant"] });
    expect(stale.status).toBe("none");
    expect(stale.note).toMatch(/another key \(quant differ\)/);
  });
});
