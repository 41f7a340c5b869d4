/** Scope: every changed path judged (both sides of a rename, mode changes, symlinks), with the implicit denials. */
import { chmod, rename, rm, symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { escapes, listChanges, type Change } from "../../src/grade/snapshot/changes.js";
import { judgeScope } from "../../src/grade/snapshot/scope.js";
import { openRepo, snapshotBaseline } from "../../src/grade/index.js";
import { snapshotWorker } from "../../src/grade/snapshot/snapshot.js";
import { cleanup, git, initRepo, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

const change = (path: string, extra: Partial<Change> = {}): Change => ({ status: "modified", path, oldMode: "100644", newMode: "100644", oldBlob: "a", newBlob: "b", modeChanged: false, ...extra });
const rules = { allow: ["src/**", "package-lock.json"], deny: ["src/vendor/**"], checkPaths: new Set(["tests/test_x.py"]) };

describe("judgeScope", () => {
  const table: readonly [string, Change, string | undefined][] = [
    ["allowed path", change("src/a.py"), undefined],
    ["outside allow", change("README.md"), "is outside scope.allow"],
    ["denied by scope.deny", change("src/vendor/lib.py"), "matches scope.deny"],
    ["check file", change("tests/test_x.py"), "is a file of a check"],
    ["lockfile named in allow", change("package-lock.json"), undefined],
    ["lockfile not named", change("src/yarn.lock"), "is a lockfile, denied unless an allow glob names it"],
    ["CI config under an allowed glob", change(".github/workflows/ci.yml"), "is outside scope.allow"],
    ["rename into scope from outside", change("src/b.py", { status: "renamed", oldPath: "b.py" }), "is outside scope.allow"],
    ["symlink escaping", change("src/link", { status: "added", newMode: "120000", symlinkTarget: "/etc", escapes: true }), "outside the tree"],
    ["deleted out of scope", change("docs/x.md", { status: "deleted", newMode: null, newBlob: null }), "is outside scope.allow"],
  ];
  for (const [name, c, want] of table) {
    it(`judgeScope - ${name}`, () => {
      const r = judgeScope([c], [], rules);
      if (want === undefined) expect(r.violations).toEqual([]);
      else expect(r.violations.join("\n")).toContain(want);
      expect(r.changes[0]?.allowed).toBe(want === undefined);
    });
  }

  it("judgeScope - CI config is denied under a catch-all, allowed when a glob names it", () => {
    expect(judgeScope([change(".github/workflows/ci.yml")], [], { allow: ["**"], checkPaths: new Set() }).violations.join()).toContain("CI configuration");
    expect(judgeScope([change(".github/workflows/ci.yml")], [], { allow: [".github/**"], checkPaths: new Set() }).violations).toEqual([]);
  });

  it("judgeScope - a change inside .git/ is always a violation", () => {
    expect(judgeScope([], [{ path: ".git/hooks/pre-push", status: "added" }], { allow: ["**"], checkPaths: new Set() }).violations).toEqual([".git/hooks/pre-push (added): is inside .git/, which a worker may never change"]);
  });
});

describe("escapes", () => {
  const table: readonly [string, string, boolean][] = [
    ["a/link", "b", false],
    ["a/link", "../b", false],
    ["a/link", "../../b", true],
    ["link", "/etc/passwd", true],
    ["a/link", "../.git/config", true],
    ["link", "", true],
  ];
  for (const [path, target, want] of table) it(`escapes - ${path} -> ${JSON.stringify(target)}`, () => expect(escapes(path, target)).toBe(want));
});

describe("listChanges", () => {
  it("listChanges - sees untracked, deleted, renamed (both paths), mode changes and symlinks", async () => {
    const dir = await tempDir();
    const ws = join(dir, "ws");
    await initRepo(ws, { "keep.txt": "k\n", "gone.txt": "g\n", "old/name.txt": "a fairly long line so rename detection is certain\n", "run.sh": "echo\n" });
    const repo = await openRepo(ws);
    const baseline = await snapshotBaseline(repo);
    const tree = join(dir, "tree");
    await git(ws, "worktree", "add", "-q", "--detach", tree, baseline.commit);
    await write(tree, "new/untracked.txt", "new\n");
    await rm(join(tree, "gone.txt"));
    await rename(join(tree, "old/name.txt"), join(tree, "keep-name.txt"));
    await chmod(join(tree, "run.sh"), 0o755);
    await symlink("/etc/hosts", join(tree, "hosts"));
    const worker = await snapshotWorker(repo, baseline, tree);
    const changes = await listChanges(repo, baseline.tree, worker.tree);
    const byPath = Object.fromEntries(changes.map((c) => [c.path, c]));
    expect(Object.keys(byPath).sort()).toEqual(["gone.txt", "hosts", "keep-name.txt", "new/untracked.txt", "run.sh"]);
    expect(byPath["gone.txt"]).toMatchObject({ status: "deleted", newMode: null });
    expect(byPath["keep-name.txt"]).toMatchObject({ status: "renamed", oldPath: "old/name.txt" });
    expect(byPath["run.sh"]).toMatchObject({ status: "modified", modeChanged: true, oldMode: "100644", newMode: "100755" });
    expect(byPath["hosts"]).toMatchObject({ status: "added", newMode: "120000", symlinkTarget: "/etc/hosts", escapes: true });
    expect(byPath["new/untracked.txt"]).toMatchObject({ status: "added" });
  });

  it("snapshotWorker - ignores the worker's index (assume-unchanged cannot hide an edit)", async () => {
    const dir = await tempDir();
    const ws = join(dir, "ws");
    await initRepo(ws, { "a.txt": "original\n" });
    const repo = await openRepo(ws);
    const baseline = await snapshotBaseline(repo);
    const tree = join(dir, "tree");
    await git(ws, "worktree", "add", "-q", "--detach", tree, baseline.commit);
    await git(tree, "update-index", "--assume-unchanged", "a.txt");
    await write(tree, "a.txt", "edited\n");
    expect(await git(tree, "status", "--porcelain")).toBe("");
    const worker = await snapshotWorker(repo, baseline, tree);
    expect((await listChanges(repo, baseline.tree, worker.tree)).map((c) => c.path)).toEqual(["a.txt"]);
  });
});
