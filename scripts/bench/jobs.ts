import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { attend, isVerdictEntry, jobsRoot, listJobIds, permit, readEvents, readJob, waitJob, type JobEvent, type JobId } from "../../src/jobs/index.js";
import { median, type Bench, type Figure } from "./harness.js";
import { benchWorld, type BenchWorld } from "./world.js";
import { cpuAccount } from "./cpu-account.js";
import { cpuDelta, procCpu, type ProcCpu } from "./proc-cpu.js";
import { holderPid } from "../../src/durable/index.js";
import { hostPaths } from "../../src/jobs/host-wire.js";

const run = promisify(execFile);
const RUNS = 5;
const ROUNDS = 5;
const WIDE = 8;

const SCRIPTS = {
  fast: { turns: [{ tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- done", result: "built" }] },
  // 1 s per model call, as the issue asks: the concurrency figure.
  paced: { turns: [{ delayMs: 1_000, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { delayMs: 1_000, text: "- done", result: "built" }] },
  // bash is `ask` in the pack: the first call waits for the orchestrator.
  asks: { turns: [{ tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] }, { text: "- done", result: "built" }] },
};

/**
 * Jobs, as a user meets them, on the real opencode and the replay model, drivers running from
 * the bundle (dist/ocw.mjs) as in the plugin:
 *   dispatch     `ocw dispatch --detach --json` wall time, node start-up included: recording the
 *                job and starting its driver (target p50 ≤ 1 s; without --detach dispatch also
 *                waits for the baseline validation, which the profile's "validation" row shows)
 *   wake         how long after the driver records a change a blocked `waitJob` returns
 *   permission   the driver records `permission.asked` → a blocked wait returns the ask: `attend`,
 *                the wait behind `worker {command:"wait"}` and `ocw wait` (target p50 ≤ 100 ms)
 *   capacity     8 jobs at once with slots=8 vs 1 job, model 1 s per call, dispatched through one
 *                warm `ocw mcp` (`worker` dispatch) as Claude Code does, interleaved 1, 8, 1, 8, …
 *                (target ≤ 1.5×)
 *   profile      where each job's time goes, from the ledger's event stamps and the model's log
 */
export function jobsBench(root: string): Bench {
  return {
    name: "jobs",
    title: "Jobs: dispatch, wait wake-up, permission, concurrency",
    async run() {
      // Joined before anything starts, so the server, `ocw mcp` and every detached driver are counted.
      const account = await cpuAccount();
      const w = await benchWorld(root, "ocw-bench-jobs-", SCRIPTS);
      const transport = new StdioClientTransport({ command: process.execPath, args: [w.bundle, "mcp"], cwd: w.tmp, env: w.env, stderr: "pipe" });
      const mcp = new Client({ name: "bench", version: "1" });
      try {
        await mcp.connect(transport, { timeout: 30_000 });
        // Every counted job runs in one repository, as a user delegating in their project does;
        // the first round there pays for the pool (OpenCode boots each slot's directory once).
        const repo = await w.workspace();
        const rssStart = await rssMb(w.server.pid);
        await finish(w, (await dispatchCli(w, (await w.task("fast", { workspace: repo })).file, 1)).id);
        const firstRepo = await w.workspace();
        let t0 = performance.now();
        const [firstId] = await dispatchMcp(mcp, [(await w.task("paced", { workspace: firstRepo })).file]);
        await finish(w, firstId!);
        const firstOne = performance.now() - t0;
        const firstFiles = await Promise.all(Array.from({ length: WIDE }, () => w.task("paced", { workspace: firstRepo })));
        t0 = performance.now();
        const firstIds = await dispatchMcp(mcp, firstFiles.map((f) => f.file));
        await Promise.all(firstIds.map((j) => finish(w, j)));
        const firstEight = performance.now() - t0;

        const dispatchMs: number[] = [];
        const wakes: number[] = [];
        const asked: number[] = [];
        const askedEnd: number[] = [];
        let unblocked = 0;
        // A job that fails (on a saturated machine the server can miss its heartbeat) costs its sample, not the bench.
        const failures: string[] = [];
        for (let i = 0; i < RUNS; i++) {
          const d = await dispatchCli(w, (await w.task("fast", { workspace: repo })).file, 1);
          dispatchMs.push(d.ms);
          wakes.push(...(await follow(w, d.id).catch((e: Error) => (failures.push(e.message), []))));
          const p = await permissionRound(w, (await w.task("asks", { workspace: repo })).file).catch((e: Error) => (failures.push(e.message), null));
          if (p === undefined) unblocked++;
          else if (p) {
            asked.push(p.fromDriver);
            askedEnd.push(p.fromModel);
          }
        }

        // Side by side in one run: the driver host (now) and a detached driver per job (before,
        // OCW_DRIVER_HOST=off), each through its own warm `ocw mcp`, rounds interleaved.
        const before = await mcpClient(w, { OCW_DRIVER_HOST: "off" });
        const modes: Record<Mode, ModeRuns> = { host: newModeRuns(), "per-job": newModeRuns() };
        try {
          for (let i = 0; i < ROUNDS; i++) {
            for (const mode of ["host", "per-job"] as const) {
              const client = mode === "host" ? { c: mcp, pid: transport.pid ?? undefined } : before;
              const env = mode === "host" ? w.env : { ...w.env, OCW_DRIVER_HOST: "off" };
              try {
                await capacityRound(w, client, env, account, modes[mode]);
              } catch (e) {
                // The round is dropped whole, so 1 and 8 stay paired.
                failures.push(`${mode} round ${i + 1}: ${(e as Error).message}`);
              }
            }
          }
        } finally {
          await before.c.close().catch(() => undefined);
        }
        const { one, eight, oneCpu, eightCpu, serverCpu, oneProfiles, eightProfiles } = modes.host;
        if (one.length === 0) throw new Error(`every concurrency round failed: ${failures.join(" | ")}`);
        const rssEnd = await rssMb(w.server.pid);

        const phase = (k: keyof Profile): Figure[] => [
          { label: `profile · ${PHASES[k]} — 1 job`, runs: oneProfiles.map((p) => p[k]) },
          { label: `profile · ${PHASES[k]} — 8 jobs (median job of the round)`, runs: eightProfiles.map((ps) => median(ps.map((p) => p[k]))) },
        ];
        const figures: Figure[] = [
          { label: "`ocw dispatch --detach --json` (bundle, node start-up included)", runs: dispatchMs },
          { label: "`waitJob` wake-up after any ledger change", runs: wakes },
          { label: "**permission: driver records `permission.asked` → blocked wait (`attend`) returns the ask**", runs: asked },
          { label: "permission, end to end: model answers with the bash call → blocked wait (`attend`) returns the ask", runs: askedEnd },
          { label: "**1 job, model 1 s per call (dispatch → verdict)**", runs: one },
          { label: "**8 jobs at once, slots=8 (dispatch → last verdict)**", runs: eight },
          { label: "first job in a new repository (creates its first pool slot), model 1 s per call", runs: [firstOne] },
          { label: "first 8 jobs at once in that repository (create the other 7 slots)", runs: [firstEight] },
          ...(Object.keys(PHASES) as (keyof Profile)[]).flatMap(phase),
          ...(modes["per-job"].one.length
            ? [
                { label: "before (a driver per job) · 1 job, model 1 s per call (dispatch → verdict)", runs: modes["per-job"].one },
                { label: "before (a driver per job) · 8 jobs at once, slots=8 (dispatch → last verdict)", runs: modes["per-job"].eight },
                { label: "before (a driver per job) · profile · dispatched → driver running — 8 jobs (median job of the round)", runs: modes["per-job"].eightProfiles.map((ps) => median(ps.map((p) => p.driverStart))) },
              ]
            : []),
        ];
        const ratio8 = median(eight) / median(one);
        // On a machine with fewer cores than jobs, 8 jobs cannot take less wall time than their CPU
        // time spread over every core: that floor, divided by one job's wall, bounds 8 ÷ 1 from below.
        const cores = cpus().length;
        const cpuFloor = eightCpu.length ? median(eightCpu) / cores / (median(one) / 1000) : undefined;
        return {
          figures,
          ratios: [
            { label: "dispatch p50, seconds", value: median(dispatchMs) / 1000, target: { op: "<=", value: 1 } },
            { label: "wait wake-up p50, seconds", value: median(wakes) / 1000, target: { op: "<=", value: 0.1 } },
            { label: "permission asked → wait returns p50, seconds", value: median(asked) / 1000, target: { op: "<=", value: 0.1 } },
            { label: "8 jobs ÷ 1 job, wall", value: ratio8, target: { op: "<=", value: 1.3 } },
            { label: "8 jobs: dispatched → driver running, median job, ms", value: median(eightProfiles.map((ps) => median(ps.map((p) => p.driverStart)))), target: { op: "<=" as const, value: 200 } },
            ...(modes["per-job"].one.length
              ? [
                  { label: "before (a driver per job): 8 jobs ÷ 1 job, wall", value: median(modes["per-job"].eight) / median(modes["per-job"].one) },
                  { label: "before (a driver per job): 8 jobs: dispatched → driver running, median job, ms", value: median(modes["per-job"].eightProfiles.map((ps) => median(ps.map((p) => p.driverStart)))) },
                ]
              : []),
            { label: "opencode server RSS with 8 warm slots in 2 repositories, MB", value: rssEnd },
            ...(eightCpu.length
              ? [
                  { label: `CPU seconds per job, 1 job alone (${account.scope})`, value: median(oneCpu) },
                  { label: `CPU seconds per job, 8 at once (${account.scope})`, value: median(eightCpu) / WIDE, target: { op: "<=" as const, value: 0.3 } },
                  ...(modes["per-job"].eightCpu.length
                    ? [
                        { label: `before (a driver per job): CPU seconds per job, 1 job alone`, value: median(modes["per-job"].oneCpu) },
                        { label: `before (a driver per job): CPU seconds per job, 8 at once`, value: median(modes["per-job"].eightCpu) / WIDE },
                      ]
                    : []),
                  { label: `8 ÷ 1 floor set by CPU on ${cores} cores (8 jobs' CPU ÷ cores ÷ 1 job's wall)`, value: cpuFloor! },
                ]
              : []),
          ],
          notes: [
            `Wake-up is measured from the driver's \`updatedAt\` stamp (taken just before it appends events.jsonl and replaces job.json) to \`waitJob\` returning, so it includes the write itself; \`waitJob\` is the library wait that returns on any change (the one Claude loops on returns only when a job needs it, so it cannot time a mere change), and both block in the same folder-watch loop. Permission is measured from the \`ts\` of the ledger's \`permission.asked\` event (the driver stamps it when the connector hands it OpenCode's \`permission.asked\` server event; OpenCode's event itself carries no time) to the moment an \`attend\` call that was already blocked (started before that stamp) returns the job's ask; \`attend\` is what \`ocw wait\` and \`worker {command:"wait"}\` run. ${asked.length} of ${RUNS} samples counted (${unblocked} dropped because the wait began after the stamp, so it was not blocked on it; failed jobs are listed below). The end-to-end figure starts earlier, when the replay model received the request it answers with the bash call, and so includes OpenCode running the tool up to its permission check.`,
            `Capacity: ${ROUNDS} rounds, ${one.length} counted, each one job then ${WIDE} jobs at once, dispatched through one warm \`ocw mcp\` (\`worker\` dispatch, which returns once the job's checks were validated; slots=${WIDE}); each job validates its checks on a baseline, runs two model calls of 1 s each in its pool slot (a warm worktree of the repository, reset to the job's baseline), and is graded. 8 ÷ 1 = ${ratio8.toFixed(2)}${ratio8 <= 1.3 ? "" : ` — **missed** (target ≤ 1.3)`}. Every counted job ran in one repository (a user delegating in their project); the first job and the first 8 in a new repository are the rows above, measured once: they create the pool's slots.`,
            `Memory: the opencode server's RSS was ${rssStart.toFixed(0)} MB when it started and ${rssEnd.toFixed(0)} MB after the rounds, with the pool's slots of the two repositories warm in it (instances stay booted until \`ocw gc\` disposes idle ones).`,
            ...(failures.length ? [`**${failures.length} failed job(s) or round(s)** were left out of the figures: ${failures.map((f) => f.split("\n")[0]).join(" | ")}`] : []),
            ...(eightCpu.length
              ? [
                  `CPU: ${account.scope === "the whole machine" ? "the whole machine's busy time (no cgroup could be made here, so other programs count too)" : "every process the bench started, the detached job drivers included (one cgroup holds them all)"} used ${median(oneCpu).toFixed(2)} CPU-s for one job and ${median(eightCpu).toFixed(2)} CPU-s for 8 at once (${(median(eightCpu) / WIDE).toFixed(2)} per job). On ${cores} cores 8 jobs need at least ${(median(eightCpu) / cores).toFixed(2)} s of wall for that CPU alone, against ${(median(one) / 1000).toFixed(2)} s for one job, so 8 ÷ 1 cannot go below ${cpuFloor!.toFixed(2)} here until a job costs less CPU; every phase of the profile stretches at 8 jobs for that reason (contention, not a lock or a queue), while the model's own time (scripted) stays the same.`,
                ]
              : []),
            processTable(modes),
            `Where the time goes: the one opencode server used ${serverCpu.map((c) => `${c.toFixed(1)} s`).join(", ")} of CPU per 8-job round (≈ ${(median(serverCpu) / WIDE).toFixed(2)} s per job) on ${cpus().length} cores. OpenCode boots an instance for every new directory (git discovery, config, plugins, the first prompt's location services); that work runs in the one server process, a single JavaScript event loop apart from the processes it spawns, so boots queue behind each other. The pool gives each slot of a repository one directory that stays booted, reset to each job's baseline, so only the first round in a repository pays for it (the "first … in a new repository" rows). Our own share (driver start-up, validation, grading) is in the other rows.`,
          ],
        };
      } finally {
        await mcp.close().catch(() => undefined);
        await w.dispose();
        await account.close();
      }
    },
  };
}

type Mode = "host" | "per-job";

/** What one mode's rounds measured: walls, the cgroup's CPU, and CPU by process for each 8-job batch. */
interface ModeRuns {
  readonly one: number[];
  readonly eight: number[];
  readonly oneCpu: number[];
  readonly eightCpu: number[];
  readonly serverCpu: number[];
  readonly oneProfiles: Profile[];
  readonly eightProfiles: Profile[][];
  /** CPU seconds of each process (and its reaped children) per 8-job batch. */
  readonly procs: Record<string, number[]>;
}

function newModeRuns(): ModeRuns {
  return { one: [], eight: [], oneCpu: [], eightCpu: [], serverCpu: [], oneProfiles: [], eightProfiles: [], procs: {} };
}

/** A warm `ocw mcp` with `extra` in its environment; its pid is what the per-process accounting reads. */
async function mcpClient(w: BenchWorld, extra: Record<string, string>): Promise<{ c: Client; pid: number | undefined }> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [w.bundle, "mcp"], cwd: w.tmp, env: { ...w.env, ...extra }, stderr: "pipe" });
  const c = new Client({ name: "bench-before", version: "1" });
  await c.connect(transport, { timeout: 30_000 });
  return { c, pid: transport.pid ?? undefined };
}

