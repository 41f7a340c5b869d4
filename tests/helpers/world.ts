/**
 * The one world the OpenCode, jobs, fault, MCP, security and self-build suites set up: a temp
 * root holding our state (OCW_HOME), a HOME, work folders and git repos, and an env whose PATH
 * has the pinned `opencode` from the tools cache first (or only the host's PATH, for worlds that
 * must not run OpenCode). `makeJobsWorld` adds the replay model with the file's scripts and one
 * warm `opencode serve` started by the real connector with the replay pack as config (its
 * baseURL written in, so every driver's `connect` reuses the same server), plus small tasks and
 * a poll on job.json. The only doubles are models.
 *
 * Teardown is the same everywhere: stop the world's server, wait (bounded) for the drivers and
 * servers that ran in the world to end on their own, remove the temp root, and say what is still
 * running — callers `expect(await w.dispose()).toEqual([])`.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { ensureServer, stopServer } from "../../src/opencode/index.js";
import { isTerminal, jobsRoot, readJob, stopHost, type Job, type JobId } from "../../src/jobs/index.js";
import { hostPaths } from "../../src/jobs/host-wire.js";
import { AGENT_NAME } from "../../src/target/index.js";
import { opencodeConfigDir } from "../../src/paths/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { writeProvider } from "../../src/setup/index.js";
import { ensureTool } from "../../scripts/tools.js";
import { pidsUsing, replayConfig } from "./opencode-serve.js";

export interface WorldOptions {
  /**
   * `pinned` (default): the tools cache's `opencode` first on PATH, as the suites that run
   * OpenCode need. `host`: the test process's PATH only, for worlds where no job may reach a
   * real OpenCode (dispatch preflight and refusals).
   */
  readonly path?: "pinned" | "host";
}

export interface World {
  /** The temp root; everything below is removed by `dispose`. */
  readonly root: string;
  /** Our state root (OCW_HOME). */
  readonly ocwHome: string;
  /** The HOME the server sees (tests put a CLAUDE.md and a ~/.opencode there). */
  readonly home: string;
  /** The client env: OCW_HOME, HOME, TMPDIR, and PATH (see WorldOptions.path). */
  readonly env: Record<string, string>;
  /** A fresh work folder (optionally with files). */
  workdir(name: string, files?: Readonly<Record<string, string>>): Promise<string>;
  /** A fresh work folder with `files`, committed as the first commit of a git repo on `main`. */
  repo(name: string, files: Readonly<Record<string, string>>): Promise<string>;
  /**
   * What model-setup and a self-build leave behind, which dispatch's preflight wants: the active
   * target written by `ocw setup provider`, and the worker agent installed. `env` defaults to the
   * world's (a test may point OCW_HOME elsewhere).
   */
  installTarget(provider: Parameters<typeof writeProvider>[0], env?: Record<string, string>): Promise<void>;
  /**
   * Stop the world's server, wait (bounded) for every process that ran in the world to end, and
   * remove the temp root. Resolves to what still runs there (`pid (state cmdline)`): expect [].
   */
  dispose(): Promise<string[]>;
}

/** How long teardown waits for drivers to end on their own after their verdict. */
const DRIVERS_END_MS = 60_000;

/**
 * The longest `dispose` takes (the host's leaving, then the drivers', then the removal): a hook
 * that disposes a world is given this much, so a slow teardown is reported by what it leaves
 * running, never as a hook timeout that leaves the world's server behind.
 */
export const DISPOSE_MS = 2 * DRIVERS_END_MS + 60_000;

