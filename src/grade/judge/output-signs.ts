import { open } from "node:fs/promises";

/**
 * A check's output that shows a failure: the test runner's last summary reports failed or
 * erroring tests (pytest, unittest, node:test's TAP and spec reporters, mocha, jest, vitest,
 * libtest under `cargo test`, Maven's surefire, Gradle), `go test` names a failed package, or
 * — when no runner summary is there at all — stderr ends in an uncaught Python traceback or
 * Node's fatal-exception footer. Exit 0 next to such output means the status was forced.
 *
 * Only the runner's *last* summary in each stream counts, so a test that prints "Traceback" or
 * "AssertionError" and passes, or an earlier nested run, does not; a traceback counts only at the
 * very end of stderr and only where no runner summarised the run.
 */

/** How much of the end of each log is read. */
const TAIL_BYTES = 64 * 1024;

interface Summary {
  readonly index: number;
  readonly runner: string;
  readonly failed: boolean;
  readonly line: string;
}

type Rule = readonly [runner: string, pattern: RegExp, failed: (m: RegExpExecArray) => boolean];

const FAILED_COUNT = /\b[1-9]\d* (?:failed|errors?)\b/;

const RULES: readonly Rule[] = [
  ["pytest", /^=*\s*(\d+ (?:failed|passed|errors?|skipped|xfailed|xpassed|warnings?|deselected|rerun)(?:, \d+ \w+)*) in \d+(?:\.\d+)?s\b.*$/gm, (m) => FAILED_COUNT.test(m[1]!)],
  ["unittest", /^Ran \d+ tests? in \d+(?:\.\d+)?s\s*\n\s*\n(OK|FAILED)\b.*$/gm, (m) => m[1] === "FAILED"],
  ["node:test", /^# fail (\d+)\s*$/gm, (m) => Number(m[1]) > 0],
  ["node:test", /^ℹ fail (\d+)\s*$/gm, (m) => Number(m[1]) > 0],
  ["mocha", /^\s*(\d+) passing \(\d+\w*\)\s*$/gm, () => false],
  ["mocha", /^\s*(\d+) failing\s*$/gm, (m) => Number(m[1]) > 0],
  ["jest", /^Tests:\s+(.*\btotal)\s*$/gm, (m) => /\b[1-9]\d* failed\b/.test(m[1]!)],
  ["vitest", /^\s*Tests\s{2,}(.*\(\d+\))\s*$/gm, (m) => /\b[1-9]\d* failed\b/.test(m[1]!)],
  // go test passes a package silently ("ok"); only its failures are summaries: the package line
  // (`FAIL<TAB>pkg<TAB>0.01s`, `FAIL<TAB>pkg [build failed]`), or -json's package-level fail event.
  // A lone "FAIL" line is not one: a test may print that word.
  ["go test", /^FAIL\t\S+(?:\t\d+(?:\.\d+)?s| \[[^\]\n]+\])$/gm, () => true],
  ["go test -json", /^\{(?=[^\n]*"Action":"fail")(?![^\n]*"Test":)[^\n]*\}$/gm, () => true],
  ["libtest", /^test result: (ok|FAILED)\. \d+ passed; \d+ failed;[^\n]*$/gm, (m) => m[1] === "FAILED"],
  // Surefire's closing summary has no "Time elapsed" (its per-class lines do); Maven prefixes its own lines with a level.
  ["surefire", /^\[(?:INFO|WARNING|ERROR)\] Tests run: \d+, Failures: (\d+), Errors: (\d+), Skipped: \d+(?:, Flakes: \d+)?$/gm, (m) => Number(m[1]) + Number(m[2]) > 0],
  ["gradle", /^\d+ tests? completed, (\d+) failed(?:, \d+ skipped)?$/gm, (m) => Number(m[1]) > 0],
];

/** The failure the output shows, in words (`unittest's summary on stderr reads "FAILED (errors=1)"`), or undefined. */
export function failureShown(stdout: string, stderr: string): string | undefined {
  const out = lastSummary(plain(stdout));
  const err = lastSummary(plain(stderr));
  for (const [stream, s] of [["stdout", out], ["stderr", err]] as const) {
    if (s?.failed) return `${s.runner}'s summary on ${stream} reads "${s.line.slice(0, 120)}"`;
  }
  if (out || err) return undefined;
  return uncaughtAtEnd(plain(stderr));
}

/** `failureShown` for a run's log files (their last 64 KiB). */
export async function failureShownInLogs(stdoutLog: string, stderrLog: string): Promise<string | undefined> {
  return failureShown(await tail(stdoutLog), await tail(stderrLog));
}

function lastSummary(text: string): Summary | undefined {
  let last: Summary | undefined;
  for (const [runner, pattern, failed] of RULES) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      if (!last || m.index >= last.index) last = { index: m.index, runner, failed: failed(m), line: m[0].trim().split("\n").at(-1)!.trim() };
    }
  }
  return last;
}

const EXCEPTION_LINE = /^[A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Warning|Failure)(?::.*)?$/;

// A Python traceback whose exception line is stderr's last line, or Node's fatal-exception footer.
function uncaughtAtEnd(stderr: string): string | undefined {
  const lines = stderr.replace(/\s+$/, "").split("\n");
  const last = lines.at(-1) ?? "";
  if (/^Node\.js v\d+\.\d+\.\d+$/.test(last)) return "stderr ends with an uncaught Node.js exception";
  if (!EXCEPTION_LINE.test(last)) return undefined;
  const start = lines.lastIndexOf("Traceback (most recent call last):");
  if (start < 0) return undefined;
  // Between the traceback's header and its exception line, only indented frame lines (and blanks).
  const between = lines.slice(start + 1, -1);
  if (between.length === 0 || !between.every((l) => l === "" || /^\s/.test(l))) return undefined;
  return `stderr ends with an uncaught Python traceback (${last.slice(0, 120)})`;
}

function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").replace(/\r\n?/g, "\n");
}

async function tail(path: string): Promise<string> {
  const handle = await open(path, "r").catch(() => undefined);
  if (!handle) return "";
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, TAIL_BYTES);
    const buf = Buffer.alloc(length);
    await handle.read(buf, 0, length, size - length);
    return buf.toString("utf8");
  } finally {
    await handle.close();
  }
}
