/**
 * Temp copies of the real plugin files, for tests that break one thing and check it is caught.
 * Nothing here writes to the repo: every write goes below a `mkdtemp` directory that the caller
 * removes with `removeTempDirs()` in afterEach/afterAll.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: the marketplace root, and the source of the plugin folder the build writes (plugins/opencode-worker). */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** What the marketplace and plugin checks read; everything else in the repo is irrelevant to them. */
export const PLUGIN_FILES = [".claude-plugin", "package.json", "README.md", "skills", "commands", "plugins"] as const;

const created: string[] = [];

export async function makeTempDir(prefix = "ocw-plugin-"): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(created.splice(0).map((d) => rm(d, { recursive: true, force: true })));
}

/** A fresh temp dir holding copies of those PLUGIN_FILES that exist in the repo. */
export async function copyRepo(): Promise<string> {
  const dir = await makeTempDir();
  for (const f of PLUGIN_FILES) {
    if (existsSync(join(REPO_ROOT, f))) await cp(join(REPO_ROOT, f), join(dir, f), { recursive: true });
  }
  return dir;
}

export async function writeText(dir: string, rel: string, text: string): Promise<void> {
  await mkdir(dirname(join(dir, rel)), { recursive: true });
  await writeFile(join(dir, rel), text);
}

/** The parts of marketplace.json the tests reach into; everything else stays `unknown`. */
export interface MarketplaceJson {
  [key: string]: unknown;
  owner: Record<string, unknown>;
  plugins: Record<string, unknown>[];
}

/** Rewrites a JSON file in place through `edit`, which mutates the parsed value. */
export async function editJson<T = Record<string, unknown>>(dir: string, rel: string, edit: (json: T) => unknown): Promise<void> {
  const json = JSON.parse(await readFile(join(dir, rel), "utf8")) as T;
  edit(json);
  await writeText(dir, rel, JSON.stringify(json, null, 2) + "\n");
}

export const editMarketplace = (dir: string, edit: (m: MarketplaceJson) => unknown) =>
  editJson<MarketplaceJson>(dir, ".claude-plugin/marketplace.json", edit);

export const editPluginJson = (dir: string, edit: (p: Record<string, unknown>) => unknown) =>
  editJson(dir, ".claude-plugin/plugin.json", edit);

/** Makes `dir` a git repository and stages `paths` (staged counts as tracked for ls-files). */
export function gitTrack(dir: string, paths: string[]): void {
  if (!existsSync(join(dir, ".git"))) execFileSync("git", ["init", "-q", dir], { stdio: "ignore" });
  if (paths.length) execFileSync("git", ["-C", dir, "add", "--", ...paths], { stdio: "ignore" });
}

/** `n` words of filler prose, for README fixtures. */
export function words(n: number): string {
  return Array.from({ length: n }, (_, i) => `word${i}`).join(" ") + "\n";
}
