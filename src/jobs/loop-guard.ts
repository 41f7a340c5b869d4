import type { Failure } from "../grade/index.js";
import type { SessionEvent } from "../opencode/index.js";

/**
 * The driver's watch on a worker that has stopped working: a weak local model repeats one tool
 * call for ever, repeats one failing call with new arguments, or streams words without end. Left
 * alone each runs to the task's budget, holding the model's slot and costing a GPU-second a
 * request. Fed the session's events, the guard says what to do:
 *
 * - the same tool call (tool and arguments) `repeats` times in a row, the same tool error
 *   `errorRepeats` times in a row, or OpenCode's own `doom_loop` denial, is a loop. The first
 *   loop gets one steer naming the call; a loop after that — the same one going on for `grace`
 *   more calls, or a new one — stops the job (`worker_loop`);
 * - a step whose words run past `outputTokens` (its reasoning past four times that) with no tool
 *   call and no RESULT line, or whose text keeps repeating itself, is runaway generation: it is stopped at once (a steer cannot
 *   reach a step that is still generating, and aborting it ends the turn anyway).
 *
 * Tokens are counted as the pieces the server streamed (about one token each on llama.cpp,
 * vLLM and the APIs), or a quarter of the characters when that is more.
 */

export interface GuardLimits {
  /** Identical calls in a row that make a loop (default 3; OpenCode's own doom-loop count). */
  readonly repeats?: number;
  /** The same tool error in a row that makes a loop, whatever the arguments (default 3). */
  readonly errorRepeats?: number;
  /** Calls the steered loop gets to change course before the job is stopped (default 2). */
  readonly grace?: number;
  /** Most tokens one step may write with no tool call and no RESULT line (default 8192). */
  readonly outputTokens?: number;
}

export type GuardAction = { readonly type: "steer"; readonly text: string } | { readonly type: "stop"; readonly failure: Failure };

export const DEFAULT_OUTPUT_TOKENS = 8192;

/** A unit repeated this many times back to back, over at least REPEAT_SPAN characters, is text running away. */
const REPEAT_TIMES = 8;
const REPEAT_SPAN = 240;
const MAX_PERIOD = 400;
/** Reasoning may run this many times the output limit before it counts as runaway. */
const REASONING_SHARE = 4;

interface Run {
  key: string;
  label: string;
  count: number;
}

export class LoopGuard {
  readonly #repeats: number;
  readonly #errorRepeats: number;
  readonly #outputTokens: number;
  readonly #grace: number;
  #calls: Run | undefined;
  #errors: Run | undefined;
  /** The run the steer was about, and its count when it was sent. */
  #steered: { readonly key: string; readonly at: number } | undefined;
  #stopped = false;
  #step: string | undefined;
  #stepTool = false;
  readonly #parts = new Map<string, { kind: "text" | "reasoning"; text: string; pieces: number; checkedAt: number }>();

  constructor(limits: GuardLimits = {}) {
    this.#repeats = limits.repeats ?? 3;
    this.#errorRepeats = limits.errorRepeats ?? 3;
    this.#grace = limits.grace ?? 2;
    this.#outputTokens = limits.outputTokens ?? DEFAULT_OUTPUT_TOKENS;
  }

