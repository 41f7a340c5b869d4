import { ErrorCode, isOcwError } from "../../error.js";
import type { Reason, ReasonCode } from "./verdict.js";

/**
 * The one map from failures to reasons. Whatever kept a job from being judged on the worker's
 * work alone — an error the worker's turn ended with, an error that stopped the job around the
 * turn, a self-build rung that could not run, or a condition the jobs layer saw (cancelled, a
 * budget spent, the server gone) — becomes a `Reason` here, so REASON_CODES stays the only
 * vocabulary and every such message is worded once.
 *
 * Whose fault an error is depends on where it struck, so an error comes with its stage:
 * - `turn`: the worker's turn ended with it. A model fault is the model's (or, when the model
 *   server ran out of slots or context, the server's capacity: infra); a lost or refusing
 *   OpenCode server is infra; anything else that ended the turn inside OpenCode is the worker's.
 * - `job`: it stopped the job outside the turn (loading, preparing, connecting). That is ours or
 *   the setup's (infra), except a task that names a model or agent that does not exist.
 * - `rung`: a self-build rung could not be dispatched or followed to its verdict: as for a job,
 *   except that the ladder's own task not validating here is invalid_task, and the model, route
 *   and worker faults keep their own codes (the self-build tells the user which to fix).
 */

export type Stage = "turn" | "job" | "rung";

export type Failure =
  /** `servedContext`: the context per slot the target set up for the job's route, for an overflow whose server names no size. */
  | { readonly kind: "error"; readonly stage: Stage; readonly error: unknown; readonly servedContext?: number }
  /** The orchestrator cancelled the job: while it waited for a slot, or while the worker ran. */
  | { readonly kind: "cancelled"; readonly queued?: boolean }
  /** The worker needed more model steps than the task's budget. */
  | { readonly kind: "steps"; readonly limit: number }
  /** The worker ran past the task's time budget. */
  | { readonly kind: "minutes"; readonly minutes: number }
  /** The job waited for a slot past its queue deadline; the worker never started. */
  | { readonly kind: "queue"; readonly waitedMinutes: number; readonly slots: string; readonly deadlineMinutes: number }
  /** A step was served by another route than the pinned one. */
  | { readonly kind: "route"; readonly pinned: string; readonly served: readonly string[] }
  /** The OpenCode server that ran the job's session is gone, and the session with it. */
  | { readonly kind: "server-gone"; readonly server: string }
  /** The job's driver kept dying; it is not restarted again. */
  | { readonly kind: "driver-died"; readonly times: number; readonly log: string }
  /** The driver died after the worker's turn and before it saved the turn's result. */
  | { readonly kind: "result-lost" }
  /** A problem that keeps the task's checks from grading it (found on the baseline). */
  | { readonly kind: "task"; readonly path: string; readonly message: string }
  // The model's own failures, read from what it sent (src/jobs/loop-guard.ts, diagnose.ts).
  /** The same tool call, or the same tool error, `count` times in a row; `steered`: it went on after a steer. */
  | { readonly kind: "loop"; readonly call: string; readonly count: number; readonly steered: boolean }
  /** A step's words ran away: `what` says how (its own text repeated, or far past any useful answer). */
  | { readonly kind: "runaway"; readonly what: string }
  /** Tool calls written as text the server did not parse; `fix` is what turns parsing on (setup's tool-text.ts). */
  | { readonly kind: "tool-text"; readonly marker: string; readonly tool?: string; readonly count: number; readonly fix: string }
  /** Tool arguments that never parsed as JSON. */
  | { readonly kind: "bad-args"; readonly tool: string; readonly count: number; readonly error: string }
  /** The model answered nothing (or only reasoning) and called no tool. */
  | { readonly kind: "empty"; readonly reasoning: boolean };

