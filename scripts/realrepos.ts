/**
 * Real bug fixes from real libraries, for the grader's tests (tests/realrepos): six published
 * releases whose next patch release fixed one bug and added the test for it, fetched from the
 * package registries (npm, PyPI, the Go module proxy, crates.io) — never from GitHub, and never
 * copied into this repository. A case's workspace is release A's files with release B's test
 * files copied over (the baseline, whose acceptance check fails for the bug); B's source files
 * are the real upstream fix.
 *
 * `ensureRealRepos` fetches once per machine into the tools cache, with the network: every
 * archive (its sha checked as the registry gives it), pnpm and uv, and the package managers'
 * caches warmed by running each case's real setup once in a scratch workspace — an npm cache, a
 * pnpm store, a uv cache, a pip wheelhouse, a Go module and build cache, a CARGO_HOME. Then each
 * case is set up once more offline from them, to prove they are enough. The folder is assembled
 * aside and renamed into place (whole or absent); one fetch per machine, others wait by liveness.
 *
 * `buildWorkspace` then makes a fresh workspace for a case in seconds, as a user following the
 * library's README would have it, but offline from those caches.
 *
 * Layout: `<tools>/realrepos@<FORMAT>/` holding `archives/`, `bin/` (pnpm, uv), `npm-cache/`,
 * `pnpm-store/`, `uv-cache/`, `wheelhouse/`, `gomodcache/`, `gocache/`, `cargo-home/` and
 * `.complete` (JSON); beside it `realrepos@<FORMAT>.lock` and `.log`.
 */
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { appendFile, chmod, cp, mkdir, readFile, readdir, rename, rm, symlink, writeFile } from "node:fs/promises";
import { arch, platform } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { folderBytes, installOnce, type Say } from "./once.js";
import { capture, run } from "./step.js";

/** Bumped when the folder's layout or contents change meaning: a new folder is fetched. */
const FORMAT = 1;
const PNPM_VERSION = "10.26.2";
const UV = { version: "0.13.9", wheel: "uv-0.13.9-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", sha256: "d7f459fe4fd247d830351c75686d3996ace3c6f3f728eb0e85a30b7ada0cef19" } as const;
/** The uv lock was resolved as of this date; every uv command must be given it, or `--locked` resolves again. */
const UV_EXCLUDE_NEWER = "2026-04-25T00:00:00Z";
/** Reference lockfiles and the pip constraints: our fixture data, committed. */
export const LOCKS_DIR = join(import.meta.dirname, "..", "tests", "realrepos", "locks");