/** A temp world for one test file. */
export async function makeWorld(prefix = "ocw-oc-", opts: WorldOptions = {}): Promise<World> {
  const hostPath = process.env.PATH ?? "/usr/bin:/bin";
  const path = opts.path === "host" ? hostPath : [dirname(await ensureTool("opencode")), hostPath].join(delimiter);
  const root = await mkdtemp(join(tmpdir(), prefix));
  const ocwHome = join(root, "ocw");
  const home = join(root, "home");
  await mkdir(home, { recursive: true });
  const env: Record<string, string> = { PATH: path, OCW_HOME: ocwHome, HOME: home, TMPDIR: process.env.TMPDIR ?? tmpdir() };
  const workdir: World["workdir"] = async (name, files = {}) => {
    const dir = join(root, "work", name);
    await mkdir(dir, { recursive: true });
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, rel)), { recursive: true });
      await writeFile(join(dir, rel), text);
    }
    return dir;
  };
  return {
    root,
    ocwHome,
    home,
    env,
    workdir,
    async repo(name, files) {
      const dir = await workdir(name, files);
      for (const args of [["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "init"]]) execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir });
      return dir;
    },
    async installTarget(provider, targetEnv = env) {
      await writeProvider(provider, { env: targetEnv });
      const agent = join(opencodeConfigDir(targetEnv), "agent", `${AGENT_NAME}.md`);
      await mkdir(dirname(agent), { recursive: true });
      await writeFile(agent, (await replayConfig())[`agent/${AGENT_NAME}.md`]!);
    },
    async dispose() {
      let lingering: string | undefined;
      // The driver host leaves once its jobs are done (it would restart the server for a job still going).
      const host = await stopHost(jobsRoot(env), { waitMs: DRIVERS_END_MS }).catch(() => undefined);
      // One that outlived that bound is left for the caller's expect to name; its log says what it waited for.
      if (host && !host.gone) lingering = `the driver host ${host.pid} had not left ${DRIVERS_END_MS / 1000} s after it was asked to; its log ends: ${(await readFile(hostPaths(jobsRoot(env)).log, "utf8").catch(() => "")).slice(-1_500)}`;
      // Hosts of other state folders a test made inside the world: asked to leave the same way (SIGTERM).
      for (const pid of await pidsUsing(root)) {
        const cmd = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
        if (cmd.includes("host-main") || cmd.includes("--ocw-host")) process.kill(pid, "SIGTERM");
      }
      await stopServer({ env }).catch(() => undefined);
      // Drivers end on their own after their verdict, slower on a busy machine: wait for that
      // (a process that never ends still shows up in what this returns, after the bound).
      for (const deadline = Date.now() + DRIVERS_END_MS; Date.now() < deadline && (await pidsUsing(root)).length > 0; ) await new Promise((r) => setTimeout(r, 200));
      // A driver that just wrote its verdict is still releasing its slot and lock: on a busy
      // machine it can create a file while the tree is removed (ENOTEMPTY); rm retries that.
      await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      const left = await describePids(await pidsUsing(root));
      return left.length > 0 && lingering ? [...left, lingering] : left;
    },
  };
}

export interface JobsWorld {
  readonly world: World;
  readonly model: ReplayServer;
  /** The world's env with the options' extra variables. */
  readonly env: Record<string, string>;
  /** The jobs root under the world's OCW_HOME. */
  readonly root: string;
  /** A git repo with greet.txt and a task.yaml asking for `file` to contain `content`, driven by replay `script`. */
  task(name: string, script: string, opts?: { file?: string; content?: string; extra?: string; budget?: string }): Promise<{ workspace: string; taskFile: string }>;
  /** Poll job.json until `test` (default: terminal) holds. */
  until(id: JobId, test?: (j: Job) => boolean, timeoutMs?: number): Promise<Job>;
  /** The world's teardown, then the model closed: what still runs in the world (expect []). */
  dispose(): Promise<string[]>;
}

export interface JobsWorldOptions extends WorldOptions {
  /** Extra variables for the clients' env (not the server's). */
  readonly env?: Record<string, string>;
}

/** A world with the replay model playing `scripts` and a warm server on the replay pack, for one test file. */
export async function makeJobsWorld(prefix: string, scripts: Record<string, Script>, options: JobsWorldOptions = {}): Promise<JobsWorld> {
  const world = await makeWorld(prefix, options);
  const model = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["replay"], scripts }) });
  const files = await replayConfig((c) => {
    (c.provider.replay as unknown as { options: { baseURL: string } }).options.baseURL = model.baseURL;
  });
  await ensureServer({ env: world.env, files });
  const env = { ...world.env, ...options.env };
  return {
    world,
    model,
    env,
    root: jobsRoot(env),
    async task(name, script, opts = {}) {
      const file = opts.file ?? "hello.txt";
      const content = opts.content ?? "hello";
      const workspace = await world.repo(name, { "greet.txt": "hi\n" });
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
        `      run: sh secret_check.sh`,
        `      inject: { secret_check.sh: "test -s ${file}" }`,
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
      const left = await world.dispose();
      await model.close();
      return left;
    },
  };
}

/** True while `pid` runs (zombies count as gone). */
export async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  return stat !== undefined && !/\) Z /.test(stat);
}

/** `pid (state cmdline)` for each pid, to say what was left behind. */
export async function describePids(pids: readonly number[]): Promise<string[]> {
  return Promise.all(
    pids.map(async (pid) => {
      const cmd = (await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")).split("\0").join(" ").slice(0, 160);
      const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      return `${pid} (${stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3)} ${cmd})`;
    }),
  );
}
