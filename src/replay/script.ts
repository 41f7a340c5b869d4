import { readFile } from "node:fs/promises";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { parse as parseYaml } from "yaml";
import replaySchema from "../../protocol/schemas/replay.schema.json" with { type: "json" };
import { ErrorCode, OcwError } from "../error.js";
import { isStackOverflow, tooDeep, TOO_DEEP } from "../schema/index.js";

/**
 * Replay scripts: what the scripted model answers, one turn per request. Written in YAML (or
 * built in code), validated against protocol/schemas/replay.schema.json, and cross-checked
 * (every `goto` names an existing id) before a server ever uses one, so a typo fails at load
 * with the path rather than as a confusing model reply mid-test.
 */

/** One tool call: `{write: {filePath, content}}`. */
export type ToolCall = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** A tool call with its arguments as the raw string a broken model sends. */
export interface RawToolCall {
  readonly name: string;
  readonly arguments: string;
}

/**
 * A server error instead of an answer; `raw` sends exactly these bytes as a 200 answer (fuzzing).
 * `error` adds fields to the body's `error` object, so a server's own shape can be played (llama.cpp
 * sends a context overflow's sizes as `n_prompt_tokens` and `n_ctx`, not in its message).
 */
export type Fault =
  | "hang"
  | "reset"
  | "malformed"
  | { readonly status: number; readonly message?: string; readonly retryAfter?: number; readonly error?: Readonly<Record<string, unknown>> }
  | { readonly raw: string; readonly encoding?: "utf8" | "base64" };

/** What the request must contain for a choice to be taken. */
export interface Match {
  readonly contains?: string;
  readonly notContains?: string;
  readonly toolResultContains?: string;
}

/** The body of one model answer. */
export interface Answer {
  readonly text?: string;
  /** Streamed as `reasoning_content` before the text. */
  readonly reasoning?: string;
  readonly tools?: readonly ToolCall[];
  /** Tool calls whose arguments string goes out exactly as written (cut-off or invalid JSON). */
  readonly rawTools?: readonly RawToolCall[];
  readonly result?: string;
  readonly delayMs?: number;
  readonly dripMs?: number;
  readonly fault?: Fault;
  readonly usage?: { readonly input?: number; readonly output?: number };
  readonly goto?: string;
}

export interface Reply extends Answer {
  readonly id?: string;
  readonly times?: number | "always";
}

export interface Option extends Answer {
  readonly when?: Match;
}

export interface Choice {
  readonly id?: string;
  readonly choose: readonly Option[];
}

export type Turn = Reply | Choice;

export interface Script {
  readonly description?: string;
  readonly turns: readonly Turn[];
}

/** A whole replay document (the YAML file). */
export interface ReplayDocument {
  readonly replay: 1;
  readonly models?: readonly string[];
  readonly default?: string;
  readonly scripts: Readonly<Record<string, Script>>;
}

let validate: ValidateFunction | undefined;

/** Validate a document built in code or parsed from YAML; throws REPLAY_INVALID listing every problem. */
export function parseReplayDocument(value: unknown, source = "replay script"): ReplayDocument {
  validate ??= new Ajv2020({ allErrors: true, strict: true, strictRequired: false }).compile(replaySchema);
  // The validator recurses: a document nested thousands deep would overflow the stack.
  if (tooDeep(value)) throw invalid(source, [`(top): ${TOO_DEEP}`]);
  if (!validate(value)) throw invalid(source, (validate.errors ?? []).map(explain));
  const doc = value as ReplayDocument;
  const problems: string[] = [];
  for (const [name, script] of Object.entries(doc.scripts)) {
    const ids = new Set(script.turns.flatMap((t) => (t.id === undefined ? [] : [t.id])));
    script.turns.forEach((t, i) => {
      const gotos = "choose" in t ? t.choose.map((o) => o.goto) : [t.goto];
      for (const g of gotos) if (g !== undefined && !ids.has(g)) problems.push(`scripts.${name}.turns[${i}]: goto "${g}" names no turn; give a turn \`id: ${g}\``);
    });
  }
  if (doc.default !== undefined && !Object.hasOwn(doc.scripts, doc.default)) problems.push(`default: no script named "${doc.default}"; scripts: ${Object.keys(doc.scripts).join(", ")}`);
  if (problems.length) throw invalid(source, problems);
  return doc;
}

/** Parse and validate replay YAML text. */
export function parseReplayYaml(text: string, source = "replay script"): ReplayDocument {
  let value: unknown;
  try {
    value = parseYaml(text, { uniqueKeys: true, logLevel: "error" });
  } catch (e) {
    if (isStackOverflow(e) || isStackOverflow((e as Error).cause)) throw invalid(source, [`(top): ${TOO_DEEP}`]);
    throw invalid(source, [`YAML syntax error: ${(e as Error).message.split("\n")[0]}`]);
  }
  return parseReplayDocument(value, source);
}

/** Read, parse and validate a replay YAML file. */
export async function loadReplayScript(path: string): Promise<ReplayDocument> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    throw new OcwError(ErrorCode.NotFound, `cannot read replay script ${path}: ${(e as Error).message}; check the path`, { cause: e });
  }
  return parseReplayYaml(text, path);
}

/** A document holding one script called "default": the short form tests use. */
export function singleScript(turns: readonly Turn[]): ReplayDocument {
  return parseReplayDocument({ replay: 1, scripts: { default: { turns } } }, "inline replay script");
}

function invalid(source: string, problems: readonly string[]): OcwError {
  // The message names the first few; data.problems keeps every one.
  const shown = problems.slice(0, 20).map((p) => (p.length > 300 ? `${p.slice(0, 297)}…` : p));
  if (problems.length > shown.length) shown.push(`… and ${problems.length - shown.length} more`);
  return new OcwError(ErrorCode.ReplayInvalid, `${source} is invalid (${problems.length} problem${problems.length === 1 ? "" : "s"}): ${shown.join("; ")}; see protocol/schemas/replay.schema.json`, {
    data: { source, problems },
  });
}

function explain(e: ErrorObject): string {
  const path = e.instancePath
    .split("/")
    .slice(1)
    .reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), "");
  if (e.keyword === "additionalProperties") return `${path || "(top)"}: unknown field "${String((e.params as { additionalProperty: string }).additionalProperty)}"`;
  if (e.keyword === "required") return `${path || "(top)"}: missing "${String((e.params as { missingProperty: string }).missingProperty)}"`;
  return `${path || "(top)"}: ${e.message ?? e.keyword}`;
}
