#!/usr/bin/env node
/**
 * The `ocw` executable: wires the real process to `main`. This file is the bundle's entry
 * (dist/ocw.mjs and the skills' scripts/ocw.mjs); it sets the exit code and never calls
 * process.exit, so pending output is flushed. Started as a job's detached driver
 * (`ocw.mjs --ocw-driver <job>`, by src/jobs/spawn.ts) it hands over to the driver's own entry
 * before any command-line parsing: the bundle is one file, so it carries both.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { DRIVER_ARG, runDriverProcess } from "../jobs/index.js";

// The CLI's commands (their views, the MCP server, model setup…) are imported only when a
// command runs: a detached driver, one per job, starts without evaluating them.
process.exitCode =
  process.argv[2] === DRIVER_ARG
    ? await runDriverProcess(process.argv.slice(3), { env: process.env, stderr: process.stderr })
    : await (await import("./main.js")).main(process.argv.slice(2), {
        cwd: process.cwd(),
        env: process.env,
        stdout: process.stdout,
        stderr: process.stderr,
        selfDir: dirname(fileURLToPath(import.meta.url)),
      });
