import { execFile } from "node:child_process";
import { chmod, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { loadTask } from "../../src/grade/index.js";
import { renderBrief } from "../../src/jobs/brief.js";
import { opencodeEnv, serverDirs } from "../../src/opencode/index.js";
import { AGENT_NAME } from "../../src/pack/index.js";
import type { JobId } from "../../src/jobs/index.js";
import { median, type Bench, type Figure } from "./harness.js";
import { PHASES, profile, type Profile } from "./jobs.js";
import { benchWorld, type BenchWorld } from "./world.js";

const run = promisify(execFile);
const RUNS = 5;

// Five tool calls, one per model request, then the final message: the same script on both sides.
const FIVE = {
  turns: [
    { text: "- writing notes", tools: [{ write: { filePath: "notes.txt", content: "draft\n" } }] },
    { tools: [{ read: { filePath: "greet.txt" } }] },
    { tools: [{ edit: { filePath: "notes.txt", oldString: "draft", newString: "final" } }] },
    { tools: [{ glob: { pattern: "*.txt" } }] },
    { text: "- writing hello.txt", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] },
    { text: "- done", result: "built" },
  ],
};

// What a user would otherwise run: the same brief through `opencode run`, then the same checks.
const BASELINE = `#!/bin/sh
# usage: baseline.sh <workspace> <brief-file>
cd "$1" || exit 2
opencode run --agent ${AGENT_NAME} -m replay/replay --title bench "$(cat "$2")" </dev/null >"$2.log" 2>&1 || { echo "honest-failure: opencode run failed: $(tail -c 600 "$2.log")"; exit 0; }
if grep -qx hello hello.txt && grep -q hi greet.txt; then echo built; else echo honest-failure; fi
`;

/**
 * One scripted 5-tool task, dispatch → verdict, side by side in one invocation (interleaved):
 *   ocw (CLI)   `ocw dispatch --json`, then `ocw wait --cursor <c> --json` until the wait reports
 *               the verdict — each a fresh `node dist/ocw.mjs` process, the server warm
 *   ocw (MCP)   the same through one warm `ocw mcp` process (`worker` dispatch, then the `worker`
 *               wait loop on the cursor to the verdict entry), as Claude Code drives it
 *   baseline    a shell script: `opencode run` of the same brief on the same replay script and
 *               model (our isolated config), then the task's checks with grep
 * The ocw jobs run in one repository (its pool slot warm after the first, which is timed apart);
 * each baseline run gets a fresh workspace (`opencode run` writes into it), made before the clock starts.
 */
