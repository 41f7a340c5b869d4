/**
 * Mutated model answers: an OpenAI-compatible SSE stream (as src/replay/respond.ts writes it)
 * broken the ways real providers break — truncated JSON in `data:` lines, tool arguments of the
 * wrong type or not JSON, unknown tools, duplicate call ids, unknown finish reasons, huge
 * deltas, invalid UTF-8, a missing `[DONE]`. Served byte for byte by the replay model's `raw`
 * fault.
 */
import { Rng } from "./gen.js";

type Chunk = Record<string, unknown>;

function baseChunks(seq: number): Chunk[] {
  const base = { id: `chatcmpl-fz${seq}`, object: "chat.completion.chunk", created: 1_700_000_000, model: "replay" };
  const call = (i: number, name: string, args: unknown, id = `call_fz${seq}_${i}`): Chunk => ({
    ...base,
    choices: [{ index: 0, delta: { tool_calls: [{ index: i, id, type: "function", function: { name, arguments: args } }] }, finish_reason: null }],
  });
  return [
    { ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: { content: "- reading greet.txt" }, finish_reason: null }] },
    call(0, "read", JSON.stringify({ filePath: "greet.txt" })),
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }] },
    { ...base, choices: [], usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 } },
  ];
}

const OPS = [
  "truncate-data",
  "args-wrong-type",
  "args-not-json",
  "unknown-tool",
  "duplicate-call-id",
  "unknown-finish",
  "no-finish",
  "huge-delta",
  "invalid-utf8",
  "no-done",
  "empty-body",
  "json-not-sse",
  "no-blank-lines",
  "junk-lines",
  "choices-not-array",
  "bad-usage",
  "tool-index-99",
  "cut-anywhere",
] as const;

export interface SseMutant {
  readonly seed: number;
  readonly ops: readonly string[];
  /** The body as base64 (it may hold invalid UTF-8). */
  readonly base64: string;
}

/** One broken SSE answer from `seed`: one to three mutations of a valid text + tool-call stream. */
export function sseMutant(seed: number): SseMutant {
  const rng = new Rng(seed ^ 0x55e);
  const chunks = baseChunks(seed);
  const ops: string[] = [];
  let done = true;
  let blank = "\n\n";
  const extra: string[] = [];
  let post: ((b: Buffer) => Buffer) | undefined;
  const toolDelta = (c: Chunk): { id?: string; function: { name: string; arguments: unknown } } =>
    ((c.choices as { delta: { tool_calls: unknown[] } }[])[0]!.delta.tool_calls[0] as { id?: string; function: { name: string; arguments: unknown } });
  for (let i = 1 + rng.int(3); i > 0; i--) {
    const op = rng.pick(OPS);
    ops.push(op);
    switch (op) {
      case "args-wrong-type":
        toolDelta(chunks[2]!).function.arguments = rng.pick<unknown>([42, { filePath: "greet.txt" }, null, ["greet.txt"], true]);
        break;
      case "args-not-json":
        toolDelta(chunks[2]!).function.arguments = rng.pick(["{filePath: greet.txt", "not json at all", "", "{\"filePath\":", "[1,2", "\u0000"]);
        break;
      case "unknown-tool":
        toolDelta(chunks[2]!).function.name = rng.pick(["no_such_tool", "", "../../bin/sh", "read\u0000", "x".repeat(5_000)]);
        break;
      case "duplicate-call-id": {
        const copy = structuredClone(chunks[2]!);
        const d = toolDelta(copy);
        d.function.arguments = JSON.stringify({ filePath: "other.txt" });
        ((copy.choices as { delta: { tool_calls: { index: number }[] } }[])[0]!.delta.tool_calls[0]!).index = 1;
        chunks.splice(3, 0, copy);
        break;
      }
      case "unknown-finish":
        (chunks.at(-2)!.choices as { finish_reason: unknown }[])[0]!.finish_reason = rng.pick(["banana", "", 7, "length", "content_filter", "function_call"]);
        break;
      case "no-finish":
        (chunks.at(-2)!.choices as { finish_reason: unknown }[])[0]!.finish_reason = null;
        break;
      case "huge-delta":
        chunks.splice(2, 0, { ...chunks[1]!, choices: [{ index: 0, delta: { content: "lorem ipsum ".repeat(rng.pick([10_000, 100_000])) }, finish_reason: null }] });
        break;
      case "invalid-utf8":
        post = (b) => {
          const at = b.indexOf("reading");
          return at < 0 ? Buffer.concat([b, Buffer.from([0xff, 0xfe, 0xc3])]) : Buffer.concat([b.subarray(0, at), Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]), b.subarray(at)]);
        };
        break;
      case "no-done":
        done = false;
        break;
      case "empty-body":
        post = () => Buffer.alloc(0);
        break;
      case "json-not-sse":
        post = () => Buffer.from(JSON.stringify({ id: "x", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content: "hi" }, finish_reason: "stop" }] }));
        break;
      case "no-blank-lines":
        blank = "\n";
        break;
      case "junk-lines":
        extra.push(rng.pick([": keep-alive", "event: error", "retry: banana", "data:", "data: {}", "data: null", "data: []", "id: 1\ndata: {\"choices\":[{}]}", "garbage without a colon"]));
        break;
      case "choices-not-array":
        chunks[1]!.choices = rng.pick<unknown>([{}, "x", null, [null], [{ index: 0 }]]);
        break;
      case "bad-usage":
        chunks.at(-1)!.usage = rng.pick<unknown>([{ prompt_tokens: -5, completion_tokens: "ten" }, null, "lots", { total_tokens: 1e308 }]);
        break;
      case "tool-index-99":
        ((chunks[2]!.choices as { delta: { tool_calls: { index: number }[] } }[])[0]!.delta.tool_calls[0]!).index = 99;
        break;
      case "truncate-data":
      case "cut-anywhere":
        break;
    }
  }
  const lines = chunks.map((c) => `data: ${JSON.stringify(c)}`);
  if (extra.length) lines.splice(1 + rng.int(lines.length), 0, ...extra);
  if (ops.includes("truncate-data")) {
    const i = rng.int(lines.length);
    lines[i] = lines[i]!.slice(0, 6 + rng.int(Math.max(1, lines[i]!.length - 6)));
  }
  let body: Buffer = Buffer.from(`${lines.join(blank)}${blank}${done ? `data: [DONE]${blank}` : ""}`);
  if (ops.includes("cut-anywhere")) body = body.subarray(0, rng.int(body.length + 1));
  if (post) body = post(body);
  return { seed, ops, base64: body.toString("base64") };
}
