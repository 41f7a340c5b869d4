import { execFile } from "node:child_process";
import { chmod, lstat, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { filesNamingPortable, hasGnuTools, linksPortable } from "./portable.js";

/**
 * Absolute paths inside an environment. A virtualenv names its own folder in every script's
 * shebang, and an editable install names the workspace's `src/` in its `.pth` or finder; a copy
 * that kept those would run the workspace's code, not its own. So the files that name the folder
 * they were taken from (the origin) are found once, when the environment is made, and each
 * destination gets them with the origin replaced by its own path. Absolute symlinks into the
 * origin are made relative once, so they point inside whatever copy holds them.
 */

const TIMEOUT_MS = 10 * 60_000;

/** The text files under `root` (relative paths) that name any of `origins`. */
export async function filesNaming(root: string, origins: readonly string[]): Promise<string[]> {
  if (!(await hasGnuTools())) return filesNamingPortable(root, origins);
  const args = ["-rlIZF", ...origins.flatMap((o) => ["-e", o]), "--", "."];
  const out = await new Promise<string>((resolve) => {
    // grep exits 1 when nothing names an origin, 2 when some file could not be read: either way its list is the answer.
    execFile("grep", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: TIMEOUT_MS }, (_e, stdout) => resolve(String(stdout ?? "")));
  });
  return out.split("\0").filter(Boolean).map((p) => p.replace(/^\.\//, "")).sort();
}

/** Make every symlink under `root` whose target is inside an origin relative, as if `root` stood where the origin is. */
export async function relativizeLinks(root: string, origins: readonly string[]): Promise<number> {
  let links: [string, string][];
  if (await hasGnuTools()) {
    const out = await new Promise<string>((resolve) => {
      execFile("find", [".", "-type", "l", "-printf", "%p\\0%l\\0"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: TIMEOUT_MS }, (_e, stdout) => resolve(String(stdout ?? "")));
    });
    const parts = out.split("\0");
    links = [];
    for (let i = 0; i + 1 < parts.length; i += 2) links.push([parts[i]!.replace(/^\.\//, ""), parts[i + 1]!]);
  } else links = await linksPortable(root);
  let n = 0;
  for (const [link, target] of links) {
    const origin = origins.find((o) => target === o || target.startsWith(`${o}/`));
    if (!origin) continue;
    const rel = relative(dirname(join(origin, link)), target) || ".";
    await rm(join(root, link));
    await symlink(rel, join(root, link));
    n++;
  }
  return n;
}

/** `text` with each origin (longest first) replaced by `dest` where it stands as a whole path. */
export function relocateText(text: Buffer, origins: readonly string[], dest: string): Buffer {
  // latin1 maps bytes to characters one to one: non-UTF-8 bytes survive, and a UTF-8 origin matches its own bytes.
  let s = text.toString("latin1");
  const to = Buffer.from(dest, "utf8").toString("latin1");
  for (const o of [...origins].sort((a, b) => b.length - a.length)) {
    const from = Buffer.from(o, "utf8").toString("latin1");
    s = s.replace(new RegExp(`${escape(from)}(?![\\w.+-])`, "g"), to);
  }
  return Buffer.from(s, "latin1");
}

/** Rewrite `files` (relative to `from`) for `dest` into `to` (the same relative paths), keeping each file's mode; `to` may be `from` (in place). */
export async function relocateFiles(from: string, files: readonly string[], origins: readonly string[], dest: string, to: string): Promise<void> {
  for (const f of files) {
    const src = join(from, f);
    const info = await lstat(src).catch(() => undefined);
    if (!info?.isFile()) continue;
    const out = join(to, f);
    await writeFile(out, relocateText(await readFile(src), origins, dest), { mode: info.mode & 0o7777 });
    await chmod(out, info.mode & 0o7777);
  }
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
