import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import {
  grade,
  gradeStateDir,
  invalidTask,
  loadTask,
  newGradeId,
  openRepo,
  prepareGradePaths,
  renderCheckRun,
  renderVerdict,
  describeContainment,
  describeEnvironment,
  reportPaths,
  sandboxRequest,
  snapshotBaseline,
  validateBaseline,
  EVIDENCE_FILES,
} from "../grade/index.js";
import { environmentStore } from "../paths/index.js";
import type { Context, Outcome } from "./context.js";

/**
 * `ocw grade` and `ocw validate-task`: the honest grader on its own, without jobs or a model.
 * validate-task checks a spec and runs its checks on a fresh baseline snapshot (printing the
 * baseline sha); grade judges a worker's directory against the spec and that baseline.
 */

/** `ocw grade --task <task.yaml> --tree <dir> [--baseline <sha>] [--claim-file <f>] [--json]` */
export const gradeCommand = {
  name: "grade",
  summary: "Grade a worker's directory against a task spec: built or honest-failure",
  usage: `Usage: ocw grade --task <task.yaml> --tree <dir> [--baseline <sha>] [--claim-file <file>] [--require-sandbox] [--json]

Runs the task's checks on the baseline (acceptance must fail, regression must pass), then grades
the worker's directory in a fresh grading copy: scope, tamper signs, every check with a clean
environment and a timeout. Prints the verdict; exit 0 when built, 1 otherwise.

Options:
  --task <file>        the task spec (YAML or JSON)
  --tree <dir>         the directory the worker changed
  --baseline <sha>     the baseline commit (from ocw validate-task); default: a snapshot of the
                       workspace now, which needs a tree other than the workspace
  --claim-file <file>  the worker's final message; its last RESULT: line is the claim
  --require-sandbox    refuse (SANDBOX_MISSING) instead of running the checks uncontained when
                       bubblewrap is missing or broken (also: OCW_REQUIRE_SANDBOX=1)
  --json               print the verdict as one JSON document

Every check runs contained (bubblewrap): read-only host, no network unless the check sets
network: true, its own process namespace and limits; without bwrap the verdict says containment: none.

Evidence (logs, diff, verdict.json, rerun.sh) goes under <state>/grade/grades/, in your own state
folder ($OCW_HOME, else ~/.local/state/opencode-worker), kept private (0700).`,
  options: {
    task: { type: "string" },
    tree: { type: "string" },
    baseline: { type: "string" },
    "claim-file": { type: "string" },
    "require-sandbox": { type: "boolean" },
  },
  allowPositionals: false,
  async run(values: { task?: string; tree?: string; baseline?: string; "claim-file"?: string; "require-sandbox"?: boolean }, _positionals: string[], ctx: Context): Promise<Outcome> {
    if (!values.task) throw new OcwError(ErrorCode.Usage, "grade: --task <task.yaml> is required; see ocw grade --help");
    if (!values.tree) throw new OcwError(ErrorCode.Usage, "grade: --tree <dir> is required (the directory the worker changed); see ocw grade --help");
    const task = await loadTask(values.task, { cwd: ctx.cwd });
    const claimFile = values["claim-file"];
    const claim =
      claimFile === undefined
        ? undefined
        : await readFile(resolve(ctx.cwd, claimFile), "utf8").catch((e: NodeJS.ErrnoException) => {
            throw new OcwError(ErrorCode.NotFound, `--claim-file ${claimFile}: ${e.code === "ENOENT" ? "no such file" : e.message}; give the file holding the worker's final message`);
          });
    const verdict = await grade({
      task,
      tree: resolve(ctx.cwd, values.tree),
      baseline: values.baseline,
      claim,
      stateDir: await gradeStateDir(ctx.env, ctx.cwd),
      hostPath: ctx.env.PATH,
      hostEnv: ctx.env,
      environmentStore: environmentStore(ctx.env, ctx.cwd),
      ocwCommand: ocwCommand(ctx),
      sandbox: sandboxRequest(ctx.env, values["require-sandbox"] === true),
    });
    const error =
      verdict.verdict === "built"
        ? undefined
        : new OcwError(ErrorCode.NotBuilt, `honest-failure (${[...new Set(verdict.reasons.map((r) => r.code))].join(", ")}); see ${join(verdict.evidence, EVIDENCE_FILES.verdict)}`, { data: { id: verdict.id } });
    return { data: verdict, text: renderVerdict(verdict), error };
  },
} as const;

