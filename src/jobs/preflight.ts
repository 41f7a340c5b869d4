import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { AGENT_NAME } from "../target/index.js";
import { opencodeConfigDir, type Env } from "../paths/index.js";
import type { RouteSource } from "./route.js";

/**
 * What dispatch checks before it records a job, in milliseconds and without the server: that a
 * model will answer the job, and that our OpenCode config holds the worker agent (installed by a
 * self-build). Without either the job could only end later as a puzzling failure; here it is
 * refused at once with the command that fixes it.
 */

/** The route a job will run on: the resolved one, else the default model our OpenCode config names. */
export interface EffectiveRoute {
  readonly model: string;
  readonly source: RouteSource;
}

export async function preflight(env: Env, route: EffectiveRoute | undefined): Promise<EffectiveRoute> {
  const dir = opencodeConfigDir(env);
  const effective = route ?? (await defaultRoute(dir));
  if (!effective) {
    throw new OcwError(
      ErrorCode.NoModel,
      `no worker model is set up: the task names no \`model\`, OCW_MODEL is unset and model-setup has not chosen one (${join(dir, "opencode.json")} names no default); run the model-setup skill (ocw setup scan, then ocw setup provider …), then ocw selftest`,
    );
  }
  if (!(await agentInstalled(dir))) {
    throw new OcwError(
      ErrorCode.NotSelfBuilt,
      `the worker agent "${AGENT_NAME}" is not installed in our OpenCode config (${join(dir, "agent", `${AGENT_NAME}.md`)} is missing): ${effective.model} has not been self-built here; run ocw selftest (it installs the agent and calibrates the model), then dispatch again`,
      { data: { route: effective.model } },
    );
  }
  return effective;
}

/** The `model` of our OpenCode config: what OpenCode runs when nothing else names a route. */
async function defaultRoute(dir: string): Promise<EffectiveRoute | undefined> {
  const text = await readFile(join(dir, "opencode.json"), "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    // A broken config has no default; the server start names the problem if it gets that far.
    return undefined;
  }
  const model = (config as { model?: unknown } | null)?.model;
  return typeof model === "string" && model.includes("/") ? { model, source: "opencode" } : undefined;
}

/** The agent as a self-build or `ocw opencode start --pack` installs it: agent/<name>.md (or agents/). */
async function agentInstalled(dir: string): Promise<boolean> {
  for (const sub of ["agent", "agents"]) {
    const s = await stat(join(dir, sub, `${AGENT_NAME}.md`)).catch(() => undefined);
    if (s?.isFile()) return true;
  }
  return false;
}
