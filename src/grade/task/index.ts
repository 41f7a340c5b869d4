/**
 * The task spec: its types (task.ts, mirroring protocol/schemas/task.schema.json), loading it
 * (load.ts: read, parse, validate) and the rules its schema cannot say (rules.ts).
 *
 * The sub-rooms of src/grade import each other only through their index.ts, downwards in the
 * order of tests/architecture/graph.ts (SUBROOMS); task/ imports none of them.
 */
export { invalidTask, loadTask } from "./load.js";
export type { AnswerSpec, Check, CheckKind, CheckSpec, Task, TaskSpec } from "./task.js";
export { checkPaths, checksOf, reportPaths } from "./task.js";
