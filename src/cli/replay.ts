import { resolve } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { loadReplayScript, parseReplayDocument, startReplayServer, type ReplayDocument } from "../replay/index.js";
import type { Context, Outcome } from "./context.js";

/**
 * `ocw replay serve <script>`: the built-in replay model for users — the scripted model server the
 * tests and the demo run on — so the whole loop (setup, self-build, dispatch, permit, result)
 * can be tried without a model. The self-build ladder's scripts are served beside the user's, so
 * `ocw selftest` works against the same server. Runs until SIGINT/SIGTERM; prints its address first.
 */
export const replayCommand = {
  name: "replay",
  summary: "Serve the built-in replay model (a scripted model on 127.0.0.1) to try the loop without a model",
  usage: `Usage: ocw replay serve <script.yaml> [--port N] [--log FILE] [--json]

Serves an OpenAI-compatible model on 127.0.0.1 that answers from the replay script instead of
weights (format: protocol/schemas/replay.schema.json; walkthrough: docs/replay.md). The built-in
self-build ladder's scripts are served too, so \`ocw selftest\` runs against it. A job follows the
script its objective names with [[replay:<name>]], else the document's \`default\` script.

  --port N     listen on this port (default: a free one)
  --log FILE   append every request the model receives as one JSON line
  --json       print {baseURL, model, scripts, log} as one line on stdout when ready

Prints the address and the setup command once it listens; Ctrl-C (SIGINT) or SIGTERM stops it.`,
  options: { port: { type: "string" }, log: { type: "string" } },
  allowPositionals: true,
  async run(values: { port?: string; log?: string; json?: boolean }, positionals: string[], ctx: Context): Promise<Outcome> {
    const [verb, script, ...extra] = positionals;
    if (verb !== "serve") throw new OcwError(ErrorCode.Usage, `replay: ${verb === undefined ? "name a verb" : `unknown verb "${verb}"`}; the one verb is serve: ocw replay serve <script.yaml> (see ocw replay --help)`);
    if (script === undefined) throw new OcwError(ErrorCode.Usage, "replay serve: name the replay script, e.g. ocw replay serve greet.replay.yaml (format: docs/replay.md)");
    if (extra.length) throw new OcwError(ErrorCode.Usage, `replay serve: one script only; unexpected ${extra.map((a) => `"${a}"`).join(" ")}`);
    const port = parsePort(values.port);
    const path = resolve(ctx.cwd, script);
    // The ladder's scripts come from the self-build room, loaded only by this command.
    const ladder = (await import("../selftest/index.js")).ladderReplay();
    const document = withLadder(await loadReplayScript(path), ladder, path);
    const logFile = values.log === undefined ? undefined : resolve(ctx.cwd, values.log);
    const server = await startReplayServer({ document, ...(port !== undefined ? { port } : {}), ...(logFile ? { logFile } : {}) });
    const model = (document.models ?? ["replay"])[0]!;
    const scripts = Object.keys(document.scripts);
    const own = scripts.filter((s) => !Object.hasOwn(ladder.scripts, s));
    ctx.stdout.write(
      values.json
        ? `${JSON.stringify({ baseURL: server.baseURL, model, scripts: own, ...(logFile ? { log: logFile } : {}) })}\n`
        : `replay model listening on ${server.baseURL} (model "${model}"; your scripts: ${own.join(", ")}; the self-build ladder's too)\n` +
            `point ocw at it: ocw setup provider --url ${server.baseURL} --model ${model}\n` +
            `this is a scripted stand-in, not a real model; Ctrl-C stops it\n`,
    );
    await new Promise<void>((done) => {
      const stop = (): void => {
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
        done();
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    });
    await server.close();
    return { data: null, text: "" };
  },
} as const;

function parsePort(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 65535) throw new OcwError(ErrorCode.Usage, `replay serve: --port must be a whole number from 1 to 65535, not "${text}"; leave it out to take a free port`);
  return n;
}

/** The user's document plus the ladder's scripts; a user script may not take a ladder script's name. */
function withLadder(doc: ReplayDocument, ladder: ReplayDocument, path: string): ReplayDocument {
  const clash = Object.keys(doc.scripts).filter((s) => Object.hasOwn(ladder.scripts, s));
  if (clash.length) throw new OcwError(ErrorCode.ReplayInvalid, `${path}: scripts.${clash[0]} is a name the self-build ladder uses (${Object.keys(ladder.scripts).join(", ")}); rename your script`, { data: { source: path, field: `scripts.${clash[0]}` } });
  // The document's own default (or its only script) stays the default once the ladder's scripts join it.
  const names = Object.keys(doc.scripts);
  const fallback = doc.default ?? (names.includes("default") ? "default" : names.length === 1 ? names[0] : undefined);
  return parseReplayDocument({ ...doc, ...(fallback ? { default: fallback } : {}), scripts: { ...ladder.scripts, ...doc.scripts } }, path);
}
