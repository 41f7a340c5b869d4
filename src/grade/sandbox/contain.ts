import { constants } from "node:fs";
import { access, mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, isAbsolute, join } from "node:path";
import { execa } from "execa";
import { ErrorCode, OcwError } from "../../error.js";
import { unixSocketFilter } from "./seccomp.js";

/**
 * Containment: every check runs the worker's code, so it runs inside bubblewrap (`bwrap`), a
 * well-kept sandbox, never a jail of our own. The host filesystem is read-only; only the grading
 * copy, the check's temporary HOME and its private temp dir (also its /tmp) are writable; the
 * network is gone (a new network namespace, /run emptied of sockets) unless the check opts in;
 * no unix socket can be made (a seccomp filter, seccomp.ts: connect() ignores a read-only mount,
 * so a socket the user listens on in their home folder would otherwise be reachable) unless the
 * task opts in; the check gets its own PID namespace, so everything it started — a daemon that
 * detached included — dies when it ends, and the whole sandbox dies with the grader. prlimit sets
 * the limits per process: memory, processes, file size, no core.
 *
 * bwrap is probed once per process (per binary). Where it is missing or does not work the checks
 * run uncontained and the verdict says `containment: none` with how to get it, unless the caller
 * requires a sandbox (SANDBOX_MISSING).
 */

export interface Limits {
  /** Writable data memory per process (RLIMIT_DATA), MiB. */
  readonly memoryMiB: number;
  /** Processes of the user (RLIMIT_NPROC); not enforced for root, where the PID namespace and the timeout bound a fork bomb. */
  readonly processes: number;
  /** Largest file a process may write (RLIMIT_FSIZE), MiB; the check's stdout and stderr files count too. */
  readonly fileSizeMiB: number;
}

export const DEFAULT_LIMITS: Limits = { memoryMiB: 4096, processes: 1024, fileSizeMiB: 1024 };

/** How to get the sandbox, shown wherever containment is `none`. */
export const INSTALL_HINT = "apt-get install -y bubblewrap (Debian/Ubuntu; dnf install bubblewrap on Fedora)";

/** The result of probing for a working sandbox. */
export type Sandbox =
  | {
      readonly mode: "bwrap";
      readonly bwrap: string;
      readonly prlimit: string;
      /** The seccomp program that keeps unix sockets out of reach (seccomp.ts), proven by the probe; absent where there is none. */
      readonly unixSocketFilter?: Uint8Array;
      /** Without the filter: why (no filter for this architecture, or a bwrap that refused it). */
      readonly unixSocketsOpen?: string;
    }
  | { readonly mode: "none"; readonly why: string };

/** The containment a verdict (and a validation) ran under. */
export interface Containment {
  readonly mode: "bwrap" | "none";
  /** Checks that opted in to the network (`network: true`). */
  readonly network: readonly string[];
  /** The checks could reach unix sockets outside their copy: the task opted in (`containment.unixSockets`), the host has no filter for them, or there was no sandbox. */
  readonly unixSockets: boolean;
  /** With `bwrap` and `unixSockets`: why they were reachable. */
  readonly unixSocketsWhy?: string;
  /** With `bwrap`: the limits in force. */
  readonly limits?: Limits;
  /** With `none`: why there was no sandbox, and how to get one. */
  readonly why?: string;
  readonly install?: string;
}

/** What the caller asks of containment: the bwrap to use and whether its absence refuses. */
export interface SandboxRequest {
  /** Refuse (SANDBOX_MISSING) instead of running uncontained. */
  readonly require?: boolean;
  /** The bwrap binary (default: `bwrap` on the host PATH). */
  readonly bwrap?: string;
}

/** A request from the environment (OCW_REQUIRE_SANDBOX=1, OCW_BWRAP) and a command's --require-sandbox flag. */
export function sandboxRequest(env: Readonly<Record<string, string | undefined>>, flag = false): SandboxRequest {
  return { require: flag || env.OCW_REQUIRE_SANDBOX === "1", ...(env.OCW_BWRAP ? { bwrap: env.OCW_BWRAP } : {}) };
}

