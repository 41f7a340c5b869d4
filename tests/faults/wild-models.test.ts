/**
 * Workers that misbehave the way real local models do, through whole jobs on the real OpenCode
 * (dispatch → driver → verdict), each played by the replay model: a model that repeats one tool
 * call, sends tool arguments that are not JSON, repeats one failing call with new arguments,
 * writes its tool calls as text (four templates' ways), outgrows the served context (the sizes in
 * the server's words, or as fields of its error as today's llama.cpp sends them), fails on every
 * request, rambles without end or repeats its own words, or answers nothing. Each is
 * stopped early or named: `worker_loop` within 12 model requests of the loop's first call
 * whatever the budget (here 4 minutes), and a line saying what the model did and what to change.
 * Two honest controls prove the guard costs nothing to a model that works: one that reads a file
 * twice before writing, and one that loops, is steered, and then does the work (built).
 *
 * The seconds and requests per second of each row are printed for docs/reliability.md; only
 * the deterministic counts are asserted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, readEvents, type Job, type JobId } from "../../src/jobs/index.js";
import type { Script } from "../../src/replay/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";
import { auditLedger } from "./support.js";

const STEER = "Correction from the orchestrator";
const write = { write: { filePath: "hello.txt", content: "hello\n" } };
const noise = Array.from({ length: 3000 }, (_, i) => `tok${(i * 7919) % 10007}`).join(" ");

const SCRIPTS: Record<string, Script> = {
  loop: { turns: [{ text: "- reading", tools: [{ read: { filePath: "greet.txt" } }], times: "always" }] },
  "bad-json": { turns: [{ text: "- writing", rawTools: [{ name: "write", arguments: '{"filePath": "hello.txt", "content": "hel' }], times: "always" }] },
  // One failing edit after another, each with new arguments: the same error, not the same call.
  "same-error": { turns: Array.from({ length: 12 }, (_, i) => ({ tools: [{ edit: { filePath: "greet.txt", oldString: `missing ${i}`, newString: "x" } }] })) },
  "text-hermes": { turns: [{ text: '<tool_call>\n{"name": "write", "arguments": {"filePath": "hello.txt", "content": "hello\\n"}}\n</tool_call>' }] },
  "text-mistral": { turns: [{ text: '[TOOL_CALLS][{"name": "write", "arguments": {"filePath": "hello.txt", "content": "hello\\n"}}]' }] },
  "text-json": { turns: [{ text: 'I will write the file.\n{"name": "write", "arguments": {"filePath": "hello.txt", "content": "hello\\n"}}' }] },
  "text-llama": { turns: [{ text: '<|python_tag|>{"name": "write", "parameters": {"filePath": "hello.txt", "content": "hello\\n"}}' }] },
  overflow: { turns: [{ fault: { status: 400, message: "request (40213 tokens) exceeds the available context size (32768 tokens), try increasing it" }, times: "always" }] },
  // Today's llama.cpp: words without numbers, the sizes as fields of the error.
  "overflow-fields": {
    turns: [{ fault: { status: 400, message: "the request exceeds the available context size, try increasing it", error: { type: "exceed_context_size_error", n_prompt_tokens: 5120, n_ctx: 4096 } }, times: "always" }],
  },
  e500: { turns: [{ fault: { status: 500, message: "upstream exploded" }, times: "always" }] },
  runaway: { turns: [{ text: noise, dripMs: 1 }] },
  repeat: { turns: [{ text: "I will now write the file hello.txt. ".repeat(120), dripMs: 1 }] },
  empty: { turns: [{ text: "" }] },
  "reasoning-only": { turns: [{ reasoning: "The user wants hello in hello.txt. I should write it. Let me think more about it.", text: "" }] },
  // A liar who does half the work with real calls and "finishes" it in a text tool call, claiming built.
  "half-in-text": {
    turns: [
      { text: "- writing hello.txt", tools: [{ write: { filePath: "hello.txt", content: "hel\n" } }] },
      { text: '<tool_call>\n{"name": "edit", "arguments": {"filePath": "hello.txt", "oldString": "hel", "newString": "hello"}}\n</tool_call>', result: "built" },
    ],
  },
  // Honest controls.
  // An honest worker that did the work and then quotes a text tool call in its report: built, no diagnosis.
  "quotes-a-call": {
    turns: [
      { text: "- writing hello.txt", tools: [write] },
      { text: '- wrote hello.txt with a real call; a server without a tool parser would have shown it as <tool_call>{"name": "write", "arguments": {"filePath": "hello.txt"}}</tool_call>', result: "built" },
    ],
  },
  "reads-twice": { turns: [{ tools: [{ read: { filePath: "greet.txt" } }], times: 2 }, { text: "- wrote hello.txt", tools: [write] }, { text: "- done", result: "built" }] },
  "loop-recovers": {
    turns: [
      { id: "loop", choose: [{ when: { contains: STEER }, text: "- applied the correction: writing hello.txt", tools: [write], goto: "done" }, { tools: [{ read: { filePath: "greet.txt" } }], goto: "loop" }] },
      { id: "done", text: "- wrote hello.txt", result: "built" },
    ],
  },
};

// The time budget of every job: far more than any row may use.
const MINUTES = 4;
const OUTPUT_TOKENS = 400;
const LOOP_REQUESTS = 12;

let w: JobsWorld;
const jobs = new Map<string, JobId>();

async function start(name: string): Promise<void> {
  const { taskFile } = await w.task(name, name, { budget: `{ minutes: ${MINUTES}, outputTokens: ${OUTPUT_TOKENS} }` });
  jobs.set(name, (await dispatch({ taskFile, cwd: w.world.root, env: w.env, slots: 8 })).job);
}

beforeAll(async () => {
  w = await makeJobsWorld("ocw-wild-", SCRIPTS);
  // All at once: the loops run beside a dozen jobs grading on two cores. OpenCode holds each
  // repeated call back (our pacing plugin), so a loop's count does not depend on how soon a busy
  // driver sees its events.
  for (const name of Object.keys(SCRIPTS)) await start(name);
}, 400_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

interface Row {
  readonly job: Job;
  readonly codes: string[];
  readonly requests: number;
  readonly message: (code: string) => string;
}

async function ended(name: string): Promise<Row> {
  const id = jobs.get(name)!;
  await w.until(id, undefined, MINUTES * 60_000 + 60_000);
  const job = await auditLedger(w.root, id);
  const mine = w.model.requests.filter((r) => r.script === name);
  const first = mine[0]?.at ?? Date.parse(job.startedAt ?? job.createdAt);
  const seconds = (Date.parse(job.endedAt!) - first) / 1000;
  const span = mine.length > 1 ? (mine.at(-1)!.at - first) / 1000 : 0;
  const rate = span > 0 ? (mine.length - 1) / span : 0;
  // Requests that came after the guard decided to stop: the model's next requests were already on their way.
  const stop = (await readEvents(w.root, id, 0)).find((e) => e.type === "guard" && (e as { action: string }).action === "stop");
  const after = stop ? ` (${mine.filter((r) => r.at > Date.parse(stop.ts)).length} after the stop)` : "";
  console.log(`[wild-models] ${name}: ${job.state} ${(job.reasons ?? []).map((r) => r.code).join(",")} | ${mine.length} requests${after}, ${seconds.toFixed(1)} s from the first request to the verdict, ${rate.toFixed(1)} requests/s`);
  return { job, codes: (job.reasons ?? []).map((r) => r.code), requests: mine.length, message: (code) => job.reasons?.find((r) => r.code === code)?.message ?? "" };
}

describe("models that misbehave, through the real OpenCode", () => {
  it("a repeated tool call is steered once, then stopped: worker_loop naming the call, within 12 requests", async () => {
    const { job, codes, requests, message } = await ended("loop");
    expect(job.state).toBe("honest-failure");
    expect(codes[0]).toBe("worker_loop");
    expect(message("worker_loop")).toMatch(/`read greet\.txt` \d+ times in a row, and went on after a steer/);
    expect(requests).toBeLessThanOrEqual(LOOP_REQUESTS);
    const guard = (await readEvents(w.root, job.id, 0)).filter((e) => e.type === "guard");
    expect(guard.map((e) => (e as { action: string }).action)).toEqual(["steer", "stop"]);
    // The steer reached the model: a request after it carries it.
    expect(w.model.requests.some((r) => r.script === "loop" && JSON.stringify(r.body).includes(STEER))).toBe(true);
  }, 400_000);

  it("arguments that are not JSON, again and again: worker_loop, and bad_tool_arguments naming the parse error", async () => {
    const { codes, requests, message } = await ended("bad-json");
    expect(codes).toContain("worker_loop");
    expect(message("bad_tool_arguments")).toMatch(/arguments for write that are not valid JSON .*Unterminated string/);
    expect(requests).toBeLessThanOrEqual(LOOP_REQUESTS);
  }, 400_000);

  it("the same tool error with new arguments each time is a loop too, stopped after a steer", async () => {
    const { codes, requests, message } = await ended("same-error");
    expect(codes[0]).toBe("worker_loop");
    expect(message("worker_loop")).toMatch(/repeated `edit` calls failing with "[^"]+" \d+ times in a row, and went on after a steer/);
    expect(requests).toBeLessThanOrEqual(LOOP_REQUESTS);
  }, 400_000);

  for (const [name, marker] of [
    ["text-hermes", "<tool_call>"],
    ["text-mistral", "[TOOL_CALLS]"],
    ["text-json", '{"name": …, "arguments": …}'],
    ["text-llama", "<|python_tag|>"],
  ] as const) {
    it(`${name}: tool calls written as text name the parser to turn on for llama.cpp, vLLM and ollama`, async () => {
      const { codes, message } = await ended(name);
      expect(codes).toContain("tool_calls_as_text");
      // Right after what stopped the worker: before no_change and the failed checks it explains.
      expect(codes[0]).toBe("tool_calls_as_text");
      const text = message("tool_calls_as_text");
      expect(text).toContain(marker);
      expect(text).toContain("for write");
      expect(text).toContain("--jinja");
      expect(text).toContain("--tool-call-parser");
      expect(text).toMatch(/ollama: .*template/);
    }, 400_000);
  }

  it("context overflow: context_overflow with the sizes from the server's error and the fix, not worker_error or infra", async () => {
    const { codes, message } = await ended("overflow");
    expect(codes[0]).toBe("context_overflow");
    expect(codes).not.toContain("infra");
    expect(codes).not.toContain("worker_error");
    expect(message("context_overflow")).toContain("40213 tokens asked, 32768 served per request");
    expect(message("context_overflow")).toMatch(/`-c`.*`-np`/);
  }, 400_000);

  it("context overflow from today's llama.cpp: the sizes sent as fields of its error, not in its words, are named", async () => {
    const { codes, message } = await ended("overflow-fields");
    expect(codes[0]).toBe("context_overflow");
    expect(codes).not.toContain("worker_error");
    expect(message("context_overflow")).toContain("5120 tokens asked, 4096 served per request");
    expect(message("context_overflow")).toContain("the server said: the request exceeds the available context size");
  }, 400_000);

  it("a server failing every request stays model_unreachable, within OpenCode's bounded retries", async () => {
    const { codes, requests } = await ended("e500");
    expect(codes[0]).toBe("model_unreachable");
    expect(requests).toBeLessThanOrEqual(3);
  }, 400_000);

  it("runaway text past the task's output limit is cut: worker_loop naming the tokens and the limit", async () => {
    const { job, codes, message } = await ended("runaway");
    expect(codes[0]).toBe("worker_loop");
    expect(message("worker_loop")).toMatch(new RegExp(`wrote about \\d+ tokens in one step with no tool call and no RESULT line \\(the task allows ${OUTPUT_TOKENS}`));
    expect(job.claim ?? null).toBeNull();
  }, 400_000);

  it("text that repeats itself is cut: worker_loop quoting what repeated", async () => {
    const { codes, message } = await ended("repeat");
    expect(codes[0]).toBe("worker_loop");
    expect(message("worker_loop")).toMatch(/repeated its own text \("[^"]*hello\.txt[^"]*"? \d+ times in a row\)|repeated its own text/);
  }, 400_000);

  it("an empty answer and a reasoning-only answer are named as such", async () => {
    const empty = await ended("empty");
    expect(empty.codes[0]).toBe("empty_answer");
    expect(empty.message("empty_answer")).toMatch(/answer was empty/);
    const reasoning = await ended("reasoning-only");
    expect(reasoning.codes[0]).toBe("empty_answer");
    expect(reasoning.message("empty_answer")).toMatch(/only with reasoning/);
  }, 400_000);

  it("a liar who finishes in a text tool call and claims built: the failed check, the diagnosis, and the lie", async () => {
    const { job, codes } = await ended("half-in-text");
    expect(job.state).toBe("honest-failure");
    expect(codes).toEqual(expect.arrayContaining(["check_failed", "tool_calls_as_text"]));
    expect(job.claim).toBe("RESULT: built");
  }, 400_000);

  it("honest trap: a built job whose report quotes a text tool call is built, with no diagnosis", async () => {
    const { job, codes } = await ended("quotes-a-call");
    expect(job.state).toBe("built");
    expect(codes).toEqual([]);
  }, 400_000);

  it("honest controls: reading a file twice, or looping until steered and then working, is built", async () => {
    const twice = await ended("reads-twice");
    expect(twice.job.state).toBe("built");
    const recovers = await ended("loop-recovers");
    expect(recovers.job.state).toBe("built");
    const guard = (await readEvents(w.root, recovers.job.id, 0)).filter((e) => e.type === "guard");
    expect(guard.map((e) => (e as { action: string }).action)).toEqual(["steer"]);
  }, 400_000);
});
