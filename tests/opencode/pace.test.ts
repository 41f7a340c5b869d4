/**
 * The pacing plugin we install in OpenCode's config dir (src/opencode/pace-plugin.ts): a worker's
 * repeated tool call is held back before it runs, longer each time, and refused if its turn ended
 * while it waited. First the plugin's own source, loaded as OpenCode loads it (a plain ES module)
 * and run with a fake clock; then the real `opencode serve` with the replay model, where the
 * gaps between a looping model's requests show the holds and a held write never lands after its
 * turn was aborted.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { connect, type Connection } from "../../src/opencode/index.js";
import { PACE_FIRST_MS, PACE_FROM, PACE_MAX_MS, PACE_PLUGIN_FILE, pacePluginSource } from "../../src/opencode/pace-plugin.js";
import { serverDirs } from "../../src/opencode/layout.js";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { WORKER, replayConfig } from "../helpers/opencode-serve.js";
import { makeWorld, type World } from "../helpers/world.js";

type Hooks = {
  "tool.execute.before": (input: { tool: string; sessionID: string; callID: string }, output: { args: unknown }) => Promise<void>;
  event: (input: { event: { type: string; properties: Record<string, unknown> } }) => Promise<void>;
};

/** The plugin's hooks, from its source written to a file and imported, as Bun imports it. */
async function loadPlugin(): Promise<Hooks> {
  const dir = await mkdtemp(join(tmpdir(), "ocw-pace-"));
  const file = join(dir, "ocw-pace.mjs");
  await writeFile(file, pacePluginSource());
  const mod = (await import(pathToFileURL(file).href)) as { OcwPace: () => Promise<Hooks> };
  await rm(dir, { recursive: true, force: true });
  return mod.OcwPace();
}

/** Whether `p` settles once every timer due within `ms` has run (and not before `ms - 1`). */
async function heldFor(p: Promise<unknown>, ms: number): Promise<boolean> {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  if (done) return false;
  await vi.advanceTimersByTimeAsync(1);
  return done;
}

