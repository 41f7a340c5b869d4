import * as z from "zod";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { selftest, type SelftestReport } from "../selftest/index.js";
import { applyJob, cancel, dispatch, jobResult, listJobs, permit, steer, waitJob, MAX_WAIT_MS } from "../jobs/index.js";
import type { Env } from "../paths/index.js";

/**
 * The worker_* tools: one per job operation, each a thin call into src/jobs that returns within
 * ~50 s. Descriptions are written for Claude: what the tool does, when to call it, what to do
 * with what it returns. Failures come back as `isError` results whose text says how to recover
 * (the only thing the model has to work with); protocol errors are left to the SDK for
 * malformed requests.
 */

export interface ToolContext {
  readonly env: Env;
  readonly cwd: string;
  /** The plugin root (packs/, protocol/) the self-build compiles from; undefined in a drop-in copy. */
  readonly root?: string;
  /** Run an `ocw` command in-process and capture its output: the setup tools are thin over the CLI. */
  readonly cli?: (argv: readonly string[]) => Promise<{ readonly code: number; readonly stdout: string; readonly stderr: string }>;
}

export interface ToolProgress {
  (elapsedMs: number, message: string): Promise<void>;
}

export interface ToolResult {
  [key: string]: unknown;
  content: { type: "text"; text: string }[];
  isError?: boolean;
}

const jobId = z.string().describe("The job id returned by worker_dispatch, e.g. job_0mhx2k3l7a1b2c3d4");

