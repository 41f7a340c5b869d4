/**
 * The MCP server as Claude Code runs it: `node dist/ocw.mjs mcp` spawned from an empty folder
 * (no node_modules), driven by the SDK's own Client over stdio. It lists exactly two tools,
 * `worker` and `setup`, with short descriptions and trimmed schemas; a permission round trip
 * ends built and every result is one line of JSON; one wait loop answers two jobs' asks; wait
 * sends progress; errors come back as isError with a recovery hint; stdout carries nothing but
 * JSON-RPC; and a server killed during wait loses nothing — a new one, given the same cursor,
 * sees the job through to its verdict.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cancel, STEER_RECEIPTS, type JobId } from "../../src/jobs/index.js";
import { REPO_ROOT } from "../helpers/claude-cli.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { DISPOSE_MS, alive, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const SCRIPTS = {
  bash: { turns: [{ tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- ran it", result: "built" }] },
  slowwrite: { turns: [{ text: "- thinking", delayMs: 4_000, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote it", result: "built" }] },
};

const WORKER_COMMANDS = ["apply", "cancel", "continue", "dispatch", "jobs", "permit", "result", "selftest", "steer", "wait"];

let w: JobsWorld;
let empty: string;
const clients: Client[] = [];
/** Every job a test dispatched: one a failed test left waiting is cancelled, so it holds no slot in the next test. */
const dispatched: string[] = [];

beforeAll(async () => {
  w = await makeJobsWorld("ocw-mcp-", SCRIPTS);
  empty = await mkdtemp(join(w.world.root, "empty-"));
}, 120_000);

afterEach(async () => {
  for (const id of dispatched.splice(0)) await cancel(w.env, id).catch(() => undefined);
});

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

async function client(): Promise<{ c: Client; pid: number }> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [BUNDLE, "mcp"], cwd: empty, env: w.env, stderr: "pipe" });
  const c = new Client({ name: "test", version: "1" });
  await c.connect(transport);
  clients.push(c);
  return { c, pid: transport.pid! };
}

type Call = { isError?: boolean; content: { type: string; text: string }[] };
type Result = { isError: boolean; data: Record<string, unknown>; text: string; texts: string[] };

async function call(c: Client, name: string, args: Record<string, unknown>, onprogress?: (p: { progress: number; message?: string }) => void): Promise<Result> {
  const r = (await c.callTool({ name, arguments: args }, undefined, { timeout: 60_000, ...(onprogress ? { onprogress, resetTimeoutOnProgress: true } : {}) })) as Call;
  const texts = r.content.map((p) => p.text);
  const text = texts[0] ?? "";
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // An error's text.
  }
  return { isError: r.isError === true, data, text, texts };
}

interface Ask {
  id: string;
  tool: string;
  what: string;
  why?: string;
}
type Entry = { job: string; state?: string; asks?: Ask[]; verdict?: string; reasons?: unknown[]; note?: string; [k: string]: unknown };

const entriesOf = (r: Result): Entry[] => (r.data.jobs as Entry[] | undefined) ?? [];

/** Loop `worker wait` from `cursor` until `job`'s verdict entry comes back; fails on an ask (none of these scripts asks twice). */
async function waitVerdict(c: Client, job: string, cursor: string | undefined, log?: Result[]): Promise<Entry> {
  let cur = cursor;
  for (let i = 0; i < 20; i++) {
    const r = await call(c, "worker", { command: "wait", ...(cur !== undefined ? { cursor: cur } : {}), timeout_seconds: 20 });
    log?.push(r);
    expect(r.isError, r.text).toBe(false);
    expect(typeof r.data.cursor).toBe("string");
    cur = r.data.cursor as string;
    const mine = entriesOf(r).find((e) => e.job === job);
    expect(mine?.asks, JSON.stringify(mine)).toBeUndefined();
    if (mine?.verdict) {
      // A reported verdict leaves the cursor.
      expect(cur.split(",").some((p) => p.startsWith(`${job}:`))).toBe(false);
      return mine;
    }
  }
  throw new Error(`no verdict for ${job}`);
}

/** Every key and number anywhere in a JSON document. */
function walk(node: unknown, keys: string[] = [], numbers: number[] = []): { keys: string[]; numbers: number[] } {
  if (Array.isArray(node)) for (const n of node) walk(n, keys, numbers);
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      keys.push(k);
      walk(v, keys, numbers);
    }
  } else if (typeof node === "number") numbers.push(node);
  return { keys, numbers };
}

