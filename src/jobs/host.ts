import { chmod, rm } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import { holderPid, mkdirp, pidAlive, release, tryHold } from "../durable/index.js";
import { stopServer, sweepServers } from "../opencode/index.js";
import type { Env } from "../paths/index.js";
import { drive } from "./driver.js";
import { askHost, hostPaths, parseHostRequest, type HostReply, type HostRequest } from "./host-wire.js";
import { appendLines, isTerminal, jobPaths, listJobIds, readJob, type JobId } from "./ledger/index.js";
import { serverUsers } from "./servers.js";

/**
 * The driver host: one long-lived process per state folder that drives every job of that folder
 * in one event loop, where each job used to get a detached `node` of its own (a Node start-up,
 * the bundle's chunks compiled again, its own event stream from OpenCode). The first dispatch
 * starts it; later ones find it through its socket; it leaves once no job has been active for
 * `idleMs` (and stops the OpenCode server it drove, when no job uses it).
 *
 * What a job's own driver guaranteed still holds, because each job is still driven by `drive`
 * under the job's own driver lock: a job survives the death of its client, the MCP server, the
 * OpenCode server, and the host itself — a new host (or a client's next call) adopts every
 * unfinished job through the ledger as drivers re-adopted before. One job's failure never ends
 * another's: `drive` ends its own job on an error, and an exception that escapes it is written
 * to that job's driver.log; anything thrown outside every job is logged, not fatal.
 */

/** How long a host with nothing to drive waits for the next job before it leaves (OCW_HOST_IDLE_S). */
export const HOST_IDLE_MS = 300_000;
/** How long a host that lost the race to be the host keeps trying to hand its jobs to the winner. */
const FORWARD_MS = 60_000;

export interface HostIo {
  readonly stderr: { write(text: string): unknown };
  /** Leave (once the jobs in hand are done) when this aborts: SIGTERM, SIGINT. */
  readonly signal?: AbortSignal;
}

/** `OCW_HOST_IDLE_S` in ms, else the default. */
export function hostIdleMs(env: Env): number {
  const s = Number(env.OCW_HOST_IDLE_S);
  return env.OCW_HOST_IDLE_S !== undefined && Number.isFinite(s) && s >= 0 ? s * 1000 : HOST_IDLE_MS;
}

/**
 * Be the host of `root` and drive `first` (with `env`, the environment of the client that started
 * it) and every job left without a driver; or, when a live host holds the folder, hand `first` to
 * it and return. Resolves once this process is done hosting.
 */
