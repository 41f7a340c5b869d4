/**
 * Kill -9 chaos: the state folder's driver host (which drives every job), the MCP server (mid
 * `worker` wait) and the warm `opencode serve` are killed at seeded-random points. After each kill a client call (wait,
 * result, jobs) must re-adopt, every job must end with a verdict (`built` when only a driver or
 * the MCP server died; `built` or honest-failure `infra` when the OpenCode server died), no
 * result is lost (verdict.json present, job.json whole and consistent with its events) and, at
 * the end, none of the processes seen — drivers, servers, their children — is still running.
 *
 * Replay a run with OCW_FAULT_SEED=<seed> (printed on every run and on failure).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { readFile } from "node:fs/promises";
import { continueJob, dispatch, driverExited, isTerminal, jobPaths, jobResult, listJobs, permit, readEvents, readJob, waitJob, type Job, type JobId } from "../../src/jobs/index.js";
import { hostPaths } from "../../src/jobs/host-wire.js";
import { holderPid } from "../../src/durable/index.js";
import { ensureServer, serverDirs } from "../../src/opencode/index.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";
import { Census, auditLedger, faultSeed, gone, prng, running, sleep } from "./support.js";

// Three model calls with pauses, so kills land mid-turn as often as in validation or grading.
const SCRIPTS = {
  asks: { turns: [{ text: "- writing", delayMs: 300, tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- done", delayMs: 300, result: "built" }] },
  // A first try that writes the wrong word; sent back, the right one, slowly (kills land in the second attempt's turn).
  rework: {
    turns: [
      { choose: [{ when: { contains: "Sent back" }, text: "- rewriting", delayMs: 900, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- first try", delayMs: 300, tools: [{ write: { filePath: "hello.txt", content: "hullo\n" } }] }] },
      { choose: [{ when: { contains: "Sent back" }, text: "- rewritten", delayMs: 900, result: "built" }, { text: "- done", result: "built" }] },
      { text: "- rewriting", delayMs: 1_500, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] },
      { text: "- rewritten", delayMs: 1_500, result: "built" },
    ],
  },
  chaos: {
    turns: [
      { text: "- writing", delayMs: 900, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] },
      { text: "- checking", delayMs: 900, tools: [{ read: { filePath: "hello.txt" } }] },
      { text: "- done", delayMs: 600, result: "built" },
    ],
  },
};

const SEED = faultSeed();
const rnd = prng(SEED);
const tally = { runs: 0, kills: { host: 0, driver: 0, mcp: 0, server: 0 }, outcomes: {} as Record<string, number> };

let w: JobsWorld;
let census: Census;
const seen: JobId[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  w = await makeJobsWorld("ocw-chaos-", SCRIPTS);
  census = new Census(w.env, w.root);
}, 120_000);

afterAll(async () => {
  console.log(`[chaos] seed ${SEED} (replay with OCW_FAULT_SEED=${SEED}): ${JSON.stringify(tally)}`);
  for (const c of clients) await c.close().catch(() => undefined);
  await census?.sample(seen);
  const strays = await w?.dispose();
  // Every pid ever seen is gone, and nothing else that ran in this world is left either.
  const left = await census.leftovers();
  expect({ left, strays, seed: SEED }).toEqual({ left: [], strays: [], seed: SEED });
}, DISPOSE_MS);

async function newJob(name: string, script = "chaos", slots = 8): Promise<JobId> {
  const { taskFile } = await w.task(name, script);
  const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env, slots });
  seen.push(d.job);
  tally.runs++;
  return d.job;
}

/** The live driver host of the world's state folder, if any. */
async function liveHost(): Promise<number | undefined> {
  const pid = await holderPid(hostPaths(w.root).lock);
  return pid !== undefined && (await running(pid)) ? pid : undefined;
}

