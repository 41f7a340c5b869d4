import { readFile, stat } from "node:fs/promises";
import { parseClaim, type ClaimValue, type Reason, type Verdict } from "../grade/index.js";
import type { PermissionAsk } from "../opencode/index.js";
import { readShare } from "./claude-share.js";
import { diffstat } from "./diffstat.js";
import { type JobId, isTerminal, type Job, type Usage, jobPaths, readJobVerdict } from "./ledger/index.js";
import { queuedMs } from "./budget.js";

/**
 * What Claude is shown of a job: the compact documents every MCP result and every `--json` of
 * the job commands carry. Each field is something Claude acts on or tells the user; ids,
 * revisions, session and message ids, metadata and event logs stay in the ledger. Every result
 * costs the user's Claude quota, so the shapes are small and bounded (reason messages and file
 * lists are capped).
 */

/** One permission request as a person decides it: what, by which tool, and the worker's reason. */
export interface Ask {
  readonly id: string;
  readonly tool: string;
  /** The command, or the path(s) asked for. */
  readonly what: string;
  /** The worker's own reason for the call, when it gave one. */
  readonly why?: string;
}

export interface ReasonView {
  readonly code: Reason["code"];
  readonly check?: string;
  readonly message: string;
}

/** A job that ended: the verdict and what the user needs to hear about it. */
export interface VerdictEntry {
  readonly job: JobId;
  /** A rework: which attempt of its task this is (2 and up). */
  readonly attempt?: number;
  readonly verdict: "built" | "honest-failure";
  readonly reasons: readonly ReasonView[];
  /** The worker's own RESULT word; null when it wrote none. */
  readonly claim: Exclude<ClaimValue, "none"> | null;
  /** Whether the claim matches the verdict (absent when the job ended before grading). */
  readonly honest?: boolean;
  /** Lines added and removed per file: [path, added, removed]. */
  readonly diff?: { readonly path: string; readonly files: readonly (readonly [string, number, number])[]; readonly more?: number };
  readonly usage: string;
  /** The grading evidence (check logs, rerun.sh), for an honest-failure. */
  readonly evidence?: string;
  /** An answer task: the answer (when small; else `answerPath` only), where it is, and how much of it was verified. */
  readonly answer?: unknown;
  readonly answerPath?: string;
  readonly verified?: string;
}

/**
 * A steer's receipts, one vocabulary for the code, the tool description and the skill: `sent` is
 * what `steer` returns (the correction is in the job's inbox); the others arrive later, in a
 * wait's entry for the job (`"steer": …`): `delivered` (a model request carried it),
 * `acknowledged` (the worker's reply refers to it), `fell_back` (queued as the next prompt),
 * `not_delivered` (the worker was not running, or its turn ended first).
 */
export const STEER_RECEIPTS = ["sent", "delivered", "acknowledged", "fell_back", "not_delivered"] as const;
export type SteerReceiptName = (typeof STEER_RECEIPTS)[number];
/** The receipts the driver records (`steer.result` events), after `sent`. */
export type SteerOutcomeName = Exclude<SteerReceiptName, "sent">;

/** A job still going. */
export interface ProgressEntry {
  readonly job: JobId;
  readonly state: Job["state"];
  /** Requests waiting for Claude's answer (only those Claude has not been shown yet, in a wait). */
  readonly asks?: readonly Ask[];
  /** The worker's last progress line. */
  readonly note?: string;
  /** The latest receipt of a steer since the last report. */
  readonly steer?: SteerOutcomeName;
}

export type JobEntry = VerdictEntry | ProgressEntry;

export function isVerdictEntry(e: JobEntry): e is VerdictEntry {
  return "verdict" in e;
}

const MESSAGE_CAP = 300;
const FILES_CAP = 10;
const WHAT_CAP = 400;

const cap = (text: string, n: number): string => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

export function askOf(p: PermissionAsk): Ask {
  const command = typeof p.metadata.command === "string" ? p.metadata.command : undefined;
  const what = cap(command ?? p.patterns.join(" "), WHAT_CAP);
  const why = p.reason ? cap(p.reason, 200) : undefined;
  return { id: p.id, tool: p.permission, what, ...(why ? { why } : {}) };
}

/** What an `always` answer approves for the rest of the job: exactly this tool and this command or path. */
export function approvalKey(p: PermissionAsk): string {
  const a = askOf(p);
  return `${a.tool} ${a.what}`;
}

export function progressEntry(job: Job, asks?: readonly PermissionAsk[], extra: { steer?: SteerOutcomeName } = {}): ProgressEntry {
  return {
    job: job.id,
    state: job.state,
    ...(asks?.length ? { asks: asks.map(askOf) } : {}),
    ...(job.milestone ? { note: cap(job.milestone, 200) } : {}),
    ...extra,
  };
}

