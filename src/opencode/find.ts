import { constants } from "node:fs";
import { access, mkdir, realpath, stat } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { patience as envPatience, type Patience } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import type { Env } from "../paths/index.js";
import { seedPluginInstall } from "./config-dir.js";
import { opencodeEnv } from "./env.js";
import { installDir, installedBinary, serverDirs, toolsCacheCopy } from "./layout.js";
import { runBounded } from "./run-bounded.js";
import { cachedVersion, rememberVersion } from "./version-cache.js";
import { INSTALLED_SIZE, OPENCODE_PACKAGE, PINNED_VERSION, SUPPORTED_RANGE, parseVersion, satisfies } from "./version.js";

/**
 * Finding the `opencode` binary to drive. Candidates, in order: `$OCW_OPENCODE` (an explicit
 * path), our data dir (what `ocw opencode install` put there, so it wins over an older one on
 * PATH), the pinned copy in the developer tools cache (a clone that ran the tests already has
 * one: a second 371 MB copy would be waste), then PATH. Each is asked its version; the first in
 * the supported range is used — from the tools cache, only the pinned version, which is all that
 * folder may hold. Nothing is ever installed from here.
 */

export type CandidateSource = "OCW_OPENCODE" | "data" | "tools" | "PATH";


export interface Candidate {
  readonly path: string;
  readonly source: CandidateSource;
  /** What `opencode --version` printed, when it printed a version. */
  readonly version?: string;
  readonly supported: boolean;
  /** Why this one cannot be used, when it cannot. */
  readonly problem?: string;
}

export interface FindReport {
  /** The binary to use, if any is usable. */
  readonly chosen?: Candidate;
  readonly candidates: readonly Candidate[];
  readonly range: string;
  readonly pinned: string;
  /** Where `ocw opencode install` installs. */
  readonly installDir: string;
  /** What an install takes on disk, measured ("about 371 MB"). */
  readonly installSize: string;
}

export interface FindOptions {
  readonly env?: Env;
  readonly cwd?: string;
  /**
   * How long each `opencode --version` may take (a cold start of the 185 MB binary is ~1.5 s on
   * an idle machine): waited for while it uses CPU, up to the outer bound; one that sits idle for
   * the quiet bound is killed. Default from OCW_LOCAL_WAIT_S / OCW_LOCAL_QUIET_S.
   */
  readonly patience?: Patience;
}

/** Look for opencode everywhere we accept it from, and report what was found. */
export async function findOpencode(opts: FindOptions = {}): Promise<FindReport> {
  const env = opts.env ?? process.env;
  const dir = installDir(env, opts.cwd);
  const paths: { path: string; source: CandidateSource }[] = [];
  if (env.OCW_OPENCODE) paths.push({ path: env.OCW_OPENCODE, source: "OCW_OPENCODE" });
  paths.push({ path: installedBinary(dir), source: "data" });
  // A tools-cache folder counts only once its install finished (scripts/tools.ts writes the marker last).
  const tools = toolsCacheCopy(env, OPENCODE_PACKAGE, PINNED_VERSION);
  if (tools && (await exists(tools.complete))) paths.push({ path: tools.binary, source: "tools" });
  for (const d of (env.PATH ?? "").split(delimiter)) if (d) paths.push({ path: join(d, "opencode"), source: "PATH" });

  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const p of paths) {
    if (!(await isExecutable(p.path))) {
      if (p.source === "OCW_OPENCODE") candidates.push({ ...p, supported: false, problem: "OCW_OPENCODE names no executable file" });
      continue;
    }
    const real = await realpath(p.path).catch(() => p.path);
    if (seen.has(real)) continue;
    seen.add(real);
    candidates.push(await probe(p.path, p.source, env, opts));
  }
  return { chosen: candidates.find((c) => c.supported), candidates, range: SUPPORTED_RANGE, pinned: PINNED_VERSION, installDir: dir, installSize: INSTALLED_SIZE };
}

/** The binary to use, or an OcwError that says what was found, what is needed and the fix. */
export async function requireOpencode(opts: FindOptions = {}): Promise<Candidate & { readonly version: string }> {
  const report = await findOpencode(opts);
  if (report.chosen?.version) return { ...report.chosen, version: report.chosen.version };
  throw unusable(report);
}

/** The error for a report without a usable binary. */
export function unusable(report: FindReport): OcwError {
  const fix = `run \`ocw opencode install\` to install ${OPENCODE_PACKAGE}@${report.pinned} into ${report.installDir} (it is used before PATH), or put opencode ${report.range} on PATH`;
  if (report.candidates.length === 0) {
    return new OcwError(ErrorCode.OpencodeMissing, `opencode is not installed: not on PATH, not in ${report.installDir} and not in the tools cache; ${fix}`, { data: { ...report } });
  }
  const found = report.candidates.map((c) => `${c.path} (${c.source}): ${c.version ? `version ${c.version}` : c.problem}`).join("; ");
  return new OcwError(ErrorCode.OpencodeUnsupported, `no usable opencode: found ${found}; opencode-worker needs ${report.range}; ${fix}`, { data: { ...report } });
}

async function probe(path: string, source: CandidateSource, env: Env, opts: FindOptions): Promise<Candidate> {
  const dirs = serverDirs(env, opts.cwd);
  const known = await cachedVersion(dirs.versions, path);
  if (known !== undefined) return judge(path, source, known);
  // --version boots OpenCode far enough to create its XDG folders (and start its plugin
  // install in its config dir): keep them in ours, seeded.
  await mkdir(dirs.home, { recursive: true });
  await seedPluginInstall(join(dirs.xdg, "config", "opencode"));
  const out = await askVersion(path, opencodeEnv(env, dirs), opts.patience ?? envPatience(env));
  const version = out.stdout
    .split("\n")
    .map((l) => l.trim())
    .reverse()
    .find((l) => parseVersion(l) !== undefined);
  if (out.problem) return { path, source, version, supported: false, problem: out.problem };
  if (version === undefined) return { path, source, supported: false, problem: `\`--version\` printed no version (${JSON.stringify(out.stdout.trim().slice(0, 80))})` };
  await rememberVersion(dirs.versions, path, version);
  return judge(path, source, version);
}

function judge(path: string, source: CandidateSource, version: string): Candidate {
  // The tools cache's folder is named after the pin: anything else there is not what it claims to be.
  if (source === "tools" && version !== PINNED_VERSION) return { path, source, version, supported: false, problem: `version ${version} in the tools cache folder of ${PINNED_VERSION}` };
  const supported = satisfies(version, SUPPORTED_RANGE);
  return { path, source, version, supported, ...(supported ? {} : { problem: `version ${version} is outside ${SUPPORTED_RANGE}` }) };
}

/**
 * `<path> --version`, judged by liveness: it may take as long as it keeps using CPU (up to the
 * outer bound); killed once it sits idle for the quiet bound without answering.
 */
function askVersion(path: string, env: Record<string, string>, patience: Patience): Promise<{ stdout: string; problem?: string }> {
  return runBounded(path, ["--version"], env, patience);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
