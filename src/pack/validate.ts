import deltaSchema from "../../protocol/schemas/delta.schema.json" with { type: "json" };
import gradeSchema from "../../protocol/schemas/grade.schema.json" with { type: "json" };
import packSchema from "../../protocol/schemas/pack.schema.json" with { type: "json" };
import { schemaValidator, type Problem } from "../schema/index.js";

/**
 * Schema validation that speaks to pack authors: the pack room's schemas, each compiled once,
 * every error collected and rewritten by src/schema as "<path>: <what is wrong>; <what to write
 * instead>", using the schema's own descriptions and examples for the fix.
 */

const SCHEMAS = { pack: packSchema, delta: deltaSchema, grade: gradeSchema } as const;
export type SchemaName = keyof typeof SCHEMAS;

const validate = schemaValidator(SCHEMAS);

/** Validate `data` against one of our schemas; returns the problems (empty when valid). */
export function validateAgainst(schema: SchemaName, data: unknown, file: string): Problem[] {
  return validate(schema, data, file);
}
