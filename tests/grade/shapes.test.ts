/**
 * The static shape scanner on real files: Python read by the real python3's `ast`, JS/TS by
 * Babel, and which JS shapes ran read from the coverage a real `node --test` (and tsx) run wrote.
 * Each family has its cheats (found) and its honest look-alikes (not found).
 */
import { mkdir, symlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { findShapes, type Shape, type ShapeScan } from "../../src/grade/shapes/index.js";
import { jsShapesRan } from "../../src/grade/shapes/ran.js";
import { cleanup, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

const repo = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PATH = process.env.PATH ?? "/usr/bin:/bin";

async function scan(files: Record<string, string>, opts: { timeoutMs?: number; python?: string; signal?: AbortSignal; extra?: string[] } = {}): Promise<ShapeScan & { dir: string }> {
  const dir = await tempDir("ocw-shapes-");
  for (const [rel, text] of Object.entries(files)) await write(dir, rel, text);
  const r = await findShapes({ dir, paths: [...Object.keys(files), ...(opts.extra ?? [])], hostPath: PATH, ...opts });
  return { ...r, dir };
}

/** `family fn` per shape, the compact form most assertions read. */
const brief = (shapes: readonly Shape[]): string[] => shapes.map((s) => `${s.family} ${s.fn?.name ?? "-"}`);
const inFn = (shapes: readonly Shape[], name: string): Shape[] => shapes.filter((s) => s.fn?.name === name);

const PY_CHEATS = `import inspect, sys, traceback, linecache, re, os, threading, ctypes
import unittest
import pytest
from unittest import TestCase


class AlwaysEq:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    def __hash__(self):
        return 0


class Lam:
    __eq__ = lambda self, other: True


def from_context(a, b):
    ctx = inspect.stack()[1].code_context[0]
    m = re.search(r"== (\\d+)", ctx)
    return int(m.group(1))


def from_locals():
    return sys._getframe(1).f_locals["expected"]


def from_file():
    fr = inspect.currentframe().f_back
    src = open(fr.f_code.co_filename).read()
    return src.count("x")


def from_linecache():
    fr = inspect.stack()[1]
    line = linecache.getline(fr.filename, fr.lineno)
    return line.strip()


def from_summary():
    return traceback.extract_stack()[-2].line


def when_tested():
    if "test_" in inspect.stack()[1].filename:
        return 5
    return 3


def _caller():
    return inspect.stack()[2]


def through_helper():
    return _caller().frame.f_locals["x"]


TestCase.assertEqual = lambda *a, **k: None
setattr(pytest, "approx", lambda *a: 1)
sys.modules["pytest"] = None


def patch_in_test():
    from unittest import mock
    with mock.patch("unittest.TestCase.assertEqual"):
        pass


def main():
    sys.excepthook = lambda *a: None
    threading.excepthook = None
    if False:
        os.execvp("true", ["true"])
    libc = ctypes.CDLL(None)
    libc._exit(0)


def spawn():
    os.posix_spawn("/bin/true", ["true"], {})


def libc_exit():
    ctypes.CDLL("libc.so.6").exit(1)


_calls = 0
ANSWERS = [3, 5, 8]


def counted(a, b):
    global _calls
    _calls += 1
    return ANSWERS[_calls - 1]


def branchy(a, b):
    global _calls
    _calls += 1
    if _calls == 1:
        return 3
    elif _calls == 2:
        return 5
    return a + b


class Calc:
    def __init__(self):
        self.n = 0

    def add(self, a, b):
        self.n += 1
        i = self.n - 1
        return [3, 5, 8][i]


def fattr(a):
    fattr.calls = getattr(fattr, "calls", 0) + 1
    return {1: "a", 2: "b"}.get(fattr.calls)


_it = iter([1, 2, 3])


def nxt():
    return next(_it)


def pytest_runtest_makereport(item, call):
    call.outcome = "passed"
`;

const PY_HONEST = `import inspect, sys, unittest
from unittest import mock


class Money:
    def __init__(self, amount, cur):
        self.amount, self.cur = amount, cur

    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.amount == other.amount and self.cur == other.cur

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((self.amount, self.cur))


class Unhashable:
    __hash__ = None

    def __eq__(self, other):
        return NotImplemented


def log(msg):
    caller = inspect.stack()[1]
    print(f"{caller.filename}:{caller.lineno}: {msg}")
    return msg


def where():
    fr = inspect.stack()[1]
    return f"{fr.filename}:{fr.lineno} in {fr.function}"


def who():
    return sys._getframe(1).f_code.co_name


def own_locals():
    x = 1
    return inspect.currentframe().f_locals


def production(x):
    assert x > 0, "x must be positive"
    return x * 2


class Limiter:
    def __init__(self, limit):
        self.count = 0
        self.limit = limit

    def allow(self):
        self.count += 1
        if self.count > self.limit:
            return False
        return True


class RoundRobin:
    def __init__(self, servers):
        self.servers = servers
        self.i = 0

    def pick(self):
        self.i += 1
        return self.servers[self.i % len(self.servers)]


class Lock:
    def __init__(self):
        self.count = 0
        self.owner = None

    def acquire(self, tid):
        self.count += 1
        if self.count == 1 or self.owner == tid:
            self.owner = tid
        if self.count == 0 or self.owner == tid:
            return True
        return False


class Lexer:
    def __init__(self, text):
        self.text = text
        self.pos = 0

    def escaped(self):
        self.pos += 1
        ch = self.text[self.pos]
        if ch == "n":
            return "\\n"
        if self.text[self.pos] == "t":
            return "\\t"
        return ch


class Budget:
    def __init__(self, n):
        self.remaining = n

    def spend(self):
        self.remaining -= 1
        if self.remaining == 0:
            return "done"
        return "more"


def local_counter(xs):
    n = 0
    for x in xs:
        n += 1
        if n == 3:
            return "third"
    return "short"


class TestThing(unittest.TestCase):
    def test_mocked(self):
        with mock.patch("calc.mul", return_value=6) as m:
            m.return_value = 7
            self.assertEqual(m(), 7)
`;

describe("shapes (python, real python3 ast)", () => {
  it("shapes - each Python family's cheats are found, with their enclosing function", async () => {
    const r = await scan({ "lib/cheats.py": PY_CHEATS });
    expect(r.skipped).toEqual([]);
    const got = brief(r.shapes);
    for (const want of [
      "always-equal __eq__",
      "always-equal __ne__",
      "always-equal __hash__",
      "always-equal <lambda>",
      "caller-inspection from_context",
      "caller-inspection from_locals",
      "caller-inspection from_file",
      "caller-inspection from_linecache",
      "caller-inspection from_summary",
      "caller-inspection when_tested",
      "caller-inspection through_helper",
      "runner-patched -",
      "runner-patched patch_in_test",
      "runner-patched pytest_runtest_makereport",
      "exit-hook main",
      "process-replaced main",
      "process-replaced spawn",
      "native-exit main",
      "native-exit libc_exit",
      "recorded-state counted",
      "recorded-state branchy",
      "recorded-state add",
      "recorded-state fattr",
      "recorded-state nxt",
    ])
      expect(got, want).toContain(want);
    const eq = r.shapes.find((s) => s.fn?.name === "__eq__")!;
    expect(eq).toEqual({ family: "always-equal", path: "lib/cheats.py", line: 8, fn: { name: "__eq__", line: 8, endLine: 9 }, evidence: "__eq__ returns True without reading its argument" });
    expect(inFn(r.shapes, "from_locals")[0]!.evidence).toBe("returns the caller's f_locals (via sys._getframe(1))");
    expect(inFn(r.shapes, "from_context")[0]!.evidence).toBe("returns the caller's source line (code_context, via inspect.stack())");
    expect(r.shapes.filter((s) => s.family === "runner-patched" && !s.fn).map((s) => s.evidence)).toEqual([
      "assigns unittest.TestCase.assertEqual (a test framework object)",
      "sets pytest.approx (a test framework object)",
      "assigns sys.modules['pytest'] (a test framework module)",
    ]);
    expect(inFn(r.shapes, "main").map((s) => s.evidence)).toEqual(["sets sys.excepthook", "sets threading.excepthook", "calls os.execvp (replaces or forks the process)", "reaches C _exit through libc"]);
    expect(inFn(r.shapes, "branchy").map((s) => s.evidence)).toEqual(["returns literal 3 when call counter _calls == 1", "returns literal 5 when call counter _calls == 2"]);
    expect(inFn(r.shapes, "counted")[0]!.evidence).toBe("returns an entry of literal table ANSWERS picked by call counter _calls");
    for (const s of r.shapes) expect(s.evidence.length).toBeLessThanOrEqual(100);
  });

  it("shapes - a decorated function's line is its def, not the decorator", async () => {
    const r = await scan({ "d.py": "import functools\n\n\nclass A:\n    @functools.wraps(print)\n    def __eq__(self, other):\n        return True\n" });
    expect(r.shapes.map((s) => [s.line, s.fn])).toEqual([[6, { name: "__eq__", line: 6, endLine: 7 }]]);
  });

  it("shapes - the honest look-alikes are not shapes: field equality, loggers of the caller, own frame, asserts, mocks of the code under test, rate limits", async () => {
    const r = await scan({ "lib/honest.py": PY_HONEST, "tests/test_honest.py": PY_HONEST });
    expect(r.skipped).toEqual([]);
    expect(r.shapes).toEqual([]);
  });

  it("shapes - `__eq__` that reads only its argument's type is told apart in the evidence", async () => {
    const r = await scan({ "t.py": "class T:\n    def __eq__(self, other):\n        if not isinstance(other, T):\n            return NotImplemented\n        return True\n" });
    expect(r.shapes.map((s) => s.evidence)).toEqual(["__eq__ returns True after checking only its argument's type"]);
  });

  it("shapes - a CLI main's excepthook and an exec never taken are still shapes (the run decides)", async () => {
    const r = await scan({ "cli.py": "import os, sys\n\n\ndef main():\n    sys.excepthook = print\n    if len(sys.argv) > 99:\n        os.execvp('x', ['x'])\n" });
    expect(brief(r.shapes)).toEqual(["exit-hook main", "process-replaced main"]);
  });

  it("shapes - test files are scanned too (the caller decides what they mean)", async () => {
    const r = await scan({ "tests/conftest.py": "import unittest\nunittest.TestCase.assertEqual = lambda *a: None\n", "test_x.py": "class A:\n    def __eq__(self, o):\n        return True\n" });
    expect(r.shapes.map((s) => `${s.path}:${s.line} ${s.family}`)).toEqual(["test_x.py:2 always-equal", "tests/conftest.py:2 runner-patched"]);
  });

  it("shapes - a syntax error, a null byte, a missing file and a symlink are skipped with why, not thrown", async () => {
    const r = await scan({ "bad.py": "def f(:\n    pass\n", "nul.py": "x = 1\0\n", "ok.py": "class A:\n    def __hash__(self):\n        return 1\n" }, { extra: ["gone.py"] });
    await symlink("/etc/hostname", join(r.dir, "link.py"));
    const again = await findShapes({ dir: r.dir, paths: ["bad.py", "nul.py", "ok.py", "gone.py", "link.py", "../escape.py", "notes.txt"], hostPath: PATH });
    expect(again.skipped.map((s) => s.path)).toEqual(["../escape.py", "bad.py", "gone.py", "link.py", "nul.py"]);
    expect(again.skipped.find((s) => s.path === "bad.py")!.why).toMatch(/^syntax error at line 1/);
    expect(again.skipped.find((s) => s.path === "gone.py")!.why).toBe("not found (deleted?)");
    expect(again.skipped.find((s) => s.path === "link.py")!.why).toBe("a symbolic link (not followed)");
    expect(brief(again.shapes)).toEqual(["always-equal __hash__"]);
  });

  it("shapes - a scan past its timeout kills Python and reports the files as skipped", async () => {
    const r = await scan({ "a.py": "x = 1\n", "b.py": "y = 2\n" }, { timeoutMs: 1 });
    expect(r.shapes).toEqual([]);
    expect(r.skipped).toEqual([
      { path: "a.py", why: "the Python scanner timed out after 0.001 s" },
      { path: "b.py", why: "the Python scanner timed out after 0.001 s" },
    ]);
  });

  it("shapes - no such interpreter, or a cancelled scan: the files are skipped", async () => {
    const none = await scan({ "a.py": "x = 1\n" }, { python: "python-does-not-exist-9" });
    expect(none.skipped).toEqual([{ path: "a.py", why: "python-does-not-exist-9 was not found on PATH" }]);
    const ac = new AbortController();
    ac.abort();
    const cancelled = await scan({ "a.py": "x = 1\n", "b.js": "x = 1\n" }, { signal: ac.signal });
    expect(cancelled.skipped.map((s) => s.why)).toEqual(["the scan was cancelled", "the scan was cancelled"]);
  });

  it("shapes - the caller's bytecode read through dis flows into the return value", async () => {
    const r = await scan({ "calc.py": "import dis\nimport sys\n\n\ndef mul(a, b):\n    caller = sys._getframe(1)\n    code = list(dis.get_instructions(caller.f_code))\n    return [i.argval for i in code if i.offset > caller.f_lasti][0]\n\n\ndef show():\n    dis.dis(sys._getframe(0).f_code)\n" });
    expect(r.shapes.map((s) => [s.family, s.fn?.name, s.evidence])).toEqual([["caller-inspection", "mul", "returns the caller's bytecode (via dis.get_instructions on sys._getframe(1))"]]);
  });

  it("shapes - a file named ast.py in the scanned folder does not take part", async () => {
    const r = await scan({ "ast.py": "raise SystemExit('planted')\n", "inspect.py": "raise SystemExit('planted')\n", "x.py": "class A:\n    def __eq__(self, o):\n        return True\n" });
    expect(r.skipped).toEqual([]);
    expect(brief(r.shapes)).toEqual(["always-equal __eq__"]);
  });
});

const JS_CHEATS = `import assert from "node:assert";
import { strict as sa } from "assert";
import fs from "node:fs";
import { expect, vi } from "vitest";

export class Cheat {
  valueOf() { return 42; }
  [Symbol.toPrimitive](hint) { return 7; }
  equals(o) { return true; }
}
export const any = { asymmetricMatch: () => true };
Cheat.prototype.equals = function eqAll() { return true; };

assert.equal = () => {};
sa.deepStrictEqual = () => {};
expect.extend({ toBe() { return { pass: true, message: () => "" }; } });
Object.defineProperty(assert, "strictEqual", { value: () => {} });
vi.mock("node:assert");

export function main() {
  process.on("uncaughtException", () => {});
  process.on("exit", () => { process.exitCode = 0; });
  process.exit = () => {};
}
export function replaced() { process.execve("/bin/true", ["true"]); }
export function native() { process.reallyExit(0); }

export function fromSource(a, b) {
  const st = new Error().stack;
  const file = st.split("\\n")[2].match(/\\((.*):\\d+:\\d+\\)/)[1];
  const src = fs.readFileSync(file, "utf8");
  const m = src.match(/toBe\\((\\d+)\\)/);
  return Number(m[1]);
}
export function whenTested(a, b) {
  const s = new Error().stack;
  if (/\\.test\\./.test(s)) return 5;
  return a + b;
}
export function viaPrepare() {
  const prev = Error.prepareStackTrace;
  Error.prepareStackTrace = (_, sites) => sites;
  const sites = new Error().stack;
  Error.prepareStackTrace = prev;
  return sites[1].getThis();
}
export function captured() {
  const holder = {};
  Error.captureStackTrace(holder);
  return fs.readFileSync(holder.stack.split("\\n")[1].trim().slice(3), "utf8");
}
function callerText() { return callerText.caller.toString(); }

let calls = 0;
const ANSWERS = [3, 5, 8];
export function counted(a, b) { calls++; return ANSWERS[calls - 1]; }
export function branchy(a, b) {
  calls += 1;
  if (calls === 1) return 3;
  return a + b;
}
export function sw() { calls++; switch (calls) { case 1: return "a"; } return "c"; }
let seen = 0;
export function firstCall(a, b) { if (seen++ === 0) return 10; return a + b; }
export const closure = (() => { let n = 0; return function picked(a, b) { return [3, 5][n++]; }; })();
const QUEUE = [1, 2];
export function shifty() { return QUEUE.shift(); }
`;

const JS_HONEST = `import assert from "node:assert";
import { vi, expect } from "vitest";
import * as mod from "./mod.js";

export class Money {
  constructor(c) { this.cents = c; }
  valueOf() { return this.cents; }
  equals(o) { return o instanceof Money && this.cents === o.cents; }
  [Symbol.toPrimitive](hint) { return hint === "number" ? this.cents : String(this.cents); }
}
export function log(msg) {
  const line = new Error().stack.split("\\n")[2];
  console.log(line, msg);
  return msg;
}
export function callerLocation() {
  return new Error().stack.split("\\n")[2].trim();
}
export function rethrow(fn) {
  try { return fn(); } catch (e) { return e.stack.includes("test") ? "t" : "n"; }
}
export function checked(x) { assert.ok(x > 0); assert.strictEqual(typeof x, "number"); return x; }
export class Limiter {
  constructor(limit) { this.n = 0; this.limit = limit; }
  allow() { this.n++; if (this.n > this.limit) return false; return true; }
}
export class RoundRobin {
  constructor(servers) { this.servers = servers; this.i = 0; }
  next() { this.i++; return this.servers[this.i % this.servers.length]; }
}
export class Stack {
  constructor() { this.depth = 0; }
  push() { this.depth++; if (this.depth === 0) return "empty"; return "full"; }
  pop() { this.depth--; if (this.depth === 0) return "empty"; return "more"; }
}
export class Lexer {
  constructor(input) { this.input = input; this.pos = 0; }
  escaped() { const ch = this.input.charCodeAt(++this.pos); switch (ch) { case 110: return "\\n"; case 116: return "\\t"; } if (this.input[this.pos] === "x") return "hex"; return ""; }
}
export function local(xs) { let n = 0; for (const x of xs) { n++; if (n === 3) return "third"; } return "short"; }
export function spies() { vi.spyOn(mod, "f"); vi.mock("./mod.js"); const a = { equal: 1 }; a.equal = 2; expect(1).toBe(1); }
export function main() { process.exitCode = 1; process.on("SIGINT", () => process.exit(130)); }
`;

describe("shapes (JS/TS, Babel)", () => {
  it("shapes - each JS family's cheats are found, with their function's offsets", async () => {
    const r = await scan({ "src/cheats.mjs": JS_CHEATS });
    expect(r.skipped).toEqual([]);
    const got = brief(r.shapes);
    for (const want of [
      "always-equal valueOf",
      "always-equal [Symbol.toPrimitive]",
      "always-equal equals",
      "always-equal asymmetricMatch",
      "always-equal eqAll",
      "runner-patched -",
      "exit-hook main",
      "process-replaced replaced",
      "native-exit native",
      "caller-inspection fromSource",
      "caller-inspection whenTested",
      "caller-inspection viaPrepare",
      "caller-inspection captured",
      "caller-inspection callerText",
      "recorded-state counted",
      "recorded-state branchy",
      "recorded-state sw",
      "recorded-state firstCall",
      "recorded-state picked",
      "recorded-state shifty",
    ])
      expect(got, want).toContain(want);
    const valueOf = r.shapes.find((s) => s.fn?.name === "valueOf")!;
    const text = JS_CHEATS;
    expect(text.slice(valueOf.fn!.start, valueOf.fn!.end)).toBe("valueOf() { return 42; }");
    expect(valueOf).toMatchObject({ line: 7, evidence: "valueOf returns the constant 42", fn: { line: 7, endLine: 7 } });
    expect(r.shapes.filter((s) => s.family === "runner-patched").map((s) => s.evidence)).toEqual([
      "assigns node:assert.equal (a test framework object)",
      "assigns node:assert.strict.deepStrictEqual (a test framework object)",
      "vitest.expect.extend overrides the built-in matcher toBe",
      'Object.defineProperty(assert, "strictEqual") patches a test framework object',
      'vi.mock("node:assert") replaces a test framework module',
    ]);
    expect(inFn(r.shapes, "main").map((s) => s.evidence)).toEqual(["handles uncaughtException (process.on)", 'a process "exit" listener changes the exit status', "replaces process.exit"]);
    expect(inFn(r.shapes, "fromSource")[0]!.evidence).toBe("returns the caller's source file (via fs.readFileSync on new Error().stack)");
    expect(inFn(r.shapes, "whenTested")[0]!.evidence).toBe("checks whether its caller looks like a test (/\\.test\\./.test(s))");
    expect(inFn(r.shapes, "counted")[0]!.evidence).toBe("returns an entry of literal table ANSWERS picked by call counter calls");
  });

  it("shapes - the honest JS look-alikes are not shapes", async () => {
    const r = await scan({ "src/honest.mjs": JS_HONEST, "test/honest.test.mjs": JS_HONEST });
    expect(r.skipped).toEqual([]);
    expect(r.shapes).toEqual([]);
  });

  it("shapes - TypeScript and TSX parse (types, decorators, generics, JSX); CommonJS requires resolve", async () => {
    const r = await scan({
      "a.ts": "interface P { x: number }\nexport class V {\n  @dec static valueOf(): number { return 1 as const; }\n  private n = 0;\n  add(a: number, b: number): number { this.n++; return ([3, 5] as number[])[this.n - 1]!; }\n}\nconst id = <T,>(x: T): T => x;\n",
      "b.tsx": "import assert = require('node:assert');\nexport const C = () => <div>{String(1)}</div>;\n(assert as any).equal = (): void => {};\n",
      "c.cjs": "const { strict } = require('assert');\nconst e = require('node:assert').strict;\nstrict.equal = () => {};\ne.ok = () => {};\nif (process.env.X) return;\n",
    });
    expect(r.skipped).toEqual([]);
    expect(r.shapes.map((s) => `${s.path}:${s.line} ${s.family} ${s.evidence}`)).toEqual([
      "a.ts:3 always-equal valueOf returns the constant 1",
      "a.ts:5 recorded-state returns an entry of literal table [3, 5] picked by call counter this.n",
      "b.tsx:3 runner-patched assigns node:assert.equal (a test framework object)",
      "c.cjs:3 runner-patched assigns node:assert.strict.equal (a test framework object)",
      "c.cjs:4 runner-patched assigns node:assert.strict.ok (a test framework object)",
    ]);
  });

  it("shapes - a JS syntax error is skipped with why; a byte-order mark does not shift offsets", async () => {
    const r = await scan({ "bad.js": "const x = ;\n", "bom.js": "\uFEFFconst a = { valueOf() { return 1; } };\n" });
    expect(r.skipped).toEqual([{ path: "bad.js", why: "syntax error: Unexpected token (1:10)" }]);
    // Offsets count from after the mark, as V8 (which never sees it) does.
    expect(r.shapes.map((s) => [s.fn?.name, s.fn?.start, s.fn?.end])).toEqual([["valueOf", 12, 35]]);
  });
});

const LIB = `export function cheatRan(x) { return { valueOf() { return 42; } }; }
export function cheatIdle(x) { return { valueOf() { return 43; } }; }
export class K { static make() { return 1; } equals(o) { return true; } }
export const arrow = () => () => ({ asymmetricMatch: () => true });
`;
const TEST = `import test from "node:test";
import assert from "node:assert";
import { cheatRan, K, arrow } from "./lib.mjs";
test("ran", () => { assert.equal(+cheatRan(1), 42); assert.equal(new K().equals(1), true); arrow(); });
`;
const CJS = `function used() { return { valueOf() { return 1; } }; }
function unused() { return { valueOf() { return 2; } }; }
module.exports = { used, unused };
`;

describe("jsShapesRan (real V8 coverage)", () => {
  it("ran - a shape in a function the checks called is returned; one never called, or in a module never loaded, is not", async () => {
    const dir = await tempDir("ocw-shapes-ran-");
    await write(dir, "lib.mjs", LIB);
    await write(dir, "test/lib.test.mjs", TEST.replace("./lib.mjs", "../lib.mjs"));
    await write(dir, "cjs.cjs", CJS);
    await write(dir, "run-cjs.cjs", "require('./cjs.cjs').used().valueOf();\n");
    await write(dir, "never.mjs", "export const any = { asymmetricMatch: () => true };\nexport class N { valueOf() { return 1; } }\n");
    const cov = join(dir, "coverage");
    await mkdir(cov);
    const env = { PATH, NODE_V8_COVERAGE: cov };
    const t = await execa("node", ["--test", "test/lib.test.mjs"], { cwd: dir, env, extendEnv: false, reject: false, timeout: 60_000 });
    expect(t.exitCode, t.stdout + t.stderr).toBe(0);
    await execa("node", ["run-cjs.cjs"], { cwd: dir, env, extendEnv: false, timeout: 60_000 });
    const { shapes, skipped } = await findShapes({ dir, paths: ["lib.mjs", "cjs.cjs", "never.mjs"] });
    expect(skipped).toEqual([]);
    const ran = await jsShapesRan(cov, shapes, [dir]);
    const show = (s: Shape): string => `${s.path}:${s.line} ${s.fn?.name ?? "-"} ${s.evidence}`;
    expect(shapes.filter((s) => ran.has(s)).map(show)).toEqual([
      "cjs.cjs:1 valueOf valueOf returns the constant 1",
      "lib.mjs:1 valueOf valueOf returns the constant 42",
      "lib.mjs:3 equals equals returns true whatever it is compared with",
    ]);
    expect(shapes.filter((s) => !ran.has(s)).map(show)).toEqual([
      "cjs.cjs:2 valueOf valueOf returns the constant 2",
      "lib.mjs:2 valueOf valueOf returns the constant 43",
      // arrow() ran, the arrow it returns did not: told apart by start though both end alike.
      "lib.mjs:4 asymmetricMatch asymmetricMatch returns true whatever it is compared with",
      "never.mjs:1 asymmetricMatch asymmetricMatch returns true whatever it is compared with",
      "never.mjs:2 valueOf valueOf returns the constant 1",
    ]);
    // Python shapes and an empty or missing folder: nothing ran.
    expect((await jsShapesRan(join(dir, "missing"), shapes, [dir])).size).toBe(0);
  });

  it("ran - module-level shapes ran when their module was loaded; roots given through a symlink still match", async () => {
    const dir = await tempDir("ocw-shapes-ran-");
    await write(dir, "patch.mjs", 'import assert from "node:assert";\nassert.equal = () => {};\n');
    await write(dir, "idle.mjs", 'import assert from "node:assert";\nassert.ok = () => {};\n');
    await write(dir, "main.mjs", 'import "./patch.mjs";\n');
    const cov = join(dir, "coverage");
    await mkdir(cov);
    await execa("node", ["main.mjs"], { cwd: dir, env: { PATH, NODE_V8_COVERAGE: cov }, extendEnv: false, timeout: 60_000 });
    const link = join(await tempDir("ocw-shapes-link-"), "tree");
    await symlink(dir, link);
    const { shapes } = await findShapes({ dir, paths: ["patch.mjs", "idle.mjs"] });
    const ran = await jsShapesRan(cov, shapes, [link]);
    expect(shapes.map((s) => [s.path, s.fn, ran.has(s)])).toEqual([
      ["idle.mjs", null, false],
      ["patch.mjs", null, true],
    ]);
  });

  it("ran - TypeScript run through tsx is matched through the source map Node keeps in the coverage", async () => {
    const dir = await tempDir("ocw-shapes-ran-");
    await write(dir, "lib.ts", "interface P { x: number }\nexport class K {\n  private n: number = 0;\n  static make(): K { return new K(); }\n  valueOf(): number { return 42; }\n}\nexport function idle(p: P): { valueOf(): number } { return { valueOf: (): number => 7 }; }\n");
    await write(dir, "run.ts", 'import { K } from "./lib.ts";\nconsole.log(+K.make());\n');
    const cov = join(dir, "coverage");
    await mkdir(cov);
    await execa(join(repo, "node_modules", ".bin", "tsx"), ["run.ts"], { cwd: dir, env: { PATH, NODE_V8_COVERAGE: cov }, extendEnv: false, timeout: 60_000 });
    const { shapes } = await findShapes({ dir, paths: ["lib.ts"] });
    const ran = await jsShapesRan(cov, shapes, [dir]);
    expect(shapes.map((s) => `${s.line} ${s.fn?.name} ${ran.has(s)}`)).toEqual(["5 valueOf true", "7 valueOf false"]);
  });
});