export function taskBench(root: string): Bench {
  return {
    name: "task",
    title: "A 5-tool task, dispatch → verdict: ocw vs `opencode run` + checks",
    async run() {
      const w = await benchWorld(root, "ocw-bench-task-", { five: FIVE });
      const transport = new StdioClientTransport({ command: process.execPath, args: [w.bundle, "mcp"], cwd: w.tmp, env: w.env, stderr: "pipe" });
      const mcp = new Client({ name: "bench", version: "1" });
      // Before the driver host: each job a detached driver of its own, through a second warm `ocw mcp` and CLI processes with that setting.
      const oldEnv = { ...w.env, OCW_DRIVER_HOST: "off" };
      const oldTransport = new StdioClientTransport({ command: process.execPath, args: [w.bundle, "mcp"], cwd: w.tmp, env: oldEnv, stderr: "pipe" });
      const mcpOld = new Client({ name: "bench-before", version: "1" });
      try {
        await mcp.connect(transport, { timeout: 30_000 });
        await mcpOld.connect(oldTransport, { timeout: 30_000 });
        const script = join(w.tmp, "baseline.sh");
        await writeFile(script, BASELINE);
        await chmod(script, 0o755);
        const allow = ["hello.txt", "notes.txt"];
        // The first job in a repository creates its pool slot: timed once, apart from the figures.
        // Then every ocw job runs in that repository, as a user delegating in a project does.
        const repo = await w.workspace();
        let t = performance.now();
        await viaMcp(mcp, (await w.task("five", { allow, workspace: repo })).file);
        const firstMs = performance.now() - t;
        // Warm-up, outside the figures: the first CLI job and the first `opencode run` pay one-off costs.
        await viaCli(w, (await w.task("five", { allow, workspace: repo })).file);
        await baseline(w, script, await briefFor(w, (await w.task("five", { allow })).file));

        const figs: Record<"cli" | "mcp" | "base" | "waits" | "cliOld" | "mcpOld", number[]> = { cli: [], mcp: [], base: [], waits: [], cliOld: [], mcpOld: [] };
        const failures: string[] = [];
        const profiles: Profile[] = [];
        for (let i = 0; i < RUNS; i++) {
          try {
            const round = { cli: 0, mcp: 0, base: 0, waits: 0, cliOld: 0, mcpOld: 0 };
            let task = (await w.task("five", { allow, workspace: repo })).file;
            t = performance.now();
            round.waits = await viaCli(w, task);
            round.cli = performance.now() - t;
            task = (await w.task("five", { allow, workspace: repo })).file;
            t = performance.now();
            const job = await viaMcp(mcp, task);
            round.mcp = performance.now() - t;
            const p = await profile(w, job, 0);
            task = (await w.task("five", { allow, workspace: repo })).file;
            t = performance.now();
            await viaCli(w, task, oldEnv);
            round.cliOld = performance.now() - t;
            task = (await w.task("five", { allow, workspace: repo })).file;
            t = performance.now();
            await viaMcp(mcpOld, task);
            round.mcpOld = performance.now() - t;
            const prepared = await briefFor(w, (await w.task("five", { allow })).file);
            t = performance.now();
            await baseline(w, script, prepared);
            round.base = performance.now() - t;
            for (const k of ["cli", "mcp", "base", "waits", "cliOld", "mcpOld"] as const) figs[k].push(round[k]);
            profiles.push(p);
          } catch (e) {
            // A failed run (a saturated machine can lose the server) drops the whole round, so the sides stay paired.
            failures.push(`round ${i + 1}: ${(e as Error).message.split("\n")[0]}`);
          }
        }
        if (figs.cli.length === 0) throw new Error(`every round failed: ${failures.join(" | ")}`);
        const figures: Figure[] = [
          { label: "**ocw, CLI processes**: dispatch → wait loop to the verdict (built)", runs: figs.cli },
          { label: "ocw, one warm `ocw mcp`: `worker` dispatch → `worker` wait loop to the verdict", runs: figs.mcp },
          { label: "**baseline**: `opencode run` + the same checks from a shell script", runs: figs.base },
          { label: "ocw, warm `ocw mcp`, the first job in a new repository (creates its pool slot; once)", runs: [firstMs] },
          ...(Object.keys(PHASES) as (keyof Profile)[]).map((k) => ({ label: `profile of the MCP job · ${PHASES[k]}`, runs: profiles.map((p) => p[k]) })),
          { label: "before (a driver per job) · ocw, CLI processes", runs: figs.cliOld },
          { label: "before (a driver per job) · ocw, one warm `ocw mcp`", runs: figs.mcpOld },
        ];
        const [cli, viaMcpMs, base] = figures.map((f) => median(f.runs));
        return {
          figures,
          ratios: [
            { label: "ocw (CLI) ÷ baseline", value: cli! / base!, target: { op: "<=", value: 0.3 } },
            { label: "ocw (MCP) ÷ baseline", value: viaMcpMs! / base!, target: { op: "<=", value: 0.25 } },
            { label: "before (a driver per job): ocw (CLI) ÷ baseline", value: median(figs.cliOld) / base! },
            { label: "before (a driver per job): ocw (MCP) ÷ baseline", value: median(figs.mcpOld) / base! },
          ],
          notes: [
            ...(failures.length ? [`**${failures.length} round(s) failed** and were left out: ${failures.join(" | ")}`] : []),
            `Medians: ocw (CLI) ${(cli! / 1000).toFixed(2)} s, ocw (MCP) ${(viaMcpMs! / 1000).toFixed(2)} s, baseline ${(base! / 1000).toFixed(2)} s. The replay model answers at once, so these are harness costs: 6 model requests (5 tool calls and the final message) on both sides.`,
            `ocw does more than the baseline for its time: it validates the checks on a snapshot of the workspace before the worker starts, works in its own git worktree (a pool slot of the repository, reset to the job's baseline), and after the worker checks the scope, scans for tampering, runs the checks on a clean copy of the result and keeps the evidence. The CLI loop started ${median(figs.waits)} \`ocw wait\` processes per job (median), each a cold node start; the MCP path pays node start-up once.`,
          ],
        };
      } finally {
        await mcp.close().catch(() => undefined);
        await mcpOld.close().catch(() => undefined);
        await w.dispose();
      }
    },
  };
}

