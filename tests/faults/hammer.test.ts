/**
 * Concurrent clients hammering one job: 10 waiters (7 in-process through the library, 3 as
 * `ocw wait --cursor` processes of the bundle) follow the job from its permission request to its
 * verdict while 5 permit callers (3 library, 2 `ocw permit` processes) answer the same request
 * at once. Every library waiter sees revisions only go up, each view whole (its events end at
 * its revision), and the final state; every CLI waiter, following from dispatch's cursor, is
 * shown the permission request exactly once (the permits go in once each has been), sees its
 * cursor's revision never go back and ends on the verdict entry `built`; exactly one permit
 * takes effect and every other caller is told the request was already answered; job.json is
 * never corrupt.
 */
import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, permit, readEvents, waitJob, type JobId } from "../../src/jobs/index.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";
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
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

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

/** Follow the job to its verdict through the library's waitJob, checking every answer. */
async function follow(id: JobId, from: number): Promise<View> {
  const view: View = { revisions: [], problems: [], last: undefined };
  let after = from;
  for (let i = 0; i < 80; i++) {
    const r = await waitJob(w.env, id, after, 20_000);
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

interface CliView {
  /** The job's revision in each cursor a wait returned, while the job was in it. */
  readonly revisions: number[];
  readonly problems: string[];
  /** The permission requests the waits showed, in order. */
  readonly asks: string[];
  verdict: Record<string, unknown> | undefined;
}

/** Follow the job to its verdict entry with `ocw wait <job> --cursor C --json` processes, checking every answer; `firstReturned` after the first wait. */
async function followCli(id: JobId, cursor: string, firstReturned: () => void): Promise<CliView> {
  const view: CliView = { revisions: [], problems: [], asks: [], verdict: undefined };
  const revOf = (c: string): number | undefined => {
    const part = c.split(",").find((p) => p.startsWith(`${id}:`));
    return part === undefined ? undefined : Number(part.slice(id.length + 1));
  };
  let last = revOf(cursor)!;
  for (let i = 0; i < 80; i++) {
    const out = await cli(["wait", id, "--cursor", cursor, "--timeout", "20", "--json"]);
    if (i === 0) firstReturned();
    if (out.code !== 0) {
      view.problems.push(`ocw wait exit ${out.code}: ${out.stderr}`);
      return view;
    }
    if (out.stdout.split("\n").filter(Boolean).length !== 1) view.problems.push(`not one line: ${out.stdout.slice(0, 200)}`);
    const r = JSON.parse(out.stdout) as { cursor: string; jobs: Record<string, unknown>[]; others?: string; timedOut?: true };
    const extra = Object.keys(r).filter((k) => !["cursor", "jobs", "others", "timedOut"].includes(k));
    if (extra.length) view.problems.push(`unexpected fields ${extra.join(", ")}`);
    cursor = r.cursor;
    const mine = r.jobs.find((e) => e.job === id);
    if (r.jobs.some((e) => e.job !== id)) view.problems.push(`entries for jobs not asked about: ${JSON.stringify(r.jobs)}`);
    if (mine && "verdict" in mine) {
      if (revOf(cursor) !== undefined) view.problems.push(`the cursor ${cursor} keeps ${id} after its verdict`);
      view.verdict = mine;
      return view;
    }
    const rev = revOf(cursor);
    if (rev === undefined) {
      view.problems.push(`the cursor ${cursor} lost ${id} before its verdict`);
      return view;
    }
    if (rev < last) view.problems.push(`the cursor's revision went back from ${last} to ${rev}`);
    last = rev;
    view.revisions.push(rev);
    const asks = (mine?.asks ?? []) as { id: string }[];
    if (!r.timedOut && asks.length === 0) view.problems.push(`returned before the deadline with nothing to answer: ${out.stdout}`);
    for (const a of asks) {
      if (view.asks.includes(a.id)) view.problems.push(`request ${a.id} shown twice`);
      view.asks.push(a.id);
    }
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
    const waiters = Array.from({ length: 7 }, () => follow(d.job, asking.revision));
    // The CLI waiters hold the cursor dispatch gave, from before the request: their first wait shows it at once; the permits
    // go in as soon as every CLI waiter has been shown it, so their next waits (and the 7 library ones) block while it is answered.
    const shown: Promise<void>[] = [];
    const cliWaiters = Array.from({ length: 3 }, () => {
      let firstReturned!: () => void;
      shown.push(new Promise<void>((resolve) => (firstReturned = resolve)));
      return followCli(d.job, `${d.job}:${d.revision}`, firstReturned);
    });
    await Promise.all(shown);
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
    const cliViews = await Promise.all(cliWaiters);
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
    for (const v of cliViews) {
      expect(v.problems).toEqual([]);
      expect(v.revisions).toEqual([...v.revisions].sort((a, b) => a - b));
      // The request, exactly once: the cursor covers it after the first wait.
      expect(v.asks).toEqual([request]);
      expect(v.verdict).toMatchObject({ job: d.job, verdict: "built", claim: "built", honest: true, reasons: [] });
    }
    const events = await readEvents(w.root, d.job);
    expect(events.filter((e) => e.type === "permit.applied")).toHaveLength(1);
    expect(events.filter((e) => e.type === "permission.answered" && e.request === request)).toHaveLength(1);
    expect(events.filter((e) => e.type === "inbox.rejected").length).toBeLessThanOrEqual(4);
  }, 180_000);
});
