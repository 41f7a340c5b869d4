/**
 * The compiled replay pack inside the real OpenCode: `opencode serve` loads our agent from our
 * config dir, and the system message the model receives begins with our protocol text.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compilePack, loadCanonicalSkill, loadPack, loadProtocol, type Protocol } from "../../src/pack/index.js";
import { startOpencode, type OpencodeServer } from "../helpers/opencode-serve.js";
import { startScriptedModel, type ScriptedModel } from "../helpers/scripted-openai.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

interface AgentInfo {
  name: string;
  mode: string;
  prompt?: string;
  steps?: number;
  model?: { providerID: string; modelID: string };
  permission: { permission: string; pattern: string; action: string }[];
}

describe("compiled agent in real opencode", () => {
  let tmp: string;
  let model: ScriptedModel;
  let server: OpencodeServer;
  let protocol: Protocol;
  let work: string;

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), "ocw-oc-"));
    work = join(tmp, "work");
    protocol = await loadProtocol(root);
    const loaded = await loadPack(root, join(root, "packs", "replay__none__opencode"));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const outputs = compilePack(loaded.pack, protocol, await loadCanonicalSkill(root));
    const agent = outputs.find((o) => o.path.endsWith("/agent/opencode-worker.md"))!;
    const config = outputs.find((o) => o.path.endsWith("/opencode.json"))!;
    model = await startScriptedModel(() => ({ text: "- nothing to change\nRESULT: built" }));
    server = await startOpencode({
      home: tmp,
      config: { "agent/opencode-worker.md": agent.text, "opencode.json": config.text },
      env: { OCW_REPLAY_BASE_URL: model.baseURL },
    });
    await mkdir(work, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await model?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  const q = (): string => `?directory=${encodeURIComponent(work)}`;

  it("opencode - GET /agent lists our primary agent with the protocol as its prompt", async () => {
    const { status, data } = await server.request<AgentInfo[]>("GET", `/agent${q()}`);
    expect(status, server.log()).toBe(200);
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
    const { status, data } = await server.request<{ providers: { id: string; models: Record<string, { limit: { context: number; output: number } }> }[] }>(
      "GET",
      `/config/providers${q()}`,
    );
    expect(status, server.log()).toBe(200);
    const replay = data.providers.find((p) => p.id === "replay");
    expect(replay?.models.replay?.limit).toEqual({ context: 32768, output: 4096 });
  });

  it("opencode - the model's system message begins with our protocol text", async () => {
    const created = await server.request<{ id: string }>("POST", `/session${q()}`, { title: "ocw compiled agent test" });
    expect(created.status, server.log()).toBe(200);
    const before = model.requests.length;
    const reply = await server.request<{ info: { agent: string; providerID: string; modelID: string; error?: unknown } }>(
      "POST",
      `/session/${created.data.id}/message${q()}`,
      { agent: "opencode-worker", model: { providerID: "replay", modelID: "replay" }, parts: [{ type: "text", text: "Say that nothing needs changing." }] },
      60_000,
    );
    expect(reply.status, server.log()).toBe(200);
    expect(reply.data.info.error).toBeUndefined();
    expect(reply.data.info.agent).toBe("opencode-worker");
    expect(`${reply.data.info.providerID}/${reply.data.info.modelID}`).toBe("replay/replay");

    const sent = model.requests.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    const system = sent[0]!.messages[0]!;
    expect(system.role).toBe("system");
    const text = typeof system.content === "string" ? system.content : (system.content as { text?: string }[]).map((p) => p.text ?? "").join("");
    expect(text.startsWith(protocol.body)).toBe(true);
    // limit.output reached the wire, and denied classes took their tools away.
    expect(sent[0]!.max_tokens).toBe(4096);
    const tools = (sent[0]!.tools ?? []).map((t) => t.function.name);
    expect(tools).toContain("edit");
    for (const denied of ["webfetch", "task", "skill"]) expect(tools).not.toContain(denied);
  }, 90_000);
});
