import { ErrorCode, OcwError } from "../error.js";
import { INSTALL_HINT, probeSandbox } from "../grade/index.js";
import {
  GiB,
  MiB,
  SERVE_ENGINES,
  catalogModel,
  parsePorts,
  planFit,
  planServe,
  runServePlan,
  scan,
  setupDir,
  TIER_WORDS,
  type Endpoint,
  type FitPlan,
  type Hardware,
  type ServeEngine,
  type ServeOutcome,
  type Tier,
} from "../setup/index.js";
import { scanAccounts, type AccountsSummary } from "../jobs/index.js";
import type { Context, Outcome } from "./context.js";
import type { Values } from "./setup-values.js";

/** `ocw setup scan`, `fit` and `serve`: flags → the setup room's scan, fit and serve plan → text or --json. */

export async function runScan(v: Values, ctx: Context): Promise<Outcome> {
  const portsText = v.str("ports");
  const [found, sandbox, accounts] = await Promise.all([
    scan(
      { urls: v.list("url"), ports: portsText === undefined ? undefined : parsePorts(portsText), host: v.str("host"), timeoutMs: v.int("timeout", 50, 60_000), keyEnv: v.keyEnv() },
      { env: ctx.env },
    ),
    // The grader's sandbox: what `ocw grade` and every job's checks will run under here.
    probeSandbox(ctx.env.PATH, ctx.env.OCW_BWRAP),
    // Beside the engines: what the user's own OpenCode reaches (its free tier, their sign-ins).
    scanAccounts({ env: ctx.env, cwd: ctx.cwd }),
  ]);
  const containment =
    sandbox.mode === "bwrap"
      ? { mode: "bwrap" as const, bwrap: sandbox.bwrap, unixSockets: !sandbox.unixSocketFilter, ...(sandbox.unixSocketsOpen ? { unixSocketsWhy: sandbox.unixSocketsOpen } : {}) }
      : { mode: "none" as const, why: sandbox.why, install: INSTALL_HINT };
  const lines: string[] = [];
  lines.push(found.endpoints.length ? "endpoints:" : "no model server found on the probed ports and URLs");
  for (const e of found.endpoints) lines.push(...renderEndpoint(e));
  lines.push(`probed: ${found.probes.map((p) => `${p.url.replace(/^https?:\/\//, "")} ${p.status === "found" ? p.engine : p.status} (${p.ms} ms)`).join(", ") || "nothing"}`);
  lines.push(...renderHardware(found.hardware));
  lines.push(`software: node ${found.software.node}, opencode ${found.software.opencode ?? "not on PATH"}`);
  const unix = containment.mode !== "bwrap" ? "" : containment.unixSockets ? `; unix sockets reachable (${containment.unixSocketsWhy ?? "no filter"})` : "; no unix sockets unless a task opts in";
  lines.push(containment.mode === "bwrap" ? `containment: bwrap (${containment.bwrap}): checks run sandboxed${unix}` : `containment: none — ${containment.why}; checks would run uncontained. Install: ${containment.install}`);
  lines.push(...renderAccountsSummary(accounts));
  return { data: { ...found, containment, accounts }, text: lines.join("\n") };
}

function renderAccountsSummary(a: AccountsSummary): string[] {
  const tiers = a.tiers ? (Object.entries(a.tiers) as [Tier, number][]).filter(([, n]) => n > 0).map(([t, n]) => `${n} ${TIER_WORDS[t]}`) : [];
  const head = a.tiers ? `your OpenCode reaches: ${tiers.join(", ") || "no model"}${a.signedIn?.length ? ` (signed in: ${a.signedIn.join(", ")})` : ""}` : "your OpenCode: not read";
  return [head, ...(a.free?.length ? [`  free hosted models: ${a.free.join(", ")}`] : []), ...a.problems.map((p) => `  problem: ${p}`), `  ${a.more}`];
}

function renderEndpoint(e: Endpoint): string[] {
  const head = `  ${e.engine} ${e.url}${e.version ? ` (${e.version})` : ""}${e.slots !== undefined ? `, ${e.slots} slot${e.slots === 1 ? "" : "s"}` : ""}${e.authRequired ? ", key required" : ""}`;
  const models = e.models.map(
    (m) =>
      `    ${m.id}: context per slot ${m.contextPerSlot ?? "unknown"}${m.contextTrain ? ` (trained ${m.contextTrain})` : ""}, tools ${m.tools === undefined ? "unknown" : m.tools ? "yes" : "no"}${m.remote ? ", CLOUD" : ""}${m.loaded === false ? ", not loaded" : ""}`,
  );
  return [head, `    base URL ${e.baseURL}`, ...models, ...e.notes.map((n) => `    note: ${n}`)];
}

function renderHardware(h: Hardware): string[] {
  const gpus = h.gpus.length
    ? h.gpus.map((g) => `${g.name} ${(g.totalBytes / GiB).toFixed(1)} GiB${g.freeBytes !== undefined ? ` (${(g.freeBytes / GiB).toFixed(1)} free)` : ""}${g.unified ? " unified" : ""}`).join(", ")
    : "none";
  return [`hardware: GPU ${gpus}; RAM ${(h.ram.totalBytes / GiB).toFixed(1)} GiB (${(h.ram.availableBytes / GiB).toFixed(1)} available); CPU ${h.cpu.cores} × ${h.cpu.model}${h.wsl ? "; WSL" : ""}`, ...h.notes.map((n) => `  note: ${n}`)];
}

// The memory flags, range-checked; whether they go together is the setup room's check.
function budgetFlags(v: Values): { vramBytes: number | undefined; ramBytes: number | undefined; cpuOnly: boolean } {
  return { vramBytes: v.gib("vram", 16384), ramBytes: v.gib("ram", 65536), cpuOnly: v.bool("cpu-only") };
}

export async function runFit(v: Values, ctx: Context): Promise<Outcome> {
  const plan = await planFit(
    {
      slots: v.int("slots", 1, 64),
      ctxPerSlot: v.int("ctx", 256, 4_194_304),
      cache: v.kv(),
      ...budgetFlags(v),
      gguf: v.str("gguf"),
      model: v.str("model"),
      quant: v.str("quant"),
      endpoint: v.str("endpoint"),
      // Named, not read: the key is read only when an endpoint is asked.
      keyEnv: v.str("key-env"),
      unified: !v.bool("no-kv-unified"),
      ubatch: v.int("ubatch", 1, 65536),
    },
    { env: ctx.env, timeoutMs: v.int("timeout", 50, 600_000) },
  );
  return { data: { plan }, text: renderPlan(plan, v.str("gguf")) };
}

// How `setup serve` names the model that was fitted: the file or URL, else the catalog id and quant.
function serveModelFlag(p: FitPlan, file: string | undefined): string {
  if (file) return file.includes(" ") ? "--gguf <file>" : `--gguf ${file}`;
  if (p.estimated && catalogModel(p.model)) return `--model ${p.model}${p.quant ? ` --quant ${p.quant}` : ""}`;
  return "--gguf <file>";
}

// Layers as llama.cpp counts them (n_layer, the JSON's `layers`); -ngl also counts the output layer.
function layerText(p: FitPlan): string {
  if (p.vram.total === 0) return `all ${p.layers} layers on the CPU`;
  if (p.fullOffload) return `all ${p.layers} layers and the output on the GPU`;
  const repeating = Math.max(0, p.gpuLayers - 1);
  return `${repeating} of ${p.layers} layers${p.gpuLayers >= 1 ? " and the output" : ""} on the GPU (-ngl ${p.gpuLayers})`;
}

function renderPlan(p: FitPlan, file: string | undefined): string {
  const g = (n: number): string => `${(n / GiB).toFixed(2)} GiB`;
  const m = p.memory;
  return [
    `${p.model}${p.quant ? ` ${p.quant}` : ""}: ${p.slots} slot${p.slots === 1 ? "" : "s"} × ${p.ctxPerSlot} tokens, KV ${p.cache}${p.unified ? " unified" : " per slot"}, ${layerText(p)}`,
    `  weights  ${g(m.weightsGpu)} GPU + ${g(m.weightsHost)} host${m.repack ? ` + ${g(m.repack)} repacked for the CPU` : ""}${p.estimated ? " (estimated)" : ""}`,
    `  KV cache ${g(m.kv)}${m.recurrent ? `, recurrent state ${g(m.recurrent)}` : ""}`,
    `  compute  ${g(m.computeGpu)} GPU + ${g(m.computeHost)} host, output ${g(m.output)}`,
    `  prompt cache ${g(m.promptCache)} host (--cache-ram ${Math.round(m.promptCache / MiB)})`,
    `  GPU need ${g(p.vram.need)} of ${g(p.vram.usable)} usable (${g(p.vram.total)} − ${g(p.vram.reserved)} runtime and margin)`,
    `  RAM need ${g(p.ram.need)} (+ ${g(p.ram.margin)} kept free) of ${g(p.ram.budget)} available`,
    `  budget   ${p.budgetSource}`,
    ...p.warnings.map((w) => `  warning: ${w}`),
    `serve it: ocw setup serve --engine llama.cpp --slots ${p.slots} --ctx ${p.ctxPerSlot} --kv ${p.cache}${p.fullOffload ? "" : ` --ngl ${p.gpuLayers}`} ${serveModelFlag(p, file)}`,
  ].join("\n");
}

export async function runServe(v: Values, ctx: Context): Promise<Outcome> {
  const engine = v.str("engine") ?? "llama.cpp";
  if (!SERVE_ENGINES.includes(engine as ServeEngine)) throw new OcwError(ErrorCode.InvalidInput, `Expected --engine to be one of ${SERVE_ENGINES.join(", ")}, got ${JSON.stringify(engine.slice(0, 40))}`);
  const out = await planServe(
    {
      // Checked now; the budget is read only when there is something to fit.
      ...budgetFlags(v),
      engine: engine as ServeEngine,
      gguf: v.str("gguf"),
      model: v.str("model"),
      quant: v.str("quant"),
      slots: v.int("slots", 1, 64),
      ctxPerSlot: v.int("ctx", 256, 4_194_304),
      cache: v.kv(),
      unified: !v.bool("no-kv-unified"),
      gpuLayers: v.int("ngl", 0, 1024),
      alias: v.str("alias"),
      host: v.str("host"),
      port: v.int("port", 1, 65535),
      keyEnv: v.keyEnv(),
      toolParser: v.str("tool-parser"),
      gpuMemoryUtilization: v.num("gpu-mem-util", 0, 1),
      cacheRamMiB: v.int("cache-ram", 0, 1 << 20),
      bin: v.str("bin"),
    },
    { cwd: ctx.cwd, env: ctx.env, timeoutMs: v.int("timeout", 50, 600_000) },
  );
  const serve = out.plan;
  const lines = [renderServeHead(out), serve.script, ...serve.warnings.map((w) => `# warning: ${w}`)];
  const commands = serve.steps.flatMap((s) => (s.kind === "run" ? [{ argv: s.argv, line: s.line, ...(s.manual ? { manual: s.manual } : {}) }] : []));
  const data = { plan: serve, commands, fit: out.fit ?? null, fitted: out.fitted, ...(out.notFitted ? { notFitted: out.notFitted } : {}), source: out.source, ...(out.download ? { download: out.download } : {}) };
  if (!v.bool("yes")) {
    lines.push("# printed only; add --yes to run it");
    return { data: { ...data, ran: false }, text: lines.join("\n") };
  }
  const waitS = v.int("wait", 0, 3600) ?? 0;
  const result = await runServePlan(serve, { env: ctx.env, logDir: `${setupDir(ctx.env, ctx.cwd)}/serve`, waitMs: waitS * 1000 });
  lines.push(...result.ran.map((r) => `# ${r}`));
  if (result.healthy) lines.push(`# healthy: ${serve.healthURL}`);
  return { data: { ...data, ...result, ran: true, steps: result.ran }, text: lines.join("\n") };
}

// One comment line: the shape, where the numbers come from, the endpoint; a second when something downloads.
function renderServeHead(out: ServeOutcome): string {
  const p = out.plan;
  const f = out.fit;
  const g = (n: number): string => `${(n / GiB).toFixed(1)} GiB`;
  const fitText = f
    ? `fit${out.fitted === "estimated" ? " (estimated from the catalog)" : ""}: ${f.quant ? `${f.quant}, ` : ""}${f.slots} × ${f.ctxPerSlot} tokens, KV ${f.cache}, ${f.vram.total > 0 ? `GPU ${g(f.vram.need)} of ${g(f.vram.usable)}` : `RAM ${g(f.ram.need)} of ${g(f.ram.budget)}`}${f.fullOffload || f.vram.total === 0 ? "" : `, ${layerText(f)}`}`
    : `NOT FITTED: ${out.notFitted ?? "no size known"}`;
  const lines = [`# ${p.engine}: ${fitText}; base URL ${p.baseURL}, model ${p.model}`];
  if (out.download) lines.push(`# ${out.download.what}${out.download.bytes ? ` (~${(out.download.bytes / 1e9).toFixed(1)} GB)` : ""}`);
  return lines.join("\n");
}
