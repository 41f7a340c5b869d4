import { useApp, useInput } from "ink";
import { useCallback, useEffect, useState } from "react";
import type { JobSummary, PermissionAsk, PermissionReply } from "../jobs/index.js";
import { JobsView } from "./JobsView.js";

/**
 * The live dashboard: reloads every `intervalMs`, keeps a selection, and answers the selected
 * job's first pending permission with a key. Data comes through `load` and `answer`, so the
 * same component runs on the real ledger (`ocw watch`) and in tests.
 */

export interface WatchProps {
  readonly load: () => Promise<{ jobs: readonly JobSummary[]; pending: (job: JobSummary) => Promise<readonly PermissionAsk[]> }>;
  readonly answer: (job: string, request: string, reply: PermissionReply) => Promise<string>;
  readonly intervalMs?: number;
}

export function Watch({ load, answer, intervalMs = 1_000 }: WatchProps) {
  const { exit } = useApp();
  const [jobs, setJobs] = useState<readonly JobSummary[]>([]);
  const [pending, setPending] = useState<readonly PermissionAsk[]>([]);
  const [selected, setSelected] = useState(0);
  const [status, setStatus] = useState<string | undefined>(undefined);

  const refresh = useCallback(async () => {
    try {
      const r = await load();
      setJobs(r.jobs);
      const job = r.jobs[Math.min(selected, r.jobs.length - 1)];
      setPending(job ? await r.pending(job) : []);
    } catch (e) {
      setStatus(`cannot read the jobs: ${e instanceof Error ? e.message : String(e)}`);
    }
  }, [load, selected]);

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

  useInput((input, key) => {
    if (input === "q" || key.escape) return exit();
    if (key.upArrow) return setSelected((s) => Math.max(0, s - 1));
    if (key.downArrow) return setSelected((s) => Math.min(jobs.length - 1, s + 1));
    const reply: PermissionReply | undefined = input === "a" ? "once" : input === "A" ? "always" : input === "r" ? "reject" : undefined;
    const job = jobs[selected];
    const request = pending[0];
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

  return <JobsView jobs={jobs} pending={pending} selected={Math.min(selected, Math.max(0, jobs.length - 1))} {...(status ? { status } : {})} />;
}
