import * as z from "zod";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { dispatchGated, selftest, selftestEntry, type SelftestReport } from "../selftest/index.js";
import {
  applyJob,
  attend,
  cancel,
  continueJob,
  jobEntry,
  jobLines,
  jobsRoot,
  jobStats,
  parseJobId,
  permit,
  recordShare,
  steer,
  MAX_WAIT_MS,
  type JobId,
  scanAccounts,
} from "../jobs/index.js";
import type { Env } from "../paths/index.js";
import { GiB, parsePorts, planFit, scan, type ScanReport } from "../setup/index.js";

/**
 * The plugin's two MCP tools. Claude Code lists every MCP tool's name in every session and
 * loads a schema only when Claude asks for it, so the operations are commands of two tools
 * (the pattern of Anthropic's own text-editor tool) rather than eleven tools: `worker` for
 * the jobs and the self-build, `setup` for model-setup's read-only scan and fit. Each call is
 * a thin call into a room that returns within ~50 s; results are one line of compact JSON
 * carrying only what Claude acts on. Failures come back as `isError` results whose text says
 * how to recover (the only thing the model has to work with).
 */

export interface ToolContext {
  readonly env: Env;
  readonly cwd: string;
  /** The plugin root (packs/, protocol/) the self-build compiles from; undefined in a drop-in copy. */
  readonly root?: string;
  /** This server's session and what it costs Claude to load the skill and the tool schema, for `jobs --stats`. */
  readonly session?: { readonly id: string; readonly tokens: number };
}

export interface ToolProgress {
  (elapsedMs: number, message: string): Promise<void>;
}

export interface ToolResult {
  [key: string]: unknown;
  content: { type: "text"; text: string }[];
  isError?: boolean;
}

export const WORKER_COMMANDS = ["selftest", "dispatch", "wait", "permit", "steer", "continue", "cancel", "result", "apply", "jobs"] as const;
export const SETUP_COMMANDS = ["scan", "fit"] as const;

const workerInput = {
  command: z.enum(WORKER_COMMANDS),
  task_file: z.string().min(1).optional().describe("dispatch: the task spec's path"),
  slots: z.number().int().min(1).max(64).optional().describe("dispatch: jobs at once on this model"),
  cursor: z.string().optional().describe("wait: the cursor the last dispatch or wait returned; omit to watch every active job"),
  jobs: z.array(z.string()).optional().describe("wait: only these job ids"),
  timeout_seconds: z.number().min(0).max(50).optional().describe("wait: at most 50 (default 45)"),
  job: z.string().optional().describe("the job id (permit, steer, continue, cancel, result, apply)"),
  request: z.string().optional().describe("permit: the ask's id"),
  reply: z.enum(["once", "always", "reject"]).optional().describe("permit"),
  message: z.string().optional().describe("permit: with reject, what to do instead"),
  text: z.string().optional().describe("steer: the correction; continue: what the next attempt must do differently"),
  force: z.boolean().optional().describe("apply: also work not built; dispatch: past the self-build's refusal (only with the user's consent)"),
  fresh: z.boolean().optional().describe("selftest: ignore a cached build"),
  stats: z.boolean().optional().describe("jobs: what delegation cost and saved"),
};

const setupInput = {
  command: z.enum(SETUP_COMMANDS),
  urls: z.array(z.string().min(1)).optional().describe("scan: extra endpoint URLs"),
  ports: z.string().optional().describe("scan: comma-separated local ports instead of the defaults"),
  key_env: z.string().optional().describe("scan: name of the env var holding an API key"),
  gguf: z.string().optional().describe("fit: GGUF path or https URL"),
  model: z.string().optional().describe("fit: catalog model id"),
  quant: z.string().optional().describe("fit: quantization, e.g. Q4_K_M"),
  endpoint: z.string().optional().describe("fit: a running server to read the model from"),
  slots: z.number().int().min(1).max(64).optional().describe("fit: parallel workers"),
  ctx: z.number().int().min(256).optional().describe("fit: context per slot"),
  vram_gib: z.number().positive().optional().describe("fit: usable VRAM, when detection is wrong"),
  cpu_only: z.boolean().optional(),
};

