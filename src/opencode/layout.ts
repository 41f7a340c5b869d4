import { join } from "node:path";
import { dataRoot, opencodeConfigDir, stateRoot, type Env } from "../paths/index.js";

/**
 * The files the connector keeps under the state root (`<state>/server/`) and the data root
 * (`<data>/opencode/`). One place names them so the CLI, the server manager and the tests agree.
 */

export interface ServerDirs {
  /** `<state>/server` */
  readonly root: string;
  /** Our OPENCODE_CONFIG_DIR: opencode.json + agent/*.md, nothing else is read. */
  readonly config: string;
  /** XDG config/data/state of the warm server (sessions DB, logs, snapshots). */
  readonly xdg: string;
  /** An empty folder OpenCode treats as home for ~/.opencode and ~/.claude lookups. */
  readonly home: string;
  /** An empty folder used to ask OpenCode whether our config loads. */
  readonly probe: string;
  /** The warm server's record: {url, pid, password, version, configHash, startedAt, serverEnv}. */
  readonly record: string;
  /** Records of servers set aside while jobs still ran on them (`<pid>.json`), until they are stopped. */
  readonly retired: string;
  /** Held while a client checks, starts or stops the server. */
  readonly lock: string;
  /** The pid of a server being started, until its record is written (a killed starter's leftover). */
  readonly starting: string;
  /** stdout + stderr of the current server. */
  readonly log: string;
  /** The empty models catalog given to a server whose providers are all local (see catalogUnneeded). */
  readonly catalog: string;
  /** What each opencode binary file said its version is (see version-cache.ts). */
  readonly versions: string;
}

export function serverDirs(env: Env = process.env, cwd?: string): ServerDirs {
  const root = join(stateRoot(env, cwd), "server");
  return {
    root,
    config: opencodeConfigDir(env, cwd),
    xdg: join(root, "xdg"),
    home: join(root, "home"),
    probe: join(root, "probe"),
    record: join(root, "server.json"),
    retired: join(root, "retired"),
    lock: join(root, "server.lock"),
    starting: join(root, "server.starting"),
    log: join(root, "server.log"),
    catalog: join(root, "models.json"),
    versions: join(root, "versions.json"),
  };
}

/** Where `ocw opencode install` puts the pinned package (`<data>/opencode`). */
export function installDir(env: Env = process.env, cwd?: string): string {
  return join(dataRoot(env, cwd), "opencode");
}

/** The binary inside an install dir. */
export function installedBinary(dir: string): string {
  return join(dir, "node_modules", ".bin", "opencode");
}

/**
 * The pinned opencode in the developer tools cache (`npm run tools -- install opencode`): one
 * folder per `<package>@<version>`, with a `.complete` marker once its install finished. The same
 * layout as scripts/tools.ts, which the runtime may not import: `$OCW_TOOLS_DIR`, else
 * `$XDG_CACHE_HOME/opencode-worker/tools`, else `~/.cache/opencode-worker/tools`.
 */
export function toolsCacheCopy(env: Env, pkg: string, version: string): { readonly binary: string; readonly complete: string } | undefined {
  // From the env given, never the process's own home: a caller that names no HOME has no tools cache.
  const cache = env.XDG_CACHE_HOME || (env.HOME ? join(env.HOME, ".cache") : undefined);
  const tools = env.OCW_TOOLS_DIR || (cache ? join(cache, "opencode-worker", "tools") : undefined);
  if (!tools) return undefined;
  const folder = join(tools, `${pkg.replace("/", "+")}@${version}`);
  return { binary: installedBinary(folder), complete: join(folder, ".complete") };
}
