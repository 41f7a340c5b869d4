/**
 * The state dir turning read-only or filling up, for real: as root, a read-only bind mount and
 * a tiny tmpfs filled to the last byte (ENOSPC); otherwise chmod and RLIMIT_FSIZE on the driver
 * (EFBIG). Dispatch onto such a dir fails with an IO error naming the folder and the fix; a job
 * whose dir breaks mid-run stops, every client call on it says why (instead of quietly starting
 * driver after doomed driver), job.json always parses and its revision never goes back, and
 * once the dir is fixed the next call re-adopts the job and it ends with a verdict.
 */
import { execFileSync } from "node:child_process";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, driverExited, isTerminal, jobPaths, readJob, waitJob, type Job, type JobId } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";
import { auditLedger, sleep } from "./support.js";

const SCRIPTS = {
  slow: {
    turns: [
      { text: "- writing", delayMs: 2_500, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] },
      { text: "- checking", delayMs: 1_500, tools: [{ read: { filePath: "hello.txt" } }] },
      { text: "- done", result: "built" },
    ],
  },
};

const ROOT = process.getuid?.() === 0;
let w: JobsWorld;
const mounts: string[] = [];

beforeAll(async () => {
  w = await makeJobsWorld("ocw-statedir-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  for (const m of mounts.reverse()) spawnOk("umount", ["-l", m]);
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

function spawnOk(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: "ignore", timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** Make `dir` read-only for real: a read-only bind mount as root (root ignores modes), else chmod. */
function readOnly(dir: string): () => void {
  if (ROOT) {
    if (!spawnOk("mount", ["--bind", dir, dir])) throw new Error(`cannot bind-mount ${dir}`);
    mounts.push(dir);
    if (!spawnOk("mount", ["-o", "remount,bind,ro", dir])) throw new Error(`cannot remount ${dir} read-only`);
    return () => {
      spawnOk("umount", ["-l", dir]);
      mounts.splice(mounts.indexOf(dir), 1);
    };
  }
  execFileSync("chmod", ["-R", "a-w", dir]);
  return () => execFileSync("chmod", ["-R", "u+w", dir]);
}

/** Watch job.json while `fn` runs: it must parse at every look and its revision never go back. */
async function watched<T>(path: string, fn: () => Promise<T>): Promise<{ value: T; revisions: number[] }> {
  const revisions: number[] = [];
  const problems: string[] = [];
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      const text = await readFile(path, "utf8").catch(() => undefined);
      if (text !== undefined) {
        try {
          const rev = (JSON.parse(text) as Job).revision;
          if (rev < (revisions.at(-1) ?? 0)) problems.push(`revision went back to ${rev} after ${revisions.at(-1)}`);
          if (rev !== revisions.at(-1)) revisions.push(rev);
        } catch {
          problems.push(`job.json did not parse: ${text.slice(0, 80)}`);
        }
      }
      await sleep(30);
    }
  })();
  try {
    const value = await fn();
    return { value, revisions };
  } finally {
    stop = true;
    await loop;
    expect(problems).toEqual([]);
  }
}

/** The error a client call on the job gives now (it must fail: the dir is broken). */
async function clientError(id: JobId): Promise<{ code: string; message: string }> {
  const e = await waitJob(w.env, id, 0, 0).then(
    () => undefined,
    (err: unknown) => err as { code: string; message: string },
  );
  if (!e) throw new Error("expected the client call to fail on a broken state dir");
  return e;
}

/** Wait (bounded) until the job's driver has let go of it and the job is not finished: it hit the broken dir (the host lives on for other jobs). */
async function stalled(id: JobId): Promise<Job> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await readJob(w.root, id);
    if (isTerminal(job.state)) throw new Error(`job ${id} finished (${job.state}) before the broken dir stopped it`);
    if (job.driver && (await driverExited(w.env, id, 200))) return job;
    if (Date.now() > deadline) throw new Error(`driver of ${id} kept running on a broken dir for 60 s`);
    await sleep(100);
  }
}

