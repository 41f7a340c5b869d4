/**
 * The SKILL.md checks of the research report §8 (S1–S10) as plain functions over a skill folder
 * on disk. Each problem reads "<rule> <file>[ <field>]: <what>", and a folder that passes gives an
 * empty list, so the same functions run on the real skills, on a simulated drop-in copy, and on
 * broken copies. `claude plugin validate` checks only that the YAML parses; the rest is ours.
 * S11 (the cross-check in the style of Anthropic's quick_validate.py) lives here too, in TS, for
 * machines without PyYAML; the test runs the Python one when it can.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { isMap, isScalar, parseDocument } from "yaml";
import { isInside } from "./read.js";

/** The portable Agent Skills keys (agentskills spec, quick_validate.py, skills-ref). */
export const ALLOWED_KEYS = ["name", "description", "license", "compatibility", "metadata", "allowed-tools"] as const;

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TRIGGER = /\bUse (this skill )?(when|whenever)\b/i;
// A skill folder named like one of these would shadow a built-in slash command (or is reserved).
const RESERVED_NAMES = new Set([
  "synced", "help", "login", "logout", "clear", "compact", "config", "cost", "doctor", "init", "memory",
  "model", "review", "status", "mcp", "permissions", "resume", "agents", "bug", "exit", "hooks", "ide",
  "vim", "plugin", "skills", "context", "add-dir", "export", "upgrade", "release-notes", "terminal-setup",
  "pr-comments", "statusline", "rewind", "usage", "todos", "output-style", "theme", "sandbox",
  "security-review", "install-github-app", "privacy-settings", "bashes", "plan", "fast",
]);
const STOPWORDS = new Set([
  "a", "an", "and", "any", "are", "as", "at", "be", "by", "can", "do", "does", "for", "from", "has",
  "have", "in", "into", "is", "it", "its", "of", "on", "or", "so", "that", "the", "their", "them",
  "then", "this", "to", "use", "user", "wants", "says", "asks", "when", "whenever", "with", "skill",
]);

/** Most description words two skills may share (Jaccard over content words) before they blur. */
export const MAX_DESCRIPTION_OVERLAP = 0.25;
/** Most trigger words (after "Use when") two skills may share. */
export const MAX_TRIGGER_OVERLAP = 0.2;
export const MAX_BODY_LINES = 500;
/** About 5k tokens at ~4 characters a token. */
export const MAX_BODY_BYTES = 20_000;
/** Reference files longer than this open with a table of contents. */
export const TOC_MIN_LINES = 100;

export interface SkillDoc {
  readonly dir: string;
  readonly text: string;
  /** The frontmatter as parsed, when it parsed to a mapping. */
  readonly matter: Record<string, unknown> | null;
  readonly body: string;
  /** S2 problems found while splitting and parsing. */
  readonly problems: readonly string[];
}

/** Split SKILL.md into frontmatter and body and parse the YAML strictly (S2). Never throws. */
export function readSkill(dir: string): SkillDoc {
  const file = join(dir, "SKILL.md");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const problems: string[] = [];
  const at = "S2 SKILL.md";
  if (text.charCodeAt(0) === 0xfeff) problems.push(`${at}: starts with a byte order mark; save it as UTF-8 without BOM`);
  if (text.includes("\r")) problems.push(`${at}: has CR line endings; use LF only`);
  const clean = text.replace(/^\uFEFF/, "");
  if (!clean.startsWith("---\n")) {
    problems.push(`${at}: must start with a "---" line opening the frontmatter`);
    return { dir, text, matter: null, body: clean, problems };
  }
  const close = clean.indexOf("\n---", 3);
  const afterClose = close < 0 ? -1 : close + 4;
  if (close < 0 || (afterClose < clean.length && clean[afterClose] !== "\n")) {
    problems.push(`${at}: the frontmatter is not closed by a "---" line`);
    return { dir, text, matter: null, body: "", problems };
  }
  const yamlText = clean.slice(4, close + 1);
  const body = clean.slice(Math.min(afterClose + 1, clean.length));
  const doc = parseDocument(yamlText, { strict: true, uniqueKeys: true, prettyErrors: false, schema: "core" });
  for (const e of [...doc.errors, ...doc.warnings]) problems.push(`${at}: YAML: ${e.message.split("\n")[0]}`);
  if (doc.errors.length > 0) return { dir, text, matter: null, body, problems };
  if (!isMap(doc.contents)) {
    problems.push(`${at}: the frontmatter must be a YAML mapping of keys to values`);
    return { dir, text, matter: null, body, problems };
  }
  for (const pair of doc.contents.items) {
    if (!isScalar(pair.key) || typeof pair.key.value !== "string") problems.push(`${at}: every frontmatter key must be a plain string`);
  }
  return { dir, text, matter: doc.toJS() as Record<string, unknown>, body, problems };
}

