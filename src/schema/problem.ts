/** One thing wrong with an input file: where (file, and a JSON path inside it) and what to do. */
export interface Problem {
  /** The file as the user knows it (relative to the repository root or as given on the command line), forward slashes, optionally with `:line:col`. */
  readonly file: string;
  /** A JSON path inside the file (`settings.limit.output`, `deltas[1]`), or "" for the file itself. */
  readonly path: string;
  /** What is wrong and what to write instead. */
  readonly message: string;
}

/** Longest line a problem is shown as; a message quoting a megabyte of input helps nobody. */
const MAX_LINE = 600;
/** How many problems a message spells out; the error's data keeps every one. */
export const MAX_LISTED = 20;

/** `file: path: message`, the one-line form every problem is shown in (a long one keeps its head and its fix). */
export function formatProblem(p: Problem): string {
  const line = p.path ? `${p.file}: ${p.path}: ${p.message}` : `${p.file}: ${p.message}`;
  return line.length <= MAX_LINE ? line : `${line.slice(0, MAX_LINE / 2)} … ${line.slice(line.length - MAX_LINE / 2 + 10)}`;
}

/** One problem as its line; several under `header:`, indented, at most MAX_LISTED of them. */
export function formatProblems(header: string, problems: readonly Problem[]): string {
  if (problems.length === 1) return formatProblem(problems[0]!);
  const lines = problems.slice(0, MAX_LISTED).map(formatProblem);
  if (problems.length > MAX_LISTED) lines.push(`… and ${problems.length - MAX_LISTED} more (--json lists every one under error.data.problems)`);
  return `${header}:\n  ${lines.join("\n  ")}`;
}
