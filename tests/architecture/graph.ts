import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** The repository root (two levels above this file). */
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const SRC = join(REPO, "src");

/**
 * ARCHITECTURE §2: each room, its floor and the rooms it may import. Rooms above the ground
 * floor may also import every ground room; ground rooms name their (downward) edges in full.
 */
export const ROOMS: Readonly<Record<string, { floor: number; may: readonly string[] }>> = {
  error: { floor: 0, may: [] },
  schema: { floor: 0, may: [] },
  paths: { floor: 0, may: ["error"] },
  durable: { floor: 0, may: ["error", "paths"] },
  git: { floor: 0, may: ["error", "paths", "durable"] },
  target: { floor: 0, may: ["error"] },
  // The workspace's environment (ignored dependencies, setup outputs, secrets): below both jobs and grade, which each ask it.
  environment: { floor: 0, may: ["error", "paths", "durable", "git"] },
  pack: { floor: 1, may: ["target"] },
  grade: { floor: 1, may: [] },
  setup: { floor: 1, may: ["target"] },
  opencode: { floor: 1, may: ["target", "pack"] },
  replay: { floor: 1, may: [] },
  jobs: { floor: 2, may: ["opencode", "grade", "setup", "pack"] },
  selftest: { floor: 3, may: ["jobs", "pack", "setup", "grade", "replay"] },
  mcp: { floor: 4, may: ["jobs", "selftest", "setup"] },
  tui: { floor: 4, may: ["jobs", "selftest", "setup"] },
  cli: { floor: 5, may: ["pack", "grade", "setup", "opencode", "replay", "jobs", "selftest", "mcp", "tui"] },
};

/**
 * ARCHITECTURE §2: a room that outgrew one reader's glance splits into sub-rooms by concern,
 * folders behind the room's one index.ts. Each sub-room, from the ground up, with the sub-rooms
 * it may import, always through their index.ts; a sub-room names only sub-rooms above it in this
 * list, so none can import its way round in a circle. The room's own top files (index.ts, and
 * grade.ts, which wires the sub-rooms) may import any sub-room; no sub-room imports them.
 */
export const SUBROOMS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  grade: {
    // The task spec: types, loading, the rules beyond the schema.
    task: [],
    // The trees: baseline and worker snapshots, changes, scope, the grading copy.
    snapshot: [],
    // What a check runs inside: bwrap, seccomp, its env, the toolchains, the workspace's environment.
    sandbox: [],
    // What a check's processes record: the exit trace, the preloads and tripwires, the harness wrapper.
    trace: [],
    // The static shapes of the diff (Python through the checks' interpreter, JS/TS with Babel).
    shapes: [],
    // Running checks: one in the sandbox, a task's in order, their JUnit reports.
    run: ["task", "snapshot", "sandbox", "trace"],
    // The judges: tamper signs, forged exits, subversion from inside the process.
    judge: ["snapshot", "trace", "run"],
    // The verdict: its rule, reasons, the claim, rendering, evidence, where grading writes.
    verdict: ["task", "snapshot", "sandbox", "run", "judge"],
    // Answer tasks: the answer, its citations, its reasons.
    answer: ["task", "snapshot", "run", "verdict"],
    // Validation on the baseline: the checks tell built from not built, for the right reason.
    validate: ["task", "snapshot", "sandbox", "trace", "run", "answer"],
  },
};

/** Packages that belong to one room: everyone else goes through that room's functions. */
export const PACKAGES: Readonly<Record<string, readonly string[]>> = {
  "@opencode-ai/sdk": ["opencode"],
  "@modelcontextprotocol/sdk": ["mcp"],
  "@huggingface/gguf": ["setup"],
  // replay validates its scripts with its own message voice, predating schema/.
  ajv: ["schema", "replay"],
  "gray-matter": ["pack"],
  "fast-xml-parser": ["grade"],
  // The JS/TS shape scanner's parser (its AST types come from @babel/types).
  "@babel/parser": ["grade"],
  "@babel/types": ["grade"],
  picomatch: ["grade"],
  ink: ["tui"],
  react: ["tui"],
  "env-paths": ["paths"],
};

/** Files outside src/ that code may import: the package manifest and the protocol's schemas. */
const OUTSIDE = [/^package\.json$/, /^protocol\/schemas\/[\w.-]+\.json$/];

const GROUND = Object.keys(ROOMS).filter((r) => ROOMS[r]!.floor === 0);

