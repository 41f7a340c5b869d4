import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, sep } from "node:path";
import { ErrorCode, OcwError } from "../error.js";

/** Filesystem access for the pack room: absence is a value, every other failure an OcwError naming the path. */

/** The file's text, or undefined when it does not exist. */
export async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw ioError("read", path, e);
  }
}

/** The folder's entry names, or [] when it does not exist. */
export async function readdirOptional(path: string): Promise<string[]> {
  try {
    return await readdir(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw ioError("list", path, e);
  }
}

/** Replace a file atomically (write a sibling, then rename), creating its folder if needed. */
export async function writeAtomic(path: string, text: string): Promise<void> {
  const tmp = `${path}.tmp-${process.pid}`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(tmp, text);
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw ioError("write", path, e);
  }
}

export async function remove(path: string): Promise<void> {
  try {
    await rm(path, { force: true });
  } catch (e) {
    throw ioError("remove", path, e);
  }
}

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw ioError("inspect", path, e);
  }
}

export function posix(p: string): string {
  return p.split(sep).join("/");
}

function ioError(verb: string, path: string, e: unknown): OcwError {
  const code = (e as NodeJS.ErrnoException).code;
  const why = code === "EACCES" || code === "EPERM" ? "permission denied" : code === "EISDIR" ? "it is a folder" : code === "ENOSPC" ? "the disk is full" : (e as Error).message;
  return new OcwError(ErrorCode.Io, `cannot ${verb} ${path}: ${why}`, { cause: e });
}
