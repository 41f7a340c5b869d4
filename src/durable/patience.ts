import { ErrorCode, OcwError } from "../error.js";

/**
 * How long we wait for our own local processes: the warm `opencode serve`, a binary we probe,
 * another ocw process holding one of our locks. A local model serving on the same machine keeps
 * its cores busy, so a slow answer is the normal case there: our processes are judged by being
 * alive and progressing, and only a generous outer bound (minutes) ends a wait on one that is
 * alive. The network and the model endpoints keep their own, real timeouts elsewhere.
 *
 *   OCW_LOCAL_WAIT_S   outer bound on one wait for a live local process (default 600 s)
 *   OCW_LOCAL_QUIET_S  a live process that shows no sign of life (no answer, no event, no CPU
 *                      used) for this long is declared lost (default 60 s)
 */

export const WAIT_ENV = "OCW_LOCAL_WAIT_S";
export const QUIET_ENV = "OCW_LOCAL_QUIET_S";

export interface Patience {
  /** Outer bound on one wait for a live local process, in ms. */
  readonly waitMs: number;
  /** A live process silent and idle for this long (ms) is taken for hung. */
  readonly quietMs: number;
}

export const DEFAULT_PATIENCE: Patience = { waitMs: 600_000, quietMs: 60_000 };

/** The patience configured in `env` (defaults where unset); a malformed value is an INVALID_INPUT naming the variable. */
export function patience(env: Readonly<Record<string, string | undefined>> = process.env): Patience {
  return {
    waitMs: seconds(env, WAIT_ENV) ?? DEFAULT_PATIENCE.waitMs,
    quietMs: seconds(env, QUIET_ENV) ?? DEFAULT_PATIENCE.quietMs,
  };
}

/** "600 s (OCW_LOCAL_WAIT_S)": a bound as an error message names it, with the knob that sets it. */
export function boundText(ms: number, name: string): string {
  return `${ms < 10_000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000)} s (${name})`;
}

function seconds(env: Readonly<Record<string, string | undefined>>, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) {
    throw new OcwError(ErrorCode.InvalidInput, `Expected ${name} to be a positive number of seconds, got \`${raw}\`; unset it for the default (${name === WAIT_ENV ? DEFAULT_PATIENCE.waitMs / 1000 : DEFAULT_PATIENCE.quietMs / 1000} s)`, {
      data: { name, value: raw },
    });
  }
  return Math.round(n * 1000);
}