export interface Source {
  readonly file: string;
  readonly room: string;
  /** In a room with sub-rooms: the sub-room's folder, or "" for the room's own top files. */
  readonly sub?: string;
  readonly text: string;
}

/** A source file of src/ as the checks see it: its room and, in a room with sub-rooms, its sub-room. */
export function sourceOf(file: string, text: string): Source {
  const room = roomOf(file);
  return room in SUBROOMS ? { file, room, sub: subOf(file), text } : { file, room, text };
}

/** Every .ts/.tsx file under src/, with its room (the first path part, or the file's base name at top level). */
export function readSources(dir = SRC): Source[] {
  const out: Source[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...readSources(p));
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) {
      const file = relative(REPO, p).split(sep).join("/");
      out.push(sourceOf(file, readFileSync(p, "utf8")));
    }
  }
  return out;
}

function roomOf(file: string): string {
  const parts = file.split("/");
  return parts.length === 2 ? parts[1]!.replace(/\.tsx?$/, "") : parts[1]!;
}

// src/<room>/<sub>/x.ts → <sub>; src/<room>/x.ts → "" (the room's top files).
function subOf(file: string): string {
  const parts = file.split("/");
  return parts.length > 3 ? parts[2]! : "";
}

export interface Import {
  readonly from: Source;
  readonly specifier: string;
  readonly kind: "room" | "same-room" | "outside" | "package" | "node";
  /** The room or package imported, or the repository path for "outside". */
  readonly target: string;
  /** For a room import: the file inside that room it names; for a same-room import in a room with sub-rooms: the file inside the sub-room (or the room's top). */
  readonly entry?: string;
  /** For a same-room import in a room with sub-rooms: the sub-room imported, or "" for the room's top files. */
  readonly sub?: string;
  /** The repository path it resolves to (src/ only), without extension. */
  readonly path?: string;
}

/** The static and dynamic imports of each file, found by TypeScript's own scanner (strings in templates are not imports). */
export function roomImports(sources: readonly Source[]): Import[] {
  return sources.flatMap((from) =>
    ts.preProcessFile(from.text, true, true).importedFiles.map(({ fileName: specifier }): Import => {
      if (specifier.startsWith("node:")) return { from, specifier, kind: "node", target: specifier };
      if (!specifier.startsWith(".")) {
        const pkg = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
        return { from, specifier, kind: "package", target: pkg };
      }
      const abs = relative(REPO, join(REPO, dirname(from.file), specifier)).split(sep).join("/");
      if (!abs.startsWith("src/")) return { from, specifier, kind: "outside", target: abs };
      const file = abs.replace(/\.js$/, ".ts");
      const room = roomOf(file);
      const path = abs.replace(/\.(js|ts|tsx)$/, "");
      if (room === from.room) {
        if (!(room in SUBROOMS)) return { from, specifier, kind: "same-room", target: room, path };
        const sub = subOf(file);
        return { from, specifier, kind: "same-room", target: room, sub, entry: abs.split("/").slice(sub ? 3 : 2).join("/"), path };
      }
      return { from, specifier, kind: "room", target: room, entry: abs.split("/").slice(2).join("/"), path };
    }),
  );
}

/** Every import that breaks the table, as a line a reader can act on. */
export function checkImports(imports: readonly Import[]): string[] {
  const bad: string[] = [];
  for (const i of imports) {
    const where = `${i.from.file}: ${i.specifier}`;
    if (i.kind === "outside" && !OUTSIDE.some((re) => re.test(i.target))) bad.push(`${where} reaches outside src/ to ${i.target}`);
    if (i.kind === "same-room" && i.sub !== undefined) bad.push(...checkSubroomImport(i, where));
    if (i.kind !== "room") continue;
    const row = ROOMS[i.from.room];
    const to = ROOMS[i.target];
    if (!row || !to) {
      bad.push(`${where}: room ${i.target} is not in ARCHITECTURE §2`);
      continue;
    }
    const allowed = row.may.includes(i.target) || (row.floor > 0 && GROUND.includes(i.target));
    if (!allowed) bad.push(`${where}: ${i.from.room} (floor ${row.floor}) may not import ${i.target} (floor ${to.floor}); allowed: ${[...row.may, ...(row.floor > 0 ? GROUND : [])].join(", ") || "nothing"}`);
    // A room's inner files are its own; the top-level error.ts is a room of one file.
    if (i.entry !== undefined && i.entry !== "" && !/^index\.(js|ts|tsx)$/.test(i.entry)) bad.push(`${where}: imports ${i.target}'s inner file ${i.entry}; use ${i.target}/index.js`);
  }
  return bad;
}

