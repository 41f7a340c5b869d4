/**
 * `npm run build`: generate the precompiled schema checks (src/schema/precompiled.gen.ts) and the
 * shipped packs and protocol (src/pack/shipped.gen.ts), then
 * bundle the CLI into a self-contained ESM entry, dist/ocw.mjs, with its chunks
 * in dist/chunks/, and copy both to each skill's scripts/. The entry loads only what a command
 * runs (a job's driver, started once per job, never parses the MCP server or the TUI). Claude
 * Code installs plugins without building them, so these files are committed; tests rebuild into
 * a temp folder and compare.
 *
 *   tsx scripts/bundle.ts [--out <dir>]   write <dir>/dist/{ocw.mjs,chunks/} and <dir>/skills/…/scripts/{ocw.mjs,chunks/}
 */
import { chmod, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile, type Plugin } from "esbuild";
import { PRECOMPILED_PATH, precompiledModule } from "../src/schema/standalone.js";
import { SHIPPED_PATH, shippedModule } from "../src/pack/shipped-module.js";
import { pluginFolder } from "./plugin-folder.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The bundle's entry in each place it is committed, relative to the output root; its chunks sit beside it in `chunks/`. */
export const BUNDLE_PATHS = ["dist/ocw.mjs", "skills/opencode-worker/scripts/ocw.mjs", "skills/model-setup/scripts/ocw.mjs"] as const;

/** Generated source files, committed like the bundle and checked the same way. */
export const GENERATED_PATHS = [PRECOMPILED_PATH, SHIPPED_PATH] as const;

/** The chunks folder next to an entry. */
export const CHUNKS = "chunks";

/** Every file of the bundle under `outRoot` (entries and chunks), relative paths, sorted. */
export async function bundleFiles(outRoot: string = root): Promise<string[]> {
  const files: string[] = [];
  for (const entry of BUNDLE_PATHS) {
    files.push(entry);
    const chunks = join(dirname(entry), CHUNKS);
    for (const name of await readdir(join(outRoot, chunks)).catch(() => [] as string[])) files.push(join(chunks, name));
  }
  return files.sort();
}

/** Every module the last `bundle()` output imports from outside itself at run time, from esbuild's metafile (tests read it). */
export let lastImports: readonly string[] = [];

/** The last `bundle()`'s outputs as esbuild's metafile describes them: which chunk holds which inputs, and what it imports (tests read it). */
export let lastOutputs: Metafile["outputs"] = {};

