/**
 * Which files under a folder hold a secret: the accounts tests' proof that no file we wrote
 * holds the user's key. The folder may still be changing (a driver ending removes its lock and
 * temp files), so a file gone between the listing and the read held nothing, and a folder gone
 * during the walk gets the walk done again.
 */
import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** Every file under `dir` (symbolic links are named, never followed) whose bytes hold `needle`. */
export async function filesHolding(dir: string, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const e of await listing(dir)) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    const bytes = await readFile(path).catch((err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT") return undefined;
      throw err;
    });
    if (bytes?.includes(needle)) found.push(path);
  }
  return found;
}

async function listing(dir: string): Promise<Dirent[]> {
  for (let tries = 1; ; tries++) {
    try {
      return await readdir(dir, { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT" || tries >= 5) throw err;
    }
  }
}
