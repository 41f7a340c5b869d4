import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { PERMISSION_CLASSES, buildPacks, compilePack, loadCanonicalSkill, loadPack, loadProtocol, staleFiles, type Pack } from "../../src/pack/index.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const temps: string[] = [];
afterEach(async () => {
  for (const t of temps.splice(0)) await rm(t, { recursive: true, force: true });
});

/** A temp copy of the repository's pack sources (protocol, packs, canonical skill). */
async function copyRepo(): Promise<string> {
  const t = await mkdtemp(join(tmpdir(), "ocw-compile-"));
  temps.push(t);
  await cp(join(root, "protocol"), join(t, "protocol"), { recursive: true });
  await cp(join(root, "packs"), join(t, "packs"), { recursive: true });
  await mkdir(join(t, "skills", "opencode-worker"), { recursive: true });
  await cp(join(root, "skills/opencode-worker/SKILL.md"), join(t, "skills/opencode-worker/SKILL.md"));
  return t;
}

async function load(r: string, slug: string): Promise<Pack> {
  const loaded = await loadPack(r, join(r, "packs", slug));
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join("\n"));
  return loaded.pack;
}

async function outputsOf(r: string, slug: string): Promise<Record<string, string>> {
  const out = compilePack(await load(r, slug), await loadProtocol(r), await loadCanonicalSkill(r));
  return Object.fromEntries(out.map((o) => [o.path, o.text]));
}

function frontmatter(md: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(md);
  if (!m) throw new Error("no frontmatter");
  return parseYaml(m[1]!) as Record<string, unknown>;
}

const QWEN = "qwen3-coder-30b-a3b__q4_k_m__opencode";
const REPLAY = "replay__none__opencode";
const SMOLLM2 = "smollm2-135m-instruct.q4_1__q4_1__opencode";
const GEMMA = "gemma-3-270m-q4_k_m__q4_k_m__opencode";

