/**
 * A second MCP client, for real: the Codex CLI (`@openai/codex`, pinned in scripts/tools.ts and
 * installed into the tools cache on first use) registers `ocw mcp` from docs/clients.md as
 * written — its TOML, and its `codex mcp add` line — and `codex mcp list --json` shows it. Then
 * Codex's own app server (JSON-RPC on stdio) starts our server from that configuration, lists our
 * two tools and calls `worker`, with `OCW_HOME` passed through the doc's `env_vars`. No network:
 * Codex's attempts to reach its own service fail and are logged, and nothing here needs them.
 *
 * Bounds are liveness, not deadlines: every Codex process is ended when it exits or prints an
 * error, and the bound on each is generous; a failure says what Codex printed.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureTool } from "../../scripts/tools.js";
import { REPO_ROOT } from "../helpers/claude-cli.js";

const DOC = join(REPO_ROOT, "docs", "clients.md");
const PLACEHOLDER = "/path/to/opencode-worker";
const SERVER = join(REPO_ROOT, "skills", "opencode-worker", "scripts", "ocw.mjs");

let codex: string;
let root: string;

beforeAll(async () => {
  // A first run installs Codex (npm, about 424 MB): bounded by the installer's own liveness, not here.
  codex = await ensureTool("codex");
  root = await mkdtemp(join(tmpdir(), "ocw-codex-"));
}, 20 * 60_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** The doc's fenced blocks of one language, in order. */
async function blocks(lang: string): Promise<string[]> {
  const text = await readFile(DOC, "utf8");
  return [...text.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]!);
}

/** The Codex section's blocks: from its heading to the next one. */
async function codexBlocks(lang: string): Promise<string[]> {
  const text = await readFile(DOC, "utf8");
  const section = text.split(/^## /m).find((s) => s.startsWith("Codex CLI"));
  if (!section) throw new Error(`${DOC} has no "## Codex CLI" section`);
  return [...section.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]!);
}

const here = (s: string): string => s.replaceAll(PLACEHOLDER, REPO_ROOT.replace(/\/$/, ""));

async function codexHome(name: string): Promise<{ home: string; env: Record<string, string> }> {
  const home = join(root, name);
  await mkdir(join(home, "home"), { recursive: true });
  // HOME apart too, so Codex reads nothing of the user's; no proxy or key: offline by construction.
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: join(home, "home"), CODEX_HOME: home, TMPDIR: tmpdir(), NO_COLOR: "1" };
  return { home, env };
}

