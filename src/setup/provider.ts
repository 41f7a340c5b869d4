import { rm } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { signInsMarker, type Env } from "../paths/index.js";
import { targetSlug } from "../target/index.js";
import { CTX_FLOOR } from "./fit.js";
import { parseEndpointUrl } from "./http.js";
import type { Tier } from "./accounts.js";
import type { Engine } from "./scan/types.js";
import { validateKeyEnvName } from "./secrets.js";
import { activeTargetPath, opencodeConfigDir, readJsonFile, writeAtomic } from "./state.js";

/**
 * Provisioning OpenCode: the active target record (`<state>/active-target.json`) and a provider
 * entry in OUR OpenCode config dir (`<state>/server/config/opencode.json`), shaped like the pack
 * compiler's: `@ai-sdk/openai-compatible`, `baseURL`, the key as `{env:VAR}`, `limit.context` and
 * `limit.output` both set (OpenCode otherwise sends an output cap that overruns small contexts),
 * tool calling on. Other entries in that file are kept.
 */

export const PROVIDER_NPM = "@ai-sdk/openai-compatible";
/** The opencode versions our agents are built for (the packs' harness range). */
export const HARNESS_RANGE = ">=1.18.33 <2";

/** Hosted OpenAI-compatible APIs we know by name. */
export const API_PRESETS: Readonly<Record<string, { readonly baseURL: string; readonly keyEnv: string; readonly name: string }>> = {
  openrouter: { baseURL: "https://openrouter.ai/api/v1", keyEnv: "OPENROUTER_API_KEY", name: "OpenRouter" },
};

export interface ProviderInput {
  readonly baseURL: string;
  readonly model: string;
  readonly engine: Engine | "api";
  /** Per-slot context the endpoint really serves: becomes `limit.context`. */
  readonly context: number;
  /** `limit.output`; default min(16384, context / 4). */
  readonly output?: number;
  readonly slots?: number;
  readonly keyEnv?: string;
  readonly providerId?: string;
  readonly providerName?: string;
  readonly modelName?: string;
  readonly quant?: string;
  /** Served on this machine (not a hosted API). */
  readonly local: boolean;
}

export interface ActiveTarget {
  readonly version: 1;
  readonly providerId: string;
  readonly engine: Engine | "api";
  readonly baseURL: string;
  readonly model: string;
  readonly quant: string;
  readonly local: boolean;
  /** The NAME of the environment variable holding the key; the key itself is never stored. */
  readonly keyEnv?: string;
  readonly limit: { readonly context: number; readonly output: number };
  readonly slots: number;
  /** True when `slots` was given or measured from the server; false when it is the default of 1 (then the pack's count applies). */
  readonly slotsDeclared?: boolean;
  /** The pack folder name this target would use: packs/<slug>. */
  readonly slug: string;
  readonly configFile: string;
  readonly updatedAt: string;
  /** The tier its provider puts it in (src/setup/accounts.ts); absent on records from before tiers. */
  readonly tier?: Tier;
  /** `opencode`: a model the user reaches through their own OpenCode (its free tier, a sign-in, their config). */
  readonly via?: "opencode";
}

export interface ProviderResult {
  readonly record: ActiveTarget;
  readonly recordFile: string;
  readonly configFile: string;
  readonly warnings: readonly string[];
}

