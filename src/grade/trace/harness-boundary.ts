/**
 * The harness boundary of compiled test runners. `go test` and `cargo test` build a test binary
 * and run it; the code under test lives in that binary, so it can end the process before the
 * test harness reports (`os.Exit(0)` in a Go `init`, which runs before `-test.paniconexit0` is
 * armed; `std::process::exit(0)` inside a Rust test) or turn a reported failure into exit 0 (a
 * Go `TestMain` that ignores `m.Run`'s result, a C `atexit` handler calling `_exit(0)`). The
 * runner trusts the binary's status, so the check passes.
 *
 * Both runners let a program start their test binaries: `go test -exec <prog>` (set through
 * GOFLAGS) and cargo's target runner (`CARGO_TARGET_<TRIPLE>_RUNNER`). The grader's program,
 * `ocw-harness` (a POSIX shell script on the check's PATH, read-only in the sandbox), runs the
 * binary with its output passed through unchanged, and once it ends writes a record: the binary,
 * its exit status and the last 16 KiB of its output. judge/harness.ts reads a binary that
 * exited 0 without its harness's last word ("PASS" from Go's testing package, "test result: ok."
 * from libtest) as a forged exit. Anything else started through it (`go run`, `cargo run`) is
 * run as it is and leaves no record.
 */

/** The program's name on the check's PATH (GOFLAGS cannot hold a path with spaces; a name on PATH can live anywhere). */
export const HARNESS_PROGRAM = "ocw-harness";

/** How much of a test binary's output its record keeps: its harness reports last. */
export const HARNESS_TAIL_BYTES = 16 * 1024;

const quote = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;

/** The script, for a trace's `records` folder and token. */
export function harnessScript(records: string, token: string): string {
  return `#!/bin/sh
# ${HARNESS_PROGRAM}: the grader's harness boundary (opencode-worker, harness-boundary.ts).
kind=
case "$1" in */deps/*) kind=libtest ;; esac
for a in "$@"; do case "$a" in -test.*) kind=go ;; esac; done
[ -n "$kind" ] || exec "$@"
out=$(mktemp 2>/dev/null) || exec "$@"
status=$(mktemp 2>/dev/null) || exec "$@"
{ "$@"; echo $? > "$status"; } | tee "$out"
code=$(cat "$status")
record=$(mktemp ${quote(records)}/harness-XXXXXX 2>/dev/null) && {
  printf '%s\\nharness %s %s\\n%s\\n' ${quote(token)} "$kind" "\${code:-none}" "$1"
  tail -c ${HARNESS_TAIL_BYTES} "$out"
} > "$record"
rm -f "$out" "$status"
exit "\${code:-1}"
`;
}

/** The variables that route test binaries through the program: GOFLAGS and cargo's runner for this host's targets. */
export function harnessEnv(arch: string = process.arch, platform: string = process.platform): Record<string, string> {
  const cpu = { x64: "X86_64", arm64: "AARCH64", riscv64: "RISCV64GC", ppc64: "POWERPC64LE", s390x: "S390X" }[arch];
  const systems = platform === "linux" ? ["UNKNOWN_LINUX_GNU", "UNKNOWN_LINUX_MUSL"] : platform === "darwin" ? ["APPLE_DARWIN"] : [];
  const env: Record<string, string> = { GOFLAGS: `-exec=${HARNESS_PROGRAM}` };
  if (cpu) for (const s of systems) env[`CARGO_TARGET_${cpu}_${s}_RUNNER`] = HARNESS_PROGRAM;
  return env;
}

/** One test binary's end, as the program recorded it. */
export interface HarnessRecord {
  readonly kind: "go" | "libtest";
  /** The binary as started (absolute). */
  readonly binary: string;
  /** Its exit status; null when the program was stopped before it could note it. */
  readonly code: number | null;
  /** The end of its output. */
  readonly tail: string;
}

/** A record file's text (after the token line) as a record, or undefined when it is not one. */
export function parseHarnessRecord(lines: readonly string[]): HarnessRecord | undefined {
  const head = /^harness (go|libtest) (\d+|none)$/.exec(lines[0] ?? "");
  const binary = lines[1];
  if (!head || binary === undefined) return undefined;
  return { kind: head[1] as "go" | "libtest", binary, code: head[2] === "none" ? null : Number(head[2]), tail: lines.slice(2).join("\n") };
}
