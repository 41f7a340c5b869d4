/**
 * Workers on what the user already has in OpenCode, through the real opencode: a user's own
 * config (OpenCode's hosted tiers pointed at the loopback replay model, a provider holding an
 * inline key) and their sign-ins (`auth.json` with a planted subscription key) in a HOME of the
 * test's. Discovery labels every model by its provider's tier; a signed-in model becomes the
 * target and its job is built with the user's key on the wire, while no file we wrote holds it;
 * a rate limit ends a job `tier_exhausted`, not run, with one request sent and no other tier
 * tried; local-only data refuses every hosted id the user's OpenCode lists.
 */
import { createHash, randomBytes } from "node:crypto";
import { lstat, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverAccounts, dispatch, jobEntry, jobResult, readJob, useAccount, type AccountsReport } from "../../src/jobs/index.js";
import { opencodeConfigDir } from "../../src/paths/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { AGENT_NAME } from "../../src/target/index.js";
import { filesHolding } from "../helpers/files-holding.js";
import { replayConfig } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

const GO_KEY = `sk-go-${randomBytes(12).toString("hex")}`;
const INLINE_KEY = `sk-inline-${randomBytes(12).toString("hex")}`;

const SCRIPTS = {
  work: { turns: [{ text: "- writing hello.txt", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  limited: { turns: [{ fault: { status: 429, message: "Rate limit exceeded: the free tier allowance is used up", retryAfter: 3600 } }] },
} as const;

let world: World;
let model: ReplayServer;
let accounts: AccountsReport;
let n = 0;

beforeAll(async () => {
  world = await makeWorld("ocw-accounts-");
  model = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["replay"], scripts: SCRIPTS }) });
  // The user's own OpenCode: config (JSON with comments) and sign-ins, where OpenCode keeps them.
  const config = join(world.home, ".config", "opencode", "opencode.jsonc");
  await mkdir(dirname(config), { recursive: true });
  await writeFile(
    config,
    [
      "{",
      "  // the hosted tiers, pointed at the loopback stand-in for their servers",
      `  "provider": {`,
      `    "opencode": { "options": { "baseURL": "${model.baseURL}" } },`,
      `    "opencode-go": { "options": { "baseURL": "${model.baseURL}" } },`,
      `    "inline": { "npm": "@ai-sdk/openai-compatible", "options": { "baseURL": "https://llm.example.com/v1", "apiKey": "${INLINE_KEY}" }, "models": { "big": { "limit": { "context": 65536, "output": 8192 } } } },`,
      "  },",
      `  "agent": { "user-agent": { "prompt": "not for workers" } },`,
      "}",
    ].join("\n"),
  );
  const auth = join(world.home, ".local", "share", "opencode", "auth.json");
  await mkdir(dirname(auth), { recursive: true });
  await writeFile(auth, JSON.stringify({ "opencode-go": { type: "api", key: GO_KEY } }), { mode: 0o600 });
  accounts = await discoverAccounts({ env: world.env });
}, 120_000);

afterAll(async () => {
  expect(await world?.dispose()).toEqual([]);
  await model?.close();
}, DISPOSE_MS);

/** Make `route` the target and install the worker agent beside it (as a self-build would). */
async function target(route: string) {
  const r = await useAccount(route, { env: world.env });
  const agent = join(opencodeConfigDir(world.env), "agent", `${AGENT_NAME}.md`);
  await mkdir(dirname(agent), { recursive: true });
  await writeFile(agent, (await replayConfig())[`agent/${AGENT_NAME}.md`]!);
  return r;
}

async function task(script: string, extra: Record<string, unknown> = {}) {
  const workspace = await world.repo(`acc-${n}`, { "greet.txt": "hi\n" });
  const taskFile = join(world.root, `acc-${n++}.task.json`);
  const spec = {
    workspace,
    objective: `Write hello into hello.txt. [[replay:${script}]]`,
    scope: { allow: ["hello.txt"] },
    checks: { acceptance: [{ name: "has hello", run: "grep -qx hello hello.txt" }] },
    budget: { minutes: 5 },
    ...extra,
  };
  await writeFile(taskFile, JSON.stringify(spec));
  return taskFile;
}

