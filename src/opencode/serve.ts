import { spawn } from "node:child_process";
import { open, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { QUIET_ENV, WAIT_ENV, boundText, type Patience } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { ServerWatch, verdictOf } from "./liveness.js";
import { cpuTicks, stopProcessGroup } from "./process.js";

/**
 * Starting one `opencode serve`: detached in its own process group (it outlives the client that
 * started it), stdout and stderr into a log file (a pipe would break when that client exits),
 * on 127.0.0.1 with a password. Ready means both the "listening on" line and a healthy
 * `GET /global/health`. Both are waited for by liveness: as long as the process lives and uses
 * CPU (a loaded machine starts it slowly), up to the outer bound; a process that exits, or sits
 * idle without getting ready for the quiet bound, fails the start. A server that fails is
 * stopped, not left behind.
 */

export interface SpawnOptions {
  readonly bin: string;
  readonly env: Readonly<Record<string, string>>;
  readonly password: string;
  /** A fixed port; default: a free one picked at random by the OS. */
  readonly port?: number;
  readonly cwd: string;
  readonly logFile: string;
  /** Outer and quiet bounds of the wait for listening + health (a cold start takes 3–5 s on an idle machine). */
  readonly patience: Patience;
  /**
   * Told the pid synchronously the moment the process exists, before anything is awaited, so a
   * starter killed at any later point has left the pid where the next start or stop finds it.
   */
  readonly onSpawn?: (pid: number) => void;
}

export interface Started {
  readonly url: string;
  readonly pid: number;
  readonly version: string;
  readonly ms: number;
}

const LISTENING = /opencode server listening on (http:\/\/[^\s]+)/;

/** Spawn `opencode serve` and wait until it is ready. */
export async function spawnServe(opts: SpawnOptions): Promise<Started> {
  if (opts.port !== undefined && opts.port !== 0) return spawnOnce(opts, opts.port);
  // `--port 0` makes OpenCode try 4096 first; we want a random port. Another process may take
  // the free port between our probe and OpenCode's listen, so that one case is retried once.
  try {
    return await spawnOnce(opts, await freePort());
  } catch (e) {
    if (e instanceof OcwError && e.data?.portBusy === true) return spawnOnce(opts, await freePort());
    throw e;
  }
}

async function spawnOnce(opts: SpawnOptions, port: number): Promise<Started> {
  const started = Date.now();
  const { waitMs, quietMs } = opts.patience;
  const log = await open(opts.logFile, "w", 0o600);
  let child;
  try {
    child = spawn(opts.bin, ["serve", "--hostname", "127.0.0.1", "--port", String(port)], {
      cwd: opts.cwd,
      env: { ...opts.env, OPENCODE_SERVER_PASSWORD: opts.password },
      stdio: ["ignore", log.fd, log.fd],
      detached: true,
    });
    if (child.pid !== undefined) opts.onSpawn?.(child.pid);
  } finally {
    await log.close();
  }
  // The server must outlive this client; our handle must not keep this process alive either.
  child.unref();
  const spawnError = new Promise<Error>((resolve) => child.once("error", resolve));
  const exited = new Promise<string>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? `exit code ${code}`)));
  const pid = child.pid;
  if (pid === undefined) {
    const e = await spawnError;
    throw new OcwError(ErrorCode.OpencodeStart, `cannot run ${opts.bin} (${e.message}); check the binary with \`ocw opencode status\` or reinstall it with \`ocw opencode install\``, { cause: e });
  }

  const fail = async (why: string, cause?: unknown, portBusy = false): Promise<never> => {
    await stopProcessGroup(pid, { graceMs: 2_000 }).catch(() => undefined);
    const tail = await logTail(opts.logFile);
    throw new OcwError(ErrorCode.OpencodeStart, `opencode serve ${why}${tail ? `; its output ends: ${tail}` : ""}; full log: ${opts.logFile}`, { cause, data: { pid, port, portBusy, log: opts.logFile } });
  };

  const deadline = started + waitMs;
  let url: string | undefined;
  let gone: string | undefined;
  void exited.then((how) => (gone = how));
  let cpu = await cpuTicks(pid);
  let progressAt = Date.now();
  let lookedAt = Date.now();
  while (url === undefined) {
    const text = await readFile(opts.logFile, "utf8").catch(() => "");
    url = LISTENING.exec(text)?.[1];
    if (url !== undefined) break;
    if (gone !== undefined) {
      if (await portBusy(port)) return fail(`could not listen: port ${port} on 127.0.0.1 is already in use; stop what listens there, or start without --port to get a free port`, undefined, true);
      return fail(`exited (${gone}) before listening`);
    }
    const now = Date.now();
    if (now > deadline) return fail(`was alive but did not print "listening on" within ${boundText(waitMs, WAIT_ENV)}; the machine may be overloaded — raise ${WAIT_ENV}`);
    if (now - lookedAt >= 1_000) {
      lookedAt = now;
      const ticks = await cpuTicks(pid);
      // Where CPU time cannot be read, only the outer bound applies.
      if (ticks === undefined || cpu === undefined || ticks > cpu) progressAt = now;
      cpu = ticks;
      if (now - progressAt > quietMs) return fail(`stalled before listening: no CPU used for ${boundText(quietMs, QUIET_ENV)}`);
    }
    await new Promise((r) => setTimeout(r, 40));
  }

  const health = await ServerWatch.for({ url, pid, password: opts.password }, opts.patience)
    .answer()
    .catch((e: unknown) => e as Error);
  if (health instanceof Error) return fail(`listened on ${url} but GET /global/health failed: it ${verdictOf(health)}`, health);
  return { url, pid, version: health.version, ms: Date.now() - started };
}

/** The last lines of a log, on one line, for an error message. */
export async function logTail(path: string, lines = 6): Promise<string> {
  const text = await readFile(path, "utf8").catch(() => "");
  // ANSI colours make no sense inside an error message.
  return text
    .replace(/\u001b\[[0-9;]*m/g, "")
    .trim()
    .split("\n")
    .filter((l) => l.trim())
    .slice(-lines)
    .join(" | ");
}

/** A port that was free a moment ago, chosen by the OS. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function portBusy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(true));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(false)));
  });
}
