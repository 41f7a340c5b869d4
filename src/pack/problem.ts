/** One thing wrong with a pack source: where (file, and a JSON path inside it) and what to do. */
export interface Problem {
  /** The file, relative to the repository root, with forward slashes. */
  readonly file: string;
  /** A JSON path inside the file (`settings.limit.output`, `deltas[1]`), or "" for the file itself. */
  readonly path: string;
  /** What is wrong and what to write instead. */
  readonly message: string;
}

/** `file: path: message`, the one-line form every problem is shown in. */
export function formatProblem(p: Problem): string {
  return p.path ? `${p.file}: ${p.path}: ${p.message}` : `${p.file}: ${p.message}`;
}
