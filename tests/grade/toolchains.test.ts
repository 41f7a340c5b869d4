/**
 * Toolchains installed the usual way, in the user's home (rustup and cargo, the Go module and
 * build caches), work inside the sandbox, read-only: a check's HOME is empty, so each manager is
 * named its folder by its own variable. Real toolchains, real bubblewrap; a toolchain that is
 * missing skips its test and says why.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRepo, reportPaths, sandboxRequest, snapshotBaseline, validateBaseline, type TaskSpec } from "../../src/grade/index.js";
import { toolchainHomes } from "../../src/grade/sandbox/toolchains.js";
import { cleanup, initRepo, tempDir } from "./fixtures.js";
import { RUST_FILES, GO_FILES, toolchain, type Toolchain } from "./fixtures-langs.js";

afterAll(cleanup);

async function validate(files: Readonly<Record<string, string>>, checks: TaskSpec["checks"]) {
  const dir = await tempDir("ocw-toolchain-");
  const ws = join(dir, "ws");
  await initRepo(ws, files);
  const spec: TaskSpec = { workspace: ws, objective: "x", scope: { allow: ["**"] }, checks, timeouts: { check: 180 } };
  const repo = await openRepo(ws);
  const baseline = await snapshotBaseline(repo, { exclude: reportPaths(spec) });
  const state = join(dir, "state");
  return validateBaseline({ file: "task.yaml", spec }, repo, baseline, {
    copyDir: join(state, "copy"),
    logDir: join(state, "logs"),
    hostPath: process.env.PATH,
    scratch: join(state, "scratch"),
    sandbox: { ...sandboxRequest(process.env), require: true },
  });
}

const problems = (v: { problems: readonly { message: string }[] }): string => v.problems.map((p) => p.message).join("\n");

describe("toolchains in the user's home, inside the sandbox", () => {
  let rust: Toolchain;
  let go: Toolchain;
  beforeAll(async () => {
    [rust, go] = await Promise.all([toolchain("rust"), toolchain("go")]);
    for (const t of [rust, go]) if (!t.ok) console.warn(`skipped: ${t.why}`);
  }, 900_000);

  it("toolchains - cargo test runs with rustup's toolchain from the user's home (no 'no default is configured')", async (ctx) => {
    if (!rust.ok) ctx.skip(rust.why);
    const v = await validate(RUST_FILES, {
      acceptance: [{ name: "mul", run: "cargo test --offline --test mul" }],
      regression: [{ name: "add", run: "cargo test --offline --test add" }],
    });
    expect(problems(v)).toBe("");
    expect(v.ok).toBe(true);
    expect(v.containment.mode).toBe("bwrap");
  }, 300_000);

  it("toolchains - a Go check that starts once the copy's files are over 2 s old still builds on the read-only cache (no [setup failed])", async (ctx) => {
    if (!go.ok) ctx.skip(go.why);
    // Go indexes a package into GOCACHE once its files are 2 s old and fails the build when that write fails.
    const v = await validate(GO_FILES, {
      acceptance: [{ name: "mul", run: "sleep 3 && go test -count=1 -run '^TestMulSmall$' ." }],
      regression: [{ name: "add", run: "sleep 3 && go test -count=1 -run '^TestAdd$' ." }],
    });
    expect(problems(v)).toBe("");
    expect(v.ok).toBe(true);
  }, 300_000);

  it("toolchains - the user's cargo and rustup homes and Go caches are read-only to a check", async (ctx) => {
    if (!rust.ok || !go.ok) ctx.skip(rust.ok ? go.why : rust.why);
    const homes = toolchainHomes(process.env).env;
    expect(Object.keys(homes)).toEqual(expect.arrayContaining(["RUSTUP_HOME", "CARGO_HOME", "GOCACHE"]));
    // Each must be named to the check, and a write into it refused.
    const probe = 'for v in RUSTUP_HOME CARGO_HOME GOCACHE; do eval d=\\$$v; [ -n "$d" ] || { echo "$v is not set"; exit 1; }; if touch "$d/ocw-probe"; then echo "wrote into $d"; exit 1; fi; done';
    const v = await validate(GO_FILES, {
      acceptance: [{ name: "mul", run: "go test -count=1 -run '^TestMulSmall$' ." }],
      regression: [{ name: "homes read-only", run: probe }],
    });
    expect(problems(v)).toBe("");
    expect(v.ok).toBe(true);
  }, 300_000);
});

describe("toolchainHomes", () => {
  it("toolchainHomes - names each manager's folder under HOME by its own variable, only when it exists", async () => {
    const home = await tempDir("ocw-home-");
    for (const d of [".rustup", ".cargo", "go/pkg/mod", ".cache/go-build/00", ".pyenv", ".nvm", ".sdkman", ".asdf", ".local/share/mise", ".local/share/pnpm", ".cache/node/corepack"]) await mkdir(join(home, d), { recursive: true });
    const t = toolchainHomes({ HOME: home });
    expect(t.env).toEqual({
      RUSTUP_HOME: join(home, ".rustup"),
      // Installing into a read-only home cannot work: rustup says "not installed" at once.
      RUSTUP_AUTO_INSTALL: "0",
      CARGO_HOME: join(home, ".cargo"),
      GOMODCACHE: join(home, "go/pkg/mod"),
      GOCACHE: join(home, ".cache/go-build"),
      // Go's module index is the one cache write it does not forgive on a read-only cache.
      GODEBUG: "goindex=0",
      PYENV_ROOT: join(home, ".pyenv"),
      NVM_DIR: join(home, ".nvm"),
      SDKMAN_DIR: join(home, ".sdkman"),
      ASDF_DATA_DIR: join(home, ".asdf"),
      MISE_DATA_DIR: join(home, ".local/share/mise"),
      PNPM_HOME: join(home, ".local/share/pnpm"),
      COREPACK_HOME: join(home, ".cache/node/corepack"),
    });
    // Under /tmp, which the sandbox's private /tmp hides: every one of them is bound read-only.
    expect([...t.readOnly].sort()).toEqual(home.startsWith("/tmp/") ? Object.values(t.env).filter((v) => v.startsWith("/")).sort() : []);
  });

  it("toolchainHomes - the user's own variables win; XDG and GOPATH move the defaults", async () => {
    const root = await tempDir("ocw-home-");
    for (const d of ["rustup", "gopath/pkg/mod", "xdg-cache/go-build/00", "jdk"]) await mkdir(join(root, d), { recursive: true });
    const t = toolchainHomes({ HOME: join(root, "nohome"), RUSTUP_HOME: join(root, "rustup"), GOPATH: `${join(root, "gopath")}:/elsewhere`, XDG_CACHE_HOME: join(root, "xdg-cache"), JAVA_HOME: join(root, "jdk"), RUSTUP_TOOLCHAIN: "1.95.0", GOTOOLCHAIN: "local" });
    expect(t.env).toEqual({ RUSTUP_HOME: join(root, "rustup"), RUSTUP_AUTO_INSTALL: "0", GOMODCACHE: join(root, "gopath/pkg/mod"), GOCACHE: join(root, "xdg-cache/go-build"), GODEBUG: "goindex=0", JAVA_HOME: join(root, "jdk"), RUSTUP_TOOLCHAIN: "1.95.0", GOTOOLCHAIN: "local" });
  });

  it("toolchainHomes - keeps the user's GODEBUG settings beside goindex=0, and drops one that is not a plain list", async () => {
    const root = await tempDir("ocw-home-");
    await mkdir(join(root, "go-build/00"), { recursive: true });
    expect(toolchainHomes({ GOCACHE: join(root, "go-build"), GODEBUG: "http2client=0" }).env.GODEBUG).toBe("http2client=0,goindex=0");
    expect(toolchainHomes({ GOCACHE: join(root, "go-build"), GODEBUG: "$(evil)" }).env.GODEBUG).toBe("goindex=0");
    expect(toolchainHomes({ GODEBUG: "http2client=0" }).env.GODEBUG).toBeUndefined();
    // A cache Go never initialised cannot be used read-only at all: not named.
    await mkdir(join(root, "fresh-cache"), { recursive: true });
    expect(toolchainHomes({ GOCACHE: join(root, "fresh-cache") }).env.GOCACHE).toBeUndefined();
  });

  it("toolchainHomes - leaves out folders that are missing, relative, or inside a tree the worker could write", async () => {
    const root = await tempDir("ocw-home-");
    await mkdir(join(root, "tree/.cargo"), { recursive: true });
    await writeFile(join(root, "file"), "");
    const t = toolchainHomes({ HOME: join(root, "tree"), RUSTUP_HOME: "rel/rustup", GOCACHE: join(root, "file"), JAVA_HOME: join(root, "missing"), RUSTUP_TOOLCHAIN: "$(evil)" }, [join(root, "tree")]);
    expect(t.env).toEqual({});
  });
});
