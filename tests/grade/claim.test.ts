/** The worker's claim: the last RESULT line wins; anything unrecognisable is `none`. */
import { describe, expect, it } from "vitest";
import { parseClaim } from "../../src/grade/index.js";

describe("parseClaim", () => {
  const table: readonly [string, string | undefined, ReturnType<typeof parseClaim>][] = [
    ["plain built", "work done\nRESULT: built", { value: "built", line: "RESULT: built" }],
    ["honest failure with reason", "RESULT: honest-failure: tests still fail", { value: "honest-failure", line: "RESULT: honest-failure: tests still fail", reason: "tests still fail" }],
    ["the last line wins", "RESULT: honest-failure: x\nlater...\nRESULT: built\n", { value: "built", line: "RESULT: built" }],
    ["markdown decoration forgiven", "**RESULT: built**", { value: "built", line: "RESULT: built" }],
    ["backticks forgiven", "`RESULT: built`", { value: "built", line: "RESULT: built" }],
    ["no result line", "All done!", { value: "none", line: null }],
    ["no message", undefined, { value: "none", line: null }],
    ["unknown outcome", "RESULT: mostly built", { value: "none", line: "RESULT: mostly built" }],
    ["built with extra words is not built", "RESULT: built, except the hidden part", { value: "none", line: "RESULT: built, except the hidden part" }],
    ["mid-line mention is not a result", "I will print RESULT: built at the end", { value: "none", line: null }],
  ];
  for (const [name, message, want] of table) {
    it(`parseClaim - ${name}`, () => {
      expect(parseClaim(message)).toEqual(want);
    });
  }
});
