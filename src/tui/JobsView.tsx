import { Box, Text } from "ink";
import { isTerminal, type JobSummary, type PermissionAsk } from "../jobs/index.js";

/** One frame of the dashboard: every job on a line, every pending request below. Pure: props in, text out. */

export interface JobsViewProps {
  readonly jobs: readonly JobSummary[];
  /** Pending permission requests, by job id: every job's, not only the selected one's. */
  readonly pending: ReadonlyMap<string, readonly PermissionAsk[]>;
  readonly selected: number;
  /** The last action's outcome or error. */
  readonly status?: string;
  /** The clock the elapsed times are read against (tests pin it). */
  readonly now?: number;
}

const COLOR: Record<string, string> = { built: "green", "honest-failure": "red", cancelled: "gray", needs_permission: "yellow", running: "cyan", grading: "magenta" };

/** What a job is doing when its worker has written no milestone yet: never the objective's text, which says what was asked, not how far it got. */
const PHRASE: Record<JobSummary["state"], string> = {
  validating: "checking the task's checks on the baseline",
  queued: "waiting for a slot",
  starting: "starting the worker",
  running: "worker at work, no milestone yet",
  needs_permission: "waiting for your answer",
  grading: "grading the work",
  built: "built",
  "honest-failure": "honest failure",
  cancelled: "cancelled",
};

export function progressOf(j: JobSummary): string {
  return j.milestone ?? PHRASE[j.state];
}

/** `m:ss` (or `h:mm:ss`) of a duration. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const mmss = `${Math.floor(s / 60) % 60}:${String(s % 60).padStart(2, "0")}`;
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mmss.padStart(5, "0")}` : mmss;
}

/**
 * Elapsed time that tells the wait for a slot from the worker's own time: `validating 0:04`,
 * `queued 1:10`, `running 2:03` (from the slot's grant), `ran 2:40` once ended.
 */
export function elapsedOf(j: JobSummary, now = Date.now()): string {
  const created = Date.parse(j.createdAt);
  if (j.startedAt) {
    const ranMs = j.elapsedMs - (Date.parse(j.startedAt) - created);
    return `${isTerminal(j.state) ? "ran" : "running"} ${clock(ranMs)}`;
  }
  if (j.state === "queued") return `queued ${clock(j.queuedMs ?? 0)}`;
  if (j.state === "validating") return `validating ${clock(now - created)}`;
  // Ended before a slot was granted (cancelled, invalid task, queue timeout).
  return `ended ${clock(j.elapsedMs)}`;
}

export function JobsView({ jobs, pending, selected, status, now }: JobsViewProps) {
  if (jobs.length === 0) return <Text>no jobs yet — start one with ocw dispatch &lt;task.yaml&gt; (q quits)</Text>;
  const chosen = jobs[selected]?.job;
  const asks = jobs.flatMap((j) => (pending.get(j.job) ?? []).map((p, i) => ({ job: j.job, p, keyed: j.job === chosen && i === 0 })));
  return (
    <Box flexDirection="column">
      <Text bold>{"   job                    state             elapsed           tokens  progress"}</Text>
      {jobs.map((j, i) => (
        <Text key={j.job} inverse={i === selected}>
          {i === selected ? " > " : "   "}
          {j.job.padEnd(23)}
          <Text color={COLOR[j.state]}>{j.state.padEnd(17)}</Text>
          {elapsedOf(j, now).padEnd(16)}
          {String(j.tokens).padStart(7)}
          {"  "}
          {j.pending ? `${j.pending} pending · ` : ""}
          {j.attempt ? `attempt ${j.attempt} · ` : ""}
          {progressOf(j)}
        </Text>
      ))}
      {asks.map(({ job, p, keyed }) => (
        <Text key={`${job}/${p.id}`} color="yellow">
          {`   ${job} ${p.id}: ${p.permission} ${p.patterns.join(" ")}${keyed ? " — [a] once  [A] always  [r] reject" : ""}`}
        </Text>
      ))}
      <Text dimColor>{status ?? "↑/↓ select · a/A/r answer the selected job's first pending request · q quit"}</Text>
    </Box>
  );
}
