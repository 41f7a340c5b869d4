/**
 * The pool of warm worker directories end to end, against the real opencode and the replay
 * model: two jobs in sequence in one repository (slots=1) work in the same slot, and nothing of
 * the first reaches the second — a written file, a `.gitignore`d build output, an `export` in
 * bash, an `always` approval. The second job's own worker looks (its bash writes what it saw to
 * seen.txt) and its checks demand a clean slot. The first job's driver is killed mid-run and its
 * re-adopted driver finds the worker's work where it left it. After the slot was reused, the
 * first job's diff and `apply` still hold its work; gc then removes the idle slot and disposes its
 * OpenCode instance.
 */
import { execFileSync } from "node:child_process";
import { readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyJob, dispatch, gcJobs, listJobs, permit, readEvents, readJob, type Job, type JobId } from "../../src/jobs/index.js";
import { connect, serverState } from "../../src/opencode/index.js";
import { DISPOSE_MS, alive, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

// What the worker saw when it started, then traces of every kind: an exported variable, a file, an ignored build output.
const LOOK_AND_LEAVE = [
  `{ echo "FOO=$FOO"; for f in a.txt hello.txt build/out.o; do if test -e "$f"; then echo "$f=present"; else echo "$f=absent"; fi; done; } > seen.txt`,
  `export FOO=from-a`,
  `printf 'hello\\n' > hello.txt`,
  `mkdir -p build && echo obj > build/out.o`,
].join("; ");
// Run after the driver was killed and re-adopted: the traces must still be there.
const STILL_THERE = "test -e build/out.o && test -e hello.txt && test -e a.txt && echo kept > kept.txt";

const SCRIPTS = {
  traces: {
    turns: [
      { text: "- looking, then leaving traces", tools: [{ bash: { command: LOOK_AND_LEAVE, description: "look and leave traces" } }] },
      { tools: [{ write: { filePath: "a.txt", content: "from a\n" } }] },
      { tools: [{ bash: { command: STILL_THERE, description: "check the traces" } }] },
      { text: "- done", result: "built" },
    ],
  },
};

const CLEAN_START = ["FOO=", "a.txt=absent", "hello.txt=absent", "build/out.o=absent"].map((l) => `grep -qx '${l}' seen.txt`).join(" && ");

let w: JobsWorld;
let workspace: string;
let taskFile: string;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-pool-", SCRIPTS);
  workspace = await w.world.repo("pooled", { "greet.txt": "hi\n", ".gitignore": "build/\n" });
  taskFile = join(w.world.root, "traces.task.yaml");
  const spec = {
    workspace,
    objective: "Look around and leave traces. [[replay:traces]]",
    scope: { allow: ["seen.txt", "hello.txt", "a.txt", "kept.txt"] },
    checks: {
      acceptance: [
        { name: "started clean", run: CLEAN_START },
        { name: "work kept across a re-adoption", run: "grep -qx kept kept.txt && grep -qx 'from a' a.txt" },
      ],
      regression: [{ name: "greet kept", run: "grep -q hi greet.txt" }],
    },
    budget: { minutes: 5 },
  };
  await writeFile(taskFile, JSON.stringify(spec, null, 2));
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

/** Wait until the job asks; the request's id. */
async function asked(id: JobId, not?: (j: Job) => boolean): Promise<{ request: string; job: Job }> {
  const job = await w.until(id, (j) => j.pending.length > 0 && !(not?.(j) ?? false), 90_000);
  return { request: job.pending[0]!.id, job };
}

/**
 * Answer `once` as soon as the job's (re-adopted) driver follows its session again: until then
 * the ledger still lists the request but nobody can answer it, and permit says it is not waiting.
 */
async function permitOnceFollowed(id: JobId, request: string): Promise<Awaited<ReturnType<typeof permit>>> {
  for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 300))) {
    try {
      return await permit(w.env, id, request, "once");
    } catch (e) {
      if (Date.now() > deadline || !String((e as Error).message).includes("is not waiting")) throw e;
    }
  }
}

/** The warm server's resident memory, MB. */
async function serverRss(): Promise<number> {
  const server = await serverState({ env: w.env });
  return Number((await readFile(`/proc/${server.record!.pid}/status`, "utf8")).match(/VmRSS:\s+(\d+)/)![1]) / 1024;
}

/** ms from the job's session opening to the model's first request of that session. */
async function firstRequestMs(id: JobId): Promise<number> {
  const job = await readJob(w.root, id);
  const opened = (await readEvents(w.root, id)).find((e) => e.type === "session")!;
  const first = w.model.requests.find((r) => r.session === job.session!.id)!;
  return first.at - Date.parse(opened.ts);
}

