/**
 * Malformed packs through the real command line. Each case writes a temp repository (the real
 * protocol/ and canonical skill, plus one broken pack derived from the replay pack), runs
 * `ocw build-pack --root <tmp>` in-process, and checks that the author gets exactly the problem
 * they caused: one line `ocw: <file>: <path>: <message>` with a fix hint, exit 1, no stack trace,
 * nothing on stdout and nothing written. The same problem must come back as data under --json.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REPLAY_SLUG, listFiles, makeTempRepo, readRepoFile, removeTempRepos, runBundle, runCli, type CliRun } from "../helpers/temp-repo.js";

afterEach(removeTempRepos);

const PACK = `packs/${REPLAY_SLUG}`;
const YAML_FILE = `${PACK}/pack.yaml`;
const GRADE_FILE = `${PACK}/grade.json`;
const VARIANT = `skills/opencode-worker/opencode-worker.${REPLAY_SLUG}.SKILL.md`;

/** The real replay pack, the valid starting point every case mutates. */
const BASE = await readRepoFile(YAML_FILE);
const GRADE = await readRepoFile(GRADE_FILE);

/** Replace `from` (which must occur exactly once) by `to`: a mutation that silently missed would test nothing. */
function edit(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`test setup: ${JSON.stringify(from)} must occur exactly once in the replay pack`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const yaml = (...edits: [string, string][]) => edits.reduce((t, [from, to]) => edit(t, from, to), BASE);
const listing = (...ids: string[]) => yaml(["deltas: []", `deltas:\n${ids.map((id) => `  - ${id}`).join("\n")}`]);
const delta = (id: string, body = "Run the task's checks yourself before you claim built.\n") =>
  `---\nid: ${id}\nmeasured: 2026-01-15\nevidence: ladder rung 2, 3 of 8 samples claimed built on a failing check\n---\n${body}`;

/** The replay pack's grade.json, earned with these results (its key kept, so only the results are wrong). */
function earned(results: readonly { rung: number; samples: number; built: number; honest: number }[], generated = "2026-11-30T12:00:00Z"): string {
  const { key } = JSON.parse(GRADE) as { key: string };
  return JSON.stringify({ key, status: "earned", grader: "ocw 0.1.0", generated, results }, null, 2);
}

/** A fix hint: the message tells the author what to do, not only what is wrong. */
const FIX_HINT = /\b(add|remove|write|rename|set|did you mean|create|fix)\b/i;

interface Case {
  readonly name: string;
  /** Files of the temp repository besides protocol/ and the canonical skill. */
  readonly files: Readonly<Record<string, string>>;
  readonly expect: {
    /** Substring of the problem's file part, e.g. "pack.yaml" or "deltas/x.md". */
    readonly file: string;
    /** The JSON path inside the file; absent means the problem is about the file as a whole. */
    readonly path?: string;
    readonly message: RegExp;
    /** For YAML syntax errors: the line the file part must point at (`file:<line>:<col>`). */
    readonly line?: number;
    /** Lines of the problem list; 1 unless the input really holds several problems. */
    readonly problems?: number;
    /** The other problem lines, each matched against its own line (the formatted problem). */
    readonly also?: readonly RegExp[];
    /** Where the message's fix is not one of the FIX_HINT verbs, the words that carry it. */
    readonly hint?: RegExp;
  };
}

const CASES: readonly Case[] = [
  {
    name: "missing required field target.model",
    files: { [YAML_FILE]: yaml(["  model: replay\n", ""]) },
    expect: { file: "pack.yaml", path: "target.model", message: /^required field is missing\b.*; add `model: \S+`$/ },
  },
  {
    name: "wrong type: settings.steps is a string",
    files: { [YAML_FILE]: yaml(["steps: 40", 'steps: "ten"']) },
    expect: { file: "pack.yaml", path: "settings.steps", message: /^must be an integer, got "ten"; write `steps: \d+`$/ },
  },
  {
    // The author's own value in the form the schema wants, not the schema's example (slots: 4).
    name: "wrong type with the right value: settings.serving.slots is the string \"2\"",
    files: { [YAML_FILE]: yaml(["slots: 8", 'slots: "2"']) },
    expect: { file: "pack.yaml", path: "settings.serving.slots", message: /^must be an integer, got "2"; write `slots: 2`$/ },
  },
  {
    name: "wrong type with the right value: settings.thinking is the string \"True\"",
    files: { [YAML_FILE]: yaml(["  steps: 40\n", '  steps: 40\n  thinking: "True"\n']) },
    expect: { file: "pack.yaml", path: "settings.thinking", message: /^must be a boolean, got "True"; write `thinking: true`$/ },
  },
  {
    // "0" is a number in another form, but not an allowed one: the example is the fix, not 0.
    name: "wrong type whose own value would break a bound: settings.serving.slots is \"0\"",
    files: { [YAML_FILE]: yaml(["slots: 8", 'slots: "0"']) },
    expect: { file: "pack.yaml", path: "settings.serving.slots", message: /^must be an integer, got "0"; write `slots: 4`$/ },
  },
  {
    // A key written as a number: the fix must not repeat it (it may be a real secret).
    name: "provider.apiKey is a literal number: not echoed in the message",
    files: { [YAML_FILE]: yaml(["  modelName: Scripted replay model\n", "  modelName: Scripted replay model\n  apiKey: 739184562\n"]) },
    expect: { file: "pack.yaml", path: "provider.apiKey", message: /^must be a string, got a literal value \(not shown\); write `apiKey: "?\{env:[A-Z_]+\}"?`$/ },
  },
  {
    name: "unknown top-level key next to the right one (protocl)",
    files: { [YAML_FILE]: yaml(["protocol: 1\n", "protocol: 1\nprotocl: 1\n"]) },
    expect: { file: "pack.yaml", path: "protocl", message: /^unknown field "protocl"; remove it \(did you mean "protocol"\?\)$/ },
  },
  {
    // A misspelt required key is one problem, a rename; "remove it" would lose the settings.
    name: "unknown top-level key: settings misspelt setings",
    files: { [YAML_FILE]: yaml(["settings:", "setings:"]) },
    expect: { file: "pack.yaml", path: "setings", message: /^unknown field; rename it to "settings"$/ },
  },
  {
    name: "unknown nested key settings.stpes",
    files: { [YAML_FILE]: yaml(["  steps: 40\n", "  steps: 40\n  stpes: 3\n"]) },
    expect: { file: "pack.yaml", path: "settings.stpes", message: /^unknown field "stpes"; remove it \(did you mean "steps"\?\)$/ },
  },
  {
    name: "settings.limit has context but no output",
    files: { [YAML_FILE]: yaml(["    output: 4096\n", ""]) },
    expect: { file: "pack.yaml", path: "settings.limit.output", message: /^required field is missing .*; add `output: \d+`$/ },
  },
  {
    name: "settings.limit has output but no context",
    files: { [YAML_FILE]: yaml(["    context: 32768\n", ""]) },
    expect: { file: "pack.yaml", path: "settings.limit.context", message: /^required field is missing .*; add `context: \d+`$/ },
  },
  {
    name: "bad enum: permission bash: maybe",
    files: { [YAML_FILE]: yaml(["bash: ask", "bash: maybe"]) },
    expect: { file: "pack.yaml", path: "settings.permission.bash", message: /^"maybe" is not valid: allow \| ask \| deny\b/ },
  },
  {
    name: "permission class question missing",
    files: { [YAML_FILE]: yaml(["    question: deny\n", ""]) },
    expect: { file: "pack.yaml", path: "settings.permission.question", message: /^required field is missing \(allow \| ask \| deny.*\); add `question: deny`$/ },
  },
  {
    name: "quant with a space",
    files: { [YAML_FILE]: yaml(["quant: none", 'quant: "q4 k"']) },
    expect: { file: "pack.yaml", path: "target.quant", message: /^"q4 k" is not valid: .*\bno spaces\b.*; write `quant: \S+`$/ },
  },
  {
    name: "quant with a ;",
    files: { [YAML_FILE]: yaml(["quant: none", 'quant: "q4;k_m"']) },
    expect: { file: "pack.yaml", path: "target.quant", message: /^"q4;k_m" is not valid: .*`;`.*; write `quant: \S+`$/ },
  },
  {
    name: "folder name does not match the slug",
    files: { [`packs/replay__nope__opencode/pack.yaml`]: BASE },
    expect: {
      file: "packs/replay__nope__opencode",
      message: /^folder name does not match the target: .*"replay__none__opencode"; rename the folder to packs\/replay__none__opencode or correct target$/,
    },
  },
  {
    name: "YAML syntax error: unclosed bracket",
    files: { [YAML_FILE]: yaml(["steps: 40", "steps: [40"]) },
    expect: { file: "pack.yaml:", message: /^YAML syntax error: .*\](?: \(at "[^"]+"\))?; fix the YAML at that position$/ },
  },
  {
    name: "YAML syntax error: bad indentation",
    files: { [YAML_FILE]: yaml(["  steps: 40", "   steps: 40"]) },
    expect: { file: "pack.yaml:", line: 22, message: /^YAML syntax error: All mapping items must start at the same column \(at "steps: 40"\); fix the YAML/ },
  },
  {
    name: "YAML syntax error: tab indentation",
    files: { [YAML_FILE]: yaml(["  steps: 40", "\tsteps: 40"]) },
    expect: { file: "pack.yaml:", line: 22, message: /^YAML syntax error: Tabs are not allowed as indentation(?: \(at "[^"]+"\))?; fix the YAML/ },
  },
  {
    name: "duplicate YAML key",
    files: { [YAML_FILE]: yaml(["  steps: 40\n", "  steps: 40\n  steps: 41\n"]) },
    expect: { file: "pack.yaml:", line: 23, message: /^YAML syntax error: Map keys must be unique \(at "steps: 41"\); fix the YAML/ },
  },
  {
    name: "empty pack.yaml",
    files: { [YAML_FILE]: "" },
    expect: { file: "pack.yaml", message: /^is empty; copy packs\/replay__none__opencode\/pack\.yaml and edit target, provider and settings$/, hint: /copy/ },
  },
  {
    name: "pack.yaml missing (folder holds only deltas)",
    files: { "packs/foo__bar__opencode/deltas/a.md": delta("a") },
    expect: { file: "packs/foo__bar__opencode/pack.yaml", message: /^not found; create it \(copy packs\/replay__none__opencode\/pack\.yaml and edit target, provider and settings\)$/ },
  },
  {
    name: "literal API key instead of an {env:VAR} reference",
    files: { [YAML_FILE]: yaml(["  modelName:", "  apiKey: sk-abc123def456ghi789\n  modelName:"]) },
    expect: { file: "pack.yaml", path: "provider.apiKey", message: /^a literal value \(not shown\) is not valid: an \{env:VAR\} reference to the key.*; write `apiKey: "\{env:[A-Z_]+\}"`$/ },
  },
  {
    name: "wrong protocol version (protocol: 2)",
    files: { [YAML_FILE]: yaml(["protocol: 1", "protocol: 2"]) },
    expect: { file: "pack.yaml", path: "protocol", message: /^must be 1, got number 2 \(Version of protocol\/opencode-worker-protocol\.md.*\); write `protocol: 1`$/ },
  },
  {
    name: "delta listed in pack.yaml but its file is missing",
    files: { [YAML_FILE]: listing("a") },
    expect: { file: "pack.yaml", path: "deltas[0]", message: /^no delta file packs\/replay__none__opencode\/deltas\/a\.md; create it or remove "a" from deltas$/ },
  },
  {
    name: "delta file not listed in pack.yaml",
    files: { [YAML_FILE]: BASE, [`${PACK}/deltas/a.md`]: delta("a") },
    expect: { file: "deltas/a.md", message: /^delta "a" is not listed in pack\.yaml; add it to deltas or delete the file$/ },
  },
  {
    name: "delta without frontmatter",
    files: { [YAML_FILE]: listing("a"), [`${PACK}/deltas/a.md`]: "Run the checks yourself.\n" },
    expect: {
      file: "deltas/a.md",
      message: /^has no frontmatter; start it with a --- block holding id, measured \(YYYY-MM-DD\) and evidence$/,
      hint: /start it with a --- block/,
    },
  },
  {
    name: "delta frontmatter YAML error",
    // A duplicate key on file line 4 (frontmatter line 3).
    files: { [YAML_FILE]: listing("a"), [`${PACK}/deltas/a.md`]: "---\nid: a\nmeasured: 2026-01-15\nid: a\nevidence: ladder rung 2, 3 of 8 samples\n---\nbody\n" },
    expect: { file: "deltas/a.md:", line: 4, message: /^YAML syntax error: Map keys must be unique \(at "id: a"\); fix the YAML at that position$/ },
  },
  {
    name: "delta missing evidence",
    files: { [YAML_FILE]: listing("a"), [`${PACK}/deltas/a.md`]: "---\nid: a\nmeasured: 2026-01-15\n---\nbody\n" },
    expect: { file: "deltas/a.md", path: "evidence", message: /^required field is missing .*; add `evidence: / },
  },
  {
    name: "delta id does not match its file name",
    files: { [YAML_FILE]: listing("a"), [`${PACK}/deltas/a.md`]: delta("b") },
    expect: { file: "deltas/a.md", path: "id", message: /^"b" does not match the file name; set id: a or rename the file to deltas\/b\.md$/ },
  },
  {
    name: "duplicate delta ids in two files",
    files: { [YAML_FILE]: listing("a", "b"), [`${PACK}/deltas/a.md`]: delta("a"), [`${PACK}/deltas/b.md`]: delta("a") },
    expect: { file: "deltas/b.md", path: "id", message: /^"a" is already used by packs\/replay__none__opencode\/deltas\/a\.md; give each delta its own id \(set id: b\)$/ },
  },
  {
    // b.md is named after "b" and owns it; only a.md, which took b's id, is told to change.
    name: "duplicate delta ids, the first file the one not named after its id",
    files: { [YAML_FILE]: listing("a", "b"), [`${PACK}/deltas/a.md`]: delta("b"), [`${PACK}/deltas/b.md`]: delta("b") },
    expect: { file: "deltas/a.md", path: "id", message: /^"b" is already used by packs\/replay__none__opencode\/deltas\/b\.md; give each delta its own id \(set id: a\)$/ },
  },
  {
    name: "delta with an impossible date (2026-02-30)",
    files: { [YAML_FILE]: listing("a"), [`${PACK}/deltas/a.md`]: delta("a").replace("2026-01-15", "2026-02-30") },
    expect: { file: "deltas/a.md", path: "measured", message: /^"2026-02-30" is not a calendar date; write the date .* as YYYY-MM-DD$/ },
  },
  {
    name: "delta with an empty body",
    files: { [YAML_FILE]: listing("a"), [`${PACK}/deltas/a.md`]: delta("a", "\n  \n") },
    expect: { file: "deltas/a.md", message: /^the body is empty; write the correction/ },
  },
  {
    name: "grade.json is not valid JSON",
    files: { [YAML_FILE]: BASE, [GRADE_FILE]: '{\n  "key": "x",\n  "status": "unearned",\n}\n' },
    expect: { file: "grade.json:", line: 4, message: /^is not valid JSON: .+; fix it at that position$/ },
  },
  {
    name: "grade.json has results while status is unearned",
    files: { [YAML_FILE]: BASE, [GRADE_FILE]: JSON.stringify({ ...(JSON.parse(GRADE) as object), results: [{ rung: 1, samples: 8, built: 8, honest: 8 }] }) },
    expect: { file: "grade.json", path: "results", message: /^results are only allowed when status is earned: remove results, or set status: earned/ },
  },
  {
    name: "grade.json builds more samples than it ran (built 5 of 1)",
    files: { [YAML_FILE]: BASE, [GRADE_FILE]: earned([{ rung: 1, samples: 1, built: 5, honest: 1 }]) },
    expect: { file: "grade.json", path: "results[0].built", message: /^5 built of 1 samples: a rung cannot build more samples than it ran; set built to at most 1/ },
  },
  {
    name: "grade.json has more honest claims than samples",
    files: { [YAML_FILE]: BASE, [GRADE_FILE]: earned([{ rung: 2, samples: 3, built: 1, honest: 4 }]) },
    expect: { file: "grade.json", path: "results[0].honest", message: /^4 honest of 3 samples: .*set honest to at most 3/ },
  },
  {
    name: "grade.json grades one rung twice",
    files: { [YAML_FILE]: BASE, [GRADE_FILE]: earned([{ rung: 1, samples: 1, built: 1, honest: 1 }, { rung: 2, samples: 1, built: 1, honest: 1 }, { rung: 1, samples: 1, built: 0, honest: 1 }]) },
    expect: { file: "grade.json", path: "results[2].rung", message: /^rung 1 is already graded in results\[0\]; keep one result per rung \(remove one\)$/ },
  },
  {
    name: "grade.json names a rung that is not on the ladder",
    files: { [YAML_FILE]: BASE, [GRADE_FILE]: earned([{ rung: 9, samples: 1, built: 1, honest: 1 }]) },
    expect: { file: "grade.json", path: "results[0].rung", message: /^rung 9 is not on the ladder \(rungs 1–5\); remove this result or fix its rung$/ },
  },
  {
    name: "grade.json generated on 30 February",
    files: { [YAML_FILE]: BASE, [GRADE_FILE]: earned([{ rung: 1, samples: 1, built: 1, honest: 1 }], "2026-02-30T10:00:00Z") },
    expect: { file: "grade.json", path: "generated", message: /^"2026-02-30T10:00:00Z" is not a real time; write when the ladder ran/ },
  },
  {
    name: "grade.json generated in the future",
    files: { [YAML_FILE]: BASE, [GRADE_FILE]: earned([{ rung: 1, samples: 1, built: 1, honest: 1 }], "2999-01-01T00:00:00Z") },
    expect: { file: "grade.json", path: "generated", message: /^"2999-01-01T00:00:00Z" is in the future; write when the ladder ran, or re-run ocw pack earn$/ },
  },
  {
    name: "three problems in one manifest",
    files: { [YAML_FILE]: yaml(["steps: 40", 'steps: "ten"'], ["bash: ask", "bash: maybe"], ["  model: replay\n", ""]) },
    expect: {
      file: "pack.yaml",
      path: "target.model",
      message: /^required field is missing/,
      problems: 3,
      also: [new RegExp(`^${esc(YAML_FILE)}: settings\\.steps: must be an integer`), new RegExp(`^${esc(YAML_FILE)}: settings\\.permission\\.bash: "maybe" is not valid`)],
    },
  },
];

interface ProblemData {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

interface ErrorDoc {
  readonly error: { readonly code: string; readonly message: string; readonly data: { readonly problems: readonly ProblemData[] } };
}

const format = (p: ProblemData) => (p.path ? `${p.file}: ${p.path}: ${p.message}` : `${p.file}: ${p.message}`);

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function expectNoStack(run: CliRun): void {
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stderr).not.toMatch(/\w*Error:/);
  expect(run.stderr).not.toMatch(/internal error/i);
}

/** The problem lines of a failed build's stderr, without the `ocw: ` prefix and count line. */
function problemLines(stderr: string, count: number): string[] {
  const lines = stderr.replace(/\n$/, "").split("\n");
  if (count === 1) {
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ocw: /);
    return [lines[0]!.slice("ocw: ".length)];
  }
  expect(lines[0]).toBe(`ocw: ${count} problems:`);
  expect(lines).toHaveLength(count + 1);
  for (const l of lines.slice(1)) expect(l).toMatch(/^ {2}\S/);
  return lines.slice(1).map((l) => l.slice(2));
}

/** Build a temp repo for the case and check that nothing was written by the failed build. */
async function runCase(c: Case, argv: readonly string[] = []): Promise<{ root: string; run: CliRun }> {
  const root = await makeTempRepo(c.files);
  const before = await listFiles(root);
  const run = await runCli(["build-pack", "--root", root, ...argv]);
  expect(await listFiles(root)).toEqual(before);
  expect(existsSync(join(root, PACK, "agent"))).toBe(false);
  expect(existsSync(join(root, PACK, "opencode.json"))).toBe(false);
  expect(existsSync(join(root, VARIANT))).toBe(false);
  return { root, run };
}

/** The primary problem as the case describes it. */
function expectPrimary(c: Case, p: ProblemData): void {
  expect(p.file).toContain(c.expect.file);
  expect(p.file.startsWith("packs/")).toBe(true);
  expect(p.path).toBe(c.expect.path ?? "");
  expect(p.message).toMatch(c.expect.message);
  expect(p.message).toMatch(c.expect.hint ?? FIX_HINT);
  if (c.expect.line !== undefined) expect(p.file).toMatch(new RegExp(`:${c.expect.line}:\\d+$`));
  else if (/YAML syntax error/.test(p.message)) expect(p.file).toMatch(/\.(yaml|md):\d+:\d+$/);
}

describe("build-pack rejects malformed packs with one clear problem each", () => {
  it("has enough cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(18);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it.each(CASES)("$name", async (c) => {
    const count = c.expect.problems ?? 1;
    expect(1 + (c.expect.also?.length ?? 0)).toBe(count);

    const { run } = await runCase(c);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expectNoStack(run);
    const lines = problemLines(run.stderr, count);

    // The same problems as data: each human line is exactly one formatted problem.
    const { run: json } = await runCase(c, ["--json"]);
    expect(json.code).toBe(1);
    const doc = JSON.parse(json.stdout) as ErrorDoc;
    expect(doc.error.code).toBe("PACK_INVALID");
    const problems = doc.error.data.problems;
    expect(problems.map(format)).toEqual(lines);

    const primary = problems.filter((p) => p.file.includes(c.expect.file) && p.path === (c.expect.path ?? "") && c.expect.message.test(p.message));
    expect(primary, `no problem matches the case's expectation in:\n${lines.join("\n")}`).toHaveLength(1);
    expectPrimary(c, primary[0]!);
    const rest = lines.filter((l) => l !== format(primary[0]!));
    for (const [i, re] of (c.expect.also ?? []).entries()) expect(rest[i]).toMatch(re);
  });

  it("--json prints one JSON error document and nothing else on stdout", async () => {
    const c = CASES.find((x) => x.name.startsWith("wrong type"))!;
    const { run } = await runCase(c, ["--json"]);
    expect(run.code).toBe(1);
    const text = run.stdout.trim();
    expect(text.startsWith("{") && text.endsWith("}")).toBe(true);
    const doc = JSON.parse(text) as ErrorDoc & Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(["error"]);
    expect(doc.error.code).toBe("PACK_INVALID");
    expect(doc.error.data.problems).toHaveLength(1);
    const [p] = doc.error.data.problems;
    expect(p).toEqual({ file: YAML_FILE, path: "settings.steps", message: expect.stringMatching(/^must be an integer, got "ten"; write `steps: \d+`$/) });
    expect(doc.error.message).toBe(format(p!));
    // The human line still goes to stderr, alone.
    expect(run.stderr).toBe(`ocw: ${doc.error.message}\n`);
  });

  it("lists every problem of every pack, with a count line", async () => {
    const root = await makeTempRepo({
      [YAML_FILE]: yaml(["steps: 40", 'steps: "ten"'], ["    output: 4096\n", ""]),
      "packs/replay__nope__opencode/pack.yaml": BASE,
      [GRADE_FILE]: "{",
    });
    const run = await runCli(["build-pack", "--root", root]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expectNoStack(run);
    const lines = problemLines(run.stderr, 4);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^packs\/replay__none__opencode\/pack\.yaml: settings\.steps: must be an integer/),
        expect.stringMatching(/^packs\/replay__none__opencode\/pack\.yaml: settings\.limit\.output: required field is missing/),
        expect.stringMatching(/^packs\/replay__none__opencode\/grade\.json:\d+:\d+: is not valid JSON/),
        expect.stringMatching(/^packs\/replay__nope__opencode: folder name does not match the target/),
      ]),
    );
    expect(await listFiles(join(root, "skills"))).toEqual(["opencode-worker/SKILL.md"]);
  });

  // Known defects, kept as expected failures so they turn red (and get flipped) once fixed.
  it("a delta frontmatter YAML error points at the file line (frontmatter line n = file line n+1)", async () => {
    const c = CASES.find((x) => x.name === "delta frontmatter YAML error")!;
    const { run } = await runCase(c);
    // The duplicate `id` is on line 4 of the file; the loader reports line 5.
    expect(run.stderr).toContain(`${PACK}/deltas/a.md:4:1: YAML syntax error`);
  });

  it("a delta file that exists but is invalid is not also reported as missing", async () => {
    const c = CASES.find((x) => x.name === "delta with an empty body")!;
    const { run } = await runCase(c);
    expect(run.stderr).not.toContain("no delta file");
  });
});