/** `ocw validate-task <task.yaml> [--json]` */
export const validateTaskCommand = {
  name: "validate-task",
  summary: "Check a task spec and run its checks on a baseline snapshot of the workspace",
  usage: `Usage: ocw validate-task <task.yaml> [--require-sandbox] [--json]

Validates the spec (schema and rules), snapshots the workspace (HEAD plus uncommitted and
untracked files, without touching your branch, index, stash or files) and runs the checks on that
baseline: every acceptance check must fail there and every regression check must pass. Prints the
baseline commit to pass to ocw grade --baseline. Exit 0 when the task is valid, 1 otherwise.
The checks run contained (bubblewrap) as when grading; --require-sandbox (or OCW_REQUIRE_SANDBOX=1)
refuses with SANDBOX_MISSING where bubblewrap is missing instead of running them uncontained.`,
  options: { "require-sandbox": { type: "boolean" } },
  allowPositionals: true,
  async run(values: { "require-sandbox"?: boolean }, positionals: string[], ctx: Context): Promise<Outcome> {
    if (positionals.length !== 1) throw new OcwError(ErrorCode.Usage, "validate-task: give exactly one task spec file; see ocw validate-task --help");
    const task = await loadTask(positionals[0]!, { cwd: ctx.cwd });
    const repo = await openRepo(task.spec.workspace);
    const baseline = await snapshotBaseline(repo, { exclude: reportPaths(task.spec) });
    const paths = await prepareGradePaths(await gradeStateDir(ctx.env, ctx.cwd), newGradeId());
    const v = await validateBaseline(task, repo, baseline, {
      copyDir: join(paths.copies, "baseline"),
      logDir: join(paths.evidence, EVIDENCE_FILES.before),
      hostPath: ctx.env.PATH,
      hostEnv: ctx.env,
      scratch: join(paths.copies, "scratch"),
      sandbox: sandboxRequest(ctx.env, values["require-sandbox"] === true),
      environmentStore: environmentStore(ctx.env, ctx.cwd),
    });
    const checks = [...v.before].map(([name, run]) => ({ name, ...run }));
    const data = { ok: v.ok, task: task.file, workspace: task.spec.workspace, baseline: { commit: baseline.commit, head: baseline.head, ref: baseline.ref }, checks, problems: v.problems, infra: v.infra, containment: v.containment, ...(v.environmentSummary ? { environment: v.environmentSummary } : {}), evidence: paths.evidence };
    const lines = [...v.before].map(([name, run]) => `  ${JSON.stringify(name)}: ${renderCheckRun(run)}`);
    lines.push(`containment: ${describeContainment(v.containment)}`, ...(v.environmentSummary ? [`environment: ${describeEnvironment(v.environmentSummary)}`] : []), ...v.infra.map((m) => `infra: ${m}`));
    if (v.infra.length > 0 && v.problems.length === 0) {
      const error = new OcwError(ErrorCode.SandboxMissing, `the checks could not be contained: ${v.infra[0]}`, { data: { infra: v.infra } });
      return { data, text: [`could not validate: the sandbox could not be set up`, ...lines, `logs: ${paths.evidence}`].join("\n"), error };
    }
    const text = v.ok
      ? [`valid: every check behaves as it must on the baseline`, ...lines, `logs: ${paths.evidence}`, `baseline ${baseline.commit}`, `grade with: ocw grade --task ${task.file} --tree <dir> --baseline ${baseline.commit}`].join("\n")
      : [`invalid_task: the checks cannot grade this task on the baseline ${baseline.commit.slice(0, 12)}`, ...lines, `logs: ${paths.evidence}`].join("\n");
    return { data, text, error: v.ok ? undefined : invalidTask(task.file, v.problems) };
  },
} as const;

// rerun.sh calls the same ocw that graded, when we know where it is.
function ocwCommand(ctx: Context): string {
  if (ctx.selfDir && existsSync(join(ctx.selfDir, "ocw.mjs"))) return `node '${join(ctx.selfDir, "ocw.mjs").replace(/'/g, `'\\''`)}'`;
  return "ocw";
}