describe("pool", () => {
  let a: JobId;
  let b: JobId;

  it("slot reuse - job B in job A's slot sees none of A's file, ignored build output, exported variable or `always` approval; A's re-adopted driver kept its worker's work", async () => {
    const rss0 = await serverRss();
    a = (await dispatch({ taskFile, cwd: w.world.root, env: w.env })).job;
    const first = await asked(a);
    expect(first.job.pending[0]!.patterns.join(" ")).toContain("mkdir -p build");
    expect((await permit(w.env, a, first.request, "always")).status).toBe("applied");
    // The second request: kill the driver while it waits, so a new one takes the job over.
    const second = await asked(a, (j) => j.pending[0]!.id === first.request);
    const killed = second.job.driver!.pid;
    process.kill(killed, "SIGKILL");
    for (let i = 0; i < 50 && (await alive(killed)); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await listJobs(w.env)).adopted).toEqual([a]);
    const again = await w.until(a, (j) => j.driver!.pid !== killed && j.pending.length > 0, 90_000);
    expect(again.pending[0]!.id).toBe(second.request);
    expect((await permitOnceFollowed(a, second.request)).status).toBe("applied");
    const jobA = await w.until(a, undefined, 90_000);
    expect({ state: jobA.state, reasons: jobA.reasons }).toEqual({ state: "built", reasons: [] });
    expect(jobA.driver!.adoptions).toBe(1);
    expect(jobA.workdir).toMatch(/\/jobs\/pool\/[0-9a-f]{12}\/slot-0$/);

    const rssA = await serverRss();
    b = (await dispatch({ taskFile, cwd: w.world.root, env: w.env })).job;
    // A's `always` reached neither OpenCode (it was answered once) nor B's driver: B is asked again.
    const bFirst = await asked(b);
    expect(bFirst.job.pending[0]!.patterns.join(" ")).toContain("mkdir -p build");
    expect(bFirst.job.approved ?? []).toEqual([]);
    expect((await permit(w.env, b, bFirst.request, "once")).status).toBe("applied");
    const bSecond = await asked(b, (j) => j.pending[0]!.id === bFirst.request);
    expect((await permit(w.env, b, bSecond.request, "once")).status).toBe("applied");
    const jobB = await w.until(b, undefined, 90_000);
    expect(jobB.workdir).toBe(jobA.workdir);
    // B's worker saw a clean slot (its checks say so), and its diff shows what it saw.
    expect({ state: jobB.state, reasons: jobB.reasons }).toEqual({ state: "built", reasons: [] });
    const seen = await readFile(join(w.root, b, "diff.patch"), "utf8");
    for (const line of ["+FOO=", "+a.txt=absent", "+hello.txt=absent", "+build/out.o=absent"]) expect(seen).toContain(`${line}\n`);
    const workdirEvents = (await readEvents(w.root, b)).filter((e) => e.type === "workdir");
    expect(workdirEvents).toEqual([expect.objectContaining({ dir: jobA.workdir, slot: "slot-0", reused: true, kept: false })]);
    const rssB = await serverRss();
    console.log(`[pool] first model request after session open: A (new slot) ${await firstRequestMs(a)} ms, B (reused slot) ${await firstRequestMs(b)} ms; B's reset took ${workdirEvents[0]!.type === "workdir" ? workdirEvents[0]!.ms : "?"} ms`);
    console.log(`[pool] server RSS: ${rss0.toFixed(0)} MB before A, ${rssA.toFixed(0)} MB after A (a new directory), ${rssB.toFixed(0)} MB after B (the same directory)`);
  }, 360_000);

  it("after reuse - A's diff and `apply` still hold A's work (from its own commit, not the slot); gc removes the idle slot and disposes its OpenCode instance", async () => {
    const jobA = await readJob(w.root, a);
    expect(await readFile(join(w.root, a, "diff.patch"), "utf8")).toContain("+from a\n");
    const applied = await applyJob(w.env, a);
    expect([...applied.files].sort()).toEqual(["a.txt", "hello.txt", "kept.txt", "seen.txt"]);
    expect(await readFile(join(workspace, "a.txt"), "utf8")).toBe("from a\n");
    expect(await readFile(join(workspace, "seen.txt"), "utf8")).toBe("FOO=\na.txt=absent\nhello.txt=absent\nbuild/out.o=absent\n");
    // The ignored build output was never the worker's result.
    expect(await stat(join(workspace, "build")).catch(() => undefined)).toBeUndefined();

    const before = await serverRss();
    const t0 = Date.now();
    const r = await gcJobs(w.env, 0);
    const gcMs = Date.now() - t0;
    expect(r.slots).toEqual([jobA.workdir]);
    expect(await stat(jobA.workdir!).catch(() => undefined)).toBeUndefined();
    expect(execFileSync("git", ["worktree", "list", "--porcelain"], { cwd: workspace, encoding: "utf8" })).not.toContain(jobA.workdir!);
    // Disposing a directory the server never saw must not boot an instance to dispose it.
    const conn = await connect({ env: w.env });
    const t1 = Date.now();
    await conn.disposeDirectory(await w.world.workdir("never-seen"));
    const unseenMs = Date.now() - t1;
    await conn.close();
    console.log(`[pool] gc of one slot (dispose + remove) ${gcMs} ms; disposing a directory the server never saw ${unseenMs} ms; server RSS ${before.toFixed(0)} MB before gc, ${(await serverRss()).toFixed(0)} MB after`);
  }, 120_000);
});