/** The processes whose CPU a batch is split into, read before and after it. */
async function readProcs(w: BenchWorld, mcpPid: number | undefined): Promise<Record<string, ProcCpu | null>> {
  const host = await holderPid(hostPaths(jobsRoot(w.env)).lock);
  const self = process.cpuUsage();
  return {
    server: await procCpu(w.server.pid),
    mcp: await procCpu(mcpPid),
    [`host ${host ?? "-"}`]: await procCpu(host),
    bench: { self: (self.user + self.system) / 1e6, children: 0 },
  };
}

/** One job, then 8 at once, through `client`; the cgroup's CPU and each process's, per batch. */
async function capacityRound(w: BenchWorld, client: { c: Client; pid: number | undefined }, env: Record<string, string>, account: Awaited<ReturnType<typeof cpuAccount>>, into: ModeRuns): Promise<void> {
  const repo = (await readJob(jobsRoot(w.env), (await listJobIds(jobsRoot(w.env))).at(-1)!)).workspace;
  const single = await w.task("paced", { workspace: repo });
  const files = await Promise.all(Array.from({ length: WIDE }, () => w.task("paced", { workspace: repo })));
  const all0 = await account.read();
  let t = performance.now();
  const [id] = await dispatchMcp(client.c, [single.file]);
  await finish(w, id!, env);
  const oneMs = performance.now() - t;
  const all1 = await account.read();
  const oneProfile = await profile(w, id!);
  const procs0 = await readProcs(w, client.pid);
  t = performance.now();
  const ids = await dispatchMcp(client.c, files.map((f) => f.file));
  const done = await Promise.allSettled(ids.map((j) => finish(w, j, env)));
  const failed = done.find((d): d is PromiseRejectedResult => d.status === "rejected");
  if (failed) throw failed.reason as Error;
  const eightMs = performance.now() - t;
  const procs1 = await readProcs(w, client.pid);
  const all2 = await account.read();
  if (all0 !== null && all1 !== null && all2 !== null) {
    into.oneCpu.push(all1 - all0);
    into.eightCpu.push(all2 - all1);
  }
  into.one.push(oneMs);
  into.eight.push(eightMs);
  into.oneProfiles.push(oneProfile);
  into.eightProfiles.push(await Promise.all(ids.map((j) => profile(w, j))));
  const add = (k: string, v: number): void => void (into.procs[k] ??= []).push(v);
  let counted = 0;
  for (const key of new Set([...Object.keys(procs0), ...Object.keys(procs1)])) {
    // A host that started during the batch counts from zero; one that left is not there at the end (its CPU is lost to the table, not the total).
    const d = cpuDelta(procs0[key] ?? null, procs1[key] ?? null);
    const name = key.startsWith("host") ? "host" : key;
    add(`${name} · itself`, d.self);
    if (name !== "bench") add(`${name} · its children`, d.children);
    counted += d.self + d.children;
  }
  into.serverCpu.push(cpuDelta(procs0.server ?? null, procs1.server ?? null).self);
  if (all1 !== null && all2 !== null) add("other (not reaped by these processes)", all2 - all1 - counted);
}

