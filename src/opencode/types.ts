import { ErrorCode, OcwError } from "../error.js";

/**
 * The shapes the session driver hands to its callers (the jobs layer, the CLI, tests): routes,
 * token counts, permission requests and decisions, steering receipts and turn results. They
 * are our own, not the SDK's, so a change in OpenCode's wire format stops at this room.
 */

/** A provider/model pair: what OpenCode calls `{providerID, modelID}`. */
export interface Route {
  readonly providerID: string;
  readonly modelID: string;
}

/** `provider/model`; the model part may itself contain `/` (e.g. `openrouter/qwen/qwen3-coder`). */
export function parseRoute(text: string): Route {
  const i = text.indexOf("/");
  if (i <= 0 || i === text.length - 1) throw new OcwError(ErrorCode.Usage, `"${text}" is not a model route; write provider/model, e.g. replay/replay`);
  return { providerID: text.slice(0, i), modelID: text.slice(i + 1) };
}

export function routeText(r: Route): string {
  return `${r.providerID}/${r.modelID}`;
}

export interface Tokens {
  readonly input: number;
  readonly output: number;
  readonly reasoning: number;
  readonly cacheRead: number;
  readonly cacheWrite: number;
  readonly total: number;
}

export const ZERO_TOKENS: Tokens = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0 };

export function addTokens(a: Tokens, b: Tokens): Tokens {
  return {
    input: a.input + b.input,
    output: a.output + b.output,
    reasoning: a.reasoning + b.reasoning,
    cacheRead: a.cacheRead + b.cacheRead,
    cacheWrite: a.cacheWrite + b.cacheWrite,
    total: a.total + b.total,
  };
}

/** One LLM step: an assistant message of OpenCode. */
export interface Step {
  readonly messageID: string;
  /** The served route, `provider/model`, as OpenCode recorded it on the message. */
  readonly route: string;
  readonly agent: string;
  readonly tokens: Tokens;
  readonly cost: number;
  /** `tool-calls`, `stop`, … */
  readonly finish?: string;
  /** OpenCode's error on this message, as `name: message`. */
  readonly error?: string;
  /** The step's text (text parts joined). */
  readonly text: string;
}

/** A `permission.asked` request, as the policy and the orchestrator see it. */
export interface PermissionAsk {
  readonly id: string;
  readonly sessionID: string;
  /** The permission class: `bash`, `edit`, `external_directory`, … */
  readonly permission: string;
  /** What is asked for, e.g. the bash command or the path. */
  readonly patterns: readonly string[];
  /** Patterns that `always` would allow from now on. */
  readonly always: readonly string[];
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly tool?: { readonly messageID: string; readonly callID: string };
  /** The worker's stated reason: the `description` it gave the tool call, when it gave one. */
  readonly reason?: string;
}

export type PermissionReply = "once" | "always" | "reject";

/** What a policy decides: a reply now, or `ask` to leave it to the orchestrator (with a deadline). */
export type PolicyDecision = PermissionReply | "ask" | { readonly reply: PermissionReply; readonly message?: string };

export type PermissionPolicy = (ask: PermissionAsk) => PolicyDecision | Promise<PolicyDecision>;

/** Who answered a permission request. */
export type AnsweredBy = "policy" | "orchestrator" | "deadline" | "abort" | "elsewhere";

export interface PermissionRecord {
  readonly ask: PermissionAsk;
  readonly askedAt: number;
  readonly reply?: PermissionReply;
  readonly by?: AnsweredBy;
  readonly message?: string;
  readonly answeredAt?: number;
}

export type SteerOutcome =
  | { readonly status: "delivered"; readonly at: number; readonly messageID: string; /** The assistant message (step) that carried it. */ readonly replyID?: string }
  | { readonly status: "not_delivered"; readonly reason: string };

/** A correction sent into a running turn. `delivery` settles once a model request carries it, or the turn ends. */
export interface SteerReceipt {
  readonly text: string;
  readonly sentAt: number;
  readonly delivery: Promise<SteerOutcome>;
}

export type TurnPhase = "starting" | "busy" | "retry" | "needs_permission" | "done";

export type TurnStatus = "completed" | "aborted" | "failed";

export interface TurnResult {
  readonly status: TurnStatus;
  /** Why the turn failed (MODEL_UNREACHABLE, WORKER_ERROR, OPENCODE_LOST, …); absent when completed. */
  readonly error?: OcwError;
  /** The final assistant message's text. */
  readonly text: string;
  readonly steps: readonly Step[];
  readonly tokens: Tokens;
  readonly cost: number;
  /** Every distinct route that served a step. */
  readonly routes: readonly string[];
  /** Set when a step was served by another route than the session's pinned one. */
  readonly routeMismatch?: { readonly pinned: string; readonly served: readonly string[] };
  readonly permissions: readonly PermissionRecord[];
  readonly steers: readonly { readonly text: string; readonly sentAt: number; readonly outcome: SteerOutcome }[];
  /** The highest retry attempt OpenCode reported. */
  readonly retries: number;
  readonly startedAt: number;
  readonly ms: number;
}

/** What a session reports as it goes, for a ledger or a progress view. */
export type SessionEvent =
  | { readonly type: "phase"; readonly phase: TurnPhase }
  | { readonly type: "permission.pending"; readonly ask: PermissionAsk; readonly deadline: number }
  | { readonly type: "permission.answered"; readonly id: string; readonly reply: PermissionReply; readonly by: AnsweredBy }
  | { readonly type: "retry"; readonly attempt: number; readonly message: string }
  /**
   * A tool part changed: `input` is the call's arguments as OpenCode parsed them (a call whose
   * arguments did not parse arrives as tool `invalid` with `{tool, error}`), `answer` what the
   * model was told back once it ended (the error, or the output).
   */
  | { readonly type: "tool"; readonly tool: string; readonly status: string; readonly callID: string; readonly input?: unknown; readonly answer?: string }
  /**
   * The model's words as they stream (a text or reasoning part of step `messageID`): its whole
   * text so far and how many pieces it came in (a server streams about one token per piece).
   */
  | { readonly type: "stream"; readonly messageID: string; readonly partID: string; readonly kind: "text" | "reasoning"; readonly text: string; readonly pieces: number }
  /** A new model step (assistant message) began; `count` steps so far in this turn. */
  | { readonly type: "step"; readonly messageID: string; readonly count: number }
  /** A text part of step `messageID` grew or changed (streamed): its whole text so far, for live progress. */
  | { readonly type: "text"; readonly messageID: string; readonly text: string }
  | { readonly type: "steer.delivered"; readonly messageID: string }
  | { readonly type: "turn.done"; readonly result: TurnResult };
