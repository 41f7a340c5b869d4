/**
 * The JS/TS half of the shape scanner: parses one file and runs the rules over its tree.
 *
 * Parser: @babel/parser 7.29.17 (pinned; 8.x needs Node ≥ 22.18), not TypeScript's own
 * scanner/parser, which the issue named. Measured with esbuild 0.28.2 bundling each alone for
 * node20 ESM, as the chunk this module becomes:
 *
 *   typescript 5.9.3             9,939,042 B as the bundle is built (not minified), 3,560,659 B minified (1.0 MB gzip); loads in ~250 ms
 *   @babel/parser 7.29.17          591,295 B not minified, 318,332 B minified (82 KB gzip); loads in ~16 ms
 *   acorn 8.19 + acorn-walk 8.3.5  218,444 B, but no TypeScript; + @sveltejs/acorn-typescript 1.0.13: 434,649 B
 *
 * The bundle is committed in three places (dist/ and each skill's scripts/) and is not
 * minified, so TypeScript would add ~30 MB to every checkout and to the diff of each rebuild
 * that touches it; minifying that one chunk would need a second esbuild pass. Babel parses the
 * whole of TypeScript and JSX (it is what Babel, Prettier and others use for .ts) and gives the
 * same node offsets TypeScript would: UTF-16 indexes into the text, as V8's coverage counts them.
 * acorn would need a third-party TypeScript plugin with a thinner record. Parsing speed is the
 * same (~40 ms for a 250-line file). find.ts imports this module only when the diff has JS/TS
 * files, so the parser is loaded only then.
 */
import { type ParserOptions, type ParserPlugin, parse } from "@babel/parser";
import type { Program } from "@babel/types";
import type { Shape } from "./shape.js";
import { type Found, alwaysEqual, installedAs, patches } from "./js-rules.js";
import { callerInspection, recordedState } from "./js-flow.js";
import { type Fn, Tree } from "./js-tree.js";

/** A shape of one file, before its path is put on. */
export type FileShape = Omit<Shape, "path">;

/** The shapes of one JS/TS file, or why it could not be parsed (never thrown). `file` names the file for its extension. */
export function scanJs(text: string, file: string): { readonly shapes: FileShape[] } | { readonly why: string } {
  let program;
  try {
    program = parseFile(text, file);
  } catch (e) {
    return { why: `syntax error: ${(e as Error).message}`.slice(0, 200) };
  }
  const tree = new Tree(program, text);
  const found: Found[] = [];
  const report = (f: Found): void => void found.push(f);
  alwaysEqual(tree, report);
  patches(tree, report);
  callerInspection(tree, report);
  recordedState(tree, report);
  const seen = new Set<string>();
  const shapes: FileShape[] = [];
  for (const f of found) {
    const line = f.node.loc?.start.line ?? 1;
    const key = `${f.family}:${line}:${f.fn?.start ?? -1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    shapes.push({ family: f.family, line, fn: f.fn ? fnInfo(tree, f.fn) : null, evidence: f.evidence.slice(0, 100) });
  }
  return { shapes: shapes.sort((a, b) => a.line - b.line || a.family.localeCompare(b.family)) };
}

// Each extension's grammar; a second try for the rare file the first reading rejects (JSX in .js
// is the usual guess, legacy decorators the usual TypeScript).
function parseFile(text: string, file: string): Program {
  const ext = /\.[^./]+$/.exec(file)?.[0].toLowerCase() ?? ".js";
  const ts = [".ts", ".mts", ".cts", ".tsx"].includes(ext);
  // A declaration file (.d.ts) is ambient: `declare const x: T;` has no initializer.
  const typescript: ParserPlugin = /\.d\.[cm]?ts$/i.test(file) ? ["typescript", { dts: true }] : "typescript";
  const jsx: ParserPlugin[] = ext === ".tsx" ? ["jsx"] : [];
  const tries: ParserPlugin[][] = ts ? [[typescript, "decorators-legacy", ...jsx], [typescript, "decorators", ...jsx]] : [["jsx"], [], ["flow", "jsx"]];
  const base: ParserOptions = {
    sourceType: ext === ".mjs" || ext === ".mts" ? "module" : "unambiguous",
    sourceFilename: file,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowNewTargetOutsideFunction: true,
    allowUndeclaredExports: true,
    allowSuperOutsideMethod: true,
    errorRecovery: false,
    attachComment: false,
  };
  let first: unknown;
  for (const plugins of tries) {
    try {
      return parse(text, { ...base, plugins }).program;
    } catch (e) {
      first ??= e;
    }
  }
  throw first;
}

function fnInfo(tree: Tree, fn: Fn): NonNullable<Shape["fn"]> {
  const method = fn.type === "ClassMethod" || fn.type === "ObjectMethod" || fn.type === "ClassPrivateMethod";
  // A method's line is its name's (a decorator above it is not the function).
  const line = method ? (fn.key.loc?.start.line ?? fn.loc!.start.line) : fn.loc!.start.line;
  return { name: fnName(tree, fn), line, endLine: fn.loc!.end.line, start: fn.start ?? 0, end: fn.end ?? 0 };
}

// As V8 names it where it can: the declared name, the method key (`get x` for accessors), the
// variable or property it is assigned to.
function fnName(tree: Tree, fn: Fn): string {
  if ((fn.type === "FunctionDeclaration" || fn.type === "FunctionExpression") && fn.id) return fn.id.name;
  if (fn.type === "ClassPrivateMethod") return `#${fn.key.id.name}`;
  const name = installedAs(tree, fn) ?? "<anonymous>";
  return (fn.type === "ClassMethod" || fn.type === "ObjectMethod") && (fn.kind === "get" || fn.kind === "set") ? `${fn.kind} ${name}` : name;
}
