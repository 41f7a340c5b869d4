/**
 * The fuzzers' seeded generator: a tiny PRNG (mulberry32) and mutation operators over a valid
 * seed document. No dependency: every input is a pure function of one 32-bit seed, so a failure
 * prints the seed and `OCW_FUZZ_SEED=<seed>` replays exactly that input.
 *
 * A case is built in two layers, because bugs hide in both: structural mutations edit the parsed
 * value (delete, duplicate, retype a field; huge, unicode, NUL, path-like strings; deep nesting),
 * then the value is written as YAML or JSON and byte mutations edit the text (truncation, BOM,
 * CRLF, tabs, alias bombs, UTF-16, flipped bytes, binary garbage, an empty file).
 */
import { stringify } from "yaml";

/** mulberry32: 32-bit state, good enough spread for choosing mutations. Returns [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** The base seed (OCW_FUZZ_SEED replays one case) and how many cases each family runs. */
export function fuzzPlan(defaultRuns: number, env: NodeJS.ProcessEnv = process.env): { seeds: number[]; base: number } {
  const one = env.OCW_FUZZ_SEED;
  if (one !== undefined && one !== "") return { seeds: [Number(one) >>> 0], base: Number(one) >>> 0 };
  const scale = env.OCW_FUZZ_RUNS === undefined || env.OCW_FUZZ_RUNS === "" ? defaultRuns : Math.max(1, Number(env.OCW_FUZZ_RUNS));
  // A fixed base keeps CI deterministic; OCW_FUZZ_BASE explores new ground.
  const base = Number(env.OCW_FUZZ_BASE ?? 20261130) >>> 0;
  return { seeds: Array.from({ length: scale }, (_, i) => (base + i) >>> 0), base };
}

// ------------------------------------------------------------------ values

const UNICODE = ["é", "日本語", "🦀", "\u200b", "\u202e", "\ufeff", "Ω≈ç√", "\ud83d", "a\u0301", "ﬁ", "\u2028", "\u0085"];
const PATHS = ["..", "../..", "../../etc/passwd", "/etc/passwd", "/", "/tmp", "~", "~/x", "./", ".", "**", "*", "**/*", "[abc", "{a,b", "!x", "a/../../b", "C:\\Windows", "\\\\server\\share", ".git/config", "a\\b", "//double", "src/**/*.py"];
const NUMBERS = [0, -1, 1, -0, 0.5, 1e308, -1e308, 2 ** 53 + 1, 1e-300, 4294967296, 86401, 1441, 10001, 99999999999];
const WORDS = ["constructor", "__proto__", "toString", "hasOwnProperty", "true", "false", "null", "~", "yes", "no", "NaN", ".inf", "-.inf", "0x10", "1e3", "2026-01-01", "[]", "{}", "- x", ": y", "#c", "&a", "*a", "!!str", "!!binary", "%YAML", "---", "..."];

function randomString(rng: Rng): string {
  switch (rng.int(9)) {
    case 0:
      return "x".repeat(rng.pick([1_000, 100_000, 1_000_000]));
    case 1:
      return Array.from({ length: 1 + rng.int(8) }, () => rng.pick(UNICODE)).join("");
    case 2:
      return `a\u0000b${rng.chance(0.5) ? "\u0000" : ""}`;
    case 3:
      return rng.pick(PATHS);
    case 4:
      return rng.pick(WORDS);
    case 5:
      return "";
    case 6:
      return " \t\n ";
    case 7:
      return Array.from({ length: 1 + rng.int(40) }, () => String.fromCharCode(rng.int(0x3000))).join("");
    default:
      return `${rng.pick(PATHS)}/${rng.pick(UNICODE)}`;
  }
}

function deep(rng: Rng, depth: number): unknown {
  let v: unknown = "leaf";
  const asList = rng.chance(0.5);
  for (let i = 0; i < depth; i++) v = asList ? [v] : { k: v };
  return v;
}

/** Any value of any type, for retyping a field. */
export function randomValue(rng: Rng): unknown {
  switch (rng.int(10)) {
    case 0:
      return rng.pick(NUMBERS);
    case 1:
      return rng.chance(0.5);
    case 2:
      return null;
    case 3:
      return [];
    case 4:
      return {};
    case 5:
      return [randomString(rng), rng.pick(NUMBERS)];
    case 6:
      return { [randomString(rng).slice(0, 50) || "k"]: randomString(rng) };
    case 7:
      return deep(rng, rng.pick([10, 200, 1_000]));
    default:
      return randomString(rng);
  }
}

// ------------------------------------------------------------------ structural mutations

type Container = Record<string, unknown> | unknown[];

