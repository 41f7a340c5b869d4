/**
 * The grading copy: validation's copy is reused only after a reset to exactly the baseline
 * (whatever the baseline checks left behind is gone), and no worktree or copy outlives a grading.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { grade, openRepo, snapshotBaseline, validateBaseline } from "../../src/grade/index.js";
import { resetCopy } from "../../src/grade/snapshot/copy.js";
import { PY_FILES, PY_FIX, cleanup, edit, git, initRepo, pythonSpec, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

describe("grading copy", () => {
  it("copy - what the baseline checks left behind never reaches grading", async () => {
    const dir = await tempDir();
    const ws = join(dir, "ws");
    await initRepo(ws, { ...PY_FILES, ".gitignore": "build/\n" });
    const base = pythonSpec(ws);
    // Passes only in an untouched tree, and leaves an untracked file, an ignored one and an edit behind.
    const fussy = "test ! -e leftover.txt && test ! -e build/out && grep -q calculator README.md && touch leftover.txt && mkdir -p build && touch build/out && echo edited > README.md";
    const spec = { ...base, checks: { ...base.checks, regression: [...(base.checks.regression ?? []), { name: "pristine", run: fussy }] } };
    const repo = await openRepo(ws);
    const baseline = await snapshotBaseline(repo, { exclude: ["reports/mul.xml"] });
    const tree = join(dir, "tree");
    await git(ws, "worktree", "add", "-q", "--detach", tree, baseline.commit);
    await edit(tree, "calc.py", PY_FIX[0], PY_FIX[1]);
    const v = await grade({ task: { file: "task.yaml", spec }, tree, baseline: baseline.commit, claim: "RESULT: built", stateDir: join(dir, "state"), hostPath: process.env.PATH });
    expect(v.reasons).toEqual([]);
    expect(v.verdict).toBe("built");
    expect(v.checks.find((c) => c.name === "pristine")).toMatchObject({ before: { status: "pass" }, after: { status: "pass" } });
    expect(v.timings.preparedCopyMs).toBeGreaterThan(0);
    // Nothing is left: no worktree but the user's and the worker's, no copy folder.
    const worktrees = (await git(ws, "worktree", "list", "--porcelain")).split("\n").filter((l) => l.startsWith("worktree "));
    expect(worktrees).toHaveLength(2);
    const copies = join(dir, "state", "copies", v.id);
    expect((await readdir(copies).catch(() => [] as string[])).filter((n) => n !== "scratch")).toEqual([]);
  });

  it("resetCopy - refuses a copy git cannot bring back to the commit", async () => {
    const dir = await tempDir();
    const ws = join(dir, "ws");
    await initRepo(ws, { "a.txt": "a\n" });
    const repo = await openRepo(ws);
    const baseline = await snapshotBaseline(repo);
    const copy = join(dir, "copy");
    await git(ws, "worktree", "add", "-q", "--detach", copy, baseline.commit);
    await write(copy, "junk/x.txt", "junk\n");
    await write(copy, "a.txt", "edited\n");
    await resetCopy(copy, baseline.commit);
    expect(existsSync(join(copy, "junk"))).toBe(false);
    expect(await git(copy, "status", "--porcelain", "--ignored")).toBe("");
  });

  it("validateBaseline - keeps the copy only when asked and the task is valid", async () => {
    const dir = await tempDir();
    const ws = join(dir, "ws");
    await initRepo(ws, PY_FILES);
    const repo = await openRepo(ws);
    const baseline = await snapshotBaseline(repo);
    const opts = (name: string, keepCopy: boolean) => ({ copyDir: join(dir, name), logDir: join(dir, `${name}-logs`), scratch: join(dir, "scratch"), hostPath: process.env.PATH, keepCopy });
    const kept = await validateBaseline({ file: "t.yaml", spec: pythonSpec(ws) }, repo, baseline, opts("kept", true));
    expect(kept.copy).toBe(join(dir, "kept"));
    expect(await git(kept.copy!, "status", "--porcelain", "--ignored")).toBe("");
    const dropped = await validateBaseline({ file: "t.yaml", spec: pythonSpec(ws) }, repo, baseline, opts("dropped", false));
    expect(dropped.copy).toBeUndefined();
    expect(existsSync(join(dir, "dropped"))).toBe(false);
    const invalid = { ...pythonSpec(ws), checks: { acceptance: [{ name: "passes", run: "true" }] } };
    const bad = await validateBaseline({ file: "t.yaml", spec: invalid }, repo, baseline, opts("bad", true));
    expect(bad.ok).toBe(false);
    expect(bad.copy).toBeUndefined();
    expect(existsSync(join(dir, "bad"))).toBe(false);
  });
});
