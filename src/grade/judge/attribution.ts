import { isAbsolute, relative } from "node:path";
import type { Frame } from "../trace/index.js";

/**
 * Tracing what a check's process recorded back to the worker's files: an absolute path as the
 * check saw it (under any root the copy is seen by) made relative to the copy, and the first
 * frame of a stack that lies in a file the worker added or modified. exit.ts and
 * subversion.ts judge by it.
 */

export interface Attribution {
  /** The path relative to the copy, when it lies in it. */
  rel(file: string | null | undefined): string | undefined;
  /** The path relative to the copy, when it is a file the worker changed. */
  changedFile(file: string | null | undefined): string | undefined;
  /** The first frame in a changed file: its path and `path:line`. */
  firstChanged(frames: readonly Frame[] | null | undefined): { readonly path: string; readonly at: string } | undefined;
}

export function attribution(changed: ReadonlySet<string>, roots: readonly string[]): Attribution {
  const rel = (file: string | null | undefined): string | undefined => {
    if (!file || !isAbsolute(file)) return undefined;
    for (const root of roots) {
      const r = relative(root, file);
      if (r !== "" && !r.startsWith("..") && !isAbsolute(r)) return r.split("\\").join("/");
    }
    return undefined;
  };
  const changedFile = (file: string | null | undefined): string | undefined => {
    const r = rel(file);
    return r !== undefined && changed.has(r) ? r : undefined;
  };
  const firstChanged = (frames: readonly Frame[] | null | undefined): { path: string; at: string } | undefined => {
    for (const [file, line] of frames ?? []) {
      const path = changedFile(file);
      if (path) return { path, at: line === null ? path : `${path}:${line}` };
    }
    return undefined;
  };
  return { rel, changedFile, firstChanged };
}
