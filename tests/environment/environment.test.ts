/**
 * The environment room on real git repositories and real files: what is detected and what is
 * not, one capture per key, a reinstall is another key, the store's seal, relocation of paths
 * that name the workspace, a build by setup commands, placement into a folder and what a worker
 * changed there, and the secrets' values.
 */
import { lstat, mkdir, readFile, readlink, realpath, rm, stat, symlink, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { environmentMounts, holdsSecret, maskFile, materializeEnvironment, openEnvironment, placedChanges, prepareEnvironment, recordPlaced, secretValues, MASK, WORKTREE_INCLUDE } from "../../src/environment/index.js";
import { cleanup, git, initRepo, tempDir, write } from "../grade/fixtures.js";

afterAll(cleanup);

/** A repository whose user "installed" its dependencies: ignored node_modules at the root and in a workspace package, a virtualenv, secrets. */
async function workspace(): Promise<string> {
  const ws = await tempDir("ocw-env-ws-");
  await initRepo(ws, {
    ".gitignore": "node_modules/\n.venv/\n.env\n.env.*\n!.env.example\ngenerated/\ndist/\n",
    "package.json": '{"name":"app","devDependencies":{"leftpad":"1.0.0"}}\n',
    "package-lock.json": "{}\n",
    "packages/a/package.json": '{"name":"a"}\n',
    "src/app.js": "module.exports = 1;\n",
    ".env.example": "TOKEN=\n",
  });
  await write(ws, "node_modules/leftpad/index.js", "module.exports = (s) => s;\n");
  await write(ws, "node_modules/.bin/leftpad", "#!/bin/sh\n");
  await write(ws, "packages/a/node_modules/b/index.js", "module.exports = 2;\n");
  await write(ws, ".venv/pyvenv.cfg", `home = /usr/bin\ncommand = /usr/bin/python3 -m venv ${ws}/.venv\n`);
  await write(ws, ".venv/bin/pytest", `#!${ws}/.venv/bin/python\nimport sys\n`, 0o755);
  await write(ws, ".venv/lib/site-packages/_app.pth", `${ws}/src\n`);
  await symlink(join(ws, ".venv", "lib"), join(ws, ".venv", "lib64"));
  await write(ws, ".env", "TOKEN=sk-live-0123456789\nPORT=3000\nexport NAME=\"quoted value here\"\n");
  await write(ws, "generated/data.json", "{}\n");
  await write(ws, "dist/out.js", "built\n");
  return ws;
}

const head = async (ws: string): Promise<string> => (await git(ws, "rev-parse", "HEAD")).trim();

describe("detect and capture", () => {
  it("capture - carries ignored dependency folders and secrets, never tracked files, .env.example or unrelated outputs", async () => {
    const ws = await workspace();
    const store = await tempDir("ocw-env-store-");
    const p = await prepareEnvironment({ workspace: ws, commit: await head(ws), store });
    expect(p).toBeDefined();
    const env = p!.environment;
    expect(env.paths.map((x) => [x.path, x.kind, x.manager ?? null])).toEqual([
      [".env", "secret", null],
      [".venv", "dependencies", "venv"],
      ["node_modules", "dependencies", "npm"],
      ["packages/a/node_modules", "dependencies", "npm"],
    ]);
    expect(env.managers).toEqual(["npm", "venv"]);
    expect(env.keyFiles).toEqual(expect.arrayContaining(["package.json", "package-lock.json", "packages/a/package.json"]));
    expect(p!.summary).toMatchObject({ source: "captured", reused: false });
    expect(await readFile(join(env.root, "node_modules/leftpad/index.js"), "utf8")).toContain("module.exports");
    // What a check writes in node_modules goes to fresh folders made for it.
    expect((await stat(join(env.root, "node_modules/.vite"))).isDirectory()).toBe(true);
    // The files that name the workspace are known; the absolute link into it is now relative.
    expect(env.relocate).toEqual([".venv/bin/pytest", ".venv/lib/site-packages/_app.pth", ".venv/pyvenv.cfg"]);
    expect(await readlink(join(env.root, ".venv/lib64"))).toBe("lib");
    expect(env.origins).toContain(ws);
  });

  it("capture - .worktreeinclude and the task's include add ignored paths; detect: false keeps only those", async () => {
    const ws = await workspace();
    await write(ws, WORKTREE_INCLUDE, "# carried\ngenerated/\n");
    const store = await tempDir("ocw-env-store-");
    const p = await prepareEnvironment({ workspace: ws, commit: await head(ws), store, spec: { include: ["dist/out.js", "src/app.js"], detect: false } });
    // src/app.js is tracked: it is in the baseline already, never carried. A folder every file of which matches is carried whole.
    expect(p!.environment.paths.map((x) => [x.path, x.kind])).toEqual([
      ["dist", "include"],
      ["generated", "include"],
    ]);
  });

  it("capture - nothing to carry: no environment at all", async () => {
    const ws = await tempDir("ocw-env-ws-");
    await initRepo(ws, {
      "a.txt": "a\n",
    });
    expect(await prepareEnvironment({ workspace: ws, commit: await head(ws), store: await tempDir("ocw-env-store-") })).toBeUndefined();
  });

  it("key - the same install is captured once and reused; a reinstall (a file changed) is another key", async () => {
    const ws = await workspace();
    const store = await tempDir("ocw-env-store-");
    const commit = await head(ws);
    const first = await prepareEnvironment({ workspace: ws, commit, store });
    const again = await prepareEnvironment({ workspace: ws, commit, store });
    expect(again!.summary).toMatchObject({ key: first!.summary.key, reused: true });
    await writeFile(join(ws, "node_modules/leftpad/index.js"), "module.exports = (s) => s + '';\n");
    const later = new Date(Date.now() + 5000);
    await utimes(join(ws, "node_modules/leftpad/index.js"), later, later);
    const third = await prepareEnvironment({ workspace: ws, commit, store });
    expect(third!.summary.key).not.toBe(first!.summary.key);
    expect(third!.summary.reused).toBe(false);
  });

  it("seal - a file of the store changed after the capture: open refuses it naming the file, and the next preparation makes it again", async () => {
    const ws = await workspace();
    const store = await tempDir("ocw-env-store-");
    const commit = await head(ws);
    const { environment: env } = (await prepareEnvironment({ workspace: ws, commit, store }))!;
    expect(await openEnvironment(store, env.key)).toMatchObject({ key: env.key });
    // A worker that reached the state folder plants code where the checks import it.
    await writeFile(join(env.root, "node_modules/leftpad/index.js"), "module.exports = () => 'pwned';\n");
    await expect(openEnvironment(store, env.key)).rejects.toThrow(/changed after it was made \(node_modules\/leftpad\/index\.js\)/);
    expect(await openEnvironment(store, env.key)).toBeUndefined();
    const again = await prepareEnvironment({ workspace: ws, commit, store });
    expect(again!.summary).toMatchObject({ key: env.key, reused: false });
    expect(await readFile(join(env.root, "node_modules/leftpad/index.js"), "utf8")).toBe("module.exports = (s) => s;\n");
  });

  it("seal - a file added to the store is found too; a damaged env.json is a miss, not an environment", async () => {
    const ws = await workspace();
    const store = await tempDir("ocw-env-store-");
    const { environment: env } = (await prepareEnvironment({ workspace: ws, commit: await head(ws), store }))!;
    await write(env.root, "node_modules/leftpad/extra.js", "x\n");
    await expect(openEnvironment(store, env.key)).rejects.toThrow(/extra\.js \(added\)/);
    const { environment: env2 } = (await prepareEnvironment({ workspace: ws, commit: await head(ws), store }))!;
    await writeFile(join(store, env2.key, "env.json"), "{not json");
    expect(await openEnvironment(store, env2.key)).toBeUndefined();
  });
});

describe("build by setup commands", () => {
  it("setup - runs in a fresh copy of the baseline; what it leaves ignored is the environment, relocated from the copy", async () => {
    const ws = await tempDir("ocw-env-ws-");
    await initRepo(ws, {
      ".gitignore": "node_modules/\nbuild/\n",
      "package.json": "{}\n",
    });
    const store = await tempDir("ocw-env-store-");
    const setup = ['mkdir -p node_modules/dep build && echo "$PWD" > build/where.txt && echo ok > node_modules/dep/index.js'];
    const p = await prepareEnvironment({ workspace: ws, commit: await head(ws), store, spec: { setup } });
    const env = p!.environment;
    expect(env.source).toBe("built");
    expect(env.setup).toEqual(setup);
    expect(env.paths.map((x) => [x.path, x.kind])).toEqual([
      ["build", "setup"],
      ["node_modules", "dependencies"],
    ]);
    // The build ran elsewhere; the file naming that folder is rewritten wherever it is placed.
    expect(env.relocate).toEqual(["build/where.txt"]);
    const dest = await tempDir("ocw-env-dest-");
    await materializeEnvironment(env, dest);
    expect((await readFile(join(dest, "build/where.txt"), "utf8")).trim()).toBe(dest);
    // The workspace itself was never touched, and the build's worktree is gone.
    await expect(stat(join(ws, "node_modules"))).rejects.toThrow();
    expect(await git(ws, "worktree", "list")).not.toContain(".tmp-");
    const again = await prepareEnvironment({ workspace: ws, commit: await head(ws), store, spec: { setup } });
    expect(again!.summary.reused).toBe(true);
  });

  it("setup - a command that fails names itself, its exit and the log's tail", async () => {
    const ws = await tempDir("ocw-env-ws-");
    await initRepo(ws, {
      "a.txt": "a\n",
    });
    const store = await tempDir("ocw-env-store-");
    const err = await prepareEnvironment({ workspace: ws, commit: await head(ws), store, spec: { setup: ["echo fetching; echo 'no such lockfile' >&2; exit 3"] } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "ENVIRONMENT_FAILED", data: { command: "echo fetching; echo 'no such lockfile' >&2; exit 3" } });
    expect((err as Error).message).toMatch(/environment\.setup\[0\] .* failed \(exit 3\) in a fresh copy of the baseline: .*no such lockfile/);
  });

  it("setup - a command past its time bound is stopped and said so", async () => {
    const ws = await tempDir("ocw-env-ws-");
    await initRepo(ws, {
      "a.txt": "a\n",
    });
    const err = await prepareEnvironment({ workspace: ws, commit: await head(ws), store: await tempDir("ocw-env-store-"), spec: { setup: ["sleep 30"], timeout: 1 } }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/did not finish within 1 s/);
  });
});

describe("placing", () => {
  it("mounts - the store's folders read-only over the copy, the naming files rewritten for it, node_modules' caches fresh; secrets only when asked", async () => {
    const ws = await workspace();
    const store = await tempDir("ocw-env-store-");
    const { environment: env } = (await prepareEnvironment({ workspace: ws, commit: await head(ws), store }))!;
    const copy = "/somewhere/copy";
    const scratch = await tempDir("ocw-env-scratch-");
    const m = await environmentMounts(env, copy, scratch);
    expect(m.binds.slice(0, 4)).toEqual(env.paths.map((p) => [join(env.root, p.path), join(copy, p.path)]));
    expect(m.binds.slice(4).map(([, d]) => d)).toEqual([`${copy}/.venv/bin/pytest`, `${copy}/.venv/lib/site-packages/_app.pth`, `${copy}/.venv/pyvenv.cfg`]);
    expect(await readFile(m.binds[5]![0], "utf8")).toBe(`${copy}/src\n`);
    expect(await readFile(m.binds[4]![0], "utf8")).toMatch(new RegExp(`^#!${copy}/\\.venv/bin/python\\n`));
    expect((await stat(m.binds[4]![0])).mode & 0o777).toBe(0o755);
    expect(m.tmpfs).toEqual(["node_modules", "packages/a/node_modules"].flatMap((p) => [".vite", ".vite-temp", ".vitest", ".cache"].map((c) => `${copy}/${p}/${c}`)));
    expect((await environmentMounts(env, copy, scratch, { secrets: false })).binds.map(([, d]) => d)).not.toContain(`${copy}/.env`);
  });

  it("materialize - a copy at the destination, rewritten for it; the record names what a worker changed later, not the caches its runs wrote", async () => {
    const ws = await workspace();
    const store = await tempDir("ocw-env-store-");
    const { environment: env } = (await prepareEnvironment({ workspace: ws, commit: await head(ws), store }))!;
    const slot = await tempDir("ocw-env-slot-");
    const real = await realpath(slot);
    await materializeEnvironment(env, slot, { secrets: false });
    expect(await readFile(join(slot, ".venv/lib/site-packages/_app.pth"), "utf8")).toBe(`${slot}/src\n`);
    await expect(lstat(join(slot, ".env"))).rejects.toThrow();
    const record = `${slot}.env.json`;
    expect(await placedChanges(env, slot, record)).toBeUndefined();
    await recordPlaced(env, slot, record, false);
    expect(await placedChanges(env, slot, record)).toEqual([]);
    // A test run writes bytecode and vite's cache: not the worker's change.
    await write(slot, ".venv/lib/site-packages/__pycache__/x.cpython-311.pyc", "bytecode");
    await write(slot, "node_modules/.vite/vitest/results.json", "{}");
    expect(await placedChanges(env, slot, record)).toEqual([]);
    // A worker that patches a dependency in its slot.
    await writeFile(join(slot, "node_modules/leftpad/index.js"), "module.exports = () => 'patched';\n");
    expect(await placedChanges(env, slot, record)).toEqual(["node_modules/leftpad/index.js"]);
    await rm(join(slot, "packages/a/node_modules/b/index.js"));
    expect(await placedChanges(env, slot, record)).toEqual(["node_modules/leftpad/index.js", "packages/a/node_modules/b/index.js (removed)"]);
    expect(real).toBeTruthy();
  });
});

describe("secrets", () => {
  it("secrets - values of the .env files (quotes and export removed), short ones left out; masked in files; found in text", async () => {
    const ws = await workspace();
    const { environment: env } = (await prepareEnvironment({ workspace: ws, commit: await head(ws), store: await tempDir("ocw-env-store-") }))!;
    const values = await secretValues(env);
    expect(values).toEqual(["sk-live-0123456789", "quoted value here"]);
    const log = join(await tempDir("ocw-env-log-"), "check.stdout");
    await writeFile(log, "token is sk-live-0123456789 and port 3000\n");
    expect(await maskFile(log, values)).toBe(true);
    expect(await readFile(log, "utf8")).toBe(`token is ${MASK} and port 3000\n`);
    expect(await maskFile(log, values)).toBe(false);
    expect(holdsSecret("const t = 'sk-live-0123456789';", values)).toBe(true);
    expect(holdsSecret("const port = 3000;", values)).toBe(false);
  });
});

describe("a workspace folder named like a dependency but tracked", () => {
  it("detect - a tracked node_modules (vendored) is part of the baseline, never an environment path", async () => {
    const ws = await tempDir("ocw-env-ws-");
    await mkdir(join(ws, "node_modules/vendored"), { recursive: true });
    await initRepo(ws, {
      "node_modules/vendored/index.js": "x\n",
    });
    expect(await prepareEnvironment({ workspace: ws, commit: await head(ws), store: await tempDir("ocw-env-store-") })).toBeUndefined();
  });
});
