import { readFileSync } from "node:fs";
import { join } from "node:path";
import { estimateProseTokens, recordShare, jobsRoot, type JobId } from "../jobs/index.js";
import type { Context } from "./context.js";
import { findRootOrUndefined } from "./root.js";

/**
 * The Claude side of `ocw jobs --stats`: what the opencode-worker skill costs a session that
 * invokes it, and, for the CLI fallback (a drop-in skill driving ocw through Bash), the
 * `--json` documents Claude read about each job.
 */

/** Estimated tokens of the opencode-worker SKILL.md next to this ocw (the plugin's, or a drop-in copy's). */
export function skillTokens(root: string | undefined, selfDir: string | undefined): number {
  const places = [root && join(root, "skills", "opencode-worker", "SKILL.md"), selfDir && join(selfDir, "..", "SKILL.md")].filter((p): p is string => Boolean(p));
  for (const p of places) {
    try {
      return estimateProseTokens(readFileSync(p, "utf8"));
    } catch {
      // Not there: try the next place.
    }
  }
  return 0;
}

/**
 * The Claude Code session a Bash-run ocw belongs to: the process that started the shell that
 * started us (Linux only), identified with its start time so a reused pid is another session.
 */
function cliSession(): string | undefined {
  try {
    const stat = (pid: number): string[] => readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
    const grandparent = Number(stat(process.ppid)[1]);
    return `cli-${grandparent}-${stat(grandparent)[19]}`;
  } catch {
    return undefined;
  }
}

/** Record a `--json` document about `jobs` when Claude Code ran this ocw (its Bash tool sets CLAUDECODE=1). */
export async function recordCliShare(ctx: Context, command: string, text: string, jobs: readonly JobId[]): Promise<void> {
  if (ctx.env.CLAUDECODE !== "1" || jobs.length === 0) return;
  const id = cliSession();
  const root = id ? findRootOrUndefined({ cwd: ctx.cwd, ...(ctx.selfDir ? { selfDir: ctx.selfDir } : {}) }) : undefined;
  await recordShare(jobsRoot(ctx.env), jobs, { via: "cli", command, text, ...(id ? { session: { id, tokens: skillTokens(root, ctx.selfDir) } } : {}) });
}
