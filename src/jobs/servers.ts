import type { UsedBy } from "../opencode/index.js";
import type { Env } from "../paths/index.js";
import { isTerminal, jobsRoot, listJobIds, readJob, type Job } from "./ledger/index.js";

/**
 * What the harness cannot know (ARCHITECTURE §2): which jobs still run on a server. A config
 * change retires a server instead of stopping it while any job that is not over uses it, and a
 * retired server is stopped once none does.
 */

// A job past its queue but not yet on a session may be connected to any server, current or
// retired: it counts as using each until its session names the one it got.
const MAY_CONNECT: ReadonlySet<Job["state"]> = new Set(["starting", "running", "needs_permission"]);

/** `usedBy` for the opencode room: the jobs under `env`'s state root that are not over and run (or may run) on `url`. */
export function serverUsers(env: Env): UsedBy {
  const root = jobsRoot(env);
  return async (url) => {
    const users: string[] = [];
    for (const id of await listJobIds(root)) {
      // A job that cannot be read cannot be driven either: it holds no server.
      const job = await readJob(root, id).catch(() => undefined);
      if (!job || isTerminal(job.state)) continue;
      if (job.session ? job.session.server === url : MAY_CONNECT.has(job.state)) users.push(id);
    }
    return users;
  };
}
