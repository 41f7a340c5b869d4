import { createRequire as __ocwCreateRequire } from 'node:module';
const require = __ocwCreateRequire(import.meta.url);
import {
  ANSWER_RUNG,
  REPLAY_NOTICE,
  RUNGS,
  TOP_SIZE,
  describeRun,
  dispatchGated,
  dispatchGatedDetached,
  earnGrade,
  loadReplayScript,
  parseReplayDocument,
  runDemo,
  selftest,
  selftestEntry,
  startReplayServer
} from "./shared-src-selftest-rungs.mjs";
import {
  API_PRESETS,
  CHECKS,
  EVIDENCE_FILES,
  ErrorCode,
  GiB,
  INSTALL_HINT,
  MiB,
  OcwError,
  SERVE_ENGINES,
  TIER_WORDS,
  applyJob,
  assertLocal,
  assertVerified,
  attend,
  brief,
  buildPacks,
  cancel,
  catalogModel,
  checkLocality,
  configDirFiles,
  continueJob,
  describeContainment,
  describeEnvironment,
  discoverAccounts,
  drive,
  ensurePinnedOpencode,
  ensureServer,
  environmentStore,
  estimateJsonTokens,
  estimateProseTokens,
  findOpencode,
  findRipgrep,
  formatProblem,
  gcJobs,
  grade,
  gradeStateDir,
  identify,
  installDir,
  invalidTask,
  isCacheType,
  isOcwError,
  isVerdictEntry,
  jobEntry,
  jobLines,
  jobStats,
  jobsRoot,
  loadPack,
  loadProtocol,
  loadTask,
  newGradeId,
  openCodeFiles,
  openRepo,
  package_default,
  parseJobId,
  parsePorts,
  permit,
  planFit,
  planServe,
  prepareGradePaths,
  probeSandbox,
  readActiveTarget,
  readKey,
  recordShare,
  renderVerdict,
  reportPaths,
  runServePlan,
  sandboxRequest,
  scan,
  scanAccounts,
  serverDirs,
  serverState,
  serverUsers,
  setupDir,
  shippedRoot,
  snapshotBaseline,
  staleFiles,
  steer,
  stopHost,
  stopServer,
  unusable,
  useAccount,
  validateBaseline,
  validateKeyEnvName,
  verify,
  writeProvider
} from "./shared-src-schema-precompiled-gen.mjs";
import "./shared-empty.mjs";

// src/cli/main.ts
import { parseArgs } from "node:util";

// src/cli/build-pack.ts
import { existsSync as existsSync2 } from "node:fs";
import { isAbsolute, resolve as resolve2 } from "node:path";
import { performance } from "node:perf_hooks";

// src/cli/root.ts
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
function isRoot(dir) {
  return existsSync(join(dir, "protocol", "opencode-worker-protocol.md")) && existsSync(join(dir, "packs"));
}
function findRoot(opts) {
  if (opts.explicit !== void 0) {
    const root = resolve(opts.cwd, opts.explicit);
    if (!isRoot(root)) throw new OcwError(ErrorCode.NotFound, `--root ${opts.explicit}: no protocol/opencode-worker-protocol.md and packs/ there; point it at the opencode-worker repository`);
    return root;
  }
  for (const start2 of [opts.cwd, opts.selfDir]) {
    if (start2 === void 0) continue;
    for (let dir = resolve(start2); ; dir = dirname(dir)) {
      if (isRoot(dir)) return dir;
      if (dirname(dir) === dir) break;
    }
  }
  throw new OcwError(ErrorCode.NotFound, `no opencode-worker repository found from ${opts.cwd}; run inside it or pass --root <repo>`);
}
function findRootOrUndefined(opts) {
  try {
    return findRoot(opts);
  } catch {
    return void 0;
  }
}
async function findSources(opts) {
  return findRootOrUndefined(opts) ?? await shippedRoot(opts.env, opts.cwd);
}

// src/cli/build-pack.ts
var buildPackCommand = {
  name: "build-pack",
  summary: "Compile packs into OpenCode agents, config fragments and skill variants",
  usage: `Usage: ocw build-pack [<pack dir>... | --all] [--check] [--root <repo>] [--json]

Validates each pack (packs/<model>__<quant>__<harness>/pack.yaml and deltas/*.md) and compiles it:
  packs/<slug>/agent/opencode-worker.md                 the OpenCode agent (protocol + deltas)
  packs/<slug>/opencode.json                            provider + agent config fragment
  skills/opencode-worker/opencode-worker.<slug>.SKILL.md the skill variant for that target

Options:
  --all          build every pack under packs/ (the default when no pack is named)
  --check        write nothing; exit 1 listing generated files that are stale
  --root <repo>  the opencode-worker repository (default: found from the working directory)
  --json         print the report as one JSON document`,
  options: {
    all: { type: "boolean" },
    check: { type: "boolean" },
    root: { type: "string" }
  },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    if (values.all && positionals.length > 0) throw new OcwError(ErrorCode.Usage, "build-pack: give pack folders or --all, not both");
    const root = findRoot({ explicit: values.root, cwd: ctx.cwd, selfDir: ctx.selfDir });
    const started = performance.now();
    const report2 = await buildPacks({
      root,
      packs: positionals.length > 0 ? positionals.map((p) => packDir(p, ctx.cwd, root)) : void 0,
      check: values.check ?? false
    });
    const ms = Math.round(performance.now() - started);
    const stale = staleFiles(report2);
    const error = stale.length > 0 ? new OcwError(ErrorCode.PackStale, `${stale.length} generated file${stale.length === 1 ? " is" : "s are"} stale: ${stale.map((f) => f.path).join(", ")}; run npm run build-pack and commit the result`, { data: { stale } }) : void 0;
    return { data: { ok: !error, root, ms, ...report2 }, text: render(report2, ms), error };
  }
};
function packDir(p, cwd, root) {
  const fromCwd = resolve2(cwd, p);
  return existsSync2(fromCwd) || isAbsolute(p) || !existsSync2(resolve2(root, p)) ? fromCwd : resolve2(root, p);
}
function render(report2, ms) {
  const lines = [];
  const counts = /* @__PURE__ */ new Map();
  for (const p of report2.packs) {
    lines.push(p.pack, `  key    ${p.key}`, `  grade  ${p.gradeNote}`);
    for (const f of p.files) {
      lines.push(`  ${f.status.padEnd(9)}  ${f.path}`);
      counts.set(f.status, (counts.get(f.status) ?? 0) + 1);
    }
  }
  for (const f of report2.orphans) {
    lines.push(`${f.status.padEnd(9)}  ${f.path}${f.status === "orphan" ? " (no pack compiles it; delete it)" : ""}`);
    counts.set(f.status, (counts.get(f.status) ?? 0) + 1);
  }
  const files = report2.packs.reduce((n, p) => n + p.files.length, 0);
  const summary = [...counts].map(([s, n]) => `${n} ${s}`).join(", ");
  lines.push(`${report2.check ? "checked" : "built"} ${report2.packs.length} pack${report2.packs.length === 1 ? "" : "s"}, ${files} files: ${summary} (${ms} ms)`);
  return lines.join("\n");
}