async function until(id: string, timeoutMs = 120_000) {
  const root = join(world.ocwHome, "jobs");
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const job = await readJob(root, id as never);
    if (["built", "honest-failure"].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("accounts: what the user's OpenCode reaches", () => {
  it("accounts - every model is labelled by its provider's tier; a signed-in provider is listed, an inline key makes its models unusable; no value is reported", () => {
    const by = (p: string) => accounts.models.filter((m) => m.provider === p);
    expect(by("opencode").length).toBeGreaterThan(0);
    expect(new Set(by("opencode").map((m) => m.tier))).toEqual(new Set(["hosted-free"]));
    // The suffix is a price, not a tier: big-pickle has none and is in the same tier as the -free ids.
    expect(by("opencode").some((m) => !m.model.endsWith("-free"))).toBe(true);
    expect(by("opencode-go").length).toBeGreaterThan(0);
    expect(new Set(by("opencode-go").map((m) => [m.tier, m.credentials].join()))).toEqual(new Set(["hosted-subscription,sign-in"]));
    expect(by("inline")).toEqual([expect.objectContaining({ route: "inline/big", tier: "metered", usable: false, why: expect.stringContaining("provider.inline.options.apiKey") })]);
    expect(accounts.signIns).toEqual([{ provider: "opencode-go", type: "api" }]);
    expect(accounts.tiers["hosted-free"]).toBe(by("opencode").length);
    const text = JSON.stringify(accounts);
    expect(text).not.toContain(GO_KEY);
    expect(text).not.toContain(INLINE_KEY);
  });

  it("accounts - a signed-in subscription model is the target: its job is built with the user's key on the wire, result names its tier, and no file we wrote holds the key", async () => {
    const route = accounts.models.find((m) => m.provider === "opencode-go" && m.usable)!.route;
    const t = await target(route);
    expect(t.record).toMatchObject({ providerId: "opencode-go", tier: "hosted-subscription", via: "opencode" });
    const d = await dispatch({ taskFile: await task("work"), cwd: world.root, env: world.env });
    const job = await until(d.job);
    expect(job.state, JSON.stringify(job.reasons)).toBe("built");
    expect(job.route).toMatchObject({ model: route, tier: "hosted-subscription" });
    const entry = await jobEntry(world.env, d.job);
    expect(entry).toMatchObject({ verdict: "built", route: `${route} (hosted-subscription)` });
    expect((await jobResult(world.env, d.job)).route).toMatchObject({ tier: "hosted-subscription" });
    // The worker's requests carried the user's own key, read from their auth.json in place.
    const digest = createHash("sha256").update(`Bearer ${GO_KEY}`).digest("hex").slice(0, 16);
    const mine = model.requests.filter((r) => r.script === "work");
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((r) => r.authDigest))).toEqual(new Set([digest]));
    // Nothing we wrote holds it: state, jobs, logs, the worker's OpenCode data, its config and agent.
    expect(await filesHolding(world.ocwHome, GO_KEY)).toEqual([]);
    expect(await filesHolding(world.ocwHome, INLINE_KEY)).toEqual([]);
    const link = join(world.ocwHome, "server", "xdg", "data", "opencode", "auth.json");
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    // The user's own agents stay out of the worker's OpenCode.
    expect(await readFile(join(opencodeConfigDir(world.env), "opencode.json"), "utf8")).not.toContain("user-agent");
  }, 240_000);

  it("accounts - a rate-limited hosted tier ends the job tier_exhausted, not run: one request, no other tier, the reset time named", async () => {
    await target("opencode/big-pickle");
    const before = model.requests.length;
    const started = Date.now();
    const d = await dispatch({ taskFile: await task("limited"), cwd: world.root, env: world.env });
    const job = await until(d.job);
    const seconds = (Date.now() - started) / 1000;
    expect(job.state).toBe("honest-failure");
    // First and alone among the causes: the checks the grader still ran only say nothing was written.
    const codes = job.reasons?.map((r) => r.code) ?? [];
    expect(codes[0], JSON.stringify(job.reasons)).toBe("tier_exhausted");
    expect(codes.filter((c) => !["no_change", "check_failed"].includes(c))).toEqual(["tier_exhausted"]);
    expect(job.reasons?.[0]?.message).toMatch(/until 20\d\d-\d\d-\d\dT/);
    expect(job.route).toMatchObject({ model: "opencode/big-pickle", tier: "hosted-free" });
    const after = model.requests.slice(before);
    expect(after.map((r) => [r.script, r.outcome, r.body.model])).toEqual([["limited", "fault:429", "big-pickle"]]);
    expect(seconds).toBeLessThan(60);
  }, 180_000);

  it("accounts - local-only data refuses every hosted id the user's OpenCode lists, before any job exists", async () => {
    const hosted = accounts.models.filter((m) => m.provider === "opencode" || m.provider === "opencode-go");
    expect(hosted.length).toBeGreaterThan(10);
    for (const m of hosted) {
      const taskFile = await task("work", { data: "local-only", model: m.route });
      await expect(dispatch({ taskFile, cwd: world.root, env: world.env }), m.route).rejects.toMatchObject({ code: "LOCALITY_REFUSED", message: expect.stringMatching(/hosted (free tier|subscription)/) });
    }
  }, 240_000);
});