/** S1–S10 on one skill folder; `siblings` are the other skills installed beside it (for S5). */
export function checkSkill(dir: string, siblings: readonly SkillDoc[] = []): string[] {
  if (!existsSync(join(dir, "SKILL.md"))) return checkLayout(dir);
  const doc = readSkill(dir);
  return [
    ...checkLayout(dir),
    ...doc.problems,
    ...(doc.matter ? [...checkKeys(doc.matter), ...checkName(dir, doc.matter), ...checkDescription(doc.matter, siblings), ...checkOptional(doc.matter)] : []),
    ...checkBody(doc.body),
    ...checkPaths(dir, doc.body),
    ...checkPortable(dir, doc.body),
    ...checkScripts(dir),
    ...checkReferenceTocs(dir),
  ];
}

/** Every skill folder under `skillsDir` (each `<name>/SKILL.md`), checked with the others as siblings. */
export function checkSkills(skillsDir: string): Record<string, string[]> {
  const dirs = readdirSync(skillsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(skillsDir, d.name));
  const docs = dirs.filter((d) => existsSync(join(d, "SKILL.md"))).map(readSkill);
  return Object.fromEntries(dirs.map((d) => [basename(d), checkSkill(d, docs.filter((o) => o.dir !== d))]));
}

/** S1: the file is exactly SKILL.md, in skills/<dir>/. */
function checkLayout(dir: string): string[] {
  const problems: string[] = [];
  const names = existsSync(dir) ? readdirSync(dir) : [];
  if (!names.includes("SKILL.md")) {
    const near = names.find((n) => n.toLowerCase() === "skill.md");
    problems.push(`S1 ${basename(dir)}/: has no SKILL.md${near ? ` (found "${near}"; the name is case-sensitive)` : ""}`);
  }
  if (basename(dirname(resolve(dir))) !== "skills") problems.push(`S1 ${basename(dir)}/: must live in a skills/ folder, found in ${basename(dirname(resolve(dir)))}/`);
  return problems;
}

/** S3: only the portable keys. */
function checkKeys(matter: Record<string, unknown>): string[] {
  return Object.keys(matter)
    .filter((k) => !(ALLOWED_KEYS as readonly string[]).includes(k))
    .map((k) => `S3 SKILL.md ${k}: unknown frontmatter key; allowed: ${ALLOWED_KEYS.join(", ")}`);
}

/** S4: the name. */
function checkName(dir: string, matter: Record<string, unknown>): string[] {
  const at = "S4 SKILL.md name";
  const name = matter.name;
  if (typeof name !== "string" || name.length === 0) return [`${at}: missing; it must equal the folder name "${basename(dir)}"`];
  const problems: string[] = [];
  if (name.length > 64 || !NAME.test(name)) problems.push(`${at}: "${name}" must be 1–64 chars of a-z, 0-9 and single hyphens inside`);
  if (name.normalize("NFKC") !== name) problems.push(`${at}: "${name}" changes under NFKC normalization`);
  if (name !== basename(dir)) problems.push(`${at}: "${name}" differs from the folder name "${basename(dir)}"`);
  for (const word of ["anthropic", "claude"]) if (name.includes(word)) problems.push(`${at}: "${name}" contains the reserved word "${word}"`);
  if (RESERVED_NAMES.has(name)) problems.push(`${at}: "${name}" is reserved or a built-in command`);
  return problems;
}

