import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { writeAtomic } from "../durable/index.js";
import { stateRoot, type Env } from "../paths/index.js";
import type { SelftestReport } from "./selftest.js";

/**
 * Self-builds are cached per full target key (`<state>/selftest/builds/<hash>.json`): the ladder
 * costs minutes on a real model, and the same key with the same compiled agent would only
 * measure the same thing again. A different agent (a new protocol or pack) is a new build.
 */

export function buildsDir(env: Env, cwd?: string): string {
  return join(stateRoot(env, cwd), "selftest", "builds");
}

function cacheFile(env: Env, key: string, cwd?: string): string {
  return join(buildsDir(env, cwd), `${createHash("sha256").update(key).digest("hex").slice(0, 16)}.json`);
}

export async function readBuild(env: Env, key: string, filesHash: string, cwd?: string): Promise<SelftestReport | undefined> {
  const text = await readFile(cacheFile(env, key, cwd), "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const r = JSON.parse(text) as SelftestReport;
    return r.key === key && r.filesHash === filesHash ? r : undefined;
  } catch {
    // A damaged cache entry only costs a rebuild.
    return undefined;
  }
}

export async function writeBuild(env: Env, report: SelftestReport, cwd?: string): Promise<string> {
  const file = cacheFile(env, report.key!, cwd);
  await writeAtomic(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
