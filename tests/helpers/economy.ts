/**
 * What delegating costs in Claude's context, measured with the real Claude Code CLI: a world
 * with the plugin installed from a copy of a checkout into a temp HOME, the real OpenCode, the
 * replay model as the worker's model (set up as the active target, so the self-build and the
 * jobs run through the whole product), a git workspace, and a scripted Claude (delegation.ts)
 * that delegates as the skill says. Each scenario is one `claude -p` run (a fresh session, or
 * `--continue` of the last one); every request body Claude Code sends is recorded, and the
 * plugin's part of it is taken apart and counted. No vitest here: the bench uses it, and so
 * can tests.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { ladderReplay } from "../../src/selftest/index.js";
import { writeProvider } from "../../src/setup/index.js";
import { stopServer } from "../../src/opencode/index.js";
import { ensureTool } from "../../scripts/tools.js";
import { contentText, startAnthropicReplay, type ContentBlock, type MessagesRequest } from "./anthropic-replay.js";
import { PLUGIN, headlessEnv, injectedSkill, installPlugin, mcpAlwaysOn, runCli, skillListing, type CliResult } from "./claude-cli.js";
import { delegation, perOperationApi, WORKER_TOOL_API, type DelegatedTask, type SeenAsk, type ToolApi } from "./delegation.js";
import { countTokens, quarterChars } from "./tokens.js";

/**
 * The marketplace's files a user's install reads: the plugin folder the build writes, or, for a
 * checkout from before it (OCW_BENCH_PLUGIN_ROOT), the checkout itself as the plugin source.
 */
const PLUGIN_PARTS = [".claude-plugin", "plugins", "dist", "skills", "packs", "protocol", "README.md", "package.json"];

export interface EconomyWorld {
  readonly root: string;
  readonly workspace: string;
  readonly tasksDir: string;
  readonly home: string;
  readonly env: Record<string, string>;
  readonly api: ToolApi;
  readonly model: ReplayServer;
  /** The installed plugin copy (its skills are what Claude is shown). */
  readonly pluginDir: string;
  readonly claude: string;
  dispose(): Promise<void>;
}

/** A name → script per task of the scenarios: an honest worker that runs the check (a permission), then writes; and a liar. */
function taskScripts(names: readonly string[]): Record<string, Script> {
  const scripts: Record<string, Script> = {};
  for (const n of names) {
    scripts[n] = {
      turns: [
        { text: "- running the test", tools: [{ bash: { command: `node --test test/${n}.test.js`, description: "run the new test" } }] },
        { text: `- writing src/${n}.js`, tools: [{ write: { filePath: `src/${n}.js`, content: implementation(n) } }] },
        { text: `- added src/${n}.js`, result: "built" },
      ],
    };
  }
  scripts["liar"] = { turns: [{ text: "- all done", result: "built" }] };
  // First try: lower case and a false claim; sent back (in the same session), upper case.
  scripts["sendback"] = {
    turns: [
      { text: "- writing src/smile.js", tools: [{ write: { filePath: "src/smile.js", content: implementation("smile").replace(".toUpperCase()}!", "}!") } }] },
      { text: "- added src/smile.js", result: "built" },
      { text: "- upper-casing the name as asked", tools: [{ write: { filePath: "src/smile.js", content: implementation("smile") } }] },
      { text: "- src/smile.js now upper-cases the name", result: "built" },
    ],
  };
  // A read-only sweep, answered right: where src/ writes "hello, ".
  scripts["sweep"] = {
    turns: [
      { text: "- reading src/greet.js", tools: [{ read: { filePath: "src/greet.js" } }] },
      { text: `- one place\n\n\`\`\`json\n${JSON.stringify(SWEEP_ANSWER)}\n\`\`\``, result: "built" },
    ],
  };
  return scripts;
}

const SWEEP_ANSWER = { sites: [{ file: "src/greet.js", line: 2, quote: "return `hello, ${name}`;" }], count: 1 };

/** A read-only task as Claude writes it: no test to write, the answer's schema, and a check that re-derives its count. */
export function sweepTask(w: EconomyWorld): DelegatedTask {
  const spec = [
    `workspace: ${w.workspace}`,
    "objective: |",
    '  Find every line under src/ that writes the text "hello, ", with file, line and quote, and how many there are. [[replay:sweep]]',
    "answer:",
    "  schema: { type: object, required: [sites, count], properties: { sites: { type: array }, count: { type: integer } } }",
    "checks:",
    "  acceptance:",
    `    - { name: count, run: "test \\"$(grep -rn 'hello, ' src | wc -l)\\" = \\"$(node -p 'require(process.env.OCW_ANSWER).count')\\"" }`,
    "budget: { minutes: 10 }",
    "",
  ].join("\n");
  return { name: "sweep", files: {}, specPath: join(w.tasksDir, "sweep.yaml"), spec };
}

