import { readdir, readFile, readlink, realpath, stat } from "node:fs/promises";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { git, gitRun } from "./git.js";
import { removeWorktree } from "./worktree.js";

/**
 * Resetting a pool slot to a job's baseline: `git checkout -f --detach <commit>` and
 * `git clean -ffdx` (untracked and ignored files, nested repositories too), so nothing the last
 * worker wrote, built or left behind reaches the next one. The previous worker could also have
 * rewritten the slot's `.git` file to point at another repository (the user's own, say); git is
 * therefore never run from inside the slot on trust: the slot's git dir must be a worktree entry
 * of this repository that points back at the slot, else the slot is removed and made again. And
 * a process the last worker left running there (`cmd &`, a watcher) would go on writing into the
 * next job's files: every process whose working directory is in the slot is killed first, except
 * the OpenCode server's own children (its language servers for the slot's instance, which stay
 * warm with it; a tool call it runs ends with its turn).
 */

/**
 * Reset `dir` to `commit`: true when reset in place, false when (re)made as a new worktree of
 * `repo`. `keep`: ignored paths the clean leaves alone (the workspace's environment, placed in
 * the slot by an earlier job and checked intact by the caller: copying it again costs seconds).
 */
export async function resetSlot(repo: string, dir: string, commit: string, keep: readonly string[] = []): Promise<boolean> {
  await killLeftovers(dir);
  const gitDir = await slotGitDir(repo, dir);
  if (gitDir) {
    const at = ["--git-dir", gitDir, "--work-tree", dir];
    const checkout = await gitRun([...at, "checkout", "--quiet", "-f", "--detach", commit], dir);
    const spared = keep.flatMap((p) => ["-e", `/${p.replace(/[\\*?[\]!#]/g, "\\$&")}`]);
    const clean = checkout.exitCode === 0 ? await gitRun([...at, "clean", "-q", "-ffdx", ...spared], dir) : checkout;
    if (clean.exitCode === 0) return true;
  }
  // A new slot is one git call; a damaged one (or a folder git still remembers) is cleared first.
  if (!gitDir && !(await stat(dir).catch(() => undefined)) && (await gitRun(["worktree", "add", "--detach", "--quiet", dir, commit], repo)).exitCode === 0) return false;
  await removeWorktree(repo, dir);
  await git(["worktree", "add", "--detach", "--quiet", dir, commit], repo);
  return false;
}

/** The slot's own git dir when it is an intact worktree of `repo`, else undefined. */
async function slotGitDir(repo: string, dir: string): Promise<string | undefined> {
  const link = await readFile(join(dir, ".git"), "utf8").catch(() => undefined);
  const m = link?.match(/^gitdir: (.+)\n?$/);
  if (!m) return undefined;
  const gitDir = isAbsolute(m[1]!) ? m[1]! : resolve(dir, m[1]!);
  const common = await commonDir(repo);
  if (!common || dirname(gitDir) !== join(common, "worktrees")) return undefined;
  const back = (await readFile(join(gitDir, "gitdir"), "utf8").catch(() => "")).trim();
  if (!back || (await realpath(back).catch(() => "")) !== (await realpath(join(dir, ".git")))) return undefined;
  return (await stat(gitDir).catch(() => undefined))?.isDirectory() ? gitDir : undefined;
}

// A repository's shared git dir does not move while a driver host lives: asked once per host, not once per job (one git process less each).
const commonDirs = new Map<string, Promise<string>>();

function commonDir(repo: string): Promise<string> {
  let known = commonDirs.get(repo);
  if (!known) {
    known = gitRun(["rev-parse", "--path-format=absolute", "--git-common-dir"], repo).then((r) => r.stdout.trim());
    commonDirs.set(repo, known);
    // A failure (a repository not there yet, a busy disk) is asked again next time.
    void known.then((c) => c || commonDirs.delete(repo), () => commonDirs.delete(repo));
  }
  return known;
}

/** SIGKILL every process whose working directory is `dir` or below (Linux: /proc; elsewhere nothing to look at). */
export async function killLeftovers(dir: string): Promise<number[]> {
  const real = await realpath(dir).catch(() => undefined);
  if (!real) return [];
  const killed: number[] = [];
  for (const name of await readdir("/proc").catch(() => [] as string[])) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
    if (cwd !== real && !cwd?.startsWith(`${real}/`)) continue;
    if (await childOfOpencode(pid)) continue;
    try {
      process.kill(pid, "SIGKILL");
      killed.push(pid);
    } catch {
      // Gone meanwhile, or not ours to kill.
    }
  }
  return killed;
}

async function childOfOpencode(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  if (!Number.isInteger(ppid) || ppid <= 1) return false;
  const comm = await readFile(`/proc/${ppid}/comm`, "utf8").catch(() => "");
  return comm.trim().startsWith("opencode");
}
