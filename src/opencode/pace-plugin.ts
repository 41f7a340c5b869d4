/**
 * The pacing plugin we install in our OpenCode config dir: it holds a worker's repeated tool call
 * back before it runs, longer each time, so a model in a loop is never sent requests faster than
 * it can be watched.
 *
 * Why inside OpenCode: the driver's loop guard (src/jobs/loop-guard.ts) sees a call only through
 * the server's event stream, and OpenCode sends the model its next request as soon as the call's
 * tool returns. A model that answers at once (a cached prefix, a tiny model, a scripted one) makes
 * OpenCode loop at 15+ requests a second, and a driver starved of CPU on a busy machine saw the
 * loop's 5th call only after 14 requests. Holding the repeated call (the same tool and arguments,
 * or a call after the same tool error came back twice in a row) makes each repetition wait for
 * the one before it to be seen: 0.5 s at the 3rd, then 1, 2, 4, 8 s. A model that repeats itself
 * twice, as honest work does, is never held; one that loops is sent at most one request every
 * 8 s however long it goes on, and the guard's stop lands while a held call waits.
 *
 * A call still held when its turn ends (aborted by the guard, a cancel, the budget) is refused
 * instead of run, so nothing the worker asked for runs after its turn has ended.
 *
 * The file is plain JavaScript with no imports (OpenCode loads `plugin/*.js` from its config dir
 * with Bun); its numbers are the ones exported below, so the tests and the docs read them here.
 */

/** The file OpenCode loads, relative to the config dir. */
export const PACE_PLUGIN_FILE = "plugin/ocw-pace.js";

/** The first repetition that is held (the 3rd identical call, as the guard counts a loop). */
export const PACE_FROM = 3;
/** How long the first held repetition waits; each later one waits twice as long as the one before. */
export const PACE_FIRST_MS = 500;
/** The longest one repetition waits: a loop is sent at most one request in this long. */
export const PACE_MAX_MS = 8_000;

/** The plugin's source: generated from the numbers above, byte-for-byte the same for the same numbers. */
export function pacePluginSource(): string {
  return `// opencode-worker: holds a worker's repeated tool call back (written by ocw; see src/opencode/pace-plugin.ts).
const FROM = ${PACE_FROM};
const FIRST_MS = ${PACE_FIRST_MS};
const MAX_MS = ${PACE_MAX_MS};
const KEEP = 1000;

function stable(v) {
  if (Array.isArray(v)) return "[" + v.map(stable).join(",") + "]";
  if (v && typeof v === "object") return "{" + Object.keys(v).sort().map((k) => JSON.stringify(k) + ":" + stable(v[k])).join(",") + "}";
  return String(JSON.stringify(v));
}

export const OcwPace = async () => {
  const sessions = new Map();
  const get = (id) => {
    let s = sessions.get(id);
    if (!s) {
      if (sessions.size >= KEEP) sessions.delete(sessions.keys().next().value);
      s = { key: "", same: 0, error: "", errors: 0, turn: 0 };
      sessions.set(id, s);
    }
    return s;
  };
  return {
    "tool.execute.before": async (input, output) => {
      const s = get(input.sessionID);
      const key = input.tool + "\\u0000" + stable(output && output.args);
      s.same = key === s.key ? s.same + 1 : 1;
      s.key = key;
      const n = Math.max(s.same, s.errors + 1);
      if (n < FROM) return;
      const turn = s.turn;
      await new Promise((r) => setTimeout(r, Math.min(MAX_MS, FIRST_MS * 2 ** (n - FROM))));
      if (s.turn !== turn) throw new Error("not run: the turn ended while this repeated call was held back");
    },
    event: async ({ event }) => {
      const p = (event && event.properties) || {};
      if (event.type === "message.part.updated") {
        const part = p.part || {};
        const state = part.state || {};
        if (part.type !== "tool" || typeof part.sessionID !== "string") return;
        if (state.status === "error") {
          const s = get(part.sessionID);
          const error = part.tool + "\\u0000" + String(state.error).slice(0, 300);
          s.errors = error === s.error ? s.errors + 1 : 1;
          s.error = error;
        } else if (state.status === "completed") {
          const s = get(part.sessionID);
          s.errors = 0;
          s.error = "";
        }
        return;
      }
      const idle = event.type === "session.idle" || (event.type === "session.status" && p.status && p.status.type === "idle");
      if (idle && typeof p.sessionID === "string" && sessions.has(p.sessionID)) sessions.get(p.sessionID).turn++;
    },
  };
};
`;
}
