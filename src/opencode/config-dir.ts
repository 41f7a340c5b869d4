import { createHash } from "node:crypto";
import { access, mkdir, readdir, readFile, rm } from "node:fs/promises";
import { join, normalize, relative, sep } from "node:path";
import { writeAtomic } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { PACE_PLUGIN_FILE, pacePluginSource } from "./pace-plugin.js";
import { SIGNINS_MARKER } from "../paths/index.js";

/**
 * Our OPENCODE_CONFIG_DIR: the only OpenCode config the warm server reads. It holds
 * `opencode.json` (provider, model, small_model, agent settings) and `agent/<name>.md`, as
 * compiled from a pack, and our own pacing plugin (src/opencode/pace-plugin.ts). Its content,
 * with the server's extra env and binary, hashes to the record's `configHash`: when that
 * changes, the server is restarted.
 */

/** Files a caller may install: the config and agent markdown, nothing that OpenCode would execute. */
const ALLOWED = /^(opencode\.json|(agent|agents)\/[A-Za-z0-9._/-]+\.md)$/;

/** The files that define the config (and so the hash), relative to the config dir. */
async function configFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  if (await exists(join(dir, "opencode.json"))) out.push("opencode.json");
  if (await exists(join(dir, PACE_PLUGIN_FILE))) out.push(PACE_PLUGIN_FILE);
  for (const sub of ["agent", "agents"]) {
    const entries = await readdir(join(dir, sub), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) if (e.isFile() && e.name.endsWith(".md")) out.push(`${sub}/${relative(join(dir, sub), join(e.parentPath, e.name)).split(sep).join("/")}`);
  }
  return out.sort();
}

/**
 * Replace the config dir's config with `files` (relative path → text). Agent files that are not
 * in `files` are removed, so the dir always equals what the caller installed.
 */
export async function installConfig(dir: string, files: Readonly<Record<string, string>>): Promise<void> {
  for (const rel of Object.keys(files)) {
    if (!ALLOWED.test(rel) || normalize(rel) !== rel.split("/").join(sep) || rel.split("/").includes("..")) {
      throw new OcwError(ErrorCode.Usage, `cannot install "${rel}" into the OpenCode config dir: only opencode.json and agent/<name>.md are allowed`);
    }
  }
  await mkdir(dir, { recursive: true });
  for (const rel of await configFiles(dir)) if (!(rel in files)) await rm(join(dir, rel), { force: true });
  for (const [rel, text] of Object.entries(files)) {
    const path = join(dir, rel);
    if ((await readFile(path, "utf8").catch(() => undefined)) === text) continue;
    await writeAtomic(path, text);
  }
}

/** Make our config dir ready for `opencode serve`: seeded (below), paced, and naming a model and a small model. */
export async function prepareConfigDir(dir: string): Promise<void> {
  await seedPluginInstall(dir);
  await writeIfChanged(join(dir, PACE_PLUGIN_FILE), pacePluginSource());
  await checkConfig(dir);
}

/**
 * OpenCode background-installs `@opencode-ai/plugin` into every config dir it reads (ours and
 * its global one) unless node_modules exists and the lock lists the package. That install needs
 * the network, and while it runs the server ignores SIGTERM; seeding makes it a no-op.
 */
export async function seedPluginInstall(dir: string): Promise<void> {
  await mkdir(join(dir, "node_modules"), { recursive: true });
  const deps = { "@opencode-ai/plugin": "*" };
  await writeIfChanged(join(dir, "package.json"), `${JSON.stringify({ dependencies: deps })}\n`);
  await writeIfChanged(join(dir, "package-lock.json"), `${JSON.stringify({ lockfileVersion: 3, packages: { "": { dependencies: deps } } })}\n`);
}

/** The config must exist and set `model` and `small_model`, else OpenCode picks its own (online) default. */
async function checkConfig(dir: string): Promise<void> {
  const path = join(dir, "opencode.json");
  const text = await readFile(path, "utf8").catch(() => undefined);
  if (text === undefined) {
    throw new OcwError(ErrorCode.OpencodeConfig, `no worker config in ${dir}: opencode.json is missing; start the server with a pack (\`ocw opencode start --pack packs/<slug>\`) so its agent and provider are installed there`, {
      data: { path },
    });
  }
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (e) {
    throw new OcwError(ErrorCode.OpencodeConfig, `${path} is not valid JSON (${(e as Error).message}); rebuild it from its pack with \`ocw opencode start --pack packs/<slug>\``, { data: { path } });
  }
  const c = (typeof config === "object" && config !== null ? config : {}) as Record<string, unknown>;
  const missing = ["model", "small_model"].filter((k) => typeof c[k] !== "string" || !(c[k] as string).includes("/"));
  if (missing.length) {
    throw new OcwError(
      ErrorCode.OpencodeConfig,
      `${path} must set ${missing.map((k) => `\`${k}\``).join(" and ")} to "provider/model"; without ${missing.length === 1 ? "it" : "them"} OpenCode falls back to a hosted default that needs the internet`,
      { data: { path, missing } },
    );
  }
}

/** sha256 over the config files, the server's extra env and the binary: what a running server was started with. */
export async function configHash(dir: string, serverEnv: Readonly<Record<string, string>>, bin: string, version: string): Promise<string> {
  const h = createHash("sha256");
  for (const rel of await configFiles(dir)) h.update(`file ${rel}\n`).update(await readFile(join(dir, rel))).update("\n");
  // Which sign-ins the server links in (src/opencode/signins.ts): a change restarts it.
  const signIns = await readFile(join(dir, SIGNINS_MARKER)).catch(() => undefined);
  if (signIns) h.update(`signins\n`).update(signIns).update("\n");
  for (const k of Object.keys(serverEnv).sort()) h.update(`env ${k}=${serverEnv[k]}\n`);
  h.update(`bin ${bin} ${version}\n`);
  return `sha256:${h.digest("hex").slice(0, 32)}`;
}

async function writeIfChanged(path: string, text: string): Promise<void> {
  if ((await readFile(path, "utf8").catch(() => undefined)) !== text) await writeAtomic(path, text);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * Whether OpenCode can run our config without its models.dev catalog: every provider is fully
 * described here (an `npm` package, and each model with both `limit`s) and served on this
 * machine (its `baseURL`, `{env:…}` resolved, is loopback). The catalog adds nothing to such
 * providers, yet OpenCode converts all of it (~230 providers) for every directory it boots —
 * about a second of CPU per new worktree on an idle machine, on the server's one event loop. A
 * hosted provider keeps the catalog: OpenCode takes its prices and capabilities from there.
 */
export async function catalogUnneeded(dir: string, vars: Readonly<Record<string, string | undefined>>): Promise<boolean> {
  const config = await readFile(join(dir, "opencode.json"), "utf8")
    .then((t) => JSON.parse(t) as unknown)
    .catch(() => undefined);
  const providers = isRecord(config) && isRecord(config.provider) ? Object.values(config.provider) : [];
  if (providers.length === 0) return false;
  return providers.every((p) => {
    if (!isRecord(p) || typeof p.npm !== "string" || !isRecord(p.models) || !isRecord(p.options)) return false;
    const models = Object.values(p.models);
    const described = models.length > 0 && models.every((m) => isRecord(m) && isRecord(m.limit) && typeof m.limit.context === "number" && typeof m.limit.output === "number");
    const baseURL = typeof p.options.baseURL === "string" ? p.options.baseURL.replace(/\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => vars[name] ?? "") : "";
    return described && onLoopback(baseURL);
  });
}

function onLoopback(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
