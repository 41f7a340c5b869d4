/**
 * A diffstat from the job's own patch file (`git diff --binary` output): per file the lines
 * added and removed, so Claude can tell the user what changed without reading the diff.
 * Binary files count 0/0; a rename is listed under its new path.
 */

export interface FileStat {
  readonly path: string;
  readonly added: number;
  readonly removed: number;
  readonly binary: boolean;
}

export function diffstat(patch: string): FileStat[] {
  const files: { path: string; added: number; removed: number; binary: boolean }[] = [];
  let current: (typeof files)[number] | undefined;
  let inHunk = false;
  for (const line of patch.split("\n")) {
    const header = /^diff --git a\/(.*) b\/(.*)$/.exec(line);
    if (header) {
      current = { path: header[2]!, added: 0, removed: 0, binary: false };
      files.push(current);
      inHunk = false;
      continue;
    }
    if (!current) continue;
    if (line.startsWith("@@")) {
      inHunk = true;
      continue;
    }
    if (!inHunk) {
      if (line.startsWith("rename to ")) current.path = line.slice("rename to ".length);
      if (line.startsWith("GIT binary patch") || line.startsWith("Binary files ")) current.binary = true;
      continue;
    }
    if (line.startsWith("+")) current.added++;
    else if (line.startsWith("-")) current.removed++;
  }
  return files;
}
