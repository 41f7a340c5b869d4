/**
 * A bound on nesting for every document we read. Our files nest a handful of levels; a file
 * nesting thousands deep is a mistake or an attack, and a recursive parser or validator would
 * die of a stack overflow on it ("Maximum call stack size exceeded") instead of naming the file.
 */

/** Deeper than any real spec, manifest or frontmatter (they stay under 10). */
export const MAX_DEPTH = 64;

export const TOO_DEEP = `nests lists or mappings more than ${MAX_DEPTH} levels deep; flatten it (a task spec, pack.yaml or frontmatter needs fewer than 10 levels)`;

/** True when `value` nests deeper than `limit` levels. Iterative, so it cannot overflow itself. */
export function tooDeep(value: unknown, limit = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  // Aliases share nodes: a node is walked again only when reached deeper than before, so an
  // alias bomb costs at most nodes × limit steps, not its expansion.
  const deepest = new Map<object, number>();
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== "object" || (deepest.get(v) ?? -1) >= depth) continue;
    if (depth >= limit) return true;
    deepest.set(v, depth);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** True for the error a recursive parser throws when the input nests beyond the stack. */
export function isStackOverflow(e: unknown): boolean {
  return e instanceof Error && /Maximum call stack size exceeded/.test(e.message);
}
