import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { opencodeConfigDir, type Env } from "../paths/index.js";
import { assertLocal, checkLocality, routeTier, TIER_WORDS, type Tier } from "../setup/index.js";

/**
 * A task marked `data: local-only` may only reach a model served on this machine. Dispatch checks
 * the job's pinned route against the endpoint our OpenCode config sends it to — loopback only,
 * an engine that cannot forward to a hosted API, the model resident — before any job exists, so
 * a refused task never starts and nothing falls back to a hosted model.
 */
export async function requireLocalRoute(route: { readonly model: string; readonly tier?: Tier } | undefined, env: Env, timeoutMs = 5_000): Promise<LocalityEvidence> {
  const fix = "set up a local model with model-setup (ocw setup provider --url http://127.0.0.1:…) or run the task without data: local-only";
  if (!route) throw new OcwError(ErrorCode.LocalityRefused, `refused for local-only data: the task names no model and no active target is set, so OpenCode would pick its own default; ${fix}`);
  // The provider names the tier before any address does: OpenCode's hosted tiers are hosted
  // wherever their baseURL points, and what they cost says nothing about where the code goes.
  const tier = route.tier ?? (await routeTier(route.model, env)).tier;
  if (tier === "hosted-free" || tier === "hosted-subscription") {
    throw new OcwError(ErrorCode.LocalityRefused, `refused for local-only data: ${route.model} goes to ${TIER_WORDS[tier]} (provider "${route.model.slice(0, route.model.indexOf("/"))}"), which sends the code off this machine whatever it costs; ${fix}`, { data: { route: route.model, tier } });
  }
  const slash = route.model.indexOf("/");
  const providerId = route.model.slice(0, slash);
  const modelId = route.model.slice(slash + 1);
  const file = join(opencodeConfigDir(env), "opencode.json");
  // OpenCode's own config, not an ocw state file: only the one field is read, and checked below.
  const config = await readFile(file, "utf8")
    .then((t): unknown => JSON.parse(t))
    .catch(() => undefined);
  const raw = ["provider", providerId, "options", "baseURL"].reduce(field, config);
  if (typeof raw !== "string") {
    throw new OcwError(ErrorCode.LocalityRefused, `refused for local-only data: provider "${providerId}" has no baseURL in ${file}, so where ${route.model} runs cannot be checked; ${fix}`);
  }
  // OpenCode substitutes {env:VAR} when it reads the config; do the same to check the real address.
  const url = raw.replace(/\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => env[name] ?? "");
  const report = await checkLocality(url, modelId, { timeoutMs });
  assertLocal(report);
  return { checkedAt: new Date().toISOString(), url: report.url, addresses: report.addresses, ...(report.engine ? { engine: report.engine } : {}), conditions: report.conditions.map((c) => ({ name: c.name, ok: c.ok, detail: c.detail })) };
}

/** What the locality check saw when it let a local-only job through: kept with the job. */
export interface LocalityEvidence {
  readonly checkedAt: string;
  readonly url: string;
  readonly addresses: readonly string[];
  readonly engine?: string;
  readonly conditions: readonly { readonly name: string; readonly ok: boolean; readonly detail: string }[];
}

// One step into parsed JSON: an own field of an object, else undefined.
function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}
