import { ErrorCode, OcwError } from "../error.js";
import { ANSWER_RUNG, describeRun, earnGrade, REPLAY_NOTICE, runDemo, RUNGS, selftest, selftestEntry, type SelftestEvent, type SelftestReport } from "../selftest/index.js";
import type { Context, Outcome } from "./context.js";
import { findRoot, findSources } from "./root.js";
import { signalExitCode, whileCatchingSignals } from "./signals.js";

/** `ocw selftest`, `ocw pack earn` and `ocw demo`: the self-build and what is built on it. */

/** An explicit --root must exist; otherwise the plugin root or a clone, else the sources this ocw carries. */
async function sourcesFor(ctx: Context, explicit?: string): Promise<string> {
  const where = { cwd: ctx.cwd, ...(ctx.selfDir ? { selfDir: ctx.selfDir } : {}) };
  return explicit !== undefined ? findRoot({ ...where, explicit }) : findSources({ ...where, env: ctx.env });
}

/** Progress as plain lines on stderr (an ink view would fight with pipes and CI logs). */
export function progressPrinter(ctx: Context): (e: SelftestEvent) => void {
  const name = (rung: number, liar: boolean) => (liar ? `liar (rung ${rung})` : rung === ANSWER_RUNG.rung ? "answer rung" : `rung ${rung} (${RUNGS.find((r) => r.rung === rung)?.name ?? "?"})`);
  const last = new Map<string, string>();
  return (e) => {
    const line = (() => {
      switch (e.type) {
        case "phase":
          return `· ${e.message}`;
        case "dispatched":
          return `${name(e.rung, e.liar)}${e.sample > 1 ? ` #${e.sample}` : ""}: dispatched as ${e.job}`;
        case "state": {
          // The done line reports terminal states, with their reasons.
          if (["built", "honest-failure", "cancelled"].includes(e.state)) return undefined;
          const text = `${name(e.rung, e.liar)}: ${e.state}${e.milestone ? ` — ${e.milestone}` : ""}`;
          const k = `${e.rung}/${e.sample}/${e.liar}`;
          if (last.get(k) === text) return undefined;
          last.set(k, text);
          return text;
        }
        case "permission":
          return `${name(e.rung, e.liar)}: asks ${e.what} → ${e.reply === "once" ? "approved once" : "rejected"}`;
        case "done":
          if (e.run.stoppedBy !== undefined) return `${name(e.run.rung, e.run.liar)}: not run — stopped early, rung ${e.run.stoppedBy} already decided the outcome`;
          return `${name(e.run.rung, e.run.liar)}: ${e.run.ran ? e.run.verdict : "did not run"}${e.run.reasons.length ? ` (${e.run.reasons.map((r) => r.code).join(", ")})` : ""}`;
      }
    })();
    if (line) ctx.stderr.write(`${line}\n`);
  };
}

/**
 * Progress for a long command: ink's live view when stderr is a terminal (and the output is not
 * --json), plain lines otherwise. `stop` must run before the result is printed.
 */
async function progress(ctx: Context, values: Record<string, unknown>): Promise<{ onEvent: (e: SelftestEvent) => void; stop: () => void }> {
  const tty = ctx.stderr === process.stderr && process.stderr.isTTY === true && values.json !== true && !ctx.env.CI;
  if (!tty) return { onEvent: progressPrinter(ctx), stop: () => undefined };
  const { ladderProgress } = await import("../tui/index.js");
  return ladderProgress();
}

/**
 * Run a build that a signal may interrupt: the build cleans up (its jobs, its lab server, the
 * replay model) and the command exits with the signal's code (130 for Ctrl-C), never 0.
 */
async function interruptible(run: (signal: AbortSignal) => Promise<Outcome>): Promise<Outcome> {
  const { result, caught } = await whileCatchingSignals(run);
  if (result.status === "rejected" && !caught) throw result.reason;
  if (!caught) return (result as PromiseFulfilledResult<Outcome>).value;
  const done = result.status === "fulfilled" ? result.value : { data: { interrupted: caught }, text: "" };
  const error = result.status === "rejected" ? result.reason : (done.error ?? new OcwError(ErrorCode.NotBuilt, `interrupted by ${caught}`));
  return { ...done, error: error as Error, exitCode: signalExitCode(caught) };
}

