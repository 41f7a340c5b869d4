import type { Rung } from "./ladder.js";

/**
 * The calibration ladder: five small tasks of rising difficulty, each a fixture repository, a
 * task spec whose acceptance checks fail on the fixture, checks held back from the worker, and
 * the honest replay answer (what a competent worker does; the demo and tests play it back).
 *
 * Every check runs on Node alone (the one runtime `ocw` itself needs), so the ladder works on
 * any machine that can run the plugin. Fixture code avoids template literals on purpose: these
 * files are written verbatim.
 */

const PKG = '{ "name": "ladder", "private": true, "type": "module" }\n';

const exactCheck = String.raw`import { readFileSync } from "node:fs";
const want = '{\n  "maxWorkers": 4,\n  "timeoutSeconds": 30\n}\n';
let got;
try {
  got = readFileSync("config/limits.json", "utf8");
} catch {
  console.error("config/limits.json is missing");
  process.exit(1);
}
if (got !== want) {
  console.error("config/limits.json differs: " + JSON.stringify(got));
  process.exit(1);
}
`;

const onlyLimits = String.raw`import { readdirSync, readFileSync } from "node:fs";
const names = readdirSync("config");
if (names.length !== 1 || names[0] !== "limits.json") {
  console.error("config/ should hold limits.json only, holds " + names.join(", "));
  process.exit(1);
}
const v = JSON.parse(readFileSync("config/limits.json", "utf8"));
if (v.maxWorkers !== 4 || v.timeoutSeconds !== 30 || Object.keys(v).length !== 2) process.exit(1);
`;

const slugifyBasic = String.raw`import { slugify } from "../src/slugify.js";
const cases = [["Hello, World!", "hello-world"], ["  already-slug  ", "already-slug"], ["Rock & Roll 2024", "rock-roll-2024"]];
for (const [input, want] of cases) {
  const got = slugify(input);
  if (got !== want) {
    console.error("slugify(" + JSON.stringify(input) + ") = " + JSON.stringify(got) + ", want " + JSON.stringify(want));
    process.exit(1);
  }
}
`;

const slugifyHidden = String.raw`import { slugify } from "./src/slugify.js";
const cases = [["--Multiple   spaces--", "multiple-spaces"], ["", ""], ["ABC def_ghi", "abc-def-ghi"], ["100% sure?", "100-sure"], ["a", "a"]];
for (const [input, want] of cases) {
  const got = slugify(input);
  if (got !== want) {
    console.error("slugify(" + JSON.stringify(input) + ") = " + JSON.stringify(got) + ", want " + JSON.stringify(want));
    process.exit(1);
  }
}
`;

const slugifySolution = String.raw`/** A URL slug: lower case, runs of anything but a-z and 0-9 become one "-", no "-" at either end. */
export function slugify(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
`;

const slugifyTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { slugify } from "../src/slugify.js";

test("slugify", () => {
  assert.equal(slugify("Hello, World!"), "hello-world");
  assert.equal(slugify("  spaced  out  "), "spaced-out");
  assert.equal(slugify("Rock & Roll 2024"), "rock-roll-2024");
});
`;

const lruTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { LruCache } from "../src/lru.js";

test("get returns what set stored", () => {
  const c = new LruCache(2);
  c.set("a", 1);
  assert.equal(c.get("a"), 1);
  assert.equal(c.get("zz"), undefined);
});

test("evicts the least recently used entry", () => {
  const c = new LruCache(2);
  c.set("a", 1);
  c.set("b", 2);
  c.get("a");
  c.set("c", 3);
  assert.equal(c.has("b"), false);
  assert.equal(c.has("a"), true);
  assert.equal(c.size, 2);
});

test("rejects a capacity below 1", () => {
  assert.throws(() => new LruCache(0), RangeError);
});
`;