/** CPU seconds per job at 8 at once, by process, for both modes (a markdown table). */
function processTable(modes: Record<Mode, ModeRuns>): string {
  const WHAT: Record<string, string> = {
    "server · itself": "the opencode server",
    "server · its children": "the opencode server's children (its git, ripgrep)",
    "mcp · itself": "`ocw mcp`",
    "mcp · its children": "`ocw mcp`'s children: the detached per-job drivers and what they ran",
    "host · itself": "the driver host",
    "host · its children": "the driver host's children: git, the checks and their sandbox",
    "bench · itself": "the bench's own waits (the client side)",
    "other (not reaped by these processes)": "other: the cgroup's total less the rows above",
  };
  const keys = Object.keys(WHAT).filter((k) => modes.host.procs[k] || modes["per-job"].procs[k]);
  const cell = (m: ModeRuns, k: string): string => (m.procs[k]?.length ? (median(m.procs[k]!) / WIDE).toFixed(3) : "—");
  return [
    "CPU-seconds per job by process, 8 jobs at once (median of the rounds, each batch's CPU ÷ 8):",
    "",
    "| process | driver host (now) | a driver per job (before) |",
    "|---|---:|---:|",
    ...keys.map((k) => `| ${WHAT[k]} | ${cell(modes.host, k)} | ${cell(modes["per-job"], k)} |`),
    `| **all (the bench's cgroup)** | ${modes.host.eightCpu.length ? (median(modes.host.eightCpu) / WIDE).toFixed(3) : "—"} | ${modes["per-job"].eightCpu.length ? (median(modes["per-job"].eightCpu) / WIDE).toFixed(3) : "—"} |`,
  ].join("\n");
}

