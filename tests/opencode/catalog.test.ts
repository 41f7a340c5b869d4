/**
 * The models catalog our server runs with. When every provider in our config is served on this
 * machine and fully described, the server gets an empty catalog (`OPENCODE_MODELS_PATH`): a new
 * directory's instance then skips converting OpenCode's bundled models.dev list. These tests
 * would notice if anything we rely on came from that list after all — route validation, the
 * default model, the limits a request carries, a whole turn with tools — and that hosted
 * providers, half-described ones and `OCW_OPENCODE_CATALOG=bundled` keep the bundled catalog.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, ensureServer, serverDirs, stopServer, type Connection } from "../../src/opencode/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { WORKER, replayConfig } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

let world: World;
let model: ReplayServer;

beforeAll(async () => {
  world = await makeWorld("ocw-cat-");
  model = await startReplayServer({
    document: parseReplayDocument({
      replay: 1,
      scripts: { write: { turns: [{ tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] } },
    }),
  });
});

afterAll(async () => {
  await stopServer({ env: world.env }).catch(() => undefined);
  const left = await world?.dispose();
  await model?.close();
  expect(left).toEqual([]);
}, DISPOSE_MS);

/** OPENCODE_MODELS_PATH as the running server process sees it (undefined: the bundled catalog). */
async function catalogOf(pid: number): Promise<string | undefined> {
  const environ = await readFile(`/proc/${pid}/environ`, "utf8");
  const entry = environ.split("\0").find((kv) => kv.startsWith("OPENCODE_MODELS_PATH="));
  return entry?.slice("OPENCODE_MODELS_PATH=".length);
}

describe("models catalog", () => {
  it("catalog - a local, fully described provider runs on the empty catalog: routes, default model, limits and a whole turn work", async () => {
    const env = { ...world.env };
    const files = await replayConfig();
    const info = await ensureServer({ env, files, serverEnv: { OCW_REPLAY_BASE_URL: model.baseURL } });
    const path = await catalogOf(info.pid);
    expect(path).toBe(serverDirs(env).catalog);
    expect(JSON.parse(await readFile(path!, "utf8"))).toEqual({});

    let conn: Connection | undefined;
    try {
      conn = await connect({ env, files, serverEnv: { OCW_REPLAY_BASE_URL: model.baseURL } });
      expect(conn.server.pid).toBe(info.pid);
      const directory = await world.workdir("turn", { "README.md": "hi\n" });
      // Route validation and the default come from our config alone.
      expect(await conn.defaultModel(directory)).toBe("replay/replay");
      await expect(conn.validate(directory, WORKER, { providerID: "replay", modelID: "nope" })).rejects.toMatchObject({ code: "MODEL_UNKNOWN", message: expect.stringContaining("replay/replay") });
      const session = await conn.openSession({ directory, title: "catalog", agent: WORKER, model: "replay/replay" });
      model.bind(session.id, "write");
      const result = await (await session.prompt("Write hello.txt.")).result;
      expect(result.status).toBe("completed");
      expect(await readFile(`${directory}/hello.txt`, "utf8")).toBe("hello\n");
      // The output limit the request carries is the pack's own (settings.limit.output: 4096).
      const asked = model.requests.filter((r) => r.headers["x-opencode-session"] === session.id || JSON.stringify(r.body).includes("Write hello.txt"));
      expect(asked.length).toBeGreaterThan(0);
      const body = asked[0]!.body as unknown as Record<string, unknown>;
      expect(body.max_tokens ?? body.max_completion_tokens).toBe(4096);
    } finally {
      await conn?.close();
    }
  }, 180_000);

  it("catalog - hosted, half-described and `bundled` configs keep OpenCode's own catalog", async () => {
    const cases: { name: string; env?: Record<string, string>; edit?: Parameters<typeof replayConfig>[0]; serverEnv?: Record<string, string> }[] = [
      { name: "bundled by choice", env: { OCW_OPENCODE_CATALOG: "bundled" } },
      { name: "a hosted provider", serverEnv: { OCW_REPLAY_BASE_URL: "https://models.example.invalid/v1" } },
      { name: "a model without limits", edit: (c) => void delete c.provider.replay.models.replay!.limit },
    ];
    for (const c of cases) {
      const env = { ...world.env, ...c.env };
      const files = await replayConfig(c.edit);
      const info = await ensureServer({ env, files, serverEnv: c.serverEnv ?? { OCW_REPLAY_BASE_URL: model.baseURL } });
      expect(await catalogOf(info.pid), c.name).toBeUndefined();
    }
  }, 300_000);

  it("catalog - a bad OCW_OPENCODE_CATALOG is refused naming the variable and its values", async () => {
    await expect(ensureServer({ env: { ...world.env, OCW_OPENCODE_CATALOG: "tiny" }, files: await replayConfig() })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: expect.stringMatching(/OCW_OPENCODE_CATALOG.*auto.*bundled/),
    });
  });
});
