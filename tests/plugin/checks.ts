/**
 * The plugin-manifest checks of the research report §8 (M1–M8, P1–P7) as plain functions over a
 * directory on disk. Each returns every problem it finds as "<check id> <where>: <what>", and an
 * empty list when the directory passes, so a test can run them on the real repo and on broken
 * copies alike. `claude plugin validate` enforces only some of these; the rest are ours.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { checkMcpServers } from "./checks-mcp.js";
import { isHttpUrl, isInside, isNonEmptyString, isObject, kindOf, readJson, readText } from "./read.js";
import type { JsonObject } from "./read.js";

const MARKETPLACE = ".claude-plugin/marketplace.json";
const PLUGIN = ".claude-plugin/plugin.json";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ENTRY_NAME = /^[a-z0-9][a-z0-9-]{1,63}$/;
// semver.org's own regular expression.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
// Zero-width, bidi-control and BOM characters (invariant I10).
const HIDDEN = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
const SHELL_META = /[\s;&|$`<>(){}\\'"*?!]/;
const SHA = /^[0-9a-f]{40}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MARKETPLACE_KEYS = new Set([
  "$schema", "name", "version", "description", "owner", "plugins", "metadata", "renames",
  "allowCrossMarketplaceDependenciesOn", "forceRemoveDeletedPlugins",
]);
const MANIFEST_METADATA_KEYS = [
  "name", "displayName", "version", "description", "author", "homepage", "repository", "license",
  "keywords", "metadata", "dependencies", "defaultEnabled",
];
const COMPONENT_KEYS = [
  "skills", "commands", "agents", "workflows", "hooks", "mcpServers", "lspServers", "outputStyles",
];
const ENTRY_KEYS = new Set([
  ...MANIFEST_METADATA_KEYS, ...COMPONENT_KEYS, "userConfig", "channels",
  "source", "category", "tags", "strict", "relevance",
]);
const PLUGIN_KEYS = new Set([
  "$schema", ...MANIFEST_METADATA_KEYS, ...COMPONENT_KEYS, "icon", "privacyPolicyUrl", "network",
  "experimental", "userConfig", "channels", "settings",
]);
// Names Claude Code reserves for Anthropic's own marketplaces (report §1).
const RESERVED_NAMES = new Set([
  "claude-code-marketplace", "claude-code-plugins", "claude-plugins-official", "claude-plugins-community",
  "claude-community", "anthropic-marketplace", "anthropic-plugins", "agent-skills", "anthropic-agent-skills",
  "knowledge-work-plugins", "life-sciences", "claude-for-legal", "claude-for-financial-services",
  "financial-services-plugins", "first-party-plugins", "healthcare", "claude-tag-plugins",
  "anthropic-plugin-directory", "claude-plugin-directory", "org", "org-provisioned", "unknown",
]);
const SOURCE_KINDS: Record<string, { required: string[]; optional: string[] }> = {
  github: { required: ["repo"], optional: ["ref", "sha"] },
  url: { required: ["url"], optional: ["ref", "sha"] },
  "git-subdir": { required: ["url", "path"], optional: ["ref", "sha"] },
  npm: { required: ["package"], optional: ["version", "registry"] },
  archive: { required: ["url"], optional: ["sha256"] },
};
// Every hook event name Claude Code 2.1.332 knows (present in its binary).
const HOOK_EVENTS = new Set([
  "PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "PermissionRequest",
  "PermissionDenied", "Notification", "UserPromptSubmit", "UserPromptExpansion", "Stop", "StopFailure",
  "SubagentStart", "SubagentStop", "PreCompact", "PostCompact", "Elicitation", "ElicitationResult",
  "TeammateIdle", "TaskCreated", "TaskCompleted", "Setup", "InstructionsLoaded", "CwdChanged",
  "FileChanged", "ConfigChange", "WorktreeCreate", "WorktreeRemove", "SessionStart", "SessionEnd",
  "PreModelSwitch", "PostModelSwitch", "MessageDisplay", "DirectoryAdded",
]);
const MIN_README_WORDS = 40;

/** M1–M8: `.claude-plugin/marketplace.json` under `root`, the marketplace root. */
export function checkMarketplace(root: string): string[] {
  const read = readJson(join(root, MARKETPLACE));
  if (!read.ok) return [`M1 ${MARKETPLACE}: ${read.reason}`];
  if (!isObject(read.value)) return [`M1 ${MARKETPLACE}: expected a JSON object, got ${kindOf(read.value)}`];
  const m = read.value;
  const entries = Array.isArray(m.plugins) ? m.plugins : [];
  return [
    ...unknownKeys("M2", "marketplace", m, MARKETPLACE_KEYS),
    ...(isNonEmptyString(m.description) ? [] : ["M2 marketplace.description: missing"]),
    ...checkMarketplaceName(m.name),
    ...checkOwner(m.owner),
    ...checkPluginList(m.plugins),
    ...entries.flatMap((e: unknown, i) => checkEntry(root, e, `plugins[${i}]`)),
  ];
}

