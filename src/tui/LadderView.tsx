import { Box, Text } from "ink";
import type { SelftestEvent } from "../selftest/index.js";
import { RUNGS } from "../selftest/index.js";

/**
 * The self-build's live progress (`ocw selftest`, `ocw demo` in a terminal): one line per rung
 * with its state, last milestone and verdict. `reduceLadder` folds events into the view's props,
 * so the view stays pure and the reducer is testable without a terminal.
 */

export interface LadderRow {
  readonly id: string;
  readonly label: string;
  readonly state: string;
  readonly detail: string;
}

export interface LadderViewProps {
  readonly phase: string;
  readonly rows: readonly LadderRow[];
}

export const EMPTY_LADDER: LadderViewProps = { phase: "", rows: [] };

const COLOR: Record<string, string> = { built: "green", "honest-failure": "red", "did not run": "yellow", "stopped early": "gray", needs_permission: "yellow", running: "cyan", grading: "magenta" };

function label(rung: number, sample: number, liar: boolean): string {
  const name = RUNGS.find((r) => r.rung === rung)?.name ?? "?";
  return liar ? `liar (rung ${rung})` : `rung ${rung} ${name}${sample > 1 ? ` #${sample}` : ""}`;
}

export function reduceLadder(s: LadderViewProps, e: SelftestEvent): LadderViewProps {
  if (e.type === "phase") return { ...s, phase: e.message };
  const tag = e.type === "done" ? e.run : e;
  const id = `${tag.rung}/${tag.sample}/${tag.liar}`;
  const old = s.rows.find((r) => r.id === id) ?? { id, label: label(tag.rung, tag.sample, tag.liar), state: "dispatched", detail: "" };
  const row: LadderRow =
    e.type === "dispatched"
      ? { ...old, detail: e.job }
      : e.type === "state"
        ? { ...old, state: e.state, detail: e.milestone ?? old.detail }
        : e.type === "permission"
          ? { ...old, detail: `asked ${e.what} → ${e.reply === "once" ? "approved" : "rejected"}` }
          : e.run.stoppedBy !== undefined
            ? { ...old, state: "stopped early", detail: `rung ${e.run.stoppedBy} already decided the outcome` }
            : { ...old, state: e.run.ran ? e.run.verdict : "did not run", detail: e.run.reasons.length ? e.run.reasons.map((r) => r.code).join(", ") : `${(e.run.wallMs / 1000).toFixed(1)} s` };
  const rows = s.rows.some((r) => r.id === id) ? s.rows.map((r) => (r.id === id ? row : r)) : [...s.rows, row];
  return { ...s, rows: [...rows].sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true })) };
}

export function LadderView({ phase, rows }: LadderViewProps) {
  return (
    <Box flexDirection="column">
      {phase ? <Text dimColor>{phase}</Text> : null}
      {rows.map((r) => (
        <Text key={r.id}>
          {`  ${r.label.padEnd(26)}`}
          <Text color={COLOR[r.state]}>{r.state.padEnd(17)}</Text>
          {r.detail}
        </Text>
      ))}
    </Box>
  );
}
