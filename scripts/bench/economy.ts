import { existsSync } from "node:fs";
import { join } from "node:path";
import { delegatedTask, makeEconomyWorld, sweepTask, runScenario, type Counted, type Scenario, type ScenarioResult } from "../../tests/helpers/economy.js";
import { TOKENIZER_LABEL } from "../../tests/helpers/tokens.js";
import type { Bench, Figure, Ratio } from "./harness.js";

/**
 * `npm run bench -- economy`: what delegating costs in Claude's context, with the real, pinned
 * Claude Code CLI headless against the scripted Anthropic API, the real OpenCode and the replay
 * model (tests/helpers/economy.ts). Four scenarios, each one `claude -p` run:
 *   (a) first task of a session: invoke the skill, load the tool, self-build, write the test
 *       and spec, dispatch, one permission, verdict, apply
 *   (b) a second task in the same session (`--continue`)
 *   (c) four tasks fanned out at once, in a new session
 *   (d) a task that ends honest-failure (a worker that lies), continuing (c)'s session
 *   (e) a task sent back once (`continue`) after an honest-failure, then built, same session
 *   (f) a read-only sweep (an answer task), answered and verified, same session
 * Tokens by Anthropic's published tokenizer, chars/4 beside them. Set OCW_BENCH_PLUGIN_ROOT to
 * measure another checkout (a build from before a change) with the same scenarios, and
 * OCW_BENCH_READS to the reference files that build's skill told Claude to read every time;
 * OCW_BENCH_DUMP=<dir> keeps every recorded request body, one JSON file per scenario.
 */

const TARGETS = { first: 4_000, firstTurns: 12, second: 1_500, fanout: 5_000, result: 400, alwaysOn: 150, rework: 400 };

