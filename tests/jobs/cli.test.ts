/**
 * The CLI mirror and bad input, through `main` in-process: every command prints one JSON
 * document with --json; unknown job, malformed id, stale revision, permit of an answered
 * request, steer of a finished job, apply onto a conflicting dirty workspace and an unwritable
 * state dir each give a clear error, exit 1 and leave the ledger as it was.
 */
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/index.js";
import { readJob } from "../../src/jobs/index.js";
import { pidsUsing } from "../helpers/opencode-serve.js";
import { makeJobsWorld, type JobsWorld } from "./world.js";

const SCRIPTS = {
  write: { turns: [{ text: "- writing hello.txt", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  liar: { turns: [{ text: "- done", result: "built" }] },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-jobcli-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  await w?.dispose();
  expect(await pidsUsing(w.world.root)).toEqual([]);
});

async function ocw(args: string[], env: Record<string, string> = w.env): Promise<{ code: number; stdout: string; stderr: string; json: Record<string, unknown> }> {
  let stdout = "";
  let stderr = "";
  const code = await main(args, { cwd: w.world.root, env, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(stdout) as Record<string, unknown>;
  } catch {
    // Text mode.
  }
  return { code, stdout, stderr, json };
}

async function built(name: string, script = "write"): Promise<{ job: string; workspace: string }> {
  const { taskFile, workspace } = await w.task(name, script);
  const d = await ocw(["dispatch", taskFile, "--json"]);
  expect(d.code).toBe(0);
  const job = d.json.job as string;
  let after = 0;
  for (let i = 0; i < 30; i++) {
    const r = await ocw(["wait", job, "--after", String(after), "--timeout", "20", "--json"]);
    expect(r.code).toBe(0);
    after = r.json.revision as number;
    if (r.json.terminal) break;
  }
  return { job, workspace };
}

describe("cli", () => {
  it("cli - dispatch, wait, result, jobs, apply with --json; apply writes the worker's change into the workspace", async () => {
    const { job, workspace } = await built("cli-ok");
    const result = await ocw(["result", job, "--json"]);
    expect(result.json).toMatchObject({ job, state: "built", verdict: "built" });
    const jobs = await ocw(["jobs", "--json"]);
    expect((jobs.json.jobs as { job: string }[]).map((j) => j.job)).toContain(job);
    // Uncommitted work elsewhere in the workspace is kept by the 3-way apply.
    await writeFile(join(workspace, "notes.txt"), "mine\n");
    const applied = await ocw(["apply", job, "--json"]);
    expect(applied.code).toBe(0);
    expect(applied.json.files).toEqual(["hello.txt"]);
    expect(await readFile(join(workspace, "hello.txt"), "utf8")).toBe("hello\n");
    expect(await readFile(join(workspace, "notes.txt"), "utf8")).toBe("mine\n");
    const text = await ocw(["wait", job, "--after", "0", "--timeout", "0"]);
    expect(text.stdout).toContain("verdict");
    // gc removes the worktree (and git's record of it) but keeps the ledger.
    expect(execFileSync("git", ["worktree", "list"], { cwd: workspace, encoding: "utf8" })).toContain(job);
    const gc = await ocw(["gc", "--older-than", "0", "--json"]);
    expect(gc.json.removed).toContain(job);
    expect(execFileSync("git", ["worktree", "list"], { cwd: workspace, encoding: "utf8" })).not.toContain(job);
    expect((await ocw(["result", job, "--json"])).json).toMatchObject({ verdict: "built" });
  }, 60_000);

  it("bad input - unknown or malformed job id, stale revision, over-long wait: exit 1 with the fix", async () => {
    const { job } = await built("cli-bad");
    const unknown = await ocw(["wait", "job_000000000deadbeef", "--json"]);
    expect(unknown.code).toBe(1);
    expect(unknown.json.error).toMatchObject({ code: "NOT_FOUND" });
    expect(unknown.stderr).toContain(job);
    const malformed = await ocw(["result", "../etc", "--json"]);
    expect(malformed.code).toBe(1);
    expect(malformed.json.error).toMatchObject({ code: "INVALID_INPUT" });
    const before = await readJob(w.root, job as never);
    const stale = await ocw(["wait", job, "--after", String(before.revision + 5), "--json"]);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain(`wait with after_revision ${before.revision}`);
    const long = await ocw(["wait", job, "--timeout", "51"]);
    expect(long.code).toBe(1);
    const steer = await ocw(["steer", job, "too late", "--json"]);
    expect(steer.code).toBe(1);
    expect(steer.stderr).toContain("cannot be steered");
    const permit = await ocw(["permit", job, "per_nothing", "once"]);
    expect(permit.code).toBe(1);
    expect(await readJob(w.root, job as never)).toEqual(before);
  }, 60_000);

  it("bad input - apply refuses a failure without --force, and a conflicting dirty workspace, writing nothing", async () => {
    const failed = await built("cli-liar", "liar");
    const refused = await ocw(["apply", failed.job]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--force");
    const { job, workspace } = await built("cli-conflict");
    await writeFile(join(workspace, "hello.txt"), "mine, not the worker's\n");
    const conflict = await ocw(["apply", job, "--json"]);
    expect(conflict.code).toBe(1);
    expect(conflict.json.error).toMatchObject({ code: "INVALID_INPUT", data: { conflicts: ["hello.txt"] } });
    expect(await readFile(join(workspace, "hello.txt"), "utf8")).toBe("mine, not the worker's\n");
    expect(execFileSync("git", ["status", "--porcelain"], { cwd: workspace, encoding: "utf8" })).toBe("?? hello.txt\n");
  }, 60_000);

  it("bad input - a state dir that cannot be written: dispatch fails with IO and exit 1", async () => {
    const { taskFile } = await w.task("cli-ro", "write");
    // Tests may run as root, where permissions do not stop a write; a file where a folder must be does.
    const blocker = join(w.world.root, "not-a-folder");
    await writeFile(blocker, "x");
    const r = await ocw(["dispatch", taskFile, "--json"], { ...w.env, OCW_HOME: join(blocker, "state") });
    expect(r.code).toBe(1);
    expect(r.json.error).toMatchObject({ code: "IO" });
    expect(r.stderr).toContain("OCW_HOME");
  }, 30_000);
});
