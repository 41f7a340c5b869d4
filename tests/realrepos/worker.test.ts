/**
 * A real repository through a worker, end to end: zod 4.3.0 set up with npm (scripts/realrepos.ts),
 * a job dispatched to the real opencode, the replay model as the worker — it reads vitest's
 * manifest in its slot (there only if the slot has the workspace's node_modules) and writes the
 * real upstream fix — and the verdict from the real grader: built, on the environment as it was
 * at the baseline.
 */
import { readFile } from "node:fs/promises";
import { delimiter, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorkspace, ensureRealRepos, missingToolchain, realCase } from "../../scripts/realrepos.js";
import { ensureTool, toolsDir } from "../../scripts/tools.js";
import { dispatch, jobResult, readEvents } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";

const c = realCase("npm-zod");
let w: JobsWorld | undefined;
let dir = "";
let ws = "";
let skip: string | undefined;

beforeAll(async () => {
  skip = missingToolchain(c.ecosystem);
  if (skip) return;
  const repos = await ensureRealRepos({ toolsDir: toolsDir() });
  dir = await mkdtemp(join(tmpdir(), "ocw-realrepo-worker-"));
  const built = await buildWorkspace(c, dir, repos);
  ws = built.ws;
  const [file, content] = Object.entries(built.fix)[0]!;
  const scripts = {
    upstream: {
      turns: [
        { text: "- checking the test runner is installed", tools: [{ read: { filePath: "node_modules/vitest/package.json" } }] },
        { text: "- applying the fix", tools: [{ write: { filePath: file, content } }] },
        { text: "- extend() now throws only when a key is overwritten", result: "built" },
      ],
    },
  };
  // The user's PATH as the case gives it (no node_modules/.bin of this repository), with the pinned opencode.
  const path = [dirname(await ensureTool("opencode")), built.hostEnv.PATH].join(delimiter);
  w = await makeJobsWorld("ocw-realrepo-jobs-", scripts, { env: { PATH: path } });
}, 4 * 3600_000);

afterAll(async () => {
  if (w) expect(await w.dispose()).toEqual([]);
  if (dir) await rm(dir, { recursive: true, force: true });
}, DISPOSE_MS);

describe("a real repository through a worker", () => {
  it("npm-zod - the worker has node_modules in its slot, writes the real fix: built, graded on the baseline's environment", async (ctx) => {
    if (skip || !w) return ctx.skip(skip ?? "no world");
    const taskFile = join(w.world.root, "zod.task.yaml");
    await writeFile(
      taskFile,
      [
        `workspace: ${ws}`,
        "objective: |",
        `  ${c.what}. Fix it. [[replay:upstream]]`,
        "scope:",
        `  allow: ${JSON.stringify(c.scope.allow)}`,
        "checks:",
        "  acceptance:",
        "    - name: acceptance",
        `      run: ${c.acceptance}`,
        `      files: ${JSON.stringify(c.tests)}`,
        "  regression:",
        "    - name: regression",
        `      run: ${c.regression}`,
        "timeouts: { check: 600 }",
        "budget: { minutes: 20 }",
        "",
      ].join("\n"),
    );
    const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
    const job = await w.until(d.job, undefined, 600_000);
    const r = await jobResult(w.env, d.job);
    expect(job.state, JSON.stringify(job.reasons)).toBe("built");
    expect(job.environment).toMatchObject({ source: "captured", paths: ["node_modules"] });
    expect((await readEvents(w.root, d.job)).find((e) => e.type === "workdir")).toMatchObject({ environment: "placed" });
    // The model was sent vitest's manifest from the slot.
    expect(w.model.requests.some((q) => JSON.stringify(q.body.messages).includes('\\"name\\": \\"vitest\\"'))).toBe(true);
    expect(r.detail?.environment).toMatchObject({ paths: ["node_modules"], managers: ["npm"] });
    expect(r.detail?.checks.map((k) => [k.name, k.before?.status, k.after?.status])).toEqual([
      ["acceptance", "fail", "pass"],
      ["regression", "pass", "pass"],
    ]);
    expect(await readFile(r.evidence.diff!, "utf8")).toContain(`+++ b/${c.fix[0]}`);
  }, 900_000);
});