export const TOOLS = {
  worker: {
    description:
      "Delegate checkable coding tasks to OpenCode workers; follow the opencode-worker skill. Commands: selftest (once per model before the first dispatch); dispatch {task_file, force?} (returns once the checks are validated); wait {cursor?} (returns when a job asks or ends, else after ≤ 50 s; covers every job); permit {job, request, reply, message?}; steer {job, text} (returns sent; a wait then shows delivered, acknowledged, fell_back or not_delivered); continue {job, text} (send an ended job back: its next attempt); cancel {job}; result {job}; apply {job, force?} (merge built work); jobs {stats?}.",
    inputSchema: workerInput,
  },
  setup: {
    description: "Model setup, read-only; follow the model-setup skill. Commands: scan (served models, GPUs, RAM); fit (memory plan and serve command for a model with N slots).",
    inputSchema: setupInput,
  },
} as const;

export type ToolName = keyof typeof TOOLS;

/** Run one tool; every failure becomes an isError result. */
export async function callTool(name: ToolName, args: Record<string, unknown>, ctx: ToolContext, progress: ToolProgress): Promise<ToolResult> {
  try {
    const { data, jobs } = name === "worker" ? await runWorker(args, ctx, progress) : { data: await runSetup(args, ctx), jobs: [] };
    const text = JSON.stringify(data);
    if (jobs.length) await recordShare(jobsRoot(ctx.env), jobs, { via: "mcp", command: String(args.command), text, ...(ctx.session ? { session: ctx.session } : {}) });
    return { content: [{ type: "text", text }] };
  } catch (e) {
    if (isOcwError(e)) return { isError: true, content: [{ type: "text", text: `${e.code}: ${e.message}` }] };
    return { isError: true, content: [{ type: "text", text: `INTERNAL: ${e instanceof Error ? e.message : String(e)}; retry once, then report this as a bug in opencode-worker` }] };
  }
}

const str = (v: unknown): string => String(v);

/** A field a command needs, or a usage error naming the command and the field. */
function need(a: Record<string, unknown>, field: string): string {
  const v = a[field];
  if (typeof v !== "string" || v === "") throw new OcwError(ErrorCode.InvalidInput, `${str(a.command)} needs ${field}; see the tool's description`);
  return v;
}

/** The job ids a result is about, for the Claude-side accounting. */
function idsOf(data: unknown): JobId[] {
  const d = data as { job?: unknown; jobs?: unknown };
  if (typeof d.job === "string") return [d.job as JobId];
  if (Array.isArray(d.jobs)) return d.jobs.flatMap((e: { job?: unknown }) => (typeof e?.job === "string" ? [e.job as JobId] : []));
  return [];
}

async function runWorker(a: Record<string, unknown>, ctx: ToolContext, progress: ToolProgress): Promise<{ data: unknown; jobs: JobId[] }> {
  const job = (): string => need(a, "job");
  const about = (id: string, data: unknown) => ({ data, jobs: [parseJobId(id)] });
  switch (a.command) {
    case "selftest":
      return { data: await runSelftest(a.fresh === true, ctx, progress), jobs: [] };
    case "dispatch": {
      const data = await dispatchGated({
        taskFile: need(a, "task_file"),
        cwd: ctx.cwd,
        env: ctx.env,
        root: ctx.root,
        ...(a.force === true ? { force: true } : {}),
        ...(typeof a.slots === "number" ? { slots: a.slots } : {}),
      });
      return { data, jobs: [data.job] };
    }
    case "wait": {
      const timeoutMs = Math.min(MAX_WAIT_MS, Math.round(Number(a.timeout_seconds ?? 45) * 1000));
      const data = await attend(ctx.env, {
        ...(typeof a.cursor === "string" ? { cursor: a.cursor } : {}),
        ...(Array.isArray(a.jobs) ? { jobs: a.jobs.map(str) } : {}),
        timeoutMs,
        onTick: (elapsed, summary) => void progress(elapsed, summary),
      });
      return { data, jobs: idsOf(data) };
    }
    case "permit": {
      const r = await permit(ctx.env, job(), need(a, "request"), need(a, "reply"), typeof a.message === "string" ? a.message : undefined);
      return about(r.job, { status: r.status });
    }
    case "steer": {
      const r = await steer(ctx.env, job(), need(a, "text"));
      return about(r.job, { receipt: r.receipt });
    }
    case "continue": {
      const r = await continueJob(ctx.env, job(), need(a, "text"));
      return about(r.job, { job: r.job, attempt: r.attempt, state: r.state, cursor: `${r.job}:${r.revision}` });
    }
    case "cancel": {
      const r = await cancel(ctx.env, job());
      return about(r.job, { state: r.state, cancelled: r.cancelled });
    }
    case "result": {
      const e = await jobEntry(ctx.env, job());
      return about(e.job, e);
    }
    case "apply": {
      const r = await applyJob(ctx.env, job(), { force: a.force === true });
      return about(r.job, { applied: r.files, ...(r.attempt ? { attempt: r.attempt.n } : {}), ...(r.forced ? { forced: true } : {}) });
    }
    case "jobs":
      return { data: a.stats === true ? await jobStats(ctx.env) : await jobLines(ctx.env), jobs: [] };
    default:
      throw new OcwError(ErrorCode.InvalidInput, `unknown command ${JSON.stringify(a.command)}; one of ${WORKER_COMMANDS.join(", ")}`);
  }
}

