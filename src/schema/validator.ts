import { Ajv2020, type Options, type ValidateFunction } from "ajv/dist/2020.js";
import { explainErrors, type SchemaNode } from "./explain.js";
import { PRECOMPILED } from "./precompiled.gen.js";
import type { Problem } from "./problem.js";

/**
 * A set of named JSON Schemas (draft 2020-12), each compiled once on first use, that validate
 * data into human problems. Every room that owns schemas makes one of these; they share the
 * message voice of `explain.ts` and nothing else.
 */

/** Validate `data` against the schema called `name`; returns every problem (empty when valid). */
export type ValidateWith<Name extends string> = (name: Name, data: unknown, file: string) => Problem[];

/** Options of every Ajv instance. strictRequired is off because `then: {required: [...]}` names properties declared by the parent. */
export const AJV_OPTIONS: Options = { strict: true, strictRequired: false };
/** The lean check that valid input pays for (first error only, no copies of the data); the schemas are ours and tested, so it skips the meta-schema. */
export const CHECK_OPTIONS: Options = { ...AJV_OPTIONS, validateSchema: false };

/**
 * Make a validator for `schemas` (name → schema object). Compilation is lazy: commands that never
 * validate pay nothing. Schemas may `$ref` each other, and the `refs`, by `$id`, so a definition
 * that several files share is written once.
 *
 * Two compilations per schema, because state files are read back on every client call: a lean
 * check that valid input pays for, and the explaining one (every error, with the schema and data
 * behind each) only once something is wrong. The lean check of a protocol schema is ajv's own
 * code generated at build time (precompiled.gen.ts): compiling it at run time cost every short
 * process ≈ 240 ms. It is used only while every schema of the set is the one it was generated
 * from, so an edited schema is compiled, not checked against its old rules.
 */
export function schemaValidator<Name extends string>(schemas: Readonly<Record<Name, object>>, refs: readonly object[] = []): ValidateWith<Name> {
  const known = [...Object.values<object>(schemas), ...refs];
  const check = precompiledChecks(schemas, known);
  const explain = lazyCompiler(schemas, known, { ...AJV_OPTIONS, allErrors: true, verbose: true });
  return (name, data, file) => {
    if (check(name)(data)) return [];
    const validate = explain(name);
    validate(data);
    return explainErrors(validate.errors ?? [], schemas[name] as SchemaNode).map((e) => ({ file, ...e }));
  };
}

/** A stable fingerprint of a schema's content (not a security measure: it tells an edited schema from the one code was generated from). */
export function schemaHash(schema: object): string {
  const text = JSON.stringify(schema);
  // cyrb53: two 32-bit lanes, 53 bits together; enough to tell versions of a dozen files apart.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// The generated lean checks for `schemas` when every schema they may reach is the one the code
// was generated from; else the same checks compiled on first use.
function precompiledChecks<Name extends string>(schemas: Readonly<Record<Name, object>>, known: readonly object[]): (name: Name) => (data: unknown) => boolean {
  let fresh: boolean | undefined;
  const found = (name: Name) => PRECOMPILED[idOf(schemas[name]) ?? ""];
  // Hashing waits for the first check, like compiling did.
  const isFresh = (): boolean =>
    (fresh ??= Object.keys(schemas).every((n) => found(n as Name) !== undefined) && known.every((s) => PRECOMPILED[idOf(s) ?? ""]?.hash === schemaHash(s)));
  const compiled = lazyCompiler(schemas, known, CHECK_OPTIONS);
  return (name) => (isFresh() ? found(name)!.validate : compiled(name));
}

// One Ajv instance, made on first use, compiling each named schema once. Every schema with an
// `$id` is added to it (not compiled) so that any of them can name another.
function lazyCompiler<Name extends string>(schemas: Readonly<Record<Name, object>>, known: readonly object[], options: Options): (name: Name) => ValidateFunction {
  let ajv: Ajv2020 | undefined;
  const compiled = new Map<Name, ValidateFunction>();
  return (name) => {
    let validate = compiled.get(name);
    if (!validate) {
      if (!ajv) {
        ajv = new Ajv2020(options);
        for (const s of known) if (idOf(s) !== undefined) ajv.addSchema(s);
      }
      const id = idOf(schemas[name]);
      validate = (id !== undefined ? ajv.getSchema(id) : undefined) ?? ajv.compile(schemas[name]);
      compiled.set(name, validate);
    }
    return validate;
  };
}

function idOf(schema: object): string | undefined {
  const id = (schema as { $id?: unknown }).$id;
  return typeof id === "string" ? id : undefined;
}
