/**
 * The compact documents' pure parts: the diffstat read from a job's patch, the usage line, the
 * number formats, what a permission request shows, and the key an `always` answer remembers.
 */
import { describe, expect, it } from "vitest";
import { diffstat } from "../../src/jobs/diffstat.js";
import { approvalKey, askOf, count, money, usageLine } from "../../src/jobs/report.js";
import { reported, turnUsage } from "../../src/jobs/usage.js";
import type { PermissionAsk } from "../../src/opencode/index.js";

const PATCH = `diff --git a/src/a.js b/src/a.js
index 1111111..2222222 100644
--- a/src/a.js
+++ b/src/a.js
@@ -1,3 +1,4 @@
 keep
-old line
+new line
+another
 keep
diff --git a/new.txt b/new.txt
new file mode 100644
index 0000000..3333333
--- /dev/null
+++ b/new.txt
@@ -0,0 +1,2 @@
+--- not a header inside a hunk
++++ nor this
diff --git a/logo.png b/logo.png
new file mode 100644
index 0000000..4444444
GIT binary patch
literal 5
McmZQzU|?VX00031

diff --git a/old name.txt b/new name.txt
similarity index 90%
rename from old name.txt
rename to new name.txt
index 5555555..6666666 100644
--- a/old name.txt
+++ b/new name.txt
@@ -1 +1 @@
-a
+b
`;

const ask = (over: Partial<PermissionAsk> = {}): PermissionAsk => ({ id: "per_1", sessionID: "ses_1", permission: "bash", patterns: ["npm test"], always: ["npm *"], metadata: { command: "npm test" }, tool: { messageID: "msg_1", callID: "call_1" }, ...over });

describe("diffstat", () => {
  it("diffstat - counts added and removed lines per file; lines that look like headers inside a hunk count", () => {
    expect(diffstat(PATCH)).toEqual([
      { path: "src/a.js", added: 2, removed: 1, binary: false },
      { path: "new.txt", added: 2, removed: 0, binary: false },
      { path: "logo.png", added: 0, removed: 0, binary: true },
      { path: "new name.txt", added: 1, removed: 1, binary: false },
    ]);
  });

  it("diffstat - an empty patch is no files; garbage before the first header is ignored", () => {
    expect(diffstat("")).toEqual([]);
    expect(diffstat("+not a diff\n-at all\n")).toEqual([]);
  });
});

describe("usage line and formats", () => {
  it("usage - the worker's tokens, cost and steps, wall time, and Claude's share when known", () => {
    const usage = { tokens: { input: 9_500, output: 3_300, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 12_800 }, cost: 0.00213, steps: 7 };
    expect(usageLine(usage, 52_400, 610)).toBe("worker 12.8k tokens, $0.0021, 7 steps, 52 s; Claude ≈ 610 tokens");
    expect(usageLine({ ...usage, steps: 1 }, 1_000)).toBe("worker 12.8k tokens, $0.0021, 1 step, 1 s");
    expect(usageLine(undefined, 3_000)).toBe("worker never reached the model, 3 s");
    expect(usageLine(usage, 52_400, 610, 40_200)).toBe("worker 12.8k tokens, $0.0021, 7 steps, 52 s (queued 40 s); Claude ≈ 610 tokens");
    expect(usageLine(usage, 52_400, undefined, 400)).toBe("worker 12.8k tokens, $0.0021, 7 steps, 52 s");
    expect(usageLine({ ...usage, steps: 0 }, 3_000, 0)).toBe("worker never reached the model, 3 s");
  });

  it("usage - steps the engine reported no usage for (cut off mid-request) are named, not passed off as free", () => {
    const zero = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0 };
    expect(usageLine({ tokens: zero, cost: 0, steps: 1, unreported: 1 }, 9_000)).toBe("worker 0 tokens, $0, 1 step (1 without reported usage), 9 s");
    expect(usageLine({ tokens: { ...zero, input: 1_000, output: 50, total: 1_050 }, cost: 0, steps: 3, unreported: 1 }, 9_000)).toBe("worker 1.1k tokens, $0, 3 steps (1 without reported usage), 9 s");
    expect(usageLine({ tokens: { ...zero, input: 1_000, total: 1_000 }, cost: 0, steps: 3, unreported: 0 }, 9_000)).toBe("worker 1.0k tokens, $0, 3 steps, 9 s");
  });

  it("turnUsage - sums the turn and counts the steps with no counts at all as unreported", () => {
    const zero = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0 };
    const step = (tokens: typeof zero) => ({ messageID: "m", route: "a/b", agent: "w", tokens, cost: 0, text: "" });
    const served = { ...zero, input: 900, cacheRead: 100, output: 20, total: 1_020 };
    const cached = { ...zero, cacheRead: 1_000, total: 1_000 };
    const u = turnUsage({ steps: [step(served), step(cached), step(zero)], tokens: { ...served, cacheRead: 1_100, total: 2_020 }, cost: 0 });
    expect(u).toEqual({ tokens: { ...served, cacheRead: 1_100, total: 2_020 }, cost: 0, steps: 3, unreported: 1 });
    expect(reported(step(cached))).toBe(true);
    expect(reported(step(zero))).toBe(false);
  });

  it("count and money - 0, hundreds, thousands, millions; zero cost, cents, dollars", () => {
    expect([0, 999, 1000, 9_950, 12_800, 123_456, 999_999, 1_250_000].map(count)).toEqual(["0", "999", "1.0k", "9.9k", "12.8k", "123k", "1.0M", "1.3M"]);
    expect([0, 0.00213, 0.5, 1.349].map(money)).toEqual(["$0", "$0.0021", "$0.5", "$1.35"]);
  });
});

describe("asks", () => {
  it("ask - the command, the tool and the worker's reason; nothing internal", () => {
    expect(askOf(ask({ reason: "run the tests" }))).toEqual({ id: "per_1", tool: "bash", what: "npm test", why: "run the tests" });
    expect(askOf(ask({ permission: "external_directory", patterns: ["/etc/*", "/var/*"], metadata: {} }))).toEqual({ id: "per_1", tool: "external_directory", what: "/etc/* /var/*" });
  });

  it("ask - a huge command is capped, so one request cannot blow Claude's context", () => {
    const long = `echo ${"x".repeat(5_000)}`;
    const a = askOf(ask({ metadata: { command: long }, reason: "y".repeat(1_000) }));
    expect(a.what.length).toBe(400);
    expect(a.what.endsWith("…")).toBe(true);
    expect(a.why!.length).toBe(200);
  });

  it("always - remembers the exact tool and command, never OpenCode's widened pattern", () => {
    expect(approvalKey(ask())).toBe("bash npm test");
    expect(approvalKey(ask({ metadata: { command: "npm test -- --watch" } }))).not.toBe(approvalKey(ask()));
  });
});
