import { realpathSync } from "node:fs";
import { delimiter, isAbsolute, relative, resolve } from "node:path";

/**
 * The environment a check runs in: nothing inherited but a PATH, and that PATH is the host's
 * minus every entry the worker could have written (inside the tree) or that resolves against the
 * check's working directory (empty or relative entries). A temporary HOME means no rc file, no
 * user config and no credential the worker planted is read; `sh -c` sources nothing itself.
 */

/** Used when the host gives no PATH at all. */
const FALLBACK_PATH = "/usr/local/bin:/usr/bin:/bin";

/** The host PATH without entries inside any of `trees` (compared after resolving symlinks) and without relative entries. */
export function cleanPath(hostPath: string | undefined, trees: readonly string[]): string {
  const roots = trees.flatMap((t) => [resolve(t), real(t)]);
  const kept = (hostPath ?? "")
    .split(delimiter)
    .filter((entry) => entry !== "" && isAbsolute(entry))
    .filter((entry) => !roots.some((root) => inside(resolve(entry), root) || inside(real(entry), root)));
  const unique = [...new Set(kept)];
  return unique.length > 0 ? unique.join(delimiter) : FALLBACK_PATH;
}

function inside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** The whole environment of a check. */
export function checkEnv(opts: { readonly path: string; readonly home: string; readonly tmp: string }): Record<string, string> {
  return {
    PATH: opts.path,
    HOME: opts.home,
    TMPDIR: opts.tmp,
    CI: "1",
    LANG: "C.UTF-8",
    // Python would write bytecode into the grading copy; nothing a check writes there should matter, but less is less.
    PYTHONDONTWRITEBYTECODE: "1",
    TERM: "dumb",
  };
}
