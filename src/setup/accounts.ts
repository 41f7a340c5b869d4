import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";
import { isLoopback } from "./locality.js";
import { userOpencodeDirs, type Env } from "../paths/index.js";

/**
 * What the user already has in OpenCode: their global config's provider entries and their
 * sign-ins (`opencode auth login`), read only and never edited. Of a sign-in we keep the provider
 * and its kind (`api`, `oauth`), never a value; of a provider entry, everything but a key written
 * into it (its place is named, so the user can move it to a sign-in or `{env:VAR}`).
 *
 * Each model is labelled with the tier its provider puts it in. The provider decides, not a
 * `-free` suffix, which only says what it costs: `opencode/*` is OpenCode Zen's hosted tier,
 * `opencode-go/*` the OpenCode Go subscription, a provider signed in with OAuth a subscription,
 * a provider served on this machine local (where the locality check still has the last word),
 * and any other provider a metered API. Every tier but local sends the code off this machine.
 */

export type Tier = "local" | "hosted-free" | "hosted-subscription" | "metered";

export const TIER_WORDS: Readonly<Record<Tier, string>> = {
  local: "local",
  "hosted-free": "hosted free tier",
  "hosted-subscription": "hosted subscription",
  metered: "metered API",
};

export interface SignIn {
  readonly provider: string;
  /** `api` (a key), `oauth` (a subscription's tokens), `wellknown`: as OpenCode records it. */
  readonly type: string;
}

export interface UserProvider {
  readonly id: string;
  /** The file the entry (its last part) came from. */
  readonly file: string;
  /** The entry with any inline key taken out. */
  readonly block: Readonly<Record<string, unknown>>;
  /** Where a key is written into the entry itself (`options.apiKey`, …): such a provider is not used. */
  readonly inlineSecrets: readonly string[];
}

export interface UserOpencode {
  readonly configFiles: readonly string[];
  /** The sign-ins file, when it exists. */
  readonly authFile?: string;
  readonly signIns: readonly SignIn[];
  readonly providers: readonly UserProvider[];
  /** Files that exist but do not read: named with the fix. */
  readonly problems: readonly string[];
}

/** OpenCode's global config files, in the order it merges them (later wins), then `$OPENCODE_CONFIG`. */
function configCandidates(env: Env): string[] {
  const dir = userOpencodeDirs(env).config;
  const files = ["config.json", "opencode.json", "opencode.jsonc"].map((f) => join(dir, f));
  if (env.OPENCODE_CONFIG) files.push(env.OPENCODE_CONFIG);
  return files;
}

export async function readUserOpencode(env: Env): Promise<UserOpencode> {
  const problems: string[] = [];
  const configFiles: string[] = [];
  const merged = new Map<string, { file: string; block: Record<string, unknown> }>();
  for (const file of configCandidates(env)) {
    const text = await readFile(file, "utf8").catch(() => undefined);
    if (text === undefined) continue;
    const errors: ParseError[] = [];
    const config: unknown = parse(text, errors, { allowTrailingComma: true });
    if (errors.length > 0 || !isRecord(config)) {
      const e = errors[0];
      problems.push(`${file} does not read as JSON with comments${e ? ` (${printParseErrorCode(e.error)} at offset ${e.offset})` : ""}; OpenCode will not load it either: fix it, then scan again`);
      continue;
    }
    configFiles.push(file);
    if (!isRecord(config.provider)) continue;
    for (const [id, block] of Object.entries(config.provider)) {
      if (!isRecord(block)) continue;
      const before = merged.get(id)?.block ?? {};
      merged.set(id, { file, block: deepMerge(before, block) });
    }
  }
  const providers = [...merged].map(([id, { file, block }]): UserProvider => {
    const inlineSecrets: string[] = [];
    return { id, file, block: withoutSecrets(block, [], inlineSecrets), inlineSecrets };
  });
  const authFile = join(userOpencodeDirs(env).data, "auth.json");
  const auth = await readSignIns(authFile);
  if (auth.problem) problems.push(auth.problem);
  return { configFiles, ...(auth.exists ? { authFile } : {}), signIns: auth.signIns, providers, problems };
}

/** The providers and kinds of the user's sign-ins; values are looked at only to be dropped. */
async function readSignIns(file: string): Promise<{ exists: boolean; signIns: SignIn[]; problem?: string }> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return { exists: false, signIns: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { exists: true, signIns: [], problem: `${file} (your OpenCode sign-ins) is not valid JSON; OpenCode cannot read it either: sign in again with \`opencode auth login\`` };
  }
  if (!isRecord(raw)) return { exists: true, signIns: [] };
  return { exists: true, signIns: Object.entries(raw).map(([provider, v]) => ({ provider, type: isRecord(v) && typeof v.type === "string" ? v.type : "unknown" })) };
}

