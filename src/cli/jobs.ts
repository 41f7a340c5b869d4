import { ErrorCode, OcwError } from "../error.js";
import { dispatchGated, dispatchGatedDetached, TOP_SIZE } from "../selftest/index.js";
import {
  applyJob,
  attend,
  cancel,
  continueJob,
  drive,
  gcJobs,
  isVerdictEntry,
  jobEntry,
  jobLines,
  jobsRoot,
  jobStats,
  parseJobId,
  permit,
  steer,
  type JobEntry,
  type JobLine,
  type JobStats,
} from "../jobs/index.js";
import type { Context, Outcome } from "./context.js";
import { findRootOrUndefined } from "./root.js";

/**
 * The jobs commands: the CLI mirror of the MCP worker tool's commands (`ocw dispatch|wait|
 * permit|steer|cancel|result|apply|jobs|gc`), each a thin layer over src/jobs that prints text
 * or, with --json, the same compact document the tool returns (the drop-in skill's fallback
 * reads these). `ocw jobs drive <id>` runs a job's driver in the foreground (dispatch and
 * re-adoption start it detached, through its own entry: src/jobs/spawn.ts).
 */

function intFlag(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be a non-negative integer, got \`${text}\``);
  return n;
}

function minutesFlag(name: string, text: string): number {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n <= 0) throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be a positive number of minutes, got \`${text}\``);
  return n;
}

function one(positionals: string[], command: string, what: string): string {
  if (positionals.length !== 1) throw new OcwError(ErrorCode.Usage, `${command}: give exactly one ${what}; see ocw ${command} --help`);
  return positionals[0]!;
}

