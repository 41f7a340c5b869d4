/**
 * The whole loop in the real Claude Code client, headless: the plugin installed from a copy of
 * the repo into a temp HOME, `claude -p` talking to a scripted Anthropic API on loopback, the MCP
 * server Claude Code spawns (the committed dist/ocw.mjs) dispatching to the real OpenCode, which
 * talks to the replay model. The scripted Claude reads each tool_result to choose its next call,
 * as a model would: ToolSearch for our deferred tools, worker_dispatch, worker_wait until
 * terminal, worker_result. What reaches it in its next request is what a real Claude would see.
 */
import { mkdir, mkdtemp } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureTool } from "../../scripts/tools.js";
import { contentText, lastToolResult, startAnthropicReplay, type AnthropicReplay, type MessagesRequest, type Turn } from "../helpers/anthropic-replay.js";
import { MCP_TOOL_PREFIX, PLUGIN, copyPlugin, headlessEnv, installPlugin, printArgs, readSkills, runCli, skillListing, squash, type CliResult } from "../helpers/claude-cli.js";
import { pidsUsing } from "../helpers/opencode-serve.js";
import { makeJobsWorld, type JobsWorld } from "../jobs/world.js";

const CLAUDE_TIMEOUT_MS = 90_000;
const SCRIPTS = {
  honest: { turns: [{ tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
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
  await w?.dispose();
  expect(await pidsUsing(w.world.root)).toEqual([]);
}, 60_000);

const tool = (name: string): string => `${MCP_TOOL_PREFIX}${name}`;

/** The name of the tool whose result is the last tool_result in `req`. */
function lastToolName(req: MessagesRequest): string | undefined {
  const result = lastToolResult(req);
  for (const m of req.messages) {
    if (typeof m.content === "string") continue;
    for (const b of m.content) if (b.type === "tool_use" && b.id === result?.tool_use_id) return b.name;
  }
  return undefined;
}

/**
 * The scripted Claude for one delegation: load the tools, dispatch `taskFile`, wait (passing back
 * each revision) until terminal, read the result, then say the verdict. Unexpected tool output
 * ends the turn with the text it got, so a failure shows what Claude saw.
 */
function delegate(taskFile: string): (req: MessagesRequest, turn: number) => Turn {
  return (req, turn) => {
    // 2.1.332 defers MCP tools behind ToolSearch (names listed, schemas not loaded); a client that sends them directly needs no search.
    const deferred = !(req.tools ?? []).some((t) => t.name === tool("worker_dispatch"));
    if (turn === 0 && deferred) return { tools: [{ name: "ToolSearch", input: { query: `select:${tool("worker_dispatch")},${tool("worker_wait")},${tool("worker_result")}` } }] };
    const last = lastToolName(req);
    const text = contentText(lastToolResult(req)?.content);
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: ToolSearch's confirmation, or an error text.
    }
    if (last === "ToolSearch" || turn === 0) return { tools: [{ name: tool("worker_dispatch"), input: { task_file: taskFile } }] };
    if (last === tool("worker_dispatch") || (last === tool("worker_wait") && data.terminal === false)) {
      if (typeof data.job !== "string" || turn > 40) return { text: `stopped: ${text}` };
      return { tools: [{ name: tool("worker_wait"), input: { job: data.job, after_revision: data.revision, timeout_seconds: 20 } }] };
    }
    if (last === tool("worker_wait") && data.terminal === true) return { tools: [{ name: tool("worker_result"), input: { job: data.job } }] };
    if (last === tool("worker_result")) return { text: `The worker's verdict: ${String(data.verdict)}.` };
    return { text: `stopped after ${String(last)}: ${text}` };
  };
}

interface Run {
  readonly cli: CliResult;
  readonly api: AnthropicReplay;
  /** The tool_result texts the scripted Claude received, by tool name, in order. */
  readonly results: { tool: string; text: string; isError: boolean }[];
}

async function delegateThroughClaude(script: keyof typeof SCRIPTS): Promise<Run> {
  const { taskFile } = await w.task(`claude-${script}`, script);
  const api = await startAnthropicReplay(delegate(taskFile));
  try {
    const cli = await runCli(claude, printArgs(`Offload this to a worker: ${taskFile}`), { env: headlessEnv(home, api.baseURL, { OCW_HOME: w.env.OCW_HOME!, PATH: w.env.PATH! }), cwd: project, timeoutMs: CLAUDE_TIMEOUT_MS });
    const results: Run["results"] = [];
    const final = api.messages().at(-1);
    for (const m of final?.messages ?? []) {
      if (typeof m.content === "string") continue;
      for (const b of m.content) {
        if (b.type !== "tool_result") continue;
        const use = final!.messages.flatMap((x) => (typeof x.content === "string" ? [] : x.content)).find((u) => u.type === "tool_use" && u.id === b.tool_use_id);
        results.push({ tool: use?.name ?? "?", text: contentText(b.content), isError: b.is_error === true });
      }
    }
    return { cli, api, results };
  } finally {
    await api.close();
  }
}

describe("claude -p with the plugin, scripted Claude, real OpenCode", () => {
  it("claude e2e - the first request lists both skills; dispatch, wait, result on the real worker; built reaches Claude", async () => {
    const before = w.model.requests.length;
    const run = await delegateThroughClaude("honest");
    expect(run.cli.timedOut, run.cli.stderr).toBe(false);
    expect(run.cli.code, run.cli.stdout + run.cli.stderr).toBe(0);

    // (a) The skill listing of the very first request names every plugin skill with its description.
    const listing = skillListing(run.api.messages()[0]!);
    const skills = await readSkills(pluginDir);
    expect(skills.map((s) => s.name)).toEqual(expect.arrayContaining(["model-setup", "opencode-worker"]));
    for (const s of skills) expect(squash(listing.get(`${PLUGIN}:${s.name}`) ?? `(not listed in: ${[...listing.keys()].join(", ")})`)).toBe(squash(s.description));

    // (b) Claude called dispatch, then wait until terminal, then result; none of them failed.
    const calls = run.results.map((r) => r.tool).filter((c) => c !== "ToolSearch");
    expect(calls[0]).toBe(tool("worker_dispatch"));
    expect(calls.slice(1, -1).every((c) => c === tool("worker_wait"))).toBe(true);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.at(-1)).toBe(tool("worker_result"));
    expect(run.results.filter((r) => r.isError)).toEqual([]);

    // (c) The job ran on the real OpenCode against the replay model.
    expect(w.model.requests.slice(before).filter((r) => r.script === "honest").length).toBeGreaterThanOrEqual(2);

    // (d) The verdict arrived in the tool_result Claude received, and Claude's final answer carries it.
    const result = JSON.parse(run.results.at(-1)!.text) as { verdict: string; state: string; claim: unknown };
    expect(result).toMatchObject({ verdict: "built", state: "built" });
    expect((JSON.parse(run.cli.stdout) as { result: string }).result).toBe("The worker's verdict: built.");
  }, 150_000);

  it("claude e2e - a worker that claims built without doing the work reaches Claude as honest-failure", async () => {
    const before = w.model.requests.length;
    const run = await delegateThroughClaude("liar");
    expect(run.cli.timedOut, run.cli.stderr).toBe(false);
    expect(run.cli.code, run.cli.stdout + run.cli.stderr).toBe(0);
    expect(w.model.requests.slice(before).filter((r) => r.script === "liar").length).toBeGreaterThanOrEqual(1);
    const last = run.results.at(-1)!;
    expect(last.tool).toBe(tool("worker_result"));
    const result = JSON.parse(last.text) as { verdict: string; reasons: unknown[]; claim: unknown };
    expect(result.verdict).toBe("honest-failure");
    expect(result.reasons.length).toBeGreaterThan(0);
    expect(JSON.stringify(result.claim)).toContain("built");
  }, 150_000);
});
