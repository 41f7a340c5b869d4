import type { ServerResponse } from "node:http";
import type { FakeOptions } from "./engines.js";
import { applyTemplate, tokenize } from "./tokens.js";

/**
 * The scripted model behind every fake's /v1/chat/completions: counts tokens (llama.cpp: its
 * chat template and tokenizer, as /apply-template and /tokenize do; others ⌈chars / 4⌉),
 * enforces the per-request context the way the engine does (refuse, llama.cpp's context shift
 * or ollama's silent cut of the start), answers tool calls, tool results, the passphrase question
 * and counting prompts, and holds one of `parallel` slots while it generates, so queued requests
 * really wait. llama.cpp answers with its own extras: `timings`, and with `verbose` its
 * completion record under `__verbose` (tools/server/server-task.cpp to_json_non_oaicompat).
 */

type Json = Record<string, unknown>;

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

/** The per-request context limit of the fake for a model. */
function limitOf(o: FakeOptions, model: string): number {
  if (o.engine === "ollama") return o.models.find((m) => m.id === model)?.numCtx ?? 4096;
  return o.ctxPerSlot ?? 1 << 20;
}

function contentOf(m: unknown): string {
  const c = (m as Json | undefined)?.content;
  if (typeof c === "string") return c;
  if (Array.isArray(c)) return c.map((p) => (typeof (p as Json).text === "string" ? (p as Json).text : "")).join("");
  return "";
}

