/**
 * Temp repository roots for the CLI and pack tests: a `mkdtemp` folder holding copies of the real
 * protocol/ and the canonical skill, plus whatever files a test gives. Nothing here writes to the
 * repository itself; callers remove what they made with `removeTempRepos()` in afterEach.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { main } from "../../src/cli/index.js";

/** The real repository root (this file is tests/helpers/temp-repo.ts). */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The bundled CLI, as Claude Code runs it. */
export const BUNDLE = join(REPO_ROOT, "dist", "ocw.mjs");

export const SKILL_FILE = "skills/opencode-worker/SKILL.md";
export const REPLAY_SLUG = "replay__none__opencode";

const created: string[] = [];

/** Read a file of the real repository, as text. */
export function readRepoFile(rel: string): Promise<string> {
  return readFile(join(REPO_ROOT, rel), "utf8");
}

/**
 * A fresh temp root with protocol/ and skills/opencode-worker/SKILL.md copied from the real
 * repository, an (empty unless given) packs/ folder, and `files` (path relative to the root → text).
 */
export async function makeTempRepo(files: Readonly<Record<string, string>> = {}): Promise<string> {
  const root = await makeTempDir();
  await cp(join(REPO_ROOT, "protocol"), join(root, "protocol"), { recursive: true });
  await mkdir(join(root, "skills", "opencode-worker"), { recursive: true });
  await cp(join(REPO_ROOT, SKILL_FILE), join(root, SKILL_FILE));
  await mkdir(join(root, "packs"), { recursive: true });
  for (const [rel, text] of Object.entries(files)) await writeTextFile(root, rel, text);
  return root;
}

/** A fresh, empty temp folder (removed with the temp repos). */
export async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "ocw-"));
  created.push(dir);
  return dir;
}

export async function writeTextFile(root: string, rel: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, rel)), { recursive: true });
  await writeFile(join(root, rel), text);
}

export async function removeTempRepos(): Promise<void> {
  await Promise.all(created.splice(0).map((d) => rm(d, { recursive: true, force: true })));
}

/** Every file below `dir`, relative to it, forward slashes, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
}

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run `ocw` in-process through `main`, collecting what it writes. */
export async function runCli(argv: readonly string[], opts: { cwd?: string; env?: Record<string, string> } = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    cwd: opts.cwd ?? tmpdir(),
    env: opts.env ?? {},
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  return { code, stdout, stderr };
}

/** Run the real bundle `node dist/ocw.mjs` as a subprocess. */
export function runBundle(argv: readonly string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [BUNDLE, ...argv],
      { cwd: opts.cwd ?? tmpdir(), env: opts.env ?? { PATH: process.env.PATH ?? "" }, timeout: 20_000, encoding: "utf8" },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== "number") {
          reject(new Error(`ocw bundle did not exit normally (${error.signal ?? error.code ?? error.message}); stderr: ${stderr}`));
          return;
        }
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
      },
    );
  });
}