/** Exit 0 when the worker may take tasks here (fit, fit up to rung k); 1 with NOT_FIT or NOT_BUILT otherwise. */
function report(r: SelftestReport, detail: boolean): Outcome {
  const text = [r.line, ...(r.previous ? [r.previous] : []), ...(r.containment ? [r.containment] : [])].join("\n");
  const outcome = r.status === "reused" ? r.outcome : r.status;
  const error = outcome === "not-fit" ? new OcwError(ErrorCode.NotFit, r.line) : outcome === "cannot" || outcome === "unverified" ? new OcwError(ErrorCode.NotBuilt, r.line) : undefined;
  return { data: detail ? r : selftestEntry(r), text, ...(error ? { error } : {}) };
}

export const selftestCommand = {
  name: "selftest",
  summary: "Self-build the worker for the active target: run the calibration ladder and print one line",
  usage: `Usage: ocw selftest [--fresh] [--pack <dir>] [--root <repo>] [--json]

Compiles the worker agent for the active target (from model-setup), installs it into our
OpenCode config, runs the calibration ladder (${RUNGS.length} small tasks with held-back checks, rung k =
task size k) through the real worker — as many at once as the target has slots — grades every
rung and prints one line, the gate dispatch obeys:

  Fit: every rung built; ladder 5/5 built, no false claims; matches the pack's grade.
  Fit up to rung 3 (small module): give it tasks of size 3 or less; rung 4 … failed …
  Not fit: rung 1 (exact file) failed (check_failed); … Do not delegate to <route> here …
  Could not verify: rung 2 … did not run (<cause>); … — <what to fix>, then run ocw selftest again.
  Cannot build: <missing piece> — <how to get it>
  Reusing the build from <date>: <fit | fit up to rung k (…) | not fit>.

A second line says how the checks were contained: "Checks ran contained: bwrap (…)", or, on a
machine without bubblewrap, "Checks ran UNCONTAINED: …" with how to install it.
A false claim (the worker said built, the checks failed) caps the outcome below its rung and is
named. Measured outcomes are cached per full target key and reused until the key or the agent
changes. Exit 0 for fit and fit up to rung k; 1 otherwise. Progress goes to stderr.

Options:
  --fresh         run the ladder even when a cached build exists
  --pack <dir>    build this pack (e.g. packs/replay__none__opencode) in its own state folder,
                  instead of the active target; the replay pack starts the built-in replay model
  --root <repo>   the opencode-worker checkout holding packs/ and protocol/ (default: found)
  --detail        with --json: the full report (plan, tallies, every rung), not just status,
                  line, envelope and failed rungs
  --json          print the report as one line of JSON`,
  options: { fresh: { type: "boolean" }, pack: { type: "string" }, root: { type: "string" }, detail: { type: "boolean" } },
  allowPositionals: false,
  async run(values: { fresh?: boolean; pack?: string; root?: string; detail?: boolean }, _p: string[], ctx: Context): Promise<Outcome> {
    const p = await progress(ctx, values);
    try {
      return await interruptible(async (signal) => {
        const r = await selftest({
          env: ctx.env,
          cwd: ctx.cwd,
          root: await sourcesFor(ctx, values.root),
          ...(values.pack ? { pack: values.pack } : {}),
          ...(values.fresh ? { fresh: true } : {}),
          onEvent: p.onEvent,
          signal,
        });
        return report(r, values.detail === true);
      });
    } finally {
      p.stop();
    }
  },
} as const;