  /** What to do after `e`, if anything; after a stop, nothing more. */
  see(e: SessionEvent): GuardAction | undefined {
    if (this.#stopped) return undefined;
    const action = this.#see(e);
    if (action?.type === "stop") this.#stopped = true;
    return action;
  }

  #see(e: SessionEvent): GuardAction | undefined {
    switch (e.type) {
      case "step":
        this.#step = e.messageID;
        this.#stepTool = false;
        this.#parts.clear();
        return undefined;
      case "tool":
        this.#stepTool = true;
        if (e.status !== "completed" && e.status !== "error") return undefined;
        return this.#onCall(e.tool, e.input, e.status === "error" || e.tool === "invalid" ? e.answer ?? "" : undefined);
      case "stream":
        if (e.messageID !== this.#step && this.#step !== undefined) return undefined;
        return this.#onStream(e.partID, e.kind, e.text, e.pieces);
      default:
        return undefined;
    }
  }

  #onCall(tool: string, input: unknown, error: string | undefined): GuardAction | undefined {
    const label = callLabel(tool, input);
    const key = `${tool}\u0000${stable(input)}`;
    this.#calls = this.#calls?.key === key ? { ...this.#calls, count: this.#calls.count + 1 } : { key, label, count: 1 };
    if (error !== undefined) {
      const ekey = `${tool === "invalid" ? "invalid" : tool}\u0000${error.slice(0, 300)}`;
      this.#errors = this.#errors?.key === ekey ? { ...this.#errors, count: this.#errors.count + 1 } : { key: ekey, label: errorLabel(tool, input, error), count: 1 };
    } else this.#errors = undefined;
    // OpenCode's own doom-loop rule refused the call: it is a loop by OpenCode's count.
    if (error !== undefined && /doom_loop|doom loop/i.test(error)) this.#calls = { ...this.#calls, count: Math.max(this.#calls.count, this.#repeats) };
    // The same call failing the same way is one loop, counted as calls; the error count is for a call whose arguments vary.
    if (this.#errors && this.#errors.count > this.#calls.count) return this.#judge(this.#errors, this.#errorRepeats);
    return this.#judge(this.#calls, this.#repeats);
  }

  #judge(run: Run, limit: number): GuardAction | undefined {
    if (run.count < limit) return undefined;
    if (!this.#steered) {
      this.#steered = { key: run.key, at: run.count };
      return { type: "steer", text: steerText(run.label, run.count) };
    }
    // The loop that was steered gets `grace` more calls to change course (the steer reaches the model with the next request); any other loop, none.
    // Few: OpenCode holds each repetition back (src/opencode/pace-plugin.ts), so the stop lands while the next call waits.
    const goesOn = this.#steered.key === run.key;
    if (goesOn && run.count < this.#steered.at + this.#grace) return undefined;
    return { type: "stop", failure: { kind: "loop", call: run.label, count: run.count, steered: goesOn } };
  }

  #onStream(partID: string, kind: "text" | "reasoning", text: string, pieces: number): GuardAction | undefined {
    let part = this.#parts.get(partID);
    if (!part) this.#parts.set(partID, (part = { kind, text, pieces, checkedAt: 0 }));
    part.text = text;
    part.pieces = pieces;
    const all = [...this.#parts.values()];
    const tokens = (k: "text" | "reasoning"): number => all.filter((p) => p.kind === k).reduce((n, p) => n + Math.max(p.pieces, Math.ceil(p.text.length / 4)), 0);
    // Thinking may rightly run long before an answer: reasoning gets REASONING_SHARE times the limit, and the server's own max_tokens beyond that.
    const words = tokens("text");
    const thought = tokens("reasoning");
    const over = words > this.#outputTokens ? { n: words, limit: this.#outputTokens, what: "" } : thought > REASONING_SHARE * this.#outputTokens ? { n: thought, limit: REASONING_SHARE * this.#outputTokens, what: " of reasoning" } : undefined;
    if (!this.#stepTool && over && !all.some((p) => /^RESULT:/m.test(p.text))) {
      return { type: "stop", failure: { kind: "runaway", what: `wrote about ${over.n} tokens${over.what} in one step with no tool call and no RESULT line (the task allows ${over.limit}: budget.outputTokens${over.what ? ` × ${REASONING_SHARE}` : ""})` } };
    }
    // Looking for a repeat costs up to a few hundred thousand comparisons: every 200 characters is often enough.
    if (text.length - part.checkedAt < 200) return undefined;
    part.checkedAt = text.length;
    const unit = repeatedTail(text);
    if (unit) return { type: "stop", failure: { kind: "runaway", what: `repeated its own text (${JSON.stringify(unit.unit.slice(0, 60))}${unit.unit.length > 60 ? "…" : ""} ${unit.times} times in a row)` } };
    return undefined;
  }
}

/**
 * The unit the end of `text` repeats, when it repeats one at least REPEAT_TIMES times over at
 * least REPEAT_SPAN characters (a period-p check on the tail, shortest period first).
 */
export function repeatedTail(text: string): { unit: string; times: number } | undefined {
  const n = text.length;
  for (let p = 1; p <= MAX_PERIOD && p * REPEAT_TIMES <= n; p++) {
    const span = Math.max(REPEAT_SPAN, p * REPEAT_TIMES);
    if (span > n) break;
    // Periodic over the whole span: text[k] == text[k-p] for every k in [n-span+p, n).
    const lo = n - span + p;
    let k = n - 1;
    while (k >= lo && text.charCodeAt(k) === text.charCodeAt(k - p)) k--;
    if (k < lo) {
      const unit = text.slice(n - p);
      if (unit.trim() === "") continue;
      // How far back the repetition really goes.
      let start = n - span;
      while (start >= 1 && text.charCodeAt(start - 1) === text.charCodeAt(start - 1 + p)) start--;
      return { unit, times: Math.floor((n - start) / p) };
    }
  }
  return undefined;
}

/** `read greet.txt`, `bash "ls -la"`, `write hello.txt`: the call as a user would name it. */
export function callLabel(tool: string, input: unknown): string {
  const o = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  if (tool === "invalid" && typeof o.tool === "string") return `\`${o.tool}\` with arguments that do not parse`;
  const target = ["filePath", "command", "pattern", "path", "url"].map((k) => o[k]).find((v): v is string => typeof v === "string");
  const shown = target === undefined ? "" : ` ${target.length > 80 ? `${target.slice(0, 77)}…` : target}`;
  return `\`${tool}${shown}\``;
}

function errorLabel(tool: string, input: unknown, error: string): string {
  if (tool === "invalid") return callLabel(tool, input);
  const first = error.split("\n")[0]!.trim();
  return `\`${tool}\` calls failing with "${first.length > 100 ? `${first.slice(0, 97)}…` : first}"`;
}

function steerText(label: string, count: number): string {
  return `Correction from the orchestrator: you have made ${label} ${count} times in a row and it gives the same result each time. Stop repeating it. Use what it returned and take the next step of the task; if you cannot go on, end now with your RESULT line.`;
}

/** JSON with sorted keys, so the same arguments in another order are the same call. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  if (typeof v === "object" && v !== null) {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v) ?? "undefined";
}