const probes = new Map<string, Promise<Sandbox>>();

/** The sandbox this host offers: bwrap found and proven to start a contained `true`, with prlimit beside it. Memoised per binary and PATH. */
export function probeSandbox(hostPath: string | undefined, bwrap = "bwrap"): Promise<Sandbox> {
  const key = `${bwrap}\0${hostPath ?? ""}`;
  let p = probes.get(key);
  if (!p) {
    p = probe(hostPath, bwrap);
    probes.set(key, p);
  }
  return p;
}

async function probe(hostPath: string | undefined, name: string): Promise<Sandbox> {
  const bwrap = await which(name, hostPath);
  if (!bwrap) return { mode: "none", why: `bwrap (bubblewrap) was not found${isAbsolute(name) ? ` at ${name}` : " on PATH"}` };
  const prlimit = await which("prlimit", hostPath);
  if (!prlimit) return { mode: "none", why: "prlimit (util-linux) was not found on PATH" };
  const dir = await mkdtemp(join(tmpdir(), "ocw-sandbox-probe-"));
  try {
    const run = { cwd: dir, home: dir, tmp: dir, network: false, limits: DEFAULT_LIMITS, prlimit };
    const filter = unixSocketFilter();
    // With the filter first: a bwrap (or kernel) that refuses it still contains, with unix sockets open.
    let filtered: string | undefined;
    if ("program" in filter) {
      filtered = await tryBwrap(bwrap, { ...run, seccomp: filter.program }, hostPath, dir);
      if (filtered === undefined) return { mode: "bwrap", bwrap, prlimit, unixSocketFilter: filter.program };
    }
    const said = await tryBwrap(bwrap, run, hostPath, dir);
    if (said !== undefined) return { mode: "none", why: `${bwrap} does not work here: ${said}` };
    return { mode: "bwrap", bwrap, prlimit, unixSocketsOpen: "why" in filter ? filter.why : `${bwrap} refused the seccomp filter: ${filtered}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// A contained `true`: undefined when it ran, else bwrap's first line of complaint.
async function tryBwrap(bwrap: string, run: ContainedRun, hostPath: string | undefined, dir: string): Promise<string | undefined> {
  const program = run.seccomp ? join(dir, "seccomp.bpf") : undefined;
  if (program) await writeFile(program, run.seccomp!);
  const fd = program ? await open(program, "r") : undefined;
  try {
    const argv = bwrapArgs(run, "true", fd ? { seccompFd: 3 } : {});
    const r = await execa(bwrap, argv, { reject: false, timeout: 30_000, stdio: ["ignore", "pipe", "pipe", ...(fd ? [fd.fd as 3] : [])], extendEnv: false, env: { PATH: hostPath ?? "/usr/bin:/bin" } });
    if (r.exitCode === 0) return undefined;
    return (r.stderr || r.shortMessage || `exit ${r.exitCode}`).trim().split("\n")[0]!;
  } finally {
    await fd?.close();
  }
}

async function which(name: string, hostPath: string | undefined): Promise<string | undefined> {
  const candidates = isAbsolute(name) ? [name] : (hostPath ?? "").split(delimiter).filter((d) => isAbsolute(d)).map((d) => join(d, name));
  for (const c of candidates) {
    if (await access(c, constants.X_OK).then(() => true, () => false)) return c;
  }
  return undefined;
}

/** The sandbox to run checks in, or SANDBOX_MISSING when one is required and there is none. */
export async function sandboxFor(hostPath: string | undefined, request: SandboxRequest = {}, requiredBy?: string): Promise<Sandbox> {
  const box = await probeSandbox(hostPath, request.bwrap);
  if (box.mode === "none" && (request.require || requiredBy)) {
    const by = requiredBy ?? "--require-sandbox / OCW_REQUIRE_SANDBOX=1";
    throw new OcwError(ErrorCode.SandboxMissing, `a sandbox is required (${by}) but none is available: ${box.why}; install it (${INSTALL_HINT}), or drop the requirement to run the checks uncontained`, { data: { why: box.why, install: INSTALL_HINT } });
  }
  return box;
}

/** The verdict's record of the containment in force; `unixSockets`: the task opted in to them. */
export function containmentOf(box: Sandbox, network: readonly string[], limits: Limits, unixSockets = false): Containment {
  if (box.mode === "none") return { mode: "none", network, unixSockets: true, why: box.why, install: INSTALL_HINT };
  if (unixSockets) return { mode: "bwrap", network, unixSockets: true, unixSocketsWhy: "the task sets containment.unixSockets: true", limits };
  if (!box.unixSocketFilter) return { mode: "bwrap", network, unixSockets: true, unixSocketsWhy: box.unixSocketsOpen ?? "no filter for them here", limits };
  return { mode: "bwrap", network, unixSockets: false, limits };
}

/** A task's limits: the defaults with the task's `containment.limits` on top. */
export function limitsOf(task?: Partial<Limits>): Limits {
  return { ...DEFAULT_LIMITS, ...(task ?? {}) };
}

/** One line for people: `bwrap (no network; …)` or `none — why; install: …`. */
export function describeContainment(c: Containment): string {
  if (c.mode === "none") return `none — ${c.why ?? "no sandbox"}; the checks ran uncontained. Install: ${c.install ?? INSTALL_HINT}`;
  const l = c.limits ?? DEFAULT_LIMITS;
  const net = c.network.length === 0 ? "no network" : `network only for ${c.network.map((n) => JSON.stringify(n)).join(", ")}`;
  // Verdicts written before the filter have no `unixSockets`: theirs were reachable.
  const unix = c.unixSockets === false ? "no unix sockets" : `unix sockets reachable${c.unixSocketsWhy ? ` (${c.unixSocketsWhy})` : ""}`;
  return `bwrap (${net}; ${unix}; read-only host; ${l.memoryMiB} MiB memory and ${l.fileSizeMiB} MiB files per process, ${l.processes} processes)`;
}

/** Where one contained check runs. */
export interface ContainedRun {
  readonly cwd: string;
  readonly home: string;
  readonly tmp: string;
  readonly network: boolean;
  readonly limits: Limits;
  readonly prlimit: string;
  /** Host folders the check must see although they are under /tmp (the repository's git dir): bound read-only. */
  readonly readOnly?: readonly string[];
  /** More folders bound writable (e.g. a record the grader's own preloads write). */
  readonly extraWritable?: readonly string[];
  /** A seccomp program (seccomp.ts) bwrap applies to the check, handed to it as a descriptor (`seccompFd`); absent: none. */
  readonly seccomp?: Uint8Array;
  /** The workspace's environment over the copy (src/environment): host paths bound read-only at paths in the copy, then fresh tmpfs folders. */
  readonly mounts?: { readonly binds: readonly (readonly [string, string])[]; readonly tmpfs: readonly string[] };
  /** The checks' own files (absolute, regular files): each bound read-only over itself, last, so the code under test cannot change them while checks run. */
  readonly guarded?: readonly string[];
}

/** Descriptors bwrap is given beside stdin, stdout and stderr. */
export interface BwrapFds {
  /** fd 3 is a file the sandbox writes `started` to once it is set up. */
  readonly status?: boolean;
  /** The descriptor bwrap reads the run's seccomp program from (`--seccomp`). */
  readonly seccompFd?: number;
}

const MiB = 1024 * 1024;

// Inside the sandbox, once it is set up: mark fd 3 (a file of the grader's), close it, and become prlimit.
// bwrap's own --json-status-fd reports the child before its mounts are made, so it cannot tell a
// sandbox that failed to set up from a check that failed.
const STARTED = 'printf started >&3 && exec 3>&- && exec "$0" "$@"';

/** bwrap's arguments to run `sh -c <run>` contained; with `status`, the sandbox writes `started` to fd 3 once it is set up. */
export function bwrapArgs(r: ContainedRun, run: string, fds: BwrapFds = {}): string[] {
  const args = ["--die-with-parent", "--new-session", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--cap-drop", "ALL"];
  if (!r.network) args.push("--unshare-net");
  // bwrap reads the program, closes the descriptor, and installs it (with no_new_privs) just before it runs the check.
  if (r.seccomp && fds.seccompFd === undefined) throw new OcwError(ErrorCode.Internal, "bwrapArgs: a run with a seccomp program needs the descriptor bwrap reads it from");
  if (fds.seccompFd !== undefined) args.push("--seccomp", String(fds.seccompFd));
  args.push("--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/dev/shm");
  // /run holds the host's sockets (D-Bus, docker, systemd): without the network, none of them either.
  if (!r.network) args.push("--tmpfs", "/run");
  // The private temp dir is the check's /tmp; what lives under the host's /tmp and must be seen is bound after it.
  args.push("--bind", r.tmp, "/tmp");
  for (const p of r.readOnly ?? []) args.push("--ro-bind-try", p, p);
  for (const p of [r.cwd, r.home, r.tmp, ...(r.extraWritable ?? [])]) args.push("--bind", p, p);
  // Over the copy, read-only: what the worker or the code under test writes there never reaches the environment.
  for (const [src, dest] of r.mounts?.binds ?? []) args.push("--ro-bind", src, dest);
  for (const dest of r.mounts?.tmpfs ?? []) args.push("--tmpfs", dest);
  for (const p of r.guarded ?? []) args.push("--ro-bind", p, p);
  args.push("--chdir", r.cwd);
  const l = r.limits;
  args.push("--", ...(fds.status ? ["/bin/sh", "-c", STARTED] : []), r.prlimit, `--data=${l.memoryMiB * MiB}`, `--nproc=${l.processes}`, `--fsize=${l.fileSizeMiB * MiB}`, "--core=0", "--", "/bin/sh", "-c", run);
  return args;
}

/** True when the status file shows the sandbox was set up and the check started (else bwrap failed first). */
export function childStarted(status: string): boolean {
  return status.startsWith("started");
}

const SIGNS: readonly (readonly [RegExp, string])[] = [
  [/Read-only file system|EROFS/, "a write outside the copy, HOME and /tmp was refused (read-only)"],
  [/Network is unreachable|ENETUNREACH|Connection refused|ECONNREFUSED|Temporary failure in name resolution|EAI_AGAIN|Name or service not known/, "a connection failed: the sandbox has no network unless the check sets network: true"],
  // Made specific to socket creation (the filter's EPERM), never a file's PermissionError: Python's
  // traceback or pytest's shows the failing line in socket.py; node and Go name the call.
  [/_socket\.socket(?:\.__init__|pair)\(.*\n(?:.*\n){0,2}(?:E +)?PermissionError: \[Errno 1\]|connect EPERM \/|dial unix [^\n]*: socket: operation not permitted/, "a unix socket was refused: the sandbox reaches none unless the task sets containment.unixSockets: true"],
  [/File too large|EFBIG/, "a file reached the file-size limit"],
  [/Cannot allocate memory|MemoryError|ENOMEM|out of memory/i, "memory ran out (the per-process memory limit)"],
];

/** What a failed contained check's logs say the sandbox stopped, for its message: read from the last 64 KiB of each (test runners report on stdout too). */
export async function sandboxSigns(logs: readonly string[]): Promise<string[]> {
  const text = (await Promise.all(logs.map(tail))).join("\n");
  return SIGNS.filter(([re]) => re.test(text)).map(([, what]) => what);
}

async function tail(path: string): Promise<string> {
  const f = await open(path, "r").catch(() => undefined);
  if (!f) return "";
  try {
    const size = (await f.stat()).size;
    const len = Math.min(size, 64 * 1024);
    const buf = Buffer.alloc(len);
    await f.read(buf, 0, len, size - len);
    return buf.toString("utf8");
  } finally {
    await f.close();
  }
}
