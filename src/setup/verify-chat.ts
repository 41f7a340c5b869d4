import { httpPost, type HttpResponse } from "./http.js";
import { arr, obj, str } from "./scan/json.js";
import { authHeaders } from "./secrets.js";
import type { Check, VerifyTarget } from "./verify.js";

/** What every verify check works with: the endpoint, the key (in memory only) and the HTTP bounds. */
export interface Ctx {
  readonly base: string;
  readonly target: VerifyTarget;
  readonly key: string | undefined;
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

export type Result = Omit<Check, "name" | "ms">;
export type Message = Readonly<Record<string, unknown>>;

/** POST a chat completion to the endpoint, with the key unless `withKey` is false (the auth check). */
export function chat(c: Ctx, body: Record<string, unknown>, withKey = true): Promise<HttpResponse> {
  return httpPost(`${c.base}/chat/completions`, { model: c.target.model, temperature: 0, ...body }, { timeoutMs: c.timeoutMs, headers: withKey ? authHeaders(c.key) : {}, fetch: c.fetch, maxBytes: 4 * 1024 * 1024 });
}

/** The first choice's message of a non-streamed answer. */
export function message(res: HttpResponse): Message | undefined {
  return obj(obj(arr(obj(res.json)?.choices)[0])?.message);
}

/** Everything the model said: content plus reasoning (thinking models answer there first). */
export function textOf(m: Message | undefined): string {
  return [str(m, "content"), str(m, "reasoning_content"), str(m, "reasoning")].filter((s): s is string => !!s).join("\n");
}

/** A failed check from an HTTP error, with the server's own message and the likely fix. */
export function httpFailure(res: HttpResponse, what: string): Result {
  const err = obj(obj(res.json)?.error) ?? obj(res.json);
  const msg = str(err, "message") ?? str(err, "detail") ?? res.text.slice(0, 200);
  if (res.status === 401 || res.status === 403) return { status: "fail", detail: `${what}: HTTP ${res.status} (${msg})`, fix: "the key was refused: check the variable named by --key-env holds the server's key" };
  if (res.status === 404) return { status: "fail", detail: `${what}: HTTP 404 (${msg})`, fix: "check the model id (ocw setup scan lists what the server serves) and the base URL (it must end in /v1)" };
  return { status: "fail", detail: `${what}: HTTP ${res.status} (${msg})` };
}