/** Let every job waiting for a permission go on (as the orchestrator would, a moment later). */
async function answerPermissions(ids: readonly JobId[]): Promise<void> {
  for (const id of ids) {
    const job = await readJob(w.root, id);
    for (const ask of job.pending) await permit(w.env, id, ask.id, "once").catch(() => undefined);
  }
}

/** The live driver of a job, if any. */
async function liveDriver(id: JobId): Promise<number | undefined> {
  const pid = await holderPid(jobPaths(w.root, id).driverLock);
  return pid !== undefined && (await running(pid)) ? pid : undefined;
}

/** One client call, chosen by the PRNG: each of them re-adopts orphans. */
async function clientCall(id: JobId): Promise<void> {
  const which = rnd.pick(["jobs", "wait", "result"] as const);
  if (which === "jobs") await listJobs(w.env);
  else if (which === "wait") await waitJob(w.env, id, 0, 0);
  else await jobResult(w.env, id);
}

/** After a kill: client calls until a new driver holds the job (or it already finished). */
async function readopted(id: JobId, killed: number): Promise<void> {
  // Generous: on a loaded 2-core machine a driver (tsx from source) can take seconds to boot.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    await clientCall(id);
    const job = await readJob(w.root, id);
    if (isTerminal(job.state)) return;
    const pid = await liveDriver(id);
    if (pid !== undefined && pid !== killed) return;
    await sleep(150);
  }
  const p = jobPaths(w.root, id);
  const why = { job: await readFile(p.job, "utf8").catch(String), lock: await readFile(p.driverLock, "utf8").catch(String), log: (await readFile(p.driverLog, "utf8").catch(String)).slice(-2_000) };
  throw new Error(`job ${id} was not re-adopted within 90 s of killing driver ${killed} (seed ${SEED}): ${JSON.stringify(why)}`);
}

async function allTerminal(ids: readonly JobId[], ms = 120_000, each?: () => Promise<void>): Promise<Job[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    await each?.();
    await census.sample(ids);
    const jobs = await Promise.all(ids.map((id) => readJob(w.root, id)));
    if (jobs.every((j) => isTerminal(j.state))) return jobs;
    if (Date.now() > deadline) throw new Error(`not finished after ${ms} ms (seed ${SEED}): ${jobs.map((j) => `${j.id}=${j.state}`).join(", ")}`);
    // A client looks in now and then, as Claude would: a driver that died unnoticed is re-adopted.
    await listJobs(w.env);
    await sleep(200);
  }
}

function count(jobs: readonly Job[]): void {
  for (const j of jobs) {
    const key = j.state === "built" ? "built" : `${j.state}:${(j.reasons ?? []).map((r) => r.code).join("+")}${timedOut(j) ? " (server timeout under load)" : ""}`;
    tally.outcomes[key] = (tally.outcomes[key] ?? 0) + 1;
  }
}

/** Ended infra because the OpenCode server missed a time bound (a loaded machine), not because of a kill. */
function timedOut(job: Job): boolean {
  return job.state === "honest-failure" && (job.reasons ?? []).every((r) => r.code === "infra" && /within \d+ ?ms|did not answer|due to timeout/.test(r.message));
}

/** Every driver of these jobs has let go of it (the host lives on for the next jobs; the census checks it ends at the close). */
async function driversGone(ids: readonly JobId[]): Promise<void> {
  for (const id of ids) expect(await driverExited(w.env, id, 10_000), `driver of ${id} (seed ${SEED})`).toBe(true);
}

