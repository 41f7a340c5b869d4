/**
 * Containment (src/grade/contain.ts) around the grader: a sandbox that is required and missing
 * refuses before anything is written (SANDBOX_MISSING: by the caller, OCW_REQUIRE_SANDBOX=1 or
 * the task's containment.require, for grade, validate-task and dispatch); one that is merely
 * missing runs the checks uncontained and says so with the install command; one that cannot be
 * set up is infra, never a failed check; the containment in force is in the verdict, its text
 * and rerun.sh.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/index.js";
import { grade, openRepo, renderVerdict, snapshotBaseline, type SandboxRequest, type TaskSpec } from "../../src/grade/index.js";
import { DEFAULT_LIMITS, probeSandbox } from "../../src/grade/contain.js";
import { runCheck } from "../../src/grade/run-check.js";
import { execa } from "execa";
import { mkdir } from "node:fs/promises";
import { PY_FILES, PY_FIX, cleanup, edit, git, initRepo, pythonSpec, tempDir, writeSpec } from "./fixtures.js";

afterAll(cleanup);

const MISSING = "/nonexistent/bwrap";

/** A workspace, a worker tree with the correct fix, and a grade() over them. */
async function setup(change: (s: TaskSpec) => TaskSpec = (s) => s) {
  const dir = await tempDir("ocw-contain-");
  const ws = join(dir, "ws");
  await initRepo(ws, PY_FILES);
  const spec = change(pythonSpec(ws));
  const repo = await openRepo(ws);
  const baseline = await snapshotBaseline(repo, { exclude: ["reports/mul.xml"] });
  const tree = join(dir, "tree");
  await git(ws, "worktree", "add", "-q", "--detach", tree, baseline.commit);
  await edit(tree, "calc.py", PY_FIX[0], PY_FIX[1]);
  const state = join(dir, "state");
  const run = (opts: { sandbox?: SandboxRequest; extraWritable?: string[] } = {}) =>
    grade({ task: { file: "task.yaml", spec }, tree, baseline: baseline.commit, claim: "RESULT: built", stateDir: state, hostPath: process.env.PATH, ...opts });
  return { dir, ws, spec, tree, state, run, baseline };
}

async function cli(argv: string[], env: Record<string, string>) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { cwd: "/", env: { PATH: process.env.PATH, ...env }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } });
  return { code, stdout, stderr };
}

