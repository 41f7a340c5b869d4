/**
 * The CLI mirror and bad input, through `main` in-process: every command prints one line of
 * compact JSON with --json; dispatch returns once the checks were validated (or the verdict of
 * a task they reject); one `ocw wait --cursor` loop follows jobs to their verdict entries,
 * returning only for a permission request or a verdict (or the deadline); permit, steer,
 * cancel, result, apply and jobs print their small documents; `jobs --stats` counts the worker's
 * tokens and, only under Claude Code (CLAUDECODE=1), the Claude side. Unknown job, malformed id,
 * a cursor ahead of the job, an over-long wait, a garbage cursor, permit of an answered request,
 * steer of a finished job, apply onto a conflicting dirty workspace and an unwritable state dir
 * each give a clear error with exit 1 (usage errors exit 2) and leave the ledger as it was.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/index.js";
import { estimateJsonTokens, readEvents, readJob, type JobId } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const SCRIPTS = {
  write: { turns: [{ text: "- writing hello.txt", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  liar: { turns: [{ text: "- done", result: "built" }] },
  bash: { turns: [{ tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- ran it", result: "built" }] },
  slow: { turns: [{ text: "- thinking", delayMs: 60_000 }] },
};

type Json = Record<string, unknown>;

const VERDICT_KEYS = ["job", "verdict", "reasons", "claim", "honest", "diff", "usage", "evidence"];
const PROGRESS_KEYS = ["job", "state", "asks", "note", "steer"];
const WAIT_KEYS = ["cursor", "jobs", "others", "timedOut"];
const ACTIVE = ["queued", "starting", "running", "needs_permission"];
const CURSOR = /^(job_[0-9a-z]+:\d+(,job_[0-9a-z]+:\d+)*)?$/;

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-jobcli-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

async function ocw(args: string[], env: Record<string, string> = w.env): Promise<{ code: number; stdout: string; stderr: string; json: Json }> {
  let stdout = "";
  let stderr = "";
  const code = await main(args, { cwd: w.world.root, env, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
  let json: Json = {};
  if (args.includes("--json")) {
    // One line of compact JSON, whatever the command and whether it failed.
    json = JSON.parse(stdout) as Json;
    expect(stdout, `ocw ${args.join(" ")}`).toBe(`${JSON.stringify(json)}\n`);
  }
  return { code, stdout, stderr, json };
}

/** Assert the shape of one wait/dispatch/result entry (a dispatch's progress entry adds `cursor`); returns it. */
function checkEntry(e: Json, extra: readonly string[] = []): Json {
  expect(typeof e.job).toBe("string");
  if ("verdict" in e) {
    expect(Object.keys(e).filter((k) => !VERDICT_KEYS.includes(k))).toEqual([]);
    expect(["built", "honest-failure"]).toContain(e.verdict);
    expect(Array.isArray(e.reasons)).toBe(true);
    expect(typeof e.usage).toBe("string");
    expect(e).toHaveProperty("claim");
  } else {
    expect(Object.keys(e).filter((k) => !PROGRESS_KEYS.includes(k) && !extra.includes(k))).toEqual([]);
    expect(typeof e.state).toBe("string");
    for (const a of (e.asks ?? []) as Json[]) expect(Object.keys(a).filter((k) => !["id", "tool", "what", "why"].includes(k))).toEqual([]);
  }
  return e;
}

/** A cursor as a map of job → revision. */
function revs(cursor: string): Map<string, number> {
  expect(cursor).toMatch(CURSOR);
  return new Map(cursor.split(",").filter(Boolean).map((p) => [p.split(":")[0]!, Number(p.split(":")[1])] as const));
}

interface Followed {
  readonly verdict: Json;
  /** Every ask shown, in order. */
  readonly asks: Json[];
  readonly waits: number;
  /** The last wait's document. */
  readonly last: Json;
}

/**
 * Loop `ocw wait --cursor` from `cursor` until `job`'s verdict entry arrives, answering each ask
 * it shows with `answer` (which may check it). Checks every document: the wait keys, entry
 * shapes, no ask shown twice, the job's revision in the cursor never going down.
 */
