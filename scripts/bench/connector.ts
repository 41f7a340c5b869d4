import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { connect, ensureServer, opencodeEnv, requireOpencode, serverDirs, stopServer, type Connection } from "../../src/opencode/index.js";
import { AGENT_NAME } from "../../src/pack/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { ensureTool } from "../tools.js";
import { median, type Bench, type Figure } from "./harness.js";
import { killLeftovers, replayFiles } from "./world.js";

/**
 * The connector's latency, side by side in one run with a zero-latency replay model:
 *   (a) warm server, a directory it has seen: new session + prompt → the first model request
 *   (b) warm server, a directory it has never seen (OpenCode boots an instance for it)
 *   (c) `opencode run` one-shot of the same script, to its first model request and to its exit
 * Runs are interleaved (a, b, c, a, b, c, …) so machine drift hits all alike.
 */
export function connectorBench(root: string, runs = 5): Bench {
  return {
    name: "connector",
    title: "OpenCode connector: warm server vs one-shot",
    async run() {
      const tmp = await mkdtemp(join(tmpdir(), "ocw-bench-oc-"));
      const bin = await ensureTool("opencode");
      const env = { ...process.env, OCW_HOME: join(tmp, "ocw"), PATH: `${join(bin, "..")}:${process.env.PATH ?? ""}` };
      const model = await startReplayServer({ document: parseReplayDocument({ replay: 1, scripts: { default: { turns: [{ text: "- nothing to change", result: "built" }] } } }) });
      let conn: Connection | undefined;
      try {
        const files = await replayFiles(root);
        const serverEnv = { OCW_REPLAY_BASE_URL: model.baseURL };
        const coldStart = performance.now();
        await ensureServer({ env, files, serverEnv });
        const coldMs = performance.now() - coldStart;
        conn = await connect({ env, files, serverEnv });
        const warmDir = join(tmp, "warm");
        await mkdir(warmDir);
        // Boot the warm directory's instance once, outside the measurement.
        await promptOnce(conn, model, warmDir);

        const figs: Record<string, number[]> = { a: [], aTurn: [], b: [], c: [], cExit: [] };
        for (let i = 0; i < runs; i++) {
          const a = await promptOnce(conn, model, warmDir);
          figs.a!.push(a.firstRequestMs);
          figs.aTurn!.push(a.turnMs);
          const fresh = join(tmp, `fresh-${i}`);
          await mkdir(fresh);
          figs.b!.push((await promptOnce(conn, model, fresh)).firstRequestMs);
          const c = await oneShot(env, serverEnv, model, warmDir);
          figs.c!.push(c.firstRequestMs);
          figs.cExit!.push(c.exitMs);
        }
        const figures: Figure[] = [
          { label: "(a) warm server: new session + prompt → first model request", runs: figs.a! },
          { label: "(a′) warm server: new session + prompt → turn finished (idle)", runs: figs.aTurn! },
          { label: "(b) warm server, new directory: session + prompt → first model request", runs: figs.b! },
          { label: "(c) `opencode run` one-shot: spawn → first model request", runs: figs.c! },
          { label: "(c′) `opencode run` one-shot: spawn → exit", runs: figs.cExit! },
        ];
        const [ma, , , mc] = figures.map((f) => median(f.runs));
        return {
          figures,
          ratios: [
            { label: "(a) median, seconds", value: ma! / 1000, target: { op: "<=", value: 1.0 } },
            { label: "(c) ÷ (a): one-shot vs warm, to first model request", value: mc! / ma!, target: { op: ">=", value: 7 } },
          ],
          notes: [
            `Cold start of the warm server itself (spawn → "listening" + health + config check): ${(coldMs / 1000).toFixed(2)} s, paid once per user until the config changes.`,
            "The replay model answers instantly, so every figure is harness overhead. (a) creates a session (with its title, so no title call) and prompts with agent and model; the agent and model checks are cached per directory by the connection.",
          ],
        };
      } finally {
        await conn?.close();
        await stopServer({ env }).catch(() => undefined);
        await model.close();
        await killLeftovers(tmp);
        await rm(tmp, { recursive: true, force: true });
      }
    },
  };
}

/** One session + prompt on the warm server; times to the first model request and to the end of the turn. */
async function promptOnce(conn: Connection, model: ReplayServer, directory: string): Promise<{ firstRequestMs: number; turnMs: number }> {
  const t = performance.now();
  const session = await conn.openSession({ directory, title: "bench", agent: AGENT_NAME, model: "replay/replay" });
  const first = model.waitFor((r) => r.session === session.id, 60_000);
  const turn = await session.prompt("Say that nothing needs changing.");
  await first;
  const firstRequestMs = performance.now() - t;
  const result = await turn.result;
  if (result.status !== "completed") throw new Error(`bench turn ${result.status}: ${result.error?.message}`);
  await session.close();
  return { firstRequestMs, turnMs: performance.now() - t };
}

/** `opencode run` with the same config and isolation, prompt on stdin. */
async function oneShot(env: NodeJS.ProcessEnv, serverEnv: Record<string, string>, model: ReplayServer, cwd: string): Promise<{ firstRequestMs: number; exitMs: number }> {
  const bin = await requireOpencode({ env });
  const before = model.requests.length;
  const t = performance.now();
  const child = spawn(bin.path, ["run", "--agent", AGENT_NAME, "-m", "replay/replay", "--title", "bench"], {
    cwd,
    env: opencodeEnv(env, serverDirs(env), serverEnv),
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  child.stdin.end("Say that nothing needs changing.");
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  try {
    await model.waitFor((r) => r.seq >= before, 60_000);
    const firstRequestMs = performance.now() - t;
    const code = await exited;
    if (code !== 0) throw new Error(`opencode run exited ${code}: ${out.slice(-500)}`);
    return { firstRequestMs, exitMs: performance.now() - t };
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}
