/**
 * The pieces under the jobs layer, without OpenCode: ids, the ledger's revisions and events,
 * the driver lock's takeover of a dead holder, the inbox's order, the scheduler's cap and FIFO,
 * and the route and slot precedence.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { newJobId, parseJobId, readEvents, readJob, type Job } from "../../src/jobs/index.js";
import { LedgerWriter, post, take, type EventInput } from "../../src/jobs/ledger/index.js";
import { holderPid, holds, tryHold, withLock } from "../../src/durable/index.js";
import { resolveRoute, resolveSlots } from "../../src/jobs/route.js";
import { upstreamReasons } from "../../src/jobs/session-run.js";
import { servedBy } from "../../src/jobs/diagnose.js";
import { OcwError } from "../../src/error.js";
import type { TurnResult } from "../../src/opencode/index.js";
import { acquireSlot, releaseSlot } from "../../src/jobs/scheduler.js";
import { budgetDeadline, DEFAULT_QUEUE_MINUTES, queueDeadline, queuedMs, queueTimeoutReason, resolveQueueMinutes } from "../../src/jobs/budget.js";
import { writeProvider } from "../../src/setup/index.js";

const dirs: string[] = [];
async function tmp(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), "ocw-ledger-"));
  dirs.push(d);
  return d;
}
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const DISPATCHED: EventInput = { type: "dispatched", task: "t.yaml", slots: 1, slotsFrom: "default" };
const tool = (call: string): EventInput => ({ type: "tool", tool: "bash", status: "completed", call });

function job(): Job {
  const now = new Date().toISOString();
  return { $schema: "urn:opencode-worker:schema:job:1", id: newJobId(), revision: 0, state: "validating", createdAt: now, updatedAt: now, taskFile: "t.yaml", workspace: "/w", objective: "o", slots: 1, budget: { minutes: 1 }, pending: [] };
}

describe("ids", () => {
  it("id - new ids are prefixed and sort by time; anything else is refused", () => {
    const a = newJobId(1_000);
    const b = newJobId(2_000);
    expect(a < b).toBe(true);
    expect(parseJobId(a)).toBe(a);
    for (const bad of ["", "job_", "../job_0", "ses_000000000deadbeef", `${a}/..`]) expect(() => parseJobId(bad)).toThrow(/not a job id/);
  });
});

describe("ledger", () => {
  it("ledger - concurrent updates get consecutive revisions; events carry the revision that announced them", async () => {
    const root = await tmp();
    const w = await LedgerWriter.create(root, job(), [DISPATCHED]);
    await Promise.all(Array.from({ length: 20 }, (_, i) => w.event(tool(`c${i}`))));
    const j = await readJob(root, w.job.id);
    expect(j.revision).toBe(21);
    const events = await readEvents(root, w.job.id);
    expect(events.map((e) => e.rev)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect((await readEvents(root, w.job.id, 19)).map((e) => e.rev)).toEqual([20, 21]);
  });

  it("ledger - a torn last line is skipped until it is whole", async () => {
    const root = await tmp();
    const w = await LedgerWriter.create(root, job(), [DISPATCHED]);
    await writeFile(w.paths.events, `${await readFile(w.paths.events, "utf8")}{"rev":2,"ty`);
    expect(await readEvents(root, w.job.id)).toHaveLength(1);
  });

  it("ledger - an unknown job names the recent ones", async () => {
    const root = await tmp();
    const w = await LedgerWriter.create(root, job(), []);
    await expect(readJob(root, newJobId())).rejects.toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining(w.job.id) });
  });
});

describe("lock and inbox", () => {
  it("lock - held by a live process it is refused; a dead holder's lock is taken over", async () => {
    const root = await tmp();
    const path = join(root, "driver.lock");
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    await writeFile(path, String(child.pid));
    expect(await tryHold(path)).toBeUndefined();
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    expect(await tryHold(path)).toMatch(new RegExp(`^${process.pid} `));
    expect(await holderPid(path)).toBe(process.pid);
  });

  it("lock - eight breakers of one dead holder's lock: exactly one takes it, every time", async () => {
    // The old break (check the holder, then rename) let a slow breaker move the fast one's new
    // lock aside: two drivers of one job, and revisions that went back (147 of 200 rounds here).
    const dead = spawnSync(process.execPath, ["-e", ""]).pid!;
    for (let round = 0; round < 50; round++) {
      const path = join(await tmp(), "driver.lock");
      await writeFile(path, `${dead} 0123abcd`);
      const tokens = (await Promise.all(Array.from({ length: 8 }, () => tryHold(path)))).filter((t): t is string => t !== undefined);
      expect(tokens, `round ${round}`).toHaveLength(1);
      expect(await holds(path, tokens[0]!)).toBe(true);
    }
  });

  it("ledger - a writer whose lock was taken over stops without writing", async () => {
    const root = await tmp();
    const w = await LedgerWriter.create(root, job(), [DISPATCHED]);
    let owned = true;
    w.guard(async () => owned);
    await w.event(tool("c1"));
    owned = false;
    await expect(w.event(tool("c2"))).rejects.toMatchObject({ code: "LOCK_LOST" });
    expect((await readJob(root, w.job.id)).revision).toBe(2);
    expect((await readEvents(root, w.job.id)).map((e) => e.type)).toEqual(["dispatched", "tool"]);
  });

  it("lock - withLock serialises critical sections", async () => {
    const path = join(await tmp(), "l.lock");
    let inside = 0;
    let max = 0;
    await Promise.all(Array.from({ length: 5 }, () => withLock(path, async () => {
      max = Math.max(max, ++inside);
      await new Promise((r) => setTimeout(r, 10));
      inside--;
    })));
    expect(max).toBe(1);
  });

  it("inbox - messages are taken once, in the order they were posted", async () => {
    const inbox = await tmp();
    const a = await post(inbox, { type: "steer", text: "one" });
    await new Promise((r) => setTimeout(r, 2));
    const b = await post(inbox, { type: "cancel" });
    expect((await take(inbox)).map((m) => m.id)).toEqual([a, b]);
    expect(await take(inbox)).toEqual([]);
  });
});

describe("scheduler", () => {
  it("slots - the third job waits until a slot is released", async () => {
    const root = await tmp();
    const [a, b, c] = [newJobId(1), newJobId(2), newJobId(3)];
    expect(await acquireSlot(root, a, 2)).toBe("granted");
    expect(await acquireSlot(root, b, 2)).toBe("granted");
    let got: string | undefined;
    const third = acquireSlot(root, c, 2).then((r) => (got = r));
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toBeUndefined();
    await releaseSlot(root, a);
    await third;
    expect(got).toBe("granted");
  });

  it("slots - a cancelled waiter gives up its place", async () => {
    const root = await tmp();
    expect(await acquireSlot(root, newJobId(1), 1)).toBe("granted");
    let cancelled = false;
    const waiting = acquireSlot(root, newJobId(2), 1, { cancelled: () => cancelled });
    cancelled = true;
    expect(await waiting).toBe("cancelled");
  });

  it("slots - a waiter past its queue deadline gives up its place (timeout), and the next in line is served", async () => {
    const root = await tmp();
    const [a, b, c] = [newJobId(1), newJobId(2), newJobId(3)];
    expect(await acquireSlot(root, a, 1)).toBe("granted");
    const late = acquireSlot(root, b, 1, { deadline: Date.now() + 300 });
    await new Promise((r) => setTimeout(r, 50));
    const next = acquireSlot(root, c, 1);
    expect(await late).toBe("timeout");
    // b left the queue: c is first in line and gets a's slot.
    await releaseSlot(root, a);
    expect(await next).toBe("granted");
    // A deadline already past: no wait at all.
    expect(await acquireSlot(root, newJobId(4), 1, { deadline: Date.now() - 1 })).toBe("timeout");
  });

  it("slots - a re-adopted job whose worker had started takes its slot back without queueing", async () => {
    const root = await tmp();
    const [a, b, c] = [newJobId(1), newJobId(2), newJobId(3)];
    expect(await acquireSlot(root, a, 1)).toBe("granted");
    let waiting: string | undefined;
    void acquireSlot(root, b, 1, { deadline: Date.now() + 20_000 }).then((r) => (waiting = r));
    await new Promise((r) => setTimeout(r, 200));
    expect(await acquireSlot(root, c, 1, { resume: true })).toBe("granted");
    expect(waiting).toBeUndefined();
    await releaseSlot(root, a);
    await releaseSlot(root, c);
    for (let i = 0; i < 50 && waiting === undefined; i++) await new Promise((r) => setTimeout(r, 100));
    expect(waiting).toBe("granted");
    await releaseSlot(root, b);
  });
});

const REPO = fileURLToPath(new URL("../..", import.meta.url));

describe("route", () => {
  it("route - spec > OCW_MODEL > active target > OpenCode's default", async () => {
    const home = await tmp();
    const env = { OCW_HOME: home };
    expect(await resolveRoute(undefined, env)).toBeUndefined();
    await writeProvider({ baseURL: "http://127.0.0.1:8080/v1", model: "qwen3-coder", engine: "llama.cpp", context: 32768, slots: 3, local: true, providerId: "llamacpp" }, { env });
    expect(await resolveRoute(undefined, env)).toEqual({ model: "llamacpp/qwen3-coder", source: "target" });
    expect(await resolveRoute(undefined, { ...env, OCW_MODEL: "replay/replay" })).toEqual({ model: "replay/replay", source: "env" });
    expect(await resolveRoute("a/b", { ...env, OCW_MODEL: "replay/replay" })).toEqual({ model: "a/b", source: "spec" });
  });

  it("slots - flag > OCW_SLOTS > a target that declares them > the target's pack > 1, each named", async () => {
    const home = await tmp();
    const env = { OCW_HOME: home };
    expect(await resolveSlots(env)).toEqual({ n: 1, from: "default" });
    expect(await resolveSlots(env, { root: REPO })).toEqual({ n: 1, from: "default" });
    // The route alone finds its pack (packs/replay__none__opencode declares 8).
    expect(await resolveSlots(env, { root: REPO, route: "replay/replay" })).toEqual({ n: 8, from: "pack" });
    expect(await resolveSlots(env, { root: REPO, route: "nobody/none" })).toEqual({ n: 1, from: "default" });
    // A target whose slot count model-setup neither was given nor measured: its pack's count, before 1.
    const replay = { baseURL: "http://127.0.0.1:9/v1", model: "replay", quant: "none", engine: "llama.cpp" as const, context: 32768, local: true, providerId: "replay" };
    await writeProvider(replay, { env });
    expect(await resolveSlots(env, { root: REPO })).toEqual({ n: 8, from: "pack" });
    expect(await resolveSlots(env)).toEqual({ n: 1, from: "default" });
    // Declared on the target: the target's count, even below the pack's.
    await writeProvider({ ...replay, slots: 2 }, { env });
    expect(await resolveSlots(env, { root: REPO })).toEqual({ n: 2, from: "target" });
    expect(await resolveSlots(env, { root: REPO, route: "replay/replay" })).toEqual({ n: 2, from: "target" });
    // A job pinned to another model does not take the target's count.
    expect(await resolveSlots(env, { root: REPO, route: "nobody/none" })).toEqual({ n: 1, from: "default" });
    expect(await resolveSlots({ ...env, OCW_SLOTS: "5" }, { root: REPO })).toEqual({ n: 5, from: "env" });
    expect(await resolveSlots({ ...env, OCW_SLOTS: "5" }, { explicit: 3, root: REPO })).toEqual({ n: 3, from: "flag" });
  });

  it("slots - a target record from before slotsDeclared declares its count only above the old default of 1", async () => {
    const home = await tmp();
    const env = { OCW_HOME: home };
    const { recordFile, record } = await writeProvider({ baseURL: "http://127.0.0.1:9/v1", model: "replay", quant: "none", engine: "llama.cpp", context: 32768, local: true, providerId: "replay" }, { env });
    const { slotsDeclared: _d, ...legacy } = record;
    await writeFile(recordFile, JSON.stringify({ ...legacy, slots: 1 }));
    expect(await resolveSlots(env, { root: REPO })).toEqual({ n: 8, from: "pack" });
    await writeFile(recordFile, JSON.stringify({ ...legacy, slots: 3 }));
    expect(await resolveSlots(env, { root: REPO })).toEqual({ n: 3, from: "target" });
  });
});

describe("budget clocks", () => {
  const at = (s: number): string => new Date(Date.UTC(2025, 0, 1, 0, 0, s)).toISOString();
  const base = { ...job(), createdAt: at(0), budget: { minutes: 1, queueMinutes: 2 } };

  it("budget - the worker's minutes count from when it left the queue; a job recorded before startedAt counts from dispatch", () => {
    expect(budgetDeadline({ ...base, queuedAt: at(5), startedAt: at(40) })).toBe(Date.parse(at(40)) + 60_000);
    expect(budgetDeadline(base)).toBe(Date.parse(at(0)) + 60_000);
  });

  it("queue - the deadline counts from joining the queue; queued time is recorded once started, live while waiting", () => {
    expect(queueDeadline({ ...base, state: "queued", queuedAt: at(5) })).toBe(Date.parse(at(5)) + 120_000);
    expect(queueDeadline({ ...base, budget: { minutes: 1 } })).toBe(Date.parse(at(0)) + DEFAULT_QUEUE_MINUTES * 60_000);
    expect(queuedMs({ ...base, state: "queued", queuedAt: at(5) }, Date.parse(at(17)))).toBe(12_000);
    expect(queuedMs({ ...base, state: "running", queuedAt: at(5), startedAt: at(40), queuedMs: 35_000 }, Date.parse(at(99)))).toBe(35_000);
    expect(queuedMs({ ...base, state: "validating" })).toBeUndefined();
    const r = queueTimeoutReason({ ...base, state: "queued", queuedAt: at(5), slots: 2, slotsFrom: "target" }, Date.parse(at(125)));
    expect(r.code).toBe("queue_timeout");
    expect(r.message).toMatch(/^waited 2 min for one of 2 slots \(target\) and passed the queue deadline of 2 min; the worker never started/);
  });

  it("queue - the deadline: explicit > OCW_QUEUE_MINUTES > 60; zero, negative and text are refused with the fix", () => {
    expect(resolveQueueMinutes({})).toBe(60);
    expect(resolveQueueMinutes({ OCW_QUEUE_MINUTES: "0.5" })).toBe(0.5);
    expect(resolveQueueMinutes({ OCW_QUEUE_MINUTES: "90" }, 3)).toBe(3);
    expect(() => resolveQueueMinutes({}, 0)).toThrow(/positive number of minutes, got 0/);
    expect(() => resolveQueueMinutes({}, -1)).toThrow(/positive number of minutes/);
    expect(() => resolveQueueMinutes({ OCW_QUEUE_MINUTES: "soon" })).toThrow(/OCW_QUEUE_MINUTES .*"soon"; unset it/);
  });
});

describe("upstream reasons", () => {
  const base: TurnResult = { status: "completed", text: "", steps: [], tokens: { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0 }, cost: 0, routes: ["a/b"], permissions: [], steers: [], retries: 0, startedAt: 0, ms: 0 };
  it("upstream - a slot abort on the model server is infra, a context overflow context_overflow; other model faults are model_unreachable", () => {
    const fail = (message: string, providerMessage: string): TurnResult => ({ ...base, status: "failed", error: new OcwError("MODEL_UNREACHABLE", message, { data: { providerMessage } }) });
    expect(upstreamReasons(fail("the model a/b failed 3 times", "the request exceeds the available context size"), false, false, 5).map((r) => r.code)).toEqual(["context_overflow"]);
    expect(upstreamReasons(fail("the model a/b failed 3 times", "slot unavailable"), false, false, 5).map((r) => r.code)).toEqual(["infra"]);
    expect(upstreamReasons(fail("the model a/b failed 3 times", "bad api key"), false, false, 5).map((r) => r.code)).toEqual(["model_unreachable"]);
    expect(upstreamReasons({ ...base, routeMismatch: { pinned: "a/b", served: ["a/b", "c/d"] } }, true, false, 5).map((r) => r.code)).toEqual(["route_mismatch", "budget_exhausted"]);
    expect(upstreamReasons(base, false, false, 5)).toEqual([]);
  });

  it("upstream - an overflow whose server sends no sizes names the context per slot of the target set up for the route, and only for that route", async () => {
    const env = { OCW_HOME: await tmp() };
    expect(await servedBy(env, "llamacpp/qwen3-coder")).toEqual({});
    await writeProvider({ baseURL: "http://127.0.0.1:8080/v1", model: "qwen3-coder", engine: "llama.cpp", context: 4096, slots: 4, local: true, providerId: "llamacpp" }, { env });
    expect(await servedBy(env, "llamacpp/qwen3-coder")).toEqual({ engine: "llama.cpp", context: 4096 });
    expect(await servedBy(env, "other/model")).toEqual({});
    expect(await servedBy(env, undefined)).toEqual({});
    // llama.cpp's words carry no numbers; its body here carries none either.
    const words = "the request exceeds the available context size, try increasing it";
    const overflow: TurnResult = {
      ...base,
      status: "failed",
      error: new OcwError("WORKER_ERROR", `the worker's turn ended with ContextOverflowError: ${words}`, { data: { name: "ContextOverflowError", providerMessage: words, responseBody: JSON.stringify({ error: { code: 400, message: words } }) } }),
    };
    const [r] = upstreamReasons(overflow, false, false, 5, undefined, (await servedBy(env, "llamacpp/qwen3-coder")).context);
    expect(r).toMatchObject({ code: "context_overflow", message: expect.stringContaining(": 4096 tokens served per slot, as the target for this route was set up") });
    // A job on another route: no served size is made up.
    const [other] = upstreamReasons(overflow, false, false, 5, undefined, (await servedBy(env, "other/model")).context);
    expect(other!.code).toBe("context_overflow");
    expect(other!.message).not.toMatch(/\d+ tokens served/);
  });
});
