/**
 * A job on a workspace with an installed environment, through the real opencode and the replay
 * model: the worker's slot has the ignored dependencies (and no secret file unless the task gives
 * them), a change the worker makes to its own copy is named in the verdict and has no effect, a
 * slot whose environment is intact keeps it for the next job, and one the worker changed gets a
 * fresh copy.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch, jobResult, readEvents } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const FIXED = 'const pad = require("leftpad");\nmodule.exports = (s) => pad(s, 3) + "!";\n';
const PADSTART = 'module.exports = (s, n) => String(s).padStart(n, " ");\n';

const SCRIPTS = {
  // Reads its dependency (only there if the slot has the environment), fixes lib.js, and patches the dependency too.
  patcher: {
    turns: [
      { text: "- reading the dependency", tools: [{ read: { filePath: "node_modules/leftpad/index.js" } }] },
      { text: "- fixing", tools: [{ write: { filePath: "lib.js", content: FIXED } }, { write: { filePath: "node_modules/leftpad/index.js", content: `${PADSTART}// patched by the worker\n` } }] },
      { text: "- fixed lib.js", result: "built" },
    ],
  },
  fixer: {
    turns: [
      { text: "- fixing", tools: [{ write: { filePath: "lib.js", content: FIXED } }] },
      { text: "- fixed lib.js", result: "built" },
    ],
  },
};

let w: JobsWorld;
let workspace: string;
let n = 0;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-jobs-env-", SCRIPTS);
  workspace = await w.world.repo("env", {
    ".gitignore": "node_modules/\n.env\n",
    "package.json": '{"name":"app","dependencies":{"leftpad":"1.0.0"}}\n',
    "lib.js": 'const pad = require("leftpad");\nmodule.exports = (s) => pad(s, 3);\n',
    "test.js": 'const assert = require("assert");\nassert.strictEqual(require("./lib")("a"), "  a!");\n',
  });
  // Installed by the user, ignored by git: what the checks and the worker need beyond the tracked files.
  for (const [rel, text] of Object.entries({ "node_modules/leftpad/index.js": PADSTART, "node_modules/leftpad/package.json": '{"name":"leftpad"}\n', ".env": "API_TOKEN=tok_0a1b2c3d4e5f\n" })) {
    await mkdir(dirname(join(workspace, rel)), { recursive: true });
    await writeFile(join(workspace, rel), text);
  }
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

async function run(script: keyof typeof SCRIPTS) {
  const taskFile = join(w.world.root, `env-${n++}.task.yaml`);
  await writeFile(taskFile, [`workspace: ${workspace}`, "objective: |", `  Make lib.js end its result with "!". [[replay:${script}]]`, "scope:", '  allow: ["lib.js"]', "checks:", "  acceptance:", "    - name: test", "      run: node test.js", "      files: [test.js]", "budget: { minutes: 5 }", ""].join("\n"));
  const d = await dispatch({ taskFile, cwd: w.world.root, env: w.env });
  const job = await w.until(d.job, undefined, 120_000);
  const workdir = (await readEvents(w.root, d.job)).find((e) => e.type === "workdir");
  return { job, workdir, result: await jobResult(w.env, d.job) };
}

describe("a job's environment", () => {
  it("slot - the worker reads its dependencies in its slot; its patch to one is named and has no effect; no secret reaches it", async () => {
    const { job, workdir, result } = await run("patcher");
    expect(job.state, JSON.stringify(job.reasons)).toBe("built");
    expect(workdir).toMatchObject({ environment: "placed" });
    expect(job.environment).toMatchObject({ source: "captured", paths: ["node_modules"], secretsToWorker: false });
    // The model was sent the dependency's text: the slot had it.
    expect(w.model.requests.some((r) => JSON.stringify(r.body.messages).includes("padStart(n"))).toBe(true);
    expect(existsSync(join(job.workdir!, ".env"))).toBe(false);
    const env = result.detail?.environment;
    expect(env).toMatchObject({ paths: [".env", "node_modules"], workerChanged: ["node_modules/leftpad/index.js"] });
    // The checks ran on the dependency as the user installed it.
    expect(await readFile(join(result.detail!.evidence, "worker.diff"), "utf8")).not.toContain("node_modules");
  }, 180_000);

  it("slot - the next job gets a fresh copy where the worker changed it, and keeps an intact one", async () => {
    const second = await run("fixer");
    expect(second.job.state).toBe("built");
    expect(second.workdir).toMatchObject({ environment: "placed" });
    expect(await readFile(join(second.job.workdir!, "node_modules/leftpad/index.js"), "utf8")).toBe(PADSTART);
    const third = await run("fixer");
    expect(third.job.state).toBe("built");
    expect(third.job.workdir).toBe(second.job.workdir);
    expect(third.workdir).toMatchObject({ environment: "kept" });
    expect(third.result.detail?.environment?.workerChanged).toBeUndefined();
  }, 300_000);
});
