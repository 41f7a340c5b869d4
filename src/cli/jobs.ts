import { ErrorCode, OcwError } from "../error.js";
import { applyJob, cancel, dispatch, drive, gcJobs, jobResult, jobsRoot, listJobs, parseJobId, permit, steer, waitJob, MAX_WAIT_MS, type JobSummary } from "../jobs/index.js";
import type { Context, Outcome } from "./context.js";

/**
 * The jobs commands: the CLI mirror of the MCP tools (`ocw dispatch|wait|permit|steer|cancel|
 * result|apply|jobs|gc`), each a thin layer over src/jobs that prints text or, with --json, the
 * same data the tool returns. `ocw jobs drive <id>` is the detached driver itself.
 */

function intFlag(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new OcwError(ErrorCode.InvalidInput, `Expected --${name} to be a non-negative integer, got \`${text}\``);
  return n;
}

function one(positionals: string[], command: string, what: string): string {
  if (positionals.length !== 1) throw new OcwError(ErrorCode.Usage, `${command}: give exactly one ${what}; see ocw ${command} --help`);
  return positionals[0]!;
}

export const dispatchCommand = {
  name: "dispatch",
  summary: "Start a job: validate the task, then a detached worker builds it and the grader judges it",
  usage: `Usage: ocw dispatch <task.yaml> [--slots <n>] [--json]

Checks the spec, records the job and starts its driver in the background; returns at once with
the job id. Follow it with \`ocw wait <job>\`. Route: the spec's model > OCW_MODEL > the active
target > OpenCode's default. Slots: --slots > OCW_SLOTS > the active target's > 1.`,
  options: { slots: { type: "string" } },
  allowPositionals: true,
  async run(values: { slots?: string }, positionals: string[], ctx: Context): Promise<Outcome> {
    const file = one(positionals, "dispatch", "task spec file");
    const r = await dispatch({ taskFile: file, cwd: ctx.cwd, env: ctx.env, ...(values.slots !== undefined ? { slots: intFlag("slots", values.slots, 1) } : {}) });
    return { data: r, text: `${r.job} ${r.state} (revision ${r.revision})\nfollow it with: ocw wait ${r.job} --after ${r.revision}` };
  },
} as const;

export const waitCommand = {
  name: "wait",
  summary: "Wait (≤ 50 s) until a job changes; print its state, new events and pending permissions",
  usage: `Usage: ocw wait <job> [--after <revision>] [--timeout <seconds>] [--json]

Returns as soon as the job's revision moves past --after (default 0), or after --timeout seconds
(default 50, at most 50). Call it again with the revision it printed to keep following.`,
  options: { after: { type: "string" }, timeout: { type: "string" } },
  allowPositionals: true,
  async run(values: { after?: string; timeout?: string }, positionals: string[], ctx: Context): Promise<Outcome> {
    const id = one(positionals, "wait", "job id");
    const r = await waitJob(ctx.env, id, intFlag("after", values.after, 0), intFlag("timeout", values.timeout, MAX_WAIT_MS / 1000) * 1000);
    const lines = [`${r.job} ${r.state} revision ${r.revision}${r.timedOut ? " (no change before the timeout)" : ""}`];
    for (const e of r.events) lines.push(`  ${e.rev} ${e.type}${eventDetail(e)}`);
    for (const p of r.pending) lines.push(`  needs permission ${p.id}: ${p.permission} ${p.patterns.join(" ")} — ocw permit ${r.job} ${p.id} once|always|reject`);
    return { data: r, text: lines.join("\n") };
  },
} as const;

function eventDetail(e: Record<string, unknown>): string {
  const keys = ["state", "tool", "status", "verdict", "reasons", "request", "reply", "error"].filter((k) => e[k] !== undefined);
  return keys.length ? ` ${keys.map((k) => `${k}=${Array.isArray(e[k]) ? (e[k] as unknown[]).join(",") : String(e[k])}`).join(" ")}` : "";
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
    return { data: r, text: `${r.request}: ${r.reply} (${r.status}); job at revision ${r.revision}` };
  },
} as const;

