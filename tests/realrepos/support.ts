/**
 * Real bug fixes from real libraries through the real grader and real bubblewrap: a workspace per
 * case built as its user would have it (scripts/realrepos.ts: release A with release B's tests,
 * its dependencies installed by its own package manager, offline from caches fetched once per
 * machine), then graded as `ocw grade` would — the baseline validates (the acceptance check fails
 * on the bug itself, the regression check passes), the real upstream fix is `built`, no change is
 * an honest failure, and for the cases whose dependencies live in the tree, the same task without
 * its environment is `invalid_task`, naming what is missing, in seconds.
 *
 * Each case prints one `realrepo-timing {json}` line (for docs/benchmarks.md).
 */
import { execa } from "execa";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorkspace, ensureRealRepos, missingToolchain, realCase, type BuiltWorkspace, type CaseId } from "../../scripts/realrepos.js";
import { toolsDir } from "../../scripts/tools.js";
import { grade, openRepo, reportPaths, sandboxRequest, snapshotBaseline, validateBaseline, type Task, type Verdict } from "../../src/grade/index.js";

export interface Expect {
  /** What the acceptance check prints on the baseline when the bug itself fails it (not a load or build error). */
  readonly bug: RegExp;
  /** The ignored dependency folder the workspace's environment carries; none for Go and Rust, whose caches live outside the tree. */
  readonly envPath?: "node_modules" | ".venv";
  /** Key words of the `invalid_task` message when the task is graded without its environment. */
  readonly missing?: RegExp;
}

/** The baseline must be judged invalid without its environment in well under this. */
const MISSING_MS = 60_000;

const codes = (v: Verdict): string[] => [...new Set(v.reasons.map((r) => r.code))].sort();
const why = (v: Verdict): string => JSON.stringify(v.reasons.map((r) => `${r.code}: ${r.message}`));