/**
 * Dispatch a "bash" job, see its ask in a wait, permit it, wait to the verdict, read the result,
 * apply it: the round trip as the skill drives it. Returns every worker result it got.
 */
async function permissionRoundTrip(c: Client, name: string): Promise<Result[]> {
  const log: Result[] = [];
  const { taskFile, workspace } = await w.task(name, "bash");
  const d = await call(c, "worker", { command: "dispatch", task_file: taskFile });
  log.push(d);
  expect(d.isError, d.text).toBe(false);
  const job = d.data.job as string;
  dispatched.push(job);
  expect(job).toMatch(/^job_[0-9a-z]+$/);
  // Dispatch returns once the checks were validated: the job is past validating, not over.
  expect(d.data.verdict, d.text).toBeUndefined();
  expect(["queued", "starting", "running", "needs_permission"]).toContain(d.data.state);
  expect(d.data.cursor).toMatch(new RegExp(`^${job}:\\d+$`));

  let cursor = d.data.cursor as string;
  let ask: Ask | undefined = (d.data.asks as Ask[] | undefined)?.[0];
  for (let i = 0; i < 10 && !ask; i++) {
    const r = await call(c, "worker", { command: "wait", cursor, timeout_seconds: 20 });
    log.push(r);
    expect(r.isError, r.text).toBe(false);
    cursor = r.data.cursor as string;
    const mine = entriesOf(r).find((e) => e.job === job);
    expect(mine?.verdict, r.text).toBeUndefined();
    ask = mine?.asks?.[0];
    if (ask) expect(mine).toMatchObject({ job, state: "needs_permission" });
  }
  expect(ask).toBeDefined();
  expect(ask).toMatchObject({ id: expect.stringMatching(/^per/), tool: "bash", what: "printf 'hello\\n' > hello.txt" });
  // `why` is the worker's stated reason, the description it gave the tool call (looked up even when
  // OpenCode announces the request before the tool part that carries it); nothing else is shown.
  expect(Object.keys(ask!).sort()).toEqual(["id", "tool", "what", "why"]);
  expect(ask!.why).toBe("write the file");
  // The job is still in the cursor (it has not ended).
  expect(cursor).toMatch(new RegExp(`(^|,)${job}:\\d+($|,)`));

  const p = await call(c, "worker", { command: "permit", job, request: ask!.id, reply: "once" });
  log.push(p);
  expect(p.isError, p.text).toBe(false);
  expect(p.data).toEqual({ status: expect.stringMatching(/^(applied|queued)$/) });

  const end = await waitVerdict(c, job, cursor, log);
  expect(end).toMatchObject({ job, verdict: "built", reasons: [], claim: "built", honest: true });
  expect(end.state).toBeUndefined();

  const result = await call(c, "worker", { command: "result", job });
  log.push(result);
  expect(result.isError, result.text).toBe(false);
  expect(result.data).toMatchObject({ job, verdict: "built", reasons: [], claim: "built", honest: true, usage: expect.stringMatching(/^worker .* tokens/) });
  expect("state" in result.data).toBe(false);
  expect(result.data.evidence).toBeUndefined();
  expect(result.data.diff).toMatchObject({ path: expect.stringContaining(job), files: [["hello.txt", 1, 0]] });
  // The wait's verdict entry is the result (no result call needed); only the usage line may differ
  // (Claude's share grows), and result adds where the work went (route and tier).
  const { usage: _u1, ...endRest } = end;
  const { usage: _u2, route, ...resultRest } = result.data;
  expect(resultRest).toEqual(endRest);
  expect(route).toBe("replay/replay (local)");

  const applied = await call(c, "worker", { command: "apply", job });
  log.push(applied);
  expect(applied.isError, applied.text).toBe(false);
  expect(applied.data).toEqual({ applied: ["hello.txt"] });
  expect(await readFile(join(workspace, "hello.txt"), "utf8")).toBe("hello\n");
  return log;
}

