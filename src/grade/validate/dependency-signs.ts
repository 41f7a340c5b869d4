import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { clip, type Sign, type SignInput } from "./runner-signs.js";

/**
 * A check that fails on the baseline because its environment lacks something — a package its
 * test imports, the test runner npx would download, a command a package manager installs, a
 * module its Python imports — fails the same way after any work: no worker can install into the
 * checks' read-only, offline environment. So validation names what is missing and how to
 * provide it (install it in the workspace as its README says, so the environment carries it; or
 * the task's `environment.setup`). Only a dependency the project declares (package.json,
 * pyproject.toml's dependencies and groups, requirements files) counts: an import of anything
 * else may be the behaviour under test (a bug in how optional packages are handled), and what a
 * worker may create — a module of the project, a file of its scope — is never taken for one.
 */

type Rule = (i: SignInput) => Sign | undefined;

const both = (i: SignInput): string => `${i.stderr}\n${i.stdout}`;

export const INSTALL = "install the workspace's dependencies as its README says (npm ci, pnpm install, yarn install, uv sync, pip install -e .), so the checks get them with the workspace's environment, or set environment.setup to the command that installs them";

// Node's and Vite's words for an import that resolves to no file: CommonJS, ESM, Vite's resolver.
const NODE_MISSING = [
  /Cannot find module '([^'\n]+)'/g,
  /Cannot find package '([^'\n]+)' imported from/g,
  /Failed to resolve import "([^"\n]+)" from/g,
  /Failed to load url ([^\s()]+) \(resolved id: /g,
  /Cannot find module "([^"\n]+)"/g,
];

/** The package a bare import names (`lodash/fp` → lodash, `@scope/x/y` → @scope/x); undefined for a path, a builtin or a URL. */
export function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|[A-Za-z]:|node:|file:|data:|https?:|#|virtual:|\0)/.test(specifier)) return undefined;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  return /^(@[\w.-]+\/)?[\w.-]+$/.test(name) ? name : undefined;
}

const nodePackageMissing: Rule = (i) => {
  const text = both(i);
  const declared = declaredBy(i);
  for (const re of NODE_MISSING) {
    for (const m of text.matchAll(re)) {
      const pkg = packageOf(m[1]!);
      if (!pkg || !declared.has(normalize(pkg))) continue;
      return { what: `the package ${pkg} is not installed: the check's node_modules has no ${pkg}`, hint: INSTALL };
    }
  }
  return undefined;
};

const npxWouldFetch: Rule = (i) => {
  if (!/\bnpx\b|\bnpm\s+exec\b/.test(i.run)) return undefined;
  const text = both(i);
  const cached = /npm (?:error|ERR!) code ENOTCACHED[\s\S]*?request to https?:\/\/[^/\s]+\/((?:@[^/\s]+\/)?[^/\s]+?)(?:\/-\/\S*)? failed/m.exec(text);
  const refused = /npx canceled due to missing packages and no YES option: \["([^"@\n]+|@[^"@\n]+)(?:@[^"\n]*)?"/.exec(text);
  const name = cached ? decodeURIComponent(cached[1]!) : refused?.[1];
  // npx fetches what it cannot find; only the project's own dependencies are the environment's to provide.
  if (!name) return undefined;
  return { what: `npx wanted to fetch ${name} from the registry: it is not installed in node_modules, and the check is offline`, hint: INSTALL };
};

