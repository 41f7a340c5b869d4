import { posix } from "node:path";
import picomatch from "picomatch";

/**
 * What a check's own output says about its machinery failing: the command was not found, the
 * test runner could not find its test file, could not import itself, stopped on a usage error,
 * ran no test, could not open its report, or a protected check file does not parse. Each sign
 * is the runner's own wording, matched whole and tied to the command that produced it, so a
 * test that fails for the behaviour it tests never matches: an ImportError of the code under
 * test, a missing module the worker is to write, a syntax error in a file the worker may fix.
 */

/** A failure of the check itself, and how to fix the task. */
export interface Sign {
  /** What went wrong, in a few words: "node's test runner could not find the test file test/x.test.mjs". */
  readonly what: string;
  /** The fix, addressed to the task's author. */
  readonly hint: string;
}

export interface SignInput {
  /** The check's `run`. */
  readonly run: string;
  readonly exitCode: number | null;
  /** The start of each log (enough for a runner that stopped early). */
  readonly stdout: string;
  readonly stderr: string;
  /** The folder the check ran in, as given and as resolved: paths in the logs are made relative to it. */
  readonly roots: readonly string[];
  /** Paths restored or injected before grading (protected and hidden files): the worker cannot change them. */
  readonly fixed: ReadonlySet<string>;
  /** The task's scope.allow: what the worker may create (a module a check imports may be one of them). */
  readonly allow?: readonly string[];
}

type Rule = (i: SignInput) => Sign | undefined;

/** The first sign of a broken check in its output, or undefined when the failure may be the behaviour under test. */
export function runnerSign(i: SignInput): Sign | undefined {
  for (const rule of RULES) {
    const s = rule(i);
    if (s) return s;
  }
  return undefined;
}

/** The fix for a report whose folder does not exist; shared with the JUnit report rules. */
export function folderHint(folder: string, run: string): string {
  const node = /--test-reporter-destination\b/.test(run) ? " and node's reporter does not create it" : "";
  return `the folder ${folder}/ is not in the baseline (git keeps no empty folders; snapshots leave report files out)${node}; add \`mkdir -p ${folder} && \` to run, commit ${folder}/.gitkeep, or point the reporter at a folder that exists`;
}

const ADD_TEST = "fix the path in run, or add the test to the workspace first (the tests that grade the work must exist before it)";

// sh: `sh: 1: vitest: not found`; bash: `bash: line 1: vitest: command not found`.
const NOT_FOUND = /^(?:\S*sh: (?:\d+: )?(?:line \d+: )?)?(\S+): (?:command )?not found$/m;

const commandNotFound: Rule = (i) => {
  if (i.exitCode !== 126 && i.exitCode !== 127) return undefined;
  const said = firstLine(i.stderr);
  const cmd = i.exitCode === 127 ? NOT_FOUND.exec(i.stderr)?.[1] : undefined;
  // A command inside the tree (`.venv/bin/python`, `node_modules/.bin/vitest`) lives in an ignored folder: the environment's.
  const hint =
    cmd?.includes("/") && !cmd.startsWith("/")
      ? `fix run, or carry what provides ${cmd}: it lives in an ignored folder of the workspace that the checks do not have — install the workspace's dependencies there (npm ci, uv sync, python -m venv .venv && .venv/bin/pip install -e .), list the folder in .worktreeinclude or environment.include, or set environment.setup`
      : cmd
        ? `fix run; a tool a package manager installs runs through it (npx ${cmd}, pnpm exec ${cmd}, .venv/bin/${cmd}, uv run ${cmd}) so the workspace's environment provides it; checks source no shell profile, so aliases, functions and version-manager shims set up there do not exist`
        : "fix run; checks source no shell profile, so aliases, functions and version-manager shims set up there do not exist";
  return { what: `exit ${i.exitCode}: a command was not found or is not executable${said ? ` (${said})` : ""}`, hint };
};

const nodeCouldNotFind: Rule = (i) => {
  if (!/\bnode\b[^|;&]*--test\b/.test(i.run)) return undefined;
  const m = /^Could not find '([^'\n]+)'$/m.exec(i.stderr);
  if (!m) return undefined;
  return { what: `node's test runner could not find the test file ${relative(m[1]!, i.roots)}`, hint: ADD_TEST };
};

