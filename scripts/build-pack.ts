/**
 * `npm run build-pack [-- <pack dir>... | --all] [--check]`: the pack author's entry point. The
 * same command as `ocw build-pack`, run from source against this repository.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { main } from "../src/cli/index.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
process.exitCode = await main(["build-pack", ...(args.includes("--root") ? [] : ["--root", root]), ...args], {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
