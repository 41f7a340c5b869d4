import type { TaskSpec } from "../grade/index.js";

/**
 * The brief the worker receives: objective, scope, the visible checks and the budget. Hidden
 * checks are never named here: they exist to catch work that only satisfies what it was shown.
 */
export function renderBrief(spec: TaskSpec, budget: { minutes: number; steps?: number }): string {
  const visible = [...spec.checks.acceptance.map((c) => ({ c, kind: "must pass (fails now)" })), ...(spec.checks.regression ?? []).map((c) => ({ c, kind: "must keep passing" }))];
  const lines = [
    "# Task",
    "",
    spec.objective.trim(),
    "",
    "## Scope",
    "",
    `You may change only: ${spec.scope.allow.map((g) => `\`${g}\``).join(", ")}.`,
    ...(spec.scope.deny?.length ? [`Never change: ${spec.scope.deny.map((g) => `\`${g}\``).join(", ")}.`] : []),
    "Do not edit the checks' own files.",
    "",
    "## Checks (run them yourself before you claim built)",
    "",
    ...visible.map(({ c, kind }) => `- ${c.name} — ${kind}: \`${c.run}\``),
    "",
    "## Budget",
    "",
    `${budget.minutes} minutes${budget.steps ? `, ${budget.steps} steps` : ""}. Stop with an honest failure rather than run over.`,
    "",
    "End with `RESULT: built` or `RESULT: honest-failure: <reason>` as the last line.",
  ];
  return `${lines.join("\n")}\n`;
}
