/**
 * Concurrent clients hammering one job: 10 waiters (7 in-process through the library, 3 as
 * `ocw wait` processes of the bundle) follow the job from its permission request to its
 * verdict while 5 permit callers (3 library, 2 `ocw permit` processes) answer the same request
 * at once. Every waiter sees revisions only go up, each view whole (its events end at its
 * revision), and the final state; exactly one permit takes effect and every other caller is
 * told the request was already answered; job.json is never corrupt.
 */
import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, permit, readEvents, waitJob, type JobId } from "../../src/jobs/index.js";
import { pidsUsing } from "../helpers/opencode-serve.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { makeJobsWorld, type JobsWorld } from "../jobs/world.js";
import { auditLedger } from "./support.js";

const SCRIPTS = {
  bash: {
    turns: [
      { tools: [{ bash: { command: "printf 'hello\\n' > hello.txt", description: "write the file" } }] },
      { text: "- ran it", delayMs: 500, tools: [{ read: { filePath: "hello.txt" } }] },
      { text: "- done", result: "built" },
    ],
  },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-hammer-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  await w?.dispose();
  expect(await pidsUsing(w.world.root)).toEqual([]);
});

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BUNDLE, ...args], { env: w.env, cwd: w.world.root, timeout: 90_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

interface View {
  readonly revisions: number[];
  readonly problems: string[];
  last: { revision: number; state: string; terminal: boolean } | undefined;
}

/** Follow the job to its verdict, checking every answer. */
async function follow(id: JobId, from: number, viaCli: boolean): Promise<View> {
  const view: View = { revisions: [], problems: [], last: undefined };
  let after = from;
  for (let i = 0; i < 80; i++) {
    let r: { revision: number; state: string; terminal: boolean; events: readonly { rev: number }[] };
    if (viaCli) {
      const out = await cli(["wait", id, "--after", String(after), "--timeout", "20", "--json"]);
      if (out.code !== 0) {
        view.problems.push(`ocw wait exit ${out.code}: ${out.stderr}`);
        return view;
      }
      r = JSON.parse(out.stdout) as typeof r;
    } else {
      r = await waitJob(w.env, id, after, 20_000);
    }
    if (r.revision < after) view.problems.push(`revision ${r.revision} after asking for > ${after}`);
    if (r.events.some((e) => e.rev <= after || e.rev > r.revision)) view.problems.push(`events outside (${after}, ${r.revision}]`);
    if (r.revision > after && r.events.at(-1)?.rev !== r.revision && r.events.length > 0) view.problems.push(`view at ${r.revision} ends with event ${r.events.at(-1)?.rev}`);
    view.revisions.push(r.revision);
    view.last = r;
    after = r.revision;
    if (r.terminal) return view;
  }
  view.problems.push("no verdict after 80 waits");
  return view;
}

describe("hammer", () => {
  it("10 waiters and 5 permit callers on one job (library and CLI processes): monotonic revisions, one permit applied, the rest told it was answered", async () => {
    const { taskFile } = await w.task("hammer", "bash");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const asking = await w.until(d.job, (j) => j.pending.length > 0, 90_000);
    const request = asking.pending[0]!.id;
    const waiters = [...Array.from({ length: 7 }, () => follow(d.job, asking.revision, false)), ...Array.from({ length: 3 }, () => follow(d.job, asking.revision, true))];
    const permits = [
      ...Array.from({ length: 3 }, () =>
        permit(w.env, d.job, request, "once").then(
          () => ({ ok: true, text: "" }),
          (e: { code?: string; message: string }) => ({ ok: false, text: `${e.code}: ${e.message}` }),
        ),
      ),
      ...Array.from({ length: 2 }, () => cli(["permit", d.job, request, "once", "--json"]).then((r) => ({ ok: r.code === 0, text: `exit ${r.code}: ${r.stderr}` }))),
    ];
    const answers = await Promise.all(permits);
    const views = await Promise.all(waiters);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const a of answers.filter((x) => !x.ok)) expect(a.text).toMatch(/already answered/);
    const job = await auditLedger(w.root, d.job);
    expect(job.state).toBe("built");
    for (const v of views) {
      expect(v.problems).toEqual([]);
      // Strictly increasing: each wait returned only once the revision moved past the last one seen.
      expect(v.revisions).toEqual([...new Set(v.revisions)].sort((a, b) => a - b));
      expect(v.last).toMatchObject({ revision: job.revision, state: "built", terminal: true });
    }
    const events = await readEvents(w.root, d.job);
    expect(events.filter((e) => e.type === "permit.applied")).toHaveLength(1);
    expect(events.filter((e) => e.type === "permission.answered" && e.request === request)).toHaveLength(1);
    expect(events.filter((e) => e.type === "inbox.rejected").length).toBeLessThanOrEqual(4);
  }, 180_000);
});