export async function runHost(root: string, env: Env, first: readonly JobId[], io: HostIo): Promise<"hosted" | "forwarded"> {
  const paths = hostPaths(root);
  const log = (text: string): void => void io.stderr.write(`${new Date().toISOString()} ocw host ${process.pid}: ${text}\n`);
  await mkdirp(root);
  let lock: string | undefined;
  for (const deadline = Date.now() + FORWARD_MS; (lock = await tryHold(paths.lock)) === undefined; ) {
    // Another host lives: it takes the jobs (it may still be opening its socket, or closing it to leave).
    if (first.length === 0) return "forwarded";
    const reply = await askHost(paths.socket, { op: "drive", ids: first, env }, 5_000);
    if (reply?.ok) return "forwarded";
    if (Date.now() > deadline) {
      log(`the host (pid ${(await holderPid(paths.lock)) ?? "?"}) neither took ${first.join(", ")} nor left within ${FORWARD_MS / 1000} s; the next client call adopts them`);
      return "forwarded";
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const host = new Host(root, env, paths.socket, log, hostIdleMs(env));
  try {
    await host.listen();
    io.signal?.addEventListener("abort", () => host.leave("stop"), { once: true });
    log(`hosting ${root}`);
    for (const id of first) host.take(id, env);
    await host.adoptAll();
    await host.finished;
  } finally {
    await rm(paths.socket, { force: true }).catch(() => undefined);
    await release(paths.lock, lock).catch(() => undefined);
  }
  return "hosted";
}

class Host {
  readonly #active = new Map<JobId, Promise<void>>();
  readonly #server = createServer((c) => this.#serve(c));
  #lastBusy = Date.now();
  #leaving: "idle" | "stop" | undefined;
  #end!: () => void;
  readonly finished = new Promise<void>((r) => (this.#end = r));
  #timer: NodeJS.Timeout | undefined;

  constructor(
    readonly root: string,
    readonly env: Env,
    readonly socket: string,
    readonly log: (text: string) => void,
    readonly idleMs: number,
  ) {}

  async listen(): Promise<void> {
    // A socket file left by a host that died: we hold the lock, so nobody listens there.
    await rm(this.socket, { force: true });
    await new Promise<void>((resolve, reject) => {
      this.#server.once("error", reject);
      this.#server.listen(this.socket, () => {
        this.#server.off("error", reject);
        resolve();
      });
    });
    // Clients send their environment (provider keys by reference among it): the user's alone.
    await chmod(this.socket, 0o600);
    this.#server.on("error", (e) => this.log(`socket: ${e.message}`));
    this.#timer = setInterval(() => this.#tick(), 1_000);
  }

  /** Drive job `id` unless it is driven here already; its errors stay its own. */
  take(id: JobId, env: Env): void {
    if (this.#active.has(id) || this.#leaving) return;
    const { driverLog, driverLock } = jobPaths(this.root, id);
    // A lock this host could not remove when it let the job go (its folder was read-only or full) is no one's now.
    const run = clearOwnLeftover(driverLock)
      .then(() => drive(this.root, id, env))
      .catch(async (e: unknown) => {
        const message = e instanceof Error ? e.message : String(e);
        this.log(`job ${id}: ${message}`);
        await appendLines(driverLog, [`ocw: ${message}`]).catch(() => undefined);
      })
      .then(async () => {
        // A server retired while this job ran on it may have waited for this job alone.
        await sweepServers({ env, usedBy: serverUsers(env) }).catch((e: unknown) => this.log(`could not stop retired OpenCode servers: ${e instanceof Error ? e.message : String(e)}`));
      })
      .finally(() => {
        this.#active.delete(id);
        this.#lastBusy = Date.now();
      });
    this.#active.set(id, run);
  }

  /** Every unfinished job of the folder whose driver is gone (a host that died, a client that never started one). */
  async adoptAll(): Promise<void> {
    for (const id of await listJobIds(this.root)) {
      if (this.#active.has(id)) continue;
      const job = await readJob(this.root, id).catch(() => undefined);
      if (!job || isTerminal(job.state)) continue;
      const holder = await holderPid(jobPaths(this.root, id).driverLock);
      if (holder !== undefined && pidAlive(holder)) continue;
      this.take(id, this.env);
    }
  }

  #serve(conn: Socket): void {
    let buf = "";
    conn.setEncoding("utf8");
    conn.on("error", () => undefined);
    conn.on("data", (d: string) => {
      buf += d;
      if (buf.length > 1 << 20) return void conn.destroy();
      const nl = buf.indexOf("\n");
      if (nl < 0) return;
      const request = parseHostRequest(buf.slice(0, nl));
      conn.end(`${JSON.stringify(this.#answer(request))}\n`);
    });
  }

  #answer(request: HostRequest | { readonly error: string }): HostReply {
    if ("error" in request) return { ok: false, pid: process.pid, error: request.error };
    if (request.op === "stop") {
      this.leave("stop");
      return { ok: true, pid: process.pid, driving: [...this.#active.keys()] };
    }
    if (request.op === "drive") {
      if (this.#leaving) return { ok: false, pid: process.pid, error: "the host is leaving; start another" };
      this.#lastBusy = Date.now();
      for (const id of request.ids) this.take(id, request.env);
    }
    return { ok: true, pid: process.pid, driving: [...this.#active.keys()] };
  }

  #tick(): void {
    if (this.#leaving || this.#active.size > 0) return;
    if (Date.now() - this.#lastBusy >= this.idleMs) this.leave("idle");
  }

  /** Stop taking jobs, let the ones in hand finish, then go. */
  leave(why: "idle" | "stop"): void {
    if (this.#leaving) return;
    this.#leaving = why;
    clearInterval(this.#timer);
    this.#server.close();
    void (async () => {
      await Promise.allSettled([...this.#active.values()]);
      if (why === "idle") {
        // The OpenCode server this host drove stays warm only while jobs come: it leaves with the host, unless a job (of another client) uses it.
        await stopServer({ env: this.env, usedBy: serverUsers(this.env) }).catch((e: unknown) => this.log(`could not stop the OpenCode server: ${e instanceof Error ? e.message : String(e)}`));
      }
      this.log(`leaving (${why === "idle" ? `no job for ${Math.round(this.idleMs / 1000)} s` : "asked to stop"})`);
      this.#end();
    })();
  }
}

async function clearOwnLeftover(lock: string): Promise<void> {
  if ((await holderPid(lock)) === process.pid) await rm(lock, { force: true }).catch(() => undefined);
}

/**
 * Ask the host of `root` to leave once its jobs are done, and wait up to `waitMs` for it to be
 * gone; with `kill`, one still there then is killed (a lab folder about to be removed). Its pid,
 * and whether it is gone; undefined when no host answered.
 */
export async function stopHost(root: string, opts: { readonly waitMs?: number; readonly kill?: boolean } = {}): Promise<{ readonly pid: number; readonly gone: boolean } | undefined> {
  const reply = await askHost(hostPaths(root).socket, { op: "stop" } satisfies HostRequest, 5_000);
  if (!reply) return undefined;
  const pid = reply.pid;
  for (const deadline = Date.now() + (opts.waitMs ?? 0); pidAlive(pid) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
  if (pidAlive(pid) && opts.kill) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone meanwhile.
    }
    for (const deadline = Date.now() + 5_000; pidAlive(pid) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
  }
  return { pid, gone: !pidAlive(pid) };
}
