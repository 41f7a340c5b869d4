/**
 * The ledger's state files against their schemas (protocol/schemas): what the code writes reads
 * back through the same readers the clients use; a file damaged by hand is an error naming the
 * file, the field and the fix (or, for files ocw can do without, is read as absent); events are
 * a union narrowed on `type`; verdict.json has one shape and older ones still read; and the
 * driver starts through its own entry, never the CLI's.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, expectTypeOf, it } from "vitest";
import eventSchema from "../../protocol/schemas/job-event.schema.json" with { type: "json" };
import { applyJob, jobEntry, jobResult, newJobId, readEvents, readJob, recordShare, type Job, type JobEvent, type JobId } from "../../src/jobs/index.js";
import { loadFinal, saveFinal, type Final } from "../../src/jobs/grading.js";
import { acquireSlot, releaseSlot } from "../../src/jobs/scheduler.js";
import { readShare } from "../../src/jobs/claude-share.js";
import { driverCommand, DRIVER_ARG } from "../../src/jobs/spawn.js";
import { runDriverProcess } from "../../src/jobs/driver-process.js";
import {
  EVENT_TYPES,
  gradedVerdict,
  isEvent,
  jobPaths,
  jobsRoot,
  LedgerWriter,
  post,
  readJobVerdict,
  readState,
  take,
  ungradedVerdict,
  writeJobVerdict,
  type EventInput,
  type EventOf,
  type EventType,
} from "../../src/jobs/ledger/index.js";
import type { Verdict } from "../../src/grade/index.js";
import { runCase } from "../grade/corpus.js";
import { cleanup as cleanupGrade, edit, git, NODE_FIX } from "../grade/fixtures.js";
import { BUNDLE } from "../helpers/temp-repo.js";

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
  await cleanupGrade();
});

/** `text` matched literally inside a RegExp (paths have dots). */
const lit = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Apply a built job, then put the workspace back so the next apply has something to do. */
async function applyAndReset(env: Record<string, string>, id: JobId, ws: string): Promise<readonly string[]> {
  const r = await applyJob(env, id);
  await git(ws, "checkout", "--", ".");
  return r.files;
}

/** A state dir of its own: `env` for the client functions, `root` its jobs folder. */
async function home(): Promise<{ env: Record<string, string>; root: string }> {
  const dir = await mkdtemp(join(tmpdir(), "ocw-ledger-schema-"));
  dirs.push(dir);
  const env = { OCW_HOME: dir, PATH: process.env.PATH ?? "" };
  await mkdir(jobsRoot(env), { recursive: true });
  return { env, root: jobsRoot(env) };
}

const T0 = "2025-01-02T03:04:05.678Z";
const DISPATCHED: EventInput = { type: "dispatched", task: "task.yaml", route: "replay/replay", routeSource: "spec", slots: 2, slotsFrom: "target", gate: "forced" };
const ASK = { id: "per_1", sessionID: "ses_1", permission: "bash", patterns: ["node --test"], always: ["node *"], metadata: { command: "node --test" }, tool: { messageID: "msg_a", callID: "call_1" }, reason: "run the tests" };

function draft(workspace = "/w"): Job {
  return { $schema: "urn:opencode-worker:schema:job:1", id: newJobId(), revision: 0, state: "validating", createdAt: T0, updatedAt: T0, taskFile: "task.yaml", workspace, objective: "o", slots: 1, budget: { minutes: 20, steps: 80, queueMinutes: 60 }, pending: [] };
}

