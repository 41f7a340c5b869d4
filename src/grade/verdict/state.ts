import { randomBytes } from "node:crypto";
import { chmod, lstat, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError } from "../../error.js";
import { stateRoot, type Env } from "../../paths/index.js";

/**
 * Where grading writes, and that it is the user's alone. Evidence folders and grading copies
 * live in the user's state folder (src/paths), never in a folder shared by the machine's users:
 * a fixed /tmp path is one that another user can create first (so our grades fail with EACCES)
 * or plant as a symlink (so our writes land where they chose). Every folder we own on the way
 * is made 0700 when we create it and, before use, must be a real directory (not a symlink),
 * ours, and writable by nobody else; anything else is refused (STATE_UNSAFE), never followed.
 */

/**
 * The grading root of `ocw grade` and `ocw validate-task`: `<state>/grade`, checked private with
 * the state root above it. A job grades in `<state>/jobs/<id>/grade` (src/jobs/grading.ts): the
 * same `grade/` folder holding `grades/` and `copies/`, one level up for commands without a job.
 */
export async function gradeStateDir(env: Env, cwd?: string): Promise<string> {
  const root = stateRoot(env, cwd);
  await privateDir(root);
  return privateDir(join(root, "grade"));
}

export type GradeId = string & { readonly __brand: "GradeId" };

/** `grd_` + time (sortable) + randomness: names one grading's evidence folder. */
export function newGradeId(now: number = Date.now()): GradeId {
  return `grd_${now.toString(36).padStart(9, "0")}${randomBytes(5).toString("hex")}` as GradeId;
}

/** The folders one grading uses under `stateDir`, after making sure `stateDir`, `grades/` and `copies/` are the user's alone. */
export async function prepareGradePaths(stateDir: string, id: GradeId): Promise<{ readonly evidence: string; readonly copies: string }> {
  await privateDir(stateDir);
  const grades = await privateDir(join(stateDir, "grades"));
  const copies = await privateDir(join(stateDir, "copies"));
  return { evidence: join(grades, id), copies: join(copies, id) };
}

/**
 * Make `dir` (and missing parents) 0700, or check the one that is there: a real directory owned
 * by this user that no group or other user can write. Returns `dir`; throws STATE_UNSAFE naming it.
 */
export async function privateDir(dir: string): Promise<string> {
  // A dangling symlink or a file in the way fails the mkdir (ENOENT, EEXIST, ENOTDIR): lstat says what is there.
  let failed: NodeJS.ErrnoException | undefined;
  const made = await mkdir(dir, { recursive: true, mode: 0o700 }).catch((e: NodeJS.ErrnoException) => void (failed = e));
  const info = await lstat(dir).catch((e: NodeJS.ErrnoException) => {
    throw new OcwError(ErrorCode.Io, `could not create ${dir}: ${(failed ?? e).message}; set OCW_HOME to a folder you can write`, { cause: failed ?? e });
  });
  const uid = process.getuid?.();
  const wrong = info.isSymbolicLink()
    ? "is a symlink"
    : !info.isDirectory()
      ? "is not a directory"
      : uid !== undefined && info.uid !== uid
        ? `belongs to uid ${info.uid}, not to you (uid ${uid})`
        : uid !== undefined && (info.mode & 0o022) !== 0
          ? `can be written by other users (mode ${(info.mode & 0o777).toString(8)})`
          : undefined;
  if (wrong !== undefined) {
    throw new OcwError(ErrorCode.StateUnsafe, `${dir} ${wrong}; the grader writes only in folders that are yours alone — remove it (or chmod 700 a folder of yours), or set OCW_HOME to a private folder`, {
      data: { path: dir },
    });
  }
  // The umask may have taken bits off, never added any; set the mode we asked for on the folder we made.
  if (made !== undefined) await chmod(dir, 0o700);
  return dir;
}
