import type { ShapeFamily } from "./shape.js";
import { type Fn, type Node, type Tree, descendants, isFn, normSpec, propName, unwrap } from "./js-tree.js";

/**
 * The shapes of a JS/TS file that need no data flow: equality hooks that return a constant,
 * assignments into test-framework objects, exit hooks, process replacement and native exits.
 * The flow-reading rules (the caller's stack, call counters) are in js-flow.ts.
 */

/** A shape as a rule finds it: the node it is about and the function that node runs in. */
export interface Found {
  readonly family: ShapeFamily;
  readonly node: Node;
  readonly fn: Fn | undefined;
  readonly evidence: string;
}

export type Report = (f: Found) => void;

// The objects of node:assert, node:test, vitest and jest (and the globals the last two install).
const FRAMEWORK_ROOTS = new Set(["node:assert", "node:test", "vitest", "jest", "expect", "jest-circus", "vi", "it", "test", "describe", "suite", "beforeEach", "afterEach", "beforeAll", "afterAll"]);
const EQUALITY_KEYS = new Set(["valueOf", "[Symbol.toPrimitive]", "equals", "asymmetricMatch"]);
const BUILTIN_MATCHERS = new Set(["toBe", "toEqual", "toStrictEqual", "toBeTruthy", "toBeFalsy", "toMatch", "toMatchObject", "toContain", "toContainEqual", "toHaveLength", "toHaveProperty", "toThrow", "toBeCloseTo", "toBeDefined", "toBeUndefined", "toBeNull", "toBeGreaterThan", "toBeLessThan", "toBeInstanceOf", "toHaveBeenCalled", "toHaveBeenCalledWith", "toMatchSnapshot", "toMatchInlineSnapshot", "toBeNaN", "toSatisfy"]);
const PATCHERS = new Set(["Object.defineProperty", "Object.defineProperties", "Object.assign", "Reflect.set", "Reflect.defineProperty", "Reflect.deleteProperty", "Object.setPrototypeOf", "Reflect.setPrototypeOf"]);
const MODULE_MOCKERS = new Set(["vi.mock", "vi.doMock", "vitest.vi.mock", "vitest.vi.doMock", "jest.mock", "jest.doMock", "jest.unstable_mockModule", "@jest/globals.jest.mock", "node:test.mock.module"]);
const EXIT_REPLACED = new Set(["process.exit", "process.reallyExit", "process.kill", "process.abort"]);
const NATIVE_CALLS = new Set(["process.reallyExit", "process.binding", "process._linkedBinding", "process.dlopen"]);
const FFI_MODULES = new Set(["ffi-napi", "@napi-ffi/ffi-napi", "koffi", "ffi-rs", "node-ffi", "@2060.io/ffi-napi"]);
const NATIVE_EXIT_NAMES = new Set(["exit", "_exit", "_Exit", "quick_exit", "abort", "kill", "raise", "syscall", "execv", "execve", "execvp"]);

export function isFramework(q: string | undefined): boolean {
  if (!q) return false;
  const root = q.split(".")[0]!;
  return FRAMEWORK_ROOTS.has(root) || /^@(vitest|jest)\//.test(root) || root.startsWith("vitest/");
}

/** A literal value: a number, string, boolean, null, undefined, a template with no substitutions. */
export function isLiteral(n: Node | null | undefined): boolean {
  if (!n) return false;
  const x = unwrap(n);
  switch (x.type) {
    case "BooleanLiteral":
    case "NumericLiteral":
    case "StringLiteral":
    case "NullLiteral":
    case "BigIntLiteral":
      return true;
    case "TemplateLiteral":
      return x.expressions.length === 0;
    case "Identifier":
      return x.name === "undefined";
    case "UnaryExpression":
      return ["-", "+", "!", "void"].includes(x.operator) && isLiteral(x.argument);
    default:
      return false;
  }
}

