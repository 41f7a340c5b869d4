import { statSync } from "node:fs";
import { delimiter, isAbsolute, join, relative, resolve } from "node:path";

/**
 * The toolchains a user installed in their home folder, seen by the checks as they are. A check
 * runs with a fresh, empty HOME (env.ts), so every manager that finds its tools through HOME
 * would find none: rustup's `cargo` answers "rustup could not choose a version of cargo to run …
 * no default is configured", pyenv's shims find no Python, the Go module cache is empty. Each
 * manager's home is named to the check by the variable the manager itself reads (RUSTUP_HOME,
 * CARGO_HOME, GOMODCACHE, …), pointing at the user's real folder. Inside the sandbox the whole
 * host is read-only, so those folders are read, never written; what the tools must write goes
 * to the check's private space (Go's build outputs, cargo's target folder in the copy, Go's
 * GOPATH under the check's HOME).
 *
 * Go's build cache is the one cache shared read-only: Go treats writes to its cache as best
 * effort, so a check reads what the user's own builds left (the standard library compiled once)
 * and its own writes fail quietly and vanish with it — all but the module index, which is
 * switched off (GODEBUG=goindex=0). Where the user has no build cache yet, Go gets none from here
 * and builds into the check's HOME.
 */

export type HostEnv = Readonly<Record<string, string | undefined>>;

export interface Toolchains {
  /** Added to the check's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** The folders named in `env` that live under /tmp, which the sandbox's private /tmp hides: bound read-only. */
  readonly readOnly: readonly string[];
}

interface Home {
  /** The variable the manager reads. */
  readonly variable: string;
  /** Where it looks when the variable is unset, from the host's environment and HOME. */
  readonly fallback: (env: HostEnv, home: string) => string;
}

const xdg = (env: HostEnv, name: string, home: string, rel: string): string => (env[name] && isAbsolute(env[name]!) ? env[name]! : join(home, rel));

/** The managers' homes, each with the variable that names it and its default under HOME. */
const HOMES: readonly Home[] = [
  { variable: "RUSTUP_HOME", fallback: (_, home) => join(home, ".rustup") },
  { variable: "CARGO_HOME", fallback: (_, home) => join(home, ".cargo") },
  { variable: "GOMODCACHE", fallback: (env, home) => join(env.GOPATH?.split(delimiter).find((p) => isAbsolute(p)) ?? join(home, "go"), "pkg", "mod") },
  { variable: "GOCACHE", fallback: (env, home) => join(xdg(env, "XDG_CACHE_HOME", home, ".cache"), "go-build") },
  { variable: "PYENV_ROOT", fallback: (_, home) => join(home, ".pyenv") },
  { variable: "NVM_DIR", fallback: (_, home) => join(home, ".nvm") },
  { variable: "SDKMAN_DIR", fallback: (_, home) => join(home, ".sdkman") },
  { variable: "ASDF_DATA_DIR", fallback: (_, home) => join(home, ".asdf") },
  { variable: "MISE_DATA_DIR", fallback: (env, home) => join(xdg(env, "XDG_DATA_HOME", home, ".local/share"), "mise") },
  { variable: "MISE_CONFIG_DIR", fallback: (env, home) => join(xdg(env, "XDG_CONFIG_HOME", home, ".config"), "mise") },
  // pnpm keeps the versions it switches to for a project's `packageManager` under its home; corepack its own.
  { variable: "PNPM_HOME", fallback: (env, home) => join(xdg(env, "XDG_DATA_HOME", home, ".local/share"), "pnpm") },
  { variable: "COREPACK_HOME", fallback: (env, home) => join(xdg(env, "XDG_CACHE_HOME", home, ".cache"), "node", "corepack") },
];

/** Set by the user to pick a tool or its install; passed on as they are when set to an existing folder (…_HOME, …_DIR, GOROOT) or a name. */
const FOLDERS = ["JAVA_HOME", "GOROOT", "M2_HOME", "MAVEN_HOME", "ASDF_DIR"];
const NAMES = ["RUSTUP_TOOLCHAIN", "GOTOOLCHAIN"];

/** The toolchain homes of the host environment `env` for a check, leaving out any that lies inside `trees` (the worker could write there). */
export function toolchainHomes(env: HostEnv, trees: readonly string[] = []): Toolchains {
  const home = env.HOME && isAbsolute(env.HOME) ? env.HOME : undefined;
  const out: Record<string, string> = {};
  const usable = (p: string | undefined): p is string => p !== undefined && isAbsolute(p) && isDir(p) && !trees.some((t) => inside(p, t));
  for (const h of HOMES) {
    const given = env[h.variable];
    const path = given !== undefined && given !== "" ? given : home ? h.fallback(env, home) : undefined;
    // A build cache Go never initialised (no 00…ff folders) fails every read-only build at start: the check then builds in its own HOME.
    if (usable(path) && (h.variable !== "GOCACHE" || isDir(join(path, "00")))) out[h.variable] = path;
  }
  for (const name of FOLDERS) if (usable(env[name])) out[name] = env[name]!;
  for (const name of NAMES) if (env[name] && /^[\w.+-]+$/.test(env[name]!)) out[name] = env[name]!;
  // rustup would try to install a toolchain a project names into its home, which a check sees read-only and offline: say "not installed" at once.
  if (out.RUSTUP_HOME) out.RUSTUP_AUTO_INSTALL = "0";
  // Go 1.26 writes a module's package index into GOCACHE once its files are about 2 s old, and
  // fails the build ("[setup failed]") when that write fails, unlike its other cache writes: so a
  // check that started 2 s after its copy was written failed on the read-only cache. Without the
  // index, Go reads the files themselves.
  if (out.GOCACHE) out.GODEBUG = [env.GODEBUG, "goindex=0"].filter((x) => x && /^[\w=,.-]+$/.test(x)).join(",");
  const readOnly = Object.values(out).filter((p) => isAbsolute(p) && inside(p, "/tmp"));
  return { env: out, readOnly: [...new Set(readOnly)] };
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function inside(path: string, root: string): boolean {
  const rel = relative(resolve(root), resolve(path));
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}
