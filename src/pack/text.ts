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
    return { ok: false, problem: yamlProblem(e, file, 0) };
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
    // Line 1 is the opening fence, so frontmatter line n is file line n + 1.
    return { ok: false, problem: yamlProblem(e, file, 1) };
  }
}

function yamlProblem(e: unknown, file: string, lineOffset: number): Problem {
  if (e instanceof YAMLParseError) {
    const at = e.linePos?.[0];
    const where = at ? `:${at.line + lineOffset}:${at.col}` : "";
    const first = e.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    return { file: `${file}${where}`, path: "", message: `YAML syntax error: ${first}; fix the YAML at that position` };
  }
  return { file, path: "", message: `cannot be parsed: ${e instanceof Error ? e.message : String(e)}` };
}

/** `sha256:` and the first 16 hex digits: enough to tell sources apart in a provenance header. */
export function shortSha(text: string): string {
  return `sha256:${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;
}