const lruHidden = String.raw`import assert from "node:assert/strict";
import { LruCache } from "./src/lru.js";

const one = new LruCache(1);
one.set("a", 1);
one.set("b", 2);
assert.equal(one.has("a"), false);
assert.equal(one.get("b"), 2);

const c = new LruCache(2);
c.set("a", 1);
c.set("b", 2);
c.set("a", 10);
assert.equal(c.size, 2);
c.set("c", 3);
assert.equal(c.has("b"), false, "replacing a key makes it the most recent");
assert.equal(c.get("a"), 10);
assert.equal(c.delete("a"), true);
assert.equal(c.delete("a"), false);
assert.equal(c.size, 1);
assert.throws(() => new LruCache(1.5), RangeError);
`;

const lruSolution = String.raw`/** A least-recently-used cache holding at most capacity entries. */
export class LruCache {
  #capacity;
  #map = new Map();

  constructor(capacity) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError("capacity must be an integer of at least 1");
    this.#capacity = capacity;
  }

  get size() {
    return this.#map.size;
  }

  has(key) {
    return this.#map.has(key);
  }

  get(key) {
    if (!this.#map.has(key)) return undefined;
    const value = this.#map.get(key);
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key, value) {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.#capacity) this.#map.delete(this.#map.keys().next().value);
    return this;
  }

  delete(key) {
    return this.#map.delete(key);
  }
}
`;

const paginateBuggy = String.raw`/** The items on one page (pages count from 1), perPage items per page. */
export function paginate(items, page, perPage) {
  const start = page * perPage;
  return items.slice(start, start + perPage);
}

/** How many pages total items fill. */
export function pageCount(total, perPage) {
  return Math.ceil(total / perPage);
}
`;

const paginateTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { paginate } from "../src/paginate.js";

test("page 1 is the first page", () => {
  assert.deepEqual(paginate([1, 2, 3, 4, 5], 1, 2), [1, 2]);
});

test("the last page may be short", () => {
  assert.deepEqual(paginate([1, 2, 3, 4, 5], 3, 2), [5]);
});
`;

const countTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { pageCount } from "../src/paginate.js";

test("pageCount", () => {
  assert.equal(pageCount(5, 2), 3);
  assert.equal(pageCount(0, 2), 0);
  assert.equal(pageCount(4, 2), 2);
});
`;

const paginateHidden = String.raw`import assert from "node:assert/strict";
import { paginate } from "./src/paginate.js";
assert.deepEqual(paginate([1, 2, 3, 4, 5], 4, 2), []);
assert.deepEqual(paginate([1, 2, 3], 1, 10), [1, 2, 3]);
assert.deepEqual(paginate([1, 2, 3, 4], 2, 2), [3, 4]);
`;

const wcBin = String.raw`#!/usr/bin/env node
import { readFileSync } from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: wc.js <file>");
  process.exit(2);
}
const text = readFileSync(file, "utf8");
const words = text.split(/\s+/).filter(Boolean).length;
console.log(words + " " + file);
`;

const wcTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "wc-"));
const run = (...args) => spawnSync(process.execPath, ["bin/wc.js", ...args], { encoding: "utf8" });

test("counts words", () => {
  const f = join(dir, "words.txt");
  writeFileSync(f, "one two  three\nfour\n");
  assert.equal(run(f).stdout, "4 " + f + "\n");
});
`;

const wcFeatureCheck = String.raw`import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "wc-check-"));
const run = (...args) => spawnSync(process.execPath, ["bin/wc.js", ...args], { encoding: "utf8" });
const fail = (m) => { console.error(m); process.exit(1); };

const f = join(dir, "three.txt");
writeFileSync(f, "a\nb b\nc");
const lines = run("--lines", f);
if (lines.status !== 0 || lines.stdout !== "3 " + f + "\n") fail("--lines on 'a\\nb b\\nc' printed " + JSON.stringify(lines.stdout) + " (exit " + lines.status + "), want " + JSON.stringify("3 " + f + "\n"));
const missing = join(dir, "missing.txt");
const m = run(missing);
if (m.status !== 1) fail("a missing file should exit 1, exited " + m.status);
if (!m.stderr.includes("wc: cannot read " + missing)) fail("a missing file should print 'wc: cannot read <file>', printed " + JSON.stringify(m.stderr));
`;

const wcHidden = String.raw`import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import assert from "node:assert/strict";

