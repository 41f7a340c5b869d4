import { ErrorCode, OcwError } from "../error.js";
import type { NamedError } from "./api.js";
import { asNamedError } from "./api.js";
import type { PermissionAsk, Tokens } from "./types.js";

/**
 * Reading OpenCode's messages and errors off the wire. Every field is checked before use:
 * these are the boundary between OpenCode's format and ours.
 */

/** What we keep of an assistant message. */
export interface AssistantInfo {
  readonly id: string;
  readonly parentID: string;
  readonly providerID: string;
  readonly modelID: string;
  readonly agent: string;
  readonly tokens: Tokens;
  readonly cost: number;
  readonly finish?: string;
  readonly error?: NamedError;
  readonly completed: boolean;
}

type Obj = Readonly<Record<string, unknown>>;

function obj(v: unknown): Obj | undefined {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
}

function num(v: unknown): number {
  return typeof v === "number" && Number.isFinite(v) ? v : 0;
}

function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

/** A message `info` → role and id, or undefined if malformed. */
export function messageRole(info: unknown): { role: "user" | "assistant"; id: string } | undefined {
  const o = obj(info);
  const id = str(o?.id);
  const role = o?.role;
  if (!id || (role !== "user" && role !== "assistant")) return undefined;
  return { role, id };
}

/** An assistant message `info` → what we keep. */
export function assistantInfo(info: unknown): AssistantInfo | undefined {
  const o = obj(info);
  if (!o || o.role !== "assistant" || !str(o.id)) return undefined;
  const t = obj(o.tokens);
  const cache = obj(t?.cache);
  const input = num(t?.input);
  const output = num(t?.output);
  const reasoning = num(t?.reasoning);
  const cacheRead = num(cache?.read);
  const cacheWrite = num(cache?.write);
  const total = typeof t?.total === "number" ? t.total : input + output + reasoning + cacheRead + cacheWrite;
  return {
    id: o.id as string,
    parentID: str(o.parentID) ?? "",
    providerID: str(o.providerID) ?? "?",
    modelID: str(o.modelID) ?? "?",
    agent: str(o.agent) ?? "?",
    tokens: { input, output, reasoning, cacheRead, cacheWrite, total },
    cost: num(o.cost),
    finish: str(o.finish),
    error: asNamedError(o.error),
    completed: typeof obj(o.time)?.completed === "number",
  };
}

/** A text part → its message, id and text (synthetic and ignored parts are not the model's words). */
export function textPart(part: unknown): { id: string; messageID: string; text: string } | undefined {
  const p = obj(part);
  if (!p || p.type !== "text" || p.synthetic === true || p.ignored === true) return undefined;
  const id = str(p.id);
  const messageID = str(p.messageID);
  const text = str(p.text);
  return id && messageID && text !== undefined ? { id, messageID, text } : undefined;
}

/** A tool part → id, tool name, status, call id, its arguments, and what it answered the model when it ended. */
export function toolPart(part: unknown): { id: string; tool: string; status: string; callID: string; description?: string; input?: unknown; answer?: string } | undefined {
  const p = obj(part);
  if (!p || p.type !== "tool") return undefined;
  const id = str(p.id);
  const tool = str(p.tool);
  const state = obj(p.state);
  const status = str(state?.status);
  const description = str(obj(state?.input)?.description);
  // What the model is told back: the error of a failed call, else the output (the `invalid` tool's complaint is its output).
  const answer = status === "error" ? str(state?.error) : status === "completed" ? str(state?.output) : undefined;
  return id && tool && status
    ? { id, tool, status, callID: str(p.callID) ?? "", ...(description ? { description } : {}), ...(state && "input" in state ? { input: state.input } : {}), ...(answer !== undefined ? { answer } : {}) }
    : undefined;
}

/** A part's kind where the model's words stream: `text` or `reasoning` (synthetic text is not the model's). */
export function streamedPartKind(part: unknown): { id: string; messageID: string; kind: "text" | "reasoning"; text: string } | undefined {
  const p = obj(part);
  if (!p || (p.type !== "text" && p.type !== "reasoning") || p.synthetic === true || p.ignored === true) return undefined;
  const id = str(p.id);
  const messageID = str(p.messageID);
  return id && messageID ? { id, messageID, kind: p.type, text: str(p.text) ?? "" } : undefined;
}

/** `message.part.delta` properties → the part and the text it grew by (only the `text` field streams words). */
export function partDelta(props: Obj): { partID: string; messageID: string; delta: string } | undefined {
  const partID = str(props.partID);
  const messageID = str(props.messageID);
  const delta = str(props.delta);
  return partID && messageID && delta !== undefined && (props.field === undefined || props.field === "text") ? { partID, messageID, delta } : undefined;
}

