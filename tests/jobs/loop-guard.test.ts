/**
 * The loop guard alone, fed the session events a driver sees: when it steers, when it stops,
 * what it never touches (a model that works), and how it words what it saw. The same guard
 * driven by the real OpenCode is in tests/faults/wild-models.test.ts.
 */
import { describe, expect, it } from "vitest";
import { callLabel, LoopGuard, repeatedTail, type GuardAction } from "../../src/jobs/loop-guard.js";
import type { SessionEvent } from "../../src/opencode/index.js";

const tool = (name: string, input: unknown, status = "completed", answer?: string): SessionEvent => ({ type: "tool", tool: name, status, callID: "c", input, ...(answer !== undefined ? { answer } : {}) });
const step = (id: string): SessionEvent => ({ type: "step", messageID: id, count: 1 });
const stream = (id: string, text: string, pieces: number, part = "p1"): SessionEvent => ({ type: "stream", messageID: id, partID: part, kind: "text", text, pieces });

function feed(guard: LoopGuard, events: readonly SessionEvent[]): (GuardAction | undefined)[] {
  return events.map((e) => guard.see(e));
}

const read = tool("read", { filePath: "a.py" });

describe("loop guard: repeated calls", () => {
  it("the third identical call gets one steer; the fifth stops the job, naming the call, the count and the steer", () => {
    const actions = feed(new LoopGuard(), Array.from({ length: 7 }, () => read));
    expect(actions[0]).toBeUndefined();
    expect(actions[1]).toBeUndefined();
    expect(actions[2]).toEqual({ type: "steer", text: expect.stringContaining("you have made `read a.py` 3 times in a row") });
    expect(actions[3]).toBeUndefined();
    expect(actions[4]).toEqual({ type: "stop", failure: { kind: "loop", call: "`read a.py`", count: 5, steered: true } });
    // After a stop the guard says nothing more.
    expect(actions.slice(5)).toEqual([undefined, undefined]);
  });

  it("the same arguments in another key order are the same call; pending and running parts are not calls", () => {
    const g = new LoopGuard();
    const a = tool("edit", { filePath: "x", oldString: "1", newString: "2" });
    const b = tool("edit", { newString: "2", oldString: "1", filePath: "x" });
    expect(feed(g, [tool("edit", {}, "pending"), a, tool("edit", {}, "running"), b, a]).at(-1)?.type).toBe("steer");
  });

  it("a model that alternates calls, or reads twice and moves on, is never steered", () => {
    const g = new LoopGuard();
    const other = tool("read", { filePath: "b.py" });
    expect(feed(g, [read, other, read, other, read, other, read, read, tool("write", { filePath: "a.py", content: "x" })]).filter(Boolean)).toEqual([]);
  });

  it("after the one steer, a new loop stops at once (steered: false)", () => {
    const g = new LoopGuard();
    feed(g, [read, read, read]);
    const actions = feed(g, [tool("glob", { pattern: "*" }), tool("glob", { pattern: "*" }), tool("glob", { pattern: "*" })]);
    expect(actions.at(-1)).toEqual({ type: "stop", failure: { kind: "loop", call: "`glob *`", count: 3, steered: false } });
  });

  it("the same error with new arguments each time: steered at 3, stopped at 5", () => {
    const g = new LoopGuard();
    const fail = (i: number) => tool("edit", { filePath: "a.py", oldString: `v${i}`, newString: "w" }, "error", "Error: oldString not found in content");
    const actions = feed(g, Array.from({ length: 5 }, (_, i) => fail(i)));
    expect(actions.slice(0, 2).filter(Boolean)).toEqual([]);
    expect(actions[2]?.type).toBe("steer");
    expect(actions[3]).toBeUndefined();
    expect(actions[4]).toEqual({ type: "stop", failure: { kind: "loop", call: '`edit` calls failing with "Error: oldString not found in content"', count: 5, steered: true } });
  });

  it("a success between errors breaks the error run", () => {
    const g = new LoopGuard();
    const fail = (i: number) => tool("bash", { command: `false ${i}` }, "error", "exit 1");
    expect(feed(g, [fail(1), fail(2), read, fail(4), fail(5), read, fail(6)]).filter(Boolean)).toEqual([]);
  });

  it("OpenCode's own doom_loop refusal is a loop at once", () => {
    const g = new LoopGuard();
    expect(g.see(tool("read", { filePath: "a.py" }, "error", "The user has specified a rule which prevents you from using this specific tool call (doom_loop)"))?.type).toBe("steer");
  });

  it("arguments that never parse arrive as OpenCode's `invalid` tool: the same call, named for the tool the model meant", () => {
    const bad = tool("invalid", { tool: "write", error: "JSON Parse error: Unterminated string" }, "completed", "The arguments provided to the tool are invalid: …");
    const actions = feed(new LoopGuard(), Array.from({ length: 5 }, () => bad));
    expect(actions[2]?.type).toBe("steer");
    expect(actions[4]).toEqual({ type: "stop", failure: { kind: "loop", call: "`write` with arguments that do not parse", count: 5, steered: true } });
  });
});

