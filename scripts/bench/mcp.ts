import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { median, type Bench } from "./harness.js";
import { killLeftovers } from "./world.js";

const run = promisify(execFile);
const RUNS = 7;
const SETTLE_MS = 2_000;

/**
 * `ocw mcp` as Claude Code starts it: `node dist/ocw.mjs mcp` spawned from an empty folder,
 * driven by the MCP SDK's own client over stdio. Cold start is spawn → initialize → the
 * `tools/list` response; idle RSS is VmRSS from /proc once the server has sat idle for 2 s.
 * Interleaved with bare `node dist/ocw.mjs --version` so the node start-up share is visible.
 */
export function mcpBench(root: string): Bench {
  return {
    name: "mcp",
    title: "`ocw mcp`: cold start and idle memory",
    async run() {
      const tmp = await mkdtemp(join(tmpdir(), "ocw-bench-mcp-"));
      const bundle = join(root, "dist", "ocw.mjs");
      const env: Record<string, string> = { ...(process.env as Record<string, string>), OCW_HOME: join(tmp, "ocw") };
      const cold: number[] = [];
      const bare: number[] = [];
      const rss: number[] = [];
      try {
        for (let i = 0; i < RUNS; i++) {
          let t = performance.now();
          await run(process.execPath, [bundle, "--version"], { env, cwd: tmp, timeout: 30_000 });
          bare.push(performance.now() - t);
          const transport = new StdioClientTransport({ command: process.execPath, args: [bundle, "mcp"], cwd: tmp, env, stderr: "pipe" });
          const client = new Client({ name: "bench", version: "1" });
          try {
            t = performance.now();
            await client.connect(transport, { timeout: 30_000 });
            const { tools } = await client.listTools(undefined, { timeout: 30_000 });
            cold.push(performance.now() - t);
            if (tools.length === 0) throw new Error("ocw mcp listed no tools");
            await new Promise((r) => setTimeout(r, SETTLE_MS));
            rss.push(await rssMb(transport.pid!));
          } finally {
            await client.close().catch(() => undefined);
          }
        }
      } finally {
        await killLeftovers(tmp);
        await rm(tmp, { recursive: true, force: true });
      }
      const coldMs = median(cold);
      return {
        figures: [
          { label: "spawn `ocw mcp` → initialize → `tools/list` answered", runs: cold },
          { label: "`node dist/ocw.mjs --version` (node + bundle start-up alone)", runs: bare },
        ],
        ratios: [
          { label: "cold start → tools/list p50, seconds", value: coldMs / 1000, target: { op: "<=", value: 0.3 } },
          { label: "idle RSS p50, MB", value: median(rss), target: { op: "<=", value: 80 } },
        ],
        notes: [
          `Idle RSS (VmRSS, ${SETTLE_MS / 1000} s after tools/list) per run: ${rss.map((m) => `${m.toFixed(1)} MB`).join(", ")}. Of the cold start, about ${median(bare).toFixed(0)} ms is node loading the bundle, as for any \`ocw\` command.`,
        ],
      };
    },
  };
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for pid ${pid}`);
  return kb / 1024;
}
