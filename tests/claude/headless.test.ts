/**
 * The whole loop in the real Claude Code client, headless: the plugin installed from a copy of
 * the repo into a temp HOME, `claude -p` talking to a scripted Anthropic API on loopback, the MCP
 * server Claude Code spawns (the committed dist/ocw.mjs) dispatching to the real OpenCode, which
 * talks to the replay model. The scripted Claude (tests/helpers/delegation.ts) reads each
 * tool_result to choose its next call, as a model would: the skill, ToolSearch for our deferred
 * tool, dispatch, wait, the worker's permission request answered, the verdict, apply. What
 * reaches it in its next request is what a real Claude would see.
 */
import { mkdir, mkdtemp, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureTool } from "../../scripts/tools.js";
import { contentText, startAnthropicReplay, type AnthropicReplay } from "../helpers/anthropic-replay.js";
import { MCP_TOOL_PREFIX, PLUGIN, PLUGIN_DIR, copyPlugin, headlessEnv, installPlugin, readSkills, runCli, skillListing, squash, type CliResult } from "../helpers/claude-cli.js";
import { delegation, WORKER_TOOL_API } from "../helpers/delegation.js";
import { countTokens } from "../helpers/tokens.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const CLAUDE_TIMEOUT_MS = 120_000;
const SCRIPTS = {
  // Asks to run a shell command: the scripted Claude must answer the permission request.
  honest: { turns: [{ text: "- writing it with the shell", tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  // Claims success without touching the file: the grader, not the claim, decides.
  liar: { turns: [{ text: "- all done, hello.txt written", result: "built" }] },
};

let claude: string;
let w: JobsWorld;
let home: string;
let project: string;
/** The plugin copy Claude Code installed: the skills it lists are these, not the repo's (which may be mid-edit). */
let pluginDir: string;

beforeAll(async () => {
  claude = await ensureTool("claude");
  w = await makeJobsWorld("ocw-claude-e2e-", SCRIPTS);
  home = join(w.world.root, "claude-home");
  project = join(w.world.root, "project");
  await mkdir(home, { recursive: true });
  await mkdir(project, { recursive: true });
  pluginDir = await copyPlugin(await mkdtemp(join(w.world.root, "marketplace-")));
  const { add, install } = await installPlugin(claude, home, pluginDir);
  expect(add.code, add.stdout + add.stderr).toBe(0);
  expect(install.code, install.stdout + install.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

interface Run {
  readonly cli: CliResult;
  readonly api: AnthropicReplay;
  readonly workspace: string;
  /** Our tool's results as the scripted Claude received them: command, text, isError. */
  readonly results: { command: string; text: string; isError: boolean }[];
}

async function delegateThroughClaude(script: keyof typeof SCRIPTS): Promise<Run> {
  const { taskFile, workspace } = await w.task(`claude-${script}`, script);
  const prompt = `Offload this to a worker: ${taskFile}`;
  const respond = delegation({
    prompt,
    skill: true,
    // The spec exists already: Claude only has to dispatch it.
    tasks: [{ name: script, files: {}, specPath: taskFile, spec: await readFile(taskFile, "utf8") }],
    permit: (ask) => (ask.tool === "bash" && ask.what.startsWith("printf ") ? { reply: "once" } : { reply: "reject", message: "not needed" }),
    apply: true,
  });
  const api = await startAnthropicReplay((req) => respond(req));
  try {
    const args = ["-p", prompt, "--output-format", "json", "--max-turns", "60", "--allowedTools", `${MCP_TOOL_PREFIX}*`, "Write", "--add-dir", w.world.root];
    const cli = await runCli(claude, args, { env: headlessEnv(home, api.baseURL, { OCW_HOME: w.env.OCW_HOME!, PATH: w.env.PATH! }), cwd: project, timeoutMs: CLAUDE_TIMEOUT_MS });
    const results: Run["results"] = [];
    const final = api.messages().at(-1);
    const blocks = (final?.messages ?? []).flatMap((m) => (typeof m.content === "string" ? [] : m.content));
    for (const b of blocks) {
      if (b.type !== "tool_result") continue;
      const use = blocks.find((u) => u.type === "tool_use" && u.id === b.tool_use_id);
      const command = use?.name ? WORKER_TOOL_API.commandOf(use.name, (use.input ?? {}) as Record<string, unknown>) : undefined;
      if (command) results.push({ command, text: contentText(b.content), isError: b.is_error === true });
    }
    return { cli, api, workspace, results };
  } finally {
    await api.close();
  }
}

const verdictOf = (r: Run): Record<string, unknown> => {
  for (const x of [...r.results].reverse()) {
    const d = JSON.parse(x.text) as { verdict?: unknown; jobs?: { verdict?: unknown }[] };
    const v = d.verdict !== undefined ? d : d.jobs?.find((j) => j.verdict !== undefined);
    if (v) return v as Record<string, unknown>;
  }
  throw new Error(`no verdict among ${r.results.map((x) => x.command).join(", ")}`);
};

describe("claude -p with the plugin, scripted Claude, real OpenCode", () => {
  it("claude e2e - the first request lists both skills; dispatch, a permission answered, built, apply — each result one line within 400 tokens", async () => {
    const before = w.model.requests.length;
    const run = await delegateThroughClaude("honest");
    expect(run.cli.timedOut, run.cli.stderr).toBe(false);
    expect(run.cli.code, run.cli.stdout + run.cli.stderr).toBe(0);

    // (a) The skill listing of the very first request names every plugin skill with its description.
    const listing = skillListing(run.api.messages()[0]!);
    const skills = await readSkills(join(pluginDir, PLUGIN_DIR));
    expect(skills.map((s) => s.name)).toEqual(expect.arrayContaining(["model-setup", "opencode-worker"]));
    for (const s of skills) expect(squash(listing.get(`${PLUGIN}:${s.name}`) ?? `(not listed in: ${[...listing.keys()].join(", ")})`)).toBe(squash(s.description));

    // (b) Claude dispatched, waited, answered the permission, got the verdict in a wait, applied; nothing failed.
    const commands = run.results.map((r) => r.command);
    expect(commands[0]).toBe("dispatch");
    expect(commands).toContain("permit");
    expect(commands.at(-1)).toBe("apply");
    expect(commands.filter((c) => c === "wait").length).toBeLessThanOrEqual(4);
    expect(run.results.filter((r) => r.isError)).toEqual([]);
    for (const r of run.results) {
      expect(r.text).not.toContain("\n");
      expect(countTokens(r.text), r.text).toBeLessThanOrEqual(400);
    }

    // (c) The job ran on the real OpenCode against the replay model.
    expect(w.model.requests.slice(before).filter((r) => r.script === "honest").length).toBeGreaterThanOrEqual(2);

    // (d) The verdict reached Claude, the change reached the workspace, and Claude's final answer carries it.
    expect(verdictOf(run)).toMatchObject({ verdict: "built", honest: true, diff: { files: [["hello.txt", 1, 0]] } });
    expect(await readFile(join(run.workspace, "hello.txt"), "utf8")).toBe("hello\n");
    expect((JSON.parse(run.cli.stdout) as { result: string }).result).toBe("Verdicts: honest=built.");
  }, 200_000);

  it("claude e2e - a worker that claims built without doing the work reaches Claude as honest-failure, and nothing is applied", async () => {
    const before = w.model.requests.length;
    const run = await delegateThroughClaude("liar");
    expect(run.cli.timedOut, run.cli.stderr).toBe(false);
    expect(run.cli.code, run.cli.stdout + run.cli.stderr).toBe(0);
    expect(w.model.requests.slice(before).filter((r) => r.script === "liar").length).toBeGreaterThanOrEqual(1);
    const v = verdictOf(run);
    expect(v).toMatchObject({ verdict: "honest-failure", claim: "built", honest: false });
    expect((v.reasons as unknown[]).length).toBeGreaterThan(0);
    expect(run.results.map((r) => r.command)).not.toContain("apply");
    expect((JSON.parse(run.cli.stdout) as { result: string }).result).toBe("Verdicts: liar=honest-failure.");
  }, 200_000);
});
