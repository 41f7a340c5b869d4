import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where grading writes: evidence folders and grading copies. The jobs issue brings the real
 * state dir; until then it is `$OCW_HOME`, else a folder in the OS temp dir. Every function that
 * writes takes the location as a parameter, so callers decide.
 */

/** The default state root for grading. */
export function defaultStateDir(env: Readonly<Record<string, string | undefined>>): string {
  return env.OCW_HOME || join(tmpdir(), "opencode-worker");
}

export type GradeId = string & { readonly __brand: "GradeId" };

/** `grd_` + time (sortable) + randomness: names one grading's evidence folder. */
export function newGradeId(now: number = Date.now()): GradeId {
  return `grd_${now.toString(36).padStart(9, "0")}${randomBytes(5).toString("hex")}` as GradeId;
}

/** The folders one grading uses under `stateDir`. */
export function gradePaths(stateDir: string, id: GradeId): { readonly evidence: string; readonly copies: string } {
  return { evidence: join(stateDir, "grades", id), copies: join(stateDir, "copies", id) };
}
