import { resolve } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import {
  ensureServer,
  findOpencode,
  findRipgrep,
  ensurePinnedOpencode,
  installDir,
  serverDirs,
  serverState,
  stopServer,
  unusableOpencode,
  type FindReport,
  type ServerState,
} from "../opencode/index.js";
import { jobsRoot, serverUsers, stopHost } from "../jobs/index.js";
import { configDirFiles, formatProblem, loadPack, loadProtocol, openCodeFiles } from "../pack/index.js";
import type { Context, Outcome } from "./context.js";
import { findRoot } from "./root.js";

/** `ocw opencode status|install|start|stop`: the harness and its warm server. */
export const opencodeCommand = {
  name: "opencode",
  summary: "Find or install OpenCode and start, reuse or stop the warm opencode server",
  usage: `Usage: ocw opencode <status|install|start|stop> [options] [--json]

  status   which opencode binaries were found (OCW_OPENCODE, our data dir, the tools cache, PATH),
           which one is used, and the state of the warm server
  install  install the pinned opencode-ai with npm into our data dir (never globally; about
           371 MB on disk), unless a copy of the pinned version is already found
  start    start the warm server, or reuse the running one; with --pack, install that pack's
           agent and provider as our OpenCode config first. --env settings are kept with the
           server and used by every later client (dispatch, selftest) that gives none. A config
           change starts a new server; the old one keeps the jobs running on it (retired) and
           is stopped once they end
  stop     stop the warm server and the retired ones (SIGTERM to each process group, then
           SIGKILL) and remove their records; a server jobs still run on is left running

Options:
  --pack <dir>       (start) the pack whose compiled agent and provider config to install
  --root <repo>      (start) the opencode-worker repository holding the protocol (default: found)
  --port <n>         (start) listen on this port instead of a random free one
  --env KEY=VALUE    (start) extra environment for the server, e.g. OCW_REPLAY_BASE_URL=… (repeatable)
  --force            (install) install into our data dir even when a pinned copy is found
  --json             print the result as one JSON document

State lives in $OCW_HOME, else $XDG_STATE_HOME/opencode-worker (~/.local/state/opencode-worker) on
Linux and the platform data dir's state/ elsewhere; see \`ocw opencode status\`.`,
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
  // A pinned copy found anywhere we look (the data dir, the tools cache, PATH …) is left alone: one copy on disk is enough.
  const result = await ensurePinnedOpencode({ env: ctx.env, cwd: ctx.cwd, force, log: (l) => ctx.stderr.write(`${l}\n`) });
  if (!result.installed) {
    return { data: { installed: false, path: result.path, version: result.version, source: result.source, reason: "already installed" }, text: `opencode ${result.version} is already installed at ${result.path} (${result.source}; use --force to install another copy into our data dir)` };
  }
  const after = await findOpencode({ env: ctx.env, cwd: ctx.cwd });
  const chosen = after.chosen;
  return {
    data: { installed: true, path: result.path, version: result.version, dir: installDir(ctx.env, ctx.cwd), chosen: chosen ?? null },
    text: `installed opencode ${result.version} at ${result.path}${chosen && chosen.path !== result.path ? `\nnote: ${chosen.path} (${chosen.source}) is used first because OCW_OPENCODE names it` : ""}`,
  };
}

async function start(ctx: Context, values: { pack?: string; root?: string; port?: string; env?: string[] }): Promise<Outcome> {
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) throw new OcwError(ErrorCode.Usage, `opencode start: --port must be a port number (1-65535), got "${values.port}"`);
  // Only given --env replaces the recorded settings: a bare `start` reuses the server as it is.
  const serverEnv: Record<string, string> | undefined = values.env === undefined ? undefined : {};
  for (const kv of values.env ?? []) {
    const i = kv.indexOf("=");
    if (i <= 0) throw new OcwError(ErrorCode.Usage, `opencode start: --env wants KEY=VALUE, got "${kv}"`);
    serverEnv![kv.slice(0, i)] = kv.slice(i + 1);
  }
  const files = values.pack === undefined ? undefined : await packFiles(ctx, values.pack, values.root);
  const info = await ensureServer({ env: ctx.env, cwd: ctx.cwd, files, ...(serverEnv ? { serverEnv } : {}), port, usedBy: serverUsers(ctx.env) });
  const { password: _password, serverEnv: settings, ...shown } = info;
  const how = info.reused ? "reusing" : info.replaced ? `restarted (${info.replaced})` : "started";
  const kept = info.retired ? `\nkept   the old server (pid ${info.retired.pid}, ${info.retired.url}) for ${info.retired.usedBy ? `jobs ${info.retired.usedBy.join(", ")}` : "the jobs on it"}; it is stopped once they end` : "";
  return {
    data: { ...shown, envKeys: keysOf(settings) },
    text: `${how} opencode serve at ${info.url} (pid ${info.pid}, opencode ${info.version}) in ${info.ms} ms${envLine(settings)}\nconfig ${serverDirs(ctx.env, ctx.cwd).config}\nlog    ${info.log}${kept}`,
  };
}