export const steerCommand = {
  name: "steer",
  summary: "Send a correction into a running job; report whether it reached the model",
  usage: `Usage: ocw steer <job> <text> [--json]`,
  options: {},
  allowPositionals: true,
  async run(_values: Record<string, never>, positionals: string[], ctx: Context): Promise<Outcome> {
    if (positionals.length !== 2) throw new OcwError(ErrorCode.Usage, "steer: give <job> and the correction text (quote it); see ocw steer --help");
    const r = await steer(ctx.env, positionals[0]!, positionals[1]!);
    return { data: r, text: `steer ${r.receipt}${r.reason ? `: ${r.reason}` : ""}` };
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
    return { data: r, text: r.cancelled ? `${r.job} cancelled` : `${r.job} is ${r.state}; nothing to cancel` };
  },
} as const;

export const resultCommand = {
  name: "result",
  summary: "A job's verdict, reasons, evidence paths and usage (tokens, cost, wall time)",
  usage: `Usage: ocw result <job> [--json]`,
  options: {},
  allowPositionals: true,
  async run(_values: Record<string, never>, positionals: string[], ctx: Context): Promise<Outcome> {
    const r = await jobResult(ctx.env, one(positionals, "result", "job id"));
    const lines = [
      `${r.job} ${r.state}${r.verdict ? ` — verdict ${r.verdict}` : ""}`,
      ...(r.reasons ?? []).map((x) => `  ${x.code}: ${x.message}`),
      `route ${r.route?.model ?? "unresolved"}; ${r.usage ? `${r.usage.tokens.total} tokens, cost ${r.usage.cost}, ${r.usage.steps} steps` : "no usage yet"}; ${Math.round(r.wallMs / 1000)} s`,
      `evidence ${r.evidence.grading ?? r.evidence.dir}`,
    ];
    return { data: r, text: lines.join("\n") };
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
    return { data: r, text: `applied ${r.job} to ${r.workspace}: ${r.files.join(", ") || "no files"}` };
  },
} as const;

export const jobsCommand = {
  name: "jobs",
  summary: "List every job (re-adopting any whose driver died)",
  usage: `Usage: ocw jobs [--json]

Lists every job, oldest first, with its state, elapsed time, pending permissions and last
milestone. Jobs whose driver died are given a new one first.

(\`ocw jobs drive <job>\` is the detached driver itself; dispatch and re-adoption start it.)`,
  options: {},
  allowPositionals: true,
  async run(_values: Record<string, never>, positionals: string[], ctx: Context): Promise<Outcome> {
    if (positionals[0] === "drive") {
      await drive(jobsRoot(ctx.env), parseJobId(one(positionals.slice(1), "jobs drive", "job id")), ctx.env);
      return { data: { driven: positionals[1] }, text: "" };
    }
    if (positionals.length) throw new OcwError(ErrorCode.Usage, `jobs: unexpected argument "${positionals[0]}"; see ocw jobs --help`);
    const r = await listJobs(ctx.env);
    return { data: r, text: r.jobs.length ? r.jobs.map(line).join("\n") : "no jobs yet; start one with ocw dispatch <task.yaml>" };
  },
} as const;

function line(j: JobSummary): string {
  return `${j.job}  ${j.state.padEnd(16)} ${String(Math.round(j.elapsedMs / 1000)).padStart(5)} s  ${j.pending ? `${j.pending} pending  ` : ""}${j.milestone ?? j.objective}`;
}

export const gcCommand = {
  name: "gc",
  summary: "Remove the worktrees and scratch space of finished jobs older than N days",
  usage: `Usage: ocw gc [--older-than <days>] [--json]    (default 7; 0 removes all finished)`,
  options: { "older-than": { type: "string" } },
  allowPositionals: false,
  async run(values: { "older-than"?: string }, _positionals: string[], ctx: Context): Promise<Outcome> {
    const r = await gcJobs(ctx.env, intFlag("older-than", values["older-than"], 7) * 86_400_000);
    return { data: r, text: `removed the worktrees of ${r.removed.length} job(s); kept ${r.kept}` };
  },
} as const;