describe("mcp setup tool", () => {
  it("setup scan - probes the given ports only and reports the hardware; a closed port is a probe result, not an error", { timeout: 60_000 }, async () => {
    const { c } = await client();
    const r = await call(c, "setup", { command: "scan", ports: "1" });
    expect(r.isError, r.text).toBe(false);
    expect(r.data.endpoints).toEqual([]);
    expect((r.data.hardware as { cpu: { cores: number } }).cpu.cores).toBeGreaterThan(0);
  });

  it("setup fit - plans a catalog model for 2 slots on a given budget; a bad model is isError naming the fix", { timeout: 60_000 }, async () => {
    const { c } = await client();
    const r = await call(c, "setup", { command: "fit", model: "qwen3-coder-30b-a3b", quant: "Q4_K_M", slots: 2, ctx: 32768, vram_gib: 24 });
    expect(r.isError, r.text).toBe(false);
    const plan = (r.data as { plan: { slots: number; ctxPerSlot: number; model: string } }).plan;
    expect(plan.slots).toBe(2);
    expect(plan.ctxPerSlot).toBe(32768);
    const bad = await call(c, "setup", { command: "fit", model: "no-such-model", slots: 1 });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/no-such-model/);
  });
});

describe("mcp", () => {
  it("mcp - lists the two tools, worker and setup, with descriptions; stdout holds only JSON-RPC", async () => {
    const { c } = await client();
    const { tools } = await c.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["setup", "worker"]);
    for (const t of tools) expect(t.description!.length).toBeGreaterThan(60);
    const worker = tools.find((t) => t.name === "worker")!;
    const setup = tools.find((t) => t.name === "setup")!;
    expect(((worker.inputSchema.properties as Record<string, { enum?: string[] }>).command!.enum ?? []).slice().sort()).toEqual(WORKER_COMMANDS);
    expect(((setup.inputSchema.properties as Record<string, { enum?: string[] }>).command!.enum ?? []).slice().sort()).toEqual(["fit", "scan"]);
    expect(worker.inputSchema.required).toEqual(["command"]);
    expect(setup.inputSchema.required).toEqual(["command"]);
    // Raw: every stdout line of a short session is a JSON-RPC message.
    const child = spawn(process.execPath, [BUNDLE, "mcp"], { cwd: empty, env: w.env, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    const lines = [
      { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } },
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "worker", arguments: { command: "jobs" } } },
      { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "worker", arguments: { command: "result", job: "job_000000000deadbeef" } } },
    ];
    child.stdin.write(lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
    for (let i = 0; i < 400 && out.split("\n").filter(Boolean).length < 3; i++) await new Promise((r) => setTimeout(r, 50));
    child.stdin.end();
    await new Promise((r) => child.once("exit", r));
    const msgs = out.split("\n").filter(Boolean).map((l) => JSON.parse(l) as { jsonrpc: string; id: number; result?: { isError?: boolean; content?: { text: string }[] } });
    expect(msgs.map((m) => m.jsonrpc)).toEqual(["2.0", "2.0", "2.0"]);
    // The two calls run at once, so their answers may come in either order (JSON-RPC allows it).
    expect(msgs[0]!.id).toBe(1);
    expect(msgs.map((m) => m.id).sort()).toEqual([1, 2, 3]);
    const answer = (id: number) => msgs.find((m) => m.id === id)!;
    // The calls were really served: jobs answered, the unknown job is an isError result.
    expect(JSON.parse(answer(2).result!.content![0]!.text)).toHaveProperty("jobs");
    expect(answer(3).result).toMatchObject({ isError: true });
  }, 60_000);

  it("mcp - tools/list schemas carry no $schema and no 2^53-1 bound anywhere; each description is at most 600 characters", async () => {
    const { c } = await client();
    const { tools } = await c.listTools();
    expect(tools.length).toBe(2);
    for (const t of tools) {
      const { keys, numbers } = walk(t.inputSchema);
      expect(keys.length, t.name).toBeGreaterThan(10);
      expect(keys.filter((k) => k === "$schema"), t.name).toEqual([]);
      expect(numbers.filter((n) => Math.abs(n) >= Number.MAX_SAFE_INTEGER), t.name).toEqual([]);
      expect(t.description!.length, t.name).toBeLessThanOrEqual(600);
    }
    // Bounds that are real stay (the slots cap), so the trim did not drop every bound.
    expect(walk(tools.find((t) => t.name === "worker")!.inputSchema).numbers).toContain(64);
  }, 30_000);

  it("mcp - errors are isError results with a recovery hint", async () => {
    const { c } = await client();
    const unknown = await call(c, "worker", { command: "wait", jobs: ["job_000000000deadbeef"] });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toMatch(/^NOT_FOUND: no job job_000000000deadbeef/);
    expect(unknown.text).toContain("ocw jobs");
    const unknownResult = await call(c, "worker", { command: "result", job: "job_000000000deadbeef" });
    expect(unknownResult.isError).toBe(true);
    expect(unknownResult.text).toMatch(/^NOT_FOUND: no job job_000000000deadbeef/);
    expect(unknownResult.text).toContain("ocw jobs");
    const missing = await call(c, "worker", { command: "dispatch", task_file: "nope.yaml" });
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain("no such file");
    const noField = await call(c, "worker", { command: "permit", request: "per_x", reply: "once" });
    expect(noField.isError).toBe(true);
    expect(noField.text).toMatch(/^INVALID_INPUT: permit needs job/);
    const badCursor = await call(c, "worker", { command: "wait", cursor: "not-a-cursor" });
    expect(badCursor.isError).toBe(true);
    expect(badCursor.text).toMatch(/^INVALID_INPUT: .*cursor.*none to watch every active job/);
  }, 30_000);

  it("mcp - permission round trip: dispatch, wait shows the ask, permit, wait to the verdict, result, apply", async () => {
    const { c } = await client();
    const log = await permissionRoundTrip(c, "mcp-permit");
    expect(log.every((r) => !r.isError)).toBe(true);
  }, 90_000);

  it("mcp - every worker result of the permission round trip is one line of JSON", async () => {
    const { c } = await client();
    const log = await permissionRoundTrip(c, "mcp-oneline");
    // dispatch, at least one wait before and one after the permit, permit, result, apply.
    expect(log.length).toBeGreaterThanOrEqual(6);
    for (const r of log) {
      expect(r.texts.length, r.text).toBe(1);
      expect(r.text.length).toBeGreaterThan(0);
      expect(r.text.includes("\n"), r.text).toBe(false);
      expect(() => JSON.parse(r.text), r.text).not.toThrow();
      expect(typeof JSON.parse(r.text), r.text).toBe("object");
      // Compact: no pretty-printing anywhere.
      expect(JSON.stringify(JSON.parse(r.text))).toBe(r.text);
    }
  }, 90_000);

  it("mcp - steer returns sent at once; the next wait carries the receipt; the receipt names are the same in the tool description and the skill", async () => {
    const { c } = await client();
    const { tools } = await c.listTools();
    const description = tools.find((t) => t.name === "worker")!.description!;
    const skill = await readFile(join(REPO_ROOT, "skills", "opencode-worker", "SKILL.md"), "utf8");
    for (const r of STEER_RECEIPTS) {
      expect(description, r).toContain(r);
      expect(skill, r).toContain(`\`${r}\``);
    }

    const { taskFile } = await w.task("mcp-steer", "slowwrite");
    const d = await call(c, "worker", { command: "dispatch", task_file: taskFile });
    expect(d.isError, d.text).toBe(false);
    const job = d.data.job as string;
    dispatched.push(job);
    await w.until(job as JobId, (j) => j.state === "running");
    // The model holds its first reply for 4 s: the steer cannot have reached it when the call returns.
    const s = await call(c, "worker", { command: "steer", job, text: "STEER: keep it short" });
    expect(s.isError, s.text).toBe(false);
    expect(s.data).toEqual({ receipt: "sent" });
    let cursor = d.data.cursor as string;
    let receipt: unknown;
    for (let i = 0; i < 8 && receipt === undefined; i++) {
      const r = await call(c, "worker", { command: "wait", cursor, timeout_seconds: 20 });
      expect(r.isError, r.text).toBe(false);
      cursor = r.data.cursor as string;
      const mine = entriesOf(r).find((e) => e.job === job);
      expect(mine?.verdict, r.text).toBeUndefined();
      receipt = mine?.steer;
    }
    expect(receipt).toBe("delivered");
    expect(await waitVerdict(c, job, cursor)).toMatchObject({ job, verdict: "built" });
  }, 90_000);

  it("mcp - one wait loop on two jobs returns each job's ask; both are permitted and both verdicts come back in at most 8 waits", async () => {
    const { c } = await client();
    const a = await w.task("mcp-two-a", "bash");
    const b = await w.task("mcp-two-b", "bash");
    // Two slots, so both run (and ask) at once.
    const [da, db] = await Promise.all([call(c, "worker", { command: "dispatch", task_file: a.taskFile, slots: 2 }), call(c, "worker", { command: "dispatch", task_file: b.taskFile, slots: 2 })]);
    expect(da.isError, da.text).toBe(false);
    expect(db.isError, db.text).toBe(false);
    const ids = [da.data.job as string, db.data.job as string];
    dispatched.push(...ids);
    expect(new Set(ids).size).toBe(2);
    const asks = new Map<string, Ask>();
    const verdicts = new Map<string, Entry>();
    const see = (entries: Entry[]): void => {
      for (const e of entries) {
        if (!ids.includes(e.job)) continue;
        if (e.asks) {
          // Each ask is shown once: the cursor covers it afterwards.
          expect(asks.has(e.job), `${e.job} asked again: ${JSON.stringify(e)}`).toBe(false);
          expect(e.asks).toHaveLength(1);
          expect(e.asks[0]).toMatchObject({ tool: "bash", what: "printf 'hello\\n' > hello.txt" });
          asks.set(e.job, e.asks[0]!);
        }
        if (e.verdict) verdicts.set(e.job, e);
      }
    };
    // An ask already waiting when dispatch returned is in its entry (and its cursor).
    see([da.data as Entry, db.data as Entry]);
    let cursor = [da.data.cursor, db.data.cursor].join(",");
    let waits = 0;
    while (asks.size < 2 && waits < 8) {
      const r = await call(c, "worker", { command: "wait", cursor });
      waits++;
      expect(r.isError, r.text).toBe(false);
      cursor = r.data.cursor as string;
      see(entriesOf(r));
      expect(verdicts.size, r.text).toBe(0);
    }
    expect([...asks.keys()].sort()).toEqual([...ids].sort());
    for (const [job, ask] of asks) {
      const p = await call(c, "worker", { command: "permit", job, request: ask.id, reply: "once" });
      expect(p.isError, p.text).toBe(false);
    }
    while (verdicts.size < 2 && waits < 8) {
      const r = await call(c, "worker", { command: "wait", cursor });
      waits++;
      expect(r.isError, r.text).toBe(false);
      cursor = r.data.cursor as string;
      see(entriesOf(r));
    }
    expect(waits).toBeLessThanOrEqual(8);
    expect([...verdicts.keys()].sort()).toEqual([...ids].sort());
    for (const v of verdicts.values()) expect(v).toMatchObject({ verdict: "built", reasons: [] });
    // Both verdicts were reported, so both left the cursor.
    for (const id of ids) expect(cursor).not.toContain(id);
  }, 120_000);

  it("mcp - wait sends progress; the server killed during a wait loses nothing: a new server, given the same cursor, sees the job to its verdict", async () => {
    const first = await client();
    const { taskFile } = await w.task("mcp-kill", "slowwrite");
    const d = await call(first.c, "worker", { command: "dispatch", task_file: taskFile });
    expect(d.isError, d.text).toBe(false);
    const job = d.data.job as string;
    dispatched.push(job);
    const cursor = d.data.cursor as string;
    expect(cursor).toMatch(new RegExp(`^${job}:\\d+$`));
    await w.until(job as never, (j) => j.state === "running");
    const progress: { progress: number; message?: string }[] = [];
    const waiting = call(first.c, "worker", { command: "wait", cursor, timeout_seconds: 30 }, (p) => progress.push(p)).catch((e: unknown) => e);
    for (let i = 0; i < 40 && progress.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(progress.length).toBeGreaterThan(0);
    // The progress message is the watched jobs' one-line summary.
    expect(progress[0]!.message).toMatch(/^\d+ [a-z_]+/);
    process.kill(first.pid, "SIGKILL");
    expect(await waiting).toBeInstanceOf(Error);
    for (let i = 0; i < 20 && (await alive(first.pid)); i++) await new Promise((r) => setTimeout(r, 50));
    const second = await client();
    const jobs = await call(second.c, "worker", { command: "jobs" });
    expect(jobs.isError, jobs.text).toBe(false);
    const listed = (jobs.data.jobs as { job: string; state: string; age_s: number }[]).find((j) => j.job === job);
    expect(listed).toMatchObject({ job, state: expect.any(String), age_s: expect.any(Number) });
    const end = await waitVerdict(second.c, job, cursor);
    expect(end).toMatchObject({ job, verdict: "built", reasons: [] });
  }, 60_000);
});
