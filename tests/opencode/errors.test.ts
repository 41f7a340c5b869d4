/**
 * OpenCode sends some turn errors with their stack and causes inside the message (its database on
 * a full disk came as forty lines into a demo's verdict). What reaches a person is each error's own
 * line and its causes, never a stack frame. The model server's own response body, which OpenCode
 * keeps on a provider's error, is kept with ours: llama.cpp puts a context overflow's sizes there.
 */
import { describe, expect, it } from "vitest";
import { briefError } from "../../src/opencode/index.js";
import { turnError } from "../../src/opencode/messages.js";

// As OpenCode 1.18.33 sent it when the disk under its database filled (shortened).
const SQLITE_FULL = `Failed to execute statement
    at SessionPrompt.run (/$bunfs/root/chunk-p1c43e92.js:1142:15339)
    at SessionHttpApi.promptAsync (/$bunfs/root/chunk-adp7mbpt.js:2:84434) {
  [cause]: effect/sql/SqlError/UnknownError: Failed to execute statement
      at SD (/$bunfs/root/chunk-kady4tst.js:54:28534)
      at runLoop (/$bunfs/root/chunk-c6vzj92n.js:25:2045) {
    [cause]: SQLiteError: database or disk is full
        at all (unknown)
        at afterScheduled (/$bunfs/root/chunk-c6vzj92n.js:11:12637)
  }
}`;

describe("briefError", () => {
  it("keeps each error's line and its causes, drops the stack", () => {
    expect(briefError(SQLITE_FULL)).toBe(
      "Failed to execute statement; caused by effect/sql/SqlError/UnknownError: Failed to execute statement; caused by SQLiteError: database or disk is full",
    );
  });
  it("leaves a one-line message as it is", () => {
    expect(briefError("Connection refused")).toBe("Connection refused");
  });
  it("keeps a multi-line message that has no stack", () => {
    expect(briefError("first\nsecond")).toBe("first; second");
  });
  it("bounds a long message", () => {
    const out = briefError("x".repeat(5000));
    expect(out.length).toBe(600);
    expect(out.endsWith("...")).toBe(true);
  });
});

describe("turnError", () => {
  // As OpenCode 1.18.33 names them (its openapi: APIError and ContextOverflowError carry `responseBody`).
  const body = JSON.stringify({ error: { code: 400, message: "the request exceeds the available context size, try increasing it", type: "exceed_context_size_error", n_prompt_tokens: 5120, n_ctx: 4096 } });
  const message = "the request exceeds the available context size, try increasing it";

  it("keeps the server's response body of an APIError and of a ContextOverflowError", () => {
    const api = turnError({ name: "APIError", data: { message, statusCode: 400, isRetryable: false, responseBody: body } }, "llamacpp/m");
    expect(api.code).toBe("MODEL_UNREACHABLE");
    expect(api.data).toMatchObject({ name: "APIError", statusCode: 400, providerMessage: message, responseBody: body });
    const overflow = turnError({ name: "ContextOverflowError", data: { message, responseBody: body } }, "llamacpp/m");
    expect(overflow.code).toBe("WORKER_ERROR");
    expect(overflow.data).toMatchObject({ name: "ContextOverflowError", providerMessage: message, responseBody: body });
  });

  it("keeps no body that is absent, empty or too large to be a server's error object", () => {
    for (const responseBody of [undefined, "", "  ", "x".repeat(8193)]) {
      const e = turnError({ name: "APIError", data: { message: "boom", statusCode: 500, isRetryable: true, ...(responseBody !== undefined ? { responseBody } : {}) } }, "a/b");
      expect(e.data).not.toHaveProperty("responseBody");
    }
    expect(turnError({ name: "APIError", data: { message: "boom", isRetryable: false, responseBody: "x".repeat(8192) } }, "a/b").data).toHaveProperty("responseBody");
  });
});
