import type { TurnResult } from "../opencode/index.js";
import type { Usage } from "./ledger/index.js";

/**
 * What a worker's turn spent, as the job records it: the engine's own counts summed over the
 * turn's steps, and how many steps have no counts at all.
 *
 * An OpenAI-compatible engine (llama-server, vLLM, an API) reports a streamed request's usage
 * only in the stream's last chunk. A request cut off before that chunk (the job's budget ran
 * out, it was cancelled, the connection broke) was still served, prompt and the tokens
 * generated so far, but OpenCode records that step with zero tokens. Such steps are counted
 * as `unreported` rather than passed off as free; so are the steps of an engine that never
 * reports usage. A served request always has a prompt, so a step with no tokens at all is one
 * whose usage never arrived.
 */

/** No tokens, no cost, no steps: a job that never reached the model. */
export const ZERO_USAGE: Usage = { tokens: { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0 }, cost: 0, steps: 0, unreported: 0 };

/** A turn's usage: its summed tokens and cost, its steps, and the steps the engine reported nothing for. */
export function turnUsage(result: Pick<TurnResult, "steps" | "tokens" | "cost">): Usage {
  return { tokens: result.tokens, cost: result.cost, steps: result.steps.length, unreported: result.steps.filter((s) => !reported(s)).length };
}

/** Whether the engine's usage for this step arrived: any count at all. */
export function reported(step: Pick<TurnResult["steps"][number], "tokens">): boolean {
  const t = step.tokens;
  return t.total > 0 || t.input > 0 || t.output > 0 || t.cacheRead > 0 || t.cacheWrite > 0 || t.reasoning > 0;
}
