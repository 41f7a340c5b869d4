import { realpath, stat } from "node:fs/promises";
import picomatch from "picomatch";
import { schemaValidator, type Problem } from "../../schema/index.js";
import { gitRaw } from "../../git/index.js";
import { checksOf, type TaskSpec } from "./task.js";

/**
 * The rules a task spec must meet beyond its schema: things JSON Schema cannot say (globs that
 * compile, names unique across kinds) and things only the filesystem can (the workspace exists
 * and is the root of a git repository). Every problem is collected; none is thrown.
 */

/** Check `spec` (already schema-valid) and return every problem, each naming the field and the fix. */
export async function taskProblems(spec: TaskSpec, file: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  const at = (path: string, message: string): void => void problems.push({ file, path, message });

  for (const key of ["allow", "deny"] as const) {
    for (const [i, glob] of (spec.scope[key] ?? []).entries()) {
      const why = globProblem(glob);
      if (why) at(`scope.${key}[${i}]`, `${JSON.stringify(glob)} is not a valid glob: ${why}`);
    }
  }

  const seen = new Map<string, string>();
  for (const c of checksOf(spec)) {
    const first = seen.get(c.name);
    if (first) at(`${c.at}.name`, `"${c.name}" is already the name of ${first}; give every check its own name`);
    else seen.set(c.name, c.at);
  }

  if (spec.answer) {
    const why = answerSchemaProblem(spec.answer.schema);
    if (why) at("answer.schema", `is not a JSON Schema ajv can compile (${why}); fix it — it is what the answer is held to`);
  }
  problems.push(...(await workspaceProblems(spec.workspace, file)));
  return problems;
}

// picomatch accepts almost anything; strictBrackets makes an unclosed [ { ( an error instead of a literal.
function globProblem(glob: string): string | undefined {
  try {
    picomatch.makeRe(glob, { strictBrackets: true, dot: true });
    return undefined;
  } catch (e) {
    const reason = (e as Error).message.replace(/ - use .*$/, "");
    return `${reason.charAt(0).toLowerCase()}${reason.slice(1)}; close it, or escape it with a backslash to match it literally`;
  }
}

async function workspaceProblems(workspace: string, file: string): Promise<Problem[]> {
  const problem = (message: string): Problem[] => [{ file, path: "workspace", message }];
  const info = await stat(workspace).catch(() => undefined);
  if (!info) return problem(`${workspace} does not exist; set workspace to the absolute path of the git repository the task works on`);
  if (!info.isDirectory()) return problem(`${workspace} is not a directory; set workspace to the absolute path of the git repository the task works on`);
  const top = await gitRaw(["rev-parse", "--show-toplevel"], { cwd: workspace, timeoutMs: 30_000 });
  if (top.exitCode !== 0) return problem(`${workspace} is not a git repository; run \`git init\` there (and commit), or point workspace at the repository root`);
  const root = top.stdout.trim();
  if ((await realpath(root)) !== (await realpath(workspace))) {
    return problem(`${workspace} is inside the git repository ${root} but is not its root; set workspace to ${root} (scope globs and check paths are relative to it)`);
  }
  return [];
}

/** Why `schema` cannot be an answer's schema (it does not compile), or undefined. */
export function answerSchemaProblem(schema: object): string | undefined {
  try {
    schemaValidator({ answer: schema })("answer", null, "answer");
    return undefined;
  } catch (e) {
    return (e as Error).message.split("\n")[0];
  }
}
