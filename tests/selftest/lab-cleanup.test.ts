/**
 * `ocw pack earn` leaves nothing running, however it ends — through the real bundle, the real
 * OpenCode and a replay model:
 * - nothing listens at the pack's endpoint: the build says it could not verify at once, starts no
 *   server in its lab folder, dispatches no job and writes no grade;
 * - SIGINT, SIGTERM or SIGHUP while the ladder runs (the model's answer never comes): the command
 *   exits with the shell's code for the signal, the lab's `opencode serve` (its recorded pid) is
 *   gone with its record, every job it dispatched ended, and no grade was written;
 * - SIGINT during a selftest of the active target: exit 130, every job ended, and the user's own
 *   warm server still running (it is theirs; their jobs share it).
 * The world's teardown also asserts that no process (driver, server) is left in the world.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverExited, isTerminal, jobsRoot, listJobIds, readJob } from "../../src/jobs/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { REPO } from "../helpers/opencode-serve.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { writeProvider } from "../../src/setup/index.js";
import { DISPOSE_MS, alive, makeWorld, type World } from "../helpers/world.js";

let world: World;
let hang: ReplayServer;
let copy: string;

/** A pack for model `model` at `baseURL`, in the checkout copy; returns its folder (relative to the copy). */
async function writePack(model: string, baseURL: string): Promise<string> {
  const rel = `packs/${model}__none__opencode`;
  const yaml = [
    "protocol: 1",
    "target:",
    `  model: ${model}`,
    "  quant: none",
    "  harness:",
    "    name: opencode",
    '    version: ">=1.18.33 <2"',
    "  env: any",
    "provider:",
    `  id: ${model}`,
    '  npm: "@ai-sdk/openai-compatible"',
    `  baseURL: ${baseURL}`,
    "settings:",
    "  limit:",
    "    context: 32768",
    "    output: 4096",
    "  steps: 40",
    "  serving:",
    "    engine: replay",
    "    slots: 2",
    "  permission:",
    "    edit: allow",
    "    bash: ask",
    "    read: allow",
    "    webfetch: deny",
    "    websearch: deny",
    "    external_directory: deny",
    "    doom_loop: deny",
    "    task: deny",
    "    skill: deny",
    "    question: deny",
    "deltas: []",
  ].join("\n");
  await mkdir(join(copy, rel), { recursive: true });
  await writeFile(join(copy, rel, "pack.yaml"), `${yaml}\n`);
  return rel;
}

interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly out: string;
  readonly err: string;
}

/** `ocw pack earn <pack> --samples 1 --json` through the bundle; `during` runs while it does (given the child's pid). */
function earn(pack: string, during?: (pid: number) => Promise<void>): Promise<Run> {
  return ocw(["pack", "earn", pack, "--samples", "1", "--root", copy, "--json"], during);
}

function ocw(args: readonly string[], during?: (pid: number) => Promise<void>): Promise<Run> {
  const child = spawn(process.execPath, [BUNDLE, ...args], { cwd: world.root, env: world.env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<Run>((resolve) => child.on("close", (code, signal) => resolve({ code, signal, out, err })));
  return (during ? during(child.pid!) : Promise.resolve()).then(() => exited);
}

beforeAll(async () => {
  world = await makeWorld("ocw-lab-");
  copy = await mkdtemp(join(world.root, "repo-"));
  for (const d of ["protocol", "packs", "skills"]) await cp(join(REPO, d), join(copy, d), { recursive: true });
  // Every request is taken and never answered: the ladder is surely mid-run when the signal comes.
  hang = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["hang"], scripts: { hang: { turns: [{ fault: "hang", times: "always" }] } } }) });
}, 120_000);

afterAll(async () => {
  const left = await world?.dispose();
  await hang?.close();
  expect(left).toEqual([]);
}, DISPOSE_MS);

