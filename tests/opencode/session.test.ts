/**
 * The session driver against the real `opencode serve` (one warm server for the whole file)
 * and the replay model: scripted tool flows change files, permissions are decided by policy,
 * by the orchestrator or by the deadline, steering and abort work, model faults end fast as
 * MODEL_UNREACHABLE, bad agents and models fail before prompting, routes are verified, the
 * worker stays inside its directory and never sees the orchestrator's instructions, parallel
 * sessions never mix, and a run started by someone else (a driver that died) is taken up from
 * what the server holds and then followed by its events like a run of our own.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, routeError, type Connection, type SessionEvent, type SessionOptions, type TurnResult, type WorkerSession } from "../../src/opencode/index.js";
import { createApi, unwrap } from "../../src/opencode/api.js";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { WORKER, replayConfig } from "../helpers/opencode-serve.js";
import { freePort } from "../helpers/port.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

const SCRIPTS: Record<string, Script> = {
  write: { turns: [{ text: "- writing hello.txt", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  edit: { turns: [{ tools: [{ edit: { filePath: "greet.py", oldString: "Hello", newString: "Howdy" } }] }, { text: "- edited greet.py", result: "built" }] },
  bash: { turns: [{ tools: [{ bash: { command: "printf from-bash > bash_out.txt", description: "write a file" } }] }, { text: "- ran it", result: "built" }] },
  denied: {
    turns: [
      { tools: [{ bash: { command: "printf nope > denied.txt", description: "write a file" } }] },
      { choose: [{ when: { toolResultContains: "No answer within" }, text: "- bash was denied", result: "honest-failure: bash denied" }, { text: "- unexpected", result: "built" }] },
    ],
  },
  steer: {
    turns: [
      { text: "- reading the brief", delayMs: 1_500, tools: [{ read: { filePath: "brief.txt" } }] },
      { choose: [{ when: { contains: "use v2" }, tools: [{ write: { filePath: "v.txt", content: "v2\n" } }] }, { tools: [{ write: { filePath: "v.txt", content: "v1\n" } }] }] },
      { text: "- wrote v.txt", result: "built" },
    ],
  },
  slow: { turns: [{ text: "tick ".repeat(400), dripMs: 50 }] },
  e500: { turns: [{ fault: { status: 500, message: "upstream exploded" }, times: "always" }] },
  e401: { turns: [{ fault: { status: 401, message: "bad api key" }, times: "always" }] },
  hang: { turns: [{ fault: "hang", times: "always" }] },
  outside: {
    turns: [
      { tools: [{ write: { filePath: "${cwd}/../outside.txt", content: "escaped\n" } }] },
      { choose: [{ when: { toolResultContains: "prevents you" }, text: "- write outside was denied", result: "honest-failure: denied" }, { text: "- it worked?", result: "built" }] },
    ],
  },
  tokens: { turns: [{ tools: [{ write: { filePath: "t.txt", content: "t\n" } }], usage: { input: 1_000, output: 50 } }, { text: "- done", result: "built", usage: { input: 1_000, output: 50 } }] },
  quick: { turns: [{ text: "- nothing to do", result: "built" }] },
  a: { turns: [{ delayMs: 300, tools: [{ write: { filePath: "a.txt", content: "A\n" } }] }, { delayMs: 200, text: "A done", result: "built" }] },
  b: { turns: [{ delayMs: 200, tools: [{ write: { filePath: "b.txt", content: "B\n" } }] }, { delayMs: 300, text: "B done", result: "built" }] },
  gated: {
    turns: [
      { text: "- wrote one", tools: [{ write: { filePath: "one.txt", content: "1\n" } }] },
      { tools: [{ bash: { command: "printf two > two.txt", description: "write two" } }] },
      { text: "- done", result: "built" },
    ],
  },
  steerlate: {
    turns: [
      { text: "- reading the brief", delayMs: 4_000, tools: [{ read: { filePath: "brief.txt" } }] },
      { choose: [{ when: { contains: "use v2" }, tools: [{ write: { filePath: "v.txt", content: "v2\n" } }] }, { tools: [{ write: { filePath: "v.txt", content: "v1\n" } }] }] },
      { text: "- wrote v.txt", result: "built" },
    ],
  },
};

let world: World;
let model: ReplayServer;
let conn: Connection;
let dirs = 0;

beforeAll(async () => {
  world = await makeWorld("ocw-ses-");
  model = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["replay", "replay-alt"], scripts: SCRIPTS }) });
  const deadPort = await freePort();
  const files = await replayConfig((c) => {
    // Prices make cost visible; a second model lets a prompt be served off the pinned route.
    c.provider.replay.models.replay!.cost = { input: 1_000, output: 2_000 };
    c.provider.replay.models["replay-alt"] = { name: "alt", limit: { context: 32768, output: 4096 }, tool_call: true };
    // A provider whose server is down: nothing listens on its port.
    (c.provider as Record<string, unknown>).dead = {
      npm: "@ai-sdk/openai-compatible",
      name: "Unreachable model",
      options: { baseURL: `http://127.0.0.1:${deadPort}/v1` },
      models: { replay: { name: "dead", limit: { context: 32768, output: 4096 }, tool_call: true } },
    };
  });
  conn = await connect({ env: world.env, files, serverEnv: { OCW_REPLAY_BASE_URL: model.baseURL } });
}, 120_000);

afterAll(async () => {
  await conn?.close();
  const left = await world?.dispose();
  await model?.close();
  expect(left).toEqual([]);
}, DISPOSE_MS);

async function open(script: string, opts: Partial<SessionOptions> & { files?: Record<string, string> } = {}): Promise<WorkerSession> {
  const { files, ...rest } = opts;
  const directory = rest.directory ?? (await world.workdir(`w${dirs++}-${script}`, files));
  const session = await conn.openSession({ directory, title: `test ${script}`, agent: WORKER, model: "replay/replay", ...rest });
  model.bind(session.id, script);
  return session;
}

async function run(script: string, opts: Partial<SessionOptions> & { files?: Record<string, string> } = {}): Promise<{ session: WorkerSession; result: TurnResult }> {
  const session = await open(script, opts);
  const turn = await session.prompt(`Do the ${script} task.`);
  return { session, result: await turn.result };
}

/**
 * A run someone else started (a driver that since died): the session is created and prompted
 * on the server straight through the SDK, and nobody in this process follows it.
 */
