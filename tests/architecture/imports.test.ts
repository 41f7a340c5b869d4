import { describe, expect, it } from "vitest";
import { ROOMS, PACKAGES, SUBROOMS, readSources, roomImports, checkImports, checkPatterns, importCycles, sourceOf } from "./graph.js";

// ARCHITECTURE §2 as data: the rooms, their floors and the edges each may take. A change here is
// a change of the architecture and belongs in the same commit as the edit to §2.

describe("the import graph of src/ follows ARCHITECTURE §2", () => {
  const sources = readSources();

  it("every file of src/ belongs to a room the table knows", () => {
    const unknown = sources.filter((s) => !(s.room in ROOMS)).map((s) => s.file);
    expect(unknown).toEqual([]);
  });

  it("rooms import only the rooms their row allows, and only through index.ts", () => {
    expect(checkImports(roomImports(sources))).toEqual([]);
  });

  it("every file of a room with sub-rooms sits in a sub-room the table knows, or at the room's top", () => {
    const unknown = sources.filter((s) => s.sub !== undefined && s.sub !== "" && !(s.sub in SUBROOMS[s.room]!)).map((s) => s.file);
    expect(unknown).toEqual([]);
  });

  it("sub-rooms are declared in order: each may import only sub-rooms listed before it", () => {
    const late = Object.entries(SUBROOMS).flatMap(([room, table]) => {
      const order = Object.keys(table);
      return order.flatMap((sub, n) => table[sub]!.filter((to) => !order.slice(0, n).includes(to)).map((to) => `${room}/${sub} may import ${room}/${to}, which is not below it`));
    });
    expect(late).toEqual([]);
  });

  it.each(Object.keys(SUBROOMS))("no import circle among the files of %s", (room) => {
    expect(importCycles(sources, room)).toEqual([]);
  });

  it("packages are used only by the room that owns them", () => {
    const wrong = roomImports(sources)
      .filter((i) => i.kind === "package")
      .flatMap((i) => {
        const owner = Object.entries(PACKAGES).find(([name]) => i.target === name || i.target.startsWith(`${name}/`));
        return owner && !owner[1].includes(i.from.room) ? [`${i.from.file}: imports ${i.target}, which only ${owner[1].join(", ")} may use`] : [];
      });
    expect(wrong).toEqual([]);
  });

  it("no room reaches around another's job (git, the SDK client, state files, reason codes)", () => {
    expect(checkPatterns(sources)).toEqual([]);
  });

  it("the checks themselves catch a violation (a fixed sample per rule)", () => {
    const fake = sourceOf;
    const bad = [
      fake("src/selftest/x.ts", `import { startServer } from "../opencode/index.js";`),
      fake("src/jobs/x.ts", `import { x } from "../opencode/session.js";`),
      fake("src/grade/x.ts", `import { jobs } from "../jobs/index.js";`),
      fake("src/mcp/x.ts", `import { main } from "../cli/index.js";`),
      fake("src/jobs/y.ts", `import { runChecks } from "../grade/run/index.js";`),
      fake("src/grade/run/x.ts", `import { judgeExits } from "../judge/index.js";`),
      fake("src/grade/judge/x.ts", `import { runCheck } from "../run/check.js";`),
      fake("src/grade/task/x.ts", `import { grade } from "../grade.js";`),
    ];
    expect(checkImports(roomImports(bad))).toHaveLength(8);
    const circle = [
      fake("src/grade/shapes/a.ts", `import type { B } from "./b.js";`),
      fake("src/grade/shapes/b.ts", `export async function b() { return import("./a.js"); }`),
      fake("src/grade/shapes/c.ts", `import { a } from "./a.js";`),
    ];
    expect(importCycles(circle, "grade")).toEqual([["src/grade/shapes/a", "src/grade/shapes/b"]]);
    const patterns = [
      fake("src/selftest/y.ts", `await run("git", ["rev-parse", "HEAD"]);`),
      fake("src/jobs/y.ts", `const r = JSON.parse(text) as JobRecord;`),
      fake("src/jobs/z.ts", `await conn.api.client.session.prompt({});`),
      fake("src/selftest/z.ts", `const code = e.code as ReasonCode;`),
      fake("src/selftest/w.ts", `reasons: [{ code: e.code.toLowerCase() }]`),
      fake("src/selftest/v.ts", `const agent = outputs.find((o) => o.path.endsWith("/agent/x.md"));`),
      fake("src/jobs/v.ts", `const entry = join(dirname(self), "..", "cli", "ocw.ts");`),
      fake("src/mcp/v.ts", `const argv = ["setup", "scan", "--json"];`),
    ];
    expect(checkPatterns(patterns)).toHaveLength(8);
  });
});
