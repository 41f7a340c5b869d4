import { discoverAccounts, useAccount, type AccountsReport } from "../jobs/index.js";
import { TIER_WORDS, type AccountModel, type Tier } from "../setup/index.js";
import type { Context, Outcome } from "./context.js";
import type { Values } from "./setup-values.js";

/** `ocw setup accounts` and `ocw setup provider --opencode`: the models the user's own OpenCode reaches. */

export async function runAccounts(v: Values, ctx: Context): Promise<Outcome> {
  const report = await discoverAccounts({ env: ctx.env, cwd: ctx.cwd });
  const only = v.str("provider");
  const models = only ? report.models.filter((m) => m.provider === only) : report.models;
  const text = only ? renderProvider(only, models) : renderAccounts(report);
  return { data: { ...report, models }, text };
}

export async function runUseAccount(route: string, v: Values, ctx: Context): Promise<Outcome> {
  const r = await useAccount(route, { env: ctx.env, cwd: ctx.cwd, slots: v.int("slots", 1, 64), context: v.int("context", 1024, 4_194_304), output: v.int("output", 256, 4_194_304) });
  const t = r.record;
  const signIn = r.model.credentials === "sign-in" ? "; signed in with your OpenCode sign-in (read in place, never copied)" : "";
  const text = [
    `active target: ${r.model.route} (${r.tierWords}${r.model.free ? ", free" : ""})${r.model.url ? ` at ${r.model.url}` : ""}`,
    `  limit.context ${t.limit.context}, limit.output ${t.limit.output}, slots ${t.slots}${signIn}`,
    `  wrote ${r.configFile}`,
    `  wrote ${r.recordFile}`,
    ...r.warnings.map((w) => `  warning: ${w}`),
    "next: the self-build (ocw selftest) tells whether it can do the work",
  ].join("\n");
  return { data: r, text };
}

const ORDER: readonly Tier[] = ["local", "hosted-free", "hosted-subscription", "metered"];

export function renderAccounts(r: AccountsReport): string {
  const lines: string[] = [];
  const signed = r.signIns.map((s) => `${s.provider} (${s.type})`).join(", ");
  lines.push(`your OpenCode reaches ${r.models.filter((m) => m.usable).length} models (config: ${r.configFiles.join(", ") || "none"}; signed in: ${signed || "nothing"})`);
  const providers = [...new Set(r.models.map((m) => m.provider))];
  providers.sort((a, b) => ORDER.indexOf(tierOfFirst(r.models, a)) - ORDER.indexOf(tierOfFirst(r.models, b)) || a.localeCompare(b));
  for (const p of providers) {
    const ms = r.models.filter((m) => m.provider === p && m.usable);
    if (ms.length === 0) continue;
    const free = ms.filter((m) => m.free);
    const sample = (free.length ? free : ms).slice(0, 4).map((m) => m.model);
    const more = (free.length ? free : ms).length - sample.length;
    lines.push(`  ${p.padEnd(14)} ${TIER_WORDS[ms[0]!.tier].padEnd(20)} ${ms.length} model${ms.length === 1 ? "" : "s"}${free.length ? `, ${free.length} free` : ""}${ms[0]!.credentials === "sign-in" ? " (signed in)" : ""}: ${sample.join(", ")}${more > 0 ? `, … (${more} more: --provider ${p})` : ""}`);
  }
  const unusable = r.models.filter((m) => !m.usable);
  const byWhy = new Map<string, string[]>();
  for (const m of unusable) byWhy.set(m.why ?? "", [...(byWhy.get(m.why ?? "") ?? []), m.route]);
  for (const [why, routes] of byWhy) lines.push(`  not usable: ${routes.slice(0, 3).join(", ")}${routes.length > 3 ? ` (+${routes.length - 3})` : ""}: ${why}`);
  for (const p of r.problems) lines.push(`  problem: ${p}`);
  lines.push("Every tier but local sends the code it reads off this machine; local-only data goes to none of them.");
  lines.push("use one: ocw setup provider --opencode <provider/model>");
  return lines.join("\n");
}

function renderProvider(provider: string, models: readonly AccountModel[]): string {
  if (models.length === 0) return `your OpenCode reaches no model of "${provider}"`;
  return [
    `${provider}: ${TIER_WORDS[models[0]!.tier]}, ${models.length} model${models.length === 1 ? "" : "s"}`,
    ...models.map((m) => `  ${m.route}${m.free ? " (free)" : ""}${m.limit ? `, context ${m.limit.context}` : ""}${m.usable ? "" : ` — not usable: ${m.why}`}`),
  ].join("\n");
}

function tierOfFirst(models: readonly AccountModel[], provider: string): Tier {
  return models.find((m) => m.provider === provider)!.tier;
}