// One of every event the driver and dispatch record; the Record makes the compiler list every type.
const ONE_OF_EACH: { readonly [T in EventType]: Extract<EventInput, { type: T }> } = {
  dispatched: DISPATCHED as Extract<EventInput, { type: "dispatched" }>,
  continued: { type: "continued", previous: "job_0mxb000001a1b2c3d4e5" as JobId, n: 2 },
  "driver.started": { type: "driver.started", pid: 4242, state: "validating" },
  "driver.adopted": { type: "driver.adopted", pid: 4243, state: "running" },
  baseline: { type: "baseline", commit: "a".repeat(40) },
  validated: { type: "validated", ms: 812 },
  state: { type: "state", state: "starting", queuedMs: 40 },
  route: { type: "route", model: "replay/replay", source: "opencode" },
  workdir: { type: "workdir", dir: "/s/jobs/pool/0123456789ab/slot-0", slot: "slot-0", reused: true, kept: false, ms: 41 },
  session: { type: "session", session: "ses_1", route: "replay/replay", continued: true },
  "permission.asked": { type: "permission.asked", request: "per_1", permission: "bash", patterns: ["node --test"] },
  "permission.answered": { type: "permission.answered", request: "per_1", reply: "once", by: "orchestrator" },
  "permission.remembered": { type: "permission.remembered", request: "per_1", key: "bash node --test" },
  tool: { type: "tool", tool: "bash", status: "completed", call: "call_1" },
  retry: { type: "retry", attempt: 2, message: "rate limited" },
  guard: { type: "guard", action: "steer", message: "Correction from the orchestrator: you have made `read a.py` 3 times in a row" },
  "turn.done": { type: "turn.done", status: "completed", steps: 3, routes: ["replay/replay"], reattached: true },
  "permit.applied": { type: "permit.applied", ref: "msg_000000001deadbeef", request: "per_1", reply: "always" },
  "steer.sent": { type: "steer.sent", ref: "msg_000000002deadbeef", text: "use v2" },
  "steer.result": { type: "steer.result", ref: "msg_000000002deadbeef", status: "delivered", at: 1735787045678, messageID: "msg_b", replyID: "msg_c" },
  "cancel.received": { type: "cancel.received", ref: "msg_000000003deadbeef" },
  "inbox.rejected": { type: "inbox.rejected", ref: "msg_000000004deadbeef", code: "NOT_FOUND", error: "permission request per_9 is not waiting" },
  grading: { type: "grading", claim: "built" },
  verdict: { type: "verdict", verdict: "honest-failure", reasons: ["check_failed", "tamper"], honest: null },
  cancelled: { type: "cancelled", verdict: "honest-failure", reasons: ["cancelled"] },
};

/** A real graded verdict: the grader on a small node project whose slugify the "worker" wrote. */
let graded: Promise<{ verdict: Verdict; ws: string }> | undefined;
function realVerdict(): Promise<{ verdict: Verdict; ws: string }> {
  graded ??= runCase({
    id: "ledger-schema",
    project: "node",
    what: "",
    work: (w) => edit(w.tree, "src/slug.mjs", NODE_FIX[0], NODE_FIX[1]),
    message: "- done\nRESULT: built",
    expect: { verdict: "built", reasons: [], claim: "built", honest: true },
  }).then(({ verdict, worker }) => ({ verdict, ws: worker.ws }));
  return graded;
}

/** A finished job around `verdict` (the state dir's record, as the driver leaves it), verdict.json written by `write`. */
async function endedJob(verdict: Verdict, write: (path: string, id: JobId) => Promise<void>): Promise<{ env: Record<string, string>; root: string; id: JobId }> {
  const { env, root } = await home();
  const w = await LedgerWriter.create(root, { ...draft(verdict.task.workspace) }, [DISPATCHED]);
  await write(w.paths.verdict, w.job.id);
  await w.update({ state: verdict.verdict, verdict: verdict.verdict, reasons: verdict.reasons, evidence: verdict.evidence, claim: verdict.claim.line, endedAt: T0 }, [{ type: "verdict", verdict: verdict.verdict, reasons: [], honest: verdict.honest }]);
  return { env, root, id: w.job.id };
}

