/**
 * A planted API key, configured the way users do it (`ocw setup provider --key-env VAR`, so our
 * OpenCode config holds `{env:VAR}` and the key lives only in the environment of the CLI, the
 * MCP server, the drivers and `opencode serve`), is used for every model call of real jobs, yet
 * never appears in any file under the state dir (job ledgers, events, driver logs, the grader's
 * evidence, the OpenCode server's own data, logs and config) nor in any CLI or MCP output.
 * The setup commands alone are covered by tests/setup/cli.test.ts; this follows the key through
 * jobs.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/index.js";
import { readJob, type JobId } from "../../src/jobs/index.js";
import { serverDirs } from "../../src/opencode/index.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";
import { allFiles } from "../faults/support.js";

const PLANTED = `sk-ocwPLANTED${Date.now().toString(36)}x9Qz7`;
const SCRIPTS = {
  write: { turns: [{ text: "- writing hello.txt", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  bash: { turns: [{ tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- ran it", result: "built" }] },
};

let w: JobsWorld;
let env: Record<string, string>;
const outputs: string[] = [];

beforeAll(async () => {
  w = await makeJobsWorld("ocw-secret-", SCRIPTS);
  env = { ...w.env, OCW_PLANTED_KEY: PLANTED };
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

async function ocw(args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  let stdout = "";
  let stderr = "";
  const code = await main(args, { cwd: w.world.root, env, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
  outputs.push(stdout, stderr);
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(stdout) as Record<string, unknown>;
  } catch {
    // Text mode.
  }
  return { code, json };
}

describe("secrets", () => {
  it("planted key - used by every model call of CLI and MCP jobs, never written under the state dir nor printed", async () => {
    const setup = await ocw(["setup", "provider", "--api", "openai", "--url", w.model.baseURL, "--model", "replay", "--key-env", "OCW_PLANTED_KEY", "--context", "32768", "--output", "4096", "--json"]);
    expect(setup.code).toBe(0);
    const config = await readFile(join(serverDirs(env).config, "opencode.json"), "utf8");
    expect(config).toContain("{env:OCW_PLANTED_KEY}");

    // A job through the CLI, on the route model-setup made active (the keyed provider).
    const { taskFile } = await w.task("cli-job", "write");
    // The keyed target was never self-built (the ladder is not what this test is about): the gate
    // refuses it, so the dispatch is forced, as a user who consented would.
    const d = await ocw(["dispatch", taskFile, "--force", "--json"]);
    expect(d.code).toBe(0);
    const job = d.json.job as string;
    expect(d.json.verdict, JSON.stringify(d.json)).toBeUndefined();
    let cursor = d.json.cursor as string;
    let verdict: Record<string, unknown> | undefined;
    for (let i = 0; i < 40 && !verdict; i++) {
      const r = await ocw(["wait", "--cursor", cursor, "--timeout", "20", "--json"]);
      expect(r.code).toBe(0);
      cursor = r.json.cursor as string;
      const mine = (r.json.jobs as Record<string, unknown>[]).find((e) => e.job === job);
      expect(mine?.asks).toBeUndefined();
      if (mine?.verdict) verdict = mine;
    }
    expect(verdict).toMatchObject({ job, verdict: "built" });
    const result = await ocw(["result", job, "--json"]);
    expect(result.json).toMatchObject({ job, verdict: "built", reasons: [] });
    // The result no longer carries the route; the ledger does: the job ran on the keyed provider model-setup made active.
    expect((await readJob(w.root, job as JobId)).route).toMatchObject({ model: "openai-compatible/replay", source: "target" });
    await ocw(["jobs", "--json"]);

    // A job through the MCP server, with a permission round trip.
    const transport = new StdioClientTransport({ command: process.execPath, args: [BUNDLE, "mcp"], cwd: w.world.root, env, stderr: "pipe" });
    let mcpStderr = "";
    transport.stderr?.on("data", (c: Buffer) => (mcpStderr += c.toString()));
    const client = new Client({ name: "secrets", version: "1" });
    await client.connect(transport);
    try {
      const call = async (args: Record<string, unknown>): Promise<Record<string, unknown>> => {
        const r = (await client.callTool({ name: "worker", arguments: args }, undefined, { timeout: 60_000 })) as { isError?: boolean; content: { text: string }[] };
        const text = r.content.map((c) => c.text).join("\n");
        outputs.push(text);
        if (r.isError) throw new Error(`worker ${String(args.command)}: ${text}`);
        return JSON.parse(text) as Record<string, unknown>;
      };
      const { taskFile: mcpTask } = await w.task("mcp-job", "bash");
      const m = await call({ command: "dispatch", task_file: mcpTask, force: true });
      expect(m.verdict, JSON.stringify(m)).toBeUndefined();
      let mcpCursor = m.cursor as string;
      let permitted = 0;
      const permitAll = async (e: Record<string, unknown> | undefined): Promise<void> => {
        for (const a of (e?.asks as { id: string }[] | undefined) ?? []) {
          expect(await call({ command: "permit", job: m.job, request: a.id, reply: "once" })).toMatchObject({ status: expect.any(String) });
          permitted++;
        }
      };
      let ended: Record<string, unknown> | undefined;
      await permitAll(m);
      for (let i = 0; i < 40 && !ended; i++) {
        const r = await call({ command: "wait", cursor: mcpCursor, timeout_seconds: 20 });
        mcpCursor = r.cursor as string;
        const mine = (r.jobs as Record<string, unknown>[]).find((e) => e.job === m.job);
        await permitAll(mine);
        if (mine?.verdict) ended = mine;
      }
      // The permission round trip happened (bash is `ask` in the pack).
      expect(permitted).toBeGreaterThanOrEqual(1);
      expect(ended).toMatchObject({ verdict: "built" });
      expect(await call({ command: "result", job: m.job })).toMatchObject({ job: m.job, verdict: "built" });
      await call({ command: "jobs" });
    } finally {
      await client.close();
      outputs.push(mcpStderr);
    }

    // The key was really in play: every call of the keyed route carried an Authorization header
    // (the replay log redacts its value), and the server that ran them had the key in its env.
    const keyed = w.model.requests.filter((r) => r.body.model === "replay" && r.headers.authorization !== undefined);
    expect(keyed.length).toBeGreaterThanOrEqual(4);
    const record = JSON.parse(await readFile(serverDirs(env).record, "utf8")) as { pid: number };
    expect(await readFile(`/proc/${record.pid}/environ`, "utf8")).toContain(PLANTED);

    // Nowhere on disk under the state dir (the OpenCode server's data and logs included), nowhere in any output.
    const files = await allFiles(w.world.ocwHome);
    expect(files.some((f) => f.path.includes(join("server", "xdg")))).toBe(true);
    expect(files.some((f) => f.path.endsWith("events.jsonl"))).toBe(true);
    const leaks = files.filter((f) => f.bytes.includes(PLANTED)).map((f) => f.path);
    expect(leaks).toEqual([]);
    for (const o of outputs) expect(o).not.toContain(PLANTED);
    expect(outputs.join("").length).toBeGreaterThan(1_000);
  }, 180_000);
});