// A field that holds a credential when its value is written out rather than referred to.
const SECRET_KEY = /^(api[-_]?key|key|token|access[-_]?token|secret|password|authorization|x-api-key)$/i;
const REFERENCE = /^\{(env|file):[^}]+\}$/;

/** A copy of `v` without inline credentials; their paths (never values) go to `found`. */
function withoutSecrets(v: Record<string, unknown>, path: readonly string[], found: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (typeof x === "string" && SECRET_KEY.test(k) && !REFERENCE.test(x.trim())) {
      found.push([...path, k].join("."));
      continue;
    }
    out[k] = isRecord(x) ? withoutSecrets(x, [...path, k], found) : x;
  }
  return out;
}

function deepMerge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isRecord(v) && isRecord(out[k]) ? deepMerge(out[k] as Record<string, unknown>, v) : v;
  return out;
}

/** The tier a provider puts its models in (see the module note). */
export function tierOf(provider: string, o: { readonly signIn?: string; readonly url?: string; readonly env?: Env } = {}): Tier {
  if (provider === "opencode") return "hosted-free";
  if (provider === "opencode-go") return "hosted-subscription";
  if (o.url !== undefined && onLoopback(resolveEnvRefs(o.url, o.env ?? {}))) return "local";
  if (o.signIn === "oauth") return "hosted-subscription";
  return "metered";
}

/** OpenCode substitutes `{env:VAR}` when it reads a config; do the same before judging an address. */
export function resolveEnvRefs(text: string, env: Env): string {
  return text.replace(/\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => env[name] ?? "");
}

function onLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    return host === "localhost" || isLoopback(host);
  } catch {
    return false;
  }
}

/** A model as OpenCode lists it (src/opencode listModels), before we label it. */
export interface ListedModelInput {
  readonly route: string;
  readonly provider: string;
  readonly id: string;
  readonly name?: string;
  readonly url?: string;
  readonly cost?: { readonly input: number; readonly output: number };
  readonly limit?: { readonly context: number; readonly output: number };
  readonly toolcall?: boolean;
}

export interface AccountModel {
  readonly route: string;
  readonly provider: string;
  readonly model: string;
  readonly name?: string;
  readonly tier: Tier;
  /** The catalog prices it at 0 in and out: what it costs, not where it runs. */
  readonly free: boolean;
  /** Where requests go: the user's own entry's baseURL, else the catalog's. */
  readonly url?: string;
  readonly limit?: { readonly context: number; readonly output: number };
  readonly toolcall?: boolean;
  /** How its requests are signed: the user's sign-in, their config (`{env:…}`/`{file:…}`), or nothing (a free tier, an env var OpenCode reads). */
  readonly credentials: "sign-in" | "config" | "none";
  readonly usable: boolean;
  readonly why?: string;
}

/** Label what OpenCode lists with tier, credentials and whether a worker can use it. */
export function accountModels(listed: readonly ListedModelInput[], user: UserOpencode, env: Env): AccountModel[] {
  const signIns = new Map(user.signIns.map((s) => [s.provider, s.type]));
  const entries = new Map(user.providers.map((p) => [p.id, p]));
  return listed.map((m) => {
    const entry = entries.get(m.provider);
    const options = isRecord(entry?.block.options) ? entry.block.options : {};
    const url = typeof options.baseURL === "string" ? options.baseURL : m.url;
    const tier = tierOf(m.provider, { signIn: signIns.get(m.provider), url, env });
    const credentials = signIns.has(m.provider) ? "sign-in" : typeof options.apiKey === "string" ? "config" : "none";
    const why = entry?.inlineSecrets.length
      ? `its key is written into ${entry.file} (provider.${m.provider}.${entry.inlineSecrets[0]}), and keys are never copied: sign in with \`opencode auth login\`, or write it as "{env:VAR}"`
      : m.toolcall === false
        ? "the catalog says it cannot call tools, and a worker works through tools"
        : undefined;
    return {
      route: m.route,
      provider: m.provider,
      model: m.id,
      ...(m.name ? { name: m.name } : {}),
      tier,
      // A model the user's own entry defines has no price in the catalog (OpenCode says 0): not "free".
      free: m.cost !== undefined && m.cost.input === 0 && m.cost.output === 0 && !(isRecord(entry?.block.models) && m.id in entry.block.models),
      ...(url ? { url } : {}),
      ...(m.limit ? { limit: m.limit } : {}),
      ...(m.toolcall !== undefined ? { toolcall: m.toolcall } : {}),
      credentials,
      usable: why === undefined,
      ...(why ? { why } : {}),
    };
  });
}

/**
 * The user's provider entries as config for listing what their OpenCode reaches: every entry,
 * each without a key written into it (so one that holds a key is listed, and marked unusable).
 */
export function providerEntriesForListing(user: UserOpencode): Record<string, unknown> {
  return Object.fromEntries(user.providers.map((p) => [p.id, p.block]));
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