const nodeReporterDestination: Rule = (i) => {
  const destinations = [...i.run.matchAll(/--test-reporter-destination[= ]+("[^"]+"|'[^']+'|\S+)/g)].map((m) => posix.normalize(m[1]!.replace(/^["']|["']$/g, "")));
  if (destinations.length === 0) return undefined;
  for (const m of i.stderr.matchAll(/^Error: (E[A-Z]+): [^\n]*?, open '([^'\n]+)'$/gm)) {
    const path = posix.normalize(relative(m[2]!, i.roots));
    if (!destinations.includes(path) && !destinations.includes(posix.normalize(m[2]!))) continue;
    const folder = posix.dirname(path);
    const hint = m[1] === "ENOENT" && folder !== "." ? folderHint(folder, i.run) : "point --test-reporter-destination at a file the check can write";
    return { what: `node's JUnit reporter could not open its destination ${path} (${m[1]})`, hint };
  }
  return undefined;
};

const pytestStopped: Rule = (i) => {
  if (i.exitCode !== 4 || !mentionsPytest(i.run)) return undefined;
  const m = /^ERROR: (file or directory not found: .+|not found: .+|usage: .+)$/m.exec(i.stderr);
  if (!m) return undefined;
  if (m[1]!.startsWith("usage:")) {
    // argparse names the program as invoked: `pytest: error: …`, or `python -m pytest: error: …` (pytest 9).
    const why = /^[^:\n]+: error: (.+)$/m.exec(i.stderr)?.[1];
    return {
      what: `pytest stopped on a usage error before running any test${why ? ` (${clip(why)})` : ""}`,
      hint: "fix run; an option pytest does not know usually belongs to a plugin that is not installed for this python",
    };
  }
  return { what: `pytest stopped before running any test: ${clip(relativeIn(m[1]!, i.roots))}`, hint: ADD_TEST };
};

const pytestNoTests: Rule = (i) => {
  if (i.exitCode !== 5 || !mentionsPytest(i.run) || !/^=*\s*(?:no tests ran|\d+ deselected)\b[^\n]* in [\d.]+s\b/m.test(i.stdout)) return undefined;
  return { what: "pytest collected no tests (exit 5)", hint: "fix the test path or the -k / -m selection in run" };
};

// The runners a check calls with `python -m`; a missing module of any other name may be the code the worker is to write.
const PY_RUNNERS = new Set(["pytest", "unittest", "doctest", "nose", "nose2", "coverage", "tox", "nox", "green", "ward", "behave", "xmlrunner", "trial"]);

const pythonRunnerMissing: Rule = (i) => {
  for (const m of i.stderr.matchAll(/^(\S*python[\w.-]*): No module named ([\w.]+)$/gm)) {
    const name = m[2]!;
    if (!PY_RUNNERS.has(name.split(".")[0]!) || !new RegExp(`-m\\s*${escape(name)}\\b`).test(i.run)) continue;
    return {
      what: `${m[1]} cannot import the test runner ${name}`,
      hint: `install ${name} for that python, or call one that has it by absolute path (e.g. /abs/path/.venv/bin/python -m ${name}); checks run with a fresh HOME, so packages installed with pip --user are not seen`,
    };
  }
  return undefined;
};

// unittest reports a test module it cannot import as a failed test; the module itself missing
// (not something it imports) is told by the missing name being the one run gives and by no
// frame of the module's own file in the traceback.
const unittestModuleMissing: Rule = (i) => {
  if (!/\bunittest\b/.test(i.run)) return undefined;
  const blocks = i.stderr.split(/^ImportError: Failed to import test module: /m).slice(1);
  for (const block of blocks) {
    const module = /^(\S+)/.exec(block)?.[1];
    const body = block.split(/^={20,}$/m)[0]!;
    const missing = /^ModuleNotFoundError: No module named '([\w.]+)'$/m.exec(body)?.[1];
    if (!module || !missing) continue;
    const last = module.split(".").pop()!;
    const sameModule = missing === module || missing.endsWith(`.${last}`) || missing === last;
    const ownFrame = new RegExp(`File "[^"\\n]*[/\\\\]${escape(last)}(\\.py|[/\\\\]__init__\\.py)"`).test(body);
    if (!sameModule || ownFrame || !i.run.includes(missing)) continue;
    return { what: `unittest could not find the test module ${missing}`, hint: ADD_TEST };
  }
  return undefined;
};

