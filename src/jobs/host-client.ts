import { readFile } from "node:fs/promises";
import { holderPid, pidAlive } from "../durable/index.js";
import type { Env } from "../paths/index.js";
import { askHost, hostPaths, type HostPaths } from "./host-wire.js";
import { jobPaths, type JobId } from "./ledger/index.js";
import { HOST_ARG, spawnDriver, spawnHost } from "./spawn.js";

/**
 * How a client gets jobs driven: hand them to the state folder's driver host, starting one when
 * none listens. `OCW_DRIVER_HOST=off` gives each job a detached driver process of its own, as
 * before the host (kept for the benchmark's side-by-side figures, and as a way out).
 */

/** A host whose event loop cannot answer one line in this long is treated as absent (another one is started, which waits for its lock). */
const ASK_MS = 10_000;
/** A host another client started this recently is still booting: wait for it instead of starting a second. */
const BOOT_MS = 15_000;

export async function startDriving(root: string, ids: readonly JobId[], env: Env): Promise<void> {
  if (ids.length === 0) return;
  if (env.OCW_DRIVER_HOST === "off") {
    for (const id of ids) spawnDriver(id, env, jobPaths(root, id).driverLog);
    return;
  }
  const paths = hostPaths(root);
  const request = { op: "drive" as const, ids, env };
  if ((await askHost(paths.socket, request, ASK_MS))?.ok) return;
  for (let wait = 20; await booting(paths); wait = Math.min(wait * 2, 200)) {
    await new Promise((r) => setTimeout(r, wait));
    if ((await askHost(paths.socket, request, ASK_MS))?.ok) return;
  }
  spawnHost(ids, env, paths.log, paths.spawn);
}

/** A host a client started less than BOOT_MS ago is alive and has not answered yet. */
async function booting(paths: HostPaths): Promise<boolean> {
  const [pid, at] = (await readFile(paths.spawn, "utf8").catch(() => "")).trim().split(" ").map(Number);
  if (!pid || !at || Date.now() - at > BOOT_MS || !pidAlive(pid)) return false;
  const cmd = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  return cmd === undefined ? process.platform !== "linux" : cmd.includes(HOST_ARG) || cmd.includes("host-main");
}

/**
 * Whether a live process drives job `id` now. A job's lock held by a dead pid is free; one held
 * by the folder's host counts only while the host says it drives the job: a host that let a job
 * go (its folder turned read-only or full, so the lock could not be removed) lives on for the
 * others, and the job must be handed to it again once the folder is fixed.
 */
export async function drivenNow(root: string, id: JobId): Promise<boolean> {
  const holder = await holderPid(jobPaths(root, id).driverLock);
  if (holder === undefined || !pidAlive(holder)) return false;
  const paths = hostPaths(root);
  if (holder !== (await holderPid(paths.lock))) return true;
  const reply = await askHost(paths.socket, { op: "status" }, ASK_MS);
  // A host too busy to answer is given the benefit of the doubt: it is alive.
  return reply?.ok ? reply.driving.includes(id) : true;
}
