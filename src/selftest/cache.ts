import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { writeAtomic } from "../durable/index.js";
import { stateRoot, type Env } from "../paths/index.js";
import type { SelftestReport } from "./selftest.js";

/**
 * Self-builds are cached per full target key (`<state>/selftest/builds/<hash>.json`): the ladder
 * costs minutes on a real model, and the same key with the same compiled agent would only
 * measure the same thing again. A different agent (a new protocol or pack) is a new build.
 * Only measured outcomes are kept (fit, fit up to rung k, not fit): a ladder that could not run
 * measured nothing. Entries are checked on read; one written by an older ocw (without an
 * outcome) is ignored, which only costs a rebuild.
 */

export function buildsDir(env: Env, cwd?: string): string {
  return join(stateRoot(env, cwd), "selftest", "builds");
}

function cacheFile(env: Env, key: string, cwd?: string): string {
  return join(buildsDir(env, cwd), `${createHash("sha256").update(key).digest("hex").slice(0, 16)}.json`);
}

export async function readBuild(env: Env, key: string, filesHash: string, cwd?: string): Promise<SelftestReport | undefined> {
  const r = await readEntry(cacheFile(env, key, cwd));
  return r && r.key === key && r.filesHash === filesHash ? r : undefined;
}

/** The newest measured build whose ladder ran on `route` (provider/model), whatever its key. */
export async function newestBuildOn(env: Env, route: string, cwd?: string): Promise<SelftestReport | undefined> {
  const dir = buildsDir(env, cwd);
  const names = await readdir(dir).catch(() => [] as string[]);
  let newest: SelftestReport | undefined;
  for (const n of names.filter((x) => x.endsWith(".json"))) {
    const r = await readEntry(join(dir, n));
    if (r && r.route === route && (!newest || r.builtAt! > newest.builtAt!)) newest = r;
  }
  return newest;
}

const MEASURED = new Set(["fit", "fit-up-to", "not-fit"]);

/** A cache entry, checked: a measured outcome with its envelope, key, route and date. */
async function readEntry(file: string): Promise<SelftestReport | undefined> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  let r: Partial<SelftestReport>;
  try {
    r = JSON.parse(text) as Partial<SelftestReport>;
  } catch {
    // A damaged cache entry only costs a rebuild.
    return undefined;
  }
  const ok =
    typeof r === "object" && r !== null && MEASURED.has(String(r.status)) && r.outcome === r.status && Number.isInteger(r.envelope) && (r.envelope ?? -1) >= 0 &&
    typeof r.key === "string" && typeof r.filesHash === "string" && typeof r.route === "string" && typeof r.builtAt === "string" && typeof r.line === "string" &&
    Array.isArray(r.tallies) && Array.isArray(r.runs);
  return ok ? (r as SelftestReport) : undefined;
}

export async function writeBuild(env: Env, report: SelftestReport, cwd?: string): Promise<string> {
  const file = cacheFile(env, report.key!, cwd);
  await writeAtomic(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
