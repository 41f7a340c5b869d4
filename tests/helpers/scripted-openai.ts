/**
 * A scripted OpenAI-compatible model server on loopback: the only test double we allow. It
 * records every request body and answers each chat completion from a script, streaming (SSE)
 * or not, the way llama.cpp, vLLM or an API provider would.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ToolCall {
  readonly name: string;
  readonly arguments: Record<string, unknown>;
}

/** One model turn: plain text, or tool calls (optionally with text before them). */
export type Reply = { readonly text: string } | { readonly text?: string; readonly toolCalls: readonly ToolCall[] };

export interface ChatRequest {
  readonly model?: string;
  readonly stream?: boolean;
  readonly messages: readonly { role: string; content: unknown }[];
  readonly tools?: readonly { function: { name: string } }[];
  readonly [key: string]: unknown;
}

export interface ScriptedModel {
  /** Base URL to configure as the provider's baseURL, ending in /v1. */
  readonly baseURL: string;
  /** Every chat completion request received, in order. */
  readonly requests: readonly ChatRequest[];
  close(): Promise<void>;
}

/** Start a scripted model; `script` picks the reply for each request (it sees the whole request). */
export async function startScriptedModel(script: (req: ChatRequest, index: number) => Reply): Promise<ScriptedModel> {
  const requests: ChatRequest[] = [];
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: String(e) } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "GET" && url.pathname === "/v1/models") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ object: "list", data: [{ id: "replay", object: "model", owned_by: "scripted" }] }));
      return;
    }
    if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${url.pathname}` } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest;
    const index = requests.push(body) - 1;
    const reply = script(body, index);
    if (body.stream) stream(res, body, reply, index);
    else whole(res, body, reply, index);
  }

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const usage = { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 };

function toolCallsOf(reply: Reply, index: number): { id: string; type: "function"; function: { name: string; arguments: string } }[] {
  if (!("toolCalls" in reply)) return [];
  return reply.toolCalls.map((t, i) => ({ id: `call_${index}_${i}`, type: "function", function: { name: t.name, arguments: JSON.stringify(t.arguments) } }));
}

function whole(res: ServerResponse, body: ChatRequest, reply: Reply, index: number): void {
  const calls = toolCallsOf(reply, index);
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      id: `chatcmpl-${index}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? "replay",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: reply.text ?? null, ...(calls.length ? { tool_calls: calls } : {}) },
          finish_reason: calls.length ? "tool_calls" : "stop",
        },
      ],
      usage,
    }),
  );
}

function stream(res: ServerResponse, body: ChatRequest, reply: Reply, index: number): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const base = { id: `chatcmpl-${index}`, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model: body.model ?? "replay" };
  const send = (choice: Record<string, unknown>, extra: Record<string, unknown> = {}): void => {
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, ...choice }], ...extra })}\n\n`);
  };
  send({ delta: { role: "assistant", content: "" }, finish_reason: null });
  if (reply.text) send({ delta: { content: reply.text }, finish_reason: null });
  const calls = toolCallsOf(reply, index);
  calls.forEach((c, i) => send({ delta: { tool_calls: [{ index: i, ...c }] }, finish_reason: null }));
  send({ delta: {}, finish_reason: calls.length ? "tool_calls" : "stop" });
  res.write(`data: ${JSON.stringify({ ...base, choices: [], usage })}\n\n`);
  res.write("data: [DONE]\n\n");
  res.end();
}
