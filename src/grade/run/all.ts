import { createHash } from "node:crypto";
import { lstat, mkdir, mkdtemp, readFile, realpath, rm } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { maskFile, type Mounts } from "../../environment/index.js";
import { DEFAULT_LIMITS, checkEnv, type Limits, type Sandbox, type Toolchains } from "../sandbox/index.js";
import { collectExitTrace, exitEvidencePath, prepareExitTrace, type ProcessRecord } from "../trace/index.js";
import { runCheck, type CheckRun } from "./check.js";
import { firstSymlink } from "../snapshot/index.js";
import type { Check } from "../task/index.js";

/**
 * Running a task's checks in order in one grading copy: acceptance, regression, then — only
 * after the hidden files are written — hidden. Each check gets its own empty HOME and TMPDIR,
 * removed after it, so no check sees what another (or the worker) left in either, and its own
 * exit trace (trace/exit-trace.ts: the grader's Python and Node preloads and their record folder, also
 * outside the copy), gathered into `<stem>.exits.jsonl` beside its logs. The toolchains of the
 * user's home (sandbox/toolchains.ts) are named to every check, read-only.
 *
 * Sequential on purpose: every check runs in the same copy and may write into it (caches such as
 * __pycache__ and .pytest_cache, build output, its JUnit report), and the hidden files appear
 * only after the others ran. Run side by side, one check could read what another is writing, or
 * see a hidden file early, and a verdict would depend on timing. Separate copies per check would
 * make them independent but cost a checkout each, more than the checks of a typical task.
 */

export interface RunAllOptions {
  readonly cwd: string;
  /** The cleaned PATH. */
  readonly path: string;
  readonly logDir: string;
  /** Where per-check HOME and TMPDIR folders are made. */
  readonly scratch: string;
  /** Called once, just before the first hidden check: writes the hidden files. */
  readonly beforeHidden: () => Promise<void>;
  readonly signal?: AbortSignal;
  /** The sandbox (sandbox/contain.ts): with `bwrap`, every check runs contained; with `none` (or absent), uncontained. */
  readonly sandbox?: Sandbox;
  readonly limits?: Limits;
  /** Host folders under /tmp the checks must see (the repository's git dir): bound read-only. */
  readonly readOnly?: readonly string[];
  /** More folders bound writable into every check's sandbox (a record outside the copy that the grader's own code writes). */
  readonly extraWritable?: readonly string[];
  /** Unix sockets stay reachable (the verdict's `containment.unixSockets`: the task opted in): no seccomp filter. */
  readonly unixSockets?: boolean;
  /** The toolchain homes named to every check (sandbox/toolchains.ts); those under /tmp are bound read-only. */
  readonly toolchains?: Toolchains;
  /** The workspace's environment: mounted read-only over the copy in every contained check (src/environment). */
  readonly mounts?: Mounts;
  /** More variables for every check (an answer task's $OCW_ANSWER). */
  readonly env?: Readonly<Record<string, string>>;
  /** Values of the workspace's secret files: masked in every log a check writes, before anything reads it. */
  readonly secrets?: readonly string[];
  /** Grading only: what the tripwires watch (the worker's files, the functions the static scan flagged); "off": none in the preloads at all (measuring their cost). */
  readonly tripwires?: Tripwires | "off";
}

export interface Tripwires {
  /** The worker's added or modified files, relative to the copy. */
  readonly changed: readonly string[];
  /** Python functions to note the first call of: [path relative to the copy, name, def line, last line]. */
  readonly targets: readonly (readonly [string, string, number, number])[];
  /** With JS functions to note: have node write V8 coverage, and read which of them ran. */
  readonly jsRan?: (coverageDir: string, roots: readonly string[]) => Promise<readonly ProcessRecord[]>;
}

/** How a check's own folders are cleared: with Node's retries (up to ~1.4 s) for a folder still being written. */
const CLEAR = { recursive: true, force: true, maxRetries: 7, retryDelay: 50 } as const;

