import type { Context, Outcome } from "./context.js";

/** `ocw watch`: the ink dashboard, drawn on stderr so stdout stays clean. Loaded lazily: other commands never pay for React. */
export const watchCommand = {
  name: "watch",
  summary: "A live dashboard of every job; answer pending permissions with a key",
  usage: `Usage: ocw watch

Shows every job (state, elapsed, tokens, last milestone) and refreshes every second. ↑/↓ select
a job; a / A / r answer its first pending permission once / always / reject; q quits.`,
  options: {},
  allowPositionals: false,
  async run(_values: Record<string, never>, _positionals: string[], ctx: Context): Promise<Outcome> {
    const { runWatch } = await import("../tui/index.js");
    await runWatch(ctx.env);
    return { data: null, text: "" };
  },
} as const;
