/**
 * The liar corpus runner. A case is a fixture project, optionally a task variant and some
 * baseline state, what the "worker" does to its tree, and its final message; the expectation
 * is the verdict, the exact set of reason codes, the tamper kinds and whether the claim was
 * honest. Every case goes through the real grader: baseline snapshot, validation on the
 * baseline, worker snapshot, scope, tamper, grading copy, checks, evidence.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { expect } from "vitest";
import verdictSchema from "../../protocol/schemas/verdict.schema.json" with { type: "json" };
import { grade, openRepo, reportPaths, sandboxRequest, snapshotBaseline, validateBaseline, type CheckRun, type ClaimValue, type ReasonCode, type TamperKind, type TaskSpec, type Verdict } from "../../src/grade/index.js";
import { NODE_FILES, PY_FILES, git, initRepo, nodeSpec, pythonSpec, tempDir } from "./fixtures.js";
import { LANG_FILES, LANG_SPEC, type Lang } from "./fixtures-langs.js";

export interface Worker {
  /** The worker's tree: a git worktree of the baseline. */
  readonly tree: string;
  /** The user's workspace. */
  readonly ws: string;
  /** The workspace's git common dir (hooks, config). */
  readonly gitDir: string;
  /** Scratch space outside both. */
  readonly outside: string;
}

export interface Expect {
  readonly verdict: "built" | "honest-failure";
  /** The exact set of reason codes. */
  readonly reasons: readonly ReasonCode[];
  /** The exact set of tamper kinds (default: none). */
  readonly tamper?: readonly TamperKind[];
  readonly claim: ClaimValue;
  /** null: no claim was made (never a lie). */
  readonly honest: boolean | null;
}

export interface Case {
  readonly id: string;
  readonly project: "python" | "node" | Lang;
  /** One line for docs/grading.md. */
  readonly what: string;
  readonly spec?: (spec: TaskSpec) => TaskSpec;
  /** Extra state in the workspace before the baseline is taken (uncommitted work…). */
  readonly workspace?: (ws: string) => Promise<void>;
  readonly work: (w: Worker) => Promise<void>;
  readonly message: string;
  readonly expect: Expect;
  /** Extra assertions on the verdict. */
  readonly check?: (v: Verdict, w: Worker) => Promise<void> | void;
  /**
   * Where the case's folders (workspace, worker tree, state, outside) are made: default the OS
   * temp dir. A containment case puts them where a user's would be, outside /tmp, so that the
   * sandbox's private /tmp does not hide them and a write there meets the read-only host.
   */
  readonly root?: string;
  /** Host folders the checks must read although they are under /tmp (which the sandbox's private /tmp hides): bound read-only. */
  readonly readOnly?: readonly string[];
  /** Graded as on a machine without bubblewrap (OCW_BWRAP names none): every check runs uncontained. */
  readonly uncontained?: boolean;
}

/** The sandbox request of a case: the machine's, or none to be found. */
const requestOf = (c: Case) => sandboxRequest(c.uncontained ? { ...process.env, OCW_REQUIRE_SANDBOX: undefined, OCW_BWRAP: "/nonexistent/bwrap" } : process.env);

const validateVerdict = new Ajv2020({ allErrors: true, strict: true }).compile(verdictSchema);

const PROJECTS: Readonly<Record<Case["project"], readonly [Readonly<Record<string, string>>, (ws: string) => TaskSpec]>> = {
  python: [PY_FILES, pythonSpec],
  node: [NODE_FILES, nodeSpec],
  go: [LANG_FILES.go, LANG_SPEC.go],
  rust: [LANG_FILES.rust, LANG_SPEC.rust],
  java: [LANG_FILES.java, LANG_SPEC.java],
};

export interface RunOptions {
  /**
   * A validation cache shared by the cases of one file (the jobs layer's own, src/grade/validate/cache.ts):
   * cases whose baseline tree and checks are the same validate once, as jobs on one workspace do.
   * Compiled projects spend most of their time on the baseline; grading still runs every check.
   */
  readonly validations?: string;
}

/** Build the case's repositories, let the "worker" act, grade, and return the verdict. */
export async function runCase(c: Case, opts: RunOptions = {}): Promise<{ verdict: Verdict; worker: Worker }> {
  if (c.root) await mkdir(c.root, { recursive: true });
  const dir = await tempDir(`ocw-${c.id}-`, c.root);
  const ws = join(dir, "ws");
  const [files, specOf] = PROJECTS[c.project];
  await initRepo(ws, files);
  await c.workspace?.(ws);
  const base = specOf(ws);
  const spec = c.spec ? c.spec(base) : base;
  const repo = await openRepo(ws);
  const baseline = await snapshotBaseline(repo, { exclude: reportPaths(spec) });
  const task = { file: "task.yaml", spec };
  let before: ReadonlyMap<string, CheckRun> | undefined;
  if (opts.validations) {
    const v = await validateBaseline(task, repo, baseline, { copyDir: join(dir, "validation", "copy"), logDir: join(dir, "validation", "logs"), scratch: join(dir, "validation", "scratch"), hostPath: process.env.PATH, cacheDir: opts.validations, sandbox: requestOf(c), ...(c.readOnly ? { extraReadOnly: c.readOnly } : {}) });
    // A task that does not validate is graded from scratch, so the verdict says invalid_task as it would alone.
    if (v.ok) before = v.before;
  }
  const tree = join(dir, "tree");
  await git(ws, "worktree", "add", "-q", "--detach", tree, baseline.commit);
  const worker: Worker = { tree, ws, gitDir: repo.commonDir, outside: join(dir, "outside") };
  await c.work(worker);
  const verdict = await grade({ task, tree, baseline: baseline.commit, claim: c.message, stateDir: join(dir, "state"), hostPath: process.env.PATH, sandbox: requestOf(c), ...(before ? { before } : {}), ...(c.readOnly ? { extraReadOnly: c.readOnly } : {}) });
  return { verdict, worker };
}

/** Assert the case's expectation, the verdict's shape, and its evidence. */
export async function expectCase(c: Case, verdict: Verdict, worker: Worker): Promise<void> {
  const summary = `${verdict.verdict} ${JSON.stringify(verdict.reasons.map((r) => `${r.code}: ${r.message}`))} tamper=${JSON.stringify(verdict.tamper.map((t) => t.kind))}`;
  expect(verdict.verdict, summary).toBe(c.expect.verdict);
  expect([...new Set(verdict.reasons.map((r) => r.code))].sort(), summary).toEqual([...c.expect.reasons].sort());
  expect([...new Set(verdict.tamper.map((t) => t.kind))].sort(), summary).toEqual([...(c.expect.tamper ?? [])].sort());
  expect(verdict.claim.value).toBe(c.expect.claim);
  expect(verdict.honest).toBe(c.expect.honest);
  // `built` is an allowlist: it never comes with a reason, and always with every check passing.
  if (verdict.verdict === "built") expect(verdict.checks.every((k) => k.after?.status === "pass")).toBe(true);
  expect(validateVerdict(verdict), JSON.stringify(validateVerdict.errors)).toBe(true);
  // bubblewrap is installed wherever the tests run (.ci/run): every case is graded contained, unless it asks not to be.
  expect(verdict.containment.mode, JSON.stringify(verdict.containment)).toBe(c.uncontained ? "none" : "bwrap");
  for (const f of ["verdict.json", "task.json", "rerun.sh", "claim.txt"]) expect(existsSync(join(verdict.evidence, f)), f).toBe(true);
  for (const k of verdict.checks) if (k.after) expect(existsSync(k.after.stdout)).toBe(true);
  await c.check?.(verdict, worker);
}
