import { ErrorCode, OcwError } from "../error.js";
import type { Task } from "../grade/index.js";
import { dispatch, dispatchSettled, type DispatchEntry, type DispatchOptions, type DispatchReport, type EffectiveRoute } from "../jobs/index.js";
import type { Env } from "../paths/index.js";
import { readActiveTarget } from "../setup/index.js";
import { newestBuildOn, readBuild } from "./cache.js";
import { RUNGS } from "./ladder.js";
import { judge, type Outcome } from "./outcome.js";
import { hasPackSources, planFromTarget } from "./plan.js";
import type { SelftestReport } from "./selftest.js";
import { stopWords } from "./summary.js";

/**
 * The self-build as a gate on dispatch. The CLI's `ocw dispatch` and the MCP `dispatch` both go
 * through here; the jobs layer runs its own preflight (a model route, the installed agent) first
 * and calls this gate before it records the job, so a refusal creates nothing.
 *
 * Which build speaks for the job's route:
 * - the route is the active target's (model-setup's): the build cached for the target's full key
 *   and compiled agent — the same one `ocw selftest` would reuse. None means the target was never
 *   self-built, or changed since: refused with `ocw selftest`;
 * - any other route (a spec's `model`, OCW_MODEL): the newest build whose ladder ran on that
 *   route, if any; with none, no self-build measured it and the preflight alone admits it.
 *
 * Then: `not-fit` is refused; `fit-up-to k` refuses a task whose `size` is above k (an unstated
 * size counts as the top rung, so only a worker fit on every rung takes it); `fit` admits. With
 * `force` (only with the user's consent) a refusal is recorded with the job instead.
 */

export interface GateOptions extends Omit<DispatchOptions, "admit"> {
  /** The plugin root or a clone (packs/, protocol/): the active target's key is computed from it. */
  readonly root: string | undefined;
  /** Dispatch even when the gate refuses (the user consented); the refusal is recorded with the job. */
  readonly force?: boolean;
}

export interface Admission {
  readonly route: string;
  /** The build's outcome; `unmeasured` when no self-build speaks for this route. */
  readonly outcome: Outcome | "unmeasured";
  readonly envelope?: number;
  /** The task's size, with an unstated one counted as the top rung. */
  readonly size: number;
  /** The refusal `force` overrode. */
  readonly forced?: string;
}

/** The top of the ladder: the size an unstated task counts as. */
export const TOP_SIZE = RUNGS.length;

/** Dispatch behind the gate, then wait for the checks' validation (dispatchSettled). */
export async function dispatchGated(opts: GateOptions): Promise<DispatchEntry & { readonly forced?: string }> {
  const { admitGate, admitted } = gate(opts);
  const entry = await dispatchSettled({ ...jobOptions(opts), admit: admitGate });
  const forced = admitted()?.forced;
  return forced ? { ...entry, forced } : entry;
}

/** Dispatch behind the gate and return as soon as the job is recorded. */
export async function dispatchGatedDetached(opts: GateOptions): Promise<DispatchReport & { readonly forced?: string }> {
  const { admitGate, admitted } = gate(opts);
  const report = await dispatch({ ...jobOptions(opts), admit: admitGate });
  const forced = admitted()?.forced;
  return forced ? { ...report, forced } : report;
}

function jobOptions(opts: GateOptions): DispatchOptions {
  return {
    taskFile: opts.taskFile,
    cwd: opts.cwd,
    env: opts.env,
    ...(opts.slots !== undefined ? { slots: opts.slots } : {}),
    ...(opts.root !== undefined ? { root: opts.root } : {}),
    ...(opts.queueMinutes !== undefined ? { queueMinutes: opts.queueMinutes } : {}),
  };
}

function gate(opts: GateOptions) {
  let admission: Admission | undefined;
  return {
    admitGate: async (what: { task: Task; route: EffectiveRoute }) => {
      admission = await admit(opts, what.task, what.route.model);
      return admission.forced ? { note: `forced: ${admission.forced}` } : {};
    },
    admitted: () => admission,
  };
}

/** The gate's decision for `task` on `route`: an admission, or a thrown NOT_FIT / NOT_SELF_BUILT. */
export async function admit(opts: { env: Env; cwd: string; root: string | undefined; force?: boolean }, task: Task, route: string): Promise<Admission> {
  const size = task.spec.size ?? TOP_SIZE;
  const sizeWords = task.spec.size === undefined ? `states no size, which counts as ${TOP_SIZE}` : `is size ${size}`;
  const { build, active } = await buildFor(opts, route);
  const consent = "or, with the user's consent, dispatch with --force (MCP force: true)";
  // A refusal: what is wrong (kept with a forced job), then what to do.
  const refuse = (code: ErrorCode, what: string, fix: string, data: Record<string, unknown>): Admission => {
    if (!opts.force) throw new OcwError(code, `${what}; ${fix}`, { data });
    return { route, outcome: build?.outcome ?? "unmeasured", ...(build ? { envelope: build.envelope ?? 0 } : {}), size, forced: what };
  };
  if (!build) {
    if (!active) return { route, outcome: "unmeasured", size };
    return refuse(
      ErrorCode.NotSelfBuilt,
      `${route}, the active target, has no self-build for its current setup (never self-built, or model-setup changed it since)`,
      `run ocw selftest, then dispatch again — ${consent}`,
      { route },
    );
  }
  const outcome = build.outcome!;
  const envelope = build.envelope ?? 0;
  const when = `ocw selftest of ${build.builtAt!.slice(0, 10)}`;
  if (outcome === "not-fit") {
    const why = stopWords(judge(build.tallies), build.tallies, build.runs);
    return refuse(ErrorCode.NotFit, `${route} is not fit here (${when}${why ? `: ${why}` : ""})`, `do this task yourself or set up a stronger model (model-setup), ${consent}`, { route, outcome, envelope, size });
  }
  if (outcome === "fit-up-to" && size > envelope) {
    const top = `rung ${envelope} (${RUNGS.find((r) => r.rung === envelope)?.name ?? "?"})`;
    return refuse(
      ErrorCode.NotFit,
      `${route} is fit up to ${top} here (${when}): tasks of size ${envelope} or less, and this task ${sizeWords}`,
      `if it is no bigger than ${top}, set \`size: ${envelope}\` (or less) in the spec; else do it yourself, ${consent}`,
      { route, outcome, envelope, size },
    );
  }
  return { route, outcome, envelope, size };
}

/** The build that speaks for `route`, and whether the route is the active target's. */
async function buildFor(opts: { env: Env; cwd: string; root: string | undefined }, route: string): Promise<{ build: SelftestReport | undefined; active: boolean }> {
  const target = await readActiveTarget(opts.env, opts.cwd).catch(() => undefined);
  const active = target !== undefined && `${target.providerId}/${target.model}` === route;
  if (active && hasPackSources(opts.root)) {
    const plan = await planFromTarget(opts.root, opts.env, opts.cwd).catch(() => undefined);
    if (plan) return { build: await readBuild(opts.env, plan.key, plan.filesHash, opts.cwd), active };
  }
  // No packs to compute the key from (a drop-in skill), or another route: the newest build on it.
  return { build: await newestBuildOn(opts.env, route, opts.cwd), active };
}