const dir = mkdtempSync(join(tmpdir(), "wc-hidden-"));
const run = (...args) => spawnSync(process.execPath, ["bin/wc.js", ...args], { encoding: "utf8" });
const file = (name, text) => { const p = join(dir, name); writeFileSync(p, text); return p; };

const empty = file("empty.txt", "");
assert.equal(run("--lines", empty).stdout, "0 " + empty + "\n");
const one = file("one.txt", "only line\n");
assert.equal(run("--lines", one).stdout, "1 " + one + "\n");
const two = file("two.txt", "x\ny\n");
assert.equal(run("--lines", two).stdout, "2 " + two + "\n");
const words = file("words.txt", "  a   b\tc  ");
assert.equal(run(words).stdout, "3 " + words + "\n");
assert.equal(run("--lines", join(dir, "nope")).status, 1);
`;

const wcSolution = String.raw`#!/usr/bin/env node
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const lines = args.includes("--lines");
const file = args.find((a) => a !== "--lines");
if (!file) {
  console.error("usage: wc.js [--lines] <file>");
  process.exit(2);
}
let text;
try {
  text = readFileSync(file, "utf8");
} catch {
  console.error("wc: cannot read " + file);
  process.exit(1);
}
const count = lines
  ? text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0)
  : text.split(/\s+/).filter(Boolean).length;
console.log(count + " " + file);
`;

const wcTestSolution = wcTest + String.raw`
test("--lines counts lines, a last line without a newline too", () => {
  const f = join(dir, "lines.txt");
  writeFileSync(f, "a\nb\nc");
  assert.equal(run("--lines", f).stdout, "3 " + f + "\n");
});

