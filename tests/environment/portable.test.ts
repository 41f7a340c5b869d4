/**
 * The Node walks used where GNU find, grep and cp are missing (macOS): on the same trees as the
 * GNU ones, they find the same files naming an origin, the same links, copy links and times as
 * they are, and their listings see every change a seal must see and none a worker's test run makes.
 */
import { lstat, readlink, symlink, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listTree } from "../../src/environment/listing.js";
import { copyTreePortable, filesNamingPortable, hasGnuTools, linksPortable, listTreePortable } from "../../src/environment/portable.js";
import { filesNaming } from "../../src/environment/relocate.js";
import { cleanup, tempDir, write } from "../grade/fixtures.js";

afterAll(cleanup);

async function tree(): Promise<string> {
  const root = await tempDir("ocw-portable-");
  await write(root, ".venv/bin/pytest", `#!${root}/.venv/bin/python\n`, 0o755);
  await write(root, ".venv/lib/x.pth", `${root}/src\n`);
  await write(root, ".venv/lib/blob.bin", Buffer.from([0, 1, 2, ...Buffer.from(root)]).toString("latin1"));
  await write(root, "node_modules/a/index.js", "module.exports = 1;\n");
  await symlink("../a/index.js", join(root, "node_modules", "link.js"));
  return root;
}

describe("portable walks", () => {
  it("portable - GNU tools are found here (the CI machine), so the fast walks are the ones in use", async () => {
    expect(await hasGnuTools()).toBe(process.platform === "linux");
  });

  it("filesNaming - the Node walk finds the same text files naming the origin as grep, and no binary one", async () => {
    const root = await tree();
    const portable = await filesNamingPortable(root, [root]);
    expect(portable).toEqual([".venv/bin/pytest", ".venv/lib/x.pth"]);
    expect(await filesNaming(root, [root])).toEqual(portable);
    expect(await linksPortable(root)).toEqual([["node_modules/link.js", "../a/index.js"]]);
  });

  it("listing - a changed, added or removed file changes the seal; caches a test run writes do not change the slot's listing", async () => {
    const root = await tree();
    const paths = [".venv", "node_modules"];
    const seal = await listTreePortable(root, paths, { change: true, keep: true });
    expect(seal.files).toBe(await listTree(root, paths).then((l) => l.files));
    expect((await listTreePortable(root, paths, { change: true })).hash).toBe(seal.hash);
    const slot = await listTreePortable(root, paths, { skipCaches: true });
    await write(root, ".venv/lib/__pycache__/x.pyc", "bytecode");
    await write(root, "node_modules/.vite/results.json", "{}");
    expect((await listTreePortable(root, paths, { skipCaches: true })).hash).toBe(slot.hash);
    // Same bytes, same times set back: the change time still moves.
    const f = join(root, "node_modules/a/index.js");
    const before = await lstat(f);
    await writeFile(f, "module.exports = 1;\n");
    await utimes(f, before.atime, before.mtime);
    expect((await listTreePortable(root, paths, { change: true })).hash).not.toBe(seal.hash);
    await write(root, "node_modules/a/extra.js", "x");
    expect((await listTreePortable(root, paths, { skipCaches: true })).hash).not.toBe(slot.hash);
  });

  it("copy - links stay links with their targets, times are kept, an existing destination is refused", async () => {
    const root = await tree();
    const dest = join(await tempDir("ocw-portable-dest-"), "node_modules");
    await copyTreePortable(join(root, "node_modules"), dest);
    expect(await readlink(join(dest, "link.js"))).toBe("../a/index.js");
    // Node keeps times to the millisecond.
    expect(Math.abs((await lstat(join(dest, "a/index.js"))).mtimeMs - (await lstat(join(root, "node_modules/a/index.js"))).mtimeMs)).toBeLessThan(1);
    await expect(copyTreePortable(join(root, "node_modules"), dest)).rejects.toThrow();
  });
});
