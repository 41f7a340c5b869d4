import { ErrorCode, OcwError } from "../error.js";
import { listModels } from "../opencode/index.js";
import type { Env } from "../paths/index.js";
import { accountModels, readUserOpencode, TIER_WORDS, providerEntriesForListing, writeAccountTarget, type AccountModel, type Tier, type UserOpencode } from "../setup/index.js";

/**
 * The models the user reaches through their own OpenCode — its free hosted tier, their sign-ins,
 * the providers in their config — as OpenCode itself lists them, each labelled with its tier.
 * Here because it joins the harness (which lists) and model-setup (which reads the user's files
 * and labels): the CLI and the MCP tool both call this.
 */

export interface AccountsReport {
  /** The user's OpenCode files we read (never wrote). */
  readonly configFiles: readonly string[];
  readonly authFile?: string;
  /** Providers they are signed in to, and how (`api`, `oauth`); never a value. */
  readonly signIns: UserOpencode["signIns"];
  readonly models: readonly AccountModel[];
  /** Models per tier, usable ones only. */
  readonly tiers: Readonly<Record<Tier, number>>;
  readonly problems: readonly string[];
}

/** The user's files and what their OpenCode lists, labelled: one pass, for listing and for use alike. */
async function reachable(opts: { readonly env: Env; readonly cwd?: string }) {
  const user = await readUserOpencode(opts.env);
  const listed = await listModels({ env: opts.env, cwd: opts.cwd, ...(user.authFile ? { authFile: user.authFile } : {}), providers: providerEntriesForListing(user) });
  return { user, models: accountModels(listed.models, user, opts.env), problem: listed.problem };
}

export async function discoverAccounts(opts: { readonly env: Env; readonly cwd?: string }): Promise<AccountsReport> {
  const { user, models, problem } = await reachable(opts);
  const tiers: Record<Tier, number> = { local: 0, "hosted-free": 0, "hosted-subscription": 0, metered: 0 };
  for (const m of models) if (m.usable) tiers[m.tier] += 1;
  const problems = [...user.problems, ...(problem ? [`OpenCode could not list its models: ${problem}`] : [])];
  return { configFiles: user.configFiles, ...(user.authFile ? { authFile: user.authFile } : {}), signIns: user.signIns, models, tiers, problems };
}

/** Make `route` (as `ocw setup accounts` lists it) the active target. */
export async function useAccount(route: string, opts: { readonly env: Env; readonly cwd?: string; readonly slots?: number; readonly context?: number; readonly output?: number }) {
  if (!/^[^\s/]+\/\S+$/.test(route)) throw new OcwError(ErrorCode.InvalidInput, `Expected --opencode to name a model as provider/model (as \`ocw setup accounts\` lists it), got ${JSON.stringify(route.slice(0, 80))}`);
  const { user, models, problem } = await reachable(opts);
  const m = models.find((x) => x.route === route);
  if (!m) {
    const provider = route.slice(0, route.indexOf("/"));
    const same = models.filter((x) => x.provider === provider).map((x) => x.route);
    const hint = same.length
      ? `it lists ${same.slice(0, 6).join(", ")}${same.length > 6 ? `, … (${same.length} in all)` : ""}`
      : `it reaches no model of "${provider}": sign in with \`opencode auth login\`, or add the provider to your OpenCode config`;
    throw new OcwError(ErrorCode.NotFound, `your OpenCode does not reach ${route}; ${hint}${problem ? ` (${problem})` : ""}`, { data: { route } });
  }
  const result = await writeAccountTarget(m, user, opts);
  return { ...result, model: m, tierWords: TIER_WORDS[m.tier] };
}

/** What a scan shows of the accounts: counts by tier, the free hosted models, the sign-ins; never a failure of the scan. */
export interface AccountsSummary {
  readonly tiers?: Readonly<Record<Tier, number>>;
  /** Usable models OpenCode's catalog prices at 0 (routes), the first few. */
  readonly free?: readonly string[];
  readonly signedIn?: readonly string[];
  readonly problems: readonly string[];
  readonly more: string;
}

export async function scanAccounts(opts: { readonly env: Env; readonly cwd?: string }): Promise<AccountsSummary> {
  const more = "ocw setup accounts lists every model by tier; ocw setup provider --opencode <provider/model> uses one";
  try {
    const r = await discoverAccounts(opts);
    const free = r.models.filter((m) => m.usable && m.free && m.tier !== "local").map((m) => m.route);
    return { tiers: r.tiers, free: free.slice(0, 8), signedIn: r.signIns.map((s) => s.provider), problems: r.problems, more };
  } catch (e) {
    return { problems: [`what your OpenCode reaches is unknown: ${e instanceof Error ? e.message : String(e)}`], more };
  }
}
