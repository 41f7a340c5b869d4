import { readdir, readFile, realpath } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Shape } from "./shape.js";

/**
 * Which JS shapes the checks ran, from the coverage V8 wrote while they did (NODE_V8_COVERAGE:
 * one JSON per process, `{result: [{url, functions: [{functionName, ranges, isBlockCoverage}]}],
 * "source-map-cache"?}`). A function's first range spans the whole function and its count is
 * how often it was called; functions never called are listed with count 0 (and functions inside
 * them may not be listed at all: never compiled, never run).
 *
 * Offsets are over the text V8 compiled. For a file Node loads as it is (CommonJS — modern Node
 * compiles it without a wrapper, so no shift — or ESM) that is the file itself, and a shape's
 * function is matched by its offsets: the same end, the start at or just after Babel's (V8 starts
 * a method at its name, after `static` and decorators). For a file a loader transformed (tsx,
 * ts-node, a bundle with source maps), Node keeps the loader's source map in the coverage file's
 * "source-map-cache"; each V8 function is then mapped back into the original file and matched by
 * the same rule. A file compiled from a transformed text with no source map cannot be matched
 * and counts as not run: a loader that drops source maps hides what ran.
 */

interface V8Range {
  readonly startOffset: number;
  readonly endOffset: number;
  readonly count: number;
}
interface V8Function {
  readonly functionName: string;
  readonly ranges: readonly V8Range[];
}
interface V8Script {
  readonly url: string;
  readonly functions: readonly V8Function[];
}
interface CachedMap {
  readonly lineLengths?: readonly number[];
  readonly data?: { readonly sources?: readonly string[]; readonly sourcesContent?: readonly (string | null)[]; readonly sourceRoot?: string; readonly mappings?: string };
}

/** One function as V8 reported it, with its offsets in the file the shape is in. */
interface Seen {
  readonly start: number;
  readonly end: number | undefined;
  readonly count: number;
}

/** What the coverage says about one file: its functions, and whether its top level ran. */
interface FileRun {
  readonly functions: Seen[];
  ran: boolean;
}

const JS = /\.(?:[cm]?[jt]s|[jt]sx)$/i;
// How far after Babel's start V8's may be: `static`, `async`, decorators, modifiers.
const START_SLACK = 200;

