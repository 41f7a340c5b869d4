import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { HARNESS_PROGRAM, harnessEnv, harnessScript, parseHarnessRecord } from "./harness-boundary.js";
import { NODE_PRELOAD } from "./preload-node.js";
import { PYTHON_PRELOAD } from "./preload-python.js";
import { NODE_TRIPWIRES } from "./tripwires-node.js";
import { PYTHON_TRIPWIRES } from "./tripwires-python.js";

/**
 * The exit trace of one check run: a folder outside the grading copy holding the grader's own
 * preloads (Python: `py/sitecustomize.py`, first on PYTHONPATH, and the same as `usercustomize`
 * under PYTHONUSERBASE; Node: `node/preload.cjs`, loaded by NODE_OPTIONS) and `records/`, where every Python and Node process of the check writes how it
 * ended (preload-python.ts, preload-node.ts), and `bin/ocw-harness`, first on the
 * check's PATH, through which `go test` and `cargo test` start their test binaries and note how
 * each ended (harness-boundary.ts). A record file counts only when its first
 * line is this check's random token; anything else in `records/` was written by something else.
 *
 * After the run, the records are gathered into one evidence file beside the check's logs
 * (`<stem>.exits.jsonl`), which judge/exit.ts reads against the worker's changes.
 */

export interface ExitTrace {
  /** The trace folder; the preloads in `py/` and `node/` only need reading, `records/` must be writable by the check. */
  readonly dir: string;
  readonly records: string;
  /** Added to the check's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Put first on the check's PATH: holds the harness-boundary program. */
  readonly bin: string;
  readonly token: string;
  /** With `coverage`: the folder node writes V8 coverage into, writable by the check. */
  readonly coverage?: string;
}

/** One process's record, as gathered. */
export interface ProcessRecord {
  /** The record file's name (runtime, pid and a nonce). */
  readonly file: string;
  readonly events: readonly ExitEvent[];
}

/** A frame: absolute file path (or `<string>`, `node:internal/…`) and line. */
export type Frame = readonly [string, number | null];

export interface ExitEvent {
  /**
   * exit-trace kinds, then the tripwires' (tripwires-*.ts): `start` (a Python process began),
   * `exec` (the process was replaced), `native` (ctypes looked up an exit), `hook` (an excepthook or
   * uncaught-error listener that is not ours ran), `peek` (the worker's code read its caller's frame
   * or source), `patched` (a test framework object was replaced), `plugin` (a pytest plugin was
   * registered), `ran` (a function the static scan flagged was called); and `harness`: a Go or Rust
   * test binary ended (harness-boundary.ts: `main` is the binary, `how` its kind, `code` its status).
   */
  readonly e: "exit" | "top" | "handler" | "final" | "exitCode" | "uncaught" | "start" | "exec" | "native" | "hook" | "peek" | "patched" | "plugin" | "ran" | "harness";
  readonly seq: number;
  readonly pid: number;
  /** The process's main program (script or module file), absolute; null when it has none (`-c`, the REPL). */
  readonly main: string | null;
  readonly how?: string;
  readonly code?: number | string | null;
  /** The status this event asks for is success. */
  readonly ok?: boolean;
  readonly stack?: readonly Frame[];
  /** The registration stack of the atexit handler or exit listener running at the time, or null. */
  readonly via?: readonly Frame[] | null;
  /** `top`: the `seq` of the exit whose status the interpreter took. */
  readonly id?: number;
  /** `handler`: an atexit handler starting or returning. */
  readonly phase?: "start" | "end";
  /** `exitCode`: the listener kind and the change. */
  readonly in?: string;
  readonly from?: number | string | null;
  readonly to?: number | string | null;
  /** `exitCode`, and a Node exit: the status was success before it (Python's is worked out from the events before). */
  readonly wasOk?: boolean;
  /** `start`: the parent process. */
  readonly ppid?: number;
  /** `exec`: the program that replaced the process. */
  readonly path?: string;
  /** `patched`: the object replaced (`unittest.case.TestCase.assertEqual`); `gone` when it was deleted. */
  readonly target?: string;
  readonly gone?: boolean;
  /** `patched` (Node): the family it belongs to. */
  readonly family?: string;
  /** `patched`, `plugin`, `hook` (Python), `ran`: where the new value (or the function) was defined, [file, line]. */
  readonly at?: Frame | null;
  readonly name?: string | null;
  /** `hook`: the error type it handled. */
  readonly exc?: string;
  /** `peek`: the worker's frame that read, and the calling frame it read. */
  readonly by?: readonly Frame[];
  readonly of?: readonly Frame[];
  /** `peek` of a source file: the read was refused. */
  readonly refused?: boolean;
  /** `harness`: the end of the test binary's output. */
  readonly tail?: string;
}