/** `permission.asked` properties → a PermissionAsk. */
export function permissionAsk(props: Obj): PermissionAsk | undefined {
  const id = str(props.id);
  const sessionID = str(props.sessionID);
  const permission = str(props.permission);
  if (!id || !sessionID || !permission) return undefined;
  const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  const tool = obj(props.tool);
  return {
    id,
    sessionID,
    permission,
    patterns: strings(props.patterns),
    always: strings(props.always),
    metadata: obj(props.metadata) ?? {},
    ...(tool && str(tool.messageID) && str(tool.callID) ? { tool: { messageID: tool.messageID as string, callID: tool.callID as string } } : {}),
  };
}

/** `session.status` → its status. */
export function sessionStatus(props: Obj): { type: "idle" | "busy" } | { type: "retry"; attempt: number; message: string; next: number } | undefined {
  const s = obj(props.status);
  if (s?.type === "idle" || s?.type === "busy") return { type: s.type };
  if (s?.type === "retry") return { type: "retry", attempt: num(s.attempt), message: str(s.message) ?? "", next: num(s.next) };
  return undefined;
}

// A provider's words for a rate limit or a spent allowance (free tiers, subscriptions' windows, prepaid balances).
const RATE_LIMIT = /\b429\b|rate.?limit|too many requests|quota|allowance|usage limit|limit (reached|exceeded)|insufficient (balance|credits?|funds|quota)|credits? (exhausted|depleted)|(tier|plan|allowance|window) (is )?(exhausted|used up)/i;

export function rateLimited(message: string): boolean {
  return RATE_LIMIT.test(message);
}

/** The job ends not run: the tier said no for now. `next` is OpenCode's next attempt (epoch ms), which follows the provider's retry-after. */
export function tierExhausted(route: string, message: string, next?: number): OcwError {
  const until = next !== undefined && next - Date.now() > 60_000 ? new Date(next).toISOString() : undefined;
  return new OcwError(
    ErrorCode.TierExhausted,
    `the tier behind ${route} is rate-limited or its allowance is spent${until ? ` until ${until}` : ""} (the provider said: ${message.slice(0, 240)}); the job did not run and was not sent to any other tier: wait${until ? " until then" : ""}, or dispatch it to another model yourself`,
    { data: { providerMessage: message, ...(until ? { until } : {}) } },
  );
}

/**
 * An error text as a person reads it: OpenCode sends some errors with their stack and causes
 * (a full disk under its database arrives as forty lines); keep each error's own line, its causes
 * as "caused by", and no stack frames.
 */
export function briefError(text: string): string {
  const lines = text.split("\n").map((l) => l.trim());
  const kept = lines.filter((l) => l !== "" && !/^at\s/.test(l) && !/^[{}()[\],;]+$/.test(l)).map((l) => l.replace(/^\[cause\]:\s*/, "caused by ").replace(/\s*\{$/, ""));
  const out = kept.join("; ");
  return out.length > 600 ? `${out.slice(0, 597)}...` : out;
}

/**
 * OpenCode's error on a session or message → our error. Model faults (HTTP errors from the
 * provider, auth) are MODEL_UNREACHABLE with the provider's own text; everything else that
 * ends a turn inside OpenCode is WORKER_ERROR.
 */
export function turnError(e: NamedError, route: string): OcwError {
  const message = typeof e.data?.message === "string" ? briefError(e.data.message) : e.name;
  if (e.name === "APIError" && (e.data?.statusCode === 429 || rateLimited(message))) return tierExhausted(route, message);
  const body = responseBody(e);
  if (e.name === "APIError" || e.name === "ProviderAuthError") {
    const status = typeof e.data?.statusCode === "number" ? ` (HTTP ${e.data.statusCode})` : "";
    return new OcwError(ErrorCode.ModelUnreachable, `the model ${route} failed${status}: ${message}; check that the model server is running and the provider's URL and key in our OpenCode config are right`, {
      data: { providerMessage: message, name: e.name, statusCode: e.data?.statusCode, ...body },
    });
  }
  return new OcwError(ErrorCode.WorkerError, `the worker's turn ended with ${e.name}: ${message}`, { data: { name: e.name, providerMessage: message, ...body } });
}

// A body past this is no server's error object (a proxy's HTML page); it would only weigh on every copy of the error.
const BODY_MAX = 8192;

/**
 * The model server's own response body, which OpenCode keeps on APIError and ContextOverflowError:
 * some servers put what matters in its fields, not its message (llama.cpp sends a context
 * overflow's sizes as `n_prompt_tokens` and `n_ctx`, and words without numbers).
 */
function responseBody(e: NamedError): { responseBody?: string } {
  const body = e.data?.responseBody;
  return typeof body === "string" && body.trim() !== "" && body.length <= BODY_MAX ? { responseBody: body } : {};
}
