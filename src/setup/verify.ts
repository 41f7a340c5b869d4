import { randomInt } from "node:crypto";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { httpGet, parseEndpointUrl, safeUrl, type HttpResponse } from "./http.js";
import { arr, obj, str } from "./scan/json.js";
import { authHeaders, readKey, redact } from "./secrets.js";
import { toolCallInText, toolParserFix, type ToolTextCall } from "./tool-text.js";
import { chat, httpFailure, message, textOf, type Ctx, type Result } from "./verify-chat.js";
import { checkContext } from "./verify-context.js";
import { llamaProps } from "./verify-llama.js";
import { checkSlots } from "./verify-slots.js";


/**
 * Proving an endpoint works for an agent, with real requests: the served model id, a completion,
 * a tool-call round trip, the effective context (a long prompt whose first line holds a marker the
 * model must repeat — ollama's silent truncation loses it), N requests running at once (their
 * generation intervals must overlap, not queue), and that a request without the key is refused
 * when a key is configured. Each check reports pass, fail or skip with the fix.
 */

export type CheckName = "models" | "completion" | "tools" | "context" | "slots" | "auth";
export const CHECKS: readonly CheckName[] = ["models", "completion", "tools", "context", "slots", "auth"];

export interface Check {
  readonly name: CheckName;
  readonly status: "pass" | "fail" | "skip";
  readonly ms: number;
  readonly detail: string;
  readonly fix?: string;
  /**
   * The measured figures behind the detail (the context probe's token count and how it was
   * counted, the server's truncation flag). A failed tools check names its `finding`:
   * `no_tool_call` (the model answered without one) or `tool_calls_as_text` (it wrote one the
   * server did not parse; `format`, `marker`, `tool` say which).
   */
  readonly figures?: Readonly<Record<string, number | string | boolean>>;
}

export interface VerifyTarget {
  /** OpenAI-compatible base URL (…/v1). */
  readonly baseURL: string;
  readonly model: string;
  readonly keyEnv?: string;
  /** The per-slot context OpenCode is told (limit.context). */
  readonly context: number;
  readonly output: number;
  readonly slots: number;
  readonly engine?: string;
}

export interface VerifyOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly fetch?: typeof fetch;
  /** Per-request timeout (ms); long prompts on slow hardware need minutes. */
  readonly timeoutMs?: number;
  /** Size of the effective-context probe in tokens (default 80% of context − output). */
  readonly probeTokens?: number;
  readonly only?: readonly CheckName[];
}

export interface VerifyReport {
  readonly baseURL: string;
  readonly model: string;
  readonly checks: readonly Check[];
  readonly ok: boolean;
  readonly ms: number;
}

const DEFAULT_TIMEOUT_MS = 180_000;

/** Run the checks against an endpoint; never throws for a failed check (see `report.ok`), only for bad input. */
export async function verify(target: VerifyTarget, opts: VerifyOptions): Promise<VerifyReport> {
  const started = performance.now();
  const base = parseEndpointUrl(target.baseURL).toString().replace(/\/$/, "");
  const key = target.keyEnv ? readKey(target.keyEnv, opts.env) : undefined;
  const c: Ctx = { base, target, key, timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, fetch: opts.fetch };
  const want = new Set(opts.only ?? CHECKS);
  const checks: Check[] = [];
  // Once the endpoint stops answering, the remaining checks would each wait out their timeout.
  let gone: string | undefined;
  const run = async (name: CheckName, fn: () => Promise<Omit<Check, "name" | "ms">>): Promise<void> => {
    if (!want.has(name)) return;
    if (gone) {
      checks.push({ name, ms: 0, status: "skip", detail: `not run: ${gone}` });
      return;
    }
    const t = performance.now();
    let result: Omit<Check, "name" | "ms">;
    try {
      result = await fn();
    } catch (e) {
      if (!isOcwError(e) || e.code !== ErrorCode.EndpointUnreachable) throw e;
      gone = "the endpoint did not answer an earlier check";
      result = { status: "fail", detail: e.message, fix: "start the server, or fix the URL in ocw setup provider" };
    }
    checks.push({ name, ms: Math.round(performance.now() - t), ...result, detail: redact(result.detail, key) });
  };
  await run("models", () => checkModels(c));
  await run("completion", () => checkCompletion(c));
  await run("tools", () => checkTools(c));
  await run("context", () => checkContext(c, opts.probeTokens));
  await run("slots", () => checkSlots(c));
  await run("auth", () => checkAuth(c));
  return { baseURL: base, model: target.model, checks, ok: checks.every((x) => x.status !== "fail"), ms: Math.round(performance.now() - started) };
}