// Inside a room with sub-rooms: a sub-room imports another only through its index.ts and only
// if its row names it; the room's top files may import any sub-room; no sub-room imports the top.
function checkSubroomImport(i: Import, where: string): string[] {
  const table = SUBROOMS[i.from.room]!;
  const from = i.from.sub!;
  const to = i.sub!;
  if (from === to) return [];
  if (from !== "" && !(from in table)) return [`${i.from.file}: sub-room ${i.from.room}/${from} is not in ARCHITECTURE §2 (SUBROOMS)`];
  if (to === "") return [`${where}: sub-room ${i.from.room}/${from} imports the room's top file ${i.entry}; the top wires the sub-rooms, never the reverse`];
  if (!(to in table)) return [`${where}: sub-room ${i.from.room}/${to} is not in ARCHITECTURE §2 (SUBROOMS)`];
  const bad: string[] = [];
  if (from !== "" && !table[from]!.includes(to)) bad.push(`${where}: ${i.from.room}/${from} may not import ${i.from.room}/${to}; allowed: ${table[from]!.join(", ") || "nothing"}`);
  if (!/^index\.(js|ts)$/.test(i.entry!)) bad.push(`${where}: imports ${i.from.room}/${to}'s inner file ${i.entry}; use ${to}/index.js`);
  return bad;
}

/** The circles among the files of `room`, each as the files in it (static, type-only and dynamic imports alike). */
export function importCycles(sources: readonly Source[], room: string): string[][] {
  const inRoom = sources.filter((s) => s.room === room);
  const id = (file: string) => file.replace(/\.tsx?$/, "");
  const edges = new Map<string, string[]>(inRoom.map((s) => [id(s.file), []]));
  for (const i of roomImports(inRoom)) if (i.kind === "same-room" && i.path && edges.has(i.path)) edges.get(id(i.from.file))!.push(i.path);
  // Tarjan's strongly connected components: any with more than one file is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do scc.push((w = stack.pop()!));
    while (w !== v);
    if (scc.length > 1 || edges.get(v)!.includes(v)) cycles.push(scc.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/**
 * Code shapes that reach around a room without an import: each names the room that owns the
 * job. A rule is a pattern, the rooms allowed to contain it, and why.
 */
const everywhereBut = (...rooms: string[]) => (room: string) => !rooms.includes(room);
const RULES: readonly { re: RegExp; applies: (room: string) => boolean; why: string }[] = [
  { re: /\(\s*["'`]git["'`]\s*,/, applies: everywhereBut("git"), why: "runs git directly; every git call goes through src/git" },
  { re: /\bclient\.(?:session|event|permission|config|provider|global|instance)\b/, applies: everywhereBut("opencode"), why: "drives the OpenCode SDK client; the session protocol belongs to src/opencode" },
  { re: /JSON\.parse\([^;]*?\)\s*as\s+(?!const\b)[A-Za-z{]/, applies: (room) => room === "jobs", why: "reads a state file unchecked; the ledger validates state files against protocol/schemas on read" },
  { re: /\bas\s+ReasonCode\b/, applies: everywhereBut("grade"), why: "makes a reason code by hand; one function in grade/ maps failures to REASON_CODES" },
  { re: /\bcode\.toLowerCase\(\)/, applies: everywhereBut("grade"), why: "turns an error code into a reason by hand; one function in grade/ maps failures to REASON_CODES" },
  { re: /\.path\.endsWith\(/, applies: everywhereBut("pack"), why: "searches the compiler's outputs by path; pack/ returns the OpenCode files for a route as data" },
  { re: /["'`]cli["'`]\s*,\s*["'`]ocw\.ts["'`]/, applies: everywhereBut("cli"), why: "starts a process through the CLI's entry file; the driver has its own entry" },
  { re: /\bargv\b/, applies: (room) => room === "mcp" || room === "tui", why: "builds CLI arguments; a thin layer calls the rooms' functions, never the CLI" },
];

/** Every place a rule is broken, as `file:line: why`. */
export function checkPatterns(sources: readonly Source[]): string[] {
  const bad: string[] = [];
  for (const s of sources) {
    const lines = s.text.split("\n");
    for (const rule of RULES) {
      if (!rule.applies(s.room)) continue;
      lines.forEach((line, n) => {
        if (rule.re.test(line)) bad.push(`${s.file}:${n + 1}: ${rule.why}`);
      });
    }
  }
  return bad;
}
