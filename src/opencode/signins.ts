import { lstat, mkdir, readFile, readlink, rm, symlink } from "node:fs/promises";
import { dirname, isAbsolute, join } from "node:path";
import { SIGNINS_MARKER } from "../paths/index.js";

/**
 * The user's OpenCode sign-ins (`opencode auth login`: API keys and subscription tokens in their
 * `auth.json`) reach the worker's OpenCode as a symbolic link in its own data folder, never as a
 * copy: OpenCode reads the user's file in place, and a token it refreshes is written back there
 * (measured on 1.18.33: a write keeps the link). Nothing of the file's content passes through us.
 * Our config dir's marker (`ocw-signins.json`, written by model-setup) says whether to link, and
 * to which file; without it the worker's OpenCode has no sign-ins at all.
 */

/** The user's auth file the marker in our config dir names; undefined when there is none (or it does not read). */
export async function signInsFile(configDir: string): Promise<string | undefined> {
  const text = await readFile(join(configDir, SIGNINS_MARKER), "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as { authFile?: unknown };
    return typeof v.authFile === "string" && isAbsolute(v.authFile) ? v.authFile : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Make `<xdg>/data/opencode/auth.json` a link to `authFile`, or remove whatever is there when
 * there is no file to link (a credentials file in our folder could only be a copy someone wrote).
 */
export async function linkSignIns(xdg: string, authFile: string | undefined): Promise<void> {
  const at = join(xdg, "data", "opencode", "auth.json");
  const now = await lstat(at).catch(() => undefined);
  if (authFile !== undefined && now?.isSymbolicLink() && (await readlink(at)) === authFile) return;
  if (now) await rm(at, { force: true });
  if (authFile === undefined) return;
  await mkdir(dirname(at), { recursive: true });
  await symlink(authFile, at);
}