async function stop(ctx: Context): Promise<Outcome> {
  // The driver host first: it leaves once its jobs end, and a host still driving one would start the server again.
  const host = await stopHost(jobsRoot(ctx.env), { waitMs: 5_000 });
  const r = await stopServer({ env: ctx.env, cwd: ctx.cwd, usedBy: serverUsers(ctx.env) });
  const lines = [...(host ? [host.gone ? `stopped the driver host (pid ${host.pid})` : `the driver host (pid ${host.pid}) leaves once the jobs it drives end`] : []), r.stopped ? `stopped opencode serve (pid ${r.pid}, ${r.how})` : r.usedBy ? `left opencode serve (pid ${r.pid}) running: ${r.reason}` : `nothing to stop: ${r.reason}`];
  for (const o of r.retired) lines.push(o.stopped ? `stopped retired opencode serve (pid ${o.pid}, ${o.how})` : o.usedBy ? `left retired opencode serve (pid ${o.pid}) running: ${o.reason}` : `forgot retired opencode serve (pid ${o.pid}): ${o.reason}`);
  return { data: { ...r, ...(host ? { host } : {}) }, text: lines.join("\n") };
}

// Names only: a value given with --env may be a key, and stdout may end up in a transcript.
function keysOf(settings: Readonly<Record<string, string>> | undefined): string[] {
  return Object.keys(settings ?? {}).sort();
}

function envLine(settings: Readonly<Record<string, string>> | undefined): string {
  return keysOf(settings).length ? `\nenv    ${keysOf(settings).join(", ")} (kept for every client)` : "";
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
  else lines.push(`opencode not usable: needs ${found.range}; run \`ocw opencode install\` to install ${found.pinned} into ${found.installDir} (${found.installSize} on disk)`);
  for (const c of found.candidates) if (c !== found.chosen) lines.push(`  also found ${c.path} (${c.source}): ${c.version ? `version ${c.version}` : ""}${c.problem ? `${c.version ? ", " : ""}${c.problem}` : ""}`);
  return lines;
}

function renderServer(s: ServerState): string[] {
  const retired = s.retired.map((x) =>
    x.state === "running"
      ? `retired  pid ${x.record.pid} at ${x.record.url} since ${x.record.retiredAt} (${x.record.why}): kept for the jobs running on it, stopped once they end`
      : `retired  pid ${x.record.pid}: ${x.problem} (the next client forgets it)`,
  );
  if (s.state === "none") return [`server   not running (start it with \`ocw opencode start\`; clients start it on demand)`, ...retired];
  const r = s.record!;
  const up = Math.round((Date.now() - Date.parse(r.startedAt)) / 1000);
  if (s.state === "stale") return [`server   stale record: ${s.problem} (the next client replaces it; \`ocw opencode stop\` cleans it now)`, ...retired];
  return [`server   running at ${r.url}, pid ${r.pid}, opencode ${r.version}, up ${up} s${keysOf(r.serverEnv).length ? `, env ${keysOf(r.serverEnv).join(", ")}` : ""}`, `         config ${s.dirs.config}`, `         log    ${s.dirs.log}`, ...retired];
}

// The record holds the server password and the --env values (a key, maybe); neither goes to stdout.
function publicRecord<R extends { password: string; serverEnv?: Readonly<Record<string, string>> }>(r: R): Omit<R, "password" | "serverEnv"> & { envKeys: string[] } {
  const { password: _password, serverEnv, ...rest } = r;
  return { ...rest, envKeys: keysOf(serverEnv) };
}

function publicState(s: ServerState): Record<string, unknown> {
  const retired = s.retired.map((x) => ({ state: x.state, ...(x.problem ? { problem: x.problem } : {}), record: publicRecord(x.record) }));
  if (!s.record) return { state: s.state, dirs: s.dirs, retired };
  return { state: s.state, ...(s.problem ? { problem: s.problem } : {}), record: publicRecord(s.record), dirs: s.dirs, retired };
}