function checkMarketplaceName(name: unknown): string[] {
  if (typeof name !== "string") return [`M3 marketplace.name: expected a string, got ${kindOf(name)}`];
  const problems: string[] = [];
  if (!KEBAB.test(name) || name.length > 64) problems.push(`M3 marketplace.name: "${name}" is not kebab-case of at most 64 chars`);
  if (RESERVED_NAMES.has(name)) problems.push(`M3 marketplace.name: "${name}" is reserved`);
  for (const word of ["claude", "anthropic"]) {
    if (name.toLowerCase().includes(word)) problems.push(`M3 marketplace.name: "${name}" contains "${word}"`);
  }
  return problems;
}

function checkOwner(owner: unknown): string[] {
  if (!isObject(owner)) return [`M4 marketplace.owner: expected an object, got ${kindOf(owner)}`];
  const problems: string[] = [];
  if (!isNonEmptyString(owner.name)) problems.push("M4 marketplace.owner.name: must be a non-empty string");
  if (owner.email !== undefined && !(typeof owner.email === "string" && EMAIL.test(owner.email))) {
    problems.push(`M4 marketplace.owner.email: "${String(owner.email)}" is not an email address`);
  }
  if (owner.url !== undefined && !isHttpUrl(owner.url)) problems.push(`M4 marketplace.owner.url: "${String(owner.url)}" is not a URL`);
  return problems;
}

function checkPluginList(plugins: unknown): string[] {
  if (!Array.isArray(plugins) || plugins.length === 0) return ["M5 marketplace.plugins: must be a non-empty array"];
  const names = plugins.map((e: unknown) => (isObject(e) && typeof e.name === "string" ? e.name : ""));
  const problems: string[] = [];
  names.forEach((n, i) => {
    if (!ENTRY_NAME.test(n)) problems.push(`M5 plugins[${i}].name: "${n}" must match ${ENTRY_NAME}`);
    if (names.indexOf(n) !== i) problems.push(`M5 plugins[${i}].name: duplicate name "${n}"`);
  });
  const sorted = [...names].sort();
  if (names.some((n, i) => n !== sorted[i])) problems.push(`M5 marketplace.plugins: not sorted by name (${names.join(", ")})`);
  return problems;
}

function checkEntry(root: string, entry: unknown, at: string): string[] {
  if (!isObject(entry)) return [`M6 ${at}: expected an object, got ${kindOf(entry)}`];
  const problems = unknownKeys("M6", at, entry, ENTRY_KEYS);
  const d = entry.description;
  if (typeof d !== "string" || d.length < 10 || d.length > 2000) problems.push(`M6 ${at}.description: must be a string of 10–2000 chars`);
  else if (d.trim() !== d) problems.push(`M6 ${at}.description: has leading or trailing whitespace`);
  for (const key of ["name", "description"]) {
    const v = entry[key];
    if (typeof v === "string" && HIDDEN.test(v)) problems.push(`M6 ${at}.${key}: contains hidden Unicode`);
  }
  const src = entry.source;
  if (typeof src === "string") return [...problems, ...checkLocalSource(root, src, at), ...checkEntryAgainstManifest(root, entry, src, at)];
  return [...problems, ...checkRemoteSource(src, at)];
}

