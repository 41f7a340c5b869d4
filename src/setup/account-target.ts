import { rm } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { signInsMarker, type Env } from "../paths/index.js";
import { targetSlug } from "../target/index.js";
import { resolveEnvRefs, tierOf, type AccountModel, type Tier, type UserOpencode } from "./accounts.js";
import { HARNESS_RANGE, type ActiveTarget, type ProviderResult } from "./provider.js";
import { activeTargetPath, opencodeConfigDir, readJsonFile, writeAtomic } from "./state.js";

/**
 * Make a model the user reaches through their own OpenCode the active target. Our OpenCode
 * config gets the route and, when the user has an entry for its provider, that entry as it is
 * (a key written into it refuses the model instead: keys are never copied); a provider OpenCode
 * knows by itself (its Zen tier, a signed-in API) needs no entry. When the route is signed in,
 * the marker beside our config makes the warm server read the user's `auth.json` in place.
 */

export interface AccountTargetOptions {
  readonly env: Env;
  readonly cwd?: string;
  /** How many workers at once; default 2 on a free tier (its rate limit is shared), 4 elsewhere. */
  readonly slots?: number;
  /** When the catalog does not say the model's context. */
  readonly context?: number;
  readonly output?: number;
  readonly now?: () => Date;
}

export async function writeAccountTarget(m: AccountModel, user: UserOpencode, opts: AccountTargetOptions): Promise<ProviderResult> {
  if (!m.usable) throw new OcwError(ErrorCode.InvalidInput, `${m.route} cannot be a worker's model: ${m.why}`, { data: { route: m.route } });
  const context = opts.context ?? m.limit?.context;
  if (context === undefined) throw new OcwError(ErrorCode.InvalidInput, `OpenCode's catalog does not say ${m.route}'s context; pass --context <tokens>`);
  const output = opts.output ?? Math.min(m.limit?.output ?? 16384, Math.floor(context / 4));
  if (opts.slots !== undefined && (!Number.isInteger(opts.slots) || opts.slots < 1 || opts.slots > 64)) {
    throw new OcwError(ErrorCode.InvalidInput, `Expected the slot count to be an integer from 1 to 64, got ${JSON.stringify(opts.slots)}`);
  }
  const configDir = opencodeConfigDir(opts.env, opts.cwd);
  const configFile = join(configDir, "opencode.json");
  const existing = await readJsonFile(configFile);
  const config: Record<string, unknown> = isRecord(existing) ? { ...existing } : {};
  const providers = isRecord(config.provider) ? { ...config.provider } : {};
  const entry = user.providers.find((p) => p.id === m.provider);
  providers[m.provider] = entry ? entry.block : {};
  // snapshot: false — as for every target (src/pack/compile.ts): jobs never read OpenCode's snapshots.
  const next = { $schema: "https://opencode.ai/config.json", snapshot: false, ...config, provider: providers, model: m.route, small_model: m.route };
  await writeAtomic(configFile, `${JSON.stringify(next, null, 2)}\n`);
  const marker = signInsMarker(opts.env, opts.cwd);
  if (m.credentials === "sign-in" && user.authFile) await writeAtomic(marker, `${JSON.stringify({ authFile: user.authFile }, null, 2)}\n`);
  else await rm(marker, { force: true });
  const slots = opts.slots ?? (m.tier === "hosted-free" ? 2 : 4);
  const record: ActiveTarget = {
    version: 1,
    providerId: m.provider,
    engine: "api",
    baseURL: m.url ?? "",
    model: m.model,
    quant: "api",
    local: m.tier === "local",
    limit: { context, output },
    slots,
    slotsDeclared: true,
    slug: targetSlug({ model: m.model, quant: "api", harness: { name: "opencode", version: HARNESS_RANGE } }),
    configFile,
    updatedAt: (opts.now ?? (() => new Date()))().toISOString(),
    tier: m.tier,
    via: "opencode",
  };
  const recordFile = activeTargetPath(opts.env, opts.cwd);
  await writeAtomic(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  const warnings = m.tier === "hosted-free" ? ["a hosted free tier: the code it reads leaves this machine, and its rate limit ends jobs as not run (never on another tier)"] : [];
  return { record, recordFile, configFile, warnings };
}

/**
 * The tier a job's route goes to, from what the worker's OpenCode will use: our config's entry
 * for its provider (its baseURL) and the sign-ins the marker links in (their kinds).
 */
export async function routeTier(route: string, env: Env, cwd?: string): Promise<{ readonly tier: Tier; readonly url?: string }> {
  const provider = route.slice(0, route.indexOf("/"));
  const config = await readJsonFile(join(opencodeConfigDir(env, cwd), "opencode.json")).catch(() => undefined);
  const entry = isRecord(config) && isRecord(config.provider) ? config.provider[provider] : undefined;
  const raw = isRecord(entry) && isRecord(entry.options) && typeof entry.options.baseURL === "string" ? entry.options.baseURL : undefined;
  const url = raw === undefined ? undefined : resolveEnvRefs(raw, env);
  const marker = await readJsonFile(signInsMarker(env, cwd)).catch(() => undefined);
  const authFile = isRecord(marker) && typeof marker.authFile === "string" ? marker.authFile : undefined;
  const auth = authFile ? await readJsonFile(authFile).catch(() => undefined) : undefined;
  const signIn = isRecord(auth) && isRecord(auth[provider]) && typeof auth[provider].type === "string" ? auth[provider].type : undefined;
  return { tier: tierOf(provider, { signIn, url, env }), ...(url ? { url } : {}) };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
