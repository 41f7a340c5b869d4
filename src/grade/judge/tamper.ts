import { readdir } from "node:fs/promises";
import { delimiter, posix } from "node:path";
import type { Change } from "../snapshot/index.js";
import { countMarkers, markersFor, testFile } from "./markers.js";
import type { SubvertFamily } from "./subversion.js";

/**
 * Signs that the worker went after the checks instead of the task. Any one fails the task, even
 * when the checks pass (and even though check files are restored before grading): the worker
 * edited a check, added skip/xfail/only markers, deleted or renamed tests, changed how the test
 * runner is configured, added Python startup hooks, or added an executable named like a command
 * on PATH.
 */

export type TamperKind =
  | "check_file_changed"
  | "test_marker"
  | "test_removed"
  | "runner_config"
  | "python_startup"
  | "path_shim"
  | "junit_disagrees"
  /** A check's process ended with success, or had its failure turned into success, from a changed file (forgery.ts). */
  | "exit_forged"
  /** A check exited 0 while its output shows a failure (forgery.ts). */
  | "status_contradicts_output"
  /** The code under test subverted a passing check from inside its process (subversion.ts); reason `check_subverted`, not `tamper`. */
  | "check_subverted";

export interface TamperSign {
  readonly kind: TamperKind;
  readonly path?: string;
  readonly check?: string;
  readonly message: string;
  /** `check_subverted`: the family and the file:line it traces to. */
  readonly family?: SubvertFamily;
  readonly at?: string;
}

export interface TamperInput {
  readonly changes: readonly Change[];
  /** Contents of every blob in the changes, by sha (see `readBlobs`). */
  readonly blobs: ReadonlyMap<string, Buffer>;
  readonly checkPaths: ReadonlySet<string>;
  /** Command names a shim could shadow. */
  readonly commands: ReadonlySet<string>;
}

/** Every tamper sign in the worker's changes. */
export function findTamper(input: TamperInput): TamperSign[] {
  const signs: TamperSign[] = [];
  const text = (sha: string | null): string => (sha ? (input.blobs.get(sha)?.toString("utf8") ?? "") : "");
  for (const c of input.changes) {
    const paths = c.oldPath !== undefined ? [c.oldPath, c.path] : [c.path];
    for (const p of paths) {
      if (input.checkPaths.has(p)) signs.push({ kind: "check_file_changed", path: p, message: `${p} belongs to a check and was ${c.status}; it was restored for grading, but editing a check is tampering` });
    }
    const gone = c.status === "deleted" || (c.status === "renamed" && !testFile(c.path));
    const before = c.oldPath ?? c.path;
    if (gone && testFile(before) && !input.checkPaths.has(before)) {
      signs.push({ kind: "test_removed", path: before, message: `test file ${before} was ${c.status === "deleted" ? "deleted" : `renamed to ${c.path}`}` });
    }
    if (c.newBlob && c.newMode !== "120000" && c.newMode !== "160000") {
      const markers = markersFor(c.path);
      if (markers.length > 0) {
        const was = countMarkers(c.oldMode === "120000" ? "" : text(c.oldBlob), markers);
        const now = countMarkers(text(c.newBlob), markers);
        for (const [name, n] of now) {
          const added = n - (was.get(name) ?? 0);
          if (added > 0) signs.push({ kind: "test_marker", path: c.path, message: `${c.path} gained ${added} ${name} marker${added === 1 ? "" : "s"}` });
        }
      }
    }
    const config = runnerConfig(c, text);
    if (config) signs.push({ kind: "runner_config", path: c.path, message: config });
    const base = posix.basename(c.path);
    if (c.status !== "deleted" && (base === "sitecustomize.py" || base === "usercustomize.py" || base.endsWith(".pth"))) {
      signs.push({ kind: "python_startup", path: c.path, message: `${c.path} runs code at every Python start-up` });
    }
    if (c.status !== "deleted" && (c.newMode === "100755" || c.newMode === "120000") && input.commands.has(base)) {
      signs.push({ kind: "path_shim", path: c.path, message: `${c.path} is an executable named like the command \`${base}\` on PATH` });
    }
  }
  return signs;
}

/** True when tamper detection needs this change's contents (markers or test configuration); other blobs are never read. */
export function needsContent(c: Change): boolean {
  const base = posix.basename(c.path);
  return markersFor(c.path).length > 0 || (c.oldPath !== undefined && markersFor(c.oldPath).length > 0) || CONTENT_CONFIG.test(base);
}

const CONTENT_CONFIG = /^(package\.json|setup\.cfg|pyproject\.toml|vite\.config\.[cm]?[jt]s|pom\.xml|build\.gradle(\.kts)?)$/;

const RUNNER_FILES = /^(conftest\.py|pytest\.ini|\.pytest\.ini|tox\.ini|\.npmrc|\.mocharc(\.\w+)?|(vitest|jest|ava|karma|mocha|playwright|cypress)\.(config|conf|workspace|setup)\.[cm]?[jt]s(on)?|jest\.setup\.\w+)$/;

