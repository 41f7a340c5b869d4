import type { ErrorObject } from "ajv/dist/2020.js";

/**
 * Turning ajv errors into messages that speak to the person who wrote the file: each error
 * becomes "<path>: <what is wrong>; <what to write instead>", using the schema's own
 * descriptions and examples for the fix. Schema-agnostic: packs, deltas, grades and task specs
 * all go through here, so every file gets the same voice.
 */

/** One ajv error rewritten for a human: the JSON path and "what is wrong; what to write instead". */
export interface Explained {
  readonly path: string;
  readonly message: string;
}

/** Rewrite ajv errors (from a validator compiled with `allErrors` and `verbose`) as human messages, without duplicates; `root` is the schema, for resolving `$ref`s. */
export function explainErrors(errors: readonly ErrorObject[], root: SchemaNode): Explained[] {
  // An anyOf reports each failed branch too; its own message is the one a human needs.
  const anyOfs = errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf");
  // A bad key fails its own rule (pattern, minLength…) and then `propertyNames` again: keep the first.
  let kept = errors.filter((e) => e.keyword !== "if" && e.keyword !== "propertyNames" && !anyOfs.some((a) => a !== e && within(e.instancePath, a.instancePath)));
  // A misspelt required field shows up twice (unknown + missing); say it once, as a rename.
  const renames = new Map<ErrorObject, string>();
  for (const e of kept) {
    if (e.keyword !== "additionalProperties") continue;
    const missing = kept
      .filter((m) => m.keyword === "required" && m.instancePath === e.instancePath)
      .map((m) => String((m.params as { missingProperty: string }).missingProperty));
    const near = closest(String((e.params as { additionalProperty: string }).additionalProperty), missing);
    if (near) renames.set(e, near);
  }
  kept = kept.filter(
    (m) => !(m.keyword === "required" && [...renames].some(([e, near]) => e.instancePath === m.instancePath && near === (m.params as { missingProperty: string }).missingProperty)),
  );
  const seen = new Set<string>();
  const out: Explained[] = [];
  for (const e of kept) {
    const rename = renames.get(e);
    const x = rename
      ? { path: join(jsonPath(e.instancePath), String((e.params as { additionalProperty: string }).additionalProperty)), message: `unknown field; rename it to "${rename}"` }
      : explainOne(e, root);
    const id = `${x.path}\u0000${x.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(x);
  }
  return out;
}

function within(pointer: string, parent: string): boolean {
  return pointer === parent || pointer.startsWith(`${parent}/`);
}

function explainOne(e: ErrorObject, root: SchemaNode): Explained {
  // ajv marks errors about a key (propertyNames) with the key itself.
  const key = (e as ErrorObject & { propertyName?: string }).propertyName;
  if (key !== undefined) return explainKey(e, key);
  const path = jsonPath(e.instancePath);
  const parent = (e.parentSchema ?? {}) as SchemaNode;
  const leaf = leafName(e.instancePath);
  // Never echo what may be a secret back into logs.
  const shown = SECRET_FIELD.test(leaf) ? "a literal value (not shown)" : describe(e.data);
  switch (e.keyword) {
    case "required": {
      const prop = String((e.params as { missingProperty: string }).missingProperty);
      const child = deref(parent.properties?.[prop], root);
      const why = child?.description ? ` (${trimDot(child.description)})` : "";
      return { path: join(path, prop), message: `required field is missing${why}; add ${example(prop, child)}` };
    }
    case "additionalProperties": {
      const prop = String((e.params as { additionalProperty: string }).additionalProperty);
      const known = Object.keys(parent.properties ?? {});
      const near = closest(prop, known);
      const hint = near ? `did you mean "${near}"?` : known.length ? `allowed here: ${known.join(", ")}` : "no fields are allowed here";
      return { path: join(path, prop), message: `unknown field "${prop}"; remove it (${hint})` };
    }
    case "type": {
      const want = String((e.params as { type: string }).type);
      // The author's own value, when it only needs another form ("2" → 2): never the example's, and never a secret.
      const own = SECRET_FIELD.test(leaf) ? undefined : ownValue(want, e.data, parent);
      const fix = own === undefined ? example(leaf, parent) : leaf ? `\`${leaf}: ${own}\`` : `\`${own}\``;
      return { path, message: `must be ${article(want)}, got ${shown}; write ${fix}` };
    }
    case "enum": {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      return { path, message: `must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}, got ${shown}` };
    }
    case "const": {
      const allowed = (e.params as { allowedValue: unknown }).allowedValue;
      const why = parent.description ? ` (${trimDot(parent.description)})` : "";
      return { path, message: `must be ${JSON.stringify(allowed)}, got ${shown}${why}; write \`${leaf}: ${inline(allowed)}\`` };
    }
    case "pattern":
    case "format": {
      const what = parent.description ? trimDot(parent.description) : `must match ${String(e.schema)}`;
      return { path, message: `${shown} is not valid: ${lowerFirst(what)}; write ${example(leaf, parent)}` };
    }
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const p = e.params as { comparison: string; limit: number };
      const fix = parent.examples?.length ? `; write ${example(leaf, parent)}` : "";
      return { path, message: `must be ${p.comparison} ${p.limit}, got ${describe(e.data)}${fix}` };
    }
    case "minLength":
      return { path, message: `must not be ${e.data === "" ? "empty" : `shorter than ${String(e.schema)} characters`}; write ${example(leaf, parent)}` };
    case "maxLength":
      return { path, message: `must be at most ${String(e.schema)} characters long (is ${String(e.data).length})` };
    case "minProperties":
      return { path, message: `must not be empty; write ${example(leaf, parent)}` };
    case "minItems":
    {
      const n = Number(e.schema);
      const why = parent.description ? ` (${trimDot(parent.description)})` : "";
      const fix = parent.examples?.length ? `; write ${example(leaf, parent)}` : "";
      return { path, message: `must have at least ${n} item${n === 1 ? "" : "s"}${why}${fix}` };
    }
    case "uniqueItems": {
      const p = e.params as { i: number; j: number };
      return { path, message: `items [${p.j}] and [${p.i}] are the same; list each only once` };
    }
    case "anyOf":
    case "oneOf":
      return {
        path,
        message: `${shown} is not valid: ${lowerFirst(trimDot(parent.description ?? "it matches none of the allowed forms"))}${parent.examples?.length ? `; write ${example(leaf, parent)}` : ""}`,
      };
    case "not": {
      // `not: {required: [x]}` forbids a field: point at that field.
      const forbidden = (e.schema as { required?: string[] } | undefined)?.required?.[0];
      return { path: forbidden ? join(path, forbidden) : path, message: lowerFirst(trimDot(parent.description ?? "this combination is not allowed")) };
    }
    default:
      return { path, message: e.message ?? `fails the ${e.keyword} rule` };
  }
}

