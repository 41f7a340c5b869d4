/**
 * Inputs the fuzzers found that broke the bad-input rule, kept as exact cases so the fixes stay.
 * Each names the seed that found it (tests/fuzz, base 20261130) and what went wrong before.
 */
import { cp, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { isOcwError } from "../../src/error.js";
import { parseReplayDocument, parseReplayYaml, startReplayServer } from "../../src/replay/index.js";
import { cleanup, initRepo, tempDir } from "../grade/fixtures.js";
import { REPO } from "../helpers/opencode-serve.js";
import { problemsWith, runMain } from "./harness.js";
import { seedManifest, seedTask } from "./seeds.js";

afterAll(cleanup);

let dir = "";
let ws = "";
let env: Record<string, string> = {};

beforeAll(async () => {
  dir = await tempDir("ocw-fuzz-reg-");
  ws = join(dir, "ws");
  await initRepo(ws, { "greet.txt": "hi\n" });
  await writeFile(join(dir, "not-a-dir"), "");
  env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: join(dir, "home"), OCW_HOME: join(dir, "not-a-dir") };
}, 60_000);

/** `ocw dispatch <file> --json` on `text`: must fail as TASK_INVALID, by the rule, with `expected` in the message. */
async function rejects(name: string, text: string | Buffer, expected: RegExp): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, text);
  const r = await runMain(["dispatch", file, "--json"], { cwd: dir, env });
  expect(problemsWith(r, true)).toEqual([]);
  expect(r.code).toBe(1);
  const error = (JSON.parse(r.stdout) as { error: { code: string; message: string } }).error;
  expect(error.code).toBe("TASK_INVALID");
  expect(error.message).toMatch(expected);
  return r.stderr;
}

const deepList = (n: number): string => `${"[".repeat(n)}1${"]".repeat(n)}`;

describe("fuzz regressions: task specs", () => {
  it("regression (seed 20261132) - YAML nested 100,000 deep is 'too deep; flatten it', not 'Maximum call stack size exceeded'", async () => {
    const text = `${stringify(seedTask(ws))}x: ${deepList(100_000)}\n`;
    await rejects("deep.yaml", text, /nests lists or mappings more than 64 levels deep; flatten it/);
  }, 30_000);

  it("regression (seed 20261142) - an unclosed 100,000-deep flow mapping is 'too deep', not a stack overflow at a column", async () => {
    const text = `${stringify(seedTask(ws))}x: ${'{"a":'.repeat(100_000)}1\n`;
    const stderr = await rejects("deep-open.yaml", text, /more than 64 levels deep/);
    expect(stderr).not.toMatch(/Maximum call stack/);
  }, 30_000);

  it("regression - JSON nested 200 deep (which parses) is refused before validation, naming the bound", async () => {
    const spec = seedTask(ws);
    spec.extra = JSON.parse(deepList(200));
    await rejects("deep.json", JSON.stringify(spec), /more than 64 levels deep/);
  }, 30_000);

  it("regression (seed 20261419) - 5,000 duplicate check names list 20 problems and a count, not 3 MB of stderr", async () => {
    const spec = seedTask(ws);
    const checks = spec.checks as { regression: unknown[] };
    checks.regression = Array.from({ length: 5_000 }, () => structuredClone(checks.regression[0]));
    const stderr = await rejects("dups.yaml", stringify(spec), /4999 problems in .*… and 4979 more \(--json lists every one under error\.data\.problems\)/s);
    expect(stderr.split("\n").length).toBeLessThan(25);
    const r = await runMain(["dispatch", join(dir, "dups.yaml"), "--json"], { cwd: dir, env });
    expect((JSON.parse(r.stdout) as { error: { data: { problems: unknown[] } } }).error.data.problems).toHaveLength(4_999);
  }, 60_000);

  it("guard - a megabyte value is shown as its head and its fix, not echoed whole", async () => {
    const spec = seedTask(ws);
    spec.workspace = `relative/${"x".repeat(1_000_000)}`;
    const stderr = await rejects("huge.yaml", stringify(spec), /workspace: /);
    expect(stderr.length).toBeLessThan(1_000);
  }, 30_000);

  it("regression (the multi-doc mutation: `--- !!map` on a list, an unknown `!tag`) - the YAML parser prints no warning on the process's stderr", async () => {
    // An unknown tag on a value (and !!map on a list, as the mutation made) is a parser warning, not an error.
    const text = `%YAML 1.1\n---\n${stringify(seedTask(ws)).replace("objective: ", "objective: !fuzz ")}extra: !!map [1]\n`;
    const file = join(dir, "tagged.yaml");
    await writeFile(file, text);
    // The parser warns through process.emitWarning, which node prints on the real stderr.
    const warnings: string[] = [];
    const listen = (w: Error): void => void warnings.push(`${w.name}: ${w.message}`);
    process.on("warning", listen);
    try {
      const r = await runMain(["dispatch", file, "--json"], { cwd: dir, env });
      expect(problemsWith(r, true)).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", listen);
    }
    expect(warnings.filter((w) => w.startsWith("YAMLWarning"))).toEqual([]);
  }, 30_000);
});

