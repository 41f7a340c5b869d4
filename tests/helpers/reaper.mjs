/**
 * The test run's reaper: a plain node process, started detached (its own session) by the global
 * setup (tests/helpers/test-run.ts), that ends every process the run started once the run ends,
 * however it ends. A runner killed mid-suite (a CI timeout, SIGKILL, a crash) cannot clean up
 * after itself; this process outlives it and does.
 *
 *   node reaper.mjs <run dir> <runner pid>
 *
 * The run dir (`<tmp>/ocwt-XXXXXX`) is the run's marker: the setup makes it the runner's TMPDIR
 * and OCW_TEST_RUN before any worker forks, so every process the tests start carries it — in its
 * environment (inherited, or passed on as TMPDIR by helpers that build a small env), in its
 * command line or as its working folder (every temp folder of the run lives in it). A process
 * belongs to the run when it carries the marker, descends from one that does, or sits in a
 * process group or session led by one that does (detached servers and their children). Nothing
 * else is ever signalled: another run on the same machine has another dir.
 *
 * Stdin is a pipe from the runner. `end` on it (the setup's teardown, a normal end): sweep,
 * sparing the runner and its direct children (vitest's workers, about to be closed by vitest
 * itself), print what had to be stopped as one JSON line, remove the run dir, exit. End of file
 * without `end`, or the runner's pid gone (checked every second against its start time): the
 * runner is dead; the same sweep, sparing nothing but this process, then exit. The sweep sends
 * SIGTERM, then SIGKILL to whatever still runs after a grace period, rescanning until nothing of
 * the run is left (bounded).
 */
import { readFileSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { basename, isAbsolute } from "node:path";

const GRACE_MS = 3_000;
const SWEEP_MS = 30_000;
const POLL_MS = 1_000;

/** A process as /proc shows it; undefined once it is gone (or a zombie, which is gone too). */
function readProcess(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name is in parentheses and may hold spaces or ')': the fields start after the last one.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  if (state === "Z" || state === "X") return undefined;
  const read = (file) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, "utf8");
    } catch {
      return "";
    }
  };
  let cwd = "";
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // Another user's process (when not root) or gone meanwhile: judged by what is readable.
  }
  return { pid, ppid: Number(fields[1]), pgrp: Number(fields[2]), sid: Number(fields[3]), start: fields[19], environ: read("environ"), cmdline: read("cmdline"), cwd };
}

function allProcesses() {
  const out = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const p = readProcess(Number(name));
    if (p) out.set(p.pid, p);
  }
  return out;
}

/** `text` names `dir` or a path inside it (not merely a longer name that starts the same). */
function mentions(text, dir) {
  for (let i = text.indexOf(dir); i !== -1; i = text.indexOf(dir, i + 1)) {
    if (!/[A-Za-z0-9._-]/.test(text[i + dir.length] ?? "")) return true;
  }
  return false;
}

/**
 * The pids of the run among `procs`, minus `spared`. `known` (pid → start time) are the processes
 * found in earlier scans: still members while they run (a process linked only by its parent stays
 * one once that parent is gone), and still links for their children, groups and sessions when dead.
 */
function runProcesses(procs, dir, spared, known) {
  const member = new Set();
  for (const p of procs.values()) {
    const marked = mentions(p.environ, dir) || mentions(p.cmdline, dir) || p.cwd === dir || p.cwd.startsWith(`${dir}/`);
    if (marked || known.get(p.pid) === p.start) member.add(p.pid);
  }
  const linked = (pid) => member.has(pid) || (known.has(pid) && !procs.has(pid));
  // Descendants, and members of groups and sessions the run's processes lead, until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs.values()) {
      if (member.has(p.pid)) continue;
      if (linked(p.ppid) || linked(p.pgrp) || linked(p.sid)) {
        member.add(p.pid);
        grew = true;
      }
    }
  }
  for (const pid of spared) member.delete(pid);
  member.delete(1);
  return member;
}

/** This process and every ancestor: never signalled, whatever they carry. */
function ancestors(procs) {
  const out = new Set([process.pid]);
  for (let p = procs.get(process.pid); p && p.ppid > 0 && !out.has(p.ppid); p = procs.get(p.ppid)) out.add(p.ppid);
  return out;
}

/**
 * Stop every process of the run: SIGTERM at first sight, SIGKILL once it has had GRACE_MS; rescan
 * until none is left or SWEEP_MS passed. `spare(procs)` names pids left alone. Resolves to what
 * was signalled.
 */
async function sweep(dir, spare) {
  const seen = new Map();
  const known = new Map();
  const deadline = Date.now() + SWEEP_MS;
  for (;;) {
    const procs = allProcesses();
    const spared = new Set([...ancestors(procs), ...spare(procs)]);
    const left = runProcesses(procs, dir, spared, known);
    if (left.size === 0 || Date.now() > deadline) break;
    for (const pid of left) {
      const p = procs.get(pid);
      known.set(pid, p.start);
      // A pid is only the same process with the same start time.
      const key = `${pid}:${p.start}`;
      const entry = seen.get(key);
      if (entry && Date.now() - entry.since < GRACE_MS) continue;
      if (entry) entry.signal = "SIGKILL";
      else seen.set(key, { pid, cmdline: p.cmdline.split("\0").join(" ").trim().slice(0, 200), since: Date.now(), signal: "SIGTERM" });
      try {
        process.kill(pid, entry ? "SIGKILL" : "SIGTERM");
      } catch {
        // Gone meanwhile.
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return [...seen.values()].map(({ pid, cmdline, signal }) => ({ pid, cmdline, signal }));
}

function removeDir(dir) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch {
    // What cannot be removed stays; the processes are what matters.
  }
}

async function main() {
  const [dir, runnerText] = process.argv.slice(2);
  const runner = Number(runnerText);
  // The marker must be a run dir made by the setup: anything broader would match unrelated processes.
  if (!dir || !isAbsolute(dir) || !/^ocwt-[A-Za-z0-9]{6}$/.test(basename(dir)) || !Number.isInteger(runner) || runner <= 1) {
    process.stderr.write(`usage: node reaper.mjs <tmp>/ocwt-XXXXXX <runner pid>\n`);
    process.exit(2);
  }
  // Detached already; a hangup or Ctrl-C meant for the runner's terminal is not for this process.
  process.on("SIGHUP", () => {});
  process.on("SIGINT", () => {});
  process.stdout.on("error", () => {});
  const runnerStart = readProcess(runner)?.start;

  let done = false;
  const finish = async (normal) => {
    if (done) return;
    done = true;
    clearInterval(watch);
    // At a normal end the runner is alive and its workers are its children; dead, it spares nothing.
    const stopped = await sweep(dir, (procs) => (normal ? [runner, ...[...procs.values()].filter((p) => p.ppid === runner).map((p) => p.pid)] : []));
    removeDir(dir);
    // Synchronous on a pipe; the runner, if dead, is not reading anyway.
    if (normal) process.stdout.write(`${JSON.stringify({ stopped })}\n`);
    process.exit(0);
  };
  const watch = setInterval(() => {
    if (readProcess(runner)?.start !== runnerStart || runnerStart === undefined) void finish(false);
  }, POLL_MS);

  let input = "";
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk) => {
    input += chunk;
    if (input.split("\n").includes("end")) void finish(true);
  });
  process.stdin.on("end", () => void finish(false));
  process.stdin.on("error", () => void finish(false));
  process.stdout.write("ready\n");
}

await main();