const STEP_MS = 10 * 60_000;
/** Go's first test run compiles the standard library: minutes on a busy 2-core machine. */
const GO_WARM_MS = 30 * 60_000;
const DOWNLOAD_MS = 5 * 60_000;
/** A fetch whose log and folder have not grown for this long is taken as hung. */
const STALL_MS = 15 * 60_000;
const GIT_IDENTITY = ["-c", "user.name=realrepos", "-c", "user.email=realrepos@example.invalid", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"];

export type Ecosystem = "npm" | "pnpm" | "uv" | "venv" | "go" | "cargo";

export interface Archive {
  readonly version: string;
  readonly file: string;
  readonly url: string;
  /** npm's `dist.shasum`. */
  readonly sha1?: string;
  readonly sha256?: string;
}

export interface RealCase {
  readonly id: string;
  readonly ecosystem: Ecosystem;
  /** The upstream bug, in one line. */
  readonly what: string;
  /** Package (npm, PyPI, crate) or Go module path. */
  readonly pkg: string;
  /** A (the baseline: the bug) and B (the release that fixed it). */
  readonly archives: readonly [Archive, Archive];
  /** B's test files, taken into the baseline: the acceptance check's files. */
  readonly tests: readonly string[];
  /** B's source files: the real upstream fix. */
  readonly fix: readonly string[];
  /** Check commands, as the user runs them at the workspace root. */
  readonly acceptance: string;
  readonly regression: string;
  readonly scope: { readonly allow: readonly string[] };
  /** The reference lockfile in tests/realrepos/locks and its name in the workspace. */
  readonly lock?: { readonly file: string; readonly as: string };
}

const npm = (v: string, sha1: string): Archive => ({ version: v, file: `zod-${v}.tgz`, url: `https://registry.npmjs.org/zod/-/zod-${v}.tgz`, sha1 });
const pypi = (name: string, v: string, path: string, sha256: string): Archive => ({ version: v, file: `${name}-${v}.tar.gz`, url: `https://files.pythonhosted.org/packages/${path}/${name}-${v}.tar.gz`, sha256 });
const goproxy = (v: string, sha256: string): Archive => ({ version: v, file: `gjson-${v}.zip`, url: `https://proxy.golang.org/github.com/tidwall/gjson/@v/${v}.zip`, sha256 });
const crate = (v: string, sha256: string): Archive => ({ version: v, file: `arrayvec-${v}.crate`, url: `https://static.crates.io/crates/arrayvec/arrayvec-${v}.crate`, sha256 });
const ZST_TEST = "test_extend_zst_with_drop_is_not_dropped_twice_via_safe_api";

/** The six cases, verified by hand (see the research notes quoted in tests/realrepos). */
export const REAL_CASES = [
  {
    id: "npm-zod",
    ecosystem: "npm",
    what: "zod 4.3.0: .extend() on an object schema with refinements threw even when no existing key was overwritten",
    pkg: "zod",
    archives: [npm("4.3.0", "433d99fabf68656b697c01c14fe9c80b3bbfdfc0"), npm("4.3.1", "0111a7bde34264f1fe3ab56c90a14bc766d8df7a")],
    tests: ["src/v4/classic/tests/object.test.ts"],
    fix: ["src/v4/core/util.ts"],
    acceptance: "npx vitest run src/v4/classic/tests/object.test.ts",
    regression: "npx vitest run src/v4/classic/tests/string.test.ts",
    scope: { allow: ["src/v4/core/util.ts"] },
    lock: { file: "npm-zod.package-lock.json", as: "package-lock.json" },
  },
  {
    id: "pnpm-zod",
    ecosystem: "pnpm",
    what: "zod 4.3.1: z.intersection of two object schemas reported a key as unrecognized when only one side did not know it",
    pkg: "zod",
    archives: [npm("4.3.1", "0111a7bde34264f1fe3ab56c90a14bc766d8df7a"), npm("4.3.2", "bcfc856b621287390636f3368cd7e9d5d1be30ce")],
    tests: ["src/v4/classic/tests/intersection.test.ts"],
    fix: ["src/v4/core/schemas.ts"],
    acceptance: "pnpm exec vitest run src/v4/classic/tests/intersection.test.ts",
    regression: "pnpm exec vitest run src/v4/classic/tests/string.test.ts",
    scope: { allow: ["src/v4/core/schemas.ts"] },
    lock: { file: "pnpm-zod.pnpm-lock.yaml", as: "pnpm-lock.yaml" },
  },
  {
    id: "uv-packaging",
    ecosystem: "uv",
    what: "packaging 26.1: the pyemscripten platform tag read the sysconfig variable PYEMSCRIPTEN_ABI_VERSION instead of PYEMSCRIPTEN_PLATFORM_VERSION",
    pkg: "packaging",
    archives: [
      pypi("packaging", "26.1", "df/de/0d2b39fb4af88a0258f3bac87dfcbb48e73fbdea4a2ed0e2213f9a4c2f9a", "f042152b681c4bfac5cae2742a55e103d27ab2ec0f3d88037136b6bfe7c9c5de"),
      pypi("packaging", "26.2", "d7/f1/e7a6dd94a8d4a5626c03e4e99c87f241ba9e350cd9e6d75123f992427270", "ff452ff5a3e828ce110190feff1178bb1f2ea2281fa2075aadb987c2fb221661"),
    ],
    tests: ["tests/test_tags.py"],
    fix: ["src/packaging/tags.py"],
    acceptance: ".venv/bin/python -m pytest -q tests/test_tags.py::TestSysTags::test_pyemscripten",
    regression: ".venv/bin/python -m pytest -q tests/test_utils.py",
    scope: { allow: ["src/packaging/tags.py"] },
    lock: { file: "uv-packaging.uv.lock", as: "uv.lock" },
  },
  {
    id: "venv-attrs",
    ecosystem: "venv",
    what: "attrs 25.2.0: a generator-based field_transformer produced a class with no fields",
    pkg: "attrs",
    archives: [
      pypi("attrs", "25.2.0", "69/82/3c4e1d44f3cbaa2a578127d641fe385ba3bff6c38b789447ae11a21fa413", "18a06db706db43ac232cce80443fcd9f2500702059ecf53489e3c5a3f417acaf"),
      pypi("attrs", "25.3.0", "5a/b0/1367933a8532ee6ff8d63537de4f1177af4bff9f3e829baf7331f595bb24", "75d7cefc7fb576747b2c81b4442d4d4a1ce0900973527c011d1030fd3bf4af1b"),
    ],
    tests: ["tests/test_hooks.py"],
    fix: ["src/attr/_make.py"],
    acceptance: ".venv/bin/python -m pytest -q tests/test_hooks.py::TestTransformHook::test_hook_generator",
    regression: ".venv/bin/python -m pytest -q tests/test_validators.py",
    scope: { allow: ["src/attr/_make.py"] },
  },
  {
    id: "go-gjson",
    ecosystem: "go",
    what: "gjson v1.20.0: a high surrogate followed by a \\u escape that is not a low surrogate swallowed the second escape",
    pkg: "github.com/tidwall/gjson",
    archives: [goproxy("v1.20.0", "04ffbd1edb224bfe8c68ca083aaea06837c5e211bd047a238e01f9bd3ef69af7"), goproxy("v1.20.1", "fd55a3a17fbb68a19d33be52d95efb4f2f2d93a185da4e4341c8416cfc51ca7d")],
    tests: ["gjson_test.go"],
    fix: ["gjson.go"],
    acceptance: "go test -count=1 -run '^TestIssue403$' ./...",
    // The random and time-seeded tests are skipped too: a regression check must be deterministic.
    regression: "go test -count=1 -skip '^(TestIssue403|TestRandom.*|TestValidRandom|TestJSONString)$' ./...",
    scope: { allow: ["gjson.go"] },
  },
  {
    id: "rust-arrayvec",
    ecosystem: "cargo",
    what: "arrayvec 0.7.6: ArrayVec::extend dropped a zero-sized element twice (once in extend, once when the vector dropped)",
    pkg: "arrayvec",
    archives: [crate("0.7.6", "7c02d123df017efcdfbd739ef81735b36c5ba83ec3c59c80a9d7ecc718f92e50"), crate("0.7.7", "f02882884d3e1bc524fb12c79f107f6ad0e1cfd498c536ffb494301740995dfe")],
    tests: ["tests/tests.rs"],
    fix: ["src/arrayvec.rs"],
    acceptance: `cargo test --locked --offline --test tests -- --exact ${ZST_TEST}`,
    regression: `cargo test --locked --offline --lib --test tests -- --skip ${ZST_TEST}`,
    scope: { allow: ["src/arrayvec.rs"] },
    // B's Cargo.lock with the root package's version set to A's: it satisfies --locked.
    lock: { file: "rust-arrayvec.Cargo.lock", as: "Cargo.lock" },
  },
] as const satisfies readonly RealCase[];

export type CaseId = (typeof REAL_CASES)[number]["id"];

export function realCase(id: CaseId): RealCase {
  return REAL_CASES.find((c) => c.id === id)!;
}

/** The fetched folder and its parts. */
export interface RealRepos {
  readonly folder: string;
  readonly archives: string;
  /** pnpm and uv. */
  readonly bin: string;
  readonly npmCache: string;
  readonly pnpmStore: string;
  readonly uvCache: string;
  readonly wheelhouse: string;
  readonly gomodcache: string;
  readonly gocache: string;
  readonly cargoHome: string;
  /** Cases this machine cannot run (a toolchain is missing), and why. */
  readonly unavailable: Readonly<Partial<Record<CaseId, string>>>;
}

interface FetchRecord {
  readonly format: number;
  readonly seconds: number;
  readonly unavailable: Partial<Record<CaseId, string>>;
  readonly bytes: number;
}

export function realReposFolder(toolsDir: string): string {
  return join(toolsDir, `realrepos@${FORMAT}`);
}

function partsOf(folder: string, unavailable: RealRepos["unavailable"]): RealRepos {
  return {
    folder,
    archives: join(folder, "archives"),
    bin: join(folder, "bin"),
    npmCache: join(folder, "npm-cache"),
    pnpmStore: join(folder, "pnpm-store"),
    uvCache: join(folder, "uv-cache"),
    wheelhouse: join(folder, "wheelhouse"),
    gomodcache: join(folder, "gomodcache"),
    gocache: join(folder, "gocache"),
    cargoHome: join(folder, "cargo-home"),
    unavailable,
  };
}

/**
 * The fetched folder, or undefined when there is none — or when a case was left out for a
 * missing toolchain that this machine now has (it is then fetched again).
 */
export function realReposPath(toolsDir: string): RealRepos | undefined {
  const folder = realReposFolder(toolsDir);
  let rec: FetchRecord;
  try {
    rec = JSON.parse(readFileSync(join(folder, ".complete"), "utf8")) as FetchRecord;
  } catch {
    return undefined;
  }
  if (rec.format !== FORMAT) return undefined;
  for (const id of Object.keys(rec.unavailable ?? {}) as CaseId[]) if (missingToolchain(realCase(id).ecosystem) === undefined) return undefined;
  return partsOf(folder, rec.unavailable ?? {});
}

export interface EnsureOptions {
  readonly toolsDir: string;
  readonly say?: Say;
}

/** Fetch and warm everything unless it is there; wait for another process's fetch when one runs (its log and folder growing are its progress). */
export async function ensureRealRepos(opts: EnsureOptions): Promise<RealRepos> {
  const say = opts.say ?? ((l: string) => process.stderr.write(`${l}\n`));
  const folder = realReposFolder(opts.toolsDir);
  return installOnce({
    lock: `${folder}.lock`,
    ready: () => realReposPath(opts.toolsDir),
    make: () => fetchRealRepos(opts.toolsDir, say),
    progress: async () => {
      const log = await readFile(`${folder}.log`, "utf8").catch(() => "");
      let size = log.length;
      for (const name of await readdir(dirname(folder)).catch(() => [] as string[])) if (name.startsWith(`realrepos@${FORMAT}.tmp-`)) size += await folderBytes(join(dirname(folder), name));
      return { size, line: log.trimEnd().split("\n").pop() };
    },
    silenceMs: STALL_MS,
    waiting: (pid, line) => `ocw tools: waiting for the fetch of the real repositories by pid ${pid}${line ? `: ${line.replace(/^ocw tools: /, "")}` : ""}`,
    stalled: (pid) => `the fetch of the real repositories by pid ${pid} has shown no progress in ${folder}.log for ${STALL_MS / 60_000} minutes; stop it (kill ${pid}) and run: npm run tools -- install realrepos`,
    say,
  });
}

/**
 * Why `ecosystem`'s cases cannot run on this machine, or undefined when they can: its toolchain
 * is proven by running it (a `python3` without pip or venv cannot set up the Python cases).
 */
export function missingToolchain(ecosystem: Ecosystem): string | undefined {
  const probes: Record<Ecosystem, readonly (readonly [string, readonly string[], string])[]> = {
    npm: [],
    pnpm: [],
    uv: [["python3", ["-m", "pip", "--version"], "python3 with pip (Debian: apt-get install -y python3-pip)"]],
    venv: [
      ["python3", ["-m", "pip", "--version"], "python3 with pip (Debian: apt-get install -y python3-pip)"],
      ["python3", ["-c", "import ensurepip, venv"], "python3 with venv (Debian: apt-get install -y python3-venv)"],
    ],
    go: [["go", ["version"], "go"]],
    cargo: [["cargo", ["--version"], "cargo (rustup.rs)"]],
  };
  for (const [cmd, args, what] of probes[ecosystem]) {
    const r = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "pipe"], timeout: 60_000 });
    if (r.status !== 0) return `the ${ecosystem} case needs ${what}: \`${cmd} ${args.join(" ")}\` ${r.error ? `could not run (${r.error.message})` : `failed (${String(r.stderr ?? "").trim().split("\n").pop() || `exit ${r.status}`})`}`;
  }
  if (ecosystem === "uv" && (platform() !== "linux" || arch() !== "x64")) return `uv ${UV.version} is pinned to its linux x86_64 wheel; this machine is ${platform()} ${arch()}`;
  return undefined;
}

