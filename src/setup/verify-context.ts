import { randomInt } from "node:crypto";
import { httpGet } from "./http.js";
import { obj } from "./scan/json.js";
import { authHeaders } from "./secrets.js";
import { chat, httpFailure, message, textOf, type Ctx, type Result } from "./verify-chat.js";

/**
 * The effective-context check: a prompt near the context OpenCode will use, whose first line
 * holds a passphrase the model must repeat. A server that truncates (ollama cuts the start to
 * num_ctx without a word) loses it; one that refuses says so; llama.cpp's per-slot context is
 * read first, since `-np` silently divides `-c`.
 */

const FILLER = [
  "The committee reviewed the quarterly figures and agreed to revisit the budget in the spring.",
  "Rain fell steadily over the harbour while the ferries kept to their timetable.",
  "A gardener planted rows of beans, then watered them carefully before sunset.",
  "The library extended its opening hours so that students could study for exams.",
  "Engineers measured the bridge twice and found the readings matched the design.",
];

/** A prompt of about `tokens` tokens (4 characters each) with a marker in its first line. */
export function longPrompt(tokens: number, marker: string): string {
  const head = `Remember this passphrase: ${marker}. You will be asked for it at the end.\n\n`;
  const tail = "\n\nWhat is the passphrase I asked you to remember at the very beginning? Reply with the passphrase only.";
  const budget = tokens * 4 - head.length - tail.length;
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < budget; i++) {
    const s = FILLER[i % FILLER.length]!;
    parts.push(s);
    size += s.length + 1;
  }
  return head + parts.join(" ") + tail;
}

export async function checkContext(c: Ctx, probeTokens?: number): Promise<Result> {
  const notes: string[] = [];
  if (c.target.engine === "llama.cpp") {
    const props = await httpGet(`${c.base.replace(/\/v1$/, "")}/props`, { timeoutMs: 15_000, headers: authHeaders(c.key), fetch: c.fetch }).catch(() => undefined);
    const perSlot = Number(obj(obj(props?.json)?.default_generation_settings)?.n_ctx);
    if (Number.isFinite(perSlot) && perSlot > 0 && perSlot < c.target.context) {
      return {
        status: "fail",
        detail: `each llama.cpp slot has ${perSlot} tokens but OpenCode is told ${c.target.context}: -c is divided among -np slots`,
        fix: `start llama-server with -c ${c.target.context * c.target.slots} -np ${c.target.slots} --kv-unified (ocw setup serve prints it), or lower limit.context`,
      };
    }
    if (Number.isFinite(perSlot)) notes.push(`slot context ${perSlot}`);
  }
  const tokens = probeTokens ?? Math.floor(0.8 * (c.target.context - c.target.output));
  const marker = `PELICAN-${randomInt(1000, 9999)}`;
  const res = await chat(c, { messages: [{ role: "user", content: longPrompt(tokens, marker) }], max_tokens: 256 });
  if (res.status === 400 && /context|too long|maximum|exceed/i.test(res.text)) {
    return { status: "fail", detail: `the server refused a ${tokens}-token prompt as too long for its context`, fix: "serve a larger per-request context (llama.cpp: -c slots×context with --kv-unified; vLLM: --max-model-len), or lower limit.context" };
  }
  if (res.status !== 200) return httpFailure(res, `a ${tokens}-token prompt`);
  const answer = textOf(message(res));
  if (!answer.toUpperCase().includes(marker)) {
    return {
      status: "fail",
      detail: `a ${tokens}-token prompt lost its first line: the model did not repeat the passphrase (answered ${JSON.stringify(answer.slice(0, 60))}); the server truncates long prompts`,
      fix:
        c.target.engine === "ollama"
          ? "ollama truncates to num_ctx silently: create the model with PARAMETER num_ctx (ocw setup serve --engine ollama) or set OLLAMA_CONTEXT_LENGTH and restart ollama"
          : "raise the server's per-request context, or lower limit.context to what it really serves",
    };
  }
  return { status: "pass", detail: `repeated the passphrase from the start of a ${tokens}-token prompt${notes.length ? ` (${notes.join(", ")})` : ""}` };
}

