/**
 * The one map from failures to reasons (`reasonFor`), pinned as a table: for every ErrorCode,
 * the reason code it gives when it ends the worker's turn, when it stops a job around the turn,
 * and when it keeps a self-build rung from running. The table is written out, not derived, so a
 * change to the map (or a new ErrorCode nobody placed) fails here. Each named condition keeps its
 * code and its one wording.
 */
import { describe, expect, it } from "vitest";
import { ErrorCode, OcwError } from "../../src/error.js";
import { REASON_CODES, reasonFor, type ReasonCode, type Stage } from "../../src/grade/index.js";

type Row = readonly [turn: ReasonCode, job: ReasonCode, rung: ReasonCode];

const TABLE: Record<ErrorCode, Row> = {
  USAGE: ["worker_error", "invalid_task", "invalid_task"],
  TARGET_INVALID: ["worker_error", "infra", "infra"],
  PACK_INVALID: ["worker_error", "infra", "infra"],
  PACK_STALE: ["worker_error", "infra", "infra"],
  NOT_FOUND: ["worker_error", "infra", "infra"],
  IO: ["worker_error", "infra", "infra"],
  STATE_INVALID: ["worker_error", "infra", "infra"],
  REPLAY_INVALID: ["worker_error", "infra", "infra"],
  OPENCODE_MISSING: ["worker_error", "infra", "infra"],
  OPENCODE_UNSUPPORTED: ["worker_error", "infra", "infra"],
  OPENCODE_START: ["worker_error", "infra", "infra"],
  OPENCODE_LOST: ["infra", "infra", "infra"],
  OPENCODE_CONFIG: ["worker_error", "infra", "infra"],
  OPENCODE_API: ["infra", "infra", "infra"],
  INSTALL_FAILED: ["worker_error", "infra", "infra"],
  AGENT_UNKNOWN: ["worker_error", "infra", "infra"],
  MODEL_UNKNOWN: ["worker_error", "invalid_task", "invalid_task"],
  MODEL_UNREACHABLE: ["model_unreachable", "infra", "model_unreachable"],
  TIER_EXHAUSTED: ["tier_exhausted", "infra", "tier_exhausted"],
  ROUTE_MISMATCH: ["route_mismatch", "infra", "route_mismatch"],
  WORKER_ERROR: ["worker_error", "infra", "worker_error"],
  TIMEOUT: ["worker_error", "infra", "infra"],
  TASK_INVALID: ["worker_error", "infra", "invalid_task"],
  GIT: ["worker_error", "infra", "infra"],
  NOT_BUILT: ["worker_error", "infra", "infra"],
  NO_MODEL: ["worker_error", "infra", "infra"],
  NOT_SELF_BUILT: ["worker_error", "infra", "infra"],
  NOT_FIT: ["worker_error", "infra", "infra"],
  ENDPOINT_UNREACHABLE: ["worker_error", "infra", "infra"],
  ENDPOINT_UNKNOWN: ["worker_error", "infra", "infra"],
  GGUF_INVALID: ["worker_error", "infra", "infra"],
  INVALID_INPUT: ["worker_error", "infra", "infra"],
  NO_FIT: ["worker_error", "infra", "infra"],
  KEY_MISSING: ["worker_error", "infra", "infra"],
  SECRET_REFUSED: ["worker_error", "infra", "infra"],
  VERIFY_FAILED: ["worker_error", "infra", "infra"],
  LOCALITY_REFUSED: ["worker_error", "infra", "infra"],
  SERVE_FAILED: ["worker_error", "infra", "infra"],
  LOCK_LOST: ["worker_error", "infra", "infra"],
  SANDBOX_MISSING: ["worker_error", "infra", "infra"],
  STATE_UNSAFE: ["worker_error", "infra", "infra"],
  ENVIRONMENT_FAILED: ["worker_error", "infra", "infra"],
  INTERNAL: ["worker_error", "infra", "infra"],
};

const STAGES: readonly Stage[] = ["turn", "job", "rung"];

