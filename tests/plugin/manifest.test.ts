/**
 * Checks M1–M8 and P1–P7 (research report §8) on the real repo files, and on temp copies of them
 * with exactly one thing broken: each broken case first shows the problem is absent from the
 * copy, then breaks it and shows the check reports it — so every check is proven able to fail.
 */
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkMarketplace, checkPlugin } from "./checks.js";
import { REPO_ROOT, copyRepo, editJson, editMarketplace, editPluginJson, gitTrack, removeTempDirs, words, writeText } from "./fixtures.js";
import type { MarketplaceJson } from "./fixtures.js";

afterEach(removeTempDirs);

const BUNDLE = "${CLAUDE_PLUGIN_ROOT}/dist/opencode-mcp.mjs";

/** Adds an inline stdio server whose bundle exists and is staged in a fresh git repo. */
async function withMcpServer(dir: string): Promise<void> {
  await writeText(dir, "dist/opencode-mcp.mjs", "console.error('fixture');\n");
  await editPluginJson(dir, (p) => {
    p.userConfig = { opencode_bin: { type: "file", title: "OpenCode binary", description: "Path to opencode", required: false } };
    p.mcpServers = {
      opencode: { command: "node", args: [BUNDLE, "--bin=${user_config.opencode_bin}"], env: { OCW_STATE: "${CLAUDE_PLUGIN_DATA}" } },
    };
  });
  gitTrack(dir, ["dist/opencode-mcp.mjs"]);
}

/** Rewrites the inline server declared by withMcpServer. */
const editServer = (dir: string, edit: (server: Record<string, unknown>) => unknown) =>
  editPluginJson(dir, (p) => edit((p.mcpServers as Record<string, Record<string, unknown>>).opencode!));

const withReadme = (dir: string) => writeText(dir, "README.md", words(45));

const withHooks = (dir: string) =>
  writeText(dir, "hooks/hooks.json", JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: "command", command: "true" }] }] } }));

const githubEntry = (name: string) => ({ name, source: { source: "github", repo: "owner/other" }, description: "Another plugin for tests" });

interface Breakage {
  name: string;
  check: (root: string) => string[];
  problem: RegExp;
  setup?: (dir: string) => Promise<void>;
  breakIt: (dir: string) => Promise<unknown>;
}

type Edit<T> = (json: T) => unknown;

const market = (name: string, problem: RegExp, edit: Edit<MarketplaceJson>): Breakage =>
  ({ name: `marketplace ${name}`, check: checkMarketplace, problem, breakIt: (d) => editMarketplace(d, edit) });
const marketFile = (name: string, problem: RegExp, breakIt: Breakage["breakIt"]): Breakage =>
  ({ name: `marketplace ${name}`, check: checkMarketplace, problem, breakIt });
const plugin = (name: string, problem: RegExp, edit: Edit<Record<string, unknown>>): Breakage =>
  ({ name: `plugin ${name}`, check: checkPlugin, problem, breakIt: (d) => editPluginJson(d, edit) });
const pluginFile = (name: string, problem: RegExp, breakIt: Breakage["breakIt"], setup?: Breakage["setup"]): Breakage =>
  ({ name: `plugin ${name}`, check: checkPlugin, problem, breakIt, ...(setup ? { setup } : {}) });
const server = (name: string, problem: RegExp, edit: Edit<Record<string, unknown>>): Breakage =>
  ({ name: `plugin ${name}`, check: checkPlugin, problem, setup: withMcpServer, breakIt: (d) => editServer(d, edit) });

const MARKET = ".claude-plugin/marketplace.json";
const remote = (source: Record<string, unknown>) => ({ ...githubEntry("zz-remote"), source });

