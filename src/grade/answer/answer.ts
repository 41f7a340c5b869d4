import { git } from "../../git/index.js";
import { schemaValidator } from "../../schema/index.js";
import type { AnswerSpec } from "../task/index.js";
import { readBlobs, type Repo } from "../snapshot/index.js";

/**
 * Answers to read-only tasks (a sweep, triage, extraction, review), checked, never trusted. A
 * small model's typical failure here is a fluent wrong answer — an invented file, a line that
 * says something else, a count that is off — and each of those is mechanical to catch. The
 * answer is the last JSON block of the worker's last message (measured on two real small models,
 * docs/real-model.md: a fenced block came back 4 times in 10, a tool call writing a file never); it must meet
 * the task's JSON Schema; every citation in it — an object with a `file` and a `line`, `lines`
 * or `start`/`end`, and/or a `quote` — must be true of the baseline: the file is there, the lines
 * exist, the quote is in them. Counts and lists are re-derived by the task's checks, which read
 * the answer from the file $OCW_ANSWER names.
 */

export const DEFAULT_MAX_BYTES = 256 * 1024;

export type Extracted = { readonly ok: true; readonly value: unknown; readonly text: string } | { readonly ok: false; readonly why: string };

/** The last JSON block of `message` (a fenced ```json block, else the last JSON value that ends the message before its RESULT line). */
export function extractAnswer(message: string | undefined, maxBytes = DEFAULT_MAX_BYTES): Extracted {
  if (!message?.trim()) return { ok: false, why: "the worker's last message is empty: it gave no answer" };
  const body = message.replace(/\n?\s*RESULT:[^\n]*\s*$/, "");
  const fences = [...body.matchAll(/```[ \t]*(?:json[c5]?|JSON)?[ \t]*\n([\s\S]*?)\n[ \t]*```/g)].map((m) => m[1]!);
  const tries = [...fences.reverse(), ...trailingJson(body)];
  let lastError: string | undefined;
  for (const text of tries) {
    if (Buffer.byteLength(text) > maxBytes) return { ok: false, why: `its answer is ${Buffer.byteLength(text)} bytes, over the task's answer.maxBytes (${maxBytes})` };
    try {
      return { ok: true, value: JSON.parse(text) as unknown, text };
    } catch (e) {
      lastError ??= (e as Error).message;
    }
  }
  return { ok: false, why: lastError ? `its last JSON block does not parse (${lastError})` : "its last message holds no JSON block: end it with the answer as one ```json block" };
}

// A JSON value the message ends with, without a fence: from the last line that opens an object or array.
function trailingJson(body: string): string[] {
  const lines = body.trimEnd().split("\n");
  const last = lines.at(-1)?.trim() ?? "";
  if (!last.endsWith("}") && !last.endsWith("]")) return [];
  const out: string[] = [];
  for (let i = lines.length - 1; i >= 0 && out.length < 20; i--) {
    const l = lines[i]!.trimStart();
    if (l.startsWith("{") || l.startsWith("[")) out.push(lines.slice(i).join("\n").trim());
  }
  return out;
}

/** The answer's departures from the task's schema, one line each (none: it meets it). */
export function schemaErrors(spec: AnswerSpec, value: unknown): string[] {
  return schemaValidator({ answer: spec.schema })("answer", value, "answer").map((p) => `${p.path || "(the answer)"}: ${p.message}`);
}

export interface Citation {
  /** Where in the answer: a JSON path. */
  readonly at: string;
  readonly file: string;
  readonly from?: number;
  readonly to?: number;
  readonly quote?: string;
}

/** Every citation in the answer: objects with a string `file` and a line, a range or a quote. */
export function citationsIn(value: unknown, at = "$"): Citation[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => citationsIn(v, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  const o = value as Record<string, unknown>;
  const nested = Object.entries(o).flatMap(([k, v]) => (typeof v === "object" && v !== null ? citationsIn(v, `${at}.${k}`) : []));
  const file = typeof o.file === "string" ? o.file : typeof o.path === "string" ? o.path : undefined;
  if (file === undefined) return nested;
  const int = (v: unknown): number | undefined => (typeof v === "number" && Number.isInteger(v) ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : undefined);
  const lines = Array.isArray(o.lines) && o.lines.length === 2 ? [int(o.lines[0]), int(o.lines[1])] : typeof o.lines === "string" && /^\d+-\d+$/.test(o.lines) ? o.lines.split("-").map(int) : undefined;
  const from = int(o.line) ?? lines?.[0] ?? int(o.start) ?? int(o.startLine);
  const to = int(o.line) ?? lines?.[1] ?? int(o.end) ?? int(o.endLine) ?? from;
  const quote = typeof o.quote === "string" ? o.quote : undefined;
  if (from === undefined && quote === undefined) return nested;
  return [{ at, file, ...(from !== undefined ? { from, to: to ?? from } : {}), ...(quote !== undefined ? { quote } : {}) }, ...nested];
}

export interface CitationCheck {
  readonly checked: number;
  /** The wrong ones, each with why, in the answer's order. */
  readonly wrong: readonly (Citation & { readonly why: string })[];
}

const squash = (s: string): string => s.replace(/\s+/g, " ").trim();

/** Hold every citation to the baseline `commit` of `repo`. */
export async function verifyCitations(repo: Repo, commit: string, citations: readonly Citation[]): Promise<CitationCheck> {
  if (citations.length === 0) return { checked: 0, wrong: [] };
  const listing = await git(["ls-tree", "-r", "-z", "--full-tree", commit], { cwd: repo.workspace });
  const blobOf = new Map<string, string>();
  for (const rec of listing.split("\0")) {
    const tab = rec.indexOf("\t");
    if (tab < 0) continue;
    const [, type, blob] = rec.slice(0, tab).split(" ");
    if (type === "blob") blobOf.set(rec.slice(tab + 1), blob!);
  }
  const norm = (f: string): string => f.replace(/^\.\//, "");
  const wanted = [...new Set(citations.map((c) => blobOf.get(norm(c.file))).filter((b): b is string => b !== undefined))];
  const blobs = await readBlobs(repo, wanted);
  const wrong: (Citation & { why: string })[] = [];
  for (const c of citations) {
    const blob = blobOf.get(norm(c.file));
    if (!blob) {
      wrong.push({ ...c, why: `${c.file} is not in the baseline` });
      continue;
    }
    const lines = (blobs.get(blob)?.toString("utf8") ?? "").split("\n");
    if (lines.at(-1) === "") lines.pop();
    if (c.from !== undefined) {
      const to = c.to ?? c.from;
      if (c.from < 1 || to < c.from || to > lines.length) {
        wrong.push({ ...c, why: `${c.file} has ${lines.length} lines; line ${c.from === to ? c.from : `${c.from}-${to}`} is not there` });
        continue;
      }
      if (c.quote !== undefined && !squash(lines.slice(c.from - 1, to).join("\n")).includes(squash(c.quote))) {
        const said = squash(lines.slice(c.from - 1, to).join(" ")).slice(0, 120);
        wrong.push({ ...c, why: `${c.file}:${c.from === to ? c.from : `${c.from}-${to}`} says "${said}", not "${squash(c.quote).slice(0, 120)}"` });
      }
      continue;
    }
    if (c.quote !== undefined && !squash(lines.join("\n")).includes(squash(c.quote))) wrong.push({ ...c, why: `${c.file} does not contain "${squash(c.quote).slice(0, 120)}"` });
  }
  return { checked: citations.length, wrong };
}
