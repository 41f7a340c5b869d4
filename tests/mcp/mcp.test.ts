/**
 * The MCP server as Claude Code runs it: `node dist/ocw.mjs mcp` spawned from an empty folder
 * (no node_modules), driven by the SDK's own Client over stdio. Tools are listed with their
 * descriptions; a permission round trip ends built; wait sends progress; errors come back as
 * isError with a recovery hint; stdout carries nothing but JSON-RPC; and a server killed
 * during wait loses nothing — a new one sees the job through to its verdict.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pidsUsing } from "../helpers/opencode-serve.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { alive, makeJobsWorld, type JobsWorld } from "../jobs/world.js";

const SCRIPTS = {
  bash: { turns: [{ tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- ran it", result: "built" }] },
  slowwrite: { turns: [{ text: "- thinking", delayMs: 4_000, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote it", result: "built" }] },
};

let w: JobsWorld;
let empty: string;
const clients: Client[] = [];

beforeAll(async () => {
  w = await makeJobsWorld("ocw-mcp-", SCRIPTS);
  empty = await mkdtemp(join(w.world.root, "empty-"));
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await w?.dispose();
  expect(await pidsUsing(w.world.root)).toEqual([]);
});

async function client(): Promise<{ c: Client; pid: number }> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [BUNDLE, "mcp"], cwd: empty, env: w.env, stderr: "pipe" });
  const c = new Client({ name: "test", version: "1" });
  await c.connect(transport);
  clients.push(c);
  return { c, pid: transport.pid! };
}

type Call = { isError?: boolean; content: { type: string; text: string }[] };

async function call(c: Client, name: string, args: Record<string, unknown> = {}, onprogress?: (p: { progress: number; message?: string }) => void): Promise<{ isError: boolean; data: Record<string, unknown>; text: string }> {
  const r = (await c.callTool({ name, arguments: args }, undefined, { timeout: 60_000, ...(onprogress ? { onprogress, resetTimeoutOnProgress: true } : {}) })) as Call;
  const text = r.content[0]?.text ?? "";
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // An error's text.
  }
  return { isError: r.isError === true, data, text };
}

async function waitTerminal(c: Client, job: string, from = 0): Promise<Record<string, unknown>> {
  let after = from;
  for (let i = 0; i < 40; i++) {
    const r = await call(c, "worker_wait", { job, after_revision: after, timeout_seconds: 20 });
    expect(r.isError).toBe(false);
    after = r.data.revision as number;
    if (r.data.terminal) return r.data;
  }
  throw new Error("no verdict");
}

describe("mcp setup tools", () => {
  it("setup_scan - probes the given ports only and reports the hardware; a closed port is a probe result, not an error", { timeout: 60_000 }, async () => {
    const { c } = await client();
    const r = await call(c, "setup_scan", { ports: "1" });
    expect(r.isError, r.text).toBe(false);
    expect(r.data.endpoints).toEqual([]);
    expect((r.data.hardware as { cpu: { cores: number } }).cpu.cores).toBeGreaterThan(0);
  });

  it("setup_fit - plans a catalog model for 2 slots on a given budget; a bad model is isError naming the fix", { timeout: 60_000 }, async () => {
    const { c } = await client();
    const r = await call(c, "setup_fit", { model: "qwen3-coder-30b-a3b", quant: "Q4_K_M", slots: 2, ctx: 32768, vram_gib: 24 });
    expect(r.isError, r.text).toBe(false);
    const plan = (r.data as { plan: { slots: number; ctxPerSlot: number; model: string } }).plan;
    expect(plan.slots).toBe(2);
    expect(plan.ctxPerSlot).toBe(32768);
    const bad = await call(c, "setup_fit", { model: "no-such-model", slots: 1 });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/no-such-model/);
  });
});

describe("mcp", () => {
  it("mcp - lists the worker and setup tools with descriptions; stdout holds only JSON-RPC", async () => {
    const { c } = await client();
    const { tools } = await c.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "setup_fit", "setup_scan", "worker_apply", "worker_cancel", "worker_dispatch", "worker_jobs", "worker_permit", "worker_result", "worker_selftest", "worker_steer", "worker_wait",
    ]);
    for (const t of tools) expect(t.description!.length).toBeGreaterThan(60);
    // Raw: every stdout line of a short session is a JSON-RPC message.
    const child = spawn(process.execPath, [BUNDLE, "mcp"], { cwd: empty, env: w.env, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    const lines = [
      { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } },
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "worker_jobs", arguments: {} } },
      { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "worker_result", arguments: { job: "job_000000000deadbeef" } } },
    ];
    child.stdin.write(lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
    for (let i = 0; i < 100 && out.split("\n").filter(Boolean).length < 3; i++) await new Promise((r) => setTimeout(r, 50));
    child.stdin.end();
    await new Promise((r) => child.once("exit", r));
    const msgs = out.split("\n").filter(Boolean).map((l) => JSON.parse(l) as { jsonrpc: string; id: number });
    expect(msgs.map((m) => m.jsonrpc)).toEqual(["2.0", "2.0", "2.0"]);
  }, 30_000);

  it("mcp - errors are isError results with a recovery hint", async () => {
    const { c } = await client();
    const unknown = await call(c, "worker_wait", { job: "job_000000000deadbeef" });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toMatch(/^NOT_FOUND: no job job_000000000deadbeef/);
    expect(unknown.text).toContain("ocw jobs");
    const missing = await call(c, "worker_dispatch", { task_file: "nope.yaml" });
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain("no such file");
  }, 30_000);

  it("mcp - permission round trip: dispatch, wait shows the request, permit, built, apply", async () => {
    const { c } = await client();
    const { taskFile, workspace } = await w.task("mcp-permit", "bash");
    const d = await call(c, "worker_dispatch", { task_file: taskFile });
    expect(d.isError).toBe(false);
    const job = d.data.job as string;
    let after = d.data.revision as number;
    let request: string | undefined;
    for (let i = 0; i < 20 && !request; i++) {
      const r = await call(c, "worker_wait", { job, after_revision: after, timeout_seconds: 20 });
      after = r.data.revision as number;
      request = (r.data.pending as { id: string }[])[0]?.id;
    }
    expect(request).toBeDefined();
    const p = await call(c, "worker_permit", { job, request, reply: "once" });
    expect(p.data).toMatchObject({ status: "applied" });
    const end = await waitTerminal(c, job, after);
    expect(end.state).toBe("built");
    const result = await call(c, "worker_result", { job });
    expect(result.data).toMatchObject({ verdict: "built", state: "built" });
    const applied = await call(c, "worker_apply", { job });
    expect(applied.data.files).toEqual(["hello.txt"]);
    expect(await readFile(join(workspace, "hello.txt"), "utf8")).toBe("hello\n");
  }, 60_000);

  it("mcp - wait sends progress; the server killed during a wait loses nothing: a new server sees the job to its verdict", async () => {
    const first = await client();
    const { taskFile } = await w.task("mcp-kill", "slowwrite");
    const d = await call(first.c, "worker_dispatch", { task_file: taskFile });
    const job = d.data.job as string;
    await w.until(job as never, (j) => j.state === "running");
    const progress: number[] = [];
    const waiting = call(first.c, "worker_wait", { job, after_revision: (await call(first.c, "worker_wait", { job, timeout_seconds: 0 })).data.revision, timeout_seconds: 30 }, (p) => progress.push(p.progress)).catch((e: unknown) => e);
    for (let i = 0; i < 40 && progress.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(progress.length).toBeGreaterThan(0);
    process.kill(first.pid, "SIGKILL");
    expect(await waiting).toBeInstanceOf(Error);
    for (let i = 0; i < 20 && (await alive(first.pid)); i++) await new Promise((r) => setTimeout(r, 50));
    const second = await client();
    const jobs = await call(second.c, "worker_jobs");
    expect((jobs.data.jobs as { job: string }[]).map((j) => j.job)).toContain(job);
    const end = await waitTerminal(second.c, job);
    expect(end.state).toBe("built");
  }, 60_000);
});