describe("containment", { timeout: 120_000 }, () => {
  it("contain - with bwrap: the verdict, its text and rerun.sh name the containment; rerun.sh requires the sandbox", async () => {
    const s = await setup();
    const v = await s.run();
    expect(v.verdict).toBe("built");
    expect(v.containment).toEqual({ mode: "bwrap", network: [], limits: { memoryMiB: 4096, processes: 1024, fileSizeMiB: 1024 } });
    expect(v.checks.every((c) => c.after?.contained === "bwrap" && c.after.network === false && c.before?.contained === "bwrap")).toBe(true);
    expect(renderVerdict(v)).toContain("containment: bwrap (no network; read-only host;");
    const rerun = await readFile(join(v.evidence, "rerun.sh"), "utf8");
    expect(rerun).toContain("# Containment: bwrap (no network;");
    expect(rerun).toMatch(/grade --task .* --require-sandbox/);
  });

  it("contain - bwrap missing: the checks run uncontained and the verdict says containment: none with the install command", async () => {
    const s = await setup();
    const v = await s.run({ sandbox: { bwrap: MISSING } });
    expect(v.verdict).toBe("built");
    expect(v.containment).toMatchObject({ mode: "none", why: `bwrap (bubblewrap) was not found at ${MISSING}` });
    expect(v.containment.install).toContain("apt-get install -y bubblewrap");
    expect(v.checks.every((c) => c.after?.contained === "none")).toBe(true);
    expect(renderVerdict(v)).toMatch(/containment: none — bwrap \(bubblewrap\) was not found .*Install: apt-get install -y bubblewrap/);
    expect(await readFile(join(v.evidence, "rerun.sh"), "utf8")).not.toContain("--require-sandbox");
  });

  it("contain - required and missing (the caller, or the task's containment.require): SANDBOX_MISSING before anything is written", async () => {
    const s = await setup();
    await expect(s.run({ sandbox: { bwrap: MISSING, require: true } })).rejects.toMatchObject({ code: "SANDBOX_MISSING", message: expect.stringContaining("apt-get install -y bubblewrap") });
    expect(existsSync(s.state)).toBe(false);
    const t = await setup((spec) => ({ ...spec, containment: { require: true } }));
    await expect(t.run({ sandbox: { bwrap: MISSING } })).rejects.toMatchObject({ code: "SANDBOX_MISSING", message: expect.stringContaining("task.yaml: containment.require") });
    expect(existsSync(t.state)).toBe(false);
  });

  it("contain - a sandbox that cannot be set up is infra, never a failed check or an invalid task", async () => {
    const s = await setup();
    const v = await s.run({ extraWritable: [join(s.dir, "no-such-folder")] });
    expect(v.verdict).toBe("honest-failure");
    expect([...new Set(v.reasons.map((r) => r.code))], JSON.stringify(v.reasons)).toEqual(["infra"]);
    expect(v.reasons[0]!.message).toContain("could not be contained");
    expect(v.checks.every((c) => c.before?.sandboxFailed === true && c.before.status === "error")).toBe(true);
  });

  it("contain - the CLI: grade and validate-task --require-sandbox, OCW_REQUIRE_SANDBOX=1 and dispatch refuse with SANDBOX_MISSING; dispatch records no job", async () => {
    const s = await setup();
    const home = await tempDir("ocw-contain-home-");
    const task = await writeSpec(s.dir, s.spec);
    const env = { OCW_HOME: home, OCW_BWRAP: MISSING };
    const graded = await cli(["grade", "--task", task, "--tree", s.tree, "--baseline", s.baseline.commit, "--require-sandbox", "--json"], env);
    expect(graded.code).not.toBe(0);
    expect(graded.stdout + graded.stderr).toContain("SANDBOX_MISSING");
    const validated = await cli(["validate-task", task, "--require-sandbox", "--json"], env);
    expect(validated.stdout + validated.stderr).toContain("SANDBOX_MISSING");
    const byEnv = await cli(["validate-task", task, "--json"], { ...env, OCW_REQUIRE_SANDBOX: "1" });
    expect(byEnv.stdout + byEnv.stderr).toContain("SANDBOX_MISSING");
    const dispatched = await cli(["dispatch", task, "--require-sandbox", "--json"], env);
    expect(dispatched.stdout + dispatched.stderr).toContain("SANDBOX_MISSING");
    const jobs = await readdir(join(home, "jobs")).catch(() => [] as string[]);
    expect(jobs.filter((j) => j.startsWith("job_"))).toEqual([]);
    // Without the requirement, validate-task runs the checks uncontained and says so.
    const bare = await cli(["validate-task", task], env);
    expect(bare.code).toBe(0);
    expect(bare.stdout).toContain("containment: none");
  });

  it("contain - ocw setup scan says whether checks would be contained, and how to get bwrap when not", async () => {
    const home = await tempDir("ocw-contain-scan-");
    const none = await cli(["setup", "scan", "--ports", ""], { OCW_HOME: home, OCW_BWRAP: MISSING });
    expect(none.stdout).toMatch(/containment: none — .*Install: apt-get install -y bubblewrap/);
    const some = await cli(["setup", "scan", "--ports", "", "--json"], { OCW_HOME: home });
    expect(JSON.parse(some.stdout).containment).toMatchObject({ mode: "bwrap" });
  });

  it("contain - a timeout ends the whole sandbox: a detached daemon (new session) the check started is gone too", async () => {
    const box = await probeSandbox(process.env.PATH);
    if (box.mode !== "bwrap") throw new Error(`bwrap is needed here (.ci/run installs it): ${box.why}`);
    const dir = await tempDir("ocw-contain-timeout-");
    for (const d of ["copy", "home", "tmp", "logs"]) await mkdir(join(dir, d));
    const marker = `${31_000 + Math.floor(Math.random() * 1000)}.${process.pid}`;
    const check = { name: "t", run: `setsid sleep ${marker} < /dev/null > /dev/null 2>&1 & sleep ${marker}`, kind: "acceptance" as const, at: "checks.acceptance[0]", timeoutSeconds: 1 };
    const r = await runCheck(check, {
      cwd: join(dir, "copy"),
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      logDir: join(dir, "logs"),
      stem: "t",
      contain: { bwrap: box.bwrap, run: { home: join(dir, "home"), tmp: join(dir, "tmp"), network: false, limits: DEFAULT_LIMITS, prlimit: box.prlimit } },
    });
    expect(r.status).toBe("timeout");
    expect(r.contained).toBe("bwrap");
    const left = await execa("pgrep", ["-f", `sleep ${marker}`], { reject: false });
    expect(left.stdout.trim()).toBe("");
  });
});