/** S5: the description. */
function checkDescription(matter: Record<string, unknown>, siblings: readonly SkillDoc[]): string[] {
  const at = "S5 SKILL.md description";
  const d = matter.description;
  if (typeof d !== "string" || d.trim() === "") return [`${at}: missing; say what the skill does and when to use it`];
  const problems: string[] = [];
  if (d !== d.trim()) problems.push(`${at}: has leading or trailing whitespace`);
  if (d.length > 1024) problems.push(`${at}: ${d.length} chars, at most 1024`);
  if (/[<>]/.test(d)) problems.push(`${at}: contains "<" or ">"; XML tags are not allowed`);
  if (/^(I|I'm|I'll|We|You)\b/.test(d.trim()) || /\b(I can|I will|I'll|I am)\b/.test(d)) problems.push(`${at}: must be in the third person ("Processes…", not "I…" or "You…")`);
  if (!TRIGGER.test(d)) problems.push(`${at}: has no trigger clause ("Use when…")`);
  for (const other of siblings) {
    const od = other.matter?.description;
    if (typeof od !== "string") continue;
    const name = String(other.matter?.name ?? basename(other.dir));
    const all = jaccard(words(d), words(od));
    if (d.trim() === od.trim() || all > MAX_DESCRIPTION_OVERLAP) problems.push(`${at}: shares ${(all * 100).toFixed(0)}% of its words with "${name}" (at most ${MAX_DESCRIPTION_OVERLAP * 100}%)`);
    const trig = jaccard(words(triggerOf(d)), words(triggerOf(od)));
    if (trig > MAX_TRIGGER_OVERLAP) problems.push(`${at}: shares ${(trig * 100).toFixed(0)}% of its trigger words with "${name}" (at most ${MAX_TRIGGER_OVERLAP * 100}%)`);
  }
  return problems;
}

/** The words after "Use when…", where a description lists its triggers. */
export function triggerOf(description: string): string {
  const m = TRIGGER.exec(description);
  return m ? description.slice(m.index) : "";
}

/** Content words of a text, for the overlap measure. */
export function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9][a-z0-9.+-]*/g) ?? []).map((w) => w.replace(/[.-]+$/, "")).filter((w) => w.length > 1 && !STOPWORDS.has(w)));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : [...a].filter((w) => b.has(w)).length / union;
}

/** S6: compatibility, metadata, allowed-tools. */
function checkOptional(matter: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const c = matter.compatibility;
  if (c !== undefined && (typeof c !== "string" || c.trim() === "" || c.length > 500)) problems.push(`S6 SKILL.md compatibility: must be a non-empty string of at most 500 chars`);
  const m = matter.metadata;
  if (m !== undefined) {
    if (typeof m !== "object" || m === null || Array.isArray(m)) problems.push(`S6 SKILL.md metadata: must be a map of strings to strings`);
    else for (const [k, v] of Object.entries(m)) if (typeof v !== "string") problems.push(`S6 SKILL.md metadata.${k}: must be a string, got ${v === null ? "null" : typeof v} (quote it)`);
  }
  const t = matter["allowed-tools"];
  if (t !== undefined && (typeof t !== "string" || t.trim() === "")) problems.push(`S6 SKILL.md allowed-tools: must be a space-separated string`);
  const l = matter.license;
  if (l !== undefined && typeof l !== "string") problems.push(`S6 SKILL.md license: must be a string`);
  return problems;
}

/** Lines of Markdown outside fenced code blocks. */
function prose(md: string): string[] {
  let fenced = false;
  return md.split("\n").filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** S7: a body with an H1, within the size limits. */
function checkBody(body: string): string[] {
  const problems: string[] = [];
  if (body.trim() === "") return ["S7 SKILL.md body: empty; the body is what Claude reads when the skill is invoked"];
  if (!prose(body).some((l) => /^# \S/.test(l))) problems.push("S7 SKILL.md body: has no H1 title (a line starting with \"# \")");
  const lines = body.split("\n").length;
  if (lines > MAX_BODY_LINES) problems.push(`S7 SKILL.md body: ${lines} lines, at most ${MAX_BODY_LINES}; move detail into references/`);
  const bytes = Buffer.byteLength(body);
  if (bytes > MAX_BODY_BYTES) problems.push(`S7 SKILL.md body: ${bytes} bytes (~${Math.round(bytes / 4)} tokens), at most ${MAX_BODY_BYTES}; move detail into references/`);
  return problems;
}

/** Markdown link targets in a text, outside code: `[text](target)`, without a title part. */
function links(md: string): string[] {
  return prose(md)
    .join("\n")
    .replace(/`[^`\n]*`/g, "")
    .match(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)
    ?.map((m) => m.replace(/^\]\(/, "").replace(/(\s+"[^"]*")?\)$/, "")) ?? [];
}

/** Paths the body names as skill files: `${CLAUDE_SKILL_DIR}/x` anywhere, and `references/x` style code spans. */
function namedPaths(md: string): string[] {
  const out = [...md.matchAll(/\$\{CLAUDE_SKILL_DIR\}\/([^\s"'`)]+)/g)].map((m) => m[1]!);
  for (const m of prose(md).join("\n").matchAll(/`((?:\.{1,2}\/)*(?:references|scripts|assets)\/[^`\s]+)`/g)) out.push(m[1]!);
  return out;
}

/** S8: every link and named path stays inside the skill, one level deep, and exists. */
function checkPaths(dir: string, body: string): string[] {
  const problems: string[] = [];
  const check = (from: string, target: string, rel: string): void => {
    const at = `S8 ${from}`;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) return;
    let path: string;
    try {
      path = decodeURI(target.split("#")[0]!);
    } catch {
      return void problems.push(`${at}: "${target}" is not a valid URI`);
    }
    if (path.includes("\\")) return void problems.push(`${at}: "${target}" uses a backslash; use forward slashes`);
    if (path.startsWith("/") || path.startsWith("~")) return void problems.push(`${at}: "${target}" is an absolute path; link relative to the skill folder`);
    if (path.split("/").includes("..")) return void problems.push(`${at}: "${target}" climbs out with "../"; keep every file inside the skill folder`);
    const full = resolve(dir, rel, path);
    if (!isInside(dir, full)) return void problems.push(`${at}: "${target}" leaves the skill folder`);
    const depth = relative(dir, full).split("/").length;
    if (depth > 2) problems.push(`${at}: "${target}" is nested ${depth - 1} folders deep; keep references one level deep`);
    if (!existsSync(full)) problems.push(`${at}: "${target}" does not exist in the skill folder`);
  };
  for (const t of links(body)) check("SKILL.md", t, ".");
  for (const p of namedPaths(body)) check("SKILL.md", p, ".");
  for (const ref of markdownFiles(dir).filter((f) => f !== "SKILL.md")) {
    const text = readFileSync(join(dir, ref), "utf8");
    for (const t of links(text)) check(ref, t, dirname(ref));
    for (const p of [...text.matchAll(/\$\{CLAUDE_SKILL_DIR\}\/([^\s"'`)]+)/g)].map((m) => m[1]!)) check(ref, p, ".");
  }
  return problems;
}

