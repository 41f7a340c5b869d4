import { httpGet, httpPost, type HttpResponse } from "../http.js";
import type { ProbeContext } from "./types.js";

/**
 * Small readers for the JSON engines send back: every field is checked before use, so a server
 * that answers in an unexpected shape yields "unknown" rather than a crash.
 */

export type Json = Readonly<Record<string, unknown>>;

export function obj(v: unknown): Json | undefined {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : undefined;
}

export function arr(v: unknown): readonly unknown[] {
  return Array.isArray(v) ? v : [];
}

export function str(o: Json | undefined, k: string): string | undefined {
  const v = o?.[k];
  return typeof v === "string" ? v : undefined;
}

export function num(o: Json | undefined, k: string): number | undefined {
  const v = o?.[k];
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

export function bool(o: Json | undefined, k: string): boolean | undefined {
  const v = o?.[k];
  return typeof v === "boolean" ? v : undefined;
}

/** GET `path` under `root`; undefined when the server did not answer (the probe then says "not me"). */
export async function get(root: URL, path: string, ctx: ProbeContext): Promise<HttpResponse | undefined> {
  try {
    return await httpGet(at(root, path), { timeoutMs: ctx.timeoutMs, headers: ctx.headers, fetch: ctx.fetch });
  } catch {
    return undefined;
  }
}

export async function post(root: URL, path: string, body: unknown, ctx: ProbeContext): Promise<HttpResponse | undefined> {
  try {
    return await httpPost(at(root, path), body, { timeoutMs: ctx.timeoutMs, headers: ctx.headers, fetch: ctx.fetch });
  } catch {
    return undefined;
  }
}

/** The `data` list of an OpenAI `/v1/models` answer. */
export function openaiModels(res: HttpResponse | undefined): Json[] {
  if (!res || res.status !== 200) return [];
  return arr(obj(res.json)?.data).map(obj).filter((m): m is Json => m !== undefined && typeof m.id === "string");
}

/** The root URL joined with a path, as text. */
export function at(root: URL, path: string): string {
  return root.origin + root.pathname.replace(/\/+$/, "") + path;
}