describe("state files - what the code writes reads back", () => {
  it("job.json - a record with every field round-trips through readJob", async () => {
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), [DISPATCHED]);
    await w.update({
      state: "needs_permission",
      route: { model: "replay/replay", source: "spec" },
      slotsFrom: "target",
      queuedAt: T0,
      startedAt: T0,
      queuedMs: 0,
      baseline: { commit: "b".repeat(40), head: null },
      driver: { pid: 4242, startedAt: T0, adoptions: 1 },
      session: { id: "ses_1", server: "http://127.0.0.1:4096" },
      pending: [ASK],
      approved: ["bash node --test"],
      milestone: "added --times",
      usage: { tokens: { input: 10, output: 5, reasoning: 0, cacheRead: 2, cacheWrite: 0, total: 17 }, cost: 0.0021, steps: 3 },
      verdict: "honest-failure",
      reasons: [{ code: "scope_violation", message: "changed x", check: "suite", paths: ["x"] }],
      claim: "RESULT: built",
      evidence: "/tmp/evidence",
    });
    expect(await readJob(root, w.job.id)).toEqual(w.job);
  });

  it("events - one of every type round-trips in order, and the schema names exactly the types the union has", async () => {
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), []);
    for (const e of Object.values(ONE_OF_EACH)) await w.event(e);
    const events = await readEvents(root, w.job.id);
    expect(events.map((e) => e.type)).toEqual(EVENT_TYPES);
    expect(events.map(({ rev: _r, ts: _t, ...e }) => e)).toEqual(Object.values(ONE_OF_EACH));
    expect(Object.keys(eventSchema.$defs).sort()).toEqual([...EVENT_TYPES].sort());
    expect(eventSchema.allOf.map((b) => b.if.properties.type.const).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it("events - what an earlier version recorded still reads (a dispatched event from before slots were kept)", async () => {
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), []);
    await writeFile(w.paths.events, `{"type":"dispatched","task":"task.yaml","route":"replay/replay","routeSource":"spec","rev":1,"ts":"${T0}"}\n`);
    expect(await readEvents(root, w.job.id)).toEqual([{ type: "dispatched", task: "task.yaml", route: "replay/replay", routeSource: "spec", rev: 1, ts: T0 }]);
  });

  it("inbox - every kind of message posted is taken back as it was posted", async () => {
    const { root } = await home();
    const inbox = join(root, "inbox");
    const sent = [
      { type: "permit", request: "per_1", reply: "always", message: "go on" },
      { type: "steer", text: "use v2" },
      { type: "cancel", reason: "user asked" },
    ] as const;
    const ids: string[] = [];
    for (const m of sent) {
      ids.push(await post(inbox, m));
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(await take(inbox)).toEqual(sent.map((m, i) => ({ ...m, id: ids[i] })));
  });

  it("slots.json - the table the scheduler writes matches its schema", async () => {
    const { root } = await home();
    const [a, b] = [newJobId(1), newJobId(2)];
    expect(await acquireSlot(root, a, 1)).toBe("granted");
    const waiting = acquireSlot(root, b, 1);
    await new Promise((r) => setTimeout(r, 250));
    const file = join(root, "slots.json");
    const read = readState<{ queue: { job: string }[]; running: { job: string }[] }>("slots", await readFile(file, "utf8"), file);
    expect(read).toMatchObject({ ok: true, value: { running: [{ job: a }], queue: [{ job: b }] } });
    await releaseSlot(root, a);
    expect(await waiting).toBe("granted");
    await releaseSlot(root, b);
  });

  it("final.json - what the driver keeps for grading reads back", async () => {
    const { root } = await home();
    const final: Final = { text: "- done\nRESULT: built", upstream: [{ code: "budget_exhausted", message: "over 1 minute" }], usage: { tokens: { input: 1, output: 2, reasoning: 3, cacheRead: 4, cacheWrite: 5, total: 15 }, cost: 0, steps: 2 } };
    await saveFinal(root, final);
    expect(await loadFinal(root)).toEqual(final);
    expect(await loadFinal(join(root, "nowhere"))).toBeUndefined();
  });

  it("claude.jsonl - the lines clients append read back", async () => {
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), [DISPATCHED]);
    await recordShare(root, [w.job.id], { via: "mcp", command: "wait", text: "x".repeat(250), session: { id: "s1", tokens: 900 } });
    await recordShare(root, [w.job.id], { via: "cli", command: "result", text: "y".repeat(25) });
    const share = await readShare(root, w.job.id);
    expect(share.lines.map((l) => [l.via, l.command, l.tokens, l.session, l.sessionTokens])).toEqual([
      ["mcp", "wait", 100, "s1", 900],
      ["cli", "result", 10, undefined, undefined],
    ]);
  });

  it("verdict.json - one shape: an ungraded ending has grading null; a graded one carries the grader's verdict, which result and apply read", async () => {
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), [DISPATCHED]);
    const cancelled = ungradedVerdict(w.job.id, "cancelled", [{ code: "cancelled", message: "cancelled by the orchestrator" }]);
    await writeJobVerdict(w.paths.verdict, cancelled);
    expect(await readJobVerdict(w.paths.verdict, w.job)).toEqual(cancelled);
    expect(cancelled).toMatchObject({ state: "cancelled", verdict: "honest-failure", grading: null });

    const real = await realVerdict();
    expect(real.verdict.verdict).toBe("built");
    const job = await endedJob(real.verdict, (path, id) => writeJobVerdict(path, gradedVerdict(id, real.verdict)));
    expect(await readJobVerdict(jobPaths(job.root, job.id).verdict, { id: job.id })).toEqual(gradedVerdict(job.id, real.verdict));
    expect((await jobResult(job.env, job.id)).detail).toEqual(real.verdict);
    expect(await jobEntry(job.env, job.id)).toMatchObject({ verdict: "built", claim: "built", honest: true });
    expect(await applyAndReset(job.env, job.id, real.ws)).toEqual(["src/slug.mjs"]);
  }, 120_000);

  it("verdict.json - the two shapes earlier versions wrote still read, in the one shape (nothing rewrites them)", async () => {
    const real = await realVerdict();
    // The grader's verdict itself, as a graded job's verdict.json used to be: apply still finds the worker's commit.
    const job = await endedJob(real.verdict, (path) => writeFile(path, `${JSON.stringify(real.verdict, null, 2)}\n`));
    const path = jobPaths(job.root, job.id).verdict;
    const before = await readFile(path, "utf8");
    expect(await readJobVerdict(path, { id: job.id })).toEqual(gradedVerdict(job.id, real.verdict));
    expect((await jobResult(job.env, job.id)).detail).toEqual(real.verdict);
    expect(await applyAndReset(job.env, job.id, real.ws)).toEqual(["src/slug.mjs"]);
    expect(await readFile(path, "utf8")).toBe(before);
    // The short document of a job ended before grading.
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), [DISPATCHED]);
    const old = { verdict: "honest-failure", state: "honest-failure", reasons: [{ code: "invalid_task", message: "checks: pass on the baseline" }], job: w.job.id, generated: T0 };
    await writeFile(w.paths.verdict, JSON.stringify(old, null, 2));
    expect(await readJobVerdict(w.paths.verdict, w.job)).toEqual({ $schema: "urn:opencode-worker:schema:job-verdict:1", ...old, grading: null });
  }, 120_000);
});

