/**
 * The baseline snapshot must leave the user's repository exactly as it was: branch, HEAD,
 * index (byte for byte), stash, and every file of the working tree (including ignored ones).
 * It must also hold what it promises: HEAD + staged + unstaged + untracked, minus ignored.
 */
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openRepo, readBaseline, snapshotBaseline, REF_ROOT } from "../../src/grade/index.js";
import { cleanup, edit, git, initRepo, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

/** Everything observable about the user's repository state. */
async function observe(ws: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const e of await readdir(ws, { recursive: true, withFileTypes: true })) {
    const rel = relative(ws, join(e.parentPath, e.name));
    if (rel === ".git" || rel.startsWith(".git/") || !e.isFile()) continue;
    files[rel] = createHash("sha256").update(await readFile(join(ws, rel))).digest("hex");
  }
  return {
    status: await git(ws, "status", "--porcelain=v2", "--branch", "--untracked-files=all", "--ignored"),
    head: await git(ws, "rev-parse", "HEAD"),
    branch: await git(ws, "symbolic-ref", "HEAD"),
    index: createHash("sha256").update(await readFile(join(ws, ".git/index"))).digest("hex"),
    stash: await git(ws, "stash", "list", "--format=%H %s"),
    branches: await git(ws, "for-each-ref", "refs/heads", "refs/stash"),
    files: JSON.stringify(files),
  };
}

describe("snapshotBaseline", () => {
  it("snapshot - leaves branch, index bytes, stash and working tree untouched", async () => {
    const ws = join(await tempDir(), "ws");
    await initRepo(ws, { "a.txt": "one\n", "b.txt": "two\n", ".gitignore": "ignored/\n*.log\n" });
    await git(ws, "checkout", "-q", "-b", "feature");
    // A stash entry, then staged, unstaged, untracked and ignored changes on top.
    await write(ws, "a.txt", "stashed change\n");
    await git(ws, "stash", "push", "-q", "-m", "wip");
    await write(ws, "b.txt", "two, staged\n");
    await git(ws, "add", "b.txt");
    await write(ws, "b.txt", "two, staged, then edited again\n");
    await edit(ws, "a.txt", "one", "one, unstaged");
    await write(ws, "new/untracked.txt", "untracked\n");
    await write(ws, "ignored/cache.bin", "ignored\n");
    await write(ws, "debug.log", "ignored too\n");
    await git(ws, "rm", "-q", "--cached", ".gitignore");
    await write(ws, ".gitignore", "ignored/\n*.log\n");

    const before = await observe(ws);
    const baseline = await snapshotBaseline(await openRepo(ws));
    const after = await observe(ws);
    expect(after).toEqual(before);

    // The snapshot holds the working tree as it is, not the index and not HEAD.
    const show = (path: string): Promise<string> => git(ws, "show", `${baseline.commit}:${path}`);
    expect(await show("a.txt")).toBe("one, unstaged");
    expect(await show("b.txt")).toBe("two, staged, then edited again");
    expect(await show("new/untracked.txt")).toBe("untracked");
    expect(await show(".gitignore")).toContain("ignored/");
    const names = (await git(ws, "ls-tree", "-r", "--name-only", baseline.commit)).split("\n");
    expect(names).not.toContain("ignored/cache.bin");
    expect(names).not.toContain("debug.log");
    // Its parent is HEAD; a ref keeps it from gc; reading it back gives the same record.
    expect(baseline.head).toBe(before.head);
    expect(await git(ws, "rev-parse", `${baseline.commit}^`)).toBe(before.head);
    expect(await git(ws, "rev-parse", baseline.ref)).toBe(baseline.commit);
    expect(baseline.ref.startsWith(`${REF_ROOT}/baselines/`)).toBe(true);
    const again = await readBaseline(await openRepo(ws), baseline.commit);
    expect(again).toMatchObject({ commit: baseline.commit, tree: baseline.tree, head: baseline.head, gitMeta: baseline.gitMeta });
  });

  it("snapshot - works in a repository without commits", async () => {
    const ws = join(await tempDir(), "ws");
    await git(await tempDir(), "init", "-q", ws);
    await write(ws, "first.txt", "hello\n");
    const baseline = await snapshotBaseline(await openRepo(ws));
    expect(baseline.head).toBeNull();
    expect(await git(ws, "show", `${baseline.commit}:first.txt`)).toBe("hello");
    expect(await git(ws, "status", "--porcelain")).toBe("?? first.txt");
  });

  it("snapshot - leaves out generated caches and the given report paths", async () => {
    const ws = join(await tempDir(), "ws");
    await initRepo(ws, { "m.py": "x = 1\n" });
    await write(ws, "__pycache__/m.cpython-311.pyc", "bytecode");
    await write(ws, "reports/junit.xml", "<testsuite/>");
    await write(ws, "keep.txt", "kept\n");
    const baseline = await snapshotBaseline(await openRepo(ws), { exclude: ["reports/junit.xml"] });
    const names = (await git(ws, "ls-tree", "-r", "--name-only", baseline.commit)).split("\n");
    expect(names.sort()).toEqual(["keep.txt", "m.py"]);
  });

  it("snapshot - a report path that is ignored, or under an ignored folder (surefire's target/), is left out without an error", async () => {
    const ws = join(await tempDir(), "ws");
    await initRepo(ws, { "pom.xml": "<project/>\n", ".gitignore": "target/\njunit-*.xml\n" });
    await write(ws, "junit-root.xml", "<testsuite/>");
    await write(ws, "target/surefire-reports/TEST-calc.MulTest.xml", "<testsuite/>");
    await write(ws, "target/classes/calc/Calc.class", "bytes");
    await write(ws, "src/Calc.java", "class Calc {}\n");
    // The second report's own folder is not there, but target/ is: git refuses that one too.
    const baseline = await snapshotBaseline(await openRepo(ws), { exclude: ["target/surefire-reports/TEST-calc.MulTest.xml", "target/other-reports/TEST-calc.AddTest.xml", "junit-root.xml"] });
    const names = (await git(ws, "ls-tree", "-r", "--name-only", baseline.commit)).split("\n");
    expect(names.sort()).toEqual([".gitignore", "pom.xml", "src/Calc.java"]);
  });

  it("readBaseline - names the fix when the commit is not in the workspace", async () => {
    const ws = join(await tempDir(), "ws");
    await initRepo(ws, { "a.txt": "a\n" });
    await expect(readBaseline(await openRepo(ws), "0123456789abcdef0123456789abcdef01234567")).rejects.toThrow(/is not a commit in .*; pass the sha printed by `ocw validate-task`/);
  });
});
