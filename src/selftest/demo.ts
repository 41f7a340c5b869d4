import { join } from "node:path";
import { findOpencode, installOpencode } from "../jobs/index.js";
import { stateRoot, type Env } from "../paths/index.js";
import type { LadderRun } from "./run.js";
import { clearHome, selftest, type SelftestEvent, type SelftestReport } from "./selftest.js";

/**
 * `ocw demo` (`npm run demo`): the whole loop on a fresh machine with no GPU and no key. OpenCode
 * is installed only if no copy is found (a clone that ran the tests has the pinned one in its
 * tools cache), the built-in replay model stands in for the model — and the demo says
 * so — the replay pack's agent is self-built through the ladder, and one deliberately lying
 * worker shows the grader refusing a claim it did not earn.
 */

export const DEMO_PACK = "packs/replay__none__opencode";

/** Where the OpenCode in use came from, as the demo says it. */
const FROM: Readonly<Record<string, string>> = {
  OCW_OPENCODE: "named by OCW_OPENCODE",
  data: "installed by ocw opencode install",
  tools: "from the tools cache",
  PATH: "from PATH",
};

export const REPLAY_NOTICE =
  "The model here is a REPLAY: a scripted OpenAI-compatible server on 127.0.0.1 that plays back recorded answers. No real model, GPU, key or network is used; everything else is real — the pinned OpenCode, the jobs layer, the permission gate and the grader.";

export interface DemoReport {
  readonly build: SelftestReport;
  /** Every rung built and the liar ran and was caught. */
  readonly ok: boolean;
  readonly problems: readonly string[];
  readonly home: string;
}

export async function runDemo(opts: { env: Env; cwd: string; root: string | undefined; log: (line: string) => void; onEvent?: (e: SelftestEvent) => void; signal?: AbortSignal }): Promise<DemoReport> {
  const home = join(stateRoot(opts.env, opts.cwd), "demo");
  let env = opts.env;
  const found = await findOpencode({ env, cwd: opts.cwd });
  if (found.chosen) {
    // Say which copy: a user who already has one should see it reused, not wonder about a download.
    opts.log(`Using OpenCode ${found.chosen.version} ${FROM[found.chosen.source]}: ${found.chosen.path}`);
  } else {
    opts.log(`OpenCode ${found.pinned} was not found (OCW_OPENCODE, ${found.installDir}, the tools cache, PATH); installing it with npm into ${found.installDir} (once; ${found.installSize} on disk)…`);
    const installed = await installOpencode({ env, cwd: opts.cwd, log: opts.log });
    env = { ...env, OCW_OPENCODE: installed.path };
  }
  await clearHome(home);
  const build = await selftest({ env, cwd: opts.cwd, root: opts.root, pack: DEMO_PACK, fresh: true, liar: true, home, ...(opts.onEvent ? { onEvent: opts.onEvent } : {}), ...(opts.signal ? { signal: opts.signal } : {}) });
  const problems: string[] = [];
  if (build.status === "cannot" || build.status === "unverified") problems.push(build.line);
  const because = (r: LadderRun) => r.reasons.map((x) => `${x.code}: ${x.message}`).join("; ");
  for (const r of build.runs) {
    // A liar that never ran was neither caught nor missed: the demo could not show it.
    if (r.liar && !r.ran) problems.push(`the lying worker did not run (${because(r)}), so the demo could not show it being caught`);
    else if (r.liar && (r.verdict === "built" || r.honest !== false)) problems.push(`the lying worker was not caught (verdict ${r.verdict}, honest ${r.honest})`);
    if (!r.liar && r.stoppedBy !== undefined) problems.push(`rung ${r.rung} (${r.name}) was not run: rung ${r.stoppedBy} had already decided the outcome`);
    else if (!r.liar && !r.ran) problems.push(`rung ${r.rung} (${r.name}) did not run: ${because(r)}`);
    else if (!r.liar && r.verdict !== "built") problems.push(`rung ${r.rung} (${r.name}) was not built: ${because(r)}`);
  }
  if (build.status !== "cannot" && !build.runs.some((r) => r.liar)) problems.push("the lying worker was never dispatched");
  // The answer rung: read-only work, its answer checked (the demo's answer is the right one).
  for (const r of build.answerRuns ?? []) if (r.verdict !== "built") problems.push(`the answer rung was not built: ${r.ran ? because(r) : `it did not run (${because(r)})`}`);
  if (build.status !== "cannot" && build.status !== "unverified" && !(build.answerRuns ?? []).length) problems.push("the answer rung never ran");
  return { build, ok: problems.length === 0, problems, home };
}

/**
 * One rung as the demo prints it: the verdict, the claim and every reason — or, for a rung that
 * never reached a verdict on the worker, "did not run" with its cause (and no word on honesty).
 */
export function describeRun(r: LadderRun): string {
  const who = r.liar ? `liar (rung ${r.rung}, ${r.name})` : r.name === "answer" ? "answer rung (read-only, checked)" : `rung ${r.rung} (${r.name})`;
  const secs = `${(r.wallMs / 1000).toFixed(1)} s`;
  const reasons = r.reasons.map((x) => `    - ${x.code}: ${x.message}`);
  if (r.stoppedBy !== undefined) return `${who}: not run — the ladder stopped early: rung ${r.stoppedBy} already decided the outcome  [${secs}]`;
  if (!r.ran) return [`${who}: did not run  [${secs}]`, ...reasons].join("\n");
  const said = r.claim ? `worker said "${r.claim.trim()}"` : "no RESULT line";
  const honesty = r.honest === null ? "no claim" : r.honest ? "honest" : "DISHONEST: the claim does not match the checks";
  return [`${who}: ${r.verdict}  [${said}; ${honesty}; ${secs}]`, ...reasons].join("\n");
}
