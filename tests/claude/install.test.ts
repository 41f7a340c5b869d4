/**
 * Installing the plugin the way a user does, with the real Claude Code CLI in a fresh temp HOME,
 * from a git marketplace: the checkout (as a clone of it holds it, with the plugin folder the
 * build wrote) committed to a bare repository served by `git http-backend` on loopback, so the
 * CLI clones it as it would from GitHub. `claude plugin marketplace add <url>`, `claude plugin
 * install opencode-worker@<marketplace>`; then the installed copy is small and holds no
 * node_modules (no package.json + lockfile, so Claude Code ran no `npm ci`), `claude mcp list` in
 * a fresh project shows our server connected (the copy's bundled ocw answering), and `claude
 * plugin details` sees every skill, every command and the server. The install's wall time is
 * printed, not asserted (it depends on the machine's load).
 */
import { lstat, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureTool } from "../../scripts/tools.js";
import { MCP_SERVER, PLUGIN, PLUGIN_DIR, REPO_ROOT, claudeEnv, marketplaceName, readSkills, runCli, type CliResult } from "../helpers/claude-cli.js";
import { bareRepo, checkoutFiles, serveGit, type GitServer } from "./git-server.js";

const CLI_TIMEOUT_MS = 120_000;
/** The ceiling for the installed copy. */
const MAX_INSTALLED_BYTES = 15 * 1000 * 1000;
const COMMANDS = ["cancel", "delegate", "jobs", "result", "setup"];

let claude: string;
let root: string;
let home: string;
let git: GitServer;
let market: string;
let installed: { add: CliResult; install: CliResult; seconds: number };
let installPath: string;

beforeAll(async () => {
  claude = await ensureTool("claude");
  root = await mkdtemp(join(tmpdir(), "ocw-claude-install-"));
  home = join(root, "home");
  await mkdir(home, { recursive: true });
  market = await marketplaceName();
  const repos = join(root, "repos");
  await mkdir(repos, { recursive: true });
  await bareRepo(repos, "opencode-worker", REPO_ROOT, checkoutFiles(REPO_ROOT));
  git = await serveGit(repos, "opencode-worker");
  const env = claudeEnv(home);
  const t = performance.now();
  const add = await runCli(claude, ["plugin", "marketplace", "add", git.url], { env, cwd: home, timeoutMs: CLI_TIMEOUT_MS });
  const install = await runCli(claude, ["plugin", "install", `${PLUGIN}@${market}`], { env, cwd: home, timeoutMs: CLI_TIMEOUT_MS });
  installed = { add, install, seconds: (performance.now() - t) / 1000 };
  installPath = join(home, ".claude", "plugins", "cache", market, PLUGIN);
  const versions = await readdir(installPath).catch(() => [] as string[]);
  installPath = join(installPath, versions[0] ?? "(none)");
  process.stderr.write(`install: marketplace add + plugin install took ${installed.seconds.toFixed(1)} s\n`);
}, 300_000);

afterAll(async () => {
  await git?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function cli(args: string[], cwd = home): Promise<CliResult> {
  const r = await runCli(claude, args, { env: claudeEnv(home, { OCW_HOME: join(root, "ocw") }), cwd, timeoutMs: CLI_TIMEOUT_MS });
  expect(r.timedOut, `claude ${args.join(" ")} timed out`).toBe(false);
  return r;
}

/** Every file under `dir` with its size; symlinks and node_modules folders listed apart. */
async function inventory(dir: string): Promise<{ bytes: number; files: string[]; links: string[]; nodeModules: string[] }> {
  const out = { bytes: 0, files: [] as string[], links: [] as string[], nodeModules: [] as string[] };
  const walk = async (d: string, rel: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.name === "node_modules") out.nodeModules.push(r);
      if (e.isSymbolicLink()) out.links.push(r);
      else if (e.isDirectory()) await walk(join(d, e.name), r);
      else {
        out.files.push(r);
        out.bytes += (await lstat(join(d, e.name))).size;
      }
    }
  };
  await walk(dir, "");
  return out;
}

describe("claude plugin install from a git marketplace", () => {
  it("install - marketplace add (a clone over HTTP) and plugin install succeed under the marketplace's own name", { timeout: 30_000 }, async () => {
    expect(installed.add.code, installed.add.stdout + installed.add.stderr).toBe(0);
    expect(installed.add.stdout).toContain(`Cloning repository`);
    expect(installed.add.stdout).toContain(`Successfully added marketplace: ${market}`);
    expect(installed.install.code, installed.install.stdout + installed.install.stderr).toBe(0);
    expect(installed.install.stdout).toContain(`Successfully installed plugin: ${PLUGIN}@${market}`);
    const list = await cli(["plugin", "list", "--json"]);
    expect(list.code, list.stderr).toBe(0);
    const entry = (JSON.parse(list.stdout) as { id: string; installPath?: string }[]).find((p) => p.id === `${PLUGIN}@${market}`);
    expect(entry?.installPath).toBe(installPath);
  });

  it("install - the installed copy is at most 15 MB of real files: no node_modules, no package.json or lockfile, no symlinks", async () => {
    const inv = await inventory(installPath);
    expect(inv.nodeModules).toEqual([]);
    expect(inv.links).toEqual([]);
    expect(inv.files.filter((f) => /(^|\/)(package\.json|package-lock\.json|npm-shrinkwrap\.json)$/.test(f))).toEqual([]);
    expect(inv.files).toContain("skills/opencode-worker/scripts/ocw.mjs");
    process.stderr.write(`install: installed copy ${inv.bytes} bytes in ${inv.files.length} files\n`);
    expect(inv.bytes).toBeLessThanOrEqual(MAX_INSTALLED_BYTES);
    // It is the plugin folder the build wrote, file for file.
    expect(inv.files.sort()).toEqual((await inventory(join(REPO_ROOT, PLUGIN_DIR))).files.sort());
  });

  it("install - claude mcp list in a fresh project shows the plugin's server connected, running the copy's bundled ocw", { timeout: 90_000 }, async () => {
    const project = join(root, "project");
    await mkdir(project, { recursive: true });
    const r = await cli(["mcp", "list"], project);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const line = r.stdout.split("\n").find((l) => l.startsWith(`${MCP_SERVER}:`));
    expect(line, r.stdout).toBeDefined();
    expect(line).toContain(`${join(installPath, "skills", "opencode-worker", "scripts", "ocw.mjs")} mcp`);
    expect(line).toContain("✔ Connected");
  });

  it("install - claude plugin details inventories every skill and command on disk and the MCP server", { timeout: 30_000 }, async () => {
    const r = await cli(["plugin", "details", PLUGIN]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const skills = (await readSkills(installPath)).map((s) => s.name);
    const commands = (await readdir(join(installPath, "commands"))).filter((f) => f.endsWith(".md")).map((f) => f.slice(0, -3));
    expect(commands.sort()).toEqual(COMMANDS);
    // The client lists skills and commands together under "Skills".
    const expected = [...skills, ...commands].sort();
    const inventoryLine = /Skills \((\d+)\)\s+(.*)/.exec(r.stdout);
    expect(inventoryLine?.[1]).toBe(String(expected.length));
    expect(inventoryLine?.[2]!.split(",").map((s) => s.trim()).sort()).toEqual(expected);
    expect(r.stdout).toMatch(/MCP servers \(1\)\s+ocw/);
  });
});
