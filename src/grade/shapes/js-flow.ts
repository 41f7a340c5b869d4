import { type Report, installedAs, isLiteral, returnValues } from "./js-rules.js";
import { type Fn, type Node, type Tree, childrenOf, descendants, isFn, patternNames, propName, unwrap } from "./js-tree.js";

/**
 * The JS/TS shapes that follow values inside a function (flow-insensitive, by name):
 *
 * - caller-inspection: a stack the function makes itself (`new Error().stack`,
 *   `Error.captureStackTrace`, the call sites `Error.prepareStackTrace` hands over) or the calling
 *   function (`arguments.callee.caller`) is only metadata — file, line, names — and a logger that
 *   prints it is no shape. It becomes one when the caller's source (a file read from a path in the
 *   stack, the caller function's text), the caller's objects (`CallSite.getThis`, `.arguments`)
 *   flow into what the function returns, or when the stack is tested for a test file's name.
 * - recorded-state: a counter kept outside the call (an outer variable, `this.n`, `fn.calls`)
 *   that the function increments and then uses to pick a literal out of a table, or to branch to
 *   a literal `return`; and `shift()`/`pop()` of an outer literal table.
 */

type Return = Extract<Node, { type: "ReturnStatement" }>;
type Kind = "error" | "stack" | "frame" | "taint";
type Kinds = ReadonlyMap<Kind, string>;
const NONE: Kinds = new Map();
const ERRORS = new Set(["Error", "TypeError", "RangeError", "SyntaxError", "ReferenceError", "EvalError", "URIError", "AggregateError"]);
const FS_READERS = new Set(["node:fs.readFileSync", "node:fs.readFile", "node:fs.promises.readFile", "node:fs.createReadStream", "node:fs.openSync", "node:fs.open", "node:fs.promises.open", "readFileSync", "readFile"]);
const TESTISH = /test|spec/i;
const STRING_METHODS = new Set(["includes", "indexOf", "lastIndexOf", "startsWith", "endsWith", "match", "matchAll", "search"]);

function union(...all: Kinds[]): Map<Kind, string> {
  const out = new Map<Kind, string>();
  for (const k of all) for (const [kind, label] of k) if (!out.has(kind)) out.set(kind, label);
  return out;
}

// What a value computed from others keeps: the caller's data stays tainted; a stack stays
// metadata; a caller function turned into a string is its source.
function derive(k: Kinds, stringified = false): Kinds {
  const out = new Map<Kind, string>();
  for (const [kind, label] of k) {
    if (kind === "taint") out.set("taint", label);
    else if (kind === "frame" && stringified) out.set("taint", `source (via string of ${label})`);
    else if (kind === "stack" || kind === "frame") out.set("stack", label);
  }
  return out;
}

export function callerInspection(tree: Tree, report: Report): void {
  new CallerFlow(tree, report).run();
}

class CallerFlow {
  private readonly returnsByName = new Map<string, Kinds>();
  private readonly seeds = new Map<Fn, Map<string, Kinds>>();
  private readonly fnNames = new Set<string>();

  constructor(
    private readonly tree: Tree,
    private readonly report: Report,
  ) {
    for (const fn of tree.fns) {
      const name = this.nameOf(fn);
      if (name) this.fnNames.add(name);
    }
    // Error.prepareStackTrace = (error, sites) => …: the second parameter is the caller's call sites.
    for (const n of tree.nodes) {
      if (n.type !== "AssignmentExpression" || tree.qn(n.left) !== "Error.prepareStackTrace") continue;
      const fn = unwrap(n.right);
      const sites = isFn(fn) ? fn.params[1] : undefined;
      if (isFn(fn) && sites) this.seeds.set(fn, new Map(patternNames(sites).map((name) => [name, new Map([["stack", "call sites (Error.prepareStackTrace)"]])] as const)));
    }
  }

