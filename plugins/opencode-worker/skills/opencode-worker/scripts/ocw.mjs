#!/usr/bin/env node
import { createRequire as __ocwCreateRequire } from 'node:module';
const require = __ocwCreateRequire(import.meta.url);

// src/cli/ocw.ts
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
var DRIVER_ARG = "--ocw-driver";
var HOST_ARG = "--ocw-host";
if (process.argv[2] === DRIVER_ARG) {
  const { runDriverProcess } = await import("./chunks/src-jobs.mjs");
  process.exitCode = await runDriverProcess(process.argv.slice(3), { env: process.env, stderr: process.stderr });
} else if (process.argv[2] === HOST_ARG) {
  const { runHostProcess } = await import("./chunks/src-jobs.mjs");
  process.exitCode = await runHostProcess(process.argv.slice(3), { env: process.env, stderr: process.stderr, ownProcess: true });
} else {
  const { main } = await import("./chunks/src-cli-main.mjs");
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    selfDir: dirname(fileURLToPath(import.meta.url))
  });
}