/** Resident memory of one process in MB, from /proc (Linux; 0 elsewhere). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** `ocw dispatch --detach`: records the job, starts its driver and returns (the validation runs on in the driver). */
async function dispatchCli(w: BenchWorld, file: string, slots: number): Promise<{ id: JobId; cursor: string; ms: number }> {
  const t = performance.now();
  const { stdout } = await run(process.execPath, [w.bundle, "dispatch", file, "--slots", String(slots), "--detach", "--json"], { env: w.env, cwd: w.tmp, timeout: 60_000 });
  const ms = performance.now() - t;
  const d = JSON.parse(stdout) as { job: JobId; cursor: string };
  return { id: d.job, cursor: d.cursor, ms };
}

/** `worker` dispatch of every file at once (slots=8) through the MCP server; returns the job ids. */
async function dispatchMcp(c: Client, files: readonly string[]): Promise<JobId[]> {
  return Promise.all(
    files.map(async (f) => {
      const r = (await c.callTool({ name: "worker", arguments: { command: "dispatch", task_file: f, slots: WIDE } }, undefined, { timeout: 60_000 })) as { isError?: boolean; content: { text: string }[] };
      if (r.isError) throw new Error(`worker dispatch: ${r.content[0]?.text}`);
      // A job validation rejected comes back as its verdict entry; finish() reports it as not built.
      return (JSON.parse(r.content[0]!.text) as { job: JobId }).job;
    }),
  );
}

