/**
 * The drop-in install: the skill folders copied into a temp `~/.claude/skills/`, no plugin, no
 * MCP server. The real Claude Code lists them (by bare name) in the request it sends to a
 * scripted API, and each folder's bundled `scripts/ocw.mjs` runs from there with no node_modules
 * anywhere above it — which is how the skill works when the MCP tools are absent.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureTool } from "../../scripts/tools.js";
import { startAnthropicReplay } from "../helpers/anthropic-replay.js";
import { REPO_ROOT, headlessEnv, injectedSkill, printArgs, readSkills, runCli, skillListing, squash, type SkillFile } from "../helpers/claude-cli.js";

const run = promisify(execFile);
const CLAUDE_TIMEOUT_MS = 60_000;

let claude: string;
let root: string;
let home: string;
let skills: SkillFile[];

beforeAll(async () => {
  claude = await ensureTool("claude");
  root = await mkdtemp(join(tmpdir(), "ocw-claude-dropin-"));
  home = join(root, "home");
  const skillsDir = join(home, ".claude", "skills");
  await mkdir(skillsDir, { recursive: true });
  // Copy first, then read what was copied: the repo's SKILL.md files may be mid-edit.
  for (const s of await readSkills(REPO_ROOT)) await cp(join(REPO_ROOT, "skills", s.dir), join(skillsDir, s.dir), { recursive: true });
  skills = await readSkills(join(home, ".claude"));
}, 60_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("drop-in skills in ~/.claude/skills", () => {
  it("dropin - claude -p lists every copied skill by its bare name; invoking one injects its body with ${CLAUDE_SKILL_DIR} resolved to the copy", { timeout: 90_000 }, async () => {
    expect(skills.map((s) => s.name)).toEqual(expect.arrayContaining(["model-setup", "opencode-worker"]));
    // The scripted Claude invokes each skill in turn, then stops.
    const api = await startAnthropicReplay((_req, turn) => (skills[turn] ? { tools: [{ name: "Skill", input: { skill: skills[turn]!.name } }] } : { text: "ok" }));
    try {
      const project = join(root, "project");
      await mkdir(project, { recursive: true });
      const r = await runCli(claude, printArgs("hello"), { env: headlessEnv(home, api.baseURL), cwd: project, timeoutMs: CLAUDE_TIMEOUT_MS });
      expect(r.timedOut, r.stderr).toBe(false);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const first = api.messages()[0];
      expect(first, JSON.stringify(api.requests.map((q) => `${q.method} ${q.path} ${q.outcome}`))).toBeDefined();
      // Every call the client made was one the scripted API serves (an unknown path would get a 404).
      expect(api.requests.filter((q) => q.outcome === "404").map((q) => `${q.method} ${q.path}`)).toEqual([]);
      const listing = skillListing(first!);
      for (const s of skills) expect(squash(listing.get(s.name) ?? `(not listed in: ${[...listing.keys()].join(", ")})`)).toBe(squash(s.description));
      const last = api.messages().at(-1)!;
      for (const s of skills) {
        const injected = injectedSkill(last, s.name) ?? "(nothing injected)";
        const dir = join(home, ".claude", "skills", s.dir);
        const body = s.text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "");
        expect(injected).toContain(body.split("\n").find((l) => l.startsWith("# ")) ?? "(no H1 in the body)");
        expect(injected).not.toContain("${CLAUDE_SKILL_DIR}");
        // Every bundled script the body runs through ${CLAUDE_SKILL_DIR} resolves to a file in the copy.
        for (const m of body.matchAll(/\$\{CLAUDE_SKILL_DIR\}\/([\w./-]+)/g)) {
          expect(injected).toContain(join(dir, m[1]!));
          expect(existsSync(join(dir, m[1]!)), join(dir, m[1]!)).toBe(true);
        }
      }
    } finally {
      await api.close();
    }
  });

  it("dropin - each skill's scripts/ocw.mjs runs from ~/.claude/skills with no node_modules: --version and jobs --json", { timeout: 60_000 }, async () => {
    const cwd = await mkdtemp(join(root, "cwd-"));
    const { version: pkgVersion } = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8")) as { version: string };
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, OCW_HOME: join(root, "ocw") };
    for (const s of skills) {
      const script = join(home, ".claude", "skills", s.dir, "scripts", "ocw.mjs");
      for (let d = dirname(script); d !== dirname(d); d = dirname(d)) expect(existsSync(join(d, "node_modules")), `${d}/node_modules`).toBe(false);
      const version = await run(process.execPath, [script, "--version"], { cwd, env, timeout: 30_000 });
      expect(version.stdout.trim()).toBe(pkgVersion);
      const jobs = await run(process.execPath, [script, "jobs", "--json"], { cwd, env, timeout: 30_000 });
      expect(JSON.parse(jobs.stdout)).toMatchObject({ jobs: [] });
    }
  });
});
