import { attribution } from "./attribution.js";
import { EXIT_KINDS, type ExitEvent, type ExitEvidence } from "../trace/index.js";

/**
 * Judging a check's exit trace against the worker's changes: was the process ended with
 * success, or its failure turned into success, from a file the worker changed?
 *
 * - An exit asking for success (`os._exit(0)`, `sys.exit(0)` that the interpreter took as the
 *   process's status, `process.exit(0)`, `process.reallyExit(0)`) whose call stack, or the
 *   registration stack of the atexit handler or exit listener it ran in, has a frame in a
 *   changed file. In a handler or listener, only when the status was a failure until then.
 * - An exit or beforeExit listener registered from a changed file that turned a failing
 *   `process.exitCode` into success.
 * - A failing Python process that ended inside an atexit handler registered from a changed file,
 *   before the handler returned and before the grader's last handler ran (an exit no hook sees,
 *   such as `_exit` called through ctypes).
 * - A record file without the check's token: something else wrote into the trace.
 *
 * A process whose main program is a changed file is the worker's own program (a CLI a test runs
 * in a subprocess): its exits are its business, and the test judges its status.
 */

export interface ExitFinding {
  /** The changed file it traces to (relative to the copy), when there is one. */
  readonly path?: string;
  readonly message: string;
}

export interface ExitJudgeOptions {
  /** Paths the worker added or modified, relative to the copy. */
  readonly changed: ReadonlySet<string>;
  /** The grading copy's root as the check's processes saw it (the path given and its real path). */
  readonly roots: readonly string[];
}

/** Every forged exit in `evidence`, one finding per distinct message. */
export function judgeExits(evidence: ExitEvidence, opts: ExitJudgeOptions): ExitFinding[] {
  const found = new Map<string, ExitFinding>();
  const add = (f: ExitFinding): void => void found.set(f.message, f);
  const { changedFile, firstChanged } = attribution(opts.changed, opts.roots);

  for (const name of evidence.foreign) add({ message: `a file the grader's exit trace did not write appeared among its records (${name}): something in the check wrote there` });
  for (const proc of evidence.processes) {
    const events = proc.events;
    const main = events.find((e) => e.main)?.main;
    if (changedFile(main)) continue;
    const taken = new Set(events.filter((e) => e.e === "top").map((e) => e.id));
    for (const e of events) {
      // Inside a handler or listener, a success exit forges only when the status was a failure until then.
      if (e.e === "exit" && e.ok === true && endedProcess(e, taken) && !(e.via && statusWasOk(e, events))) {
        const direct = firstChanged(e.stack);
        const around = firstChanged(e.via);
        const where = direct ?? around;
        if (!where) continue;
        const inHandler = around && !direct ? ` in a handler registered at ${around.at}` : "";
        add({ path: where.path, message: `${e.how}(${shown(e.code)}) called from ${where.at}${inHandler} ended the process with success` });
      }
      if (e.e === "exitCode" && e.ok === true && e.wasOk === false) {
        const where = firstChanged(e.via);
        if (where) add({ path: where.path, message: `an "${e.in}" listener registered at ${where.at} changed process.exitCode from ${shown(e.from)} to ${shown(e.to)}` });
      }
    }
    const cut = endedInHandler(events);
    if (cut && !statusWasOk(cut, events)) {
      const where = firstChanged(cut.via);
      if (where) add({ path: where.path, message: `the process ended inside an atexit handler registered at ${where.at}, before it returned (its exit status was not the one the program asked for)` });
    }
  }
  return [...found.values()];
}

// sys.exit, exit() and quit() raise SystemExit, which a caller may catch: only one the interpreter took ended the process.
function endedProcess(e: ExitEvent, taken: ReadonlySet<number | undefined>): boolean {
  return e.how === "sys.exit" || e.how === "exit" || e.how === "quit" ? taken.has(e.seq) : true;
}

// The status a process had when `e` happened: Node records it; for Python, the exit the interpreter took or an uncaught exception before it (none: success).
function statusWasOk(e: ExitEvent, events: readonly ExitEvent[]): boolean {
  if (e.wasOk !== undefined) return e.wasOk;
  let ok = true;
  for (const x of events) {
    if (x.seq >= e.seq) break;
    if (x.e === "top") ok = events.find((y) => y.e === "exit" && y.seq === x.id)?.ok ?? ok;
    if (x.e === "uncaught") ok = false;
  }
  return ok;
}

// The atexit handler still running when a Python process's record stops, if the grader's last handler never ran and no traced exit followed.
function endedInHandler(events: readonly ExitEvent[]): ExitEvent | undefined {
  if (events.some((e) => e.e === "final")) return undefined;
  const open: ExitEvent[] = [];
  let last: ExitEvent | undefined;
  for (const e of events) {
    // The tripwires' records (a native lookup, a peek) say nothing about where the process stopped.
    if (!EXIT_KINDS.has(e.e)) continue;
    if (e.e === "handler" && e.phase === "start") open.push(e);
    else if (e.e === "handler" && e.phase === "end") open.pop();
    last = e;
  }
  const running = open.at(-1);
  return running && last === running ? running : undefined;
}

function shown(code: unknown): string {
  return code === null || code === undefined ? "" : typeof code === "string" ? JSON.stringify(code) : String(code);
}
