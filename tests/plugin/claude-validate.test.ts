/**
 * Runs the real, pinned Claude Code CLI (`claude plugin validate --strict`) on the repo and on
 * temp copies. The CLI runs offline with a fresh temp HOME, telemetry and non-essential traffic
 * off, and no ANTHROPIC_* or CLAUDE* variables inherited, so nothing on this machine leaks in.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureTool } from "../../scripts/tools.js";
import { claudeEnv, runCli, type CliResult } from "../helpers/claude-cli.js";
import { REPO_ROOT, copyRepo, editMarketplace, makeTempDir, removeTempDirs, writeText } from "./fixtures.js";

const PLUGIN = "opencode-worker";
const REQUIRED_SKILLS = ["model-setup", "opencode-worker"];
const CLI_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT = { timeout: 2 * CLI_TIMEOUT_MS };

/** The subset of `plugin validate --json` that these tests read. */
interface ValidateReport {
  success: boolean;
  manifest: { type: string; errors: unknown[]; warnings: unknown[] };
  provides: { skills: string[] } | null;
  contents: { errors?: unknown[]; warnings?: unknown[] }[];
  /** The plugin-directory review that --json adds even without --profile. */
  directory: { findings: { code: string; severity: string; blocking: boolean }[] } | null;
}

let claude: string;

beforeAll(async () => {
  claude = await ensureTool("claude");
});

afterEach(removeTempDirs);

/** Runs `claude plugin validate --strict [...extra] <dir>` in a fresh temp HOME; a non-zero exit is a result, not a throw. */
async function validate(dir: string, extra: string[] = []): Promise<CliResult> {
  const home = await makeTempDir("ocw-claude-home-");
  return runCli(claude, ["plugin", "validate", "--strict", ...extra, dir], { env: claudeEnv(home), cwd: home, timeoutMs: CLI_TIMEOUT_MS });
}

async function validateJson(dir: string): Promise<ValidateReport> {
  const r = await validate(dir, ["--json"]);
  expect(r.timedOut, r.stderr).toBe(false);
  return JSON.parse(r.stdout) as ValidateReport;
}

/** `<plugin>:<dir>` for every skills/<dir>/SKILL.md under `root`, sorted like the CLI sorts them. */
function skillsOnDisk(root: string): string[] {
  const skills = join(root, "skills");
  if (!existsSync(skills)) return [];
  return readdirSync(skills, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(skills, d.name, "SKILL.md")))
    .map((d) => `${PLUGIN}:${d.name}`)
    .sort();
}

describe("claude plugin validate", () => {
  it("validate - the repo passes --strict", TEST_TIMEOUT, async () => {
    const r = await validate(REPO_ROOT);
    expect(r.timedOut).toBe(false);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain("Validation passed");
  });

  it("validate - --json reports no errors or warnings and every skills/*/SKILL.md", TEST_TIMEOUT, async () => {
    const report = await validateJson(REPO_ROOT);
    expect(report.success).toBe(true);
    expect(report.manifest).toMatchObject({ type: "marketplace", errors: [], warnings: [] });
    expect(report.provides?.skills).toEqual(skillsOnDisk(REPO_ROOT));
  });

  it("validate - --json: no warning anywhere in the report (manifest, contents, directory review)", TEST_TIMEOUT, async () => {
    const report = await validateJson(REPO_ROOT);
    expect(report.success).toBe(true);
    expect(report.contents.flatMap((c) => [...(c.errors ?? []), ...(c.warnings ?? [])])).toEqual([]);
    const findings = report.directory?.findings ?? [];
    expect(findings.filter((f) => f.blocking)).toEqual([]);
    // Not even the non-blocking directory advice (the icon is assets/icon.png).
    expect(findings).toEqual([]);
  });

  it("validate - lists both plugin skills as opencode-worker:<skill>", TEST_TIMEOUT, async () => {
    const dir = await copyRepo();
    for (const skill of REQUIRED_SKILLS) {
      const file = `skills/${skill}/SKILL.md`;
      if (existsSync(join(dir, file))) continue;
      await writeText(dir, file, `---\nname: ${skill}\ndescription: Fixture skill for a validate test. Use when testing.\n---\n\n# ${skill}\n\nFixture.\n`);
    }
    const report = await validateJson(dir);
    expect(report.success).toBe(true);
    expect(report.provides?.skills).toEqual(expect.arrayContaining(REQUIRED_SKILLS.map((s) => `${PLUGIN}:${s}`)));
  });

  it("validate - fails --strict on a marketplace source without ./", TEST_TIMEOUT, async () => {
    const dir = await copyRepo();
    await editMarketplace(dir, (m) => void (m.plugins[0]!.source = "plugins/x"));
    const r = await validate(dir);
    expect(r.timedOut).toBe(false);
    expect(r.code).not.toBe(0);
    expect(r.code).not.toBeNull();
    expect(r.stdout + r.stderr).toContain('plugins.0.source: Invalid string: must start with "./"');
  });
});
