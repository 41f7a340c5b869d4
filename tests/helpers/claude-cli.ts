/**
 * Driving the real, pinned Claude Code CLI from tests and benches: an environment that cannot
 * reach a real account (temp HOME, telemetry and non-essential traffic off, no inherited
 * ANTHROPIC_* / CLAUDE* / XDG_* variables), a runner that kills the whole process group on
 * timeout, the plugin installed from a temp copy of the repo, and readers for what the client
 * puts in front of the model (the skill listing). No vitest here: scripts/bench uses it too.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { PLUGIN_DIR } from "../../scripts/plugin-folder.js";
import { contentText, type MessagesRequest } from "./anthropic-replay.js";

export { PLUGIN_DIR };

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const PLUGIN = "opencode-worker";
/** The MCP server as Claude Code names it, and the prefix of its tools as the model sees them. */
export const MCP_SERVER = `plugin:${PLUGIN}:ocw`;
export const MCP_TOOL_PREFIX = `mcp__plugin_${PLUGIN}_ocw__`;

/**
 * A local marketplace as a user's clone holds it: the marketplace manifest and the plugin folder
 * `npm run build` writes (runtime parts only: with no package.json + lockfile there, Claude Code
 * runs no `npm ci` into its cache copy).
 */
const INSTALL_FILES = [".claude-plugin/marketplace.json", PLUGIN_DIR] as const;

export interface CliResult {
  readonly code: number | null;
  readonly timedOut: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

/** The caller's environment minus anything that could point the CLI at a real account or config. */
export function claudeEnv(home: string, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || /^(ANTHROPIC_|CLAUDE|XDG_)/.test(key)) continue;
    env[key] = value;
  }
  return { ...env, HOME: home, DISABLE_TELEMETRY: "1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1", DISABLE_AUTOUPDATER: "1", ...extra };
}

/** The env for `claude -p` against a scripted API server at `baseURL`. */
export function headlessEnv(home: string, baseURL: string, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  return claudeEnv(home, { ANTHROPIC_BASE_URL: baseURL, ANTHROPIC_API_KEY: "sk-ant-replay-not-a-key", ...extra });
}

/**
 * Run `bin args` in its own process group; on timeout the whole group (claude, its MCP servers,
 * their children) gets SIGKILL. A non-zero exit is a result, not a throw.
 */
export function runCli(bin: string, args: readonly string[], opts: { env: Record<string, string>; cwd: string; timeoutMs: number }): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env: opts.env, cwd: opts.cwd, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, opts.timeoutMs);
    child.once("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, stdout, stderr });
    });
  });
}

/** A copy of the marketplace under `dir` (its root); the installed plugin is `join(dir, PLUGIN_DIR)`. */
export async function copyPlugin(dir: string): Promise<string> {
  if (!existsSync(join(REPO_ROOT, PLUGIN_DIR, ".claude-plugin", "plugin.json"))) throw new Error(`${PLUGIN_DIR} is missing: run npm run build`);
  await mkdir(dir, { recursive: true });
  for (const f of INSTALL_FILES) await cp(join(REPO_ROOT, f), join(dir, f), { recursive: true });
  return dir;
}

/** The marketplace name the plugin is installed under, as the repo declares it. */
export async function marketplaceName(root = REPO_ROOT): Promise<string> {
  return (JSON.parse(await readFile(join(root, ".claude-plugin", "marketplace.json"), "utf8")) as { name: string }).name;
}

/** `claude plugin marketplace add <source>` + `claude plugin install opencode-worker@<marketplace>` in `home`. */
export async function installPlugin(bin: string, home: string, source: string, timeoutMs = 60_000): Promise<{ add: CliResult; install: CliResult }> {
  const env = claudeEnv(home);
  const add = await runCli(bin, ["plugin", "marketplace", "add", source], { env, cwd: home, timeoutMs });
  const install = await runCli(bin, ["plugin", "install", `${PLUGIN}@${await marketplaceName(source)}`], { env, cwd: home, timeoutMs });
  return { add, install };
}

/** Flags for a bounded headless turn that may call our MCP tools without a prompt. */
export function printArgs(prompt: string, extra: readonly string[] = []): string[] {
  return ["-p", prompt, "--output-format", "json", "--max-turns", "60", "--allowedTools", `${MCP_TOOL_PREFIX}*`, ...extra];
}

export interface SkillFile {
  /** The folder name under skills/. */
  readonly dir: string;
  readonly name: string;
  readonly description: string;
  /** The file's full text. */
  readonly text: string;
}

/** Every skills/<dir>/SKILL.md under `root`, with its frontmatter name and description. */
export async function readSkills(root = REPO_ROOT): Promise<SkillFile[]> {
  const skillsDir = join(root, "skills");
  const out: SkillFile[] = [];
  for (const d of (await readdir(skillsDir, { withFileTypes: true })).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(skillsDir, d.name, "SKILL.md");
    if (!existsSync(file)) continue;
    const text = await readFile(file, "utf8");
    const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    if (!fm) throw new Error(`${file}: no YAML frontmatter`);
    const meta = parseYaml(fm[1]!) as { name?: unknown; description?: unknown };
    out.push({ dir: d.name, name: String(meta.name ?? d.name), description: String(meta.description ?? ""), text });
  }
  return out;
}

