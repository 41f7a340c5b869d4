import { createHash } from "node:crypto";
import matter from "gray-matter";
import { parse as parseYaml, YAMLParseError } from "yaml";
import type { Problem } from "./problem.js";

/**
 * Reading the text formats packs are written in: YAML documents and markdown with YAML
 * frontmatter. One YAML parser (`yaml`) serves both, so dates stay strings and duplicate keys
 * are errors everywhere. Failures come back as problems with a line and column, never thrown.
 */

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

/** Parse a whole YAML document. */
export function parseYamlText(text: string, file: string): Parsed<unknown> {
  try {
    return { ok: true, value: parseYaml(text, { uniqueKeys: true, prettyErrors: true }) };
  } catch (e) {
    return { ok: false, problem: yamlProblem(e, file) };
  }
}

export interface Markdown {
  /** The frontmatter exactly as written, between the `---` fences (no fences). */
  readonly matter: string;
  readonly data: unknown;
  /** The body after the closing fence. */
  readonly body: string;
}

/** Split markdown into parsed frontmatter and body. A file without frontmatter has `matter: ""`. */
export function parseMarkdown(text: string, file: string): Parsed<Markdown> {
  if (text.charCodeAt(0) === 0xfeff) return { ok: false, problem: { file, path: "", message: "starts with a byte-order mark; save the file as UTF-8 without BOM" } };
  try {
    // gray-matter caches by content unless given options; the engine option also routes YAML
    // through the same parser as pack.yaml.
    const m = matter(text, { engines: { yaml: (s: string) => parseYaml(s, { uniqueKeys: true, prettyErrors: true }) as object } });
    return { ok: true, value: { matter: m.matter.replace(/^\r?\n/, ""), data: m.matter.trim() === "" ? undefined : m.data, body: m.content } };
  } catch (e) {
    // gray-matter keeps the newline after the opening fence, so parser lines are file lines.
    return { ok: false, problem: yamlProblem(e, file) };
  }
}

function yamlProblem(e: unknown, file: string): Problem {
  if (e instanceof YAMLParseError) {
    const at = e.linePos?.[0];
    const where = at ? `:${at.line}:${at.col}` : "";
    const first = e.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    // The pretty message quotes the offending line after the first line; name it, so a
    // duplicate key says which key.
    const lines = e.message.split("\n");
    const caret = lines.findIndex((l, i) => i > 0 && /^\s*\^+\s*$/.test(l));
    const quoted = caret > 1 ? lines[caret - 1]!.trim() : undefined;
    const context = quoted ? ` (at "${quoted.length > 60 ? `${quoted.slice(0, 57)}…` : quoted}")` : "";
    return { file: `${file}${where}`, path: "", message: `YAML syntax error: ${first}${context}; fix the YAML at that position` };
  }
  return { file, path: "", message: `cannot be parsed: ${e instanceof Error ? e.message : String(e)}` };
}

/** Parse JSON; a syntax error names the line and column, not a character offset. */
export function parseJsonText(text: string, file: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const message = (e as Error).message;
    const pos = /at position (\d+)/.exec(message);
    let where = "";
    if (pos) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split("\n").length;
      where = `:${line}:${before.length - before.lastIndexOf("\n")}`;
    }
    const what = message.replace(/,? ?(in JSON )?at position \d+.*$/s, "").replace(/^Unexpected token '(.)', .*$/s, "unexpected '$1'");
    return { ok: false, problem: { file: `${file}${where}`, path: "", message: `is not valid JSON: ${what}; fix it at that position` } };
  }
}

/** `sha256:` and the first 16 hex digits: enough to tell sources apart in a provenance header. */
export function shortSha(text: string): string {
  return `sha256:${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;
}
