/**
 * What the user has in OpenCode, read from their own files: the config files OpenCode merges (JSON
 * with comments, later wins), their sign-ins by provider and kind only, a key written into an
 * entry found by its place and dropped, and each model's tier from its provider — never from a
 * `-free` suffix. The listing itself is OpenCode's (tests/jobs/accounts.test.ts runs it).
 */
import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { accountModels, providerEntriesForListing, readUserOpencode, tierOf } from "../../src/setup/index.js";

async function home(files: Record<string, string>): Promise<Record<string, string>> {
  const root = await mkdtemp(join(tmpdir(), "ocw-user-oc-"));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(join(root, rel, ".."), { recursive: true });
    await writeFile(join(root, rel), text);
  }
  return { HOME: root };
}

describe("the user's OpenCode files", () => {
  it("accounts - nothing there: no files, no sign-ins, no problems", async () => {
    const u = await readUserOpencode(await home({}));
    expect(u).toEqual({ configFiles: [], signIns: [], providers: [], problems: [] });
  });

  it("accounts - config files merge in OpenCode's order (config.json, opencode.json, opencode.jsonc, then $OPENCODE_CONFIG), comments and trailing commas allowed", async () => {
    const env = await home({
      ".config/opencode/config.json": JSON.stringify({ provider: { a: { options: { baseURL: "http://old/v1", timeout: 5 } } } }),
      ".config/opencode/opencode.jsonc": '{\n  // mine\n  "provider": { "a": { "options": { "baseURL": "http://127.0.0.1:9/v1" } }, },\n}',
      "extra.json": JSON.stringify({ provider: { b: { options: { baseURL: "https://b.example/v1" } } } }),
    });
    const u = await readUserOpencode({ ...env, OPENCODE_CONFIG: join(env.HOME!, "extra.json") });
    expect(u.configFiles.map((f) => f.slice(env.HOME!.length))).toEqual(["/.config/opencode/config.json", "/.config/opencode/opencode.jsonc", "/extra.json"]);
    expect(providerEntriesForListing(u)).toEqual({ a: { options: { baseURL: "http://127.0.0.1:9/v1", timeout: 5 } }, b: { options: { baseURL: "https://b.example/v1" } } });
  });

  it("accounts - a key written into an entry is named by its place and dropped; references to a variable or a file are kept", async () => {
    const env = await home({
      ".config/opencode/opencode.json": JSON.stringify({
        provider: {
          inline: { options: { baseURL: "https://x/v1", apiKey: "sk-written-here" }, models: { m: { headers: { Authorization: "Bearer sk-hdr" } } } },
          refs: { options: { baseURL: "https://y/v1", apiKey: "{env:Y_KEY}", headers: { "x-api-key": "{file:~/.y-key}" } } },
        },
      }),
    });
    const u = await readUserOpencode(env);
    const inline = u.providers.find((p) => p.id === "inline")!;
    expect(inline.inlineSecrets).toEqual(["options.apiKey", "models.m.headers.Authorization"]);
    expect(JSON.stringify(u)).not.toMatch(/sk-written-here|sk-hdr/);
    expect(u.providers.find((p) => p.id === "refs")).toMatchObject({ inlineSecrets: [], block: { options: { apiKey: "{env:Y_KEY}", headers: { "x-api-key": "{file:~/.y-key}" } } } });
  });

  it("accounts - sign-ins by provider and kind, never a value; a file that does not read is named with the fix", async () => {
    const ok = await readUserOpencode(await home({ ".local/share/opencode/auth.json": JSON.stringify({ "opencode-go": { type: "api", key: "sk-go-1" }, "github-copilot": { type: "oauth", access: "a", refresh: "r" } }) }));
    expect(ok.signIns).toEqual([
      { provider: "opencode-go", type: "api" },
      { provider: "github-copilot", type: "oauth" },
    ]);
    expect(JSON.stringify(ok)).not.toMatch(/sk-go-1|"a"|"r"/);
    const env = await home({ ".local/share/opencode/auth.json": "{not json", ".config/opencode/opencode.json": "{ provider: " });
    const bad = await readUserOpencode(env);
    expect(bad.problems).toEqual([expect.stringMatching(/opencode\.json does not read as JSON with comments .*fix it/), expect.stringMatching(/auth\.json \(your OpenCode sign-ins\) is not valid JSON.*opencode auth login/)]);
  });

  it("accounts - XDG folders are OpenCode's own: $XDG_CONFIG_HOME and $XDG_DATA_HOME win over HOME", async () => {
    const env = await home({ "cfg/opencode/opencode.json": JSON.stringify({ provider: { c: {} } }), "data/opencode/auth.json": JSON.stringify({ c: { type: "api", key: "k" } }) });
    const u = await readUserOpencode({ HOME: "/nonexistent", XDG_CONFIG_HOME: join(env.HOME!, "cfg"), XDG_DATA_HOME: join(env.HOME!, "data") });
    expect(u.providers.map((p) => p.id)).toEqual(["c"]);
    expect(u.signIns).toEqual([{ provider: "c", type: "api" }]);
  });
});

describe("tiers", () => {
  it("accounts - the provider decides the tier: OpenCode's Zen and Go are hosted wherever they point; OAuth is a subscription; loopback is local; the rest is metered", () => {
    expect(tierOf("opencode", { url: "http://127.0.0.1:1/v1" })).toBe("hosted-free");
    expect(tierOf("opencode-go", { signIn: "api", url: "http://localhost:1/v1" })).toBe("hosted-subscription");
    expect(tierOf("github-copilot", { signIn: "oauth" })).toBe("hosted-subscription");
    expect(tierOf("ollama", { url: "http://[::1]:11434/v1" })).toBe("local");
    expect(tierOf("lan", { url: "http://{env:BOX}:8080/v1", env: { BOX: "127.0.0.2" } })).toBe("local");
    expect(tierOf("lan", { url: "http://192.168.1.20:8080/v1" })).toBe("metered");
    expect(tierOf("openrouter", { signIn: "api" })).toBe("metered");
  });

  it("accounts - a price of 0 is free only for a catalog model; an entry's own model has no price; inline keys and no tool calls are not usable", async () => {
    const u = await readUserOpencode(await home({ ".config/opencode/opencode.json": JSON.stringify({ provider: { box: { options: { baseURL: "http://127.0.0.1:8080/v1" }, models: { q: {} } }, k: { options: { apiKey: "sk-1" } } } }) }));
    const zero = { input: 0, output: 0 };
    const models = accountModels(
      [
        { route: "opencode/big-pickle", provider: "opencode", id: "big-pickle", cost: zero, toolcall: true },
        { route: "opencode/x-free", provider: "opencode", id: "x-free", cost: zero, toolcall: false },
        { route: "box/q", provider: "box", id: "q", cost: zero, toolcall: true },
        { route: "k/m", provider: "k", id: "m", cost: { input: 1, output: 2 }, toolcall: true },
      ],
      u,
      {},
    );
    expect(models.map((m) => [m.route, m.tier, m.free, m.usable, m.credentials])).toEqual([
      ["opencode/big-pickle", "hosted-free", true, true, "none"],
      ["opencode/x-free", "hosted-free", true, false, "none"],
      ["box/q", "local", false, true, "none"],
      ["k/m", "metered", false, false, "none"],
    ]);
    expect(models[1]!.why).toMatch(/cannot call tools/);
    expect(models[3]!.why).toMatch(/provider\.k\.options\.apiKey.*opencode auth login/);
  });
});
