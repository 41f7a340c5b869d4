/**
 * Where the grader writes (src/grade/verdict/state.ts): the user's own state folder, made 0700, and
 * every folder we own on the way checked before use — a symlink planted there, a folder another
 * user owns or one others can write is refused with STATE_UNSAFE naming it, and nothing is
 * written through it. The CLI says so in one line instead of an internal error.
 */
import { execFileSync } from "node:child_process";
import { chmod, lstat, mkdir, readdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { gradeStateDir, newGradeId, prepareGradePaths, privateDir } from "../../src/grade/verdict/state.js";
import { NODE_FILES, cleanup, initRepo, nodeSpec, ocw, tempDir, writeSpec } from "./fixtures.js";

afterAll(cleanup);

const ROOT = process.getuid?.() === 0;
const mode = async (p: string): Promise<number> => (await lstat(p)).mode & 0o777;

describe("grade state folders", () => {
  it("state - a fresh grading root is made 0700 with its grades/ and copies/, missing parents too", async () => {
    const dir = await tempDir("ocw-state-");
    const state = join(dir, "a", "b", "state");
    const id = newGradeId();
    const paths = await prepareGradePaths(state, id);
    expect(paths).toEqual({ evidence: join(state, "grades", id), copies: join(state, "copies", id) });
    for (const p of [join(dir, "a"), state, join(state, "grades"), join(state, "copies")]) expect(await mode(p), p).toBe(0o700);
    // Again on the same folders: they pass as they are.
    await expect(prepareGradePaths(state, newGradeId())).resolves.toBeDefined();
  });

  it("state - without OCW_HOME the CLI grades in the XDG state folder: <HOME>/.local/state/opencode-worker/grade, each folder 0700", async () => {
    const home = await tempDir("ocw-state-home-");
    const dir = await gradeStateDir({ HOME: home });
    const root = join(home, ".local", "state", "opencode-worker");
    expect(dir).toBe(join(root, "grade"));
    expect(await mode(root)).toBe(0o700);
    expect(await mode(dir)).toBe(0o700);
    expect(await gradeStateDir({ HOME: home, OCW_HOME: join(home, "elsewhere") })).toBe(join(home, "elsewhere", "grade"));
  });

  it("state - an existing folder of ours that others cannot write is used as it is (0755 stays 0755)", async () => {
    const dir = await tempDir("ocw-state-");
    const state = join(dir, "state");
    await mkdir(state, { mode: 0o755 });
    await chmod(state, 0o755);
    await expect(privateDir(state)).resolves.toBe(state);
    expect(await mode(state)).toBe(0o755);
  });

  it("state - a symlink planted at grades/ is refused, and nothing is written where it points", async () => {
    const dir = await tempDir("ocw-state-");
    const state = join(dir, "state");
    const victim = join(dir, "victim");
    await mkdir(state, { mode: 0o700 });
    await mkdir(victim);
    await symlink(victim, join(state, "grades"));
    const refused = prepareGradePaths(state, newGradeId());
    await expect(refused).rejects.toMatchObject({ code: "STATE_UNSAFE", data: { path: join(state, "grades") } });
    await expect(refused).rejects.toThrow(`${join(state, "grades")} is a symlink; the grader writes only in folders that are yours alone — remove it (or chmod 700 a folder of yours), or set OCW_HOME to a private folder`);
    expect(await readdir(victim)).toEqual([]);
  });

  it("state - a dangling symlink at copies/ and a file at grades/ are refused, not created through", async () => {
    const dir = await tempDir("ocw-state-");
    const state = join(dir, "state");
    await mkdir(state, { mode: 0o700 });
    await symlink(join(dir, "not-yet"), join(state, "copies"));
    await mkdir(join(state, "grades"), { mode: 0o700 });
    await expect(prepareGradePaths(state, newGradeId())).rejects.toThrow(`${join(state, "copies")} is a symlink;`);
    await expect(lstat(join(dir, "not-yet"))).rejects.toMatchObject({ code: "ENOENT" });
    const other = join(dir, "other");
    await mkdir(other, { mode: 0o700 });
    await writeFile(join(other, "grades"), "");
    await expect(prepareGradePaths(other, newGradeId())).rejects.toMatchObject({ code: "STATE_UNSAFE", message: expect.stringContaining(`${join(other, "grades")} is not a directory;`) });
  });

  it("state - a group- or other-writable folder is refused, the state root included", async () => {
    const dir = await tempDir("ocw-state-");
    const state = join(dir, "state");
    await mkdir(join(state, "grades"), { recursive: true, mode: 0o700 });
    await chmod(join(state, "grades"), 0o770);
    await expect(prepareGradePaths(state, newGradeId())).rejects.toThrow(`${join(state, "grades")} can be written by other users (mode 770);`);
    await chmod(join(state, "grades"), 0o700);
    await chmod(state, 0o1777);
    await expect(prepareGradePaths(state, newGradeId())).rejects.toThrow(`${state} can be written by other users (mode 777);`);
  });

  it.skipIf(!ROOT)("state - a folder another user owns is refused (as root: chown to uid 61001)", async () => {
    const dir = await tempDir("ocw-state-");
    const state = join(dir, "state");
    await mkdir(state, { mode: 0o700 });
    execFileSync("chown", ["61001:61001", state]);
    await expect(prepareGradePaths(state, newGradeId())).rejects.toThrow(`${state} belongs to uid 61001, not to you (uid 0);`);
  });

  it("state - the CLI: a symlink at <OCW_HOME>/grade/grades ends validate-task and grade with one STATE_UNSAFE line, not an internal error", async () => {
    const dir = await tempDir("ocw-state-cli-");
    const ws = join(dir, "ws");
    await initRepo(ws, NODE_FILES);
    await writeSpec(dir, nodeSpec(ws));
    const home = join(dir, "home");
    const victim = join(dir, "victim");
    await mkdir(join(home, "grade"), { recursive: true, mode: 0o700 });
    await mkdir(victim);
    await symlink(victim, join(home, "grade", "grades"));
    const expected = `ocw: ${join(home, "grade", "grades")} is a symlink; the grader writes only in folders that are yours alone — remove it (or chmod 700 a folder of yours), or set OCW_HOME to a private folder\n`;
    const validated = await ocw(["validate-task", "task.yaml"], { cwd: dir, home });
    expect(validated.code).toBe(1);
    expect(validated.stderr).toBe(expected);
    const graded = await ocw(["grade", "--task", "task.yaml", "--tree", ws, "--baseline", "HEAD", "--json"], { cwd: dir, home });
    expect(graded.code).toBe(1);
    expect(JSON.parse(graded.stdout)).toMatchObject({ error: { code: "STATE_UNSAFE", data: { path: join(home, "grade", "grades") } } });
    expect(await readdir(victim)).toEqual([]);
  });
});
