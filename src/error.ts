/**
 * The one error type that crosses module boundaries.
 *
 * Every failure a user can cause or meet is an `OcwError` with a stable `code` (for programs and
 * `--json`) and a `message` written for a human: what went wrong, where, and what to do. Only the
 * CLI's top level turns these into output and exit codes; nothing below it prints or exits.
 */

/** Stable error codes. Add new ones here; never reuse or rename one. */
export const ErrorCode = {
  /** The command line itself is wrong (unknown command or flag, missing argument): exit 2. */
  Usage: "USAGE",
  /** A target tuple cannot form a canonical key (empty part, or a `;` / `=` inside one). */
  TargetInvalid: "TARGET_INVALID",
  /** A pack manifest or delta failed to load or validate. `data.problems` lists every problem. */
  PackInvalid: "PACK_INVALID",
  /** `build-pack --check` found generated files that differ from what the sources compile to. */
  PackStale: "PACK_STALE",
  /** A file or directory we need is missing. */
  NotFound: "NOT_FOUND",
  /** Reading or writing the filesystem failed for a reason other than absence. */
  Io: "IO",
  /** A bug: something that should never happen. */
  Internal: "INTERNAL",
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** An expected failure with a code, a human message, optional structured data and a cause. */
export class OcwError extends Error {
  override readonly name = "OcwError";
  readonly code: ErrorCode;
  readonly data: Readonly<Record<string, unknown>> | undefined;

  constructor(code: ErrorCode, message: string, options: { data?: Record<string, unknown>; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.data = options.data;
  }

  toJSON(): { name: string; code: ErrorCode; message: string; data?: Readonly<Record<string, unknown>> } {
    return this.data === undefined
      ? { name: this.name, code: this.code, message: this.message }
      : { name: this.name, code: this.code, message: this.message, data: this.data };
  }
}

/** True for our own errors, including ones that crossed a realm (e.g. a bundled copy). */
export function isOcwError(value: unknown): value is OcwError {
  return value instanceof OcwError || (value instanceof Error && value.name === "OcwError" && "code" in value);
}
