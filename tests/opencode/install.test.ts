/**
 * `ocw opencode install` for real: npm puts the pinned opencode-ai into our data dir (never
 * globally), and from then on it is the binary we use; a pinned copy found elsewhere (the tools
 * cache) is left alone unless --force. The failure path names npm and the fix.
 */
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/index.js";
import { findOpencode, installDir } from "../../src/opencode/index.js";
import { ensureTool, toolsDir } from "../../scripts/tools.js";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "ocw-install-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function cli(argv: string[], env: Record<string, string | undefined>): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { cwd: root, env, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } });
  return { code, stdout, stderr };
}

describe("ocw opencode install", () => {
  it("install - npm installs the pinned opencode-ai into our data dir; it is then found first; a second install is a no-op", async () => {
    // The caller's own env: npm from its PATH; our data dir is searched before PATH. No tools
    // cache here: its pinned copy would be found and left alone (the next test).
    const env = { ...process.env, OCW_HOME: join(root, "ok"), OCW_TOOLS_DIR: join(root, "no-tools") };
    const r = await cli(["opencode", "install", "--json"], env);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as { installed: boolean; path: string; version: string };
    expect(doc).toMatchObject({ installed: true, version: "1.18.33" });
    expect(doc.path.startsWith(installDir(env))).toBe(true);
    expect(r.stderr).toContain("installing opencode-ai@1.18.33");
    const found = await findOpencode({ env });
    expect(found.chosen).toMatchObject({ source: "data", version: "1.18.33", path: doc.path });
    const again = await cli(["opencode", "install"], env);
    expect(again.stdout).toContain("already installed");
  }, 300_000);

  it("install - a pinned copy already found (the tools cache) is left alone: no npm call, no install dir; --force installs anyway", async () => {
    const bin = await ensureTool("opencode");
    // An npm that only records that it was called (and fails, so --force stops there).
    const fakeBin = join(root, "fake-npm");
    const calls = join(root, "npm-calls");
    await mkdir(fakeBin, { recursive: true });
    await writeFile(join(fakeBin, "npm"), `#!/bin/sh\necho "$@" >> ${calls}\nexit 1\n`);
    await chmod(join(fakeBin, "npm"), 0o755);
    const env = { OCW_HOME: join(root, "found"), OCW_TOOLS_DIR: toolsDir(), PATH: `${fakeBin}:/usr/bin:/bin`, HOME: root };
    const r = await cli(["opencode", "install", "--json"], env);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ installed: false, path: bin, version: "1.18.33", source: "tools", reason: "already installed" });
    expect(existsSync(installDir(env))).toBe(false);
    expect(existsSync(calls)).toBe(false);
    const forced = await cli(["opencode", "install", "--force"], env);
    expect(forced.code).toBe(1);
    expect(forced.stderr).toMatch(/INSTALL_FAILED|npm install .* failed/);
    expect(await readFile(calls, "utf8")).toContain("opencode-ai@1.18.33");
  }, 120_000);

  it("install - without npm it is INSTALL_FAILED naming npm and the fix, and nothing is left behind", async () => {
    const env = { OCW_HOME: join(root, "no-npm"), PATH: join(root, "empty"), HOME: root };
    const r = await cli(["opencode", "install"], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot run npm/);
    expect(r.stderr).toContain("ocw opencode install");
    expect((await findOpencode({ env })).candidates).toEqual([]);
  });
});
