/** One thing wrong with an input file: where (file, and a JSON path inside it) and what to do. */
export interface Problem {
  /** The file as the user knows it (relative to the repository root or as given on the command line), forward slashes, optionally with `:line:col`. */
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