/** The reason `failure` gives against `built`, worded for the orchestrator. */
export function reasonFor(failure: Failure): Reason {
  switch (failure.kind) {
    case "error": {
      const overflow = contextOverflow(failure.error, failure.servedContext);
      if (overflow) return overflow;
      const message = failure.error instanceof Error ? failure.error.message : String(failure.error);
      return { code: errorReason(failure.error, failure.stage), message };
    }
    case "loop":
      return {
        code: "worker_loop",
        message: `the worker repeated ${failure.call} ${failure.count} times in a row${failure.steered ? ", and went on after a steer asked it to stop" : ""}; it was stopped before spending its budget. A model that loops is too weak for this task at these settings: give it a smaller task, a lower temperature or a repeat penalty, or a stronger model`,
      };
    case "runaway":
      return { code: "worker_loop", message: `the worker's model ${failure.what}; the step was cut before spending its budget. It rambles instead of working: a model this weak is not fit for the task (try a stronger model, or a lower temperature)` };
    case "tool-text":
      return {
        code: "tool_calls_as_text",
        message: `the model wrote ${failure.count === 1 ? "a tool call" : `${failure.count} tool calls`} as text (${failure.marker}${failure.tool ? ` for ${failure.tool}` : ""}) that OpenCode never ran: the server is not parsing tool calls. ${failure.fix}`,
      };
    case "bad-args":
      return {
        code: "bad_tool_arguments",
        message: `the model sent arguments for ${failure.tool} that are not valid JSON${failure.count > 1 ? ` ${failure.count} times` : ""} (${failure.error}), so the call never ran. Its output may be cut short (a larger output limit), or the model is not trained for these tools: try a larger quant or a model made for tool calls`,
      };
    case "empty":
      return {
        code: "empty_answer",
        message: failure.reasoning
          ? "the model answered only with reasoning: no text and no tool call. Its thinking may use up the output limit (raise it, or turn thinking off), or the chat template drops the answer after it"
          : "the model's answer was empty: no text and no tool call. Check the server's chat template (llama.cpp `--jinja`) and that the model is an instruct model",
      };
    case "cancelled":
      return { code: "cancelled", message: failure.queued ? "cancelled while queued" : "cancelled by the orchestrator" };
    case "steps":
      return { code: "budget_exhausted", message: `the worker needed more than its budget of ${failure.limit} steps and was stopped` };
    case "minutes":
      return { code: "budget_exhausted", message: `the worker ran past its budget of ${failure.minutes} minutes (counted from when it started, not while queued) and was stopped` };
    case "queue":
      return {
        code: "queue_timeout",
        message: `waited ${failure.waitedMinutes} min for one of ${failure.slots} and passed the queue deadline of ${failure.deadlineMinutes} min; the worker never started. Dispatch again when fewer jobs run, or raise the slots if the model server has more`,
      };
    case "route":
      return { code: "route_mismatch", message: `pinned ${failure.pinned}, served by ${failure.served.join(", ")}` };
    case "server-gone":
      return { code: "infra", message: `the OpenCode server that ran this job (${failure.server}) is gone; dispatch the task again` };
    case "driver-died":
      return { code: "infra", message: `the job's driver died ${failure.times} times; see ${failure.log} and dispatch the task again` };
    case "result-lost":
      return { code: "infra", message: "the driver died before it saved the worker's result; dispatch the task again" };
    case "task":
      return { code: "invalid_task", message: `${failure.path}: ${failure.message}` };
  }
}

/** The reason code of an error that struck at `stage` (see the header). */
function errorReason(error: unknown, stage: Stage): ReasonCode {
  const code = isOcwError(error) ? error.code : undefined;
  switch (stage) {
    case "turn":
      if (code === ErrorCode.ModelUnreachable) return serverCapacity(error) ? "infra" : "model_unreachable";
      if (code === ErrorCode.TierExhausted) return "tier_exhausted";
      if (code === ErrorCode.OpencodeLost || code === ErrorCode.OpencodeApi) return "infra";
      if (code === ErrorCode.RouteMismatch) return "route_mismatch";
      return "worker_error";
    case "job":
      // A spec naming an unknown model is the task's fault; a missing worker agent is the setup's (infra: run ocw selftest), never the task's.
      return code === ErrorCode.ModelUnknown || code === ErrorCode.Usage ? "invalid_task" : "infra";
    case "rung":
      if (code === ErrorCode.TaskInvalid) return "invalid_task";
      if (code === ErrorCode.ModelUnreachable) return "model_unreachable";
      if (code === ErrorCode.TierExhausted) return "tier_exhausted";
      if (code === ErrorCode.RouteMismatch) return "route_mismatch";
      if (code === ErrorCode.WorkerError) return "worker_error";
      return errorReason(error, "job");
  }
}

