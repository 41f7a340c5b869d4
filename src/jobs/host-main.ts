#!/usr/bin/env node
/**
 * The driver host's entry when ocw runs from source (tests, tsx): `node --import <tsx loader>
 * src/jobs/host-main.ts [job-id…]`, started detached by `startDriving`. The bundle starts itself
 * with `HOST_ARG` instead (src/cli/ocw.ts). Sets the exit code; ends itself only when a connection
 * still holds it seconds after the host left (src/jobs/host-process.ts).
 */
import { runHostProcess } from "./host-process.js";

process.exitCode = await runHostProcess(process.argv.slice(2), { env: process.env, stderr: process.stderr, ownProcess: true });
