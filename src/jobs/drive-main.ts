#!/usr/bin/env node
/**
 * The driver's entry when ocw runs from source (tests, tsx): `node --import <tsx loader>
 * src/jobs/drive-main.ts <job-id>`, started detached by `spawnDriver`. The bundle has no such
 * file: there the bundle itself is started with `DRIVER_ARG` before the id, and its entry hands
 * over to the same `runDriverProcess` before any command-line parsing. Sets the exit code and
 * never calls process.exit, so the log is flushed.
 */
import { runDriverProcess } from "./driver-process.js";

process.exitCode = await runDriverProcess(process.argv.slice(2), { env: process.env, stderr: process.stderr });
