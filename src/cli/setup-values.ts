import { ErrorCode, OcwError } from "../error.js";
import { GiB, isCacheType, readKey, validateKeyEnvName, type CacheType } from "../setup/index.js";
import type { Context } from "./context.js";

/**
 * The setup command's flags, typed: every numeric flag is range-checked before use and a bad
 * value is INVALID_INPUT (exit 1) with the flag named, never a NaN passed along.
 */

/** Typed access to parsed flags, with the checks a value needs before use. */
export class Values {
  constructor(private readonly raw: Record<string, unknown>) {}
  str(name: string): string | undefined {
    const v = this.raw[name];
    return typeof v === "string" ? v : undefined;
  }
  list(name: string): string[] {
    const v = this.raw[name];
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  }
  bool(name: string): boolean {
    return this.raw[name] === true;
  }
  int(name: string, min: number, max: number): number | undefined {
    const s = this.str(name);
    if (s === undefined) return undefined;
    // "64k" means 65536 tokens, the way context sizes are spoken of; otherwise a plain integer.
    const k = /^(\d+)k$/i.exec(s.trim());
    const value = k ? Number(k[1]) * 1024 : /^\d+$/.test(s.trim()) ? Number(s.trim()) : NaN;
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be an integer from ${min} to ${max}, got ${JSON.stringify(s.slice(0, 40))}`);
    }
    return value;
  }
  /** A size in GiB (decimals allowed) → bytes. */
  gib(name: string, max: number): number | undefined {
    const s = this.str(name);
    if (s === undefined) return undefined;
    const n = Number(s.replace(/\s*gi?b$/i, ""));
    if (!Number.isFinite(n) || n <= 0 || n > max) {
      const hint = n === 0 && name === "vram" ? "; for a machine without a GPU pass --cpu-only" : "";
      throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be a size in GiB above 0 and at most ${max}, got ${JSON.stringify(s.slice(0, 40))}${hint}`);
    }
    return n * GiB;
  }
  num(name: string, min: number, max: number): number | undefined {
    const s = this.str(name);
    if (s === undefined) return undefined;
    const n = Number(s);
    if (!Number.isFinite(n) || n <= min || n > max) throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be a number above ${min} and at most ${max}, got ${JSON.stringify(s.slice(0, 40))}`);
    return n;
  }
  kv(): CacheType | undefined {
    const s = this.str("kv");
    if (s === undefined) return undefined;
    if (!isCacheType(s)) throw new OcwError(ErrorCode.InvalidInput, `Expected --kv to be one of f16, q8_0, q4_0 (or f32, bf16, q4_1, iq4_nl, q5_0, q5_1), got ${JSON.stringify(s.slice(0, 40))}`);
    return s;
  }
  keyEnv(): string | undefined {
    const s = this.str("key-env");
    return s === undefined ? undefined : validateKeyEnvName(s);
  }
}

/** Authorization headers for the key named by --key-env, read from the environment now. */
export function keyHeaders(v: Values, ctx: Context): Record<string, string> {
  const name = v.keyEnv();
  return name ? { authorization: `Bearer ${readKey(name, ctx.env)}` } : {};
}