async function settlesAtOnce(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

const toolError = (sessionID: string, tool: string, error: string) => ({ event: { type: "message.part.updated", properties: { part: { type: "tool", sessionID, tool, state: { status: "error", error } } } } });
const toolDone = (sessionID: string, tool: string) => ({ event: { type: "message.part.updated", properties: { part: { type: "tool", sessionID, tool, state: { status: "completed", output: "ok" } } } } });
const idle = (sessionID: string) => ({ event: { type: "session.status", properties: { sessionID, status: { type: "idle" } } } });

describe("pace plugin - its own logic, on a fake clock", () => {
  afterEach(() => vi.useRealTimers());

  it("pace - the first two identical calls run at once; the 3rd waits 500 ms, then twice as long each time, up to the cap", async () => {
    vi.useFakeTimers();
    const hooks = await loadPlugin();
    const call = () => hooks["tool.execute.before"]({ tool: "read", sessionID: "s1", callID: "c" }, { args: { filePath: "a.txt", limit: 10 } });
    expect(await settlesAtOnce(call())).toBe(true);
    expect(await settlesAtOnce(call())).toBe(true);
    const waits: number[] = [];
    for (let n = PACE_FROM; n < PACE_FROM + 7; n++) waits.push(Math.min(PACE_MAX_MS, PACE_FIRST_MS * 2 ** (n - PACE_FROM)));
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    for (const ms of waits) expect(await heldFor(call(), ms)).toBe(true);
  });

  it("pace - the same arguments in another key order are the same call; another argument or tool starts a new count", async () => {
    vi.useFakeTimers();
    const hooks = await loadPlugin();
    const before = (tool: string, args: unknown) => hooks["tool.execute.before"]({ tool, sessionID: "s1", callID: "c" }, { args });
    expect(await settlesAtOnce(before("read", { filePath: "a", limit: 1 }))).toBe(true);
    expect(await settlesAtOnce(before("read", { limit: 1, filePath: "a" }))).toBe(true);
    expect(await heldFor(before("read", { filePath: "a", limit: 1 }), PACE_FIRST_MS)).toBe(true);
    expect(await settlesAtOnce(before("read", { filePath: "b", limit: 1 }))).toBe(true);
    expect(await settlesAtOnce(before("grep", { filePath: "b", limit: 1 }))).toBe(true);
  });

  it("pace - sessions are counted apart", async () => {
    vi.useFakeTimers();
    const hooks = await loadPlugin();
    const before = (sessionID: string) => hooks["tool.execute.before"]({ tool: "read", sessionID, callID: "c" }, { args: { filePath: "a" } });
    for (const s of ["s1", "s2", "s1", "s2"]) expect(await settlesAtOnce(before(s))).toBe(true);
    expect(await heldFor(before("s2"), PACE_FIRST_MS)).toBe(true);
  });

  it("pace - a call after the same tool error came back twice is held, whatever its arguments; a success ends the run", async () => {
    vi.useFakeTimers();
    const hooks = await loadPlugin();
    const edit = (i: number) => hooks["tool.execute.before"]({ tool: "edit", sessionID: "s1", callID: `c${i}` }, { args: { filePath: "g.txt", oldString: `missing ${i}` } });
    expect(await settlesAtOnce(edit(1))).toBe(true);
    await hooks.event(toolError("s1", "edit", "oldString not found in content"));
    expect(await settlesAtOnce(edit(2))).toBe(true);
    await hooks.event(toolError("s1", "edit", "oldString not found in content"));
    expect(await heldFor(edit(3), PACE_FIRST_MS)).toBe(true);
    await hooks.event(toolError("s1", "edit", "oldString not found in content"));
    expect(await heldFor(edit(4), 2 * PACE_FIRST_MS)).toBe(true);
    // Another error is a new run; a success ends it.
    await hooks.event(toolError("s1", "edit", "file not found"));
    expect(await settlesAtOnce(edit(5))).toBe(true);
    await hooks.event(toolError("s1", "edit", "file not found"));
    await hooks.event(toolDone("s1", "edit"));
    expect(await settlesAtOnce(edit(6))).toBe(true);
  });

  it("pace - a call held when its turn ends is refused, not run; the next turn is paced as before", async () => {
    vi.useFakeTimers();
    const hooks = await loadPlugin();
    const call = () => hooks["tool.execute.before"]({ tool: "write", sessionID: "s1", callID: "c" }, { args: { filePath: "x.txt", content: "x" } });
    await call();
    await call();
    const held = call();
    const outcome = held.then(
      () => "ran",
      (e: Error) => e.message,
    );
    await hooks.event(idle("s1"));
    await vi.advanceTimersByTimeAsync(PACE_FIRST_MS);
    expect(await outcome).toMatch(/^not run: the turn ended/);
    // Not idle in between: the next held call runs.
    const next = call().then(
      () => "ran",
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(2 * PACE_FIRST_MS);
    expect(await next).toBe("ran");
  });

  it("pace - events it does not know, and malformed ones, change nothing", async () => {
    vi.useFakeTimers();
    const hooks = await loadPlugin();
    for (const event of [{ type: "server.heartbeat", properties: {} }, { type: "message.part.updated", properties: {} }, { type: "message.part.updated", properties: { part: { type: "tool", state: { status: "error" } } } }, { type: "session.status", properties: { status: { type: "idle" } } }]) {
      await hooks.event({ event });
    }
    const call = () => hooks["tool.execute.before"]({ tool: "read", sessionID: "s9", callID: "c" }, { args: undefined as unknown });
    expect(await settlesAtOnce(call())).toBe(true);
    expect(await settlesAtOnce(call())).toBe(true);
    expect(await heldFor(call(), PACE_FIRST_MS)).toBe(true);
  });

  it("pace - the source is the same for the same numbers (the server's config hash stays put)", () => {
    expect(pacePluginSource()).toBe(pacePluginSource());
    expect(PACE_PLUGIN_FILE).toMatch(/^plugin\/[a-z-]+\.js$/);
  });
});

const SCRIPTS: Record<string, Script> = {
  loop: { turns: [{ tools: [{ read: { filePath: "greet.txt" } }], times: "always" }] },
  "write-loop": { turns: [{ tools: [{ write: { filePath: "out.txt", content: "again\n" } }], times: "always" }] },
};

describe("pace plugin - through the real opencode serve", () => {
  let world: World;
  let model: ReplayServer;
  let conn: Connection;

  beforeAll(async () => {
    world = await makeWorld("ocw-pace-");
    model = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["replay"], scripts: SCRIPTS }) });
    const files = await replayConfig();
    conn = await connect({ env: world.env, files, serverEnv: { OCW_REPLAY_BASE_URL: model.baseURL } });
  }, 120_000);

  afterAll(async () => {
    await conn?.close();
    const left = await world?.dispose();
    await model?.close();
    expect(left).toEqual([]);
  });

  it("pace - the server's config dir holds the plugin as generated", async () => {
    expect(await readFile(join(serverDirs(world.env).config, PACE_PLUGIN_FILE), "utf8")).toBe(pacePluginSource());
  });

  it("pace - a model repeating one call gets each next request only after the hold: 0.5, 1, 2, 4 s", async () => {
    const directory = await world.workdir("loop", { "greet.txt": "hi\n" });
    const session = await conn.openSession({ directory, title: "pace loop", agent: WORKER, model: "replay/replay" });
    model.bind(session.id, "loop");
    const turn = await session.prompt("Read greet.txt.");
    const mine = () => model.requests.filter((r) => r.session === session.id);
    // Request k brings call k; call k runs after its hold; request k+1 follows its result.
    await model.waitFor((r) => r.session === session.id && mine().length >= 7, 120_000);
    await turn.abort();
    await turn.result;
    await session.close();
    const at = mine().map((r) => r.at);
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    console.log(`[pace] gaps between requests (ms): ${gaps.join(", ")}`);
    // Calls 3, 4, 5, 6 were held 500, 1000, 2000, 4000 ms before they ran: the gaps after them are at least that.
    expect(gaps.slice(PACE_FROM - 1, PACE_FROM + 3).every((g, i) => g >= PACE_FIRST_MS * 2 ** i - 5)).toBe(true);
  }, 180_000);

  it("pace - a write held when its turn is aborted never lands", async () => {
    const directory = await world.workdir("write-loop", { "greet.txt": "hi\n" });
    const out = join(directory, "out.txt");
    const session = await conn.openSession({ directory, title: "pace write", agent: WORKER, model: "replay/replay" });
    model.bind(session.id, "write-loop");
    const turn = await session.prompt("Write out.txt.");
    // The 6th request's call is held 4 s (the 6th repetition): remove what the five before wrote, then abort during the hold.
    await model.waitFor((r) => r.session === session.id && model.requests.filter((q) => q.session === session.id).length >= 6, 120_000);
    await rm(out, { force: true });
    await turn.abort();
    await turn.result;
    await session.close();
    // Past the held call's 4 s: had it run, out.txt would be back.
    await new Promise((r) => setTimeout(r, 4 * PACE_FIRST_MS * 2 + 1_000));
    expect(await stat(out).then(() => "written after the abort", () => "absent")).toBe("absent");
  }, 180_000);
});
