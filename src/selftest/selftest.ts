import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { describeContainment, INSTALL_HINT } from "../grade/index.js";
import { ensureServer, findOpencode, jobsRoot, serverUsers, stopHost, stopServer } from "../jobs/index.js";
import type { Env } from "../paths/index.js";
import { stateRoot } from "../paths/index.js";
import { startReplayServer } from "../replay/index.js";
import { readBuild, writeBuild } from "./cache.js";
import { ANSWER_RUNG, ladderReplay, RUNGS, THINKING_OUTPUT_TOKENS } from "./ladder.js";
import { probeEndpoint } from "./reach.js";
import { hasPackSources, planFromPack, planFromTarget, type BuildPlan } from "./plan.js";
import { runLadder, type LadderEvent, type LadderRun } from "./run.js";
import { judge, type Outcome } from "./outcome.js";
import { compare, fixFor, headline, tally, type Comparison, type RungTally } from "./summary.js";

/**
 * Self-build: compile the agent for the target, install it into our OpenCode config, run the
 * calibration ladder through the real worker, grade every rung, and read the result as a gate
 * (outcome.ts): fit, fit up to rung k, not fit — or could not verify when the ladder did not
 * run. One line says which, with the comparison to the pack's grade as extra information. A
 * missing piece ends as `Cannot build: <missing piece> — <how to get it>`, never as a stack trace.
 *
 * A build leaves nothing of its own running, however it ends (a result, an error, an interruption
 * through `signal`): the ladder's jobs are cancelled and their drivers waited for, a pack build's
 * lab server is stopped and the replay model closed. An active-target build keeps the user's warm
 * server: it is theirs, and their jobs share it. A SIGKILLed build cannot clean up; the next build
 * of the same pack reuses or replaces the lab server it left.
 */

export type SelftestEvent = LadderEvent | { readonly type: "phase"; readonly message: string };

export interface SelftestOptions {
  readonly env: Env;
  readonly cwd: string;
  /** The plugin root or a clone: where packs/ and protocol/ are. Undefined in a drop-in skill. */
  readonly root: string | undefined;
  /** Build this pack instead of the active target (pack authors, the demo). It runs in its own state folder. */
  readonly pack?: string;
  /** Ignore a cached build. */
  readonly fresh?: boolean;
  readonly samples?: number;
  /** Add the lying worker (the demo). */
  readonly liar?: boolean;
  /** State root for a pack build (default `<state>/lab/<slug>`). */
  readonly home?: string;
  readonly onEvent?: (e: SelftestEvent) => void;
  /** Interrupts the build (a signal to the CLI): it cleans up and ends `unverified`, naming the signal. */
  readonly signal?: AbortSignal;
  /** Run every rung even once the outcome is known (LadderOptions.full). */
  readonly full?: boolean;
}

/** The gate's outcome, or `reused` (a cached outcome, carried in `outcome`) or `cannot` (a missing piece). */
export type SelftestStatus = Outcome | "reused" | "cannot";

export interface SelftestReport {
  readonly status: SelftestStatus;
  readonly line: string;
  /** The measured outcome (for `reused`: the cached one). Absent for `cannot`. */
  readonly outcome?: Outcome;
  /** The largest task size (rung) this worker is calibrated for here; 0 when none. */
  readonly envelope?: number;
  readonly key?: string;
  readonly filesHash?: string;
  readonly slug?: string;
  readonly pack?: string | null;
  readonly route?: string;
  readonly slots?: number;
  readonly replay?: boolean;
  readonly tallies: readonly RungTally[];
  readonly comparison?: Comparison;
  readonly runs: readonly LadderRun[];
  /** When the ladder ran (a reused build keeps its own date). */
  readonly builtAt?: string;
  /** The headline of the build being reused. */
  readonly previous?: string;
  readonly missing?: { readonly piece: string; readonly fix: string };
  /** Beside the code envelope: the answer rung (read-only work, checked) — samples built of those measured, and why the others were not. */
  readonly answers?: { readonly built: number; readonly of: number; readonly reasons?: readonly string[] };
  readonly answerRuns?: readonly LadderRun[];
  /** How the checks were contained, in one line (containmentLine); absent when no job was graded. */
  readonly containment?: string;
}

