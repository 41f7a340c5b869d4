import type { Failure } from "../grade/index.js";
import type { SessionEvent, TurnResult } from "../opencode/index.js";
import { readActiveTarget, toolCallInText, toolParserFix } from "../setup/index.js";
import type { Env } from "../paths/index.js";

/**
 * What the model itself got wrong, read from what it sent: tool calls written as text, tool
 * arguments that never parsed, an empty (or reasoning-only) answer. Each is one line in a
 * verdict that is not `built`, so the user learns what to change — the server's flags, the
 * model — instead of reading `no_change` and guessing. A `built` verdict lists none of them:
 * a model that stumbled and then did the work did the work.
 */

interface StepSeen {
  tools: number;
  reasoning: boolean;
}

/** Collects, from the session's events, what the turn result does not keep: each step's tool calls and reasoning, and the calls that did not parse. */
export class Transcript {
  readonly #steps = new Map<string, StepSeen>();
  #current: StepSeen | undefined;
  readonly invalid: { readonly tool: string; readonly error: string }[] = [];

  see(e: SessionEvent): void {
    if (e.type === "step") {
      this.#current = { tools: 0, reasoning: false };
      this.#steps.set(e.messageID, this.#current);
      return;
    }
    if (e.type === "stream" && e.kind === "reasoning" && e.text.trim() !== "") {
      const s = this.#steps.get(e.messageID);
      if (s) s.reasoning = true;
      return;
    }
    if (e.type !== "tool" || !this.#current) return;
    if (e.status === "pending") this.#current.tools++;
    if (e.tool === "invalid" && e.status === "completed") {
      const input = typeof e.input === "object" && e.input !== null ? (e.input as Record<string, unknown>) : {};
      this.invalid.push({ tool: typeof input.tool === "string" ? input.tool : "a tool", error: typeof input.error === "string" ? input.error : (e.answer ?? "") });
    }
  }

  step(messageID: string): StepSeen | undefined {
    return this.#steps.get(messageID);
  }
}

/** What serves a route, as model-setup recorded it: the engine (for the fixes a diagnosis names) and the context per slot (for an overflow whose server names no size). */
export interface Served {
  readonly engine?: string;
  readonly context?: number;
}

/** What serves `route`, when the active target is that route's; nothing for a route model-setup did not set up. */
export async function servedBy(env: Env, route: string | undefined): Promise<Served> {
  const target = await readActiveTarget(env).catch(() => undefined);
  if (!target || !route || route !== `${target.providerId}/${target.model}`) return {};
  return { engine: target.engine, context: target.limit.context };
}

/** The model's failures in this turn, worded once in the grader's reason map. */
export function diagnose(result: TurnResult, seen: Transcript, engine: string | undefined): Failure[] {
  const out: Failure[] = [];
  const written = result.steps.map((s) => toolCallInText(s.text)).filter((c) => c !== undefined);
  if (written.length > 0) {
    const first = written[0]!;
    out.push({ kind: "tool-text", marker: first.marker, ...(first.tool ? { tool: first.tool } : {}), count: written.length, fix: toolParserFix(engine, first.format) });
  }
  if (seen.invalid.length > 0) {
    const first = seen.invalid[0]!;
    const why = /Error message:\s*(.+)/.exec(first.error)?.[1]?.trim() ?? first.error.split("\n")[0]!.trim();
    out.push({ kind: "bad-args", tool: first.tool, count: seen.invalid.length, error: why.slice(0, 160) || "no reason given" });
  }
  const last = result.steps.at(-1);
  const lastSeen = last ? seen.step(last.messageID) : undefined;
  // Only a turn that ended on its own: an aborted or failed one has its own reason.
  if (result.status === "completed" && last && last.text.trim() === "" && (lastSeen?.tools ?? 0) === 0 && written.length === 0) {
    out.push({ kind: "empty", reasoning: lastSeen?.reasoning ?? last.tokens.reasoning > 0 });
  }
  return out;
}