async function fetchRealRepos(toolsDir: string, say: Say): Promise<RealRepos> {
  const started = Date.now();
  const folder = realReposFolder(toolsDir);
  const staging = `${folder}.tmp-${process.pid}`;
  const logFile = `${folder}.log`;
  await rm(staging, { recursive: true, force: true });
  await writeFile(logFile, "");
  const note = (line: string): void => {
    say(line);
    void appendFile(logFile, `${line}\n`).catch(() => undefined);
  };
  const log = (line: string): void => void appendFile(logFile, `  ${line}\n`).catch(() => undefined);
  const unavailable: Partial<Record<CaseId, string>> = {};
  for (const c of REAL_CASES) {
    const why = missingToolchain(c.ecosystem);
    if (why) unavailable[c.id] = why;
  }
  const cases = REAL_CASES.filter((c) => !unavailable[c.id]);
  for (const [id, why] of Object.entries(unavailable)) note(`ocw tools: realrepos: leaving out ${id}: ${why}`);
  const repos = partsOf(staging, unavailable);
  try {
    for (const dir of [repos.archives, repos.bin, repos.npmCache, repos.pnpmStore, repos.uvCache, repos.wheelhouse, repos.gomodcache, repos.gocache, repos.cargoHome]) await mkdir(dir, { recursive: true });
    note(`ocw tools: fetching the real repositories (${cases.map((c) => c.id).join(", ")}) into ${folder} …`);
    for (const c of cases) {
      for (const a of c.archives) {
        if (c.ecosystem === "go") await goModule(repos, c.pkg, a, log);
        else await download(a.url, join(repos.archives, a.file), a, log);
        log(`${a.file}: ${a.sha1 ? `sha1 ${a.sha1}` : `sha256 ${a.sha256}`} ok`);
      }
    }
    if (cases.some((c) => c.ecosystem === "pnpm")) {
      note(`ocw tools: realrepos: pnpm@${PNPM_VERSION} from npm`);
      const prefix = join(staging, "pnpm");
      await mkdir(prefix, { recursive: true });
      await sh(repos, "npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--save-exact", "--cache", repos.npmCache, `pnpm@${PNPM_VERSION}`], staging, {}, STEP_MS, log);
      const bins = (JSON.parse(await readFile(join(prefix, "node_modules", "pnpm", "package.json"), "utf8")) as { bin: Record<string, string> }).bin;
      for (const [name, rel] of Object.entries(bins)) await symlink(join("..", "pnpm", "node_modules", "pnpm", rel), join(repos.bin, name));
    }
    if (cases.some((c) => c.ecosystem === "uv")) {
      note(`ocw tools: realrepos: uv ${UV.version} from PyPI`);
      const dl = join(staging, "uv-wheel");
      await sh(repos, "python3", ["-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--no-cache-dir", "--progress-bar", "off", "--dest", dl, `uv==${UV.version}`], staging, { PIP_FIND_LINKS: undefined, PIP_NO_INDEX: undefined }, STEP_MS, log);
      await checkSha(join(dl, UV.wheel), { sha256: UV.sha256 });
      const unpack = "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nfor n in ('uv', 'uvx'):\n    open(sys.argv[2] + '/' + n, 'wb').write(z.read(f'uv-{sys.argv[3]}.data/scripts/{n}'))";
      await sh(repos, "python3", ["-c", unpack, join(dl, UV.wheel), repos.bin, UV.version], staging, {}, STEP_MS, log);
      for (const n of ["uv", "uvx"]) await chmod(join(repos.bin, n), 0o755);
      await rm(dl, { recursive: true, force: true });
    }
    if (cases.some((c) => c.ecosystem === "venv")) {
      note("ocw tools: realrepos: the pip wheelhouse (the venv case's packages and its editable build's backend)");
      await sh(repos, "python3", ["-m", "pip", "download", "--only-binary=:all:", "--progress-bar", "off", "--dest", repos.wheelhouse, "-r", join(LOCKS_DIR, "venv-attrs.constraints.txt")], staging, { PIP_FIND_LINKS: undefined, PIP_NO_INDEX: undefined }, STEP_MS, log);
    }
    // Each case's real setup once with the network (it fills the caches), then once offline from them (the proof they suffice).
    const scratch = join(staging, "scratch");
    for (const c of cases) {
      note(`ocw tools: realrepos: ${c.id}: setting it up with the network, then offline`);
      const online = await buildWorkspace(c, join(scratch, `${c.id}-online`), repos, { online: true });
      if (c.ecosystem === "go") {
        // The build cache a check reads: initialised (00…ff) and holding the standard library compiled.
        note(`ocw tools: realrepos: ${c.id}: warming the Go build cache (compiles the standard library)`);
        await sh(repos, "sh", ["-c", c.regression], online.ws, goEnv(repos, repos.gocache, "off"), GO_WARM_MS, log);
      }
      await buildWorkspace(c, join(scratch, `${c.id}-offline`), repos);
      await rm(scratch, { recursive: true, force: true });
    }
    const bytes = await folderBytes(staging);
    const record: FetchRecord = { format: FORMAT, seconds: Math.round((Date.now() - started) / 1000), unavailable, bytes };
    await writeFile(join(staging, ".complete"), `${JSON.stringify(record, null, 2)}\n`);
    await rm(folder, { recursive: true, force: true });
    await rename(staging, folder);
    note(`ocw tools: real repositories ready in ${record.seconds} s (${Math.round(bytes / 1e6)} MB): ${folder}`);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const done = realReposPath(toolsDir);
  if (!done) throw new Error(`fetched the real repositories but ${folder} is incomplete`);
  return done;
}

