import { randomInt } from "node:crypto";
import { bool, num, obj } from "./scan/json.js";
import { chat, httpFailure, message, textOf, type Ctx, type Result } from "./verify-chat.js";
import { countChatTokens, llamaProps } from "./verify-llama.js";

/**
 * The effective-context check: a prompt near the context OpenCode will use, whose first line
 * holds a passphrase the model must repeat. A server that truncates (ollama cuts the start to
 * num_ctx without a word) loses it; one that refuses says so; llama.cpp's per-slot context is
 * read first, since `-np` silently divides `-c`. On llama.cpp the probe is sized with the
 * server's own tokenizer (4 characters per token was 27 % off for Qwen's), and the failure is
 * told apart by the server's `truncated` flag: a prompt the server kept whole but the model did
 * not recall is the model's limit, not the server's.
 */

const FILLER = [
  "The committee reviewed the quarterly figures and agreed to revisit the budget in the spring.",
  "Rain fell steadily over the harbour while the ferries kept to their timetable.",
  "A gardener planted rows of beans, then watered them carefully before sunset.",
  "The library extended its opening hours so that students could study for exams.",
  "Engineers measured the bridge twice and found the readings matched the design.",
];

/** Characters per token when the server cannot count: the usual estimate for English text. */
const CHARS_PER_TOKEN = 4;
/** Server-counted probes aim this close to the intended size… */
const TOLERANCE = 0.01;
/** …in at most this many measurements (each one an /apply-template and a /tokenize). */
const MAX_MEASURES = 4;

/** A prompt of about `tokens` tokens (4 characters each) with a marker in its first line. */
export function longPrompt(tokens: number, marker: string): string {
  return promptOfChars(tokens * CHARS_PER_TOKEN, marker);
}

/** A prompt of `chars` characters (to a word) with a marker in its first line and the question last. */
function promptOfChars(chars: number, marker: string): string {
  const head = `Remember this passphrase: ${marker}. You will be asked for it at the end.\n\n`;
  const tail = "\n\nWhat is the passphrase I asked you to remember at the very beginning? Reply with the passphrase only.";
  const budget = Math.max(0, chars - head.length - tail.length);
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < budget; i++) {
    const s = FILLER[i % FILLER.length]!;
    parts.push(s);
    size += s.length + 1;
  }
  // Cut to the budget at a word, so the size follows `chars` closely rather than by sentences.
  const filler = parts.join(" ");
  const cut = filler.length > budget ? filler.slice(0, filler.lastIndexOf(" ", budget) + 1).trimEnd() : filler;
  return head + cut + tail;
}

interface Probe {
  readonly prompt: string;
  readonly tokens: number;
  /** Counted by the server's tokenizer through its chat template, or estimated from characters. */
  readonly counted: "server" | "estimate";
}

/** The probe prompt, sized with the server's tokenizer where it has one (measure, rescale, re-measure). */
async function sizeProbe(c: Ctx, tokens: number, marker: string): Promise<Probe> {
  const estimate: Probe = { prompt: longPrompt(tokens, marker), tokens, counted: "estimate" };
  if (c.target.engine !== "llama.cpp") return estimate;
  let chars = tokens * CHARS_PER_TOKEN;
  let best: Probe | undefined;
  for (let i = 0; i < MAX_MEASURES; i++) {
    const prompt = promptOfChars(chars, marker);
    const counted = await countChatTokens(c, [{ role: "user", content: prompt }]).catch(() => undefined);
    if (counted === undefined || counted === 0) return best ?? estimate;
    if (!best || Math.abs(counted - tokens) < Math.abs(best.tokens - tokens)) best = { prompt, tokens: counted, counted: "server" };
    if (Math.abs(counted - tokens) <= TOLERANCE * tokens) break;
    chars = Math.round((chars * tokens) / counted);
  }
  return best ?? estimate;
}