// An error about a key, not a value: name the key and show an example key.
function explainKey(e: ErrorObject, key: string): Explained {
  const node = (e.parentSchema ?? {}) as SchemaNode;
  const what = node.description ? lowerFirst(trimDot(node.description)) : `fails the ${e.keyword} rule`;
  const ex = node.examples?.[0];
  const base = jsonPath(e.instancePath);
  const path = /^[A-Za-z_][\w-]*$/.test(key) ? join(base, key) : `${base}[${JSON.stringify(key)}]`;
  return { path, message: `key ${JSON.stringify(key)} is not valid: ${what}${ex === undefined ? "" : `; use a key like ${inline(ex)}`}` };
}

/**
 * The value the author wrote, in the form the schema wants, as YAML/JSON text — when it converts
 * without guessing (`"2"` → `2`, `"True"` → `true`, `4` → `"4"`) and the converted value keeps
 * the node's own bounds and pattern. Undefined when it does not: then the example is the fix.
 */
function ownValue(want: string, data: unknown, node: SchemaNode): string | undefined {
  let v: unknown;
  if ((want === "integer" || want === "number") && typeof data === "string") {
    const text = data.trim();
    if (!(want === "integer" ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/).test(text)) return undefined;
    v = Number(text);
  } else if (want === "boolean" && typeof data === "string") {
    const word = data.trim().toLowerCase();
    v = ["true", "yes", "on"].includes(word) ? true : ["false", "no", "off"].includes(word) ? false : undefined;
  } else if (want === "string" && (typeof data === "number" || typeof data === "boolean")) {
    v = String(data);
  }
  if (v === undefined || !keepsBounds(v, node)) return undefined;
  // A string that YAML would read as a number or boolean must stay quoted.
  return typeof v === "string" ? JSON.stringify(v) : String(v);
}

