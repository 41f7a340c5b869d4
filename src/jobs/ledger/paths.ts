import { join } from "node:path";
import { stateRoot, type Env } from "../../paths/index.js";
import type { JobId } from "./id.js";

/** Where one job keeps its files, under `<state>/jobs/<id>/`. */
export interface JobPaths {
  readonly dir: string;
  /** The job record: replaced atomically, `revision` bumped on every change. */
  readonly job: string;
  /** One JSON line per event, appended before the record that announces it. */
  readonly events: string;
  /** The validated task spec (absolute workspace), as the driver loads it. */
  readonly task: string;
  /** The brief the worker was sent. */
  readonly brief: string;
  /** The worker's change against the baseline (binary git diff). */
  readonly diff: string;
  readonly verdict: string;
  /** Check logs of validation (the baseline) and grading. */
  readonly checks: string;
  /** Messages from clients (permit, steer, cancel) that the driver applies. */
  readonly inbox: string;
  /** The git worktree the worker worked in, for jobs from before the pool (newer ones record `workdir`). */
  readonly worktree: string;
  /** Held by the job's live driver. */
  readonly driverLock: string;
  /** The driver's stderr. */
  readonly driverLog: string;
  /** Grading copies and scratch space. */
  readonly scratch: string;
  /** What the job's results cost on Claude's side, appended by clients (claude-share.ts). */
  readonly share: string;
}

/** `<state>/jobs`. */
export function jobsRoot(env: Env = process.env): string {
  return join(stateRoot(env), "jobs");
}

export function jobPaths(root: string, id: JobId): JobPaths {
  const dir = join(root, id);
  return {
    dir,
    job: join(dir, "job.json"),
    events: join(dir, "events.jsonl"),
    task: join(dir, "task.json"),
    brief: join(dir, "brief.md"),
    diff: join(dir, "diff.patch"),
    verdict: join(dir, "verdict.json"),
    checks: join(dir, "checks"),
    inbox: join(dir, "inbox"),
    worktree: join(dir, "worktree"),
    driverLock: join(dir, "driver.lock"),
    driverLog: join(dir, "driver.log"),
    scratch: join(dir, "scratch"),
    share: join(dir, "claude.jsonl"),
  };
}