const npmMissingScript: Rule = (i) => {
  if (!/\bnpm\b/.test(i.run)) return undefined;
  const m = /^npm (?:ERR!|error) Missing script: "([^"\n]+)"$/m.exec(i.stderr);
  if (!m) return undefined;
  return {
    what: `npm has no script "${m[1]}" in package.json`,
    hint: "add the script to package.json in the workspace before the task starts (a worker that changes test scripts leaves a tamper sign), or run the test command itself",
  };
};

// Python names the file and line of a syntax error just above it. A check file is restored from
// the baseline before grading, so a syntax error there can never be fixed by the work.
const syntaxErrorInCheckFile: Rule = (i) => {
  for (const text of [i.stderr, i.stdout]) {
    const lines = text.split("\n");
    for (const [n, line] of lines.entries()) {
      const err = /^(?:E\s+)?((?:Syntax|Indentation|Tab)Error: .*)$/.exec(line.trim());
      if (!err) continue;
      for (let k = n - 1; k >= Math.max(0, n - 5); k--) {
        const at = /^(?:E\s+)?File "([^"]+)", line (\d+)$/.exec(lines[k]!.trim());
        if (!at) continue;
        const rel = relative(at[1]!, i.roots);
        if (i.fixed.has(rel)) {
          return { what: `its own file ${rel} does not parse (line ${at[2]}: ${clip(err[1]!)})`, hint: "check files are restored from the baseline before grading, so no work can make the check pass; fix the file" };
        }
        break;
      }
    }
  }
  return undefined;
};

// Vite and vitest name the config they could not load and stop before any test: unless the work may fix that file, no work can make the check pass.
const viteConfigFailed: Rule = (i) => {
  if (!/\bvit(?:e|est)\b/.test(i.run)) return undefined;
  const m = /failed to load config from (\S+)\n(?:.*\n){0,5}?\s*(\w*Error(?::|\s\[)[^\n]*)/.exec(`${i.stderr}\n${i.stdout}`) ?? /failed to load config from (\S+)/.exec(`${i.stderr}\n${i.stdout}`);
  if (!m) return undefined;
  const rel = relative(m[1]!, i.roots);
  if (!i.fixed.has(rel) && i.allow?.length && picomatch.isMatch(rel, [...i.allow], { dot: true })) return undefined;
  return {
    what: `vitest could not load its config ${rel}${m[2] ? ` (${clip(m[2])})` : ""}`,
    hint: "the config must load on the baseline — a run that stops before any test can never pass; fix the config or what it needs (a dependency the environment lacks, a folder it writes in node_modules)",
  };
};

const RULES: readonly Rule[] = [commandNotFound, viteConfigFailed, nodeCouldNotFind, nodeReporterDestination, pytestStopped, pytestNoTests, pythonRunnerMissing, unittestModuleMissing, npmMissingScript, syntaxErrorInCheckFile];

function mentionsPytest(run: string): boolean {
  return /\bpy\.?test\b/.test(run);
}

/** `path` relative to the first of `roots` it lies in (runners print paths absolute or `./`-relative). */
export function relative(path: string, roots: readonly string[]): string {
  for (const root of roots) if (path.startsWith(`${root}/`)) return path.slice(root.length + 1);
  return path.replace(/^\.\//, "");
}

// Paths inside a message (pytest prints them absolute).
function relativeIn(text: string, roots: readonly string[]): string {
  return roots.reduce((t, root) => t.split(`${root}/`).join(""), text);
}

function firstLine(text: string): string {
  return clip(text.split("\n").find((l) => l.trim() !== "")?.trim() ?? "");
}

/** One line of at most 120 characters. */
export function clip(text: string): string {
  const one = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return one.length > 120 ? `${one.slice(0, 119)}…` : one;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
