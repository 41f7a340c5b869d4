import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ensureServer, stopServer, type ServerInfo } from "../../src/opencode/index.js";
import { AGENT_NAME, compilePack, loadCanonicalSkill, loadPack, loadProtocol } from "../../src/pack/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { ensureTool } from "../tools.js";

/**
 * What the OpenCode benches share: a temp folder (our OCW_HOME inside it), the pinned opencode
 * on PATH, the replay model with the bench's scripts, one warm `opencode serve` started by the
 * real connector with the replay pack as config, and git workspaces. `dispose` stops the server
 * and the model, ends every process the bench started that is still alive (drivers, `opencode
 * run`, `ocw mcp` — found by the temp folder in their environment, killed by pid) and removes the
 * folder.
 */
export interface BenchWorld {
  readonly tmp: string;
  readonly env: Record<string, string>;
  readonly model: ReplayServer;
  readonly server: ServerInfo;
  /** The compiled replay pack (opencode.json with the model's address written in, the agent). */
  readonly files: Record<string, string>;
  /** The bundled CLI, as the plugin runs it. */
  readonly bundle: string;
  /** A fresh git repository holding `files` (default: greet.txt). */
  workspace(files?: Readonly<Record<string, string>>): Promise<string>;
  /** A task spec asking for hello.txt, driven by replay `script`, in `workspace` (default: a fresh one). */
  task(script: string, opts?: { allow?: readonly string[]; workspace?: string }): Promise<{ file: string; workspace: string }>;
  dispose(): Promise<void>;
}

export async function benchWorld(root: string, prefix: string, scripts: Record<string, Script>): Promise<BenchWorld> {
  const tmp = await mkdtemp(join(tmpdir(), prefix));
  const bin = await ensureTool("opencode");
  const env: Record<string, string> = { ...(process.env as Record<string, string>), OCW_HOME: join(tmp, "ocw"), PATH: `${dirname(bin)}:${process.env.PATH ?? ""}` };
  const model = await startReplayServer({ document: parseReplayDocument({ replay: 1, scripts }) });
  let server: ServerInfo;
  let files: Record<string, string>;
  try {
    files = await replayFiles(root, model.baseURL);
    server = await ensureServer({ env, files });
  } catch (e) {
    await stopServer({ env }).catch(() => undefined);
    await model.close();
    await rm(tmp, { recursive: true, force: true });
    throw e;
  }
  let n = 0;
  let tasks = 0;
  const workspace = async (contents: Readonly<Record<string, string>> = { "greet.txt": "hi\n" }): Promise<string> => {
    const ws = join(tmp, "ws", String(n++));
    await mkdir(ws, { recursive: true });
    for (const [rel, text] of Object.entries(contents)) await writeFile(join(ws, rel), text);
    const id = ["-c", "user.name=bench", "-c", "user.email=bench@example.invalid"];
    execFileSync("git", ["init", "-q"], { cwd: ws, timeout: 30_000 });
    execFileSync("git", [...id, "add", "-A"], { cwd: ws, timeout: 30_000 });
    execFileSync("git", [...id, "commit", "-qm", "init"], { cwd: ws, timeout: 30_000 });
    return ws;
  };
  return {
    tmp,
    env,
    model,
    server,
    files,
    bundle: join(root, "dist", "ocw.mjs"),
    workspace,
    async task(script, opts = {}) {
      const ws = opts.workspace ?? (await workspace());
      const file = join(tmp, `task-${tasks++}.yaml`);
      const allow = opts.allow ?? ["hello.txt"];
      await writeFile(
        file,
        [
          `workspace: ${ws}`,
          `objective: "Write hello into hello.txt. [[replay:${script}]]"`,
          `scope: { allow: [${allow.join(", ")}] }`,
          "checks:",
          "  acceptance:",
          '    - { name: hello, run: "grep -qx hello hello.txt" }',
          "  regression:",
          '    - { name: greet kept, run: "grep -q hi greet.txt" }',
          "",
        ].join("\n"),
      );
      return { file, workspace: ws };
    },
    async dispose() {
      await stopServer({ env }).catch(() => undefined);
      await model.close();
      await killLeftovers(tmp);
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/** The replay pack compiled as our OpenCode config; the model's address is written in, so every client's connect reuses one server. */
export async function replayFiles(root: string, baseURL?: string): Promise<Record<string, string>> {
  const loaded = await loadPack(root, join(root, "packs", "replay__none__opencode"));
  if (!loaded.ok) throw new Error(`the replay pack does not load: ${JSON.stringify(loaded.problems)}`);
  const outputs = compilePack(loaded.pack, await loadProtocol(root), await loadCanonicalSkill(root));
  const config = JSON.parse(outputs.find((o) => o.path.endsWith("/opencode.json"))!.text) as { provider: { replay: { options: { baseURL: string } } } };
  if (baseURL) config.provider.replay.options.baseURL = baseURL;
  return { "opencode.json": JSON.stringify(config, null, 2), [`agent/${AGENT_NAME}.md`]: outputs.find((o) => o.path.endsWith(`/agent/${AGENT_NAME}.md`))!.text };
}

/** Kill (by pid) every live process whose environment names `marker` — only this bench's own children carry its temp folder. */
export async function killLeftovers(marker: string): Promise<number[]> {
  const killed: number[] = [];
  for (const name of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const environ = await readFile(`/proc/${name}/environ`, "utf8").catch(() => "");
    if (!environ.includes(marker)) continue;
    try {
      process.kill(Number(name), "SIGKILL");
      killed.push(Number(name));
    } catch {
      // Already gone.
    }
  }
  return killed;
}

/** utime + stime of one process in seconds, from /proc (Linux; 0 elsewhere). */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}