/** Run `checks` in order; returns one run per check started (fewer when cancelled). */
export async function runChecks(checks: readonly Check[], opts: RunAllOptions): Promise<CheckRun[]> {
  const runs: CheckRun[] = [];
  let injected = false;
  await mkdir(opts.scratch, { recursive: true });
  await mkdir(opts.logDir, { recursive: true });
  // The copy as the checks see it: the path given and its real path (a symlinked /tmp).
  const roots = [...new Set([opts.cwd, await realpath(opts.cwd).catch(() => opts.cwd)])];
  const tw = opts.tripwires === "off" ? undefined : opts.tripwires;
  const wires = {
    off: opts.tripwires === "off",
    roots,
    changed: (tw?.changed ?? []).flatMap((p) => roots.map((r) => join(r, p))),
    targets: (tw?.targets ?? []).flatMap(([p, name, line, end]) => roots.map((r) => [join(r, p), name, line, end] as const)),
    coverage: tw?.jsRan !== undefined,
  };
  // The checks' own files (validation holds each to be a file in the baseline).
  const protectedFiles = [...new Set(checks.flatMap((c) => c.files ?? []))];
  const hiddenFiles = [...new Set(checks.flatMap((c) => Object.keys(c.inject ?? {})))];
  const reports = [...new Set(checks.flatMap((c) => (c.junit ? [c.junit] : [])))];
  for (const [i, check] of checks.entries()) {
    if (opts.signal?.aborted) break;
    if (check.kind === "hidden" && !injected) {
      await opts.beforeHidden();
      injected = true;
    }
    // What this check must leave as it is: every check's files, the hidden ones once written, the other checks' reports.
    const guarded = [...new Set([...protectedFiles, ...(injected ? hiddenFiles : []), ...reports.filter((r) => r !== check.junit)])];
    const before = await fingerprints(opts.cwd, guarded);
    const home = await mkdtemp(join(opts.scratch, "home-"));
    const tmp = await mkdtemp(join(opts.scratch, "tmp-"));
    const trace = await prepareExitTrace(opts.scratch, wires);
    try {
      const run = await runCheck(check, {
        cwd: opts.cwd,
        // The trace's program comes first on PATH: test runners find it by name (trace/harness-boundary.ts).
        env: { ...checkEnv({ path: `${trace.bin}${delimiter}${opts.path}`, home, tmp, network: check.network === true }), ...(opts.toolchains?.env ?? {}), ...(opts.env ?? {}), ...trace.env },
        logDir: opts.logDir,
        stem: `${String(i + 1).padStart(2, "0")}-${check.kind}-${slug(check.name)}`,
        signal: opts.signal,
        ...(opts.sandbox?.mode === "bwrap"
          ? {
              contain: {
                bwrap: opts.sandbox.bwrap,
                run: {
                  home,
                  tmp,
                  network: check.network === true,
                  limits: opts.limits ?? DEFAULT_LIMITS,
                  prlimit: opts.sandbox.prlimit,
                  // The exit-trace preloads are read from the trace folder (hidden by the private /tmp
                  // when the scratch is under it); only its records folder is written, bound after it.
                  readOnly: [...(opts.readOnly ?? []), ...underTmp(opts.path), ...(opts.toolchains?.readOnly ?? []), trace.dir],
                  extraWritable: [...(opts.extraWritable ?? []), trace.records, ...(trace.coverage ? [trace.coverage] : [])],
                  ...(opts.sandbox.unixSocketFilter && !opts.unixSockets ? { seccomp: opts.sandbox.unixSocketFilter } : {}),
                  ...(opts.mounts ? { mounts: opts.mounts } : {}),
                  guarded: guarded.filter((p) => before.get(p)?.file === true).map((p) => join(opts.cwd, p)),
                },
              },
            }
          : {}),
      });
      if (opts.secrets?.length) for (const log of [run.stdout, run.stderr, ...(run.junit?.saved ? [run.junit.saved] : [])]) await maskFile(log, opts.secrets);
      const ran = trace.coverage && tw?.jsRan ? await tw.jsRan(trace.coverage, roots).catch(() => []) : [];
      await collectExitTrace(trace, exitEvidencePath(run.stdout), ran);
      const after = await fingerprints(opts.cwd, guarded);
      const changed = guarded.filter((p) => before.get(p)?.sum !== after.get(p)?.sum);
      runs.push(changed.length > 0 ? { ...run, checkFilesChanged: changed } : run);
    } finally {
      // Retried: a check's last processes (killed with its sandbox at a timeout) may still be
      // writing there for a moment, which fails a single pass with ENOTEMPTY.
      for (const dir of [trace.dir, home, tmp]) await rm(dir, CLEAR);
    }
  }
  return runs;
}

/**
 * The checks' own files while the checks run. Protected files are restored before grading, but
 * the code under test runs inside the checks and could rewrite a test the runner has not
 * collected yet (the first test file imports it, it replaces the second with one that passes).
 * Contained, each file is bound read-only over itself; on every runner, each is compared before
 * and after each check, and a change is a tamper sign (grade.ts).
 */
interface Fingerprint {
  /** sha256 of the content, or a word for what stands there instead (absent, a link, a folder). */
  readonly sum: string;
  /** A regular file: it can be bound read-only over itself. */
  readonly file: boolean;
}

async function fingerprints(cwd: string, rels: readonly string[]): Promise<Map<string, Fingerprint>> {
  const out = new Map<string, Fingerprint>();
  for (const rel of rels) {
    const path = join(cwd, rel);
    // A path through a link (a report folder the worker made a symlink) is never followed out of the copy.
    const link = await firstSymlink(cwd, rel);
    const st = link === undefined ? await lstat(path).catch(() => undefined) : undefined;
    if (link !== undefined) out.set(rel, { sum: `link at ${link.slice(cwd.length + 1)}`, file: false });
    else if (!st) out.set(rel, { sum: "absent", file: false });
    else if (!st.isFile()) out.set(rel, { sum: st.isSymbolicLink() ? "symlink" : st.isDirectory() ? "folder" : "other", file: false });
    else out.set(rel, { sum: createHash("sha256").update(await readFile(path)).digest("hex"), file: true });
  }
  return out;
}

// The check's /tmp is private: PATH entries that live under the host's /tmp are bound read-only so its commands are still found.
function underTmp(path: string): string[] {
  return path.split(delimiter).filter((entry) => entry.startsWith("/tmp/"));
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40) || "check";
}