/** The answer rung's result in words: `fit (1/1 verified)`, `not fit (0/1: citation_wrong)`, or none when it was not measured. */
function answersOf(runs: readonly LadderRun[]): { built: number; of: number; reasons: string[]; line: string } | undefined {
  const measured = runs.filter((r) => r.ran);
  if (measured.length === 0) return undefined;
  const built = measured.filter((r) => r.verdict === "built").length;
  const reasons = [...new Set(measured.filter((r) => r.verdict !== "built").flatMap((r) => r.reasons.map((x) => x.code)))];
  const line = built === measured.length ? `fit (${built}/${measured.length} verified)` : `not fit (${built}/${measured.length} verified${reasons.length ? `: ${reasons.join(", ")}` : ""})`;
  return { built, of: measured.length, reasons, line };
}

/** The ladder's jobs whose checks ran without a sandbox (their verdicts say `containment: none`). */
function uncontained(runs: readonly LadderRun[]): LadderRun[] {
  return runs.filter((r) => r.containment?.mode === "none");
}

/**
 * How the checks of the ladder's jobs were contained, in one line: in bubblewrap with its limits,
 * or UNCONTAINED with why and how to install it — on a machine without it every check runs the
 * worker's code with the user's rights, and nobody would know otherwise. Undefined when no job
 * was graded. `again` is what to run once bubblewrap is there.
 */
function containmentLine(runs: readonly LadderRun[], again = "run again"): string | undefined {
  const graded = runs.filter((r) => r.containment !== undefined);
  if (graded.length === 0) return undefined;
  const bare = uncontained(graded);
  if (bare.length > 0) {
    const c = bare[0]!.containment!;
    const which = bare.length === graded.length ? "" : ` in ${bare.length} of ${graded.length} graded jobs`;
    return `Checks ran UNCONTAINED${which}: ${c.why ?? "no sandbox"}, so they ran the worker's code with your rights, your files and the network. To contain them: ${c.install ?? INSTALL_HINT}, then ${again}.`;
  }
  const all = graded.map((r) => r.containment!);
  const network = [...new Set(all.flatMap((c) => c.network))];
  const open = all.find((c) => c.unixSockets !== false);
  return `Checks ran contained: ${describeContainment({ ...all[0]!, network, unixSockets: open !== undefined, ...(open?.unixSocketsWhy ? { unixSocketsWhy: open.unixSocketsWhy } : {}) })}.`;
}

const cannot = (piece: string, fix: string): SelftestReport => ({ status: "cannot", line: `Cannot build: ${piece} — ${fix}`, tallies: [], runs: [], missing: { piece, fix } });
const unverified = (line: string): SelftestReport => ({ status: "unverified", outcome: "unverified", line, tallies: [], runs: [] });