  run(): void {
    for (let round = 0; round < 4; round++) {
      let changed = false;
      for (const fn of this.tree.fns) {
        const name = this.nameOf(fn);
        if (!name) continue;
        const env = this.env(fn);
        const got = union(...returnValues(this.tree, fn).map((v) => (v ? this.kind(v, env) : NONE)));
        got.delete("error");
        const before = this.returnsByName.get(name) ?? NONE;
        const merged = union(before, got);
        if (merged.size > before.size) {
          this.returnsByName.set(name, merged);
          changed = true;
        }
      }
      if (!changed) break;
    }
    for (const scope of [undefined, ...this.tree.fns]) this.flag(scope, this.env(scope));
  }

  private nameOf(fn: Fn): string | undefined {
    if ((fn.type === "FunctionDeclaration" || fn.type === "FunctionExpression") && fn.id) return fn.id.name;
    return installedAs(this.tree, fn);
  }

  private flag(scope: Fn | undefined, env: Map<string, Kinds>): void {
    const t = this.tree;
    const returned = scope ? returnValues(t, scope) : [];
    for (const v of returned) {
      const k = v && this.kind(v, env).get("taint");
      if (v && k) this.report({ family: "caller-inspection", node: v, fn: scope, evidence: `returns the caller's ${k}` });
    }
    for (const n of t.own(scope)) {
      if (!scope && n.type === "VariableDeclarator" && n.init) {
        const k = this.kind(n.init, env).get("taint");
        if (k) this.report({ family: "caller-inspection", node: n, fn: scope, evidence: `stores the caller's ${k} at import` });
      }
      if (this.testCheck(n, env)) this.report({ family: "caller-inspection", node: n, fn: scope, evidence: `checks whether its caller looks like a test (${t.src(n, 50)})` });
    }
  }

  private testCheck(n: Node, env: Map<string, Kinds>): boolean {
    const stacky = (x: Node): boolean => {
      const k = this.kind(x, env);
      return k.has("stack") || k.has("frame") || k.has("taint");
    };
    if (n.type === "BinaryExpression" && ["===", "==", "!==", "!="].includes(n.operator) && n.left.type !== "PrivateName")
      return (stacky(n.left) && testish(n.right)) || (stacky(n.right) && testish(n.left));
    if (n.type !== "CallExpression" && n.type !== "OptionalCallExpression") return false;
    const callee = unwrap(n.callee);
    if (callee.type !== "MemberExpression" && callee.type !== "OptionalMemberExpression") return false;
    const method = propName(callee.property, callee.computed);
    const arg = n.arguments[0];
    if (!arg) return false;
    if (method && STRING_METHODS.has(method)) return stacky(callee.object) && testish(arg);
    if (method === "test" || method === "exec") return testish(callee.object) && stacky(arg);
    return false;
  }

  private env(scope: Fn | undefined): Map<string, Kinds> {
    const env = new Map<string, Kinds>(scope ? (this.seeds.get(scope) ?? []) : []);
    const bind = (p: Node | null | undefined, k: Kinds): boolean => {
      if (!p || k.size === 0) return false;
      const names = patternNames(p);
      const kinds = p.type === "Identifier" ? k : derive(k);
      let changed = false;
      for (const name of names) {
        const before = env.get(name) ?? NONE;
        const merged = union(before, kinds);
        if (merged.size > before.size) {
          env.set(name, merged);
          changed = true;
        }
      }
      return changed;
    };
    const own = this.tree.own(scope);
    for (let round = 0; round < 5; round++) {
      let changed = false;
      for (const n of own) {
        if (n.type === "VariableDeclarator" && n.init) changed = bind(n.id, this.kind(n.init, env)) || changed;
        else if (n.type === "AssignmentExpression" && n.left.type === "Identifier") changed = bind(n.left, n.operator === "=" ? this.kind(n.right, env) : derive(this.kind(n.right, env))) || changed;
        else if (n.type === "ForOfStatement" || n.type === "ForInStatement") {
          const left = n.left.type === "VariableDeclaration" ? n.left.declarations[0]?.id : n.left;
          changed = bind(left, derive(this.kind(n.right, env))) || changed;
        } else if (n.type === "CallExpression" && this.tree.qn(n.callee) === "Error.captureStackTrace" && n.arguments[0]?.type === "Identifier")
          changed = bind(n.arguments[0], new Map([["error", "Error.captureStackTrace"]])) || changed;
      }
      if (!changed) break;
    }
    return env;
  }