export const TOOLS = {
  worker_dispatch: {
    title: "Dispatch a coding task to an OpenCode worker",
    description:
      "Start a background job for a task spec file (YAML or JSON: workspace, objective, scope, checks, optional budget and model). Returns at once with the job id and revision; the task's checks are validated on a snapshot of the workspace, then a worker builds it in its own git worktree and the grader judges it. Follow up with worker_wait. The user's workspace is not touched until you call worker_apply.",
    inputSchema: { task_file: z.string().min(1).describe("Path of the task spec, absolute or relative to the project folder"), slots: z.number().int().min(1).optional().describe("How many jobs may run at once on this model (default: from model-setup, else 1)") },
  },
  worker_wait: {
    title: "Wait for a job to change",
    description:
      "Block until the job's revision moves past after_revision, or until timeout_seconds (at most 50) pass. Returns the state, the new events (milestones, tool calls, permission requests, verdict) and any pending permission requests. Call it in a loop, passing back the revision it returned, until terminal is true. If pending is not empty, answer with worker_permit: the worker is blocked until you do.",
    inputSchema: {
      job: jobId,
      after_revision: z.number().int().min(0).default(0).describe("The revision you last saw (0 for everything)"),
      timeout_seconds: z.number().min(0).max(50).default(45).describe("How long to wait for a change, at most 50"),
    },
  },
  worker_permit: {
    title: "Answer a worker's permission request",
    description: "Answer a pending permission request (from worker_wait's pending list): once allows this call, always allows the pattern for the rest of the job, reject denies it (the worker is told and must carry on without it). Give a message with reject to tell the worker what to do instead.",
    inputSchema: { job: jobId, request: z.string().min(1).describe("The request id from pending[].id"), reply: z.enum(["once", "always", "reject"]), message: z.string().optional() },
  },
  worker_steer: {
    title: "Send a correction to a running worker",
    description: "Send a correction into the running worker's session. The receipt says delivered (the next model request carried it), fell_back (queued as the next prompt) or not_delivered (the turn ended first). Use it when worker_wait shows the worker heading the wrong way; a finished job cannot be steered.",
    inputSchema: { job: jobId, text: z.string().min(1).describe("The correction, written as an instruction to the worker") },
  },
  worker_cancel: {
    title: "Cancel a job",
    description: "Abort the worker and end the job as cancelled. Its processes stop; nothing is applied to the workspace. Cancelling a finished job changes nothing.",
    inputSchema: { job: jobId },
  },
  worker_result: {
    title: "Read a job's verdict",
    description: "The verdict (built or honest-failure) with its reasons, the worker's own claim, the evidence paths (verdict.json, the diff, check logs), the route used and usage (tokens, cost, wall time). Report the verdict to the user as it is; only built work should be applied.",
    inputSchema: { job: jobId },
  },
  worker_apply: {
    title: "Apply a built job's change to the workspace",
    description: "Merge the worker's change into the user's workspace (3-way, with the job's baseline as the base, so uncommitted work is kept). Refuses on a conflict and writes nothing; refuses jobs that are not built unless force is true. Ask the user before forcing.",
    inputSchema: { job: jobId, force: z.boolean().default(false) },
  },
  worker_selftest: {
    title: "Self-build the worker for the active model",
    description:
      "Compile the worker agent for the active target (set by model-setup), install it into the OpenCode config and run the calibration ladder (5 small tasks with held-back checks) through the real worker, grading each. Returns one line: 'Built: …', 'Built, but below the pack's grade here: …', 'Cannot build: <missing piece> — <how to get it>' or 'Reusing the build from <date>.', plus per-rung results. Run it once per target before the first dispatch; a cached build returns at once. A fresh ladder on a real model can take several minutes: if it has not finished within 50 s the call returns running=true — call again to keep waiting.",
    inputSchema: { fresh: z.boolean().default(false).describe("Run the ladder even when a cached build exists") },
  },
  setup_scan: {
    title: "Scan for model servers and hardware",
    description:
      "Probe the usual local ports (ollama, llama.cpp, vLLM, LM Studio, SGLang, Docker Model Runner, OpenAI-compatible) and any given URLs for served models, and read the GPU(s), RAM and CPU. Read-only: starts and downloads nothing. Use it first when setting up a worker model.",
    inputSchema: {
      urls: z.array(z.string().min(1)).optional().describe("Extra endpoint URLs to probe, e.g. http://gpu-box:8000"),
      ports: z.string().optional().describe("Comma-separated local ports to probe instead of the defaults (empty string: none)"),
      key_env: z.string().optional().describe("Name of the environment variable holding an API key for the probed URLs (never the key itself)"),
    },
  },
  setup_fit: {
    title: "Plan how a model fits this machine",
    description:
      "Compute the memory plan for serving a model locally with N parallel workers: weights, KV cache per slot, compute buffers, GPU offload, against the detected (or given) VRAM and RAM. Give a GGUF file or URL, a catalog model id, or a running endpoint. Read-only; returns the plan and the serve command to propose to the user.",
    inputSchema: {
      gguf: z.string().optional().describe("Path or https URL of a GGUF file"),
      model: z.string().optional().describe("A catalog model id (e.g. qwen3-coder-30b-a3b), or the model at endpoint"),
      quant: z.string().optional().describe("Quantization for a catalog model, e.g. Q4_K_M"),
      endpoint: z.string().optional().describe("A running server to read the model from"),
      slots: z.number().int().min(1).max(64).optional().describe("Parallel workers (slots) wanted"),
      ctx: z.number().int().min(256).optional().describe("Context per slot in tokens"),
      vram_gib: z.number().positive().optional().describe("Usable VRAM in GiB, when detection is wrong or another GPU is meant"),
      cpu_only: z.boolean().optional(),
    },
  },
  worker_jobs: {
    title: "List all jobs",
    description: "Every job with its state, elapsed time, pending permissions, last milestone and verdict. Jobs survive /clear and restarts: use this to find a job id again. Jobs whose driver died are re-adopted as a side effect.",
    inputSchema: {},
  },
} as const;

export type ToolName = keyof typeof TOOLS;

/** Run one tool; every failure becomes an isError result. */
export async function callTool(name: ToolName, args: Record<string, unknown>, ctx: ToolContext, progress: ToolProgress): Promise<ToolResult> {
  try {
    return ok(await run(name, args, ctx, progress));
  } catch (e) {
    if (isOcwError(e)) return { isError: true, content: [{ type: "text", text: `${e.code}: ${e.message}` }] };
    return { isError: true, content: [{ type: "text", text: `INTERNAL: ${e instanceof Error ? e.message : String(e)}; retry once, then report this as a bug in opencode-worker` }] };
  }
}

