import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { git } from "../git/index.js";
import { parseReplayDocument, type ReplayDocument, type Reply } from "../replay/index.js";
import { ANSWER_RUNG, RUNGS } from "./rungs.js";

/**
 * The calibration ladder's shape: a rung is a fixture repository plus a task spec with held-back
 * checks. `materialize` turns one into a real git repository and a task file, the same inputs a
 * user's own task would give the jobs layer; nothing about a ladder job is special after that.
 */

export interface LadderCheck {
  readonly name: string;
  readonly run: string;
  readonly files?: readonly string[];
}

export interface HiddenCheck extends LadderCheck {
  readonly inject: Readonly<Record<string, string>>;
}

export interface Rung {
  readonly rung: number;
  readonly name: string;
  /** The fixture repository: path → content. */
  readonly files: Readonly<Record<string, string>>;
  readonly objective: string;
  /** Globs the worker may change (none for an answer rung). */
  readonly scope: readonly string[];
  /** An answer rung (read-only work): the schema its answer must meet; the task then has no scope. */
  readonly answer?: { readonly schema: Record<string, unknown> };
  readonly acceptance: readonly LadderCheck[];
  readonly regression?: readonly LadderCheck[];
  readonly hidden: readonly HiddenCheck[];
  /** What an honest, competent worker does: the replay model plays it back in the demo and tests. */
  readonly honest: readonly Reply[];
}

export { ANSWER_RUNG, RUNGS };

/** A worker that claims success without doing the work (the demo's liar, on rung 4). */
export const LIAR: { readonly rung: number; readonly turns: readonly Reply[] } = {
  rung: 4,
  turns: [{ text: "- looked at src/paginate.js\n- fixed the off-by-one, all tests pass", result: "built" }],
};

/** The replay script name for a rung (`ladder-3`), or the liar. */
export const scriptName = (rung: number): string => `ladder-${rung}`;
export const LIAR_SCRIPT = "liar";

/** The replay document holding every rung's honest answer and the liar. */
export function ladderReplay(): ReplayDocument {
  const scripts: Record<string, { description: string; turns: readonly Reply[] }> = {};
  for (const r of [...RUNGS, ANSWER_RUNG]) scripts[scriptName(r.rung)] = { description: `rung ${r.rung}: ${r.name}, done honestly`, turns: r.honest };
  scripts[LIAR_SCRIPT] = { description: `rung ${LIAR.rung}: claims built without changing anything`, turns: LIAR.turns };
  return parseReplayDocument({ replay: 1, models: ["replay"], scripts }, "the built-in ladder replay");
}

export interface Materialized {
  readonly workspace: string;
  readonly taskFile: string;
}

export interface MaterializeOptions {
  /** Where to create `<dir>/repo` and `<dir>/task.json`. */
  readonly dir: string;
  /** The route to pin (`provider/model`). */
  readonly model?: string;
  /** Appended to the objective so the replay model knows which script to play. */
  readonly replayScript?: string;
  readonly minutes: number;
  readonly steps: number;
  /** Most tokens one step may write with no tool call and no RESULT line (default LADDER_OUTPUT_TOKENS). */
  readonly outputTokens?: number;
}

/**
 * The runaway limit a rung's task gets (the task's `budget.outputTokens`). A rung needs little
 * prose: the honest answers write one line per step and a short RESULT block, and the files go
 * in tool-call arguments, which the limit does not count. Even a chatty worker that pastes the
 * largest solution (rung 3's cache, ~400 tokens) into its prose before writing it stays well
 * under 1024. The job default (8192) is sized for real tasks; on a tiny task, a step 1024
 * tokens long with no tool call is a model that has lost its way, and every token past that
 * only holds a slot (a noise model spent minutes per rung there).
 */
export const LADDER_OUTPUT_TOKENS = 1024;

/**
 * The limit for a model that may think: its reasoning streams into the same count, and a
 * thinking model deliberates for hundreds to a few thousand tokens even on a tiny task.
 */
export const THINKING_OUTPUT_TOKENS = 4096;

const IDENTITY = {
  GIT_AUTHOR_NAME: "ocw selftest",
  GIT_AUTHOR_EMAIL: "selftest@opencode-worker.invalid",
  GIT_COMMITTER_NAME: "ocw selftest",
  GIT_COMMITTER_EMAIL: "selftest@opencode-worker.invalid",
};

/** Create the rung's repository (one commit) and its task spec. */
export async function materialize(rung: Rung, opts: MaterializeOptions): Promise<Materialized> {
  const workspace = join(opts.dir, "repo");
  for (const [rel, text] of Object.entries(rung.files)) {
    const path = join(workspace, rel);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
  // The shared hardened runner, with an identity of our own: the user's git config may have none, or sign commits.
  const run = (args: string[]) =>
    git(args, { cwd: workspace, env: IDENTITY, timeoutMs: 30_000 }).catch((e: unknown) => {
      throw new OcwError(ErrorCode.Git, `cannot create the ladder fixture in ${workspace}: ${(e as Error).message.split("\n")[0]}`, { cause: e });
    });
  await run(["init", "-q", "-b", "main"]);
  await run(["add", "-A"]);
  await run(["-c", "commit.gpgsign=false", "commit", "-qm", `ladder rung ${rung.rung}: ${rung.name}`]);
  const objective = opts.replayScript ? `${rung.objective}\n\n[[replay:${opts.replayScript}]]` : rung.objective;
  const spec = {
    workspace,
    objective,
    ...(rung.answer ? { answer: rung.answer } : { scope: { allow: rung.scope } }),
    checks: {
      acceptance: rung.acceptance,
      ...(rung.regression ? { regression: rung.regression } : {}),
      hidden: rung.hidden,
    },
    timeouts: { check: 60 },
    budget: { minutes: opts.minutes, steps: opts.steps, outputTokens: opts.outputTokens ?? LADDER_OUTPUT_TOKENS },
    ...(rung.answer ? {} : { size: rung.rung }),
    ...(opts.model ? { model: opts.model } : {}),
  };
  const taskFile = join(opts.dir, "task.json");
  await writeFile(taskFile, `${JSON.stringify(spec, null, 2)}\n`);
  return { workspace, taskFile };
}