function run(args: readonly string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(codex, args, { env, cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

interface Listed {
  name: string;
  enabled: boolean;
  transport: { type: string; command: string; args: string[]; env: Record<string, string> | null; env_vars: unknown[] };
  tool_timeout_sec: number | null;
  startup_timeout_sec: number | null;
}

async function list(env: Record<string, string>): Promise<Listed[]> {
  const r = await run(["mcp", "list", "--json"], env);
  expect(r.code, `codex mcp list --json failed:\n${r.stderr}`).toBe(0);
  return JSON.parse(r.stdout) as Listed[];
}

/** One JSON-RPC session with `codex app-server`: requests in order, each answered before the next. */
async function appServer(env: Record<string, string>, cwd: string, steps: (call: (method: string, params: unknown) => Promise<unknown>) => Promise<void>): Promise<string> {
  const child = spawn(codex, ["app-server"], { env, cwd, stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let exited: string | undefined;
  child.on("close", (code, signal) => {
    exited = `codex app-server exited (${signal ?? code}) with:\n${stderr.slice(-3000)}`;
    for (const w of waiting.values()) w.reject(new Error(exited));
  });
  createInterface({ input: child.stdout }).on("line", (line) => {
    const m = JSON.parse(line) as { id?: number; result?: unknown; error?: { message: string } };
    if (m.id === undefined || !waiting.has(m.id)) return;
    const w = waiting.get(m.id)!;
    waiting.delete(m.id);
    if (m.error) w.reject(new Error(`codex app-server answered an error: ${JSON.stringify(m.error)}`));
    else w.resolve(m.result);
  });
  let next = 0;
  const call = (method: string, params: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (exited) return reject(new Error(exited));
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.stdin.write(JSON.stringify({ id, method, params }) + "\n");
    });
  try {
    await call("initialize", { clientInfo: { name: "ocw-test", version: "1" } });
    child.stdin.write(JSON.stringify({ method: "initialized" }) + "\n");
    await steps(call);
  } finally {
    child.kill();
  }
  return stderr;
}

describe("codex", () => {
  it("the doc's TOML registers the server: codex mcp list --json shows its command, env_vars and timeouts", async () => {
    const [toml] = await codexBlocks("toml");
    expect(toml, "docs/clients.md's Codex section has a toml block").toBeDefined();
    const { home, env } = await codexHome("toml");
    await writeFile(join(home, "config.toml"), here(toml!));
    const listed = await list(env);
    const ours = listed.find((s) => s.name === "opencode-worker");
    expect(ours, JSON.stringify(listed)).toBeDefined();
    expect(ours!.enabled).toBe(true);
    expect(ours!.transport).toMatchObject({ type: "stdio", command: "node", args: [SERVER, "mcp"], env_vars: ["OCW_HOME", "OCW_SLOTS"] });
    expect(existsSync(SERVER), `${SERVER} is built (npm run build)`).toBe(true);
    expect(ours!.tool_timeout_sec).toBeGreaterThan(50);
    expect(ours!.startup_timeout_sec).toBeGreaterThan(10);
  });

  it("the doc's `codex mcp add` line registers the same command; --env is kept", async () => {
    const line = (await codexBlocks("sh")).map((b) => b.trim()).find((b) => b.startsWith("codex mcp add"));
    expect(line, "docs/clients.md's Codex section has a `codex mcp add` line").toBeDefined();
    const args = here(line!).split(/\s+/).slice(1);
    const { home, env } = await codexHome("add");
    const added = await run([...args.slice(0, 2), "--env", "OCW_SLOTS=2", ...args.slice(2)], env);
    expect(added.code, added.stderr).toBe(0);
    expect(await readFile(join(home, "config.toml"), "utf8")).toContain("[mcp_servers.opencode-worker]");
    const ours = (await list(env)).find((s) => s.name === "opencode-worker");
    expect(ours?.transport).toMatchObject({ type: "stdio", command: "node", args: [SERVER, "mcp"], env: { OCW_SLOTS: "2" } });
  });

  it("codex app-server starts our server from the doc's TOML, lists worker and setup, calls worker with OCW_HOME passed through", async () => {
    const [toml] = await codexBlocks("toml");
    const { home, env } = await codexHome("app");
    await writeFile(join(home, "config.toml"), here(toml!));
    const ocwHome = join(root, "ocw-state");
    const work = join(root, "work");
    await mkdir(join(ocwHome, "jobs"), { recursive: true });
    await mkdir(work, { recursive: true });
    let tools: string[] = [];
    let jobs = "";
    let missing = "";
    const stderr = await appServer({ ...env, OCW_HOME: ocwHome }, work, async (call) => {
      const status = (await call("mcpServerStatus/list", {})) as { data: { name: string; tools: Record<string, { name: string }> }[] };
      tools = Object.keys(status.data.find((s) => s.name === "opencode-worker")?.tools ?? {}).sort();
      const thread = (await call("thread/start", { ephemeral: true, cwd: work })) as { thread: { id: string } };
      const r1 = (await call("mcpServer/tool/call", { server: "opencode-worker", threadId: thread.thread.id, tool: "worker", arguments: { command: "jobs" } })) as { content: { text: string }[] };
      jobs = r1.content.map((c) => c.text).join("\n");
      // An unknown job's error names the jobs folder: the server saw the OCW_HOME Codex was started with.
      const r2 = (await call("mcpServer/tool/call", { server: "opencode-worker", threadId: thread.thread.id, tool: "worker", arguments: { command: "result", job: "job_0mhx2k3l7a1b2c3d4" } })) as { content: { text: string }[]; isError?: boolean };
      missing = r2.content.map((c) => c.text).join("\n");
    });
    expect(tools, stderr.slice(-3000)).toEqual(["setup", "worker"]);
    expect(JSON.parse(jobs)).toEqual({ jobs: [] });
    expect(missing).toContain(join(ocwHome, "jobs"));
  });

  it("the doc's blocks for the other clients are valid JSON and YAML with the same command", async () => {
    const json = await blocks("json");
    expect(json.length).toBeGreaterThanOrEqual(4);
    for (const b of json) {
      const parsed = JSON.parse(b) as Record<string, Record<string, { command: string; args: string[] }>>;
      const servers = parsed.mcpServers ?? parsed.context_servers;
      expect(servers?.["opencode-worker"]).toMatchObject({ command: "node", args: [`${PLACEHOLDER}/skills/opencode-worker/scripts/ocw.mjs`, "mcp"] });
    }
    const yaml = (await blocks("yaml"))[0]!;
    expect(yaml).toMatch(/^schema: v1$/m);
    expect(yaml).toContain(`- ${PLACEHOLDER}/skills/opencode-worker/scripts/ocw.mjs`);
  });
});
