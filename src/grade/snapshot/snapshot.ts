import { copyFile, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, posix, resolve } from "node:path";
import { ErrorCode, OcwError } from "../../error.js";
import { git, gitLine, gitRaw } from "../../git/index.js";
import { readGitMeta, type GitMeta } from "./git-meta.js";
import { firstSymlink } from "./symlinks.js";

/**
 * Snapshots as commit objects, made without touching anyone's branch, index, stash or working
 * tree: files are staged into a temporary index (GIT_INDEX_FILE), written with `write-tree`,
 * wrapped with `commit-tree`, and kept reachable by a ref under refs/opencode-worker/ so
 * `git gc` cannot drop them. The baseline is HEAD plus uncommitted and untracked (not ignored)
 * changes; a worker result is the worker's tree on top of the baseline.
 */

/** Generated caches never belong to a change: a worker that ran the tests leaves them, and a planted one (an unchecked .pyc) must never reach the grading copy. */
export const GENERATED = ["**/__pycache__/**", "**/*.py[co]", "**/.pytest_cache/**", "**/.mypy_cache/**", "**/.ruff_cache/**", "**/node_modules/.cache/**"] as const;

/** The root under which our refs live. */
export const REF_ROOT = "refs/opencode-worker";

// commit-tree needs an identity; ours is fixed so snapshots never depend on the user's config.
const IDENTITY = {
  GIT_AUTHOR_NAME: "opencode-worker",
  GIT_AUTHOR_EMAIL: "grader@opencode-worker.invalid",
  GIT_COMMITTER_NAME: "opencode-worker",
  GIT_COMMITTER_EMAIL: "grader@opencode-worker.invalid",
};

const META_PREFIX = "ocw-git-meta: ";

export interface Baseline {
  /** The snapshot commit. */
  readonly commit: string;
  /** Its tree. */
  readonly tree: string;
  /** The workspace's HEAD at snapshot time, or null in a repository without commits. */
  readonly head: string | null;
  /** The ref that keeps it reachable. */
  readonly ref: string;
  /** Fingerprint of the git directory when the snapshot was taken (null for a commit we did not make). */
  readonly gitMeta: GitMeta | null;
}

export interface Repo {
  /** The repository's work tree root (the task's workspace). */
  readonly workspace: string;
  /** Its git directory (for a linked worktree, that worktree's own). */
  readonly gitDir: string;
  /** The shared git directory: objects, refs, hooks, config. */
  readonly commonDir: string;
  /** The work tree's index file (read, never written, by the baseline snapshot). */
  readonly index: string;
}

/** Locate the git directories of `workspace` (one git call: a job runs a score of them, each a process). */
export async function openRepo(workspace: string): Promise<Repo> {
  const [gitDir, commonDir, index] = (await git(["rev-parse", "--absolute-git-dir", "--git-common-dir", "--git-path", "index"], { cwd: workspace })).trim().split("\n");
  return { workspace, gitDir: gitDir!, commonDir: resolve(workspace, commonDir!), index: resolve(workspace, index!) };
}

/**
 * Snapshot the workspace as it is now: HEAD + staged + unstaged + untracked-not-ignored.
 * `exclude` adds paths that are outputs, not sources (JUnit report paths).
 */
export async function snapshotBaseline(repo: Repo, opts: { readonly exclude?: readonly string[] } = {}): Promise<Baseline> {
  const head = await resolveCommit(repo, "HEAD");
  // Seeding the temporary index with a copy of the real one lets git reuse its stat cache: only
  // changed files are hashed again. The user's index is only read.
  const tree = await writeTree(repo, repo.workspace, { index: repo.index, fallbackTree: head }, opts.exclude ?? []);
  const gitMeta = await readGitMeta(repo.commonDir);
  const message = `opencode-worker baseline of ${repo.workspace}\n\n${META_PREFIX}${JSON.stringify(gitMeta)}\n`;
  const commit = await commitTree(repo, tree, head, message);
  const ref = `${REF_ROOT}/baselines/${commit}`;
  await git(["update-ref", ref, commit], { cwd: repo.workspace });
  return { commit, tree, head, ref, gitMeta };
}

