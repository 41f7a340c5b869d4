import { resolve } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import {
  ensureServer,
  findOpencode,
  findRipgrep,
  installOpencode,
  serverDirs,
  serverState,
  stopServer,
  unusableOpencode,
  type FindReport,
  type ServerState,
} from "../opencode/index.js";
import { configDirFiles, formatProblem, loadPack, loadProtocol, openCodeFiles } from "../pack/index.js";
import type { Context, Outcome } from "./context.js";
import { findRoot } from "./root.js";

/** `ocw opencode status|install|start|stop`: the harness and its warm server. */
export const opencodeCommand = {
  name: "opencode",
  summary: "Find or install OpenCode and start, reuse or stop the warm opencode server",
  usage: `Usage: ocw opencode <status|install|start|stop> [options] [--json]

  status   which opencode binaries were found (our data dir, PATH), which one is used, and the
           state of the warm server
  install  install the pinned opencode-ai with npm into our data dir (never globally)
  start    start the warm server, or reuse the running one; with --pack, install that pack's
           agent and provider as our OpenCode config first (a config change restarts it)
  stop     stop the warm server (SIGTERM to its process group, then SIGKILL) and remove its record

Options:
  --pack <dir>       (start) the pack whose compiled agent and provider config to install
  --root <repo>      (start) the opencode-worker repository holding the protocol (default: found)
  --port <n>         (start) listen on this port instead of a random free one
  --env KEY=VALUE    (start) extra environment for the server, e.g. OCW_REPLAY_BASE_URL=… (repeatable)
  --force            (install) reinstall even when the pinned version is already there
  --json             print the result as one JSON document

State lives in $OCW_HOME (default: the platform data dir's state/); see \`ocw opencode status\`.`,
  options: {
    pack: { type: "string" },
    root: { type: "string" },
    port: { type: "string" },
    env: { type: "string", multiple: true },
    force: { type: "boolean" },
  },
  allowPositionals: true,
  async run(
    values: { pack?: string; root?: string; port?: string; env?: string[]; force?: boolean },
    positionals: string[],
    ctx: Context,
  ): Promise<Outcome> {
    const [verb, ...extra] = positionals;
    if (extra.length) throw new OcwError(ErrorCode.Usage, `opencode: unexpected argument "${extra[0]}"; see ocw opencode --help`);
    const startOnly = (["pack", "root", "port", "env"] as const).filter((k) => values[k] !== undefined);
    if (verb !== "start" && startOnly.length) throw new OcwError(ErrorCode.Usage, `opencode ${verb ?? ""}: --${startOnly[0]} only applies to start`);
    if (verb !== "install" && values.force) throw new OcwError(ErrorCode.Usage, "opencode: --force only applies to install");
    switch (verb) {
      case "status":
        return status(ctx);
      case "install":
        return install(ctx, values.force ?? false);
      case "start":
        return start(ctx, values);
      case "stop":
        return stop(ctx);
      default:
        throw new OcwError(ErrorCode.Usage, `opencode: ${verb ? `unknown action "${verb}"` : "missing action"}; use status, install, start or stop (see ocw opencode --help)`);
    }
  },
} as const;

async function status(ctx: Context): Promise<Outcome> {
  const [found, server] = await Promise.all([findOpencode({ env: ctx.env, cwd: ctx.cwd }), serverState({ env: ctx.env, cwd: ctx.cwd })]);
  const ripgrep = await findRipgrep(ctx.env);
  const lines = [...renderFound(found), ...renderServer(server), `ripgrep  ${ripgrep ?? "not found: OpenCode's glob/grep tools will try to download it from GitHub on first use"}`];
  return {
    data: { opencode: found, server: publicState(server), ripgrep: ripgrep ?? null },
    text: lines.join("\n"),
    error: found.chosen ? undefined : unusableOpencode(found),
  };
}

async function install(ctx: Context, force: boolean): Promise<Outcome> {
  const before = await findOpencode({ env: ctx.env, cwd: ctx.cwd });
  const mine = before.candidates.find((c) => c.source === "data");
  if (!force && mine?.version === before.pinned) {
    return { data: { installed: false, path: mine.path, version: mine.version, reason: "already installed" }, text: `opencode ${mine.version} is already installed at ${mine.path} (use --force to reinstall)` };
  }
  const result = await installOpencode({ env: ctx.env, cwd: ctx.cwd, log: (l) => ctx.stderr.write(`${l}\n`) });
  const after = await findOpencode({ env: ctx.env, cwd: ctx.cwd });
  const chosen = after.chosen;
  return {
    data: { installed: true, ...result, chosen: chosen ?? null },
    text: `installed opencode ${result.version} at ${result.path}${chosen && chosen.path !== result.path ? `\nnote: ${chosen.path} (${chosen.source}) is used first because OCW_OPENCODE names it` : ""}`,
  };
}

