import { lookup } from "node:dns/promises";
import { existsSync } from "node:fs";
import { isIP } from "node:net";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { parseEndpointUrl, safeUrl } from "./http.js";
import { identify } from "./scan/scan.js";
import type { Endpoint } from "./scan/types.js";

/**
 * Locality for tasks marked `data: local-only`: the prompt may only go to a model running on this
 * machine. Three conditions, each checked from the outside and failing closed:
 *
 * 1. every address the endpoint's host resolves to is loopback;
 * 2. the engine runs the model itself — for ollama, its daemon reports cloud disabled
 *    (`/api/status`), since cloud models are proxied to ollama.com; an OpenAI-compatible server of
 *    unknown make may be a proxy (LiteLLM on loopback forwarding to a hosted API) and is refused;
 * 3. the model is resident: listed by the engine as a local model (ollama `/api/tags` without
 *    `remote_host`; llama.cpp's `model_path` is a file here).
 *
 * There is no fallback: a refusal names the failed conditions and nothing else is tried.
 */

export interface LocalityCondition {
  readonly name: "loopback" | "engine" | "resident";
  readonly ok: boolean;
  readonly detail: string;
}

export interface LocalityReport {
  readonly url: string;
  readonly model: string;
  readonly engine?: string;
  readonly addresses: readonly string[];
  readonly conditions: readonly LocalityCondition[];
  readonly ok: boolean;
}

export interface LocalityOptions {
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Resolve a host name to addresses (tests may pin it). */
  readonly resolve?: (host: string) => Promise<readonly string[]>;
}

/** Check the three conditions; the report says which failed (see `assertLocal`). */
export async function checkLocality(url: string, model: string, opts: LocalityOptions = {}): Promise<LocalityReport> {
  const u = parseEndpointUrl(url);
  const host = u.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : [...(await (opts.resolve ?? resolveAll)(host))];
  } catch {
    // An unresolvable name is reported as "does not resolve" below, not thrown.
    addresses = [];
  }
  const conditions: LocalityCondition[] = [];
  const remote = addresses.filter((a) => !isLoopback(a));
  conditions.push(
    addresses.length === 0
      ? { name: "loopback", ok: false, detail: `${host} does not resolve; cannot confirm it is this machine` }
      : remote.length > 0
        ? { name: "loopback", ok: false, detail: `${host} resolves to ${remote.join(", ")}, which is not loopback: the prompt would leave this machine` }
        : { name: "loopback", ok: true, detail: `${host} resolves only to loopback (${addresses.join(", ")})` },
  );
  // Never send anything to a non-loopback host while checking a local-only endpoint.
  if (!conditions[0]!.ok) {
    conditions.push({ name: "engine", ok: false, detail: "not checked: the endpoint is not on this machine" }, { name: "resident", ok: false, detail: "not checked: the endpoint is not on this machine" });
    return { url: safeUrl(url), model, addresses, conditions, ok: false };
  }
  let ep: Endpoint | undefined;
  try {
    ep = await identify(url, { headers: opts.headers, timeoutMs: opts.timeoutMs, fetch: opts.fetch });
  } catch (e) {
    if (!isOcwError(e)) throw e;
    conditions.push({ name: "engine", ok: false, detail: e.message }, { name: "resident", ok: false, detail: "not checked: the engine could not be identified" });
    return { url: safeUrl(url), model, addresses, conditions, ok: false };
  }
  conditions.push(engineCondition(ep), residentCondition(ep, model));
  return { url: safeUrl(url), model, engine: ep.engine, addresses, conditions, ok: conditions.every((c) => c.ok) };
}

/** LOCALITY_REFUSED naming every failed condition, or nothing when all hold. */
export function assertLocal(report: LocalityReport): void {
  const failed = report.conditions.filter((c) => !c.ok);
  if (failed.length === 0) return;
  throw new OcwError(ErrorCode.LocalityRefused, `refused for local-only data: ${failed.map((c) => `${c.name}: ${c.detail}`).join("; ")}. No hosted fallback is used; fix the endpoint or run the task without local-only`, {
    data: { failed: failed.map((c) => c.name), conditions: report.conditions },
  });
}

function engineCondition(ep: Endpoint): LocalityCondition {
  if (ep.engine === "ollama") {
    if (!ep.cloud) return { name: "engine", ok: false, detail: `ollama ${ep.version ?? ""} does not report its cloud setting (/api/status needs ollama ≥ 0.16.2); upgrade ollama and set OLLAMA_NO_CLOUD=1` };
    if (!ep.cloud.disabled) return { name: "engine", ok: false, detail: `ollama's cloud is enabled (source: ${ep.cloud.source ?? "none"}): cloud models would send prompts to ollama.com; set OLLAMA_NO_CLOUD=1 (or disable_ollama_cloud in ~/.ollama/server.json) and restart ollama` };
    return { name: "engine", ok: true, detail: `ollama reports cloud disabled (${ep.cloud.source ?? "set"})` };
  }
  if (ep.engine === "openai-compatible") {
    return { name: "engine", ok: false, detail: "an OpenAI-compatible server of unknown make: it may be a proxy to a hosted API; serve the model with llama.cpp, ollama, vLLM, LM Studio or SGLang" };
  }
  return { name: "engine", ok: true, detail: `${ep.engine} runs the model in its own process` };
}

function residentCondition(ep: Endpoint, model: string): LocalityCondition {
  const m = ep.models.find((x) => x.id === model || (ep.engine === "ollama" && x.id === `${model}:latest`));
  if (!m) return { name: "resident", ok: false, detail: `${ep.engine} does not list ${model} (it lists ${ep.models.map((x) => x.id).slice(0, 8).join(", ") || "nothing"})` };
  if (m.remote) return { name: "resident", ok: false, detail: `${m.id} is a cloud model (remote_host/remote_model): ollama forwards it to a hosted service; pull a local model instead` };
  if (ep.engine === "llama.cpp" && m.path && !/^https?:/.test(m.path) && !existsSync(m.path)) {
    return { name: "resident", ok: false, detail: `llama.cpp serves ${m.path}, which is not a file on this machine` };
  }
  return { name: "resident", ok: true, detail: `${m.id} is a local model${m.path ? ` (${m.path})` : ""}` };
}

async function resolveAll(host: string): Promise<string[]> {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((a) => a.address);
}

/** 127.0.0.0/8, ::1, and IPv4-mapped loopback. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase();
  if (a === "::1" || a === "0:0:0:0:0:0:0:1") return true;
  const v4 = a.startsWith("::ffff:") ? a.slice(7) : a;
  return isIP(v4) === 4 && v4.split(".")[0] === "127";
}
