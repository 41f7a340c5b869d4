import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import envPaths from "env-paths";

/**
 * Where opencode-worker keeps its files. Every room asks here, so one variable — `OCW_HOME` —
 * moves everything (tests always set it to a temp dir, and nothing they do reaches the user's
 * real state).
 *
 *   state  $OCW_HOME, else the XDG state dir ($XDG_STATE_HOME or ~/.local/state)/opencode-worker
 *          on Linux, <platform data dir>/state elsewhere: jobs, the warm server, our OpenCode config
 *   data   $OCW_HOME, else the platform data dir (~/.local/share/opencode-worker): installed tools
 */

export type Env = Readonly<Record<string, string | undefined>>;

interface OcwPaths {
  /** Durable state: job folders, the server record and lock, our OpenCode config dir. */
  readonly state: string;
  /** Installed things we own, e.g. the pinned opencode from `ocw opencode install`. */
  readonly data: string;
}

const NAME = "opencode-worker";

/** The roots for this environment. A relative `OCW_HOME` is taken from `cwd`. */
export function ocwPaths(env: Env = process.env, cwd: string = process.cwd()): OcwPaths {
  const home = env.OCW_HOME;
  if (home) {
    const root = isAbsolute(home) ? home : resolve(cwd, home);
    return { state: root, data: root };
  }
  if (process.platform === "linux") {
    const base = env.HOME || homedir();
    const xdg = (v: string | undefined, fallback: string): string => (v && isAbsolute(v) ? v : join(base, fallback));
    return { state: join(xdg(env.XDG_STATE_HOME, ".local/state"), NAME), data: join(xdg(env.XDG_DATA_HOME, ".local/share"), NAME) };
  }
  const data = envPaths(NAME, { suffix: "" }).data;
  return { state: join(data, "state"), data };
}

/** The state root (see ocwPaths). */
export function stateRoot(env: Env = process.env, cwd?: string): string {
  return ocwPaths(env, cwd).state;
}

/** The data root, where `ocw opencode install` puts the pinned opencode. */
export function dataRoot(env: Env = process.env, cwd?: string): string {
  return ocwPaths(env, cwd).data;
}

/**
 * Our OPENCODE_CONFIG_DIR, the only OpenCode config the warm server reads: `<state>/server/config`.
 * model-setup writes provider entries here and the connector serves from here, so both ask this.
 */
export function opencodeConfigDir(env: Env = process.env, cwd?: string): string {
  return join(stateRoot(env, cwd), "server", "config");
}

/**
 * The environment store, `<state>/envs`: each workspace's environment (its ignored dependencies,
 * setup outputs and secret files) captured or built once per key, shared by the jobs and `ocw
 * grade` of this state folder (src/environment).
 */
export function environmentStore(env: Env = process.env, cwd?: string): string {
  return join(stateRoot(env, cwd), "envs");
}

/**
 * The marker in our OpenCode config dir that lets the worker's OpenCode use the user's own
 * sign-ins: it names the user's `auth.json`, which the warm server reads in place (a link, never
 * a copy). Written by model-setup when the target is a model the user reaches through OpenCode.
 */
export function signInsMarker(env: Env = process.env, cwd?: string): string {
  return join(opencodeConfigDir(env, cwd), SIGNINS_MARKER);
}

/** The marker's name inside our OpenCode config dir. */
export const SIGNINS_MARKER = "ocw-signins.json";

/**
 * The user's own OpenCode folders, as OpenCode itself finds them (xdg-basedir on every platform):
 * config `$XDG_CONFIG_HOME/opencode` (opencode.json, opencode.jsonc, config.json) and data
 * `$XDG_DATA_HOME/opencode` (auth.json: their sign-ins). Read only, never written.
 */
export function userOpencodeDirs(env: Env = process.env): { readonly config: string; readonly data: string } {
  const base = env.HOME || homedir();
  const xdg = (v: string | undefined, fallback: string): string => (v && isAbsolute(v) ? v : join(base, fallback));
  return { config: join(xdg(env.XDG_CONFIG_HOME, ".config"), "opencode"), data: join(xdg(env.XDG_DATA_HOME, ".local/share"), "opencode") };
}
