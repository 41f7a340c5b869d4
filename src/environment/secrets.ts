import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Environment } from "./types.js";

/**
 * Secret files are not dependencies: a `.env` reaches the grading copy (the checks may read it),
 * but its values must never reach anything we show or hand on — a check's log, a verdict, a diff,
 * Claude's context. So the values are read once from the store's copies (dotenv syntax: `KEY=value`,
 * `export KEY="value"`), every log a check writes is masked before anyone reads it, and a worker's
 * change that writes one of them into a file is refused. Values shorter than MIN_LENGTH
 * (`true`, `3000`) are too common to mask or to accuse anyone of.
 */

export const MIN_LENGTH = 6;
export const MASK = "[secret]";

/** The values of `env`'s secret files, longest first. */
export async function secretValues(env: Environment): Promise<string[]> {
  const values = new Set<string>();
  for (const p of env.paths) {
    if (p.kind !== "secret" || p.dir) continue;
    const text = await readFile(join(env.root, p.path), "utf8").catch(() => "");
    for (const v of dotenvValues(text)) if (v.length >= MIN_LENGTH) values.add(v);
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** The values of a dotenv file's assignments (quotes removed, `# comment` after an unquoted value dropped). */
export function dotenvValues(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?[A-Za-z_][\w.-]*\s*[=:]\s*(.*)$/.exec(line);
    if (!m) continue;
    let v = m[1]!.trim();
    const q = v[0];
    if ((q === '"' || q === "'" || q === "`") && v.lastIndexOf(q) > 0) v = v.slice(1, v.lastIndexOf(q));
    else v = v.replace(/\s+#.*$/, "");
    if (v !== "") out.push(v);
  }
  return out;
}

/** `text` with every value replaced by MASK. */
export function maskSecrets(text: string, values: readonly string[]): string {
  let out = text;
  for (const v of values) if (out.includes(v)) out = out.split(v).join(MASK);
  return out;
}

/** Mask the values in a file, in place; true when it held one. */
export async function maskFile(path: string, values: readonly string[]): Promise<boolean> {
  if (values.length === 0) return false;
  const buf = await readFile(path).catch(() => undefined);
  if (!buf) return false;
  const text = buf.toString("latin1");
  const masked = maskSecrets(text, values.map((v) => Buffer.from(v, "utf8").toString("latin1")));
  if (masked === text) return false;
  await writeFile(path, Buffer.from(masked, "latin1"));
  return true;
}

/** Whether `text` holds one of the values. */
export function holdsSecret(text: string, values: readonly string[]): boolean {
  return values.some((v) => text.includes(v));
}
