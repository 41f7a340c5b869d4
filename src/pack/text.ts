import { createHash } from "node:crypto";
import matter from "gray-matter";
import { parseYamlValue, yamlProblem, type Parsed } from "../schema/index.js";

/**
 * Reading markdown with YAML frontmatter (deltas, the canonical skill). The frontmatter goes
 * through the same YAML parser as every other input (src/schema), so dates stay strings and
 * duplicate keys are errors everywhere. Failures come back as problems with a line and column,
 * never thrown. Whole YAML and JSON documents are read with src/schema directly.
 */

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
    const m = matter(text, { engines: { yaml: (s: string) => parseYamlValue(s) as object } });
    // gray-matter leaves `matter` unset for an empty file.
    const raw = m.matter ?? "";
    return { ok: true, value: { matter: raw.replace(/^\r?\n/, ""), data: raw.trim() === "" ? undefined : m.data, body: m.content ?? "" } };
  } catch (e) {
    // gray-matter keeps the newline after the opening fence, so parser lines are file lines.
    return { ok: false, problem: yamlProblem(e, file) };
  }
}

/** `sha256:` and the first 16 hex digits: enough to tell sources apart in a provenance header. */
export function shortSha(text: string): string {
  return `sha256:${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;
}