describe("fuzz regressions: pack sources", () => {
  it("regression (seed 20261184) - an empty delta file is 'has no frontmatter', not \"Cannot read properties of undefined (reading 'replace')\"", async () => {
    const root = join(dir, "root");
    await cp(join(REPO, "protocol"), join(root, "protocol"), { recursive: true });
    await mkdir(join(root, "skills", "opencode-worker"), { recursive: true });
    await cp(join(REPO, "skills", "opencode-worker", "SKILL.md"), join(root, "skills", "opencode-worker", "SKILL.md"));
    const pack = join(root, "packs", "replay__none__opencode");
    await mkdir(join(pack, "deltas"), { recursive: true });
    await writeFile(join(pack, "pack.yaml"), stringify(seedManifest()));
    await writeFile(join(pack, "deltas", "keep-going.md"), "");
    const r = await runMain(["build-pack", "packs/replay__none__opencode", "--root", root, "--check", "--json"], { cwd: root, env: { PATH: env.PATH } });
    expect(problemsWith(r, true)).toEqual([]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/deltas\/keep-going\.md: has no frontmatter; start it with a --- block/);
    expect(r.stderr).not.toMatch(/undefined/);
  }, 30_000);
});

describe("fuzz regressions: replay scripts", () => {
  it("regression (seed 20261132) - a replay document nested 100,000 deep is REPLAY_INVALID 'too deep', not a RangeError", () => {
    let caught: unknown;
    try {
      parseReplayYaml(`replay: 1\nscripts:\n  a:\n    turns: ${deepList(100_000)}\n`, "deep.yaml");
    } catch (e) {
      caught = e;
    }
    expect(isOcwError(caught)).toBe(true);
    expect((caught as Error).message).toMatch(/^deep\.yaml is invalid \(1 problem\): \(top\): nests lists or mappings more than 64 levels deep/);
  });

  it('regression - `default: constructor` names no script: refused at load, not found on Object.prototype', () => {
    expect(() => parseReplayDocument({ replay: 1, default: "constructor", scripts: { a: { turns: [{ text: "x" }] } } }, "proto.yaml")).toThrow(/default: no script named "constructor"; scripts: a/);
  });

  it("regression - a prompt asking for [[replay:toString]] is refused with a 400 naming the scripts, not a 500 from the prototype", async () => {
    const server = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["replay"], scripts: { a: { turns: [{ text: "x" }] }, b: { turns: [{ text: "y" }] } } }) });
    try {
      const res = await fetch(`${server.baseURL}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "replay", messages: [{ role: "user", content: "go [[replay:toString]]" }] }),
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('no script named \\"toString\\"; scripts: a, b');
    } finally {
      await server.close();
    }
  }, 30_000);

  it("regression - 5,000 invalid turns name 20 problems and a count", () => {
    const turns = Array.from({ length: 5_000 }, () => ({ bogus: 1 }));
    expect(() => parseReplayDocument({ replay: 1, scripts: { a: { turns } } }, "many.yaml")).toThrow(/… and \d+ more; see protocol/);
    try {
      parseReplayDocument({ replay: 1, scripts: { a: { turns } } }, "many.yaml");
    } catch (e) {
      expect((e as Error).message.length).toBeLessThan(8_000);
    }
  });
});
