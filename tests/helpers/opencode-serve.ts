/**
 * What the OpenCode tests share besides the world (tests/helpers/world.ts): the compiled replay
 * pack as our OpenCode config, and checks that processes are gone. The server itself is always
 * started by the real connector (src/opencode); the only double is the replay model.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { AGENT_NAME, compilePack, loadCanonicalSkill, loadPack, loadProtocol } from "../../src/pack/index.js";

export const REPO = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The replay pack compiled as our OpenCode config (agent + opencode.json), optionally edited. */
export async function replayConfig(edit?: (config: ReplayConfig) => void): Promise<Record<string, string>> {
  const loaded = await loadPack(REPO, join(REPO, "packs", "replay__none__opencode"));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const outputs = compilePack(loaded.pack, await loadProtocol(REPO), await loadCanonicalSkill(REPO));
  const agent = outputs.find((o) => o.path.endsWith(`/agent/${AGENT_NAME}.md`))!;
  const config = JSON.parse(outputs.find((o) => o.path.endsWith("/opencode.json"))!.text) as ReplayConfig;
  edit?.(config);
  return { "opencode.json": `${JSON.stringify(config, null, 2)}\n`, [`agent/${AGENT_NAME}.md`]: agent.text };
}

export interface ReplayConfig {
  provider: { replay: { models: Record<string, Record<string, unknown>> } };
  agent: Record<string, { permission: Record<string, unknown> }>;
  [key: string]: unknown;
}

/** True when none of `pids` runs any more (zombies count as gone). */
export async function allGone(pids: readonly number[]): Promise<boolean> {
  const { readFile } = await import("node:fs/promises");
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
    if (stat !== undefined && !/\) Z /.test(stat)) return false;
  }
  return true;
}

/** Every live pid (not this test process) whose environment mentions `marker`, e.g. a world's temp root: the servers and tool commands it started. */
export async function pidsUsing(marker: string): Promise<number[]> {
  const { readdir, readFile } = await import("node:fs/promises");
  const out: number[] = [];
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const environ = await readFile(`/proc/${name}/environ`, "utf8").catch(() => "");
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    if (environ.includes(marker) && !/\) Z /.test(stat) && Number(name) !== process.pid) out.push(Number(name));
  }
  return out;
}

export const WORKER = AGENT_NAME;