describe("pack earn cleanup", () => {
  it("lab - nothing listens at the endpoint: could not verify at once, no server started, no job, no grade", { timeout: 120_000 }, async () => {
    const dead = await startReplayServer({ document: parseReplayDocument({ replay: 1, scripts: { x: { turns: [{ text: "x" }] } } }) });
    const url = dead.baseURL;
    await dead.close();
    const pack = await writePack("dead", url);
    const r = await earn(pack);
    expect(r.code, r.err).toBe(1);
    const json = JSON.parse(r.out) as { build: { status: string; line: string; runs: unknown[] }; written: boolean; error: { code: string } };
    expect(json.build.status).toBe("unverified");
    expect(json.written).toBe(false);
    expect(json.error.code).toBe("NOT_BUILT");
    expect(json.build.line).toMatch(new RegExp(`^Could not verify: the model at ${url.replace(/[.]/g, "\\.")} did not answer \\(connection refused \\(ECONNREFUSED\\)\\); no rung ran, so this is no verdict on the worker — start the model server`));
    expect(json.build.runs).toEqual([]);
    const lab = join(world.ocwHome, "lab", "dead__none__opencode");
    expect(existsSync(join(lab, "server", "server.log"))).toBe(false);
    expect(existsSync(join(lab, "server", "server.json"))).toBe(false);
    expect(await listJobIds(jobsRoot({ OCW_HOME: lab }))).toEqual([]);
    expect(existsSync(join(copy, pack, "grade.json"))).toBe(false);
  });

  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]] as const) {
    it(`lab - ${signal} while the ladder waits on the model: exit ${code}, the lab server stopped, every job ended, no grade`, { timeout: 600_000 }, async () => {
      const pack = await writePack("hang", hang.baseURL);
      const lab = join(world.ocwHome, "lab", "hang__none__opencode");
      const record = join(lab, "server", "server.json");
      const seen = hang.requests.length;
      let serverPid = 0;
      const r = await earn(pack, async (pid) => {
        // A worker's request has reached the model (which never answers): the ladder is running.
        while (hang.requests.length === seen && (await alive(pid))) await new Promise((res) => setTimeout(res, 200));
        serverPid = (JSON.parse(await readFile(record, "utf8")) as { pid: number }).pid;
        process.kill(pid, signal);
      });
      expect(hang.requests.length, r.err).toBeGreaterThan(seen);
      expect(r.signal, r.err).toBeNull();
      expect(r.code, r.err).toBe(code);
      const json = JSON.parse(r.out) as { build: { status: string; line: string }; written: boolean };
      expect(json.written).toBe(false);
      expect(json.build.status).toBe("unverified");
      expect(json.build.line).toContain(`interrupted by ${signal}; the ladder's jobs were cancelled and the lab's OpenCode server stopped`);
      expect(serverPid).toBeGreaterThan(0);
      expect(await alive(serverPid)).toBe(false);
      expect(existsSync(record)).toBe(false);
      const root = jobsRoot({ OCW_HOME: lab });
      const jobs = await listJobIds(root);
      expect(jobs.length).toBeGreaterThan(0);
      for (const id of jobs) {
        const job = await readJob(root, id);
        expect(isTerminal(job.state), `${id} is ${job.state}`).toBe(true);
        if (job.driver?.pid) expect(await alive(job.driver.pid), `driver of ${id}`).toBe(false);
      }
      expect(existsSync(join(copy, pack, "grade.json"))).toBe(false);
    });
  }

  it("selftest - SIGINT on the active target's build: exit 130, every job ended, the user's warm server kept", { timeout: 600_000 }, async () => {
    await writeProvider({ baseURL: hang.baseURL, model: "hang", engine: "openai-compatible", context: 32768, output: 4096, slots: 2, providerId: "hang", quant: "none", local: true }, { env: world.env });
    const record = join(world.ocwHome, "server", "server.json");
    const seen = hang.requests.length;
    let serverPid = 0;
    const r = await ocw(["selftest", "--fresh", "--root", copy, "--json"], async (pid) => {
      while (hang.requests.length === seen && (await alive(pid))) await new Promise((res) => setTimeout(res, 200));
      serverPid = (JSON.parse(await readFile(record, "utf8")) as { pid: number }).pid;
      process.kill(pid, "SIGINT");
    });
    expect(hang.requests.length, r.err).toBeGreaterThan(seen);
    expect(r.code, r.err).toBe(130);
    const json = JSON.parse(r.out) as { status: string; line: string };
    expect(json.status).toBe("unverified");
    expect(json.line).toMatch(/^Could not verify: interrupted by SIGINT; the ladder's jobs were cancelled, so this is no verdict/);
    // The warm server is the user's: it stays, recorded, for their next job.
    expect(await alive(serverPid)).toBe(true);
    expect((JSON.parse(await readFile(record, "utf8")) as { pid: number }).pid).toBe(serverPid);
    const root = jobsRoot(world.env);
    const jobs = await listJobIds(root);
    expect(jobs.length).toBeGreaterThan(0);
    for (const id of jobs) {
      const job = await readJob(root, id);
      expect(isTerminal(job.state), `${id} is ${job.state}`).toBe(true);
      // The driver host of the user's own state folder may live on (it drives their next job), but not with this job.
      expect(await driverExited(world.env, id, 0), `${id} still driven`).toBe(true);
    }
  });
});
