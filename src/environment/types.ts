/**
 * The shapes of a workspace's environment: what the task (or the user) says about it, what was
 * found, and what the store keeps.
 */

/** The task spec's `environment` (schema: protocol/schemas/task.schema.json). */
export interface EnvironmentSpec {
  /** Ignored paths to carry beside the detected ones and `.worktreeinclude`'s (gitignore syntax). */
  readonly include?: readonly string[];
  /** Commands that build the environment in a fresh copy of the baseline (with the network), instead of taking the workspace's. */
  readonly setup?: readonly string[];
  /** Look for dependency folders and secret files (default true); false: only `include` and `.worktreeinclude`. */
  readonly detect?: boolean;
  /** Secret files (`.env`…) reach the worker's directory too; default: only the grading copy. */
  readonly secretsToWorker?: boolean;
  /** Seconds each setup command may run (default 900). */
  readonly timeout?: number;
}

/**
 * Why a path is carried: `dependencies` (node_modules, a virtualenv, Yarn's install state,
 * an editable install's metadata), `include` (named by `.worktreeinclude` or the task), `secret`
 * (a `.env` file: reaches the grading copy, the worker only when the user says so), `setup`
 * (made by the task's setup commands).
 */
export type EnvKind = "dependencies" | "include" | "secret" | "setup";

export interface EnvPath {
  /** Relative to the workspace root, `/`-separated, without a trailing slash. */
  readonly path: string;
  readonly kind: EnvKind;
  readonly dir: boolean;
  /** The package manager it belongs to, when known (npm, pnpm, yarn, venv). */
  readonly manager?: string;
}

/** An environment kept in the store, as read back (`env.json`) and verified. */
export interface Environment {
  /** Hash of everything that decides it: see key.ts. */
  readonly key: string;
  /** The folder holding its files, laid out as in the workspace. */
  readonly root: string;
  readonly source: "captured" | "built";
  /** The folder its files were taken from, and that folder's real path: absolute paths to either inside the files are rewritten for each destination. */
  readonly origins: readonly string[];
  readonly paths: readonly EnvPath[];
  /** Files (relative to `root`) whose text names an origin. */
  readonly relocate: readonly string[];
  /** Package managers seen (from lockfiles and the paths). */
  readonly managers: readonly string[];
  /** Manifests and lockfiles of the baseline that the key covers (a change to one needs another environment). */
  readonly keyFiles: readonly string[];
  /** Setup commands it was built with (none for a capture). */
  readonly setup: readonly string[];
  /** Hash of the store's listing when it was made (names, sizes, times, inodes): a changed file changes it. */
  readonly fingerprint: string;
  readonly files: number;
  readonly bytes: number;
  readonly createdAt: string;
}

/** What a job or a grading records of the environment it used. */
export interface EnvironmentSummary {
  readonly key: string;
  readonly source: "captured" | "built";
  readonly paths: readonly string[];
  readonly managers: readonly string[];
  readonly files: number;
  readonly bytes: number;
  /** The store already held it (no capture or build this time). */
  readonly reused: boolean;
  /** Time to find, key, make or verify it this time. */
  readonly ms: number;
}
