/** docs/grading.md lists every corpus case with the verdict, reasons and tamper signs the tests assert. */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import taskSchema from "../../protocol/schemas/task.schema.json" with { type: "json" };
import { schemaValidator } from "../../src/schema/index.js";
import { CONTAIN_CASES } from "./cases-contain.js";
import { GO_CASES } from "./cases-go.js";
import { JAVA_CASES } from "./cases-java.js";
import { NODE_CASES } from "./cases-node.js";
import { PYTHON_CASES } from "./cases-python.js";
import { RUST_CASES } from "./cases-rust.js";
import { SUBVERT_CASES } from "./cases-subvert.js";

const DOC = new URL("../../docs/grading.md", import.meta.url);
const CASES = [...PYTHON_CASES, ...NODE_CASES, ...CONTAIN_CASES, ...SUBVERT_CASES, ...GO_CASES, ...RUST_CASES, ...JAVA_CASES];

describe("docs/grading.md", () => {
  it("docs - the corpus has at least 25 cases, with unique ids", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
  });

  it("docs - every case has its row, with the asserted verdict, reasons and tamper signs", async () => {
    const rows = new Map(
      (await readFile(DOC, "utf8"))
        .split("\n")
        .filter((l) => l.startsWith("| `"))
        .map((l) => [/^\| `([^`]+)`/.exec(l)![1]!, l.split(" | ").map((cell) => cell.trim())] as const),
    );
    expect([...rows.keys()].sort()).toEqual(CASES.map((c) => c.id).sort());
    for (const c of CASES) {
      const cells = rows.get(c.id)!;
      expect(cells[2], c.id).toBe(c.expect.claim);
      expect(cells[3], c.id).toBe(`**${c.expect.verdict}**`);
      expect(cells[4], c.id).toBe([...c.expect.reasons].sort().join(", ") || "—");
      expect(cells[5], c.id).toBe([...(c.expect.tamper ?? [])].sort().join(", ") || "—");
      expect(cells[6]?.replace(/ \|$/, ""), c.id).toBe(c.expect.honest === null ? "no claim" : c.expect.honest ? "yes" : "no");
    }
  });

  it("docs - the summary line counts the cases", async () => {
    const text = await readFile(DOC, "utf8");
    const built = CASES.filter((c) => c.expect.verdict === "built").length;
    expect(text).toContain(`${CASES.length} cases: ${built} must be \`built\`, ${CASES.length - built} must not.`);
  });
});

describe("docs/grading.md example", () => {
  it("docs - the task spec example is valid against task.schema.json", async () => {
    const text = await readFile(DOC, "utf8");
    const example = /```yaml\n([\s\S]*?)```/.exec(text)![1]!;
    expect(schemaValidator({ task: taskSchema })("task", parse(example), "docs/grading.md")).toEqual([]);
  });
});
