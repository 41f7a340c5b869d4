import type { Context, Outcome } from "./context.js";

/** `ocw watch`: the ink dashboard, drawn on stderr so stdout stays clean. Loaded lazily: other commands never pay for React. */
export const watchCommand = {
  name: "watch",
  summary: "A live dashboard of every job; answer pending permissions with a key",
  usage: `Usage: ocw watch

Shows every job (state, elapsed, tokens, progress) and every pending permission request with its
command, refreshing every second. It opens on the job waiting for an answer. Elapsed reads
validating / queued / running / ran m:ss, so the wait for a slot is told from the worker's time;
progress is the worker's last milestone, or what the job is doing until it writes one.
↑/↓ select a job; a / A / r answer its first pending request once / always / reject; q quits.`,
  options: {},
  allowPositionals: false,
  async run(_values: Record<string, never>, _positionals: string[], ctx: Context): Promise<Outcome> {
    const { runWatch } = await import("../tui/index.js");
    await runWatch(ctx.env);
    return { data: null, text: "" };
  },
} as const;