function checkLocalSource(root: string, src: string, at: string): string[] {
  if (!src.startsWith("./")) return [`M7 ${at}.source: "${src}" must start with "./"`];
  if (src.split("/").includes("..")) return [`M7 ${at}.source: "${src}" must not contain ".."`];
  if (!isInside(root, src)) return [`M7 ${at}.source: "${src}" resolves outside the marketplace root`];
  if (!existsSync(join(resolve(root, src), PLUGIN))) return [`M7 ${at}.source: "${src}" has no ${PLUGIN}`];
  return [];
}

function checkRemoteSource(src: unknown, at: string): string[] {
  if (!isObject(src)) return [`M7 ${at}.source: expected a "./" path or an object, got ${kindOf(src)}`];
  const kind = SOURCE_KINDS[String(src.source)];
  if (!kind) return [`M7 ${at}.source.source: unknown source kind "${String(src.source)}"`];
  const problems = unknownKeys("M7", `${at}.source`, src, new Set(["source", ...kind.required, ...kind.optional]));
  for (const key of kind.required) if (!isNonEmptyString(src[key])) problems.push(`M7 ${at}.source.${key}: required`);
  for (const [key, value] of Object.entries(src)) {
    if (typeof value === "string" && SHELL_META.test(value)) problems.push(`M7 ${at}.source.${key}: "${value}" contains shell metacharacters`);
  }
  for (const key of ["repo", "url"]) {
    const v = src[key];
    if (typeof v === "string" && !/^https:\/\/[A-Za-z0-9./_-]+$/.test(v) && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(v)) {
      problems.push(`M7 ${at}.source.${key}: "${v}" is neither an https URL nor owner/repo`);
    }
  }
  if (src.sha !== undefined && !(typeof src.sha === "string" && SHA.test(src.sha))) {
    problems.push(`M7 ${at}.source.sha: must be a full 40-character lowercase SHA`);
  }
  return problems;
}

function checkEntryAgainstManifest(root: string, entry: JsonObject, src: string, at: string): string[] {
  const read = readJson(join(resolve(root, src), PLUGIN));
  if (!read.ok || !isObject(read.value)) return [];
  const manifest = read.value;
  const problems: string[] = [];
  if (entry.name !== manifest.name) problems.push(`M8 ${at}.name: "${String(entry.name)}" differs from plugin.json name "${String(manifest.name)}"`);
  if (entry.version !== undefined && entry.version !== manifest.version) {
    problems.push(`M8 ${at}.version: "${String(entry.version)}" differs from plugin.json version "${String(manifest.version)}"`);
  }
  return problems;
}

/** P1–P7: the plugin rooted at `root` (its `.claude-plugin/plugin.json` and layout). */
export function checkPlugin(root: string): string[] {
  const read = readJson(join(root, PLUGIN));
  const manifest = read.ok && isObject(read.value) ? read.value : {};
  const manifestProblems = read.ok
    ? isObject(read.value) ? checkManifest(root, manifest) : [`P3 ${PLUGIN}: expected a JSON object, got ${kindOf(read.value)}`]
    : [`P3 ${PLUGIN}: ${read.reason}`];
  return [
    ...checkPluginFolder(root),
    ...manifestProblems,
    ...checkMcpServers(root, manifest),
    ...checkDocs(root),
    ...checkHooks(root, manifest),
  ];
}

function checkPluginFolder(root: string): string[] {
  const dir = join(root, ".claude-plugin");
  if (!existsSync(dir)) return ["P1 .claude-plugin/: missing"];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => !d.isFile() || !["plugin.json", "marketplace.json"].includes(d.name))
    .map((d) => `P1 .claude-plugin/${d.name}: only plugin.json and marketplace.json belong in .claude-plugin/`);
}

