import { createOpencodeClient, type OpencodeClient } from "@opencode-ai/sdk/v2";
import { patience as envPatience, type Patience } from "../durable/index.js";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { ServerWatch, basicAuth } from "./liveness.js";

/**
 * The official SDK client (v2), configured for our warm server: basic auth, and every request
 * guarded by the server's liveness watch — it waits while the server lives and progresses, and
 * fails with OPENCODE_LOST when the server is gone or hung, or TIMEOUT at the outer bound
 * (see liveness.ts). The event stream gets its own client without a guard (it is meant to stay
 * open; the hub watches it). Responses are unwrapped here into data or an OcwError that names the
 * call, so no caller handles the SDK's `{data, error}` pairs.
 */

export interface ServerAddress {
  readonly url: string;
  readonly password: string;
  readonly pid: number;
}

export interface Api {
  /** For requests: each one is guarded by `watch`. */
  readonly client: OpencodeClient;
  /** For the one long-lived event subscription. */
  readonly stream: OpencodeClient;
  readonly url: string;
  /** The server's liveness, shared by every Api of the same server in this process. */
  readonly watch: ServerWatch;
}

/** Build the two SDK clients for a server. */
export function createApi(server: ServerAddress, opts: { patience?: Patience } = {}): Api {
  const watch = ServerWatch.for(server, opts.patience ?? envPatience());
  const headers = { authorization: basicAuth(server.password) };
  // The SDK always passes a Request; its own signal (if any) still counts.
  const guarded = (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    watch.guard((signal) => {
      const signals = [signal, ...(input instanceof Request ? [input.signal] : []), ...(init?.signal ? [init.signal] : [])];
      return fetch(input, { ...init, signal: AbortSignal.any(signals) });
    });
  return {
    client: createOpencodeClient({ baseUrl: server.url, headers, fetch: guarded }),
    stream: createOpencodeClient({ baseUrl: server.url, headers, fetch: (input: string | URL | Request, init?: RequestInit) => fetch(input, init) }),
    url: server.url,
    watch,
  };
}

export { basicAuth };

/** What the SDK resolves to when not asked to throw. */
interface SdkResult<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response?: Response;
}

/** The shape OpenCode uses for errors: `{name, data}`. */
export interface NamedError {
  readonly name: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** Await an SDK call and return its data, or throw an OcwError naming `what` and the cause. */
export async function unwrap<T>(what: string, call: Promise<SdkResult<T>>, api: Api): Promise<T> {
  const r = await call;
  if (r.response?.ok && r.data !== undefined) return r.data;
  throw apiError(what, r, api);
}

/** Map a failed SDK result to our error taxonomy. */
export function apiError(what: string, r: SdkResult<unknown>, api: Api): OcwError {
  if (r.response === undefined) {
    // The liveness watch's verdict (lost, hung, or the outer bound), with the call named.
    if (isOcwError(r.error)) return new OcwError(r.error.code, `${what}: ${r.error.message}`, { cause: r.error, ...(r.error.data ? { data: { ...r.error.data } } : {}) });
    const cause = r.error instanceof Error ? r.error : undefined;
    if (cause?.name === "TimeoutError") {
      return new OcwError(ErrorCode.Timeout, `${what}: the opencode server at ${api.url} did not answer within the caller's bound; check \`ocw opencode status\``, { cause });
    }
    return new OcwError(ErrorCode.OpencodeLost, `${what}: cannot reach the opencode server at ${api.url} (${cause?.message ?? String(r.error)}); it may have stopped — \`ocw opencode status\` shows it, the next run starts a new one`, {
      cause,
    });
  }
  const named = asNamedError(r.error);
  if (named?.name === "ConfigInvalidError") return configError(named);
  const detail = named ? `${named.name}${typeof named.data?.message === "string" ? `: ${named.data.message}` : ""}` : JSON.stringify(r.error ?? "").slice(0, 300);
  return new OcwError(ErrorCode.OpencodeApi, `${what}: opencode answered HTTP ${r.response.status} (${detail}); see the server log named by \`ocw opencode status\``, {
    data: { status: r.response.status, error: r.error },
  });
}

/** OpenCode's ConfigInvalidError → OPENCODE_CONFIG with its issues spelled out. */
export function configError(named: NamedError): OcwError {
  const path = typeof named.data?.path === "string" ? named.data.path : "our OpenCode config";
  const issues = Array.isArray(named.data?.issues) ? (named.data.issues as { path?: unknown[]; message?: unknown }[]) : [];
  const list = issues.map((i) => `${Array.isArray(i.path) ? i.path.join(".") : "?"}: ${String(i.message)}`).join("; ");
  return new OcwError(
    ErrorCode.OpencodeConfig,
    `OpenCode rejected the configuration in ${path}${list ? `: ${list}` : ""}; fix that file (a model's \`limit\` needs both \`context\` and \`output\`), or rebuild it from its pack with \`npm run build-pack\``,
    { data: { path, issues } },
  );
}

export function asNamedError(v: unknown): NamedError | undefined {
  if (typeof v !== "object" || v === null) return undefined;
  const name = (v as { name?: unknown }).name;
  if (typeof name !== "string") return undefined;
  const data = (v as { data?: unknown }).data;
  return { name, data: typeof data === "object" && data !== null ? (data as Record<string, unknown>) : undefined };
}