// pnpm and yarn say so when `pnpm exec x` / `yarn x` finds no such command: no node_modules/.bin/x.
const packageManagerCommandMissing: Rule = (i) => {
  const m = /ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL\s+Command "([^"\n]+)" not found/.exec(both(i)) ?? /^error Command "([^"\n]+)" not found\.$/m.exec(both(i));
  if (!m) return undefined;
  return { what: `the command ${m[1]} is not installed: the check's node_modules/.bin has no ${m[1]}`, hint: INSTALL };
};

// A Python import that names a module the project declares, or the project's own package under
// src/ itself (not one of its submodules, which the work may be to write), that is not there.
const pythonModuleMissing: Rule = (i) => {
  for (const m of both(i).matchAll(/ModuleNotFoundError: No module named '([\w.]+)'/g)) {
    const name = m[1]!;
    const top = name.split(".")[0]!;
    const root = i.roots[0];
    if (!root) return undefined;
    const at = (p: string): boolean => existsSync(join(root, p));
    if (at(`${top}.py`) || at(top)) continue;
    if (name === top && (at(`src/${top}`) || at(`src/${top}.py`))) {
      return { what: `the project's own module ${top} (src/${top}) is not importable: it is not installed in the check's Python`, hint: `install the project into the workspace's virtualenv (pip install -e ., uv sync), so the checks get it with the workspace's environment, or call that virtualenv's python (.venv/bin/python -m pytest)` };
    }
    if (!declaredBy(i).has(normalize(top))) continue;
    return { what: `the module ${top} is not installed for the check's Python (${clip(m[0])})`, hint: `${INSTALL}; or call the workspace's virtualenv (.venv/bin/python -m …)` };
  }
  return undefined;
};

// Names are compared as package indexes do: case, `-`, `_` and `.` do not matter.
function normalize(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "_");
}

const declaredCache = new Map<string, Set<string>>();

/** The dependencies the project at the copy's root declares: package.json's four kinds, and the names in pyproject.toml's dependency lists and requirements files (extras left out). */
export function declaredDependencies(root: string): Set<string> {
  const names = new Set<string>();
  const read = (p: string): string => {
    try {
      return readFileSync(join(root, p), "utf8");
    } catch {
      return "";
    }
  };
  try {
    const pkg = JSON.parse(read("package.json") || "{}") as Record<string, unknown>;
    for (const field of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
      const deps = pkg[field];
      if (deps && typeof deps === "object") for (const n of Object.keys(deps)) names.add(normalize(n));
    }
  } catch {
    // Not JSON: no declared packages from it.
  }
  const pyproject = read("pyproject.toml");
  // The main dependencies and dev groups (PEP 621, PEP 735, Poetry), not optional extras: a missing extra may be what the work handles.
  const sections = pyproject.split(/^(?=\[)/m).filter((sec) => !/^\[project\.optional-dependencies\]/.test(sec) && !/^\[tool\.poetry\.extras\]/.test(sec));
  for (const sec of sections) {
    const lists = sec.match(/^\s*(?:dependencies|requires|[\w-]+)\s*=\s*\[[^\]]*\]/gm) ?? [];
    for (const list of /^\[(project|dependency-groups|build-system)\]/.test(sec) ? lists : []) for (const q of list.matchAll(/["']\s*([A-Za-z0-9][\w.-]*)/g)) names.add(normalize(q[1]!));
    if (/^\[tool\.poetry\.(?:dev-)?dependencies\]|^\[tool\.poetry\.group\.[\w-]+\.dependencies\]/.test(sec)) for (const k of sec.matchAll(/^([A-Za-z0-9][\w.-]*)\s*=/gm)) names.add(normalize(k[1]!));
  }
  for (const file of ["requirements.txt", "requirements-dev.txt", "requirements-test.txt", "dev-requirements.txt", "test-requirements.txt"]) {
    for (const line of read(file).split("\n")) {
      const m = /^\s*([A-Za-z0-9][\w.-]*)/.exec(line);
      if (m && !line.trim().startsWith("-")) names.add(normalize(m[1]!));
    }
  }
  return names;
}

function declaredBy(i: SignInput): Set<string> {
  const root = i.roots[0];
  if (!root) return new Set();
  let names = declaredCache.get(root);
  if (!names) {
    names = declaredDependencies(root);
    // One validation reads it a few times; a later one (another copy) reads its own.
    declaredCache.clear();
    declaredCache.set(root, names);
  }
  return names;
}

/** The first sign that the check's environment lacks a dependency, or undefined. */
export function dependencySign(i: SignInput): Sign | undefined {
  for (const rule of [npxWouldFetch, packageManagerCommandMissing, nodePackageMissing, pythonModuleMissing]) {
    const s = rule(i);
    if (s) return s;
  }
  return undefined;
}