/** The values a function returns: its expression body, or each `return`'s argument (a bare `return` is undefined). */
export function returnValues(tree: Tree, fn: Fn): (Node | null)[] {
  if (fn.type === "ArrowFunctionExpression" && fn.body.type !== "BlockStatement") return [fn.body];
  return tree.own(fn).flatMap((n) => (n.type === "ReturnStatement" ? [n.argument ?? null] : []));
}

/** The name a function is installed under: its method key, the property or variable it is assigned to. */
export function installedAs(tree: Tree, fn: Fn): string | undefined {
  if (fn.type === "ObjectMethod" || fn.type === "ClassMethod") return propName(fn.key, fn.computed);
  if (fn.type === "ClassPrivateMethod") return undefined;
  const p = tree.parent.get(fn);
  if (!p) return undefined;
  if ((p.type === "ObjectProperty" || p.type === "ClassProperty") && p.value === fn) {
    const key = propName(p.key, p.computed);
    // Object.defineProperty(x, "valueOf", { value: () => 1 })
    if ((key === "value" || key === "get") && p.type === "ObjectProperty") {
      const obj = tree.parent.get(p);
      const call = obj && tree.parent.get(obj);
      if (call?.type === "CallExpression" && call.arguments[2] === obj && tree.qn(call.callee) === "Object.defineProperty" && call.arguments[1]) return propName(call.arguments[1], true);
    }
    return key;
  }
  if (p.type === "AssignmentExpression" && p.right === fn && (p.left.type === "MemberExpression" || p.left.type === "OptionalMemberExpression")) return propName(p.left.property, p.left.computed);
  if (p.type === "VariableDeclarator" && p.init === fn && p.id.type === "Identifier") return p.id.name;
  return undefined;
}

/** valueOf / [Symbol.toPrimitive] / equals / asymmetricMatch that return a constant. */
export function alwaysEqual(tree: Tree, report: Report): void {
  for (const fn of tree.fns) {
    const key = installedAs(tree, fn);
    if (!key || !EQUALITY_KEYS.has(key)) continue;
    const values = returnValues(tree, fn);
    if (values.length === 0 || !values.every((v) => v === null || isLiteral(v))) continue;
    const shown = [...new Set(values.map((v) => (v ? tree.src(unwrap(v), 12) : "undefined")))].join("/");
    const what = key === "equals" || key === "asymmetricMatch" ? `returns ${shown} whatever it is compared with` : `returns the constant ${shown}`;
    report({ family: "always-equal", node: fn, fn, evidence: `${key} ${what}` });
  }
}