describe("loop guard: runaway text", () => {
  it("a step past its output limit with no tool call and no RESULT line is stopped, naming the tokens and the limit", () => {
    const g = new LoopGuard({ outputTokens: 100 });
    g.see(step("m1"));
    expect(g.see(stream("m1", "w ".repeat(50), 100))).toBeUndefined();
    const a = g.see(stream("m1", "w ".repeat(51), 101));
    expect(a).toEqual({ type: "stop", failure: { kind: "runaway", what: expect.stringContaining("wrote about 101 tokens in one step with no tool call and no RESULT line (the task allows 100") } });
  });

  it("reasoning may run four times the limit before it is cut; text and reasoning are counted apart", () => {
    const g = new LoopGuard({ outputTokens: 100 });
    g.see(step("m1"));
    const think = (n: number): SessionEvent => ({ type: "stream", messageID: "m1", partID: "r1", kind: "reasoning", text: `thinking for ${n} pieces`, pieces: n });
    expect(g.see(think(400))).toBeUndefined();
    expect(g.see(stream("m1", "short answer", 90, "p2"))).toBeUndefined();
    expect(g.see(think(401))).toEqual({ type: "stop", failure: { kind: "runaway", what: expect.stringContaining("wrote about 401 tokens of reasoning in one step with no tool call and no RESULT line (the task allows 400: budget.outputTokens × 4)") } });
  });

  it("characters count too: one huge piece is a quarter of its length in tokens", () => {
    const g = new LoopGuard({ outputTokens: 1000 });
    g.see(step("m1"));
    expect(g.see(stream("m1", Array.from({ length: 1000 }, (_, i) => `word${i}`).join(" "), 1))?.type).toBe("stop");
  });

  it("a step that called a tool, or wrote its RESULT line, is not runaway; a new step starts the count again", () => {
    const g = new LoopGuard({ outputTokens: 10 });
    g.see(step("m1"));
    g.see(tool("write", { filePath: "a" }, "pending"));
    expect(g.see(stream("m1", "x".repeat(0) + "long words ".repeat(10), 30))).toBeUndefined();
    g.see(step("m2"));
    expect(g.see(stream("m2", "summary of the work\nRESULT: built", 30))).toBeUndefined();
    g.see(step("m3"));
    expect(g.see(stream("m3", "more and more words here", 30))?.type).toBe("stop");
  });

  it("text that repeats itself is stopped, quoting the unit", () => {
    const g = new LoopGuard();
    g.see(step("m1"));
    const a = g.see(stream("m1", `Let me start. ${"I will write the file. ".repeat(20)}`, 200));
    expect(a).toEqual({ type: "stop", failure: { kind: "runaway", what: expect.stringMatching(/^repeated its own text \(".*write the file.*" \d+ times in a row\)$/) } });
  });
});

describe("repeatedTail", () => {
  it("finds the shortest unit repeated at least 8 times over at least 240 characters, and how far back it goes", () => {
    expect(repeatedTail("ab".repeat(200))).toEqual({ unit: "ab", times: 200 });
    expect(repeatedTail(`intro ${"the same line\n".repeat(30)}`)).toMatchObject({ times: 30 });
  });

  it("leaves honest text alone: prose, short repeats, whitespace, a repeat that ended", () => {
    expect(repeatedTail("The quick brown fox jumps over the lazy dog. ".repeat(1).padEnd(600, "z").replace(/z+$/, "And then it stopped."))).toBeUndefined();
    expect(repeatedTail("ha ".repeat(20))).toBeUndefined();
    expect(repeatedTail(" ".repeat(1000))).toBeUndefined();
    expect(repeatedTail(`${"abc".repeat(200)} and then the model wrote something else entirely, with a point.`)).toBeUndefined();
  });
});

describe("callLabel", () => {
  it("names the call as a user would", () => {
    expect(callLabel("read", { filePath: "src/a.py" })).toBe("`read src/a.py`");
    expect(callLabel("bash", { command: "pytest -q", description: "run" })).toBe("`bash pytest -q`");
    expect(callLabel("todowrite", { todos: [] })).toBe("`todowrite`");
    expect(callLabel("invalid", { tool: "edit", error: "x" })).toBe("`edit` with arguments that do not parse");
    expect(callLabel("bash", { command: "x".repeat(200) })).toMatch(/^`bash x{77}…`$/);
  });
});
