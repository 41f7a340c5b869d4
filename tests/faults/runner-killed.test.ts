/**
 * A test runner killed mid-suite leaves nothing running (issue 40): a vitest run of its own
 * (tests/fixtures/runner-killed, the suite's global setup) starts a replay model as a child
 * process, the real `opencode serve` and a driver host through the suite's code paths, and is
 * SIGKILLed while they work; within a bounded wait none of them, nor anything else the run
 * started (every process below its runner at the kill, every process carrying its marker), still
 * runs, and its run dir is gone. A run that ends normally stops what a test left behind before
 * the runner exits (linked to the run by its environment, its working folder, its command line,
 * or only by its parent), says so on stderr, and leaves no reaper either.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, readlink, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO } from "../helpers/opencode-serve.js";
import { RUN_ENV } from "../helpers/test-run.js";

const VITEST = join(REPO, "node_modules", "vitest", "vitest.mjs");
const CONFIG = "tests/fixtures/runner-killed/vitest.config.ts";
/** How long the killed run's processes may take to end: the reaper's SIGTERM grace is 3 s. */
const REAPED_MS = 30_000;

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((d) => rm(d, { recursive: true, force: true })));
});

interface Proc {
  readonly pid: number;
  readonly ppid: number;
  readonly start: string;
  readonly text: string;
  readonly cmdline: string;
}

/** Every live process (zombies are gone): its parent, start time, and environ + cmdline + cwd as one text. */
async function processes(): Promise<Map<number, Proc>> {
  const out = new Map<number, Proc>();
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (!stat || fields[0] === "Z" || fields[0] === "X") continue;
    const environ = await readFile(`/proc/${name}/environ`, "utf8").catch(() => "");
    const cmdline = (await readFile(`/proc/${name}/cmdline`, "utf8").catch(() => "")).split("\0").join(" ").trim();
    const cwd = await readlink(`/proc/${name}/cwd`).catch(() => "");
    out.set(Number(name), { pid: Number(name), ppid: Number(fields[1]), start: fields[19]!, text: `${environ}\0${cmdline}\0${cwd}/`, cmdline });
  }
  return out;
}

/** The processes that carry `marker` (the run dir, as a path: in their env, command line or working folder). */
function carrying(procs: Map<number, Proc>, marker: string): Proc[] {
  const path = new RegExp(`${marker.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9._-])`);
  return [...procs.values()].filter((p) => path.test(p.text));
}

/** Every process below `root`. */
function descendants(procs: Map<number, Proc>, root: number): Proc[] {
  const out: Proc[] = [];
  const below = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs.values()) {
      if (below.has(p.pid) || !below.has(p.ppid)) continue;
      below.add(p.pid);
      out.push(p);
      grew = true;
    }
  }
  return out;
}

/** Of `watched`, those still running (same pid, same start), plus whatever carries `marker`: `pid cmdline` each. */
async function survivors(watched: readonly Proc[], marker: string): Promise<string[]> {
  const procs = await processes();
  const left = new Map<number, Proc>();
  for (const w of watched) if (procs.get(w.pid)?.start === w.start) left.set(w.pid, procs.get(w.pid)!);
  for (const p of carrying(procs, marker)) left.set(p.pid, p);
  return [...left.values()].map((p) => `${p.pid} ${p.cmdline.slice(0, 200)}`);
}

interface Nested {
  readonly child: ChildProcess;
  readonly out: string;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/** `vitest run` of one fixture under the fixtures' config, as a runner of its own (its own marker and reaper). */
async function runNested(fixture: string): Promise<Nested> {
  const dir = await mkdtemp(join(tmpdir(), "ocw-runner-"));
  made.push(dir);
  const out = join(dir, "started.json");
  // Vitest's worker variables are this runner's, not the nested one's.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST")));
  const child = spawn(process.execPath, [VITEST, "run", "--config", CONFIG, join("tests", "fixtures", "runner-killed", fixture)], { cwd: REPO, env: { ...env, OCW_RUNNER_KILLED_OUT: out }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, out, output: () => output, exited };
}

/** What the fixture wrote once its processes run; fails when the nested run ends or takes too long first. */
async function started<T>(nested: Nested, timeoutMs: number): Promise<{ marker: string; pids: T }> {
  let ended = false;
  void nested.exited.then(() => (ended = true));
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 200))) {
    const text = await readFile(nested.out, "utf8").catch(() => undefined);
    if (text) return JSON.parse(text) as { marker: string; pids: T };
    if (ended || Date.now() > deadline) throw new Error(`the nested run ${ended ? "ended" : `ran ${timeoutMs / 1000} s`} before its fixture started its processes:\n${nested.output()}`);
  }
}

describe("test runner", () => {
  it("killed - SIGKILL of the runner mid-test: the model server, opencode serve, the driver host and everything else of the run end, and its run dir is gone", async () => {
    const nested = await runNested("killed.fixture.ts");
    try {
      const { marker, pids } = await started<{ model: number; opencode: number; host: number }>(nested, 150_000);
      // A run of its own, inside this one.
      expect(marker).toMatch(/\/ocwt-[A-Za-z0-9]{6}$/);
      expect(marker.startsWith(`${process.env[RUN_ENV]}/`)).toBe(true);
      const before = await processes();
      const kinds: [keyof typeof pids, RegExp][] = [["model", /ocw\.mjs replay serve/], ["opencode", /opencode.* serve/], ["host", /--ocw-host|host-main/]];
      for (const [kind, cmd] of kinds) {
        expect(before.get(pids[kind])?.cmdline, kind).toMatch(cmd);
        expect(carrying(before, marker).map((p) => p.pid), `the ${kind} carries the run's marker`).toContain(pids[kind]);
      }
      const watched = [...descendants(before, nested.child.pid!), ...Object.values(pids).map((pid) => before.get(pid)!)];
      process.kill(nested.child.pid!, "SIGKILL");
      let left = await survivors(watched, marker);
      for (const deadline = Date.now() + REAPED_MS; left.length > 0 && Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) left = await survivors(watched, marker);
      expect(left, `still running ${REAPED_MS / 1000} s after the runner was killed`).toEqual([]);
      expect(existsSync(marker)).toBe(false);
    } finally {
      nested.child.kill("SIGKILL");
    }
  }, 240_000);

  it("normal end - what a test left behind is stopped before the runner exits, and said on stderr; no reaper stays", async () => {
    const nested = await runNested("leaves.fixture.ts");
    try {
      expect(await nested.exited, nested.output()).toBe(0);
      const { marker, pids } = JSON.parse(await readFile(nested.out, "utf8")) as { marker: string; pids: Record<string, number> };
      // At once: the runner exits only after its reaper's sweep.
      expect(await survivors([], marker)).toEqual([]);
      const procs = await processes();
      expect(Object.values(pids).filter((pid) => procs.has(pid))).toEqual([]);
      expect(nested.output()).toMatch(/4 processes still ran at the end and were stopped/);
      for (const pid of Object.values(pids)) expect(nested.output()).toMatch(new RegExp(`^ {2}${pid} \\(SIG`, "m"));
      expect(existsSync(marker)).toBe(false);
    } finally {
      nested.child.kill("SIGKILL");
    }
  }, 120_000);
});
