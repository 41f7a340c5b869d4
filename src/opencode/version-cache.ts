import { readFile, realpath, stat } from "node:fs/promises";
import { writeAtomic } from "../durable/index.js";

/**
 * What `<binary> --version` printed, remembered per binary file — its real path, size, mtime and
 * inode — in `<state>/server/versions.json`. The answer cannot change while the file does not,
 * and asking costs a cold start of the 180 MB binary: 1.4 s on an idle machine, 6–40 s on a
 * loaded one (three at once under four CPU and two disk loops took 41 s). A replaced or updated
 * binary is a new file, so it is asked again.
 */

const MAX_ENTRIES = 32;

/** The version remembered for the file at `path`, if it is the same file. */
export async function cachedVersion(cacheFile: string, path: string): Promise<string | undefined> {
  const key = await fingerprint(path);
  if (!key) return undefined;
  const cache = await read(cacheFile);
  return cache[key];
}

/** Remember that the file at `path` printed `version`. Best effort: a cache that cannot be written is only slower. */
export async function rememberVersion(cacheFile: string, path: string, version: string): Promise<void> {
  const key = await fingerprint(path);
  if (!key) return;
  const cache = await read(cacheFile);
  if (cache[key] === version) return;
  const entries = Object.entries({ ...cache, [key]: version }).slice(-MAX_ENTRIES);
  // A cache means nothing after a crash; no flush.
  await writeAtomic(cacheFile, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`, { sync: false, what: "the opencode version cache" }).catch(() => undefined);
}

async function fingerprint(path: string): Promise<string | undefined> {
  const real = await realpath(path).catch(() => undefined);
  const st = real === undefined ? undefined : await stat(real).catch(() => undefined);
  return real && st ? `${real} ${st.size} ${st.mtimeMs} ${st.ino}` : undefined;
}

async function read(cacheFile: string): Promise<Record<string, string>> {
  const parsed = await readFile(cacheFile, "utf8")
    .then((t) => JSON.parse(t) as unknown)
    .catch(() => undefined);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
}
