/**
 * What the OpenCode tests share: a temp world (OCW_HOME, a HOME, work folders), an env whose
 * PATH holds the pinned `opencode` from the tools cache, the compiled replay pack as our
 * OpenCode config, and checks that processes are gone. The server itself is always started by
 * the real connector (src/opencode); the only double is the replay model.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stopServer } from "../../src/opencode/index.js";
import { AGENT_NAME, compilePack, loadCanonicalSkill, loadPack, loadProtocol } from "../../src/pack/index.js";
import { ensureTool } from "../../scripts/tools.js";

export const REPO = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface World {
  /** The temp root; everything below is removed by `dispose`. */
  readonly root: string;
  /** Our state root (OCW_HOME). */
  readonly ocwHome: string;
  /** The HOME the server sees (tests put a CLAUDE.md and a ~/.opencode there). */
  readonly home: string;
  /** The client env: OCW_HOME set, PATH with the pinned opencode first. */
  readonly env: Record<string, string>;
  /** A fresh work folder (optionally with files). */
  workdir(name: string, files?: Readonly<Record<string, string>>): Promise<string>;
  /** Stop the world's server (if any) and remove the temp root. */
  dispose(): Promise<void>;
}

/** A temp world for one test file. */
export async function makeWorld(prefix = "ocw-oc-"): Promise<World> {
  const bin = await ensureTool("opencode");
  const root = await mkdtemp(join(tmpdir(), prefix));
  const ocwHome = join(root, "ocw");
  const home = join(root, "home");
  await mkdir(home, { recursive: true });
  const env: Record<string, string> = {
    PATH: [dirname(bin), process.env.PATH ?? "/usr/bin:/bin"].join(delimiter),
    OCW_HOME: ocwHome,
    HOME: home,
    TMPDIR: process.env.TMPDIR ?? tmpdir(),
  };
  return {
    root,
    ocwHome,
    home,
    env,
    async workdir(name, files = {}) {
      const dir = join(root, "work", name);
      await mkdir(dir, { recursive: true });
      for (const [rel, text] of Object.entries(files)) {
        await mkdir(dirname(join(dir, rel)), { recursive: true });
        await writeFile(join(dir, rel), text);
      }
      return dir;
    },
    async dispose() {
      await stopServer({ env }).catch(() => undefined);
      // Drivers end on their own after their verdict, slower on a busy machine: wait for that
      // (a process that never ends still shows up in the callers' leftover checks after this bound).
      for (const deadline = Date.now() + 60_000; Date.now() < deadline && (await pidsUsing(root)).length > 0; ) await new Promise((r) => setTimeout(r, 200));
      // A driver that just wrote its verdict is still releasing its slot and lock: on a busy
      // machine it can create a file while the tree is removed (ENOTEMPTY); rm retries that.
      await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

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
