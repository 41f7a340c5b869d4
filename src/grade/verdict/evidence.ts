import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { git } from "../../git/index.js";
import type { TaskSpec } from "../task/index.js";
import type { Repo } from "../snapshot/index.js";
import { describeContainment } from "../sandbox/index.js";
import type { Verdict } from "./verdict.js";

/**
 * The evidence folder: everything needed to read a verdict and to re-run it. The check logs are
 * written there by the runner as they happen; this module adds the task as graded, the worker's
 * diff, the claim, the verdict itself and `rerun.sh`, which rebuilds the worker's result from
 * the baseline and the diff in a fresh worktree and grades it again.
 */

export const EVIDENCE_FILES = { verdict: "verdict.json", task: "task.json", diff: "worker.diff", claim: "claim.txt", rerun: "rerun.sh", before: "checks/before", after: "checks/after" } as const;

/** Create the folder and its check-log subfolders. */
export async function prepareEvidence(dir: string): Promise<void> {
  await mkdir(join(dir, EVIDENCE_FILES.before), { recursive: true });
  await mkdir(join(dir, EVIDENCE_FILES.after), { recursive: true });
}

/** Write the worker's diff (binary-safe, no external diff drivers: the worker may have configured some). */
export async function writeDiff(dir: string, repo: Repo, from: string, to: string): Promise<void> {
  const diff = await git(["diff", "--binary", "--full-index", "--no-ext-diff", "--no-textconv", "--no-color", "--no-renames", from, to], { cwd: repo.workspace });
  await writeFile(join(dir, EVIDENCE_FILES.diff), diff);
}

export interface EvidenceInput {
  readonly dir: string;
  readonly spec: TaskSpec;
  readonly claim?: string;
  readonly verdict: Verdict;
  /** How to invoke ocw in rerun.sh (shell words), e.g. `node '/path/ocw.mjs'`. */
  readonly ocwCommand: string;
}

/** Write task.json, claim.txt, rerun.sh and finally verdict.json (last, so its presence means complete). */
export async function writeEvidence(e: EvidenceInput): Promise<void> {
  await writeFile(join(e.dir, EVIDENCE_FILES.task), `${JSON.stringify(e.spec, null, 2)}\n`);
  if (e.claim !== undefined) await writeFile(join(e.dir, EVIDENCE_FILES.claim), e.claim);
  const rerun = join(e.dir, EVIDENCE_FILES.rerun);
  await writeFile(rerun, rerunScript(e));
  await chmod(rerun, 0o755);
  await writeFile(join(e.dir, EVIDENCE_FILES.verdict), `${JSON.stringify(e.verdict, null, 2)}\n`);
}

function rerunScript(e: EvidenceInput): string {
  const claim = e.claim !== undefined ? ` --claim-file "$here/${EVIDENCE_FILES.claim}"` : "";
  const c = e.verdict.containment;
  // A contained verdict is re-run contained or not at all: uncontained, the same checks could pass where they were stopped.
  const require = c.mode === "bwrap" ? " --require-sandbox" : "";
  return `#!/bin/sh
# Re-run verdict ${e.verdict.id} (${e.verdict.verdict}).
# Rebuilds the worker's result from the baseline commit and worker.diff in a fresh worktree, then
# grades it again with the same task: ./rerun.sh [--json]. Set OCW to choose the ocw command.
# Containment: ${describeContainment(c).replace(/\n/g, " ")}
set -eu
here=$(cd "$(dirname "$0")" && pwd)
OCW=\${OCW:-${e.ocwCommand}}
workspace=${quote(e.verdict.task.workspace)}
baseline=${e.verdict.baseline.commit}
scratch=$(mktemp -d "\${TMPDIR:-/tmp}/ocw-rerun-XXXXXX")
cleanup() {
  git -C "$workspace" -c core.hooksPath=/dev/null worktree remove --force --force "$scratch/tree" >/dev/null 2>&1 || true
  rm -rf "$scratch"
}
trap cleanup EXIT
git -C "$workspace" -c core.hooksPath=/dev/null worktree add --detach --force "$scratch/tree" "$baseline" >/dev/null 2>&1
if [ -s "$here/${EVIDENCE_FILES.diff}" ]; then
  git -C "$scratch/tree" -c core.hooksPath=/dev/null apply --binary --whitespace=nowarn "$here/${EVIDENCE_FILES.diff}"
fi
$OCW grade --task "$here/${EVIDENCE_FILES.task}" --tree "$scratch/tree" --baseline "$baseline"${require}${claim} "$@"
`;
}

/** Single-quote for sh. */
export function quote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