describe("state files - damaged by hand", () => {
  it("job.json - a wrong value names the file, the field and the fix; so does a syntax error, with its line", async () => {
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), [DISPATCHED]);
    const text = await readFile(w.paths.job, "utf8");
    await writeFile(w.paths.job, text.replace('"state": "validating"', '"state": "runing"'));
    const err = await readJob(root, w.job.id).then(() => undefined, (e: unknown) => e as { code: string; message: string; data: { file: string; problems: { path: string }[] } });
    expect(err?.code).toBe("STATE_INVALID");
    expect(err?.message).toContain(`${w.paths.job}: state: must be one of "validating"`);
    expect(err?.message).toContain('got "runing"');
    expect(err?.message).toMatch(/put the field back as shown \(the job's history is in .*events\.jsonl\), or move .* out of/);
    expect(err?.message).not.toMatch(/\n\s+at /);
    expect(err?.data).toMatchObject({ file: w.paths.job, problems: [{ path: "state" }] });

    await writeFile(w.paths.job, text.replace('"revision": 1,', '"revision": 1'));
    await expect(readJob(root, w.job.id)).rejects.toMatchObject({ code: "STATE_INVALID", message: expect.stringMatching(new RegExp(`^${lit(w.paths.job)}:\\d+:\\d+: is not valid JSON`)) });

    const { slots: _s, ...noSlots } = JSON.parse(text) as Job;
    await writeFile(w.paths.job, JSON.stringify(noSlots));
    await expect(readJob(root, w.job.id)).rejects.toMatchObject({ code: "STATE_INVALID", message: expect.stringContaining(`${w.paths.job}: slots: required field is missing`) });
  });

  it("events - a known event that does not read names its line and field; a torn last line and an unknown type are skipped", async () => {
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), [DISPATCHED]);
    await w.event({ type: "state", state: "queued" });
    const good = await readFile(w.paths.events, "utf8");
    // A newer ocw's event, and an append cut short.
    await writeFile(w.paths.events, `${good}{"type":"future.thing","rev":3,"ts":"${T0}","x":1}\n{"type":"state","rev":4,"ts":"`);
    expect((await readEvents(root, w.job.id)).map((e) => e.type)).toEqual(["dispatched", "state"]);

    await writeFile(w.paths.events, good.replace('"state":"queued"', '"state":"queueing"'));
    await expect(readEvents(root, w.job.id)).rejects.toMatchObject({
      code: "STATE_INVALID",
      message: expect.stringMatching(new RegExp(`^${lit(w.paths.events)}:2: state: must be one of .*got "queueing"\\n.*put line 2 back as shown, or delete that line`)),
    });
    await writeFile(w.paths.events, good.replace(/"rev":2/, '"rev":"2"'));
    await expect(readEvents(root, w.job.id)).rejects.toMatchObject({ message: expect.stringContaining(`${w.paths.events}:2: rev: must be an integer, got "2"`) });
  });

  it("verdict.json - result and apply name the field and where the grader's copy is; a wait still reports the job from job.json", async () => {
    const real = await realVerdict();
    const job = await endedJob(real.verdict, (path, id) => writeJobVerdict(path, gradedVerdict(id, real.verdict)));
    const path = jobPaths(job.root, job.id).verdict;
    await writeFile(path, (await readFile(path, "utf8")).replace('"state": "built"', '"state": "done"'));
    const message = new RegExp(`^${lit(path)}: state: must be one of "built", "honest-failure", "cancelled", got "done"\\n.*copy ${lit(join(real.verdict.evidence, "verdict.json"))} over it`);
    await expect(jobResult(job.env, job.id)).rejects.toMatchObject({ code: "STATE_INVALID", message: expect.stringMatching(message) });
    await expect(applyJob(job.env, job.id)).rejects.toMatchObject({ code: "STATE_INVALID", message: expect.stringMatching(message) });
    expect(await jobEntry(job.env, job.id)).toMatchObject({ verdict: "built", claim: "built" });
    // The fix the message gives works: the grader's own copy reads (as an earlier version's verdict.json).
    await writeFile(path, await readFile(join(real.verdict.evidence, "verdict.json"), "utf8"));
    expect((await jobResult(job.env, job.id)).detail).toEqual(real.verdict);
  }, 120_000);

  it("final.json - a damaged one is an error naming the field (the driver ends the job infra with it); a missing one is absent", async () => {
    const { root } = await home();
    await writeFile(join(root, "final.json"), JSON.stringify({ text: "RESULT: built", upstream: [], usage: { tokens: {}, cost: 0, steps: 1 } }));
    await expect(loadFinal(root)).rejects.toMatchObject({ code: "STATE_INVALID", message: expect.stringMatching(/final\.json does not read \(6 problems\):\n {2}.*final\.json: usage\.tokens\.input: required field is missing/) });
  });

  it("inbox - a damaged message is skipped, kept in inbox/done and named to the driver's log; the next one is applied", async () => {
    const { root } = await home();
    const inbox = join(root, "inbox");
    await post(inbox, { type: "steer", text: "first" });
    await writeFile(join(inbox, "msg_000000000deadbeef.json"), JSON.stringify({ id: "msg_000000000deadbeef", type: "permit", request: "per_1", reply: "yes" }));
    const logged: string[] = [];
    expect((await take(inbox, (p) => logged.push(p))).map((m) => m.type)).toEqual(["steer"]);
    expect(logged).toEqual([expect.stringMatching(/msg_000000000deadbeef\.json: reply: must be one of "once", "always", "reject", got "yes"/)]);
    expect(await readdir(join(inbox, "done"))).toContain("msg_000000000deadbeef.json");
  });

  it("slots.json - a damaged table is started afresh (its drivers register again)", async () => {
    const { root } = await home();
    await writeFile(join(root, "slots.json"), JSON.stringify({ queue: [{ job: "nope", pid: 1 }], running: "all" }));
    expect(await acquireSlot(root, newJobId(), 1)).toBe("granted");
  });

  it("claude.jsonl - a line that does not read is left out of the counts", async () => {
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), [DISPATCHED]);
    await recordShare(root, [w.job.id], { via: "mcp", command: "wait", text: "x".repeat(25) });
    await writeFile(w.paths.share, `${await readFile(w.paths.share, "utf8")}{"ts":"${T0}","via":"mcp","command":"wait","tokens":"lots"}\n{"ts":"`);
    expect((await readShare(root, w.job.id)).results).toBe(10);
  });
});