/** Client calls until the job ends (they re-adopt it). */
async function finish(id: JobId): Promise<Job> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const r = await waitJob(w.env, id, 0, 0);
    if (r.terminal) return auditLedger(w.root, id);
    if (Date.now() > deadline) throw new Error(`job ${id} did not finish after the dir was fixed (${r.state})`);
    await sleep(300);
  }
}

describe("state dir read-only", () => {
  it("before dispatch - IO error naming the folder and the fix; nothing half-written", async () => {
    const { taskFile } = await w.task("ro-before", "slow");
    await mkdir(w.root, { recursive: true });
    const undo = readOnly(w.root);
    try {
      const err = await dispatch({ taskFile, cwd: w.world.root, env: w.env }).then(
        () => undefined,
        (e: unknown) => e as { code: string; message: string },
      );
      expect(err).toMatchObject({ code: "IO" });
      expect(err!.message).toContain(w.root);
      expect(err!.message).toMatch(/make the folder writable or set OCW_HOME/);
    } finally {
      undo();
    }
  }, 60_000);

  it("mid-job - the driver stops, calls say why, job.json stays whole; made writable again, the job ends with a verdict", async () => {
    const { taskFile } = await w.task("ro-mid", "slow");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const { revisions } = await watched(jobPaths(w.root, d.job).job, async () => {
      await w.until(d.job, (j) => j.state === "running");
      const undo = readOnly(jobPaths(w.root, d.job).dir);
      try {
        await stalled(d.job);
        const err = await clientError(d.job);
        expect(err.code).toBe("IO");
        expect(err.message).toContain(jobPaths(w.root, d.job).dir);
        expect(err.message).toMatch(/make the folder writable or set OCW_HOME/);
      } finally {
        undo();
      }
      return finish(d.job);
    });
    const job = await auditLedger(w.root, d.job);
    expect(["built", "honest-failure"]).toContain(job.state);
    // The last look came before or at the final record (a late event may follow the verdict).
    expect(revisions.at(-1)).toBeLessThanOrEqual(job.revision);
  }, 150_000);
});

describe("state dir full", () => {
  it("mid-job - ENOSPC (tmpfs) or EFBIG (RLIMIT_FSIZE): calls say the disk is full, job.json stays whole; with space again the job ends", async () => {
    const { taskFile } = await w.task("full-mid", "slow");
    let filler: string | undefined;
    if (ROOT) {
      // The jobs root on its own small filesystem, so filling it cannot hurt the machine.
      await mkdir(w.root, { recursive: true });
      if (!spawnOk("mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", w.root])) throw new Error("cannot mount a tmpfs (root without CAP_SYS_ADMIN?)");
      mounts.push(w.root);
      filler = join(w.root, "filler.bin");
    }
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    // Fill the filesystem to the last byte (and again later: a dying driver frees a page or two).
    const fill = async (path: string): Promise<void> => {
      const fh = await open(path, "a");
      try {
        for (let size = 1 << 20; size >= 512; ) {
          try {
            await fh.write(Buffer.alloc(size, 1));
          } catch (e) {
            expect((e as NodeJS.ErrnoException).code).toBe("ENOSPC");
            size >>= 1;
          }
        }
      } finally {
        await fh.close();
      }
    };
    const { revisions } = await watched(jobPaths(w.root, d.job).job, async () => {
      const running = await w.until(d.job, (j) => j.state === "running");
      if (filler) {
        await fill(filler);
      } else {
        // Not root: every file the driver writes may hold only a few bytes (the kernel's RLIMIT_FSIZE).
        execFileSync("prlimit", ["--pid", String(running.driver!.pid), "--fsize=64"]);
      }
      await stalled(d.job);
      if (filler) {
        await fill(filler);
        const err = await clientError(d.job);
        expect(err.code).toBe("IO");
        expect(err.message).toContain(jobPaths(w.root, d.job).dir);
        expect(err.message).toMatch(/the disk is full/);
        await rm(filler);
      }
      return finish(d.job);
    });
    const job = await auditLedger(w.root, d.job);
    expect(["built", "honest-failure"]).toContain(job.state);
    // The last look came before or at the final record (a late event may follow the verdict).
    expect(revisions.at(-1)).toBeLessThanOrEqual(job.revision);
  }, 150_000);
});
