import type { IncomingMessage, ServerResponse } from "node:http";
import type { ChatRequest } from "./cursor.js";
import type { Answer, ToolCall } from "./script.js";

/**
 * Writing one answer the way an OpenAI-compatible server (llama.cpp, vLLM, an API provider)
 * would: a whole JSON completion, or an SSE stream of chunks ending in `[DONE]`. As llama-server
 * does (tools/server/server-task.cpp, `to_json_oaicompat_chat_stream`), a stream carries its
 * usage only when the request asked for it with `stream_options.include_usage`, in one last
 * chunk with no choices; a client that does not ask gets no counts at all. Faults are written
 * here too, so a test sees exactly what a broken provider sends.
 */

interface WireCall {
  readonly id: string;
  readonly type: "function";
  readonly function: { readonly name: string; readonly arguments: string };
}

/** Everything `writeAnswer` needs besides the answer itself. */
export interface AnswerContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly body: ChatRequest;
  /** Request number on this server, used to make ids unique. */
  readonly seq: number;
  /** Replaces `${cwd}` in text and tool arguments. */
  readonly cwd: string | undefined;
}

/** Answer one request; resolves when the response is finished or the client went away. */
export async function writeAnswer(ctx: AnswerContext, answer: Answer): Promise<void> {
  const { res } = ctx;
  const gone = closed(ctx);
  if (answer.delayMs) {
    if (await raceSleep(answer.delayMs, gone)) return;
  }
  const fault = answer.fault;
  if (fault === "hang") {
    // Never answer: the client's own timeout or abort is what ends this request.
    await gone;
    return;
  }
  if (fault === "reset") {
    ctx.req.socket.destroy();
    return;
  }
  if (typeof fault === "object" && "raw" in fault) {
    // Exactly these bytes as a 200 answer: a provider's broken stream, byte for byte.
    res.writeHead(200, { "content-type": ctx.body.stream ? "text/event-stream" : "application/json" });
    res.end(Buffer.from(fault.raw, fault.encoding ?? "utf8"));
    return;
  }
  if (typeof fault === "object") {
    const error = { message: fault.message ?? `replay fault ${fault.status}`, type: "replay_fault", code: fault.status, ...fault.error };
    writeJson(res, fault.status, { error }, fault.retryAfter !== undefined ? { "retry-after": String(fault.retryAfter) } : {});
    return;
  }
  const text = substitute(fullText(answer), ctx.cwd);
  const calls = [
    ...(answer.tools ?? []).map((t, i) => wireCall(t, ctx.seq, i, ctx.cwd)),
    ...(answer.rawTools ?? []).map((t, i) => ({ id: `call_${ctx.seq}_r${i}`, type: "function" as const, function: { name: t.name, arguments: substitute(t.arguments, ctx.cwd) } })),
  ];
  const input = answer.usage?.input ?? 100;
  const output = answer.usage?.output ?? 10;
  // llama-server's field order and its cache detail (no prompt cache here: 0 reused).
  const usage = { completion_tokens: output, prompt_tokens: input, total_tokens: input + output, prompt_tokens_details: { cached_tokens: 0 } };
  if (fault === "malformed") {
    if (ctx.body.stream) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(`data: {"id":"chatcmpl-${ctx.seq}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"trunc\n\n`);
    } else {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`{"id":"chatcmpl-${ctx.seq}","choices":[{"message":`);
    }
    return;
  }
  if (!ctx.body.stream) {
    writeJson(res, 200, {
      id: `chatcmpl-${ctx.seq}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: ctx.body.model ?? "replay",
      choices: [{ index: 0, message: { role: "assistant", content: text || null, ...(answer.reasoning ? { reasoning_content: answer.reasoning } : {}), ...(calls.length ? { tool_calls: calls } : {}) }, finish_reason: calls.length ? "tool_calls" : "stop" }],
      usage,
    });
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const base = { id: `chatcmpl-${ctx.seq}`, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model: ctx.body.model ?? "replay" };
  const chunk = (payload: Record<string, unknown>): void => {
    res.write(`data: ${JSON.stringify({ ...base, ...payload })}\n\n`);
  };
  chunk({ choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
  if (answer.reasoning) chunk({ choices: [{ index: 0, delta: { reasoning_content: answer.reasoning }, finish_reason: null }] });
  if (text) {
    const pieces = answer.dripMs ? text.split(/(?<=\s)/) : [text];
    for (const [i, piece] of pieces.entries()) {
      if (i > 0 && answer.dripMs && (await raceSleep(answer.dripMs, gone))) return;
      chunk({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    }
  }
  calls.forEach((c, i) => chunk({ choices: [{ index: 0, delta: { tool_calls: [{ index: i, ...c }] }, finish_reason: null }] }));
  chunk({ choices: [{ index: 0, delta: {}, finish_reason: calls.length ? "tool_calls" : "stop" }] });
  if (includeUsage(ctx.body)) chunk({ choices: [], usage });
  res.end("data: [DONE]\n\n");
}

/** Whether a streamed request asked for its usage (`stream_options.include_usage: true`). */
export function includeUsage(body: ChatRequest): boolean {
  const opts = body.stream_options;
  return typeof opts === "object" && opts !== null && (opts as Record<string, unknown>).include_usage === true;
}

/** Answer with an HTTP error the provider way: `{error: {message}}`. */
export function writeJson(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function fullText(answer: Answer): string {
  const text = answer.text ?? "";
  if (answer.result === undefined) return text;
  return `${text}${text && !text.endsWith("\n") ? "\n" : ""}RESULT: ${answer.result}`;
}

function wireCall(call: ToolCall, seq: number, i: number, cwd: string | undefined): WireCall {
  const [name, args] = Object.entries(call)[0]!;
  return { id: `call_${seq}_${i}`, type: "function", function: { name, arguments: JSON.stringify(substituteDeep(args, cwd)) } };
}

function substitute(text: string, cwd: string | undefined): string {
  return cwd === undefined ? text : text.replaceAll("${cwd}", cwd);
}

function substituteDeep(value: unknown, cwd: string | undefined): unknown {
  if (typeof value === "string") return substitute(value, cwd);
  if (Array.isArray(value)) return value.map((v) => substituteDeep(v, cwd));
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substituteDeep(v, cwd)]));
  return value;
}

// Resolves when the client closes the connection before we finished answering.
function closed(ctx: AnswerContext): Promise<void> {
  return new Promise((resolve) => {
    if (ctx.res.writableEnded || ctx.req.socket.destroyed) resolve();
    ctx.res.once("close", () => resolve());
  });
}

// Sleep unless the client goes away first; true when it went away (stop answering).
async function raceSleep(ms: number, gone: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const slept = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const result = await Promise.race([slept, gone.then(() => true as const)]);
  clearTimeout(timer);
  return result;
}
