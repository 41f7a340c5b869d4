import { constants } from "node:os";

/**
 * Ctrl-C, a closed terminal or a `kill` while a long command runs: instead of dying at once (and
 * leaving its jobs and servers running), the command is told through an AbortSignal, cleans up,
 * and exits with the shell's code for that signal (128 + its number: 130, 143, 129). Further
 * signals during the cleanup are absorbed so the cleanup finishes; SIGKILL cannot be caught.
 */

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
export type CaughtSignal = (typeof SIGNALS)[number];

/** The exit code a shell gives a process ended by `signal`. */
export function signalExitCode(signal: CaughtSignal): number {
  return 128 + constants.signals[signal];
}

/** Run `work` with the three signals turned into an abort; `caught` says which came, if any. */
export async function whileCatchingSignals<T>(work: (signal: AbortSignal) => Promise<T>): Promise<{ result: PromiseSettledResult<T>; caught: CaughtSignal | undefined }> {
  const controller = new AbortController();
  let caught: CaughtSignal | undefined;
  const on = (s: CaughtSignal) => {
    caught ??= s;
    controller.abort(s);
  };
  for (const s of SIGNALS) process.on(s, on);
  try {
    const result = await work(controller.signal).then(
      (value): PromiseSettledResult<T> => ({ status: "fulfilled", value }),
      (reason: unknown): PromiseSettledResult<T> => ({ status: "rejected", reason }),
    );
    return { result, caught };
  } finally {
    for (const s of SIGNALS) process.off(s, on);
  }
}