/** The tests of one case: validation, the upstream fix, no change, and (with `missing`) no environment. */
export function describeRealRepo(id: CaseId, x: Expect): void {
  const c = realCase(id);
  let skip: string | undefined;
  let dir = "";
  let built: BuiltWorkspace;
  let task: Task;
  const timing: Record<string, unknown> = { case: id };

  beforeAll(async () => {
    skip = missingToolchain(c.ecosystem);
    if (skip) return void console.warn(`skipped: ${skip}`);
    // Waits, by liveness, for a fetch the global setup started in the background.
    const repos = await ensureRealRepos({ toolsDir: toolsDir() });
    skip = repos.unavailable[id];
    if (skip) return void console.warn(`skipped: ${skip}`);
    dir = await mkdtemp(join(tmpdir(), `ocw-realrepo-${id}-`));
    const started = performance.now();
    built = await buildWorkspace(c, dir, repos);
    timing.workspaceMs = Math.round(performance.now() - started);
    task = {
      file: "task.yaml",
      spec: {
        workspace: built.ws,
        objective: `Fix the bug: ${c.what}`,
        scope: { allow: [...c.scope.allow] },
        checks: { acceptance: [{ name: "acceptance", run: c.acceptance, files: [...c.tests] }], regression: [{ name: "regression", run: c.regression }] },
        timeouts: { check: 600 },
      },
    };
  }, 4 * 3600_000);

  afterAll(async () => {
    if (!skip && dir) console.log(`realrepo-timing ${JSON.stringify(timing)}`);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const state = (): string => join(dir, "state");
  const sandbox = { ...sandboxRequest(process.env), require: true };
  // A worker's directory: a worktree of the baseline.
  const worktree = async (name: string): Promise<string> => {
    const tree = join(dir, name);
    await execa("git", ["worktree", "add", "-q", "--detach", tree, "HEAD"], { cwd: built.ws, timeout: 120_000 });
    return tree;
  };
  const gradeTree = (tree: string, environment = true): Promise<Verdict> =>
    grade({ task, tree, stateDir: state(), hostPath: built.hostEnv.PATH, hostEnv: built.hostEnv, sandbox, ...(environment ? { environmentStore: join(state(), "envs") } : {}) });

  describe(`${id} - ${c.what}`, () => {
    it(`${id} - validation: the acceptance check fails on the baseline for the bug, the regression check passes`, async (ctx) => {
      if (skip) ctx.skip(skip);
      const repo = await openRepo(built.ws);
      const baseline = await snapshotBaseline(repo, { exclude: reportPaths(task.spec) });
      const v = await validateBaseline(task, repo, baseline, {
        copyDir: join(dir, "validation", "copy"),
        logDir: join(dir, "validation", "logs"),
        scratch: join(dir, "validation", "scratch"),
        hostPath: built.hostEnv.PATH,
        hostEnv: built.hostEnv,
        sandbox,
        environmentStore: join(state(), "envs"),
      });
      timing.validation = { ms: v.ms, copyMs: v.copyMs, checks: Object.fromEntries([...v.before].map(([k, r]) => [k, r.durationMs])) };
      if (v.environmentSummary) timing.environment = { ms: v.environmentSummary.ms, files: v.environmentSummary.files, bytes: v.environmentSummary.bytes, reused: v.environmentSummary.reused };
      expect(v.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([]);
      expect(v.infra).toEqual([]);
      expect(v.ok).toBe(true);
      expect(v.containment.mode).toBe("bwrap");
      const acceptance = v.before.get("acceptance")!;
      expect(acceptance.status, acceptance.message).toBe("fail");
      expect(`${await readFile(acceptance.stdout, "utf8")}\n${await readFile(acceptance.stderr, "utf8")}`).toMatch(x.bug);
      expect(v.before.get("regression")!.status, v.before.get("regression")!.message).toBe("pass");
      if (x.envPath) expect(v.environmentSummary?.paths).toContain(x.envPath);
      else expect(v.environmentSummary).toBeUndefined();
    });

    it(`${id} - the real upstream fix (${c.fix.join(", ")} of ${c.archives[1].version}) is built`, async (ctx) => {
      if (skip) ctx.skip(skip);
      const tree = await worktree("tree-fix");
      await built.applyFix(tree);
      const v = await gradeTree(tree);
      timing.fix = v.timings;
      expect(v.verdict, why(v)).toBe("built");
      expect(v.checks.map((k) => [k.name, k.before?.status, k.after?.status])).toEqual([
        ["acceptance", "fail", "pass"],
        ["regression", "pass", "pass"],
      ]);
      expect(v.containment.mode).toBe("bwrap");
      if (x.envPath) expect(v.environment?.paths).toContain(x.envPath);
      else expect(v.environment).toBeUndefined();
    });

    it(`${id} - no change is an honest failure: the check still fails, nothing changed`, async (ctx) => {
      if (skip) ctx.skip(skip);
      const v = await gradeTree(await worktree("tree-none"));
      timing.noChange = v.timings;
      expect(v.verdict, why(v)).toBe("honest-failure");
      expect(codes(v), why(v)).toEqual(["check_failed", "no_change"]);
    });

    if (x.envPath) {
      const envPath = x.envPath;
      it(`${id} - a pass planted in the worker's own ${envPath} (the runner replaced by one that exits 0) is never built`, async (ctx) => {
        if (skip) ctx.skip(skip);
        const tree = await worktree("tree-planted");
        const runner = envPath === "node_modules" ? "node_modules/.bin/vitest" : ".venv/bin/python";
        await mkdir(join(tree, dirname(runner)), { recursive: true });
        await writeFile(join(tree, runner), "#!/bin/sh\necho 'all tests passed'\nexit 0\n", { mode: 0o755 });
        const v = await gradeTree(tree);
        expect(v.verdict, why(v)).toBe("honest-failure");
        expect(codes(v), why(v)).toEqual(["check_failed", "no_change"]);
        expect(v.environment?.paths).toContain(envPath);
      });
    }

    if (x.missing) {
      const missing = x.missing;
      it(`${id} - without its environment (${x.envPath}) the task is invalid, naming what is missing, in seconds`, async (ctx) => {
        if (skip) ctx.skip(skip);
        const started = performance.now();
        const v = await gradeTree(await worktree("tree-bare"), false);
        const ms = Math.round(performance.now() - started);
        timing.noEnvironment = { ms, ...v.timings };
        expect(codes(v), why(v)).toEqual(["invalid_task"]);
        expect(v.reasons[0]!.message).toMatch(missing);
        expect(v.environment).toBeUndefined();
        expect(ms).toBeLessThan(MISSING_MS);
      });
    }
  });
}
