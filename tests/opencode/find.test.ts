/**
 * Finding opencode: the version range, PATH, our data dir and the tools cache, fake binaries that print another
 * version or hang, and what `ocw opencode status` says about each. Only the last test runs the
 * real binary.
 */
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/index.js";
import { findOpencode, installDir, requireOpencode, satisfies, SUPPORTED_RANGE } from "../../src/opencode/index.js";
import { ensureTool } from "../../scripts/tools.js";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "ocw-find-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let n = 0;
/** A fake `opencode` in its own folder that runs `body` (sh). */
async function fake(body: string): Promise<string> {
  const dir = join(root, `bin${n++}`);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "opencode"), `#!/bin/sh\n${body}\n`);
  await chmod(join(dir, "opencode"), 0o755);
  return dir;
}

function envWith(path: string[], extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: [...path, "/usr/bin", "/bin"].join(":"), OCW_HOME: join(root, `home${n++}`), ...extra };
}

async function cli(argv: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { cwd: root, env, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } });
  return { code, stdout, stderr };
}

describe("version range", () => {
  it.each([
    ["1.18.33", true],
    ["1.18.34", true],
    ["1.99.0", true],
    ["v1.20.1", true],
    ["1.18.32", false],
    ["2.0.0", false],
    ["0.9.1", false],
    ["1.18.33-beta.1", true],
    ["not a version", false],
    ["", false],
  ])("satisfies - %s in the supported range is %s", (v, ok) => {
    expect(satisfies(v, SUPPORTED_RANGE)).toBe(ok);
  });

  it("satisfies - alternatives, bare versions and partial bounds", () => {
    expect(satisfies("1.2.3", "1.2.3")).toBe(true);
    expect(satisfies("1.2.4", "1.2.3 || >=2")).toBe(false);
    expect(satisfies("2.0.0", "1.2.3 || >=2")).toBe(true);
    expect(satisfies("1.18.0", ">1.17 <=1.18")).toBe(true);
    expect(satisfies("1.0.0", "~1")).toBe(false);
  });
});