  private kind(n: Node, env: Map<string, Kinds>): Kinds {
    const t = this.tree;
    const x = unwrap(n);
    switch (x.type) {
      case "Identifier":
        return env.get(x.name) ?? NONE;
      case "NewExpression":
      case "CallExpression":
      case "OptionalCallExpression": {
        const callee = t.qn(x.callee);
        if (callee && ERRORS.has(callee)) return new Map([["error", x.type === "NewExpression" ? `new ${callee}()` : `${callee}()`]]);
        return this.callKind(x, env);
      }
      case "MemberExpression":
      case "OptionalMemberExpression": {
        const base = this.kind(x.object, env);
        const prop = propName(x.property, x.computed);
        if (base.has("error") && prop === "stack") return new Map([["stack", `${base.get("error")}.stack`]]);
        if (prop === "caller" && (base.has("frame") || this.callerBase(x.object))) return new Map([["frame", `${t.src(x.object, 20)}.caller`]]);
        if (base.has("frame") && prop === "arguments") return new Map([["taint", `arguments (via ${base.get("frame")})`]]);
        return union(derive(base), x.computed ? derive(this.kind(x.property, env)) : NONE);
      }
      case "ConditionalExpression":
        return union(this.kind(x.consequent, env), this.kind(x.alternate, env));
      case "LogicalExpression":
        return union(this.kind(x.left, env), this.kind(x.right, env));
      case "AwaitExpression":
        return x.argument ? this.kind(x.argument, env) : NONE;
      case "AssignmentExpression":
        return this.kind(x.right, env);
      case "SequenceExpression":
        return x.expressions.length > 0 ? this.kind(x.expressions[x.expressions.length - 1]!, env) : NONE;
      default: {
        if (isFn(x)) return NONE;
        const stringified = x.type === "TemplateLiteral" || (x.type === "BinaryExpression" && x.operator === "+");
        return union(...childrenOf(x).map((c) => derive(this.kind(c, env), stringified)));
      }
    }
  }

  private callKind(x: Node & { callee: Node; arguments: Node[] }, env: Map<string, Kinds>): Kinds {
    const t = this.tree;
    const callee = unwrap(x.callee);
    const q = t.qn(callee);
    const args = union(...x.arguments.map((a) => this.kind(a, env)));
    const label = args.get("stack") ?? args.get("taint");
    if (q && FS_READERS.has(q) && label) return new Map([["taint", `source file (via ${q.replace(/^node:/, "")} on ${label})`]]);
    if ((q === "String" || q === "Function.prototype.toString.call") && args.has("frame")) return new Map([["taint", `source (via ${q}(${args.get("frame")}))`]]);
    let out = derive(args);
    let name = callee.type === "Identifier" ? callee.name : undefined;
    if (callee.type === "MemberExpression" || callee.type === "OptionalMemberExpression") {
      const recv = this.kind(callee.object, env);
      const method = propName(callee.property, callee.computed);
      if (recv.has("stack") && method === "getThis") return new Map([["taint", `this object (via CallSite.getThis on ${recv.get("stack")})`]]);
      if (recv.has("stack") && method === "getFunction") return new Map([["frame", "CallSite.getFunction()"]]);
      if (recv.has("frame") && method === "toString") return new Map([["taint", `source (via ${recv.get("frame")}.toString())`]]);
      out = union(derive(recv), out);
      if (callee.object.type === "ThisExpression") name = method;
    }
    const returned = name !== undefined ? this.returnsByName.get(name) : undefined;
    return returned ? union(out, returned) : out;
  }

