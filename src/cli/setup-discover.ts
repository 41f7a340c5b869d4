import { ErrorCode, OcwError } from "../error.js";
import {
  GiB,
  SERVE_ENGINES,
  fitClimbing,
  planServe,
  budgetFrom,
  catalogModel,
  detectHardware,
  detectSoftware,
  identify,
  profileFromCatalog,
  profileFromGguf,
  profileFromOllama,
  runServePlan,
  scanEndpoints,
  setupDir,
  type Budget,
  type Endpoint,
  type FitPlan,
  type Hardware,
  type ModelProfile,
  type ServeEngine,
  type ServeOutcome,
} from "../setup/index.js";
import type { Context, Outcome } from "./context.js";
import { keyHeaders, type Values } from "./setup-values.js";

/** `ocw setup scan`, `fit` and `serve`: discover, plan, and print (or run) the serve command. */

export async function runScan(v: Values, ctx: Context): Promise<Outcome> {
  const portsText = v.str("ports");
  const ports = portsText === undefined ? undefined : portsText.trim() === "" ? [] : portsText.split(",").map((p) => Number(p.trim()));
  const [scan, hardware, software] = await Promise.all([
    scanEndpoints({ urls: v.list("url"), ports, host: v.str("host"), timeoutMs: v.int("timeout", 50, 60_000), headers: keyHeaders(v, ctx), env: ctx.env }),
    detectHardware(),
    detectSoftware(),
  ]);
  const lines: string[] = [];
  lines.push(scan.endpoints.length ? "endpoints:" : "no model server found on the probed ports and URLs");
  for (const e of scan.endpoints) lines.push(...renderEndpoint(e));
  lines.push(`probed: ${scan.probes.map((p) => `${p.url.replace(/^https?:\/\//, "")} ${p.status === "found" ? p.engine : p.status} (${p.ms} ms)`).join(", ") || "nothing"}`);
  lines.push(...renderHardware(hardware));
  lines.push(`software: node ${software.node}, opencode ${software.opencode ?? "not on PATH"}`);
  return { data: { endpoints: scan.endpoints, probes: scan.probes, hardware, software }, text: lines.join("\n") };
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

async function budgetOf(v: Values): Promise<Budget> {
  const vram = v.gib("vram", 16384);
  const ram = v.gib("ram", 65536);
  if (v.bool("cpu-only") && vram !== undefined) throw new OcwError(ErrorCode.Usage, "setup: give --vram or --cpu-only, not both");
  const hw = await detectHardware();
  const b = budgetFrom(hw, { vramBytes: vram, ramBytes: ram });
  return v.bool("cpu-only") ? { ...b, gpus: [], unified: false, source: `CPU only; ${((ram ?? hw.ram.availableBytes) / GiB).toFixed(1)} GiB of RAM` } : b;
}

async function profileOf(v: Values, ctx: Context): Promise<ModelProfile | undefined> {
  const gguf = v.str("gguf");
  const model = v.str("model");
  const endpoint = v.str("endpoint");
  const timeoutMs = v.int("timeout", 50, 600_000);
  if ([gguf, endpoint].filter((x) => x !== undefined).length > 1) throw new OcwError(ErrorCode.Usage, "setup: give one of --gguf or --endpoint");
  if (gguf) return profileFromGguf(gguf, { env: ctx.env, timeoutMs });
  if (endpoint) {
    const ep = await identify(endpoint, { headers: keyHeaders(v, ctx), timeoutMs });
    const served = model ? ep.models.find((m) => m.id === model) : (ep.models.find((m) => m.loaded) ?? ep.models[0]);
    if (!served) throw new OcwError(ErrorCode.NotFound, `${ep.engine} at ${ep.url} serves ${ep.models.map((m) => m.id).join(", ") || "no model"}${model ? `, not ${model}` : ""}`);
    if (ep.engine === "ollama") return profileFromOllama(ep.url, served.id, { headers: keyHeaders(v, ctx), timeoutMs });
    if (served.path && !/^https?:/.test(served.path)) return profileFromGguf(served.path, { env: ctx.env, timeoutMs });
    throw new OcwError(ErrorCode.NotFound, `${ep.engine} at ${ep.url} does not say which GGUF it serves; pass --gguf <file|url> or --model <catalog id>`);
  }
  if (model) return profileFromCatalog(model, v.str("quant"));
  return undefined;
}

export async function runFit(v: Values, ctx: Context): Promise<Outcome> {
  const slots = v.int("slots", 1, 64);
  const ctxPerSlot = v.int("ctx", 256, 4_194_304);
  const cache = v.kv();
  const budget = await budgetOf(v);
  const profile = await profileOf(v, ctx);
  if (!profile) throw new OcwError(ErrorCode.Usage, "setup fit: give --gguf <file|url>, --model <catalog id> or --endpoint <url>; see ocw setup --help");
  const request = { budget, slots, ctxPerSlot, cache, unified: !v.bool("no-kv-unified"), ubatch: v.int("ubatch", 1, 65536) };
  const plan = fitClimbing(profile, request, v.str("quant") === undefined && profile.source === "catalog");
  return { data: { plan }, text: renderPlan(plan, v.str("gguf")) };
}

// How `setup serve` names the model that was fitted: the file or URL, else the catalog id and quant.
function serveModelFlag(p: FitPlan, file: string | undefined): string {
  if (file) return file.includes(" ") ? "--gguf <file>" : `--gguf ${file}`;
  if (p.estimated && catalogModel(p.model)) return `--model ${p.model}${p.quant ? ` --quant ${p.quant}` : ""}`;
  return "--gguf <file>";
}

function renderPlan(p: FitPlan, file: string | undefined): string {
  const g = (n: number): string => `${(n / GiB).toFixed(2)} GiB`;
  const m = p.memory;
  return [
    `${p.model}${p.quant ? ` ${p.quant}` : ""}: ${p.slots} slot${p.slots === 1 ? "" : "s"} × ${p.ctxPerSlot} tokens, KV ${p.cache}${p.unified ? " unified" : " per slot"}, ${p.fullOffload ? "all layers on the GPU" : `${p.gpuLayers} of ${p.layers + 1} layers on the GPU`}`,
    `  weights  ${g(m.weightsGpu)} GPU + ${g(m.weightsHost)} host${p.estimated ? " (estimated)" : ""}`,
    `  KV cache ${g(m.kv)}${m.recurrent ? `, recurrent state ${g(m.recurrent)}` : ""}`,
    `  compute  ${g(m.computeGpu)} GPU + ${g(m.computeHost)} host (estimate), output ${g(m.output)}`,
    `  GPU need ${g(p.vram.need)} of ${g(p.vram.usable)} usable (${g(p.vram.total)} − ${g(p.vram.reserved)} runtime and margin)`,
    `  RAM need ${g(p.ram.need)} of ${g(p.ram.budget)} available`,
    `  budget   ${p.budgetSource}`,
    ...p.warnings.map((w) => `  warning: ${w}`),
    `serve it: ocw setup serve --engine llama.cpp --slots ${p.slots} --ctx ${p.ctxPerSlot} --kv ${p.cache}${p.fullOffload ? "" : ` --ngl ${p.gpuLayers}`} ${serveModelFlag(p, file)}`,
  ].join("\n");
}

export async function runServe(v: Values, ctx: Context): Promise<Outcome> {
  const engine = v.str("engine") ?? "llama.cpp";
  if (!SERVE_ENGINES.includes(engine as ServeEngine)) throw new OcwError(ErrorCode.InvalidInput, `Expected --engine to be one of ${SERVE_ENGINES.join(", ")}, got ${JSON.stringify(engine.slice(0, 40))}`);
  // The budget is read only when there is something to fit; its flags are checked either way.
  v.gib("vram", 16384);
  v.gib("ram", 65536);
  const out = await planServe(
    {
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
    { cwd: ctx.cwd, env: ctx.env, setupDir: setupDir(ctx.env, ctx.cwd), budget: () => budgetOf(v), timeoutMs: v.int("timeout", 50, 600_000) },
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
    ? `fit${out.fitted === "estimated" ? " (estimated from the catalog)" : ""}: ${f.quant ? `${f.quant}, ` : ""}${f.slots} × ${f.ctxPerSlot} tokens, KV ${f.cache}, ${f.vram.total > 0 ? `GPU ${g(f.vram.need)} of ${g(f.vram.usable)}` : `RAM ${g(f.ram.need)} of ${g(f.ram.budget)}`}${f.fullOffload || f.vram.total === 0 ? "" : `, ${f.gpuLayers} of ${f.layers + 1} layers on the GPU`}`
    : `NOT FITTED: ${out.notFitted ?? "no size known"}`;
  const lines = [`# ${p.engine}: ${fitText}; base URL ${p.baseURL}, model ${p.model}`];
  if (out.download) lines.push(`# ${out.download.what}${out.download.bytes ? ` (~${(out.download.bytes / 1e9).toFixed(1)} GB)` : ""}`);
  return lines.join("\n");
}