export function economyBench(root: string): Bench {
  return {
    name: "economy",
    title: "Economy: what delegating costs in Claude's context (real Claude Code client)",
    async run() {
      const pluginRoot = process.env.OCW_BENCH_PLUGIN_ROOT ?? root;
      const reads = (process.env.OCW_BENCH_READS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
      const w = await makeEconomyWorld(pluginRoot);
      try {
        const scenarios: Scenario[] = [
          { name: "(a) first task, with self-build", prompt: "Offload adding src/shout.js to a worker.", fresh: true, selftest: true, reads, tasks: [delegatedTask(w, "shout")] },
          { name: "(b) second task, same session", prompt: "Now offload src/whisper.js the same way.", fresh: false, tasks: [delegatedTask(w, "whisper")] },
          { name: "(c) four tasks at once", prompt: "Fan these four out to workers: cheer, wave, bow, nod.", fresh: true, selftest: true, reads, tasks: ["cheer", "wave", "bow", "nod"].map((n) => delegatedTask(w, n)) },
          { name: "(d) a task that ends honest-failure", prompt: "Offload src/frown.js to a worker.", fresh: false, tasks: [delegatedTask(w, "frown", "liar")] },
          { name: "(e) a task sent back once, then built", prompt: "Offload src/smile.js to a worker.", fresh: false, continueWith: "smile(name) must upper-case the name too.", tasks: [delegatedTask(w, "smile", "sendback")] },
          { name: "(f) a read-only sweep, answered and verified", prompt: "Have a worker find where src/ writes hello.", fresh: false, apply: false, tasks: [sweepTask(w)] },
        ];
        const results: ScenarioResult[] = [];
        for (const s of scenarios) {
          process.stderr.write(`  economy ${s.name} …\n`);
          const r = await runScenario(w, s);
          if (r.cli.code !== 0 || r.cli.timedOut) throw new Error(`${s.name}: claude exited ${r.cli.timedOut ? "by timeout" : r.cli.code}: ${(r.cli.stderr || r.cli.stdout).slice(0, 300)}`);
          results.push(r);
        }
        const [a, b, c, d, e, f] = results as [ScenarioResult, ScenarioResult, ScenarioResult, ScenarioResult, ScenarioResult, ScenarioResult];
        checkOutcomes(w.workspace, a, b, c, d, e);
        if (!/sweep=built/.test(f.final)) throw new Error(`${f.name}: the scripted Claude ended with "${f.final}", expected sweep=built`);
        // The rework round: the continue call and every result after it until the verdict (the waits), apply left out.
        const from = e.results.findIndex((x) => x.command === "continue");
        const round = e.results.slice(from).filter((x) => x.command !== "apply");
        const allResults = results.flatMap((r) => r.results);
        const biggest = allResults.reduce((m, r) => (r.tokens > m.tokens ? r : m), allResults[0]!);
        const alwaysOn = a.alwaysOn ? a.alwaysOn.listing.tokens + a.alwaysOn.instructions.tokens + a.alwaysOn.toolNames.tokens : 0;
        const ratios: Ratio[] = [
          { label: "(a) first task incl. self-build: plugin tokens in Claude's context", value: a.plugin.tokens, target: { op: "<=", value: TARGETS.first } },
          { label: "(a) Claude's turns", value: a.turns, target: { op: "<=", value: TARGETS.firstTurns } },
          { label: "(b) second task in the same session: plugin tokens", value: b.plugin.tokens, target: { op: "<=", value: TARGETS.second } },
          { label: "(c) four tasks fanned out, new session: plugin tokens for all four", value: c.plugin.tokens, target: { op: "<=", value: TARGETS.fanout } },
          { label: "(d) a task ending honest-failure: plugin tokens", value: d.plugin.tokens },
          { label: "(e) one rework round: the continue result and the waits up to its verdict (tokens)", value: round.reduce((t, x) => t + x.tokens, 0), target: { op: "<=", value: TARGETS.rework } },
          { label: "(e) a task sent back once, then built: plugin tokens", value: e.plugin.tokens },
          { label: "(f) one answer task (a read-only sweep), dispatch to verified answer: plugin tokens", value: f.plugin.tokens },
          { label: `largest single tool result (${biggest.command}) tokens`, value: biggest.tokens, target: { op: "<=", value: TARGETS.result } },
          { label: "always-on: skill listing + MCP instructions + deferred tool names (tokens)", value: alwaysOn, target: { op: "<=", value: TARGETS.alwaysOn } },
        ];
        const figures: Figure[] = results.map((r) => ({ label: `${r.name}: \`claude -p\` wall time`, runs: [r.wallMs] }));
        return { figures, ratios, notes: [table(results), resultsTable(results), method(pluginRoot, root, reads)] };
      } finally {
        await w.dispose();
      }
    },
  };
}

/** The scenarios did what they say, or the figures mean nothing. */
function checkOutcomes(workspace: string, a: ScenarioResult, b: ScenarioResult, c: ScenarioResult, d: ScenarioResult, e: ScenarioResult): void {
  const expect = (r: ScenarioResult, pattern: RegExp) => {
    if (!pattern.test(r.final)) throw new Error(`${r.name}: the scripted Claude ended with "${r.final}", expected ${pattern}`);
  };
  expect(a, /shout=built/);
  expect(b, /whisper=built/);
  expect(c, /cheer=built.*wave=built.*bow=built.*nod=built/);
  expect(d, /frown=honest-failure/);
  expect(e, /smile=built/);
  if (!e.results.some((r) => r.command === "continue")) throw new Error(`${e.name}: the task was never sent back`);
  for (const n of ["shout", "whisper", "cheer", "wave", "bow", "nod", "smile"]) if (!existsSync(join(workspace, "src", `${n}.js`))) throw new Error(`src/${n}.js was not applied to the workspace`);
  if (!a.results.some((r) => r.command === "permit")) throw new Error(`${a.name}: no permission was answered`);
}

const n = (c: Counted | null | undefined): string => (c ? `${c.tokens} (${c.quarter})` : "—");

function table(rs: readonly ScenarioResult[]): string {
  const head = "| scenario | turns | always-on | skill on invoke | tool schema | references read | tool results | **plugin total** | Claude wrote | context start → end |";
  const rows = rs.map((r) => {
    const on = r.alwaysOn ? `${r.alwaysOn.listing.tokens + r.alwaysOn.instructions.tokens + r.alwaysOn.toolNames.tokens} (${r.alwaysOn.listing.quarter + r.alwaysOn.instructions.quarter + r.alwaysOn.toolNames.quarter})` : "—";
    const res = r.results.reduce((a, x) => a + x.tokens, 0);
    const resQ = r.results.reduce((a, x) => a + x.quarter, 0);
    return `| ${r.name} | ${r.turns} | ${on} | ${n(r.invoke)} | ${n(r.schemas)} | ${n(r.reads)} | ${res} (${resQ}) in ${r.results.length} | **${r.plugin.tokens}** (${r.plugin.quarter}) | ${r.claudeWrote.tokens} | ${r.contextStart} → ${r.contextEnd} |`;
  });
  const a = rs[0]?.alwaysOn;
  const split = a ? `Always-on, split: skill listing ${n(a.listing)}, MCP instructions ${n(a.instructions)}, deferred tool names ${n(a.toolNames)}.` : "";
  return [head, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|", ...rows, "", `Counted in ${TOKENIZER_LABEL}; chars/4 in brackets. ${split}`].join("\n");
}

function resultsTable(rs: readonly ScenarioResult[]): string {
  const by = new Map<string, number[]>();
  for (const r of rs) for (const x of r.results) by.set(x.command, [...(by.get(x.command) ?? []), x.tokens]);
  const rows = [...by].map(([cmd, ts]) => `| ${cmd} | ${ts.length} | ${Math.min(...ts)} | ${Math.max(...ts)} | ${ts.reduce((a, x) => a + x, 0)} |`);
  const waits = rs.map((r) => `${r.name.split(" ")[0]} ${r.results.filter((x) => x.command === "wait").length}`).join(", ");
  return ["| tool result | count | min tokens | max tokens | total |", "|---|---:|---:|---:|---:|", ...rows, "", `Waits per scenario: ${waits}.`].join("\n");
}

function method(pluginRoot: string, root: string, reads: readonly string[]): string {
  return [
    `Method: the plugin ${pluginRoot === root ? "of this checkout" : `of ${pluginRoot}`} installed from a local marketplace copy into a temp HOME; \`claude -p\` (the pinned Claude Code) talking to a scripted Anthropic Messages API on loopback that delegates as the skill says (tests/helpers/delegation.ts: independent calls in one turn), the real OpenCode, and the replay model as the active target (8 slots).`,
    "Every request body is recorded. Plugin tokens = the skill listing lines, MCP instructions and deferred tool names of the first request (fresh sessions), the SKILL.md Claude Code injects on invoke, the tool schema loaded through ToolSearch, reference files read, and every result of our tool. \"Claude wrote\" (tool inputs, the task spec, its text) is Claude's own output and not counted in the plugin total. Context = the whole request (system prompt, messages, tools) of the first and the last model request of the run.",
    reads.length ? `This build's skill told Claude to read ${reads.join(" and ")} on an ordinary task, so the scripted Claude read them.` : "The skill needs no reference file for an ordinary task, so none was read.",
  ].join(" ");
}
