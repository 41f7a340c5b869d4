import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { connect, stopServer, type Connection } from "../../src/opencode/index.js";
import { AGENT_NAME } from "../../src/pack/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { ensureTool } from "../tools.js";
import { median, type Bench, type Figure } from "./harness.js";
import { killLeftovers, replayFiles } from "./world.js";

/**
 * New worktrees on a busy machine (issue 13): three warm servers (three OCW_HOMEs, as three
 * demos) each asked at once about six fresh git worktrees — the agent list (`GET /agent`, what
 * timed out at 15 s), then a session and its first prompt — while four CPU busy loops and two
 * flushing disk loops run. OpenCode boots an instance per new directory on its one event loop,
 * so these waits pile up. Measured with OpenCode's bundled models catalog and with the empty one
 * our connector now gives a server whose providers are all local (OCW_OPENCODE_CATALOG), rounds
 * interleaved. Also: the longest time the servers took to answer health (their event loop
 * stalls) and the server CPU time per worktree.
 */
export function bootBench(root: string, rounds = 2): Bench {
  return {
    name: "boot",
    title: "New worktrees on a busy machine: 3 servers × 6 worktrees under CPU and fsync load",
    async run() {
      const tmp = await mkdtemp(join(tmpdir(), "ocw-bench-boot-"));
      const bin = await ensureTool("opencode");
      const model = await startReplayServer({ document: parseReplayDocument({ replay: 1, scripts: { default: { turns: [{ text: "- nothing to change", result: "built" }] } } }) });
      const load: ChildProcess[] = [];
      const figs: Record<string, { agents: number[]; first: number[]; health: number[]; cpu: number[] }> = { bundled: { agents: [], first: [], health: [], cpu: [] }, empty: { agents: [], first: [], health: [], cpu: [] } };
      try {
        const files = await replayFiles(root, model.baseURL);
        for (let i = 0; i < 4; i++) load.push(spawn("sh", ["-c", "while :; do :; done"], { detached: true, stdio: "ignore" }));
        for (let i = 0; i < 2; i++) load.push(spawn("sh", ["-c", `while :; do dd if=/dev/zero of=${join(tmp, `dd-${i}`)} bs=1M count=32 conv=fsync 2>/dev/null; done`], { detached: true, stdio: "ignore" }));
        for (let r = 0; r < rounds; r++) {
          for (const variant of ["bundled", "empty"] as const) {
            const round = await roundOf(join(tmp, `${variant}-${r}`), bin, files, model, variant);
            figs[variant]!.agents.push(...round.agents);
            figs[variant]!.first.push(...round.first);
            figs[variant]!.health.push(round.healthMax);
            figs[variant]!.cpu.push(...round.cpuPerWorktree);
          }
        }
      } finally {
        for (const p of load) if (p.pid) process.kill(-p.pid, "SIGKILL");
        await model.close();
        await killLeftovers(tmp);
        await rm(tmp, { recursive: true, force: true });
      }
      const figures: Figure[] = [
        { label: "bundled catalog: `GET /agent` for a new worktree", runs: figs.bundled!.agents },
        { label: "empty catalog: `GET /agent` for a new worktree", runs: figs.empty!.agents },
        { label: "bundled catalog: new worktree → first model request (agents, models, session, prompt)", runs: figs.bundled!.first },
        { label: "empty catalog: new worktree → first model request", runs: figs.empty!.first },
        { label: "bundled catalog: longest health answer during the round (event loop stall)", runs: figs.bundled!.health },
        { label: "empty catalog: longest health answer during the round", runs: figs.empty!.health },
        { label: "bundled catalog: server CPU time per new worktree", runs: figs.bundled!.cpu },
        { label: "empty catalog: server CPU time per new worktree", runs: figs.empty!.cpu },
      ];
      return {
        figures,
        ratios: [
          { label: "`GET /agent`, longest: bundled ÷ empty catalog", value: Math.max(...figs.bundled!.agents) / Math.max(...figs.empty!.agents) },
          { label: "to first model request, median: bundled ÷ empty catalog", value: median(figs.bundled!.first) / median(figs.empty!.first) },
          { label: "server CPU per worktree, median: bundled ÷ empty catalog", value: median(figs.bundled!.cpu) / median(figs.empty!.cpu) },
        ],
        notes: [
          `Each round: 3 servers started by the connector (one OCW_HOME each), 6 fresh git worktrees per server asked at once; ${rounds} rounds per variant, interleaved. The CPU figures are CPU time of the server process, not wall time.`,
          "Before issue 13 every request here had a fixed 15 s bound: the longest `GET /agent` with the bundled catalog is what the demo met as `did not answer within 15000 ms`. Requests now wait by liveness (OCW_LOCAL_WAIT_S, OCW_LOCAL_QUIET_S), so these figures are latencies, not failures.",
        ],
      };
    },
  };
}

