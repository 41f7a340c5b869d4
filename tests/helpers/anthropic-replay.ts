/**
 * A scripted Anthropic Messages API on loopback: the stand-in for Claude when the real Claude Code
 * CLI is driven headless (`claude -p` with ANTHROPIC_BASE_URL pointing here). It answers
 * `POST /v1/messages` (SSE streaming or plain JSON, whichever the client asks for) and
 * `POST /v1/messages/count_tokens`; any other path gets a 404 whose body names the path, so a
 * new startup call by a newer client shows up in the log instead of hanging. Every request is
 * recorded with its parsed body so tests can assert on exactly what Claude Code sent.
 *
 * The script is a function of the request, not a fixed list: the turn index is the number of
 * assistant messages already in the conversation (so side requests such as title generation,
 * which carry their own short history, never advance a shared cursor), and the responder may
 * read the last tool_result to choose its next tool call (a job id, a revision).
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One content block of a Messages API request (only the fields the tests read are typed). */
export interface ContentBlock {
  type: string;
  text?: string;
  name?: string;
  id?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: string | ContentBlock[];
  is_error?: boolean;
}

export interface Message {
  /** Claude Code 2.1.332 also sends `system` messages mid-conversation (environment, skill listing). */
  role: "user" | "assistant" | "system";
  content: string | ContentBlock[];
}

export interface MessagesRequest {
  model: string;
  stream?: boolean;
  system?: string | ContentBlock[];
  messages: Message[];
  tools?: { name: string; description?: string; input_schema?: unknown }[];
  [key: string]: unknown;
}

export interface RecordedRequest {
  readonly seq: number;
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body (undefined for a body that is not JSON). */
  readonly body: MessagesRequest | undefined;
  /** What the server did: `answer`, `count_tokens`, `404`. */
  readonly outcome: string;
}

/** What the scripted Claude says in one turn: text, tool calls, or both. */
export interface Turn {
  readonly text?: string;
  readonly tools?: readonly { readonly name: string; readonly input: Record<string, unknown> }[];
}

/** Picks the reply to one /v1/messages request; `turn` = assistant messages already in it. */
export type Responder = (req: MessagesRequest, turn: number) => Turn;

export interface AnthropicReplay {
  /** `http://127.0.0.1:<port>`: the value for ANTHROPIC_BASE_URL. */
  readonly baseURL: string;
  readonly requests: readonly RecordedRequest[];
  /** The /v1/messages requests only, in order. */
  messages(): MessagesRequest[];
  close(): Promise<void>;
}

/** Start the server; `respond` may be a fixed list of turns (indexed by turn) or a function. */
export async function startAnthropicReplay(respond: Responder | readonly Turn[]): Promise<AnthropicReplay> {
  const pick: Responder = typeof respond === "function" ? respond : (_req, turn) => respond[turn] ?? { text: "(the script has no more turns)" };
  const requests: RecordedRequest[] = [];
  let seq = 0;
  let ids = 0;
  const run = randomBytes(4).toString("hex");
  const server = createServer((req, res) => {
    void handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ type: "error", error: { type: "api_error", message: `anthropic-replay: ${String(e)}` } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: MessagesRequest | undefined;
    try {
      body = raw ? (JSON.parse(raw) as MessagesRequest) : undefined;
    } catch {
      body = undefined;
    }
    const path = (req.url ?? "").split("?")[0]!;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    const log = (outcome: string): void => void requests.push({ seq: seq++, method: req.method ?? "", path, headers, body, outcome });

    if (req.method === "POST" && path === "/v1/messages/count_tokens" && body) {
      log("count_tokens");
      return json(res, 200, { input_tokens: Math.ceil(raw.length / 4) });
    }
    if (req.method === "POST" && path === "/v1/messages" && body) {
      log("answer");
      const turn = body.messages.filter((m) => m.role === "assistant").length;
      // Ids unique across servers: a `--continue` run replays the earlier run's ids, and Claude Code takes a repeated id for an interrupted call.
      const blocks = toBlocks(pick(body, turn), () => `toolu_replay_${run}_${String(++ids).padStart(6, "0")}`);
      const stop = blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
      const message = { id: `msg_replay_${ids++}`, type: "message", role: "assistant", model: body.model, stop_sequence: null, usage: { input_tokens: Math.ceil(raw.length / 4), output_tokens: 1 } };
      if (body.stream) return sse(res, message, blocks, stop);
      return json(res, 200, { ...message, content: blocks, stop_reason: stop });
    }
    log("404");
    json(res, 404, { type: "error", error: { type: "not_found_error", message: `anthropic-replay: no route for ${req.method} ${path}` } });
  }

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    messages: () => requests.filter((r) => r.path === "/v1/messages" && r.body).map((r) => r.body!),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

type OutBlock = { type: "text"; text: string } | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> };

function toBlocks(turn: Turn, nextId: () => string): OutBlock[] {
  const out: OutBlock[] = [];
  if (turn.text !== undefined) out.push({ type: "text", text: turn.text });
  for (const t of turn.tools ?? []) out.push({ type: "tool_use", id: nextId(), name: t.name, input: t.input });
  if (!out.length) out.push({ type: "text", text: "" });
  return out;
}

function json(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": "req_replay" });
  res.end(JSON.stringify(data));
}

function sse(res: ServerResponse, message: Record<string, unknown>, blocks: OutBlock[], stop: string): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", "request-id": "req_replay" });
  const send = (event: string, data: unknown): void => void res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send("message_start", { type: "message_start", message: { ...message, content: [], stop_reason: null } });
  blocks.forEach((b, index) => {
    if (b.type === "text") {
      send("content_block_start", { type: "content_block_start", index, content_block: { type: "text", text: "" } });
      send("content_block_delta", { type: "content_block_delta", index, delta: { type: "text_delta", text: b.text } });
    } else {
      send("content_block_start", { type: "content_block_start", index, content_block: { type: "tool_use", id: b.id, name: b.name, input: {} } });
      send("content_block_delta", { type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: JSON.stringify(b.input) } });
    }
    send("content_block_stop", { type: "content_block_stop", index });
  });
  send("message_delta", { type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 1 } });
  send("message_stop", { type: "message_stop" });
  res.end();
}

/** The text of a message's content, tool_result bodies included. */
export function contentText(content: string | ContentBlock[] | undefined): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content.map((b) => (b.type === "tool_result" ? contentText(b.content) : (b.text ?? ""))).join("\n");
}

/** The last tool_result block in the request (what the scripted Claude is reacting to). */
export function lastToolResult(req: MessagesRequest): ContentBlock | undefined {
  for (let i = req.messages.length - 1; i >= 0; i--) {
    const c = req.messages[i]!.content;
    if (typeof c === "string") continue;
    const r = [...c].reverse().find((b) => b.type === "tool_result");
    if (r) return r;
  }
  return undefined;
}

/** Everything the client put in front of the model: system prompt, every message, tool descriptions. */
export function requestText(req: MessagesRequest): string {
  const system = typeof req.system === "string" ? req.system : (req.system ?? []).map((b) => b.text ?? "").join("\n");
  const tools = (req.tools ?? []).map((t) => `${t.name}\n${t.description ?? ""}`).join("\n");
  return [system, ...req.messages.map((m) => contentText(m.content)), tools].join("\n");
}
