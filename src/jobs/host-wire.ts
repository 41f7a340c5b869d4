import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import type { Env } from "../paths/index.js";
import { parseJobId, type JobId } from "./ledger/index.js";

/**
 * Where the driver host of a state folder lives and how clients talk to it: a lock held for the
 * host's life (`<state>/jobs/host.lock`, the pid inside), a unix socket beside it, and one JSON
 * line each way per connection. A request that does not read is refused with a message, never
 * acted on half-read.
 */

export interface HostPaths {
  /** Held by the live host. */
  readonly lock: string;
  /** The host's unix socket. */
  readonly socket: string;
  /** The host's stderr, appended. */
  readonly log: string;
  /** `<pid> <epoch ms>` of the host a client started last, so clients racing to start one wait for it instead. */
  readonly spawn: string;
}

/** A unix socket path must fit in sun_path (108 bytes on Linux, 104 on macOS). */
const SOCKET_PATH_MAX = 100;

export function hostPaths(root: string): HostPaths {
  const beside = join(root, "host.sock");
  return { lock: join(root, "host.lock"), socket: beside.length <= SOCKET_PATH_MAX ? beside : shortSocket(root), log: join(root, "host.log"), spawn: join(root, "host.spawn") };
}

// A state folder deep in the file system: the socket goes to a folder of this user's alone under the temp dir, named by the folder it serves.
function shortSocket(root: string): string {
  const dir = join(tmpdir(), `ocw-${userInfo().uid}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return join(dir, `${createHash("sha256").update(root).digest("hex").slice(0, 16)}.sock`);
}

export type HostRequest = { readonly op: "drive"; readonly ids: readonly JobId[]; readonly env: Env } | { readonly op: "status" } | { readonly op: "stop" };

export type HostReply = { readonly ok: true; readonly pid: number; readonly driving: readonly JobId[] } | { readonly ok: false; readonly pid: number; readonly error: string };

/** A request line → the request, or why it is refused. */
export function parseHostRequest(line: string): HostRequest | { readonly error: string } {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return { error: "a request is one JSON line" };
  }
  const o = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
  if (o.op === "status" || o.op === "stop") return { op: o.op };
  if (o.op !== "drive") return { error: `unknown op ${JSON.stringify(o.op)}: drive, status or stop` };
  if (!Array.isArray(o.ids) || o.ids.length === 0) return { error: "drive needs ids: a list of job ids" };
  const ids: JobId[] = [];
  for (const id of o.ids) {
    try {
      ids.push(parseJobId(String(id)));
    } catch {
      return { error: `not a job id: ${JSON.stringify(id)}` };
    }
  }
  const env = typeof o.env === "object" && o.env !== null && !Array.isArray(o.env) ? (o.env as Record<string, unknown>) : undefined;
  if (!env || Object.values(env).some((x) => typeof x !== "string")) return { error: "drive needs env: the client's environment, names to strings" };
  return { op: "drive", ids, env: env as Env };
}

/**
 * Send one request; the reply, or undefined when no host listens there (no socket, refused, or
 * no answer within `timeoutMs`: a host that cannot answer a line in that long is not one to
 * hand a job to).
 */
export function askHost(socket: string, request: HostRequest, timeoutMs: number): Promise<HostReply | undefined> {
  return new Promise((resolve) => {
    let buf = "";
    let settled = false;
    const done = (r: HostReply | undefined): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      conn.destroy();
      resolve(r);
    };
    const conn = connect(socket);
    const timer = setTimeout(() => done(undefined), timeoutMs);
    conn.setEncoding("utf8");
    conn.on("connect", () => conn.write(`${JSON.stringify(request)}\n`));
    conn.on("data", (d: string) => {
      buf += d;
      const nl = buf.indexOf("\n");
      if (nl < 0) return;
      done(parseHostReply(buf.slice(0, nl)));
    });
    conn.on("error", () => done(undefined));
    conn.on("close", () => done(undefined));
  });
}

/** A reply line → the reply, or undefined when it is not one (then no host is talked to). */
export function parseHostReply(line: string): HostReply | undefined {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return undefined;
  }
  const o = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
  if (typeof o.pid !== "number" || !Number.isInteger(o.pid)) return undefined;
  if (o.ok === true && Array.isArray(o.driving) && o.driving.every((x) => typeof x === "string")) return { ok: true, pid: o.pid, driving: o.driving as JobId[] };
  if (o.ok === false && typeof o.error === "string") return { ok: false, pid: o.pid, error: o.error };
  return undefined;
}