export interface CommandFile {
  /** The file name without .md: the command is /<plugin>:<name>. */
  readonly name: string;
  readonly meta: Readonly<Record<string, unknown>>;
  /** The prompt after the frontmatter, as written. */
  readonly body: string;
}

/** Every commands/<name>.md under `root`, sorted by name, with its parsed frontmatter. */
export async function readCommands(root = REPO_ROOT): Promise<CommandFile[]> {
  const dir = join(root, "commands");
  const out: CommandFile[] = [];
  for (const f of (await readdir(dir)).filter((n) => n.endsWith(".md")).sort()) {
    const text = await readFile(join(dir, f), "utf8");
    const fm = /^---\n([\s\S]*?)\n---\n/.exec(text);
    if (!fm) throw new Error(`${join(dir, f)}: no YAML frontmatter`);
    out.push({ name: f.slice(0, -3), meta: (parseYaml(fm[1]!) ?? {}) as Record<string, unknown>, body: text.slice(fm[0].length) });
  }
  return out;
}

/** A command's prompt as it reaches the model, less what its `!` lines print (ocw's answer, counted as such). */
export function commandPrompt(body: string, args = ""): string {
  return body.replace(/^!`[^`]*`\n\n?/gm, "").replaceAll("$ARGUMENTS", args);
}

const LISTING_HEAD = "The following skills are available for use with the Skill tool:";

/**
 * The skill listing Claude Code put in a request: skill name → the listed line's description.
 * 2.1.332 sends it in a `role: "system"` message after the first user message; the system
 * prompt and user messages are read too in case a later client moves it.
 */
export function skillListing(req: MessagesRequest): Map<string, string> {
  const system = typeof req.system === "string" ? req.system : (req.system ?? []).map((b) => b.text ?? "").join("\n");
  const texts = [system, ...req.messages.filter((m) => m.role !== "assistant").map((m) => contentText(m.content))];
  const listing = new Map<string, string>();
  for (const t of texts) {
    const at = t.indexOf(LISTING_HEAD);
    if (at < 0) continue;
    // Entries are "- name: description", one per line; a description may run on to further lines.
    let current: string | undefined;
    for (const line of t.slice(at + LISTING_HEAD.length).split("\n")) {
      const entry = /^- ([^\s:]+(?::[^\s:]+)?): (.*)$/.exec(line);
      if (entry) {
        current = entry[1]!;
        listing.set(current, entry[2]!);
      } else if (current && line.trim() && !line.startsWith("Today's date")) {
        listing.set(current, `${listing.get(current)!}\n${line}`);
      } else {
        current = undefined;
      }
    }
  }
  return listing;
}

/** The exact listing line Claude Code sends for one skill (what it costs in every session). */
export function listingLine(name: string, description: string): string {
  return `- ${name}: ${description}`;
}

/** Whitespace-insensitive form, for comparing a description with what was listed. */
export const squash = (s: string): string => s.replace(/\s+/g, " ").trim();

/** The text Claude Code injected right after the Skill tool_result for `skill` (the rendered SKILL.md), if it did. */
export function injectedSkill(req: MessagesRequest, skill: string): string | undefined {
  const msgs = req.messages;
  for (let i = 0; i < msgs.length; i++) {
    const m = msgs[i]!;
    if (m.role !== "assistant" || typeof m.content === "string") continue;
    const use = m.content.find((b) => b.type === "tool_use" && b.name === "Skill" && (b.input as { skill?: string }).skill === skill);
    if (!use) continue;
    // The tool_result says "Launching skill: …"; the SKILL.md arrives as text beside it in the same user turn.
    const reply = msgs[i + 1];
    if (!reply || typeof reply.content === "string") return undefined;
    const texts = reply.content.filter((b) => b.type === "text").map((b) => b.text ?? "");
    return texts.length ? texts.join("\n") : undefined;
  }
  return undefined;
}

/**
 * The plugin's MCP server's always-on text in a request, exactly as sent: its instructions
 * section (`## plugin:<plugin>:<server>` and what follows, empty when it sends none) and the
 * deferred tool-name lines, each with its newline.
 */
export function mcpAlwaysOn(req: MessagesRequest): { instructions: string; toolNames: string } {
  const all = req.messages.filter((m) => m.role !== "assistant").map((m) => contentText(m.content)).join("\n");
  const section = new RegExp(`^## plugin:${PLUGIN}:[^\\n]*\\n([\\s\\S]*?)(?:\\n\\n|$)`, "m").exec(all);
  const names = all.match(new RegExp(`^mcp__plugin_${PLUGIN}_[^\\s]+$`, "gm")) ?? [];
  return { instructions: section ? section[0] : "", toolNames: names.map((n) => `${n}\n`).join("") };
}
