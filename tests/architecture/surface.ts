import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { REPO, SUBROOMS } from "./graph.js";

/** The names a room's index.ts exports (values and types alike), sorted; `room` may be a sub-room (`grade/judge`). */
export function surfaceOf(room: string): string[] {
  const file = indexOf(room);
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st)) {
      if (!st.exportClause) names.push(`* from ${(st.moduleSpecifier as ts.StringLiteral).text}`);
      else if (ts.isNamedExports(st.exportClause)) names.push(...st.exportClause.elements.map((e) => e.name.text));
      continue;
    }
    const exported = ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(st)) names.push(...st.declarationList.declarations.map((d) => d.name.getText(sf)));
    else if ("name" in st && st.name && ts.isIdentifier(st.name as ts.Node)) names.push((st.name as ts.Identifier).text);
  }
  return names.sort();
}

function indexOf(room: string): string {
  for (const ext of ["ts", "tsx"]) {
    const p = join(REPO, "src", room, `index.${ext}`);
    if (existsSync(p)) return p;
  }
  throw new Error(`src/${room} has no index.ts`);
}

/** Every .ts/.tsx/.mjs file under the given repository folders. */
function filesUnder(...dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== "node_modules" && e.name !== "fixtures") walk(p);
      } else if (/\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(p);
    }
  };
  for (const d of dirs) walk(join(REPO, d));
  return out;
}

/**
 * The names of `room`'s surface that some file outside the room imports: src/ of other rooms,
 * scripts/ and tests/. A name nobody imports is surface without a caller.
 */
export function usedNamesOf(room: string): Set<string> {
  const index = indexOf(room).replace(/\.tsx?$/, "");
  const roomDir = join(REPO, "src", room) + sep;
  const used = new Set<string>();
  for (const { file, imports } of importsOfAll()) {
    if (file.startsWith(roomDir)) continue;
    for (const i of imports) if (resolve(dirname(file), i.spec).replace(/\.(js|ts|tsx)$/, "") === index) i.names.forEach((n) => used.add(n));
  }
  return used;
}

interface FileImports {
  readonly file: string;
  readonly imports: readonly { spec: string; names: readonly string[] }[];
}

let parsed: FileImports[] | undefined;

/** The named imports of every file in src/, scripts/ and tests/ (static, re-exports, and `const {…} = await import(…)`), parsed once. */
function importsOfAll(): FileImports[] {
  parsed ??= filesUnder("src", "scripts", "tests").map((file) => {
    const text = readFileSync(file, "utf8");
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const imports: { spec: string; names: string[] }[] = [];
    for (const st of sf.statements) {
      const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
      if (!spec?.startsWith(".")) continue;
      const names: string[] = [];
      if (ts.isImportDeclaration(st)) {
        const b = st.importClause?.namedBindings;
        if (b && ts.isNamedImports(b)) for (const e of b.elements) names.push((e.propertyName ?? e.name).text);
        if (b && ts.isNamespaceImport(b)) names.push("*");
      } else if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) {
        for (const e of st.exportClause.elements) names.push((e.propertyName ?? e.name).text);
      }
      imports.push({ spec, names });
    }
    // Lazy imports keep heavy rooms (ink, the MCP SDK) off the CLI's start-up path.
    for (const m of text.matchAll(/\{([^{}]*)\}\s*=\s*await\s+import\(\s*["'](\.[^"']+)["']\s*\)/g)) {
      imports.push({ spec: m[2]!, names: m[1]!.split(",").map((n) => n.split(":")[0]!.trim()).filter(Boolean) });
    }
    return { file, imports };
  });
  return parsed;
}

/** The folders inside each room that has sub-rooms, as `room/folder`, sorted: each must be a sub-room with its own index.ts. */
export function subroomFolders(): string[] {
  return Object.keys(SUBROOMS)
    .flatMap((room) =>
      readdirSync(join(REPO, "src", room), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => `${room}/${e.name}`),
    )
    .sort();
}

/** Rooms with an index.ts. */
export function roomsWithIndex(): string[] {
  return readdirSync(join(REPO, "src"), { withFileTypes: true })
    .filter((e) => e.isDirectory() && (existsSync(join(REPO, "src", e.name, "index.ts")) || existsSync(join(REPO, "src", e.name, "index.tsx"))))
    .map((e) => e.name)
    .sort();
}

export const relativeToRepo = (p: string): string => relative(REPO, p).split(sep).join("/");