export const dispatchCommand = {
  name: "dispatch",
  summary: "Start a job: validate the task, then a detached worker builds it and the grader judges it",
  usage: `Usage: ocw dispatch <task.yaml> [--slots <n>] [--queue-minutes <m>] [--detach] [--force] [--require-sandbox] [--json]

Checks the spec and that the job can run — a model is set up (else NO_MODEL: model-setup) and
the worker agent is installed (else NOT_SELF_BUILT: ocw selftest) — then the self-build's gate:
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
  async run(values: { slots?: string; "queue-minutes"?: string; detach?: boolean; force?: boolean; "require-sandbox"?: boolean }, positionals: string[], ctx: Context): Promise<Outcome> {
    const file = one(positionals, "dispatch", "task spec file");
    const root = findRootOrUndefined({ cwd: ctx.cwd, ...(ctx.selfDir ? { selfDir: ctx.selfDir } : {}) });
    const opts = {
      taskFile: file,
      cwd: ctx.cwd,
      // Carried in the environment, so the job's driver (which inherits it) requires the sandbox too.
      env: values["require-sandbox"] ? { ...ctx.env, OCW_REQUIRE_SANDBOX: "1" } : ctx.env,
      root,
      ...(values.force ? { force: true } : {}),
      ...(values.slots !== undefined ? { slots: intFlag("slots", values.slots, 1) } : {}),
      ...(values["queue-minutes"] !== undefined ? { queueMinutes: minutesFlag("queue-minutes", values["queue-minutes"]) } : {}),
    };
    if (values.detach) {
      const r = await dispatchGatedDetached(opts);
      const forced = r.forced ? `\n${forcedText(r.forced)}` : "";
      return { data: { job: r.job, state: r.state, cursor: `${r.job}:${r.revision}`, ...(r.forced ? { forced: r.forced } : {}) }, text: `${r.job} ${r.state}${forced}\nfollow it with: ocw wait --cursor ${r.job}:${r.revision}`, about: [r.job] };
    }
    const e = await dispatchGated(opts);
    const forced = e.forced ? `\n${forcedText(e.forced)}` : "";
    const text = isVerdictEntry(e) ? `${entryText(e)}${forced}` : `${entryText(e)}${forced}\nfollow it with: ocw wait --cursor ${e.cursor}`;
    return { data: e, text, about: [e.job] };
  },
} as const;

export const waitCommand = {
  name: "wait",
  summary: "Wait (≤ 50 s) until a job asks for permission or ends; print what needs an answer",
  usage: `Usage: ocw wait [<job>...] [--cursor <cursor>] [--after <revision>] [--timeout <seconds>] [--json]

Watches the named jobs, else the cursor's jobs and every active one, and returns as soon as one
needs you — a permission request you have not been shown, or a verdict — or after --timeout
seconds (default 45, at most 50). Pass the cursor it prints to the next wait; one wait loop
follows any number of jobs. --after <revision> with one job is the same as --cursor <job>:<revision>.`,
  options: { after: { type: "string" }, cursor: { type: "string" }, timeout: { type: "string" } },
  allowPositionals: true,
  async run(values: { after?: string; cursor?: string; timeout?: string }, positionals: string[], ctx: Context): Promise<Outcome> {
    if (values.after !== undefined && positionals.length !== 1) throw new OcwError(ErrorCode.Usage, "wait: --after needs exactly one job; use --cursor for several");
    if (values.after !== undefined && values.cursor !== undefined) throw new OcwError(ErrorCode.Usage, "wait: give --cursor or --after, not both");
    const cursor = values.after !== undefined ? `${parseJobId(positionals[0]!)}:${intFlag("after", values.after, 0)}` : values.cursor;
    const r = await attend(ctx.env, {
      ...(values.after === undefined && positionals.length ? { jobs: positionals } : {}),
      ...(cursor !== undefined ? { cursor } : {}),
      timeoutMs: intFlag("timeout", values.timeout, 45) * 1000,
    });
    const lines = r.jobs.map(entryText);
    if (r.timedOut) lines.push(`(nothing needs you yet; wait again with --cursor ${r.cursor || "<none>"})`);
    else if (r.cursor) lines.push(`next: ocw wait --cursor ${r.cursor}`);
    if (!r.jobs.length && !r.cursor) lines.push("no active jobs");
    return { data: r, text: lines.join("\n"), about: r.jobs.map((e) => e.job) };
  },
} as const;

const forcedText = (why: string): string => `  dispatched with --force past the self-build's gate: ${why}`;

/** One job entry as text: its verdict with reasons and diffstat, or its state and waiting requests. */
function entryText(e: JobEntry & { readonly route?: string; readonly attempts?: readonly { job: string; n: number; state: string; reasons?: readonly string[]; usage: string }[] }): string {
  const attempts = (e.attempts ?? []).map((a) => `  attempt ${a.n}: ${a.job} ${a.state}${a.reasons ? ` (${a.reasons.join(", ")})` : ""}; ${a.usage}`);
  if (isVerdictEntry(e)) {
    const lines = [`${e.job} ${e.verdict}${e.attempt ? ` (attempt ${e.attempt})` : ""}${e.claim && e.honest === false ? ` (the worker claimed ${e.claim})` : ""}`];
    for (const r of e.reasons) lines.push(`  ${r.code}: ${r.message}`);
    if (e.diff) lines.push(`  changed: ${e.diff.files.map(([p, a, d]) => `${p} +${a} -${d}`).join(", ")}${e.diff.more ? ` and ${e.diff.more} more` : ""} (${e.diff.path})`);
    if (e.verified) lines.push(`  answer (${e.verified}): ${e.answer !== undefined ? JSON.stringify(e.answer).slice(0, 600) : "see"} ${e.answerPath ?? ""}`.trimEnd());
    lines.push(`  ${e.usage}${e.route ? ` on ${e.route}` : ""}`);
    if (e.evidence) lines.push(`  evidence ${e.evidence}`);
    if (attempts.length) lines.push("  attempts of this task:", ...attempts.map((l) => `  ${l}`));
    return lines.join("\n");
  }
  const lines = [`${e.job} ${e.state}${e.note ? ` — ${e.note}` : ""}${e.steer ? ` (steer ${e.steer})` : ""}`];
  for (const a of e.asks ?? []) lines.push(`  asks ${a.id}: ${a.tool} ${a.what}${a.why ? ` (${a.why})` : ""} — ocw permit ${e.job} ${a.id} once|always|reject`);
  return lines.join("\n");
}

export const permitCommand = {
  name: "permit",
  summary: "Answer a job's permission request: once, always or reject",
  usage: `Usage: ocw permit <job> <request> <once|always|reject> [--message <text>] [--json]`,
  options: { message: { type: "string" } },
  allowPositionals: true,
  async run(values: { message?: string }, positionals: string[], ctx: Context): Promise<Outcome> {
    if (positionals.length !== 3) throw new OcwError(ErrorCode.Usage, "permit: give <job> <request> <once|always|reject>; see ocw permit --help");
    const [id, request, reply] = positionals as [string, string, string];
    const r = await permit(ctx.env, id, request, reply, values.message);
    return { data: { status: r.status }, text: `${r.request}: ${r.reply} (${r.status})`, about: [r.job] };
  },
} as const;

export const steerCommand = {
  name: "steer",
  summary: "Send a correction into a running job; its receipt comes through wait",
  usage: `Usage: ocw steer <job> <text> [--json]

Returns at once with \`sent\`: the correction is in the job's inbox. The driver passes it to the
worker, and the next \`ocw wait\` shows the job's receipt as "steer": delivered (a model request
carried it), acknowledged (the worker's reply refers to it), fell_back (queued as the next
prompt) or not_delivered (the worker was not running, or its turn ended first).`,
  options: {},
  allowPositionals: true,
  async run(_values: Record<string, never>, positionals: string[], ctx: Context): Promise<Outcome> {
    if (positionals.length !== 2) throw new OcwError(ErrorCode.Usage, "steer: give <job> and the correction text (quote it); see ocw steer --help");
    const r = await steer(ctx.env, positionals[0]!, positionals[1]!);
    return { data: { receipt: r.receipt }, text: `steer ${r.receipt}; its receipt comes with the next ocw wait`, about: [r.job] };
  },
} as const;

export const continueCommand = {
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
  async run(_values: Record<string, never>, positionals: string[], ctx: Context): Promise<Outcome> {
    if (positionals.length !== 2) throw new OcwError(ErrorCode.Usage, "continue: give <job> and the text for the next attempt (quote it); see ocw continue --help");
    const r = await continueJob(ctx.env, positionals[0]!, positionals[1]!);
    const data = { job: r.job, attempt: r.attempt, previous: r.previous, state: r.state, cursor: `${r.job}:${r.revision}` };
    return { data, text: `${r.job}: attempt ${r.attempt} of ${r.previous}'s task, ${r.state}; follow it with ocw wait`, about: [r.job] };
  },
} as const;

export const cancelCommand = {
  name: "cancel",
  summary: "Abort a job's worker and end the job as cancelled",
  usage: `Usage: ocw cancel <job> [--json]`,
  options: {},
  allowPositionals: true,
  async run(_values: Record<string, never>, positionals: string[], ctx: Context): Promise<Outcome> {
    const r = await cancel(ctx.env, one(positionals, "cancel", "job id"));
    return { data: { state: r.state, cancelled: r.cancelled }, text: r.cancelled ? `${r.job} cancelled` : `${r.job} is ${r.state}; nothing to cancel`, about: [r.job] };
  },
} as const;

export const resultCommand = {
  name: "result",
  summary: "A job's verdict: reasons, the worker's claim, a diffstat, usage",
  usage: `Usage: ocw result <job> [--json]

The verdict (built or honest-failure) with its reasons, the worker's own claim and whether it
was honest, the files changed (+/- lines) with the diff's path, and usage in one line. The full
verdict document, with every check's result, is verdict.json beside the diff.`,
  options: {},
  allowPositionals: true,
  async run(_values: Record<string, never>, positionals: string[], ctx: Context): Promise<Outcome> {
    const e = await jobEntry(ctx.env, one(positionals, "result", "job id"));
    return { data: e, text: entryText(e), about: [e.job] };
  },
} as const;

export const applyCommand = {
  name: "apply",
  summary: "Apply a built job's change to its workspace (3-way; refuses on conflict)",
  usage: `Usage: ocw apply <job> [--force] [--json]

Merges the worker's change into the workspace with the job's baseline as the base, so your
uncommitted work is kept. Refuses on a conflict, and for jobs that are not built unless --force.`,
  options: { force: { type: "boolean" } },
  allowPositionals: true,
  async run(values: { force?: boolean }, positionals: string[], ctx: Context): Promise<Outcome> {
    const r = await applyJob(ctx.env, one(positionals, "apply", "job id"), { force: values.force ?? false });
    const which = r.attempt ? ` (attempt ${r.attempt.n}, ${r.attempt.job})` : "";
    return { data: { applied: r.files, ...(r.attempt ? { attempt: r.attempt } : {}), ...(r.forced ? { forced: true } : {}) }, text: `applied ${r.job}${which} to ${r.workspace}: ${r.files.join(", ") || "no files"}`, about: [r.job] };
  },
} as const;

export const jobsCommand = {
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
  async run(values: { stats?: boolean; last?: string }, positionals: string[], ctx: Context): Promise<Outcome> {
    if (positionals[0] === "drive") {
      await drive(jobsRoot(ctx.env), parseJobId(one(positionals.slice(1), "jobs drive", "job id")), ctx.env);
      return { data: { driven: positionals[1] }, text: "" };
    }
    if (positionals.length) throw new OcwError(ErrorCode.Usage, `jobs: unexpected argument "${positionals[0]}"; see ocw jobs --help`);
    if (values.last !== undefined && !values.stats) throw new OcwError(ErrorCode.Usage, "jobs: --last goes with --stats");
    if (values.stats) {
      const last = intFlag("last", values.last, 20);
      if (last < 1) throw new OcwError(ErrorCode.InvalidInput, "Expected --last to be at least 1, got 0");
      const r = await jobStats(ctx.env, { last });
      return { data: r, text: statsText(r) };
    }
    const r = await jobLines(ctx.env);
    return { data: r, text: r.jobs.length ? [...r.jobs.map(line), ...(r.more ? [`(and ${r.more} older)`] : [])].join("\n") : "no jobs yet; start one with ocw dispatch <task.yaml>" };
  },
} as const;

function line(j: JobLine): string {
  const queued = j.queued_s ? ` (queued ${j.queued_s} s)` : "";
  const slots = j.slots ? `slots ${j.slots}  ` : "";
  return `${j.job}  ${j.state.padEnd(16)} ${String(j.age_s).padStart(5)} s${queued}  ${j.attempt ? `attempt ${j.attempt}  ` : ""}${slots}${j.asks ? `${j.asks} asking  ` : ""}${j.note ?? ""}`;
}

const k = (n: number): string => (n < 1000 ? String(n) : `${(n / 1000).toFixed(1)}k`);
const usd = (c: number): string => (c === 0 ? "$0" : `$${Number(c.toPrecision(2))}`);

function statsText(r: JobStats): string {
  if (!r.jobs.length) return "no ended jobs yet";
  const t = r.total;
  const lines = r.jobs.map((j) => `${j.job}  ${j.verdict.padEnd(15)} ${j.attempt ? `attempt ${j.attempt.n} of ${j.attempt.first}  ` : ""}worker ${k(j.workerTokens).padStart(6)} tokens ${usd(j.workerCost).padStart(8)}   Claude ≈ ${k(j.claudeResults + j.claudeSession)} (results ${k(j.claudeResults)}, skill ${k(j.claudeSession)})`);
  lines.push(
    "",
    `last ${t.jobs} jobs, ${t.built} built: worker ${k(t.workerTokens)} tokens, ${usd(t.workerCost)}; Claude ≈ ${k(t.claudeTokens)} tokens`,
    r.perBuilt ? `per built result: worker ${k(r.perBuilt.workerTokens)} tokens, ${usd(r.perBuilt.workerCost)}; Claude ≈ ${k(r.perBuilt.claudeTokens)} tokens` : "no built result yet: nothing has paid off",
    `(${r.method})`,
  );
  return lines.join("\n");
}

export const gcCommand = {
  name: "gc",
  summary: "Remove the worktrees and scratch space of finished jobs older than N days, and worker slots idle that long",
  usage: `Usage: ocw gc [--older-than <days>] [--json]    (default 7; 0 removes all finished)`,
  options: { "older-than": { type: "string" } },
  allowPositionals: false,
  async run(values: { "older-than"?: string }, _positionals: string[], ctx: Context): Promise<Outcome> {
    const r = await gcJobs(ctx.env, intFlag("older-than", values["older-than"], 7) * 86_400_000);
    return { data: r, text: `removed the worktrees of ${r.removed.length} job(s); kept ${r.kept}; removed ${r.slots.length} idle worker slot(s); kept ${r.slotsKept}` };
  },
} as const;