const BREAKAGES: Breakage[] = [
  marketFile("M1 - reports a missing marketplace.json", /^M1 .*file is missing/, (d) => rm(join(d, MARKET))),
  marketFile("M1 - reports invalid JSON", /^M1 .*invalid JSON/, (d) => writeText(d, MARKET, "{ nope")),
  marketFile("M1 - reports a top-level array", /^M1 .*got array/, (d) => writeText(d, MARKET, "[]")),
  market("M2 - reports an unknown top-level key", /^M2 marketplace\.owners: unknown key/, (m) => (m.owners = [])),
  market("M2 - reports a missing description", /^M2 marketplace\.description: missing/, (m) => delete m.description),
  market("M3 - rejects a name containing claude", /^M3 .*contains "claude"/, (m) => (m.name = "claude-tools")),
  market("M3 - rejects a name containing anthropic", /^M3 .*contains "anthropic"/, (m) => (m.name = "my-anthropic-kit")),
  market("M3 - rejects a reserved name", /^M3 .*"healthcare" is reserved/, (m) => (m.name = "healthcare")),
  market("M3 - rejects a name that is not kebab-case", /^M3 .*not kebab-case/, (m) => (m.name = "OpenCode_Tools")),
  market("M4 - reports a missing owner", /^M4 marketplace\.owner: expected an object/, (m) => delete (m as Record<string, unknown>).owner),
  market("M4 - reports an empty owner name", /^M4 marketplace\.owner\.name/, (m) => (m.owner.name = " ")),
  market("M4 - reports a malformed owner email", /^M4 marketplace\.owner\.email/, (m) => (m.owner.email = "not-an-email")),
  market("M4 - reports a malformed owner url", /^M4 marketplace\.owner\.url/, (m) => (m.owner.url = "github.com/owner")),
  market("M5 - reports an empty plugin list", /^M5 marketplace\.plugins: must be a non-empty array/, (m) => (m.plugins = [])),
  market("M5 - reports a duplicate plugin name", /^M5 plugins\[1\]\.name: duplicate name "opencode-worker"/, (m) => m.plugins.push({ ...m.plugins[0] })),
  market("M5 - reports plugins not sorted by name", /^M5 marketplace\.plugins: not sorted/, (m) => m.plugins.push(githubEntry("aaa-first"))),
  market("M5 - reports a plugin name outside [a-z0-9-]", /^M5 plugins\[1\]\.name: "Zed_Plugin"/, (m) => m.plugins.push(githubEntry("Zed_Plugin"))),
  market("M6 - reports an unknown entry key", /^M6 plugins\[0\]\.categroy: unknown key/, (m) => (m.plugins[0]!.categroy = "x")),
  market("M6 - reports a description under 10 chars", /^M6 plugins\[0\]\.description: must be a string of 10–2000/, (m) => (m.plugins[0]!.description = "Short")),
  market("M6 - reports an untrimmed description", /^M6 plugins\[0\]\.description: has leading or trailing whitespace/, (m) => (m.plugins[0]!.description = " Delegates coding tasks to OpenCode")),
  market("M6 - reports hidden Unicode in a description", /^M6 plugins\[0\]\.description: contains hidden Unicode/, (m) => (m.plugins[0]!.description = "Delegates coding\u200B tasks to OpenCode")),
  market("M7 - rejects a source without ./", /^M7 plugins\[0\]\.source: "plugins\/x" must start with "\.\/"/, (m) => (m.plugins[0]!.source = "plugins/x")),
  market("M7 - rejects a source with ..", /^M7 plugins\[0\]\.source: ".*" must not contain "\.\."/, (m) => (m.plugins[0]!.source = "./../elsewhere")),
  market("M7 - rejects a source folder without plugin.json", /^M7 plugins\[0\]\.source: "\.\/skills" has no \.claude-plugin\/plugin\.json/, (m) => (m.plugins[0]!.source = "./skills")),
  market("M7 - rejects shell metacharacters in a repo", /^M7 plugins\[1\]\.source\.repo: .*shell metacharacters/, (m) => m.plugins.push(remote({ source: "github", repo: "owner/repo;rm -rf ~" }))),
  market("M7 - rejects a short sha", /^M7 plugins\[1\]\.source\.sha: must be a full 40-character/, (m) => m.plugins.push(remote({ source: "github", repo: "owner/repo", sha: "abc1234" }))),
  market("M7 - rejects a plain-http url", /^M7 plugins\[1\]\.source\.url: .*neither an https URL nor owner\/repo/, (m) => m.plugins.push(remote({ source: "url", url: "http://example.com/x.git" }))),
  market("M7 - rejects an unknown source kind", /^M7 plugins\[1\]\.source\.source: unknown source kind "command"/, (m) => m.plugins.push(remote({ source: "command", command: "make" }))),
  market("M8 - reports an entry version that differs from plugin.json", /^M8 plugins\[0\]\.version: "9\.9\.9" differs/, (m) => (m.plugins[0]!.version = "9.9.9")),
  {
    name: "marketplace M8 - reports an entry name that differs from plugin.json",
    check: checkMarketplace,
    problem: /^M8 plugins\[0\]\.name: .*differs from plugin\.json name "opencode-worker-next"/,
    // The entry's source is the plugin folder the build writes: its plugin.json is the one compared.
    breakIt: (d) => editJson(d, "plugins/opencode-worker/.claude-plugin/plugin.json", (p) => (p.name = "opencode-worker-next")),
  },

  pluginFile("P1 - rejects an mcp.json inside .claude-plugin/", /^P1 \.claude-plugin\/mcp\.json:/, (d) => writeText(d, ".claude-plugin/mcp.json", "{}")),
  pluginFile("P1 - rejects a component folder inside .claude-plugin/", /^P1 \.claude-plugin\/skills:/, (d) => mkdir(join(d, ".claude-plugin/skills"))),
  plugin("P2 - rejects a name that is not kebab-case", /^P2 plugin\.json\.name: "OpenCode Worker"/, (p) => (p.name = "OpenCode Worker")),
  plugin("P2 - rejects a version that is not strict semver", /^P2 plugin\.json\.version: "1\.0" is not strict semver/, (p) => (p.version = "1.0")),
  pluginFile("P2 - rejects a version that differs from package.json", /^P2 plugin\.json\.version: .*differs from package\.json version "7\.0\.0"/, (d) => editJson(d, "package.json", (p) => (p.version = "7.0.0"))),
  pluginFile("P3 - reports plugin.json that is not JSON", /^P3 \.claude-plugin\/plugin\.json: invalid JSON/, (d) => writeText(d, ".claude-plugin/plugin.json", "name: opencode-worker")),
  plugin("P3 - reports an unknown key", /^P3 plugin\.json\.mcp_servers: unknown key/, (p) => (p.mcp_servers = {})),
  plugin("P3 - reports keywords given as a string", /^P3 plugin\.json\.keywords: expected an array of strings/, (p) => (p.keywords = "a,b")),
  plugin("P3 - reports an empty author name", /^P3 plugin\.json\.author\.name/, (p) => (p.author = { name: "" })),
  plugin("P3 - reports a homepage that is not a URL", /^P3 plugin\.json\.homepage: "example\.com" is not a URL/, (p) => (p.homepage = "example.com")),
  plugin("P4 - rejects a component path without ./", /^P4 plugin\.json\.commands: "commands" must start with "\.\/"/, (p) => (p.commands = "commands")),
  plugin("P4 - rejects a component path with ..", /^P4 plugin\.json\.agents: "\.\/\.\.\/agents" must not contain/, (p) => (p.agents = ["./../agents"])),
  plugin("P4 - rejects a component path with backslashes", /^P4 plugin\.json\.skills: .* must use forward slashes/, (p) => (p.skills = ".\\skills")),
  plugin("P4 - rejects a component path that does not exist", /^P4 plugin\.json\.outputStyles: "\.\/styles" does not exist/, (p) => (p.outputStyles = "./styles")),
  server("P5 - rejects a relative bundle path", /^P5 plugin\.json mcpServers\.opencode\.args\[0\]: "\.\/dist\/opencode-mcp\.mjs" must start with \$\{CLAUDE_PLUGIN_ROOT\}\//, (s) => (s.args = ["./dist/opencode-mcp.mjs"])),
  server("P5 - rejects a bare bundle path", /^P5 .*args\[0\]: "dist\/opencode-mcp\.mjs" must start with/, (s) => (s.args = ["dist/opencode-mcp.mjs"])),
  server("P5 - rejects a bundle that does not exist", /^P5 .*args\[0\]: ".*\/dist\/missing\.mjs" does not exist/, (s) => (s.args = ["${CLAUDE_PLUGIN_ROOT}/dist/missing.mjs"])),
  server("P5 - rejects an empty command", /^P5 .*opencode\.command: must be a non-empty string/, (s) => (s.command = "")),
  server("P5 - rejects a non-string env value", /^P5 .*opencode\.env: values must be strings/, (s) => (s.env = { OCW_PORT: 4096 })),
  server("P5 - rejects an undeclared user_config key", /^P5 .*\$\{user_config\.model\} is not declared/, (s) => (s.args = [BUNDLE, "--model=${user_config.model}"])),
  server("P5 - rejects a literal secret", /^P5 .*looks like a literal secret/, (s) => (s.env = { OPENAI_API_KEY: "sk-abcdefghijklmnopqrstuvwx" })),
  pluginFile("P5 - rejects a bundle that git does not track", /^P5 .*args\[0\]: ".*\/dist\/untracked\.mjs" is not tracked by git/, async (d) => {
    await writeText(d, "dist/untracked.mjs", "\n");
    await editServer(d, (s) => (s.args = ["${CLAUDE_PLUGIN_ROOT}/dist/untracked.mjs"]));
  }, withMcpServer),
  pluginFile("P5 - rejects an unwrapped .mcp.json", /^P5 \.\/\.mcp\.json: servers must be wrapped/, (d) => writeText(d, ".mcp.json", JSON.stringify({ other: { command: "node" } })), withMcpServer),
  pluginFile("P5 - rejects a .mcp.json that is not JSON", /^P5 \.\/\.mcp\.json: invalid JSON/, (d) => writeText(d, ".mcp.json", "{"), withMcpServer),
  pluginFile("P5 - rejects a server name declared twice", /^P5 \.\/\.mcp\.json mcpServers\.opencode: server name already declared in plugin\.json mcpServers/, (d) => writeText(d, ".mcp.json", JSON.stringify({ mcpServers: { opencode: { command: "node", args: [BUNDLE] } } })), withMcpServer),
  pluginFile("P6 - rejects a root CLAUDE.md", /^P6 CLAUDE\.md:/, (d) => writeText(d, "CLAUDE.md", "# notes\n")),
  pluginFile("P6 - rejects a README under 40 words", /^P6 README\.md: has 39 words, needs at least 40/, (d) => writeText(d, "README.md", words(39)), withReadme),
  pluginFile("P6 - rejects a missing README", /^P6 README\.md: missing/, (d) => rm(join(d, "README.md")), withReadme),
  pluginFile("P7 - rejects a hooks.json that is not JSON", /^P7 \.\/hooks\/hooks\.json: invalid JSON/, (d) => writeText(d, "hooks/hooks.json", "{ hooks: "), withHooks),
  pluginFile("P7 - rejects an unknown hook event", /^P7 \.\/hooks\/hooks\.json hooks\.OnSave: unknown hook event/, (d) => writeText(d, "hooks/hooks.json", JSON.stringify({ hooks: { OnSave: [] } })), withHooks),
  pluginFile("P7 - rejects events not wrapped in hooks", /^P7 \.\/hooks\/hooks\.json: expected an object with a "hooks" object/, (d) => writeText(d, "hooks/hooks.json", JSON.stringify({ SessionStart: [] })), withHooks),
];

describe("the real repo", () => {
  it("marketplace - marketplace.json passes M1–M8", () => {
    expect(checkMarketplace(REPO_ROOT)).toEqual([]);
  });

  it("plugin - plugin.json and the plugin layout pass P1–P7", () => {
    expect(checkPlugin(REPO_ROOT)).toEqual([]);
  });
});

describe("a copy with one thing broken", () => {
  it.each(BREAKAGES)("$name", async ({ check, problem, setup, breakIt }) => {
    const dir = await copyRepo();
    await setup?.(dir);
    expect(check(dir)).not.toContainEqual(expect.stringMatching(problem));
    await breakIt(dir);
    expect(check(dir)).toContainEqual(expect.stringMatching(problem));
  });

  it("plugin P5 - accepts a committed bundle reached through ${CLAUDE_PLUGIN_ROOT}", async () => {
    const dir = await copyRepo();
    await withMcpServer(dir);
    expect(checkPlugin(dir).filter((p) => p.startsWith("P5"))).toEqual([]);
  });

  it("plugin P5 - accepts the same servers moved to a wrapped .mcp.json", async () => {
    const dir = await copyRepo();
    await withMcpServer(dir);
    let servers: unknown;
    await editPluginJson(dir, (p) => {
      servers = p.mcpServers;
      delete p.mcpServers;
    });
    await writeText(dir, ".mcp.json", JSON.stringify({ mcpServers: servers }));
    expect(checkPlugin(dir).filter((p) => p.startsWith("P5"))).toEqual([]);
  });

  it("plugin P7 - accepts a hooks.json with known events", async () => {
    const dir = await copyRepo();
    await withHooks(dir);
    expect(checkPlugin(dir).filter((p) => p.startsWith("P7"))).toEqual([]);
  });
});
