import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { configDirFiles, formatProblem, loadPack, loadProtocol, openCodeFiles, settingsForKey, type GradeFile, type Pack, type PackManifest } from "../pack/index.js";
import type { Env } from "../paths/index.js";
import { catalogModel, HARNESS_RANGE, PROVIDER_NPM, readActiveTarget, type ActiveTarget } from "../setup/index.js";
import { judgeGrade, targetKey, targetSlug, type GradeStanding, type Target } from "../target/index.js";

/**
 * What a self-build installs and grades: the agent compiled for the target, composed into our
 * OpenCode config. Two sources: an explicit pack (pack authors, the demo), or the active target
 * from model-setup — then the provider entry setup wrote is kept as it is (it points at the
 * endpoint really served) and the agent comes from the target's pack when one ships, else from
 * a generic pack built from the target's own limits and the default permission posture.
 */

export interface BuildPlan {
  /** The full target key the result is cached and compared under. */
  readonly key: string;
  readonly slug: string;
  /** `packs/<slug>` when a shipped pack defines the agent; null for the generic one. */
  readonly pack: string | null;
  readonly standing: GradeStanding<GradeFile>;
  /** provider/model every ladder job is pinned to. */
  readonly route: string;
  readonly slots: number;
  /** The built-in replay model is the target: the ladder plays its recorded answers. */
  readonly replay: boolean;
  /** Where the model is served, for messages. */
  readonly baseURL: string;
  /** The model may think before it answers (its reasoning counts against a step's output budget). */
  readonly thinking: boolean;
  /** Files to install into our OpenCode config dir. */
  readonly files: Readonly<Record<string, string>>;
  /** Hash of `files`: a cached build is reused only for the same key and the same agent. */
  readonly filesHash: string;
}

/** The permission posture of a generic worker: edits in its worktree, commands on request, nothing outside. */
const GENERIC_PERMISSION = {
  edit: "allow",
  bash: "ask",
  read: "allow",
  webfetch: "deny",
  websearch: "deny",
  external_directory: "deny",
  doom_loop: "deny",
  task: "deny",
  skill: "deny",
  question: "deny",
} as const;

/** Plan from a pack folder; `baseURL` replaces the pack's own (the demo's replay address). */
export async function planFromPack(root: string, packDir: string, opts: { baseURL?: string } = {}): Promise<BuildPlan> {
  const pack = await load(root, resolve(root, packDir));
  const files = openCodeFiles(pack, await loadProtocol(root), opts.baseURL ? { baseURL: opts.baseURL } : {});
  return finish({
    key: pack.key,
    slug: pack.slug,
    pack: pack.rel,
    standing: pack.grade,
    route: files.route,
    slots: pack.manifest.settings.serving?.slots ?? 1,
    replay: pack.manifest.target.model === "replay",
    baseURL: opts.baseURL ?? pack.manifest.provider.baseURL,
    thinking: mayThink(pack.manifest.settings.thinking, pack.manifest.target.model),
    files: configDirFiles(files),
  });
}

/** Plan from the active target; undefined when model-setup has not chosen one yet. */
export async function planFromTarget(root: string, env: Env, cwd?: string): Promise<BuildPlan | undefined> {
  const target = await readActiveTarget(env, cwd);
  if (!target) return undefined;
  const setupConfig = await readSetupConfig(target);
  const route = `${target.providerId}/${target.model}`;
  const shipped = join(root, "packs", target.slug);
  const pack = existsSync(join(shipped, "pack.yaml")) ? await load(root, shipped) : genericPack(target);
  // Setup's provider entry stays as written: it points at the endpoint really served.
  const files = openCodeFiles(pack, await loadProtocol(root), { served: { route, config: setupConfig } });
  return finish({
    key: pack.key,
    slug: pack.slug,
    pack: pack.rel === "generic" ? null : pack.rel,
    standing: pack.grade,
    route,
    // The same precedence jobs use: the target's count when model-setup declared it, else its pack's.
    slots: (target.slotsDeclared ?? target.slots > 1) ? target.slots : (pack.manifest.settings.serving?.slots ?? target.slots),
    replay: target.model === "replay",
    baseURL: target.baseURL,
    thinking: mayThink(pack.manifest.settings.thinking, target.model),
    files: configDirFiles(files),
  });
}

/** The pack's word when it has one; else whether the catalog serves the model with a reasoning parser. */
function mayThink(thinking: boolean | undefined, model: string): boolean {
  return thinking ?? catalogModel(model)?.reasoningParser !== undefined;
}

/** True when `dir` holds what a self-build compiles from (the plugin root or a clone). */
export function hasPackSources(dir: string | undefined): dir is string {
  return dir !== undefined && existsSync(join(dir, "protocol", "opencode-worker-protocol.md")) && existsSync(join(dir, "packs"));
}

function finish(p: Omit<BuildPlan, "filesHash">): BuildPlan {
  const h = createHash("sha256");
  for (const name of Object.keys(p.files).sort()) h.update(`${name}\0${p.files[name]}\0`);
  return { ...p, filesHash: h.digest("hex").slice(0, 16) };
}

async function load(root: string, dir: string): Promise<Pack> {
  const loaded = await loadPack(root, dir);
  if (!loaded.ok) throw new OcwError(ErrorCode.PackInvalid, `the pack in ${dir} does not load: ${loaded.problems.map(formatProblem).join("; ")}`, { data: { problems: loaded.problems } });
  return loaded.pack;
}

async function readSetupConfig(target: ActiveTarget): Promise<Record<string, unknown>> {
  const text = await readFile(target.configFile, "utf8").catch(() => undefined);
  const fix = "run model-setup again (ocw setup provider …) to rewrite it";
  if (text === undefined) throw new OcwError(ErrorCode.NotFound, `the active target's OpenCode config ${target.configFile} is missing; ${fix}`);
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (e) {
    throw new OcwError(ErrorCode.OpencodeConfig, `${target.configFile} is not valid JSON (${(e as Error).message}); ${fix}`);
  }
  const providers = (config as { provider?: Record<string, unknown> } | null)?.provider;
  if (!providers || typeof providers !== "object" || !(target.providerId in providers)) {
    throw new OcwError(ErrorCode.OpencodeConfig, `${target.configFile} has no provider "${target.providerId}" for the active target; ${fix}`);
  }
  return config as Record<string, unknown>;
}

/** A pack for a target no shipped pack covers: the protocol alone, the target's limits, the default posture. */
function genericPack(t: ActiveTarget): Pack {
  const manifest: PackManifest = {
    protocol: 1,
    target: { model: t.model, quant: t.quant, harness: { name: "opencode", version: HARNESS_RANGE }, env: t.local ? "local" : "any" },
    provider: { id: t.providerId, npm: PROVIDER_NPM, baseURL: t.baseURL, ...(t.keyEnv ? { apiKey: `{env:${t.keyEnv}}` } : {}) },
    settings: { limit: t.limit, steps: 40, serving: { engine: t.engine, slots: t.slots }, permission: GENERIC_PERMISSION },
    deltas: [],
  };
  const target: Target = { ...manifest.target, settings: settingsForKey(manifest.settings) };
  const key = targetKey(target);
  // No grade.json exists for a generic pack, so its prompt print is never compared.
  return { rel: "generic", slug: targetSlug(target), key, target, manifest, deltas: [], grade: judgeGrade<GradeFile>(undefined, key), prompt: { protocol: "none", deltas: [] }, sources: [] };
}