const implementation = (n: string): string => `export function ${n}(name) {\n  return \`${n.toUpperCase()}, \${name.toUpperCase()}!\`;\n}\n`;

export const TASK_NAMES = ["shout", "whisper", "cheer", "wave", "bow", "nod"] as const;

/** Build the world: model, target, workspace, Claude home with the plugin from `pluginRoot`. */
export async function makeEconomyWorld(pluginRoot: string): Promise<EconomyWorld> {
  const [claude, opencode] = await Promise.all([ensureTool("claude"), ensureTool("opencode")]);
  const root = await mkdtemp(join(tmpdir(), "ocw-economy-"));
  const home = join(root, "home");
  const workspace = join(root, "project");
  const tasksDir = join(root, "tasks");
  for (const d of [home, workspace, tasksDir, join(workspace, "test"), join(workspace, "src")]) await mkdir(d, { recursive: true });
  await writeFile(join(workspace, "package.json"), `${JSON.stringify({ name: "greeter", type: "module", private: true }, null, 2)}\n`);
  await writeFile(join(workspace, "src", "greet.js"), "export function greet(name) {\n  return `hello, ${name}`;\n}\n");
  await writeFile(join(workspace, "test", "greet.test.js"), 'import { test } from "node:test";\nimport assert from "node:assert/strict";\nimport { greet } from "../src/greet.js";\n\ntest("greet", () => assert.equal(greet("ann"), "hello, ann"));\n');
  const git = (...a: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...a], { cwd: workspace, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-qm", "init");

  const ladder = ladderReplay();
  const model = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["replay"], scripts: { ...ladder.scripts, ...taskScripts(TASK_NAMES) } }) });
  const env: Record<string, string> = {
    PATH: [dirname(opencode), process.env.PATH ?? "/usr/bin:/bin"].join(delimiter),
    OCW_HOME: join(root, "ocw"),
    TMPDIR: process.env.TMPDIR ?? tmpdir(),
  };
  // model-setup done beforehand: the replay model is the active target (8 slots).
  await writeProvider({ baseURL: model.baseURL, model: "replay", engine: "openai-compatible", context: 32768, output: 4096, slots: 8, providerId: "replay", quant: "none", local: true }, { env: { ...env, HOME: home } });

  const pluginDir = join(root, "marketplace");
  await mkdir(pluginDir, { recursive: true });
  for (const part of PLUGIN_PARTS) if (existsSync(join(pluginRoot, part))) await cp(join(pluginRoot, part), join(pluginDir, part), { recursive: true });
  const { add, install } = await installPlugin(claude, home, pluginDir);
  for (const [what, r] of [["marketplace add", add], ["install", install]] as const) if (r.code !== 0) throw new Error(`claude plugin ${what} failed: ${(r.stderr || r.stdout).trim()}`);
  const manifest = JSON.parse(await readFile(join(pluginDir, ".claude-plugin", "plugin.json"), "utf8")) as { mcpServers?: Record<string, unknown> };
  const server = Object.keys(manifest.mcpServers ?? {})[0] ?? "ocw";
  const api = server === "ocw" ? WORKER_TOOL_API : perOperationApi(`mcp__plugin_${PLUGIN}_${server}__`);
  return {
    root,
    workspace,
    tasksDir,
    home,
    env,
    api,
    model,
    pluginDir,
    claude,
    async dispose() {
      await stopServer({ env: { ...env, HOME: home } }).catch(() => undefined);
      await model.close();
      await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** One task as Claude writes it: the failing test into the workspace, a minimal spec outside it. */
export function delegatedTask(w: EconomyWorld, name: string, script: string = name): DelegatedTask {
  const test = `import { test } from "node:test";\nimport assert from "node:assert/strict";\nimport { ${name} } from "../src/${name}.js";\n\ntest("${name}", () => assert.equal(${name}("ann"), "${name.toUpperCase()}, ANN!"));\n`;
  const hidden = `import { test } from "node:test";\nimport assert from "node:assert/strict";\nimport { ${name} } from "../src/${name}.js";\ntest("mixed case", () => assert.equal(${name}("Bo"), "${name.toUpperCase()}, BO!"));`;
  const spec = [
    `workspace: ${w.workspace}`,
    "objective: |",
    `  Add src/${name}.js exporting ${name}(name), which returns "${name.toUpperCase()}, " + name upper-cased + "!". [[replay:${script}]]`,
    `scope: { allow: [src/${name}.js] }`,
    "checks:",
    "  acceptance:",
    `    - { name: ${name}, run: node --test test/${name}.test.js, files: [test/${name}.test.js] }`,
    "  regression:",
    "    - { name: greet, run: node --test test/greet.test.js }",
    "  hidden:",
    `    - name: ${name} mixed case`,
    `      run: node --test test/${name}-hidden.test.js`,
    "      inject:",
    `        test/${name}-hidden.test.js: |`,
    ...hidden.split("\n").map((l) => `          ${l}`),
    "budget: { minutes: 10 }",
    "",
  ].join("\n");
  return { name, files: { [join(w.workspace, "test", `${name}.test.js`)]: test }, specPath: join(w.tasksDir, `${name}.yaml`), spec };
}

/** The skill's permission rule: always for exactly a check command, once for read-only, else reject with a reason. */
export function permitByRule(tasks: readonly DelegatedTask[]): (ask: SeenAsk) => { reply: "once" | "always" | "reject"; message?: string } {
  const checks = new Set(tasks.flatMap((t) => [...t.spec.matchAll(/run: ([^,}\n]+)/g)].map((m) => m[1]!.trim())));
  return (ask) => {
    if (ask.tool === "bash" && checks.has(ask.what)) return { reply: "always" };
    if (ask.tool === "bash" && /^(ls|cat|head|grep|git (status|diff|log))\b/.test(ask.what)) return { reply: "once" };
    return { reply: "reject", message: "Not needed for this task; work inside the repository with the task's own checks." };
  };
}

export interface Scenario {
  readonly name: string;
  readonly prompt: string;
  /** A new Claude session, or `--continue` of the previous one. */
  readonly fresh: boolean;
  readonly tasks: readonly DelegatedTask[];
  readonly selftest?: boolean;
  /** Reference files (relative to the skill folder) this build's skill tells Claude to read on an ordinary task. */
  readonly reads?: readonly string[];
  readonly apply?: boolean;
  /** Send a task that ends honest-failure back once, with this text. */
  readonly continueWith?: string;
}

export interface Counted {
  readonly chars: number;
  readonly tokens: number;
  readonly quarter: number;
}

export interface ScenarioResult {
  readonly name: string;
  readonly cli: CliResult;
  readonly wallMs: number;
  /** Claude's turns: model requests of the main conversation in this run. */
  readonly turns: number;
  readonly alwaysOn: { readonly listing: Counted; readonly instructions: Counted; readonly toolNames: Counted } | null;
  readonly invoke: Counted | null;
  readonly schemas: Counted | null;
  readonly reads: Counted | null;
  readonly results: readonly (Counted & { readonly command: string })[];
  /** Everything the plugin put into Claude's context in this run. */
  readonly plugin: Counted;
  /** What Claude itself wrote (tool inputs and text): its own output, not the plugin's. */
  readonly claudeWrote: Counted;
  readonly contextStart: number;
  readonly contextEnd: number;
  /** The verdicts the scripted Claude ended with. */
  readonly final: string;
}

export function counted(text: string): Counted {
  return { chars: text.length, tokens: countTokens(text), quarter: quarterChars(text) };
}

function sum(items: readonly (Counted | null | undefined)[]): Counted {
  return items.reduce<Counted>((a, c) => (c ? { chars: a.chars + c.chars, tokens: a.tokens + c.tokens, quarter: a.quarter + c.quarter } : a), { chars: 0, tokens: 0, quarter: 0 });
}

const CLAUDE_TIMEOUT_MS = 8 * 60_000;

/** Run one scenario through the real client and take its requests apart. */
export async function runScenario(w: EconomyWorld, s: Scenario): Promise<ScenarioResult> {
  const skillDir = join(w.pluginDir, "skills", "opencode-worker");
  const respond = delegation({
    prompt: s.prompt,
    api: w.api,
    skill: s.fresh,
    selftest: s.selftest ?? false,
    reads: (s.reads ?? []).map((r) => join(skillDir, r)),
    tasks: s.tasks,
    permit: permitByRule(s.tasks),
    apply: s.apply ?? true,
    ...(s.continueWith ? { continueWith: s.continueWith } : {}),
  });
  const replay = await startAnthropicReplay((req) => respond(req));
  const args = ["-p", s.prompt, "--output-format", "json", "--max-turns", "80", "--allowedTools", `${w.api.prefix}*`, "Write", "Read", "--add-dir", w.tasksDir, ...(s.fresh ? [] : ["--continue"])];
  const t = performance.now();
  let cli: CliResult;
  try {
    cli = await runCli(w.claude, args, { env: headlessEnv(w.home, replay.baseURL, { OCW_HOME: w.env.OCW_HOME!, PATH: w.env.PATH! }), cwd: w.workspace, timeoutMs: CLAUDE_TIMEOUT_MS });
  } finally {
    await replay.close();
  }
  const wallMs = performance.now() - t;
  if (process.env.OCW_BENCH_DUMP) await writeFile(join(process.env.OCW_BENCH_DUMP, `${s.name.slice(1, 2)}.json`), JSON.stringify(replay.requests));
  const main = replay.messages().filter((r) => (r.tools ?? []).length > 0 && r.messages.some((m) => m.role === "user" && contentText(m.content).includes(s.prompt)));
  const first = main[0];
  const last = main.at(-1);
  if (!first || !last) throw new Error(`scenario ${s.name}: Claude Code sent no request for the prompt (exit ${cli.code}): ${(cli.stderr || cli.stdout).slice(0, 400)}`);
  return { name: s.name, cli, wallMs, turns: main.length, ...takeApart(w, s, first, last), final: finalText(cli) };
}

function finalText(cli: CliResult): string {
  try {
    return String((JSON.parse(cli.stdout) as { result?: unknown }).result ?? "");
  } catch {
    return cli.stdout.slice(0, 300);
  }
}

const whole = (req: MessagesRequest): string => JSON.stringify({ system: req.system, messages: req.messages, tools: req.tools });

/** The plugin's parts of one run's first and last request. */
function takeApart(w: EconomyWorld, s: Scenario, first: MessagesRequest, last: MessagesRequest): Omit<ScenarioResult, "name" | "cli" | "wallMs" | "turns" | "final"> {
  // Blocks of this run only: after the last user message carrying the prompt.
  let start = 0;
  last.messages.forEach((m, i) => {
    if (m.role === "user" && contentText(m.content).includes(s.prompt)) start = i;
  });
  const messages = last.messages.slice(start);
  const blocks = messages.flatMap((m) => (typeof m.content === "string" ? [] : m.content.map((b) => ({ role: m.role, b }))));
  const uses = new Map<string, ContentBlock>();
  for (const { b } of blocks) if (b.type === "tool_use" && b.id) uses.set(b.id, b);
  const results: (Counted & { command: string })[] = [];
  const reads: string[] = [];
  for (const { b } of blocks) {
    if (b.type !== "tool_result" || !b.tool_use_id) continue;
    const use = uses.get(b.tool_use_id);
    if (!use?.name) continue;
    const text = contentText(b.content);
    const command = w.api.commandOf(use.name, (use.input ?? {}) as Record<string, unknown>);
    if (command) results.push({ command, ...counted(text) });
    else if (use.name === "Read") reads.push(text);
  }
  const claudeWrote = counted(blocks.filter(({ role, b }) => role === "assistant" && (b.type === "tool_use" || b.type === "text")).map(({ b }) => (b.type === "text" ? (b.text ?? "") : JSON.stringify(b.input))).join("\n"));

  let alwaysOn: ScenarioResult["alwaysOn"] = null;
  let invoke: Counted | null = null;
  let schemas: Counted | null = null;
  if (s.fresh) {
    const listing = skillListing(first);
    const lines = [...listing].filter(([k]) => k.startsWith(`${PLUGIN}:`)).map(([k, v]) => `- ${k}: ${v}\n`).join("");
    const mcp = mcpAlwaysOn(first);
    alwaysOn = { listing: counted(lines), instructions: counted(mcp.instructions), toolNames: counted(mcp.toolNames) };
    const injected = injectedSkill(last, `${PLUGIN}:opencode-worker`);
    invoke = injected ? counted(injected) : null;
    const ours = (last.tools ?? []).filter((t) => t.name.startsWith(w.api.prefix));
    schemas = ours.length ? counted(ours.map((t) => JSON.stringify({ name: t.name, description: t.description, input_schema: t.input_schema })).join("\n")) : null;
  }
  const readsCounted = reads.length ? counted(reads.join("\n")) : null;
  const plugin = sum([alwaysOn?.listing, alwaysOn?.instructions, alwaysOn?.toolNames, invoke, schemas, readsCounted, ...results]);
  return { alwaysOn, invoke, schemas, reads: readsCounted, results, plugin, claudeWrote, contextStart: countTokens(whole(first)), contextEnd: countTokens(whole(last)) };
}