describe("pack compiler", () => {
  it("compile - the committed outputs are fresh (npm run build-pack -- --check)", async () => {
    const report = await buildPacks({ root, check: true });
    expect(staleFiles(report)).toEqual([]);
    // The real trained models' packs carry grades earned on their weights (issue 28) for the pack as it is: current; the others none yet.
    expect(report.packs.map((p) => [p.slug, p.grade]).sort()).toEqual([
      [GEMMA, "current"],
      ["qwen-qwen3-coder__api__opencode", "unearned"],
      [QWEN, "unearned"],
      [REPLAY, "unearned"],
      [SMOLLM2, "current"],
    ]);
  });

  it("compile - is byte-for-byte deterministic across runs and copies", async () => {
    const a = await copyRepo();
    const b = await copyRepo();
    await buildPacks({ root: a });
    await buildPacks({ root: b });
    const first = await outputsOf(a, QWEN);
    const second = await outputsOf(b, QWEN);
    expect(second).toEqual(first);
    for (const [path, text] of Object.entries(first)) {
      expect(await readFile(join(a, path), "utf8")).toBe(text);
      expect(await readFile(join(b, path), "utf8")).toBe(text);
      expect(text).not.toContain(a);
    }
  });

  it("compile - the agent sets every permission class explicitly, in a fixed order", async () => {
    const r = await copyRepo();
    const out = await outputsOf(r, REPLAY);
    const fm = frontmatter(out[`packs/${REPLAY}/agent/opencode-worker.md`]!);
    expect(Object.keys(fm.permission as object)).toEqual([...PERMISSION_CLASSES]);
    expect(fm.mode).toBe("primary");
    expect(fm.model).toBe("replay/replay");
    expect(fm.steps).toBe(40);
    expect(fm.description).toMatch(/model=replay;quant=none;harness=opencode@>=1\.18\.33 <2;settings=[0-9a-f]{12};env=any/);
    expect(fm.description).toMatch(/do not edit/);
  });

  it("compile - temperature and top_p appear only when the pack sets them", async () => {
    const r = await copyRepo();
    const replay = frontmatter((await outputsOf(r, REPLAY))[`packs/${REPLAY}/agent/opencode-worker.md`]!);
    const qwen = await outputsOf(r, QWEN);
    const q = frontmatter(qwen[`packs/${QWEN}/agent/opencode-worker.md`]!);
    expect("temperature" in replay || "top_p" in replay).toBe(false);
    expect(q.temperature).toBe(0.7);
    expect(q.top_p).toBe(0.8);
    // OpenCode sends an agent's temperature only if the model declares the capability.
    const cfg = JSON.parse(qwen[`packs/${QWEN}/opencode.json`]!) as { provider: Record<string, { models: Record<string, { temperature: boolean }> }> };
    expect(cfg.provider.llamacpp!.models["qwen3-coder-30b-a3b"]!.temperature).toBe(true);
  });

  it("compile - the config fragment has both limits, an env key reference and the same agent", async () => {
    const r = await copyRepo();
    const out = await outputsOf(r, QWEN);
    const cfg = JSON.parse(out[`packs/${QWEN}/opencode.json`]!) as {
      model: string;
      small_model: string;
      provider: Record<string, { options: { baseURL: string; apiKey?: string }; models: Record<string, { limit: { context: number; output: number } }> }>;
      agent: Record<string, { prompt: string; permission: unknown; model: string }>;
    };
    expect(cfg.model).toBe("llamacpp/qwen3-coder-30b-a3b");
    expect(cfg.small_model).toBe(cfg.model);
    expect(cfg.provider.llamacpp!.models["qwen3-coder-30b-a3b"]!.limit).toEqual({ context: 65536, output: 16384 });
    expect(cfg.provider.llamacpp!.options).toEqual({ baseURL: "http://127.0.0.1:8080/v1", apiKey: "{env:LLAMACPP_API_KEY}" });
    const md = out[`packs/${QWEN}/agent/opencode-worker.md`]!;
    const body = md.replace(/^---\n[\s\S]*?\n---\n/, "");
    expect(cfg.agent["opencode-worker"]!.prompt).toBe(body.trimEnd());
    expect(cfg.agent["opencode-worker"]!.permission).toEqual(frontmatter(md).permission);
  });

  it("compile - deltas are appended in manifest order; evidence goes to the skill variant, not the prompt", async () => {
    const r = await copyRepo();
    const dir = join(r, "packs", REPLAY);
    await mkdir(join(dir, "deltas"), { recursive: true });
    await writeFile(join(dir, "deltas", "b-second.md"), "---\nid: b-second\nmeasured: 2026-11-01\nevidence: ladder rung 2, sample 3 argued with the check\n---\nDo not argue with a failing check.\n");
    await writeFile(join(dir, "deltas", "a-first.md"), "---\nid: a-first\nmeasured: 2026-10-01\nevidence: ladder rung 1, probing outside the tree\n---\nUse plain probes only.\n");
    const manifest = await readFile(join(dir, "pack.yaml"), "utf8");
    await writeFile(join(dir, "pack.yaml"), manifest.replace("deltas: []", "deltas: [b-second, a-first]"));
    const out = await outputsOf(r, REPLAY);
    const agent = out[`packs/${REPLAY}/agent/opencode-worker.md`]!;
    const b = agent.indexOf("### b-second");
    const a = agent.indexOf("### a-first");
    expect(b).toBeGreaterThan(0);
    expect(a).toBeGreaterThan(b);
    expect(agent).toContain("Do not argue with a failing check.");
    expect(agent).not.toContain("ladder rung 2");
    const variant = out[`skills/opencode-worker/opencode-worker.${REPLAY}.SKILL.md`]!;
    expect(variant).toContain("Evidence: ladder rung 2, sample 3 argued with the check");
    expect(variant).toContain(`packs/${REPLAY}/deltas/a-first.md sha256:`);
  });

  it("compile - the skill variant keeps the canonical frontmatter first and names key, grade and source hashes", async () => {
    const r = await copyRepo();
    const out = await outputsOf(r, REPLAY);
    const variant = out[`skills/opencode-worker/opencode-worker.${REPLAY}.SKILL.md`]!;
    const canonical = await readFile(join(r, "skills/opencode-worker/SKILL.md"), "utf8");
    expect(frontmatter(variant)).toEqual(frontmatter(canonical));
    expect(variant).toMatch(/target: model=replay;quant=none;/);
    expect(variant).toMatch(/grade: unearned/);
    for (const src of ["skills/opencode-worker/SKILL.md", "protocol/opencode-worker-protocol.md", `packs/${REPLAY}/pack.yaml`, `packs/${REPLAY}/grade.json`]) {
      expect(variant).toMatch(new RegExp(`${src.replace(/[.]/g, "\\.")} sha256:[0-9a-f]{16}`));
    }
  });

  it("compile - any source change changes the generated files, and --check reports them stale without writing", async () => {
    const r = await copyRepo();
    await buildPacks({ root: r });
    const protocol = join(r, "protocol/opencode-worker-protocol.md");
    await writeFile(protocol, (await readFile(protocol, "utf8")) + "\nOne more rule.\n");
    const report = await buildPacks({ root: r, check: true });
    const stale = staleFiles(report).map((f) => f.path);
    // Every pack's agent, config fragment and skill variant: the protocol is in each.
    expect(stale).toHaveLength(3 * report.packs.length);
    expect(report.packs.length).toBe(5);
    expect(await readFile(join(r, `packs/${REPLAY}/agent/opencode-worker.md`), "utf8")).not.toContain("One more rule.");
    await buildPacks({ root: r });
    expect(staleFiles(await buildPacks({ root: r, check: true }))).toEqual([]);
  });

  it("compile - reordering a permission map changes the key (the last matching pattern wins)", async () => {
    const r = await copyRepo();
    const file = join(r, "packs", REPLAY, "pack.yaml");
    const text = await readFile(file, "utf8");
    await writeFile(file, text.replace("    bash: ask\n", '    bash:\n      "*": ask\n      "git status": allow\n'));
    const k1 = (await load(r, REPLAY)).key;
    const agent1 = (await outputsOf(r, REPLAY))[`packs/${REPLAY}/agent/opencode-worker.md`]!;
    expect(Object.keys((frontmatter(agent1).permission as Record<string, Record<string, string>>).bash!)).toEqual(["*", "git status"]);
    await writeFile(file, text.replace("    bash: ask\n", '    bash:\n      "git status": allow\n      "*": ask\n'));
    expect((await load(r, REPLAY)).key).not.toBe(k1);
  });

  it("compile - only the named pack is built when one is given", async () => {
    const r = await copyRepo();
    const report = await buildPacks({ root: r, packs: [join(r, "packs", REPLAY)] });
    expect(report.packs.map((p) => p.slug)).toEqual([REPLAY]);
  });
});
