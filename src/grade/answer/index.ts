/**
 * Answer tasks: the answer read from the worker's last message and its citations checked against
 * the baseline (answer.ts), and the answer graded into the verdict's reasons (check.ts). Imports
 * task, snapshot, run and verdict.
 */
export type { CheckedAnswer } from "./check.js";
export { ANSWER_FILE, answerEnv, answerRecord, checkAnswer } from "./check.js";
