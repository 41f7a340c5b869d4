#!/usr/bin/env node
/**
 * The `ocw` executable: wires the real process to `main`. This file is the bundle's entry
 * (dist/ocw.mjs and the skills' scripts/ocw.mjs); it sets the exit code and never calls
 * process.exit, so pending output is flushed.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { main } from "./main.js";

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  selfDir: dirname(fileURLToPath(import.meta.url)),
});
