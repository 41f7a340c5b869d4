import { ErrorCode, OcwError, isOcwError } from "../error.js";
import type { Env } from "../paths/index.js";
import { sweepServers } from "../opencode/index.js";
import { drive } from "./driver.js";
import { jobsRoot, parseJobId } from "./ledger/index.js";
import { serverUsers } from "./servers.js";

/**
 * A job's driver as a process of its own: what `spawnDriver` starts, detached, with the job id as
 * its one argument. Its stderr is the job's driver.log, so that is where a driver that cannot go
 * on says why; the job itself is ended (or left for the next driver) by `drive`.
 */
export async function runDriverProcess(argv: readonly string[], io: { readonly env: Env; readonly stderr: { write(text: string): unknown } }): Promise<number> {
  try {
    if (argv.length !== 1) throw new OcwError(ErrorCode.Usage, `a job's driver takes one argument, the job id (got ${argv.length}); dispatch and re-adoption start it (by hand: ocw jobs drive <job>)`);
    await drive(jobsRoot(io.env), parseJobId(argv[0]!), io.env);
    // A server retired while this job ran on it may have waited for this job alone.
    await sweepServers({ env: io.env, usedBy: serverUsers(io.env) }).catch((e: unknown) => io.stderr.write(`ocw: could not stop the retired OpenCode servers no job uses (${e instanceof Error ? e.message : String(e)}); \`ocw opencode stop\` does it\n`));
    return 0;
  } catch (e) {
    const debug = io.env.OCW_DEBUG === "1";
    if (isOcwError(e)) {
      io.stderr.write(`ocw: ${e.message}\n${debug && e.stack ? `${e.stack}\n` : ""}`);
      return e.code === ErrorCode.Usage ? 2 : 1;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.stderr.write(`ocw: internal error: ${message}${debug ? "" : " (set OCW_DEBUG=1 for the stack trace, and please report it)"}\n${debug && e instanceof Error && e.stack ? `${e.stack}\n` : ""}`);
    return 1;
  }
}