export async function selftest(opts: SelftestOptions): Promise<SelftestReport> {
  const say = (message: string) => opts.onEvent?.({ type: "phase", message });
  if (!hasPackSources(opts.root)) {
    return cannot("the packs and the worker protocol are not next to this ocw", "install the plugin (/plugin install opencode-worker@opencode-worker-marketplace) or run ocw from a clone of opencode-worker");
  }
  let plan: BuildPlan | undefined;
  let env: Env = opts.env;
  try {
    plan = opts.pack ? await planFromPack(opts.root, opts.pack) : await planFromTarget(opts.root, opts.env, opts.cwd);
  } catch (e) {
    return cannot(isOcwError(e) ? e.message : String(e), opts.pack ? "fix the pack (ocw build-pack shows every problem)" : "run model-setup again (ocw setup provider …)");
  }
  if (!plan) return cannot("no worker model is set up", "run the model-setup skill (ocw setup scan, then ocw setup provider) to choose one");

  // A pack build must not replace the user's own worker config: it gets a state folder of its own,
  // and the hints it prints name that folder.
  const home = opts.pack ? (opts.home ?? join(stateRoot(opts.env, opts.cwd), "lab", plan.slug)) : undefined;
  const ocw = home ? `OCW_HOME=${home} ocw` : "ocw";
  const found = await findOpencode({ env: opts.env, cwd: opts.cwd });
  if (!found.chosen) {
    // A binary that is there but did not answer in time (a loaded machine) is not a missing piece: nothing could be measured.
    const slow = found.candidates.find((c) => c.problem?.includes("did not answer"));
    if (slow) return unverified(`Could not verify: ${slow.problem}; no rung ran, so this is no verdict on the worker — check the machine's load (and ${ocw} opencode status), then ${ocw} selftest again.`);
    return cannot(`OpenCode (${found.range}) is not installed`, "run ocw opencode install (npm installs opencode-ai@" + found.pinned + ")");
  }
  if (home) env = { ...opts.env, OCW_HOME: home, OCW_OPENCODE: found.chosen.path };

  if (!opts.fresh) {
    const cached = await readBuild(env, plan.key, plan.filesHash, opts.cwd);
    if (cached) return reuse(cached);
  }

  // What this build started, stopped on every way out (last started, first stopped).
  const cleanup: (() => Promise<unknown>)[] = [];
  const stopped = () => interrupted(plan!, opts.signal?.reason, home !== undefined, ocw);
  try {
    if (opts.signal?.aborted) return stopped();
    if (opts.pack && plan.replay) {
      say("starting the built-in replay model (a scripted server on 127.0.0.1 that plays back recorded answers)");
      const replay = await startReplayServer({ document: ladderReplay() });
      cleanup.push(() => replay.close());
      plan = await planFromPack(opts.root, opts.pack, { baseURL: replay.baseURL });
    }
    const ctx = { route: plan.route, baseURL: plan.baseURL, ocw };
    // Nothing listens at the model's address: say so now, before a server starts and five rungs fail one by one.
    const reach = await probeEndpoint(plan.baseURL, env);
    if (reach.down) {
      return { ...base(plan, "unverified"), line: `Could not verify: the model at ${plan.baseURL} did not answer (${reach.why}); no rung ran, so this is no verdict on the worker — ${fixFor("model_unreachable", ctx)}, then ${ocw} selftest again.` };
    }
    if (opts.signal?.aborted) return stopped();
    say(`installing the worker agent for ${plan.key} into the OpenCode config`);
    // A pack build's server is the lab's own, and its config may point at a model that dies with
    // this process: it goes when the build ends. The active target's server is the user's.
    // The driver host goes first: a host still driving would start the server again after it was stopped.
    if (home) cleanup.push(async () => void (await stopServer({ env, cwd: opts.cwd })));
    if (home) cleanup.push(async () => void (await stopHost(jobsRoot(env), { waitMs: 30_000, kill: true })));
    try {
      await ensureServer({ env, cwd: opts.cwd, files: plan.files, usedBy: serverUsers(env) });
    } catch (e) {
      const why = isOcwError(e) ? e.message : String(e);
      return { ...base(plan, "unverified"), line: `Could not verify: the OpenCode server did not start (${why.split("\n")[0]}); no rung ran, so this is no verdict on the worker — run ${ocw} opencode status for details, then ${ocw} selftest again.` };
    }
    if (opts.signal?.aborted) return stopped();
    const dir = join(stateRoot(env, opts.cwd), "selftest", "runs", new Date().toISOString().replace(/[:.]/g, "-"));
    await mkdir(dir, { recursive: true });
    say(`running the ladder: ${RUNGS.length} rungs${(opts.samples ?? 1) > 1 ? ` × ${opts.samples} samples` : ""}${opts.liar ? " and one lying worker" : ""}, up to ${plan.slots} at once, on ${plan.route}`);
    const runs = await runLadder({
      env,
      cwd: opts.cwd,
      dir,
      model: plan.route,
      slots: plan.slots,
      replay: plan.replay,
      ...(plan.thinking ? { outputTokens: THINKING_OUTPUT_TOKENS } : {}),
      ...(opts.samples ? { samples: opts.samples } : {}),
      ...(opts.liar ? { liar: true } : {}),
      ...(opts.full ? { full: true } : {}),
      ocw,
      ...(opts.onEvent ? { onEvent: opts.onEvent } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    // An interrupted ladder measured nothing whole: no outcome, nothing cached.
    if (opts.signal?.aborted) return { ...stopped(), runs };
    // Beside the code envelope: is the model fit for answers (read-only work, checked)? Only where the ladder reached the worker.
    const reached = runs.some((r) => !r.liar && r.ran);
    const answerRuns = reached
      ? await runLadder({ env, cwd: opts.cwd, dir: join(dir, "answers"), model: plan.route, slots: plan.slots, replay: plan.replay, rungs: [ANSWER_RUNG], ...(opts.samples ? { samples: opts.samples } : {}), ocw, ...(opts.onEvent ? { onEvent: opts.onEvent } : {}), ...(opts.signal ? { signal: opts.signal } : {}) })
      : [];
    if (opts.signal?.aborted) return { ...stopped(), runs: [...runs, ...answerRuns] };
    const answers = answersOf(answerRuns);
    const tallies = tally(runs);
    const comparison = compare(tallies, plan.standing);
    const gate = judge(tallies);
    // The grader's reason and a rung that threw MODEL_UNREACHABLE (mapped by reasonFor) read the same.
    const silent = (x: { code: string }) => x.code === "model_unreachable";
    const measured = runs.filter((r) => !r.liar && r.stoppedBy === undefined);
    const unanswered = measured.length > 0 && measured.every((r) => !r.ran && r.reasons.some(silent));
    const line = unanswered
      ? `Could not verify: the model at ${plan.baseURL} did not answer (${(runs.flatMap((r) => r.reasons).find(silent)?.message ?? "no answer").split("\n")[0]}); no rung ran, so this is no verdict on the worker — ${fixFor("model_unreachable", ctx)}, then ${ocw} selftest again.`
      : `${headline(gate, tallies, comparison, runs, ctx)}${answers ? ` Answers: ${answers.line}.` : ""}`;
    // A pack build (the demo, pack earn) is run again as it was; the active target's build is cached, so again means --fresh.
    const contained = containmentLine([...runs, ...answerRuns], opts.pack ? "run again" : `run ${ocw} selftest --fresh`);
    const report: SelftestReport = {
      ...base(plan, gate.outcome),
      line,
      envelope: gate.envelope,
      tallies,
      comparison,
      runs,
      ...(answers ? { answers: { built: answers.built, of: answers.of, ...(answers.reasons.length ? { reasons: answers.reasons } : {}) }, answerRuns } : {}),
      ...(contained ? { containment: contained } : {}),
      builtAt: new Date().toISOString(),
    };
    // The demo's liar is part of the show, not of the target's build; a ladder that did not run measured nothing to keep.
    if (!opts.liar && gate.outcome !== "unverified") await writeBuild(env, report, opts.cwd);
    return report;
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  }
}

/** The build was interrupted (a signal): what it stopped, and that nothing was measured or kept. */
function interrupted(plan: BuildPlan, reason: unknown, lab: boolean, ocw: string): SelftestReport {
  const by = typeof reason === "string" ? ` by ${reason}` : "";
  return {
    ...base(plan, "unverified"),
    line: `Could not verify: interrupted${by}; the ladder's jobs were cancelled${lab ? " and the lab's OpenCode server stopped" : ""}, so this is no verdict on the worker and nothing was kept — run ${ocw} selftest again.`,
  };
}

/** A report's fields that come from the plan. */
function base(plan: BuildPlan, outcome: Outcome): Omit<SelftestReport, "line"> {
  return { status: outcome, outcome, key: plan.key, filesHash: plan.filesHash, slug: plan.slug, pack: plan.pack, route: plan.route, slots: plan.slots, replay: plan.replay, tallies: [], runs: [] };
}

/** A cached build, reused: its outcome and envelope stay visible, in the fields and in the line. */
function reuse(cached: SelftestReport): SelftestReport {
  const date = cached.builtAt?.slice(0, 10) ?? "an earlier run";
  const answers = cached.answers ? ` Answers: ${cached.answers.built === cached.answers.of ? "fit" : "not fit"} (${cached.answers.built}/${cached.answers.of} verified${cached.answers.reasons?.length ? `: ${cached.answers.reasons.join(", ")}` : ""}).` : "";
  return { ...cached, status: "reused", line: `Reusing the build from ${date}: ${outcomeWords(cached.outcome!, cached.envelope ?? 0, cached.tallies)}.${answers}`, previous: cached.line };
}

/** `fit`, `fit up to rung 3 (small module)`, `not fit`, `could not verify`. */
export function outcomeWords(outcome: Outcome, envelope: number, tallies: readonly RungTally[] = []): string {
  if (outcome === "fit-up-to") return `fit up to rung ${envelope}${tallies.find((t) => t.rung === envelope) ? ` (${tallies.find((t) => t.rung === envelope)!.name})` : ""}`;
  return outcome === "fit" ? "fit" : outcome === "not-fit" ? "not fit" : "could not verify";
}

/** Remove a pack build's state folder (the demo starts clean each time). */
export async function clearHome(home: string): Promise<void> {
  await stopHost(jobsRoot({ OCW_HOME: home }), { waitMs: 30_000, kill: true }).catch(() => undefined);
  await stopServer({ env: { OCW_HOME: home } }).catch(() => undefined);
  await rm(home, { recursive: true, force: true }).catch((e: unknown) => {
    throw new OcwError(ErrorCode.Io, `cannot clear ${home} (${(e as Error).message}); delete it by hand`);
  });
}

/**
 * The self-build as Claude is shown it: the status (the gate's outcome), the one line, the
 * envelope, and only the rungs the worker ran and failed; for `reused`, the cached `outcome` and
 * the reused build's line (`previous`).
 */
export interface SelftestEntry {
  readonly status: SelftestStatus;
  readonly line: string;
  /** For a reused build: the cached outcome. */
  readonly outcome?: Outcome;
  readonly envelope?: number;
  /** For a reused build: the line of the build being reused. */
  readonly previous?: string;
  readonly failed?: readonly { readonly rung: number; readonly name: string; readonly reasons: readonly string[] }[];
  /** Only when checks ran without a sandbox: the containment line, naming why and how to install bubblewrap. */
  readonly containment?: string;
}

export function selftestEntry(r: SelftestReport): SelftestEntry {
  const failed = r.status === "reused" ? [] : r.runs
    .filter((x) => !x.liar && x.ran && x.verdict !== "built")
    .map((x) => ({ rung: x.rung, name: x.name, reasons: [...new Set(x.reasons.map((m) => m.code))] }));
  return {
    status: r.status,
    line: r.line,
    ...(r.status === "reused" && r.outcome ? { outcome: r.outcome } : {}),
    ...(r.envelope !== undefined && r.outcome !== "unverified" ? { envelope: r.envelope } : {}),
    ...(r.previous ? { previous: r.previous } : {}),
    ...(failed.length ? { failed } : {}),
    // The contained case is the normal one and costs Claude nothing; the uncontained one it must pass on.
    ...(r.containment && uncontained([...r.runs, ...(r.answerRuns ?? [])]).length ? { containment: r.containment } : {}),
  };
}