function ok(data: unknown): ToolResult {
  return { content: [{ type: "text", text: JSON.stringify(data, null, 2) }] };
}

const str = (v: unknown): string => String(v);

/** A setup tool: the same command and checks as the CLI, its --json document as the result. */
async function viaCli(ctx: ToolContext, argv: readonly string[]): Promise<unknown> {
  if (!ctx.cli) throw new OcwError(ErrorCode.Usage, "this server cannot run setup commands; run node scripts/ocw.mjs " + argv.join(" ") + " instead");
  const r = await ctx.cli(argv);
  let doc: unknown;
  try {
    doc = JSON.parse(r.stdout);
  } catch {
    doc = undefined;
  }
  if (r.code !== 0) {
    const err = (doc as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new OcwError(err?.code === ErrorCode.Usage ? ErrorCode.Usage : ErrorCode.InvalidInput, err?.message ?? (r.stderr.trim() || `ocw ${argv.join(" ")} failed`));
  }
  return doc;
}

// Selftests in flight, per server: a second call joins the first instead of running the ladder twice.
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
        if (e.type === "done") void progress(Date.now() - started, `rung ${e.run.rung}: ${e.run.verdict} (${++done} done)`);
      },
    }).finally(() => building.delete(key));
    building.set(key, p);
  }
  const timer = new Promise<"running">((resolve) => setTimeout(() => resolve("running"), MAX_WAIT_MS).unref());
  const r = await Promise.race([p, timer]);
  if (r === "running") return { running: true, line: "The ladder is still running; call worker_selftest again to keep waiting." };
  const { runs, ...rest } = r;
  return { ...rest, runs: runs.map((x) => ({ rung: x.rung, name: x.name, verdict: x.verdict, honest: x.honest, reasons: x.reasons, job: x.job })) };
}

async function run(name: ToolName, a: Record<string, unknown>, ctx: ToolContext, progress: ToolProgress): Promise<unknown> {
  switch (name) {
    case "worker_dispatch":
      return dispatch({ taskFile: str(a.task_file), cwd: ctx.cwd, env: ctx.env, ...(typeof a.slots === "number" ? { slots: a.slots } : {}) });
    case "worker_wait": {
      const timeoutMs = Math.min(MAX_WAIT_MS, Math.round(Number(a.timeout_seconds ?? 45) * 1000));
      return waitJob(ctx.env, str(a.job), Number(a.after_revision ?? 0), timeoutMs, (job, elapsed) => void progress(elapsed, `${job.id} ${job.state}${job.milestone ? `: ${job.milestone}` : ""}`));
    }
    case "worker_permit":
      return permit(ctx.env, str(a.job), str(a.request), str(a.reply), typeof a.message === "string" ? a.message : undefined);
    case "worker_steer":
      return steer(ctx.env, str(a.job), str(a.text));
    case "worker_cancel":
      return cancel(ctx.env, str(a.job));
    case "worker_result": {
      const { detail: _detail, ...r } = await jobResult(ctx.env, str(a.job));
      return r;
    }
    case "worker_apply":
      return applyJob(ctx.env, str(a.job), { force: a.force === true });
    case "worker_jobs":
      return listJobs(ctx.env);
    case "worker_selftest":
      return runSelftest(a.fresh === true, ctx, progress);
    case "setup_scan": {
      const argv = ["setup", "scan", "--json"];
      for (const u of Array.isArray(a.urls) ? a.urls : []) argv.push("--url", str(u));
      if (typeof a.ports === "string") argv.push("--ports", a.ports);
      if (typeof a.key_env === "string") argv.push("--key-env", a.key_env);
      return viaCli(ctx, argv);
    }
    case "setup_fit": {
      const argv = ["setup", "fit", "--json"];
      for (const [k, flag] of [["gguf", "gguf"], ["model", "model"], ["quant", "quant"], ["endpoint", "endpoint"], ["slots", "slots"], ["ctx", "ctx"], ["vram_gib", "vram"]] as const) {
        if (a[k] !== undefined) argv.push(`--${flag}`, str(a[k]));
      }
      if (a.cpu_only === true) argv.push("--cpu-only");
      return viaCli(ctx, argv);
    }
  }
}
