/**
 * The SKILL.md rules S1–S11 (research report §8) on both real skills, on a simulated drop-in
 * install (`$TMP/.claude/skills/<name>/`), and on temp copies with exactly one thing broken: each
 * broken case first shows the problem is absent, then breaks it and shows the rule reports it, so
 * every rule is proven able to fail. S11 cross-checks with a Python re-statement of Anthropic's
 * quick_validate.py (PyYAML) when python3 has it, else with the same checks in TS.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chmod, cp, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import pkg from "../../package.json" with { type: "json" };
import { REPO_ROOT, gitTrack, makeTempDir, removeTempDirs, writeText } from "./fixtures.js";
import { checkSkill, checkSkills, quickValidate, readSkill } from "./skill-checks.js";

afterEach(removeTempDirs);

const SKILLS = ["model-setup", "opencode-worker"] as const;
const SKILLS_DIR = join(REPO_ROOT, "skills");
const T = { timeout: 30_000 };

// Budgets of issue 7: both skills' always-on cost ≤ 150 tokens, each body ≤ 250 lines and ≤ 3k
// tokens (~12 KB) when invoked. Claude Code 2.1.332's `plugin details` projected ~135 tokens for
// 507 chars of names + descriptions, i.e. ~4 chars a token plus ~16 chars of framing per skill,
// so 560 chars keeps the projection under 150.
const MAX_DESCRIPTIONS_CHARS = 560;
const MAX_OUR_BODY_LINES = 250;
const MAX_OUR_BODY_BYTES = 12_000;

/** `<tmp>/skills/<name>/` copies of both skills, with a small executable stand-in for the 3 MB bundle. */
async function copySkills(): Promise<string> {
  const root = await makeTempDir("ocw-skill-lint-");
  const skills = join(root, "skills");
  for (const s of SKILLS) {
    await cp(join(SKILLS_DIR, s), join(skills, s), { recursive: true, filter: (src) => !src.endsWith(join("scripts", "ocw.mjs")) });
    await writeText(join(skills, s), "scripts/ocw.mjs", "#!/usr/bin/env node\nconsole.log('stand-in');\n");
    await chmod(join(skills, s, "scripts/ocw.mjs"), 0o755);
  }
  return skills;
}

/** A drop-in install: each skill folder copied whole into `<tmp>/.claude/skills/<name>/`. */
async function dropIn(): Promise<{ home: string; skills: string }> {
  const home = await makeTempDir("ocw-drop-in-");
  const skills = join(home, ".claude", "skills");
  await mkdir(skills, { recursive: true });
  for (const s of SKILLS) await cp(join(SKILLS_DIR, s), join(skills, s), { recursive: true });
  return { home, skills };
}

const edit = async (file: string, fn: (text: string) => string): Promise<void> => writeFile(file, fn(await readFile(file, "utf8")));
/** Rewrites one frontmatter line `key: …` (the first match). */
const setKey = (text: string, key: string, line: string): string => text.replace(new RegExp(`^${key}:.*$`, "m"), line);

interface Breakage {
  readonly name: string;
  /** The skill the rule is checked on. */
  readonly skill: (typeof SKILLS)[number];
  readonly problem: RegExp;
  /** Break the copy under `skills/`; may return the path of the skill folder to check instead. */
  readonly breakIt: (skills: string, skill: string) => Promise<string | void>;
}

const OW = "opencode-worker";
const MS = "model-setup";
const md = (skills: string, skill: string) => join(skills, skill, "SKILL.md");
const body = (name: string, description: string, text: string): string =>
  `---\nname: ${name}\ndescription: ${description}\nlicense: MIT\n---\n# ${name}\n\n${text}\n`;
const b = (name: string, skill: Breakage["skill"], problem: RegExp, breakIt: Breakage["breakIt"]): Breakage => ({ name, skill, problem, breakIt });
const fm = (name: string, skill: Breakage["skill"], problem: RegExp, fn: (text: string) => string): Breakage =>
  b(name, skill, problem, (s, k) => edit(md(s, k), fn));

