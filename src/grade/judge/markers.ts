import picomatch from "picomatch";

/**
 * What tampering with tests looks like in text: which paths are test files, and the markers that
 * skip, expect-to-fail or focus tests in each language. Data only; `tamper.ts` counts them before
 * and after.
 */

const TEST_FILES = [
  // Python
  "**/test_*.py", "**/*_test.py", "**/tests/**/*.py", "**/test/**/*.py",
  // JavaScript / TypeScript
  "**/*.{test,spec}.{js,jsx,ts,tsx,mjs,cjs,mts,cts}", "**/__tests__/**/*.{js,jsx,ts,tsx,mjs,cjs,mts,cts}",
  "**/{test,tests}/**/*.{js,jsx,ts,tsx,mjs,cjs,mts,cts}",
  // Go, Rust, JVM, Ruby
  "**/*_test.go", "**/tests/**/*.rs", "**/src/test/**/*.{java,kt,scala}", "**/*{Test,Tests}.{java,kt}", "**/*_spec.rb", "**/spec/**/*.rb",
];

const isTestFile = picomatch(TEST_FILES, { dot: true });

/** True for paths that hold tests by the usual conventions of each language. */
export function testFile(path: string): boolean {
  return isTestFile(path);
}

export interface Marker {
  readonly name: string;
  readonly pattern: RegExp;
}

const PY_STRONG: readonly Marker[] = [
  { name: "pytest skip/xfail mark", pattern: /@?pytest\.mark\.(skip|skipif|xfail)\b/g },
  { name: "pytest.skip()/xfail()", pattern: /\bpytest\.(skip|xfail|importorskip)\s*\(/g },
  { name: "unittest skip decorator", pattern: /\bunittest\.(skip|skipIf|skipUnless|expectedFailure)\b/g },
  { name: "skipTest()", pattern: /\.skipTest\s*\(/g },
  { name: "SkipTest", pattern: /\bSkipTest\b/g },
  { name: "expectedFailure", pattern: /@expectedFailure\b/g },
];

const PY_TEST_ONLY: readonly Marker[] = [{ name: "skip decorator", pattern: /^\s*@(skip|skipIf|skipUnless|xfail)\b/gm }];

const JS_TEST: readonly Marker[] = [
  { name: ".skip/.only/.todo", pattern: /\b(it|test|describe|suite|context|bench)\.(skip|only|todo|skipIf|runIf|failing)\b/g },
  { name: "xit/fit/xdescribe", pattern: /\b(xit|xtest|xdescribe|fit|fdescribe|ftest)\s*\(/g },
  { name: "skip/only/todo option", pattern: /\b(skip|only|todo)\s*:\s*(true|["'`])/g },
  { name: "t.skip()/t.todo()", pattern: /\bt\.(skip|todo)\s*\(/g },
];

const OTHER_TEST: Readonly<Record<string, readonly Marker[]>> = {
  go: [
    { name: "t.Skip", pattern: /\.(Skip|SkipNow|Skipf)\s*\(/g },
    // A build constraint can leave a whole test file out of the build: `//go:build ignore`.
    { name: "build constraint", pattern: /^\/\/(go:build\b| \+build\b)/gm },
  ],
  rs: [{ name: "#[ignore]", pattern: /#\[ignore\b/g }],
  java: [
    { name: "@Ignore/@Disabled", pattern: /@(Ignore|Disabled\w*)\b/g },
    { name: "assumption", pattern: /\b(assume(True|False|That|NotNull|NoException)|abort)\s*\(/g },
  ],
  kt: [{ name: "@Ignore/@Disabled", pattern: /@(Ignore|Disabled\w*)\b/g }],
  rb: [{ name: "skip/pending/xit", pattern: /^\s*(skip|pending|xit|xdescribe)\b/gm }],
};

const JS_EXT = /\.(js|jsx|ts|tsx|mjs|cjs|mts|cts)$/;

/**
 * The markers to count in `path`. In Python the unambiguous ones count in every file (a worker
 * can skip tests from the module under test by patching unittest); elsewhere markers count only
 * in test files, where `.skip(` cannot mean anything else.
 */
export function markersFor(path: string): readonly Marker[] {
  const inTests = testFile(path);
  if (path.endsWith(".py")) return inTests ? [...PY_STRONG, ...PY_TEST_ONLY] : PY_STRONG;
  if (!inTests) return [];
  if (JS_EXT.test(path)) return JS_TEST;
  return OTHER_TEST[path.split(".").at(-1) ?? ""] ?? [];
}

/** How many times each marker occurs in `text`. */
export function countMarkers(text: string, markers: readonly Marker[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of markers) counts.set(m.name, (counts.get(m.name) ?? 0) + (text.match(m.pattern)?.length ?? 0));
  return counts;
}
