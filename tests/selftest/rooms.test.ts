/**
 * The import table of ARCHITECTURE §2 for the rooms at the top: selftest and the TUI reach the
 * harness through jobs, never by importing src/opencode themselves. Imports are read with the
 * TypeScript scanner (static, dynamic and re-exports), not by a pattern over the text, so a
 * fixture's source inside a string is no import.
 */
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "src");
const GROUND = ["error", "paths", "durable", "git", "schema", "target"];

/** The rooms of src/ that the files of `room` import (their own room left out). */
async function roomsImportedBy(room: string): Promise<Map<string, string[]>> {
  const dir = join(SRC, room);
  const edges = new Map<string, string[]>();
  for (const name of await readdir(dir, { recursive: true })) {
    if (!/\.tsx?$/.test(name)) continue;
    const file = join(dir, name);
    for (const spec of ts.preProcessFile(await readFile(file, "utf8"), true, true).importedFiles.map((f) => f.fileName)) {
      if (!spec.startsWith(".")) continue;
      const target = relative(SRC, resolve(dirname(file), spec));
      if (target.startsWith("..")) continue;
      const to = target.split(sep)[0]!.replace(/\.(js|ts|tsx)$/, "");
      if (to !== room) edges.set(to, [...(edges.get(to) ?? []), `${room}/${name}`]);
    }
  }
  return edges;
}

async function forbidden(room: string, allowed: readonly string[]): Promise<Record<string, string[]>> {
  const edges = await roomsImportedBy(room);
  return Object.fromEntries([...edges].filter(([to]) => !allowed.includes(to) && !GROUND.includes(to)));
}

describe("rooms", () => {
  it("rooms - selftest imports only jobs, pack, setup, grade, replay and the ground floor", async () => {
    expect(await forbidden("selftest", ["jobs", "pack", "setup", "grade", "replay"])).toEqual({});
  });

  it("rooms - tui imports only jobs, selftest, setup and the ground floor", async () => {
    expect(await forbidden("tui", ["jobs", "selftest", "setup"])).toEqual({});
  });

  it("rooms - the reader sees a room's imports (selftest reaches jobs and pack)", async () => {
    const edges = await roomsImportedBy("selftest");
    expect(edges.has("jobs")).toBe(true);
    expect(edges.has("pack")).toBe(true);
    expect(edges.has("src")).toBe(false);
  });
});
