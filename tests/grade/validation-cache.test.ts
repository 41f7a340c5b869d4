/**
 * Validation remembered (src/grade/validate/cache.ts): a passed validation is reused only for
 * the same baseline tree and the same checks, its logs land in the new job's folder, grading
 * still gets a private copy of its own, and a failed, damaged or expired validation is never
 * served.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { grade, openRepo, snapshotBaseline, validateBaseline, type SandboxRequest, type Task, type TaskSpec } from "../../src/grade/index.js";
import { MAX_AGE_MS, recallValidation } from "../../src/grade/validate/cache.js";
import { PY_FILES, PY_FIX, cleanup, edit, git, initRepo, pythonSpec, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

/** A workspace, a cache and a counter: every run of the checks on a baseline adds a line to `counter`. */
async function setup() {
  const dir = await tempDir("ocw-vcache-");
  const ws = join(dir, "ws");
  await initRepo(ws, PY_FILES);
  // Its own folder, bound writable into the checks' sandbox (extraWritable): the rest of the host is read-only there.
  const counted = join(dir, "counted");
  await mkdir(counted);
  const counter = join(counted, "runs.log");
  await writeFile(counter, "");
  const base = pythonSpec(ws);
  const spec: TaskSpec = { ...base, checks: { ...base.checks, regression: [...(base.checks.regression ?? []), { name: "count", run: `echo ran >> '${counter}'` }] } };
  let n = 0;
  const validate = async (s: TaskSpec = spec, name = `job${++n}`, sandbox?: SandboxRequest) => {
    const repo = await openRepo(ws);
    const baseline = await snapshotBaseline(repo, { exclude: ["reports/mul.xml"] });
    const task: Task = { file: "task.yaml", spec: s };
    const v = await validateBaseline(task, repo, baseline, {
      copyDir: join(dir, name, "copy"),
      logDir: join(dir, name, "logs"),
      scratch: join(dir, name, "tmp"),
      hostPath: process.env.PATH,
      keepCopy: true,
      cacheDir: join(dir, "validations"),
      extraWritable: [counted],
      ...(sandbox ? { sandbox } : {}),
    });
    return { v, baseline, task, repo, name };
  };
  const runs = async () => (await readFile(counter, "utf8")).split("\n").filter(Boolean).length;
  return { dir, ws, spec, validate, runs, counted, cache: join(dir, "validations") };
}