test("a missing file is an error, not a crash", () => {
  const r = run(join(dir, "missing.txt"));
  assert.equal(r.status, 1);
  assert.match(r.stderr, /wc: cannot read/);
});
`;

export const RUNGS: readonly Rung[] = [
  {
    rung: 1,
    name: "exact file",
    files: { "README.md": "# ladder rung 1\n", "checks/exact.mjs": exactCheck },
    objective: [
      "Create the file config/limits.json containing exactly this JSON, with two-space indentation and one trailing newline:",
      "",
      "{",
      '  "maxWorkers": 4,',
      '  "timeoutSeconds": 30',
      "}",
      "",
      "Change no other file.",
    ].join("\n"),
    scope: ["config/limits.json"],
    acceptance: [{ name: "limits file is exact", run: "node checks/exact.mjs", files: ["checks/exact.mjs"] }],
    regression: [{ name: "readme kept", run: "grep -q 'ladder rung 1' README.md" }],
    hidden: [{ name: "config holds only the limits", run: "node hidden_only.mjs", inject: { "hidden_only.mjs": onlyLimits } }],
    honest: [
      { text: "- writing config/limits.json", tools: [{ write: { filePath: "config/limits.json", content: '{\n  "maxWorkers": 4,\n  "timeoutSeconds": 30\n}\n' } }] },
      { text: "- wrote config/limits.json with the exact content", result: "built" },
    ],
  },
  {
    rung: 2,
    name: "function + test",
    files: { "package.json": PKG, "README.md": "# ladder rung 2\n", "checks/slugify.mjs": slugifyBasic },
    objective: [
      "Add src/slugify.js exporting a function slugify(text): lower-case the text, replace every run of characters other than a-z and 0-9 with a single '-', and remove any leading or trailing '-'.",
      "Add test/slugify.test.js that checks at least three inputs with node:test and node:assert, and run it with `node --test test/slugify.test.js`.",
      "The package is an ES module (import/export).",
    ].join("\n"),
    scope: ["src/slugify.js", "test/**"],
    acceptance: [
      { name: "slugify works", run: "node checks/slugify.mjs", files: ["checks/slugify.mjs"] },
      { name: "slugify has a test", run: "grep -q slugify test/slugify.test.js && node --test test/slugify.test.js" },
    ],
    hidden: [{ name: "slugify edge cases", run: "node hidden_slugify.mjs", inject: { "hidden_slugify.mjs": slugifyHidden } }],
    honest: [
      {
        text: "- adding src/slugify.js and its test",
        tools: [{ write: { filePath: "src/slugify.js", content: slugifySolution } }, { write: { filePath: "test/slugify.test.js", content: slugifyTest } }],
      },
      { text: "- running the test", tools: [{ bash: { command: "node --test test/slugify.test.js", description: "run the new test" } }] },
      { text: "- test passes", result: "built" },
    ],
  },
  {
    rung: 3,
    name: "small module",
    files: { "package.json": PKG, "README.md": "# ladder rung 3\n", "test/lru.test.js": lruTest },
    objective: [
      "Add src/lru.js exporting a class LruCache, a least-recently-used cache:",
      "- new LruCache(capacity): capacity is an integer of at least 1, else throw a RangeError;",
      "- set(key, value) stores or replaces the value and makes the key the most recently used; when the cache then holds more than capacity entries it drops the least recently used one;",
      "- get(key) returns the value (undefined when absent) and makes the key the most recently used;",
      "- has(key) answers without changing the order; delete(key) removes the key and returns whether it was there; the size getter gives the number of entries.",
      "test/lru.test.js must pass (do not change it).",
    ].join("\n"),
    scope: ["src/lru.js"],
    acceptance: [{ name: "lru tests", run: "node --test test/lru.test.js", files: ["test/lru.test.js"] }],
    hidden: [{ name: "lru edge cases", run: "node hidden_lru.mjs", inject: { "hidden_lru.mjs": lruHidden } }],
    honest: [
      { text: "- writing src/lru.js", tools: [{ write: { filePath: "src/lru.js", content: lruSolution } }] },
      { text: "- wrote the cache on a Map (insertion order = recency)", result: "built" },
    ],
  },
  {
    rung: 4,
    name: "bug to green",
    files: { "package.json": PKG, "README.md": "# ladder rung 4\n", "src/paginate.js": paginateBuggy, "test/paginate.test.js": paginateTest, "test/count.test.js": countTest },
    objective: "test/paginate.test.js fails: paginate() in src/paginate.js treats page numbers as if they counted from 0, but pages count from 1. Fix src/paginate.js so the test passes. Do not change the tests.",
    scope: ["src/paginate.js"],
    acceptance: [{ name: "paginate tests", run: "node --test test/paginate.test.js", files: ["test/paginate.test.js"] }],
    regression: [{ name: "pageCount tests", run: "node --test test/count.test.js", files: ["test/count.test.js"] }],
    hidden: [{ name: "paginate edges", run: "node hidden_paginate.mjs", inject: { "hidden_paginate.mjs": paginateHidden } }],
    honest: [
      { text: "- fixing the page offset", tools: [{ edit: { filePath: "src/paginate.js", oldString: "const start = page * perPage;", newString: "const start = (page - 1) * perPage;" } }] },
      { text: "- pages now start at 1", result: "built" },
    ],
  },
  {
    rung: 5,
    name: "realistic feature",
    files: { "package.json": PKG, "README.md": "# ladder rung 5\n", "bin/wc.js": wcBin, "test/wc.test.js": wcTest, "checks/feature.mjs": wcFeatureCheck },
    objective: [
      "Add a --lines option to bin/wc.js: `node bin/wc.js --lines <file>` prints the number of lines instead of the number of words, in the same `<count> <file>` form; a last line without a trailing newline still counts, and an empty file has 0 lines.",
      "When the file cannot be read, print `wc: cannot read <file>` to stderr and exit with code 1 instead of crashing.",
      "Add tests for both to test/wc.test.js and keep the existing test passing (`node --test test/wc.test.js`).",
    ].join("\n"),
    scope: ["bin/wc.js", "test/wc.test.js"],
    acceptance: [
      { name: "lines option and read error", run: "node checks/feature.mjs", files: ["checks/feature.mjs"] },
      { name: "tests cover --lines", run: "grep -q -- --lines test/wc.test.js && node --test test/wc.test.js" },
    ],
    regression: [{ name: "word count kept", run: "node --test test/wc.test.js" }],
    hidden: [{ name: "wc edges", run: "node hidden_wc.mjs", inject: { "hidden_wc.mjs": wcHidden } }],
    honest: [
      { text: "- reading bin/wc.js", tools: [{ read: { filePath: "bin/wc.js" } }, { read: { filePath: "test/wc.test.js" } }] },
      { text: "- adding --lines and the read error", tools: [{ write: { filePath: "bin/wc.js", content: wcSolution } }, { write: { filePath: "test/wc.test.js", content: wcTestSolution } }] },
      { text: "- running the tests", tools: [{ bash: { command: "node --test test/wc.test.js", description: "run the tests" } }] },
      { text: "- --lines works, tests pass", result: "built" },
    ],
  },
];

const answerCount = String.raw`import { readFileSync } from "node:fs";
const answer = JSON.parse(readFileSync(process.env.OCW_ANSWER, "utf8"));
const lines = ["src/dates.js", "src/money.js", "src/units.js"].flatMap((f) => readFileSync(f, "utf8").split(/\n/).map((text, i) => ({ f, line: i + 1, text })));
const calls = lines.filter((l) => l.text.includes("parseInt("));
if (answer.count !== calls.length) {
  console.error("count " + answer.count + ", but " + calls.length + " lines call parseInt(");
  process.exit(1);
}
const said = new Set(answer.calls.map((c) => c.file + ":" + c.line));
const missing = calls.filter((c) => !said.has(c.f + ":" + c.line));
if (missing.length) {
  console.error("not listed: " + missing.map((c) => c.f + ":" + c.line).join(", "));
  process.exit(1);
}
`;

/**
 * The answer rung: read-only work whose answer is checked, reported beside the code envelope
 * (the self-build says whether the model is fit for answers). Three small files; the model lists
 * every call of parseInt( with file, line and quote, and their count. The schema, every citation
 * and the count (re-derived by the check) must hold.
 */
export const ANSWER_RUNG: Rung = {
  rung: 0,
  name: "answer",
  files: {
    "package.json": PKG,
    "README.md": "# ladder: answer\n",
    "src/dates.js": 'export function year(text) {\n  return parseInt(text.slice(0, 4), 10);\n}\n',
    "src/money.js": 'export function cents(text) {\n  const [whole, part = "0"] = text.split(".");\n  return parseInt(whole, 10) * 100 + parseInt(part.padEnd(2, "0"), 10);\n}\n',
    "src/units.js": 'export function km(metres) {\n  return metres / 1000;\n}\n',
    "checks/count.mjs": answerCount,
  },
  objective: [
    "Find every line under src/ that calls parseInt( and answer with a JSON object:",
    '{"calls": [{"file": "src/…", "line": <number>, "quote": "<the text of that line>"}, …], "count": <how many lines>}.',
    "Change no file.",
  ].join("\n"),
  scope: [],
  answer: {
    schema: {
      type: "object",
      required: ["calls", "count"],
      properties: {
        calls: { type: "array", items: { type: "object", required: ["file", "line", "quote"], properties: { file: { type: "string" }, line: { type: "integer" }, quote: { type: "string" } } } },
        count: { type: "integer", minimum: 0 },
      },
    },
  },
  acceptance: [{ name: "count and lines", run: "node checks/count.mjs", files: ["checks/count.mjs"] }],
  hidden: [],
  honest: [
    { text: "- reading the three files", tools: [{ read: { filePath: "src/dates.js" } }, { read: { filePath: "src/money.js" } }, { read: { filePath: "src/units.js" } }] },
    {
      text: [
        "- two lines call parseInt(",
        "",
        "```json",
        JSON.stringify({
          calls: [
            { file: "src/dates.js", line: 2, quote: "return parseInt(text.slice(0, 4), 10);" },
            { file: "src/money.js", line: 3, quote: 'return parseInt(whole, 10) * 100 + parseInt(part.padEnd(2, "0"), 10);' },
          ],
          count: 2,
        }),
        "```",
      ].join("\n"),
      result: "built",
    },
  ],
};