async function checkModels(c: Ctx): Promise<Result> {
  const res = await httpGet(`${c.base}/models`, { timeoutMs: Math.min(c.timeoutMs, 15_000), headers: authHeaders(c.key), fetch: c.fetch });
  if (res.status !== 200) return httpFailure(res, "GET /models");
  const data = arr(obj(res.json)?.data).map(obj);
  const ids = [...new Set(data.flatMap((m) => [str(m, "id"), ...arr(m?.aliases).filter((a): a is string => typeof a === "string")]).filter((s): s is string => !!s))];
  if (ids.includes(c.target.model)) return { status: "pass", detail: `the server lists ${c.target.model}` };
  return { status: "fail", detail: `the server lists ${ids.length ? ids.slice(0, 8).join(", ") : "no models"}, not ${c.target.model}`, fix: `use one of the listed ids with ocw setup provider --model <id>${c.target.engine === "llama.cpp" ? ", or start llama-server with --alias " + c.target.model : ""}` };
}

async function checkCompletion(c: Ctx): Promise<Result> {
  const res = await chat(c, { messages: [{ role: "user", content: "Reply with the single word: ready" }], max_tokens: 256 });
  if (res.status !== 200) return httpFailure(res, "a plain completion");
  const text = textOf(message(res));
  if (!text.trim()) return { status: "fail", detail: "the completion came back empty", fix: "check the server log; the model may have failed to load" };
  const served = str(obj(res.json), "model");
  return { status: "pass", detail: `answered ${JSON.stringify(text.trim().slice(0, 40))}${served && served !== c.target.model ? ` (response names model ${served})` : ""}` };
}

const TOOL = {
  type: "function",
  function: {
    name: "add_numbers",
    description: "Add two integers and return their sum.",
    parameters: { type: "object", properties: { a: { type: "integer" }, b: { type: "integer" } }, required: ["a", "b"] },
  },
};

async function checkTools(c: Ctx): Promise<Result> {
  const a = randomInt(1000, 9000);
  const b = randomInt(1000, 9000);
  const user = { role: "user", content: `What is ${a} + ${b}? Call the add_numbers tool to compute it; do not add the numbers yourself.` };
  const first = await chat(c, { messages: [user], tools: [TOOL], tool_choice: "auto", max_tokens: 1024 });
  if (first.status !== 200) {
    const r = httpFailure(first, "a request with tools");
    return { ...r, fix: (await toolFix(c, first, "request")) ?? r.fix };
  }
  const m = message(first);
  const call = obj(arr(m?.tool_calls)[0]);
  const fn = obj(call?.function);
  if (str(fn, "name") !== "add_numbers") {
    const written = call ? undefined : toolCallInText(textOf(m), ["add_numbers"]);
    if (written) return toolsAsText(c, written);
    return { status: "fail", detail: `the model answered without calling the tool (${JSON.stringify(textOf(m).slice(0, 80))})`, fix: (await toolFix(c, first, "call")) ?? "use a model and chat template with tool calling", figures: { finding: "no_tool_call" } };
  }
  let args: unknown;
  try {
    args = JSON.parse(str(fn, "arguments") ?? "");
  } catch {
    return { status: "fail", detail: `the tool call's arguments are not JSON: ${JSON.stringify((str(fn, "arguments") ?? "").slice(0, 80))}`, fix: "the server's tool-call parser does not match the model" };
  }
  const sum = a + b;
  const id = str(call, "id") ?? "call_0";
  const second = await chat(c, {
    messages: [user, { role: "assistant", content: m?.content ?? null, tool_calls: [call] }, { role: "tool", tool_call_id: id, content: JSON.stringify({ sum }) }],
    tools: [TOOL],
    max_tokens: 1024,
  });
  if (second.status !== 200) return httpFailure(second, "the tool result turn");
  const final = textOf(message(second));
  if (!final.replace(/[,\s]/g, "").includes(String(sum))) return { status: "fail", detail: `after the tool result the model answered ${JSON.stringify(final.slice(0, 80))}, without the sum ${sum}`, fix: (await toolFix(c, second, "result")) ?? "the chat template drops tool results; use --jinja or a template that renders the tool role" };
  return { status: "pass", detail: `called add_numbers(${JSON.stringify(args)}) and used the result ${sum}` };
}

