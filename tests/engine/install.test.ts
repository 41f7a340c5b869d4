/**
 * The llama-server install's bookkeeping, without a second 10–60 minute build: an incomplete
 * folder is not an install; a build another live process runs is waited for (by liveness, with
 * its progress shown) and its result used, never a second build; `npm run tools -- path` and
 * `install` answer from the cache. The build itself runs whenever the cache is empty (the engine
 * project's set-up), and its record says what was built and how long it took.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { ensureLlamaServer, llamaServerFolder, llamaServerLog, llamaServerPath, llamaServerRecord, LLAMA_SERVER } from "../../scripts/llama-server.js";
import { toolsDir } from "../../scripts/tools.js";
import { engine } from "../helpers/engine.js";

const ROOT = join(import.meta.dirname, "..", "..");
const temps: string[] = [];
afterAll(async () => {
  for (const d of temps) await rm(d, { recursive: true, force: true });
});

async function fakeInstall(folder: string, complete: boolean): Promise<void> {
  await mkdir(join(folder, "bin"), { recursive: true });
  await writeFile(join(folder, "bin", "llama-server"), "#!/bin/sh\n", { mode: 0o755 });
  if (complete) await writeFile(join(folder, ".complete"), JSON.stringify({ commit: LLAMA_SERVER.commit, seconds: 1, flags: [] }));
}

describe("llama-server in the tools cache", () => {
  it("the installed server is the pinned commit's, recorded with its build time", async () => {
    const s = await engine();
    const rec = llamaServerRecord(toolsDir());
    expect(rec?.commit).toBe(LLAMA_SERVER.commit);
    expect(rec?.seconds).toBeGreaterThan(0);
    const v = await execa(s.bin, ["--version"], { reject: false });
    expect(`${v.stdout}${v.stderr}`).toContain(LLAMA_SERVER.commit.slice(0, 7));
    const path = await execa("npx", ["tsx", join(ROOT, "scripts", "tools.ts"), "path", "llama-server"], { cwd: ROOT });
    expect(path.stdout.trim()).toBe(`llama-server ${s.bin}`);
  });

  it("an incomplete folder is not an install", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ocw-tools-"));
    temps.push(dir);
    await fakeInstall(llamaServerFolder(dir), false);
    expect(llamaServerPath(dir)).toBeUndefined();
    const r = await execa("npx", ["tsx", join(ROOT, "scripts", "tools.ts"), "path", "llama-server"], { cwd: ROOT, env: { OCW_TOOLS_DIR: dir }, reject: false });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain("npm run tools -- install llama-server");
  });

  it("a build another live process holds is waited for and used, not started again", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ocw-tools-"));
    temps.push(dir);
    const folder = llamaServerFolder(dir);
    // A stand-in builder: alive, holding the lock, writing progress, then finishing the install.
    const builder = spawn("sleep", ["30"], { stdio: "ignore" });
    await writeFile(`${folder}.lock`, `${builder.pid} token`);
    await writeFile(llamaServerLog(dir), "ocw tools: llama-server build 50% (102/204 steps)\n");
    const said: string[] = [];
    const waiting = ensureLlamaServer(dir, (l) => said.push(l));
    await new Promise((r) => setTimeout(r, 3_000));
    expect(llamaServerPath(dir)).toBeUndefined();
    await fakeInstall(folder, true);
    const got = await waiting;
    builder.kill();
    expect(got.bin).toBe(join(folder, "bin", "llama-server"));
    expect(said.join("\n")).toContain(`waiting for the llama-server build by pid ${builder.pid}: ocw tools: llama-server build 50%`);
    // Nothing was built here: no build folder was made.
    await expect(import("node:fs/promises").then((f) => f.stat(`${folder}.build`))).rejects.toThrow();
  });
});