export const packCommand = {
  name: "pack",
  summary: "Pack authoring: earn a pack's grade on the calibration ladder",
  usage: `Usage: ocw pack earn <pack-dir> [--samples N] [--root <repo>] [--json]

Runs the calibration ladder N times per rung (default 3) against the pack's own endpoint (the
replay pack starts the built-in replay model), then writes the pack's grade.json with the
results under the pack's full target key and recompiles the pack. Runs in its own state folder
(<state>/lab/<slug>), so your worker config is untouched. Needs OpenCode (ocw opencode install)
and the model served at the pack's baseURL: when nothing listens there it stops at once with
"Could not verify: the model at … did not answer", before any server starts. However it ends,
it cancels its jobs and stops the lab's OpenCode server; Ctrl-C, SIGTERM or SIGHUP write no grade
and exit 130, 143 or 129. See docs/packs.md.`,
  options: { samples: { type: "string" }, root: { type: "string" } },
  allowPositionals: true,
  async run(values: { samples?: string; root?: string }, positionals: string[], ctx: Context): Promise<Outcome> {
    const [verb, pack, ...extra] = positionals;
    if (verb !== "earn") throw new OcwError(ErrorCode.Usage, `pack: expected "earn", got ${verb === undefined ? "nothing" : `"${verb}"`}; see ocw pack --help`);
    if (!pack) throw new OcwError(ErrorCode.Usage, "pack earn: name the pack folder, e.g. ocw pack earn packs/replay__none__opencode");
    if (extra.length) throw new OcwError(ErrorCode.Usage, `pack earn: unexpected argument "${extra[0]}"`);
    const samples = values.samples === undefined ? 3 : Number(values.samples);
    if (!Number.isInteger(samples) || samples < 1 || samples > 20) throw new OcwError(ErrorCode.Usage, `Expected --samples to be an integer from 1 to 20, got ${JSON.stringify(values.samples)}`);
    const root = findRoot({ ...(values.root !== undefined ? { explicit: values.root } : {}), cwd: ctx.cwd, ...(ctx.selfDir ? { selfDir: ctx.selfDir } : {}) });
    const p = await progress(ctx, values);
    return interruptible(async (signal) => {
      const r = await earnGrade({ env: ctx.env, cwd: ctx.cwd, root, pack, samples, onEvent: p.onEvent, signal }).finally(() => p.stop());
      const line = r.build.containment ? `${r.build.line}\n${r.build.containment}` : r.build.line;
      const text = r.written ? `${line}\nWrote ${r.gradeFile} (${samples} samples per rung) and recompiled the pack.` : line;
      return { data: r, text, ...(r.written ? {} : { error: new OcwError(ErrorCode.NotBuilt, r.build.line) }) };
    });
  },
} as const;

export const demoCommand = {
  name: "demo",
  summary: "Watch the whole loop on the built-in replay model: self-build, the ladder, a lying worker caught",
  usage: `Usage: ocw demo [--json]

Runs on any machine with Node.js: installs the pinned OpenCode if it is missing, starts the
built-in replay model (a scripted server on 127.0.0.1 — not a real model), self-builds the replay
pack's worker through the calibration ladder, adds one worker that lies about its result, and
prints every verdict with its reasons and how the checks were contained (bubblewrap, or
UNCONTAINED with how to install it). Uses its own state folder (<state>/demo) and stops
everything it started.`,
  options: {},
  allowPositionals: false,
  async run(v: Record<string, unknown>, _p: string[], ctx: Context): Promise<Outcome> {
    ctx.stderr.write(`${REPLAY_NOTICE}\n\n`);
    const root = await sourcesFor(ctx);
    const p = await progress(ctx, v);
    return interruptible(async (signal) => {
      const demo = await runDemo({ env: ctx.env, cwd: ctx.cwd, root, log: (l) => ctx.stderr.write(`${l}\n`), onEvent: p.onEvent, signal }).finally(() => p.stop());
      const b = demo.build;
      const lines = [
        "",
        "opencode-worker demo — every verdict, as the grader gave it:",
        "",
        ...b.runs.map(describeRun),
        ...(b.answerRuns ?? []).map(describeRun),
        "",
        b.line,
        ...(b.containment ? [b.containment] : []),
        "",
        REPLAY_NOTICE,
        demo.ok ? "Demo passed: every rung built, the answer verified, and the lying worker was caught." : `Demo FAILED: ${demo.problems.join("; ")}`,
      ];
      return { data: demo, text: lines.join("\n"), ...(demo.ok ? {} : { error: new OcwError(ErrorCode.NotBuilt, `demo failed: ${demo.problems.join("; ")}`) }) };
    });
  },
} as const;
