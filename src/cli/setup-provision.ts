import { ErrorCode, OcwError } from "../error.js";
import {
  API_PRESETS,
  CHECKS,
  assertLocal,
  assertVerified,
  checkLocality,
  identify,
  readActiveTarget,
  readKey,
  verify,
  writeProvider,
  type CheckName,
} from "../setup/index.js";
import type { Context, Outcome } from "./context.js";
import { runUseAccount } from "./setup-accounts.js";
import { keyHeaders, type Values } from "./setup-values.js";

/** `ocw setup provider`, `verify` and `locality`: point OpenCode at an endpoint and prove it. */

export async function runProvider(v: Values, ctx: Context): Promise<Outcome> {
  const route = v.str("opencode");
  if (route !== undefined) return runUseAccount(route, v, ctx);
  const api = v.str("api");
  const keyEnvGiven = v.keyEnv();
  const timeoutMs = v.int("timeout", 50, 600_000);
  const contextGiven = v.int("context", 1024, 4_194_304);
  const output = v.int("output", 256, 4_194_304);
  const slots = v.int("slots", 1, 64);
  if (api !== undefined) {
    const preset = API_PRESETS[api];
    const url = v.list("url")[0] ?? preset?.baseURL;
    if (!url || (!preset && api !== "openai")) throw new OcwError(ErrorCode.InvalidInput, `Expected --api to be ${[...Object.keys(API_PRESETS), "openai"].join(" or ")} (openai needs --url <base URL>), got ${JSON.stringify(api.slice(0, 40))}`);
    const model = v.str("model");
    if (!model) throw new OcwError(ErrorCode.Usage, "setup provider --api: give --model <id> as the API names it");
    const keyEnv = keyEnvGiven ?? preset?.keyEnv;
    if (keyEnv) readKey(keyEnv, ctx.env);
    const context = contextGiven ?? (await apiContext(url, model, keyEnv ? { authorization: `Bearer ${readKey(keyEnv, ctx.env)}` } : {}, timeoutMs));
    const result = await writeProvider(
      { baseURL: url, model, engine: "api", context, output, slots: slots ?? 4, keyEnv, providerId: v.str("provider-id"), providerName: v.str("name") ?? preset?.name, quant: "api", local: false },
      { env: ctx.env, cwd: ctx.cwd },
    );
    return { data: result, text: renderProvider(result) };
  }
  const url = v.list("url")[0];
  if (!url) throw new OcwError(ErrorCode.Usage, "setup provider: give --url <endpoint> (from ocw setup scan), --api openrouter --model <id>, or --opencode <provider/model> (from ocw setup accounts)");
  if (keyEnvGiven) readKey(keyEnvGiven, ctx.env);
  const ep = await identify(url, { headers: keyHeaders(v, ctx), timeoutMs });
  const want = v.str("model");
  const served = want ? ep.models.find((m) => m.id === want) : ep.models.length === 1 ? ep.models[0] : ep.models.find((m) => m.loaded);
  if (!served) {
    throw new OcwError(ErrorCode.NotFound, `${ep.engine} at ${ep.url} serves ${ep.models.map((m) => m.id).join(", ") || "no model"}${want ? `, not ${want}` : ""}; pick one with --model <id>`, { data: { models: ep.models.map((m) => m.id) } });
  }
  if (served.remote) throw new OcwError(ErrorCode.InvalidInput, `${served.id} is a cloud model served through ${ep.engine}; pick a local model, or use --api for hosted models`);
  const context = contextGiven ?? served.contextPerSlot;
  if (context === undefined) {
    throw new OcwError(ErrorCode.InvalidInput, `${ep.engine} does not report the context ${served.id} is served with; pass --context <tokens> (what the server really serves per request; ocw setup verify checks it)`);
  }
  // Given, or what the server reports; else undeclared, and jobs take the pack's count before 1.
  const declared = slots ?? ep.slots;
  const result = await writeProvider(
    { baseURL: ep.baseURL, model: served.id, engine: ep.engine, context, output, ...(declared !== undefined ? { slots: declared } : {}), keyEnv: keyEnvGiven, providerId: v.str("provider-id"), providerName: v.str("name"), quant: v.str("quant") ?? served.quant, local: true },
    { env: ctx.env, cwd: ctx.cwd },
  );
  return { data: { ...result, endpoint: ep }, text: renderProvider(result) };
}

async function apiContext(url: string, model: string, headers: Record<string, string>, timeoutMs: number | undefined): Promise<number> {
  const ep = await identify(url, { headers, timeoutMs }).catch(() => undefined);
  const found = ep?.models.find((m) => m.id === model)?.contextPerSlot;
  if (found) return found;
  throw new OcwError(ErrorCode.InvalidInput, `the API does not report ${model}'s context; pass --context <tokens>`);
}

