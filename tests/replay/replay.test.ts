/**
 * The replay model on its own, spoken to the way OpenCode's provider does (plain HTTP with an
 * `x-session-id` header): scripts and their validation, cursors per session, branching,
 * streaming, faults, the request log.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isOcwError } from "../../src/error.js";
import { loadReplayScript, parseReplayDocument, parseReplayYaml, singleScript, startReplayServer, type ReplayDocument, type ReplayServer } from "../../src/replay/index.js";

const servers: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(document: ReplayDocument, logFile?: string): Promise<ReplayServer> {
  const s = await startReplayServer({ document, logFile });
  servers.push(s);
  return s;
}

interface Completion {
  choices: { message: { content: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[] }; finish_reason: string }[];
  usage: { prompt_tokens: number; completion_tokens: number };
}

function chat(s: ReplayServer, session: string, user: string, opts: { stream?: boolean; includeUsage?: boolean; system?: string; extra?: { role: string; content: string }[]; timeoutMs?: number } = {}): Promise<Response> {
  return fetch(`${s.baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-session-id": session, authorization: "Bearer secret-key" },
    body: JSON.stringify({
      model: "replay",
      stream: opts.stream ?? false,
      ...(opts.includeUsage !== undefined ? { stream_options: { include_usage: opts.includeUsage } } : {}),
      messages: [{ role: "system", content: opts.system ?? "You are a worker.\n<env>\n  Working directory: /work/dir\n</env>" }, { role: "user", content: user }, ...(opts.extra ?? [])],
    }),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
  });
}

/** Collect an SSE stream into its JSON chunks (and note whether it ended with [DONE]). */
async function sse(res: Response): Promise<{ chunks: Record<string, unknown>[]; done: boolean; raw: string }> {
  const raw = await res.text();
  const datas = raw
    .split("\n\n")
    .map((b) => b.trim())
    .filter((b) => b.startsWith("data: "))
    .map((b) => b.slice(6));
  return { chunks: datas.filter((d) => d !== "[DONE]").map((d) => JSON.parse(d) as Record<string, unknown>), done: datas.at(-1) === "[DONE]", raw };
}

