/**
 * Installing the plugin the way a user does, with the real Claude Code CLI in a temp HOME:
 * `claude plugin marketplace add <copy of the repo>`, `claude plugin install
 * opencode-worker@<marketplace>`, then `claude mcp list` in a fresh project shows our server
 * connected (Claude Code runs no build, so this is the committed dist/ocw.mjs answering), and
 * `claude plugin details` sees every skill and the server.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureTool } from "../../scripts/tools.js";
import { MCP_SERVER, PLUGIN, claudeEnv, copyPlugin, installPlugin, marketplaceName, readSkills, runCli, type CliResult } from "../helpers/claude-cli.js";

const CLI_TIMEOUT_MS = 60_000;

let claude: string;
let root: string;
let home: string;
let pluginDir: string;
let installed: { add: CliResult; install: CliResult };

beforeAll(async () => {
  claude = await ensureTool("claude");
  root = await mkdtemp(join(tmpdir(), "ocw-claude-install-"));
  home = join(root, "home");
  await mkdir(home, { recursive: true });
  pluginDir = await copyPlugin(join(root, "marketplace"));
  installed = await installPlugin(claude, home, pluginDir, CLI_TIMEOUT_MS);
}, 150_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function cli(args: string[], cwd = home): Promise<CliResult> {
  const r = await runCli(claude, args, { env: claudeEnv(home, { OCW_HOME: join(root, "ocw") }), cwd, timeoutMs: CLI_TIMEOUT_MS });
  expect(r.timedOut, `claude ${args.join(" ")} timed out`).toBe(false);
  return r;
}

describe("claude plugin install", () => {
  it("install - marketplace add and plugin install succeed under the marketplace's own name", { timeout: 30_000 }, async () => {
    const name = await marketplaceName(pluginDir);
    expect(installed.add.code, installed.add.stdout + installed.add.stderr).toBe(0);
    expect(installed.add.stdout).toContain(`Successfully added marketplace: ${name}`);
    expect(installed.install.code, installed.install.stdout + installed.install.stderr).toBe(0);
    expect(installed.install.stdout).toContain(`Successfully installed plugin: ${PLUGIN}@${name}`);
    const list = await cli(["plugin", "list", "--json"]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(`${PLUGIN}@${name}`);
  });

  it("install - claude mcp list in a fresh project shows the plugin's server connected, running the copy's dist/ocw.mjs", { timeout: 90_000 }, async () => {
    const project = join(root, "project");
    await mkdir(project, { recursive: true });
    const r = await cli(["mcp", "list"], project);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const line = r.stdout.split("\n").find((l) => l.startsWith(`${MCP_SERVER}:`));
    expect(line, r.stdout).toBeDefined();
    expect(line).toContain(`${join(pluginDir, "dist", "ocw.mjs")} mcp`);
    expect(line).toContain("✔ Connected");
  });

  it("install - claude plugin details inventories every skill on disk and the MCP server", { timeout: 30_000 }, async () => {
    const r = await cli(["plugin", "details", PLUGIN]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const skills = (await readSkills(pluginDir)).map((s) => s.name).sort();
    const inventory = /Skills \((\d+)\)\s+(.*)/.exec(r.stdout);
    expect(inventory?.[1]).toBe(String(skills.length));
    expect(inventory?.[2]!.split(",").map((s) => s.trim()).sort()).toEqual(skills);
    expect(r.stdout).toMatch(/MCP servers \(1\)\s+ocw/);
    expect(r.stdout).toMatch(/Always-on:\s+~\d+ tok/);
  });
});
