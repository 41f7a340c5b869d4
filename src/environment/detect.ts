import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { git, gitRaw } from "../git/index.js";
import type { EnvironmentSpec, EnvPath } from "./types.js";

/**
 * What a workspace's checks need beyond its tracked files, found from what the user has: the
 * ignored dependency folders (node_modules at any depth, a virtualenv anywhere its pyvenv.cfg
 * says so, Yarn Plug'n'Play's files, an editable install's *.egg-info), secret files (`.env`,
 * `.env.*`), and the ignored paths `.worktreeinclude` (Claude Code's convention, gitignore
 * syntax) or the task's `include` name. Only ignored, untracked paths count: a tracked file is
 * in the baseline already. And the manifests and lockfiles that decide the dependencies, by blob
 * id in the baseline: a worker's change to one needs an environment of its own.
 */

export interface Detected {
  readonly paths: readonly EnvPath[];
  /** Package managers named by the lockfiles and the paths found. */
  readonly managers: readonly string[];
  /** Manifests and lockfiles of the baseline: path → blob id. */
  readonly keyFiles: ReadonlyMap<string, string>;
}

/** The file Claude Code (and the Codex app, Conductor) read for ignored files to carry into a new worktree. */
export const WORKTREE_INCLUDE = ".worktreeinclude";

const LOCKFILES: Readonly<Record<string, string>> = {
  "package-lock.json": "npm",
  "npm-shrinkwrap.json": "npm",
  "pnpm-lock.yaml": "pnpm",
  "yarn.lock": "yarn",
  "bun.lock": "bun",
  "bun.lockb": "bun",
  "uv.lock": "uv",
  "poetry.lock": "poetry",
  "Pipfile.lock": "pipenv",
  "pdm.lock": "pdm",
};

const MANIFESTS = new Set(["package.json", "pnpm-workspace.yaml", ".yarnrc.yml", ".npmrc", "pyproject.toml", "setup.py", "setup.cfg", "Pipfile", ".python-version", ".nvmrc", ".node-version"]);

/** Whether `path` (relative) is a manifest or lockfile whose change means other dependencies. */
export function isKeyFile(path: string): boolean {
  const base = posix.basename(path);
  return base in LOCKFILES || MANIFESTS.has(base) || /^requirements[\w.-]*\.(txt|in)$/.test(base);
}

const YARN = new Set([".pnp.cjs", ".pnp.js", ".pnp.loader.mjs", ".yarn", ".yarn/unplugged", ".yarn/install-state.gz", ".yarn/cache"]);
const SECRET = /^\.env(\.[\w.-]+)?$/;
const NOT_SECRET = /\.(example|sample|template|dist|defaults)$/;

/** Find the environment of `workspace` (a repository root) at the baseline `commit`. */
export async function detect(workspace: string, commit: string, spec: EnvironmentSpec = {}): Promise<Detected> {
  const keyFiles = await keyFilesOf(workspace, commit);
  const managers = new Set<string>();
  for (const p of keyFiles.keys()) {
    const m = LOCKFILES[posix.basename(p)];
    if (m) managers.add(m);
  }
  const paths = new Map<string, EnvPath>();
  if (spec.detect !== false) {
    for (const entry of await ignoredEntries(workspace)) {
      const found = await classify(workspace, entry, keyFiles);
      if (found) {
        paths.set(found.path, found);
        if (found.manager) managers.add(found.manager);
      }
    }
  }
  for (const entry of await includedEntries(workspace, spec.include ?? [])) {
    const path = entry.replace(/\/$/, "");
    if (paths.has(path) || [...paths.keys()].some((p) => path.startsWith(`${p}/`))) continue;
    const dir = entry.endsWith("/");
    paths.set(path, { path, kind: !dir && isSecretName(path) ? "secret" : "include", dir });
  }
  // A path inside another one is carried with it.
  const list = [...paths.values()].filter((p) => ![...paths.keys()].some((q) => q !== p.path && p.path.startsWith(`${q}/`)));
  return { paths: list.sort((a, b) => (a.path < b.path ? -1 : 1)), managers: [...managers].sort(), keyFiles };
}