const BREAKAGES: Breakage[] = [
  b("S1 - reports skill.md in the wrong case", OW, /^S1 opencode-worker\/: has no SKILL\.md \(found "skill\.md"/, (s, k) => rename(md(s, k), join(s, k, "skill.md"))),
  b("S1 - reports a skill folder outside skills/", OW, /^S1 opencode-worker\/: must live in a skills\/ folder, found in skill\//, async (s, k) => {
    await rename(s, join(s, "..", "skill"));
    return join(s, "..", "skill", k);
  }),
  fm("S2 - reports a byte order mark", OW, /^S2 SKILL\.md: starts with a byte order mark/, (t) => `\uFEFF${t}`),
  fm("S2 - reports CRLF line endings", OW, /^S2 SKILL\.md: has CR line endings/, (t) => t.replace(/\n/g, "\r\n")),
  fm("S2 - reports a file that does not open with ---", OW, /^S2 SKILL\.md: must start with a "---" line/, (t) => `\n${t}`),
  fm("S2 - reports frontmatter that is never closed", OW, /^S2 SKILL\.md: the frontmatter is not closed/, (t) => t.replace(/\n---\n# /, "\n# ")),
  fm("S2 - reports YAML that does not parse", OW, /^S2 SKILL\.md: YAML: /, (t) => setKey(t, "license", 'license: "MIT')),
  fm("S2 - reports a duplicate key (strict mode)", OW, /^S2 SKILL\.md: YAML: .*[Uu]nique/, (t) => t.replace(/^license: MIT$/m, "license: MIT\nlicense: Apache-2.0")),
  fm("S2 - reports frontmatter that is not a mapping", OW, /^S2 SKILL\.md: the frontmatter must be a YAML mapping/, (t) => t.replace(/^---\n[\s\S]*?\n---\n/, "---\n- name\n- description\n---\n")),
  fm("S3 - reports an unknown key (version)", OW, /^S3 SKILL\.md version: unknown frontmatter key/, (t) => t.replace(/^license: MIT$/m, "license: MIT\nversion: 1.0.0")),
  fm("S3 - reports a Claude-Code-only key (when_to_use)", MS, /^S3 SKILL\.md when_to_use: unknown frontmatter key/, (t) => t.replace(/^license: MIT$/m, "license: MIT\nwhen_to_use: always")),
  fm("S4 - reports a name that differs from the folder", OW, /^S4 SKILL\.md name: "opencode-delegate" differs from the folder name "opencode-worker"/, (t) => setKey(t, "name", "name: opencode-delegate")),
  fm("S4 - reports a missing name", MS, /^S4 SKILL\.md name: missing/, (t) => t.replace(/^name: .*\n/m, "")),
  fm("S4 - reports a name that is not kebab-case", OW, /^S4 SKILL\.md name: "OpenCode_Worker" must be 1–64 chars/, (t) => setKey(t, "name", "name: OpenCode_Worker")),
  fm("S4 - reports a double hyphen", OW, /^S4 SKILL\.md name: "opencode--worker" must be 1–64 chars/, (t) => setKey(t, "name", "name: opencode--worker")),
  b("S4 - reports \"claude\" in the name", OW, /^S4 SKILL\.md name: "claude-worker" contains the reserved word "claude"/, async (s, k) => {
    await edit(md(s, k), (t) => setKey(t, "name", "name: claude-worker"));
    await rename(join(s, k), join(s, "claude-worker"));
    return join(s, "claude-worker");
  }),
  b("S4 - reports \"anthropic\" in the name", MS, /^S4 SKILL\.md name: "anthropic-setup" contains the reserved word "anthropic"/, async (s, k) => {
    await edit(md(s, k), (t) => setKey(t, "name", "name: anthropic-setup"));
    await rename(join(s, k), join(s, "anthropic-setup"));
    return join(s, "anthropic-setup");
  }),
  b("S4 - reports a built-in command name", MS, /^S4 SKILL\.md name: "doctor" is reserved or a built-in command/, async (s, k) => {
    await edit(md(s, k), (t) => setKey(t, "name", "name: doctor"));
    await rename(join(s, k), join(s, "doctor"));
    return join(s, "doctor");
  }),
  fm("S5 - reports a missing description", OW, /^S5 SKILL\.md description: missing/, (t) => t.replace(/^description: .*\n/m, "")),
  fm("S5 - reports < or > in the description", OW, /^S5 SKILL\.md description: contains "<" or ">"/, (t) => t.replace(/^(description: .*)$/m, "$1 Returns a <verdict> block.")),
  fm("S5 - reports a first-person description", OW, /^S5 SKILL\.md description: must be in the third person/, (t) => setKey(t, "description", "description: I hand coding tasks to a worker. Use when the user says offload.")),
  fm("S5 - reports a second-person description", MS, /^S5 SKILL\.md description: must be in the third person/, (t) => setKey(t, "description", "description: You can set up a model server here. Use when a model is needed.")),
  fm("S5 - reports a description without a Use-when clause", OW, /^S5 SKILL\.md description: has no trigger clause/, (t) => setKey(t, "description", "description: Hands a bounded coding task to an OpenCode worker and reports its verdict.")),
  fm("S5 - reports a description over 1024 chars", OW, /^S5 SKILL\.md description: 10\d\d chars, at most 1024/, (t) => t.replace(/^(description: .*)$/m, `$1 ${"Delegates well. ".repeat(55)}`)),
  b("S5 - reports a description copied from the other skill", OW, /^S5 SKILL\.md description: shares 100% of its words with "model-setup"/, async (s, k) => {
    const other = /^description: .*$/m.exec(await readFile(md(s, MS), "utf8"))![0];
    await edit(md(s, k), (t) => setKey(t, "description", other));
  }),
  b("S5 - reports triggers that overlap the other skill's", OW, /^S5 SKILL\.md description: shares \d+% of its trigger words with "model-setup"/, async (s, k) => {
    const other = readSkill(join(s, MS)).matter!.description as string;
    const trigger = other.slice(other.indexOf("Use when"));
    await edit(md(s, k), (t) => setKey(t, "description", `description: Hands bounded coding tasks to an OpenCode worker and grades them. ${trigger}`));
  }),
  fm("S6 - reports a metadata value that is not a string", OW, /^S6 SKILL\.md metadata\.version: must be a string, got number/, (t) => t.replace(/^ {2}version: .*$/m, "  version: 1")),
  fm("S6 - reports metadata that is not a map", MS, /^S6 SKILL\.md metadata: must be a map of strings to strings/, (t) => t.replace(/^metadata:\n {2}version: .*$/m, "metadata: [a, b]")),
  fm("S6 - reports a compatibility over 500 chars", OW, /^S6 SKILL\.md compatibility: must be a non-empty string of at most 500/, (t) => t.replace(/^(compatibility: .*)$/m, `$1 ${"x".repeat(500)}`)),
  fm("S6 - reports allowed-tools given as a list", OW, /^S6 SKILL\.md allowed-tools: must be a space-separated string/, (t) => t.replace(/^license: MIT$/m, "license: MIT\nallowed-tools:\n  - Bash\n  - Read")),
  fm("S7 - reports a body without an H1", OW, /^S7 SKILL\.md body: has no H1 title/, (t) => t.replace(/^# (.*)$/m, "## $1")),
  fm("S7 - reports an H1 that is only inside a code block", MS, /^S7 SKILL\.md body: has no H1 title/, (t) => t.replace(/^# (.*)$/m, "```\n# $1\n```")),
  fm("S7 - reports an empty body", OW, /^S7 SKILL\.md body: empty/, (t) => t.slice(0, t.indexOf("\n---\n") + 5)),
  fm("S7 - reports a body over 500 lines", OW, /^S7 SKILL\.md body: 5\d\d lines, at most 500/, (t) => `${t}${"\nfiller".repeat(500)}\n`),
  fm("S7 - reports a body over ~5k tokens", MS, /^S7 SKILL\.md body: \d+ bytes \(~\d+ tokens\), at most 20000/, (t) => `${t}\n${"Long paragraph of words. ".repeat(700)}\n`),
  fm("S8 - reports a ../ link", OW, /^S8 SKILL\.md: "\.\.\/model-setup\/SKILL\.md" climbs out with "\.\.\/"/, (t) => `${t}\nSee [model setup](../model-setup/SKILL.md).\n`),
  fm("S8 - reports an absolute link", OW, /^S8 SKILL\.md: "\/etc\/hosts" is an absolute path/, (t) => `${t}\nSee [hosts](/etc/hosts).\n`),
  fm("S8 - reports a backslash path", MS, /^S8 SKILL\.md: "references\\serving\.md" uses a backslash/, (t) => `${t}\nSee [serving](references\\serving.md).\n`),
  b("S8 - reports a missing referenced file", OW, /^S8 SKILL\.md: "references\/verdicts\.md" does not exist/, (s, k) => rm(join(s, k, "references/verdicts.md"))),
  fm("S8 - reports a missing script named through ${CLAUDE_SKILL_DIR}", MS, /^S8 SKILL\.md: "scripts\/setup\.sh" does not exist/, (t) => `${t}\nRun \`bash "\${CLAUDE_SKILL_DIR}/scripts/setup.sh"\`.\n`),
  fm("S8 - reports a missing file named in a code span", OW, /^S8 SKILL\.md: "references\/limits\.md" does not exist/, (t) => `${t}\nRead \`references/limits.md\` for limits.\n`),
  b("S8 - reports a reference nested two levels deep", OW, /^S8 SKILL\.md: "references\/deep\/more\.md" is nested 2 folders deep/, async (s, k) => {
    await writeText(join(s, k), "references/deep/more.md", "# More\n");
    await edit(md(s, k), (t) => `${t}\nSee [more](references/deep/more.md).\n`);
  }),
  b("S8 - reports a broken link inside a reference file", OW, /^S8 references\/permissions\.md: "\.\.\/\.\.\/README\.md" climbs out/, (s, k) => edit(join(s, k, "references/permissions.md"), (t) => `${t}\nSee [the readme](../../README.md).\n`)),
  fm("S9 - reports ${CLAUDE_PLUGIN_ROOT} in the body", OW, /^S9 SKILL\.md: uses \$\{CLAUDE_PLUGIN_ROOT\}/, (t) => `${t}\nRun \`node \${CLAUDE_PLUGIN_ROOT}/dist/ocw.mjs\`.\n`),
  b("S9 - reports ${CLAUDE_PLUGIN_DATA} in a reference file", OW, /^S9 references\/cli-fallback\.md: uses \$\{CLAUDE_PLUGIN_DATA\}/, (s, k) => edit(join(s, k, "references/cli-fallback.md"), (t) => `${t}\nState lives in \${CLAUDE_PLUGIN_DATA}.\n`)),
  b("S9 - reports MCP tools named without a CLI fallback", MS, /^S9 SKILL\.md: names mcp__plugin_… tools but gives no fallback/, (s, k) =>
    writeFile(md(s, k), body(k, "Sets up model servers for agents. Use when a model server is needed.", "Call `mcp__plugin_opencode-worker_opencode-worker__setup_scan`."))),
  b("S10 - reports a script without a shebang", OW, /^S10 scripts\/ocw\.mjs: has no shebang line/, (s, k) => writeFile(join(s, k, "scripts/ocw.mjs"), "console.log('no shebang');\n")),
  b("S10 - reports a script that is not executable", MS, /^S10 scripts\/ocw\.mjs: not executable \(mode 644\)/, (s, k) => chmod(join(s, k, "scripts/ocw.mjs"), 0o644)),
  b("S10 - reports git mode 100644 on a tracked script", OW, /^S10 scripts\/ocw\.mjs: git mode 100644, needs 100755/, async (s, k) => {
    const script = join(s, k, "scripts/ocw.mjs");
    await chmod(script, 0o644);
    gitTrack(join(s, ".."), [join("skills", k, "scripts/ocw.mjs")]);
    await chmod(script, 0o755);
  }),
  b("S10 - reports a long reference without a table of contents", OW, /^S10 references\/task-spec\.md: \d+ lines but no "## Contents"/, (s, k) =>
    edit(join(s, k, "references/task-spec.md"), (t) => t.replace(/^## Contents\n\n(- .*\n)+/m, ""))),
  b("S10 - reports a table of contents that links to no heading", OW, /^S10 references\/verdicts\.md: the table of contents links to #gone, which is no heading/, (s, k) =>
    edit(join(s, k, "references/verdicts.md"), (t) => t.replace(/^## Contents\n\n/m, "## Contents\n\n- [Gone](#gone)\n"))),
  b("S10 - reports a new reference over 100 lines without contents", MS, /^S10 references\/long\.md: 1\d\d lines but no "## Contents"/, (s, k) =>
    writeText(join(s, k), "references/long.md", `# Long\n\n${"A line of reference text.\n".repeat(110)}`)),
];

describe("the real skills", () => {
  it("S1–S10 - both skills pass every rule", T, () => {
    const problems = checkSkills(SKILLS_DIR);
    expect(Object.keys(problems)).toEqual(expect.arrayContaining([...SKILLS]));
    for (const s of SKILLS) expect(problems[s], s).toEqual([]);
  });

  it("S4 - each name equals its folder, and the folders are the two skills the plugin ships", T, () => {
    const named = readdirSync(SKILLS_DIR).filter((d) => existsSync(join(SKILLS_DIR, d, "SKILL.md")));
    expect(named.sort()).toEqual([...SKILLS]);
    for (const s of SKILLS) expect(readSkill(join(SKILLS_DIR, s)).matter?.name).toBe(s);
  });

  it("budget - both names and descriptions together fit the always-on budget; each body fits the invoke budget", T, () => {
    const docs = SKILLS.map((s) => readSkill(join(SKILLS_DIR, s)));
    const chars = docs.reduce((n, d) => n + String(d.matter?.name).length + String(d.matter?.description).length, 0);
    expect(chars, `names + descriptions: ${chars} chars`).toBeLessThanOrEqual(MAX_DESCRIPTIONS_CHARS);
    for (const d of docs) {
      expect(d.body.split("\n").length, `${basename(d.dir)} body lines`).toBeLessThanOrEqual(MAX_OUR_BODY_LINES);
      expect(Buffer.byteLength(d.body), `${basename(d.dir)} body bytes`).toBeLessThanOrEqual(MAX_OUR_BODY_BYTES);
    }
  });

  it("S10 - git tracks each skill's scripts/ocw.mjs with mode 100755 and a shebang", T, () => {
    for (const s of SKILLS) {
      const rel = `skills/${s}/scripts/ocw.mjs`;
      const line = execFileSync("git", ["-C", REPO_ROOT, "ls-files", "-s", "--", rel], { encoding: "utf8", timeout: 10_000 }).trim();
      expect(line, `${rel} must be committed`).not.toBe("");
      expect(line.split(/\s+/)[0], rel).toBe("100755");
      expect(readFileSync(join(REPO_ROOT, rel), "utf8").startsWith("#!/usr/bin/env node\n"), rel).toBe(true);
    }
  });

  it("S1 - the compiled variants beside SKILL.md are not skills: no other file is named SKILL.md, and each carries the canonical frontmatter", T, () => {
    const dir = join(SKILLS_DIR, OW);
    const canonical = readFileSync(join(dir, "SKILL.md"), "utf8");
    const matter = canonical.slice(0, canonical.indexOf("\n---\n") + 5);
    const variants = readdirSync(dir).filter((f) => f.endsWith(".SKILL.md"));
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      expect(v).not.toBe("SKILL.md");
      expect(readFileSync(join(dir, v), "utf8").startsWith(matter), `${v} must start with the canonical frontmatter (run npx tsx scripts/build-pack.ts)`).toBe(true);
    }
  });

  it("S7 - the body says when to read each reference file, and every reference file is linked", T, () => {
    for (const s of SKILLS) {
      const doc = readSkill(join(SKILLS_DIR, s));
      const refs = readdirSync(join(SKILLS_DIR, s, "references")).filter((f) => f.endsWith(".md"));
      expect(refs.length, s).toBeGreaterThan(0);
      for (const r of refs) expect(doc.body, `${s} must link references/${r} and say when to read it`).toMatch(new RegExp(`\\[references/${r.replace(".", "\\.")}\\]\\(references/${r.replace(".", "\\.")}\\): read (when|before|every)`));
    }
  });
});

describe("a drop-in copy in $TMP/.claude/skills/", () => {
  it("S1–S10 - both folders pass every rule there too", T, async () => {
    const { skills } = await dropIn();
    const problems = checkSkills(skills);
    for (const s of SKILLS) expect(problems[s], s).toEqual([]);
  });

  it("S9 - the bundled CLI runs from the copy, with no node_modules near it", T, async () => {
    const { home, skills } = await dropIn();
    for (const s of SKILLS) {
      const script = join(skills, s, "scripts/ocw.mjs");
      const r = spawnSync(process.execPath, [script, "--version"], { cwd: home, encoding: "utf8", timeout: 20_000, env: { PATH: process.env.PATH ?? "", HOME: home } });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout.trim()).toBe(pkg.version);
    }
  });

  it("S9 - a copy that only works as a plugin is caught in the drop-in location", T, async () => {
    const { skills } = await dropIn();
    await edit(md(skills, OW), (t) => t.replaceAll("${CLAUDE_SKILL_DIR}/scripts/ocw.mjs", "${CLAUDE_PLUGIN_ROOT}/dist/ocw.mjs"));
    expect(checkSkill(join(skills, OW), [readSkill(join(skills, MS))])).toContainEqual(expect.stringMatching(/^S9 SKILL\.md: uses \$\{CLAUDE_PLUGIN_ROOT\}/));
  });
});

describe("a copy with one thing broken", () => {
  it.each(BREAKAGES)("$name", T, async ({ skill, problem, breakIt }) => {
    const skills = await copySkills();
    const before = checkSkills(skills);
    expect(before[skill]).toEqual([]);
    const moved = await breakIt(skills, skill);
    const dir = moved ?? join(skills, skill);
    const others = SKILLS.filter((s) => s !== skill).map((s) => readSkill(join(moved ? join(dir, "..") : skills, s)));
    expect(checkSkill(dir, others)).toContainEqual(expect.stringMatching(problem));
  });
});

// quick_validate.py's checks (anthropics/skills, skill-creator/scripts) plus skills-ref's
// name-equals-folder rule, re-stated in Python here; it prints {dir: [problems]} as JSON.
const QUICK_VALIDATE_PY = String.raw`
import json, os, re, sys, unicodedata
import yaml
ALLOWED = {"name", "description", "license", "allowed-tools", "metadata", "compatibility"}
def validate(path):
    p = os.path.join(path, "SKILL.md")
    if not os.path.exists(p):
        return ["SKILL.md not found"]
    with open(p, encoding="utf-8") as f:
        content = f.read()
    if not content.startswith("---"):
        return ["No YAML frontmatter found"]
    m = re.match(r"^---\n(.*?)\n---", content, re.DOTALL)
    if not m:
        return ["Invalid frontmatter format"]
    try:
        fm = yaml.safe_load(m.group(1))
    except yaml.YAMLError as e:
        return ["Invalid YAML in frontmatter: " + str(e).splitlines()[0]]
    if not isinstance(fm, dict):
        return ["Frontmatter must be a YAML dictionary"]
    problems = []
    unexpected = sorted(set(fm) - ALLOWED)
    if unexpected:
        problems.append("Unexpected key(s) in SKILL.md frontmatter: " + ", ".join(unexpected))
    if "name" not in fm:
        problems.append("Missing 'name' in frontmatter")
    if "description" not in fm:
        problems.append("Missing 'description' in frontmatter")
    name = fm.get("name")
    if "name" in fm and not isinstance(name, str):
        problems.append("Name must be a string")
    if isinstance(name, str):
        n = name.strip()
        if n and not re.match(r"^[a-z0-9-]+$", n):
            problems.append("Name '%s' should be kebab-case" % n)
        if n.startswith("-") or n.endswith("-") or "--" in n:
            problems.append("Name '%s' cannot start/end with hyphen or contain consecutive hyphens" % n)
        if len(n) > 64:
            problems.append("Name is too long (%d characters)" % len(n))
        if unicodedata.normalize("NFKC", n) != os.path.basename(os.path.normpath(path)):
            problems.append("Directory name '%s' must match skill name '%s'" % (os.path.basename(os.path.normpath(path)), n))
    d = fm.get("description")
    if "description" in fm and not isinstance(d, str):
        problems.append("Description must be a string")
    if isinstance(d, str):
        t = d.strip()
        if "<" in t or ">" in t:
            problems.append("Description cannot contain angle brackets (< or >)")
        if len(t) > 1024:
            problems.append("Description is too long (%d characters)" % len(t))
        if len(t) == 0:
            problems.append("Description must be non-empty")
    c = fm.get("compatibility")
    if c is not None and not isinstance(c, str):
        problems.append("Compatibility must be a string")
    if isinstance(c, str) and len(c) > 500:
        problems.append("Compatibility is too long (%d characters)" % len(c))
    return problems
print(json.dumps({d: validate(d) for d in sys.argv[1:]}))
`;

const pyYaml = spawnSync("python3", ["-c", "import yaml"], { timeout: 10_000 }).status === 0;

/** The Python runner's problems per skill folder (by path), or the TS re-statement's when PyYAML is missing. */
function crossCheck(dirs: readonly string[]): Record<string, string[]> {
  if (!pyYaml) return Object.fromEntries(dirs.map((d) => [d, quickValidate(d)]));
  const out = execFileSync("python3", ["-c", QUICK_VALIDATE_PY, ...dirs], { encoding: "utf8", timeout: 20_000 });
  return JSON.parse(out) as Record<string, string[]>;
}

/** YAML parser messages differ between PyYAML and yaml; compare their stable prefix. */
const stable = (p: string): string => (p.startsWith("Invalid YAML in frontmatter") ? "Invalid YAML in frontmatter" : p);

const S11_CASES: { name: string; skill: string; problem: RegExp; fn: (t: string) => string }[] = [
  { name: "an unknown key", skill: OW, problem: /^Unexpected key\(s\) in SKILL\.md frontmatter: version$/, fn: (t) => t.replace(/^license: MIT$/m, "license: MIT\nversion: 1.0.0") },
  { name: "angle brackets in the description", skill: OW, problem: /^Description cannot contain angle brackets/, fn: (t) => t.replace(/^(description: .*)$/m, "$1 See <docs>.") },
  { name: "a name that differs from the folder", skill: MS, problem: /^Directory name 'model-setup' must match skill name 'model-set-up'$/, fn: (t) => setKey(t, "name", "name: model-set-up") },
  { name: "a name that is not kebab-case", skill: MS, problem: /^Name 'Model_Setup' should be kebab-case$/, fn: (t) => setKey(t, "name", "name: Model_Setup") },
  { name: "a missing description", skill: OW, problem: /^Missing 'description' in frontmatter$/, fn: (t) => t.replace(/^description: .*\n/m, "") },
  { name: "a long compatibility", skill: OW, problem: /^Compatibility is too long \(\d+ characters\)$/, fn: (t) => t.replace(/^(compatibility: .*)$/m, `$1 ${"y".repeat(500)}`) },
  { name: "YAML that does not parse", skill: MS, problem: /^Invalid YAML in frontmatter/, fn: (t) => setKey(t, "license", 'license: "MIT') },
  { name: "no frontmatter", skill: MS, problem: /^No YAML frontmatter found$/, fn: (t) => t.slice(t.indexOf("\n---\n") + 5) },
];

describe(`S11 - cross-check with quick_validate.py's rules (${pyYaml ? "Python + PyYAML" : "PyYAML missing: TS + yaml strict"})`, () => {
  // One Python run for every case: each case's skill folder before and after breaking it.
  const cases = new Map<string, { before: string[]; after: string[]; ts: string[] }>();
  beforeAll(async () => {
    const dirs: { name: string; dir: string; fn: (t: string) => string }[] = [];
    for (const c of S11_CASES) {
      const skills = await copySkills();
      dirs.push({ name: c.name, dir: join(skills, c.skill), fn: c.fn });
    }
    const before = crossCheck(dirs.map((d) => d.dir));
    for (const d of dirs) await edit(join(d.dir, "SKILL.md"), d.fn);
    const after = crossCheck(dirs.map((d) => d.dir));
    // The top-level afterEach removes these folders, so everything is read here.
    for (const d of dirs) cases.set(d.name, { before: before[d.dir]!, after: after[d.dir]!, ts: quickValidate(d.dir) });
  }, 60_000);

  it("both real skills and their drop-in copies pass", T, async () => {
    const { skills } = await dropIn();
    const dirs = [...SKILLS.map((s) => join(SKILLS_DIR, s)), ...SKILLS.map((s) => join(skills, s))];
    const found = crossCheck(dirs);
    for (const d of dirs) {
      expect(found[d], d).toEqual([]);
      expect(quickValidate(d), `TS ${d}`).toEqual([]);
    }
  });

  it.each(S11_CASES)("catches $name, and the TS re-statement agrees", T, ({ name, problem }) => {
    const c = cases.get(name)!;
    expect(c.before).toEqual([]);
    expect(c.after).toContainEqual(expect.stringMatching(problem));
    expect(c.ts.map(stable)).toEqual(c.after.map(stable));
  });
});