/** Read back a baseline by commit (ours or any commit, e.g. `HEAD`); fails with a fix when it is not in the workspace. */
export async function readBaseline(repo: Repo, rev: string): Promise<Baseline> {
  // A full sha of a commit (what the ledger holds) is read in one call; anything else is resolved first.
  const direct = /^[0-9a-f]{40}$/.test(rev) ? await gitRaw(["cat-file", "commit", rev], { cwd: repo.workspace }) : undefined;
  const commit = direct?.exitCode === 0 ? rev : await resolveCommit(repo, rev);
  if (!commit) throw new OcwError(ErrorCode.Git, `baseline ${rev} is not a commit in ${repo.workspace}; pass the sha printed by \`ocw validate-task\` (or a commit of that repository)`);
  const body = direct?.exitCode === 0 ? direct.stdout : await git(["cat-file", "commit", commit], { cwd: repo.workspace });
  const tree = /^tree ([0-9a-f]+)$/m.exec(body)?.[1] ?? "";
  const parent = /^parent ([0-9a-f]+)$/m.exec(body)?.[1] ?? null;
  const metaLine = body.split("\n").find((l) => l.startsWith(META_PREFIX));
  const ours = metaLine !== undefined;
  let gitMeta: GitMeta | null = null;
  if (ours) {
    try {
      gitMeta = JSON.parse(metaLine.slice(META_PREFIX.length)) as GitMeta;
    } catch {
      gitMeta = null;
    }
  }
  return { commit, tree, head: ours ? parent : commit, ref: ours ? `${REF_ROOT}/baselines/${commit}` : rev, gitMeta };
}

export interface WorkerResult {
  readonly commit: string;
  readonly tree: string;
  readonly ref: string;
}

/**
 * Snapshot the worker's directory `tree` on top of `baseline`, using the workspace repository's
 * object store. The worker's own index is never trusted (it could mark files assume-unchanged):
 * the temporary index starts from the baseline tree with no stat data, so every file is hashed.
 */
export async function snapshotWorker(repo: Repo, baseline: Baseline, tree: string, opts: { readonly exclude?: readonly string[] } = {}): Promise<WorkerResult> {
  const workerTree = await writeTree(repo, tree, { fallbackTree: baseline.tree }, opts.exclude ?? []);
  const commit = await commitTree(repo, workerTree, baseline.commit, `opencode-worker result in ${tree}\n`);
  const ref = `${REF_ROOT}/results/${commit}`;
  await git(["update-ref", ref, commit], { cwd: repo.workspace });
  return { commit, tree: workerTree, ref };
}

async function resolveCommit(repo: Repo, rev: string): Promise<string | null> {
  const r = await gitRaw(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { cwd: repo.workspace });
  return r.exitCode === 0 ? r.stdout.trim() : null;
}

async function writeTree(repo: Repo, workTree: string, seed: { readonly index?: string; readonly fallbackTree: string | null }, exclude: readonly string[]): Promise<string> {
  const tmp = await mkdtemp(join(tmpdir(), "ocw-index-"));
  try {
    const index = join(tmp, "index");
    const env = { GIT_DIR: repo.gitDir, GIT_WORK_TREE: workTree, GIT_INDEX_FILE: index };
    const seeded = seed.index !== undefined && (await copyFile(seed.index, index).then(() => true, () => false));
    if (!seeded && seed.fallbackTree) await git(["read-tree", seed.fallbackTree], { cwd: workTree, env });
    // git refuses a pathspec that runs through a symlink; such a path cannot be a file in the
    // tree anyway (git records the symlink itself), so it needs no exclusion.
    const excluded: string[] = [];
    for (const p of exclude) if ((await firstSymlink(workTree, posix.dirname(p))) === undefined) excluded.push(p);
    // git also refuses a literal pathspec under an ignored folder (surefire's reports live in
    // target/, which Maven projects ignore), even to exclude it; `add` never takes an ignored,
    // untracked path anyway, so those need no exclusion either.
    const ignored = await ignoredPaths(workTree, env, excluded);
    const pathspec = [".", ...GENERATED.map((g) => `:(exclude,glob)${g}`), ...excluded.filter((p) => !ignored.has(p)).map((p) => `:(exclude,literal)${p}`)];
    await git(["add", "--all", "--", ...pathspec], { cwd: workTree, env });
    return await gitLine(["write-tree"], { cwd: workTree, env });
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

// The paths among `paths` that git ignores and does not track (`check-ignore` consults the index).
async function ignoredPaths(workTree: string, env: Readonly<Record<string, string>>, paths: readonly string[]): Promise<Set<string>> {
  // git complains only when the path's top folder is there: without one, no git process is spent.
  const present: string[] = [];
  for (const p of paths) if (await stat(join(workTree, p.split("/")[0]!)).then(() => true, () => false)) present.push(p);
  if (present.length === 0) return new Set();
  const r = await gitRaw(["check-ignore", "--stdin", "-z"], { cwd: workTree, env, input: present.map((p) => `${p}\0`).join("") });
  // Exit 1: none is ignored; anything else but 0 is an error, and then nothing is assumed ignored.
  if (r.exitCode !== 0) return new Set();
  return new Set(r.stdout.split("\0").filter(Boolean));
}

async function commitTree(repo: Repo, tree: string, parent: string | null, message: string): Promise<string> {
  const args = ["commit-tree", tree, ...(parent ? ["-p", parent] : []), "-F", "-"];
  return gitLine(args, { cwd: repo.workspace, env: { ...IDENTITY, GIT_DIR: repo.gitDir }, input: message });
}
