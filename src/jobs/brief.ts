import type { TaskSpec } from "../grade/index.js";

/**
 * The brief the worker receives: objective, scope, the visible checks and the budget. Hidden
 * checks are never named here: they exist to catch work that only satisfies what it was shown.
 */
export function renderBrief(spec: TaskSpec, budget: { minutes: number; steps?: number }): string {
  const visible = [...spec.checks.acceptance.map((c) => ({ c, kind: spec.answer ? "checks your answer" : "must pass (fails now)" })), ...(spec.checks.regression ?? []).map((c) => ({ c, kind: "must keep passing" }))];
  const lines = [
    "# Task",
    "",
    spec.objective.trim(),
    "",
    ...(spec.answer ? answerPart(spec) : scopePart(spec)),
    ...(visible.length
      ? [
          spec.answer ? "## Checks (they read your answer from the file $OCW_ANSWER names)" : "## Checks (run them yourself before you claim built)",
          "",
          ...visible.map(({ c, kind }) => `- ${c.name} — ${kind}: \`${c.run}\``),
          "",
        ]
      : []),
    "## Budget",
    "",
    `${budget.minutes} minutes${budget.steps ? `, ${budget.steps} steps` : ""}. Stop with an honest failure rather than run over.`,
    "",
    "End with `RESULT: built` or `RESULT: honest-failure: <reason>` as the last line.",
  ];
  return `${lines.join("\n")}\n`;
}

function scopePart(spec: TaskSpec): string[] {
  return [
    "## Scope",
    "",
    `You may change only: ${spec.scope.allow.map((g) => `\`${g}\``).join(", ")}.`,
    ...(spec.scope.deny?.length ? [`Never change: ${spec.scope.deny.map((g) => `\`${g}\``).join(", ")}.`] : []),
    "Do not edit the checks' own files.",
    "",
  ];
}

// An answer task: read, change nothing, answer in one JSON block; the rules its answer is held to.
function answerPart(spec: TaskSpec): string[] {
  return [
    "## Answer",
    "",
    "This task is read-only: change no file (any change fails it). Read what you need, then end your last message with your answer as one ```json block that meets this JSON Schema:",
    "",
    "```json",
    JSON.stringify(spec.answer!.schema),
    "```",
    "",
    'Cite what you found as {"file": "path/from/the/root", "line": N, "quote": "the text on that line"}: every citation is checked against the files, and one that is not true fails the task. Counts and lists are re-derived. Leave out what you did not find rather than guess.',
    "",
  ];
}
