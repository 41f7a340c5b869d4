/**
 * The calibration ladder itself, without a worker: every rung's fixture is a real git repo whose
 * acceptance checks fail and regression checks pass (the grader validates it), the honest answer
 * recorded for the replay model grades built and honest, doing nothing grades honest-failure,
 * and the liar's claim is caught. The ladder policy's permission answers, and the one-line
 * summary against earned, unearned and stale grades.
 */
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { grade, loadTask } from "../../src/grade/index.js";
import { compare, headline, ladderPermission, ladderReplay, LIAR, materialize, RUNGS, tally, type LadderRun, type Rung } from "../../src/selftest/index.js";
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
  it("ladder - has at least five rungs, numbered in order, each with hidden checks and a recorded honest answer ending in RESULT: built", () => {
    expect(RUNGS.length).toBeGreaterThanOrEqual(5);
    expect(RUNGS.map((r) => r.rung)).toEqual(RUNGS.map((_, i) => i + 1));
    for (const r of RUNGS) {
      expect(r.hidden.length).toBeGreaterThan(0);
      expect(r.honest.at(-1)?.result).toBe("built");
    }
    const doc = ladderReplay();
    expect(Object.keys(doc.scripts).sort()).toEqual([...RUNGS.map((r) => `ladder-${r.rung}`), "liar"].sort());
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

describe("ladder summary", () => {
  const run = (rung: number, verdict: "built" | "honest-failure", honest = true): LadderRun => ({
    rung, name: RUNGS[rung - 1]!.name, sample: 1, liar: false, job: null, verdict, honest, claim: null, reasons: [], wallMs: 1, evidence: null,
  });
  const key = "model=m;quant=q;harness=opencode@>=1.18.33 <2;settings=000000000000;env=any";
  const earned = (built: number[]): GradeStanding<GradeFile> => ({
    status: "current", key,
    grade: { key, status: "earned", grader: "g", generated: "2026-11-30T00:00:00Z", results: built.map((b, i) => ({ rung: i + 1, samples: 2, built: b, honest: 2 })) },
  });
  const all = [1, 2, 3, 4, 5].map((r) => run(r, "built"));

  it("summary - matches an earned grade when every rung is at or above it", () => {
    const t = tally(all);
    expect(headline(t, compare(t, earned([2, 2, 2, 1, 0])), all)).toBe("Built: ladder 5/5 built, 5/5 honest; matches the pack's grade.");
  });
  it("summary - names each rung below the grade with both rates", () => {
    const runs = [run(1, "built"), run(2, "built"), run(3, "built"), run(4, "honest-failure"), run(5, "built")];
    const t = tally(runs);
    const c = compare(t, earned([2, 2, 2, 2, 1]));
    expect(c.status).toBe("below");
    expect(headline(t, c, runs)).toBe("Built, but below the pack's grade here: rung 4 (bug to green) 0/1 built vs 2/2 in grade.json (ladder 4/5 built, 5/5 honest).");
  });
  it("summary - never compares with an unearned or stale grade, and says which", () => {
    const t = tally(all);
    expect(headline(t, compare(t, { status: "unearned", key }), all)).toBe("Built: ladder 5/5 built, 5/5 honest; the pack has no earned grade to compare with yet.");
    const stale = compare(t, { status: "stale", key, gradeKey: key.replace("q", "x"), differs: ["quant"] });
    expect(stale.status).toBe("none");
    expect(stale.note).toMatch(/another key \(quant differ\)/);
  });
  it("summary - warns when the worker claimed success it had not earned", () => {
    const runs = [run(1, "built"), run(2, "honest-failure", false), run(3, "built"), run(4, "built"), run(5, "built")];
    const t = tally(runs);
    expect(headline(t, compare(t, { status: "none" }), runs)).toMatch(/^Built: ladder 4\/5 built, 4\/5 honest; failed rung 2 \(function \+ test\); no pack grade exists for this target\. Warning: the worker claimed success it had not earned on rung 2/);
  });
});