type Entry = { job: string; state?: string; verdict?: string; reasons?: unknown; asks?: unknown[] };

/**
 * One wait report: the verdict entry of `id` when it came back, else undefined. The bench's
 * script asks for nothing (every tool call is in scope), so an ask is a failure, not a hang.
 */
function verdictOf(id: string, report: Record<string, unknown>): Entry | undefined {
  const mine = ((report.jobs as Entry[] | undefined) ?? []).find((e) => e.job === id);
  if (mine?.asks) throw new Error(`job ${id} asked for permission: ${JSON.stringify(mine.asks)}`);
  return mine?.verdict ? mine : undefined;
}

function built(id: string, e: Entry): void {
  if (e.verdict !== "built") throw new Error(`ocw job ${id} ended ${String(e.verdict)}: ${JSON.stringify(e.reasons)}`);
}

/**
 * Dispatch and follow to the verdict through fresh CLI processes, as the skill's Bash fallback
 * does: `ocw dispatch --json` (returns once the checks were validated, with a cursor), then
 * `ocw wait --cursor <c> --json` until the job's verdict entry comes back (the verdict is in the
 * wait's report; no `result` call is needed). Returns how many `wait` calls it took.
 */
async function viaCli(w: BenchWorld, task: string, env: Record<string, string> = w.env): Promise<number> {
  const ocw = async (...args: string[]): Promise<Record<string, unknown>> => {
    const { stdout } = await run(process.execPath, [w.bundle, ...args, "--json"], { env, cwd: w.tmp, timeout: 60_000 });
    return JSON.parse(stdout) as Record<string, unknown>;
  };
  const d = (await ocw("dispatch", task)) as Entry & { cursor?: string };
  const id = String(d.job);
  if (d.verdict) throw new Error(`ocw job ${id} was rejected at dispatch: ${JSON.stringify(d.reasons)}`);
  let cursor = String(d.cursor);
  let waits = 0;
  for (;;) {
    const r = await ocw("wait", "--cursor", cursor, "--timeout", "45");
    waits++;
    cursor = String(r.cursor);
    const end = verdictOf(id, r);
    if (end) {
      built(id, end);
      return waits;
    }
    if (waits > 200) throw new Error(`job ${id} did not finish`);
  }
}

type ToolText = { isError?: boolean; content: { type: string; text: string }[] };

/** The same through one warm `ocw mcp`: worker dispatch, then worker wait with the cursor until the verdict entry. */
async function viaMcp(c: Client, task: string): Promise<JobId> {
  const worker = async (args: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const r = (await c.callTool({ name: "worker", arguments: args }, undefined, { timeout: 60_000 })) as ToolText;
    const text = r.content[0]?.text ?? "";
    if (r.isError) throw new Error(`worker ${String(args.command)}: ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const d = (await worker({ command: "dispatch", task_file: task })) as Entry & { cursor?: string };
  const id = String(d.job);
  if (d.verdict) throw new Error(`ocw job ${id} was rejected at dispatch: ${JSON.stringify(d.reasons)}`);
  let cursor = String(d.cursor);
  for (let i = 0; ; i++) {
    const r = await worker({ command: "wait", cursor, timeout_seconds: 45 });
    cursor = String(r.cursor);
    const end = verdictOf(id, r);
    if (end) {
      built(id, end);
      return id as JobId;
    }
    if (i > 200) throw new Error(`job ${id} did not finish`);
  }
}

/** The brief ocw would send for `taskFile`, written next to it (before the clock starts). */
async function briefFor(w: BenchWorld, taskFile: string): Promise<{ workspace: string; brief: string }> {
  const task = await loadTask(taskFile, { cwd: w.tmp });
  const brief = `${taskFile}.brief.md`;
  await writeFile(brief, renderBrief(task.spec, { minutes: 20 }));
  return { workspace: task.spec.workspace, brief };
}

async function baseline(w: BenchWorld, script: string, p: { workspace: string; brief: string }): Promise<void> {
  const { stdout } = await run(script, [p.workspace, p.brief], { env: opencodeEnv(w.env, serverDirs(w.env)), cwd: w.tmp, timeout: 120_000 });
  if (stdout.trim() !== "built") throw new Error(`baseline ended ${stdout.trim().replace(/\s+/g, " ")}`);
}
