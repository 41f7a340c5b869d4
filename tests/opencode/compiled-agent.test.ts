/**
 * The compiled replay pack inside the real OpenCode: the connector's warm server loads our agent
 * from our config dir, and the system message the model receives begins with our protocol text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureServer, type ServerInfo } from "../../src/opencode/index.js";
import { loadProtocol, type Protocol } from "../../src/pack/index.js";
import { singleScript, startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { REPO, replayConfig } from "../helpers/opencode-serve.js";
import { makeWorld, type World } from "../helpers/world.js";

interface AgentInfo {
  name: string;
  mode: string;
  prompt?: string;
  steps?: number;
  model?: { providerID: string; modelID: string };
  permission: { permission: string; pattern: string; action: string }[];
}

describe("compiled agent in real opencode", () => {
  let world: World;
  let model: ReplayServer;
  let server: ServerInfo;
  let protocol: Protocol;
  let work: string;

  beforeAll(async () => {
    world = await makeWorld();
    protocol = await loadProtocol(REPO);
    model = await startReplayServer({ document: singleScript([{ text: "- nothing to change", result: "built" }]) });
    server = await ensureServer({ env: world.env, files: await replayConfig(), serverEnv: { OCW_REPLAY_BASE_URL: model.baseURL } });
    work = await world.workdir("work");
  }, 120_000);

  afterAll(async () => {
    await world?.dispose();
    await model?.close();
  });

  async function request<T>(method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<{ status: number; data: T }> {
    const sep = path.includes("?") ? "&" : "?";
    const res = await fetch(new URL(`${path}${sep}directory=${encodeURIComponent(work)}`, server.url), {
      method,
      headers: { authorization: `Basic ${Buffer.from(`opencode:${server.password}`).toString("base64")}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { status: res.status, data: (text ? JSON.parse(text) : undefined) as T };
  }

  it("opencode - GET /agent lists our primary agent with the protocol as its prompt", async () => {
    const { status, data } = await request<AgentInfo[]>("GET", "/agent");
    expect(status).toBe(200);
    const ours = data.find((a) => a.name === "opencode-worker");
    expect(ours, `agents: ${data.map((a) => a.name).join(", ")}`).toBeDefined();
    expect(ours!.mode).toBe("primary");
    expect(ours!.steps).toBe(40);
    expect(ours!.model).toEqual({ providerID: "replay", modelID: "replay" });
    expect(ours!.prompt?.startsWith(protocol.body)).toBe(true);
    // The pack's explicit posture is in the agent's ruleset (last rule for a class wins).
    const last = (cls: string): string | undefined => ours!.permission.filter((r) => r.permission === cls && r.pattern === "*").at(-1)?.action;
    expect(last("bash")).toBe("ask");
    expect(last("webfetch")).toBe("deny");
    expect(last("external_directory")).toBe("deny");
    expect(last("question")).toBe("deny");
  });

  it("opencode - the config fragment's provider and model limits are loaded", async () => {
    const { status, data } = await request<{ providers: { id: string; models: Record<string, { limit: { context: number; output: number } }> }[] }>("GET", "/config/providers");
    expect(status).toBe(200);
    const replay = data.providers.find((p) => p.id === "replay");
    expect(replay?.models.replay?.limit).toEqual({ context: 32768, output: 4096 });
  });

  it("opencode - the model's system message begins with our protocol text", async () => {
    const created = await request<{ id: string }>("POST", "/session", { title: "ocw compiled agent test" });
    expect(created.status).toBe(200);
    const before = model.requests.length;
    const reply = await request<{ info: { agent: string; providerID: string; modelID: string; error?: unknown } }>(
      "POST",
      `/session/${created.data.id}/message`,
      { agent: "opencode-worker", model: { providerID: "replay", modelID: "replay" }, parts: [{ type: "text", text: "Say that nothing needs changing." }] },
      60_000,
    );
    expect(reply.status).toBe(200);
    expect(reply.data.info.error).toBeUndefined();
    expect(reply.data.info.agent).toBe("opencode-worker");
    expect(`${reply.data.info.providerID}/${reply.data.info.modelID}`).toBe("replay/replay");

    const sent = model.requests.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    const system = sent[0]!.body.messages[0]!;
    expect(system.role).toBe("system");
    const text = typeof system.content === "string" ? system.content : (system.content as { text?: string }[]).map((p) => p.text ?? "").join("");
    expect(text.startsWith(protocol.body)).toBe(true);
    // limit.output reached the wire, and denied classes took their tools away.
    expect(sent[0]!.body.max_tokens).toBe(4096);
    const tools = (sent[0]!.body.tools ?? []).map((t) => t.function.name);
    expect(tools).toContain("edit");
    for (const denied of ["webfetch", "task", "skill"]) expect(tools).not.toContain(denied);
  }, 90_000);
});
