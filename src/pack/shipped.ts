import { randomBytes } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ioError, mkdirp } from "../durable/index.js";
import { dataRoot, type Env } from "../paths/index.js";
import { SHIPPED } from "./shipped.gen.js";

/**
 * The sources this `ocw` carries (shipped.gen.ts: the worker protocol and the shipped packs), as
 * a folder a self-build compiles from when no checkout or plugin is next to it — a skill folder
 * copied alone. Written once to `<data>/shipped/<hash>/`, laid out as the repository lays them out
 * (protocol/…, packs/<slug>/…), so keys, agents and cached builds are the plugin's. Every use
 * checks the folder still holds exactly those bytes; a folder that does not is written again.
 */

/** `<data>/shipped/<hash>`, holding exactly the shipped sources (written or repaired first). */
export async function shippedRoot(env: Env = process.env, cwd?: string): Promise<string> {
  const dir = join(dataRoot(env, cwd), "shipped", SHIPPED.hash);
  if (await holdsShipped(dir)) return dir;
  // Built aside and renamed into place: a reader never sees a half-written folder.
  const staging = `${dir}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    for (const [rel, text] of Object.entries(SHIPPED.files)) {
      await mkdirp(dirname(join(staging, rel)));
      await writeFile(join(staging, rel), text);
    }
    try {
      await rename(staging, dir);
    } catch {
      // Another ocw finished first (its folder is as good as ours), or a damaged folder is in the way.
      if (await holdsShipped(dir)) return dir;
      const aside = `${dir}.bad-${process.pid}-${randomBytes(4).toString("hex")}`;
      await rename(dir, aside).catch(() => undefined);
      await rm(aside, { recursive: true, force: true });
      await rename(staging, dir);
    }
  } catch (e) {
    throw ioError("write", dir, e, "the shipped packs and worker protocol");
  } finally {
    await rm(staging, { recursive: true, force: true }).catch(() => undefined);
  }
  return dir;
}

/** True when `dir` holds every shipped file with its bytes, and nothing else. */
async function holdsShipped(dir: string): Promise<boolean> {
  const found = await listFiles(dir).catch(() => undefined);
  const want = Object.keys(SHIPPED.files).sort();
  if (!found || found.length !== want.length || found.some((f, i) => f !== want[i])) return false;
  for (const rel of want) if ((await readFile(join(dir, rel), "utf8").catch(() => undefined)) !== SHIPPED.files[rel]) return false;
  return true;
}

// A plain walk: readdir's `recursive` and `parentPath` need a newer Node than the engines field allows.
async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out.sort();
}
