/**
 * The signs of a missing dependency and of a runner that could not start, on the runners' own
 * words (captured from real runs: npm 11, pnpm 10, vitest 3, node 20, pytest 9), and the
 * failures that look alike but may be the behaviour under test: an import of something the
 * project does not declare, a module the worker may create, a config file the work may fix.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { declaredDependencies, dependencySign, packageOf } from "../../src/grade/validate/dependency-signs.js";
import { runnerSign, type SignInput } from "../../src/grade/validate/runner-signs.js";
import { cleanup, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

async function project(): Promise<string> {
  const root = await tempDir("ocw-depsign-");
  await write(root, "package.json", JSON.stringify({ name: "app", dependencies: { lodash: "4" }, devDependencies: { vitest: "3.2.4", "@scope/kit": "1" } }));
  await write(root, "pyproject.toml", '[project]\nname = "app"\ndependencies = ["requests>=2", "PyYAML"]\n\n[project.optional-dependencies]\nfast = ["orjson"]\n\n[dependency-groups]\ntest = ["pytest", "hypothesis>=6"]\n');
  await mkdir(join(root, "src", "mypkg"), { recursive: true });
  await writeFile(join(root, "src", "mypkg", "__init__.py"), "");
  return root;
}

const input = (root: string, over: Partial<SignInput>): SignInput => ({ run: "npm test", exitCode: 1, stdout: "", stderr: "", roots: [root], fixed: new Set(), allow: ["src/**", "lib.js"], ...over });

describe("dependency signs", () => {
  it("packageOf - a bare import names its package; paths, builtins and URLs name none", () => {
    expect(packageOf("lodash/fp")).toBe("lodash");
    expect(packageOf("@scope/kit/sub")).toBe("@scope/kit");
    for (const s of ["./lib", "../x", "/abs", "node:fs", "file:///x", "#internal", "https://x"]) expect(packageOf(s)).toBeUndefined();
  });

  it("declared - package.json's four kinds, pyproject's dependencies and groups, not optional extras", async () => {
    const names = declaredDependencies(await project());
    for (const n of ["lodash", "vitest", "@scope/kit", "requests", "pyyaml", "pytest", "hypothesis"]) expect(names.has(n.toLowerCase().replace(/[-_.]+/g, "_"))).toBe(true);
    expect(names.has("orjson")).toBe(false);
  });

  it("node - a declared package that cannot be found is the environment's; an undeclared one may be the behaviour", async () => {
    const root = await project();
    const cjs = "Error: Cannot find module 'lodash'\nRequire stack:\n- /x/lib.js";
    expect(dependencySign(input(root, { stderr: cjs }))?.what).toBe("the package lodash is not installed: the check's node_modules has no lodash");
    const esm = "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'vitest' imported from /x/test.mjs";
    expect(dependencySign(input(root, { stderr: esm }))?.what).toMatch(/the package vitest is not installed/);
    expect(dependencySign(input(root, { stderr: "Error: Cannot find module 'left-pad-plugin'" }))).toBeUndefined();
    expect(dependencySign(input(root, { stderr: "Error: Cannot find module './greet'" }))).toBeUndefined();
  });

  it("npx and pnpm - a runner npx would fetch offline, and pnpm's missing command, are named", async () => {
    const root = await project();
    const npx = "npm error code ENOTCACHED\nnpm error request to https://registry.npmjs.org/vitest failed: cache mode is 'only-if-cached' but no cached response is available.";
    expect(dependencySign(input(root, { run: "npx vitest run", stderr: npx }))?.what).toBe("npx wanted to fetch vitest from the registry: it is not installed in node_modules, and the check is offline");
    const pnpm = ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "vitest" not found';
    expect(dependencySign(input(root, { run: "pnpm exec vitest run", exitCode: 254, stderr: pnpm }))?.what).toBe("the command vitest is not installed: the check's node_modules/.bin has no vitest");
  });

  it("python - a declared module or the project's own uninstalled package is the environment's; a submodule the worker may write, an undeclared module or an optional extra is not", async () => {
    const root = await project();
    const e = (name: string): string => `E   ModuleNotFoundError: No module named '${name}'`;
    expect(dependencySign(input(root, { run: "python3 -m pytest", stdout: e("requests") }))?.what).toMatch(/the module requests is not installed for the check's Python/);
    expect(dependencySign(input(root, { run: "python3 -m pytest", stdout: e("mypkg") }))?.what).toMatch(/the project's own module mypkg \(src\/mypkg\) is not importable/);
    expect(dependencySign(input(root, { run: "python3 -m pytest", stdout: e("mypkg.sub") }))).toBeUndefined();
    expect(dependencySign(input(root, { run: "python3 -m pytest", stdout: e("orjson") }))).toBeUndefined();
    expect(dependencySign(input(root, { run: "python3 -m pytest", stdout: e("newmod"), allow: ["src/**"] }))).toBeUndefined();
  });

  it("vitest - a config that does not load stops every run: wrong reason, unless the work may fix the config", async () => {
    const root = await project();
    const said = `failed to load config from ${root}/vitest.config.mjs\n⎯⎯⎯⎯⎯⎯⎯ Startup Error ⎯⎯⎯⎯⎯⎯⎯⎯\nError: ENOENT: no such file or directory, mkdir '${root}/node_modules/.vite-temp'`;
    expect(runnerSign(input(root, { run: "npx vitest run", stderr: said }))?.what).toBe("vitest could not load its config vitest.config.mjs (Error: ENOENT: no such file or directory, mkdir 'node_modules/.vite-temp')".replace("'node_modules", `'${root}/node_modules`));
    expect(runnerSign(input(root, { run: "npx vitest run", stderr: said, allow: ["vitest.config.mjs"] }))).toBeUndefined();
  });
});
