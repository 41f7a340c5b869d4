import type * as B from "@babel/types";

/**
 * A parsed JS/TS file as the shape rules read it: every node with its parent and its innermost
 * enclosing function, each function's declared names, and what a name or member chain stands
 * for as a dotted name (`node:assert.equal`, `process.exit`, `Error.prepareStackTrace`): imports,
 * `require`, aliases (`const a = assert`), and globals (names no scope declares).
 */

export type Node = B.Node;
export type Fn = B.Function | B.ObjectMethod | B.ClassMethod | B.ClassPrivateMethod;

const SKIP_KEYS = new Set(["type", "start", "end", "loc", "range", "extra", "leadingComments", "trailingComments", "innerComments", "comments", "tokens", "errors", "typeAnnotation", "returnType", "typeParameters", "superTypeParameters", "typeArguments", "implements", "predicate"]);
// TypeScript nodes that carry code that runs; the rest are types and are not walked.
const TS_RUNTIME = new Set(["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "TSTypeAssertion", "TSParameterProperty", "TSInstantiationExpression", "TSModuleDeclaration", "TSModuleBlock", "TSEnumDeclaration", "TSEnumMember", "TSExportAssignment", "TSImportEqualsDeclaration", "TSExternalModuleReference"]);
const FN_TYPES = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression", "ObjectMethod", "ClassMethod", "ClassPrivateMethod"]);
// Node's built-in modules as `require` names them without the prefix (enough for the rules).
const BUILTINS = new Set(["assert", "assert/strict", "fs", "fs/promises", "process", "child_process", "module", "path", "os", "util", "vm", "worker_threads"]);
const GLOBAL_OBJECTS = new Set(["globalThis", "global", "window", "self"]);

function isNode(v: unknown): v is Node {
  return typeof v === "object" && v !== null && typeof (v as { type?: unknown }).type === "string";
}

export function isFn(n: Node): n is Fn {
  return FN_TYPES.has(n.type);
}

/** The node's walkable children: expressions and statements, not comments, positions or type annotations. */
export function childrenOf(n: Node): Node[] {
  const out: Node[] = [];
  for (const [k, v] of Object.entries(n)) {
    if (SKIP_KEYS.has(k)) continue;
    if (Array.isArray(v)) {
      for (const x of v) if (isNode(x) && walkable(x)) out.push(x);
    } else if (isNode(v) && walkable(v)) out.push(v);
  }
  return out;
}

function walkable(n: Node): boolean {
  return !n.type.startsWith("TS") || TS_RUNTIME.has(n.type);
}

/** Every node under `n`, `n` first (iterative: deep files do not overflow the stack). */
export function descendants(n: Node, intoFunctions = true): Node[] {
  const out: Node[] = [];
  const stack: Node[] = [n];
  while (stack.length > 0) {
    const x = stack.pop()!;
    out.push(x);
    if (x !== n && !intoFunctions && isFn(x)) continue;
    const kids = childrenOf(x);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return out;
}

/** Strip what only types or groups an expression: `(x as T)`, `x!`, `(x)`. */
export function unwrap(n: Node): Node {
  let x = n;
  while (x.type === "TSAsExpression" || x.type === "TSSatisfiesExpression" || x.type === "TSNonNullExpression" || x.type === "TSTypeAssertion" || x.type === "ParenthesizedExpression" || x.type === "TSInstantiationExpression") x = x.expression;
  return x;
}

/** The names a binding pattern declares. */
export function patternNames(p: Node | null | undefined, out: string[] = []): string[] {
  if (!p) return out;
  if (p.type === "Identifier") out.push(p.name);
  else if (p.type === "ObjectPattern") for (const prop of p.properties) patternNames(prop.type === "RestElement" ? prop.argument : (prop.value as Node), out);
  else if (p.type === "ArrayPattern") for (const e of p.elements) patternNames(e, out);
  else if (p.type === "AssignmentPattern") patternNames(p.left, out);
  else if (p.type === "RestElement") patternNames(p.argument, out);
  else if (p.type === "TSParameterProperty") patternNames(p.parameter, out);
  return out;
}

/** A member's property as a name: `a.b` → b, `a["b"]` → b, `a[Symbol.toPrimitive]` → [Symbol.toPrimitive]. */
export function propName(key: Node, computed: boolean): string | undefined {
  const k = unwrap(key);
  if (!computed && (k.type === "Identifier" || k.type === "PrivateName")) return k.type === "Identifier" ? k.name : `#${k.id.name}`;
  if (k.type === "StringLiteral") return k.value;
  if (k.type === "NumericLiteral") return String(k.value);
  if (k.type === "TemplateLiteral" && k.expressions.length === 0) return k.quasis[0]?.value.cooked ?? undefined;
  if (computed && k.type === "MemberExpression" && k.object.type === "Identifier" && k.object.name === "Symbol") {
    const p = propName(k.property, k.computed);
    return p ? `[Symbol.${p}]` : undefined;
  }
  return undefined;
}

/** How a module specifier is named in dotted names: node built-ins as `node:x`, `node:process` as `process`. */
export function normSpec(spec: string): string {
  let s = spec.startsWith("node:") ? spec.slice(5) : BUILTINS.has(spec) ? spec : undefined;
  if (s === undefined) return spec;
  if (s === "assert/strict") s = "assert";
  if (s === "fs/promises") return "node:fs.promises";
  if (s === "process") return "process";
  return `node:${s}`;
}

export class Tree {
  readonly nodes: Node[];
  readonly fns: Fn[];
  readonly parent = new Map<Node, Node>();
  /** The innermost function a node runs in; absent at module level. A function node belongs to the one around it. */
  readonly owner = new Map<Node, Fn>();
  private readonly owned = new Map<Fn | undefined, Node[]>();
  private readonly declared = new Map<Node, Map<string, string | undefined>>();
  private readonly lineStarts: number[];

  constructor(
    readonly program: B.Program,
    readonly text: string,
  ) {
    this.nodes = [];
    this.fns = [];
    const stack: [Node, Fn | undefined][] = [[program, undefined]];
    while (stack.length > 0) {
      const [n, fn] = stack.pop()!;
      this.nodes.push(n);
      if (fn) this.owner.set(n, fn);
      if (n !== program) {
        let list = this.owned.get(fn);
        if (!list) this.owned.set(fn, (list = []));
        list.push(n);
      }
      const inner = isFn(n) ? n : fn;
      if (isFn(n)) this.fns.push(n);
      const kids = childrenOf(n);
      for (let i = kids.length - 1; i >= 0; i--) {
        this.parent.set(kids[i]!, n);
        stack.push([kids[i]!, inner]);
      }
    }
    this.lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    this.collectDeclarations();
  }

  /** The nodes that run in `fn` itself (the module when undefined), nested function nodes included but not their bodies. */
  own(fn: Fn | undefined): readonly Node[] {
    return this.owned.get(fn) ?? [];
  }

  /** The source of a node, whitespace squeezed, cut to `limit` characters. */
  src(n: Node, limit = 40): string {
    const s = this.text.slice(n.start ?? 0, n.end ?? 0).replace(/\s+/g, " ").trim();
    return s.length <= limit ? s : `${s.slice(0, limit - 3)}...`;
  }

  line(n: Node): number {
    return n.loc?.start.line ?? 1;
  }

  /** Whether `name` is declared in `fn` itself (a parameter, a local, a nested function's name). */
  declares(fn: Fn | undefined, name: string): boolean {
    return this.declared.get(fn ?? this.program)?.has(name) ?? false;
  }

  /** The dotted name an identifier stands for where it is used: its import or alias, a global's own name, or undefined for a local. */
  resolve(name: string, at: Node): string | undefined {
    let f = this.owner.get(at);
    for (;;) {
      const scope = this.declared.get(f ?? this.program);
      if (scope?.has(name)) return scope.get(name);
      if (!f) return name;
      f = this.owner.get(f);
    }
  }

  /** What an expression names as a dotted path (`assert.equal` → `node:assert.equal`), or undefined. */
  qn(n: Node): string | undefined {
    const x = unwrap(n);
    if (x.type === "Identifier") return this.resolve(x.name, x);
    if (x.type === "MemberExpression" || x.type === "OptionalMemberExpression") {
      const prop = propName(x.property, x.computed);
      if (!prop) return undefined;
      const base = this.qn(x.object);
      if (base === undefined) return undefined;
      return GLOBAL_OBJECTS.has(base) ? prop : `${base}.${prop}`;
    }
    if (x.type === "CallExpression" && x.arguments.length > 0) {
      const arg = x.arguments[0]!;
      const isRequire = x.callee.type === "Identifier" && x.callee.name === "require";
      if ((isRequire || x.callee.type === "Import") && arg.type === "StringLiteral") return normSpec(arg.value);
    }
    if (x.type === "ImportExpression" && x.source.type === "StringLiteral") return normSpec(x.source.value);
    if (x.type === "AwaitExpression") return this.qn(x.argument);
    return undefined;
  }

  /** 1-based line and 0-based column of a character offset. */
  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.lineStarts[lo]! };
  }

  private scopeOf(n: Node): Node {
    return this.owner.get(n) ?? this.program;
  }

  private declare(scope: Node, name: string): void {
    let m = this.declared.get(scope);
    if (!m) this.declared.set(scope, (m = new Map()));
    if (!m.has(name)) m.set(name, undefined);
  }

  private collectDeclarations(): void {
    const aliases: { scope: Node; name: string; init: Node; key?: string }[] = [];
    for (const n of this.nodes) {
      if (isFn(n)) {
        for (const p of n.params) for (const name of patternNames(p)) this.declare(n, name);
        if (n.type === "FunctionExpression" && n.id) this.declare(n, n.id.name);
        if (n.type === "FunctionDeclaration" && n.id) this.declare(this.scopeOf(n), n.id.name);
      } else if (n.type === "VariableDeclarator") {
        for (const name of patternNames(n.id)) this.declare(this.scopeOf(n), name);
        if (n.init && n.id.type === "Identifier") aliases.push({ scope: this.scopeOf(n), name: n.id.name, init: n.init });
        if (n.init && n.id.type === "ObjectPattern")
          for (const prop of n.id.properties)
            if (prop.type === "ObjectProperty" && prop.value.type === "Identifier") {
              const key = propName(prop.key, prop.computed);
              if (key) aliases.push({ scope: this.scopeOf(n), name: prop.value.name, init: n.init, key });
            }
      } else if (n.type === "ClassDeclaration" && n.id) this.declare(this.scopeOf(n), n.id.name);
      else if (n.type === "CatchClause") for (const name of patternNames(n.param)) this.declare(this.scopeOf(n), name);
      else if (n.type === "ImportDeclaration") {
        const spec = normSpec(n.source.value);
        for (const s of n.specifiers) {
          this.declare(this.program, s.local.name);
          const imported = s.type === "ImportSpecifier" ? propName(s.imported, false) : undefined;
          this.declared.get(this.program)!.set(s.local.name, imported && imported !== "default" ? `${spec}.${imported}` : spec);
        }
      } else if (n.type === "TSImportEqualsDeclaration") {
        this.declare(this.program, n.id.name);
        if (n.moduleReference.type === "TSExternalModuleReference") this.declared.get(this.program)!.set(n.id.name, normSpec(n.moduleReference.expression.value));
      }
    }
    // Aliases resolve through each other: `const a = require("assert"); const e = a.equal`.
    for (let round = 0; round < 3; round++)
      for (const a of aliases) {
        const scope = this.declared.get(a.scope)!;
        if (scope.get(a.name) !== undefined) continue;
        const base = this.qn(a.init);
        if (base !== undefined) scope.set(a.name, a.key ? `${base}.${a.key}` : base);
      }
  }
}