function errorOf(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (e) {
    if (isOcwError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error("expected an error");
}

describe("replay scripts", () => {
  it("script - a valid YAML document with every turn kind parses", () => {
    const doc = parseReplayYaml(`
replay: 1
models: [replay, replay-alt]
scripts:
  default:
    turns:
      - tools:
          - write: { filePath: a.txt, content: "a\\n" }
          - edit: { filePath: a.txt, oldString: a, newString: b }
          - bash: { command: ls, description: list }
          - read: { filePath: a.txt }
          - glob: { pattern: "*.txt" }
      - id: later
        text: thinking
        delayMs: 10
        dripMs: 5
      - choose:
          - when: { contains: steer }
            text: steered
            goto: later
          - text: plain
      - fault: { status: 500, message: boom }
        times: always
`);
    expect(Object.keys(doc.scripts)).toEqual(["default"]);
    expect(doc.scripts.default!.turns).toHaveLength(4);
  });

  it("script - problems are collected with their paths", () => {
    const e = errorOf(() => parseReplayDocument({ replay: 1, scripts: { a: { turns: [{ text: "x", colour: "red" }, { tools: [{ write: { filePath: "x" } }] }] } } }));
    expect(e.code).toBe("REPLAY_INVALID");
    expect(e.message).toContain("scripts.a.turns[1].tools[0].write: missing \"content\"");
    expect(e.message).toMatch(/colour/);
  });

  it("script - a goto to no turn and an unknown default are rejected", () => {
    const e = errorOf(() => parseReplayDocument({ replay: 1, default: "nope", scripts: { a: { turns: [{ text: "x", goto: "missing" }] } } }));
    expect(e.message).toContain('goto "missing" names no turn');
    expect(e.message).toContain('default: no script named "nope"');
  });

  it("script - YAML syntax errors and wrong versions are REPLAY_INVALID", () => {
    expect(errorOf(() => parseReplayYaml("replay: 1\nscripts: [unclosed")).message).toMatch(/YAML syntax error/);
    expect(errorOf(() => parseReplayDocument({ replay: 2, scripts: { a: { turns: [{ text: "x" }] } } })).code).toBe("REPLAY_INVALID");
    expect(errorOf(() => parseReplayDocument({ replay: 1, scripts: {} })).code).toBe("REPLAY_INVALID");
  });

  it("script - loadReplayScript reads a file and names a missing one", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ocw-replay-"));
    try {
      await writeFile(join(dir, "s.yaml"), "replay: 1\nscripts:\n  default:\n    turns:\n      - text: hi\n");
      expect((await loadReplayScript(join(dir, "s.yaml"))).scripts.default!.turns).toEqual([{ text: "hi" }]);
      await expect(loadReplayScript(join(dir, "missing.yaml"))).rejects.toMatchObject({ code: "NOT_FOUND" });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("replay server", () => {
  it("server - lists its models", async () => {
    const s = await serve(parseReplayDocument({ replay: 1, models: ["replay", "replay-alt"], scripts: { default: { turns: [{ text: "x" }] } } }));
    const res = await fetch(`${s.baseURL}/models`);
    expect(((await res.json()) as { data: { id: string }[] }).data.map((m) => m.id)).toEqual(["replay", "replay-alt"]);
  });

  it("server - answers whole completions with tool calls, ${cwd} filled in, then the RESULT line", async () => {
    const s = await serve(singleScript([{ tools: [{ write: { filePath: "${cwd}/a.txt", content: "A" } }, { glob: { pattern: "*.txt" } }], usage: { input: 7, output: 3 } }, { text: "done", result: "built" }]));
    const first = (await (await chat(s, "ses_1", "go")).json()) as Completion;
    expect(first.choices[0]!.finish_reason).toBe("tool_calls");
    const calls = first.choices[0]!.message.tool_calls!;
    expect(calls.map((c) => c.function.name)).toEqual(["write", "glob"]);
    expect(JSON.parse(calls[0]!.function.arguments)).toEqual({ filePath: "/work/dir/a.txt", content: "A" });
    expect(first.usage).toMatchObject({ prompt_tokens: 7, completion_tokens: 3 });
    const second = (await (await chat(s, "ses_1", "go")).json()) as Completion;
    expect(second.choices[0]!.message.content).toBe("done\nRESULT: built");
    expect(second.choices[0]!.finish_reason).toBe("stop");
  });

  it("server - streams text, tool calls, usage and [DONE]", async () => {
    const s = await serve(singleScript([{ text: "hello there", tools: [{ bash: { command: "ls", description: "list" } }] }]));
    const { chunks, done } = await sse(await chat(s, "ses_s", "go", { stream: true, includeUsage: true }));
    expect(done).toBe(true);
    const deltas = chunks.flatMap((c) => (c.choices as { delta: { content?: string; tool_calls?: { function: { name: string } }[] }; finish_reason: string | null }[]) ?? []);
    expect(deltas.map((d) => d.delta.content ?? "").join("")).toBe("hello there");
    expect(deltas.flatMap((d) => d.delta.tool_calls ?? []).map((t) => t.function.name)).toEqual(["bash"]);
    expect(deltas.at(-1)!.finish_reason).toBe("tool_calls");
    // As llama-server sends it: a last chunk with no choices, the cache detail included.
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110, prompt_tokens_details: { cached_tokens: 0 } } });
  });

  it("server - a stream carries usage only when the request asks for it (stream_options.include_usage), as llama-server's does", async () => {
    const s = await serve(singleScript([{ text: "one", usage: { input: 7, output: 3 } }, { text: "two", usage: { input: 7, output: 3 } }]));
    for (const includeUsage of [undefined, false]) {
      const { chunks, done } = await sse(await chat(s, `ses_${String(includeUsage)}`, "go", { stream: true, ...(includeUsage === undefined ? {} : { includeUsage }) }));
      expect(done).toBe(true);
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.filter((c) => "usage" in c)).toEqual([]);
    }
    // A whole (non-streamed) completion always has its usage.
    const whole = (await (await chat(s, "ses_whole", "go")).json()) as Completion;
    expect(whole.usage).toMatchObject({ prompt_tokens: 7, completion_tokens: 3 });
  });

  it("server - each x-session-id walks its own cursor", async () => {
    const s = await serve(singleScript([{ text: "one" }, { text: "two" }]));
    const text = async (session: string): Promise<string | null> => ((await (await chat(s, session, "go")).json()) as Completion).choices[0]!.message.content;
    expect(await text("ses_a")).toBe("one");
    expect(await text("ses_b")).toBe("one");
    expect(await text("ses_a")).toBe("two");
    expect(await text("ses_b")).toBe("two");
    // Past the end: an honest failure, logged as exhausted.
    expect(await text("ses_a")).toContain("RESULT: honest-failure: replay script exhausted");
    expect(s.requests.map((r) => `${r.session}:${r.outcome}`)).toEqual(["ses_a:answer", "ses_b:answer", "ses_a:answer", "ses_b:answer", "ses_a:exhausted"]);
  });

  it("server - a [[replay:name]] marker or bind() picks the script", async () => {
    const s = await serve(parseReplayDocument({ replay: 1, scripts: { default: { turns: [{ text: "default" }] }, other: { turns: [{ text: "other" }] }, bound: { turns: [{ text: "bound" }] } } }));
    const text = async (session: string, user: string): Promise<string | null> => ((await (await chat(s, session, user)).json()) as Completion).choices[0]!.message.content;
    expect(await text("s1", "plain")).toBe("default");
    expect(await text("s2", "please [[replay:other]]")).toBe("other");
    s.bind("s3", "bound");
    expect(await text("s3", "[[replay:other]]")).toBe("bound");
    expect(() => s.bind("s4", "nope")).toThrow(/no replay script named "nope"/);
    const refused = await chat(s, "s5", "[[replay:nope]]");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('no script named "nope"');
  });

  it("server - choose branches on the text received, goto jumps, times repeats", async () => {
    const s = await serve(
      singleScript([
        { text: "start", times: 2 },
        { choose: [{ when: { contains: "use v2" }, text: "v2", goto: "end" }, { when: { toolResultContains: "denied" }, text: "saw denial" }, { text: "v1" }] },
        { text: "middle" },
        { id: "end", text: "end", result: "built" },
      ]),
    );
    const text = async (session: string, user: string, extra?: { role: string; content: string }[]): Promise<string | null> =>
      ((await (await chat(s, session, user, { extra })).json()) as Completion).choices[0]!.message.content;
    expect(await text("a", "go")).toBe("start");
    expect(await text("a", "go")).toBe("start");
    expect(await text("a", "go", [{ role: "user", content: "STEER: use v2" }])).toBe("v2");
    expect(await text("a", "go")).toBe("end\nRESULT: built");
    await text("b", "go");
    await text("b", "go");
    expect(await text("b", "go", [{ role: "tool", content: "permission denied" }])).toBe("saw denial");
    expect(await text("b", "go")).toBe("middle");
  });

  it("server - HTTP faults carry the provider's error text", async () => {
    const s = await serve(singleScript([{ fault: { status: 401, message: "bad key" } }, { fault: { status: 500, message: "exploded" }, times: "always" }]));
    const r401 = await chat(s, "f", "go");
    expect(r401.status).toBe(401);
    expect(((await r401.json()) as { error: { message: string } }).error.message).toBe("bad key");
    for (let i = 0; i < 3; i++) expect((await chat(s, "f", "go")).status).toBe(500);
    expect(s.requests.map((r) => r.outcome)).toEqual(["fault:401", "fault:500", "fault:500", "fault:500"]);
  });

  it("server - a fault's error fields play a server's own shape: llama.cpp's overflow, sizes as fields; message and code stay the fault's", async () => {
    const message = "the request exceeds the available context size, try increasing it";
    const s = await serve(singleScript([{ fault: { status: 400, message, error: { type: "exceed_context_size_error", n_prompt_tokens: 5120, n_ctx: 4096 } } }]));
    const r = await chat(s, "o", "go");
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: { code: 400, message, type: "exceed_context_size_error", n_prompt_tokens: 5120, n_ctx: 4096 } });
    const e = errorOf(() => singleScript([{ fault: { status: 400, error: { message: "other", n_ctx: 1 } } }]));
    expect(e.code).toBe("REPLAY_INVALID");
    expect(e.message).toContain("turns[0].fault.error: property name must be valid");
  });

  it("server - reset drops the connection and hang never answers", async () => {
    const s = await serve(parseReplayDocument({ replay: 1, scripts: { reset: { turns: [{ fault: "reset" }] }, hang: { turns: [{ fault: "hang" }] } } }));
    await expect(chat(s, "r", "[[replay:reset]]")).rejects.toThrow();
    const started = Date.now();
    await expect(chat(s, "h", "[[replay:hang]]", { timeoutMs: 400 })).rejects.toThrow(/abort|timeout/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });

  it("server - malformed streams end in broken JSON, with no [DONE]", async () => {
    const s = await serve(singleScript([{ fault: "malformed" }]));
    const { done, raw } = await sse(await chat(s, "m", "go", { stream: true })).catch(async () => ({ done: false, raw: "", chunks: [] }));
    expect(done).toBe(false);
    expect(() => JSON.parse(raw.replace(/^data: /, "").trim())).toThrow();
  });

  it("server - dripMs streams one word at a time, delayMs waits before answering", async () => {
    const s = await serve(singleScript([{ text: "a b c d", dripMs: 60 }, { text: "late", delayMs: 300 }]));
    let started = Date.now();
    const { chunks } = await sse(await chat(s, "d", "go", { stream: true }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(170);
    const words = chunks.flatMap((c) => (c.choices as { delta: { content?: string } }[]).map((x) => x.delta.content ?? "")).filter(Boolean);
    expect(words).toEqual(["a ", "b ", "c ", "d"]);
    started = Date.now();
    await chat(s, "d", "go");
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("server - logs each request in memory and as JSONL, with the key redacted; waitFor sees past and future requests", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ocw-replay-"));
    try {
      const log = join(dir, "requests.jsonl");
      const s = await serve(singleScript([{ text: "one" }, { text: "two" }]), log);
      await chat(s, "x", "first");
      const later = s.waitFor((r) => JSON.stringify(r.body).includes("second"), 5_000);
      await chat(s, "x", "second");
      expect((await later).seq).toBe(1);
      expect((await s.waitFor((r) => r.seq === 0, 10)).session).toBe("x");
      await expect(s.waitFor(() => false, 50)).rejects.toMatchObject({ code: "TIMEOUT" });
      await s.close();
      const lines = (await readFile(log, "utf8")).trim().split("\n").map((l) => JSON.parse(l) as { seq: number; session: string; headers: Record<string, string> });
      expect(lines.map((l) => l.seq)).toEqual([0, 1]);
      expect(lines[0]!.headers.authorization).toBe("[redacted]");
      expect(lines[0]!.headers["x-session-id"]).toBe("x");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("server - rejects what is not a chat completion", async () => {
    const s = await serve(singleScript([{ text: "x" }]));
    expect((await fetch(`${s.baseURL}/embeddings`, { method: "POST", body: "{}" })).status).toBe(404);
    expect((await fetch(`${s.baseURL}/chat/completions`, { method: "POST", body: "not json" })).status).toBe(400);
    expect(s.requests).toHaveLength(0);
  });
});