/** Follow a job to a built verdict with blocked waits (with `env`: the mode's, so a re-adoption stays in it). */
async function finish(w: BenchWorld, id: JobId, env: Record<string, string> = w.env): Promise<void> {
  for (let after = 0; ; ) {
    const r = await waitJob(env, id, after, 45_000);
    after = r.revision;
    if (r.terminal) {
      if (r.state !== "built") throw await notBuilt(w, id);
      return;
    }
  }
}

async function notBuilt(w: BenchWorld, id: JobId): Promise<Error> {
  const job = await readJob(jobsRoot(w.env), id);
  return new Error(`bench job ${id} ended ${job.state}: ${(job.reasons ?? []).map((r) => `${r.code}: ${r.message}`).join("; ")}`);
}

/** Follow a job, timing each wake against the moment the driver stamped the change. */
async function follow(w: BenchWorld, id: JobId): Promise<number[]> {
  const wakes: number[] = [];
  for (let after = 0; ; ) {
    const r = await waitJob(w.env, id, after, 45_000);
    const woke = Date.now();
    if (after > 0 && !r.timedOut) wakes.push(woke - Date.parse((await readJob(jobsRoot(w.env), id)).updatedAt));
    after = r.revision;
    if (r.terminal) {
      if (r.state !== "built") throw await notBuilt(w, id);
      return wakes;
    }
  }
}

