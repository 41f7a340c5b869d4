import picomatch from "picomatch";
import type { Change, ChangeStatus } from "./changes.js";
import type { GitMetaChange } from "./git-meta.js";

/**
 * Whether the worker stayed inside the task's scope. Every changed path counts (both sides of a
 * rename; deletions and mode changes too) and must match `scope.allow` without matching
 * `scope.deny`. Some paths are denied unless an allow glob names them literally: CI
 * configuration and lockfiles (a change there alters what runs or what gets installed, far from
 * the task). The checks' own files and anything under .git/ are never in scope, and neither is a
 * symlink pointing out of the tree.
 */

export interface ScopeEntry {
  readonly path: string;
  readonly oldPath?: string;
  readonly status: ChangeStatus;
  readonly oldMode: string | null;
  readonly newMode: string | null;
  readonly modeChanged: boolean;
  readonly symlinkTarget?: string;
  readonly allowed: boolean;
  /** Why not, when not allowed. */
  readonly reason?: string;
}

export interface ScopeReport {
  readonly changes: readonly ScopeEntry[];
  /** Changes inside the repository's git directory (hooks, config, info/), which no diff shows. */
  readonly gitDir: readonly GitMetaChange[];
  /** One line per violation: `path: reason`. */
  readonly violations: readonly string[];
}

export interface ScopeRules {
  readonly allow: readonly string[];
  readonly deny?: readonly string[];
  /** Protected and hidden check files. */
  readonly checkPaths: ReadonlySet<string>;
}

interface ImplicitDeny {
  readonly what: string;
  readonly glob: string;
  /** An allow glob lifts the denial only if it contains this text: it has to name the file. */
  readonly name: string;
}

const CI: readonly ImplicitDeny[] = [
  [".github/workflows/**", ".github"],
  [".github/actions/**", ".github"],
  [".gitlab-ci.yml", ".gitlab-ci.yml"],
  [".gitlab/**", ".gitlab"],
  [".circleci/**", ".circleci"],
  [".travis.yml", ".travis.yml"],
  ["azure-pipelines.yml", "azure-pipelines"],
  ["Jenkinsfile", "Jenkinsfile"],
  [".buildkite/**", ".buildkite"],
  ["bitbucket-pipelines.yml", "bitbucket-pipelines"],
  [".drone.yml", ".drone.yml"],
  ["appveyor.yml", "appveyor"],
  [".woodpecker/**", ".woodpecker"],
].map(([glob, name]) => ({ what: "CI configuration", glob: glob!, name: name! }));

const LOCKFILES: readonly ImplicitDeny[] = [
  "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lockb", "bun.lock",
  "poetry.lock", "Pipfile.lock", "uv.lock", "pdm.lock", "Cargo.lock", "go.sum", "Gemfile.lock",
  "composer.lock", "mix.lock", "flake.lock", "packages.lock.json", "Podfile.lock", "pubspec.lock", "gradle.lockfile",
].map((name) => ({ what: "a lockfile", glob: `**/${name}`, name }));

const IMPLICIT = [...CI, ...LOCKFILES];

const OPTIONS = { dot: true } as const;

/** Judge every change against the scope rules. */
export function judgeScope(changes: readonly Change[], gitDir: readonly GitMetaChange[], rules: ScopeRules): ScopeReport {
  const allow = rules.allow.map((g) => ({ glob: g, match: picomatch(g, OPTIONS) }));
  const deny = (rules.deny ?? []).map((g) => ({ glob: g, match: picomatch(g, OPTIONS) }));
  const implicit = IMPLICIT.map((d) => ({ ...d, match: picomatch(d.glob, OPTIONS) }));

  const judgePath = (path: string): string | undefined => {
    if (rules.checkPaths.has(path)) return "is a file of a check; checks must stay as the task wrote them";
    const denied = deny.find((d) => d.match(path));
    if (denied) return `matches scope.deny ${JSON.stringify(denied.glob)}`;
    const allowedBy = allow.filter((a) => a.match(path));
    if (allowedBy.length === 0) return `is outside scope.allow (${rules.allow.map((g) => JSON.stringify(g)).join(", ")})`;
    const special = implicit.find((d) => d.match(path));
    if (special && !allowedBy.some((a) => a.glob.includes(special.name))) {
      return `is ${special.what}, denied unless an allow glob names it (e.g. "${special.name}")`;
    }
    return undefined;
  };

  const violations: string[] = [];
  const entries = changes.map((c): ScopeEntry => {
    const reasons = [judgePath(c.path), c.oldPath !== undefined ? judgePath(c.oldPath) : undefined];
    if (c.escapes) reasons.unshift(`is a symlink to ${JSON.stringify(c.symlinkTarget)}, outside the tree`);
    const reason = reasons.filter((r): r is string => r !== undefined).join("; ") || undefined;
    const shown = c.oldPath !== undefined ? `${c.oldPath} → ${c.path}` : c.path;
    if (reason) violations.push(`${shown} (${describeChange(c)}): ${reason}`);
    return {
      path: c.path,
      ...(c.oldPath !== undefined ? { oldPath: c.oldPath } : {}),
      status: c.status,
      oldMode: c.oldMode,
      newMode: c.newMode,
      modeChanged: c.modeChanged,
      ...(c.symlinkTarget !== undefined ? { symlinkTarget: c.symlinkTarget } : {}),
      allowed: reason === undefined,
      ...(reason ? { reason } : {}),
    };
  });
  for (const g of gitDir) violations.push(`${g.path} (${g.status}): is inside .git/, which a worker may never change`);
  return { changes: entries, gitDir, violations };
}

function describeChange(c: Change): string {
  if (c.modeChanged && c.status === "modified") return `mode ${c.oldMode} → ${c.newMode}`;
  return c.newMode === "120000" ? `${c.status} symlink` : c.status;
}
