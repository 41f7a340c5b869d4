import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { grade, sandboxRequest, type Task, type Verdict } from "../../src/grade/index.js";
import { REAL_CASES, buildWorkspace, ensureRealRepos, missingToolchain } from "../realrepos.js";
import { toolsDir } from "../tools.js";
import { median, type Bench, type Figure } from "./harness.js";

const run = promisify(execFile);
const RUNS = 5;

// Every check's own run, on the baseline and on the result, as the runs themselves timed them.
const checksOwn = (v: Verdict): number => v.checks.reduce((ms, k) => ms + (k.before?.durationMs ?? 0) + (k.after?.durationMs ?? 0), 0);

/**
 * The grader on the real repositories of tests/realrepos (scripts/realrepos.ts): for each case,
 * a workspace set up as its README says, then the real upstream fix graded from scratch `RUNS`
 * times (validation on the baseline included, the environment already in the store after the
 * first), and once with the environment made anew. What the grader adds (snapshots, copies,
 * scope, tamper, the environment) is set against what the checks themselves take.
 */
export function realReposBench(): Bench {
  return {
    name: "realrepos",
    title: "grading real repositories (tests/realrepos)",
    async run() {
      const loadBefore = loadavg()[0]!;
      const repos = await ensureRealRepos({ toolsDir: toolsDir() });
      const figures: Figure[] = [];
      const notes: string[] = [];
      for (const c of REAL_CASES) {
        const skip = missingToolchain(c.ecosystem) ?? repos.unavailable[c.id];
        if (skip) {
          notes.push(`${c.id}: not measured (${skip}).`);
          continue;
        }
        const dir = await mkdtemp(join(tmpdir(), `ocw-bench-${c.id}-`));
        try {
          const built = await buildWorkspace(c, dir, repos);
          const task: Task = { file: "task.yaml", spec: { workspace: built.ws, objective: c.what, scope: { allow: [...c.scope.allow] }, checks: { acceptance: [{ name: "acceptance", run: c.acceptance, files: [...c.tests] }], regression: [{ name: "regression", run: c.regression }] }, timeouts: { check: 600 } } };
          const verdicts: Verdict[] = [];
          let first: Verdict | undefined;
          for (let i = 0; i <= RUNS; i++) {
            const tree = join(dir, `tree-${i}`);
            await run("git", ["worktree", "add", "-q", "--detach", tree, "HEAD"], { cwd: built.ws, timeout: 120_000 });
            await built.applyFix(tree);
            const t = performance.now();
            const v = await grade({ task, tree, stateDir: join(dir, "state"), hostPath: built.hostEnv.PATH, hostEnv: built.hostEnv, sandbox: { ...sandboxRequest(process.env), require: true }, environmentStore: join(dir, "state", "envs") });
            if (v.verdict !== "built") throw new Error(`${c.id}: the upstream fix was not built: ${JSON.stringify(v.reasons)}`);
            if (Math.abs(v.timings.totalMs - (performance.now() - t)) > 5_000) throw new Error(`${c.id}: grade()'s own timing disagrees with the wall clock`);
            if (i === 0) first = v;
            else verdicts.push(v);
          }
          const fig = (label: string, pick: (v: Verdict) => number): Figure => ({ label: `${c.id}: ${label}`, runs: verdicts.map(pick) });
          figures.push(fig("**whole grade() of the real fix, validation included**", (v) => v.timings.totalMs));
          figures.push(fig("the checks' own run time, before and after (excluded below)", checksOwn));
          figures.push(fig("grader overhead: snapshots, copy, scope, tamper, environment", (v) => v.timings.totalMs - checksOwn(v)));
          if (first?.environment) {
            figures.push({ label: `${c.id}: environment made (first grading: captured into the store)`, runs: [first.environment.ms] });
            figures.push(fig("environment reused (detected, keyed, store verified)", (v) => v.environment?.ms ?? 0));
            notes.push(`${c.id}: ${c.what}. Environment: ${first.environment.paths.join(", ")} (${first.environment.managers.join(", ")}; ${first.environment.files} entries, ${(first.environment.bytes / 1e6).toFixed(0)} MB).`);
          } else {
            notes.push(`${c.id}: ${c.what}. No environment in the tree: its modules or crates come from the user's caches, read-only.`);
          }
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
      const overhead = figures.filter((f) => f.label.includes("grader overhead")).map((f) => median(f.runs));
      notes.push(`Each case: its workspace built offline from the tools cache, then the real upstream fix graded ${RUNS} times after one first grading, each from scratch (validation on the baseline, grading copy, both checks before and after), contained. Grader overhead median across cases ${(median(overhead) / 1000).toFixed(2)} s. 1-minute load average ${loadBefore.toFixed(2)} before and ${loadavg()[0]!.toFixed(2)} after, on this ${availableParallelism()}-CPU machine, which other jobs share.`);
      return { figures, ratios: [{ label: "grader overhead on a real repository, worst case / 1 s", value: Math.max(...overhead) / 1000, target: { op: "<=", value: 1 } }], notes };
    },
  };
}
