/**
 * Builds the real llama.cpp `llama-server` for the engine tests (tests/engine), from the source the
 * pinned npm package `node-llama-cpp` ships as `llama/gitRelease.bundle` — the package comes
 * through npm, nothing else is downloaded. CPU only, static, the `llama-server` target alone, built
 * with cmake + ninja (Debian: cmake ninja-build g++).
 *
 * Layout in the tools cache: `llama-server@<commit>/` holding `bin/llama-server`, `share/` (the
 * real Qwen2 vocabulary GGUF and the chat templates from the same source, which the engine tests
 * put into their generated models) and `.complete` (JSON: commit, flags, build seconds). The
 * finished folder is assembled aside and renamed into place, so it is whole or absent. The build
 * folder next to it survives an interrupted build: ninja resumes where it stopped.
 *
 * One build per machine: a lock (`llama-server@<commit>.lock`) holds the builder's pid; anyone
 * else waits while that process lives, judged by liveness — a build on a busy 2-core machine takes
 * 20–60 minutes and a single compile step several minutes, so no fixed deadline applies; a build
 * silent for `SILENCE_MS` is stopped as hung.
 */
import { constants, createWriteStream, existsSync, readFileSync } from "node:fs";
import { access, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { delimiter, join } from "node:path";
import { installOnce, type Say } from "./once.js";
import { capture, run } from "./step.js";

export const LLAMA_SERVER = {
  /** The npm package whose source bundle is built. */
  pkg: "node-llama-cpp",
  version: "3.22.1",
  /** llama.cpp release tag and commit inside that bundle (checked after the clone). */
  release: "v0.5.0",
  commit: "de3ff815ea7d559ee917f063901b8986f038abc6",
} as const;

/** cmake options: CPU backend only, portable (AVX2 baseline, not -march=native), no network at build or run time. */
export const CMAKE_FLAGS = [
  "-DCMAKE_BUILD_TYPE=Release",
  "-DGGML_NATIVE=OFF",
  "-DGGML_OPENMP=OFF",
  "-DBUILD_SHARED_LIBS=OFF",
  "-DLLAMA_OPENSSL=OFF",
  "-DLLAMA_BUILD_TESTS=OFF",
  "-DLLAMA_BUILD_EXAMPLES=OFF",
  "-DLLAMA_BUILD_APP=OFF",
  "-DLLAMA_BUILD_TOOLS=ON",
  "-DLLAMA_BUILD_SERVER=ON",
  // The web UI is fetched from a remote bucket by default: off, the API is all the tests use.
  "-DLLAMA_BUILD_UI=OFF",
  "-DLLAMA_USE_PREBUILT_UI=OFF",
] as const;

/** A build step that prints nothing for this long is taken as hung. */
const SILENCE_MS = 20 * 60_000;
/** npm pack, tar, git clone, cmake configure: quick steps, bounded. */
const STEP_MS = 10 * 60_000;

export interface LlamaServerInstall {
  readonly bin: string;
  readonly share: string;
  readonly folder: string;
}

const short = LLAMA_SERVER.commit.slice(0, 7);

/** The install folder inside the tools cache `toolsDir`. */
export function llamaServerFolder(toolsDir: string): string {
  return join(toolsDir, `llama-server@${short}`);
}

/** The installed server, or undefined when it is not (completely) installed. */
export function llamaServerPath(toolsDir: string): LlamaServerInstall | undefined {
  const folder = llamaServerFolder(toolsDir);
  const bin = join(folder, "bin", "llama-server");
  return existsSync(bin) && existsSync(join(folder, ".complete")) ? { bin, share: join(folder, "share"), folder } : undefined;
}

/** What the finished build recorded (commit, flags, seconds), or undefined. */
export function llamaServerRecord(toolsDir: string): { commit: string; seconds: number; flags: string[] } | undefined {
  try {
    return JSON.parse(readFileSync(join(llamaServerFolder(toolsDir), ".complete"), "utf8")) as { commit: string; seconds: number; flags: string[] };
  } catch {
    return undefined;
  }
}

/** The log a build writes (progress lines), for whoever waits on it. */
export function llamaServerLog(toolsDir: string): string {
  return `${llamaServerFolder(toolsDir)}.log`;
}

/**
 * Build and install llama-server unless it is installed; wait for another process's build when
 * one is running (its log's growth is its progress). Returns the installed paths.
 */
export async function ensureLlamaServer(toolsDir: string, say: Say = (l) => process.stderr.write(`${l}\n`)): Promise<LlamaServerInstall> {
  const log = llamaServerLog(toolsDir);
  return installOnce({
    lock: `${llamaServerFolder(toolsDir)}.lock`,
    ready: () => llamaServerPath(toolsDir),
    make: () => build(toolsDir, say),
    progress: async () => ({ size: (await stat(log).catch(() => undefined))?.size ?? 0, line: lastLine(await readFile(log, "utf8").catch(() => "")) }),
    silenceMs: SILENCE_MS,
    waiting: (pid, line) => `ocw tools: waiting for the llama-server build by pid ${pid}${line ? `: ${line}` : ""}`,
    stalled: (pid) => `the llama-server build by pid ${pid} has written nothing to ${log} for ${SILENCE_MS / 60_000} minutes; stop it (kill ${pid}) and run: npm run tools -- install llama-server`,
    say,
  });
}

function lastLine(text: string): string {
  const lines = text.trimEnd().split("\n");
  return lines[lines.length - 1] ?? "";
}

async function build(toolsDir: string, sayOut: Say): Promise<LlamaServerInstall> {
  const started = Date.now();
  const folder = llamaServerFolder(toolsDir);
  const work = `${folder}.build`;
  const logFile = createWriteStream(llamaServerLog(toolsDir), { flags: "w" });
  const say: Say = (line) => {
    sayOut(line);
    logFile.write(`${line}\n`);
  };
  try {
    await ensureBuildTools(say);
    await mkdir(work, { recursive: true });
    const src = join(work, "src");
    if (!existsSync(join(src, "CMakeLists.txt"))) {
      say(`ocw tools: building llama-server ${LLAMA_SERVER.release} (${short}) from ${LLAMA_SERVER.pkg}@${LLAMA_SERVER.version}'s source bundle into ${folder}; this takes 20–60 minutes on 2 cores`);
      const pack = join(work, "pack");
      await rm(pack, { recursive: true, force: true });
      await mkdir(pack, { recursive: true });
      await run("npm", ["pack", "--silent", `${LLAMA_SERVER.pkg}@${LLAMA_SERVER.version}`], pack, STEP_MS);
      const tgz = (await readdir(pack)).find((f) => f.endsWith(".tgz"));
      if (!tgz) throw new Error(`npm pack ${LLAMA_SERVER.pkg}@${LLAMA_SERVER.version} left no tarball in ${pack}`);
      await run("tar", ["xzf", tgz, "package/llama/gitRelease.bundle"], pack, STEP_MS);
      await rm(src, { recursive: true, force: true });
      await run("git", ["-c", "advice.detachedHead=false", "clone", "--quiet", join(pack, "package/llama/gitRelease.bundle"), src], work, STEP_MS);
      await rm(pack, { recursive: true, force: true });
    } else {
      say(`ocw tools: resuming the llama-server build in ${work}`);
    }
    const head = (await capture("git", ["rev-parse", "HEAD"], src)).trim();
    if (head !== LLAMA_SERVER.commit) throw new Error(`the source bundle of ${LLAMA_SERVER.pkg}@${LLAMA_SERVER.version} is at ${head}, expected ${LLAMA_SERVER.commit}; update LLAMA_SERVER in scripts/llama-server.ts`);
    const out = join(work, "build");
    await run("cmake", ["-S", src, "-B", out, "-G", "Ninja", ...CMAKE_FLAGS], work, STEP_MS);
    const jobs = String(Math.max(1, availableParallelism()));
    await runNinja(["-C", out, "-j", jobs, "llama-server"], work, say);

    // Assemble the install aside, then rename it into place.
    const staging = `${folder}.tmp-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(join(staging, "bin"), { recursive: true });
    await mkdir(join(staging, "share", "templates"), { recursive: true });
    await copyFile(join(out, "bin", "llama-server"), join(staging, "bin", "llama-server"));
    await copyFile(join(src, "models", "ggml-vocab-qwen2.gguf"), join(staging, "share", "ggml-vocab-qwen2.gguf"));
    for (const t of await readdir(join(src, "models", "templates"))) {
      if (t.endsWith(".jinja")) await copyFile(join(src, "models", "templates", t), join(staging, "share", "templates", t));
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    await writeFile(join(staging, ".complete"), JSON.stringify({ commit: LLAMA_SERVER.commit, release: LLAMA_SERVER.release, from: `${LLAMA_SERVER.pkg}@${LLAMA_SERVER.version}`, flags: CMAKE_FLAGS, seconds }, null, 2) + "\n");
    await rm(folder, { recursive: true, force: true });
    await rename(staging, folder);
    await rm(work, { recursive: true, force: true });
    say(`ocw tools: llama-server built in ${Math.floor(seconds / 60)} min ${seconds % 60} s: ${join(folder, "bin", "llama-server")}`);
    const done = llamaServerPath(toolsDir);
    if (!done) throw new Error(`built llama-server but ${folder} is incomplete`);
    return done;
  } finally {
    await new Promise<void>((r) => logFile.end(() => r()));
  }
}

/** Debian packages the build needs, by the command each provides. */
const BUILD_PACKAGES: Readonly<Record<string, string>> = { cmake: "cmake", ninja: "ninja-build", "c++": "g++", git: "git", tar: "tar" };

// Missing compilers are installed from Debian packages when we are root with apt-get; otherwise the error says what to install.
async function ensureBuildTools(say: Say): Promise<void> {
  const missing: string[] = [];
  for (const [cmd, pkg] of Object.entries(BUILD_PACKAGES)) {
    if (!(await onPath(cmd))) missing.push(pkg);
  }
  if (missing.length === 0) return;
  const install = `apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() !== 0 || !(await onPath("apt-get"))) throw new Error(`building llama-server needs ${missing.join(", ")}; install them (Debian/Ubuntu: sudo ${install}) and run: npm run tools -- install llama-server`);
  say(`ocw tools: installing the build tools: ${install}`);
  await run("apt-get", ["update", "-qq"], "/", STEP_MS);
  await run("apt-get", ["install", "-y", "-qq", ...missing], "/", STEP_MS);
}

async function onPath(cmd: string): Promise<boolean> {
  for (const dir of (process.env.PATH ?? "").split(delimiter).filter(Boolean)) {
    if (await access(join(dir, cmd), constants.X_OK).then(() => true, () => false)) return true;
  }
  return false;
}

// ninja prints "[n/N] …" per step: show every tenth of the way, stop it only when it falls silent.
async function runNinja(args: string[], cwd: string, say: Say): Promise<void> {
  let shown = -1;
  await run("ninja", args, cwd, SILENCE_MS, (line) => {
    const m = /^\[(\d+)\/(\d+)\]/.exec(line);
    if (!m) return;
    const tenth = Math.floor((10 * Number(m[1])) / Number(m[2]));
    if (tenth > shown) {
      shown = tenth;
      say(`ocw tools: llama-server build ${tenth * 10}% (${m[1]}/${m[2]} steps)`);
    }
  }, true);
}
