/**
 * Fixture repositories for the grader tests, built by code in temp dirs: a Python project
 * (calc.py with an unimplemented `mul`, unittest tests, a tiny JUnit-writing runner) and a Node
 * project (slug.mjs with an unimplemented `slugify`, node --test tests). Each case gets its own
 * workspace repository, a baseline snapshot, and a worker tree that is a git worktree of the
 * baseline, as the jobs layer will make it. Nothing here fakes the grader: cases run the real
 * `grade()` or the real CLI.
 */
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { stringify } from "yaml";
import { main } from "../../src/cli/index.js";
import type { TaskSpec } from "../../src/grade/index.js";

const made: string[] = [];

/** A fresh temp dir (under the OS temp dir, or `base`), removed by `cleanup()`. */
export async function tempDir(prefix = "ocw-grade-", base = tmpdir()): Promise<string> {
  const dir = await mkdtemp(join(base, prefix));
  made.push(dir);
  return dir;
}

export async function cleanup(): Promise<void> {
  await Promise.all(made.splice(0).map((d) => rm(d, { recursive: true, force: true })));
}

/** Run a command (git, python3, node) with a timeout; throws with its stderr when it fails. */
export async function sh(cwd: string, file: string, args: readonly string[], env: Record<string, string> = {}): Promise<string> {
  const r = await execa(file, args, { cwd, env: { GIT_CONFIG_NOSYSTEM: "1", ...env }, timeout: 60_000, reject: false });
  if (r.exitCode !== 0) throw new Error(`${file} ${args.join(" ")} failed in ${cwd}: ${r.stderr || r.stdout || r.shortMessage}`);
  return r.stdout;
}

export const git = (cwd: string, ...args: string[]): Promise<string> => sh(cwd, "git", ["-c", "user.name=Fixture", "-c", "user.email=fixture@example.invalid", "-c", "init.defaultBranch=main", ...args]);

export async function write(root: string, rel: string, text: string, mode?: number): Promise<void> {
  const path = join(root, rel);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  if (mode !== undefined) await chmod(path, mode);
}

export async function read(root: string, rel: string): Promise<string> {
  return readFile(join(root, rel), "utf8");
}

/** Replace `from` (which must occur) by `to` in a file of `root`. */
export async function edit(root: string, rel: string, from: string, to: string): Promise<void> {
  const text = await read(root, rel);
  if (!text.includes(from)) throw new Error(`fixture edit: ${JSON.stringify(from)} is not in ${rel}`);
  await writeFile(join(root, rel), text.replace(from, to));
}

export async function link(root: string, rel: string, target: string): Promise<void> {
  await mkdir(dirname(join(root, rel)), { recursive: true });
  await symlink(target, join(root, rel));
}

/** Initialise a repository at `dir` with `files` committed. */
export async function initRepo(dir: string, files: Readonly<Record<string, string>>): Promise<void> {
  await mkdir(dir, { recursive: true });
  await git(dir, "init", "-q", ".");
  for (const [rel, text] of Object.entries(files)) await write(dir, rel, text);
  await git(dir, "add", "-A");
  await git(dir, "commit", "-q", "-m", "fixture");
}

// ---------------------------------------------------------------- Python project

const RUN_JUNIT = `"""Run one unittest module and write a JUnit XML report: python3 tests/run_junit.py <module> <report>."""
import os
import sys
import unittest
from xml.sax.saxutils import quoteattr

# Run from the project root: import the project, not this folder.
sys.path.insert(0, os.getcwd())
module, report = sys.argv[1], sys.argv[2]


class Result(unittest.TextTestResult):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.outcomes = []

    def addSuccess(self, test):
        super().addSuccess(test)
        self.outcomes.append((test, "passed", ""))

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self.outcomes.append((test, "failure", self._exc_info_to_string(err, test)))

    def addError(self, test, err):
        super().addError(test, err)
        self.outcomes.append((test, "error", self._exc_info_to_string(err, test)))

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self.outcomes.append((test, "skipped", reason))

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self.outcomes.append((test, "skipped", "expected failure"))

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self.outcomes.append((test, "failure", "unexpected success"))


suite = unittest.defaultTestLoader.loadTestsFromName(module)
result = unittest.TextTestRunner(resultclass=Result, verbosity=2).run(suite)
os.makedirs(os.path.dirname(report) or ".", exist_ok=True)
with open(report, "w") as f:
    f.write('<?xml version="1.0" encoding="utf-8"?>\\n<testsuite name=%s>\\n' % quoteattr(module))
    for test, status, detail in result.outcomes:
        cls = type(test).__module__ + "." + type(test).__qualname__
        name = getattr(test, "_testMethodName", str(test))
        f.write("  <testcase classname=%s name=%s>" % (quoteattr(cls), quoteattr(name)))
        if status != "passed":
            f.write("<%s message=%s/>" % (status, quoteattr(detail[:200])))
        f.write("</testcase>\\n")
    f.write("</testsuite>\\n")
sys.exit(0 if result.wasSuccessful() else 1)
`;

