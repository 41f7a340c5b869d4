import { ErrorCode, OcwError } from "../error.js";
import { fitClimbing } from "./fit-catalog.js";
import type { Budget, FitPlan, ModelProfile } from "./fit.js";
import type { CacheType } from "./ggml.js";
import { budgetFrom, detectHardware } from "./hardware.js";
import { GiB } from "./memory.js";
import { profileFromCatalog, profileFromGguf, profileFromOllama } from "./profile.js";
import { identify } from "./scan/scan.js";
import { authHeaders, readKey } from "./secrets.js";

/**
 * `setup fit` as one function: the memory budget (given, or detected), the model's profile (a
 * GGUF header, a running server's model, or the catalog) and the serve shape that holds N
 * workers. Messages name the CLI's flags; the MCP tool's fields carry the same names.
 */

export interface BudgetInput {
  /** Usable GPU memory, when detection is wrong or the model is for another machine. */
  readonly vramBytes?: number;
  /** Available system RAM, likewise. */
  readonly ramBytes?: number;
  /** Plan for the CPU alone (no GPU layers). */
  readonly cpuOnly?: boolean;
}

export interface FitInput extends BudgetInput {
  /** A GGUF file or https URL (only its header is read). */
  readonly gguf?: string;
  /** A catalog id; with `endpoint`, the served model's id. */
  readonly model?: string;
  readonly quant?: string;
  /** A running server to read the model from. */
  readonly endpoint?: string;
  /** The NAME of the variable holding the endpoint's key. */
  readonly keyEnv?: string;
  readonly slots?: number;
  readonly ctxPerSlot?: number;
  readonly cache?: CacheType;
  /** One KV pool shared by the slots (llama.cpp's --kv-unified); default true. */
  readonly unified?: boolean;
  readonly ubatch?: number;
}

export interface FitOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs?: number;
}

/** The memory to fit into: what was given, else what this machine has. USAGE when both a GPU size and CPU only are asked for. */
export async function memoryBudget(input: BudgetInput): Promise<Budget> {
  if (input.cpuOnly && input.vramBytes !== undefined) throw new OcwError(ErrorCode.Usage, "setup: give --vram or --cpu-only, not both");
  const hw = await detectHardware();
  const b = budgetFrom(hw, { vramBytes: input.vramBytes, ramBytes: input.ramBytes });
  return input.cpuOnly ? { ...b, gpus: [], unified: false, source: `CPU only; ${((input.ramBytes ?? hw.ram.availableBytes) / GiB).toFixed(1)} GiB of RAM` } : b;
}

/**
 * Fit a model to the budget. Without a quant, a catalog model climbs to the largest quant that
 * keeps the shape on the GPU. Throws NO_FIT (closest plan in `data.plan`), NOT_FOUND, GGUF_INVALID,
 * ENDPOINT_* or KEY_MISSING as the cause is, and USAGE when no model (or two sources) is named.
 */
export async function planFit(input: FitInput, opts: FitOptions): Promise<FitPlan> {
  const budget = await memoryBudget(input);
  const profile = await profileOf(input, opts);
  if (!profile) throw new OcwError(ErrorCode.Usage, "setup fit: give --gguf <file|url>, --model <catalog id> or --endpoint <url>; see ocw setup --help");
  const request = { budget, slots: input.slots, ctxPerSlot: input.ctxPerSlot, cache: input.cache, unified: input.unified ?? true, ubatch: input.ubatch };
  return fitClimbing(profile, request, input.quant === undefined && profile.source === "catalog");
}

// The model named: a GGUF header, else the server's model (ollama's tensors, or the file it loaded), else the catalog.
async function profileOf(input: FitInput, opts: FitOptions): Promise<ModelProfile | undefined> {
  const { gguf, model, endpoint } = input;
  if (gguf !== undefined && endpoint !== undefined) throw new OcwError(ErrorCode.Usage, "setup: give one of --gguf or --endpoint");
  if (gguf) return profileFromGguf(gguf, { env: opts.env, timeoutMs: opts.timeoutMs });
  if (endpoint) {
    const headers = input.keyEnv === undefined ? {} : authHeaders(readKey(input.keyEnv, opts.env));
    const ep = await identify(endpoint, { headers, timeoutMs: opts.timeoutMs });
    const served = model ? ep.models.find((m) => m.id === model) : (ep.models.find((m) => m.loaded) ?? ep.models[0]);
    if (!served) throw new OcwError(ErrorCode.NotFound, `${ep.engine} at ${ep.url} serves ${ep.models.map((m) => m.id).join(", ") || "no model"}${model ? `, not ${model}` : ""}`);
    if (ep.engine === "ollama") return profileFromOllama(ep.url, served.id, { headers, timeoutMs: opts.timeoutMs });
    if (served.path && !/^https?:/.test(served.path)) return profileFromGguf(served.path, { env: opts.env, timeoutMs: opts.timeoutMs });
    throw new OcwError(ErrorCode.NotFound, `${ep.engine} at ${ep.url} does not say which GGUF it serves; pass --gguf <file|url> or --model <catalog id>`);
  }
  if (model) return profileFromCatalog(model, input.quant);
  return undefined;
}
