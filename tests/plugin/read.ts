/**
 * Small readers shared by the plugin checks: they turn a file on disk into data or a reason,
 * never throw, so each check can report "missing" or "invalid JSON" as a problem of its own.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";

export type JsonObject = Record<string, unknown>;

export type ReadResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** Parses a JSON file; a missing file and a syntax error are reasons, not exceptions. */
export function readJson(file: string): ReadResult {
  if (!existsSync(file)) return { ok: false, reason: "file is missing" };
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, "utf8")) as unknown };
  } catch (e) {
    return { ok: false, reason: `invalid JSON (${e instanceof Error ? e.message : String(e)})` };
  }
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The JSON kind of a value, for messages like "expected an object, got array". */
export function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

export function isNonEmptyString(v: unknown): v is string {
  return typeof v === "string" && v.trim().length > 0;
}

/** True for an absolute http(s) URL. */
export function isHttpUrl(v: unknown): boolean {
  if (typeof v !== "string") return false;
  try {
    const u = new URL(v);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

/** True when `target` resolves to `root` itself or somewhere below it. */
export function isInside(root: string, target: string): boolean {
  const rel = relative(resolve(root), resolve(root, target));
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** True when git tracks (or has staged) `rel` in the repository that holds `root`. */
export function isTrackedByGit(root: string, rel: string): boolean {
  try {
    execFileSync("git", ["-C", root, "ls-files", "--error-unmatch", "--", rel], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function readText(root: string, rel: string): string | undefined {
  const file = join(root, rel);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}
