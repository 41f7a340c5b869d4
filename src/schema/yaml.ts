import { parse as parseYaml, YAMLParseError } from "yaml";
import { isStackOverflow, tooDeep, TOO_DEEP } from "./depth.js";
import type { Problem } from "./problem.js";

/**
 * YAML reading for every document we validate (pack.yaml, delta frontmatter, task specs). One
 * parser configuration everywhere, so dates stay strings and duplicate keys are errors; failures
 * come back as problems with a line and column, never thrown.
 */

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

/** Parse YAML text the way every input file is parsed (JSON is accepted too: it is YAML). */
export function parseYamlValue(text: string): unknown {
  // logLevel "error": the parser would otherwise print its warnings (an unresolved tag) on our stderr.
  const value: unknown = parseYaml(text, { uniqueKeys: true, prettyErrors: true, logLevel: "error" });
  if (tooDeep(value)) throw new Error(TOO_DEEP);
  return value;
}

/** Parse a whole YAML document. */
export function parseYamlText(text: string, file: string): Parsed<unknown> {
  try {
    return { ok: true, value: parseYamlValue(text) };
  } catch (e) {
    return { ok: false, problem: yamlProblem(e, file) };
  }
}

/** A parse failure as a problem at `file:line:col` (parser lines are file lines; frontmatter keeps its fence newline). */
export function yamlProblem(e: unknown, file: string): Problem {
  // The parser wraps its own stack overflow in a YAMLParseError; the position it names is noise.
  if (isStackOverflow(e) || (e instanceof Error && isStackOverflow(e.cause))) {
    return { file, path: "", message: `cannot be parsed: it ${TOO_DEEP}` };
  }
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
  const message = e instanceof Error ? e.message : String(e);
  return { file, path: "", message: `cannot be parsed: ${message === TOO_DEEP ? `it ${message}` : message}` };
}
