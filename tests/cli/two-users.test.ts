/**
 * Issue 26: the grader's own files belong to the user alone. Two unprivileged users on one
 * machine (uids 61001 and 61002, made with setpriv from root, each with its own HOME and no
 * OCW_HOME) run the real `ocw grade` from source at the same time: both grades end `built`,
 * each user's evidence is in its own ~/.local/state/opencode-worker/grade, 0700 and its own, the
 * other user cannot read it, and nothing lands in the fixed /tmp/opencode-worker the grader used
 * to share (where the second user's grade ended in EACCES).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, lstat, readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import type { Verdict } from "../../src/grade/index.js";
import { NODE_FILES, NODE_FIX, cleanup, edit, initRepo, nodeSpec, tempDir, writeSpec } from "../grade/fixtures.js";

afterAll(cleanup);

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const ROOT = process.getuid?.() === 0;
const UIDS = [61001, 61002] as const;
const SHARED = "/tmp/opencode-worker";
// What the users' checks need: node (the task's checks), git, sh, mkdir. No pyenv shims under /root.
const PATH = [...new Set([dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin"])].join(":");

/** Run `argv` as `uid` (its own group, no others) with only HOME and PATH in its environment. */
function asUser(uid: number, home: string, argv: readonly string[], cwd: string) {
  return execa("setpriv", [`--reuid=${uid}`, `--regid=${uid}`, "--clear-groups", "--", ...argv], {
    cwd,
    // tsx's cache would be left in /tmp/tsx-<uid>; the users leave nothing outside their folders.
    env: { HOME: home, PATH, TSX_DISABLE_CACHE: "1" },
    extendEnv: false,
    reject: false,
    timeout: 200_000,
  });
}

/** Every path under `dir` (itself included) owned by one of `uids`. */
async function ownedBy(dir: string, uids: readonly number[]): Promise<string[]> {
  const info = await lstat(dir).catch(() => undefined);
  if (!info) return [];
  const mine = uids.includes(info.uid) ? [dir] : [];
  if (!info.isDirectory()) return mine;
  const names = await readdir(dir).catch(() => [] as string[]);
  const below = await Promise.all(names.map((n) => ownedBy(join(dir, n), uids)));
  return [...mine, ...below.flat()];
}

describe("two users on one machine", () => {
  it.skipIf(!ROOT)("two users - grade side by side, each in their own private state folder, nothing in /tmp/opencode-worker", async () => {
    // The users reach the source through /work/…: every folder on the way must let them in.
    const probe = await asUser(UIDS[0], "/", ["sh", "-c", `test -r '${join(REPO, "src/cli/ocw.ts")}' && test -r '${join(REPO, "node_modules/tsx/package.json")}' && test -x '${process.execPath}'`], "/");
    if (probe.exitCode !== 0) throw new Error(`uid ${UIDS[0]} cannot read ${REPO} (src, node_modules/tsx) or run ${process.execPath}; this test runs the source as another user and needs them readable`);

    const base = await tempDir("ocw-two-users-");
    // The users each own a folder inside; the base only lets them through.
    await chmod(base, 0o711);
    const users = await Promise.all(
      UIDS.map(async (uid) => {
        const dir = join(base, `u${uid}`);
        const ws = join(dir, "ws");
        await initRepo(ws, NODE_FILES);
        // The worker's tree: the same project with the fix; the baseline is the workspace now.
        const tree = join(dir, "tree");
        await initRepo(tree, NODE_FILES);
        await edit(tree, "src/slug.mjs", NODE_FIX[0], NODE_FIX[1]);
        const task = await writeSpec(dir, nodeSpec(ws));
        const home = join(dir, "home");
        execFileSync("mkdir", ["-p", home]);
        execFileSync("chown", ["-R", `${uid}:${uid}`, dir]);
        return { uid, dir, ws, tree, task, home };
      }),
    );

    const runs = await Promise.all(
      users.map((u) => asUser(u.uid, u.home, [process.execPath, "--import", "tsx", join(REPO, "src/cli/ocw.ts"), "grade", "--task", u.task, "--tree", u.tree, "--json"], REPO)),
    );

    for (const [i, u] of users.entries()) {
      const r = runs[i]!;
      expect(r.exitCode, `uid ${u.uid}: ${r.stderr}`).toBe(0);
      const verdict = JSON.parse(r.stdout) as Verdict;
      expect(verdict, `uid ${u.uid}`).toMatchObject({ verdict: "built", reasons: [] });
      // bwrap works for unprivileged users where user namespaces are allowed; either way the verdict says which.
      expect(["bwrap", "none"], `uid ${u.uid}: containment ${JSON.stringify(verdict.containment)}`).toContain(verdict.containment.mode);
      const state = join(u.home, ".local", "state", "opencode-worker");
      expect(verdict.evidence.startsWith(join(state, "grade", "grades", "grd_")), verdict.evidence).toBe(true);
      for (const d of [state, join(state, "grade"), join(state, "grade", "grades"), join(state, "grade", "copies")]) {
        const info = await lstat(d);
        expect({ dir: d, directory: info.isDirectory(), mode: info.mode & 0o777, uid: info.uid }).toEqual({ dir: d, directory: true, mode: 0o700, uid: u.uid });
      }
      expect((await lstat(join(verdict.evidence, "verdict.json"))).uid).toBe(u.uid);
      // The grading copy is gone once graded (its empty scratch folder may stay, as tests/grade/copy.test.ts allows).
      expect((await readdir(join(state, "grade", "copies", verdict.id)).catch(() => [] as string[])).filter((n) => n !== "scratch")).toEqual([]);
    }

    // Neither can look into the other's grades.
    const [a, b] = users;
    const peek = await asUser(b!.uid, b!.home, ["ls", join(a!.home, ".local", "state", "opencode-worker", "grade", "grades")], "/");
    expect(peek.exitCode).not.toBe(0);
    expect(peek.stderr).toContain("Permission denied");

    // Nothing of theirs in the folder the grader used to share (it may exist, made by someone else's older ocw).
    expect(existsSync(SHARED) ? await ownedBy(SHARED, UIDS) : []).toEqual([]);
  }, 240_000);
});