describe("reasons from failures", () => {
  it("table - every ErrorCode has its pinned reason at each stage, and keeps its message", () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.values(ErrorCode).sort());
    const got = Object.fromEntries(
      Object.values(ErrorCode).map((code) => [code, STAGES.map((stage) => reasonFor({ kind: "error", stage, error: new OcwError(code, `it broke (${code})`) }))] as const),
    );
    expect(Object.fromEntries(Object.entries(got).map(([code, rs]) => [code, rs.map((r) => r.code)]))).toEqual(TABLE);
    for (const [code, rs] of Object.entries(got)) for (const r of rs) expect(r.message).toBe(`it broke (${code})`);
  });

  it("error - a thrown error that is not ours is the worker's in a turn, infra around it; a thrown string keeps its text", () => {
    expect(STAGES.map((stage) => reasonFor({ kind: "error", stage, error: new TypeError("x is undefined") }))).toEqual([
      { code: "worker_error", message: "x is undefined" },
      { code: "infra", message: "x is undefined" },
      { code: "infra", message: "x is undefined" },
    ]);
    expect(reasonFor({ kind: "error", stage: "job", error: "plain text" })).toEqual({ code: "infra", message: "plain text" });
  });

  it("turn - a slot fault on the model server is infra, in the message or the provider's text", () => {
    const fault = (message: string, providerMessage?: string) =>
      reasonFor({ kind: "error", stage: "turn", error: new OcwError(ErrorCode.ModelUnreachable, message, providerMessage === undefined ? {} : { data: { providerMessage } }) }).code;
    expect(fault("the model a/b failed 3 times", "slot unavailable")).toBe("infra");
    expect(fault("the model a/b failed 3 times", "no free slots")).toBe("infra");
    expect(fault("the model a/b failed 3 times", "bad api key")).toBe("model_unreachable");
  });

  it("context overflow - at every stage, whatever error carries it: context_overflow with the server's sizes and the fix", () => {
    const llama = "request (40213 tokens) exceeds the available context size (32768 tokens), try increasing it";
    const vllm = "This model's maximum context length is 8192 tokens. However, you requested 9000 tokens (8000 in the messages, 1000 in the completion).";
    for (const stage of STAGES) {
      const r = reasonFor({ kind: "error", stage, error: new OcwError(ErrorCode.WorkerError, `the worker's turn ended with ContextOverflowError: ${llama}`, { data: { name: "ContextOverflowError", providerMessage: llama } }) });
      expect(r.code).toBe("context_overflow");
      expect(r.message).toContain("40213 tokens asked, 32768 served per request");
      expect(r.message).toMatch(/llama\.cpp `-c` is shared by its `-np` slots/);
    }
    const v = reasonFor({ kind: "error", stage: "turn", error: new OcwError(ErrorCode.ModelUnreachable, "the model a/b failed (HTTP 400)", { data: { providerMessage: vllm } }) });
    expect(v.message).toContain("9000 tokens asked, 8192 served per request");
    // No sizes in the message: the overflow is still named, with the server's words.
    const bare = reasonFor({ kind: "error", stage: "turn", error: new OcwError(ErrorCode.ModelUnreachable, "the model a/b failed: n_ctx is 4096") });
    expect(bare.code).toBe("context_overflow");
    expect(bare.message).toContain("the server said: the model a/b failed: n_ctx is 4096");
  });

  it("context overflow - llama.cpp's sizes as fields of its error body, at its top or under `error`; else the target's context per slot", () => {
    const words = "the request exceeds the available context size, try increasing it";
    const body = { code: 400, message: words, type: "exceed_context_size_error", n_prompt_tokens: 5120, n_ctx: 4096 };
    const overflow = (responseBody: string | undefined, servedContext?: number, name = "ContextOverflowError") =>
      reasonFor({
        kind: "error",
        stage: "turn",
        error: new OcwError(ErrorCode.WorkerError, `the worker's turn ended with ${name}: ${words}`, { data: { name, providerMessage: words, ...(responseBody !== undefined ? { responseBody } : {}) } }),
        ...(servedContext !== undefined ? { servedContext } : {}),
      });
    for (const sent of [JSON.stringify({ error: body }), JSON.stringify(body)]) {
      const r = overflow(sent, 65536);
      expect(r.code).toBe("context_overflow");
      // The server's own sizes win over the target's: it is what the server measured.
      expect(r.message).toContain("5120 tokens asked, 4096 served per request");
      expect(r.message).not.toContain("65536");
    }
    // The body's type alone names the overflow, whatever OpenCode called the error.
    expect(overflow(JSON.stringify({ error: body }), undefined, "APIError").code).toBe("context_overflow");
    // No sizes in the body (or no body, or one that is not JSON): the served size is the target's, named as such.
    for (const sent of [JSON.stringify({ error: { code: 400, message: words } }), undefined, "<html>bad gateway</html>"]) {
      expect(overflow(sent, 32768).message).toContain(": 32768 tokens served per slot, as the target for this route was set up (the server did not say)");
    }
    // Only the asked size sent: the served one from the target.
    expect(overflow(JSON.stringify({ error: { message: words, n_prompt_tokens: 5120 } }), 4096).message).toContain(": 5120 tokens asked, 4096 served per slot, as the target for this route was set up");
    // Neither the server nor a target says: no size is made up.
    const bare = overflow(undefined);
    expect(bare.code).toBe("context_overflow");
    expect(bare.message).toMatch(/^the prompt outgrew the model's served context \(the server said: the request exceeds/);
    // Sizes that are not positive integers are no sizes.
    expect(overflow(JSON.stringify({ error: { ...body, n_prompt_tokens: "5120", n_ctx: -1 } }), 8192).message).toContain(": 8192 tokens served per slot");
  });

  it("model failures - each is worded once, with what to change", () => {
    expect(reasonFor({ kind: "loop", call: "`read a.py`", count: 6, steered: true })).toEqual({
      code: "worker_loop",
      message: expect.stringMatching(/^the worker repeated `read a\.py` 6 times in a row, and went on after a steer asked it to stop; it was stopped before spending its budget\./),
    });
    expect(reasonFor({ kind: "loop", call: "`glob *`", count: 3, steered: false }).message).not.toContain("steer");
    expect(reasonFor({ kind: "runaway", what: "repeated its own text" })).toEqual({ code: "worker_loop", message: expect.stringMatching(/^the worker's model repeated its own text; the step was cut/) });
    expect(reasonFor({ kind: "tool-text", marker: "<tool_call>", tool: "write", count: 2, fix: "llama.cpp: --jinja" })).toEqual({
      code: "tool_calls_as_text",
      message: "the model wrote 2 tool calls as text (<tool_call> for write) that OpenCode never ran: the server is not parsing tool calls. llama.cpp: --jinja",
    });
    expect(reasonFor({ kind: "bad-args", tool: "write", count: 1, error: "Unterminated string" }).message).toMatch(/^the model sent arguments for write that are not valid JSON \(Unterminated string\)/);
    expect(reasonFor({ kind: "empty", reasoning: false }).code).toBe("empty_answer");
    expect(reasonFor({ kind: "empty", reasoning: true }).message).toMatch(/only with reasoning/);
  });

  it("conditions - each named condition has its code and its one wording", () => {
    expect(reasonFor({ kind: "cancelled" })).toEqual({ code: "cancelled", message: "cancelled by the orchestrator" });
    expect(reasonFor({ kind: "cancelled", queued: true })).toEqual({ code: "cancelled", message: "cancelled while queued" });
    expect(reasonFor({ kind: "steps", limit: 3 })).toEqual({ code: "budget_exhausted", message: "the worker needed more than its budget of 3 steps and was stopped" });
    expect(reasonFor({ kind: "minutes", minutes: 1 })).toEqual({ code: "budget_exhausted", message: "the worker ran past its budget of 1 minutes (counted from when it started, not while queued) and was stopped" });
    expect(reasonFor({ kind: "route", pinned: "a/b", served: ["a/b", "c/d"] })).toEqual({ code: "route_mismatch", message: "pinned a/b, served by a/b, c/d" });
    expect(reasonFor({ kind: "server-gone", server: "http://127.0.0.1:1" })).toEqual({ code: "infra", message: "the OpenCode server that ran this job (http://127.0.0.1:1) is gone; dispatch the task again" });
    expect(reasonFor({ kind: "driver-died", times: 6, log: "/s/driver.log" })).toEqual({ code: "infra", message: "the job's driver died 6 times; see /s/driver.log and dispatch the task again" });
    expect(reasonFor({ kind: "result-lost" })).toEqual({ code: "infra", message: "the driver died before it saved the worker's result; dispatch the task again" });
    expect(reasonFor({ kind: "task", path: "checks.acceptance[0]", message: "passes already" })).toEqual({ code: "invalid_task", message: "checks.acceptance[0]: passes already" });
    expect(reasonFor({ kind: "queue", waitedMinutes: 2, slots: "2 slots (target)", deadlineMinutes: 2 }).code).toBe("queue_timeout");
  });

  it("vocabulary - every code the map gives is one of REASON_CODES", () => {
    const given = new Set(Object.values(TABLE).flat());
    for (const code of given) expect(REASON_CODES).toContain(code);
  });
});