async function download(url: string, dest: string, want: { sha1?: string; sha256?: string }, log: (l: string) => void): Promise<void> {
  let last: unknown;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_MS) });
      if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
      await writeFile(dest, Buffer.from(await res.arrayBuffer()));
      await checkSha(dest, want);
      return;
    } catch (e) {
      last = e;
      log(`attempt ${attempt}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  throw new Error(`could not download ${url}: ${last instanceof Error ? last.message : String(last)}`);
}

async function checkSha(file: string, want: { sha1?: string; sha256?: string }): Promise<void> {
  const data = await readFile(file);
  for (const algo of ["sha1", "sha256"] as const) {
    const expected = want[algo];
    if (!expected) continue;
    const got = createHash(algo).update(data).digest("hex");
    if (got !== expected) throw new Error(`${file} has ${algo} ${got}, expected ${expected}: not the published file`);
  }
}

/** A module version into the Go module cache through the proxy (go checks it against the checksum database); its zip into archives, checked. */
async function goModule(repos: RealRepos, module: string, a: Archive, log: (l: string) => void): Promise<void> {
  const out = await captureWith(repos, "go", ["mod", "download", "-json", `${module}@${a.version}`], repos.archives, goEnv(repos, join(repos.folder, "gocache-scratch"), undefined), log);
  const zip = (JSON.parse(out) as { Zip?: string }).Zip;
  if (!zip) throw new Error(`go mod download ${module}@${a.version} named no zip: ${out.slice(0, 400)}`);
  await cp(zip, join(repos.archives, a.file));
  await checkSha(join(repos.archives, a.file), a);
  await rm(join(repos.folder, "gocache-scratch"), { recursive: true, force: true });
}

/** The extracted module version in the Go module cache. */
function goModuleDir(repos: RealRepos, module: string, version: string): string {
  return join(repos.gomodcache, `${module.replace(/[A-Z]/g, (ch) => `!${ch.toLowerCase()}`)}@${version}`);
}

type Env = Readonly<Record<string, string | undefined>>;

/** Go with our module cache (downloads writable, so the folder can be removed), `gocache` as its build cache, and `proxy` (off: offline). */
function goEnv(repos: RealRepos, gocache: string, proxy: "off" | undefined): Env {
  return { GOMODCACHE: repos.gomodcache, GOCACHE: gocache, GOFLAGS: "-modcacherw", GOTOOLCHAIN: "local", ...(proxy ? { GOPROXY: proxy } : {}) };
}

/** The environment a step runs with: this process's, with `env` over it (undefined unsets) and the fetched tools first on PATH. */
function envArgs(repos: RealRepos, env: Env): string[] {
  const merged: Record<string, string | undefined> = { PATH: `${repos.bin}${delimiter}${process.env.PATH ?? ""}`, ...env };
  // env(1) takes its -u options before the assignments.
  const entries = Object.entries(merged);
  return [...entries.flatMap(([k, v]) => (v === undefined ? ["-u", k] : [])), ...entries.flatMap(([k, v]) => (v === undefined ? [] : [`${k}=${v}`]))];
}

/** One bounded external step (scripts/step.ts), its output appended to the log. */
function sh(repos: RealRepos, cmd: string, args: string[], cwd: string, env: Env, boundMs: number, log?: (l: string) => void): Promise<void> {
  return run("env", [...envArgs(repos, env), cmd, ...args], cwd, boundMs, log);
}

async function captureWith(repos: RealRepos, cmd: string, args: string[], cwd: string, env: Env, log: (l: string) => void): Promise<string> {
  log(`$ ${cmd} ${args.join(" ")}`);
  return capture("env", [...envArgs(repos, env), cmd, ...args], cwd, STEP_MS);
}

export interface BuiltWorkspace {
  /** The workspace: a git repository at the baseline, its dependencies installed. */
  readonly ws: string;
  /** B's fix files: path → content. */
  readonly fix: Readonly<Record<string, string>>;
  /** The user's environment, as the grader must be given it: PATH with pnpm and uv first, the Go and cargo caches, HOME… */
  readonly hostEnv: Readonly<Record<string, string>>;
  /** Write the fix files into `tree` (fresh mtimes: cargo judges by them). */
  readonly applyFix: (tree: string) => Promise<void>;
}

/**
 * A fresh workspace for `c` at `<dir>/ws`, as a user following the README has it: A's files, B's
 * test files over them, the setup edits, the reference lockfile, one commit, the dependencies
 * installed — offline, from the fetched caches (`online`: with the network, filling them).
 */
export async function buildWorkspace(c: RealCase, dir: string, repos: RealRepos, opts: { online?: boolean } = {}): Promise<BuiltWorkspace> {
  const online = opts.online === true;
  const ws = join(dir, "ws");
  const b = join(dir, "b");
  await mkdir(ws, { recursive: true });
  const [A, B] = c.archives;
  if (c.ecosystem === "go") {
    // The module zip as Go extracted it; cp writes fresh mtimes.
    await cp(goModuleDir(repos, c.pkg, A.version), ws, { recursive: true });
  } else {
    await mkdir(b, { recursive: true });
    // --touch: a .crate's files carry a 2006 mtime, and cargo would not rebuild a file copied over one.
    for (const [archive, dest] of [[A, ws], [B, b]] as const) await sh(repos, "tar", ["-xzf", join(repos.archives, archive.file), "-C", dest, "--strip-components=1", "--touch"], dir, {}, STEP_MS);
  }
  const fromB = (f: string): Promise<string> => readFile(c.ecosystem === "go" ? join(goModuleDir(repos, c.pkg, B.version), f) : join(b, f), "utf8");
  for (const f of c.tests) await writeFile(join(ws, f), await fromB(f));
  const fix: Record<string, string> = {};
  for (const f of c.fix) fix[f] = await fromB(f);
  await rm(b, { recursive: true, force: true });
  await setupEdits(c, ws);
  if (c.lock) await writeFile(join(ws, c.lock.as), await readFile(join(LOCKS_DIR, c.lock.file)));
  const git = (...args: string[]): Promise<void> => sh(repos, "git", [...GIT_IDENTITY, ...args], ws, {}, STEP_MS);
  await git("init", "-q");
  await git("add", "-A");
  // The crate's .gitignore lists /Cargo.lock; the reference lock is committed all the same.
  if (c.lock) await git("add", "-f", c.lock.as);
  await git("commit", "-qm", `${c.pkg} ${A.version} with the tests of ${B.version}`);
  await install(c, ws, repos, online);
  const hostEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) hostEnv[k] = v;
  Object.assign(hostEnv, { PATH: [repos.bin, ...userPath()].join(delimiter), GOMODCACHE: repos.gomodcache, GOCACHE: repos.gocache, CARGO_HOME: repos.cargoHome });
  const applyFix = async (tree: string): Promise<void> => {
    for (const [f, text] of Object.entries(fix)) await writeFile(join(tree, f), text);
  };
  return { ws, fix, hostEnv, applyFix };
}

/**
 * This process's PATH as the user's shell has it: without the folders npm and npx put first when
 * they run a script (some project's node_modules/.bin — ours, vitest 4 — and npm's node-gyp-bin),
 * which `pnpm exec` would find a project's missing runner in.
 */
function userPath(): string[] {
  return (process.env.PATH ?? "").split(delimiter).filter((d) => d !== "" && !d.split("/").includes("node_modules"));
}

/** What the research found a user must add to A's files to run its tests (see each ecosystem). */
async function setupEdits(c: RealCase, ws: string): Promise<void> {
  if (c.ecosystem === "npm" || c.ecosystem === "pnpm") {
    // The published package.json has no devDependencies (they live in zod's monorepo root).
    const pkg = JSON.parse(await readFile(join(ws, "package.json"), "utf8")) as Record<string, unknown>;
    pkg.devDependencies = { vitest: "3.2.4" };
    await writeFile(join(ws, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
    // zod's "@zod/source" export condition points zod/v4… at src/**/*.ts: without it vite loads the compiled v4/**/*.js and a fix to src/ is not tested.
    await writeFile(join(ws, "vitest.config.mjs"), 'export default {\n  resolve: { conditions: ["@zod/source"] },\n  ssr: { resolve: { conditions: ["@zod/source"] } },\n};\n');
    await writeFile(join(ws, ".gitignore"), "node_modules/\n");
  }
  // The sdist has no .gitignore; attrs' has one listing .venv*.
  if (c.ecosystem === "uv") await writeFile(join(ws, ".gitignore"), ".venv/\n__pycache__/\n.pytest_cache/\n");
  if (c.ecosystem === "cargo") {
    // The author's manifest, as in the repository, not the one crates.io normalised.
    await rename(join(ws, "Cargo.toml.orig"), join(ws, "Cargo.toml"));
    await rm(join(ws, ".cargo_vcs_info.json"), { force: true });
  }
}

async function install(c: RealCase, ws: string, repos: RealRepos, online: boolean): Promise<void> {
  const offline = online ? [] : ["--offline"];
  switch (c.ecosystem) {
    case "npm":
      return sh(repos, "npm", ["ci", ...offline, "--cache", repos.npmCache, "--no-audit", "--no-fund", "--loglevel=error"], ws, { npm_config_update_notifier: "false" }, STEP_MS);
    case "pnpm":
      return sh(repos, "pnpm", ["install", "--frozen-lockfile", ...offline, "--store-dir", repos.pnpmStore, "--reporter=append-only"], ws, { npm_config_update_notifier: "false" }, STEP_MS);
    case "uv":
      return sh(repos, "uv", ["sync", "--locked", ...offline, "--python", await python(repos), "--no-default-groups", "--group", "test"], ws, { UV_CACHE_DIR: repos.uvCache, UV_PYTHON_DOWNLOADS: "never", UV_EXCLUDE_NEWER }, STEP_MS);
    case "venv": {
      await sh(repos, "python3", ["-m", "venv", ".venv"], ws, {}, STEP_MS);
      // As env, not flags: pip's isolated build environment (the editable's backend) reads them too.
      const pip = { PIP_CONSTRAINT: join(LOCKS_DIR, "venv-attrs.constraints.txt"), PIP_NO_INDEX: "1", PIP_FIND_LINKS: repos.wheelhouse, PIP_DISABLE_PIP_VERSION_CHECK: "1" };
      return sh(repos, join(ws, ".venv", "bin", "python"), ["-m", "pip", "install", "--progress-bar", "off", "-e", ".", "pytest", "hypothesis"], ws, pip, STEP_MS);
    }
    case "go":
      // A build cache of its own: the shared one is only ever written by the fetch.
      return sh(repos, "go", ["mod", "download"], ws, goEnv(repos, join(ws, "..", "gocache"), online ? undefined : "off"), STEP_MS);
    case "cargo":
      return sh(repos, "cargo", ["fetch", "--locked", ...offline], ws, { CARGO_HOME: repos.cargoHome }, STEP_MS);
  }
}

/** The interpreter python3 runs (a pyenv shim resolved): uv is given it, not a name to search for. */
async function python(repos: RealRepos): Promise<string> {
  const exe = (await capture("env", [...envArgs(repos, {}), "python3", "-c", "import sys; print(sys.executable)"], "/", STEP_MS)).trim();
  if (!existsSync(exe)) throw new Error(`python3 reports ${exe} as its executable, which does not exist`);
  return exe;
}