/**
 * One job that asks for bash: time its permission to a blocked wait — `attend`, the wait behind
 * `worker {command:"wait"}` and `ocw wait`, looped on its cursor as Claude does — then allow it
 * and see it built.
 */
async function permissionRound(w: BenchWorld, file: string): Promise<{ fromDriver: number; fromModel: number } | undefined> {
  const d = await dispatchCli(w, file, 1);
  const id = d.id;
  let cursor = d.cursor;
  let measured: { fromDriver: number; fromModel: number } | undefined;
  let answered = false;
  for (let i = 0; ; i++) {
    const called = Date.now();
    const r = await attend(w.env, { jobs: [id], cursor, timeoutMs: 45_000 });
    const woke = Date.now();
    cursor = r.cursor;
    const e = r.jobs.find((x) => x.job === id);
    if (e && !isVerdictEntry(e) && e.asks?.length) {
      if (answered) throw new Error(`job ${id} asked again after its bash call was allowed: ${JSON.stringify(e.asks)}`);
      answered = true;
      const ask = (await readEvents(jobsRoot(w.env), id)).find((ev) => ev.type === "permission.asked");
      if (!ask) throw new Error(`job ${id} showed an ask but has no permission.asked event`);
      const askedAt = Date.parse(ask.ts);
      const session = (await readJob(jobsRoot(w.env), id)).session?.id;
      const bashRequest = w.model.requests.find((q) => q.session === session);
      if (!bashRequest) throw new Error(`no model request for job ${id}'s session`);
      // A wait that started after the stamp was never blocked on it: that sample does not count.
      if (called <= askedAt) measured = { fromDriver: woke - askedAt, fromModel: woke - bashRequest.at };
      await permit(w.env, id, e.asks[0]!.id, "once");
    }
    if (e && isVerdictEntry(e)) {
      if (e.verdict !== "built") throw await notBuilt(w, id);
      if (!answered) throw new Error(`job ${id} never asked for permission`);
      return measured;
    }
    if (i > 200) throw new Error(`job ${id} did not finish`);
  }
}