/** Build the bundle into `outRoot` (the repository itself by default); returns the written paths. */
export async function bundle(outRoot: string = root): Promise<string[]> {
  const written: string[] = [];
  const generatedTexts: Record<string, string> = { [PRECOMPILED_PATH]: await precompiledText(), [SHIPPED_PATH]: await shippedModule(root) };
  for (const [rel, text] of Object.entries(generatedTexts)) {
    const generated = join(outRoot, rel);
    await mkdir(dirname(generated), { recursive: true });
    await writeFile(generated, text);
    written.push(generated);
  }
  const result = await build({
    entryPoints: [join(root, "src/cli/ocw.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    splitting: true,
    // Paths only name the files in memory (write: false); the bytes are laid out below.
    outdir: join(root, "dist"),
    entryNames: "ocw",
    chunkNames: `${CHUNKS}/[name]-[hash]`,
    outExtension: { ".js": ".mjs" },
    metafile: true,
    legalComments: "none",
    // Module paths appear in the output; pin them to the repository so the bytes do not depend
    // on the working directory or on node_modules being a symlink (as in a worktree).
    absWorkingDir: root,
    preserveSymlinks: true,
    // CommonJS dependencies inside an ESM bundle still call require(); every chunk gets its own.
    banner: { js: "import { createRequire as __ocwCreateRequire } from 'node:module';\nconst require = __ocwCreateRequire(import.meta.url);" },
    logLevel: "warning",
    // The bundle takes the modules just generated, even when they are written elsewhere (--out).
    plugins: [builtinsAsNode, huggingfaceTasksPure, inkWithoutDevtools, generatedSource(Object.fromEntries(Object.entries(generatedTexts).map(([rel, text]) => [join(root, rel), text])))],
    // jsonc-parser's main build is UMD, whose require() of its own files esbuild cannot follow: its ES module build instead.
    alias: { "jsonc-parser": "jsonc-parser/lib/esm/main.js" },
    // React's production build: smaller, and no development-only warnings on a user's terminal.
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const { outputs, rename } = stableChunkNames(result.metafile.outputs);
  const imports = Object.values(outputs).flatMap((o) => o.imports);
  // The chunks import each other; what the bundle needs from outside is the external rest.
  lastImports = [...new Set(imports.filter((i) => i.external).map((i) => i.path))];
  lastOutputs = outputs;
  const external = imports.filter((i) => i.external && !isBuiltin(i.path)).map((i) => i.path);
  if (external.length > 0) throw new Error(`the bundle imports non-builtin modules: ${[...new Set(external)].join(", ")}`);
  const outDir = join(root, "dist");
  const files = result.outputFiles.map((f) => {
    const named = rename.get(basename(f.path));
    const rel = named ? join(CHUNKS, named) : relative(outDir, f.path);
    let text = f.text;
    for (const [from, to] of rename) text = text.split(from).join(to);
    // The entry keeps exactly one shebang, first (esbuild keeps the entry's own; be sure of it).
    if (rel === "ocw.mjs") text = `#!/usr/bin/env node\n${text.replace(/^#!.*\n/, "").replace(/\n#!\/usr\/bin\/env node\n/, "\n")}`;
    return { rel, text };
  });
  if (!files.some((f) => f.rel === "ocw.mjs")) throw new Error(`esbuild wrote no ocw.mjs: ${files.map((f) => f.rel).join(", ")}`);
  for (const entry of BUNDLE_PATHS) {
    const dir = join(outRoot, dirname(entry));
    // Chunks are named by content: old ones would pile up, so the folder is replaced whole.
    await rm(join(dir, CHUNKS), { recursive: true, force: true });
    await mkdir(join(dir, CHUNKS), { recursive: true });
    for (const f of files) {
      const to = join(dir, f.rel === "ocw.mjs" ? basename(entry) : f.rel);
      await writeFile(to, f.text);
      if (f.rel === "ocw.mjs") await chmod(to, 0o755);
      written.push(to);
    }
  }
  written.push(...(await pluginFolder(outRoot)));
  return written;
}

/**
 * esbuild names chunks by content hash, so every rebuild would delete and add every chunk file of
 * every committed copy, and a repository's history (and a submission's size) would grow by the
 * whole bundle each time. Renamed here to names that survive a rebuild: a module loaded on demand
 * by its entry's file name, a shared chunk by its largest input, so a rebuild's diff is only the
 * lines that changed.
 */
function stableChunkNames(outputs: Metafile["outputs"]): { outputs: Metafile["outputs"]; rename: Map<string, string> } {
  const rename = new Map<string, string>();
  const taken = new Set<string>();
  for (const [path, o] of Object.entries(outputs).sort(([a], [b]) => a.localeCompare(b))) {
    if (!path.includes(`/${CHUNKS}/`)) continue;
    const largest = Object.entries(o.inputs).sort(([a, x], [b, y]) => y.bytesInOutput - x.bytesInOutput || a.localeCompare(b))[0]?.[0] ?? "empty";
    const from = o.entryPoint ?? largest;
    const stem = from
      .replace(/^.*node_modules\//, "")
      .replace(/\.[cm]?[jt]sx?$/, "")
      .replace(/\/index$/, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const base = o.entryPoint ? stem : `shared-${stem}`;
    let name = `${base}.mjs`;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}.mjs`;
    taken.add(name);
    rename.set(basename(path), name);
  }
  const renamed = (p: string): string => (rename.has(basename(p)) ? join(dirname(p), rename.get(basename(p))!) : p);
  const out: Metafile["outputs"] = {};
  for (const [path, o] of Object.entries(outputs)) out[renamed(path)] = { ...o, imports: o.imports.map((i) => (i.external ? i : { ...i, path: renamed(i.path) })) };
  return { outputs: out, rename };
}

// Some dependencies (@huggingface/gguf's file reader) import built-ins by bare name ("fs");
// emit them as "node:fs" so the bundle names nothing that could resolve to a package.
const BARE_BUILTIN = new RegExp(`^(${builtinModules.filter((m) => !m.startsWith("_")).map((m) => m.replace(/[/.]/g, "\\$&")).join("|")})$`);
const builtinsAsNode: Plugin = {
  name: "builtins-as-node",
  setup(b) {
    b.onResolve({ filter: BARE_BUILTIN }, (args) => ({ path: `node:${args.path}`, external: true }));
  },
};

// @huggingface/gguf re-exports a few enums from @huggingface/tasks, whose index also loads every
// model's code snippets (hundreds of KB, including `import … from '${libName}'` templates). The
// package does nothing at import time, so mark its modules side-effect free and let esbuild drop
// what the CLI never uses.
const SKIP = Symbol("resolving");
const huggingfaceTasksPure: Plugin = {
  name: "huggingface-tasks-pure",
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === SKIP) return undefined;
      if (args.path !== "@huggingface/tasks" && !args.importer.includes("/node_modules/@huggingface/tasks/")) return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: SKIP });
      if (r.errors.length > 0) return { errors: r.errors };
      return { path: r.path, namespace: r.namespace, external: r.external, sideEffects: false };
    });
  },
};

// ink imports ./devtools.js (react-devtools-core and `ws`) only when DEV=true: swap in an empty module.
const inkWithoutDevtools: Plugin = {
  name: "ink-without-devtools",
  setup(b) {
    b.onResolve({ filter: /^\.\/devtools\.js$/ }, (args) => (args.importer.includes("/node_modules/ink/") ? { path: join(root, "scripts/stubs/ink-devtools.js") } : undefined));
  },
};

// Every protocol schema that a room validates through src/schema. replay.schema.json is left
// out: the replay room compiles its own, with its own message voice.
async function precompiledText(): Promise<string> {
  const dir = join(root, "protocol", "schemas");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".schema.json") && f !== "replay.schema.json").sort();
  const schemas = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), "utf8")) as object));
  return precompiledModule(schemas);
}

function generatedSource(byPath: Readonly<Record<string, string>>): Plugin {
  return {
    name: "generated-source",
    setup(b) {
      b.onLoad({ filter: /\.gen\.ts$/ }, (args) => (byPath[args.path] !== undefined ? { contents: byPath[args.path], loader: "ts" } : undefined));
    },
  };
}

function isBuiltin(path: string): boolean {
  return path.startsWith("node:") || builtinModules.includes(path);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf("--out");
  const out = i > 0 ? process.argv[i + 1] : undefined;
  if (i > 0 && !out) {
    process.stderr.write("usage: tsx scripts/bundle.ts [--out <dir>]\n");
    process.exitCode = 2;
  } else {
    for (const p of await bundle(out ?? root)) process.stdout.write(`wrote ${p}\n`);
  }
}