export const PY_FILES: Readonly<Record<string, string>> = {
  "README.md": "# calc\n\nA tiny calculator.\n",
  "calc.py": "def add(a, b):\n    return a + b\n\n\ndef mul(a, b):\n    raise NotImplementedError(\"mul\")\n",
  "tests/__init__.py": "",
  "tests/run_junit.py": RUN_JUNIT,
  "tests/test_add.py": "import unittest\n\nfrom calc import add\n\n\nclass AddTest(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n",
  "tests/test_mul.py":
    "import unittest\n\nfrom calc import mul\n\n\nclass MulTest(unittest.TestCase):\n    def test_small(self):\n        self.assertEqual(mul(3, 4), 12)\n\n    def test_zero(self):\n        self.assertEqual(mul(0, 5), 0)\n",
  "tests/test_extra.py": "import unittest\n\nfrom calc import add\n\n\nclass ExtraTest(unittest.TestCase):\n    def test_add_negative(self):\n        self.assertEqual(add(-1, 1), 0)\n",
  "poetry.lock": "# This file is a lockfile.\n",
};

export const PY_HIDDEN = `import unittest

from calc import mul


class MulHiddenTest(unittest.TestCase):
    def test_negative(self):
        self.assertEqual(mul(-2, 3), -6)

    def test_large(self):
        self.assertEqual(mul(7, 6), 42)

    def test_float(self):
        self.assertEqual(mul(2.5, 2), 5.0)
`;

/** The correct implementation. */
export const PY_FIX = ["    raise NotImplementedError(\"mul\")", "    return a * b"] as const;

/** The Python task: junit + expected ids on acceptance, a regression check, a hidden check. */
export function pythonSpec(workspace: string, timeout = 30): TaskSpec {
  return {
    workspace,
    objective: "Implement mul(a, b) in calc.py.",
    scope: { allow: ["calc.py", "tests/test_calc_*.py"] },
    checks: {
      acceptance: [
        {
          name: "mul",
          run: "python3 tests/run_junit.py tests.test_mul reports/mul.xml",
          files: ["tests/test_mul.py", "tests/run_junit.py"],
          junit: "reports/mul.xml",
          expect: ["tests.test_mul.MulTest.test_small", "tests.test_mul.MulTest.test_zero"],
        },
      ],
      regression: [{ name: "add", run: "python3 -m unittest tests.test_add", files: ["tests/test_add.py"] }],
      hidden: [{ name: "mul edge cases", run: "python3 -m unittest tests.test_mul_hidden", inject: { "tests/test_mul_hidden.py": PY_HIDDEN } }],
    },
    timeouts: { check: timeout },
  };
}

// ---------------------------------------------------------------- Node project

export const NODE_FILES: Readonly<Record<string, string>> = {
  "package.json": `${JSON.stringify({ name: "slug", version: "1.0.0", type: "module", scripts: { test: "node --test test/" } }, null, 2)}\n`,
  "package-lock.json": `${JSON.stringify({ name: "slug", version: "1.0.0", lockfileVersion: 3, requires: true, packages: { "": { name: "slug", version: "1.0.0" } } }, null, 2)}\n`,
  "src/slug.mjs": "export function slugify(text) {\n  throw new Error(\"not implemented\");\n}\n",
  "src/util.mjs": "export function clamp(n, lo, hi) {\n  return Math.min(hi, Math.max(lo, n));\n}\n",
  "test/slug.test.mjs":
    'import test from "node:test";\nimport assert from "node:assert/strict";\nimport { slugify } from "../src/slug.mjs";\n\ntest("lowercases and dashes", () => {\n  assert.equal(slugify("Hello World"), "hello-world");\n});\n\ntest("drops punctuation", () => {\n  assert.equal(slugify("Hi, there!"), "hi-there");\n});\n',
  "test/util.test.mjs":
    'import test from "node:test";\nimport assert from "node:assert/strict";\nimport { clamp } from "../src/util.mjs";\n\ntest("clamps", () => {\n  assert.equal(clamp(5, 0, 3), 3);\n  assert.equal(clamp(-1, 0, 3), 0);\n});\n',
};

export const NODE_HIDDEN =
  'import test from "node:test";\nimport assert from "node:assert/strict";\nimport { slugify } from "../src/slug.mjs";\n\ntest("collapses runs", () => {\n  assert.equal(slugify("  a -- b  "), "a-b");\n});\n';

export const NODE_FIX = [
  '  throw new Error("not implemented");',
  '  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");',
] as const;

export function nodeSpec(workspace: string): TaskSpec {
  return {
    workspace,
    objective: "Implement slugify(text) in src/slug.mjs.",
    scope: { allow: ["src/slug.mjs"] },
    checks: {
      acceptance: [
        {
          name: "slugify",
          run: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/slug.xml test/slug.test.mjs",
          files: ["test/slug.test.mjs"],
          junit: "reports/slug.xml",
          expect: ["lowercases and dashes", "drops punctuation"],
        },
      ],
      regression: [{ name: "util", run: "node --test test/util.test.mjs", files: ["test/util.test.mjs"] }],
      hidden: [{ name: "slugify edge cases", run: "node --test test/hidden.test.mjs", inject: { "test/hidden.test.mjs": NODE_HIDDEN } }],
    },
    timeouts: { check: 30 },
  };
}

/** Write a spec as YAML next to the workspace; returns its path. */
export async function writeSpec(dir: string, spec: TaskSpec, name = "task.yaml"): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, stringify(spec));
  return path;
}

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `ocw …` in-process through `main`, with a PATH (the checks need python3 and node) and OCW_HOME. */
export async function ocw(argv: readonly string[], opts: { cwd?: string; home: string }): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    cwd: opts.cwd ?? tmpdir(),
    env: { PATH: process.env.PATH, OCW_HOME: opts.home },
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  return { code, stdout, stderr };
}