function checkManifest(root: string, m: JsonObject): string[] {
  const problems = unknownKeys("P3", "plugin.json", m, PLUGIN_KEYS);
  if (typeof m.name !== "string" || !KEBAB.test(m.name)) problems.push(`P2 plugin.json.name: "${String(m.name)}" is not kebab-case`);
  if (typeof m.version !== "string" || !SEMVER.test(m.version)) problems.push(`P2 plugin.json.version: "${String(m.version)}" is not strict semver`);
  const pkg = readJson(join(root, "package.json"));
  const pkgVersion = pkg.ok && isObject(pkg.value) ? pkg.value.version : undefined;
  if (m.version !== pkgVersion) problems.push(`P2 plugin.json.version: "${String(m.version)}" differs from package.json version "${String(pkgVersion)}"`);
  for (const key of ["displayName", "description", "license", "icon"]) {
    if (m[key] !== undefined && typeof m[key] !== "string") problems.push(`P3 plugin.json.${key}: expected a string, got ${kindOf(m[key])}`);
  }
  if (m.keywords !== undefined && !(Array.isArray(m.keywords) && m.keywords.every((k) => typeof k === "string"))) {
    problems.push("P3 plugin.json.keywords: expected an array of strings");
  }
  if (m.author !== undefined && !(isObject(m.author) && isNonEmptyString(m.author.name))) {
    problems.push("P3 plugin.json.author.name: must be a non-empty string");
  }
  for (const key of ["homepage", "repository", "privacyPolicyUrl"]) {
    if (m[key] !== undefined && !isHttpUrl(m[key])) problems.push(`P3 plugin.json.${key}: "${String(m[key])}" is not a URL`);
  }
  return [...problems, ...checkComponentPaths(root, m)];
}

function checkComponentPaths(root: string, m: JsonObject): string[] {
  const problems: string[] = [];
  for (const key of COMPONENT_KEYS) {
    const value = m[key];
    const paths = typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
    for (const p of paths) {
      const where = `P4 plugin.json.${key}: "${p}"`;
      if (p.includes("\\")) problems.push(`${where} must use forward slashes`);
      else if (p.split("/").includes("..")) problems.push(`${where} must not contain ".."`);
      else if (!p.startsWith("./") && !(key === "skills" && p === ".")) problems.push(`${where} must start with "./"`);
      else if (!existsSync(resolve(root, p))) problems.push(`${where} does not exist`);
    }
  }
  return problems;
}

function checkDocs(root: string): string[] {
  const problems: string[] = [];
  if (existsSync(join(root, "CLAUDE.md"))) problems.push("P6 CLAUDE.md: a plugin-root CLAUDE.md is never loaded; move its content into a skill");
  const readme = readText(root, "README.md");
  if (readme === undefined) return [...problems, "P6 README.md: missing"];
  const words = readme.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (words < MIN_README_WORDS) problems.push(`P6 README.md: has ${words} words, needs at least ${MIN_README_WORDS}`);
  return problems;
}

function checkHooks(root: string, m: JsonObject): string[] {
  const files = new Set<string>();
  if (existsSync(join(root, "hooks", "hooks.json"))) files.add("./hooks/hooks.json");
  const declared = typeof m.hooks === "string" ? [m.hooks] : Array.isArray(m.hooks) ? m.hooks : [];
  for (const h of declared) if (typeof h === "string" && h.endsWith(".json") && existsSync(resolve(root, h))) files.add(h);
  const problems = [...files].flatMap((f) => {
    const read = readJson(resolve(root, f));
    return read.ok ? checkHookConfig(read.value, f) : [`P7 ${f}: ${read.reason}`];
  });
  if (isObject(m.hooks)) problems.push(...checkHookConfig(m, "plugin.json"));
  return problems;
}

function checkHookConfig(config: unknown, where: string): string[] {
  if (!isObject(config) || !isObject(config.hooks)) return [`P7 ${where}: expected an object with a "hooks" object`];
  return Object.entries(config.hooks).flatMap(([event, groups]) => [
    ...(HOOK_EVENTS.has(event) ? [] : [`P7 ${where} hooks.${event}: unknown hook event`]),
    ...(Array.isArray(groups) ? [] : [`P7 ${where} hooks.${event}: expected an array of matcher groups`]),
  ]);
}

function unknownKeys(id: string, where: string, obj: JsonObject, known: Set<string>): string[] {
  return Object.keys(obj)
    .filter((k) => !known.has(k))
    .map((k) => `${id} ${where}.${k}: unknown key`);
}

