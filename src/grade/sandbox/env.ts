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

/**
 * Package managers told to stay offline, for a check without the network: each would otherwise
 * ask the registry for what the environment lacks and retry for a minute or more (npx about 70 s)
 * before failing with words about the network. Offline, they fail at once, naming the package,
 * and validation says what the environment is missing (validate/wrong-reason.ts).
 */
export const OFFLINE: Readonly<Record<string, string>> = {
  npm_config_offline: "true",
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  npm_config_audit: "false",
  YARN_ENABLE_NETWORK: "0",
  YARN_ENABLE_TELEMETRY: "0",
  COREPACK_ENABLE_NETWORK: "0",
  COREPACK_ENABLE_DOWNLOAD_PROMPT: "0",
  PIP_NO_INDEX: "1",
  PIP_DISABLE_PIP_VERSION_CHECK: "1",
  UV_OFFLINE: "1",
  GOPROXY: "off",
  CARGO_NET_OFFLINE: "true",
};

/** The whole environment of a check; `network`: the check opted in to it (no offline switches then). */
export function checkEnv(opts: { readonly path: string; readonly home: string; readonly tmp: string; readonly network?: boolean }): Record<string, string> {
  return {
    PATH: opts.path,
    HOME: opts.home,
    TMPDIR: opts.tmp,
    CI: "1",
    LANG: "C.UTF-8",
    // Python would write bytecode into the grading copy; nothing a check writes there should matter, but less is less.
    PYTHONDONTWRITEBYTECODE: "1",
    TERM: "dumb",
    // `uv run` would sync the project's virtualenv first: the environment is the one captured at the baseline, read-only in the sandbox.
    UV_NO_SYNC: "1",
    ...(opts.network ? {} : OFFLINE),
  };
}
