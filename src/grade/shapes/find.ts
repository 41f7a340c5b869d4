import { constants } from "node:fs";
import { access, lstat, readFile, realpath } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, isAbsolute, join, posix, resolve, sep } from "node:path";
import { execa } from "execa";
import { PYTHON_SCANNER } from "./python.js";
import { SHAPE_FAMILIES, type Shape, type ShapeFamily, type ShapeScan } from "./shape.js";

/**
 * Static shapes in the worker's diff: constructs that let code under test subvert the checks
 * that judge it (an `__eq__` that ignores its argument, a read of the caller's source, a patched
 * assertion, an exec or native exit, answers keyed on a call counter). Read with real parsers —
 * Python's `ast` through the interpreter the checks use (python.ts), Babel for JS/TS
 * (js.ts, loaded only when the diff has such files) — never with patterns over text.
 *
 * A shape is evidence, not a verdict: the grader decides with what the checks did at run time
 * (for JS, ran.ts says which shapes' functions ran). Shapes in test files are returned
 * too; the caller knows which files are the task's.
 */

const PY = /\.py$/i;
const JS = /\.(?:[cm]?[jt]s|[jt]sx)$/i;
// Larger files are reported as skipped rather than parsed (a minified bundle, a data file).
const MAX_BYTES = 4 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

type Skip = { path: string; why: string };

/** Scan the given files (relative paths under dir) — Python files (.py) with `python` (the interpreter the checks use, absolute path or a command name found on `hostPath`), JS/TS (.js .mjs .cjs .jsx .ts .mts .cts .tsx) in-process. One Python process for all .py files; bounded by timeoutMs (default 10 s), killed on timeout with the files reported as skipped. */
export async function findShapes(opts: { readonly dir: string; readonly paths: readonly string[]; readonly python?: string; readonly hostPath?: string; readonly timeoutMs?: number; readonly signal?: AbortSignal }): Promise<ShapeScan> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  const dir = await realpath(resolve(opts.dir)).catch(() => resolve(opts.dir));
  const skipped: Skip[] = [];
  const py: string[] = [];
  const js: string[] = [];
  for (const path of [...new Set(opts.paths)]) {
    if (!PY.test(path) && !JS.test(path)) continue;
    const why = await unreadable(dir, path);
    if (why) skipped.push({ path, why });
    else (PY.test(path) ? py : js).push(path);
  }
  const [pyScan, jsScan] = await Promise.all([
    py.length > 0 ? scanPython(dir, py, opts.python ?? "python3", opts.hostPath, Math.max(0, timeoutMs), opts.signal) : { shapes: [], skipped: [] },
    js.length > 0 ? scanJsFiles(dir, js, deadline, timeoutMs, opts.signal) : { shapes: [], skipped: [] },
  ]);
  const shapes = [...pyScan.shapes, ...jsScan.shapes].sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line || a.family.localeCompare(b.family));
  return { shapes, skipped: [...skipped, ...pyScan.skipped, ...jsScan.skipped].sort((a, b) => a.path.localeCompare(b.path)) };
}

// Why a listed file is not scanned: outside the folder, a link, not a regular file, too large.
async function unreadable(dir: string, path: string): Promise<string | undefined> {
  if (isAbsolute(path) || path.includes("\\") || posix.normalize(path).split("/").includes("..")) return "not a relative path inside the scanned folder";
  const full = join(dir, path);
  const st = await lstat(full).catch((e: NodeJS.ErrnoException) => e);
  if (st instanceof Error) return st.code === "ENOENT" ? "not found (deleted?)" : `could not be read: ${st.code ?? st.message}`;
  if (st.isSymbolicLink()) return "a symbolic link (not followed)";
  if (!st.isFile()) return "not a regular file";
  if (st.size > MAX_BYTES) return `larger than ${MAX_BYTES / 1024 / 1024} MB`;
  const real = await realpath(full).catch(() => full);
  if (!real.startsWith(dir + sep)) return "reached through a symbolic link that leaves the scanned folder";
  return undefined;
}

async function scanJsFiles(dir: string, paths: readonly string[], deadline: number, timeoutMs: number, signal: AbortSignal | undefined): Promise<{ shapes: Shape[]; skipped: Skip[] }> {
  const { scanJs } = await import("./js.js");
  const shapes: Shape[] = [];
  const skipped: Skip[] = [];
  for (const path of paths) {
    if (signal?.aborted) {
      skipped.push({ path, why: "the scan was cancelled" });
      continue;
    }
    if (Date.now() > deadline) {
      skipped.push({ path, why: `the scan ran out of time (${timeoutMs / 1000} s)` });
      continue;
    }
    const text = await readFile(join(dir, path), "utf8").catch((e: NodeJS.ErrnoException) => e);
    if (text instanceof Error) {
      skipped.push({ path, why: `could not be read: ${text.code ?? text.message}` });
      continue;
    }
    // V8 never sees a byte-order mark (Node strips it), so offsets are counted without it.
    const r = scanJs(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, path);
    if ("why" in r) skipped.push({ path, why: r.why });
    else for (const s of r.shapes) shapes.push({ ...s, path });
  }
  return { shapes, skipped };
}