/**
 * The model did call the tool, in its template's words, and the server handed those words back
 * as content: it is not parsing tool calls. Not the same failure as a model that never calls
 * one (the model is fine here; a server flag is the fix), so it is worded and marked apart.
 */
function toolsAsText(c: Ctx, written: ToolTextCall): Result {
  return {
    status: "fail",
    detail: `the tool call came back as text (${written.marker}${written.tool ? ` for ${written.tool}` : ""}), not as tool_calls: the server is not parsing tool calls`,
    fix: toolParserFix(c.target.engine, written.format),
    figures: { finding: "tool_calls_as_text", format: written.format, marker: written.marker, ...(written.tool ? { tool: written.tool } : {}) },
  };
}

/**
 * The fix for a failed tool check, from the engine's real state: llama-server refuses tools in
 * words when jinja is off, and `/props` says whether its chat template renders tool calls — when
 * both are fine, the model is what did not call the tool (or use its result), and the hint says so.
 */
async function toolFix(c: Ctx, res: HttpResponse, stage: "request" | "call" | "result"): Promise<string | undefined> {
  const engine = c.target.engine;
  if (/requires --jinja/.test(res.text)) return "llama-server runs without its jinja template engine (it refused the tools): start it with --jinja (or drop --no-jinja)";
  if (engine === "llama.cpp") {
    const caps = await llamaProps(c);
    if (caps?.toolCalls === false) return "llama-server's chat template cannot render tool calls (/props chat_template_caps.supports_tool_calls is false): start it with --jinja and a tool-capable --chat-template-file, or serve a GGUF whose template has tools";
    if (caps?.toolCalls === true) {
      if (stage === "request") return undefined;
      const did = stage === "call" ? "did not call the tool" : "did not use the tool's result";
      return `llama-server is ready for tools (jinja on, /props chat_template_caps.supports_tool_calls is true); the model itself ${did}: serve a model trained for tool calling`;
    }
    return "start llama-server with --jinja (default in builds since late 2025) or a tool-capable --chat-template-file";
  }
  if (stage === "result") return undefined;
  if (engine === "vllm" || /enable-auto-tool-choice/.test(res.text)) return "start vLLM with --enable-auto-tool-choice --tool-call-parser <parser> (ocw setup serve --engine vllm prints it)";
  if (engine === "ollama") return "use a model whose ollama capabilities include tools (ollama show <model>)";
  return undefined;
}

async function checkAuth(c: Ctx): Promise<Result> {
  if (!c.key) {
    const host = new URL(c.base).hostname;
    const local = host === "127.0.0.1" || host === "localhost" || host === "::1" || host === "[::1]";
    return { status: "skip", detail: `no key configured${local ? "" : `; ${safeUrl(c.base)} is reachable by anyone who can reach that host`}` };
  }
  const res = await chat(c, { messages: [{ role: "user", content: "ping" }], max_tokens: 1 }, false);
  if (res.status === 401 || res.status === 403) return { status: "pass", detail: `a request without the key was refused (HTTP ${res.status})` };
  return {
    status: "fail",
    detail: `a request without the key got HTTP ${res.status}: the server does not check keys`,
    fix: c.target.engine === "llama.cpp" ? "start llama-server with LLAMA_API_KEY set (or --api-key-file)" : c.target.engine === "vllm" ? "start vLLM with VLLM_API_KEY set" : "turn on the server's key check, or put an authenticating proxy in front",
  };
}

/** Throw VERIFY_FAILED when a report has failures (for the CLI's exit code). */
export function assertVerified(report: VerifyReport): void {
  const failed = report.checks.filter((c) => c.status === "fail");
  if (failed.length === 0) return;
  throw new OcwError(ErrorCode.VerifyFailed, `${failed.length} check${failed.length === 1 ? "" : "s"} failed: ${failed.map((f) => `${f.name} (${f.detail}${f.fix ? `; fix: ${f.fix}` : ""})`).join("; ")}`, { data: { checks: report.checks } });
}
