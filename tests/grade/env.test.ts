/** The checks' PATH: the host's, minus anything inside the trees and anything relative. */
import { mkdir, symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OFFLINE, checkEnv, cleanPath } from "../../src/grade/sandbox/env.js";
import { cleanup, tempDir } from "./fixtures.js";

afterAll(cleanup);

describe("cleanPath", () => {
  it("cleanPath - drops entries inside the trees, relative and empty entries", async () => {
    const dir = await tempDir();
    const tree = join(dir, "tree");
    await mkdir(join(tree, "bin"), { recursive: true });
    const host = ["/usr/bin", `${tree}/bin`, "", ".", "node_modules/.bin", "/bin", "/usr/bin"].join(":");
    expect(cleanPath(host, [tree])).toBe("/usr/bin:/bin");
  });

  it("cleanPath - drops an entry that reaches into the tree through a symlink", async () => {
    const dir = await tempDir();
    const tree = join(dir, "tree");
    await mkdir(join(tree, "bin"), { recursive: true });
    await symlink(join(tree, "bin"), join(dir, "alias"));
    expect(cleanPath(`${join(dir, "alias")}:/usr/bin`, [tree])).toBe("/usr/bin");
  });

  it("cleanPath - falls back to the system dirs when nothing is left", () => {
    expect(cleanPath(undefined, [])).toBe("/usr/local/bin:/usr/bin:/bin");
  });

  it("checkEnv - is the whole environment: no inherited variables; package managers offline unless the check has the network", () => {
    const base = ["CI", "HOME", "LANG", "PATH", "PYTHONDONTWRITEBYTECODE", "TERM", "TMPDIR", "UV_NO_SYNC"];
    expect(Object.keys(checkEnv({ path: "/usr/bin", home: "/h", tmp: "/t", network: true })).sort()).toEqual(base);
    const offline = checkEnv({ path: "/usr/bin", home: "/h", tmp: "/t" });
    expect(Object.keys(offline).sort()).toEqual([...base, ...Object.keys(OFFLINE)].sort());
    expect(offline).toMatchObject({ npm_config_offline: "true", PIP_NO_INDEX: "1", UV_OFFLINE: "1", GOPROXY: "off", CARGO_NET_OFFLINE: "true", YARN_ENABLE_NETWORK: "0" });
  });
});