/** The verdict of an ended job, read from its record, verdict and diff. */
export async function verdictEntry(root: string, job: Job): Promise<VerdictEntry> {
  const p = jobPaths(root, job.id);
  // Only the claim and `honest` come from verdict.json (job.json has the verdict and reasons), so
  // a damaged one leaves them out instead of failing every wait that reports this job.
  const graded = (await readJobVerdict(p.verdict, job).catch(() => undefined))?.grading ?? undefined;
  const claimValue = graded?.claim?.value ?? parseClaim(job.claim ?? undefined).value;
  const verdict = job.state === "built" ? "built" : "honest-failure";
  const patch = await readFile(p.diff, "utf8").catch(() => "");
  const files = diffstat(patch);
  const share = await readShare(root, job.id);
  const wallMs = (job.endedAt ? Date.parse(job.endedAt) : Date.now()) - Date.parse(job.createdAt);
  return {
    job: job.id,
    ...(job.attempt ? { attempt: job.attempt.n } : {}),
    verdict,
    reasons: (job.reasons ?? []).map((r) => ({ code: r.code, ...(r.check ? { check: r.check } : {}), message: cap(r.message, MESSAGE_CAP) })),
    claim: claimValue === "none" ? null : claimValue,
    ...(graded && typeof graded.honest === "boolean" ? { honest: graded.honest } : {}),
    ...(files.length
      ? {
          diff: {
            path: p.diff,
            files: files.slice(0, FILES_CAP).map((f) => [f.path, f.added, f.removed] as const),
            ...(files.length > FILES_CAP ? { more: files.length - FILES_CAP } : {}),
          },
        }
      : {}),
    usage: usageLine(job.usage, wallMs, share.results, queuedMs(job)),
    ...(verdict !== "built" && job.evidence && (await stat(job.evidence).catch(() => undefined)) ? { evidence: job.evidence } : {}),
    ...answerView(graded?.answer),
  };
}

/** `opencode/big-pickle (hosted-free)`; `llamacpp/qwen (local, locality checked)`. */
export function routeLine(route: NonNullable<Job["route"]>): string {
  const about = [route.tier, route.locality ? "locality checked" : undefined].filter(Boolean).join(", ");
  return about ? `${route.model} (${about})` : route.model;
}

/** Most of an answer Claude is shown inline (JSON characters); a larger one is read at its path when needed. */
const ANSWER_CAP = 1_500;

function answerView(a: Verdict["answer"] | undefined): { answer?: unknown; answerPath?: string; verified?: string } {
  if (!a) return {};
  const inline = a.value !== undefined && JSON.stringify(a.value).length <= ANSWER_CAP;
  return { ...(inline ? { answer: a.value } : {}), ...(a.path ? { answerPath: a.path } : {}), verified: a.verified };
}

/** A job's entry whatever its state: the verdict once it ended, else its progress. */
export async function entryOf(root: string, job: Job): Promise<JobEntry> {
  return isTerminal(job.state) ? verdictEntry(root, job) : progressEntry(job, job.pending);
}

/**
 * `worker 12.8k tokens, $0.0021, 7 steps, 52 s (queued 40 s); Claude ≈ 610 tokens`: the wall time since dispatch, and of it the wait for a slot.
 * Steps whose usage the engine never reported are named (`7 steps (1 without reported usage)`), so their tokens are not read as free.
 */
export function usageLine(usage: Usage | undefined, wallMs: number, claudeTokens?: number, queuedMs?: number): string {
  const unreported = usage?.unreported ? ` (${usage.unreported} without reported usage)` : "";
  const worker = usage && usage.steps > 0 ? `worker ${count(usage.tokens.total)} tokens, ${money(usage.cost)}, ${usage.steps} step${usage.steps === 1 ? "" : "s"}${unreported}` : "worker never reached the model";
  const queued = queuedMs !== undefined && queuedMs >= 1_000 ? ` (queued ${Math.round(queuedMs / 1000)} s)` : "";
  const claude = claudeTokens ? `; Claude ≈ ${count(claudeTokens)} tokens` : "";
  return `${worker}, ${Math.round(wallMs / 1000)} s${queued}${claude}`;
}

/** 950, 12.8k, 1.2M. */
export function count(n: number): string {
  if (n < 1000) return String(n);
  if (n < 999_500) return `${(n / 1000).toFixed(n < 99_950 ? 1 : 0)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}

/** $0, $0.0021, $1.35. */
export function money(cost: number): string {
  if (cost === 0) return "$0";
  return cost >= 1 ? `$${cost.toFixed(2)}` : `$${Number(cost.toPrecision(2))}`;
}
