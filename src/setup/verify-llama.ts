import { httpGet, httpPost } from "./http.js";
import { arr, bool, num, obj, str } from "./scan/json.js";
import { authHeaders } from "./secrets.js";
import type { Ctx, Message } from "./verify-chat.js";

/**
 * What llama-server says about itself, so verify's figures and hints follow the engine's real
 * state instead of a guess: `/props` (each slot's context, what the served chat template can do)
 * and the server's own token count of a chat prompt. `/apply-template` renders messages through
 * the served chat template exactly as `/v1/chat/completions` does; `/tokenize` with `add_special`
 * counts the result as a completion's prompt is counted (tools/server: tokenize_input_prompts
 * with add_special and parse_special on).
 */

export interface LlamaProps {
  /** `default_generation_settings.n_ctx`: one slot's context. */
  readonly perSlot?: number;
  /** `chat_template_caps.supports_tool_calls`: the template renders tool calls. */
  readonly toolCalls?: boolean;
}

const propsRead = new WeakMap<Ctx, Promise<LlamaProps | undefined>>();

/** The server's root (llama-server's own routes live beside /v1, not under it). */
function root(c: Ctx): string {
  return c.base.replace(/\/v1$/, "");
}

/** `/props`, read once per verify run; undefined when the server does not answer it. */
export function llamaProps(c: Ctx): Promise<LlamaProps | undefined> {
  let read = propsRead.get(c);
  if (!read) {
    read = httpGet(`${root(c)}/props`, { timeoutMs: Math.min(c.timeoutMs, 15_000), headers: authHeaders(c.key), fetch: c.fetch })
      .then((res) => {
        const p = res.status === 200 ? obj(res.json) : undefined;
        if (!p) return undefined;
        return { perSlot: num(obj(p.default_generation_settings), "n_ctx"), toolCalls: bool(obj(p.chat_template_caps), "supports_tool_calls") };
      })
      .catch(() => undefined);
    propsRead.set(c, read);
  }
  return read;
}

/** The tokens llama-server's tokenizer counts for `messages` rendered by its chat template; undefined when it cannot say. */
export async function countChatTokens(c: Ctx, messages: readonly Message[]): Promise<number | undefined> {
  const opts = { timeoutMs: c.timeoutMs, headers: authHeaders(c.key), fetch: c.fetch, maxBytes: 64 * 1024 * 1024 };
  const templated = await httpPost(`${root(c)}/apply-template`, { messages }, opts);
  const prompt = templated.status === 200 ? str(obj(templated.json), "prompt") : undefined;
  if (prompt === undefined) return undefined;
  const tokenized = await httpPost(`${root(c)}/tokenize`, { content: prompt, add_special: true, parse_special: true }, opts);
  const tokens = obj(tokenized.json)?.tokens;
  return tokenized.status === 200 && Array.isArray(tokens) ? arr(tokens).length : undefined;
}
