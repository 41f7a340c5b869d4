/**
 * Answer tasks end to end, through the real opencode and the replay model: a read-only sweep
 * dispatched, waited for and read like a code task. The worker that reads and answers right is
 * built, and Claude's entry carries the answer and how much was verified; one that invents a
 * citation, misquotes a line, miscounts, misses the schema or edits a file while answering is an
 * honest failure with its reason.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, jobEntry, jobResult } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const RIGHT = { reads: [{ file: "app.py", line: 2, quote: 'timeout = config.get("timeout")' }], count: 1 };
const block = (v: unknown): string => `- found the reads\n\n\`\`\`json\n${JSON.stringify(v)}\n\`\`\``;

const SCRIPTS = {
  sweep: { turns: [{ text: "- reading app.py", tools: [{ read: { filePath: "app.py" } }] }, { text: block(RIGHT), result: "built" }] },
  invent: { turns: [{ text: block({ reads: [...RIGHT.reads, { file: "settings.py", line: 9, quote: 'config.get("timeout")' }], count: 2 }), result: "built" }] },
  edits: { turns: [{ text: "- tidying app.py first", tools: [{ write: { filePath: "app.py", content: "import config\n" } }] }, { text: block(RIGHT), result: "built" }] },
  misquote: { turns: [{ text: block({ reads: [{ file: "app.py", line: 2, quote: 'timeout = config.get("timeout", 30)' }], count: 1 }), result: "built" }] },
  miscount: { turns: [{ text: block({ ...RIGHT, count: 2 }), result: "built" }] },
  schema: { turns: [{ text: block({ reads: RIGHT.reads, count: "one" }), result: "built" }] },
};

const SCHEMA = { type: "object", required: ["reads", "count"], properties: { reads: { type: "array" }, count: { type: "integer" } } };

let w: JobsWorld;
let workspace: string;
let n = 0;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-answer-jobs-", SCRIPTS);
  workspace = await w.world.repo("answers", { "app.py": 'import config\ntimeout = config.get("timeout")\n', "count.sh": 'test "$(grep -c "\\"count\\": $(grep -c config.get app.py)" "$OCW_ANSWER")" -ge 1\n' });
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

async function run(script: keyof typeof SCRIPTS) {
  const taskFile = join(w.world.root, `answer-${n++}.task.yaml`);
  const spec = {
    workspace,
    objective: `Where is config.get("timeout") read? [[replay:${script}]]`,
    answer: { schema: SCHEMA },
    checks: { acceptance: [{ name: "count", run: "sh count.sh", files: ["count.sh"] }] },
    budget: { minutes: 5 },
  };
  await writeFile(taskFile, JSON.stringify(spec));
  const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
  const job = await w.until(d.job, undefined, 120_000);
  return { job, entry: await jobEntry(w.env, d.job), result: await jobResult(w.env, d.job) };
}

describe("answer tasks through a worker", () => {
  it("answer - a worker that reads and answers right is built; Claude's entry carries the answer and what was verified; the brief said read-only", async () => {
    const { job, entry, result } = await run("sweep");
    expect(job.state, JSON.stringify(job.reasons)).toBe("built");
    expect(entry).toMatchObject({ verdict: "built", answer: RIGHT, verified: "schema ok, citations 1/1, 1 of 1 check passed" });
    expect((entry as { answerPath?: string }).answerPath).toMatch(/answer\.json$/);
    expect(result.detail?.answer?.citations).toEqual({ checked: 1, wrong: 0 });
    const brief = w.model.requests.map((r) => JSON.stringify(r.body.messages)).find((m) => m.includes("[[replay:sweep]]"))!;
    expect(brief).toContain("This task is read-only: change no file");
    expect(brief).not.toContain("You may change only");
  }, 120_000);

  it("answer - an invented citation is citation_wrong; an answer that also edits a file is a scope violation", async () => {
    const invented = await run("invent");
    expect(invented.job.reasons?.map((r) => r.code)).toEqual(["citation_wrong", "check_failed"]);
    expect(invented.job.reasons?.[0]?.message).toMatch(/settings\.py is not in the baseline/);
    const edits = await run("edits");
    expect(edits.job.state).toBe("honest-failure");
    expect(edits.job.reasons?.map((r) => r.code)).toContain("scope_violation");
  }, 180_000);

  it("answer - a misquoted line is citation_wrong with what the line says; a wrong count fails the task's check; a schema miss is answer_invalid naming the field", async () => {
    const misquote = await run("misquote");
    expect(misquote.job.state).toBe("honest-failure");
    expect(misquote.job.reasons?.map((r) => r.code)).toEqual(["citation_wrong"]);
    expect(misquote.job.reasons?.[0]?.message).toMatch(/app\.py:2 says "timeout = config\.get\("timeout"\)", not "timeout = config\.get\("timeout", 30\)"/);
    expect(misquote.entry).toMatchObject({ verdict: "honest-failure", verified: "schema ok, citations 0/1, 1 of 1 check passed" });
    const miscount = await run("miscount");
    expect(miscount.job.reasons?.map((r) => r.code)).toEqual(["check_failed"]);
    expect(miscount.entry).toMatchObject({ verified: "schema ok, citations 1/1, 0 of 1 check passed" });
    const schema = await run("schema");
    expect(schema.job.reasons?.map((r) => r.code)).toContain("answer_invalid");
    expect(schema.job.reasons?.find((r) => r.code === "answer_invalid")?.message).toMatch(/count.*integer/);
  }, 240_000);
});
