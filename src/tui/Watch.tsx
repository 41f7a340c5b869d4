import { useApp, useInput } from "ink";
import { useCallback, useEffect, useRef, useState } from "react";
import type { JobSummary, PermissionAsk, PermissionReply } from "../jobs/index.js";
import { JobsView } from "./JobsView.js";

/**
 * The live dashboard: reloads every `intervalMs`, shows every job's pending requests, and answers
 * the selected job's first one with a key. Until the user moves the selection it follows the job
 * that needs attention (the first one waiting for an answer), so `ocw watch` opens on it. Data
 * comes through `load` and `answer`, so the same component runs on the real ledger (`ocw watch`)
 * and in tests.
 */

export interface WatchProps {
  readonly load: () => Promise<{ jobs: readonly JobSummary[]; pending: (job: JobSummary) => Promise<readonly PermissionAsk[]> }>;
  readonly answer: (job: string, request: string, reply: PermissionReply) => Promise<string>;
  readonly intervalMs?: number;
}

/** The row to open on: the first job waiting for an answer, else the newest job. */
export function attentionRow(jobs: readonly JobSummary[]): number {
  const asking = jobs.findIndex((j) => j.pending > 0 || j.state === "needs_permission");
  return asking >= 0 ? asking : Math.max(0, jobs.length - 1);
}

export function Watch({ load, answer, intervalMs = 1_000 }: WatchProps) {
  const { exit } = useApp();
  const [jobs, setJobs] = useState<readonly JobSummary[]>([]);
  const [pending, setPending] = useState<ReadonlyMap<string, readonly PermissionAsk[]>>(new Map());
  const [selected, setSelected] = useState(0);
  // Set once the user moves the selection: from then on it stays where they put it. A ref, not
  // state: a reload already under way when the key came must see it too.
  const chosen = useRef(false);
  const [status, setStatus] = useState<string | undefined>(undefined);

  const refresh = useCallback(async () => {
    try {
      const r = await load();
      const asks = new Map<string, readonly PermissionAsk[]>();
      for (const j of r.jobs) if (j.pending > 0 || j.state === "needs_permission") asks.set(j.job, await r.pending(j));
      setJobs(r.jobs);
      setPending(asks);
      if (!chosen.current) setSelected(attentionRow(r.jobs));
    } catch (e) {
      setStatus(`cannot read the jobs: ${e instanceof Error ? e.message : String(e)}`);
    }
  }, [load]);

  useEffect(() => {
    let closed = false;
    void refresh();
    const timer = setInterval(() => {
      if (!closed) void refresh();
    }, intervalMs);
    return () => {
      closed = true;
      clearInterval(timer);
    };
  }, [refresh, intervalMs]);

  const row = Math.min(selected, Math.max(0, jobs.length - 1));
  useInput((input, key) => {
    if (input === "q" || key.escape) return exit();
    if (key.upArrow || key.downArrow) {
      chosen.current = true;
      return setSelected(key.upArrow ? Math.max(0, row - 1) : Math.min(jobs.length - 1, row + 1));
    }
    const reply: PermissionReply | undefined = input === "a" ? "once" : input === "A" ? "always" : input === "r" ? "reject" : undefined;
    const job = jobs[row];
    const request = job ? pending.get(job.job)?.[0] : undefined;
    if (!reply || !job || !request) return;
    setStatus(`answering ${request.id} with ${reply}…`);
    answer(job.job, request.id, reply).then(
      (s) => {
        setStatus(s);
        void refresh();
      },
      (e: unknown) => setStatus(`error: ${e instanceof Error ? e.message : String(e)}`),
    );
  });

  return <JobsView jobs={jobs} pending={pending} selected={row} {...(status ? { status } : {})} />;
}
