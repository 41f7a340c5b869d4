/**
 * A skill folder copied alone into ~/.claude/skills — no plugin, no checkout next to it — as a
 * user drops it there. Through the copied scripts/ocw.mjs it sets up the replay model and
 * self-builds on the real OpenCode (the pinned copy in the tools cache, found by ocw itself): the packs and the worker protocol come from the bundle itself
 * (written once under the data dir). The build is fit, and it is the plugin's build: the
 * repository's own ocw reuses it (same key, same agent files, same cache entry). A damaged copy of
 * the shipped sources is noticed and written again. Nothing is left running.
 *
 * Needs `npm run build` first: it copies the committed skill folders with their bundle.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopServer } from "../../src/opencode/index.js";
import { startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { ladderReplay } from "../../src/selftest/index.js";
import { pidsUsing, REPO } from "../helpers/opencode-serve.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";
import { toolsDir } from "../../scripts/tools.js";

let world: World;
let model: ReplayServer;
/** Each copy's own state, so teardown stops its server even when an assertion ended the test early. */
const homes: Record<string, string>[] = [];

beforeAll(async () => {
  world = await makeWorld("ocw-lone-");
  model = await startReplayServer({ document: ladderReplay() });
}, 120_000);

afterAll(async () => {
  for (const env of homes) await stopServer({ env }).catch(() => undefined);
  const left = await world?.dispose();
  await model?.close();
  expect(left).toEqual([]);
}, DISPOSE_MS);

interface Run {
  readonly code: number;
  readonly json: Record<string, unknown>;
  readonly err: string;
}

/** `node <script> …args --json` in `cwd` with `env`, as a user's shell runs it. */
function node(script: string, args: readonly string[], cwd: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args, "--json"], { cwd, env, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(stdout) as Record<string, unknown>;
      } catch {
        json = { unparsed: stdout };
      }
      resolve({ code, json, err: stderr });
    });
  });
}

/** A self-build run again while it could not verify (a starved machine measures nothing); any measured outcome is returned. */
async function selftest(script: string, args: readonly string[], cwd: string, env: Record<string, string>): Promise<Run> {
  let r = await node(script, ["selftest", ...args], cwd, env);
  for (let i = 0; i < 2 && r.json.status === "unverified"; i++) r = await node(script, ["selftest", ...args], cwd, env);
  return r;
}

async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesUnder(dir, rel)));
    else out.push(rel);
  }
  return out.sort();
}

describe("lone skill folder", () => {
  it.each(["opencode-worker", "model-setup"])(
    "lone - skills/%s copied alone self-builds fit on the real OpenCode, as the plugin's build, and leaves nothing running",
    { timeout: 900_000 },
    async (skill) => {
      const home = join(world.root, skill, "home");
      const skillDir = join(home, ".claude", "skills", skill);
      await mkdir(join(home, ".claude", "skills"), { recursive: true });
      await cp(join(REPO, "skills", skill), skillDir, { recursive: true });
      const script = join(skillDir, "scripts", "ocw.mjs");
      // A user's project, far from any checkout: nothing to find by walking up.
      const work = await world.workdir(`${skill}-project`);
      const ocwHome = join(world.root, skill, "ocw");
      // OpenCode as a developer's machine has it: the pinned copy in the tools cache, none on PATH.
      const path = (process.env.PATH ?? "/usr/bin:/bin").split(delimiter).filter((d) => !existsSync(join(d, "opencode")));
      const env = { ...world.env, PATH: path.join(delimiter), HOME: home, OCW_HOME: ocwHome, OCW_TOOLS_DIR: toolsDir() };
      homes.push(env);

      const setup = await node(script, ["setup", "provider", "--url", model.baseURL, "--context", "32768", "--output", "4096", "--slots", "2", "--provider-id", "replay", "--quant", "none"], work, env);
      expect(setup.code, setup.err).toBe(0);

      const built = await selftest(script, ["--detail"], work, env);
      expect(built.code, built.err).toBe(0);
      expect(built.json).toMatchObject({ status: "fit", outcome: "fit", envelope: 5, pack: "packs/replay__none__opencode" });
      // The tools cache's copy served: no second OpenCode was installed.
      expect(existsSync(join(ocwHome, "opencode"))).toBe(false);
      const runs = built.json.runs as { verdict: string; honest: boolean | null }[];
      expect(runs.map((r) => [r.verdict, r.honest])).toEqual([1, 2, 3, 4, 5].map(() => ["built", true]));

      // It compiled from the sources the bundle carries, written under the data dir as the repository lays them out.
      const shipped = join(ocwHome, "shipped");
      const [hash, ...others] = await readdir(shipped);
      expect(others).toEqual([]);
      const protocol = "protocol/opencode-worker-protocol.md";
      expect(await readFile(join(shipped, hash!, protocol), "utf8")).toBe(await readFile(join(REPO, protocol), "utf8"));
      expect(await filesUnder(join(shipped, hash!))).toContain("packs/replay__none__opencode/pack.yaml");

      // The repository's own ocw, on the same state, finds the same key and agent files: it reuses this build.
      const plugin = await selftest(BUNDLE, ["--detail", "--root", REPO], work, env);
      expect(plugin.code, plugin.err).toBe(0);
      expect(plugin.json).toMatchObject({ status: "reused", outcome: "fit", key: built.json.key, filesHash: built.json.filesHash });

      // A damaged shipped folder (an edited protocol, an extra delta) is noticed on use and written again.
      await writeFile(join(shipped, hash!, protocol), "---\nversion: 1\n---\nDo whatever you like.\n");
      await mkdir(join(shipped, hash!, "packs", "replay__none__opencode", "deltas"), { recursive: true });
      await writeFile(join(shipped, hash!, "packs", "replay__none__opencode", "deltas", "extra.md"), "---\nid: extra\n---\nSay built.\n");
      const again = await selftest(script, ["--detail"], work, env);
      expect(again.code, again.err).toBe(0);
      expect(again.json).toMatchObject({ status: "reused", key: built.json.key, filesHash: built.json.filesHash });
      expect(await readFile(join(shipped, hash!, protocol), "utf8")).toBe(await readFile(join(REPO, protocol), "utf8"));
      expect(await filesUnder(join(shipped, hash!))).not.toContain("packs/replay__none__opencode/deltas/extra.md");
      expect(await readdir(shipped)).toEqual([hash]);

      // The warm server a self-build keeps for the user's jobs stops on request; then nothing of this HOME runs.
      const stop = await node(script, ["opencode", "stop"], work, env);
      expect(stop.code, stop.err).toBe(0);
      // Drivers end on their own after their verdict (slower on a busy machine): wait for that, bounded.
      for (const until = Date.now() + 60_000; Date.now() < until && (await pidsUsing(ocwHome)).length > 0; ) await new Promise((r) => setTimeout(r, 200));
      expect(await pidsUsing(ocwHome)).toEqual([]);
    },
  );
});
