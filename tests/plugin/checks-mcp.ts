/**
 * P5 of the research report §8: the MCP servers a plugin declares, inline in plugin.json, in
 * files that plugin.json points to, or in a root `.mcp.json`. Claude Code starts a plugin's stdio
 * server with the *project* as cwd, so any plugin file must be reached through
 * `${CLAUDE_PLUGIN_ROOT}/…`, and that file must be committed (a gitignored `dist/` breaks installs).
 */
import { existsSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { isInside, isNonEmptyString, isObject, isTrackedByGit, kindOf, readJson } from "./read.js";
import type { JsonObject } from "./read.js";

const ROOT_VAR = "${CLAUDE_PLUGIN_ROOT}";
const USER_CONFIG_REF = /\$\{user_config\.([A-Za-z0-9_]+)\}/g;
const SECRET = /(sk-[A-Za-z0-9_-]{8,}|ghp_[A-Za-z0-9]{8,}|xox[abposr]-)/;
const SCRIPT_FILE = /\.(c|m)?[jt]s$|\.py$|\.sh$/;

interface Server {
  name: string;
  where: string;
  config: unknown;
}

/** Every P5 problem for the plugin at `root` whose parsed plugin.json is `manifest`. */
export function checkMcpServers(root: string, manifest: JsonObject): string[] {
  const { servers, problems } = collectServers(root, manifest);
  const declared = isObject(manifest.userConfig) ? new Set(Object.keys(manifest.userConfig)) : new Set<string>();
  const seen = new Map<string, string>();
  for (const s of servers) {
    const first = seen.get(s.name);
    if (first) problems.push(`P5 ${s.where}.${s.name}: server name already declared in ${first}`);
    else seen.set(s.name, s.where);
    problems.push(...checkServer(root, s, declared));
  }
  return problems;
}

function collectServers(root: string, manifest: JsonObject): { servers: Server[]; problems: string[] } {
  const servers: Server[] = [];
  const problems: string[] = [];
  const inline = manifest.mcpServers;
  if (isObject(inline)) servers.push(...toServers(inline, "plugin.json mcpServers"));
  const files = new Set<string>();
  if (existsSync(join(root, ".mcp.json"))) files.add("./.mcp.json");
  const paths = typeof inline === "string" ? [inline] : Array.isArray(inline) ? inline : [];
  for (const p of paths) if (typeof p === "string" && isInside(root, p) && existsSync(resolve(root, p))) files.add(p);
  for (const f of files) {
    const read = readJson(resolve(root, f));
    if (!read.ok) problems.push(`P5 ${f}: ${read.reason}`);
    else if (!isObject(read.value) || !isObject(read.value.mcpServers)) problems.push(`P5 ${f}: servers must be wrapped in {"mcpServers": {…}}`);
    else servers.push(...toServers(read.value.mcpServers, `${f} mcpServers`));
  }
  return { servers, problems };
}

function toServers(map: JsonObject, where: string): Server[] {
  return Object.entries(map).map(([name, config]) => ({ name, where, config }));
}

function checkServer(root: string, s: Server, declared: Set<string>): string[] {
  const at = `P5 ${s.where}.${s.name}`;
  const c = s.config;
  if (!isObject(c)) return [`${at}: expected an object, got ${kindOf(c)}`];
  const problems: string[] = [];
  const remote = typeof c.url === "string";
  if (!remote && !isNonEmptyString(c.command)) problems.push(`${at}.command: must be a non-empty string`);
  const args = c.args === undefined ? [] : c.args;
  if (!Array.isArray(args) || !args.every((a) => typeof a === "string")) problems.push(`${at}.args: expected an array of strings`);
  const argList = Array.isArray(args) ? args.filter((a): a is string => typeof a === "string") : [];
  if (typeof c.command === "string") problems.push(...checkFileRef(root, c.command, `${at}.command`));
  argList.forEach((a, i) => problems.push(...checkFileRef(root, a, `${at}.args[${i}]`)));
  const env = c.env === undefined ? {} : c.env;
  if (!isObject(env) || !Object.values(env).every((v) => typeof v === "string")) problems.push(`${at}.env: values must be strings`);
  const headers = isObject(c.headers) ? Object.values(c.headers) : [];
  const strings = [c.command, c.url, ...argList, ...(isObject(env) ? Object.values(env) : []), ...headers].filter(
    (v): v is string => typeof v === "string",
  );
  for (const text of strings) {
    for (const [, key] of text.matchAll(USER_CONFIG_REF)) {
      if (key !== undefined && !declared.has(key)) problems.push(`${at}: \${user_config.${key}} is not declared in userConfig`);
    }
    if (SECRET.test(text)) problems.push(`${at}: contains what looks like a literal secret`);
  }
  return problems;
}

/** A command or arg that names a plugin file must go through ${CLAUDE_PLUGIN_ROOT}/ and be committed. */
function checkFileRef(root: string, value: string, at: string): string[] {
  if (value.startsWith(ROOT_VAR)) {
    if (!value.startsWith(`${ROOT_VAR}/`)) return [`${at}: "${value}" must continue with "/" after ${ROOT_VAR}`];
    const rel = value.slice(ROOT_VAR.length + 1);
    if (!isInside(root, rel)) return [`${at}: "${value}" points outside the plugin`];
    if (!existsSync(join(root, rel))) return [`${at}: "${value}" does not exist`];
    if (!isTrackedByGit(root, rel)) return [`${at}: "${value}" is not tracked by git`];
    return [];
  }
  if (refersToPluginFile(root, value)) return [`${at}: "${value}" must start with ${ROOT_VAR}/ (the server's cwd is the project, not the plugin)`];
  return [];
}

function refersToPluginFile(root: string, value: string): boolean {
  if (value.startsWith("./") || value.startsWith("../")) return true;
  if (isAbsolute(value)) return isInside(root, value);
  if (value.startsWith("-") || value.startsWith("$") || value.includes("=")) return false;
  return SCRIPT_FILE.test(value) || (value.includes("/") && existsSync(join(root, value)));
}
