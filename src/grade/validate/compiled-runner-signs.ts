import { clip, relative, type Sign, type SignInput } from "./runner-signs.js";

/**
 * What `go test`, `cargo test`, Maven and Gradle say when a check's own machinery fails on the
 * baseline (runner-signs.ts has the same for Python's and Node's runners): no module, crate,
 * POM or build where the check runs; a package, test target, test class or task that does not
 * exist; a toolchain, plugin or dependency the offline, read-only sandbox cannot get; a protected
 * test file that does not parse. A compile error in a file the worker may change, or a symbol
 * the worker is to write (`undefined: Mul`, `cannot find symbol`, E0425), is the behaviour
 * missing: the right reason. Each sign is the runner's own wording, tied to the runner in `run`.
 *
 * And the run that passes because it ran nothing (`ranNoTests`): a `-run` pattern, a test filter
 * or a package path that matches no test passes on any tree, so it can never tell built from not.
 */

type Rule = (i: SignInput) => Sign | undefined;

const runs = (re: RegExp) => (i: SignInput): boolean => re.test(i.run);
const GO = runs(/(?:^|[\s;&|(/])go\s+(?:test|vet|build|run)\b/);
const CARGO = runs(/(?:^|[\s;&|(/])cargo\s+(?:\+\S+\s+)?(?:test|build|run|nextest|bench)\b/);
const MAVEN = runs(/(?:^|[\s;&|(/])mvnw?(?:\s|$)/);
const GRADLE = runs(/(?:^|[\s;&|(/])gradlew?(?:\s|$)/);

const both = (i: SignInput): string => `${i.stderr}\n${i.stdout}`;
const ADD_FIRST = "fix the path in run, or add it to the workspace first (the tests that grade the work must exist before it)";
const OFFLINE = "checks run without the network and see the user's caches read-only";

const goNoModule: Rule = (i) => {
  if (!GO(i)) return undefined;
  const m = /^(?:pattern \S+: )?(directory prefix \S+ does not contain main module[^\n]*|go: go\.mod file not found in current directory or any parent directory[^\n]*|go: cannot find main module[^\n]*)$/m.exec(both(i));
  return m ? { what: `go found no module for the check (${clip(m[1]!)})`, hint: "run the check inside the module (start run with `cd <module> && `), or add go.mod to the workspace" } : undefined;
};

const goNoPackage: Rule = (i) => {
  if (!GO(i)) return undefined;
  for (const m of both(i).matchAll(/^(?:stat (\S+): directory not found|no Go files in (\S+)|(?:go: )?warning: "(\S+)" matched no packages)$/gm)) {
    const path = relative(m[1] ?? m[2] ?? m[3]!, i.roots);
    if (!i.run.includes(path.replace(/\/\.\.\.$/, ""))) continue;
    return { what: `go test found no package at ${path}`, hint: ADD_FIRST };
  }
  return undefined;
};

const goToolchain: Rule = (i) => {
  if (!GO(i)) return undefined;
  const m = /^go: (go\.mod requires go >= \S+ \(running go \S+; GOTOOLCHAIN=\S+\)|download go\S+ for \S+: toolchain not available|downloading go\S+[^\n]*)$/m.exec(both(i));
  return m ? { what: `the Go toolchain the module asks for is not here (${clip(m[1]!)})`, hint: `install that Go on this machine, or lower the go line in go.mod; ${OFFLINE}, so no toolchain is downloaded` } : undefined;
};

const goModules: Rule = (i) => {
  if (!GO(i)) return undefined;
  const m = /^(?:go: )?(?:\S+\.go:\d+:\d+: )?(\S+@\S+: [^\n]*(?:dial tcp|Get "https?:|lookup |module lookup disabled|no such host)[^\n]*|[^\n]*missing go\.sum entry for module providing package[^\n]*|[^\n]*no required module provides package [^\n]*|[^\n]*mkdir \S+\/cache\/download\/[^\n]*: read-only file system)$/m.exec(both(i));
  return m ? { what: `go could not get a module (${clip(m[1]!)})`, hint: `run \`go mod download\` in the workspace once, or vendor the modules (go mod vendor); ${OFFLINE}` } : undefined;
};

// gc and go/parser name the file of a syntax error as `path.go:line:col: message`.
const goSyntaxInCheckFile: Rule = (i) => {
  if (!GO(i)) return undefined;
  for (const m of both(i).matchAll(/^(?:\.\/)?(\S+\.go):(\d+):\d+: (syntax error: [^\n]+|expected [^\n]+|illegal character [^\n]+|invalid character [^\n]+|(?:string|rune) literal not terminated|raw string literal not terminated|comment not terminated|newline in string)$/gm)) {
    const rel = relative(m[1]!, i.roots).replace(/^\.\//, "");
    if (i.fixed.has(rel)) return syntaxSign(rel, m[2]!, m[3]!);
  }
  return undefined;
};

const cargoNoManifest: Rule = (i) => {
  if (!CARGO(i)) return undefined;
  const m = /^error: could not find `Cargo\.toml` in `([^`]+)`/m.exec(i.stderr);
  return m ? { what: `cargo found no Cargo.toml in ${relative(m[1]!, i.roots)} or above`, hint: "run the check inside the crate (start run with `cd <crate> && `), or add Cargo.toml to the workspace" } : undefined;
};

const cargoNoTarget: Rule = (i) => {
  if (!CARGO(i)) return undefined;
  const m = /^error: no (test|bin|example|bench) target named `([^`]+)`/m.exec(i.stderr);
  return m ? { what: `cargo has no ${m[1]} target named ${m[2]}`, hint: `fix --${m[1]} in run; the target (a file such as tests/${m[2]}.rs, or an entry in Cargo.toml) must exist in the workspace before the task starts` } : undefined;
};

const rustupToolchain: Rule = (i) => {
  if (!CARGO(i) && !/\brust(?:c|up|doc)\b/.test(i.run)) return undefined;
  // With auto-install on (rustup before 1.28, or RUSTUP_AUTO_INSTALL=1), rustup tries to fetch it into its read-only home first.
  const m = /^error: (rustup could not choose a version of \S+ to run[^\n]*|toolchain '[^']+' is not installed[^\n]*)$/m.exec(i.stderr) ?? /^info: (syncing channel updates for '?[^'\n]+'?)\n(?:[^\n]*\n)*?error: [^\n]*(?:Read-only file system|could not download|failed to download)/m.exec(i.stderr);
  return m ? { what: `rustup has no toolchain for the check (${clip(m[1]!)})`, hint: `install it on this machine (rustup default stable, or rustup toolchain install <name>); checks see the user's RUSTUP_HOME read-only and cannot install one` } : undefined;
};

const cargoDependency: Rule = (i) => {
  if (!CARGO(i)) return undefined;
  const m = /^(?:error: )?(no matching package named `[^`]+` found|failed to get `[^`]+` as a dependency of [^\n]+|failed to download [^\n]+|attempting to make an HTTP request, but --offline was specified|failed to load source for dependency [^\n]+)$/m.exec(i.stderr);
  return m ? { what: `cargo could not get a dependency (${clip(m[1]!)})`, hint: `run \`cargo fetch\` in the workspace once, or vendor the crates (cargo vendor); ${OFFLINE}` } : undefined;
};

// rustc's parse errors carry no error code; the file follows on a ` --> path:line:col` line.
const rustSyntaxInCheckFile: Rule = (i) => {
  if (!CARGO(i) && !/\brustc\b/.test(i.run)) return undefined;
  const lines = i.stderr.split("\n");
  for (const [n, line] of lines.entries()) {
    const err = /^error: (expected [^\n]+|unexpected [^\n]+|mismatched closing delimiter[^\n]*|this file contains an unclosed delimiter|unterminated [^\n]+|unknown start of token[^\n]*)$/.exec(line);
    if (!err) continue;
    for (const next of lines.slice(n + 1, n + 4)) {
      const at = /^\s*--> (\S+):(\d+):\d+$/.exec(next);
      if (!at) continue;
      const rel = relative(at[1]!, i.roots);
      if (i.fixed.has(rel)) return syntaxSign(rel, at[2]!, err[1]!);
      break;
    }
  }
  return undefined;
};

const mavenNoPom: Rule = (i) => {
  if (!MAVEN(i)) return undefined;
  return /there is no POM in this directory/.test(both(i)) ? { what: "Maven found no pom.xml where the check runs", hint: "run the check where pom.xml is (start run with `cd <module> && `, or pass -f <pom.xml>), or add pom.xml to the workspace" } : undefined;
};

const mavenNoTests: Rule = (i) => {
  if (!MAVEN(i) && !GRADLE(i)) return undefined;
  const m = /(No tests matching pattern "[^"]+" were executed!|No tests were executed!|No tests found for given includes: [^\n]+)/.exec(both(i));
  return m ? { what: `the test filter matched no test (${clip(m[1]!)})`, hint: "fix -Dtest (or --tests) in run; the test class must exist in the workspace before the task starts" } : undefined;
};

const buildUsage: Rule = (i) => {
  if (!MAVEN(i) && !GRADLE(i)) return undefined;
  const m = /(Unknown lifecycle phase "[^"]+"|Task '[^']+' not found in (?:root )?project[^\n.]*|Directory '[^']+' does not contain a Gradle build)/.exec(both(i));
  return m ? { what: `the build tool refused the command (${clip(m[1]!)})`, hint: "fix run" } : undefined;
};

const buildDependency: Rule = (i) => {
  if (!MAVEN(i) && !GRADLE(i)) return undefined;
  const m = /^(?:\[ERROR\] )?(Plugin \S+ or one of its dependencies could not be resolved[^\n]*|Failed to execute goal on project \S+: Could not resolve dependencies[^\n]*|[^\n]*Could not transfer artifact [^\n]*|Non-resolvable (?:parent|import) POM[^\n]*|[^\n]*Could not resolve all (?:files|dependencies|artifacts) for configuration[^\n]*|[^\n]*No cached version of [^\n]+ available for offline mode[^\n]*)$/m.exec(both(i));
  return m ? { what: `the build could not resolve a plugin or dependency (${clip(m[1]!)})`, hint: `build once outside the checks (mvn -B test or mvn dependency:go-offline; gradle build) so ~/.m2 or ~/.gradle holds everything, and run offline (mvn -o, gradle --offline); ${OFFLINE}` } : undefined;
};

// javac's syntax errors, as Maven (and Gradle) print them: `/abs/path/File.java:[line,col] message` (Gradle: `File.java:line: error: message`).
const javaSyntaxInCheckFile: Rule = (i) => {
  if (!MAVEN(i) && !GRADLE(i) && !/\bjavac\b/.test(i.run)) return undefined;
  const syntax = /^(?:'[^']+' expected|<identifier> expected|class, interface, enum, or record expected|illegal start of [^\n]+|reached end of file while parsing|unclosed [^\n]+|not a statement|illegal character[^\n]*|(?:'\S+'|\S+) expected)$/;
  for (const m of both(i).matchAll(/^(?:\[ERROR\] )?(\S+\.(?:java|kt)):(?:\[(\d+),\d+\]|(\d+): error:) ([^\n]+)$/gm)) {
    const rel = relative(m[1]!, i.roots);
    if (i.fixed.has(rel) && syntax.test(m[4]!.trim())) return syntaxSign(rel, m[2] ?? m[3]!, m[4]!.trim());
  }
  return undefined;
};

function syntaxSign(rel: string, line: string, message: string): Sign {
  return { what: `its own file ${rel} does not parse (line ${line}: ${clip(message)})`, hint: "check files are restored from the baseline before grading, so no work can make the check pass; fix the file" };
}

const RULES: readonly Rule[] = [
  goNoModule, goNoPackage, goToolchain, goModules, goSyntaxInCheckFile,
  cargoNoManifest, cargoNoTarget, rustupToolchain, cargoDependency, rustSyntaxInCheckFile,
  mavenNoPom, mavenNoTests, buildUsage, buildDependency, javaSyntaxInCheckFile,
];

/** The first sign of a broken go/cargo/Maven/Gradle check in its output, or undefined. */
export function compiledRunnerSign(i: SignInput): Sign | undefined {
  for (const rule of RULES) {
    const s = rule(i);
    if (s) return s;
  }
  return undefined;
}

/** Why a passing run of `run` ran no test at all, in words; undefined when it ran some (or its runner is not one of these). */
export function ranNoTests(i: Pick<SignInput, "run" | "stdout" | "stderr">): string | undefined {
  const out = `${i.stdout}\n${jsonOutputs(i.stdout)}`;
  if (GO(i as SignInput) && /\bgo\s+test\b/.test(i.run)) {
    const lines = [...out.matchAll(/^(ok|\?|FAIL)\s+\S+(?:\s+[\d.]+s|\s+\(cached\))?(?:\s+(\[[^\]\n]+\]))?$/gm)];
    const none = lines.filter((m) => m[2] === "[no test files]" || m[2] === "[no tests to run]");
    if (lines.length > 0 && none.length === lines.length) return `go test ran no test (${clip(none.map((m) => m[0].replace(/\s+/g, " ")).join("; "))}): the -run pattern or the package path matches none`;
  }
  if (CARGO(i as SignInput) && /\bcargo\s+(?:\+\S+\s+)?test\b/.test(i.run)) {
    const results = [...out.matchAll(/^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored;[^\n]*$/gm)];
    if (results.length > 0 && results.every((m) => m[1] === "0" && m[2] === "0")) return `cargo test ran no test (${clip(results.at(-1)![0])}): the test filter in run matches none`;
  }
  if (MAVEN(i as SignInput)) {
    // Surefire ran (its goal's banner, Maven 3.8's or 3.9's), and no class ran a test: it prints no "Tests run:" at all then, or "Tests run: 0".
    const ran = /^\[INFO\] --- (?:maven-)?surefire(?:-plugin)?:\S+:test\b/m.test(out);
    if (ran && !/^\[(?:INFO|WARNING|ERROR)\] Tests run: [1-9]\d*, /m.test(out)) return "surefire ran no test: -Dtest or the test classes match none, or the tests are skipped";
  }
  return undefined;
}

// The text of go test -json's output events, so the same lines are read either way.
function jsonOutputs(stdout: string): string {
  const out: string[] = [];
  for (const line of stdout.split("\n")) {
    if (!line.startsWith("{") || !line.includes('"Output"')) continue;
    try {
      const v = JSON.parse(line) as { Output?: unknown };
      if (typeof v.Output === "string") out.push(v.Output.replace(/\n$/, ""));
    } catch {
      // Not an event.
    }
  }
  return out.join("\n");
}