/** The skill's own Markdown: SKILL.md and references/**.md (not the compiled variants beside SKILL.md). */
function markdownFiles(dir: string): string[] {
  const out = existsSync(join(dir, "SKILL.md")) ? ["SKILL.md"] : [];
  const refs = join(dir, "references");
  if (existsSync(refs)) {
    for (const f of readdirSync(refs, { recursive: true, encoding: "utf8" })) if (f.endsWith(".md")) out.push(`references/${f}`);
  }
  return out;
}

/** S9: nothing that only works inside a plugin; MCP tool names come with a CLI fallback. */
function checkPortable(dir: string, body: string): string[] {
  const problems: string[] = [];
  for (const f of markdownFiles(dir)) {
    const text = f === "SKILL.md" ? body : readFileSync(join(dir, f), "utf8");
    for (const m of new Set(text.match(/\$\{?CLAUDE_PLUGIN_(ROOT|DATA)\}?/g) ?? [])) {
      problems.push(`S9 ${f}: uses ${m}, which a drop-in skill never gets; use \${CLAUDE_SKILL_DIR}`);
    }
  }
  if (/mcp__plugin_/.test(body) && !/\$\{CLAUDE_SKILL_DIR\}\/scripts\/\S+/.test(body)) {
    problems.push("S9 SKILL.md: names mcp__plugin_… tools but gives no fallback through ${CLAUDE_SKILL_DIR}/scripts/ for a drop-in install");
  }
  return problems;
}

/** S10: scripts are executable with a shebang (git mode 100755 when git tracks them); `scripts/chunks/` holds the bundle's modules, which are imported, never run. */
function checkScripts(dir: string): string[] {
  const scripts = join(dir, "scripts");
  if (!existsSync(scripts)) return [];
  const problems: string[] = [];
  for (const f of readdirSync(scripts, { recursive: true, encoding: "utf8" })) {
    const file = join(scripts, f);
    if (!statSync(file).isFile() || f.split(/[\\/]/)[0] === "chunks") continue;
    const at = `S10 scripts/${f}`;
    const head = readFileSync(file).subarray(0, 2).toString("latin1");
    if (head !== "#!") problems.push(`${at}: has no shebang line (#!/usr/bin/env node)`);
    const mode = gitMode(file);
    if (mode !== undefined) {
      if (mode !== "100755") problems.push(`${at}: git mode ${mode}, needs 100755 (git update-index --chmod=+x)`);
    } else if ((statSync(file).mode & 0o111) === 0) {
      problems.push(`${at}: not executable (mode ${(statSync(file).mode & 0o777).toString(8)}); chmod +x it`);
    }
  }
  return problems;
}

/** The mode git records for a file, or undefined when no repository tracks it. */
function gitMode(file: string): string | undefined {
  try {
    const out = execFileSync("git", ["-C", dirname(file), "ls-files", "-s", "--", basename(file)], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 10_000 });
    return out.trim() === "" ? undefined : out.trim().split(/\s+/)[0];
  } catch {
    return undefined;
  }
}

