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
  /** A state file ocw wrote (a job's job.json, events, verdict.json…) does not match its schema: damaged or edited outside ocw. `data.problems` lists every problem. */
  StateInvalid: "STATE_INVALID",
  /** A replay (scripted model) script failed to parse or validate. `data.problems` lists every problem. */
  ReplayInvalid: "REPLAY_INVALID",
  /** No usable `opencode` binary on PATH or in our data dir. */
  OpencodeMissing: "OPENCODE_MISSING",
  /** An `opencode` binary was found but its version is outside the supported range. */
  OpencodeUnsupported: "OPENCODE_UNSUPPORTED",
  /** `opencode serve` could not be started or did not become ready in time (port in use, crash, timeout). */
  OpencodeStart: "OPENCODE_START",
  /** The warm `opencode serve` died or stopped answering (events, health) while we needed it. */
  OpencodeLost: "OPENCODE_LOST",
  /** OpenCode rejected our configuration. `data.issues` holds its own list. */
  OpencodeConfig: "OPENCODE_CONFIG",
  /** The OpenCode server answered a request with an error we did not expect. */
  OpencodeApi: "OPENCODE_API",
  /** `npm install` of the pinned opencode-ai failed. */
  InstallFailed: "INSTALL_FAILED",
  /** The agent named for a prompt does not exist (or is not a primary agent) in that directory. */
  AgentUnknown: "AGENT_UNKNOWN",
  /** The provider/model named for a prompt is not configured in that directory. */
  ModelUnknown: "MODEL_UNKNOWN",
  /** The model could not be reached or refused us (auth, HTTP errors, retries beyond our bound). `data.providerMessage` is its text. */
  ModelUnreachable: "MODEL_UNREACHABLE",
  /** A hosted tier refused for its rate limit or a spent allowance (HTTP 429, a quota message): not the model's failure, and never retried on another tier. `data.until` is when it said it opens again. */
  TierExhausted: "TIER_EXHAUSTED",
  /** An assistant message was served by another provider/model than the pinned route. */
  RouteMismatch: "ROUTE_MISMATCH",
  /** The worker's turn ended in an error inside OpenCode other than a model fault. */
  WorkerError: "WORKER_ERROR",
  /** An operation did not finish within its time bound. */
  Timeout: "TIMEOUT",
  /** A task spec is invalid (schema, rules, or its checks on the baseline: `invalid_task`). `data.problems` lists every problem. */
  TaskInvalid: "TASK_INVALID",
  /** A git command the grader needs failed or timed out. */
  Git: "GIT",
  /** `ocw grade` finished and the verdict is `honest-failure`, or a self-build produced no verdict on the worker (cannot build, could not verify); the report is in the output. */
  NotBuilt: "NOT_BUILT",
  /** No worker model is set up: no route from the spec, OCW_MODEL or model-setup, and no default in our OpenCode config. Fixed by model-setup. */
  NoModel: "NO_MODEL",
  /** The worker for this route has not been self-built here (its agent is not installed, or its build is missing or stale). Fixed by `ocw selftest`. */
  NotSelfBuilt: "NOT_SELF_BUILT",
  /** The self-build found the worker not fit here, or the task is bigger than its calibrated envelope. `data` holds the outcome and envelope. */
  NotFit: "NOT_FIT",
  /** A model endpoint could not be reached: connection refused, unknown host, or no answer in time. */
  EndpointUnreachable: "ENDPOINT_UNREACHABLE",
  /** An endpoint answered, but not as a model server we know, or not as the engine that was expected. */
  EndpointUnknown: "ENDPOINT_UNKNOWN",
  /** A file or URL is not a readable GGUF model: wrong magic, truncated, or a malformed header. */
  GgufInvalid: "GGUF_INVALID",
  /** A value given to a command is malformed or out of range (a size, a count, a URL): exit 1, not a usage error. */
  InvalidInput: "INVALID_INPUT",
  /** The model cannot be served at the requested slots and context on this hardware. `data.plan` holds the closest plan. */
  NoFit: "NO_FIT",
  /** The environment variable named for an API key is unset or empty. */
  KeyMissing: "KEY_MISSING",
  /** A literal secret was given where the name of an environment variable is expected; it is never echoed. */
  SecretRefused: "SECRET_REFUSED",
  /** `ocw setup verify` ran and at least one check failed. `data.checks` lists every check. */
  VerifyFailed: "VERIFY_FAILED",
  /** A local-only task's endpoint failed a locality condition; `data.failed` names each one. */
  LocalityRefused: "LOCALITY_REFUSED",
  /** A serve command could not be run (binary missing, exited early, not healthy in time). */
  ServeFailed: "SERVE_FAILED",
  /** Another process took over a lock this one held (a job's driver that was thought dead); it stops without writing. */
  LockLost: "LOCK_LOST",
  /** A sandbox for the checks is required (--require-sandbox, OCW_REQUIRE_SANDBOX=1, or the task's containment.require) but bwrap is missing or does not work here. */
  SandboxMissing: "SANDBOX_MISSING",
  /** A folder ocw keeps its own files in is not the user's alone: a symlink, another user's, or writable by others. Refused, never followed; `data.path` names it. */
  StateUnsafe: "STATE_UNSAFE",
  /** A workspace's environment (its ignored dependencies and setup outputs) could not be captured or built: a setup command failed, a copy failed, the disk is full. */
  EnvironmentFailed: "ENVIRONMENT_FAILED",
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
