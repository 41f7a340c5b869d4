import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { ensureServer, findOpencode, stopServer } from "../opencode/index.js";
import type { Env } from "../paths/index.js";
import { stateRoot } from "../paths/index.js";
import { startReplayServer, type ReplayServer } from "../replay/index.js";
import { readBuild, writeBuild } from "./cache.js";
import { ladderReplay, RUNGS } from "./ladder.js";
import { hasPackSources, planFromPack, planFromTarget, type BuildPlan } from "./plan.js";
import { runLadder, type LadderEvent, type LadderRun } from "./run.js";
import { compare, headline, tally, type Comparison, type RungTally } from "./summary.js";

/**
 * Self-build: compile the agent for the target, install it into our OpenCode config, run the
 * calibration ladder through the real worker, grade every rung, compare with the pack's grade and
 * say so in one line. Every way it can fail to build ends as `Cannot build: <missing piece> —
 * <how to get it>`, never as a stack trace.
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
}

export interface SelftestReport {
  readonly status: "built" | "below" | "reused" | "cannot";
  readonly line: string;
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
}

const cannot = (piece: string, fix: string): SelftestReport => ({ status: "cannot", line: `Cannot build: ${piece} — ${fix}`, tallies: [], runs: [], missing: { piece, fix } });

export async function selftest(opts: SelftestOptions): Promise<SelftestReport> {
  const say = (message: string) => opts.onEvent?.({ type: "phase", message });
  if (!hasPackSources(opts.root)) {
    return cannot("the packs and the worker protocol are not next to this ocw", "install the plugin (/plugin install opencode-worker@opencode-worker-marketplace) or run ocw from a clone of opencode-worker");
  }
  let plan: BuildPlan | undefined;
  let env: Env = opts.env;
  let replay: ReplayServer | undefined;
  try {
    plan = opts.pack ? await planFromPack(opts.root, opts.pack) : await planFromTarget(opts.root, opts.env, opts.cwd);
  } catch (e) {
    return cannot(isOcwError(e) ? e.message : String(e), opts.pack ? "fix the pack (ocw build-pack shows every problem)" : "run model-setup again (ocw setup provider …)");
  }
  if (!plan) return cannot("no worker model is set up", "run the model-setup skill (ocw setup scan, then ocw setup provider) to choose one");

  const found = await findOpencode({ env: opts.env, cwd: opts.cwd });
  if (!found.chosen) return cannot(`OpenCode (${found.range}) is not installed`, "run ocw opencode install (npm installs opencode-ai@" + found.pinned + ")");
  if (opts.pack) {
    // A pack build must not replace the user's own worker config: it gets a state folder of its own.
    env = { ...opts.env, OCW_HOME: opts.home ?? join(stateRoot(opts.env, opts.cwd), "lab", plan.slug), OCW_OPENCODE: found.chosen.path };
  }

  if (!opts.fresh) {
    const cached = await readBuild(env, plan.key, plan.filesHash, opts.cwd);
    if (cached && cached.status !== "cannot") {
      return { ...cached, status: "reused", line: `Reusing the build from ${cached.builtAt?.slice(0, 10) ?? "an earlier run"}.`, previous: cached.line };
    }
  }

  try {
    if (opts.pack && plan.replay) {
      say("starting the built-in replay model (a scripted server on 127.0.0.1 that plays back recorded answers)");
      replay = await startReplayServer({ document: ladderReplay() });
      plan = await planFromPack(opts.root, opts.pack, { baseURL: replay.baseURL });
    }
    say(`installing the worker agent for ${plan.key} into the OpenCode config`);
    try {
      await ensureServer({ env, cwd: opts.cwd, files: plan.files });
    } catch (e) {
      return cannot(`the OpenCode server did not start (${isOcwError(e) ? e.message : String(e)})`, "run ocw opencode status for details, then ocw selftest again");
    }
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
      ...(opts.samples ? { samples: opts.samples } : {}),
      ...(opts.liar ? { liar: true } : {}),
      ...(opts.onEvent ? { onEvent: opts.onEvent } : {}),
    });
    // The grader's reason and a rung that threw MODEL_UNREACHABLE (lower-cased by runLadder) read the same.
    const silent = (x: { code: string }) => x.code === "model_unreachable";
    if (runs.filter((r) => !r.liar).every((r) => r.reasons.some(silent))) {
      const why = runs.flatMap((r) => r.reasons).find(silent)?.message ?? "no answer";
      return { ...cannot(`the model at ${plan.baseURL} did not answer (${why.split("\n")[0]})`, "start the model server, or run model-setup's verify (ocw setup verify) to see what is wrong"), runs };
    }
    const tallies = tally(runs);
    const comparison = compare(tallies, plan.standing);
    const report: SelftestReport = {
      status: comparison.status === "below" ? "below" : "built",
      line: headline(tallies, comparison, runs),
      key: plan.key,
      filesHash: plan.filesHash,
      slug: plan.slug,
      pack: plan.pack,
      route: plan.route,
      slots: plan.slots,
      replay: plan.replay,
      tallies,
      comparison,
      runs,
      builtAt: new Date().toISOString(),
    };
    // The demo's liar is part of the show, not of the target's build.
    if (!opts.liar) await writeBuild(env, report, opts.cwd);
    return report;
  } finally {
    if (replay) {
      // The config points at a replay model that dies with this process: the server must go too.
      await stopServer({ env, cwd: opts.cwd }).catch(() => undefined);
      await replay.close().catch(() => undefined);
    }
  }
}

/** Remove a pack build's state folder (the demo starts clean each time). */
export async function clearHome(home: string): Promise<void> {
  await stopServer({ env: { OCW_HOME: home } }).catch(() => undefined);
  await rm(home, { recursive: true, force: true }).catch((e: unknown) => {
    throw new OcwError(ErrorCode.Io, `cannot clear ${home} (${(e as Error).message}); delete it by hand`);
  });
}

/** The self-build as Claude is shown it: the status, the one line, and only the rungs that failed. */
export interface SelftestEntry {
  readonly status: SelftestReport["status"];
  readonly line: string;
  /** For a reused build: the line of the build being reused. */
  readonly previous?: string;
  readonly failed?: readonly { readonly rung: number; readonly name: string; readonly reasons: readonly string[] }[];
}

export function selftestEntry(r: SelftestReport): SelftestEntry {
  const failed = r.runs
    .filter((x) => !x.liar && x.verdict !== "built")
    .map((x) => ({ rung: x.rung, name: x.name, reasons: [...new Set(x.reasons.map((m) => m.code))] }));
  return { status: r.status, line: r.line, ...(r.previous ? { previous: r.previous } : {}), ...(failed.length ? { failed } : {}) };
}
