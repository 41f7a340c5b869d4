/**
 * What ends up in our OpenCode config dir is what the pack room returns, byte for byte: through
 * `ocw opencode start --pack`, and through a self-build's plan on model-setup's provider — where
 * the real OpenCode then runs our agent on setup's route, which the compiler wrote (no caller
 * edits the agent after it).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { ensureServer, serverDirs } from "../../src/opencode/index.js";
import { loadPack, loadProtocol, openCodeFiles, type OpenCodeFiles, type Pack } from "../../src/pack/index.js";
import { singleScript, startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { planFromTarget } from "../../src/selftest/index.js";
import { writeProvider } from "../../src/setup/index.js";
import { AGENT_NAME } from "../../src/target/index.js";
import { REPO } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

const REPLAY = "packs/replay__none__opencode";

let world: World;
let model: ReplayServer;
let pack: Pack;

beforeAll(async () => {
  world = await makeWorld("ocw-files-");
  model = await startReplayServer({ document: singleScript([{ text: "- nothing to change", result: "built" }]) });
  const loaded = await loadPack(REPO, join(REPO, REPLAY));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  pack = loaded.pack;
}, 120_000);

afterAll(async () => {
  const left = await world?.dispose();
  await model?.close();
  expect(left).toEqual([]);
}, DISPOSE_MS);

/** Every file of the config dir's config (opencode.json and agent markdown), as it is on disk. */
async function installed(): Promise<Record<string, string>> {
  const dir = serverDirs(world.env).config;
  const out: Record<string, string> = { "opencode.json": await readFile(join(dir, "opencode.json"), "utf8") };
  for (const name of await readdir(join(dir, "agent"))) out[`agent/${name}`] = await readFile(join(dir, "agent", name), "utf8");
  return out;
}

const asDisk = (f: OpenCodeFiles) => ({ [f.config.path]: f.config.text, [f.agent.path]: f.agent.text });

describe("config files", () => {
  it("config files - `ocw opencode start --pack` installs the pack's openCodeFiles unchanged", { timeout: 120_000 }, async () => {
    let err = "";
    const code = await main(["opencode", "start", "--pack", REPLAY, "--root", REPO, "--env", `OCW_REPLAY_BASE_URL=${model.baseURL}`, "--json"], {
      cwd: REPO,
      env: world.env,
      stdout: { write: () => undefined },
      stderr: { write: (t: string) => (err += t) },
    });
    expect(code, err).toBe(0);
    expect(await installed()).toEqual(asDisk(openCodeFiles(pack, await loadProtocol(REPO))));
  });

  it("config files - a self-build on setup's provider installs openCodeFiles on setup's route unchanged, and OpenCode runs the agent on that route", { timeout: 120_000 }, async () => {
    await writeProvider({ baseURL: model.baseURL, model: "replay", engine: "openai-compatible", context: 32768, output: 4096, providerId: "scripted", quant: "none", local: true }, { env: world.env });
    const setup = JSON.parse(await readFile(join(serverDirs(world.env).config, "opencode.json"), "utf8")) as Record<string, unknown>;
    const expected = openCodeFiles(pack, await loadProtocol(REPO), { served: { route: "scripted/replay", config: setup } });

    const plan = (await planFromTarget(REPO, world.env))!;
    expect(plan.pack).toBe(REPLAY);
    expect(plan.route).toBe("scripted/replay");
    const server = await ensureServer({ env: world.env, files: plan.files });
    expect(await installed()).toEqual(asDisk(expected));
    expect(expected.agent.text).toMatch(/^model: scripted\/replay$/m);

    const res = await fetch(new URL(`/agent?directory=${encodeURIComponent(world.root)}`, server.url), {
      headers: { authorization: `Basic ${Buffer.from(`opencode:${server.password}`).toString("base64")}` },
      signal: AbortSignal.timeout(30_000),
    });
    const agents = (await res.json()) as { name: string; model?: { providerID: string; modelID: string } }[];
    expect(agents.find((a) => a.name === AGENT_NAME)?.model).toEqual({ providerID: "scripted", modelID: "replay" });
  });
});
