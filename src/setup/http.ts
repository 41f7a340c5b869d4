import { ErrorCode, OcwError } from "../error.js";

/**
 * HTTP for probes and checks: every request has a timeout that covers the body too, bodies are
 * capped, and network failures become ENDPOINT_UNREACHABLE with the cause named (refused, unknown
 * host, timeout). Headers are never put into messages, so a key in `Authorization` cannot leak.
 */

export interface HttpOptions {
  readonly timeoutMs: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly fetch?: typeof fetch;
  /** Largest body we read, in bytes (default 8 MiB). */
  readonly maxBytes?: number;
}

export interface HttpResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
  readonly ms: number;
}

const MAX_BYTES = 8 * 1024 * 1024;

/** GET a URL; resolves for any HTTP status, rejects only when no answer came. */
export function httpGet(url: string, opts: HttpOptions): Promise<HttpResponse> {
  return request(url, { method: "GET" }, opts);
}

/** POST a JSON body; resolves for any HTTP status, rejects only when no answer came. */
export function httpPost(url: string, body: unknown, opts: HttpOptions): Promise<HttpResponse> {
  return request(url, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }, opts);
}

async function request(url: string, init: RequestInit, opts: HttpOptions): Promise<HttpResponse> {
  const started = performance.now();
  const signal = AbortSignal.timeout(opts.timeoutMs);
  try {
    const res = await (opts.fetch ?? fetch)(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...opts.headers }, signal, redirect: "manual" });
    const text = await readCapped(res, opts.maxBytes ?? MAX_BYTES);
    return { status: res.status, headers: res.headers, text, json: parseJson(text), ms: Math.round(performance.now() - started) };
  } catch (e) {
    throw unreachable(url, e, opts.timeoutMs);
  }
}

async function readCapped(res: Response, max: number): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > max) break;
      parts.push(value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(parts).toString("utf8");
}

function parseJson(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A network failure as an OcwError naming the cause and the fix. */
export function unreachable(url: string, e: unknown, timeoutMs: number): OcwError {
  const err = e instanceof Error ? e : new Error(String(e));
  const where = safeUrl(url);
  if (err.name === "TimeoutError" || err.name === "AbortError") {
    return new OcwError(ErrorCode.EndpointUnreachable, `${where}: no answer within ${timeoutMs} ms; check that the server is up and the address is right`, { cause: err, data: { url: where, reason: "timeout" } });
  }
  const code = (err.cause as NodeJS.ErrnoException | undefined)?.code ?? (err as NodeJS.ErrnoException).code;
  const why =
    code === "ECONNREFUSED" ? "connection refused: nothing listens there; start the server or fix the port"
    : code === "ENOTFOUND" || code === "EAI_AGAIN" ? "unknown host; check the host name"
    : code === "ECONNRESET" ? "the connection was reset; is this an HTTP server?"
    : code === "EHOSTUNREACH" || code === "ENETUNREACH" ? "host unreachable; check the address and network"
    : `cannot connect (${code ?? err.message})`;
  return new OcwError(ErrorCode.EndpointUnreachable, `${where}: ${why}`, { cause: err, data: { url: where, reason: code ?? "error" } });
}

/** A URL without credentials or query, for messages. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "(invalid URL)";
  }
}

/** Parse and normalise an endpoint URL: http(s) only, no credentials, no trailing slash. */
export function parseEndpointUrl(raw: string): URL {
  let u: URL;
  try {
    u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
  } catch {
    throw new OcwError(ErrorCode.InvalidInput, `not a URL: ${JSON.stringify(raw.slice(0, 200))}; give one like http://127.0.0.1:8080`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new OcwError(ErrorCode.InvalidInput, `${u.protocol} URLs are not supported; give an http:// or https:// URL`);
  if (u.username || u.password) throw new OcwError(ErrorCode.SecretRefused, "the URL carries credentials; remove them and pass the key through --key-env <VAR> instead");
  u.search = "";
  u.hash = "";
  u.pathname = u.pathname.replace(/\/+$/, "");
  return u;
}