// Cargo's config (a target runner replaces every test binary; aliases, rustflags) and Maven's
// per-project options (`-Dmaven.test.failure.ignore=true`, `-DskipTests`), wherever they sit.
const RUNNER_PATHS = /(^|\/)(\.cargo\/config(\.toml)?|\.mvn\/(maven\.config|jvm\.config|extensions\.xml))$/;

// A change to how tests are found, configured or run; undefined when the change is not one.
function runnerConfig(c: Change, text: (sha: string | null) => string): string | undefined {
  const names = [c.path, ...(c.oldPath !== undefined ? [c.oldPath] : [])];
  const hit = names.find((p) => RUNNER_FILES.test(posix.basename(p)) || RUNNER_PATHS.test(p));
  if (hit) return `${hit} configures the test runner and was ${c.status}`;
  const base = posix.basename(c.path);
  const before = text(c.oldBlob);
  const after = c.status === "deleted" ? "" : text(c.newBlob);
  if (/^vite\.config\.[cm]?[jt]s$/.test(base) && /\btest\s*:/.test(before + after)) return `${c.path} holds test configuration and was ${c.status}`;
  if (base === "setup.cfg" && section(before, /^\[tool:pytest\]/) !== section(after, /^\[tool:pytest\]/)) return `${c.path}: the [tool:pytest] section changed`;
  if (base === "pyproject.toml" && section(before, /^\[tool\.pytest/) !== section(after, /^\[tool\.pytest/)) return `${c.path}: the [tool.pytest…] section changed`;
  if (base === "package.json") {
    const changed = TEST_KEYS.filter((k) => JSON.stringify(pick(before, k)) !== JSON.stringify(pick(after, k)));
    if (changed.length > 0) return `${c.path}: ${changed.join(", ")} changed`;
  }
  if (base === "pom.xml" && mavenTestConfig(before) !== mavenTestConfig(after)) return `${c.path}: the surefire/failsafe configuration or a test property changed`;
  if (/^build\.gradle(\.kts)?$/.test(base) && gradleTestConfig(before) !== gradleTestConfig(after)) return `${c.path}: the test task's configuration changed`;
  if (base.endsWith("_test.go") && goTestMain(after) !== undefined && goTestMain(before) !== goTestMain(after)) return `${c.path}: a TestMain was ${goTestMain(before) === undefined ? "added" : "changed"}; it decides how the package's tests run and what their binary exits with`;
  return undefined;
}

// The surefire and failsafe plugin blocks and the test properties of a POM, whitespace-free.
function mavenTestConfig(pom: string): string {
  const plugins = pom.match(/<plugin>(?:(?!<\/plugin>)[\s\S])*?maven-(?:surefire|failsafe)-plugin[\s\S]*?<\/plugin>/g) ?? [];
  const props = pom.match(/<(skipTests|skipITs|maven\.test\.[\w.]+|surefire\.[\w.]+|failsafe\.[\w.]+|testFailureIgnore)>[^<]*<\/\1>/g) ?? [];
  return [...plugins, ...props].join("\n").replace(/\s+/g, "");
}

// The lines of a Gradle build that configure its test tasks.
function gradleTestConfig(build: string): string {
  return build
    .split(/\r?\n/)
    .filter((l) => /\b(?:tasks\.test|tasks\.named\(\s*["']test["']|withType\s*[<(]\s*Test\b|test\s*\{|ignoreFailures|failFast|excludeTestsMatching|includeTestsMatching|useJUnit\w*|testLogging|maxParallelForks)\b/.test(l))
    .map((l) => l.trim())
    .join("\n");
}

// A Go test file's TestMain, from its signature to the closing brace at the start of a line.
function goTestMain(source: string): string | undefined {
  return /^func TestMain\s*\([\s\S]*?^\}/m.exec(source)?.[0];
}

const TEST_KEYS = ["scripts.test", "scripts.pretest", "scripts.posttest", "jest", "vitest", "mocha", "ava", "c8", "nyc"];

function section(text: string, header: RegExp): string {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => header.test(l));
  if (start < 0) return "";
  const end = lines.findIndex((l, i) => i > start && /^\[/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join("\n").trim();
}

function pick(json: string, dotted: string): unknown {
  let v: unknown;
  try {
    v = json ? JSON.parse(json) : undefined;
  } catch {
    return json; // unparseable: compare the text itself
  }
  for (const k of dotted.split(".")) v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

/** Shimmed most often; always watched even if the host lacks them. */
const WELL_KNOWN = ["sh", "bash", "env", "python", "python3", "pip", "pip3", "pytest", "node", "npm", "npx", "pnpm", "yarn", "bun", "deno", "go", "cargo", "make", "git", "java", "ruby", "tsc", "vitest", "jest"];

/** Command names on the host PATH (plus the well-known ones): what a shim in the tree would shadow. */
export async function hostCommands(hostPath: string | undefined): Promise<Set<string>> {
  const names = new Set(WELL_KNOWN);
  for (const dir of (hostPath ?? "").split(delimiter).filter(Boolean)) {
    for (const name of await readdir(dir).catch(() => [] as string[])) names.add(name);
  }
  return names;
}
