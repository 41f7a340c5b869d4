import type { Env } from "../paths/index.js";
import { readActiveTarget } from "../setup/index.js";

/** Where a job's route came from, in precedence order. */
export type RouteSource = "spec" | "env" | "target" | "opencode";

/**
 * The route precedence: the spec's `model` > `OCW_MODEL` > the active target from model-setup.
 * Undefined means "OpenCode's default", which only the server can name (the driver asks it).
 */
export async function resolveRoute(specModel: string | undefined, env: Env): Promise<{ model: string; source: RouteSource } | undefined> {
  if (specModel) return { model: specModel, source: "spec" };
  if (env.OCW_MODEL) return { model: env.OCW_MODEL, source: "env" };
  const target = await readActiveTarget(env).catch(() => undefined);
  if (target) return { model: `${target.providerId}/${target.model}`, source: "target" };
  return undefined;
}

/** Slots: `OCW_SLOTS` > the active target's slot count > 1 (one local endpoint serves one job well). */
export async function resolveSlots(env: Env, explicit?: number): Promise<number> {
  if (explicit !== undefined) return explicit;
  const fromEnv = Number(env.OCW_SLOTS);
  if (env.OCW_SLOTS && Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  const target = await readActiveTarget(env).catch(() => undefined);
  return target?.slots ?? 1;
}