// src/cli/grade.ts
import { existsSync as existsSync3 } from "node:fs";
import { readFile } from "node:fs/promises";
import { join as join2, resolve as resolve3 } from "node:path";
var gradeCommand = {
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
    "require-sandbox": { type: "boolean" }
  },
  allowPositionals: false,
  async run(values, _positionals, ctx) {
    if (!values.task) throw new OcwError(ErrorCode.Usage, "grade: --task <task.yaml> is required; see ocw grade --help");
    if (!values.tree) throw new OcwError(ErrorCode.Usage, "grade: --tree <dir> is required (the directory the worker changed); see ocw grade --help");
    const task = await loadTask(values.task, { cwd: ctx.cwd });
    const claimFile = values["claim-file"];
    const claim = claimFile === void 0 ? void 0 : await readFile(resolve3(ctx.cwd, claimFile), "utf8").catch((e) => {
      throw new OcwError(ErrorCode.NotFound, `--claim-file ${claimFile}: ${e.code === "ENOENT" ? "no such file" : e.message}; give the file holding the worker's final message`);
    });
    const verdict = await grade({
      task,
      tree: resolve3(ctx.cwd, values.tree),
      baseline: values.baseline,
      claim,
      stateDir: await gradeStateDir(ctx.env, ctx.cwd),
      hostPath: ctx.env.PATH,
      hostEnv: ctx.env,
      environmentStore: environmentStore(ctx.env, ctx.cwd),
      ocwCommand: ocwCommand(ctx),
      sandbox: sandboxRequest(ctx.env, values["require-sandbox"] === true)
    });
    const error = verdict.verdict === "built" ? void 0 : new OcwError(ErrorCode.NotBuilt, `honest-failure (${[...new Set(verdict.reasons.map((r) => r.code))].join(", ")}); see ${join2(verdict.evidence, EVIDENCE_FILES.verdict)}`, { data: { id: verdict.id } });
    return { data: verdict, text: renderVerdict(verdict), error };
  }
};
var validateTaskCommand = {
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
  async run(values, positionals, ctx) {
    if (positionals.length !== 1) throw new OcwError(ErrorCode.Usage, "validate-task: give exactly one task spec file; see ocw validate-task --help");
    const task = await loadTask(positionals[0], { cwd: ctx.cwd });
    const repo = await openRepo(task.spec.workspace);
    const baseline = await snapshotBaseline(repo, { exclude: reportPaths(task.spec) });
    const paths = await prepareGradePaths(await gradeStateDir(ctx.env, ctx.cwd), newGradeId());
    const v = await validateBaseline(task, repo, baseline, {
      copyDir: join2(paths.copies, "baseline"),
      logDir: join2(paths.evidence, EVIDENCE_FILES.before),
      hostPath: ctx.env.PATH,
      hostEnv: ctx.env,
      scratch: join2(paths.copies, "scratch"),
      sandbox: sandboxRequest(ctx.env, values["require-sandbox"] === true),
      environmentStore: environmentStore(ctx.env, ctx.cwd)
    });
    const checks = [...v.before].map(([name, run]) => ({ name, ...run }));
    const data = { ok: v.ok, task: task.file, workspace: task.spec.workspace, baseline: { commit: baseline.commit, head: baseline.head, ref: baseline.ref }, checks, problems: v.problems, infra: v.infra, containment: v.containment, ...v.environmentSummary ? { environment: v.environmentSummary } : {}, evidence: paths.evidence };
    const lines = [...v.before].map(([name, run]) => `  ${JSON.stringify(name)}: ${brief(run)}`);
    lines.push(`containment: ${describeContainment(v.containment)}`, ...v.environmentSummary ? [`environment: ${describeEnvironment(v.environmentSummary)}`] : [], ...v.infra.map((m) => `infra: ${m}`));
    if (v.infra.length > 0 && v.problems.length === 0) {
      const error = new OcwError(ErrorCode.SandboxMissing, `the checks could not be contained: ${v.infra[0]}`, { data: { infra: v.infra } });
      return { data, text: [`could not validate: the sandbox could not be set up`, ...lines, `logs: ${paths.evidence}`].join("\n"), error };
    }
    const text = v.ok ? [`valid: every check behaves as it must on the baseline`, ...lines, `logs: ${paths.evidence}`, `baseline ${baseline.commit}`, `grade with: ocw grade --task ${task.file} --tree <dir> --baseline ${baseline.commit}`].join("\n") : [`invalid_task: the checks cannot grade this task on the baseline ${baseline.commit.slice(0, 12)}`, ...lines, `logs: ${paths.evidence}`].join("\n");
    return { data, text, error: v.ok ? void 0 : invalidTask(task.file, v.problems) };
  }
};
function ocwCommand(ctx) {
  if (ctx.selfDir && existsSync3(join2(ctx.selfDir, "ocw.mjs"))) return `node '${join2(ctx.selfDir, "ocw.mjs").replace(/'/g, `'\\''`)}'`;
  return "ocw";
}

// src/cli/jobs.ts
function intFlag(name, text, fallback) {
  if (text === void 0) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be a non-negative integer, got \`${text}\``);
  return n;
}
function minutesFlag(name, text) {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n <= 0) throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be a positive number of minutes, got \`${text}\``);
  return n;
}
function one(positionals, command, what) {
  if (positionals.length !== 1) throw new OcwError(ErrorCode.Usage, `${command}: give exactly one ${what}; see ocw ${command} --help`);
  return positionals[0];
}
var dispatchCommand = {
  name: "dispatch",
  summary: "Start a job: validate the task, then a detached worker builds it and the grader judges it",
  usage: `Usage: ocw dispatch <task.yaml> [--slots <n>] [--queue-minutes <m>] [--detach] [--force] [--require-sandbox] [--json]

Checks the spec and that the job can run \u2014 a model is set up (else NO_MODEL: model-setup) and
the worker agent is installed (else NOT_SELF_BUILT: ocw selftest) \u2014 then the self-build's gate:
a route the self-build found not fit, or a task bigger than its envelope (the spec's size;
unstated counts as ${TOP_SIZE}), is refused with NOT_FIT. A refusal records nothing. Then it records the
job and starts its driver in the background, and waits (at most 40 s) until the task's checks
were validated on a snapshot of the workspace: a task whose checks cannot tell built from not
built comes back at once as an invalid_task verdict. Follow a valid one with
\`ocw wait --cursor <cursor>\`. --detach returns as soon as the job is recorded.
--force dispatches past the self-build's gate (only with the user's consent; never past a
missing model or agent). --require-sandbox (or OCW_REQUIRE_SANDBOX=1) refuses with
SANDBOX_MISSING, before a job is recorded, where bubblewrap cannot contain the checks.
Route: the spec's model > OCW_MODEL > the active target > OpenCode's default.
Slots: --slots > OCW_SLOTS > the active target's (when model-setup declared it) > its pack's
settings.serving.slots > 1; \`ocw jobs\` shows which one set them.
Budget: the task's budget.minutes count from when the worker starts, not while it waits for a
slot. The wait is bounded on its own: --queue-minutes > OCW_QUEUE_MINUTES > 60; past it the job
ends honest-failure / queue_timeout without having run.`,
  options: { slots: { type: "string" }, "queue-minutes": { type: "string" }, detach: { type: "boolean" }, force: { type: "boolean" }, "require-sandbox": { type: "boolean" } },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    const file = one(positionals, "dispatch", "task spec file");
    const root = findRootOrUndefined({ cwd: ctx.cwd, ...ctx.selfDir ? { selfDir: ctx.selfDir } : {} });
    const opts = {
      taskFile: file,
      cwd: ctx.cwd,
      // Carried in the environment, so the job's driver (which inherits it) requires the sandbox too.
      env: values["require-sandbox"] ? { ...ctx.env, OCW_REQUIRE_SANDBOX: "1" } : ctx.env,
      root,
      ...values.force ? { force: true } : {},
      ...values.slots !== void 0 ? { slots: intFlag("slots", values.slots, 1) } : {},
      ...values["queue-minutes"] !== void 0 ? { queueMinutes: minutesFlag("queue-minutes", values["queue-minutes"]) } : {}
    };
    if (values.detach) {
      const r = await dispatchGatedDetached(opts);
      const forced2 = r.forced ? `
${forcedText(r.forced)}` : "";
      return { data: { job: r.job, state: r.state, cursor: `${r.job}:${r.revision}`, ...r.forced ? { forced: r.forced } : {} }, text: `${r.job} ${r.state}${forced2}
follow it with: ocw wait --cursor ${r.job}:${r.revision}`, about: [r.job] };
    }
    const e = await dispatchGated(opts);
    const forced = e.forced ? `
${forcedText(e.forced)}` : "";
    const text = isVerdictEntry(e) ? `${entryText(e)}${forced}` : `${entryText(e)}${forced}
follow it with: ocw wait --cursor ${e.cursor}`;
    return { data: e, text, about: [e.job] };
  }
};
var waitCommand = {
  name: "wait",
  summary: "Wait (\u2264 50 s) until a job asks for permission or ends; print what needs an answer",
  usage: `Usage: ocw wait [<job>...] [--cursor <cursor>] [--after <revision>] [--timeout <seconds>] [--json]

Watches the named jobs, else the cursor's jobs and every active one, and returns as soon as one
needs you \u2014 a permission request you have not been shown, or a verdict \u2014 or after --timeout
seconds (default 45, at most 50). Pass the cursor it prints to the next wait; one wait loop
follows any number of jobs. --after <revision> with one job is the same as --cursor <job>:<revision>.`,
  options: { after: { type: "string" }, cursor: { type: "string" }, timeout: { type: "string" } },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    if (values.after !== void 0 && positionals.length !== 1) throw new OcwError(ErrorCode.Usage, "wait: --after needs exactly one job; use --cursor for several");
    if (values.after !== void 0 && values.cursor !== void 0) throw new OcwError(ErrorCode.Usage, "wait: give --cursor or --after, not both");
    const cursor = values.after !== void 0 ? `${parseJobId(positionals[0])}:${intFlag("after", values.after, 0)}` : values.cursor;
    const r = await attend(ctx.env, {
      ...values.after === void 0 && positionals.length ? { jobs: positionals } : {},
      ...cursor !== void 0 ? { cursor } : {},
      timeoutMs: intFlag("timeout", values.timeout, 45) * 1e3
    });
    const lines = r.jobs.map(entryText);
    if (r.timedOut) lines.push(`(nothing needs you yet; wait again with --cursor ${r.cursor || "<none>"})`);
    else if (r.cursor) lines.push(`next: ocw wait --cursor ${r.cursor}`);
    if (!r.jobs.length && !r.cursor) lines.push("no active jobs");
    return { data: r, text: lines.join("\n"), about: r.jobs.map((e) => e.job) };
  }
};
var forcedText = (why) => `  dispatched with --force past the self-build's gate: ${why}`;
function entryText(e) {
  const attempts = (e.attempts ?? []).map((a) => `  attempt ${a.n}: ${a.job} ${a.state}${a.reasons ? ` (${a.reasons.join(", ")})` : ""}; ${a.usage}`);
  if (isVerdictEntry(e)) {
    const lines2 = [`${e.job} ${e.verdict}${e.attempt ? ` (attempt ${e.attempt})` : ""}${e.claim && e.honest === false ? ` (the worker claimed ${e.claim})` : ""}`];
    for (const r of e.reasons) lines2.push(`  ${r.code}: ${r.message}`);
    if (e.diff) lines2.push(`  changed: ${e.diff.files.map(([p, a, d]) => `${p} +${a} -${d}`).join(", ")}${e.diff.more ? ` and ${e.diff.more} more` : ""} (${e.diff.path})`);
    if (e.verified) lines2.push(`  answer (${e.verified}): ${e.answer !== void 0 ? JSON.stringify(e.answer).slice(0, 600) : "see"} ${e.answerPath ?? ""}`.trimEnd());
    lines2.push(`  ${e.usage}${e.route ? ` on ${e.route}` : ""}`);
    if (e.evidence) lines2.push(`  evidence ${e.evidence}`);
    if (attempts.length) lines2.push("  attempts of this task:", ...attempts.map((l) => `  ${l}`));
    return lines2.join("\n");
  }
  const lines = [`${e.job} ${e.state}${e.note ? ` \u2014 ${e.note}` : ""}${e.steer ? ` (steer ${e.steer})` : ""}`];
  for (const a of e.asks ?? []) lines.push(`  asks ${a.id}: ${a.tool} ${a.what}${a.why ? ` (${a.why})` : ""} \u2014 ocw permit ${e.job} ${a.id} once|always|reject`);
  return lines.join("\n");
}
var permitCommand = {
  name: "permit",
  summary: "Answer a job's permission request: once, always or reject",
  usage: `Usage: ocw permit <job> <request> <once|always|reject> [--message <text>] [--json]`,
  options: { message: { type: "string" } },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    if (positionals.length !== 3) throw new OcwError(ErrorCode.Usage, "permit: give <job> <request> <once|always|reject>; see ocw permit --help");
    const [id, request, reply] = positionals;
    const r = await permit(ctx.env, id, request, reply, values.message);
    return { data: { status: r.status }, text: `${r.request}: ${r.reply} (${r.status})`, about: [r.job] };
  }
};
var steerCommand = {
  name: "steer",
  summary: "Send a correction into a running job; its receipt comes through wait",
  usage: `Usage: ocw steer <job> <text> [--json]

Returns at once with \`sent\`: the correction is in the job's inbox. The driver passes it to the
worker, and the next \`ocw wait\` shows the job's receipt as "steer": delivered (a model request
carried it), acknowledged (the worker's reply refers to it), fell_back (queued as the next
prompt) or not_delivered (the worker was not running, or its turn ended first).`,
  options: {},
  allowPositionals: true,
  async run(_values, positionals, ctx) {
    if (positionals.length !== 2) throw new OcwError(ErrorCode.Usage, "steer: give <job> and the correction text (quote it); see ocw steer --help");
    const r = await steer(ctx.env, positionals[0], positionals[1]);
    return { data: { receipt: r.receipt }, text: `steer ${r.receipt}; its receipt comes with the next ocw wait`, about: [r.job] };
  }
};
var continueCommand = {
  name: "continue",
  summary: "Send an ended job back with a sentence: its next attempt, in the same session and tree",
  usage: `Usage: ocw continue <job> <text> [--json]

For a job that ended honest-failure (or built, not yet applied) whose reasons a sentence can fix.
Starts the next attempt of the same task as a new job: the same baseline, checks and environment
(the validation is reused), the previous attempt's files as its start, its OpenCode session where
the server still has it (else a new one told what that attempt changed and why it failed), and
<text> as the prompt, with the visible checks that failed and their output (never a hidden
check's). Graded afresh, in full; \`ocw apply\` takes the last attempt. At most OCW_MAX_ATTEMPTS
(3) attempts per task; a different approach is a new dispatch. Follow it with ocw wait.`,
  options: {},
  allowPositionals: true,
  async run(_values, positionals, ctx) {
    if (positionals.length !== 2) throw new OcwError(ErrorCode.Usage, "continue: give <job> and the text for the next attempt (quote it); see ocw continue --help");
    const r = await continueJob(ctx.env, positionals[0], positionals[1]);
    const data = { job: r.job, attempt: r.attempt, previous: r.previous, state: r.state, cursor: `${r.job}:${r.revision}` };
    return { data, text: `${r.job}: attempt ${r.attempt} of ${r.previous}'s task, ${r.state}; follow it with ocw wait`, about: [r.job] };
  }
};
var cancelCommand = {
  name: "cancel",
  summary: "Abort a job's worker and end the job as cancelled",
  usage: `Usage: ocw cancel <job> [--json]`,
  options: {},
  allowPositionals: true,
  async run(_values, positionals, ctx) {
    const r = await cancel(ctx.env, one(positionals, "cancel", "job id"));
    return { data: { state: r.state, cancelled: r.cancelled }, text: r.cancelled ? `${r.job} cancelled` : `${r.job} is ${r.state}; nothing to cancel`, about: [r.job] };
  }
};
var resultCommand = {
  name: "result",
  summary: "A job's verdict: reasons, the worker's claim, a diffstat, usage",
  usage: `Usage: ocw result <job> [--json]

The verdict (built or honest-failure) with its reasons, the worker's own claim and whether it
was honest, the files changed (+/- lines) with the diff's path, and usage in one line. The full
verdict document, with every check's result, is verdict.json beside the diff.`,
  options: {},
  allowPositionals: true,
  async run(_values, positionals, ctx) {
    const e = await jobEntry(ctx.env, one(positionals, "result", "job id"));
    return { data: e, text: entryText(e), about: [e.job] };
  }
};
var applyCommand = {
  name: "apply",
  summary: "Apply a built job's change to its workspace (3-way; refuses on conflict)",
  usage: `Usage: ocw apply <job> [--force] [--json]

Merges the worker's change into the workspace with the job's baseline as the base, so your
uncommitted work is kept. Refuses on a conflict, and for jobs that are not built unless --force.`,
  options: { force: { type: "boolean" } },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    const r = await applyJob(ctx.env, one(positionals, "apply", "job id"), { force: values.force ?? false });
    const which = r.attempt ? ` (attempt ${r.attempt.n}, ${r.attempt.job})` : "";
    return { data: { applied: r.files, ...r.attempt ? { attempt: r.attempt } : {}, ...r.forced ? { forced: true } : {} }, text: `applied ${r.job}${which} to ${r.workspace}: ${r.files.join(", ") || "no files"}`, about: [r.job] };
  }
};
var jobsCommand = {
  name: "jobs",
  summary: "List every job (re-adopting any whose driver died); --stats: what delegating cost",
  usage: `Usage: ocw jobs [--stats [--last <n>]] [--json]

Lists the newest jobs, one line each: state, age (of it, the time queued for a slot), for a job
not ended its slot count and who set it (flag, env, target, pack or default), waiting permission
requests, last progress line. Jobs whose driver died are given a new one first.

--stats: over the last N ended jobs (default 20), what the worker spent (its engine's own token
counts and cost) against what the plugin put into Claude's context (its tool results about the
job and a share of the skill text its session loaded), and the cost per built result.

(\`ocw jobs drive <job>\` runs a job's driver in the foreground; dispatch and re-adoption start it detached.)`,
  options: { stats: { type: "boolean" }, last: { type: "string" } },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    if (positionals[0] === "drive") {
      await drive(jobsRoot(ctx.env), parseJobId(one(positionals.slice(1), "jobs drive", "job id")), ctx.env);
      return { data: { driven: positionals[1] }, text: "" };
    }
    if (positionals.length) throw new OcwError(ErrorCode.Usage, `jobs: unexpected argument "${positionals[0]}"; see ocw jobs --help`);
    if (values.last !== void 0 && !values.stats) throw new OcwError(ErrorCode.Usage, "jobs: --last goes with --stats");
    if (values.stats) {
      const last = intFlag("last", values.last, 20);
      if (last < 1) throw new OcwError(ErrorCode.InvalidInput, "Expected --last to be at least 1, got 0");
      const r2 = await jobStats(ctx.env, { last });
      return { data: r2, text: statsText(r2) };
    }
    const r = await jobLines(ctx.env);
    return { data: r, text: r.jobs.length ? [...r.jobs.map(line), ...r.more ? [`(and ${r.more} older)`] : []].join("\n") : "no jobs yet; start one with ocw dispatch <task.yaml>" };
  }
};
function line(j) {
  const queued = j.queued_s ? ` (queued ${j.queued_s} s)` : "";
  const slots = j.slots ? `slots ${j.slots}  ` : "";
  return `${j.job}  ${j.state.padEnd(16)} ${String(j.age_s).padStart(5)} s${queued}  ${j.attempt ? `attempt ${j.attempt}  ` : ""}${slots}${j.asks ? `${j.asks} asking  ` : ""}${j.note ?? ""}`;
}
var k = (n) => n < 1e3 ? String(n) : `${(n / 1e3).toFixed(1)}k`;
var usd = (c) => c === 0 ? "$0" : `$${Number(c.toPrecision(2))}`;
function statsText(r) {
  if (!r.jobs.length) return "no ended jobs yet";
  const t = r.total;
  const lines = r.jobs.map((j) => `${j.job}  ${j.verdict.padEnd(15)} ${j.attempt ? `attempt ${j.attempt.n} of ${j.attempt.first}  ` : ""}worker ${k(j.workerTokens).padStart(6)} tokens ${usd(j.workerCost).padStart(8)}   Claude \u2248 ${k(j.claudeResults + j.claudeSession)} (results ${k(j.claudeResults)}, skill ${k(j.claudeSession)})`);
  lines.push(
    "",
    `last ${t.jobs} jobs, ${t.built} built: worker ${k(t.workerTokens)} tokens, ${usd(t.workerCost)}; Claude \u2248 ${k(t.claudeTokens)} tokens`,
    r.perBuilt ? `per built result: worker ${k(r.perBuilt.workerTokens)} tokens, ${usd(r.perBuilt.workerCost)}; Claude \u2248 ${k(r.perBuilt.claudeTokens)} tokens` : "no built result yet: nothing has paid off",
    `(${r.method})`
  );
  return lines.join("\n");
}
var gcCommand = {
  name: "gc",
  summary: "Remove the worktrees and scratch space of finished jobs older than N days, and worker slots idle that long",
  usage: `Usage: ocw gc [--older-than <days>] [--json]    (default 7; 0 removes all finished)`,
  options: { "older-than": { type: "string" } },
  allowPositionals: false,
  async run(values, _positionals, ctx) {
    const r = await gcJobs(ctx.env, intFlag("older-than", values["older-than"], 7) * 864e5);
    return { data: r, text: `removed the worktrees of ${r.removed.length} job(s); kept ${r.kept}; removed ${r.slots.length} idle worker slot(s); kept ${r.slotsKept}` };
  }
};