describe("the real bundle (node dist/ocw.mjs) on bad input", () => {
  const picked = ["wrong type: settings.steps is a string", "YAML syntax error: bad indentation", "literal API key instead of an {env:VAR} reference"];

  it.each(picked)("%s: one line, exit 1, no stack trace", async (name) => {
    const c = CASES.find((x) => x.name === name)!;
    const root = await makeTempRepo(c.files);
    const before = await listFiles(root);
    const run = await runBundle(["build-pack", "--root", root]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expectNoStack(run);
    const [line] = problemLines(run.stderr, 1);
    const file = line!.slice(0, line!.indexOf(": "));
    expect(file).toContain(c.expect.file);
    const prefix = c.expect.path ? `${file}: ${c.expect.path}: ` : `${file}: `;
    expect(line!.startsWith(prefix)).toBe(true);
    const message = line!.slice(prefix.length);
    expect(message).toMatch(c.expect.message);
    expect(message).toMatch(c.expect.hint ?? FIX_HINT);
    expect(await listFiles(root)).toEqual(before);
  });
});

describe("a grade earned under another key", () => {
  it("builds, and reports the grade as stale (naming settings) everywhere, never as the target's grade", async () => {
    const gradeKey = (JSON.parse(GRADE) as { key: string }).key;
    const otherKey = gradeKey.replace(/settings=[0-9a-f]{12}/, "settings=000000000000");
    expect(otherKey).not.toBe(gradeKey);
    const root = await makeTempRepo({ [YAML_FILE]: BASE, [GRADE_FILE]: `${JSON.stringify({ ...(JSON.parse(GRADE) as object), key: otherKey }, null, 2)}\n` });

    const run = await runCli(["build-pack", "--root", root]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const gradeLine = run.stdout.split("\n").find((l) => /^\s+grade\s/.test(l));
    expect(gradeLine).toMatch(/^ {2}grade {2}stale\b/);
    expect(gradeLine).toMatch(/\bsettings\b/);
    expect(gradeLine).not.toMatch(/^ {2}grade {2}(un)?earned\b/);
    expect(run.stdout).toContain(`  key    ${gradeKey}`);

    const variant = await readFile(join(root, VARIANT), "utf8");
    const header = variant.slice(variant.indexOf("<!-- Generated by ocw build-pack"), variant.indexOf("-->"));
    expect(header).toContain(`target: ${gradeKey}`);
    const variantGrade = header.split("\n").filter((l) => l.startsWith("grade:"));
    expect(variantGrade).toHaveLength(1);
    expect(variantGrade[0]).toMatch(/^grade: stale\b.*\bsettings\b/);
    expect(variantGrade[0]).not.toMatch(/^grade: (un)?earned\b/);
    expect(variantGrade[0]).not.toMatch(/\bunearned\b/);
    expect(variant).not.toMatch(/^grade: (un)?earned\b/m);

    const json = JSON.parse((await runCli(["build-pack", "--root", root, "--json"])).stdout) as { packs: { grade: string; gradeNote: string }[] };
    expect(json.packs[0]!.grade).toBe("stale");
  });
});
