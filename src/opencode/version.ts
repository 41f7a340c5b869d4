/**
 * The OpenCode versions we drive. The connector's facts were measured on one version (the pin);
 * the range is what we accept from a binary the user already has.
 */

/** The version `ocw opencode install` installs and the tests run. */
export const PINNED_VERSION = "1.18.33";

/** The versions we accept on PATH or in our data dir. */
export const SUPPORTED_RANGE = ">=1.18.33 <2";

/**
 * What opencode-ai@1.18.33 takes on disk once installed, measured (`du -sb` of the install's
 * node_modules on linux-x64: 370,750,960 bytes — the same 185,354,368-byte binary in the
 * platform package and its "baseline" twin). Messages quote it so nobody is surprised.
 */
export const INSTALLED_SIZE = "about 371 MB";

/** The npm package that ships the binary. */
export const OPENCODE_PACKAGE = "opencode-ai";

type Triple = readonly [number, number, number];

/** `1.18.33` (or `v1.18.33`, or with a `-pre` tail) → [1, 18, 33]; undefined if it is not a version. */
export function parseVersion(text: string): Triple | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+][0-9A-Za-z.-]+)?$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/**
 * Does `version` satisfy `range`? The range language is the small part of semver we use:
 * space-separated comparators (`>=1.18.33 <2`, all must hold), `||` between alternatives, and a
 * bare version for equality. Partial versions (`2`, `1.18`) fill with zeros.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split("||").some((alt) =>
    alt
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((c) => comparatorHolds(v, c)),
  );
}

function comparatorHolds(v: Triple, comparator: string): boolean {
  const m = /^(>=|<=|>|<|=)?v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(comparator);
  if (!m) return false;
  const want: Triple = [Number(m[2]), Number(m[3] ?? 0), Number(m[4] ?? 0)];
  const c = compare(v, want);
  switch (m[1] ?? "=") {
    case ">=":
      return c >= 0;
    case "<=":
      return c <= 0;
    case ">":
      return c > 0;
    case "<":
      return c < 0;
    default:
      return c === 0;
  }
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