describe("events - a union on type", () => {
  it("events - narrowing on type gives each event's own fields", async () => {
    const { root } = await home();
    const w = await LedgerWriter.create(root, draft(), [DISPATCHED]);
    await w.event(ONE_OF_EACH["permission.asked"], ONE_OF_EACH["steer.result"], ONE_OF_EACH.tool);
    const events: JobEvent[] = await readEvents(root, w.job.id);
    expect(events.filter(isEvent("permission.asked")).map((e) => e.patterns)).toEqual([["node --test"]]);
    const receipts = events.filter(isEvent("steer.result"));
    expectTypeOf(receipts[0]!.status).toEqualTypeOf<"delivered" | "acknowledged" | "fell_back" | "not_delivered">();
    expectTypeOf<EventOf<"permit.applied">>().toHaveProperty("ref");
    const seen: string[] = [];
    for (const e of events) {
      // @ts-expect-error - only some events have a `request`: narrow on `type` first.
      void e.request;
      switch (e.type) {
        case "permission.asked":
          seen.push(`asked ${e.request}`);
          break;
        case "steer.result":
          if (e.status === "delivered") seen.push(`delivered in ${e.messageID}`);
          break;
        case "tool":
          seen.push(`${e.tool} ${e.status}`);
          break;
        default:
          seen.push(e.type);
      }
    }
    expect(seen).toEqual(["dispatched", "asked per_1", "delivered in msg_b", "bash completed"]);
  });
});

