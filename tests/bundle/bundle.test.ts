/**
 * The committed bundles are what Claude Code runs (it installs plugins without building them):
 * they must equal a fresh build and run with nothing but Node.
 */
import { execFile } from "node:child_process";
import { cp, lstat, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { stop as stopEsbuild } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLE_PATHS, CHUNKS, GENERATED_PATHS, bundle, bundleFiles, lastImports, lastOutputs } from "../../scripts/bundle.js";
import { PLUGIN_DIR, pluginFiles } from "../../scripts/plugin-folder.js";
import { DRIVER_ARG, HOST_ARG } from "../../src/jobs/spawn.js";

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const pkg = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as { version: string };

describe("bundle", () => {
  let out: string;
  let empty: string;
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), "ocw-bundle-"));
    empty = await mkdtemp(join(tmpdir(), "ocw-empty-"));
    await bundle(out);
  }, 60_000);
  afterAll(async () => {
    // esbuild's build service outlives the build until it is told to stop.
    await stopEsbuild();
    await rm(out, { recursive: true, force: true });
    await rm(empty, { recursive: true, force: true });
  });

  it.each(BUNDLE_PATHS)("bundle - committed %s equals a fresh build (run npm run build if not)", async (rel) => {
    const fresh = await readFile(join(out, rel));
    const committed = await readFile(join(root, rel)).catch(() => Buffer.alloc(0));
    expect(committed.length, `${rel} is missing or empty`).toBeGreaterThan(0);
    expect(committed.equals(fresh), `${rel} is stale: run npm run build and commit it`).toBe(true);
    expect((await stat(join(root, rel))).mode & 0o111, `${rel} must be executable`).not.toBe(0);
  });

  it("bundle - the committed chunks are exactly a fresh build's, none missing, none left over", async () => {
    const fresh = await bundleFiles(out);
    expect(fresh.filter((f) => f.includes(`/${CHUNKS}/`)).length).toBeGreaterThan(BUNDLE_PATHS.length);
    expect(await bundleFiles(root), "run npm run build and commit dist/ and skills/*/scripts/ (stale or extra chunks)").toEqual(fresh);
    for (const rel of fresh) {
      const same = (await readFile(join(root, rel))).equals(await readFile(join(out, rel)));
      expect(same, `${rel} is stale: run npm run build and commit it`).toBe(true);
    }
  });

  it(`bundle - the plugin folder ${PLUGIN_DIR} is exactly a fresh build's: no file stale, missing or extra (run npm run build if not)`, async () => {
    const fresh = await pluginFiles(out);
    expect(fresh).toEqual(expect.arrayContaining([".claude-plugin/plugin.json", "skills/opencode-worker/scripts/ocw.mjs", "commands/jobs.md", "packs/replay__none__opencode/pack.yaml", "protocol/opencode-worker-protocol.md", "README.md"]));
    // Runtime parts only: with a package.json + lockfile there, Claude Code would run npm ci on install.
    expect(fresh.filter((f) => /(^|\/)(package\.json|package-lock\.json|node_modules)(\/|$)/.test(f))).toEqual([]);
    expect(await pluginFiles(root), `${PLUGIN_DIR}: stale or extra files; run npm run build and commit it`).toEqual(fresh);
    for (const rel of fresh) {
      const at = join(root, PLUGIN_DIR, rel);
      // Copies, not links: the CLI drops links that leave the plugin, and Windows clones break them.
      expect((await lstat(at)).isSymbolicLink(), `${rel} is a symlink`).toBe(false);
      expect((await readFile(at)).equals(await readFile(join(out, PLUGIN_DIR, rel))), `${PLUGIN_DIR}/${rel} is stale: run npm run build and commit it`).toBe(true);
      expect((await stat(at)).mode & 0o111, `${rel}: executable bit`).toBe((await stat(join(out, PLUGIN_DIR, rel))).mode & 0o111);
    }
  });

  it("bundle - a job's driver (and the driver host) loads neither the MCP server nor the TUI, and the entry's flags are the jobs room's", async () => {
    expect(DRIVER_ARG).toBe("--ocw-driver");
    const entrySource = await readFile(join(root, "src/cli/ocw.ts"), "utf8");
    expect(entrySource).toContain(`const DRIVER_ARG = "${DRIVER_ARG}"`);
    expect(entrySource).toContain(`const HOST_ARG = "${HOST_ARG}"`);
    // Walk the static imports from the chunk that holds the jobs room's index (what the driver path imports).
    const outputs = Object.entries(lastOutputs);
    const jobsChunk = outputs.find(([, o]) => o.entryPoint === "src/jobs/index.ts" || Object.keys(o.inputs).includes("src/jobs/index.ts"));
    expect(jobsChunk, "the jobs room has a chunk of its own").toBeDefined();
    const seen = new Set<string>();
    const visit = (name: string): void => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const i of lastOutputs[name]?.imports ?? []) if (!i.external && i.kind === "import-statement") visit(i.path);
    };
    visit(jobsChunk![0]);
    const inputs = [...seen].flatMap((n) => Object.keys(lastOutputs[n]!.inputs));
    expect(inputs.some((i) => i.startsWith("src/jobs/"))).toBe(true);
    expect(inputs.filter((i) => /node_modules\/(@modelcontextprotocol|ink|react|react-reconciler|yoga-layout)\//.test(i) || i.startsWith("src/mcp/") || i.startsWith("src/tui/"))).toEqual([]);
  });

  it.each(GENERATED_PATHS)("bundle - committed %s equals a fresh generation (run npm run build if not)", async (rel) => {
    const fresh = await readFile(join(out, rel), "utf8");
    const committed = await readFile(join(root, rel), "utf8").catch(() => "");
    expect(committed.length, `${rel} is missing or empty`).toBeGreaterThan(0);
    expect(committed === fresh, `${rel} is stale (a schema in protocol/schemas changed): run npm run build and commit it`).toBe(true);
  });

  it("bundle - chunk names come from what a chunk holds, not a content hash, so a rebuild rewrites only changed lines", async () => {
    const slug = (p: string): string =>
      p.replace(/^.*node_modules\//, "").replace(/\.[cm]?[jt]sx?$/, "").replace(/\/index$/, "").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
    const chunks = Object.entries(lastOutputs).filter(([p]) => p.includes(`/${CHUNKS}/`));
    expect(chunks.length).toBeGreaterThan(2);
    for (const [path, o] of chunks) {
      const stem = path.split("/").pop()!.replace(/\.mjs$/, "").replace(/^shared-/, "").replace(/-\d+$/, "");
      const from = [o.entryPoint, ...Object.keys(o.inputs)].filter((x): x is string => !!x).map(slug);
      if (Object.keys(o.inputs).length > 0 || o.entryPoint) expect(from, `${path} is not named after its entry or an input`).toContain(stem);
      else expect(stem).toBe("empty");
    }
  });

  it("bundle - imports nothing but node built-ins", async () => {
    // esbuild's own account of what the output imports: every one a node: built-in.
    expect(lastImports.length).toBeGreaterThan(0);
    expect(lastImports.filter((s) => !s.startsWith("node:"))).toEqual([]);
    // And in the text, no import of a package. (Relative specifiers do occur: inside the
    // calibration ladder's fixture files, which the bundle carries as strings.)
    for (const rel of (await bundleFiles(out)).filter((f) => f.startsWith("dist/"))) {
      const text = await readFile(join(out, rel), "utf8");
      const specifiers = [...text.matchAll(/(?:^|\n)\s*import\s[^;]*?from\s*["']([^"']+)["']/g), ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]!);
      expect(specifiers.filter((s) => !s.startsWith("node:") && !s.startsWith("./") && !s.startsWith("../")), rel).toEqual([]);
    }
    expect((await readFile(join(out, BUNDLE_PATHS[0]), "utf8")).startsWith("#!/usr/bin/env node\n")).toBe(true);
  });

  it("bundle - runs --version from an empty folder with no node_modules", async () => {
    const copy = join(empty, "ocw.mjs");
    await cp(join(root, "dist"), empty, { recursive: true });
    const { stdout, stderr } = await run(process.execPath, [copy, "--version"], { cwd: empty, timeout: 20_000, env: { PATH: process.env.PATH } });
    expect(stdout.trim()).toBe(pkg.version);
    expect(stderr).toBe("");
  });

  it("bundle - a skill's copy runs build-pack --check against the repository", async () => {
    const { stdout } = await run(process.execPath, [join(root, "skills/opencode-worker/scripts/ocw.mjs"), "build-pack", "--check", "--json", "--root", root], {
      cwd: empty,
      timeout: 20_000,
    });
    const report = JSON.parse(stdout) as { ok: boolean; packs: { slug: string }[] };
    expect(report.ok).toBe(true);
    expect(report.packs.map((p) => p.slug)).toContain("replay__none__opencode");
  });
});
