import { Ajv2020, type Options, type ValidateFunction } from "ajv/dist/2020.js";
import { explainErrors, type SchemaNode } from "./explain.js";
import type { Problem } from "./problem.js";

/**
 * A set of named JSON Schemas (draft 2020-12), each compiled once on first use, that validate
 * data into human problems. Every room that owns schemas makes one of these; they share the
 * message voice of `explain.ts` and nothing else.
 */

/** Validate `data` against the schema called `name`; returns every problem (empty when valid). */
export type ValidateWith<Name extends string> = (name: Name, data: unknown, file: string) => Problem[];

/**
 * Make a validator for `schemas` (name → schema object). Compilation is lazy: commands that never
 * validate pay nothing. Schemas may `$ref` each other, and the `refs`, by `$id`, so a definition
 * that several files share is written once.
 *
 * Two compilations per schema, because state files are read back on every client call: a lean
 * check (first error only, no copies of the data) that valid input pays for, and the explaining
 * one (every error, with the schema and data behind each) only once something is wrong.
 */
export function schemaValidator<Name extends string>(schemas: Readonly<Record<Name, object>>, refs: readonly object[] = []): ValidateWith<Name> {
  const known = [...Object.values<object>(schemas), ...refs];
  // The schemas are ours and tested; only the explaining instance checks them against the meta-schema.
  const check = lazyCompiler(schemas, known, { validateSchema: false });
  const explain = lazyCompiler(schemas, known, { allErrors: true, verbose: true });
  return (name, data, file) => {
    if (check(name)(data)) return [];
    const validate = explain(name);
    validate(data);
    return explainErrors(validate.errors ?? [], schemas[name] as SchemaNode).map((e) => ({ file, ...e }));
  };
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
        // strictRequired is off because `then: {required: [...]}` names properties declared by the parent.
        ajv = new Ajv2020({ strict: true, strictRequired: false, ...options });
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
