/** The checks' PATH: the host's, minus anything inside the trees and anything relative. */
import { mkdir, symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkEnv, cleanPath } from "../../src/grade/env.js";
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

  it("checkEnv - is the whole environment: no inherited variables", () => {
    expect(Object.keys(checkEnv({ path: "/usr/bin", home: "/h", tmp: "/t" })).sort()).toEqual(["CI", "HOME", "LANG", "PATH", "PYTHONDONTWRITEBYTECODE", "TERM", "TMPDIR"]);
  });
});