async function startedElsewhere(script: string, files?: Record<string, string>): Promise<{ id: string; directory: string; options: SessionOptions }> {
  const api = createApi(conn.server);
  const directory = await world.workdir(`w${dirs++}-${script}`, files);
  const { id } = await unwrap("creating a session", api.client.session.create({ directory, title: `elsewhere ${script}` }), api);
  model.bind(id, script);
  const prompt = api.client.session.promptAsync({ sessionID: id, directory, agent: WORKER, model: { providerID: "replay", modelID: "replay" }, parts: [{ type: "text", text: `Do the ${script} task.` }] });
  await unwrap("prompting", prompt, api);
  return { id, directory, options: { directory, title: `elsewhere ${script}`, agent: WORKER, model: "replay/replay" } };
}

/** Ask the server (not a follower) until `test` holds for what it says. */
async function serverSays<T>(read: (api: ReturnType<typeof createApi>) => Promise<T>, test: (v: T) => boolean): Promise<T> {
  const api = createApi(conn.server);
  for (let i = 0; i < 300; i++) {
    const v = await read(api);
    if (test(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server never said so");
}

const idle = (id: string, directory: string) =>
  serverSays(
    (api) => unwrap("status", api.client.session.status({ directory }), api),
    (all) => (all as Record<string, unknown>)[id] === undefined,
  );

const exists = (path: string): Promise<boolean> => readFile(path).then(
  () => true,
  () => false,
);

describe("flows", () => {
  it("session - a scripted write creates the file; text, route, tokens are reported", async () => {
    const { session, result } = await run("write");
    expect(result.status).toBe("completed");
    expect(result.error).toBeUndefined();
    expect(await readFile(join(session.directory, "hello.txt"), "utf8")).toBe("hello\n");
    expect(result.text).toBe("- wrote hello.txt\nRESULT: built");
    expect(result.steps.map((s) => s.finish)).toEqual(["tool-calls", "stop"]);
    expect(result.routes).toEqual(["replay/replay"]);
    expect(result.routeMismatch).toBeUndefined();
    expect(result.tokens.input).toBe(200);
    expect(result.tokens.output).toBe(20);
  });

  it("session - a scripted edit changes the file", async () => {
    const { session, result } = await run("edit", { files: { "greet.py": 'print("Hello")\n' } });
    expect(result.status).toBe("completed");
    expect(await readFile(join(session.directory, "greet.py"), "utf8")).toBe('print("Howdy")\n');
  });

  it("session - bash asks; the policy approves once; the command runs", async () => {
    const asked: string[] = [];
    const { session, result } = await run("bash", {
      policy: (ask) => {
        asked.push(`${ask.permission}:${ask.patterns.join(",")}`);
        return "once";
      },
    });
    expect(asked).toEqual(["bash:printf from-bash > bash_out.txt"]);
    expect(result.permissions).toEqual([expect.objectContaining({ reply: "once", by: "policy" })]);
    expect(await readFile(join(session.directory, "bash_out.txt"), "utf8")).toBe("from-bash");
    expect(result.status).toBe("completed");
  });

  it("session - per-session permission rules apply after the agent's: bash allowed for this session runs without asking", async () => {
    const { session, result } = await run("bash", { permission: [{ permission: "bash", pattern: "*", action: "allow" }] });
    expect(result.status).toBe("completed");
    expect(result.permissions).toEqual([]);
    expect(await readFile(join(session.directory, "bash_out.txt"), "utf8")).toBe("from-bash");
  });

  it("session - tokens and cost per turn, and summed over the session", async () => {
    const session = await open("tokens");
    const first = await (await session.prompt("go")).result;
    model.bind(session.id, "quick");
    const second = await (await session.prompt("again")).result;
    expect(first.tokens).toMatchObject({ input: 2_000, output: 100 });
    // 2 steps × (1000 in × 1000/M + 50 out × 2000/M) = 2 × 1.1
    expect(first.cost).toBeCloseTo(2.2, 6);
    expect(first.cost).toBeCloseTo(first.steps.reduce((c, s) => c + s.cost, 0), 9);
    expect(second.tokens).toMatchObject({ input: 100, output: 10 });
    const totals = session.totals();
    expect(totals.turns).toBe(2);
    expect(totals.tokens.input).toBe(2_100);
    expect(totals.cost).toBeCloseTo(first.cost + second.cost, 9);
  });
});

describe("permissions", () => {
  it("permission - asked, surfaced as pending, rejected by the orchestrator: the tool does not run", async () => {
    const events: SessionEvent[] = [];
    const session = await open("bash", { onEvent: (e) => events.push(e) });
    const turn = await session.prompt("run bash");
    for (let i = 0; i < 200 && session.pending().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const [ask] = session.pending();
    expect(ask).toMatchObject({ permission: "bash", patterns: ["printf from-bash > bash_out.txt"] });
    expect(turn!.phase).toBe("needs_permission");
    await session.answer(ask!.id, "reject");
    const result = await turn!.result;
    expect(await exists(join(session.directory, "bash_out.txt"))).toBe(false);
    expect(result.permissions).toEqual([expect.objectContaining({ reply: "reject", by: "orchestrator" })]);
    expect(events.filter((e) => e.type === "permission.pending")).toHaveLength(1);
    expect(session.pending()).toEqual([]);
    await expect(session.answer(ask!.id, "once")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("permission - unanswered until the deadline is rejected; the worker is told and the tool does not run", async () => {
    const started = Date.now();
    const { session, result } = await run("denied", { permissionDeadlineMs: 1_500 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(await exists(join(session.directory, "denied.txt"))).toBe(false);
    expect(result.permissions).toEqual([expect.objectContaining({ reply: "reject", by: "deadline" })]);
    expect(result.text).toContain("RESULT: honest-failure: bash denied");
    expect(session.pending()).toEqual([]);
  });

  it("permission - a write outside the session directory is denied by rule, without asking", async () => {
    const { session, result } = await run("outside", { policy: () => "once" });
    expect(await exists(join(session.directory, "..", "outside.txt"))).toBe(false);
    expect(result.permissions).toEqual([]);
    expect(result.text).toContain("write outside was denied");
  });
});

describe("steering and abort", () => {
  it("steer - a correction reaches the next model request, is reported delivered, and changes the outcome", async () => {
    const brief = { "brief.txt": "write v.txt\n" };
    const steered = await open("steer", { files: brief });
    const control = await open("steer", { files: brief });
    const turn = await steered.prompt("write v.txt");
    const plain = await control.prompt("write v.txt");
    await model.waitFor((r) => r.session === steered.id, 15_000);
    const receipt = await steered.steer("STEER: use v2 instead");
    const [result, controlResult] = await Promise.all([turn.result, plain.result]);
    const delivery = await receipt.delivery;
    expect(delivery.status).toBe("delivered");
    expect(result.steers).toEqual([expect.objectContaining({ text: "STEER: use v2 instead", outcome: delivery })]);
    expect(await readFile(join(steered.directory, "v.txt"), "utf8")).toBe("v2\n");
    expect(await readFile(join(control.directory, "v.txt"), "utf8")).toBe("v1\n");
    expect(controlResult.status).toBe("completed");
    // The first request after delivery carried it.
    const carried = model.requests.filter((r) => r.session === steered.id && JSON.stringify(r.body.messages).includes("use v2"));
    expect(carried.length).toBeGreaterThan(0);
    // Steering an idle session delivers nothing.
    expect(await (await steered.steer("late")).delivery).toMatchObject({ status: "not_delivered" });
  });

  it("abort - stops a slow turn at once; the model stream is cut", async () => {
    const session = await open("slow");
    const turn = await session.prompt("count slowly");
    await model.waitFor((r) => r.session === session.id, 15_000);
    await new Promise((r) => setTimeout(r, 500));
    await session.abort();
    const result = await turn!.result;
    expect(result.status).toBe("aborted");
    expect(result.error).toBeUndefined();
    expect(result.text.length).toBeLessThan("tick ".repeat(400).length);
    // The session is usable again.
    model.bind(session.id, "quick");
    expect((await (await session.prompt("again")).result).status).toBe("completed");
  });
});

describe("model faults", () => {
  it("fault - HTTP 500 retried beyond the bound is MODEL_UNREACHABLE with the provider's text, after our retry bound, not OpenCode's five", async () => {
    const { session, result } = await run("e500", { maxRetries: 1 });
    expect(result.status).toBe("failed");
    expect(result.error?.code).toBe("MODEL_UNREACHABLE");
    expect(result.error?.message).toContain("upstream exploded");
    expect(result.error?.data?.providerMessage).toBe("upstream exploded");
    expect(result.retries).toBe(2);
    expect(model.requests.filter((r) => r.session === session.id).length).toBeLessThanOrEqual(3);
  });

  it("fault - HTTP 401 is MODEL_UNREACHABLE at once, without retries", async () => {
    const { result } = await run("e401");
    expect(result.error?.code).toBe("MODEL_UNREACHABLE");
    expect(result.error?.message).toContain("HTTP 401");
    expect(result.error?.message).toContain("bad api key");
    expect(result.retries).toBe(0);
  });

  it("fault - an unreachable model (connection refused) is MODEL_UNREACHABLE within the retry bound", async () => {
    const directory = await world.workdir("dead-model");
    const session = await conn.openSession({ directory, title: "dead", agent: WORKER, model: "dead/replay", maxRetries: 1 });
    const result = await (await session.prompt("hello?")).result;
    expect(result.error?.code).toBe("MODEL_UNREACHABLE");
    // Cut at our bound (maxRetries 1), not after OpenCode's own five retries.
    expect(result.retries).toBeLessThanOrEqual(2);
    expect(result.error?.message).toMatch(/Cannot connect to API|Unable to connect|ECONNREFUSED/i);
  });

  it("fault - a model that hangs is MODEL_UNREACHABLE after the stall bound", async () => {
    const { result } = await run("hang", { stallMs: 2_000 });
    expect(result.error?.code).toBe("MODEL_UNREACHABLE");
    expect(result.error?.message).toMatch(/sent nothing for 2 s/);
  });
});

describe("validation and isolation", () => {
  it("validate - an unknown agent or model is a clear error before any prompt", async () => {
    const directory = await world.workdir("validate");
    // A valid session first: the directory is booted, so the checks below are answered from the cache.
    const session = await open("quick", { directory });
    for (const [opts, code, text] of [
      [{ agent: "nope" }, "AGENT_UNKNOWN", 'no agent "nope"'],
      [{ model: "replay/nope" }, "MODEL_UNKNOWN", 'provider "replay" has no model "nope"'],
      [{ model: "nosuch/model" }, "MODEL_UNKNOWN", 'no provider "nosuch"'],
      [{ agent: "explore" }, "AGENT_UNKNOWN", "subagent"],
    ] as const) {
      const bad: { agent?: string; model?: string } = opts;
      const err = await conn.openSession({ directory, title: "bad", agent: bad.agent ?? WORKER, model: bad.model ?? "replay/replay" }).then(
        () => new Error("expected a rejection"),
        (e: unknown) => e as Error,
      );
      expect(err).toMatchObject({ code });
      expect(err.message).toContain(text);
    }
    await expect(session.prompt("x", { model: "replay/nope" })).rejects.toMatchObject({ code: "MODEL_UNKNOWN" });
    await expect(conn.openSession({ directory: join(directory, "missing"), title: "x", agent: WORKER, model: "replay/replay" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(model.requests.filter((r) => r.session === session.id)).toEqual([]);
  });

  it("route - a step served off the pinned route is reported as a mismatch", async () => {
    const session = await open("quick");
    const result = await (await session.prompt("answer", { model: "replay/replay-alt" })).result;
    expect(result.status).toBe("completed");
    expect(result.routes).toEqual(["replay/replay-alt"]);
    expect(result.routeMismatch).toEqual({ pinned: "replay/replay", served: ["replay/replay-alt"] });
    expect(routeError(result)).toMatchObject({ code: "ROUTE_MISMATCH", message: expect.stringContaining("served by replay/replay-alt, not the pinned replay/replay") });
    model.bind(session.id, "quick");
    const onRoute = await (await session.prompt("again")).result;
    expect(routeError(onRoute)).toBeUndefined();
  });

  it("isolation - CLAUDE.md, AGENTS.md and ~/.opencode agents of the orchestrator never reach the worker", async () => {
    await mkdir(join(world.home, ".claude"), { recursive: true });
    await writeFile(join(world.home, ".claude", "CLAUDE.md"), "HOME-CLAUDE-MARKER-4711\n");
    await mkdir(join(world.home, ".opencode", "agent"), { recursive: true });
    await writeFile(join(world.home, ".opencode", "agent", "leak.md"), "---\nmode: primary\n---\nHOME-AGENT-MARKER-4711\n");
    const { session, result } = await run("quick", { files: { "CLAUDE.md": "WORKSPACE-CLAUDE-MARKER-4711\n", "AGENTS.md": "WORKSPACE-AGENTS-MARKER-4711\n" } });
    expect(result.status).toBe("completed");
    const sent = model.requests.filter((r) => r.session === session.id);
    expect(sent.length).toBeGreaterThan(0);
    for (const r of sent) expect(JSON.stringify(r.body)).not.toMatch(/MARKER-4711/);
    await expect(conn.openSession({ directory: session.directory, title: "leak", agent: "leak", model: "replay/replay" })).rejects.toMatchObject({ code: "AGENT_UNKNOWN" });
  });

  it("parallel - two sessions on one server run at once and never mix events", async () => {
    const seen = { a: [] as string[], b: [] as string[] };
    const a = await open("a", { onEvent: (e) => e.type === "tool" && seen.a.push(e.callID) });
    const b = await open("b", { onEvent: (e) => e.type === "tool" && seen.b.push(e.callID) });
    const [ta, tb] = await Promise.all([a.prompt("A"), b.prompt("B")]);
    const [ra, rb] = await Promise.all([ta.result, tb.result]);
    expect(ra.text).toBe("A done\nRESULT: built");
    expect(rb.text).toBe("B done\nRESULT: built");
    expect(await exists(join(a.directory, "a.txt"))).toBe(true);
    expect(await exists(join(a.directory, "b.txt"))).toBe(false);
    expect(await exists(join(b.directory, "b.txt"))).toBe(true);
    const ids = new Set(ra.steps.map((s) => s.messageID));
    expect(rb.steps.some((s) => ids.has(s.messageID))).toBe(false);
    // Tool events carry the call ids the replay model issued in that session's own requests.
    const callsOf = (sessionID: string): string[] => model.requests.filter((r) => r.session === sessionID && r.turn === 0).map((r) => `call_${r.seq}_0`);
    expect(new Set(seen.a)).toEqual(new Set(callsOf(a.id)));
    expect(new Set(seen.b)).toEqual(new Set(callsOf(b.id)));
    // Both were in flight together.
    expect(Math.max(ra.startedAt, rb.startedAt)).toBeLessThan(Math.min(ra.startedAt + ra.ms, rb.startedAt + rb.ms));
  });
});

// Each takes several round trips to the server before the run is taken up: more time on a loaded machine.
describe("resume", { timeout: 60_000 }, () => {
  it("resume - a run started elsewhere and waiting on a permission is taken up: the request is asked again, answering it finishes the run, and every step counts", async () => {
    const { id, directory, options } = await startedElsewhere("gated");
    await serverSays(
      (api) => unwrap("permissions", api.client.permission.list({ directory }), api),
      (list) => list.some((p) => p.sessionID === id),
    );
    const events: SessionEvent[] = [];
    const { session, turn } = await conn.resumeSession(id, { ...options, onEvent: (e) => events.push(e) });
    expect(turn!.phase).toBe("needs_permission");
    const [ask] = session.pending();
    expect(ask).toMatchObject({ permission: "bash", patterns: ["printf two > two.txt"], reason: "write two" });
    await session.answer(ask!.id, "once");
    const result = await turn!.result;
    expect(result.status).toBe("completed");
    expect(result.text).toBe("- done\nRESULT: built");
    // The steps taken before it was taken up count as this turn's; only the later one is announced, numbered after them.
    expect(result.steps.map((s) => s.finish)).toEqual(["tool-calls", "tool-calls", "stop"]);
    expect(events.filter((e) => e.type === "step").map((e) => (e as { count: number }).count)).toEqual([3]);
    expect(events.filter((e) => e.type === "permission.pending")).toHaveLength(1);
    expect(result.permissions).toEqual([expect.objectContaining({ reply: "once", by: "orchestrator" })]);
    expect(await readFile(join(directory, "two.txt"), "utf8")).toBe("two");
    await session.close();
  });

  it("resume - a correction steered into a taken-up run is delivered by the next model request", async () => {
    const { id, directory, options } = await startedElsewhere("steerlate", { "brief.txt": "write v.txt\n" });
    await model.waitFor((r) => r.session === id, 15_000);
    const { session, turn } = await conn.resumeSession(id, options);
    const receipt = await session.steer("STEER: use v2 instead");
    const result = await turn!.result;
    expect(await receipt.delivery).toMatchObject({ status: "delivered" });
    expect(result.steers).toEqual([expect.objectContaining({ text: "STEER: use v2 instead", outcome: expect.objectContaining({ status: "delivered" }) })]);
    expect(await readFile(join(directory, "v.txt"), "utf8")).toBe("v2\n");
    await session.close();
  });

  it("resume - a run that ended before anyone took it up is settled at once from what the server holds, a model error included", async () => {
    const done = await startedElsewhere("write");
    await model.waitFor((r) => r.session === done.id && r.turn === 1, 15_000);
    await idle(done.id, done.directory);
    const events: SessionEvent[] = [];
    const a = await conn.resumeSession(done.id, { ...done.options, onEvent: (e) => events.push(e) });
    const result = await a.turn!.result;
    expect(result).toMatchObject({ status: "completed", text: "- wrote hello.txt\nRESULT: built", routes: ["replay/replay"] });
    expect(result.steps).toHaveLength(2);
    expect(events.filter((e) => e.type === "step")).toEqual([]);
    await a.session.close();

    const failed = await startedElsewhere("e401");
    await model.waitFor((r) => r.session === failed.id, 15_000);
    await idle(failed.id, failed.directory);
    const b = await conn.resumeSession(failed.id, failed.options);
    const error = (await b.turn!.result).error;
    expect(error?.code).toBe("MODEL_UNREACHABLE");
    expect(error?.message).toContain("bad api key");
    await b.session.close();
  });

  it("resume - a taken-up run whose model hangs is judged by the same stall bound: MODEL_UNREACHABLE", async () => {
    const { id, options } = await startedElsewhere("hang");
    await model.waitFor((r) => r.session === id, 15_000);
    const { session, turn } = await conn.resumeSession(id, { ...options, stallMs: 2_000 });
    const result = await turn!.result;
    expect(result.error?.code).toBe("MODEL_UNREACHABLE");
    expect(result.error?.message).toMatch(/sent nothing for 2 s/);
    await session.close();
  });

  it("resume - a session created but never prompted (its driver died in between) has no run to take up: no turn, and prompting it then runs the task", async () => {
    const api = createApi(conn.server);
    const directory = await world.workdir(`w${dirs++}-unprompted`);
    const { id } = await unwrap("creating a session", api.client.session.create({ directory, title: "never prompted" }), api);
    model.bind(id, "write");
    const options = { directory, title: "never prompted", agent: WORKER, model: "replay/replay" };
    const { session, turn } = await conn.resumeSession(id, options);
    expect(turn).toBeUndefined();
    const result = await (await session.prompt("Do the write task.")).result;
    expect(result).toMatchObject({ status: "completed", text: "- wrote hello.txt\nRESULT: built" });
    expect(await readFile(join(directory, "hello.txt"), "utf8")).toBe("hello\n");
    await session.close();
  });

  it("resume - a session the server does not have is a clear error", async () => {
    const directory = await world.workdir("resume-missing");
    await expect(conn.resumeSession("ses_doesnotexist", { directory, title: "x", agent: WORKER, model: "replay/replay" })).rejects.toMatchObject({ code: "OPENCODE_API" });
  });
});
