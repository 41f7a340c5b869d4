import { ErrorCode, OcwError, isOcwError } from "../../error.js";
import { httpGet, parseEndpointUrl, safeUrl } from "../http.js";
import { probeDockerModelRunner } from "./engines/dmr.js";
import { probeLlamaCpp } from "./engines/llamacpp.js";
import { probeLmStudio } from "./engines/lmstudio.js";
import { probeOllama } from "./engines/ollama.js";
import { probeOpenAi } from "./engines/openai.js";
import { probeSglang } from "./engines/sglang.js";
import { probeVllm } from "./engines/vllm.js";
import type { Endpoint, Engine, Probe, ProbeContext } from "./types.js";

/**
 * Finding model servers: probe the engines' default ports on this machine and any URLs given,
 * and identify each server by its own API. Every request has a short timeout and all probes run
 * concurrently, so a scan of closed ports ends in about one timeout, and one slow server cannot
 * hold up the rest. Partial answers are reported as they are.
 */

/** The engines' default ports (research: model-setup.md §5). */
export const DEFAULT_PORTS: readonly { readonly port: number; readonly engine: Engine }[] = [
  { port: 11434, engine: "ollama" },
  { port: 8080, engine: "llama.cpp" },
  { port: 8000, engine: "vllm" },
  { port: 1234, engine: "lmstudio" },
  { port: 30000, engine: "sglang" },
  { port: 12434, engine: "docker-model-runner" },
];

/** Probes in order of specificity: the first that recognises a server names it. */
const PROBES: readonly Probe[] = [probeOllama, probeLlamaCpp, probeLmStudio, probeVllm, probeSglang, probeDockerModelRunner, probeOpenAi];

export const DEFAULT_PROBE_TIMEOUT_MS = 800;

export interface ProbeStatus {
  readonly url: string;
  /** found: a model server; closed: nothing listens; unidentified: HTTP, but no engine we know; error: timeout or other failure. */
  readonly status: "found" | "closed" | "unidentified" | "error";
  readonly engine?: Engine;
  readonly ms: number;
  readonly detail?: string;
}

export interface ScanEndpointsOptions {
  /** Extra URLs to probe (host:port or http(s)://…; a trailing /v1 is fine). */
  readonly urls?: readonly string[];
  /** Ports to probe on `host` (default: DEFAULT_PORTS). Pass [] to probe only `urls`. */
  readonly ports?: readonly number[];
  readonly host?: string;
  readonly timeoutMs?: number;
  /** Sent with the probes of `urls` only (Authorization when a key env var was named). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly fetch?: typeof fetch;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export interface EndpointScan {
  readonly endpoints: readonly Endpoint[];
  readonly probes: readonly ProbeStatus[];
}

/** Probe the default ports and the given URLs, concurrently. */
export async function scanEndpoints(opts: ScanEndpointsOptions = {}): Promise<EndpointScan> {
  const host = opts.host ?? "127.0.0.1";
  // url → whether it was named by the user: a key is sent only to those, never to every port.
  const targets = new Map<string, boolean>();
  for (const port of opts.ports ?? DEFAULT_PORTS.map((p) => p.port)) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new OcwError(ErrorCode.InvalidInput, `Expected a port from 1 to 65535, got ${JSON.stringify(port)}`);
    targets.set(`http://${host.includes(":") ? `[${host}]` : host}:${port}`, false);
  }
  const ollamaHost = opts.env?.OLLAMA_HOST;
  if (ollamaHost && opts.ports === undefined) targets.set(rootOf(parseEndpointUrl(ollamaHost)).toString().replace(/\/$/, ""), false);
  for (const u of opts.urls ?? []) targets.set(rootOf(parseEndpointUrl(u)).toString().replace(/\/$/, ""), true);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  const results = await Promise.all([...targets].map(([t, named]) => probeOne(t, { timeoutMs, headers: named ? (opts.headers ?? {}) : {}, fetch: opts.fetch })));
  return { endpoints: results.flatMap((r) => (r.endpoint ? [r.endpoint] : [])), probes: results.map((r) => r.status) };
}

/**
 * Identify the server at one URL; throws ENDPOINT_UNREACHABLE when nothing answers and
 * ENDPOINT_UNKNOWN when something answers that is no model server we know.
 */
export async function identify(url: string, opts: Omit<ScanEndpointsOptions, "urls" | "ports" | "host"> = {}): Promise<Endpoint> {
  const root = rootOf(parseEndpointUrl(url));
  const ctx: ProbeContext = { timeoutMs: opts.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS * 4, headers: opts.headers ?? {}, fetch: opts.fetch };
  const { endpoint, status, error } = await probeOne(root.toString().replace(/\/$/, ""), ctx);
  if (endpoint) return endpoint;
  if (error) throw error;
  throw new OcwError(
    ErrorCode.EndpointUnknown,
    `${safeUrl(root.toString())} answered HTTP but is not a model server we know (no ollama, llama.cpp, vLLM, LM Studio, SGLang, Docker Model Runner or OpenAI /v1/models API there)${status.detail ? `: ${status.detail}` : ""}; check the port, or pass the server's OpenAI base URL`,
    { data: { url: safeUrl(root.toString()) } },
  );
}

// A base URL may end in /v1 (or /engines/v1): probes want the server's root.
function rootOf(u: URL): URL {
  const r = new URL(u.toString());
  r.pathname = r.pathname.replace(/\/(engines\/)?v1$/, "");
  return r;
}

async function probeOne(url: string, ctx: ProbeContext): Promise<{ endpoint?: Endpoint; status: ProbeStatus; error?: OcwError }> {
  const started = performance.now();
  const ms = (): number => Math.round(performance.now() - started);
  let first;
  try {
    first = await httpGet(`${url}/`, { timeoutMs: ctx.timeoutMs, headers: ctx.headers, fetch: ctx.fetch, maxBytes: 64 * 1024 });
  } catch (e) {
    const error = isOcwError(e) ? e : new OcwError(ErrorCode.EndpointUnreachable, `${url}: ${String(e)}`);
    const refused = error.data?.reason === "ECONNREFUSED";
    return { status: { url, status: refused ? "closed" : "error", ms: ms(), detail: error.message }, error };
  }
  const root = new URL(url);
  const found = await Promise.all(PROBES.map((p) => p(root, ctx).catch(() => undefined)));
  const endpoint = found.find((e): e is Endpoint => e !== undefined);
  if (endpoint) return { endpoint, status: { url, status: "found", engine: endpoint.engine, ms: ms() } };
  const hint = first.status === 200 && first.text ? `GET / answered ${first.status} with ${JSON.stringify(first.text.slice(0, 60))}` : `GET / answered ${first.status}`;
  return { status: { url, status: "unidentified", ms: ms(), detail: hint } };
}