export async function chat(o: FakeOptions, slots: Semaphore, res: ServerResponse, body: Json): Promise<void> {
  const model = String(body.model ?? "");
  if (!o.models.some((m) => m.id === model)) {
    if (o.engine === "vllm") return json(res, 404, { object: "error", message: `The model \`${model}\` does not exist.`, type: "NotFoundError", code: 404 });
    if (o.engine !== "llama.cpp") return json(res, 404, { error: { message: `model "${model}" not found`, type: "not_found_error" } });
  }
  const messages = Array.isArray(body.messages) ? (body.messages as Json[]) : [];
  const tools = Array.isArray(body.tools) ? body.tools : [];
  const llama = o.engine === "llama.cpp";
  // server-common.cpp oaicompat_chat_params_parse: a std::runtime_error, so HTTP 500 server_error.
  if (llama && o.jinja === false && tools.length) return json(res, 500, { error: { code: 500, message: "tools param requires --jinja flag", type: "server_error" } });
  if (tools.length && body.tool_choice === "auto" && o.noAutoToolChoice) {
    return json(res, 400, { object: "error", message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set', type: "BadRequestError", code: 400 });
  }
  let prompt = messages.map(contentOf).join("\n");
  const tokens = llama ? tokenize(applyTemplate(messages)).length + (tools.length ? tokenize(JSON.stringify(tools)).length : 0) : Math.ceil((prompt.length + (tools.length ? JSON.stringify(tools).length : 0)) / 4);
  const limit = limitOf(o, model);
  const maxTokens = typeof body.max_tokens === "number" ? body.max_tokens : 256;
  // llama.cpp with --context-shift: a prompt that fits but leaves no room to generate loses the first half of what follows n_keep (0).
  let truncated = false;
  if (llama && o.contextShift && tokens < limit && tokens + maxTokens >= limit) {
    prompt = prompt.slice(Math.floor(prompt.length / 2));
    truncated = true;
  }
  if (llama ? tokens >= limit : tokens > limit) {
    if (o.engine === "ollama") prompt = prompt.slice(prompt.length - limit * 4); // "truncating input prompt": the start is dropped
    else if (o.engine === "vllm") return json(res, 400, { object: "error", message: `This model's maximum context length is ${limit} tokens. However, you requested ${tokens} tokens in the messages.`, type: "BadRequestError", code: 400 });
    else return json(res, 400, { error: { code: 400, message: `request (${tokens} tokens) exceeds the available context size (${limit} tokens), try increasing it`, type: "exceed_context_size_error", n_prompt_tokens: tokens, n_ctx: limit } });
  }
  const last = messages[messages.length - 1];
  let reply: { text: string } | { call: { name: string; arguments: string } };
  const sum = /What is (\d+) \+ (\d+)\?/.exec(prompt);
  if (last?.role === "tool") {
    const value = /"sum"\s*:\s*(\d+)/.exec(contentOf(last))?.[1] ?? "?";
    reply = { text: `The sum is ${value}.` };
  } else if (tools.length && sum && o.toolText) {
    reply = { text: writtenCall(o.toolText, Number(sum[1]), Number(sum[2])) };
  } else if (tools.length && sum && !o.ignoresTools) {
    reply = { call: { name: "add_numbers", arguments: JSON.stringify({ a: Number(sum[1]), b: Number(sum[2]) }) } };
  } else if (/passphrase I asked you to remember/.test(prompt)) {
    reply = { text: o.forgets ? "The weather is mild today." : (/passphrase: ([A-Z]+-\d+)/.exec(prompt)?.[1] ?? "I was not told a passphrase.") };
  } else if (/Count from 1 to (\d+)/.test(prompt)) {
    const words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
    reply = { text: words.join(" ") };
  } else if (sum) {
    reply = { text: String(Number(sum[1]) + Number(sum[2])) };
  } else {
    reply = { text: "ready" };
  }
  const delay = o.tokenDelayMs ?? 15;
  await slots.acquire();
  try {
    const id = `chatcmpl-${Math.random().toString(36).slice(2, 10)}`;
    const base = { id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model };
    if (body.stream) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      if ("text" in reply) {
        for (const word of reply.text.split(" ")) {
          res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: `${word} ` }, finish_reason: null }] })}\n\n`);
          await sleep(delay);
        }
      } else {
        res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: "call_0", type: "function", function: reply.call }] }, finish_reason: null }] })}\n\n`);
      }
      res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "text" in reply ? "stop" : "tool_calls" }] })}\n\n`);
      res.end("data: [DONE]\n\n");
      return;
    }
    await sleep(delay * 2);
    const message = "text" in reply ? { role: "assistant", content: reply.text } : { role: "assistant", content: null, tool_calls: [{ id: "call_0", type: "function", function: reply.call }] };
    const answer: Json = { id, object: "chat.completion", created: base.created, model, choices: [{ index: 0, message, finish_reason: "text" in reply ? "stop" : "tool_calls" }], usage: { prompt_tokens: tokens, completion_tokens: 8, total_tokens: tokens + 8 } };
    if (llama) {
      const timings = { cache_n: 0, prompt_n: tokens, prompt_ms: tokens / 10, prompt_per_token_ms: 0.1, prompt_per_second: 10000, predicted_n: 8, predicted_ms: 80, predicted_per_token_ms: 10, predicted_per_second: 100 };
      Object.assign(answer, { system_fingerprint: "b7000-fake", usage: { completion_tokens: 8, prompt_tokens: tokens, total_tokens: tokens + 8, prompt_tokens_details: { cached_tokens: 0 } }, timings });
      if (body.verbose === true) {
        const record: Json = {
          index: 0, content: "text" in reply ? reply.text : "", tokens: [], id_slot: 0, stop: true, model, tokens_predicted: 8, tokens_evaluated: tokens,
          generation_settings: { n_predict: maxTokens, temperature: body.temperature ?? 0.8 }, prompt: applyTemplate(messages), has_new_line: false, truncated,
          stop_type: "eos", stopping_word: "", tokens_cached: tokens + 8, timings,
        };
        // server-common.cpp json_get_nested_values: only the named fields (a/b paths), when any are named.
        const fields = Array.isArray(body.response_fields) ? (body.response_fields as string[]) : [];
        answer.__verbose = fields.length ? Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]])) : record;
      }
    }
    json(res, 200, answer);
  } finally {
    slots.release();
  }
}

/** The call as each template writes it, which a server without a tool-call parser returns as content. */
function writtenCall(format: NonNullable<FakeOptions["toolText"]>, a: number, b: number): string {
  const args = JSON.stringify({ a, b });
  switch (format) {
    case "hermes":
      return `<tool_call>\n{"name": "add_numbers", "arguments": ${args}}\n</tool_call>`;
    case "qwen3-coder":
      return `<tool_call>\n<function=add_numbers>\n<parameter=a>\n${a}\n</parameter>\n<parameter=b>\n${b}\n</parameter>\n</function>\n</tool_call>`;
    case "mistral":
      return `[TOOL_CALLS][{"name": "add_numbers", "arguments": ${args}}]`;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Slots: at most `n` holders; `most` records the peak. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  most = 0;
  constructor(private readonly n: number) {}
  async acquire(): Promise<void> {
    if (this.active < this.n) {
      this.active++;
      this.most = Math.max(this.most, this.active);
      return;
    }
    // Queued: the releasing holder hands its permit straight to us.
    await new Promise<void>((r) => this.waiting.push(r));
  }
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
