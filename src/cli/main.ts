import { parseArgs, type ParseArgsConfig } from "node:util";
import pkg from "../../package.json" with { type: "json" };
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { buildPackCommand } from "./build-pack.js";
import { gradeCommand, validateTaskCommand } from "./grade.js";
import { applyCommand, cancelCommand, continueCommand, dispatchCommand, gcCommand, jobsCommand, permitCommand, resultCommand, steerCommand, waitCommand } from "./jobs.js";
import { mcpCommand } from "./mcp.js";
import { watchCommand } from "./watch.js";
import { replayCommand } from "./replay.js";
import { opencodeCommand } from "./opencode.js";
import { setupCommand } from "./setup.js";
import { demoCommand, packCommand, selftestCommand } from "./selftest.js";
import type { Context, Outcome } from "./context.js";
import { recordCliShare } from "./claude-cost.js";

/**
 * The `ocw` command line: global flags, dispatch to a subcommand, and the one place where
 * results and errors become output and exit codes (0 ok, 1 failure, 2 usage).
 *
 * stdout carries the result only — one JSON document with `--json` — and stderr carries
 * human messages, so `ocw … --json | jq` always works.
 */

export const VERSION: string = pkg.version;

interface Command {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  readonly options: NonNullable<ParseArgsConfig["options"]>;
  readonly allowPositionals: boolean;
  run(values: Record<string, unknown>, positionals: string[], ctx: Context): Promise<Outcome>;
}

const COMMANDS: readonly Command[] = [
  buildPackCommand,
  gradeCommand,
  validateTaskCommand,
  opencodeCommand,
  setupCommand,
  dispatchCommand,
  waitCommand,
  permitCommand,
  steerCommand,
  continueCommand,
  cancelCommand,
  resultCommand,
  applyCommand,
  jobsCommand,
  gcCommand,
  watchCommand,
  mcpCommand,
  selftestCommand,
  packCommand,
  demoCommand,
  replayCommand,
].map((c) => c as unknown as Command);

const GLOBAL_OPTIONS = {
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `ocw ${VERSION} — delegate bounded coding tasks to OpenCode workers, graded honestly

Usage: ocw <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n")}

Global options:
  --json         print the result as one line of JSON on stdout
  -h, --help     show help (ocw <command> --help for a command)
  -v, --version  print the version

Exit codes: 0 success, 1 failure, 2 usage error. Set OCW_DEBUG=1 to see stack traces.`;
}

/** Run `ocw` with `argv` (without node and script); returns the exit code. Never throws. */
export async function main(argv: readonly string[], ctx: Context): Promise<number> {
  const json = argv.includes("--json");
  try {
    const at = argv.findIndex((a) => !a.startsWith("-"));
    const globals = at < 0 ? argv : argv.slice(0, at);
    const { values: g } = parse(globals, GLOBAL_OPTIONS, false, "");
    if (at < 0) {
      if (g.version) return print(ctx, json, { version: VERSION }, VERSION);
      if (g.help) return print(ctx, json, { commands: COMMANDS.map((c) => ({ name: c.name, summary: c.summary })) }, helpText());
      ctx.stderr.write(`${helpText()}\n`);
      return 2;
    }
    const name = argv[at]!;
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) {
      throw new OcwError(ErrorCode.Usage, `unknown command "${name}"; commands: ${COMMANDS.map((c) => c.name).join(", ")} (see ocw --help)`);
    }
    const rest = [...globals.filter((a) => a !== "--json"), ...argv.slice(at + 1)];
    const { values, positionals } = parse(rest, { ...command.options, ...GLOBAL_OPTIONS }, command.allowPositionals, command.name);
    if (values.help) return print(ctx, json, { usage: command.usage }, command.usage);
    if (values.version) return print(ctx, json, { version: VERSION }, VERSION);
    const outcome = await command.run(values, positionals, ctx);
    // With --json, a command that failed after producing its report carries the error code in the same document.
    const data =
      json && outcome.error && isOcwError(outcome.error) && typeof outcome.data === "object" && outcome.data !== null
        ? { ...outcome.data, error: outcome.error.toJSON() }
        : outcome.data;
    print(ctx, json, data, outcome.text);
    if (json && outcome.about?.length) await recordCliShare(ctx, name, JSON.stringify(data), outcome.about).catch(() => undefined);
    if (outcome.error) {
      const code = fail(ctx, false, outcome.error);
      return outcome.exitCode ?? code;
    }
    return 0;
  } catch (e) {
    return fail(ctx, json, e);
  }
}

function parse(
  args: readonly string[],
  options: NonNullable<ParseArgsConfig["options"]>,
  allowPositionals: boolean,
  command: string,
): { values: Record<string, unknown>; positionals: string[] } {
  try {
    return parseArgs({ args: [...args], options, allowPositionals, strict: true });
  } catch (e) {
    // node's messages are good, but end in advice about "--" that does not apply here.
    const message = (e as Error).message.split(". To specify")[0]!.replace(/\.$/, "");
    throw new OcwError(ErrorCode.Usage, command ? `${command}: ${message}; see ocw ${command} --help` : `${message}; see ocw --help`);
  }
}

function print(ctx: Context, json: boolean, data: unknown, text: string): number {
  // Commands that own stdout (the MCP server, the detached driver) return no text: print nothing.
  if (!json && text === "") return 0;
  ctx.stdout.write(json ? `${JSON.stringify(data)}\n` : text.endsWith("\n") ? text : `${text}\n`);
  return 0;
}

function fail(ctx: Context, json: boolean, e: unknown): number {
  const debug = ctx.env.OCW_DEBUG === "1";
  if (isOcwError(e)) {
    if (json) ctx.stdout.write(`${JSON.stringify({ error: e.toJSON() })}\n`);
    ctx.stderr.write(`ocw: ${e.message}\n`);
    if (debug && e.stack) ctx.stderr.write(`${e.stack}\n`);
    return e.code === ErrorCode.Usage ? 2 : 1;
  }
  const message = e instanceof Error ? e.message : String(e);
  if (json) ctx.stdout.write(`${JSON.stringify({ error: { name: "Error", code: ErrorCode.Internal, message } })}\n`);
  ctx.stderr.write(`ocw: internal error: ${message}${debug ? "" : " (set OCW_DEBUG=1 for the stack trace, and please report it)"}\n`);
  if (debug && e instanceof Error && e.stack) ctx.stderr.write(`${e.stack}\n`);
  return 1;
}
