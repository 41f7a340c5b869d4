import { appendFile } from "node:fs/promises";
import { ioError as durableIoError, writeAtomic } from "../durable/index.js";
import type { OcwError } from "../error.js";

/** Ledger writes: whole files replaced durably (shared with every room), events appended. */
export { writeAtomic };

/** Append lines (each a complete JSON document) in one write. */
export async function appendLines(path: string, lines: readonly string[]): Promise<void> {
  if (lines.length === 0) return;
  try {
    await appendFile(path, lines.map((l) => `${l}\n`).join(""));
  } catch (e) {
    throw ioError(path, e);
  }
}

/** An IO failure in the state dir as our error, naming the path and the fix. */
export function ioError(path: string, e: unknown): OcwError {
  return durableIoError("write", path, e);
}
