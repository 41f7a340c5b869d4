/**
 * The plugin's slash commands in the real Claude Code client, headless: the plugin installed
 * from a copy of the marketplace into a temp HOME, `claude -p` against a scripted Anthropic API
 * on loopback. The client lists every command; none reaches the model before it is invoked
 * (user-only: 0 always-on tokens); on invoke the prompt that goes out is the command's short
 * text, and /jobs carries what the bundled ocw printed, run by the client before the prompt went
 * out. A `!` line that fails (a job id that is not one) shows ocw's error to the user and sends
 * the model nothing.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureTool } from "../../scripts/tools.js";
import { contentText, requestText, startAnthropicReplay, type AnthropicReplay, type MessagesRequest } from "../helpers/anthropic-replay.js";
import { PLUGIN, PLUGIN_DIR, commandPrompt, copyPlugin, headlessEnv, installPlugin, readCommands, runCli, skillListing, type CliResult, type CommandFile } from "../helpers/claude-cli.js";
import { countTokens } from "../helpers/tokens.js";

const run = promisify(execFile);
const CLI_TIMEOUT_MS = 120_000;
const COMMAND_ON_INVOKE = 60;

let claude: string;
let root: string;
let home: string;
let project: string;
let pluginDir: string;
let commands: CommandFile[];
let api: AnthropicReplay;

beforeAll(async () => {
  claude = await ensureTool("claude");
  root = await mkdtemp(join(tmpdir(), "ocw-claude-commands-"));
  home = join(root, "home");
  project = join(root, "project");
  await mkdir(home, { recursive: true });
  await mkdir(project, { recursive: true });
  const market = await copyPlugin(join(root, "marketplace"));
  pluginDir = join(market, PLUGIN_DIR);
  const { add, install } = await installPlugin(claude, home, market);
  expect(add.code, add.stdout + add.stderr).toBe(0);
  expect(install.code, install.stdout + install.stderr).toBe(0);
  commands = await readCommands(pluginDir);
  api = await startAnthropicReplay(() => ({ text: "ok" }));
}, 180_000);

afterAll(async () => {
  await api?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const env = (): Record<string, string> => headlessEnv(home, api.baseURL, { OCW_HOME: join(root, "ocw") });

/** One `claude -p <prompt>` in stream-json; its events and the API requests it made. */
async function headless(prompt: string): Promise<{ cli: CliResult; events: Record<string, unknown>[]; requests: MessagesRequest[] }> {
  const before = api.messages().length;
  const cli = await runCli(claude, ["-p", prompt, "--output-format", "stream-json", "--verbose", "--max-turns", "2"], { env: env(), cwd: project, timeoutMs: CLI_TIMEOUT_MS });
  expect(cli.timedOut, cli.stderr).toBe(false);
  expect(cli.code, cli.stdout + cli.stderr).toBe(0);
  const events = cli.stdout.split("\n").filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  return { cli, events, requests: api.messages().slice(before) };
}

/** The user turn the client built for an invoked command: the text blocks after its `<command-name>` block. */
function commandTurn(req: MessagesRequest, name: string): string | undefined {
  for (const m of req.messages) {
    if (m.role !== "user" || typeof m.content === "string") continue;
    const at = m.content.findIndex((b) => b.type === "text" && (b.text ?? "").includes(`<command-name>/${PLUGIN}:${name}</command-name>`));
    if (at >= 0) return contentText(m.content.slice(at + 1));
  }
  return undefined;
}

describe("slash commands in the real client", () => {
  it("commands - the client lists all five; the model's first request carries none of them (0 always-on) while the skills are listed", { timeout: 150_000 }, async () => {
    const { events, requests } = await headless("hello");
    const init = events.find((e) => e.type === "system" && e.subtype === "init") as { slash_commands?: string[] } | undefined;
    expect(commands.map((c) => c.name)).toEqual(["cancel", "delegate", "jobs", "result", "setup"]);
    for (const c of commands) expect(init?.slash_commands ?? [], c.name).toContain(`${PLUGIN}:${c.name}`);
    const first = requests[0]!;
    expect([...skillListing(first).keys()]).toEqual(expect.arrayContaining([`${PLUGIN}:opencode-worker`, `${PLUGIN}:model-setup`]));
    const sent = requestText(first);
    for (const c of commands) {
      expect(sent, c.name).not.toContain(`${PLUGIN}:${c.name}`);
      expect(sent, c.name).not.toContain(String(c.meta.description));
    }
  });

  it("commands - /jobs runs the bundled ocw before the prompt goes out: the model gets ocw's list and the short prompt", { timeout: 150_000 }, async () => {
    const ocw = join(pluginDir, "skills", "opencode-worker", "scripts", "ocw.mjs");
    const listed = (await run(process.execPath, [ocw, "jobs"], { cwd: project, env: { ...env(), HOME: home } })).stdout.trim();
    expect(listed.length).toBeGreaterThan(0);
    const { requests } = await headless(`/${PLUGIN}:jobs`);
    expect(requests.length).toBe(1);
    const turn = commandTurn(requests[0]!, "jobs");
    expect(turn, JSON.stringify(requests[0]!.messages)).toBeDefined();
    expect(turn).toContain(listed);
    const jobs = commands.find((c) => c.name === "jobs")!;
    expect(turn).toContain(commandPrompt(jobs.body).trim());
    expect(turn).not.toContain("!`");
  });

  it("commands - a failing ! line (not a job id) shows ocw's error to the user and sends the model nothing", { timeout: 150_000 }, async () => {
    const { cli, requests } = await headless(`/${PLUGIN}:result nojob`);
    expect(requests).toEqual([]);
    expect(cli.stdout).toContain('\\"nojob\\" is not a job id');
  });

  it("commands - /delegate and /setup reach the model as their short prompt with the user's words, each within 60 tokens", { timeout: 200_000 }, async () => {
    for (const [name, args] of [["delegate", "add a --times flag to greet.py"], ["setup", "qwen3-coder on llama.cpp"]] as const) {
      const { requests } = await headless(`/${PLUGIN}:${name} ${args}`);
      expect(requests.length, name).toBe(1);
      const turn = commandTurn(requests[0]!, name);
      const c = commands.find((x) => x.name === name)!;
      expect(turn?.trim(), name).toBe(commandPrompt(c.body, args).trim());
      expect(countTokens(commandPrompt(c.body)), name).toBeLessThanOrEqual(COMMAND_ON_INVOKE);
    }
  });
});
