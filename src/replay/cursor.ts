import { ErrorCode, OcwError } from "../error.js";
import type { Answer, Match, ReplayDocument, Script, Turn } from "./script.js";

/**
 * Per-session cursors: which turn of which script answers the next request of an OpenCode
 * session. OpenCode names the session in an `x-session-id` header on every model request, so
 * parallel sessions on one server each walk their own script.
 */

/** The OpenAI chat request fields the replay model reads. */
export interface ChatRequest {
  readonly model?: string;
  readonly stream?: boolean;
  readonly messages: readonly { readonly role: string; readonly content?: unknown }[];
  readonly tools?: readonly { readonly function: { readonly name: string } }[];
  readonly [key: string]: unknown;
}

/** What to do with one request. */
export type Decision =
  | { readonly kind: "answer"; readonly script: string; readonly turn: number; readonly option?: number; readonly answer: Answer }
  | { readonly kind: "exhausted"; readonly script: string; readonly turn: number }
  | { readonly kind: "refuse"; readonly script?: string; readonly turn?: number; readonly message: string };

interface Cursor {
  readonly script: string;
  index: number;
  used: number;
}

const MARKER = /\[\[replay:([A-Za-z0-9][A-Za-z0-9._-]*)\]\]/;

export class Cursors {
  readonly #doc: ReplayDocument;
  readonly #cursors = new Map<string, Cursor>();
  readonly #bound = new Map<string, string>();

  constructor(doc: ReplayDocument) {
    this.#doc = doc;
  }

  /** Make `session` follow `script` from its next request on (restarting its cursor). */
  bind(session: string, script: string): void {
    // hasOwn, not `in`: "constructor" or "toString" must not find Object.prototype.
    if (!Object.hasOwn(this.#doc.scripts, script)) throw new OcwError(ErrorCode.ReplayInvalid, `no replay script named "${script}"; scripts: ${Object.keys(this.#doc.scripts).join(", ")}`);
    this.#bound.set(session, script);
    this.#cursors.delete(session);
  }

  /** Decide the answer to `req` from session `session` and move that session's cursor. */
  next(session: string, req: ChatRequest): Decision {
    let cursor = this.#cursors.get(session);
    if (!cursor) {
      const name = this.#bound.get(session) ?? MARKER.exec(userText(req))?.[1] ?? this.#defaultName();
      if (name === undefined || !Object.hasOwn(this.#doc.scripts, name)) {
        return { kind: "refuse", message: `replay: no script named "${name ?? "(none)"}"; scripts: ${Object.keys(this.#doc.scripts).join(", ")}` };
      }
      cursor = { script: name, index: 0, used: 0 };
      this.#cursors.set(session, cursor);
    }
    const script: Script = this.#doc.scripts[cursor.script]!;
    const turn: Turn | undefined = script.turns[cursor.index];
    if (turn === undefined) return { kind: "exhausted", script: cursor.script, turn: cursor.index };
    const at = cursor.index;
    if ("choose" in turn) {
      const option = turn.choose.findIndex((o) => o.when === undefined || matches(o.when, req));
      if (option < 0) return { kind: "refuse", script: cursor.script, turn: at, message: `replay: no option of scripts.${cursor.script}.turns[${at}] matches this request` };
      const chosen = turn.choose[option]!;
      this.#advance(script, cursor, chosen.goto, 1);
      return { kind: "answer", script: cursor.script, turn: at, option, answer: chosen };
    }
    this.#advance(script, cursor, turn.goto, turn.times ?? 1);
    return { kind: "answer", script: cursor.script, turn: at, answer: turn };
  }

  #defaultName(): string | undefined {
    const names = Object.keys(this.#doc.scripts);
    return this.#doc.default ?? (names.includes("default") ? "default" : names.length === 1 ? names[0] : undefined);
  }

  #advance(script: Script, cursor: Cursor, goto: string | undefined, times: number | "always"): void {
    if (goto !== undefined) {
      cursor.index = script.turns.findIndex((t) => t.id === goto);
      cursor.used = 0;
      return;
    }
    if (times === "always") return;
    cursor.used++;
    if (cursor.used < times) return;
    cursor.index++;
    cursor.used = 0;
  }
}

/** The text of every user message, joined: the prompt plus any steering that arrived since. */
export function userText(req: ChatRequest): string {
  return req.messages
    .filter((m) => m.role === "user")
    .map((m) => contentText(m.content))
    .join("\n");
}

/** The text of the system message(s). */
export function systemText(req: ChatRequest): string {
  return req.messages
    .filter((m) => m.role === "system")
    .map((m) => contentText(m.content))
    .join("\n");
}

/** The working directory OpenCode states in its `<env>` block, if any. */
export function workingDirectory(req: ChatRequest): string | undefined {
  return /Working directory: (.+)/.exec(systemText(req))?.[1]?.trim();
}

function toolText(req: ChatRequest): string {
  return req.messages
    .filter((m) => m.role === "tool")
    .map((m) => contentText(m.content))
    .join("\n");
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((p) => (typeof p === "object" && p !== null && typeof (p as { text?: unknown }).text === "string" ? (p as { text: string }).text : "")).join("");
  return "";
}

function matches(when: Match, req: ChatRequest): boolean {
  const user = userText(req);
  if (when.contains !== undefined && !user.includes(when.contains)) return false;
  if (when.notContains !== undefined && user.includes(when.notContains)) return false;
  if (when.toolResultContains !== undefined && !toolText(req).includes(when.toolResultContains)) return false;
  return true;
}