function renderProvider(r: Awaited<ReturnType<typeof writeProvider>>): string {
  const t = r.record;
  return [
    `active target: ${t.providerId}/${t.model} (${t.engine}) at ${t.baseURL}`,
    `  limit.context ${t.limit.context}, limit.output ${t.limit.output}, slots ${t.slotsDeclared === false ? "not declared (jobs take the pack's count, else 1; give --slots N)" : t.slots}${t.keyEnv ? `, key from $${t.keyEnv}` : ""}`,
    `  wrote ${r.configFile}`,
    `  wrote ${r.recordFile}`,
    ...r.warnings.map((w) => `  warning: ${w}`),
    "next: ocw setup verify",
  ].join("\n");
}

export async function runVerify(v: Values, ctx: Context): Promise<Outcome> {
  const active = await readActiveTarget(ctx.env, ctx.cwd);
  if (active?.via === "opencode" && v.list("url")[0] === undefined) {
    // Its requests are signed by the user's OpenCode (a sign-in, their config), which a probe of ours must not borrow.
    throw new OcwError(ErrorCode.InvalidInput, `setup verify probes an endpoint you serve; ${active.providerId}/${active.model} is reached through your OpenCode, so the self-build is its check: run ocw selftest (or give --url and --model for an endpoint of your own)`);
  }
  const url = v.list("url")[0] ?? active?.baseURL;
  const model = v.str("model") ?? active?.model;
  if (!url || !model) throw new OcwError(ErrorCode.Usage, "setup verify: no active target yet; run ocw setup provider first, or give --url and --model");
  const explicit = v.list("url")[0] !== undefined;
  const context = v.int("context", 1024, 4_194_304) ?? (explicit ? undefined : active?.limit.context) ?? 65536;
  const only = v.str("only")?.split(",").map((s) => s.trim()) as CheckName[] | undefined;
  for (const o of only ?? []) if (!CHECKS.includes(o)) throw new OcwError(ErrorCode.InvalidInput, `Expected --only to list checks from ${CHECKS.join(", ")}, got ${JSON.stringify(o)}`);
  const base = explicit ? await identify(url, { headers: keyHeaders(v, ctx) }) : undefined;
  const report = await verify(
    {
      baseURL: base?.baseURL ?? url,
      model,
      keyEnv: v.keyEnv() ?? (explicit ? undefined : active?.keyEnv),
      context,
      output: v.int("output", 256, 4_194_304) ?? (explicit ? undefined : active?.limit.output) ?? Math.min(16384, Math.floor(context / 4)),
      slots: v.int("slots", 1, 64) ?? (explicit ? undefined : active?.slots) ?? 1,
      engine: base?.engine ?? active?.engine,
    },
    { env: ctx.env, timeoutMs: v.int("timeout", 100, 3_600_000), probeTokens: v.int("probe-tokens", 16, 4_194_304), only },
  );
  const text = [
    `verify ${report.model} at ${report.baseURL}`,
    ...report.checks.map((c) => `  ${c.status.padEnd(4)} ${c.name.padEnd(10)} ${c.detail} (${c.ms} ms)${c.fix && c.status === "fail" ? `\n       fix: ${c.fix}` : ""}`),
    report.ok ? "all checks passed" : "some checks failed",
  ].join("\n");
  let error: Error | undefined;
  try {
    assertVerified(report);
  } catch (e) {
    error = e as Error;
  }
  return { data: report, text, error };
}

export async function runLocality(v: Values, ctx: Context): Promise<Outcome> {
  const active = await readActiveTarget(ctx.env, ctx.cwd);
  const url = v.list("url")[0] ?? active?.baseURL;
  const model = v.str("model") ?? active?.model;
  if (!url || !model) throw new OcwError(ErrorCode.Usage, "setup locality: no active target yet; run ocw setup provider first, or give --url and --model");
  const keyEnv = v.keyEnv() ?? (v.list("url")[0] ? undefined : active?.keyEnv);
  const headers: Record<string, string> = keyEnv ? { authorization: `Bearer ${readKey(keyEnv, ctx.env)}` } : {};
  const report = await checkLocality(url, model, { headers, timeoutMs: v.int("timeout", 50, 600_000) });
  const text = [`locality of ${model} at ${report.url}: ${report.ok ? "local" : "REFUSED"}`, ...report.conditions.map((c) => `  ${c.ok ? "ok  " : "FAIL"} ${c.name.padEnd(8)} ${c.detail}`)].join("\n");
  let error: Error | undefined;
  try {
    assertLocal(report);
  } catch (e) {
    error = e as Error;
  }
  return { data: report, text, error };
}