  // `arguments.callee.caller`, `someFunction.caller`: the function that called it.
  private callerBase(object: Node): boolean {
    const o = unwrap(object);
    if (o.type === "Identifier") return this.fnNames.has(o.name);
    return o.type === "MemberExpression" && o.object.type === "Identifier" && o.object.name === "arguments" && propName(o.property, o.computed) === "callee";
  }
}

function testish(n: Node): boolean {
  const x = unwrap(n);
  if (x.type === "StringLiteral") return TESTISH.test(x.value);
  if (x.type === "TemplateLiteral" && x.expressions.length === 0) return TESTISH.test(x.quasis[0]?.value.cooked ?? "");
  if (x.type === "RegExpLiteral") return TESTISH.test(x.pattern);
  return false;
}

// -- recorded-state --------------------------------------------------------------------------------

function isTable(n: Node | null | undefined): boolean {
  if (!n) return false;
  const x = unwrap(n);
  if (x.type === "ArrayExpression") return x.elements.length > 0 && x.elements.every((e) => e !== null && (isLiteral(e) || isTable(e)));
  if (x.type === "ObjectExpression") return x.properties.length > 0 && x.properties.every((p) => p.type === "ObjectProperty" && (!p.computed || isLiteral(p.key)) && (isLiteral(p.value) || isTable(p.value)));
  return false;
}

/** Answers keyed on a call counter: a counter kept outside the call picks a literal. */
export function recordedState(tree: Tree, report: Report): void {
  const tables = new Set<string>();
  const attrTables = new Set<string>();
  for (const n of tree.nodes) {
    if (n.type === "VariableDeclarator" && n.id.type === "Identifier" && isTable(n.init)) tables.add(n.id.name);
    if (n.type === "AssignmentExpression" && (n.left.type === "MemberExpression" || n.left.type === "OptionalMemberExpression") && isTable(n.right)) {
      const p = propName(n.left.property, n.left.computed);
      if (p) attrTables.add(p);
    }
    if ((n.type === "ClassProperty" || n.type === "ObjectProperty") && isTable(n.value as Node)) {
      const p = propName(n.key, n.computed);
      if (p) attrTables.add(p);
    }
  }
  for (const fn of tree.fns) new CounterFlow(tree, fn, tables, attrTables, report).run();
}

class CounterFlow {
  private readonly own: readonly Node[];
  private readonly counters = new Set<string>();
  private readonly derived = new Map<string, string>();

  constructor(
    private readonly tree: Tree,
    private readonly fn: Fn,
    private readonly tables: ReadonlySet<string>,
    private readonly attrTables: ReadonlySet<string>,
    private readonly report: Report,
  ) {
    this.own = tree.own(fn);
  }

  run(): void {
    this.findCounters();
    this.iterators();
    if (this.counters.size === 0) return;
    for (let round = 0; round < 4; round++) {
      let grew = false;
      for (const n of this.own) {
        if (n.type !== "VariableDeclarator" || n.id.type !== "Identifier" || !n.init || this.derived.has(n.id.name)) continue;
        const c = this.reads(n.init);
        if (c) {
          this.derived.set(n.id.name, c);
          grew = true;
        }
      }
      if (!grew) break;
    }
    this.picks();
    this.branches();
  }

  // An outer variable (not declared in this function) or a member chain (`this.n`, `add.calls`).
  private key(n: Node): string | undefined {
    const x = unwrap(n);
    if (x.type === "Identifier") return this.tree.declares(this.fn, x.name) ? undefined : x.name;
    if (x.type !== "MemberExpression") return undefined;
    let base: Node = x;
    while (base.type === "MemberExpression") base = unwrap(base.object);
    if (base.type === "Identifier" && this.tree.declares(this.fn, base.name)) return undefined;
    if (base.type !== "Identifier" && base.type !== "ThisExpression") return undefined;
    return this.tree.src(x, 200);
  }

