/**
 * Containment through real jobs: a worker that tries to write outside its worktree (a relative
 * `../` path and an absolute one) is refused by the pack's rules, a bash command writing to /tmp
 * waits for the orchestrator, who denies it, and nothing lands outside; the orchestrator's own
 * instructions — ~/.claude/CLAUDE.md, ~/.claude/skills/*, a project CLAUDE.md, AGENTS.md and
 * .claude/skills/* committed in the workspace — never reach the model (asserted on the full
 * request bodies the replay model received). The connector-level versions are in
 * tests/opencode/session.test.ts ("permission - a write outside…", "isolation - …").
 */
import { execFileSync } from "node:child_process";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, jobPaths, permit, readEvents, readJob, type JobId } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";
import { auditLedger } from "../faults/support.js";

const ABS = `/tmp/ocw-escape-${process.pid}-${Date.now().toString(36)}.txt`;
const BASH_OUT = `/tmp/ocw-escape-bash-${process.pid}-${Date.now().toString(36)}.txt`;
const MARK = "ORCH-MARKER-5813";

const SCRIPTS = {
  escape: {
    turns: [
      { text: "- trying outside", tools: [{ write: { filePath: "${cwd}/../outside.txt", content: "escaped\n" } }] },
      { tools: [{ write: { filePath: ABS, content: "escaped\n" } }] },
      { tools: [{ bash: { command: `echo escaped > ${BASH_OUT}`, description: "write outside" } }] },
      { text: "- writing inside", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] },
      { text: "- done", result: "built" },
    ],
  },
  quick: { turns: [{ text: "- writing", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- done", result: "built" }] },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-contain-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  await rm(ABS, { force: true });
  await rm(BASH_OUT, { force: true });
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

const exists = (p: string): Promise<boolean> => stat(p).then(
  () => true,
  () => false,
);

describe("containment", () => {
  it("outside writes - ../ and absolute paths are refused by rule, bash to /tmp is asked and denied: nothing lands outside the worker's directory", async () => {
    const { taskFile } = await w.task("escape", "escape");
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const asked: string[] = [];
    let job = await readJob(w.root, d.job);
    for (let i = 0; i < 600 && !["built", "honest-failure", "cancelled"].includes(job.state); i++) {
      for (const p of job.pending) {
        if (asked.includes(p.id)) continue;
        asked.push(p.id);
        expect(p.permission).toBe("bash");
        await permit(w.env, d.job, p.id, "reject", "no writes outside the worktree");
      }
      await new Promise((r) => setTimeout(r, 100));
      job = await readJob(w.root, d.job);
    }
    job = await auditLedger(w.root, d.job);
    const paths = jobPaths(w.root, d.job);
    // The worker really tried all three (so the test can fail), and each one was turned away.
    const tools = (await readEvents(w.root, d.job)).filter((e) => e.type === "tool");
    expect(tools.filter((e) => e.tool === "write" && e.status === "error").length).toBe(2);
    expect(tools.some((e) => e.tool === "bash" && e.status === "error")).toBe(true);
    expect(asked).toHaveLength(1);
    expect(await exists(join(paths.dir, "outside.txt"))).toBe(false);
    expect(await exists(join(dirname(job.workdir!), "outside.txt"))).toBe(false);
    expect(await exists(ABS)).toBe(false);
    expect(await exists(BASH_OUT)).toBe(false);
    // Inside, the worker's write went through and the job was graded on it.
    expect(await readFile(join(job.workdir!, "hello.txt"), "utf8")).toBe("hello\n");
    expect(job.state).toBe("built");
  }, 120_000);

  it("isolation - the orchestrator's CLAUDE.md and skills (home and project) never reach the worker's model", async () => {
    const home = w.world.home;
    await mkdir(join(home, ".claude", "skills", "orch-skill"), { recursive: true });
    await writeFile(join(home, ".claude", "CLAUDE.md"), `HOME-CLAUDE ${MARK}\n`);
    await writeFile(join(home, ".claude", "skills", "orch-skill", "SKILL.md"), `---\nname: orch-skill\ndescription: HOME-SKILL ${MARK}\n---\nHOME-SKILL-BODY ${MARK}\n`);
    const { taskFile, workspace } = await w.task("isolated", "quick");
    await mkdir(join(workspace, ".claude", "skills", "proj-skill"), { recursive: true });
    await writeFile(join(workspace, "CLAUDE.md"), `PROJECT-CLAUDE ${MARK}\n`);
    await writeFile(join(workspace, "AGENTS.md"), `PROJECT-AGENTS ${MARK}\n`);
    await writeFile(join(workspace, ".claude", "skills", "proj-skill", "SKILL.md"), `---\nname: proj-skill\ndescription: PROJECT-SKILL ${MARK}\n---\nPROJECT-SKILL-BODY ${MARK}\n`);
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "add", "-A"], { cwd: workspace });
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "orchestrator files"], { cwd: workspace });
    const before = w.model.requests.length;
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const job = await w.until(d.job as JobId, undefined, 90_000);
    expect(job.state).toBe("built");
    // The files were in the worker's own directory (so the test can fail)...
    expect(await readFile(join(job.workdir!, "CLAUDE.md"), "utf8")).toContain(MARK);
    // ...and in no request body the model received.
    const sent = w.model.requests.slice(before).filter((r) => r.script === "quick");
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const r of sent) expect(JSON.stringify(r.body)).not.toContain(MARK);
  }, 120_000);
});
