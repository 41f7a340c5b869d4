import { spawn } from "node:child_process";
import { openSync, closeSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Env } from "../paths/index.js";
import type { JobId } from "./ledger/index.js";

/**
 * Start a job's driver as a detached process (its own process group, no stdio tied to the
 * client), so it outlives the MCP server or CLI that dispatched it. Its entry is its own, never
 * the CLI's: from source (tests, tsx) drive-main.ts through tsx's loader; in the bundle
 * (dist/ocw.mjs, the skills' scripts/ocw.mjs) the bundle's entry with `DRIVER_ARG`, which hands
 * over to the driver before parsing a command line.
 */
export const DRIVER_ARG = "--ocw-driver";
/** The same for the driver host of a state folder (src/jobs/host.ts), before the first job ids. */
export const HOST_ARG = "--ocw-host";

/** The command that starts a driver, before the job id. */
export function driverCommand(): { command: string; args: string[] } {
  return entryCommand(DRIVER_ARG, "drive-main.ts");
}

/** The command that starts the driver host, before the job ids. */
export function hostCommand(): { command: string; args: string[] } {
  return entryCommand(HOST_ARG, "host-main.ts");
}

function entryCommand(arg: string, sourceEntry: string): { command: string; args: string[] } {
  const self = fileURLToPath(import.meta.url);
  if (!self.endsWith(".ts")) return { command: process.execPath, args: [bundleEntry(self), arg] };
  const entry = join(dirname(self), sourceEntry);
  const loader = pathToFileURL(createRequire(import.meta.url).resolve("tsx/package.json").replace(/package\.json$/, "dist/loader.mjs")).href;
  return { command: process.execPath, args: ["--import", loader, entry] };
}

/** In the bundle this code sits in a chunk under `<dir>/chunks/`, and the entry is `<dir>/ocw.mjs` (scripts/bundle.ts). */
function bundleEntry(self: string): string {
  return basename(dirname(self)) === "chunks" ? join(dirname(dirname(self)), "ocw.mjs") : self;
}

/** Spawn the driver of job `id`; returns its pid. */
export function spawnDriver(id: JobId, env: Env, logFile: string): number {
  return spawnDetached(driverCommand(), [id], env, logFile, spawnMarker(dirname(logFile)));
}

/** Spawn a driver host for the state folder of `env` that starts with `ids`; returns its pid. */
export function spawnHost(ids: readonly JobId[], env: Env, logFile: string, marker: string): number {
  return spawnDetached(hostCommand(), ids, env, logFile, marker, `${Date.now()}`);
}

function spawnDetached(cmd: { command: string; args: string[] }, ids: readonly string[], env: Env, logFile: string, marker: string, note?: string): number {
  const { command, args } = cmd;
  const log = openSync(logFile, "a");
  try {
    const child = spawn(command, [...args, ...ids], {
      detached: true,
      stdio: ["ignore", "ignore", log],
      env: Object.fromEntries(Object.entries(env).filter((kv): kv is [string, string] => kv[1] !== undefined)),
      cwd: dirname(logFile),
    });
    child.unref();
    // Clients see this while the driver boots (seconds from source, more under load) and do
    // not start another one for every call meanwhile.
    if (child.pid) {
      try {
        writeFileSync(marker, `${child.pid}${note ? ` ${note}` : ""}\n`);
      } catch {
        // Only an optimisation: without it a client may start a spare driver, which finds the lock taken and exits.
      }
    }
    return child.pid ?? -1;
  } finally {
    closeSync(log);
  }
}

/** `<job>/driver.spawn`: the pid of the driver last started for the job. */
export function spawnMarker(jobDir: string): string {
  return join(jobDir, "driver.spawn");
}
