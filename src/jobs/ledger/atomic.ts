import { open } from "node:fs/promises";
import { ioError as durableIoError, writeAtomic } from "../../durable/index.js";
import type { OcwError } from "../../error.js";

/** Ledger writes: whole files replaced durably (shared with every room), events appended. */
export { writeAtomic };

/**
 * Append lines (each a complete JSON document) in one write. A full disk can cut an append
 * short; the next append then starts on a fresh line, so the torn one stays the only casualty
 * instead of swallowing the next event too.
 */
export async function appendLines(path: string, lines: readonly string[]): Promise<void> {
  if (lines.length === 0) return;
  try {
    const fh = await open(path, "a+");
    try {
      const { size } = await fh.stat();
      const last = Buffer.alloc(1);
      if (size > 0) await fh.read(last, 0, 1, size - 1);
      const torn = size > 0 && last[0] !== 0x0a;
      await fh.appendFile(`${torn ? "\n" : ""}${lines.map((l) => `${l}\n`).join("")}`);
    } finally {
      await fh.close();
    }
  } catch (e) {
    throw ioError(path, e);
  }
}

/** An IO failure in the state dir as our error, naming the path and the fix. */
export function ioError(path: string, e: unknown): OcwError {
  return durableIoError("write", path, e);
}