  private findCounters(): void {
    for (const n of this.own) {
      let k: string | undefined;
      // Counters count up: a countdown (remaining--; === 0) is a budget, not a call number.
      if (n.type === "UpdateExpression" && n.operator === "++") k = this.key(n.argument);
      else if (n.type === "AssignmentExpression" && n.operator === "+=" && n.right.type === "NumericLiteral") k = this.key(n.left);
      else if (n.type === "AssignmentExpression" && n.operator === "=") {
        const r = unwrap(n.right);
        const self = this.key(n.left);
        if (self && r.type === "BinaryExpression" && r.operator === "+" && r.right.type === "NumericLiteral" && r.left.type !== "PrivateName" && descendants(r.left).some((d) => this.key(d) === self)) k = self;
      }
      if (k) this.counters.add(k);
    }
  }

  /**
   * The counter a value is computed from by arithmetic alone (the counter, a local computed from
   * it, literals, operators, `.length`, `Math.*`), or undefined. Data read at the counter (a
   * lexer's `this.input.charCodeAt(++this.pos)`) is not the counter: a cursor is not a call number.
   */
  private reads(n: Node): string | undefined {
    let found: string | undefined;
    const arith = (node: Node): boolean => {
      const x = unwrap(node);
      if (isLiteral(x)) return true;
      if (x.type === "Identifier" && this.derived.has(x.name) && this.tree.declares(this.fn, x.name)) {
        found ??= this.derived.get(x.name);
        return true;
      }
      if (x.type === "Identifier" || x.type === "MemberExpression") {
        const k = this.key(x);
        if (k && this.counters.has(k)) {
          found ??= k;
          return true;
        }
        return x.type === "MemberExpression" && !x.computed && propName(x.property, false) === "length";
      }
      if (x.type === "UpdateExpression") return arith(x.argument);
      if (x.type === "UnaryExpression") return arith(x.argument);
      if (x.type === "BinaryExpression") return x.left.type !== "PrivateName" && arith(x.left) && arith(x.right);
      if (x.type === "CallExpression" && this.tree.qn(x.callee)?.startsWith("Math.")) return x.arguments.every((a) => arith(a));
      return false;
    };
    return arith(n) ? found : undefined;
  }

  private tableRef(n: Node): string | undefined {
    const x = unwrap(n);
    if (isTable(x)) return this.tree.src(x, 30);
    if (x.type === "Identifier" && this.tables.has(x.name) && !this.tree.declares(this.fn, x.name)) return x.name;
    if (x.type === "MemberExpression") {
      const p = propName(x.property, x.computed);
      if (p && this.attrTables.has(p)) return this.tree.src(x, 30);
    }
    return undefined;
  }

  private returned(): Node[] {
    return returnValues(this.tree, this.fn).filter((v): v is Node => v !== null);
  }

  private picks(): void {
    const picks = new Map<Node, { table: string; counter: string }>();
    for (const n of this.own) {
      if (n.type === "MemberExpression" && n.computed) {
        const table = this.tableRef(n.object);
        const counter = table && this.reads(n.property);
        if (table && counter) picks.set(n, { table, counter });
      }
      if (n.type === "CallExpression" && n.callee.type === "MemberExpression" && propName(n.callee.property, n.callee.computed) === "at" && n.arguments[0]) {
        const table = this.tableRef(n.callee.object);
        const counter = table && this.reads(n.arguments[0]);
        if (table && counter) picks.set(n, { table, counter });
      }
    }
    if (picks.size === 0) return;
    const picked = new Map<string, { table: string; counter: string }>();
    const pickIn = (n: Node): { table: string; counter: string } | undefined => {
      for (const d of descendants(n, false)) {
        if (picks.has(d)) return picks.get(d);
        if (d.type === "Identifier" && picked.has(d.name)) return picked.get(d.name);
      }
      return undefined;
    };
    for (let round = 0; round < 3; round++)
      for (const n of this.own) {
        if (n.type === "VariableDeclarator" && n.id.type === "Identifier" && n.init && !picked.has(n.id.name)) {
          const t = pickIn(n.init);
          if (t) picked.set(n.id.name, t);
        }
      }
    for (const v of this.returned()) {
      const pick = pickIn(v);
      if (pick) this.report({ family: "recorded-state", node: v, fn: this.fn, evidence: `returns an entry of literal table ${pick.table} picked by call counter ${pick.counter}` });
    }
  }

