import { open } from "node:fs/promises";

/**
 * Whether a runner got to its last word. Maven prints `[INFO] BUILD SUCCESS` or `BUILD FAILURE`
 * last, Gradle `BUILD SUCCESSFUL in …` or `BUILD FAILED in …`, and libtest ends each run it began
 * with "running N tests" by "test result: …". A check that exited 0 without it, while its run on
 * the baseline printed it, ended before the runner reported: in Java, `System.exit(0)` from the
 * code under test when surefire runs the tests inside Maven's own JVM (forkCount 0), which takes
 * Maven down with success. Judged only by comparison with the baseline run, so a command that
 * never prints it (`mvn -q`) is never read as cut short.
 */

export type EndingRunner = "maven" | "gradle" | "libtest";

const RUNNERS: readonly { readonly runner: EndingRunner; readonly command: RegExp; readonly ended: (out: string) => boolean; readonly what: string }[] = [
  { runner: "maven", command: /(?:^|[\s/;&|(])mvnw?(?:\s|$)/, ended: (out) => /^\[INFO\] BUILD (?:SUCCESS|FAILURE)\s*$/m.test(out), what: "Maven ended before it reported (no BUILD line" },
  { runner: "gradle", command: /(?:^|[\s/;&|(])gradlew?(?:\s|$)/, ended: (out) => /^BUILD (?:SUCCESSFUL|FAILED) in /m.test(out), what: "Gradle ended before it reported (no BUILD line" },
  { runner: "libtest", command: /(?:^|[\s/;&|(])cargo\s+(?:\+\S+\s+)?test\b/, ended: libtestEnded, what: "libtest ended a run before it reported (no \"test result:\" line after \"running N tests\"" },
];

// The last "running N tests" has a "test result:" after it (or libtest never started a run).
function libtestEnded(out: string): boolean {
  const runs = [...out.matchAll(/^running \d+ tests?$/gm)];
  if (runs.length === 0) return true;
  return /^test result: (?:ok|FAILED)\./m.test(out.slice(runs.at(-1)!.index));
}

export interface Unfinished {
  readonly runner: EndingRunner;
  readonly message: string;
}

/** The runner `run` names that ended without its last word in `after` (stdout + stderr) though its baseline run had it; undefined otherwise. */
export function unfinished(run: string, after: string, before: string | null): Unfinished | undefined {
  for (const r of RUNNERS) {
    if (!r.command.test(run) || r.ended(after)) continue;
    // libtest's run on the baseline must have started too, or nothing compares.
    if (before === null || !r.ended(before) || (r.runner === "libtest" && !/^running \d+ tests?$/m.test(before))) continue;
    return { runner: r.runner, message: `${r.what}; its run on the baseline printed one)` };
  }
  return undefined;
}

/** The last 64 KiB of each log, joined: where every runner's last word is. */
export async function logTails(stdout: string, stderr: string): Promise<string> {
  return `${await tail(stdout)}\n${await tail(stderr)}`;
}

async function tail(path: string): Promise<string> {
  const handle = await open(path, "r").catch(() => undefined);
  if (!handle) return "";
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 64 * 1024);
    const buf = Buffer.alloc(length);
    await handle.read(buf, 0, length, size - length);
    return buf.toString("utf8").replace(/\r\n?/g, "\n");
  } finally {
    await handle.close();
  }
}