async function scanPython(dir: string, paths: readonly string[], python: string, hostPath: string | undefined, timeoutMs: number, signal: AbortSignal | undefined): Promise<{ shapes: Shape[]; skipped: Skip[] }> {
  const searchPath = hostPath ?? process.env.PATH ?? "/usr/bin:/bin";
  const exe = await findExecutable(python, searchPath);
  if (!exe) return { shapes: [], skipped: paths.map((path) => ({ path, why: `${python} was not found${isAbsolute(python) ? "" : " on PATH"}` })) };
  if (signal?.aborted) return { shapes: [], skipped: paths.map((path) => ({ path, why: "the scan was cancelled" })) };
  const r = await execa(exe, ["-I", "-S", "-c", PYTHON_SCANNER], {
    input: JSON.stringify({ dir, paths }),
    reject: false,
    timeout: timeoutMs,
    ...(signal ? { cancelSignal: signal } : {}),
    forceKillAfterDelay: 1000,
    extendEnv: false,
    env: { PATH: searchPath, LC_ALL: "C.UTF-8" },
    cwd: tmpdir(),
    maxBuffer: 64 * 1024 * 1024,
    stripFinalNewline: false,
  });
  const shapes: Shape[] = [];
  const skipped: Skip[] = [];
  const done = new Set<string>();
  let fatal: string | undefined;
  for (const line of String(r.stdout ?? "").split("\n")) {
    if (!line.trim()) continue;
    const rec = parseRecord(line, paths);
    if (!rec) continue;
    if ("fatal" in rec) fatal = rec.fatal;
    else if (!done.has(rec.path)) {
      done.add(rec.path);
      if ("why" in rec) skipped.push({ path: rec.path, why: rec.why });
      else shapes.push(...rec.shapes);
    }
  }
  const why = fatal
    ? `the Python scanner cannot run: ${fatal}`
    : r.timedOut
      ? `the Python scanner timed out after ${timeoutMs / 1000} s`
      : r.isCanceled
        ? "the scan was cancelled"
        : `the Python scanner stopped before this file: ${lastLine(String(r.stderr ?? "")) || r.shortMessage || `exit ${r.exitCode}`}`;
  for (const path of paths) if (!done.has(path)) skipped.push({ path, why });
  return { shapes, skipped };
}

type PyRecord = { fatal: string } | { path: string; why: string } | { path: string; shapes: Shape[] };

// One line of the scanner's output, checked (the scanner is ours, but its output is still read back as data).
function parseRecord(line: string, paths: readonly string[]): PyRecord | undefined {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof v !== "object" || v === null) return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.fatal === "string") return { fatal: o.fatal };
  if (typeof o.path !== "string" || !paths.includes(o.path)) return undefined;
  const path = o.path;
  if (typeof o.skipped === "string") return { path, why: o.skipped };
  if (!Array.isArray(o.shapes)) return undefined;
  const shapes: Shape[] = [];
  for (const s of o.shapes as unknown[]) {
    const shape = toShape(s, path);
    if (!shape) return { path, why: "the Python scanner's output for this file was malformed" };
    shapes.push(shape);
  }
  return { path, shapes };
}

function toShape(s: unknown, path: string): Shape | undefined {
  if (typeof s !== "object" || s === null) return undefined;
  const o = s as Record<string, unknown>;
  if (!SHAPE_FAMILIES.includes(o.family as ShapeFamily) || !isLine(o.line) || typeof o.evidence !== "string") return undefined;
  let fn: Shape["fn"] = null;
  if (o.fn !== null) {
    const f = o.fn as Record<string, unknown> | undefined;
    if (!f || typeof f.name !== "string" || !isLine(f.line) || !isLine(f.endLine)) return undefined;
    fn = { name: f.name, line: f.line, endLine: f.endLine };
  }
  return { family: o.family as ShapeFamily, path, line: o.line, fn, evidence: o.evidence.slice(0, 100) };
}

function isLine(v: unknown): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= 0;
}

function lastLine(s: string): string {
  return (
    s
      .trim()
      .split("\n")
      .filter((l) => l.trim())
      .pop() ?? ""
  ).slice(0, 200);
}

// An absolute path as given, or the first executable of that name on the search path.
async function findExecutable(name: string, searchPath: string): Promise<string | undefined> {
  const candidates = isAbsolute(name) ? [name] : name.includes("/") ? [] : searchPath.split(delimiter).filter((d) => isAbsolute(d)).map((d) => join(d, name));
  for (const c of candidates) if (await access(c, constants.X_OK).then(() => true, () => false)) return c;
  return undefined;
}