  // true: the literal returns it guards are in the if-branch (===); false: in the else (!==).
  // `=== 0` asks whether anything was counted yet (a lock, a stack), not which call this is;
  // unless it is `n++ === 0`, the value before this call's increment.
  private counterTest(test: Node): { counter: string; inBody: boolean } | undefined {
    for (const d of descendants(test, false)) {
      if (d.type !== "BinaryExpression" || !["===", "==", "!==", "!="].includes(d.operator) || d.left.type === "PrivateName") continue;
      const [side, lit] = isLiteral(d.right) ? [d.left, d.right] : isLiteral(d.left) ? [d.right, d.left] : [undefined, undefined];
      if (!side || !lit) continue;
      const counter = this.reads(side);
      const l = unwrap(lit);
      const s = unwrap(side);
      const zero = l.type === "NumericLiteral" && l.value === 0;
      const postfix = s.type === "UpdateExpression" && !s.prefix;
      if (counter && (!zero || postfix)) return { counter, inBody: d.operator === "===" || d.operator === "==" };
    }
    return undefined;
  }

  private literalReturns(body: Node | null | undefined): (Return & { argument: Node })[] {
    if (!body) return [];
    return descendants(body, false).filter((d): d is Return & { argument: Node } => d.type === "ReturnStatement" && !!d.argument && (isLiteral(d.argument) || isTable(d.argument)) && !isNullish(d.argument) && this.tree.owner.get(d) === this.fn);
  }

  private branches(): void {
    const t = this.tree;
    for (const n of this.own) {
      if (n.type === "IfStatement") {
        const c = this.counterTest(n.test);
        if (!c) continue;
        // An else-if chain is its own IfStatement; only this branch's returns count here.
        const branch = c.inBody ? n.consequent : n.alternate?.type === "IfStatement" ? null : n.alternate;
        for (const r of this.literalReturns(branch)) this.report({ family: "recorded-state", node: r, fn: this.fn, evidence: `returns literal ${t.src(r.argument, 20)} when call counter ${t.src(n.test, 40)}` });
      } else if (n.type === "SwitchStatement") {
        const counter = this.reads(n.discriminant);
        if (!counter) continue;
        for (const c of n.cases) {
          if (!c.test || !isLiteral(c.test)) continue;
          for (const stmt of c.consequent) for (const r of this.literalReturns(stmt)) this.report({ family: "recorded-state", node: r, fn: this.fn, evidence: `returns literal ${t.src(r.argument, 20)} for call counter ${counter} == ${t.src(c.test, 10)}` });
        }
      }
    }
    for (const v of this.returned()) {
      const x = unwrap(v);
      if (x.type === "ConditionalExpression" && this.counterTest(x.test) && (isLiteral(x.consequent) || isLiteral(x.alternate)))
        this.report({ family: "recorded-state", node: v, fn: this.fn, evidence: `returns a literal chosen by call counter ${t.src(x.test, 40)}` });
    }
  }

  // `return ANSWERS.shift()`: each call takes the next literal of an outer table.
  private iterators(): void {
    for (const v of this.returned())
      for (const d of descendants(v, false)) {
        if (d.type !== "CallExpression" || d.callee.type !== "MemberExpression") continue;
        const method = propName(d.callee.property, d.callee.computed);
        const obj = unwrap(d.callee.object);
        if ((method === "shift" || method === "pop") && obj.type === "Identifier" && this.tables.has(obj.name) && !this.tree.declares(this.fn, obj.name))
          this.report({ family: "recorded-state", node: v, fn: this.fn, evidence: `returns items taken from literal table ${obj.name} (${method}())` });
      }
  }
}

function isNullish(n: Node): boolean {
  const x = unwrap(n);
  return x.type === "NullLiteral" || (x.type === "Identifier" && x.name === "undefined") || (x.type === "UnaryExpression" && x.operator === "void");
}