describe("validation cache", { timeout: 180_000 }, () => {
  it("validation cache - the same baseline and checks are served from the cache: same runs, logs in the new job's folder, no copy", async () => {
    const s = await setup();
    const first = await s.validate();
    expect(first.v.ok).toBe(true);
    expect(first.v.cached).toBeFalsy();
    expect(first.v.copy).toBe(join(s.dir, first.name, "copy"));
    const second = await s.validate();
    expect(await s.runs()).toBe(1);
    expect(second.v).toMatchObject({ ok: true, cached: true, problems: [] });
    expect(second.v.copy).toBeUndefined();
    expect(existsSync(join(s.dir, second.name, "copy"))).toBe(false);
    for (const [name, run] of first.v.before) {
      const again = second.v.before.get(name)!;
      expect({ ...again, stdout: "", stderr: "", junit: again.junit && { ...again.junit, saved: "" } }).toEqual({ ...run, stdout: "", stderr: "", junit: run.junit && { ...run.junit, saved: "" } });
      expect(again.stdout.startsWith(join(s.dir, second.name, "logs"))).toBe(true);
      expect(await readFile(again.stdout, "utf8")).toBe(await readFile(run.stdout, "utf8"));
      if (run.junit?.saved) expect(await readFile(again.junit!.saved!, "utf8")).toBe(await readFile(run.junit.saved, "utf8"));
    }
    // The exit trace beside the logs travels with them: grading compares its records with the baseline's.
    const traced = [...first.v.before.values()].filter((r) => existsSync(r.stdout.replace(/\.stdout$/, ".exits.jsonl")));
    expect(traced.length).toBeGreaterThan(0);
    for (const run of traced) {
      const name = [...first.v.before].find(([, r]) => r === run)![0];
      const again = second.v.before.get(name)!.stdout.replace(/\.stdout$/, ".exits.jsonl");
      expect(await readFile(again, "utf8")).toBe(await readFile(run.stdout.replace(/\.stdout$/, ".exits.jsonl"), "utf8"));
    }
  });

  it("validation cache - a cached validation still grades: grading writes its own copy of the baseline", async () => {
    const s = await setup();
    await s.validate();
    const hit = await s.validate();
    expect(hit.v.cached).toBe(true);
    const tree = join(s.dir, "tree");
    await git(s.ws, "worktree", "add", "-q", "--detach", tree, hit.baseline.commit);
    await edit(tree, "calc.py", PY_FIX[0], PY_FIX[1]);
    const v = await grade({ task: hit.task, tree, baseline: hit.baseline.commit, claim: "RESULT: built", stateDir: join(s.dir, "state"), hostPath: process.env.PATH, before: hit.v.before, extraWritable: [s.counted] });
    expect(v.reasons).toEqual([]);
    expect(v.verdict).toBe("built");
    expect(v.checks.find((c) => c.name === "mul")).toMatchObject({ before: { status: "fail" }, after: { status: "pass" } });
    // The counter ran once on the baseline (validation) and once in grading.
    expect(await s.runs()).toBe(2);
  });

  it.each<[string, (spec: TaskSpec) => TaskSpec]>([
    ["a check's command", (spec) => ({ ...spec, checks: { ...spec.checks, acceptance: [{ ...spec.checks.acceptance[0]!, run: `${spec.checks.acceptance[0]!.run} ` }] } })],
    ["a check's timeout", (spec) => ({ ...spec, checks: { ...spec.checks, acceptance: [{ ...spec.checks.acceptance[0]!, timeout: 29 }] } })],
    ["a check's protected files", (spec) => ({ ...spec, checks: { ...spec.checks, acceptance: [{ ...spec.checks.acceptance[0]!, files: ["tests/test_mul.py"] }] } })],
    ["a hidden check's injected file", (spec) => ({ ...spec, checks: { ...spec.checks, hidden: [{ ...spec.checks.hidden![0]!, inject: { "tests/test_mul_hidden.py": "import unittest\n" } }] } })],
    ["the order of the checks", (spec) => ({ ...spec, checks: { ...spec.checks, regression: [...spec.checks.regression!].reverse() } })],
    ["the default timeout", (spec) => ({ ...spec, timeouts: { check: 31 } })],
  ])("validation cache - a changed check is not served from the cache: %s", async (_what, change) => {
    const s = await setup();
    await s.validate();
    const changed = await s.validate(change(s.spec));
    expect(changed.v.cached).toBeFalsy();
    expect(await s.runs()).toBe(2);
    // Both are kept now, each under its own key; the first is still served.
    expect((await s.validate()).v.cached).toBe(true);
    expect((await s.validate(change(s.spec))).v.cached).toBe(true);
    expect(await s.runs()).toBe(2);
  });

  it("validation cache - a changed baseline is not served from the cache (an uncommitted edit, then a commit)", async () => {
    const s = await setup();
    await s.validate();
    await write(s.ws, "README.md", "# calc\n\nA tiny calculator, edited.\n");
    expect((await s.validate()).v.cached).toBeFalsy();
    expect(await s.runs()).toBe(2);
    await git(s.ws, "add", "-A");
    await git(s.ws, "commit", "-qm", "edit");
    // The same tree committed is the same baseline: served.
    expect((await s.validate()).v.cached).toBe(true);
    await write(s.ws, "calc.py", `${PY_FILES["calc.py"]}\n# note\n`);
    expect((await s.validate()).v.cached).toBeFalsy();
    expect(await s.runs()).toBe(3);
  });

  it("validation cache - a failed validation is never kept", async () => {
    const s = await setup();
    const invalid: TaskSpec = { ...s.spec, checks: { ...s.spec.checks, acceptance: [{ name: "passes already", run: "true" }] } };
    const a = await s.validate(invalid);
    const b = await s.validate(invalid);
    expect([a.v.ok, b.v.ok, b.v.cached]).toEqual([false, false, undefined]);
    expect(await s.runs()).toBe(2);
    expect((await readdir(s.cache)).filter((n) => !n.endsWith(".lock"))).toEqual([]);
  });

  it("validation cache - a damaged entry, or one past its life, is a miss", async () => {
    const s = await setup();
    await s.validate();
    const [key] = (await readdir(s.cache)).filter((n) => !n.endsWith(".lock"));
    const file = join(s.cache, key!, "validation.json");
    const good = await readFile(file, "utf8");
    expect(await recallValidation(s.cache, key!, join(s.dir, "probe"))).toBeDefined();
    expect(await recallValidation(s.cache, key!, join(s.dir, "probe"), Date.now() + MAX_AGE_MS + 1)).toBeUndefined();
    // A log named outside the entry's own folder.
    await writeFile(file, good.replace(/"stdout":"[^"]+"/, '"stdout":"../../etc/passwd"'));
    expect(await recallValidation(s.cache, key!, join(s.dir, "probe"))).toBeUndefined();
    // A cancelled run: a partial validation.
    await writeFile(file, good.replace(/"status":"pass"/, '"status":"cancelled"'));
    expect(await recallValidation(s.cache, key!, join(s.dir, "probe"))).toBeUndefined();
    await writeFile(file, good.slice(0, good.length / 2));
    expect((await s.validate()).v.cached).toBeFalsy();
    expect(await s.runs()).toBe(2);
  });

  it("validation cache - jobs validating the same key at once run the checks once", async () => {
    const s = await setup();
    const all = await Promise.all([s.validate(), s.validate(), s.validate()]);
    expect(all.map((r) => r.v.ok)).toEqual([true, true, true]);
    expect(all.filter((r) => r.v.cached).length).toBe(2);
    expect(await s.runs()).toBe(1);
  });

  it("validation cache - a validation under other containment is not served: contained, then without a sandbox, then contained again", async () => {
    const s = await setup();
    const contained = await s.validate();
    expect(contained.v.containment.mode).toBe("bwrap");
    const bare = await s.validate(s.spec, "bare", { bwrap: "/nonexistent/bwrap" });
    expect(bare.v.containment).toMatchObject({ mode: "none" });
    expect(bare.v.cached).toBeFalsy();
    expect(await s.runs()).toBe(2);
    const again = await s.validate();
    expect(again.v.cached).toBe(true);
    expect(await s.runs()).toBe(2);
  });
});
