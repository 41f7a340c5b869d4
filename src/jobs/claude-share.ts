import { readFile } from "node:fs/promises";
import { appendLines, readState, type JobId, jobPaths } from "./ledger/index.js";

/**
 * What delegating a job cost on Claude's side: every tool result (MCP) or `--json` document
 * (the CLI fallback) the plugin returned about a job, and the text a session loads to delegate
 * at all (the skill, the tool schema), which is shared out over the jobs that session
 * dispatched. Written by the clients into `claude.jsonl` beside the ledger (append-only, one
 * line per result, schema protocol/schemas/claude-share.schema.json; the driver never reads
 * it), read back for `ocw jobs --stats` and the usage line of a verdict.
 *
 * Counts are estimates: no Claude tokenizer runs at run time. JSON, ids and paths cost more
 * tokens per character than prose; measured against Anthropic's published tokenizer in the
 * economy bench, our compact results run 2.3–2.6 characters a token and the skill text 3.5, so
 * those are the divisors.
 */

export interface ShareLine {
  readonly ts: string;
  /** mcp or cli. */
  readonly via: string;
  readonly command: string;
  /** Estimated tokens of this result attributed to this job. */
  readonly tokens: number;
  /** The client session it came from, and what that session loaded to delegate (once per session). */
  readonly session?: string;
  readonly sessionTokens?: number;
}

/** Tokens of a compact JSON result, estimated (see the module note). */
export function estimateJsonTokens(text: string): number {
  return Math.ceil(text.length / 2.5);
}

/** Tokens of prose (skill text), estimated (see the module note). */
export function estimateProseTokens(text: string): number {
  return Math.ceil(text.length / 3.5);
}

export interface ShareNote {
  readonly via: "mcp" | "cli";
  readonly command: string;
  readonly text: string;
  readonly session?: { readonly id: string; readonly tokens: number };
}

/** Record that `text` went into Claude's context about `ids` (split evenly). Never throws: accounting must not fail a call. */
export async function recordShare(root: string, ids: readonly JobId[], note: ShareNote): Promise<void> {
  if (ids.length === 0) return;
  const tokens = Math.ceil(estimateJsonTokens(note.text) / ids.length);
  const ts = new Date().toISOString();
  for (const id of ids) {
    const line: ShareLine = { ts, via: note.via, command: note.command, tokens, ...(note.session ? { session: note.session.id, sessionTokens: note.session.tokens } : {}) };
    await appendLines(jobPaths(root, id).share, [JSON.stringify(line)]).catch(() => undefined);
  }
}

export interface Share {
  /** Tokens of the tool results about this job. */
  readonly results: number;
  readonly lines: readonly ShareLine[];
}

/** The lines recorded for a job. One that does not read (torn: a client was cut off mid-append) is left out: accounting never fails a call. */
export async function readShare(root: string, id: JobId): Promise<Share> {
  const file = jobPaths(root, id).share;
  const text = await readFile(file, "utf8").catch(() => "");
  const lines: ShareLine[] = [];
  for (const [i, l] of text.split("\n").entries()) {
    if (!l) continue;
    const r = readState<ShareLine>("share", l, `${file}:${i + 1}`);
    if (r.ok) lines.push(r.value);
  }
  return { results: lines.reduce((a, l) => a + l.tokens, 0), lines };
}
