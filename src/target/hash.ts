import { createHash } from "node:crypto";

/**
 * Canonical JSON: object keys sorted at every depth, arrays kept in order, no whitespace.
 * Two settings objects that differ only in key order serialise identically; any other change
 * (a value, an added or removed key, array order) changes the text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(normalize(value, "settings"));
}

function normalize(value: unknown, path: string): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    // JSON has no NaN or Infinity; letting them through would hash as `null`.
    if (!Number.isFinite(value)) throw new TypeError(`${path}: ${value} is not a JSON number`);
    return value;
  }
  if (Array.isArray(value)) return value.map((v, i) => normalize(v, `${path}[${i}]`));
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) out[k] = normalize((value as Record<string, unknown>)[k], `${path}.${k}`);
    return out;
  }
  throw new TypeError(`${path}: ${typeof value} values cannot be hashed (only JSON data)`);
}

/** First 12 hex digits of the SHA-256 of the canonical JSON of `settings`. */
export function settingsHash(settings: Readonly<Record<string, unknown>>): string {
  return createHash("sha256").update(canonicalJson(settings)).digest("hex").slice(0, 12);
}
