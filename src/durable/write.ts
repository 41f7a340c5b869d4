/**
 * Durable file writes, shared by every room that keeps state (packs, the server record, our
 * OpenCode config, model-setup's records, the job ledger): a reader sees the old content or the
 * new, never half of a file, even if the process dies or the disk fills mid-write.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { ErrorCode, OcwError } from "../error.js";

export interface WriteOptions {
  /** File mode for a new file (e.g. 0o600 for anything holding a password). */
  readonly mode?: number;
  /** What the file is, for the error message ("the server record"). Defaults to the path alone. */
  readonly what?: string;
  /**
   * Flush the content to disk before the rename (default true). Off only for coordination files
   * that mean nothing after a machine crash (every process that used them died with it): under
   * disk pressure a flush can take a long time, and an atomic rename alone already keeps readers
   * from seeing half a file.
   */
  readonly sync?: boolean;
}

/** Write `text` to a sibling temp file, flush it to disk (unless `sync: false`), then rename it over `path`. */
export async function writeAtomic(path: string, text: string, options: WriteOptions = {}): Promise<void> {
  // A unique temp name: two writers of one path must not share (and truncate) one temp file.
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await mkdirp(dirname(path));
    const handle = await open(tmp, "w", options.mode ?? 0o644);
    try {
      await handle.writeFile(text);
      if (options.sync !== false) await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw ioError("write", path, e, options.what);
  }
}

/**
 * `mkdir -p` that fails with the real cause: Node's recursive mkdir reports a read-only or
 * unwritable parent as ENOENT ("no such file or directory"), which would send the user looking
 * for a missing folder. On ENOENT, the first missing folder is created alone to get the true error.
 */
export async function mkdirp(path: string): Promise<void> {
  try {
    await mkdir(path, { recursive: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    let missing = path;
    while (dirname(missing) !== missing && !(await stat(dirname(missing)).catch(() => undefined))) missing = dirname(missing);
    // Throws the true cause; if it works after all, the folder appeared meanwhile: go on.
    await mkdir(missing).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== "EEXIST") throw again;
    });
    await mkdir(path, { recursive: true });
  }
}

const FULL = new Set(["ENOSPC", "EDQUOT", "EFBIG"]);

/** Whether `e` (a Node error, or our IO error around one) says the disk is full, or a quota or file-size limit was hit. */
export function diskFull(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === "string" && FULL.has(code)) return true;
  const cause = (e as Error | undefined)?.cause;
  return cause !== undefined && cause !== e && diskFull(cause);
}

/** An IO failure as our error: the verb, the path, the cause in words, and what to do. */
export function ioError(verb: string, path: string, e: unknown, what?: string): OcwError {
  const code = (e as NodeJS.ErrnoException).code;
  const why =
    code === "EACCES" || code === "EPERM" || code === "EROFS"
      ? "permission denied; make the folder writable or set OCW_HOME to a writable folder"
      : diskFull(e)
        ? "the disk is full (or a quota or file-size limit was hit); free some space and retry"
        : code === "EISDIR"
          ? "it is a folder"
          : code === "ENOTDIR"
            ? "part of that path is a file, not a folder; fix the path, or set OCW_HOME to a writable folder"
            : `${(e as Error).message}`;
  return new OcwError(ErrorCode.Io, `cannot ${verb} ${what ? `${what} ${path}` : path}: ${why}`, { cause: e, data: { path } });
}