async function start(ctx: Context, values: { pack?: string; root?: string; port?: string; env?: string[] }): Promise<Outcome> {
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) throw new OcwError(ErrorCode.Usage, `opencode start: --port must be a port number (1-65535), got "${values.port}"`);
  const serverEnv: Record<string, string> = {};
  for (const kv of values.env ?? []) {
    const i = kv.indexOf("=");
    if (i <= 0) throw new OcwError(ErrorCode.Usage, `opencode start: --env wants KEY=VALUE, got "${kv}"`);
    serverEnv[kv.slice(0, i)] = kv.slice(i + 1);
  }
  const files = values.pack === undefined ? undefined : await packFiles(ctx, values.pack, values.root);
  const info = await ensureServer({ env: ctx.env, cwd: ctx.cwd, files, serverEnv, port });
  const { password: _password, ...shown } = info;
  const how = info.reused ? "reusing" : info.replaced ? `restarted (${info.replaced})` : "started";
  return {
    data: shown,
    text: `${how} opencode serve at ${info.url} (pid ${info.pid}, opencode ${info.version}) in ${info.ms} ms\nconfig ${serverDirs(ctx.env, ctx.cwd).config}\nlog    ${info.log}`,
  };
}

async function stop(ctx: Context): Promise<Outcome> {
  const r = await stopServer({ env: ctx.env, cwd: ctx.cwd });
  return { data: r, text: r.stopped ? `stopped opencode serve (pid ${r.pid}, ${r.how})` : `nothing to stop: ${r.reason}` };
}

/** A pack's OpenCode files, as our OpenCode config dir is to hold them. */
async function packFiles(ctx: Context, pack: string, rootFlag: string | undefined): Promise<Record<string, string>> {
  const root = findRoot({ explicit: rootFlag, cwd: ctx.cwd, selfDir: ctx.selfDir });
  const loaded = await loadPack(root, resolve(ctx.cwd, pack));
  if (!loaded.ok) {
    throw new OcwError(ErrorCode.PackInvalid, `${pack} is not a valid pack: ${loaded.problems.map(formatProblem).join("; ")}`, { data: { problems: loaded.problems } });
  }
  return configDirFiles(openCodeFiles(loaded.pack, await loadProtocol(root)));
}

function renderFound(found: FindReport): string[] {
  const lines: string[] = [];
  if (found.chosen) lines.push(`opencode ${found.chosen.version} at ${found.chosen.path} (${found.chosen.source}); supported ${found.range}`);
  else lines.push(`opencode not usable: needs ${found.range}; run \`ocw opencode install\` to install ${found.pinned} into ${found.installDir}`);
  for (const c of found.candidates) if (c !== found.chosen) lines.push(`  also found ${c.path} (${c.source}): ${c.version ? `version ${c.version}` : ""}${c.problem ? `${c.version ? ", " : ""}${c.problem}` : ""}`);
  return lines;
}

function renderServer(s: ServerState): string[] {
  if (s.state === "none") return [`server   not running (start it with \`ocw opencode start\`; clients start it on demand)`];
  const r = s.record!;
  const up = Math.round((Date.now() - Date.parse(r.startedAt)) / 1000);
  if (s.state === "stale") return [`server   stale record: ${s.problem} (the next client replaces it; \`ocw opencode stop\` cleans it now)`];
  return [`server   running at ${r.url}, pid ${r.pid}, opencode ${r.version}, up ${up} s`, `         config ${s.dirs.config}`, `         log    ${s.dirs.log}`];
}

// The record holds the server password; it never goes to stdout.
function publicState(s: ServerState): Record<string, unknown> {
  if (!s.record) return { state: s.state, dirs: s.dirs };
  const { password: _password, ...record } = s.record;
  return { state: s.state, ...(s.problem ? { problem: s.problem } : {}), record, dirs: s.dirs };
}

