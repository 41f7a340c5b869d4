import { ErrorCode, OcwError } from "../error.js";
import type { AssistantInfo } from "./messages.js";
import { ZERO_TOKENS, addTokens, type Step, type Tokens } from "./types.js";

/**
 * A turn's steps (its assistant messages) from two sources: what the events said as the turn
 * ran, and — fresher, when the server can still answer — the session's messages read at the
 * end. A step belongs to the turn when its parent is one of the turn's user messages (the
 * prompt or a steer); with no user message seen, everything seen counts.
 */

export interface StepSources {
  readonly fromEvents: ReadonlyMap<string, AssistantInfo>;
  readonly textFromEvents: ReadonlyMap<string, ReadonlyMap<string, string>>;
  readonly fetched?: readonly { readonly info: AssistantInfo; readonly text: string }[];
  readonly userIds: ReadonlySet<string>;
}

export function collectSteps(src: StepSources): Step[] {
  const infos = new Map(src.fromEvents);
  const fetchedText = new Map<string, string>();
  for (const f of src.fetched ?? []) {
    infos.set(f.info.id, f.info);
    fetchedText.set(f.info.id, f.text);
  }
  return [...infos.values()]
    .filter((a) => src.userIds.size === 0 || src.userIds.has(a.parentID))
    .map((a) => ({
      messageID: a.id,
      route: `${a.providerID}/${a.modelID}`,
      agent: a.agent,
      tokens: a.tokens,
      cost: a.cost,
      ...(a.finish ? { finish: a.finish } : {}),
      ...(a.error ? { error: `${a.error.name}: ${typeof a.error.data?.message === "string" ? a.error.data.message : ""}` } : {}),
      text: fetchedText.get(a.id) ?? [...(src.textFromEvents.get(a.id)?.values() ?? [])].join(""),
    }));
}

/** Tokens, cost and routes over steps, and whether any step left the pinned route. */
export function summarize(steps: readonly Step[], pinned: string): { tokens: Tokens; cost: number; routes: string[]; routeMismatch?: { pinned: string; served: string[] } } {
  const routes = [...new Set(steps.map((s) => s.route))];
  return {
    tokens: steps.reduce((t, s) => addTokens(t, s.tokens), ZERO_TOKENS),
    cost: steps.reduce((c, s) => c + s.cost, 0),
    routes,
    ...(routes.some((r) => r !== pinned) ? { routeMismatch: { pinned, served: routes } } : {}),
  };
}

/** ROUTE_MISMATCH for a turn some step of which was served off the pinned route; undefined when every step was on route. */
export function routeError(result: { readonly routeMismatch?: { readonly pinned: string; readonly served: readonly string[] } }): OcwError | undefined {
  const m = result.routeMismatch;
  if (!m) return undefined;
  const off = m.served.filter((r) => r !== m.pinned);
  return new OcwError(ErrorCode.RouteMismatch, `the turn was served by ${off.join(", ")}, not the pinned ${m.pinned}; its work cannot count for ${m.pinned} — check the agent's model and the prompt's model`, {
    data: { pinned: m.pinned, served: m.served },
  });
}