/** A setup command: the setup room's scan or fit, as the CLI's `--json` has it (the scan trimmed for Claude). */
async function runSetup(a: Record<string, unknown>, ctx: ToolContext): Promise<unknown> {
  if (a.command === "scan") {
    const [report, accounts] = await Promise.all([
      scan(
        {
          urls: Array.isArray(a.urls) ? a.urls.map(str) : [],
          ...(typeof a.ports === "string" ? { ports: parsePorts(a.ports) } : {}),
          ...(typeof a.key_env === "string" ? { keyEnv: a.key_env } : {}),
        },
        { env: ctx.env },
      ),
      // Beside the engines: what the user's own OpenCode reaches (its free tier, their sign-ins), by tier.
      scanAccounts({ env: ctx.env }),
    ]);
    return { ...(compactScan(report) as Record<string, unknown>), accounts };
  }
  if (a.command === "fit") {
    const text = (k: string): string | undefined => (typeof a[k] === "string" ? (a[k] as string) : undefined);
    const num = (k: string): number | undefined => (typeof a[k] === "number" ? (a[k] as number) : undefined);
    const plan = await planFit(
      {
        gguf: text("gguf"),
        model: text("model"),
        quant: text("quant"),
        endpoint: text("endpoint"),
        slots: num("slots"),
        ctxPerSlot: num("ctx"),
        vramBytes: typeof a.vram_gib === "number" ? a.vram_gib * GiB : undefined,
        cpuOnly: a.cpu_only === true,
      },
      { env: ctx.env },
    );
    return { plan };
  }
  throw new OcwError(ErrorCode.InvalidInput, `unknown command ${JSON.stringify(a.command)}; one of ${SETUP_COMMANDS.join(", ")}`);
}

/** The scan for Claude: ports where nothing listens in one line instead of a paragraph each; no timings. */
function compactScan(report: ScanReport): unknown {
  const closed = report.probes.filter((p) => p.status === "closed").map((p) => p.url);
  const probes = report.probes.filter((p) => p.status !== "closed").map(({ ms: _ms, ...p }) => p);
  return { endpoints: report.endpoints, hardware: report.hardware, software: report.software, probes, ...(closed.length ? { closed: `nothing listens at ${closed.join(", ")}` } : {}) };
}

// Selftests in flight, per state dir: a second call joins the first instead of running the ladder twice.
const building = new Map<string, Promise<SelftestReport>>();

/** Run (or join) the self-build; return within ~50 s either way, with running=true if it goes on. */
async function runSelftest(fresh: boolean, ctx: ToolContext, progress: ToolProgress): Promise<unknown> {
  const key = `${ctx.env.OCW_HOME ?? ""}`;
  let p = building.get(key);
  const started = Date.now();
  if (!p) {
    let done = 0;
    p = selftest({
      env: ctx.env,
      cwd: ctx.cwd,
      root: ctx.root,
      fresh,
      onEvent: (e) => {
        if (e.type === "phase") void progress(Date.now() - started, e.message);
        if (e.type === "done") void progress(Date.now() - started, `rung ${e.run.rung}: ${e.run.stoppedBy !== undefined ? `stopped early (rung ${e.run.stoppedBy} decided)` : e.run.ran ? e.run.verdict : "did not run"} (${++done} done)`);
      },
    }).finally(() => building.delete(key));
    building.set(key, p);
  }
  const timer = new Promise<"running">((resolve) => setTimeout(() => resolve("running"), MAX_WAIT_MS).unref());
  const r = await Promise.race([p, timer]);
  if (r === "running") return { running: true, line: "The ladder is still running; call selftest again to keep waiting." };
  return selftestEntry(r);
}
