/**
 * The pieces under the server manager, with real processes and files: the cross-process lock,
 * and stopping a process group (SIGTERM, wait, SIGKILL) including a leader that ignores SIGTERM
 * and the children it started.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withLock } from "../../src/durable/index.js";
import { isOpencodeServe, pidAlive, stopProcessGroup } from "../../src/opencode/process.js";
import { allGone } from "../helpers/opencode-serve.js";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "ocw-life-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A detached shell (its own group) that starts `sleep` children; with `stubborn` it ignores SIGTERM. */
async function group(stubborn: boolean): Promise<{ leader: number; children: number[] }> {
  const pidFile = join(root, `children-${Date.now()}-${Math.random()}`);
  const script = `${stubborn ? "trap '' TERM; " : ""}sleep 300 & echo $! > ${pidFile}.a; sleep 300 & echo $! > ${pidFile}.b; wait`;
  const child = spawn("sh", ["-c", script], { detached: true, stdio: "ignore" });
  child.unref();
  for (let i = 0; i < 100; i++) {
    const b = await readFile(`${pidFile}.b`, "utf8").catch(() => "");
    if (b.trim()) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const children = [Number(await readFile(`${pidFile}.a`, "utf8")), Number(await readFile(`${pidFile}.b`, "utf8"))];
  return { leader: child.pid!, children };
}

describe("process groups", () => {
  it("stop - SIGTERM takes a cooperative group down, children included", async () => {
    const g = await group(false);
    const r = await stopProcessGroup(g.leader, { graceMs: 2_000 });
    expect(r.how).toBe("SIGTERM");
    await new Promise((r) => setTimeout(r, 100));
    expect(await allGone([g.leader, ...g.children])).toBe(true);
  });

  it("stop - a leader that ignores SIGTERM gets SIGKILL after the grace period", async () => {
    const g = await group(true);
    const started = Date.now();
    const r = await stopProcessGroup(g.leader, { graceMs: 300 });
    expect(r.how).toBe("SIGKILL");
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await new Promise((r) => setTimeout(r, 100));
    expect(await allGone([g.leader, ...g.children])).toBe(true);
  });

  it("stop - a pid that is already gone is left alone", async () => {
    const g = await group(false);
    await stopProcessGroup(g.leader, { graceMs: 1_000 });
    expect(await stopProcessGroup(g.leader)).toEqual({ how: "gone", ms: 0 });
  });

  it("identity - only an `opencode serve` command line counts as ours", async () => {
    expect(await isOpencodeServe(process.pid)).toBe(false);
    expect(await isOpencodeServe(999_999_999)).toBe(false);
    expect(pidAlive(process.pid)).toBe(true);
    expect(pidAlive(0)).toBe(false);
    expect(pidAlive(-1)).toBe(false);
  });
});

describe("lock", () => {
  it("lock - callers run one at a time", async () => {
    const path = join(root, "serial.lock");
    const log: string[] = [];
    const job = (name: string) =>
      withLock(path, async () => {
        log.push(`${name}+`);
        await new Promise((r) => setTimeout(r, 30));
        log.push(`${name}-`);
      });
    await Promise.all([job("a"), job("b"), job("c")]);
    for (let i = 0; i < log.length; i += 2) expect(log[i]!.slice(0, -1)).toBe(log[i + 1]!.slice(0, -1));
  });

  it("lock - a lock left by a dead process is taken over", async () => {
    const path = join(root, "dead.lock");
    await writeFile(path, "999999999 0 x");
    expect(await withLock(path, async () => "got it", { timeoutMs: 1_000 })).toBe("got it");
  });

  it("lock - a lock held by a live process times out with TIMEOUT naming the holder", async () => {
    const path = join(root, "live.lock");
    await writeFile(path, `${process.pid} ${Date.now()} other`);
    await expect(withLock(path, async () => "never", { timeoutMs: 300 })).rejects.toMatchObject({ code: "TIMEOUT", message: expect.stringContaining(`pid ${process.pid}`) });
    // Not ours: it stays.
    expect(await readFile(path, "utf8")).toContain("other");
  });

  it("lock - with staleMs, a lock older than that is taken over even if its holder lives (it hung)", async () => {
    const path = join(root, "hung.lock");
    await writeFile(path, `${process.pid} hung`);
    const old = new Date(Date.now() - 10_000);
    await utimes(path, old, old);
    await expect(withLock(path, async () => "never", { timeoutMs: 200 })).rejects.toMatchObject({ code: "TIMEOUT" });
    expect(await withLock(path, async () => "taken", { timeoutMs: 1_000, staleMs: 5_000 })).toBe("taken");
  });

  it("lock - a holder that works longer than staleMs keeps its lock (it touches it); one that stopped touching loses it", async () => {
    const path = join(root, "slow.lock");
    let second = "";
    const holder = withLock(path, async () => {
      // Three stale bounds of work: slow, not hung.
      await new Promise((r) => setTimeout(r, 1_800));
      second = "not yet";
      return "held";
    }, { staleMs: 600 });
    await new Promise((r) => setTimeout(r, 50));
    const waiter = withLock(path, async () => second, { staleMs: 600 });
    expect(await holder).toBe("held");
    expect(await waiter).toBe("not yet");
    // A lock nobody touches goes stale even though its holder (this process) lives.
    await writeFile(path, `${process.pid} untouched`);
    const old = new Date(Date.now() - 1_000);
    await utimes(path, old, old);
    expect(await withLock(path, async () => "taken", { staleMs: 300 })).toBe("taken");
  });

  it("lock - by default a live holder is waited for up to OCW_LOCAL_WAIT_S, and the error names it", async () => {
    const path = join(root, "env.lock");
    await writeFile(path, `${process.pid} other`);
    const saved = process.env.OCW_LOCAL_WAIT_S;
    process.env.OCW_LOCAL_WAIT_S = "0.3";
    try {
      await expect(withLock(path, async () => "never")).rejects.toMatchObject({ code: "TIMEOUT", message: expect.stringContaining("0.3 s (OCW_LOCAL_WAIT_S)") });
      process.env.OCW_LOCAL_WAIT_S = "soon";
      await expect(withLock(path, async () => "never")).rejects.toMatchObject({ code: "INVALID_INPUT", message: expect.stringContaining("OCW_LOCAL_WAIT_S") });
    } finally {
      if (saved === undefined) delete process.env.OCW_LOCAL_WAIT_S;
      else process.env.OCW_LOCAL_WAIT_S = saved;
    }
  });

  it("lock - the lock is released when the work throws", async () => {
    const path = join(root, "throw.lock");
    await expect(withLock(path, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await withLock(path, async () => 1, { timeoutMs: 200 })).toBe(1);
  });
});