// src/cli/claude-cost.ts
import { readFileSync } from "node:fs";
import { join as join3 } from "node:path";
function skillTokens(root, selfDir) {
  const places = [root && join3(root, "skills", "opencode-worker", "SKILL.md"), selfDir && join3(selfDir, "..", "SKILL.md")].filter((p) => Boolean(p));
  for (const p of places) {
    try {
      return estimateProseTokens(readFileSync(p, "utf8"));
    } catch {
    }
  }
  return 0;
}
function cliSession() {
  try {
    const stat = (pid) => readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
    const grandparent = Number(stat(process.ppid)[1]);
    return `cli-${grandparent}-${stat(grandparent)[19]}`;
  } catch {
    return void 0;
  }
}
async function recordCliShare(ctx, command, text, jobs) {
  if (ctx.env.CLAUDECODE !== "1" || jobs.length === 0) return;
  const id = cliSession();
  const root = id ? findRootOrUndefined({ cwd: ctx.cwd, ...ctx.selfDir ? { selfDir: ctx.selfDir } : {} }) : void 0;
  await recordShare(jobsRoot(ctx.env), jobs, { via: "cli", command, text, ...id ? { session: { id, tokens: skillTokens(root, ctx.selfDir) } } : {} });
}

// src/cli/mcp.ts
var mcpCommand = {
  name: "mcp",
  summary: "Serve the worker and setup tools over MCP on stdio (started by Claude Code from the plugin)",
  usage: `Usage: ocw mcp

Speaks JSON-RPC on stdin/stdout until stdin closes; logs go to stderr. Jobs live in the state dir
($OCW_HOME), so a restarted server sees every job.`,
  options: {},
  allowPositionals: false,
  async run(_values, _positionals, ctx) {
    const { serveStdio, toolList } = await import("./src-mcp.mjs");
    const root = findRootOrUndefined({ cwd: ctx.cwd, ...ctx.selfDir ? { selfDir: ctx.selfDir } : {} });
    const worker = toolList().find((t) => t.name === "worker");
    const session = { id: `mcp-${process.pid}-${Date.now().toString(36)}`, tokens: skillTokens(root, ctx.selfDir) + (worker ? estimateJsonTokens(JSON.stringify(worker)) : 0) };
    await serveStdio({ env: ctx.env, cwd: ctx.cwd, ...root ? { root } : {}, session }, package_default.version);
    return { data: null, text: "" };
  }
};

// src/cli/watch.ts
var watchCommand = {
  name: "watch",
  summary: "A live dashboard of every job; answer pending permissions with a key",
  usage: `Usage: ocw watch

Shows every job (state, elapsed, tokens, progress) and every pending permission request with its
command, refreshing every second. It opens on the job waiting for an answer. Elapsed reads
validating / queued / running / ran m:ss, so the wait for a slot is told from the worker's time;
progress is the worker's last milestone, or what the job is doing until it writes one.
\u2191/\u2193 select a job; a / A / r answer its first pending request once / always / reject; q quits.`,
  options: {},
  allowPositionals: false,
  async run(_values, _positionals, ctx) {
    const { runWatch } = await import("./src-tui.mjs");
    await runWatch(ctx.env);
    return { data: null, text: "" };
  }
};

// src/cli/replay.ts
import { resolve as resolve4 } from "node:path";
var replayCommand = {
  name: "replay",
  summary: "Serve the built-in replay model (a scripted model on 127.0.0.1) to try the loop without a model",
  usage: `Usage: ocw replay serve <script.yaml> [--port N] [--log FILE] [--json]

Serves an OpenAI-compatible model on 127.0.0.1 that answers from the replay script instead of
weights (format: protocol/schemas/replay.schema.json; walkthrough: docs/replay.md). The built-in
self-build ladder's scripts are served too, so \`ocw selftest\` runs against it. A job follows the
script its objective names with [[replay:<name>]], else the document's \`default\` script.

  --port N     listen on this port (default: a free one)
  --log FILE   append every request the model receives as one JSON line
  --json       print {baseURL, model, scripts, log} as one line on stdout when ready

Prints the address and the setup command once it listens; Ctrl-C (SIGINT) or SIGTERM stops it.`,
  options: { port: { type: "string" }, log: { type: "string" } },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    const [verb, script, ...extra] = positionals;
    if (verb !== "serve") throw new OcwError(ErrorCode.Usage, `replay: ${verb === void 0 ? "name a verb" : `unknown verb "${verb}"`}; the one verb is serve: ocw replay serve <script.yaml> (see ocw replay --help)`);
    if (script === void 0) throw new OcwError(ErrorCode.Usage, "replay serve: name the replay script, e.g. ocw replay serve greet.replay.yaml (format: docs/replay.md)");
    if (extra.length) throw new OcwError(ErrorCode.Usage, `replay serve: one script only; unexpected ${extra.map((a) => `"${a}"`).join(" ")}`);
    const port = parsePort(values.port);
    const path = resolve4(ctx.cwd, script);
    const ladder = (await import("./src-selftest.mjs")).ladderReplay();
    const document = withLadder(await loadReplayScript(path), ladder, path);
    const logFile = values.log === void 0 ? void 0 : resolve4(ctx.cwd, values.log);
    const server = await startReplayServer({ document, ...port !== void 0 ? { port } : {}, ...logFile ? { logFile } : {} });
    const model = (document.models ?? ["replay"])[0];
    const scripts = Object.keys(document.scripts);
    const own = scripts.filter((s) => !Object.hasOwn(ladder.scripts, s));
    ctx.stdout.write(
      values.json ? `${JSON.stringify({ baseURL: server.baseURL, model, scripts: own, ...logFile ? { log: logFile } : {} })}
` : `replay model listening on ${server.baseURL} (model "${model}"; your scripts: ${own.join(", ")}; the self-build ladder's too)
point ocw at it: ocw setup provider --url ${server.baseURL} --model ${model}
this is a scripted stand-in, not a real model; Ctrl-C stops it
`
    );
    await new Promise((done) => {
      const stop2 = () => {
        process.off("SIGINT", stop2);
        process.off("SIGTERM", stop2);
        done();
      };
      process.on("SIGINT", stop2);
      process.on("SIGTERM", stop2);
    });
    await server.close();
    return { data: null, text: "" };
  }
};
function parsePort(text) {
  if (text === void 0) return void 0;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 65535) throw new OcwError(ErrorCode.Usage, `replay serve: --port must be a whole number from 1 to 65535, not "${text}"; leave it out to take a free port`);
  return n;
}
function withLadder(doc, ladder, path) {
  const clash = Object.keys(doc.scripts).filter((s) => Object.hasOwn(ladder.scripts, s));
  if (clash.length) throw new OcwError(ErrorCode.ReplayInvalid, `${path}: scripts.${clash[0]} is a name the self-build ladder uses (${Object.keys(ladder.scripts).join(", ")}); rename your script`, { data: { source: path, field: `scripts.${clash[0]}` } });
  const names = Object.keys(doc.scripts);
  const fallback = doc.default ?? (names.includes("default") ? "default" : names.length === 1 ? names[0] : void 0);
  return parseReplayDocument({ ...doc, ...fallback ? { default: fallback } : {}, scripts: { ...ladder.scripts, ...doc.scripts } }, path);
}