/** What `collectExitTrace` gathered. */
export interface ExitEvidence {
  readonly processes: readonly ProcessRecord[];
  /** Files in `records/` that do not start with the token: written by something other than the preloads. */
  readonly foreign: readonly string[];
}

/** Python 3 minor versions whose user site gets the preload too. */
const USER_SITE_MINORS = [8, 9, 10, 11, 12, 13, 14, 15];

/** A record file is read up to this size; a process writes a few lines, so more is not ours. */
const MAX_RECORD_BYTES = 1 << 20;

/** What the tripwires need to know of a grading run; none on the baseline. */
export interface TripwireInput {
  /** The worker's added or modified files, absolute, under every root the copy is seen by. */
  readonly changed: readonly string[];
  /** The copy's root as the checks see it (the path and its real path). */
  readonly roots: readonly string[];
  /** Python functions to note the first call of: [file (absolute), name, def line, last line]. */
  readonly targets: readonly (readonly [string, string, number, number])[];
  /** Have node write V8 coverage (NODE_V8_COVERAGE) into the trace's `coverage` folder: JS functions the static scan flagged. */
  readonly coverage?: boolean;
  /** Leave the tripwires out of the preloads (the exit trace alone): only to measure their cost side by side. */
  readonly off?: boolean;
}

/** Make the trace folder under `scratch` (outside the grading copy) and write the preloads. */
export async function prepareExitTrace(scratch: string, tripwires?: TripwireInput): Promise<ExitTrace> {
  const dir = await mkdtemp(join(scratch, "exit-"));
  const token = `ocw-exit-trace ${randomBytes(16).toString("hex")}`;
  const records = join(dir, "records");
  await mkdir(records);
  await mkdir(join(dir, "py"));
  await mkdir(join(dir, "node"));
  await mkdir(join(dir, "bin"));
  // Replacements are functions: a path holding "$&" must not be read as a pattern.
  const fill = (source: string): string => source.replace("{{TOKEN}}", () => JSON.stringify(token)).replace("{{RECORDS}}", () => JSON.stringify(records));
  const nodePreload = join(dir, "node", "preload.cjs");
  const off = tripwires?.off === true;
  const python = fill(PYTHON_PRELOAD.replace("{{TRIPWIRES}}", () => (off ? "" : PYTHON_TRIPWIRES)))
    .replace("{{CHANGED}}", () => JSON.stringify(tripwires?.changed ?? []))
    .replace("{{ROOTS}}", () => JSON.stringify(tripwires?.roots ?? []))
    .replace("{{TARGETS}}", () => JSON.stringify(tripwires?.targets ?? []));
  await writeFile(join(dir, "py", "sitecustomize.py"), python, { mode: 0o444 });
  // The user site of every Python 3 a check may run: PYTHONUSERBASE/lib/python3.<minor>/site-packages.
  for (const minor of USER_SITE_MINORS) {
    const site = join(dir, "user", "lib", `python3.${minor}`, "site-packages");
    await mkdir(site, { recursive: true });
    await writeFile(join(site, "usercustomize.py"), python, { mode: 0o444 });
  }
  await writeFile(nodePreload, fill(NODE_PRELOAD.replace("{{TRIPWIRES}}", () => (off ? "" : NODE_TRIPWIRES))), { mode: 0o444 });
  await writeFile(join(dir, "bin", HARNESS_PROGRAM), harnessScript(records, token), { mode: 0o555 });
  const coverage = tripwires?.coverage ? join(dir, "coverage") : undefined;
  if (coverage) await mkdir(coverage);
  return {
    dir,
    records,
    token,
    bin: join(dir, "bin"),
    ...(coverage ? { coverage } : {}),
    env: { ...harnessEnv(), PYTHONPATH: join(dir, "py"), PYTHONUSERBASE: join(dir, "user"), NODE_OPTIONS: `--require ${quoteNodeOption(nodePreload)}`, ...(coverage ? { NODE_V8_COVERAGE: coverage } : {}) },
  };
}

