import { readdir, readFile, rm, stat } from "node:fs/promises";
import { sep } from "node:path";
import { ioError } from "../durable/index.js";

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

/** Replace a file atomically, creating its folder if needed. */
export { writeAtomic } from "../durable/index.js";

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
