import { OcwError, ErrorCode } from "../error.js";
import { settingsHash } from "./hash.js";

/** The worker harness and the range of its versions a target was built for. */
export interface Harness {
  readonly name: string;
  readonly version: string;
}

/**
 * Every axis that changes a worker's behaviour. A grade earned under one target says nothing
 * about another, so each axis is part of the key.
 */
export interface Target {
  /** The model id as the endpoint serves it. */
  readonly model: string;
  /** Quantisation, `api` for a hosted model, `none` for the replay model. */
  readonly quant: string;
  readonly harness: Harness;
  /** Sampling, limits, steps, serving and permission posture: hashed, never spelled out. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The environment the target was measured in, or `any`. */
  readonly env: string;
}

/** The parts of a canonical key, as parsed back from its text. */
export interface KeyParts {
  readonly model: string;
  readonly quant: string;
  readonly harness: string;
  readonly settings: string;
  readonly env: string;
}

const KEY_FIELDS = ["model", "quant", "harness", "settings", "env"] as const;

/**
 * `model=…;quant=…;harness=<name>@<range>;settings=<hash>;env=…`. The parts that are names
 * (quant, harness, env) are lower-cased: `MXFP4` and `mxfp4` are one quantisation, and the
 * folder slug already folds case, so two spellings must not give one folder two keys. The model
 * id keeps its case: it is what the endpoint serves, and endpoints tell case apart.
 */
export function targetKey(target: Target): string {
  const parts: KeyParts = {
    model: keyPart("model", target.model),
    quant: keyPart("quant", target.quant).toLowerCase(),
    harness: `${keyPart("harness.name", target.harness.name).toLowerCase()}@${keyPart("harness.version", target.harness.version, true)}`,
    settings: settingsHash(target.settings),
    env: keyPart("env", target.env).toLowerCase(),
  };
  return KEY_FIELDS.map((f) => `${f}=${parts[f]}`).join(";");
}

/** `<model>__<quant>__<harness>`, lower case, every character outside [a-z0-9._-] turned into `-`. */
export function targetSlug(target: Pick<Target, "model" | "quant" | "harness">): string {
  return [target.model, target.quant, target.harness.name].map(slugPart).join("__");
}

function slugPart(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "");
}

/** Split a canonical key into its parts; undefined when the text is not a canonical key. */
export function parseKey(key: string): KeyParts | undefined {
  const pieces = key.split(";");
  if (pieces.length !== KEY_FIELDS.length) return undefined;
  const out: Record<string, string> = {};
  for (const [i, piece] of pieces.entries()) {
    const eq = piece.indexOf("=");
    if (eq < 0 || piece.slice(0, eq) !== KEY_FIELDS[i] || eq === piece.length - 1) return undefined;
    out[KEY_FIELDS[i]!] = piece.slice(eq + 1);
  }
  return out as unknown as KeyParts;
}

// `;` separates the key's fields; a part containing one would make two targets share a key.
// (`=` is safe: each field is split at its first `=`, and version ranges need it.)
function keyPart(field: string, value: string, spacesAllowed = false): string {
  const bad = spacesAllowed ? /[;\n\r]/ : /[;\s]/;
  if (typeof value !== "string" || value.length === 0 || bad.test(value)) {
    throw new OcwError(
      ErrorCode.TargetInvalid,
      `target ${field} ${JSON.stringify(value)} cannot be part of a key: use a non-empty value without ";"${spacesAllowed ? " or line breaks" : " or spaces"}`,
    );
  }
  return value;
}