describe("kill -9 chaos", () => {
  it("host - the driver host killed 20+ times across every job state, 8 jobs in flight a round: every job re-adopted and built, never driven twice, nothing left", async () => {
    const kinds = ["validating", "queued", "running", "needs_permission", "grading"] as const;
    const hit = new Map<string, number>(kinds.map((k) => [k, 0]));
    const victims: number[] = [];
    let hostKills = 0;
    for (let round = 0; round < 8 && (hostKills < 20 || [...hit.values()].some((n) => n === 0)); round++) {
      // Slots 4 for 8 jobs: half of them queue. Two ask for bash, which waits for the orchestrator.
      const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => newJob(`host${round}-${i}`, i < 2 ? "asks" : "chaos", 4)));
      const sampler = setInterval(() => void census.sample(ids).catch(() => undefined), 150);
      try {
        // At most 4 kills a round: a job re-adopted more than 5 times is given up (driver-died), by design.
        for (let k = 0; k < 4; k++) {
          // Aim at a state no kill has hit yet (else any), and kill the moment a job is in it.
          const missing = kinds.filter((kind) => hit.get(kind) === 0);
          const want = rnd.pick(missing.length ? missing : kinds);
          let pid: number | undefined;
          let states: Job["state"][] = [];
          for (const until = Date.now() + 8_000; Date.now() < until; await sleep(20)) {
            pid = await liveHost();
            states = (await Promise.all(ids.map((id) => readJob(w.root, id)))).map((j) => j.state).filter((st) => !isTerminal(st));
            if (states.length === 0 || (pid !== undefined && states.includes(want))) break;
          }
          if (states.length === 0) break;
          if (pid === undefined) {
            await clientCall(rnd.pick(ids));
            continue;
          }
          await sleep(rnd.int(0, 150));
          process.kill(pid, "SIGKILL");
          hostKills++;
          tally.kills.host++;
          victims.push(pid);
          for (const st of new Set(states)) hit.set(st, (hit.get(st) ?? 0) + 1);
          expect(await gone(pid)).toBe(true);
          // One client call re-adopts every orphan of the folder through a new host.
          await clientCall(rnd.pick(ids));
        }
        const jobs = await allTerminal(ids, 180_000, () => answerPermissions(ids));
        count(jobs);
        for (const id of ids) {
          const job = await auditLedger(w.root, id);
          // Never driven twice: each driver (host) that took the job up appears once, in one unbroken run of its events.
          const drivers = (await readEvents(w.root, id, 0)).filter((e) => e.type === "driver.started" || e.type === "driver.adopted").map((e) => (e as { pid: number }).pid);
          expect({ id, repeated: drivers.filter((p, i) => drivers.indexOf(p) !== i), seed: SEED }).toEqual({ id, repeated: [], seed: SEED });
          if (job.state !== "built" && timedOut(job)) continue;
          expect({ id, state: job.state, reasons: job.reasons ?? [], seed: SEED }).toEqual({ id, state: "built", reasons: [], seed: SEED });
        }
        await driversGone(ids);
      } finally {
        clearInterval(sampler);
      }
    }
    console.log(`[chaos] host: ${hostKills} kills; job states at the kills: ${JSON.stringify(Object.fromEntries(hit))}`);
    for (const pid of victims) expect(await running(pid), `killed host ${pid}`).toBe(false);
    expect({ kills: hostKills >= 20, states: kinds.filter((k) => hit.get(k) === 0), seed: SEED }).toEqual({ kills: true, states: [], seed: SEED });
  }, 900_000);

  it("mcp - the MCP server killed mid worker wait, 4 times over 2 jobs: a new server, given the last cursor it returned, sees both jobs built", async () => {
    const spawnClient = async (): Promise<{ c: Client; pid: number }> => {
      const transport = new StdioClientTransport({ command: process.execPath, args: [BUNDLE, "mcp"], cwd: w.world.root, env: w.env, stderr: "pipe" });
      const c = new Client({ name: "chaos", version: "1" });
      await c.connect(transport);
      clients.push(c);
      return { c, pid: transport.pid! };
    };
    const call = async (c: Client, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
      const r = (await c.callTool({ name: "worker", arguments: args }, undefined, { timeout: 60_000 })) as { isError?: boolean; content: { text: string }[] };
      if (r.isError) throw new Error(`worker ${String(args.command)}: ${r.content[0]?.text}`);
      return JSON.parse(r.content[0]!.text) as Record<string, unknown>;
    };
    type Entry = { job: string; verdict?: string; asks?: unknown[] };
    let cur = await spawnClient();
    const ids: JobId[] = [];
    const cursors: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { taskFile } = await w.task(`mcp${i}`, "chaos");
      const d = await call(cur.c, { command: "dispatch", task_file: taskFile, slots: 8 });
      expect(d.verdict, JSON.stringify(d)).toBeUndefined();
      ids.push(d.job as JobId);
      cursors.push(d.cursor as string);
      seen.push(d.job as JobId);
      tally.runs++;
    }
    // What the client has been shown: the last cursor a wait returned, and the verdicts it reported.
    let cursor = cursors.join(",");
    const verdicts = new Map<string, Entry>();
    const take = (r: Record<string, unknown>): void => {
      cursor = r.cursor as string;
      for (const e of r.jobs as Entry[]) {
        expect(e.asks, `${JSON.stringify(e)} (seed ${SEED})`).toBeUndefined();
        if (e.verdict && ids.includes(e.job as JobId)) verdicts.set(e.job, e);
      }
    };
    for (let k = 0; k < 4; k++) {
      // One wait watches both jobs (the cursor's and every active one); it blocks until one ends.
      const waiting = call(cur.c, { command: "wait", cursor, timeout_seconds: 30 }).catch((e: unknown) => e);
      await sleep(rnd.int(50, 1_200));
      process.kill(cur.pid, "SIGKILL");
      tally.kills.mcp++;
      expect(await gone(cur.pid)).toBe(true);
      // The call in flight may have been answered just before the kill (then the client has seen
      // that answer and moves on from its cursor); otherwise it fails and the client keeps the last cursor.
      const answered = await waiting;
      if (!(answered instanceof Error)) take(answered as Record<string, unknown>);
      cur = await spawnClient();
      const listed = (await call(cur.c, { command: "jobs" })).jobs as { job: string }[];
      expect(listed.map((j) => j.job)).toEqual(expect.arrayContaining(ids));
    }
    // A verdict lost with a killed server is reported again: the cursor still holds its job.
    for (let i = 0; i < 60 && verdicts.size < ids.length; i++) take(await call(cur.c, { command: "wait", cursor, timeout_seconds: 20 }));
    for (const id of ids) {
      expect({ id, verdict: verdicts.get(id)?.verdict, seed: SEED }).toEqual({ id, verdict: "built", seed: SEED });
      const result = await call(cur.c, { command: "result", job: id });
      expect({ id, verdict: result.verdict, state: result.state, seed: SEED }).toEqual({ id, verdict: "built", state: undefined, seed: SEED });
    }
    const jobs = await allTerminal(ids);
    count(jobs);
    for (const id of ids) await auditLedger(w.root, id);
    await driversGone(ids);
  }, 120_000);

  it("rework - a continue racing a job's end makes one attempt once the job ended; the host killed mid-attempt: re-adopted in its session, built, its own steps counted once", async () => {
    const first = await newJob("rework-first", "rework");
    // Continue asked over and over while the first attempt runs: refused until it ends, then exactly one attempt.
    const tries: Promise<{ job: string } | Error>[] = [];
    let next: { job: string } | undefined;
    for (const until = Date.now() + 120_000; Date.now() < until && !next; await sleep(rnd.int(20, 120))) {
      const t = continueJob(w.env, first, "hello.txt must say hello").catch((e: unknown) => e as Error);
      tries.push(t);
      const r = await t;
      if (!(r instanceof Error)) next = r;
      else expect(r.message, `seed ${SEED}`).toMatch(/is still (validating|queued|starting|running|needs_permission|grading); steer it|was continued already/);
    }
    expect(next, `seed ${SEED}`).toBeDefined();
    expect((await readJob(w.root, first)).state).toBe("honest-failure");
    const attempt = next!.job as JobId;
    seen.push(attempt);
    // Kill the host once the second attempt's turn is under way.
    let killed: number | undefined;
    for (const until = Date.now() + 60_000; Date.now() < until; await sleep(20)) {
      const job = await readJob(w.root, attempt);
      if (isTerminal(job.state)) break;
      const pid = await liveHost();
      if (job.session && job.state === "running" && pid !== undefined) {
        await sleep(rnd.int(0, 600));
        process.kill(pid, "SIGKILL");
        killed = pid;
        tally.kills.host++;
        break;
      }
    }
    expect(killed, `seed ${SEED}: the attempt ended before a kill`).toBeDefined();
    await readopted(attempt, killed!);
    const [job] = await allTerminal([attempt]);
    count([job!]);
    expect({ state: job!.state, reasons: job!.reasons ?? [], seed: SEED }).toEqual({ state: "built", reasons: [], seed: SEED });
    await auditLedger(w.root, attempt);
    const events = await readEvents(w.root, attempt, 0);
    expect(events.filter((e) => e.type === "continued")).toHaveLength(1);
    expect(events.find((e) => e.type === "session")).toMatchObject({ continued: true });
    // The re-adopted driver took up the same turn: the attempt's own two steps, never the first attempt's too.
    expect(job!.usage?.steps, `seed ${SEED}`).toBe(2);
    expect((await listJobs(w.env)).jobs.filter((j) => j.attempt !== undefined && j.job === attempt)).toHaveLength(1);
    await driversGone([first, attempt]);
  }, 300_000);

  it("server - opencode serve killed at a random point, then the drivers, 2 rounds of 2 jobs: every job ends built or honest-failure infra", async () => {
    for (let round = 0; round < 2; round++) {
      // A server to kill: the last round's was killed, and the drivers start one only when they connect.
      await ensureServer({ env: w.env });
      const ids = await Promise.all([newJob(`srv${round}a`), newJob(`srv${round}b`)]);
      const sampler = setInterval(() => void census.sample(ids).catch(() => undefined), 150);
      try {
        // Let the jobs reach a random point: validation, the model's first pause, or later.
        await sleep(rnd.int(300, 4_500));
        await census.sample(ids);
        const rec = JSON.parse(await readFile(serverDirs(w.env).record, "utf8").catch(() => "{}")) as { pid?: number };
        if (rec.pid !== undefined && (await running(rec.pid))) {
          process.kill(rec.pid, "SIGKILL");
          tally.kills.server++;
          expect(await gone(rec.pid)).toBe(true);
        }
        // Then each job's driver, in a random order, as soon as it has one: the re-adopted ones
        // find the server gone (or start a new one when they had not reached it yet).
        for (const victim of rnd.next() < 0.5 ? ids : [...ids].reverse()) {
          let pid: number | undefined;
          for (let i = 0; i < 600 && (pid = await liveDriver(victim)) === undefined && !isTerminal((await readJob(w.root, victim)).state); i++) await sleep(100);
          if (pid === undefined) continue;
          process.kill(pid, "SIGKILL");
          tally.kills.driver++;
          expect(await gone(pid)).toBe(true);
          await readopted(victim, pid);
        }
        for (const id of ids) await clientCall(id);
        const jobs = await allTerminal(ids);
        count(jobs);
        for (const id of ids) {
          const job = await auditLedger(w.root, id);
          const codes = (job.reasons ?? []).map((r) => r.code);
          if (job.state !== "built") expect({ id, state: job.state, codes, seed: SEED }).toEqual({ id, state: "honest-failure", codes: expect.arrayContaining(["infra"]), seed: SEED });
        }
        await driversGone(ids);
      } finally {
        clearInterval(sampler);
      }
    }
    expect(tally.kills.server, `seed ${SEED}`).toBeGreaterThanOrEqual(2);
    expect(tally.kills.host + tally.kills.driver + tally.kills.mcp + tally.kills.server, `seed ${SEED}`).toBeGreaterThanOrEqual(20);
  }, 300_000);
});
