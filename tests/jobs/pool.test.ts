/**
 * The pool of warm worker directories, with real git and real job records (no OpenCode): leases
 * keyed by job id (a re-adopted driver gets its slot back untouched, an ended or missing job's
 * slot is free), the reset to the next job's baseline (tracked edits, untracked and ignored files,
 * nested repositories), a slot whose `.git` was redirected, a damaged lease table, and gc of idle
 * slots and of pools whose repository is gone.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { gcJobs, jobsRoot, newJobId, type Job, type JobId } from "../../src/jobs/index.js";
import { LedgerWriter } from "../../src/jobs/ledger/index.js";
import { leaseWorkdir, readPool, releaseWorkdir, repoPool } from "../../src/jobs/pool.js";

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

function sh(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd, encoding: "utf8" }).trim();
}

async function world(): Promise<{ env: Record<string, string>; root: string; repo: string; c1: string; c2: string }> {
  const base = await mkdtemp(join(tmpdir(), "ocw-pool-"));
  dirs.push(base);
  const repo = join(base, "repo");
  await mkdir(repo, { recursive: true });
  await writeFile(join(repo, "greet.txt"), "hi\n");
  await writeFile(join(repo, ".gitignore"), "build/\n");
  sh(repo, "init", "-q", "-b", "main");
  sh(repo, "add", "-A");
  sh(repo, "commit", "-qm", "one");
  const c1 = sh(repo, "rev-parse", "HEAD");
  await writeFile(join(repo, "greet.txt"), "hello\n");
  sh(repo, "commit", "-qam", "two");
  const c2 = sh(repo, "rev-parse", "HEAD");
  const env = { OCW_HOME: join(base, "ocw"), PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: base };
  return { env, root: jobsRoot(env), repo, c1, c2 };
}

async function newJob(root: string, workspace: string, state: Job["state"] = "running"): Promise<LedgerWriter> {
  const now = new Date().toISOString();
  const job: Job = { $schema: "urn:opencode-worker:schema:job:1", id: newJobId(), revision: 0, state, createdAt: now, updatedAt: now, taskFile: "t.yaml", workspace, objective: "o", slots: 1, budget: { minutes: 1 }, pending: [] };
  return LedgerWriter.create(root, job, [{ type: "dispatched", task: "t.yaml" }]);
}

async function exists(p: string): Promise<boolean> {
  return (await stat(p).catch(() => undefined)) !== undefined;
}

describe("pool", () => {
  it("lease - two jobs at once get two slots; an ended job's slot goes to the next job, reset to its baseline: tracked edits, untracked and ignored files and nested repositories gone", async () => {
    const { root, repo, c1, c2 } = await world();
    const a = await newJob(root, repo);
    const la = await leaseWorkdir(root, a.job.id, repo, c1);
    expect(la).toMatchObject({ slot: "slot-0", reused: false, kept: false });
    expect(la.dir).toBe(join((await repoPool(root, repo)).dir, "slot-0"));
    expect(await readFile(join(la.dir, "greet.txt"), "utf8")).toBe("hi\n");
    // What a worker leaves behind.
    await writeFile(join(la.dir, "greet.txt"), "changed\n");
    await writeFile(join(la.dir, "new.txt"), "untracked\n");
    await mkdir(join(la.dir, "build"), { recursive: true });
    await writeFile(join(la.dir, "build", "out.o"), "ignored\n");
    await mkdir(join(la.dir, "sub"), { recursive: true });
    sh(join(la.dir, "sub"), "init", "-q");
    await writeFile(join(la.dir, "sub", "inner.txt"), "nested\n");

    const b = await newJob(root, repo);
    expect((await leaseWorkdir(root, b.job.id, repo, c1)).slot).toBe("slot-1");

    await a.update({ state: "built" });
    await releaseWorkdir(root, a.job.id, la.dir);
    const c = await newJob(root, repo);
    const lc = await leaseWorkdir(root, c.job.id, repo, c2);
    expect(lc).toMatchObject({ dir: la.dir, slot: "slot-0", reused: true, kept: false });
    expect(await readFile(join(lc.dir, "greet.txt"), "utf8")).toBe("hello\n");
    for (const left of ["new.txt", "build", "sub"]) expect(await exists(join(lc.dir, left))).toBe(false);
    expect(sh(lc.dir, "status", "--porcelain", "--ignored")).toBe("");
    expect(sh(lc.dir, "rev-parse", "HEAD")).toBe(c2);
    // The user's own checkout never moved.
    expect(sh(repo, "symbolic-ref", "HEAD")).toBe("refs/heads/main");
    const table = await readPool((await repoPool(root, repo)).dir);
    expect(table?.slots).toEqual({
      "slot-0": { job: c.job.id, ready: true, usedAt: expect.any(String) },
      "slot-1": { job: b.job.id, ready: true, usedAt: expect.any(String) },
    });
  });

  it("lease - a re-adopted driver of the same job gets its slot back as the worker left it; a missing job's lease is free", async () => {
    const { root, repo, c1 } = await world();
    const a = await newJob(root, repo);
    const first = await leaseWorkdir(root, a.job.id, repo, c1);
    await writeFile(join(first.dir, "work.txt"), "in progress\n");
    const again = await leaseWorkdir(root, a.job.id, repo, c1);
    expect(again).toMatchObject({ dir: first.dir, kept: true });
    expect(await readFile(join(again.dir, "work.txt"), "utf8")).toBe("in progress\n");
    // A job whose record is gone holds nothing.
    const ghost = newJobId() as JobId;
    const g = await leaseWorkdir(root, ghost, repo, c1);
    expect(g.slot).toBe("slot-1");
    const b = await newJob(root, repo);
    expect(await leaseWorkdir(root, b.job.id, repo, c1)).toMatchObject({ slot: "slot-1", reused: true });
    // A workspace that went away is named, with what to do.
    await expect(leaseWorkdir(root, newJobId(), join(repo, "gone"), c1)).rejects.toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("put the repository back") });
  });

  it("lease - a slot whose .git was pointed at the user's repository is made again, and the user's checkout is untouched", async () => {
    const { root, repo, c1 } = await world();
    const a = await newJob(root, repo);
    const la = await leaseWorkdir(root, a.job.id, repo, c1);
    await writeFile(join(la.dir, ".git"), `gitdir: ${join(repo, ".git")}\n`);
    await writeFile(join(repo, "greet.txt"), "the user's uncommitted edit\n");
    await a.update({ state: "honest-failure" });
    const b = await newJob(root, repo);
    const lb = await leaseWorkdir(root, b.job.id, repo, c1);
    expect(lb).toMatchObject({ dir: la.dir, reused: false });
    expect(await readFile(join(repo, "greet.txt"), "utf8")).toBe("the user's uncommitted edit\n");
    expect(sh(repo, "symbolic-ref", "HEAD")).toBe("refs/heads/main");
    expect(await readFile(join(lb.dir, "greet.txt"), "utf8")).toBe("hi\n");
    expect(sh(lb.dir, "rev-parse", "--git-common-dir")).toBe(join(repo, ".git"));
  });

  it("lease - a process the last worker left running in the slot is killed before the next job's reset", async () => {
    const { root, repo, c1 } = await world();
    const a = await newJob(root, repo);
    const la = await leaseWorkdir(root, a.job.id, repo, c1);
    // What `(sleep 2; echo late > late.txt) &` in a worker's bash leaves behind.
    const child = spawn("sh", ["-c", "sleep 3; echo late > late.txt"], { cwd: la.dir, detached: true, stdio: "ignore" });
    child.unref();
    const exited = new Promise((r) => child.on("exit", (_code, signal) => r(signal)));
    await a.update({ state: "built" });
    const b = await newJob(root, repo);
    await leaseWorkdir(root, b.job.id, repo, c1);
    expect(await exited).toBe("SIGKILL");
    await new Promise((r) => setTimeout(r, 3_500));
    expect(await exists(join(la.dir, "late.txt"))).toBe(false);
  });

  it("lease - a slot folder removed by hand (git still lists it) is made again", async () => {
    const { root, repo, c1 } = await world();
    const a = await newJob(root, repo, "built");
    const la = await leaseWorkdir(root, a.job.id, repo, c1);
    await rm(la.dir, { recursive: true, force: true });
    expect(sh(repo, "worktree", "list", "--porcelain")).toContain(la.dir);
    const b = await newJob(root, repo);
    expect(await leaseWorkdir(root, b.job.id, repo, c1)).toMatchObject({ dir: la.dir, reused: false });
    expect(await readFile(join(la.dir, "greet.txt"), "utf8")).toBe("hi\n");
  });

  it("pool table - a damaged table is rebuilt from the job records: a running job keeps its slot", async () => {
    const { root, repo, c1 } = await world();
    const a = await newJob(root, repo);
    const la = await leaseWorkdir(root, a.job.id, repo, c1);
    await a.update({ workdir: la.dir });
    await writeFile(join(la.dir, "work.txt"), "in progress\n");
    await writeFile(join((await repoPool(root, repo)).dir, "leases.json"), "{ torn");
    const b = await newJob(root, repo);
    expect((await leaseWorkdir(root, b.job.id, repo, c1)).slot).toBe("slot-1");
    expect(await leaseWorkdir(root, a.job.id, repo, c1)).toMatchObject({ dir: la.dir, kept: true });
    expect(await readFile(join(la.dir, "work.txt"), "utf8")).toBe("in progress\n");
  });

  it("gc - removes free slots idle longer than its age (and git's record of them), keeps held ones; a pool whose repository is gone goes whole", async () => {
    const { env, root, repo, c1 } = await world();
    const a = await newJob(root, repo);
    const b = await newJob(root, repo);
    const la = await leaseWorkdir(root, a.job.id, repo, c1);
    const lb = await leaseWorkdir(root, b.job.id, repo, c1);
    await a.update({ state: "built", endedAt: new Date().toISOString() });
    await releaseWorkdir(root, a.job.id, la.dir);
    // Younger than the age: kept.
    expect(await gcJobs(env, 60_000)).toMatchObject({ slots: [], slotsKept: 2 });
    const r = await gcJobs(env, 0);
    expect(r).toMatchObject({ slots: [la.dir], slotsKept: 1 });
    expect(await exists(la.dir)).toBe(false);
    expect(await exists(lb.dir)).toBe(true);
    expect(sh(repo, "worktree", "list", "--porcelain")).not.toContain(la.dir);
    // The repository goes; the running job's slot stays until its job ends.
    await rm(repo, { recursive: true, force: true });
    expect(await gcJobs(env, 60_000)).toMatchObject({ slots: [], slotsKept: 1 });
    await b.update({ state: "cancelled" });
    expect(await gcJobs(env, 60_000)).toMatchObject({ slots: [lb.dir], slotsKept: 0 });
    expect(await readdir(join(root, "pool"))).toEqual([]);
  });
});