export async function checkContext(c: Ctx, probeTokens?: number): Promise<Result> {
  const notes: string[] = [];
  const llama = c.target.engine === "llama.cpp";
  if (llama) {
    const perSlot = (await llamaProps(c))?.perSlot;
    if (perSlot !== undefined && perSlot > 0 && perSlot < c.target.context) {
      return {
        status: "fail",
        detail: `each llama.cpp slot has ${perSlot} tokens but OpenCode is told ${c.target.context}: -c is divided among -np slots`,
        fix: `start llama-server with -c ${c.target.context * c.target.slots} -np ${c.target.slots} --kv-unified (ocw setup serve prints it), or lower limit.context`,
      };
    }
    if (perSlot !== undefined) notes.push(`slot context ${perSlot}`);
  }
  const want = probeTokens ?? Math.floor(0.8 * (c.target.context - c.target.output));
  const marker = `PELICAN-${randomInt(1000, 9999)}`;
  const probe = await sizeProbe(c, want, marker);
  const size = probe.counted === "server" ? `a ${probe.tokens}-token prompt (counted by the server's tokenizer)` : `a prompt of about ${probe.tokens} tokens (estimated at ${CHARS_PER_TOKEN} characters per token)`;
  const figures = { probeTokens: probe.tokens, counted: probe.counted };
  // llama-server answers its own completion record under `__verbose` when asked; `response_fields`
  // keeps it to the flag we read (the whole record would repeat the long prompt).
  const res = await chat(c, { messages: [{ role: "user", content: probe.prompt }], max_tokens: 256, ...(llama ? { verbose: true, response_fields: ["truncated", "tokens_evaluated"] } : {}) });
  if (res.status === 400 && /context|too long|maximum|exceed/i.test(res.text)) {
    return { status: "fail", detail: `the server refused ${size} as too long for its context`, fix: "serve a larger per-request context (llama.cpp: -c slots×context with --kv-unified; vLLM: --max-model-len), or lower limit.context", figures };
  }
  if (res.status !== 200) return { ...httpFailure(res, size), figures };
  const answer = textOf(message(res));
  const record = obj(obj(res.json)?.__verbose);
  const truncated = bool(record, "truncated");
  const served = num(obj(obj(res.json)?.usage), "prompt_tokens");
  const seen = { ...figures, ...(truncated !== undefined ? { truncated } : {}), ...(served !== undefined ? { promptTokens: served } : {}) };
  if (answer.toUpperCase().includes(marker)) {
    return { status: "pass", detail: `repeated the passphrase from the start of ${size}${notes.length ? ` (${notes.join(", ")})` : ""}`, figures: seen };
  }
  const said = `the model did not repeat the passphrase (answered ${JSON.stringify(answer.slice(0, 60))})`;
  if (truncated === false) {
    return {
      status: "fail",
      detail: `the server kept all of ${size}${served !== undefined ? `, ${served} prompt tokens evaluated` : ""} and reports truncated = false, but ${said}: the model does not recall its first line at this length`,
      fix: "the server is not cutting the prompt: use a model that handles this context (one trained for it, or with the RoPE scaling its card gives), or lower limit.context to what the model recalls",
      figures: seen,
    };
  }
  if (truncated === true) {
    return {
      status: "fail",
      detail: `${size} lost its first line: the server reports truncated = true (the context ran out and it shifted or cut the prompt); ${said}`,
      fix: "raise the server's per-request context (llama.cpp: -c slots×context with --kv-unified; ocw setup serve prints it), or lower limit.context",
      figures: seen,
    };
  }
  if (c.target.engine === "ollama") {
    return {
      status: "fail",
      detail: `${size} lost its first line: ${said}; ollama truncates long prompts to num_ctx without a word`,
      fix: "ollama truncates to num_ctx silently: create the model with PARAMETER num_ctx (ocw setup serve --engine ollama) or set OLLAMA_CONTEXT_LENGTH and restart ollama",
      figures: seen,
    };
  }
  return {
    status: "fail",
    detail: `${size} lost its first line: ${said}; the server does not say whether it cut the prompt, or the model does not recall that far`,
    fix: "raise the server's per-request context, or lower limit.context to what it really serves and the model recalls",
    figures: seen,
  };
}
