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
  readonly text: string;
}

/** Every .ts/.tsx file under src/, with its room (the first path part, or the file's base name at top level). */
export function readSources(dir = SRC): Source[] {
  const out: Source[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...readSources(p));
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) {
      const file = relative(REPO, p).split(sep).join("/");
      out.push({ file, room: roomOf(file), text: readFileSync(p, "utf8") });
    }
  }
  return out;
}

function roomOf(file: string): string {
  const parts = file.split("/");
  return parts.length === 2 ? parts[1]!.replace(/\.tsx?$/, "") : parts[1]!;
}

export interface Import {
  readonly from: Source;
  readonly specifier: string;
  readonly kind: "room" | "same-room" | "outside" | "package" | "node";
  /** The room or package imported, or the repository path for "outside". */
  readonly target: string;
  /** For a room import: the file inside that room it names. */
  readonly entry?: string;
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
      const room = roomOf(abs.replace(/\.js$/, ".ts"));
      if (room === from.room) return { from, specifier, kind: "same-room", target: room };
      return { from, specifier, kind: "room", target: room, entry: abs.split("/").slice(2).join("/") };
    }),
  );
}

/** Every import that breaks the table, as a line a reader can act on. */
export function checkImports(imports: readonly Import[]): string[] {
  const bad: string[] = [];
  for (const i of imports) {
    const where = `${i.from.file}: ${i.specifier}`;
    if (i.kind === "outside" && !OUTSIDE.some((re) => re.test(i.target))) bad.push(`${where} reaches outside src/ to ${i.target}`);
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