/** Gather the records into `dest` (one JSON line per process, then `extra`: records the grader made, e.g. from coverage) and remove the trace folder. */
export async function collectExitTrace(trace: ExitTrace, dest: string, extra: readonly ProcessRecord[] = []): Promise<ExitEvidence> {
  try {
    const names = (await readdir(trace.records).catch(() => [] as string[])).sort();
    const processes: ProcessRecord[] = [];
    const foreign: string[] = [];
    for (const name of names) {
      const text = await readHead(join(trace.records, name));
      if (text === undefined || text === "") continue; // a process killed before its first write
      const [first, ...lines] = text.split("\n");
      if (first !== trace.token) {
        foreign.push(name);
        continue;
      }
      const harness = parseHarnessRecord(lines);
      if (harness) {
        processes.push({ file: name, events: [{ e: "harness", seq: 1, pid: 0, main: harness.binary, how: harness.kind, code: harness.code, tail: harness.tail }] });
        continue;
      }
      const events = lines.flatMap((l) => parseEvent(l));
      if (events.length > 0) processes.push({ file: name, events });
    }
    processes.push(...extra);
    const evidence: ExitEvidence = { processes, foreign };
    if (processes.length > 0 || foreign.length > 0) await writeFile(dest, `${processes.map((p) => JSON.stringify(p)).join("\n")}${foreign.length ? `\n${JSON.stringify({ foreign })}` : ""}\n`);
    return evidence;
  } finally {
    await rm(trace.dir, { recursive: true, force: true });
  }
}

/** The exit evidence file of a check run, from its stdout log's path (`<stem>.stdout` → `<stem>.exits.jsonl`). */
export function exitEvidencePath(stdoutLog: string): string {
  return stdoutLog.replace(/\.stdout$/, "") + ".exits.jsonl";
}

/** Read an evidence file written by `collectExitTrace`; none (no Python or Node process ended in a traced way) reads as empty. */
export async function readExitEvidence(path: string): Promise<ExitEvidence> {
  const text = await readFile(path, "utf8").catch(() => "");
  const processes: ProcessRecord[] = [];
  const foreign: string[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const v = JSON.parse(line) as { file?: unknown; events?: unknown; foreign?: unknown };
      if (Array.isArray(v.foreign)) foreign.push(...v.foreign.filter((f): f is string => typeof f === "string"));
      else if (typeof v.file === "string" && Array.isArray(v.events)) processes.push({ file: v.file, events: v.events as ExitEvent[] });
    } catch {
      // Our own file; a torn line is skipped.
    }
  }
  return { processes, foreign };
}

async function readHead(path: string): Promise<string | undefined> {
  const handle = await open(path, "r").catch(() => undefined);
  if (!handle) return undefined;
  try {
    const buf = Buffer.alloc(MAX_RECORD_BYTES);
    const { bytesRead } = await handle.read(buf, 0, MAX_RECORD_BYTES, 0);
    return buf.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}

/** The exit trace's own kinds; the others are the tripwires' (tripwires-*.ts). */
export const EXIT_KINDS: ReadonlySet<ExitEvent["e"]> = new Set(["exit", "top", "handler", "final", "exitCode", "uncaught"]);
const EVENTS: ReadonlySet<string> = new Set([...EXIT_KINDS, "start", "exec", "native", "hook", "peek", "patched", "plugin", "ran", "harness"]);

function parseEvent(line: string): ExitEvent[] {
  if (line.trim() === "") return [];
  try {
    const v = JSON.parse(line) as Partial<ExitEvent>;
    if (v === null || typeof v !== "object" || typeof v.e !== "string" || !EVENTS.has(v.e) || typeof v.seq !== "number") return [];
    return [v as ExitEvent];
  } catch {
    return []; // a line torn by a kill mid-write
  }
}

// NODE_OPTIONS splits on spaces unless the value is double-quoted (with \" and \\ escapes).
function quoteNodeOption(value: string): string {
  return /[\s"\\]/.test(value) ? `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"` : value;
}