// A slot aborted on the model server: the server's capacity, not the worker's fault.
const CAPACITY = /slot (unavailable|aborted)|no (free|available) slots?|kv cache/i;

// The prompt outgrew the served context (llama.cpp, vLLM, OpenAI-style and OpenCode's own words for it).
const OVERFLOW = /context (length|size|window)|exceeds? the (available )?context|exceed_context_size|n_ctx|too many tokens|maximum context length|ContextOverflowError/i;

interface Sizes {
  readonly asked?: number;
  readonly served?: number;
}

/**
 * A context overflow: neither the worker's code nor a server that could not answer, but a served
 * context too small for the task. The sizes come from the server where it gives them: as fields
 * of its error body (llama.cpp today: `n_prompt_tokens`, `n_ctx`, with words and no numbers), or
 * in its words (older llama.cpp "request (N tokens) exceeds the available context size (M
 * tokens)", vLLM and OpenAI "maximum context length is M tokens. However, you requested N
 * tokens"). A server that names no served size still has one: the context per slot the target
 * was set up with (`servedContext`), named as such.
 */
function contextOverflow(error: unknown, servedContext: number | undefined): Reason | undefined {
  const e = error as { name?: unknown; message?: unknown; data?: { providerMessage?: unknown; name?: unknown; responseBody?: unknown } };
  const provider = typeof e?.data?.providerMessage === "string" ? e.data.providerMessage : "";
  const body = bodyFields(e?.data?.responseBody);
  const text = `${String(e?.message ?? "")} ${provider} ${typeof e?.data?.name === "string" ? e.data.name : ""} ${body.type ?? ""}`;
  if (!OVERFLOW.test(text)) return undefined;
  const said = wordedSizes(text);
  const sizes = sizesText(body.asked ?? said.asked, body.served ?? said.served, servedContext);
  const quoted = (provider || String(e?.message ?? "")).trim().slice(0, 240);
  return {
    code: "context_overflow",
    message: `the prompt outgrew the model's served context${sizes} (the server said: ${quoted}). Serve a larger context (llama.cpp \`-c\` is shared by its \`-np\` slots: raise it or run fewer slots; vLLM \`--max-model-len\`; ollama \`num_ctx\`), or give the worker a smaller task`,
  };
}

/** The sizes as a verdict names them: the server's where it sent them, else the context per slot the target was set up with. */
function sizesText(asked: number | undefined, served: number | undefined, servedContext: number | undefined): string {
  const need = asked !== undefined ? `${asked} tokens asked, ` : "";
  if (served !== undefined) return `: ${need}${served}${need ? "" : " tokens"} served per request`;
  if (servedContext !== undefined) return `: ${need}${servedContext}${need ? "" : " tokens"} served per slot, as the target for this route was set up (the server did not say)`;
  return need ? `: ${asked} tokens asked` : "";
}

/** The sizes a server's words give, where they give them. */
function wordedSizes(text: string): Sizes {
  const llama = /request \((\d+) tokens\) exceeds the available context size \((\d+) tokens\)/i.exec(text);
  if (llama) return { asked: Number(llama[1]), served: Number(llama[2]) };
  const vllm = /maximum context length is (\d+) tokens\. However, (?:you requested|your messages resulted in) (\d+) tokens/i.exec(text);
  return vllm ? { asked: Number(vllm[2]), served: Number(vllm[1]) } : {};
}

/** The sizes and the error type in a server's JSON error body, at its top or under `error` (llama.cpp's place). */
function bodyFields(body: unknown): Sizes & { readonly type?: string } {
  if (typeof body !== "string") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  const top = record(parsed);
  const inner = record(top?.error);
  const pick = (key: string): unknown => inner?.[key] ?? top?.[key];
  const size = (v: unknown): number | undefined => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : undefined);
  const type = pick("type");
  const asked = size(pick("n_prompt_tokens"));
  const served = size(pick("n_ctx"));
  return { ...(asked !== undefined ? { asked } : {}), ...(served !== undefined ? { served } : {}), ...(typeof type === "string" ? { type } : {}) };
}

function record(v: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

function serverCapacity(error: unknown): boolean {
  const e = error as { message?: unknown; data?: { providerMessage?: unknown } };
  const provider = e.data?.providerMessage;
  return CAPACITY.test(`${String(e.message)} ${typeof provider === "string" ? provider : ""}`);
}