/** JS "ran": given the folder NODE_V8_COVERAGE wrote (one JSON per process: {result:[{url, functions:[{functionName, ranges:[{startOffset,endOffset,count}], isBlockCoverage}]}]}), the roots the files were run under (a file url maps to dir/path under any root), return the shapes (JS ones only) whose fn range was executed (count>0 for the function whose first range matches fn start/end best; module-level shapes: the module ran). */
export async function jsShapesRan(coverageDir: string, shapes: readonly Shape[], roots: readonly string[]): Promise<Set<Shape>> {
  const ran = new Set<Shape>();
  const js = shapes.filter((s) => JS.test(s.path));
  if (js.length === 0) return ran;
  const rootDirs = new Set<string>();
  for (const r of roots) {
    rootDirs.add(resolve(r));
    rootDirs.add(await realpath(r).catch(() => resolve(r)));
  }
  // Every absolute path a shape's file may have been run as → its relative path.
  const wanted = new Map<string, string>();
  for (const s of js) for (const r of rootDirs) wanted.set(join(r, s.path), s.path);
  const runs = new Map<string, FileRun[]>();
  const texts = new Map<string, Promise<string | undefined>>();
  const original = (rel: string): Promise<string | undefined> => {
    let p = texts.get(rel);
    if (!p) {
      const first = [...rootDirs][0]!;
      p = readFile(join(first, rel), "utf8").then((t) => (t.charCodeAt(0) === 0xfeff ? t.slice(1) : t), () => undefined);
      texts.set(rel, p);
    }
    return p;
  };
  const files = (await readdir(coverageDir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  for (const f of files) {
    const doc = await readCoverage(join(coverageDir, f));
    if (!doc) continue;
    for (const script of doc.result) {
      const path = urlPath(script.url);
      const maps = doc.maps[script.url];
      const mapped = maps?.data?.sources && maps.data.mappings !== undefined && maps.lineLengths ? maps : undefined;
      const sources = mapped ? mapped.data!.sources!.map((s) => urlPath(resolveSource(s, mapped.data!.sourceRoot, script.url))) : [];
      const top = script.functions.find((fn) => fn.ranges[0]?.startOffset === 0);
      const scriptRan = (top?.ranges[0]?.count ?? 0) > 0;
      // The text V8 compiled is a shape file itself, untransformed.
      if (path && wanted.has(path) && !sources.includes(path)) {
        const seen = script.functions.flatMap((fn) => (fn.ranges[0] ? [{ start: fn.ranges[0].startOffset, end: fn.ranges[0].endOffset, count: fn.ranges[0].count }] : []));
        add(runs, wanted.get(path)!, { functions: seen, ran: scriptRan });
      }
      // A transformed text: each of its sources that is a shape file, through the map.
      for (const [i, source] of sources.entries()) {
        if (!source || !wanted.has(source)) continue;
        const rel = wanted.get(source)!;
        const text = mapped!.data!.sourcesContent?.[i] ?? (await original(rel));
        if (text === undefined) continue;
        const back = new SourceMap(mapped!.data!.mappings!, mapped!.lineLengths!, i, text);
        const seen = script.functions.flatMap((fn) => {
          const r = fn.ranges[0];
          const start = r ? back.original(r.startOffset) : undefined;
          if (!r || start === undefined) return [];
          const last = back.original(r.endOffset - 1);
          return [{ start, end: last === undefined ? undefined : last + 1, count: r.count }];
        });
        add(runs, rel, { functions: seen, ran: scriptRan });
      }
    }
  }
  for (const s of js) {
    const views = runs.get(s.path) ?? [];
    if (views.some((v) => (s.fn ? functionRan(v.functions, s.fn) : v.ran))) ran.add(s);
  }
  return ran;
}

function add(runs: Map<string, FileRun[]>, rel: string, run: FileRun): void {
  const list = runs.get(rel);
  if (list) list.push(run);
  else runs.set(rel, [run]);
}

// The reported function that is this one: the same end, the start at or just after ours; the
// closest such, so an arrow returned by an arrow (same end) is told from its parent by the start.
function functionRan(functions: readonly Seen[], fn: NonNullable<Shape["fn"]>): boolean {
  if (fn.start === undefined || fn.end === undefined) return false;
  let best: Seen | undefined;
  let bestScore = Infinity;
  for (const f of functions) {
    const ds = f.start - fn.start;
    if (ds < -2 || ds > Math.min(START_SLACK, fn.end - fn.start)) continue;
    if (f.end !== undefined && Math.abs(f.end - fn.end) > 2) continue;
    const score = Math.abs(ds) + (f.end === undefined ? 3 : Math.abs(f.end - fn.end));
    if (score < bestScore || (score === bestScore && f.count > (best?.count ?? 0))) {
      best = f;
      bestScore = score;
    }
  }
  return (best?.count ?? 0) > 0;
}

async function readCoverage(file: string): Promise<{ result: V8Script[]; maps: Record<string, CachedMap> } | undefined> {
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined;
  }
  const o = doc as { result?: unknown; "source-map-cache"?: unknown };
  if (!o || !Array.isArray(o.result)) return undefined;
  const result = o.result.filter((s): s is V8Script => typeof s === "object" && s !== null && typeof (s as V8Script).url === "string" && Array.isArray((s as V8Script).functions));
  const maps = typeof o["source-map-cache"] === "object" && o["source-map-cache"] !== null ? (o["source-map-cache"] as Record<string, CachedMap>) : {};
  return { result, maps };
}

// A script's url as a path: file URLs (query and hash dropped: loaders add them), or a plain absolute path.
function urlPath(url: string): string | undefined {
  if (url.startsWith("file:")) {
    try {
      return fileURLToPath(url.replace(/[?#].*$/, ""));
    } catch {
      return undefined;
    }
  }
  return isAbsolute(url) ? url : undefined;
}

function resolveSource(source: string, root: string | undefined, scriptUrl: string): string {
  const s = (root ?? "") + source;
  if (s.startsWith("file:") || isAbsolute(s)) return s;
  try {
    return new URL(s, scriptUrl.startsWith("file:") ? scriptUrl : `file://${scriptUrl}`).href;
  } catch {
    return s;
  }
}

/**
 * A source map read backwards for one source: a generated offset → the original offset it maps to.
 * `lineLengths` are the generated text's line lengths (Node records them beside the map).
 */
class SourceMap {
  // Per generated line: [generated column, original line, original column], by column.
  private readonly lines: [number, number, number][][] = [];
  private readonly genStarts: number[] = [];
  private readonly origStarts: number[] = [0];

  constructor(mappings: string, lineLengths: readonly number[], source: number, text: string) {
    let at = 0;
    for (const len of lineLengths) {
      this.genStarts.push(at);
      at += len + 1;
    }
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.origStarts.push(i + 1);
    let src = 0;
    let oLine = 0;
    let oCol = 0;
    for (const line of mappings.split(";")) {
      const segs: [number, number, number][] = [];
      let gCol = 0;
      for (const seg of line.split(",")) {
        if (!seg) continue;
        const v = decodeVlq(seg);
        gCol += v[0] ?? 0;
        if (v.length < 4) continue;
        src += v[1]!;
        oLine += v[2]!;
        oCol += v[3]!;
        if (src === source) segs.push([gCol, oLine, oCol]);
      }
      this.lines.push(segs.sort((a, b) => a[0] - b[0]));
    }
  }

  original(offset: number): number | undefined {
    let lo = 0;
    let hi = this.genStarts.length - 1;
    if (hi < 0) return undefined;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.genStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    const col = offset - this.genStarts[lo]!;
    const segs = this.lines[lo] ?? [];
    let hit: [number, number, number] | undefined;
    for (const s of segs) if (s[0] <= col) hit = s;
    // Only a mapping at this very column is trusted for where a function starts or ends.
    if (!hit || hit[0] !== col) return undefined;
    const lineStart = this.origStarts[hit[1]];
    return lineStart === undefined ? undefined : lineStart + hit[2];
  }
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function decodeVlq(seg: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of seg) {
    const d = B64.indexOf(ch);
    if (d < 0) return out;
    value += (d & 31) << shift;
    if (d & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}
