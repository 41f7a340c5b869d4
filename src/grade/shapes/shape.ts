/**
 * What a shape is: the one record both scanners return (find.ts runs Python's, js.ts is the JS/TS
 * one) and the grader judges. Kept apart from the scanners so that the lazily loaded JS half
 * and the rules it runs read the record without importing the scanner that loads them.
 */

export type ShapeFamily = "always-equal" | "caller-inspection" | "runner-patched" | "exit-hook" | "process-replaced" | "native-exit" | "recorded-state";

export interface Shape {
  readonly family: ShapeFamily;
  /** Relative to the scanned dir, posix separators. */
  readonly path: string;
  /** 1-based line of the construct. */
  readonly line: number;
  /** The innermost enclosing function: its name, the 1-based line of its `def`/`function` keyword (Python: the def line, not a decorator), its last line; for JS also 0-based char offsets [start,end) of the function node (V8 coverage ranges are char offsets); null at module level. */
  readonly fn: { readonly name: string; readonly line: number; readonly endLine: number; readonly start?: number; readonly end?: number } | null;
  /** One short line of evidence for humans (Claude reads it): e.g. `__eq__ returns True without reading its argument`. Max ~100 chars. */
  readonly evidence: string;
}

export interface ShapeScan {
  readonly shapes: readonly Shape[];
  /** Files that could not be read or parsed, with why (never thrown). */
  readonly skipped: readonly { readonly path: string; readonly why: string }[];
}

export const SHAPE_FAMILIES: readonly ShapeFamily[] = ["always-equal", "caller-inspection", "runner-patched", "exit-hook", "process-replaced", "native-exit", "recorded-state"];
