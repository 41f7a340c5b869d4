import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { explainErrors, type SchemaNode } from "./explain.js";
import type { Problem } from "./problem.js";

/**
 * A set of named JSON Schemas (draft 2020-12), each compiled once on first use, that validate
 * data into human problems. Every room that owns schemas makes one of these; they share the
 * message voice of `explain.ts` and nothing else.
 */

/** Validate `data` against the schema called `name`; returns every problem (empty when valid). */
export type ValidateWith<Name extends string> = (name: Name, data: unknown, file: string) => Problem[];

/** Make a validator for `schemas` (name → schema object). Compilation is lazy: commands that never validate pay nothing. */
export function schemaValidator<Name extends string>(schemas: Readonly<Record<Name, object>>): ValidateWith<Name> {
  let ajv: Ajv2020 | undefined;
  const compiled = new Map<Name, ValidateFunction>();
  return (name, data, file) => {
    let validate = compiled.get(name);
    if (!validate) {
      // strictRequired is off because `then: {required: [...]}` names properties declared by the parent.
      ajv ??= new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false });
      validate = ajv.compile(schemas[name]);
      compiled.set(name, validate);
    }
    if (validate(data)) return [];
    return explainErrors(validate.errors ?? [], schemas[name] as SchemaNode).map((e) => ({ file, ...e }));
  };
}
