/**
 * Garbage from the model through the real stack: a seeded sample of broken SSE answers
 * (sse.ts), served byte for byte by the replay model's `raw` fault, each to its own session of
 * one warm `opencode serve`, several sessions in parallel. Every turn must end — completed, or
 * failed with one of our error codes — within the bound, and the server must stay healthy: a
 * clean session afterwards still completes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Connection } from "../../src/opencode/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { WORKER, replayConfig } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";
import { fuzzPlan } from "./gen.js";
import { pool } from "./harness.js";
import { sseMutant, type SseMutant } from "./sse.js";

const RUNS = 40;
/** What a hang looks like: the stall bound is 5 s and one retry is allowed, so a minute is far beyond any honest ending. */
const TURN_BOUND_MS = 60_000;

const { seeds } = fuzzPlan(Number(process.env.OCW_FUZZ_SSE_RUNS ?? RUNS));
const mutants = new Map<number, SseMutant>(seeds.map((s) => [s, sseMutant(s)]));

let world: World;
let model: ReplayServer;
let conn: Connection;

beforeAll(async () => {
  world = await makeWorld("ocw-fuzz-sse-");
  const scripts: Record<string, Script> = { quick: { turns: [{ text: "- nothing to do", result: "built" }] } };
  // The broken answer once; whatever OpenCode does next (a retry, a tool result) gets a clean ending.
  for (const [seed, m] of mutants) scripts[`fz${seed}`] = { turns: [{ fault: { raw: m.base64, encoding: "base64" } }, { text: "- recovered", result: "honest-failure: fuzz", times: "always" }] };
  model = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["replay"], scripts }) });
  conn = await connect({ env: world.env, files: await replayConfig(), serverEnv: { OCW_REPLAY_BASE_URL: model.baseURL } });
}, 180_000);

afterAll(async () => {
  await conn?.close();
  const left = await world?.dispose();
  await model?.close();
  expect(left).toEqual([]);
}, DISPOSE_MS);

/** What each turn ended as, for the log line: completed, or the error code. */
const endings = new Map<string, number>();
const ended = (how: string): undefined => void endings.set(how, (endings.get(how) ?? 0) + 1);

async function runOne(seed: number): Promise<string | undefined> {
  const directory = await world.workdir(`fz${seed}`, { "greet.txt": "hi\n" });
  const session = await conn.openSession({ directory, title: `fuzz ${seed}`, agent: WORKER, model: "replay/replay", maxRetries: 1, stallMs: 5_000, permissionDeadlineMs: 2_000, policy: () => "reject" });
  model.bind(session.id, `fz${seed}`);
  let timer: NodeJS.Timeout | undefined;
  try {
    const turn = await session.prompt("Read greet.txt.");
    const result = await Promise.race([turn.result, new Promise<"hang">((resolve) => (timer = setTimeout(() => resolve("hang"), TURN_BOUND_MS)))]);
    if (result === "hang") return `the turn did not end within ${TURN_BOUND_MS} ms`;
    if (result.status === "completed") return ended("completed");
    if (!result.error) return `turn ${result.status} without an error`;
    if (result.error.code === "INTERNAL") return `INTERNAL: ${result.error.message}`;
    if (/\n\s+at /.test(result.error.message)) return `stack trace in the error: ${result.error.message.slice(0, 300)}`;
    return ended(result.error.code);
  } catch (e) {
    return `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
  } finally {
    clearTimeout(timer);
  }
}

describe("fuzz: broken model streams through opencode", () => {
  it(`fuzz - ${seeds.length} broken SSE answers, 4 sessions at a time on one server: every turn ends, the server stays healthy`, async () => {
    const failures: string[] = [];
    await pool(seeds, 4, async (seed) => {
      const m = mutants.get(seed)!;
      const broke = await runOne(seed);
      if (broke) failures.push(`${broke}\nseed ${seed} (replay: OCW_FUZZ_SEED=${seed}) ops [${m.ops.join("; ")}]\nbody (base64): ${m.base64.length > 3_000 ? `${m.base64.slice(0, 3_000)}…` : m.base64}`);
    });
    // Healthy afterwards: a clean session on the same server still completes.
    const directory = await world.workdir("after");
    const session = await conn.openSession({ directory, title: "after the fuzz", agent: WORKER, model: "replay/replay" });
    model.bind(session.id, "quick");
    const after = await (await session.prompt("anything to do?")).result;
    console.log(`sse fuzz: ${seeds.length} seeds from ${seeds[0]}; turns ended ${JSON.stringify(Object.fromEntries(endings))}; ${model.requests.length} model requests`);
    expect(failures.slice(0, 5).join("\n\n"), `${failures.length} failing answers`).toBe("");
    expect(after.status).toBe("completed");
  }, 600_000);
});
