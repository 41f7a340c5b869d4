/**
 * The fake llama-server's chat template and tokenizer, shaped like the real ones where verify
 * cares: the template is Qwen2.5's (llama.cpp models/templates/Qwen-Qwen2.5-7B-Instruct.jinja:
 * ChatML with a default system message when none is given), and tokens are Qwen2's pre-tokens
 * (its pre-tokenizer regex: a word with its leading space, each digit, runs of punctuation,
 * newlines) with each special token counted once. Common English words are one token each in
 * Qwen2's 151k vocabulary, so English text comes to ~5.5 characters a token here as it does on
 * the real server, not the 4 a character estimate assumes. Measured against llama-server
 * (de3ff81, ggml-vocab-qwen2): the template renders byte for byte the same prompt, and verify's
 * probe of 19,660 estimated tokens counts 13,756 here and 14,339 there.
 */

type Json = Record<string, unknown>;

const DEFAULT_SYSTEM = "You are Qwen, created by Alibaba Cloud. You are a helpful assistant.";

function contentOf(m: Json): string {
  const c = m.content;
  if (typeof c === "string") return c;
  if (Array.isArray(c)) return c.map((p) => (typeof (p as Json).text === "string" ? (p as Json).text : "")).join("");
  return "";
}

/** Messages rendered as Qwen2.5's template renders them, with the assistant turn opened (add_generation_prompt). */
export function applyTemplate(messages: readonly Json[]): string {
  const turns = messages[0]?.role === "system" ? [] : [`<|im_start|>system\n${DEFAULT_SYSTEM}<|im_end|>\n`];
  for (const m of messages) {
    const role = m.role === "tool" ? "user" : String(m.role ?? "user");
    const body = m.role === "tool" ? `<tool_response>\n${contentOf(m)}\n</tool_response>` : contentOf(m);
    turns.push(`<|im_start|>${role}\n${body}<|im_end|>\n`);
  }
  return `${turns.join("")}<|im_start|>assistant\n`;
}

const SPECIAL = /<\|[a-z_]+\|>/g;
const PRE_TOKEN = /'(?:s|t|re|ve|m|ll|d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/giu;

/** Token ids for `text` (special tokens parsed, as /tokenize does with parse_special); the ids are stable stand-ins. */
export function tokenize(text: string): number[] {
  const ids: number[] = [];
  let last = 0;
  const plain = (s: string): void => {
    for (const piece of s.match(PRE_TOKEN) ?? []) ids.push(idOf(piece));
  };
  for (const m of text.matchAll(SPECIAL)) {
    plain(text.slice(last, m.index));
    ids.push(151643 + (m[0] === "<|im_start|>" ? 1 : 2));
    last = m.index + m[0].length;
  }
  plain(text.slice(last));
  return ids;
}

function idOf(piece: string): number {
  let h = 0;
  for (let i = 0; i < piece.length; i++) h = (h * 31 + piece.charCodeAt(i)) >>> 0;
  return h % 151643;
}