/** Assignments into test-framework objects, exit hooks, process replacement, native exits. */
export function patches(tree: Tree, report: Report): void {
  const ffi = ffiModule(tree);
  for (const n of tree.nodes) {
    const fn = tree.owner.get(n);
    const at = (family: ShapeFamily, evidence: string): void => report({ family, node: n, fn, evidence });
    if (n.type === "AssignmentExpression" || n.type === "UpdateExpression" || (n.type === "UnaryExpression" && n.operator === "delete")) {
      const left = unwrap(n.type === "AssignmentExpression" ? n.left : n.argument);
      if (left.type !== "MemberExpression" && left.type !== "OptionalMemberExpression") continue;
      const target = tree.qn(left);
      const verb = n.type === "UnaryExpression" ? "deletes" : "assigns";
      if (target && EXIT_REPLACED.has(target)) at("exit-hook", `replaces ${target}`);
      else if (isFramework(tree.qn(left.object))) at("runner-patched", `${verb} ${target ?? tree.src(left)} (a test framework object)`);
      continue;
    }
    if (n.type !== "CallExpression") continue;
    const callee = tree.qn(n.callee);
    const args = n.arguments;
    const first = args[0] ? tree.qn(args[0]) : undefined;
    const firstString = args[0]?.type === "StringLiteral" ? args[0].value : undefined;
    if (callee && PATCHERS.has(callee) && args[0]) {
      const key = args[1] ? propName(args[1], true) : undefined;
      if (isFramework(first)) at("runner-patched", `${callee}(${tree.src(args[0], 30)}${key ? `, "${key}"` : ""}) patches a test framework object`);
      else if (first === "process" && key && ["exit", "exitCode", "reallyExit"].includes(key)) at("exit-hook", `${callee} redefines process.${key}`);
    } else if (callee?.endsWith(".extend") && isFramework(callee)) {
      const obj = args[0] && unwrap(args[0]);
      const keys = obj?.type === "ObjectExpression" ? obj.properties.flatMap((p) => (p.type !== "SpreadElement" ? [propName(p.key, p.computed)] : [])) : [];
      const builtin = keys.find((k) => k && BUILTIN_MATCHERS.has(k));
      at("runner-patched", builtin ? `${callee} overrides the built-in matcher ${builtin}` : `${callee} adds matchers to the test framework`);
    } else if (callee?.endsWith(".addEqualityTesters") && isFramework(callee)) {
      at("runner-patched", `${callee} changes what the test framework counts as equal`);
    } else if (callee?.endsWith(".spyOn") && isFramework(first)) {
      at("runner-patched", `${tree.src(n.callee, 20)}(${tree.src(args[0]!, 30)}) patches a test framework object`);
    } else if (callee && MODULE_MOCKERS.has(callee) && firstString && isFramework(normSpec(firstString))) {
      at("runner-patched", `${tree.src(n.callee, 20)}("${firstString}") replaces a test framework module`);
    } else if (callee && /^process\.(on|once|addListener|prependListener|prependOnceListener)$/.test(callee) && firstString) {
      if (firstString === "uncaughtException" || firstString === "unhandledRejection") at("exit-hook", `handles ${firstString} (${callee})`);
      else if ((firstString === "exit" || firstString === "beforeExit") && args[1] && setsExit(tree, args[1])) at("exit-hook", `a process "${firstString}" listener changes the exit status`);
    } else if (callee === "process.setUncaughtExceptionCaptureCallback") {
      at("exit-hook", "sets process.setUncaughtExceptionCaptureCallback");
    } else if (callee === "process.execve") {
      at("process-replaced", "calls process.execve (replaces the process)");
    } else if (callee && NATIVE_CALLS.has(callee)) {
      at("native-exit", `calls ${callee} (${tree.src(n, 40)})`);
    } else if (callee === "process.kill" && first === "process.pid") {
      at("native-exit", `sends a signal to its own process (${tree.src(n, 40)})`);
    } else if (ffi) {
      const name = args.find((a) => a.type === "StringLiteral" && NATIVE_EXIT_NAMES.has(a.value));
      if (name?.type === "StringLiteral") at("native-exit", `names C ${name.value} through ${ffi}`);
    }
  }
}

// The FFI module this file loads, if any (a C `exit` reached through it skips every exit hook).
function ffiModule(tree: Tree): string | undefined {
  for (const n of tree.nodes) {
    if (n.type === "ImportDeclaration" && FFI_MODULES.has(n.source.value)) return n.source.value;
    if (n.type === "CallExpression" && n.callee.type === "Identifier" && n.callee.name === "require" && n.arguments[0]?.type === "StringLiteral" && FFI_MODULES.has(n.arguments[0].value)) return n.arguments[0].value;
  }
  return undefined;
}

// Whether a listener sets process.exitCode or exits (an exit listener that forges the status).
function setsExit(tree: Tree, listener: Node): boolean {
  const fn = unwrap(listener);
  if (!isFn(fn)) return false;
  return descendants(fn).some((x) => {
    if (x.type === "AssignmentExpression") return tree.qn(x.left) === "process.exitCode";
    if (x.type === "CallExpression") return ["process.exit", "process.reallyExit", "process.kill"].includes(tree.qn(x.callee) ?? "");
    return false;
  });
}