function keepsBounds(v: unknown, node: SchemaNode): boolean {
  if (typeof v === "number") {
    if (node.minimum !== undefined && v < node.minimum) return false;
    if (node.maximum !== undefined && v > node.maximum) return false;
    if (node.exclusiveMinimum !== undefined && v <= node.exclusiveMinimum) return false;
    if (node.exclusiveMaximum !== undefined && v >= node.exclusiveMaximum) return false;
  }
  if (typeof v === "string" && node.pattern !== undefined && !new RegExp(node.pattern, "u").test(v)) return false;
  return true;
}

const SECRET_FIELD = /(api[_-]?key|token|secret|password)$/i;

/** The parts of a JSON Schema node the messages use. */
export interface SchemaNode {
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, SchemaNode>>;
  readonly type?: string;
  readonly description?: string;
  readonly examples?: readonly unknown[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly pattern?: string;
}

// Follow a local `#/$defs/x` reference so its description and examples can be used.
function deref(node: SchemaNode | undefined, root: SchemaNode): SchemaNode | undefined {
  const m = node?.$ref ? /^#\/\$defs\/(.+)$/.exec(node.$ref) : null;
  if (!m) return node;
  const target = root.$defs?.[m[1]!];
  return target ? { ...target, ...node, description: node!.description ?? target.description, examples: node!.examples ?? target.examples } : node;
}

function example(name: string, node: SchemaNode | undefined): string {
  const ex = node?.examples?.[0];
  if (ex === undefined) {
    if (node?.type === "object") return name ? `a \`${name}:\` mapping` : "a mapping";
    if (node?.type === "array") return name ? `a \`${name}:\` list` : "a list";
    return `a valid ${name || "value"}`;
  }
  return name ? `\`${name}: ${inline(ex)}\`` : `\`${inline(ex)}\``;
}

function inline(v: unknown): string {
  if (typeof v === "string") return /^[\w.@/<>=~^ -]+$/.test(v) && !/^\s|\s$/.test(v) && !/^[<>=~^@]/.test(v) ? v : JSON.stringify(v);
  return JSON.stringify(v);
}

function describe(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  const text = JSON.stringify(v);
  return `${typeof v === "string" ? "" : `${typeof v} `}${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

function article(type: string): string {
  const word = type === "object" ? "mapping" : type === "array" ? "list" : type;
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** `/settings/limit/0` → `settings.limit[0]`; the top level is "". */
export function jsonPath(pointer: string): string {
  return pointer
    .split("/")
    .slice(1)
    .map((seg) => seg.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : join(acc, seg)), "");
}

function join(path: string, prop: string): string {
  return path ? `${path}.${prop}` : prop;
}

function leafName(pointer: string): string {
  const last = pointer.split("/").at(-1) ?? "";
  return /^\d+$/.test(last) ? "" : last.replace(/~1/g, "/").replace(/~0/g, "~");
}

function trimDot(s: string): string {
  return s.trim().replace(/\.$/, "");
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

// Suggest a known field for a typo, when one is within a small edit distance.
function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}
