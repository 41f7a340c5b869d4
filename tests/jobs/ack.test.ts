import { describe, expect, it } from "vitest";
import { acknowledges } from "../../src/jobs/session-run.js";

describe("steer acknowledgement", () => {
  it.each([
    ["- correction applied: writing v2", "STEER: use v2 instead"],
    ["- switching to the ISO date format now", "use ISO dates"],
    ["- as you asked, leaving the tests alone", "do not touch the tests"],
    ["- writing v2 into v.txt now", "STEER: use v2 in v.txt instead"],
  ])("ack - %j refers to %j", (reply, correction) => {
    expect(acknowledges(reply, correction)).toBe(true);
  });

  it.each([
    ["- wrote v.txt", "STEER: use v2 instead"],
    ["- reading greet.py", "use ISO dates in the log"],
    ["", "anything"],
    ["- instead of that, this", "instead of that, this"],
  ])("ack - %j does not refer to %j", (reply, correction) => {
    expect(acknowledges(reply, correction)).toBe(false);
  });
});