describe("driver entry", () => {
  it("driver - from source it starts src/jobs/drive-main.ts, never the CLI's entry", () => {
    const { args } = driverCommand();
    expect(args.at(-1)).toMatch(/src\/jobs\/drive-main\.ts$/);
    expect(args.filter((a) => /src\/cli\//.test(a))).toEqual([]);
  });

  it("driver - its entry refuses anything but one job id, saying how it is started", async () => {
    const err: string[] = [];
    const io = { env: { OCW_HOME: (await home()).env.OCW_HOME }, stderr: { write: (t: string) => err.push(t) } };
    expect(await runDriverProcess([], io)).toBe(2);
    expect(await runDriverProcess(["../etc"], io)).toBe(1);
    expect(err.join("")).toMatch(/^ocw: a job's driver takes one argument, the job id \(got 0\).*\nocw: "\.\.\/etc" is not a job id/);
  });

  it("driver - the bundle started with the driver's argument runs the driver, not a CLI command", async () => {
    const { env } = await home();
    const r = await run(process.execPath, [BUNDLE, DRIVER_ARG, "nope"], { env, timeout: 30_000 }).then(
      () => undefined,
      (e: unknown) => e as { code: number; stderr: string },
    );
    expect(r?.code).toBe(1);
    expect(r?.stderr).toMatch(/^ocw: "nope" is not a job id/);
    expect(r?.stderr).not.toMatch(/unknown|--help/);
  }, 40_000);
});