describe("find opencode", () => {
  it("find - nothing on PATH or in the data dir is OPENCODE_MISSING with the install command", async () => {
    const env = envWith([join(root, "empty")]);
    const err = await failure(requireOpencode({ env }));
    expect(err).toMatchObject({ code: "OPENCODE_MISSING" });
    expect((err as Error).message).toContain("ocw opencode install");
    expect((err as Error).message).toContain(installDir(env));
  });

  it("find - a binary of another version is OPENCODE_UNSUPPORTED naming what was found and what is needed", async () => {
    const dir = await fake('echo "0.9.1"');
    const env = envWith([dir]);
    const report = await findOpencode({ env });
    expect(report.chosen).toBeUndefined();
    expect(report.candidates).toEqual([expect.objectContaining({ path: join(dir, "opencode"), source: "PATH", version: "0.9.1", supported: false })]);
    const err = await failure(requireOpencode({ env }));
    expect(err).toMatchObject({ code: "OPENCODE_UNSUPPORTED" });
    expect(err.message).toContain("version 0.9.1");
    expect(err.message).toContain(SUPPORTED_RANGE);
    expect(err.message).toContain("ocw opencode install");
  });

  it("find - a binary that fails on --version, or sits idle without answering, is reported naming the quiet bound", async () => {
    const broken = await fake('echo "segfault" >&2; exit 3');
    const hung = await fake("exec sleep 30");
    const report = await findOpencode({ env: envWith([broken, hung]), patience: { waitMs: 600_000, quietMs: 500 } });
    expect(report.chosen).toBeUndefined();
    expect(report.candidates[0]!.problem).toContain("segfault");
    expect(report.candidates[1]!.problem).toMatch(/sat idle without answering for 0\.5 s \(OCW_LOCAL_QUIET_S\)/);
  });

  it("find - a --version that is slow but keeps working is waited for, far past the quiet bound", async () => {
    // Busy for several quiet bounds before it answers: slow is not broken.
    const slow = await fake('i=0; while [ $i -lt 400000 ]; do i=$((i+1)); done; echo "1.18.33"');
    const report = await findOpencode({ env: envWith([slow]), patience: { waitMs: 600_000, quietMs: 300 } });
    expect(report.candidates[0]).toMatchObject({ version: "1.18.33", supported: true });
    expect(report.chosen?.path).toBe(join(slow, "opencode"));
  });

  it("find - a binary is asked its version once while its file stays the same; a replaced file is asked again", async () => {
    const calls = join(root, `calls${n++}`);
    const dir = await fake(`echo x >> ${calls}; echo "1.18.40"`);
    const env = envWith([dir]);
    const count = async (): Promise<number> => (await readFile(calls, "utf8").catch(() => "")).split("\n").filter(Boolean).length;
    expect((await findOpencode({ env })).chosen?.version).toBe("1.18.40");
    expect((await findOpencode({ env })).chosen?.version).toBe("1.18.40");
    expect(await count()).toBe(1);
    // Another binary at the same path (an upgrade): asked again, and its answer counts.
    await writeFile(join(dir, "opencode"), `#!/bin/sh\necho x >> ${calls}; echo "1.17.0 (old)"\necho "1.17.0"\n`);
    expect((await findOpencode({ env })).candidates[0]).toMatchObject({ version: "1.17.0", supported: false });
    expect(await count()).toBe(2);
  });

  it("find - our data dir wins over PATH, the first supported binary is chosen, duplicates are listed once", async () => {
    const old = await fake('echo "1.0.0"');
    const good = await fake('echo "1.18.40"');
    const env = envWith([old, good, good]);
    const dataBin = join(installDir(env), "node_modules", ".bin", "opencode");
    await mkdir(dirname(dataBin), { recursive: true });
    await writeFile(dataBin, '#!/bin/sh\necho "1.18.33"\n');
    await chmod(dataBin, 0o755);
    const report = await findOpencode({ env });
    expect(report.candidates.map((c) => c.source)).toEqual(["data", "PATH", "PATH"]);
    expect(report.chosen).toMatchObject({ path: dataBin, source: "data", version: "1.18.33" });
    await rm(dataBin);
    expect((await findOpencode({ env })).chosen).toMatchObject({ path: join(good, "opencode"), version: "1.18.40" });
  });

  it("find - the pinned copy in the tools cache is used after our data dir and before PATH; only a finished install of the pinned version counts", async () => {
    const onPath = await fake('echo "1.18.40"');
    const tools = join(root, `tools${n++}`);
    const env = envWith([onPath], { OCW_TOOLS_DIR: tools });
    const folder = join(tools, "opencode-ai@1.18.33");
    const bin = join(folder, "node_modules", ".bin", "opencode");
    await mkdir(dirname(bin), { recursive: true });
    await writeFile(bin, '#!/bin/sh\necho "1.18.33"\n');
    await chmod(bin, 0o755);
    // No `.complete` marker yet: an install still running (or killed) is not a copy.
    expect((await findOpencode({ env })).candidates.map((c) => c.source)).toEqual(["PATH"]);
    await writeFile(join(folder, ".complete"), "opencode-ai@1.18.33\n");
    const report = await findOpencode({ env });
    expect(report.candidates.map((c) => c.source)).toEqual(["tools", "PATH"]);
    expect(report.chosen).toMatchObject({ path: bin, source: "tools", version: "1.18.33" });
    // The same layout from HOME or XDG_CACHE_HOME, as `npm run tools` makes it.
    const home = join(root, `home${n++}`);
    await mkdir(join(home, ".cache", "opencode-worker"), { recursive: true });
    await cp(tools, join(home, ".cache", "opencode-worker", "tools"), { recursive: true });
    expect((await findOpencode({ env: envWith([onPath], { HOME: home }) })).chosen).toMatchObject({ source: "tools", version: "1.18.33" });
    expect((await findOpencode({ env: envWith([onPath], { HOME: join(root, "elsewhere"), XDG_CACHE_HOME: join(home, ".cache") }) })).chosen).toMatchObject({ source: "tools" });
    // Another version in the pinned folder is refused, saying so; PATH's supported one is used instead.
    await writeFile(bin, '#!/bin/sh\necho "1.18.34"\n');
    const wrong = await findOpencode({ env });
    expect(wrong.candidates[0]).toMatchObject({ source: "tools", version: "1.18.34", supported: false, problem: expect.stringContaining("tools cache folder of 1.18.33") });
    expect(wrong.chosen).toMatchObject({ source: "PATH", version: "1.18.40" });
  });

  it("find - OCW_OPENCODE names the binary explicitly, and a wrong one is reported", async () => {
    const good = await fake('echo "1.18.35"');
    expect((await findOpencode({ env: envWith([], { OCW_OPENCODE: join(good, "opencode") }) })).chosen).toMatchObject({ source: "OCW_OPENCODE", version: "1.18.35" });
    const report = await findOpencode({ env: envWith([], { OCW_OPENCODE: join(root, "nope") }) });
    expect(report.candidates[0]).toMatchObject({ source: "OCW_OPENCODE", supported: false, problem: expect.stringContaining("no executable") });
  });

  it("cli - `ocw opencode status` exits 1 naming the fix when opencode is missing, and --json carries the report", async () => {
    const env = envWith([join(root, "empty")]);
    const text = await cli(["opencode", "status"], env);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain("opencode not usable");
    expect(text.stderr).toContain("ocw opencode install");
    const json = await cli(["opencode", "status", "--json"], env);
    const doc = JSON.parse(json.stdout) as { opencode: { candidates: unknown[] }; server: { state: string }; error: { code: string } };
    expect(doc.opencode.candidates).toEqual([]);
    expect(doc.server.state).toBe("none");
    expect(doc.error.code).toBe("OPENCODE_MISSING");
  });

  it("cli - usage errors exit 2", async () => {
    const env = envWith([]);
    expect((await cli(["opencode"], env)).code).toBe(2);
    expect((await cli(["opencode", "frobnicate"], env)).stderr).toContain('unknown action "frobnicate"');
    expect((await cli(["opencode", "stop", "--port", "1"], env)).stderr).toContain("--port only applies to start");
    expect((await cli(["opencode", "start", "--port", "http"], env)).code).toBe(2);
    expect((await cli(["opencode", "start", "--env", "NOEQUALS"], env)).stderr).toContain("KEY=VALUE");
  });

  it("cli - `ocw opencode status` finds the real pinned binary on PATH", async () => {
    const bin = await ensureTool("opencode");
    const r = await cli(["opencode", "status", "--json"], envWith([dirname(bin)]));
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { opencode: { chosen: { version: string; source: string } } };
    expect(doc.opencode.chosen).toMatchObject({ version: "1.18.33", source: "PATH" });
  }, 30_000);
});

/** The error a promise rejects with (failing the test if it resolves). */
async function failure(p: Promise<unknown>): Promise<Error & { code?: string }> {
  return p.then(
    (v) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(v)}`);
    },
    (e: unknown) => e as Error & { code?: string },
  );
}