// src/cli/opencode.ts
import { resolve as resolve5 } from "node:path";
var opencodeCommand = {
  name: "opencode",
  summary: "Find or install OpenCode and start, reuse or stop the warm opencode server",
  usage: `Usage: ocw opencode <status|install|start|stop> [options] [--json]

  status   which opencode binaries were found (OCW_OPENCODE, our data dir, the tools cache, PATH),
           which one is used, and the state of the warm server
  install  install the pinned opencode-ai with npm into our data dir (never globally; about
           371 MB on disk), unless a copy of the pinned version is already found
  start    start the warm server, or reuse the running one; with --pack, install that pack's
           agent and provider as our OpenCode config first. --env settings are kept with the
           server and used by every later client (dispatch, selftest) that gives none. A config
           change starts a new server; the old one keeps the jobs running on it (retired) and
           is stopped once they end
  stop     stop the warm server and the retired ones (SIGTERM to each process group, then
           SIGKILL) and remove their records; a server jobs still run on is left running

Options:
  --pack <dir>       (start) the pack whose compiled agent and provider config to install
  --root <repo>      (start) the opencode-worker repository holding the protocol (default: found)
  --port <n>         (start) listen on this port instead of a random free one
  --env KEY=VALUE    (start) extra environment for the server, e.g. OCW_REPLAY_BASE_URL=\u2026 (repeatable)
  --force            (install) install into our data dir even when a pinned copy is found
  --json             print the result as one JSON document

State lives in $OCW_HOME, else $XDG_STATE_HOME/opencode-worker (~/.local/state/opencode-worker) on
Linux and the platform data dir's state/ elsewhere; see \`ocw opencode status\`.`,
  options: {
    pack: { type: "string" },
    root: { type: "string" },
    port: { type: "string" },
    env: { type: "string", multiple: true },
    force: { type: "boolean" }
  },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    const [verb, ...extra] = positionals;
    if (extra.length) throw new OcwError(ErrorCode.Usage, `opencode: unexpected argument "${extra[0]}"; see ocw opencode --help`);
    const startOnly = ["pack", "root", "port", "env"].filter((k2) => values[k2] !== void 0);
    if (verb !== "start" && startOnly.length) throw new OcwError(ErrorCode.Usage, `opencode ${verb ?? ""}: --${startOnly[0]} only applies to start`);
    if (verb !== "install" && values.force) throw new OcwError(ErrorCode.Usage, "opencode: --force only applies to install");
    switch (verb) {
      case "status":
        return status(ctx);
      case "install":
        return install(ctx, values.force ?? false);
      case "start":
        return start(ctx, values);
      case "stop":
        return stop(ctx);
      default:
        throw new OcwError(ErrorCode.Usage, `opencode: ${verb ? `unknown action "${verb}"` : "missing action"}; use status, install, start or stop (see ocw opencode --help)`);
    }
  }
};
async function status(ctx) {
  const [found, server] = await Promise.all([findOpencode({ env: ctx.env, cwd: ctx.cwd }), serverState({ env: ctx.env, cwd: ctx.cwd })]);
  const ripgrep = await findRipgrep(ctx.env);
  const lines = [...renderFound(found), ...renderServer(server), `ripgrep  ${ripgrep ?? "not found: OpenCode's glob/grep tools will try to download it from GitHub on first use"}`];
  return {
    data: { opencode: found, server: publicState(server), ripgrep: ripgrep ?? null },
    text: lines.join("\n"),
    error: found.chosen ? void 0 : unusable(found)
  };
}
async function install(ctx, force) {
  const result = await ensurePinnedOpencode({ env: ctx.env, cwd: ctx.cwd, force, log: (l) => ctx.stderr.write(`${l}
`) });
  if (!result.installed) {
    return { data: { installed: false, path: result.path, version: result.version, source: result.source, reason: "already installed" }, text: `opencode ${result.version} is already installed at ${result.path} (${result.source}; use --force to install another copy into our data dir)` };
  }
  const after = await findOpencode({ env: ctx.env, cwd: ctx.cwd });
  const chosen = after.chosen;
  return {
    data: { installed: true, path: result.path, version: result.version, dir: installDir(ctx.env, ctx.cwd), chosen: chosen ?? null },
    text: `installed opencode ${result.version} at ${result.path}${chosen && chosen.path !== result.path ? `
note: ${chosen.path} (${chosen.source}) is used first because OCW_OPENCODE names it` : ""}`
  };
}
async function start(ctx, values) {
  const port = values.port === void 0 ? void 0 : Number(values.port);
  if (port !== void 0 && (!Number.isInteger(port) || port < 1 || port > 65535)) throw new OcwError(ErrorCode.Usage, `opencode start: --port must be a port number (1-65535), got "${values.port}"`);
  const serverEnv = values.env === void 0 ? void 0 : {};
  for (const kv of values.env ?? []) {
    const i = kv.indexOf("=");
    if (i <= 0) throw new OcwError(ErrorCode.Usage, `opencode start: --env wants KEY=VALUE, got "${kv}"`);
    serverEnv[kv.slice(0, i)] = kv.slice(i + 1);
  }
  const files = values.pack === void 0 ? void 0 : await packFiles(ctx, values.pack, values.root);
  const info = await ensureServer({ env: ctx.env, cwd: ctx.cwd, files, ...serverEnv ? { serverEnv } : {}, port, usedBy: serverUsers(ctx.env) });
  const { password: _password, serverEnv: settings, ...shown } = info;
  const how = info.reused ? "reusing" : info.replaced ? `restarted (${info.replaced})` : "started";
  const kept = info.retired ? `
kept   the old server (pid ${info.retired.pid}, ${info.retired.url}) for ${info.retired.usedBy ? `jobs ${info.retired.usedBy.join(", ")}` : "the jobs on it"}; it is stopped once they end` : "";
  return {
    data: { ...shown, envKeys: keysOf(settings) },
    text: `${how} opencode serve at ${info.url} (pid ${info.pid}, opencode ${info.version}) in ${info.ms} ms${envLine(settings)}
config ${serverDirs(ctx.env, ctx.cwd).config}
log    ${info.log}${kept}`
  };
}
async function stop(ctx) {
  const host = await stopHost(jobsRoot(ctx.env), { waitMs: 5e3 });
  const r = await stopServer({ env: ctx.env, cwd: ctx.cwd, usedBy: serverUsers(ctx.env) });
  const lines = [...host ? [host.gone ? `stopped the driver host (pid ${host.pid})` : `the driver host (pid ${host.pid}) leaves once the jobs it drives end`] : [], r.stopped ? `stopped opencode serve (pid ${r.pid}, ${r.how})` : r.usedBy ? `left opencode serve (pid ${r.pid}) running: ${r.reason}` : `nothing to stop: ${r.reason}`];
  for (const o of r.retired) lines.push(o.stopped ? `stopped retired opencode serve (pid ${o.pid}, ${o.how})` : o.usedBy ? `left retired opencode serve (pid ${o.pid}) running: ${o.reason}` : `forgot retired opencode serve (pid ${o.pid}): ${o.reason}`);
  return { data: { ...r, ...host ? { host } : {} }, text: lines.join("\n") };
}
function keysOf(settings) {
  return Object.keys(settings ?? {}).sort();
}
function envLine(settings) {
  return keysOf(settings).length ? `
env    ${keysOf(settings).join(", ")} (kept for every client)` : "";
}
async function packFiles(ctx, pack, rootFlag) {
  const root = findRoot({ explicit: rootFlag, cwd: ctx.cwd, selfDir: ctx.selfDir });
  const loaded = await loadPack(root, resolve5(ctx.cwd, pack));
  if (!loaded.ok) {
    throw new OcwError(ErrorCode.PackInvalid, `${pack} is not a valid pack: ${loaded.problems.map(formatProblem).join("; ")}`, { data: { problems: loaded.problems } });
  }
  return configDirFiles(openCodeFiles(loaded.pack, await loadProtocol(root)));
}
function renderFound(found) {
  const lines = [];
  if (found.chosen) lines.push(`opencode ${found.chosen.version} at ${found.chosen.path} (${found.chosen.source}); supported ${found.range}`);
  else lines.push(`opencode not usable: needs ${found.range}; run \`ocw opencode install\` to install ${found.pinned} into ${found.installDir} (${found.installSize} on disk)`);
  for (const c of found.candidates) if (c !== found.chosen) lines.push(`  also found ${c.path} (${c.source}): ${c.version ? `version ${c.version}` : ""}${c.problem ? `${c.version ? ", " : ""}${c.problem}` : ""}`);
  return lines;
}
function renderServer(s) {
  const retired = s.retired.map(
    (x) => x.state === "running" ? `retired  pid ${x.record.pid} at ${x.record.url} since ${x.record.retiredAt} (${x.record.why}): kept for the jobs running on it, stopped once they end` : `retired  pid ${x.record.pid}: ${x.problem} (the next client forgets it)`
  );
  if (s.state === "none") return [`server   not running (start it with \`ocw opencode start\`; clients start it on demand)`, ...retired];
  const r = s.record;
  const up = Math.round((Date.now() - Date.parse(r.startedAt)) / 1e3);
  if (s.state === "stale") return [`server   stale record: ${s.problem} (the next client replaces it; \`ocw opencode stop\` cleans it now)`, ...retired];
  return [`server   running at ${r.url}, pid ${r.pid}, opencode ${r.version}, up ${up} s${keysOf(r.serverEnv).length ? `, env ${keysOf(r.serverEnv).join(", ")}` : ""}`, `         config ${s.dirs.config}`, `         log    ${s.dirs.log}`, ...retired];
}
function publicRecord(r) {
  const { password: _password, serverEnv, ...rest } = r;
  return { ...rest, envKeys: keysOf(serverEnv) };
}
function publicState(s) {
  const retired = s.retired.map((x) => ({ state: x.state, ...x.problem ? { problem: x.problem } : {}, record: publicRecord(x.record) }));
  if (!s.record) return { state: s.state, dirs: s.dirs, retired };
  return { state: s.state, ...s.problem ? { problem: s.problem } : {}, record: publicRecord(s.record), dirs: s.dirs, retired };
}

// src/cli/setup.ts
import { performance as performance2 } from "node:perf_hooks";

