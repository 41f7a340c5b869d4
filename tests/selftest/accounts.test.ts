/**
 * The self-build on a model the user reaches through their own OpenCode, like any other target:
 * their OpenCode Go sign-in (a planted key in their auth.json) and their config, which points the
 * provider at the loopback replay model and adds the model the ladder's replay plays. Through the
 * real opencode, the ladder runs on the route `opencode-go/replay` with the user's key on every
 * request; the build is cached for that route and not reused once the target is another route;
 * no file of ours holds the key.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useAccount } from "../../src/jobs/index.js";
import { startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { ladderReplay, selftest } from "../../src/selftest/index.js";
import { filesHolding } from "../helpers/files-holding.js";
import { REPO } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

const KEY = `sk-go-${randomBytes(12).toString("hex")}`;

let world: World;
let model: ReplayServer;

beforeAll(async () => {
  world = await makeWorld("ocw-selftest-accounts-");
  model = await startReplayServer({ document: ladderReplay() });
  const config = join(world.home, ".config", "opencode", "opencode.json");
  await mkdir(dirname(config), { recursive: true });
  const replay = { name: "Replay", limit: { context: 65536, output: 8192 }, tool_call: true, temperature: true };
  await writeFile(config, JSON.stringify({ provider: { "opencode-go": { options: { baseURL: model.baseURL }, models: { replay } }, opencode: { options: { baseURL: model.baseURL }, models: { replay } } } }));
  const auth = join(world.home, ".local", "share", "opencode", "auth.json");
  await mkdir(dirname(auth), { recursive: true });
  await writeFile(auth, JSON.stringify({ "opencode-go": { type: "api", key: KEY } }), { mode: 0o600 });
}, 120_000);

afterAll(async () => {
  expect(await world?.dispose()).toEqual([]);
  await model?.close();
}, DISPOSE_MS);

describe("self-build on what the user's OpenCode reaches", () => {
  it("accounts - a signed-in subscription model self-builds like any target: fit on its route, the user's key on every request, cached per route, no key in our files", async () => {
    await useAccount("opencode-go/replay", { env: world.env });
    const first = await selftest({ env: world.env, cwd: world.root, root: REPO });
    expect(first.status, first.line).toBe("fit");
    expect(first.route).toBe("opencode-go/replay");
    const digest = createHash("sha256").update(`Bearer ${KEY}`).digest("hex").slice(0, 16);
    expect(model.requests.length).toBeGreaterThan(5);
    expect(new Set(model.requests.map((r) => r.authDigest))).toEqual(new Set([digest]));
    expect(await filesHolding(world.ocwHome, KEY)).toEqual([]);

    const again = await selftest({ env: world.env, cwd: world.root, root: REPO });
    expect(again).toMatchObject({ status: "reused", outcome: "fit", route: "opencode-go/replay" });

    // Another route (the free tier, no sign-in) is another build, not the cached one.
    await useAccount("opencode/replay", { env: world.env });
    const before = model.requests.length;
    const other = await selftest({ env: world.env, cwd: world.root, root: REPO });
    expect(other.status, other.line).toBe("fit");
    expect(other.route).toBe("opencode/replay");
    const after = model.requests.slice(before);
    expect(after.length).toBeGreaterThan(5);
    // Free tier: OpenCode's anonymous key, not the user's subscription key.
    expect(after.some((r) => r.authDigest === digest)).toBe(false);
  }, 600_000);
});
