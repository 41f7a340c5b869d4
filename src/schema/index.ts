/**
 * Reading and validating the files people write (pack.yaml, deltas, task specs): YAML with
 * line:col errors, and ajv validation whose errors name the field, the problem and the fix.
 */
export type { Problem } from "./problem.js";
export { formatProblem, formatProblems } from "./problem.js";
export type { Parsed } from "./yaml.js";
export { parseYamlText, parseYamlValue, yamlProblem } from "./yaml.js";
export { parseJsonText } from "./json.js";
export { isStackOverflow, tooDeep, TOO_DEEP } from "./depth.js";
export { schemaValidator } from "./validator.js";
