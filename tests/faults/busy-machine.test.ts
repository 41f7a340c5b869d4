/**
 * A busy machine slows the demo, never fails it (issue 13). A local model serving on the same
 * machine keeps its cores busy, so this is the normal case: three demos at once, each with its
 * own OCW_HOME (three warm servers booting eighteen worktrees on two cores), while four CPU
 * busy loops and two disk loops (`dd … conv=fsync`, the flush pressure that stalls git and file
 * locks) run. Before the fix, two of three such demos failed: `listing the agents for
 * …/worktree: … did not answer within 15000 ms`. Every demo must pass, only slower.
 *
 * The load is bounded: its processes are this test's children, each in its own process group,
 * stopped in `finally` (and again in afterAll) whatever happens; the disk loops write 32 MB
 * files in the test's temp folder. The demos are the committed bundle (`npm run build`), as a
 * person runs them. Cost: the three demos are the whole point (the failure needed three servers
 * booting at once), so they stay; each is the real 6-job demo.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureTool } from "../../scripts/tools.js";
import { pidsUsing } from "../helpers/opencode-serve.js";
import { BUNDLE } from "../helpers/temp-repo.js";

const DEMOS = 3;
const CPU_LOOPS = 4;
const DISK_LOOPS = 2;

let root: string | undefined;
const load: ChildProcess[] = [];

/** Stop every load process: each leads its own group (a disk loop's `dd` included). */
function stopLoad(): void {
  for (const p of load.splice(0)) {
    if (p.pid === undefined) continue;
    try {
      process.kill(-p.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

afterAll(async () => {
  stopLoad();
  if (root) {
    expect(await pidsUsing(root)).toEqual([]);
    await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});

/** Start the load: CPU loops and flushing disk loops, each in its own process group. */
function startLoad(dir: string): void {
  const start = (script: string): void => {
    const p = spawn("sh", ["-c", script], { detached: true, stdio: "ignore" });
    p.unref();
    load.push(p);
  };
  for (let i = 0; i < CPU_LOOPS; i++) start("while :; do :; done");
  for (let i = 0; i < DISK_LOOPS; i++) start(`while :; do dd if=/dev/zero of=${join(dir, `dd-${i}`)} bs=1M count=32 conv=fsync 2>/dev/null; done`);
}

interface DemoRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

function demo(home: string, bin: string): Promise<DemoRun> {
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, OCW_HOME: join(home, "state"), OCW_OPENCODE: bin };
  const started = Date.now();
  return new Promise((resolve) => {
    // The outer bound of a test, not a verdict on speed: generous, far above a loaded run.
    execFile(process.execPath, [BUNDLE, "demo"], { env, cwd: home, timeout: 1_500_000, killSignal: "SIGKILL", maxBuffer: 16 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr, ms: Date.now() - started }),
    );
  });
}

describe("busy machine", () => {
  it(`busy - ${DEMOS} demos at once under ${CPU_LOOPS} CPU loops and ${DISK_LOOPS} fsync disk loops: every demo passes, only slower`, { timeout: 1_800_000 }, async () => {
    const bin = await ensureTool("opencode");
    root = await mkdtemp(join(tmpdir(), "ocw-busy-"));
    let runs: DemoRun[];
    startLoad(root);
    try {
      runs = await Promise.all(Array.from({ length: DEMOS }, async (_, i) => {
        const home = join(root!, `demo-${i}`);
        await mkdir(home, { recursive: true });
        return demo(home, bin);
      }));
    } finally {
      stopLoad();
    }
    for (const [i, r] of runs.entries()) {
      console.log(`[busy] demo ${i}: exit ${r.code} after ${(r.ms / 1000).toFixed(0)} s; ${r.stdout.match(/^(Fit|Fit up to|Not fit|Could not verify)\b.*$/m)?.[0] ?? "no outcome line"}`);
    }
    for (const [i, r] of runs.entries()) {
      const failed = r.stdout.split("\n").filter((l) => /^(rung|liar|\s+- )/.test(l)).join("\n");
      expect(r.code, `demo ${i} failed:\n${failed}\n${r.stderr.slice(-2_000)}`).toBe(0);
      expect(r.stdout).toMatch(/^Fit: every rung built; ladder 5\/5 built, no false claims;/m);
      expect(r.stdout).toMatch(/^Demo passed: every rung built, the answer verified, and the lying worker was caught\.$/m);
      expect(r.stdout + r.stderr).not.toMatch(/did not answer within 15000 ms/);
    }
  });
});