// src/cli/setup-discover.ts
async function runScan(v, ctx) {
  const portsText = v.str("ports");
  const [found, sandbox, accounts] = await Promise.all([
    scan(
      { urls: v.list("url"), ports: portsText === void 0 ? void 0 : parsePorts(portsText), host: v.str("host"), timeoutMs: v.int("timeout", 50, 6e4), keyEnv: v.keyEnv() },
      { env: ctx.env }
    ),
    // The grader's sandbox: what `ocw grade` and every job's checks will run under here.
    probeSandbox(ctx.env.PATH, ctx.env.OCW_BWRAP),
    // Beside the engines: what the user's own OpenCode reaches (its free tier, their sign-ins).
    scanAccounts({ env: ctx.env, cwd: ctx.cwd })
  ]);
  const containment = sandbox.mode === "bwrap" ? { mode: "bwrap", bwrap: sandbox.bwrap, unixSockets: !sandbox.unixSocketFilter, ...sandbox.unixSocketsOpen ? { unixSocketsWhy: sandbox.unixSocketsOpen } : {} } : { mode: "none", why: sandbox.why, install: INSTALL_HINT };
  const lines = [];
  lines.push(found.endpoints.length ? "endpoints:" : "no model server found on the probed ports and URLs");
  for (const e of found.endpoints) lines.push(...renderEndpoint(e));
  lines.push(`probed: ${found.probes.map((p) => `${p.url.replace(/^https?:\/\//, "")} ${p.status === "found" ? p.engine : p.status} (${p.ms} ms)`).join(", ") || "nothing"}`);
  lines.push(...renderHardware(found.hardware));
  lines.push(`software: node ${found.software.node}, opencode ${found.software.opencode ?? "not on PATH"}`);
  const unix = containment.mode !== "bwrap" ? "" : containment.unixSockets ? `; unix sockets reachable (${containment.unixSocketsWhy ?? "no filter"})` : "; no unix sockets unless a task opts in";
  lines.push(containment.mode === "bwrap" ? `containment: bwrap (${containment.bwrap}): checks run sandboxed${unix}` : `containment: none \u2014 ${containment.why}; checks would run uncontained. Install: ${containment.install}`);
  lines.push(...renderAccountsSummary(accounts));
  return { data: { ...found, containment, accounts }, text: lines.join("\n") };
}
function renderAccountsSummary(a) {
  const tiers = a.tiers ? Object.entries(a.tiers).filter(([, n]) => n > 0).map(([t, n]) => `${n} ${TIER_WORDS[t]}`) : [];
  const head = a.tiers ? `your OpenCode reaches: ${tiers.join(", ") || "no model"}${a.signedIn?.length ? ` (signed in: ${a.signedIn.join(", ")})` : ""}` : "your OpenCode: not read";
  return [head, ...a.free?.length ? [`  free hosted models: ${a.free.join(", ")}`] : [], ...a.problems.map((p) => `  problem: ${p}`), `  ${a.more}`];
}
function renderEndpoint(e) {
  const head = `  ${e.engine} ${e.url}${e.version ? ` (${e.version})` : ""}${e.slots !== void 0 ? `, ${e.slots} slot${e.slots === 1 ? "" : "s"}` : ""}${e.authRequired ? ", key required" : ""}`;
  const models = e.models.map(
    (m) => `    ${m.id}: context per slot ${m.contextPerSlot ?? "unknown"}${m.contextTrain ? ` (trained ${m.contextTrain})` : ""}, tools ${m.tools === void 0 ? "unknown" : m.tools ? "yes" : "no"}${m.remote ? ", CLOUD" : ""}${m.loaded === false ? ", not loaded" : ""}`
  );
  return [head, `    base URL ${e.baseURL}`, ...models, ...e.notes.map((n) => `    note: ${n}`)];
}
function renderHardware(h) {
  const gpus = h.gpus.length ? h.gpus.map((g) => `${g.name} ${(g.totalBytes / GiB).toFixed(1)} GiB${g.freeBytes !== void 0 ? ` (${(g.freeBytes / GiB).toFixed(1)} free)` : ""}${g.unified ? " unified" : ""}`).join(", ") : "none";
  return [`hardware: GPU ${gpus}; RAM ${(h.ram.totalBytes / GiB).toFixed(1)} GiB (${(h.ram.availableBytes / GiB).toFixed(1)} available); CPU ${h.cpu.cores} \xD7 ${h.cpu.model}${h.wsl ? "; WSL" : ""}`, ...h.notes.map((n) => `  note: ${n}`)];
}
function budgetFlags(v) {
  return { vramBytes: v.gib("vram", 16384), ramBytes: v.gib("ram", 65536), cpuOnly: v.bool("cpu-only") };
}
async function runFit(v, ctx) {
  const plan = await planFit(
    {
      slots: v.int("slots", 1, 64),
      ctxPerSlot: v.int("ctx", 256, 4194304),
      cache: v.kv(),
      ...budgetFlags(v),
      gguf: v.str("gguf"),
      model: v.str("model"),
      quant: v.str("quant"),
      endpoint: v.str("endpoint"),
      // Named, not read: the key is read only when an endpoint is asked.
      keyEnv: v.str("key-env"),
      unified: !v.bool("no-kv-unified"),
      ubatch: v.int("ubatch", 1, 65536)
    },
    { env: ctx.env, timeoutMs: v.int("timeout", 50, 6e5) }
  );
  return { data: { plan }, text: renderPlan(plan, v.str("gguf")) };
}
function serveModelFlag(p, file) {
  if (file) return file.includes(" ") ? "--gguf <file>" : `--gguf ${file}`;
  if (p.estimated && catalogModel(p.model)) return `--model ${p.model}${p.quant ? ` --quant ${p.quant}` : ""}`;
  return "--gguf <file>";
}
function layerText(p) {
  if (p.vram.total === 0) return `all ${p.layers} layers on the CPU`;
  if (p.fullOffload) return `all ${p.layers} layers and the output on the GPU`;
  const repeating = Math.max(0, p.gpuLayers - 1);
  return `${repeating} of ${p.layers} layers${p.gpuLayers >= 1 ? " and the output" : ""} on the GPU (-ngl ${p.gpuLayers})`;
}
function renderPlan(p, file) {
  const g = (n) => `${(n / GiB).toFixed(2)} GiB`;
  const m = p.memory;
  return [
    `${p.model}${p.quant ? ` ${p.quant}` : ""}: ${p.slots} slot${p.slots === 1 ? "" : "s"} \xD7 ${p.ctxPerSlot} tokens, KV ${p.cache}${p.unified ? " unified" : " per slot"}, ${layerText(p)}`,
    `  weights  ${g(m.weightsGpu)} GPU + ${g(m.weightsHost)} host${m.repack ? ` + ${g(m.repack)} repacked for the CPU` : ""}${p.estimated ? " (estimated)" : ""}`,
    `  KV cache ${g(m.kv)}${m.recurrent ? `, recurrent state ${g(m.recurrent)}` : ""}`,
    `  compute  ${g(m.computeGpu)} GPU + ${g(m.computeHost)} host, output ${g(m.output)}`,
    `  prompt cache ${g(m.promptCache)} host (--cache-ram ${Math.round(m.promptCache / MiB)})`,
    `  GPU need ${g(p.vram.need)} of ${g(p.vram.usable)} usable (${g(p.vram.total)} \u2212 ${g(p.vram.reserved)} runtime and margin)`,
    `  RAM need ${g(p.ram.need)} (+ ${g(p.ram.margin)} kept free) of ${g(p.ram.budget)} available`,
    `  budget   ${p.budgetSource}`,
    ...p.warnings.map((w) => `  warning: ${w}`),
    `serve it: ocw setup serve --engine llama.cpp --slots ${p.slots} --ctx ${p.ctxPerSlot} --kv ${p.cache}${p.fullOffload ? "" : ` --ngl ${p.gpuLayers}`} ${serveModelFlag(p, file)}`
  ].join("\n");
}
async function runServe(v, ctx) {
  const engine = v.str("engine") ?? "llama.cpp";
  if (!SERVE_ENGINES.includes(engine)) throw new OcwError(ErrorCode.InvalidInput, `Expected --engine to be one of ${SERVE_ENGINES.join(", ")}, got ${JSON.stringify(engine.slice(0, 40))}`);
  const out = await planServe(
    {
      // Checked now; the budget is read only when there is something to fit.
      ...budgetFlags(v),
      engine,
      gguf: v.str("gguf"),
      model: v.str("model"),
      quant: v.str("quant"),
      slots: v.int("slots", 1, 64),
      ctxPerSlot: v.int("ctx", 256, 4194304),
      cache: v.kv(),
      unified: !v.bool("no-kv-unified"),
      gpuLayers: v.int("ngl", 0, 1024),
      alias: v.str("alias"),
      host: v.str("host"),
      port: v.int("port", 1, 65535),
      keyEnv: v.keyEnv(),
      toolParser: v.str("tool-parser"),
      gpuMemoryUtilization: v.num("gpu-mem-util", 0, 1),
      cacheRamMiB: v.int("cache-ram", 0, 1 << 20),
      bin: v.str("bin")
    },
    { cwd: ctx.cwd, env: ctx.env, timeoutMs: v.int("timeout", 50, 6e5) }
  );
  const serve = out.plan;
  const lines = [renderServeHead(out), serve.script, ...serve.warnings.map((w) => `# warning: ${w}`)];
  const commands = serve.steps.flatMap((s) => s.kind === "run" ? [{ argv: s.argv, line: s.line, ...s.manual ? { manual: s.manual } : {} }] : []);
  const data = { plan: serve, commands, fit: out.fit ?? null, fitted: out.fitted, ...out.notFitted ? { notFitted: out.notFitted } : {}, source: out.source, ...out.download ? { download: out.download } : {} };
  if (!v.bool("yes")) {
    lines.push("# printed only; add --yes to run it");
    return { data: { ...data, ran: false }, text: lines.join("\n") };
  }
  const waitS = v.int("wait", 0, 3600) ?? 0;
  const result = await runServePlan(serve, { env: ctx.env, logDir: `${setupDir(ctx.env, ctx.cwd)}/serve`, waitMs: waitS * 1e3 });
  lines.push(...result.ran.map((r) => `# ${r}`));
  if (result.healthy) lines.push(`# healthy: ${serve.healthURL}`);
  return { data: { ...data, ...result, ran: true, steps: result.ran }, text: lines.join("\n") };
}
function renderServeHead(out) {
  const p = out.plan;
  const f = out.fit;
  const g = (n) => `${(n / GiB).toFixed(1)} GiB`;
  const fitText = f ? `fit${out.fitted === "estimated" ? " (estimated from the catalog)" : ""}: ${f.quant ? `${f.quant}, ` : ""}${f.slots} \xD7 ${f.ctxPerSlot} tokens, KV ${f.cache}, ${f.vram.total > 0 ? `GPU ${g(f.vram.need)} of ${g(f.vram.usable)}` : `RAM ${g(f.ram.need)} of ${g(f.ram.budget)}`}${f.fullOffload || f.vram.total === 0 ? "" : `, ${layerText(f)}`}` : `NOT FITTED: ${out.notFitted ?? "no size known"}`;
  const lines = [`# ${p.engine}: ${fitText}; base URL ${p.baseURL}, model ${p.model}`];
  if (out.download) lines.push(`# ${out.download.what}${out.download.bytes ? ` (~${(out.download.bytes / 1e9).toFixed(1)} GB)` : ""}`);
  return lines.join("\n");
}

// src/cli/setup-accounts.ts
async function runAccounts(v, ctx) {
  const report2 = await discoverAccounts({ env: ctx.env, cwd: ctx.cwd });
  const only = v.str("provider");
  const models = only ? report2.models.filter((m) => m.provider === only) : report2.models;
  const text = only ? renderProvider(only, models) : renderAccounts(report2);
  return { data: { ...report2, models }, text };
}
async function runUseAccount(route, v, ctx) {
  const r = await useAccount(route, { env: ctx.env, cwd: ctx.cwd, slots: v.int("slots", 1, 64), context: v.int("context", 1024, 4194304), output: v.int("output", 256, 4194304) });
  const t = r.record;
  const signIn = r.model.credentials === "sign-in" ? "; signed in with your OpenCode sign-in (read in place, never copied)" : "";
  const text = [
    `active target: ${r.model.route} (${r.tierWords}${r.model.free ? ", free" : ""})${r.model.url ? ` at ${r.model.url}` : ""}`,
    `  limit.context ${t.limit.context}, limit.output ${t.limit.output}, slots ${t.slots}${signIn}`,
    `  wrote ${r.configFile}`,
    `  wrote ${r.recordFile}`,
    ...r.warnings.map((w) => `  warning: ${w}`),
    "next: the self-build (ocw selftest) tells whether it can do the work"
  ].join("\n");
  return { data: r, text };
}
var ORDER = ["local", "hosted-free", "hosted-subscription", "metered"];
function renderAccounts(r) {
  const lines = [];
  const signed = r.signIns.map((s) => `${s.provider} (${s.type})`).join(", ");
  lines.push(`your OpenCode reaches ${r.models.filter((m) => m.usable).length} models (config: ${r.configFiles.join(", ") || "none"}; signed in: ${signed || "nothing"})`);
  const providers = [...new Set(r.models.map((m) => m.provider))];
  providers.sort((a, b) => ORDER.indexOf(tierOfFirst(r.models, a)) - ORDER.indexOf(tierOfFirst(r.models, b)) || a.localeCompare(b));
  for (const p of providers) {
    const ms = r.models.filter((m) => m.provider === p && m.usable);
    if (ms.length === 0) continue;
    const free = ms.filter((m) => m.free);
    const sample = (free.length ? free : ms).slice(0, 4).map((m) => m.model);
    const more = (free.length ? free : ms).length - sample.length;
    lines.push(`  ${p.padEnd(14)} ${TIER_WORDS[ms[0].tier].padEnd(20)} ${ms.length} model${ms.length === 1 ? "" : "s"}${free.length ? `, ${free.length} free` : ""}${ms[0].credentials === "sign-in" ? " (signed in)" : ""}: ${sample.join(", ")}${more > 0 ? `, \u2026 (${more} more: --provider ${p})` : ""}`);
  }
  const unusable2 = r.models.filter((m) => !m.usable);
  const byWhy = /* @__PURE__ */ new Map();
  for (const m of unusable2) byWhy.set(m.why ?? "", [...byWhy.get(m.why ?? "") ?? [], m.route]);
  for (const [why, routes] of byWhy) lines.push(`  not usable: ${routes.slice(0, 3).join(", ")}${routes.length > 3 ? ` (+${routes.length - 3})` : ""}: ${why}`);
  for (const p of r.problems) lines.push(`  problem: ${p}`);
  lines.push("Every tier but local sends the code it reads off this machine; local-only data goes to none of them.");
  lines.push("use one: ocw setup provider --opencode <provider/model>");
  return lines.join("\n");
}
function renderProvider(provider, models) {
  if (models.length === 0) return `your OpenCode reaches no model of "${provider}"`;
  return [
    `${provider}: ${TIER_WORDS[models[0].tier]}, ${models.length} model${models.length === 1 ? "" : "s"}`,
    ...models.map((m) => `  ${m.route}${m.free ? " (free)" : ""}${m.limit ? `, context ${m.limit.context}` : ""}${m.usable ? "" : ` \u2014 not usable: ${m.why}`}`)
  ].join("\n");
}
function tierOfFirst(models, provider) {
  return models.find((m) => m.provider === provider).tier;
}

// src/cli/setup-values.ts
var Values = class {
  constructor(raw) {
    this.raw = raw;
  }
  raw;
  str(name) {
    const v = this.raw[name];
    return typeof v === "string" ? v : void 0;
  }
  list(name) {
    const v = this.raw[name];
    return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
  }
  bool(name) {
    return this.raw[name] === true;
  }
  int(name, min, max) {
    const s = this.str(name);
    if (s === void 0) return void 0;
    const k2 = /^(\d+)k$/i.exec(s.trim());
    const value = k2 ? Number(k2[1]) * 1024 : /^\d+$/.test(s.trim()) ? Number(s.trim()) : NaN;
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be an integer from ${min} to ${max}, got ${JSON.stringify(s.slice(0, 40))}`);
    }
    return value;
  }
  /** A size in GiB (decimals allowed) → bytes. */
  gib(name, max) {
    const s = this.str(name);
    if (s === void 0) return void 0;
    const n = Number(s.replace(/\s*gi?b$/i, ""));
    if (!Number.isFinite(n) || n <= 0 || n > max) {
      const hint = n === 0 && name === "vram" ? "; for a machine without a GPU pass --cpu-only" : "";
      throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be a size in GiB above 0 and at most ${max}, got ${JSON.stringify(s.slice(0, 40))}${hint}`);
    }
    return n * GiB;
  }
  num(name, min, max) {
    const s = this.str(name);
    if (s === void 0) return void 0;
    const n = Number(s);
    if (!Number.isFinite(n) || n <= min || n > max) throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be a number above ${min} and at most ${max}, got ${JSON.stringify(s.slice(0, 40))}`);
    return n;
  }
  kv() {
    const s = this.str("kv");
    if (s === void 0) return void 0;
    if (!isCacheType(s)) throw new OcwError(ErrorCode.InvalidInput, `Expected --kv to be one of f16, q8_0, q4_0 (or f32, bf16, q4_1, iq4_nl, q5_0, q5_1), got ${JSON.stringify(s.slice(0, 40))}`);
    return s;
  }
  keyEnv() {
    const s = this.str("key-env");
    return s === void 0 ? void 0 : validateKeyEnvName(s);
  }
};
function keyHeaders(v, ctx) {
  const name = v.keyEnv();
  return name ? { authorization: `Bearer ${readKey(name, ctx.env)}` } : {};
}

// src/cli/setup-provision.ts
async function runProvider(v, ctx) {
  const route = v.str("opencode");
  if (route !== void 0) return runUseAccount(route, v, ctx);
  const api = v.str("api");
  const keyEnvGiven = v.keyEnv();
  const timeoutMs = v.int("timeout", 50, 6e5);
  const contextGiven = v.int("context", 1024, 4194304);
  const output = v.int("output", 256, 4194304);
  const slots = v.int("slots", 1, 64);
  if (api !== void 0) {
    const preset = API_PRESETS[api];
    const url2 = v.list("url")[0] ?? preset?.baseURL;
    if (!url2 || !preset && api !== "openai") throw new OcwError(ErrorCode.InvalidInput, `Expected --api to be ${[...Object.keys(API_PRESETS), "openai"].join(" or ")} (openai needs --url <base URL>), got ${JSON.stringify(api.slice(0, 40))}`);
    const model = v.str("model");
    if (!model) throw new OcwError(ErrorCode.Usage, "setup provider --api: give --model <id> as the API names it");
    const keyEnv = keyEnvGiven ?? preset?.keyEnv;
    if (keyEnv) readKey(keyEnv, ctx.env);
    const context2 = contextGiven ?? await apiContext(url2, model, keyEnv ? { authorization: `Bearer ${readKey(keyEnv, ctx.env)}` } : {}, timeoutMs);
    const result2 = await writeProvider(
      { baseURL: url2, model, engine: "api", context: context2, output, slots: slots ?? 4, keyEnv, providerId: v.str("provider-id"), providerName: v.str("name") ?? preset?.name, quant: "api", local: false },
      { env: ctx.env, cwd: ctx.cwd }
    );
    return { data: result2, text: renderProvider2(result2) };
  }
  const url = v.list("url")[0];
  if (!url) throw new OcwError(ErrorCode.Usage, "setup provider: give --url <endpoint> (from ocw setup scan), --api openrouter --model <id>, or --opencode <provider/model> (from ocw setup accounts)");
  if (keyEnvGiven) readKey(keyEnvGiven, ctx.env);
  const ep = await identify(url, { headers: keyHeaders(v, ctx), timeoutMs });
  const want = v.str("model");
  const served = want ? ep.models.find((m) => m.id === want) : ep.models.length === 1 ? ep.models[0] : ep.models.find((m) => m.loaded);
  if (!served) {
    throw new OcwError(ErrorCode.NotFound, `${ep.engine} at ${ep.url} serves ${ep.models.map((m) => m.id).join(", ") || "no model"}${want ? `, not ${want}` : ""}; pick one with --model <id>`, { data: { models: ep.models.map((m) => m.id) } });
  }
  if (served.remote) throw new OcwError(ErrorCode.InvalidInput, `${served.id} is a cloud model served through ${ep.engine}; pick a local model, or use --api for hosted models`);
  const context = contextGiven ?? served.contextPerSlot;
  if (context === void 0) {
    throw new OcwError(ErrorCode.InvalidInput, `${ep.engine} does not report the context ${served.id} is served with; pass --context <tokens> (what the server really serves per request; ocw setup verify checks it)`);
  }
  const declared = slots ?? ep.slots;
  const result = await writeProvider(
    { baseURL: ep.baseURL, model: served.id, engine: ep.engine, context, output, ...declared !== void 0 ? { slots: declared } : {}, keyEnv: keyEnvGiven, providerId: v.str("provider-id"), providerName: v.str("name"), quant: v.str("quant") ?? served.quant, local: true },
    { env: ctx.env, cwd: ctx.cwd }
  );
  return { data: { ...result, endpoint: ep }, text: renderProvider2(result) };
}
async function apiContext(url, model, headers, timeoutMs) {
  const ep = await identify(url, { headers, timeoutMs }).catch(() => void 0);
  const found = ep?.models.find((m) => m.id === model)?.contextPerSlot;
  if (found) return found;
  throw new OcwError(ErrorCode.InvalidInput, `the API does not report ${model}'s context; pass --context <tokens>`);
}
function renderProvider2(r) {
  const t = r.record;
  return [
    `active target: ${t.providerId}/${t.model} (${t.engine}) at ${t.baseURL}`,
    `  limit.context ${t.limit.context}, limit.output ${t.limit.output}, slots ${t.slotsDeclared === false ? "not declared (jobs take the pack's count, else 1; give --slots N)" : t.slots}${t.keyEnv ? `, key from $${t.keyEnv}` : ""}`,
    `  wrote ${r.configFile}`,
    `  wrote ${r.recordFile}`,
    ...r.warnings.map((w) => `  warning: ${w}`),
    "next: ocw setup verify"
  ].join("\n");
}
async function runVerify(v, ctx) {
  const active = await readActiveTarget(ctx.env, ctx.cwd);
  if (active?.via === "opencode" && v.list("url")[0] === void 0) {
    throw new OcwError(ErrorCode.InvalidInput, `setup verify probes an endpoint you serve; ${active.providerId}/${active.model} is reached through your OpenCode, so the self-build is its check: run ocw selftest (or give --url and --model for an endpoint of your own)`);
  }
  const url = v.list("url")[0] ?? active?.baseURL;
  const model = v.str("model") ?? active?.model;
  if (!url || !model) throw new OcwError(ErrorCode.Usage, "setup verify: no active target yet; run ocw setup provider first, or give --url and --model");
  const explicit = v.list("url")[0] !== void 0;
  const context = v.int("context", 1024, 4194304) ?? (explicit ? void 0 : active?.limit.context) ?? 65536;
  const only = v.str("only")?.split(",").map((s) => s.trim());
  for (const o of only ?? []) if (!CHECKS.includes(o)) throw new OcwError(ErrorCode.InvalidInput, `Expected --only to list checks from ${CHECKS.join(", ")}, got ${JSON.stringify(o)}`);
  const base = explicit ? await identify(url, { headers: keyHeaders(v, ctx) }) : void 0;
  const report2 = await verify(
    {
      baseURL: base?.baseURL ?? url,
      model,
      keyEnv: v.keyEnv() ?? (explicit ? void 0 : active?.keyEnv),
      context,
      output: v.int("output", 256, 4194304) ?? (explicit ? void 0 : active?.limit.output) ?? Math.min(16384, Math.floor(context / 4)),
      slots: v.int("slots", 1, 64) ?? (explicit ? void 0 : active?.slots) ?? 1,
      engine: base?.engine ?? active?.engine
    },
    { env: ctx.env, timeoutMs: v.int("timeout", 100, 36e5), probeTokens: v.int("probe-tokens", 16, 4194304), only }
  );
  const text = [
    `verify ${report2.model} at ${report2.baseURL}`,
    ...report2.checks.map((c) => `  ${c.status.padEnd(4)} ${c.name.padEnd(10)} ${c.detail} (${c.ms} ms)${c.fix && c.status === "fail" ? `
       fix: ${c.fix}` : ""}`),
    report2.ok ? "all checks passed" : "some checks failed"
  ].join("\n");
  let error;
  try {
    assertVerified(report2);
  } catch (e) {
    error = e;
  }
  return { data: report2, text, error };
}
async function runLocality(v, ctx) {
  const active = await readActiveTarget(ctx.env, ctx.cwd);
  const url = v.list("url")[0] ?? active?.baseURL;
  const model = v.str("model") ?? active?.model;
  if (!url || !model) throw new OcwError(ErrorCode.Usage, "setup locality: no active target yet; run ocw setup provider first, or give --url and --model");
  const keyEnv = v.keyEnv() ?? (v.list("url")[0] ? void 0 : active?.keyEnv);
  const headers = keyEnv ? { authorization: `Bearer ${readKey(keyEnv, ctx.env)}` } : {};
  const report2 = await checkLocality(url, model, { headers, timeoutMs: v.int("timeout", 50, 6e5) });
  const text = [`locality of ${model} at ${report2.url}: ${report2.ok ? "local" : "REFUSED"}`, ...report2.conditions.map((c) => `  ${c.ok ? "ok  " : "FAIL"} ${c.name.padEnd(8)} ${c.detail}`)].join("\n");
  let error;
  try {
    assertLocal(report2);
  } catch (e) {
    error = e;
  }
  return { data: report2, text, error };
}

// src/cli/setup.ts
var SUBCOMMANDS = {
  scan: ["url", "ports", "host", "timeout", "key-env"],
  accounts: ["provider"],
  fit: ["gguf", "model", "quant", "endpoint", "slots", "ctx", "kv", "no-kv-unified", "ubatch", "vram", "ram", "cpu-only", "key-env", "timeout"],
  serve: ["engine", "gguf", "model", "quant", "timeout", "alias", "slots", "ctx", "kv", "no-kv-unified", "ngl", "host", "port", "key-env", "tool-parser", "gpu-mem-util", "cache-ram", "bin", "vram", "ram", "cpu-only", "yes", "wait"],
  provider: ["url", "api", "opencode", "model", "key-env", "context", "output", "slots", "provider-id", "name", "quant", "timeout"],
  verify: ["url", "model", "key-env", "context", "output", "slots", "probe-tokens", "timeout", "only"],
  locality: ["url", "model", "key-env", "timeout"]
};
var USAGE = `Usage: ocw setup <scan|accounts|fit|serve|provider|verify|locality> [options] [--json]

Find a model endpoint, fit a model to N workers, serve it, point OpenCode at it, and prove it works.

  scan      probe the engines' ports (11434 ollama, 8080 llama.cpp, 8000 vLLM, 1234 LM Studio,
            30000 SGLang, 12434 Docker Model Runner) and given URLs; report models, context per
            slot, slots, tools; GPUs, RAM, CPU, node and opencode versions
              --url <url>...  --ports <p,p,...> (empty: none)  --host <h>  --timeout <ms>  --key-env <VAR>
  accounts  the models your own OpenCode reaches (its free hosted tier, your sign-ins, the
            providers in your config), each with its tier: local, hosted free tier, hosted
            subscription, metered API. Reads your OpenCode files, never writes them.
              --provider <id>  every model of one provider
  fit       predict memory before downloading and solve the serve shape (the longest context for
            --slots N, or the most slots at --ctx C; 64k per slot by default, 32k floor)
              --gguf <file|url> | --model <catalog id> [--quant Q] | --endpoint <url> [--model <id>]
              --slots N  --ctx C  --kv f16|q8_0|q4_0  --no-kv-unified  --ubatch N
              --vram <GiB> | --cpu-only   --ram <GiB>
  serve     fit, then print the exact serve commands (run them only with --yes)
              --engine llama.cpp|ollama|vllm  --gguf <file|url> | --model <catalog id [--quant Q]
              | org/repo-GGUF:Q | org/repo (vLLM) | ollama name>  --alias <id>
              --slots N  --ctx C  --kv T  --ngl N  --host H  --port P  --key-env <VAR>
              --tool-parser P  --gpu-mem-util F  --cache-ram MiB  --bin <path>  --yes  --wait <s>
  provider  write the active target and OUR OpenCode provider entry (never your opencode.json)
              --url <endpoint> [--model <id>] | --api openrouter|openai --model <id> [--url <base>]
              | --opencode <provider/model> (one \`ocw setup accounts\` lists; your sign-in is used
              in place, never copied)
              --key-env <VAR>  --context N  --output N  --slots N  --provider-id ID  --name TEXT  --quant Q
  verify    a real completion, a tool-call round trip, the effective context, slots, auth, model id
              (defaults from the active target)  --url  --model  --key-env  --context  --output
              --slots  --probe-tokens N  --timeout <ms>  --only <${CHECKS.join(",")}>
  locality  for local-only data: loopback address, cloud off (ollama), model resident
              (defaults from the active target)  --url  --model  --key-env

Keys are named, never given: --key-env OPENROUTER_API_KEY reads the key from that variable and
configs refer to it as {env:OPENROUTER_API_KEY}.`;
var str = { type: "string" };
var many = { type: "string", multiple: true };
var flag = { type: "boolean" };
var setupCommand = {
  name: "setup",
  summary: "Model setup: scan endpoints, list what your OpenCode reaches, fit a model to N workers, serve, provider config, verify, locality",
  usage: USAGE,
  options: {
    url: many,
    ports: str,
    host: str,
    timeout: str,
    "key-env": str,
    gguf: str,
    model: str,
    quant: str,
    endpoint: str,
    slots: str,
    ctx: str,
    kv: str,
    "no-kv-unified": flag,
    ubatch: str,
    vram: str,
    ram: str,
    "cpu-only": flag,
    engine: str,
    alias: str,
    ngl: str,
    port: str,
    "tool-parser": str,
    "gpu-mem-util": str,
    "cache-ram": str,
    bin: str,
    yes: flag,
    wait: str,
    api: str,
    context: str,
    output: str,
    "provider-id": str,
    name: str,
    "probe-tokens": str,
    only: str,
    opencode: str,
    provider: str
  },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    const [sub, ...extra] = positionals;
    if (!sub || !(sub in SUBCOMMANDS)) {
      throw new OcwError(ErrorCode.Usage, `setup: ${sub ? `unknown subcommand "${sub}"` : "missing subcommand"}; subcommands: ${Object.keys(SUBCOMMANDS).join(", ")} (see ocw setup --help)`);
    }
    if (sub === "provider" && typeof values.opencode === "string") {
      const other = Object.keys(values).filter((k2) => values[k2] !== void 0 && !["opencode", "slots", "context", "output", "json", "help", "version"].includes(k2));
      if (other.length > 0) throw new OcwError(ErrorCode.Usage, `setup provider --opencode takes only --slots, --context and --output, not --${other[0]}`);
    }
    if (extra.length > 0) throw new OcwError(ErrorCode.Usage, `setup ${sub}: unexpected argument "${extra[0]}"; see ocw setup --help`);
    const allowed = SUBCOMMANDS[sub];
    const given = Object.keys(values).filter((k2) => values[k2] !== void 0 && k2 !== "json" && k2 !== "help" && k2 !== "version");
    const wrong = given.filter((k2) => !allowed.includes(k2));
    if (wrong.length > 0) throw new OcwError(ErrorCode.Usage, `setup ${sub} does not take --${wrong[0]}; it takes ${allowed.map((a) => `--${a}`).join(", ")}`);
    const v = new Values(values);
    const started = performance2.now();
    const outcome = await SUBS[sub](v, ctx);
    return { ...outcome, data: { ...outcome.data, ms: Math.round(performance2.now() - started) } };
  }
};
var SUBS = {
  scan: runScan,
  accounts: runAccounts,
  fit: runFit,
  serve: runServe,
  provider: runProvider,
  verify: runVerify,
  locality: runLocality
};

// src/cli/signals.ts
import { constants } from "node:os";
var SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
function signalExitCode(signal) {
  return 128 + constants.signals[signal];
}
async function whileCatchingSignals(work) {
  const controller = new AbortController();
  let caught;
  const on = (s) => {
    caught ??= s;
    controller.abort(s);
  };
  for (const s of SIGNALS) process.on(s, on);
  try {
    const result = await work(controller.signal).then(
      (value) => ({ status: "fulfilled", value }),
      (reason) => ({ status: "rejected", reason })
    );
    return { result, caught };
  } finally {
    for (const s of SIGNALS) process.off(s, on);
  }
}

// src/cli/selftest.ts
async function sourcesFor(ctx, explicit) {
  const where = { cwd: ctx.cwd, ...ctx.selfDir ? { selfDir: ctx.selfDir } : {} };
  return explicit !== void 0 ? findRoot({ ...where, explicit }) : findSources({ ...where, env: ctx.env });
}
function progressPrinter(ctx) {
  const name = (rung, liar) => liar ? `liar (rung ${rung})` : rung === ANSWER_RUNG.rung ? "answer rung" : `rung ${rung} (${RUNGS.find((r) => r.rung === rung)?.name ?? "?"})`;
  const last = /* @__PURE__ */ new Map();
  return (e) => {
    const line2 = (() => {
      switch (e.type) {
        case "phase":
          return `\xB7 ${e.message}`;
        case "dispatched":
          return `${name(e.rung, e.liar)}${e.sample > 1 ? ` #${e.sample}` : ""}: dispatched as ${e.job}`;
        case "state": {
          if (["built", "honest-failure", "cancelled"].includes(e.state)) return void 0;
          const text = `${name(e.rung, e.liar)}: ${e.state}${e.milestone ? ` \u2014 ${e.milestone}` : ""}`;
          const k2 = `${e.rung}/${e.sample}/${e.liar}`;
          if (last.get(k2) === text) return void 0;
          last.set(k2, text);
          return text;
        }
        case "permission":
          return `${name(e.rung, e.liar)}: asks ${e.what} \u2192 ${e.reply === "once" ? "approved once" : "rejected"}`;
        case "done":
          if (e.run.stoppedBy !== void 0) return `${name(e.run.rung, e.run.liar)}: not run \u2014 stopped early, rung ${e.run.stoppedBy} already decided the outcome`;
          return `${name(e.run.rung, e.run.liar)}: ${e.run.ran ? e.run.verdict : "did not run"}${e.run.reasons.length ? ` (${e.run.reasons.map((r) => r.code).join(", ")})` : ""}`;
      }
    })();
    if (line2) ctx.stderr.write(`${line2}
`);
  };
}
async function progress(ctx, values) {
  const tty = ctx.stderr === process.stderr && process.stderr.isTTY === true && values.json !== true && !ctx.env.CI;
  if (!tty) return { onEvent: progressPrinter(ctx), stop: () => void 0 };
  const { ladderProgress } = await import("./src-tui.mjs");
  return ladderProgress();
}
async function interruptible(run) {
  const { result, caught } = await whileCatchingSignals(run);
  if (result.status === "rejected" && !caught) throw result.reason;
  if (!caught) return result.value;
  const done = result.status === "fulfilled" ? result.value : { data: { interrupted: caught }, text: "" };
  const error = result.status === "rejected" ? result.reason : done.error ?? new OcwError(ErrorCode.NotBuilt, `interrupted by ${caught}`);
  return { ...done, error, exitCode: signalExitCode(caught) };
}
function report(r, detail) {
  const text = [r.line, ...r.previous ? [r.previous] : [], ...r.containment ? [r.containment] : []].join("\n");
  const outcome = r.status === "reused" ? r.outcome : r.status;
  const error = outcome === "not-fit" ? new OcwError(ErrorCode.NotFit, r.line) : outcome === "cannot" || outcome === "unverified" ? new OcwError(ErrorCode.NotBuilt, r.line) : void 0;
  return { data: detail ? r : selftestEntry(r), text, ...error ? { error } : {} };
}
var selftestCommand = {
  name: "selftest",
  summary: "Self-build the worker for the active target: run the calibration ladder and print one line",
  usage: `Usage: ocw selftest [--fresh] [--pack <dir>] [--root <repo>] [--json]

Compiles the worker agent for the active target (from model-setup), installs it into our
OpenCode config, runs the calibration ladder (${RUNGS.length} small tasks with held-back checks, rung k =
task size k) through the real worker \u2014 as many at once as the target has slots \u2014 grades every
rung and prints one line, the gate dispatch obeys:

  Fit: every rung built; ladder 5/5 built, no false claims; matches the pack's grade.
  Fit up to rung 3 (small module): give it tasks of size 3 or less; rung 4 \u2026 failed \u2026
  Not fit: rung 1 (exact file) failed (check_failed); \u2026 Do not delegate to <route> here \u2026
  Could not verify: rung 2 \u2026 did not run (<cause>); \u2026 \u2014 <what to fix>, then run ocw selftest again.
  Cannot build: <missing piece> \u2014 <how to get it>
  Reusing the build from <date>: <fit | fit up to rung k (\u2026) | not fit>.

A second line says how the checks were contained: "Checks ran contained: bwrap (\u2026)", or, on a
machine without bubblewrap, "Checks ran UNCONTAINED: \u2026" with how to install it.
A false claim (the worker said built, the checks failed) caps the outcome below its rung and is
named. Measured outcomes are cached per full target key and reused until the key or the agent
changes. Exit 0 for fit and fit up to rung k; 1 otherwise. Progress goes to stderr.

Options:
  --fresh         run the ladder even when a cached build exists
  --pack <dir>    build this pack (e.g. packs/replay__none__opencode) in its own state folder,
                  instead of the active target; the replay pack starts the built-in replay model
  --root <repo>   the opencode-worker checkout holding packs/ and protocol/ (default: found)
  --detail        with --json: the full report (plan, tallies, every rung), not just status,
                  line, envelope and failed rungs
  --json          print the report as one line of JSON`,
  options: { fresh: { type: "boolean" }, pack: { type: "string" }, root: { type: "string" }, detail: { type: "boolean" } },
  allowPositionals: false,
  async run(values, _p, ctx) {
    const p = await progress(ctx, values);
    try {
      return await interruptible(async (signal) => {
        const r = await selftest({
          env: ctx.env,
          cwd: ctx.cwd,
          root: await sourcesFor(ctx, values.root),
          ...values.pack ? { pack: values.pack } : {},
          ...values.fresh ? { fresh: true } : {},
          onEvent: p.onEvent,
          signal
        });
        return report(r, values.detail === true);
      });
    } finally {
      p.stop();
    }
  }
};
var packCommand = {
  name: "pack",
  summary: "Pack authoring: earn a pack's grade on the calibration ladder",
  usage: `Usage: ocw pack earn <pack-dir> [--samples N] [--root <repo>] [--json]

Runs the calibration ladder N times per rung (default 3) against the pack's own endpoint (the
replay pack starts the built-in replay model), then writes the pack's grade.json with the
results under the pack's full target key and recompiles the pack. Runs in its own state folder
(<state>/lab/<slug>), so your worker config is untouched. Needs OpenCode (ocw opencode install)
and the model served at the pack's baseURL: when nothing listens there it stops at once with
"Could not verify: the model at \u2026 did not answer", before any server starts. However it ends,
it cancels its jobs and stops the lab's OpenCode server; Ctrl-C, SIGTERM or SIGHUP write no grade
and exit 130, 143 or 129. See docs/packs.md.`,
  options: { samples: { type: "string" }, root: { type: "string" } },
  allowPositionals: true,
  async run(values, positionals, ctx) {
    const [verb, pack, ...extra] = positionals;
    if (verb !== "earn") throw new OcwError(ErrorCode.Usage, `pack: expected "earn", got ${verb === void 0 ? "nothing" : `"${verb}"`}; see ocw pack --help`);
    if (!pack) throw new OcwError(ErrorCode.Usage, "pack earn: name the pack folder, e.g. ocw pack earn packs/replay__none__opencode");
    if (extra.length) throw new OcwError(ErrorCode.Usage, `pack earn: unexpected argument "${extra[0]}"`);
    const samples = values.samples === void 0 ? 3 : Number(values.samples);
    if (!Number.isInteger(samples) || samples < 1 || samples > 20) throw new OcwError(ErrorCode.Usage, `Expected --samples to be an integer from 1 to 20, got ${JSON.stringify(values.samples)}`);
    const root = findRoot({ ...values.root !== void 0 ? { explicit: values.root } : {}, cwd: ctx.cwd, ...ctx.selfDir ? { selfDir: ctx.selfDir } : {} });
    const p = await progress(ctx, values);
    return interruptible(async (signal) => {
      const r = await earnGrade({ env: ctx.env, cwd: ctx.cwd, root, pack, samples, onEvent: p.onEvent, signal }).finally(() => p.stop());
      const line2 = r.build.containment ? `${r.build.line}
${r.build.containment}` : r.build.line;
      const text = r.written ? `${line2}
Wrote ${r.gradeFile} (${samples} samples per rung) and recompiled the pack.` : line2;
      return { data: r, text, ...r.written ? {} : { error: new OcwError(ErrorCode.NotBuilt, r.build.line) } };
    });
  }
};
var demoCommand = {
  name: "demo",
  summary: "Watch the whole loop on the built-in replay model: self-build, the ladder, a lying worker caught",
  usage: `Usage: ocw demo [--json]

Runs on any machine with Node.js: installs the pinned OpenCode if it is missing, starts the
built-in replay model (a scripted server on 127.0.0.1 \u2014 not a real model), self-builds the replay
pack's worker through the calibration ladder, adds one worker that lies about its result, and
prints every verdict with its reasons and how the checks were contained (bubblewrap, or
UNCONTAINED with how to install it). Uses its own state folder (<state>/demo) and stops
everything it started.`,
  options: {},
  allowPositionals: false,
  async run(v, _p, ctx) {
    ctx.stderr.write(`${REPLAY_NOTICE}

`);
    const root = await sourcesFor(ctx);
    const p = await progress(ctx, v);
    return interruptible(async (signal) => {
      const demo = await runDemo({ env: ctx.env, cwd: ctx.cwd, root, log: (l) => ctx.stderr.write(`${l}
`), onEvent: p.onEvent, signal }).finally(() => p.stop());
      const b = demo.build;
      const lines = [
        "",
        "opencode-worker demo \u2014 every verdict, as the grader gave it:",
        "",
        ...b.runs.map(describeRun),
        ...(b.answerRuns ?? []).map(describeRun),
        "",
        b.line,
        ...b.containment ? [b.containment] : [],
        "",
        REPLAY_NOTICE,
        demo.ok ? "Demo passed: every rung built, the answer verified, and the lying worker was caught." : `Demo FAILED: ${demo.problems.join("; ")}`
      ];
      return { data: demo, text: lines.join("\n"), ...demo.ok ? {} : { error: new OcwError(ErrorCode.NotBuilt, `demo failed: ${demo.problems.join("; ")}`) } };
    });
  }
};

// src/cli/main.ts
var VERSION = package_default.version;
var COMMANDS = [
  buildPackCommand,
  gradeCommand,
  validateTaskCommand,
  opencodeCommand,
  setupCommand,
  dispatchCommand,
  waitCommand,
  permitCommand,
  steerCommand,
  continueCommand,
  cancelCommand,
  resultCommand,
  applyCommand,
  jobsCommand,
  gcCommand,
  watchCommand,
  mcpCommand,
  selftestCommand,
  packCommand,
  demoCommand,
  replayCommand
].map((c) => c);
var GLOBAL_OPTIONS = {
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" }
};
function helpText() {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `ocw ${VERSION} \u2014 delegate bounded coding tasks to OpenCode workers, graded honestly

Usage: ocw <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n")}

Global options:
  --json         print the result as one line of JSON on stdout
  -h, --help     show help (ocw <command> --help for a command)
  -v, --version  print the version

Exit codes: 0 success, 1 failure, 2 usage error. Set OCW_DEBUG=1 to see stack traces.`;
}
async function main(argv, ctx) {
  const json = argv.includes("--json");
  try {
    const at = argv.findIndex((a) => !a.startsWith("-"));
    const globals = at < 0 ? argv : argv.slice(0, at);
    const { values: g } = parse(globals, GLOBAL_OPTIONS, false, "");
    if (at < 0) {
      if (g.version) return print(ctx, json, { version: VERSION }, VERSION);
      if (g.help) return print(ctx, json, { commands: COMMANDS.map((c) => ({ name: c.name, summary: c.summary })) }, helpText());
      ctx.stderr.write(`${helpText()}
`);
      return 2;
    }
    const name = argv[at];
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) {
      throw new OcwError(ErrorCode.Usage, `unknown command "${name}"; commands: ${COMMANDS.map((c) => c.name).join(", ")} (see ocw --help)`);
    }
    const rest = [...globals.filter((a) => a !== "--json"), ...argv.slice(at + 1)];
    const { values, positionals } = parse(rest, { ...command.options, ...GLOBAL_OPTIONS }, command.allowPositionals, command.name);
    if (values.help) return print(ctx, json, { usage: command.usage }, command.usage);
    if (values.version) return print(ctx, json, { version: VERSION }, VERSION);
    const outcome = await command.run(values, positionals, ctx);
    const data = json && outcome.error && isOcwError(outcome.error) && typeof outcome.data === "object" && outcome.data !== null ? { ...outcome.data, error: outcome.error.toJSON() } : outcome.data;
    print(ctx, json, data, outcome.text);
    if (json && outcome.about?.length) await recordCliShare(ctx, name, JSON.stringify(data), outcome.about).catch(() => void 0);
    if (outcome.error) {
      const code = fail(ctx, false, outcome.error);
      return outcome.exitCode ?? code;
    }
    return 0;
  } catch (e) {
    return fail(ctx, json, e);
  }
}
function parse(args, options, allowPositionals, command) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals, strict: true });
  } catch (e) {
    const message = e.message.split(". To specify")[0].replace(/\.$/, "");
    throw new OcwError(ErrorCode.Usage, command ? `${command}: ${message}; see ocw ${command} --help` : `${message}; see ocw --help`);
  }
}
function print(ctx, json, data, text) {
  if (!json && text === "") return 0;
  ctx.stdout.write(json ? `${JSON.stringify(data)}
` : text.endsWith("\n") ? text : `${text}
`);
  return 0;
}
function fail(ctx, json, e) {
  const debug = ctx.env.OCW_DEBUG === "1";
  if (isOcwError(e)) {
    if (json) ctx.stdout.write(`${JSON.stringify({ error: e.toJSON() })}
`);
    ctx.stderr.write(`ocw: ${e.message}
`);
    if (debug && e.stack) ctx.stderr.write(`${e.stack}
`);
    return e.code === ErrorCode.Usage ? 2 : 1;
  }
  const message = e instanceof Error ? e.message : String(e);
  if (json) ctx.stdout.write(`${JSON.stringify({ error: { name: "Error", code: ErrorCode.Internal, message } })}
`);
  ctx.stderr.write(`ocw: internal error: ${message}${debug ? "" : " (set OCW_DEBUG=1 for the stack trace, and please report it)"}
`);
  if (debug && e instanceof Error && e.stack) ctx.stderr.write(`${e.stack}
`);
  return 1;
}
export {
  VERSION,
  main
};
