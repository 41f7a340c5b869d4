/**
 * The committed bundles are what Claude Code runs (it installs plugins without building them):
 * they must equal a fresh build and run with nothing but Node.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLE_PATHS, GENERATED_PATHS, bundle, lastImports } from "../../scripts/bundle.js";

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

  it.each(GENERATED_PATHS)("bundle - committed %s equals a fresh generation (run npm run build if not)", async (rel) => {
    const fresh = await readFile(join(out, rel), "utf8");
    const committed = await readFile(join(root, rel), "utf8").catch(() => "");
    expect(committed.length, `${rel} is missing or empty`).toBeGreaterThan(0);
    expect(committed === fresh, `${rel} is stale (a schema in protocol/schemas changed): run npm run build and commit it`).toBe(true);
  });

  it("bundle - imports nothing but node built-ins", async () => {
    // esbuild's own account of what the output imports: every one a node: built-in.
    expect(lastImports.length).toBeGreaterThan(0);
    expect(lastImports.filter((s) => !s.startsWith("node:"))).toEqual([]);
    // And in the text, no import of a package. (Relative specifiers do occur: inside the
    // calibration ladder's fixture files, which the bundle carries as strings.)
    const text = await readFile(join(out, BUNDLE_PATHS[0]), "utf8");
    const specifiers = [...text.matchAll(/(?:^|\n)\s*import\s[^;]*?from\s*["']([^"']+)["']/g), ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]!);
    expect(specifiers.filter((s) => !s.startsWith("node:") && !s.startsWith("./") && !s.startsWith("../"))).toEqual([]);
    expect(text.startsWith("#!/usr/bin/env node\n")).toBe(true);
  });

  it("bundle - runs --version from an empty folder with no node_modules", async () => {
    const copy = join(empty, "ocw.mjs");
    await copyFile(join(root, "dist", "ocw.mjs"), copy);
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