/** Write the active target record and our OpenCode provider entry. */
export async function writeProvider(input: ProviderInput, opts: { env: Env; cwd?: string; now?: () => Date }): Promise<ProviderResult> {
  const v = validateProvider(input);
  const configDir = opencodeConfigDir(opts.env, opts.cwd);
  const configFile = join(configDir, "opencode.json");
  const recordFile = activeTargetPath(opts.env, opts.cwd);
  const existing = await readJsonFile(configFile);
  const config: Record<string, unknown> = isRecord(existing) ? { ...existing } : {};
  const providers = isRecord(config.provider) ? { ...config.provider } : {};
  const options: Record<string, unknown> = { baseURL: v.baseURL };
  if (v.keyEnv) options.apiKey = `{env:${v.keyEnv}}`;
  providers[v.providerId] = {
    npm: PROVIDER_NPM,
    name: input.providerName ?? v.providerId,
    options,
    models: {
      [v.model]: {
        name: input.modelName ?? v.model,
        limit: { context: v.context, output: v.output },
        tool_call: true,
        // OpenCode only sends an agent's temperature when the model declares the capability.
        temperature: true,
      },
    },
  };
  const ref = `${v.providerId}/${v.model}`;
  // snapshot: false — see src/pack/compile.ts: jobs never read OpenCode's per-step snapshots.
  const next = { $schema: "https://opencode.ai/config.json", snapshot: false, ...config, provider: providers, model: ref, small_model: ref };
  await writeAtomic(configFile, `${JSON.stringify(next, null, 2)}\n`);
  // An endpoint of its own: the worker's OpenCode no longer reads the user's sign-ins.
  await rm(signInsMarker(opts.env, opts.cwd), { force: true });
  const quant = (input.quant ?? (input.engine === "api" ? "api" : "unknown")).toLowerCase().replace(/[^a-z0-9._-]+/g, "_");
  const record: ActiveTarget = {
    version: 1,
    providerId: v.providerId,
    engine: input.engine,
    baseURL: v.baseURL,
    model: v.model,
    quant,
    local: input.local,
    ...(v.keyEnv ? { keyEnv: v.keyEnv } : {}),
    limit: { context: v.context, output: v.output },
    slots: input.slots ?? 1,
    slotsDeclared: input.slots !== undefined,
    slug: targetSlug({ model: v.model, quant, harness: { name: "opencode", version: HARNESS_RANGE } }),
    configFile,
    updatedAt: (opts.now ?? (() => new Date()))().toISOString(),
    tier: input.local ? "local" : "metered",
  };
  await writeAtomic(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  return { record, recordFile, configFile, warnings: v.warnings };
}

/** The active target record, validated; undefined when none was written yet. */
export async function readActiveTarget(env: Env, cwd?: string): Promise<ActiveTarget | undefined> {
  const file = activeTargetPath(env, cwd);
  const raw = await readJsonFile(file);
  if (raw === undefined) return undefined;
  const r = isRecord(raw) ? raw : {};
  const limit = isRecord(r.limit) ? r.limit : {};
  const ok =
    r.version === 1 && typeof r.providerId === "string" && typeof r.baseURL === "string" && typeof r.model === "string" && typeof r.engine === "string" &&
    typeof limit.context === "number" && typeof limit.output === "number" && typeof r.slots === "number" && (r.slotsDeclared === undefined || typeof r.slotsDeclared === "boolean") && (r.keyEnv === undefined || typeof r.keyEnv === "string");
  if (!ok) throw new OcwError(ErrorCode.InvalidInput, `${file} is not an active target record; run ocw setup provider again to rewrite it`);
  return raw as unknown as ActiveTarget;
}

interface Validated {
  readonly baseURL: string;
  readonly model: string;
  readonly providerId: string;
  readonly keyEnv?: string;
  readonly context: number;
  readonly output: number;
  readonly warnings: string[];
}

function validateProvider(input: ProviderInput): Validated {
  const warnings: string[] = [];
  const url = parseEndpointUrl(input.baseURL);
  if (!input.model || /[\s]/.test(input.model) || input.model.length > 256) {
    throw new OcwError(ErrorCode.InvalidInput, `Expected a model id without spaces (as the endpoint lists it in /v1/models), got ${JSON.stringify(input.model.slice(0, 80))}`);
  }
  if (!Number.isInteger(input.context) || input.context < 1024 || input.context > 1 << 22) {
    throw new OcwError(ErrorCode.InvalidInput, `Expected the context to be an integer from 1024 to 4194304 tokens, got ${JSON.stringify(input.context)}`);
  }
  if (input.context < CTX_FLOOR) warnings.push(`limit.context ${input.context} is below the ${CTX_FLOOR} floor: OpenCode's prompt alone is ~10k tokens`);
  const output = input.output ?? Math.min(16384, Math.floor(input.context / 4));
  if (!Number.isInteger(output) || output < 256 || output >= input.context) {
    throw new OcwError(ErrorCode.InvalidInput, `Expected the output limit to be an integer from 256 to below the context (${input.context}), got ${JSON.stringify(output)}`);
  }
  if (input.slots !== undefined && (!Number.isInteger(input.slots) || input.slots < 1 || input.slots > 64)) {
    throw new OcwError(ErrorCode.InvalidInput, `Expected the slot count to be an integer from 1 to 64, got ${JSON.stringify(input.slots)}`);
  }
  const providerId = input.providerId ?? defaultProviderId(input.engine, url);
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(providerId)) {
    throw new OcwError(ErrorCode.InvalidInput, `Expected a provider id of lower-case letters, digits, '.', '_' or '-', got ${JSON.stringify(providerId.slice(0, 80))}`);
  }
  const keyEnv = input.keyEnv === undefined ? undefined : validateKeyEnvName(input.keyEnv);
  if (!input.local && !keyEnv) warnings.push("a hosted endpoint without --key-env: requests will carry no key");
  return { baseURL: url.toString().replace(/\/$/, ""), model: input.model, providerId, keyEnv, context: input.context, output, warnings };
}

function defaultProviderId(engine: Engine | "api", url: URL): string {
  if (engine === "api") return Object.entries(API_PRESETS).find(([, p]) => url.toString().startsWith(p.baseURL))?.[0] ?? "openai-compatible";
  return engine === "llama.cpp" ? "llamacpp" : engine === "docker-model-runner" ? "dmr" : engine;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
