/**
 * The pieces under the jobs layer, without OpenCode: ids, the ledger's revisions and events,
 * the driver lock's takeover of a dead holder, the inbox's order, the scheduler's cap and FIFO,
 * and the route and slot precedence.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newJobId, parseJobId, readEvents, readJob, type Job } from "../../src/jobs/index.js";
import { post, take } from "../../src/jobs/inbox.js";
import { LedgerWriter } from "../../src/jobs/ledger.js";
import { holderPid, holds, tryHold, withLock } from "../../src/durable/index.js";
import { resolveRoute, resolveSlots } from "../../src/jobs/route.js";
import { upstreamReasons } from "../../src/jobs/session-run.js";
import { OcwError } from "../../src/error.js";
import type { TurnResult } from "../../src/opencode/index.js";
import { acquireSlot, releaseSlot } from "../../src/jobs/scheduler.js";
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
    const w = await LedgerWriter.create(root, job(), [{ type: "dispatched" }]);
    await Promise.all(Array.from({ length: 20 }, (_, i) => w.event({ type: "tick", i })));
    const j = await readJob(root, w.job.id);
    expect(j.revision).toBe(21);
    const events = await readEvents(root, w.job.id);
    expect(events.map((e) => e.rev)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect((await readEvents(root, w.job.id, 19)).map((e) => e.rev)).toEqual([20, 21]);
  });

  it("ledger - a torn last line is skipped until it is whole", async () => {
    const root = await tmp();
    const w = await LedgerWriter.create(root, job(), [{ type: "dispatched" }]);
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
    const w = await LedgerWriter.create(root, job(), [{ type: "dispatched" }]);
    let owned = true;
    w.guard(async () => owned);
    await w.event({ type: "tick" });
    owned = false;
    await expect(w.event({ type: "late" })).rejects.toMatchObject({ code: "LOCK_LOST" });
    expect((await readJob(root, w.job.id)).revision).toBe(2);
    expect((await readEvents(root, w.job.id)).map((e) => e.type)).toEqual(["dispatched", "tick"]);
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
    expect(await acquireSlot(root, a, 2, () => false)).toBe(true);
    expect(await acquireSlot(root, b, 2, () => false)).toBe(true);
    let got = false;
    const third = acquireSlot(root, c, 2, () => false).then((r) => (got = r));
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toBe(false);
    await releaseSlot(root, a);
    await third;
    expect(got).toBe(true);
  });

  it("slots - a cancelled waiter gives up its place", async () => {
    const root = await tmp();
    expect(await acquireSlot(root, newJobId(1), 1, () => false)).toBe(true);
    let cancelled = false;
    const waiting = acquireSlot(root, newJobId(2), 1, () => cancelled);
    cancelled = true;
    expect(await waiting).toBe(false);
  });
});

describe("route", () => {
  it("route - spec > OCW_MODEL > active target > OpenCode's default; slots: explicit > OCW_SLOTS > target > 1", async () => {
    const home = await tmp();
    const env = { OCW_HOME: home };
    expect(await resolveRoute(undefined, env)).toBeUndefined();
    expect(await resolveSlots(env)).toBe(1);
    await writeProvider({ baseURL: "http://127.0.0.1:8080/v1", model: "qwen3-coder", engine: "llama.cpp", context: 32768, slots: 3, local: true, providerId: "llamacpp" }, { env });
    expect(await resolveRoute(undefined, env)).toEqual({ model: "llamacpp/qwen3-coder", source: "target" });
    expect(await resolveSlots(env)).toBe(3);
    expect(await resolveRoute(undefined, { ...env, OCW_MODEL: "replay/replay" })).toEqual({ model: "replay/replay", source: "env" });
    expect(await resolveRoute("a/b", { ...env, OCW_MODEL: "replay/replay" })).toEqual({ model: "a/b", source: "spec" });
    expect(await resolveSlots({ ...env, OCW_SLOTS: "5" })).toBe(5);
    expect(await resolveSlots({ ...env, OCW_SLOTS: "5" }, 2)).toBe(2);
  });
});

describe("upstream reasons", () => {
  const base: TurnResult = { status: "completed", text: "", steps: [], tokens: { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0 }, cost: 0, routes: ["a/b"], permissions: [], steers: [], retries: 0, startedAt: 0, ms: 0 };
  it("upstream - a context overflow or slot abort on the model server is infra; other model faults are model_unreachable", () => {
    const fail = (message: string, providerMessage: string): TurnResult => ({ ...base, status: "failed", error: new OcwError("MODEL_UNREACHABLE", message, { data: { providerMessage } }) });
    expect(upstreamReasons(fail("the model a/b failed 3 times", "the request exceeds the available context size"), false, false, 5).map((r) => r.code)).toEqual(["infra"]);
    expect(upstreamReasons(fail("the model a/b failed 3 times", "slot unavailable"), false, false, 5).map((r) => r.code)).toEqual(["infra"]);
    expect(upstreamReasons(fail("the model a/b failed 3 times", "bad api key"), false, false, 5).map((r) => r.code)).toEqual(["model_unreachable"]);
    expect(upstreamReasons({ ...base, routeMismatch: { pinned: "a/b", served: ["a/b", "c/d"] } }, true, false, 5).map((r) => r.code)).toEqual(["route_mismatch", "budget_exhausted"]);
    expect(upstreamReasons(base, false, false, 5)).toEqual([]);
  });
});
