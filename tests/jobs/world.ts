/**
 * What the jobs tests share: one temp world per file (OCW_HOME, HOME, the pinned opencode on
 * PATH), the replay model with the file's scripts, one warm `opencode serve` started by the real
 * connector with the replay pack as config (its baseURL written in, so every driver's
 * `connect` reuses the same server), and git workspaces holding a small task.
 */
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ensureServer } from "../../src/opencode/index.js";
import { isTerminal, jobsRoot, readJob, type Job, type JobId } from "../../src/jobs/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { makeWorld, replayConfig, type World } from "../helpers/opencode-serve.js";

export interface JobsWorld {
  readonly world: World;
  readonly model: ReplayServer;
  readonly env: Record<string, string>;
  readonly root: string;
  /** A git repo with greet.txt and a task.yaml asking for `file` to contain `content`, driven by replay `script`. */
  task(name: string, script: string, opts?: { file?: string; content?: string; extra?: string; budget?: string }): Promise<{ workspace: string; taskFile: string }>;
  /** Poll job.json until `test` (default: terminal) holds. */
  until(id: JobId, test?: (j: Job) => boolean, timeoutMs?: number): Promise<Job>;
  dispose(): Promise<void>;
}

export async function makeJobsWorld(prefix: string, scripts: Record<string, Script>, extraEnv: Record<string, string> = {}): Promise<JobsWorld> {
  const world = await makeWorld(prefix);
  const model = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["replay"], scripts }) });
  const files = await replayConfig((c) => {
    (c.provider.replay as unknown as { options: { baseURL: string } }).options.baseURL = model.baseURL;
  });
  await ensureServer({ env: world.env, files });
  const env = { ...world.env, ...extraEnv };
  return {
    world,
    model,
    env,
    root: jobsRoot(env),
    async task(name, script, opts = {}) {
      const file = opts.file ?? "hello.txt";
      const content = opts.content ?? "hello";
      const workspace = await world.workdir(name, { "greet.txt": "hi\n" });
      execFileSync("git", ["init", "-q", "-b", "main"], { cwd: workspace });
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "add", "-A"], { cwd: workspace });
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "init"], { cwd: workspace });
      const spec = [
        `workspace: ${workspace}`,
        `objective: |`,
        `  Write ${content} into ${file}. [[replay:${script}]]`,
        `scope:`,
        `  allow: ["${file}"]`,
        `checks:`,
        `  acceptance:`,
        `    - name: has ${content}`,
        `      run: grep -qx '${content}' ${file}`,
        `  regression:`,
        `    - name: greet kept`,
        `      run: grep -q hi greet.txt`,
        `  hidden:`,
        `    - name: secret check`,
        `      run: sh secret_check.sh`,`      inject: { secret_check.sh: "test -s ${file}" }`,
        `budget: ${opts.budget ?? "{ minutes: 5 }"}`,
        opts.extra ?? "",
      ].join("\n");
      const taskFile = join(world.root, `${name}.task.yaml`);
      await writeFile(taskFile, `${spec}\n`);
      return { workspace, taskFile };
    },
    async until(id, test = (j) => isTerminal(j.state), timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await readJob(jobsRoot(env), id);
        if (test(job)) return job;
        if (Date.now() > deadline) throw new Error(`job ${id} still ${job.state} after ${timeoutMs} ms; driver log: ${await readFile(join(jobsRoot(env), id, "driver.log"), "utf8").catch(() => "")}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async dispose() {
      await world.dispose();
      await model.close();
    },
  };
}

/** True while `pid` runs (zombies count as gone). */
export async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  return stat !== undefined && !/\) Z /.test(stat);
}
