import { readFile } from "node:fs/promises";
import { extname, resolve } from "node:path";
import taskSchema from "../../../protocol/schemas/task.schema.json" with { type: "json" };
import { ErrorCode, OcwError } from "../../error.js";
import { formatProblems, parseJsonText, parseYamlText, schemaValidator, type Problem } from "../../schema/index.js";
import type { Task, TaskSpec } from "./task.js";
import { taskProblems } from "./rules.js";

/**
 * Loading a task spec: read, parse (YAML, or JSON for `.json`), validate against
 * task.schema.json, then the rules the schema cannot express. Every problem is collected; the
 * result is a `Task` or one `TASK_INVALID` error whose message lists them, each naming the file,
 * the field and the fix.
 */

const validate = schemaValidator({ task: taskSchema });

/** Load and validate the spec at `file` (relative to `cwd`). Throws `TASK_INVALID` or `NOT_FOUND`. */
export async function loadTask(file: string, opts: { readonly cwd: string }): Promise<Task> {
  const path = resolve(opts.cwd, file);
  const text = await readFile(path, "utf8").catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") throw new OcwError(ErrorCode.NotFound, `${file}: no such file; give the path of a task spec (YAML or JSON)`, { cause: e });
    if (e.code === "EISDIR") throw new OcwError(ErrorCode.TaskInvalid, `${file}: is a directory; give the path of a task spec file (YAML or JSON)`, { cause: e });
    throw new OcwError(ErrorCode.Io, `${file}: cannot be read (${e.code ?? e.message}); check its permissions`, { cause: e });
  });
  const spec = await parseTask(text, file);
  return { file, spec };
}

/** Validate spec text already in hand; `file` is only used in messages. */
export async function parseTask(text: string, file: string): Promise<TaskSpec> {
  const fail = (problems: readonly Problem[]): never => {
    throw invalidTask(file, problems);
  };
  if (text.trim() === "") fail([{ file, path: "", message: "is empty; write a task spec with workspace, objective, scope and checks (see docs/grading.md)" }]);
  const parsed = extname(file).toLowerCase() === ".json" ? parseJsonText(text, file) : parseYamlText(text, file);
  if (!parsed.ok) return fail([parsed.problem]);
  const value = parsed.value;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const got = Array.isArray(value) ? "a list" : value === null ? "nothing" : `${typeof value} ${JSON.stringify(value).slice(0, 40)}`;
    return fail([{ file, path: "", message: `must be a mapping with workspace, objective, scope and checks, got ${got}; see docs/grading.md for an example` }]);
  }
  const schemaProblems = validate("task", value, file);
  if (schemaProblems.length > 0) return fail(schemaProblems);
  const raw = value as Partial<TaskSpec> & Pick<TaskSpec, "workspace" | "objective">;
  // An answer task changes nothing: no scope to allow, and its checks (if any) read the answer.
  const spec: TaskSpec = raw.answer ? { ...raw, scope: { allow: [], ...(raw.scope?.deny ? { deny: raw.scope.deny } : {}) }, checks: { acceptance: [], ...raw.checks } } : (raw as TaskSpec);
  if (raw.answer && raw.scope?.allow?.length) fail([{ file, path: "scope.allow", message: "an answer task changes no file, so it allows none; drop scope.allow (any change is then a scope violation)" }]);
  const ruleProblems = await taskProblems(spec, file);
  if (ruleProblems.length > 0) return fail(ruleProblems);
  return spec;
}

/** The one error for an invalid task: a single problem is one line; several are listed under a header. */
export function invalidTask(file: string, problems: readonly Problem[]): OcwError {
  return new OcwError(ErrorCode.TaskInvalid, formatProblems(`${problems.length} problems in ${file}`, problems), { data: { problems: problems.map((p) => ({ ...p })) } });
}
