#!/usr/bin/env node
/**
 * The `ocw` executable: wires the real process to `main`. This file is the bundle's entry
 * (dist/ocw.mjs and the skills' scripts/ocw.mjs); it sets the exit code and never calls
 * process.exit, so pending output is flushed (a driver host that has left ends itself if a connection
 * it opened still holds it, seconds later: src/jobs/host-process.ts). Started as a job's detached driver
 * (`ocw.mjs --ocw-driver <job>`, by src/jobs/spawn.ts) or as the state folder's driver host
 * (`ocw.mjs --ocw-host [job…]`) it hands over to that entry before any command-line parsing. Both are loaded on demand: the bundle is split into chunks,
 * and a driver (one per job) or a one-shot command loads only the code it runs.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

// Kept equal to jobs' DRIVER_ARG and HOST_ARG by tests/bundle: importing it here would load the jobs room for every command.
const DRIVER_ARG = "--ocw-driver";
const HOST_ARG = "--ocw-host";

if (process.argv[2] === DRIVER_ARG) {
  const { runDriverProcess } = await import("../jobs/index.js");
  process.exitCode = await runDriverProcess(process.argv.slice(3), { env: process.env, stderr: process.stderr });
} else if (process.argv[2] === HOST_ARG) {
  const { runHostProcess } = await import("../jobs/index.js");
  process.exitCode = await runHostProcess(process.argv.slice(3), { env: process.env, stderr: process.stderr, ownProcess: true });
} else {
  const { main } = await import("./main.js");
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    selfDir: dirname(fileURLToPath(import.meta.url)),
  });
}
