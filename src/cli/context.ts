import type { JobId } from "../jobs/index.js";

/** What a command may touch of the outside world: injected so tests can run commands in-process. */
export interface Context {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  /** Folder of the running `ocw` entry file (the bundle's dist/ or scripts/ folder), for locating the plugin root. */
  readonly selfDir?: string;
}

/** What a command returns: data for `--json`, text for humans, and an error when the command failed after producing a report. */
export interface Outcome {
  readonly data: unknown;
  readonly text: string;
  readonly error?: Error;
  /** The jobs the data is about: with --json under Claude Code, it is counted as their Claude-side cost. */
  readonly about?: readonly JobId[];
  /** The exit code, when a failed command's is not the usual 1: an interrupted one exits 128 + the signal's number. */
  readonly exitCode?: number;
}
