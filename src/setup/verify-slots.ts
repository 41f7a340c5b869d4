import { unreachable } from "./http.js";
import { arr, obj } from "./scan/json.js";
import { authHeaders } from "./secrets.js";
import { httpFailure, textOf, type Ctx, type Result } from "./verify-chat.js";

/**
 * The slots check: N streamed requests sent together must generate at the same time. Each
 * request's span runs from its first token to its end; if the server queues, the spans line up
 * one after another instead of overlapping, however many slots it claims.
 */

interface Interval {
  readonly first: number;
  readonly end: number;
}

export async function checkSlots(c: Ctx): Promise<Result> {
  const n = c.target.slots;
  const prompt = "Count from 1 to 60 in words, separated by spaces.";
  const results = await Promise.all(Array.from({ length: n }, () => streamOne(c, prompt)));
  const failed = results.find((r): r is Result => "status" in r);
  if (failed) return failed;
  const spans = results as Interval[];
  const most = maxOverlap(spans);
  if (most >= n) return { status: "pass", detail: `${n} requests generated at the same time` };
  return {
    status: "fail",
    detail: `${n} requests were sent together but at most ${most} generated at once: the server queues the rest`,
    fix:
      c.target.engine === "ollama"
        ? `set OLLAMA_NUM_PARALLEL=${n} and restart ollama (hybrid models such as qwen3-next are always single-slot there: use llama.cpp)`
        : c.target.engine === "llama.cpp"
          ? `start llama-server with -np ${n} (and -c ${n}×context)`
          : `raise the server's parallel limit to ${n} (vLLM --max-num-seqs, LM Studio Max Concurrent Predictions)`,
  };
}

/** The most intervals that contain one common instant. */
export function maxOverlap(spans: readonly Interval[]): number {
  const events = spans.flatMap((s) => [
    { t: s.first, d: 1 },
    { t: s.end, d: -1 },
  ]);
  // At equal times an end closes before a start opens: touching is not overlapping.
  events.sort((x, y) => x.t - y.t || x.d - y.d);
  let cur = 0;
  let most = 0;
  for (const e of events) {
    cur += e.d;
    most = Math.max(most, cur);
  }
  return most;
}

async function streamOne(c: Ctx, prompt: string): Promise<Interval | Result> {
  const signal = AbortSignal.timeout(c.timeoutMs);
  let res: Response;
  try {
    res = await (c.fetch ?? fetch)(`${c.base}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...authHeaders(c.key) },
      body: JSON.stringify({ model: c.target.model, messages: [{ role: "user", content: prompt }], stream: true, max_tokens: 160, temperature: 0 }),
      signal,
    });
  } catch (e) {
    throw unreachable(`${c.base}/chat/completions`, e, c.timeoutMs);
  }
  if (res.status !== 200) {
    const text = await res.text().catch(() => "");
    return httpFailure({ status: res.status, headers: res.headers, text, json: safeJson(text), ms: 0 }, "a streamed request");
  }
  let first: number | undefined;
  let buffer = "";
  const decoder = new TextDecoder();
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        if (first !== undefined || !line.startsWith("data:")) continue;
        const delta = obj(obj(arr(obj(safeJson(line.slice(5).trim()))?.choices)[0])?.delta);
        if (textOf(delta) || arr(delta?.tool_calls).length) first = performance.now();
      }
    }
  } catch (e) {
    throw unreachable(`${c.base}/chat/completions`, e, c.timeoutMs);
  }
  const end = performance.now();
  if (first === undefined) return { status: "fail", detail: "a streamed request produced no tokens", fix: "check the server log" };
  return { first, end };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

