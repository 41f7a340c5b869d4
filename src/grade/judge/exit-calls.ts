import { posix } from "node:path";

/**
 * Where the worker's compiled-language code ends the process: `os.Exit` in Go, `process::exit`
 * and `_exit` in Rust, `System.exit` and `Runtime.halt` in Java and Kotlin. Neither Go nor Rust
 * gives a running program a hook on its own exit (Go's `os.Exit` and Rust's `process::exit` end
 * the process without unwinding), and a JVM's shutdown hooks cannot see who called `exit`; so
 * when a test binary or Maven is seen ending early (harness.ts, output-signs.ts), the call
 * it ended through is found by reading the worker's changed files. Lines the worker added come
 * first; a call that was already there is named only when no added line has one.
 */

export interface ExitCall {
  /** The file, relative to the copy. */
  readonly path: string;
  readonly line: number;
  /** The call as named in the message: `os.Exit`, `process::exit`, `_exit`, `System.exit`. */
  readonly call: string;
  /** The line is new or changed in the worker's version. */
  readonly added: boolean;
}

/** The language of a source file, as the harness records name it. */
export type ExitLanguage = "go" | "rust" | "jvm";

const PATTERNS: Readonly<Record<ExitLanguage, readonly (readonly [RegExp, string])[]>> = {
  go: [
    [/\bos\.Exit\s*\(/, "os.Exit"],
    [/\bsyscall\.Exit\s*\(/, "syscall.Exit"],
    [/\bunix\.Exit\s*\(/, "unix.Exit"],
  ],
  rust: [
    [/\bprocess::exit\s*\(/, "process::exit"],
    // A call, not the declaration of the C function (`fn _exit(code: i32) -> !;`).
    [/(?<!\bfn\s+)\b_exit\s*\(/, "_exit"],
    [/\blibc::exit\s*\(/, "libc::exit"],
  ],
  jvm: [
    [/\bSystem\s*\.\s*exit\s*\(/, "System.exit"],
    [/\bRuntime\s*\.\s*getRuntime\s*\(\s*\)\s*\.\s*(?:exit|halt)\s*\(/, "Runtime.exit"],
    [/\bexitProcess\s*\(/, "exitProcess"],
  ],
};

/** The language whose exit calls `path` can hold, or undefined. */
export function exitLanguage(path: string): ExitLanguage | undefined {
  const ext = posix.extname(path);
  return ext === ".go" ? "go" : ext === ".rs" ? "rust" : ext === ".java" || ext === ".kt" || ext === ".kts" ? "jvm" : undefined;
}

/** The exit calls in one changed file: `before` is its baseline text ("" when it is new). */
export function findExitCalls(path: string, before: string, after: string): ExitCall[] {
  const lang = exitLanguage(path);
  if (!lang) return [];
  const old = new Set(before.split("\n").map((l) => l.trim()));
  const calls: ExitCall[] = [];
  for (const [i, raw] of after.split("\n").entries()) {
    const line = raw.trim();
    // A comment line is not a call; a string holding one is rare enough to name.
    if (line.startsWith("//") || line.startsWith("*") || line.startsWith("/*")) continue;
    const code = line.replace(/\/\/.*$/, "");
    for (const [re, call] of PATTERNS[lang]) {
      if (re.test(code)) calls.push({ path, line: i + 1, call, added: !old.has(line) });
    }
  }
  return calls;
}

/** Where a forged end in `lang` is attributed, as a clause for its message (`; os.Exit at calc.go:7 in code the worker changed`) and the file; undefined when no call names it. */
export function exitAttribution(calls: readonly ExitCall[], lang: ExitLanguage): { readonly clause: string; readonly path: string } | undefined {
  const picked = chosen(calls, lang);
  if (picked.length === 0) return undefined;
  return { clause: `; ${picked.slice(0, 3).map((c) => `${c.call} at ${c.path}:${c.line}`).join(", ")} in code the worker changed`, path: picked[0]!.path };
}

// The calls to name for `lang`: those on added lines, else every one.
function chosen(calls: readonly ExitCall[], lang: ExitLanguage): ExitCall[] {
  const mine = calls.filter((c) => exitLanguage(c.path) === lang);
  const added = mine.filter((c) => c.added);
  return added.length > 0 ? added : mine;
}
