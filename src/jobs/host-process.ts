import { ErrorCode, OcwError, isOcwError } from "../error.js";
import type { Env } from "../paths/index.js";
import { runHost } from "./host.js";
import { jobsRoot, parseJobId } from "./ledger/index.js";

/** How long a host that has left waits for the connections it opened to close on their own. */
const HELD_MS = 5_000;

/**
 * The driver host as a process of its own: what `startDriving` starts, detached, with the jobs
 * it was started for as its arguments (none: adopt what the folder holds). Its stderr is the
 * folder's host.log. SIGTERM or SIGINT make it leave once the jobs in hand are done; an
 * exception no job caught is logged there and the other jobs go on.
 */
export async function runHostProcess(
  argv: readonly string[],
  io: {
    readonly env: Env;
    readonly stderr: { write(text: string): unknown };
    /**
     * The process is the host's own (its entry, not a test): once the host has left, the process
     * ends within HELD_MS even if a connection it opened is still held open by its peer (an
     * OpenCode event stream whose server outlives the host), which would otherwise keep a host
     * that has let go of every job running until that server stops. What held it is logged.
     */
    readonly ownProcess?: boolean;
  },
): Promise<number> {
  const log = (text: string): void => void io.stderr.write(`${new Date().toISOString()} ocw host ${process.pid}: ${text}\n`);
  const stray = (e: unknown): void => log(`internal error outside any job (the others go on): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.on("uncaughtException", stray);
  process.on("unhandledRejection", stray);
  const stop = new AbortController();
  const leave = (): void => stop.abort();
  process.once("SIGTERM", leave);
  process.once("SIGINT", leave);
  try {
    const ids = argv.map((a) => {
      try {
        return parseJobId(a);
      } catch {
        throw new OcwError(ErrorCode.Usage, `the driver host takes job ids as its arguments, got ${JSON.stringify(a)}; dispatch and re-adoption start it`);
      }
    });
    await runHost(jobsRoot(io.env), io.env, ids, { stderr: io.stderr, signal: stop.signal });
    return 0;
  } catch (e) {
    log(isOcwError(e) ? e.message : `internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return isOcwError(e) && e.code === ErrorCode.Usage ? 2 : 1;
  } finally {
    process.off("SIGTERM", leave);
    process.off("SIGINT", leave);
    if (io.ownProcess) endWhenHeld(log);
  }
}

function endWhenHeld(log: (text: string) => void): void {
  const timer = setTimeout(() => {
    const held = new Map<string, number>();
    for (const r of process.getActiveResourcesInfo()) held.set(r, (held.get(r) ?? 0) + 1);
    // This timer is one of them.
    held.set("Timeout", (held.get("Timeout") ?? 1) - 1);
    const what = [...held].filter(([, n]) => n > 0).map(([r, n]) => `${r} ×${n}`).join(", ");
    log(`left, but ${what || "nothing it can name"} still held the process ${HELD_MS / 1000} s later; ending it`);
    process.exit();
  }, HELD_MS);
  timer.unref();
}
