/** The terminal dashboard (`ocw watch`): every job, live, with permissions answerable by key. */
import { render } from "ink";
import { ErrorCode, OcwError } from "../error.js";
import { jobsRoot, listJobs, permit, readJob, type JobId } from "../jobs/index.js";
import type { Env } from "../paths/index.js";
import { Watch } from "./Watch.js";
import { EMPTY_LADDER, LadderView, reduceLadder } from "./LadderView.js";
import type { SelftestEvent } from "../selftest/index.js";

export { JobsView, elapsedOf, progressOf } from "./JobsView.js";
export { Watch, attentionRow } from "./Watch.js";
export { LadderView, reduceLadder, EMPTY_LADDER } from "./LadderView.js";

/** Draw the ladder's progress on stderr while it runs; `stop` leaves the last frame on screen. */
export function ladderProgress(): { onEvent: (e: SelftestEvent) => void; stop: () => void } {
  let state = EMPTY_LADDER;
  const app = render(<LadderView {...state} />, { stdout: process.stderr, patchConsole: false, exitOnCtrlC: true });
  return {
    onEvent(e) {
      state = reduceLadder(state, e);
      app.rerender(<LadderView {...state} />);
    },
    stop() {
      app.unmount();
    },
  };
}

/** Run the dashboard on the real ledger until the user quits. */
export async function runWatch(env: Env): Promise<void> {
  // Keys need a terminal in raw mode; without one there is nothing to drive the dashboard.
  if (!process.stdin.isTTY) throw new OcwError(ErrorCode.Usage, "ocw watch needs an interactive terminal; in scripts use `ocw jobs --json` or `ocw wait <job> --json`");
  const root = jobsRoot(env);
  const app = render(
    <Watch
      load={async () => ({ jobs: (await listJobs(env)).jobs, pending: async (j) => (await readJob(root, j.job as JobId)).pending })}
      answer={async (job, request, reply) => {
        const r = await permit(env, job, request, reply);
        return `${r.request}: ${r.reply} (${r.status})`;
      }}
    />,
    { stdout: process.stderr, exitOnCtrlC: true },
  );
  await app.waitUntilExit();
}
