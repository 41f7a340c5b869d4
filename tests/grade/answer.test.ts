/**
 * Answer tasks through the real grader: a read-only sweep ("where is config.get('timeout')
 * read?") whose answer is a JSON block in the worker's last message. The correct answer is
 * built; each lie a small model tells — an invented file, a line past the end, a misquote, a
 * wrong count, a schema miss, an answer that also edits a file, no answer at all — is caught
 * with its reason. And the extraction and citation rules on their own.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import verdictSchema from "../../protocol/schemas/verdict.schema.json" with { type: "json" };
import { citationsIn, extractAnswer } from "../../src/grade/answer/answer.js";
import { grade, loadTask, sandboxRequest, type TaskSpec, type Verdict } from "../../src/grade/index.js";
import { cleanup, git, initRepo, tempDir, write, writeSpec } from "./fixtures.js";

afterAll(cleanup);

const validVerdict = new Ajv2020({ allErrors: true, strict: true }).compile(verdictSchema);

const FILES = {
  "src/server.py": 'import config\n\n\ndef serve():\n    limit = config.get("timeout")\n    return limit\n',
  "src/client.py": 'import config\n\nRETRIES = 3\n\n\ndef call():\n    t = config.get("timeout")\n    return t * RETRIES\n',
  "src/util.py": "def nothing():\n    return None\n",
  // The task's verifier: the count the answer gives, re-derived from the tree.
  "checks/count.py": 'import json, os, subprocess\nanswer = json.load(open(os.environ["OCW_ANSWER"]))\nfound = subprocess.run(["grep", "-rn", "config.get(\\"timeout\\")", "src"], capture_output=True, text=True).stdout.strip().splitlines()\nassert answer["count"] == len(found), f"count {answer[\'count\']} != {len(found)}"\n',
};

const SCHEMA = {
  type: "object",
  required: ["sites", "count"],
  additionalProperties: false,
  properties: {
    sites: { type: "array", items: { type: "object", required: ["file", "line", "quote"], properties: { file: { type: "string" }, line: { type: "integer" }, quote: { type: "string" } } } },
    count: { type: "integer", minimum: 0 },
  },
};

const RIGHT = { sites: [{ file: "src/server.py", line: 5, quote: 'limit = config.get("timeout")' }, { file: "src/client.py", line: 7, quote: 't = config.get("timeout")' }], count: 2 };

async function answer(message: string, edit?: (tree: string) => Promise<void>): Promise<Verdict> {
  const dir = await tempDir("ocw-answer-");
  const ws = join(dir, "ws");
  await initRepo(ws, FILES);
  const spec = { workspace: ws, objective: "List every place config.get(\"timeout\") is read.", answer: { schema: SCHEMA }, checks: { acceptance: [{ name: "count", run: "python3 checks/count.py", files: ["checks/count.py"] }] } } as unknown as TaskSpec;
  const file = await writeSpec(dir, spec);
  const task = await loadTask(file, { cwd: dir });
  const tree = join(dir, "tree");
  await git(ws, "worktree", "add", "-q", "--detach", tree, "HEAD");
  await edit?.(tree);
  const v = await grade({ task, tree, claim: message, stateDir: join(dir, "state"), hostPath: process.env.PATH, sandbox: { ...sandboxRequest(process.env), require: true } });
  expect(validVerdict(v), JSON.stringify(validVerdict.errors)).toBe(true);
  return v;
}

const say = (value: unknown, result = "built"): string => `- found the reads\n\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n\nRESULT: ${result}`;
const codes = (v: Verdict): string[] => [...new Set(v.reasons.map((r) => r.code))].sort();
const why = (v: Verdict): string => JSON.stringify(v.reasons);

describe("answer tasks", () => {
  it("answer - the right answer, cited and counted, is built: nothing changed, schema ok, citations 2/2, the check passed", async () => {
    const v = await answer(say(RIGHT));
    expect(v.verdict, why(v)).toBe("built");
    expect(v.answer).toMatchObject({ value: RIGHT, schema: "ok", citations: { checked: 2, wrong: 0 }, verified: "schema ok, citations 2/2, 1 of 1 check passed" });
    expect(v.checks[0]).toMatchObject({ before: { status: "fail" }, after: { status: "pass" } });
  }, 60_000);

  it("answer - an invented file, a line past the end and a misquoted line are citation_wrong, each named", async () => {
    const v = await answer(say({ ...RIGHT, sites: [...RIGHT.sites, { file: "src/settings.py", line: 3, quote: 'config.get("timeout")' }] }));
    expect(codes(v)).toEqual(["citation_wrong"]);
    expect(v.reasons[0]!.message).toMatch(/1 of 3 citations are not true of the baseline: \$\.sites\[2\]: src\/settings\.py is not in the baseline/);
    const past = await answer(say({ ...RIGHT, sites: [{ file: "src/util.py", line: 40, quote: "x" }, RIGHT.sites[1]] }));
    expect(past.reasons[0]!.message).toMatch(/src\/util\.py has 2 lines; line 40 is not there/);
    const misquote = await answer(say({ ...RIGHT, sites: [{ file: "src/client.py", line: 3, quote: 'config.get("timeout")' }, RIGHT.sites[0]] }));
    expect(codes(misquote)).toEqual(["citation_wrong"]);
    expect(misquote.reasons[0]!.message).toMatch(/src\/client\.py:3 says "RETRIES = 3", not "config\.get\("timeout"\)"/);
  }, 120_000);

  it("answer - a wrong count fails the task's own verifier; a schema miss is answer_invalid with the field", async () => {
    const count = await answer(say({ ...RIGHT, count: 3 }));
    expect(codes(count)).toEqual(["check_failed"]);
    const schema = await answer(say({ sites: RIGHT.sites, count: "two" }));
    expect(codes(schema)).toContain("answer_invalid");
    expect(schema.reasons.find((r) => r.code === "answer_invalid")!.message).toMatch(/the answer does not meet its schema: count: .*integer/);
  }, 120_000);

  it("answer - an answer that also edits a file is a scope violation; no answer, or prose only, is answer_invalid", async () => {
    const edited = await answer(say(RIGHT), (tree) => write(tree, "src/util.py", "def nothing():\n    return 1\n"));
    expect(codes(edited)).toEqual(["scope_violation"]);
    const none = await answer("I looked everywhere and found two reads.\nRESULT: built");
    expect(codes(none)).toContain("answer_invalid");
    expect(none.reasons[0]!.message).toMatch(/no answer to check: its last message holds no JSON block/);
    expect(none.answer).toMatchObject({ schema: "no answer", verified: "no answer, citations 0/0, 0 of 1 check passed" });
  }, 120_000);
});

describe("answer extraction and citations", () => {
  it("extract - the last fenced JSON block, else a JSON value ending the message; a broken one says why", () => {
    expect(extractAnswer('```json\n{"a":1}\n```\nthen\n```json\n{"a":2}\n```\nRESULT: built')).toMatchObject({ ok: true, value: { a: 2 } });
    expect(extractAnswer('here it is:\n{\n  "a": [1, 2]\n}\nRESULT: built')).toMatchObject({ ok: true, value: { a: [1, 2] } });
    expect(extractAnswer('```json\n{"a": 1,}\n```')).toMatchObject({ ok: false });
    expect(extractAnswer("")).toMatchObject({ ok: false, why: expect.stringMatching(/empty/) });
    expect(extractAnswer(`\`\`\`json\n{"a":"${"x".repeat(50)}"}\n\`\`\``, 20)).toMatchObject({ ok: false, why: expect.stringMatching(/over the task's answer\.maxBytes/) });
  });

  it("citations - file with line, lines or start/end, and/or quote, at any depth; other objects are not citations", () => {
    expect(citationsIn({ a: { file: "x.py", line: 3 }, b: [{ path: "y.py", lines: [2, 4], quote: "q" }], c: { file: "z.py" }, d: { file: "w.py", start: 1, end: 2 } })).toEqual([
      { at: "$.a", file: "x.py", from: 3, to: 3 },
      { at: "$.b[0]", file: "y.py", from: 2, to: 4, quote: "q" },
      { at: "$.d", file: "w.py", from: 1, to: 2 },
    ]);
  });
});
