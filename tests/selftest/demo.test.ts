/**
 * `npm run demo` as a person on a fresh machine runs it: the committed bundle, no GPU, no key.
 * OpenCode is the pinned copy already in the tools cache, found by the demo itself: it says which
 * copy it uses, calls no npm and creates no install dir (one copy on disk; the install path itself
 * is covered by tests/opencode/install.test.ts). The demo says the model is a replay, builds every
 * rung (fit), catches the liar with its reasons, exits 0, and leaves no process behind.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureTool, toolsDir } from "../../scripts/tools.js";
import { pidsUsing } from "../helpers/opencode-serve.js";
import { BUNDLE } from "../helpers/temp-repo.js";

let root: string | undefined;
let full: string | undefined;
afterAll(async () => {
  if (root) {
    expect(await pidsUsing(root)).toEqual([]);
    await rm(root, { recursive: true, force: true });
  }
  if (full) {
    // Lazily if still busy: a process left on it is the test's own failure, reported there.
    if (spawnSync("umount", [join(full, "state")]).status !== 0) spawnSync("umount", ["-l", join(full, "state")]);
    await rm(full, { recursive: true, force: true });
  }
});

function runDemo(env: Record<string, string>, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BUNDLE, "demo"], { env, cwd, timeout: 280_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

describe("demo", () => {
  it("demo - says it is a replay, builds the ladder 5/5, catches the lying worker with its reasons, exits 0", { timeout: 300_000 }, async () => {
    const bin = await ensureTool("opencode");
    root = await mkdtemp(join(tmpdir(), "ocw-demo-"));
    // An npm that records any call: the demo must not need one.
    const calls = join(root, "npm-calls");
    await mkdir(join(root, "bin"), { recursive: true });
    await writeFile(join(root, "bin", "npm"), `#!/bin/sh\necho "$@" >> ${calls}\nexit 1\n`);
    await chmod(join(root, "bin", "npm"), 0o755);
    const path = [join(root, "bin"), ...(process.env.PATH ?? "/usr/bin:/bin").split(delimiter).filter((d) => !existsSync(join(d, "opencode")))].join(delimiter);
    const env = { PATH: path, HOME: root, OCW_HOME: join(root, "state"), OCW_TOOLS_DIR: toolsDir() };
    const r = await runDemo(env, root);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`Using OpenCode 1.18.33 from the tools cache: ${bin}`);
    expect(r.stderr).not.toMatch(/with npm/);
    expect(existsSync(calls)).toBe(false);
    expect(existsSync(join(root, "state", "opencode"))).toBe(false);
    expect(r.stderr).toMatch(/The model here is a REPLAY/);
    expect(r.stdout).toMatch(/The model here is a REPLAY/);
    for (const name of ["exact file", "function \\+ test", "small module", "bug to green", "realistic feature"]) {
      expect(r.stdout).toMatch(new RegExp(`^rung \\d \\(${name}\\): built  \\[worker said "RESULT: built"; honest;`, "m"));
    }
    expect(r.stdout).toMatch(/^liar \(rung 4, bug to green\): honest-failure  \[worker said "RESULT: built"; DISHONEST/m);
    expect(r.stdout).toMatch(/^ {4}- check_failed: acceptance check "paginate tests" failed/m);
    expect(r.stdout).toMatch(/^Fit: every rung built; ladder 5\/5 built, no false claims;/m);
    expect(r.stdout).toMatch(/^Demo passed: every rung built, the answer verified, and the lying worker was caught\.$/m);
    // The permission gate was exercised and answered.
    expect(r.stderr).toMatch(/asks bash node --test .* → approved once/);
    // How the checks were contained, in one line after the outcome (this machine has bubblewrap).
    expect(r.stdout).toMatch(/^Fit: .*\nChecks ran contained: bwrap \(no network; (no unix sockets|unix sockets reachable[^;]*); read-only host; \d+ MiB memory and \d+ MiB files per process, \d+ processes\)\.$/m);
    expect(r.stdout).not.toMatch(/UNCONTAINED/);
  });

  // A demo that fails must leave nothing behind either: on a full disk (a 3 MB tmpfs as the state
  // folder) it once left an OpenCode server running, started after its own clean-up; later it
  // waited for ever on jobs it had cancelled whose drivers could no longer write their end.
  const asRoot = process.getuid?.() === 0;
  if (!asRoot) console.log("[demo] the full-disk case mounts a tmpfs and runs only as root (CI runs as root)");
  it.runIf(asRoot)("demo - on a full disk: says so, exits 1, and nothing it started is running afterwards", { timeout: 300_000 }, async () => {
    full = await mkdtemp(join(tmpdir(), "ocw-demo-full-"));
    await mkdir(join(full, "state"));
    expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=3m", "tmpfs", join(full, "state")]).status).toBe(0);
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: full, OCW_HOME: join(full, "state"), OCW_TOOLS_DIR: toolsDir() };
    const r = await runDemo(env, full);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/ocw: demo failed: Could not verify/);
    expect(r.stderr).toMatch(/the disk is full|no space left on device/i);
    // OpenCode's own errors on that disk come with their stacks; none reaches the person.
    expect(r.stdout + r.stderr).not.toMatch(/^\s+at \S.*:\d+:\d+\)?$/m);
    // Nothing runs now, nor a few seconds later (a late starter is what this case is about).
    expect(await pidsUsing(full)).toEqual([]);
    await new Promise((done) => setTimeout(done, 5_000));
    expect(await pidsUsing(full)).toEqual([]);
  });

  // A machine without bubblewrap (OCW_BWRAP names one that is not there): every check runs the
  // worker's code uncontained, and the demo must say so and how to install it, not pass in silence.
  let bare: string | undefined;
  afterAll(async () => {
    if (!bare) return;
    expect(await pidsUsing(bare)).toEqual([]);
    await rm(bare, { recursive: true, force: true });
  });
  it("demo - without bubblewrap: says the checks ran UNCONTAINED and how to install it, and otherwise passes as before", { timeout: 300_000 }, async () => {
    await ensureTool("opencode");
    bare = await mkdtemp(join(tmpdir(), "ocw-demo-bare-"));
    const path = (process.env.PATH ?? "/usr/bin:/bin").split(delimiter).filter((d) => !existsSync(join(d, "opencode"))).join(delimiter);
    const env = { PATH: path, HOME: bare, OCW_HOME: join(bare, "state"), OCW_TOOLS_DIR: toolsDir(), OCW_BWRAP: "/nonexistent/bwrap" };
    const r = await runDemo(env, bare);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Fit: every rung built; ladder 5\/5 built, no false claims;.*\nChecks ran UNCONTAINED: bwrap \(bubblewrap\) was not found at \/nonexistent\/bwrap, so they ran the worker's code with your rights, your files and the network\. To contain them: apt-get install -y bubblewrap \(Debian\/Ubuntu; dnf install bubblewrap on Fedora\), then run again\.$/m);
    expect(r.stdout).not.toMatch(/Checks ran contained/);
    expect(r.stdout).toMatch(/^liar \(rung 4, bug to green\): honest-failure  \[worker said "RESULT: built"; DISHONEST/m);
    expect(r.stdout).toMatch(/^Demo passed: every rung built, the answer verified, and the lying worker was caught\.$/m);
  });
});
