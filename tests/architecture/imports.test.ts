import { describe, expect, it } from "vitest";
import { ROOMS, PACKAGES, readSources, roomImports, checkImports, checkPatterns } from "./graph.js";

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
    const fake = (file: string, text: string) => ({ file, room: file.split("/")[1]!.replace(/\.tsx?$/, ""), text });
    const bad = [
      fake("src/selftest/x.ts", `import { startServer } from "../opencode/index.js";`),
      fake("src/jobs/x.ts", `import { x } from "../opencode/session.js";`),
      fake("src/grade/x.ts", `import { jobs } from "../jobs/index.js";`),
      fake("src/mcp/x.ts", `import { main } from "../cli/index.js";`),
    ];
    expect(checkImports(roomImports(bad))).toHaveLength(4);
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