/** Every (container, key) pair in a value, paths included, for picking a mutation site. */
// Bounded: an earlier mutation may have planted a 5,000-deep tree or 20,000 copies.
function sites(value: unknown, out: { parent: Container; key: string | number; path: string }[] = [], path = "", depth = 0): typeof out {
  if (depth > 12 || out.length > 500) return out;
  if (Array.isArray(value)) {
    value.slice(0, 20).forEach((v, i) => {
      out.push({ parent: value, key: i, path: `${path}[${i}]` });
      sites(v, out, `${path}[${i}]`, depth + 1);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.push({ parent: value as Record<string, unknown>, key: k, path: path ? `${path}.${k}` : k });
      sites(v, out, path ? `${path}.${k}` : k, depth + 1);
    }
  }
  return out;
}

const FIELD_NAMES = ["workspace", "objective", "scope", "checks", "allow", "deny", "acceptance", "regression", "hidden", "run", "name", "timeout", "files", "junit", "expect", "inject", "budget", "minutes", "steps", "model", "data", "__proto__", "constructor", "toString", "$schema", "", "x".repeat(300)];

/** Apply one structural mutation to `root` (in place); returns its description. */
export function mutateValue(rng: Rng, root: Record<string, unknown>, extraNames: readonly string[] = []): string {
  const all = sites(root);
  if (all.length === 0) return "noop";
  const site = rng.pick(all);
  const { parent, key, path } = site;
  const op = rng.int(9);
  const set = (v: unknown): void => {
    if (Array.isArray(parent)) parent[key as number] = v;
    else Object.defineProperty(parent, key, { value: v, enumerable: true, writable: true, configurable: true });
  };
  switch (op) {
    case 0:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      return `delete ${path}`;
    case 1: {
      const v = randomValue(rng);
      set(v);
      return `retype ${path}`;
    }
    case 2: {
      const s = randomString(rng);
      set(s);
      return `string ${path}`;
    }
    case 3: {
      const n = rng.pick(NUMBERS);
      set(n);
      return `number ${path}=${n}`;
    }
    case 4: {
      // A field that does not belong there, or one from elsewhere in the document.
      const name = rng.pick([...FIELD_NAMES, ...extraNames]);
      const target = Array.isArray(parent) ? root : parent;
      Object.defineProperty(target, name, { value: rng.chance(0.5) ? randomValue(rng) : structuredClone(parent[key as never] ?? null), enumerable: true, writable: true, configurable: true });
      return `add ${JSON.stringify(name.slice(0, 20))} near ${path}`;
    }
    case 5:
      if (Array.isArray(parent)) {
        // Many copies of a small flat item, few of a big or nested one: block YAML indents every
        // level, so a thousand copies of a deep list would be gigabytes, not a test of us.
        const json = JSON.stringify(parent[key as number]) ?? "null";
        const n = json.length > 400 || /[[{]{4}/.test(json) ? rng.pick([2, 3]) : rng.pick([2, 3, 1_000, 5_000]);
        parent.push(...Array.from({ length: n - 1 }, () => structuredClone(parent[key as number])));
        return `repeat ${path} ×${n}`;
      }
      set([parent[key as string]]);
      return `wrap ${path} in a list`;
    case 6:
      set(deep(rng, rng.pick([50, 500, 1_000])));
      return `deep ${path}`;
    case 7: {
      const v = parent[key as never] as unknown;
      if (typeof v === "string") {
        const cut = rng.int(v.length + 1);
        set(v.slice(0, cut) + rng.pick([...PATHS, ...UNICODE, "\u0000", "\t", "\n", "'", '"', "${cwd}", "%s"]) + v.slice(cut));
        return `splice ${path}`;
      }
      set(JSON.stringify(v) ?? "null");
      return `stringify ${path}`;
    }
    default: {
      const v = parent[key as never] as unknown;
      if (typeof v === "number") set(rng.chance(0.5) ? -v : v * rng.pick([1e6, 0.5, 1e300]));
      else set(rng.pick([...PATHS]));
      return `flip ${path}`;
    }
  }
}

// ------------------------------------------------------------------ text mutations

/** YAML that expands without bound if a parser follows every alias (billion laughs). */
export function aliasBomb(rng: Rng): string {
  const levels = rng.pick([6, 9, 12]);
  const lines = [`a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]`];
  for (let i = 1; i < levels; i++) lines.push(`a${i}: &a${i} [${Array.from({ length: 9 }, () => `*a${i - 1}`).join(",")}]`);
  return lines.join("\n");
}

/** Apply one byte-level mutation to a serialised document; returns the new bytes and a description. */
export function mutateBytes(rng: Rng, bytes: Buffer, isYaml: boolean): { bytes: Buffer; op: string } {
  const text = bytes.toString("utf8");
  const at = (n: number): number => rng.int(n + 1);
  switch (rng.int(isYaml ? 17 : 14)) {
    case 0: {
      const cut = at(bytes.length);
      return { bytes: bytes.subarray(0, cut), op: `truncate@${cut}` };
    }
    case 1:
      return { bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]), op: "bom" };
    case 2:
      return { bytes: Buffer.from(text.replace(/\n/g, "\r\n")), op: "crlf" };
    case 3:
      return { bytes: Buffer.from(text.replace(/^( +)/gm, (s) => "\t".repeat(Math.max(1, s.length / 2)))), op: "tabs" };
    case 4: {
      const i = at(bytes.length - 1);
      const copy = Buffer.from(bytes);
      if (copy.length > 0) copy[i] = rng.int(256);
      return { bytes: copy, op: `flip@${i}` };
    }
    case 5: {
      const i = at(bytes.length);
      const junk = Buffer.from(Array.from({ length: 1 + rng.int(16) }, () => rng.int(256)));
      return { bytes: Buffer.concat([bytes.subarray(0, i), junk, bytes.subarray(i)]), op: `insert@${i}` };
    }
    case 6:
      return { bytes: Buffer.from(Array.from({ length: rng.pick([1, 64, 4096]) }, () => rng.int(256))), op: "garbage" };
    case 7:
      return { bytes: Buffer.alloc(0), op: "empty" };
    case 8:
      return { bytes: Buffer.from(`\ufeff${text}`, "utf16le"), op: "utf16le" };
    case 9: {
      const latin = Buffer.from(text.replace(/[a-z]/, "é"), "latin1");
      return { bytes: latin, op: "latin1" };
    }
    case 10: {
      const lines = text.split("\n");
      const i = rng.int(lines.length);
      lines.splice(i, 0, lines[i] ?? "");
      return { bytes: Buffer.from(lines.join("\n")), op: `dup-line ${i}` };
    }
    case 11: {
      const lines = text.split("\n");
      const i = rng.int(lines.length);
      lines.splice(i, 1);
      return { bytes: Buffer.from(lines.join("\n")), op: `del-line ${i}` };
    }
    case 12:
      return { bytes: Buffer.from(text.replace(/\n/g, "\u0000\n")), op: "nul-lines" };
    case 13: {
      // Nesting deeper than any recursive parser's stack, written as text.
      const n = rng.pick([1_000, 20_000]);
      const open = rng.chance(0.5) ? "[" : '{"a":';
      return { bytes: Buffer.from(`${text.trimEnd().replace(/[}\]]$/, "")}${isYaml ? "\nx: " : ',"x":'}${open.repeat(n)}1${(open === "[" ? "]" : "}").repeat(rng.chance(0.5) ? n : 0)}${isYaml ? "" : "}"}`), op: `deep-text ${n}` };
    }
    case 14:
      return { bytes: Buffer.from(`${text}\n${aliasBomb(rng)}\n`), op: "alias-bomb" };
    case 15: {
      // An anchor and an alias on the real fields: `scope: *s` pointing at an earlier mapping.
      const keys = [...text.matchAll(/^([a-z]+):/gm)].map((m) => m[1]!);
      if (keys.length < 2) return { bytes, op: "noop" };
      const a = rng.pick(keys);
      const b = rng.pick(keys);
      return { bytes: Buffer.from(text.replace(new RegExp(`^${a}:`, "m"), `${a}: &anc`).replace(new RegExp(`^${b}:.*(\\n[ -].*)*`, "m"), `${b}: *anc`)), op: `alias ${b}->${a}` };
    }
    default:
      return { bytes: Buffer.from(`%YAML 1.1\n--- !!map\n${text}\n---\n${text}`), op: "multi-doc" };
  }
}

// ------------------------------------------------------------------ one case

export interface Mutant {
  readonly seed: number;
  readonly format: "yaml" | "json";
  readonly ops: readonly string[];
  readonly bytes: Buffer;
}

/** One mutated document from a valid `seed` value. */
export function mutant(seed: number, valid: Record<string, unknown>, opts: { formats?: readonly ("yaml" | "json")[]; extraNames?: readonly string[] } = {}): Mutant {
  const rng = new Rng(seed);
  const value = structuredClone(valid);
  const ops: string[] = [];
  const structural = rng.int(4); // 0..3: a quarter of cases keep the valid structure
  for (let i = 0; i < structural; i++) ops.push(mutateValue(rng, value, opts.extraNames));
  const format = rng.pick<"yaml" | "json">(opts.formats ?? ["yaml", "json"]);
  let bytes: Buffer = Buffer.from(format === "json" ? JSON.stringify(value, null, rng.chance(0.5) ? 2 : 0) : safeYaml(value));
  const textual = rng.chance(0.55) ? 1 + rng.int(2) : 0;
  for (let i = 0; i < textual; i++) {
    const m = mutateBytes(rng, bytes, format === "yaml");
    bytes = m.bytes;
    ops.push(m.op);
  }
  return { seed, format, ops, bytes };
}

// The yaml writer refuses some values (a 5,000-deep tree); those become JSON, which is YAML too.
function safeYaml(value: unknown): string {
  try {
    return stringify(value, { aliasDuplicateObjects: false });
  } catch {
    return JSON.stringify(value);
  }
}

/** A failing input, printable: the seed, the operations, and the bytes (escaped, capped). */
export function describeMutant(m: Mutant, extra = ""): string {
  const shown = m.bytes.length > 2_000 ? `${JSON.stringify(m.bytes.subarray(0, 2_000).toString("latin1"))}… (${m.bytes.length} bytes)` : JSON.stringify(m.bytes.toString("latin1"));
  return `seed ${m.seed} (replay: OCW_FUZZ_SEED=${m.seed}) ${m.format} ops [${m.ops.join("; ")}]${extra}\ninput: ${shown}\nbase64: ${m.bytes.length <= 4_000 ? m.bytes.toString("base64") : "(too long; regenerate from the seed)"}`;
}