/** GitHub's heading anchor: lowercase, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** S10: reference files over TOC_MIN_LINES lines open with a table of contents; every table's links resolve. */
function checkReferenceTocs(dir: string): string[] {
  const problems: string[] = [];
  for (const f of markdownFiles(dir).filter((x) => x !== "SKILL.md")) {
    const text = readFileSync(join(dir, f), "utf8");
    const lines = text.split("\n");
    const at = `S10 ${f}`;
    const start = lines.slice(0, 12).findIndex((l) => /^#{2,3}\s+(contents|table of contents)\s*$/i.test(l));
    if (start < 0) {
      if (lines.length > TOC_MIN_LINES) problems.push(`${at}: ${lines.length} lines but no "## Contents" at the top; add a table of contents`);
      continue;
    }
    const entries = [];
    for (const l of lines.slice(start + 1)) {
      if (l.trim() === "") {
        if (entries.length > 0) break;
        continue;
      }
      const m = /^\s*[-*]\s+\[[^\]]+\]\(#([^)]+)\)/.exec(l);
      if (!m) break;
      entries.push(m[1]!);
    }
    const anchors = new Set(prose(text).filter((l) => /^#{1,6}\s/.test(l)).map((l) => slug(l.replace(/^#+\s+/, ""))));
    if (entries.length < 2) problems.push(`${at}: the table of contents needs a list of links to its sections`);
    for (const e of entries) if (!anchors.has(e)) problems.push(`${at}: the table of contents links to #${e}, which is no heading`);
  }
  return problems;
}

/**
 * S11 in TypeScript: the checks of Anthropic's quick_validate.py plus skills-ref's name-equals-
 * folder rule, restated over the `yaml` package in strict mode. Used when PyYAML is missing, and
 * compared with the Python runner when it is not.
 */
export function quickValidate(dir: string): string[] {
  const text = existsSync(join(dir, "SKILL.md")) ? readFileSync(join(dir, "SKILL.md"), "utf8") : undefined;
  if (text === undefined) return ["SKILL.md not found"];
  if (!text.startsWith("---")) return ["No YAML frontmatter found"];
  const m = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!m) return ["Invalid frontmatter format"];
  const doc = parseDocument(m[1]!, { strict: true, uniqueKeys: true, schema: "core" });
  if (doc.errors.length > 0) return [`Invalid YAML in frontmatter: ${doc.errors[0]!.message.split("\n")[0]}`];
  const fm = doc.toJS() as unknown;
  if (typeof fm !== "object" || fm === null || Array.isArray(fm)) return ["Frontmatter must be a YAML dictionary"];
  const f = fm as Record<string, unknown>;
  const problems: string[] = [];
  const unexpected = Object.keys(f).filter((k) => !(ALLOWED_KEYS as readonly string[]).includes(k)).sort();
  if (unexpected.length) problems.push(`Unexpected key(s) in SKILL.md frontmatter: ${unexpected.join(", ")}`);
  if (!("name" in f)) problems.push("Missing 'name' in frontmatter");
  if (!("description" in f)) problems.push("Missing 'description' in frontmatter");
  const name = f.name;
  if ("name" in f && typeof name !== "string") problems.push("Name must be a string");
  if (typeof name === "string") {
    const n = name.trim();
    if (n && !/^[a-z0-9-]+$/.test(n)) problems.push(`Name '${n}' should be kebab-case`);
    if (n.startsWith("-") || n.endsWith("-") || n.includes("--")) problems.push(`Name '${n}' cannot start/end with hyphen or contain consecutive hyphens`);
    if (n.length > 64) problems.push(`Name is too long (${n.length} characters)`);
    if (n.normalize("NFKC") !== basename(dir)) problems.push(`Directory name '${basename(dir)}' must match skill name '${n}'`);
  }
  const d = f.description;
  if ("description" in f && typeof d !== "string") problems.push("Description must be a string");
  if (typeof d === "string") {
    const t = d.trim();
    if (t.includes("<") || t.includes(">")) problems.push("Description cannot contain angle brackets (< or >)");
    if (t.length > 1024) problems.push(`Description is too long (${t.length} characters)`);
    if (t.length === 0) problems.push("Description must be non-empty");
  }
  const c = f.compatibility;
  if (c !== undefined && typeof c !== "string") problems.push("Compatibility must be a string");
  if (typeof c === "string" && c.length > 500) problems.push(`Compatibility is too long (${c.length} characters)`);
  return problems;
}
