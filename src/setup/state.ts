import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { writeAtomic as durableWrite } from "../durable/index.js";
import { opencodeConfigDir as sharedConfigDir, stateRoot, type Env } from "../paths/index.js";

/**
 * model-setup's files under the state root: the active target record and OUR OpenCode config
 * dir (agent/ and opencode.json), never the user's ~/.config/opencode. Writes go through a temp
 * file and a rename, so a crash never leaves half a record.
 */

/** `<state>/active-target.json` */
export function activeTargetPath(env: Env, cwd?: string): string {
  return join(stateRoot(env, cwd), "active-target.json");
}

/** The OPENCODE_CONFIG_DIR our warm server reads (`<state>/server/config`, owned by src/paths). */
export function opencodeConfigDir(env: Env, cwd?: string): string {
  return sharedConfigDir(env, cwd);
}

/** `<state>/setup`: serve logs, pid files, Modelfiles. */
export function setupDir(env: Env, cwd?: string): string {
  return join(stateRoot(env, cwd), "setup");
}

/** Write a file atomically, owner-only (setup records may name key variables and endpoints). */
export function writeAtomic(path: string, text: string): Promise<void> {
  return durableWrite(path, text, { mode: 0o600 });
}

/** Read a JSON file; undefined when it does not exist. */
export async function readJsonFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new OcwError(ErrorCode.Io, `cannot read ${path}: ${(e as Error).message}`, { cause: e });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new OcwError(ErrorCode.Io, `${path} is not valid JSON (${(e as Error).message}); fix or delete it and run the command again`, { cause: e });
  }
}
