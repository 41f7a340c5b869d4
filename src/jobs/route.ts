import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { loadPack } from "../pack/index.js";
import type { Env } from "../paths/index.js";
import { readActiveTarget, type ActiveTarget } from "../setup/index.js";
import type { SlotSource } from "./ledger/index.js";

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

export interface Slots {
  readonly n: number;
  readonly from: SlotSource;
}

export interface SlotQuery {
  /** The dispatch's `--slots` (or the tool's `slots`). */
  readonly explicit?: number;
  /** The job's pinned route (provider/model); undefined when OpenCode's default will be used. */
  readonly route?: string;
  /** The plugin root holding `packs/`; without it no pack is consulted (a drop-in skill has none). */
  readonly root?: string;
}

/**
 * Slots: the flag > `OCW_SLOTS` > the active target's count, when it declares one > the pack's
 * `settings.serving.slots` > 1. The target and its pack count only for a job on the target's
 * route; a job pinned to another model takes the pack for that route. The source is recorded
 * with the job, so `ocw jobs` can say why a batch runs one at a time.
 */
export async function resolveSlots(env: Env, q: SlotQuery = {}): Promise<Slots> {
  if (q.explicit !== undefined) return { n: q.explicit, from: "flag" };
  const fromEnv = Number(env.OCW_SLOTS);
  if (env.OCW_SLOTS && Number.isInteger(fromEnv) && fromEnv > 0) return { n: fromEnv, from: "env" };
  const target = await readActiveTarget(env).catch(() => undefined);
  const targetRoute = target ? `${target.providerId}/${target.model}` : undefined;
  const onTarget = target !== undefined && (q.route === undefined || q.route === targetRoute);
  if (onTarget && declaresSlots(target)) return { n: target.slots, from: "target" };
  const route = q.route ?? targetRoute;
  const pack = q.root && (onTarget || route) ? await packSlots(q.root, onTarget ? target.slug : undefined, route) : undefined;
  if (pack !== undefined) return { n: pack, from: "pack" };
  return { n: 1, from: "default" };
}

/**
 * A target record declares its slot count when model-setup was told it or measured it
 * (`slotsDeclared`); a record from before that field declares it only above the old default of 1.
 */
function declaresSlots(t: ActiveTarget): boolean {
  return t.slotsDeclared ?? t.slots > 1;
}

/** The slots the pack for this target (by its slug) or route declares; undefined when none does, or the packs disagree. */
async function packSlots(root: string, slug: string | undefined, route: string | undefined): Promise<number | undefined> {
  const packs = join(root, "packs");
  const bySlug = slug !== undefined && existsSync(join(packs, slug, "pack.yaml")) ? [slug] : [];
  const dirs = bySlug.length ? bySlug : route ? await readdir(packs).catch(() => [] as string[]) : [];
  const found = new Set<number>();
  for (const dir of dirs) {
    const loaded = await loadPack(root, join(packs, dir)).catch(() => undefined);
    if (!loaded?.ok) continue;
    const m = loaded.pack.manifest;
    if (!bySlug.length && `${m.provider.id}/${m.target.model}` !== route) continue;
    if (m.settings.serving?.slots !== undefined) found.add(m.settings.serving.slots);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
