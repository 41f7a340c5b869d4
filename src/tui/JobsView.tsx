import { Box, Text } from "ink";
import type { JobSummary, PermissionAsk } from "../jobs/index.js";

/** One frame of the dashboard: every job on a line, the selected one's pending permissions below. Pure: props in, text out. */

export interface JobsViewProps {
  readonly jobs: readonly JobSummary[];
  /** Pending permission requests of the selected job. */
  readonly pending: readonly PermissionAsk[];
  readonly selected: number;
  /** The last action's outcome or error. */
  readonly status?: string;
}

const COLOR: Record<string, string> = { built: "green", "honest-failure": "red", cancelled: "gray", needs_permission: "yellow", running: "cyan", grading: "magenta" };

export function JobsView({ jobs, pending, selected, status }: JobsViewProps) {
  if (jobs.length === 0) return <Text>no jobs yet — start one with ocw dispatch &lt;task.yaml&gt; (q quits)</Text>;
  return (
    <Box flexDirection="column">
      <Text bold>{"   job                    state             elapsed  tokens  milestone"}</Text>
      {jobs.map((j, i) => (
        <Text key={j.job} inverse={i === selected}>
          {i === selected ? " > " : "   "}
          {j.job.padEnd(23)}
          <Text color={COLOR[j.state]}>{j.state.padEnd(17)}</Text>
          {`${Math.round(j.elapsedMs / 1000)} s`.padStart(7)}
          {String(j.tokens).padStart(8)}
          {"  "}
          {j.pending ? `${j.pending} pending · ` : ""}
          {j.milestone ?? j.objective}
        </Text>
      ))}
      {pending.map((p) => (
        <Text key={p.id} color="yellow">
          {`   ${p.id}: ${p.permission} ${p.patterns.join(" ")} — [a] once  [A] always  [r] reject`}
        </Text>
      ))}
      <Text dimColor>{status ?? "↑/↓ select · a/A/r answer the first pending request · q quit"}</Text>
    </Box>
  );
}
