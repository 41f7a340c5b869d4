/**
 * The plugin as Claude Code installs it: `plugins/opencode-worker/`, a folder of runtime parts
 * only, written by `npm run build` (scripts/bundle.ts calls this once the bundle is written).
 * Its `.claude-plugin/plugin.json` and copies of skills/, packs/, protocol/, commands/, assets/
 * and README.md — no package.json or lockfile, so Claude Code runs no `npm ci` on install (that
 * step put ~150 MB of development tools into every install). Copies, not symlinks: the CLI drops
 * links that leave the plugin, and a Windows clone turns them into text files.
 *
 * Sources come from the repository; the bundle inside skills/<x>/scripts/ (ocw.mjs and chunks/)
 * comes from `outRoot`, where the bundle was just written (the repository, or a temp folder with
 * `--out` when tests check freshness).
 */
import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The marketplace's plugin source, relative to the repository root. */
export const PLUGIN_DIR = "plugins/opencode-worker";

/** What the plugin folder holds, each copied from the repository root under the same path. */
export const PLUGIN_PARTS = [".claude-plugin/plugin.json", "skills", "packs", "protocol", "commands", "assets", "README.md"] as const;

/** A skill's bundle (entry and chunks): generated, so it is taken from the build output. */
const BUNDLE_FILE = /^skills\/[^/]+\/scripts\/(ocw\.mjs|chunks\/.*)$/;

/** Every file of the plugin folder under `outRoot`, relative to the folder, sorted; [] when there is none. */
export async function pluginFiles(outRoot: string = root): Promise<string[]> {
  return (await walk(join(outRoot, PLUGIN_DIR)).catch(() => [] as string[])).sort();
}

/** Write `<outRoot>/plugins/opencode-worker/` afresh; returns the written paths. */
export async function pluginFolder(outRoot: string = root): Promise<string[]> {
  const files: { rel: string; from: string }[] = [];
  for (const part of PLUGIN_PARTS) {
    const info = await stat(join(root, part)).catch(() => undefined);
    if (!info) throw new Error(`${join(root, part)} is missing: the plugin folder is made of ${PLUGIN_PARTS.join(", ")} (scripts/plugin-folder.ts); restore it or drop it from PLUGIN_PARTS`);
    const rels = info.isDirectory() ? (await walk(join(root, part))).map((r) => `${part}/${r}`) : [part];
    for (const rel of rels) if (!BUNDLE_FILE.test(rel)) files.push({ rel, from: join(root, rel) });
  }
  for (const rel of await walk(join(outRoot, "skills"))) {
    if (BUNDLE_FILE.test(`skills/${rel}`)) files.push({ rel: `skills/${rel}`, from: join(outRoot, "skills", rel) });
  }
  const dir = join(outRoot, PLUGIN_DIR);
  // Replaced whole, so a file removed from the sources (or an old chunk) does not linger.
  await rm(dir, { recursive: true, force: true });
  const written: string[] = [];
  for (const f of files.sort((a, b) => a.rel.localeCompare(b.rel))) {
    const to = join(dir, f.rel);
    await mkdir(dirname(to), { recursive: true });
    await writeFile(to, await readFile(f.from));
    // Only the executable bit carries meaning (scripts/ocw.mjs runs directly).
    await chmod(to, (await stat(f.from)).mode & 0o111 ? 0o755 : 0o644);
    written.push(to);
  }
  return written;
}

/** Regular files below `dir`, relative with forward slashes; a symlink is followed and copied as the file it names. */
async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    const isDir = e.isDirectory() || (e.isSymbolicLink() && (await stat(path)).isDirectory());
    if (isDir) for (const r of await walk(path)) out.push(`${e.name}/${r}`);
    else out.push(e.name);
  }
  return out;
}