async function follow(job: string, cursor: string, answer: (ask: Json) => Promise<void> = async () => {
  throw new Error("no ask expected");
}): Promise<Followed> {
  const asks: Json[] = [];
  let rev = revs(cursor).get(job) ?? 0;
  for (let waits = 1; waits <= 30; waits++) {
    const r = await ocw(["wait", "--cursor", cursor, "--timeout", "20", "--json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(Object.keys(r.json).filter((k) => !WAIT_KEYS.includes(k))).toEqual([]);
    cursor = r.json.cursor as string;
    const entries = (r.json.jobs as Json[]).map((e) => checkEntry(e));
    const mine = entries.find((e) => e.job === job);
    if (mine && "verdict" in mine) {
      // A job whose verdict was reported leaves the cursor.
      expect(revs(cursor).has(job)).toBe(false);
      return { verdict: mine, asks, waits, last: r.json };
    }
    const now = revs(cursor).get(job);
    expect(now, `cursor ${cursor} lost ${job} before its verdict`).toBeDefined();
    expect(now!).toBeGreaterThanOrEqual(rev);
    rev = now!;
    if (r.json.timedOut) continue;
    // Not a timeout: the wait returned because a watched job needs an answer (this one, or another that asks or ended).
    expect(entries.some((e) => "verdict" in e || e.asks !== undefined), JSON.stringify(r.json)).toBe(true);
    for (const a of (mine?.asks ?? []) as Json[]) {
      expect(asks.map((x) => x.id), "an ask shown twice").not.toContain(a.id);
      asks.push(a);
      await answer(a);
    }
  }
  throw new Error(`no verdict for ${job} after 30 waits`);
}

/** Dispatch through the CLI and follow the job to its verdict entry. */
async function built(name: string, script = "write", answer?: (job: string, ask: Json) => Promise<void>): Promise<{ job: string; workspace: string; verdict: Json; asks: Json[] }> {
  const { taskFile, workspace } = await w.task(name, script);
  const d = await ocw(["dispatch", taskFile, "--json"]);
  expect(d.code, d.stderr).toBe(0);
  // The dispatch entry: a job still going, with the cursor to wait from.
  checkEntry(d.json, ["cursor"]);
  const job = d.json.job as string;
  expect(Object.keys(d.json).filter((k) => !["job", "state", "cursor", "asks"].includes(k))).toEqual([]);
  expect(ACTIVE).toContain(d.json.state);
  expect(revs(d.json.cursor as string).get(job)).toBeGreaterThan(0);
  const f = await follow(job, d.json.cursor as string, answer ? (a) => answer(job, a) : undefined);
  return { job, workspace, verdict: f.verdict, asks: [...((d.json.asks as Json[] | undefined) ?? []), ...f.asks] };
}

describe("cli", () => {
  it("cli - dispatch, wait, result, jobs, apply with --json; apply writes the worker's change into the workspace", async () => {
    const { job, workspace, verdict } = await built("cli-ok");
    // The verdict entry the wait loop ended on is the one result prints: no state, no ledger internals.
    expect(verdict).toEqual({
      job,
      verdict: "built",
      reasons: [],
      claim: "built",
      honest: true,
      diff: { path: join(w.root, job, "diff.patch"), files: [["hello.txt", 1, 0]] },
      usage: expect.stringMatching(/^worker \S+ tokens, \$\S+, \d+ steps?, \d+ s$/),
    });
    const result = await ocw(["result", job, "--json"]);
    expect(result.code).toBe(0);
    // result adds where the work went: the route OpenCode's default resolved to, and its tier.
    expect(result.json).toEqual({ ...verdict, route: "replay/replay (local)" });
    expect(await readFile((verdict.diff as { path: string }).path, "utf8")).toContain("+hello");
    const text = await ocw(["result", job]);
    expect(text.stdout).toContain(`${job} built`);
    expect(text.stdout).toContain("changed: hello.txt +1 -0");
    expect(text.stdout).toMatch(/^ {2}worker .* on replay\/replay \(local\)$/m);

    const jobs = await ocw(["jobs", "--json"]);
    expect(jobs.code).toBe(0);
    expect(Object.keys(jobs.json).filter((k) => k !== "jobs" && k !== "more")).toEqual([]);
    const line = (jobs.json.jobs as Json[]).find((j) => j.job === job);
    // An ended job's line: no slot count; its time queued for a slot only when it waited a second or more.
    const { queued_s, ...rest } = line!;
    expect(rest).toEqual({ job, state: "built", age_s: expect.any(Number), note: "wrote hello.txt" });
    expect(line!.age_s as number).toBeGreaterThanOrEqual(0);
    if (queued_s !== undefined) expect(queued_s as number).toBeLessThanOrEqual(line!.age_s as number);

    // Uncommitted work elsewhere in the workspace is kept by the 3-way apply.
    await writeFile(join(workspace, "notes.txt"), "mine\n");
    const applied = await ocw(["apply", job, "--json"]);
    expect(applied.code).toBe(0);
    expect(applied.json).toEqual({ applied: ["hello.txt"] });
    expect(await readFile(join(workspace, "hello.txt"), "utf8")).toBe("hello\n");
    expect(await readFile(join(workspace, "notes.txt"), "utf8")).toBe("mine\n");

    // `--after N` with one job is `--cursor job:N`: both show the ended job's verdict entry at once.
    const after = await ocw(["wait", job, "--after", "0", "--timeout", "0", "--json"]);
    const cursor = await ocw(["wait", "--cursor", `${job}:0`, "--timeout", "0", "--json"]);
    expect(after.json).toEqual({ cursor: "", jobs: [verdict] });
    expect(cursor.json).toEqual(after.json);
    const waitText = await ocw(["wait", job, "--after", "0", "--timeout", "0"]);
    expect(waitText.code).toBe(0);
    expect(waitText.stdout).toContain(`${job} built`);

    // gc removes the worker's idle pool slot (and git's record of it) but keeps the ledger.
    const slot = (await readJob(w.root, job as JobId)).workdir!;
    expect(execFileSync("git", ["worktree", "list"], { cwd: workspace, encoding: "utf8" })).toContain(slot);
    const gc = await ocw(["gc", "--older-than", "0", "--json"]);
    expect(gc.json.removed).toContain(job);
    expect(gc.json.slots).toContain(slot);
    expect(execFileSync("git", ["worktree", "list"], { cwd: workspace, encoding: "utf8" })).not.toContain(slot);
    expect((await ocw(["result", job, "--json"])).json).toMatchObject({ job, verdict: "built" });
  }, 90_000);

  it("cli - a permission request through the CLI: the wait shows the ask once, permit --json answers it, a second permit is refused", async () => {
    const seen: string[] = [];
    const { job, verdict, asks } = await built("cli-permit", "bash", async (id, ask) => {
      expect(ask).toEqual({ id: expect.stringMatching(/^per/), tool: "bash", what: "printf 'hello\\n' > hello.txt", why: "write the file" });
      const p = await ocw(["permit", id, ask.id as string, "once", "--json"]);
      expect(p.code, p.stderr).toBe(0);
      expect(p.json).toEqual({ status: "applied" });
      // The request is answered: permitting it again is refused, and says so.
      const again = await ocw(["permit", id, ask.id as string, "once", "--json"]);
      expect(again.code).toBe(1);
      expect(again.json.error).toMatchObject({ code: "INVALID_INPUT", message: expect.stringContaining("already answered") });
      seen.push(ask.id as string);
    });
    expect(asks.map((a) => a.id)).toEqual(seen);
    expect(seen).toHaveLength(1);
    expect(verdict).toMatchObject({ job, verdict: "built", honest: true });
    const events = await readEvents(w.root, job as JobId);
    expect(events.filter((e) => e.type === "permission.answered" && e.request === seen[0])).toHaveLength(1);
    // A wrong reply word is bad input, not a usage error.
    const wrong = await ocw(["permit", job, seen[0]!, "sometimes", "--json"]);
    expect(wrong.code).toBe(1);
    expect(wrong.json.error).toMatchObject({ code: "INVALID_INPUT" });
  }, 90_000);

  it("cli - dispatch --detach returns validating at once; a task whose checks pass already comes back from dispatch as an invalid_task verdict", async () => {
    const { taskFile } = await w.task("cli-detach", "write");
    const d = await ocw(["dispatch", taskFile, "--detach", "--json"]);
    expect(d.code, d.stderr).toBe(0);
    const job = d.json.job as string;
    expect(d.json).toEqual({ job: expect.stringMatching(/^job_[0-9a-z]+$/), state: "validating", cursor: expect.stringMatching(new RegExp(`^${job}:\\d+$`)) });
    const f = await follow(job, d.json.cursor as string);
    expect(f.verdict).toMatchObject({ job, verdict: "built" });

    // An acceptance check that already passes on the baseline cannot tell built from not built.
    const bad = await w.task("cli-invalid", "write", { file: "greet.txt", content: "hi" });
    const v = await ocw(["dispatch", bad.taskFile, "--json"]);
    expect(v.code, v.stderr).toBe(0);
    checkEntry(v.json);
    expect(v.json).toMatchObject({ verdict: "honest-failure", claim: null });
    expect((v.json.reasons as Json[]).map((r) => r.code)).toContain("invalid_task");
    expect(v.json).not.toHaveProperty("cursor");
    expect(v.json).not.toHaveProperty("state");
    expect((await readJob(w.root, v.json.job as JobId)).state).toBe("honest-failure");
  }, 90_000);

  it("cli - wait on several jobs: a timeout lists every watched job, a verdict comes with the others summarised; cancel --json ends a job as a cancelled honest-failure", async () => {
    const slow = await w.task("cli-slow", "slow");
    // Two slots: the second job must not queue behind the slow one.
    const d = await ocw(["dispatch", slow.taskFile, "--slots", "2", "--json"]);
    expect(d.code, d.stderr).toBe(0);
    const id = d.json.job as JobId;
    await w.until(id, (j) => j.state === "running");
    // Nothing needs an answer: the wait returns at its deadline with the job's state.
    const idle = await ocw(["wait", id, "--timeout", "1", "--json"]);
    expect(idle.code).toBe(0);
    expect(idle.json).toMatchObject({ timedOut: true, jobs: [{ job: id, state: "running" }] });
    expect(revs(idle.json.cursor as string).get(id)).toBeGreaterThan(0);
    const idleText = await ocw(["wait", id, "--timeout", "0"]);
    expect(idleText.stdout).toContain(`${id} running`);
    expect(idleText.stdout).toContain("nothing needs you yet");

    // A second job followed from its own cursor also watches every active one: its verdict comes with the slow job summarised.
    const other = await w.task("cli-beside", "write");
    const o = await ocw(["dispatch", other.taskFile, "--slots", "2", "--json"]);
    expect(o.code, o.stderr).toBe(0);
    const f = await follow(o.json.job as string, o.json.cursor as string);
    expect(f.verdict).toMatchObject({ verdict: "built" });
    expect(f.last).toMatchObject({ others: "1 running" });
    expect((f.last.jobs as Json[]).map((e) => e.job)).toEqual([o.json.job]);
    expect(revs(f.last.cursor as string).has(id)).toBe(true);

    const c = await ocw(["cancel", id, "--json"]);
    expect(c.code, c.stderr).toBe(0);
    expect(c.json).toEqual({ state: "cancelled", cancelled: true });
    const ended = await ocw(["wait", "--cursor", f.last.cursor as string, "--timeout", "20", "--json"]);
    expect(ended.json.cursor).toBe("");
    expect(ended.json.jobs).toHaveLength(1);
    const entry = checkEntry((ended.json.jobs as Json[])[0]!);
    expect(entry).toMatchObject({ job: id, verdict: "honest-failure", reasons: [{ code: "cancelled", message: expect.any(String) }] });
    expect(entry).not.toHaveProperty("state");
    expect((await ocw(["result", id, "--json"])).json).toEqual({ ...entry, route: "replay/replay (local)" });
    expect((await ocw(["cancel", id, "--json"])).json).toEqual({ state: "cancelled", cancelled: false });
    // With no active job and no cursor there is nothing to wait for.
    expect((await ocw(["wait", "--timeout", "0", "--json"])).json).toEqual({ cursor: "", jobs: [] });
  }, 120_000);

  it("bad input - unknown or malformed job id, a cursor ahead of the job, a garbage cursor, over-long wait: exit 1 with the fix", async () => {
    const { job } = await built("cli-bad");
    const unknown = await ocw(["wait", "job_000000000deadbeef", "--json"]);
    expect(unknown.code).toBe(1);
    expect(unknown.json.error).toMatchObject({ code: "NOT_FOUND" });
    expect(unknown.stderr).toContain(job);
    // A job the cursor remembers may have been removed since: it is dropped, not an error.
    expect((await ocw(["wait", "--cursor", "job_000000000deadbeef:3", "--timeout", "0", "--json"])).json).toEqual({ cursor: "", jobs: [] });
    const malformed = await ocw(["result", "../etc", "--json"]);
    expect(malformed.code).toBe(1);
    expect(malformed.json.error).toMatchObject({ code: "INVALID_INPUT" });
    const before = await readJob(w.root, job as JobId);
    const stale = await ocw(["wait", job, "--after", String(before.revision + 5), "--json"]);
    expect(stale.code).toBe(1);
    expect(stale.json.error).toMatchObject({ code: "INVALID_INPUT", data: { job, revision: before.revision } });
    expect(stale.stderr).toContain(`${job} at revision ${before.revision + 5}, ahead of the job (now ${before.revision})`);
    const ahead = await ocw(["wait", "--cursor", `${job}:${before.revision + 5}`, "--json"]);
    expect(ahead.code).toBe(1);
    expect(ahead.stderr).toBe(stale.stderr);
    const garbage = await ocw(["wait", "--cursor", "garbage", "--json"]);
    expect(garbage.code).toBe(1);
    expect(garbage.json.error).toMatchObject({ code: "INVALID_INPUT" });
    expect(garbage.stderr).toContain('the cursor "garbage"');
    const long = await ocw(["wait", job, "--timeout", "51"]);
    expect(long.code).toBe(1);
    expect(long.stderr).toContain("between 0 and 50 s");
    const negative = await ocw(["wait", job, "--after=-1", "--json"]);
    expect(negative.code).toBe(1);
    expect(negative.json.error).toMatchObject({ code: "INVALID_INPUT" });
    // --after needs exactly one job, and goes without --cursor: usage errors, exit 2.
    expect((await ocw(["wait", "--after", "0"])).code).toBe(2);
    expect((await ocw(["wait", job, job, "--after", "0"])).code).toBe(2);
    expect((await ocw(["wait", job, "--after", "0", "--cursor", `${job}:0`])).code).toBe(2);
    const steer = await ocw(["steer", job, "too late", "--json"]);
    expect(steer.code).toBe(1);
    expect(steer.stderr).toContain("cannot be steered");
    const permit = await ocw(["permit", job, "per_nothing", "once", "--json"]);
    expect(permit.code).toBe(1);
    expect(permit.json.error).toMatchObject({ code: "NOT_FOUND", data: { job, request: "per_nothing", waiting: [] } });
    expect(await readJob(w.root, job as JobId)).toEqual(before);
    // A queue deadline must be a positive number of minutes: refused before anything is recorded.
    const jobsBefore = (await ocw(["jobs", "--json"])).json.jobs as Json[];
    for (const bad of ["0", "-1", "soon"]) {
      const q = await ocw(["dispatch", w.world.root + "/cli-bad.task.yaml", `--queue-minutes=${bad}`, "--json"]);
      expect(q.code, bad).toBe(1);
      expect(q.json.error).toMatchObject({ code: "INVALID_INPUT" });
      expect(q.stderr).toContain(`Expected --queue-minutes to be a positive number of minutes, got \`${bad}\``);
    }
    expect(((await ocw(["jobs", "--json"])).json.jobs as Json[]).length).toBe(jobsBefore.length);
  }, 60_000);

  it("bad input - apply refuses a failure without --force, and a conflicting dirty workspace, writing nothing", async () => {
    const failed = await built("cli-liar", "liar");
    // The grader, not the claim, decides: the worker said built and changed nothing.
    expect(failed.verdict).toMatchObject({ verdict: "honest-failure", claim: "built", honest: false });
    expect((failed.verdict.reasons as Json[]).length).toBeGreaterThan(0);
    expect(failed.verdict).not.toHaveProperty("diff");
    expect(existsSync(failed.verdict.evidence as string)).toBe(true);
    const refused = await ocw(["apply", failed.job]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--force");
    const forced = await ocw(["apply", failed.job, "--force", "--json"]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.json).toEqual({ applied: [], forced: true });
    expect(execFileSync("git", ["status", "--porcelain"], { cwd: failed.workspace, encoding: "utf8" })).toBe("");

    const { job, workspace } = await built("cli-conflict");
    await writeFile(join(workspace, "hello.txt"), "mine, not the worker's\n");
    const conflict = await ocw(["apply", job, "--json"]);
    expect(conflict.code).toBe(1);
    expect(conflict.json.error).toMatchObject({ code: "INVALID_INPUT", data: { conflicts: ["hello.txt"] } });
    expect(await readFile(join(workspace, "hello.txt"), "utf8")).toBe("mine, not the worker's\n");
    expect(execFileSync("git", ["status", "--porcelain"], { cwd: workspace, encoding: "utf8" })).toBe("?? hello.txt\n");
  }, 90_000);

  it("jobs --stats - worker tokens per job; Claude-side tokens only for what the CLI printed under Claude Code (CLAUDECODE=1); per built result over built jobs only", async () => {
    const a = await built("cli-stats-a");
    const b = await built("cli-stats-b");
    const c = await built("cli-stats-c", "liar");
    expect([a.verdict.verdict, b.verdict.verdict, c.verdict.verdict]).toEqual(["built", "built", "honest-failure"]);
    // Only a under Claude Code; b and c were shown through --json too (dispatch, wait), but not under Claude Code.
    const shown = await ocw(["result", a.job, "--json"], { ...w.env, CLAUDECODE: "1" });
    expect(shown.code).toBe(0);
    expect((await ocw(["result", b.job, "--json"])).code).toBe(0);

    const s = await ocw(["jobs", "--stats", "--last", "3", "--json"]);
    expect(s.code, s.stderr).toBe(0);
    const stats = s.json as { jobs: Json[]; total: Json; perBuilt: Json | null; method: string };
    expect(Object.keys(stats).sort()).toEqual(["jobs", "method", "perBuilt", "total"]);
    expect(stats.jobs.map((j) => [j.job, j.verdict])).toEqual([
      [a.job, "built"],
      [b.job, "built"],
      [c.job, "honest-failure"],
    ]);
    for (const j of stats.jobs) {
      expect(Object.keys(j).sort()).toEqual(["claudeResults", "claudeSession", "job", "verdict", "workerCost", "workerTokens"]);
      expect(j.workerTokens as number, `${String(j.job)} worker tokens`).toBeGreaterThan(0);
    }
    const [sa, sb, sc] = stats.jobs as [Json, Json, Json];
    // Counted (by the module's estimate) from exactly the document Claude was shown.
    const share = await readFile(join(w.root, a.job, "claude.jsonl"), "utf8");
    expect(share.split("\n").filter(Boolean).map((l) => (JSON.parse(l) as Json).command), share).toEqual(["result"]);
    expect(sa.claudeResults, `${share}\n${shown.stdout}`).toBe(estimateJsonTokens(shown.stdout.trimEnd()));
    expect(sa.claudeResults as number).toBeGreaterThan(0);
    expect([sb.claudeResults, sb.claudeSession, sc.claudeResults, sc.claudeSession]).toEqual([0, 0, 0, 0]);
    const workerTokens = stats.jobs.reduce((n, j) => n + (j.workerTokens as number), 0);
    const claudeTokens = (sa.claudeResults as number) + (sa.claudeSession as number);
    expect(stats.total).toEqual({ jobs: 3, built: 2, workerTokens, workerCost: expect.any(Number), claudeTokens });
    // Failures cost too, but only built results pay off: the totals are shared over the 2 built jobs, not the 3.
    expect(stats.perBuilt).toEqual({ workerTokens: Math.round(workerTokens / 2), workerCost: (stats.total.workerCost as number) / 2, claudeTokens: Math.round(claudeTokens / 2) });
    // The Claude share shows in the job's own usage line too, and only there.
    expect((await ocw(["result", a.job, "--json"])).json.usage).toMatch(/; Claude ≈ \d+ tokens$/);
    expect((await ocw(["result", b.job, "--json"])).json.usage).not.toContain("Claude");
    const text = await ocw(["jobs", "--stats", "--last", "3"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("last 3 jobs, 2 built");
    expect(text.stdout).toContain("per built result:");

    // --last goes with --stats (usage, exit 2) and must be at least 1 (bad input, exit 1).
    const last = await ocw(["jobs", "--last", "3", "--json"]);
    expect(last.code).toBe(2);
    expect(last.json.error).toMatchObject({ code: "USAGE" });
    expect(last.stderr).toContain("--last goes with --stats");
    expect((await ocw(["jobs", "--stats", "--last", "0"])).code).toBe(1);
  }, 120_000);

  it("bad input - a state dir that cannot be written: dispatch fails with IO and exit 1", async () => {
    const { taskFile } = await w.task("cli-ro", "write");
    // Tests may run as root, where permissions do not stop a write; a file where a folder must be does.
    const blocker = join(w.world.root, "not-a-folder");
    await writeFile(blocker, "x");
    for (const detach of [[], ["--detach"]]) {
      const r = await ocw(["dispatch", taskFile, ...detach, "--json"], { ...w.env, OCW_HOME: join(blocker, "state") });
      expect(r.code).toBe(1);
      expect(r.json.error).toMatchObject({ code: "IO" });
      expect(r.stderr).toContain("OCW_HOME");
    }
  }, 30_000);
});