/** Whether a file name is a secret file's (`.env`, `.env.local`…, not `.env.example`). */
export function isSecretName(path: string): boolean {
  const base = posix.basename(path);
  return SECRET.test(base) && !NOT_SECRET.test(base);
}

async function classify(workspace: string, entry: string, keyFiles: ReadonlyMap<string, string>): Promise<EnvPath | undefined> {
  const dir = entry.endsWith("/");
  const path = entry.replace(/\/$/, "");
  const base = posix.basename(path);
  if (dir && base === "node_modules") return { path, kind: "dependencies", dir, manager: nodeManager(posix.dirname(path), keyFiles) };
  // A node_modules git does not ignore whole (a vendored package kept tracked in it): its ignored packages one by one.
  const inside = path.lastIndexOf("node_modules/");
  if (inside === 0 || (inside > 0 && path[inside - 1] === "/")) return { path, kind: "dependencies", dir, manager: nodeManager(posix.dirname(path.slice(0, inside + "node_modules".length)), keyFiles) };
  if (dir && (await stat(join(workspace, path, "pyvenv.cfg")).then((s) => s.isFile(), () => false))) return { path, kind: "dependencies", dir, manager: "venv" };
  if (dir && base.endsWith(".egg-info")) return { path, kind: "dependencies", dir, manager: "venv" };
  if (YARN.has(path)) return { path, kind: "dependencies", dir, manager: "yarn" };
  if (!dir && isSecretName(path)) return { path, kind: "secret", dir };
  return undefined;
}

// The lockfile beside node_modules, else the nearest one above it (a workspace package's node_modules belongs to the root's manager).
function nodeManager(folder: string, keyFiles: ReadonlyMap<string, string>): string {
  for (let f = folder; ; f = posix.dirname(f)) {
    const prefix = f === "." ? "" : `${f}/`;
    for (const [file, manager] of Object.entries(LOCKFILES)) if (keyFiles.has(`${prefix}${file}`) && ["npm", "pnpm", "yarn", "bun"].includes(manager)) return manager;
    if (f === "." || f === "") return "npm";
  }
}

async function keyFilesOf(workspace: string, commit: string): Promise<Map<string, string>> {
  const out = await git(["ls-tree", "-r", "-z", "--full-tree", commit], { cwd: workspace });
  const files = new Map<string, string>();
  for (const rec of out.split("\0")) {
    const tab = rec.indexOf("\t");
    if (tab < 0) continue;
    const path = rec.slice(tab + 1);
    const [, type, blob] = rec.slice(0, tab).split(" ");
    if (type === "blob" && isKeyFile(path)) files.set(path, blob!);
  }
  return files;
}

// The ignored, untracked entries: a folder ignored whole is one entry (`node_modules/`), never walked.
async function ignoredEntries(workspace: string): Promise<string[]> {
  const out = await git(["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"], { cwd: workspace });
  return out.split("\0").filter(Boolean);
}

// The untracked entries matching the include patterns (`.worktreeinclude` and the task's) that git also ignores.
async function includedEntries(workspace: string, extra: readonly string[]): Promise<string[]> {
  const fromFile = await readFile(join(workspace, WORKTREE_INCLUDE), "utf8").catch(() => "");
  const patterns = [...fromFile.split("\n"), ...extra].map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
  if (patterns.length === 0) return [];
  const tmp = await mkdtemp(join(tmpdir(), "ocw-include-"));
  try {
    const file = join(tmp, "include");
    await writeFile(file, `${patterns.join("\n")}\n`);
    const out = await git(["ls-files", "-z", "--others", "--ignored", `--exclude-from=${file}`, "--directory"], { cwd: workspace });
    const matched = out.split("\0").filter(Boolean);
    if (matched.length === 0) return [];
    const r = await gitRaw(["check-ignore", "-z", "--stdin"], { cwd: workspace, input: matched.map((m) => `${m.replace(/\/$/, "")}\0`).join("") });
    const ignored = new Set(r.exitCode === 0 ? r.stdout.split("\0").filter(Boolean) : []);
    return matched.filter((m) => ignored.has(m.replace(/\/$/, "")));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