export interface Profile {
  readonly driverStart: number;
  readonly validate: number;
  readonly slot: number;
  readonly route: number;
  readonly session: number;
  readonly firstRequest: number;
  readonly model: number;
  readonly turnEnd: number;
  readonly grade: number;
  readonly total: number;
}

export const PHASES: Record<keyof Profile, string> = {
  driverStart: "dispatched → driver running (detached node start)",
  validate: "validation (baseline snapshot, copy, checks)",
  slot: "queued → slot",
  route: "pool slot (lease, reset) + connect + route",
  session: "session (agent and model lists for the directory, create)",
  firstRequest: "session → first model request",
  model: "first model request → last model answer (scripted delays, tools, steps)",
  turnEnd: "last model answer → turn done",
  grade: "turn done → verdict (save, grading)",
  total: "whole job (dispatched → verdict)",
};

/** Split one finished job's time into phases by the ledger's event stamps and the model's request log; `delayMs`: the script's delay on its last answer. */
export async function profile(w: BenchWorld, id: JobId, delayMs = 1_000): Promise<Profile> {
  const events = await readEvents(jobsRoot(w.env), id);
  const job = await readJob(jobsRoot(w.env), id);
  const at = (test: (e: JobEvent) => boolean): number => {
    const e = events.find(test);
    if (!e) throw new Error(`job ${id} has no such event: ${test.toString()}`);
    return Date.parse(e.ts);
  };
  const reqs = w.model.requests.filter((r) => r.session === job.session?.id);
  if (reqs.length < 2) throw new Error(`job ${id}: ${reqs.length} model requests`);
  const dispatched = at((e) => e.type === "dispatched");
  const started = at((e) => e.type === "driver.started");
  const validated = at((e) => e.type === "validated");
  const starting = at((e) => e.type === "state" && e.state === "starting");
  const route = events.some((e) => e.type === "route") ? at((e) => e.type === "route") : starting;
  const session = at((e) => e.type === "session");
  const first = reqs[0]!.at;
  const lastAnswer = reqs.at(-1)!.at + delayMs;
  const turnDone = at((e) => e.type === "turn.done");
  const verdict = at((e) => e.type === "verdict");
  return {
    driverStart: started - dispatched,
    validate: validated - started,
    slot: starting - validated,
    route: route - starting,
    session: session - route,
    firstRequest: first - session,
    model: lastAnswer - first,
    turnEnd: turnDone - lastAnswer,
    grade: verdict - turnDone,
    total: verdict - dispatched,
  };
}
