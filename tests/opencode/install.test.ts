/**
 * `ocw opencode install` for real: npm puts the pinned opencode-ai into our data dir (never
 * globally), and from then on it is the binary we use. The failure path names npm and the fix.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/index.js";
import { findOpencode, installDir } from "../../src/opencode/index.js";

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
    // The caller's own env: npm from its PATH; our data dir is searched before PATH.
    const env = { ...process.env, OCW_HOME: join(root, "ok") };
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

  it("install - without npm it is INSTALL_FAILED naming npm and the fix, and nothing is left behind", async () => {
    const env = { OCW_HOME: join(root, "no-npm"), PATH: join(root, "empty"), HOME: root };
    const r = await cli(["opencode", "install"], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot run npm/);
    expect(r.stderr).toContain("ocw opencode install");
    expect((await findOpencode({ env })).candidates).toEqual([]);
  });
});