async function roundOf(dir: string, bin: string, files: Record<string, string>, model: ReplayServer, variant: "bundled" | "empty"): Promise<{ agents: number[]; first: number[]; healthMax: number; cpuPerWorktree: number[] }> {
  const conns: Connection[] = [];
  const envs: Record<string, string>[] = [];
  const agents: number[] = [];
  const first: number[] = [];
  const cpuPerWorktree: number[] = [];
  let healthMax = 0;
  let stop = false;
  try {
    for (let s = 0; s < 3; s++) {
      const env: Record<string, string> = { ...(process.env as Record<string, string>), OCW_HOME: join(dir, `s${s}`), PATH: `${dirname(bin)}:${process.env.PATH ?? ""}`, OCW_OPENCODE_CATALOG: variant === "bundled" ? "bundled" : "auto" };
      envs.push(env);
    }
    conns.push(...(await Promise.all(envs.map((env) => connect({ env, files })))));
    const worktrees = await Promise.all(conns.map((_, s) => Promise.all(Array.from({ length: 6 }, (_, w) => worktree(join(dir, `s${s}`), w)))));
    const health = Promise.all(
      conns.map(async (c) => {
        while (!stop) {
          const t = performance.now();
          await fetch(new URL("/global/health", c.server.url), { headers: { authorization: `Basic ${Buffer.from(`opencode:${c.server.password}`).toString("base64")}` } }).catch(() => undefined);
          healthMax = Math.max(healthMax, performance.now() - t);
          await new Promise((r) => setTimeout(r, 250));
        }
      }),
    );
    const cpu0 = await Promise.all(conns.map((c) => cpuMs(c.server.pid)));
    await Promise.all(
      conns.flatMap((c, s) =>
        worktrees[s]!.map(async (wt) => {
          const t = performance.now();
          // The endpoint itself, as OpenCode's own clients call it: the cost is the new directory's instance boot.
          const url = new URL("/agent", c.server.url);
          url.searchParams.set("directory", wt);
          await fetch(url, { headers: { authorization: `Basic ${Buffer.from(`opencode:${c.server.password}`).toString("base64")}` } }).then((r) => r.arrayBuffer());
          agents.push(performance.now() - t);
          const session = await c.openSession({ directory: wt, title: "bench", agent: AGENT_NAME, model: "replay/replay" });
          const seen = model.waitFor((r) => r.session === session.id, 900_000);
          const turn = await session.prompt("Say that nothing needs changing.");
          await seen;
          first.push(performance.now() - t);
          await turn.result;
          await session.close();
        }),
      ),
    );
    const cpu1 = await Promise.all(conns.map((c) => cpuMs(c.server.pid)));
    for (let s = 0; s < conns.length; s++) cpuPerWorktree.push((cpu1[s]! - cpu0[s]!) / 6);
    stop = true;
    await health;
  } finally {
    stop = true;
    for (const c of conns) await c.close().catch(() => undefined);
    for (const env of envs) await stopServer({ env }).catch(() => undefined);
  }
  return { agents, first, healthMax, cpuPerWorktree };
}

/** A git repository with a few files and one worktree of it, as a job's worktree is made. */
async function worktree(home: string, n: number): Promise<string> {
  const repo = join(home, "repos", `r${n}`);
  await mkdir(join(repo, "src"), { recursive: true });
  for (let f = 0; f < 8; f++) await writeFile(join(repo, "src", `f${f}.js`), `export const x${f} = ${f};\n`);
  const id = ["-c", "user.name=bench", "-c", "user.email=bench@example.invalid"];
  execFileSync("git", ["init", "-q"], { cwd: repo, timeout: 60_000 });
  execFileSync("git", [...id, "add", "-A"], { cwd: repo, timeout: 60_000 });
  execFileSync("git", [...id, "commit", "-qm", "init"], { cwd: repo, timeout: 60_000 });
  const wt = join(home, "jobs", `j${n}`, "worktree");
  await mkdir(dirname(wt), { recursive: true });
  execFileSync("git", ["worktree", "add", "--detach", "--quiet", wt, "HEAD"], { cwd: repo, timeout: 60_000 });
  return wt;
}

/** CPU time of one process in ms (utime + stime, Linux). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(f[11] ?? 0) + Number(f[12] ?? 0)) * 10;
}
