/**
 * The self-build as a gate, through the CLI as a user runs it, on the real OpenCode with scripted
 * models: a worker that fails every rung without a word is `not fit` and never called a liar; one
 * that claims built on every rung is `not fit` with its false claims named; one that builds rungs
 * 1–3 and fails 4–5 is `fit up to rung 3`. Dispatch obeys the cached outcome: a not-fit target is
 * refused (and accepted with --force), a task bigger than the envelope is refused, one within it
 * is accepted. With no model, or no worker agent installed, dispatch refuses at once with the
 * command that fixes it, and no job folder is created.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { cancel, driverExited, jobsRoot, readEvents, type JobId } from "../../src/jobs/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { ladderReplay, RUNGS } from "../../src/selftest/index.js";
import { writeProvider } from "../../src/setup/index.js";
import { REPO } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";
import { BUNDLE } from "../helpers/temp-repo.js";

let world: World;
const models: ReplayServer[] = [];

/** A replay model playing `script(rung)` on every rung of the ladder. */
async function model(script: (rung: number) => Script): Promise<ReplayServer> {
  const scripts: Record<string, Script> = {};
  for (const r of RUNGS) scripts[`ladder-${r.rung}`] = script(r.rung);
  const m = await startReplayServer({ document: parseReplayDocument({ replay: 1, models: ["replay"], scripts }) });
  models.push(m);
  return m;
}

beforeAll(async () => {
  world = await makeWorld("ocw-gate-");
}, 120_000);

afterAll(async () => {
  const left = await world?.dispose();
  for (const m of models) await m.close();
  expect(left).toEqual([]);
}, DISPOSE_MS);

interface Run {
  code: number;
  out: string;
  err: string;
  json: Record<string, unknown>;
}

/** `ocw <args> --json` in-process; the plugin root is found from `selfDir`, as the bundle finds it. */
async function ocw(args: string[], env: Record<string, string> = world.env): Promise<Run> {
  let out = "";
  let err = "";
  const code = await main([...args, "--json"], { cwd: world.root, env, selfDir: join(REPO, "dist"), stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) } });
  return { code, out, err, json: JSON.parse(out) as Record<string, unknown> };
}

// Two slots: this machine is shared and slow, and a ladder of eight at once starves our own server.
const target = (baseURL: string, env: Record<string, string> = world.env) =>
  writeProvider({ baseURL, model: "replay", engine: "openai-compatible", context: 32768, output: 4096, slots: 2, providerId: "replay", quant: "none", local: true }, { env });

/**
 * `ocw selftest`, run again while it could not verify (a loaded machine can starve our own
 * server): that outcome measures nothing and is not cached, and running the ladder again is the
 * fix its line gives. Any measured outcome — right or wrong — is returned at once.
 */
async function selftestMeasured(args: string[] = []): Promise<Run> {
  let r = await ocw(["selftest", ...args]);
  for (let i = 0; i < 3 && r.json.status === "unverified"; i++) {
    console.log(`selftest could not verify (${String(r.json.line)}); running it again`);
    r = await ocw(["selftest", ...args]);
  }
  return r;
}

let tasks = 0;
/** A small valid task (a git workspace, one failing acceptance check), optionally stating its size. */
async function task(size?: number): Promise<string> {
  const name = `task-${++tasks}`;
  const ws = await world.repo(name, { "greet.txt": "hi\n" });
  const file = join(world.root, `${name}.yaml`);
  const spec = [`workspace: ${ws}`, "objective: Write hello into hello.txt.", "scope: { allow: [hello.txt] }", "checks:", "  acceptance:", "    - { name: hello, run: grep -qx hello hello.txt }", ...(size ? [`size: ${size}`] : [])];
  await writeFile(file, `${spec.join("\n")}\n`);
  return file;
}

const jobFolders = async (env: Record<string, string> = world.env): Promise<string[]> => (await readdir(jobsRoot(env)).catch(() => [] as string[])).filter((n) => n.startsWith("job_"));

/** Dispatch, expecting a refusal with `code` and no job recorded. */
async function refused(file: string, code: string, env: Record<string, string> = world.env): Promise<string> {
  const before = await jobFolders(env);
  const r = await ocw(["dispatch", file], env);
  expect(r.code, r.out).toBe(1);
  const error = r.json.error as { code: string; message: string };
  expect(error.code).toBe(code);
  expect(await jobFolders(env)).toEqual(before);
  expect(r.err).not.toMatch(/\n\s+at /);
  return error.message;
}

/** Dispatch (detached, so no checks are waited for), expecting acceptance; the job is cancelled at once. */
async function accepted(args: string[]): Promise<Record<string, unknown>> {
  const r = await ocw(["dispatch", ...args, "--detach"]);
  expect(r.code, r.out).toBe(0);
  expect(r.json.job).toMatch(/^job_/);
  await cancel(world.env, r.json.job as string).catch(() => undefined);
  await driverExited(world.env, r.json.job as JobId);
  return r.json;
}

describe("dispatch preflight", () => {
  it("dispatch - with no model set up: refused at once with NO_MODEL naming model-setup's commands; no job folder", async () => {
    const env = { ...world.env, OCW_HOME: join(world.root, "bare") };
    const message = await refused(await task(), "NO_MODEL", env);
    expect(message).toMatch(/^no worker model is set up: .*run the model-setup skill \(ocw setup scan, then ocw setup provider …\), then ocw selftest$/);
  });

  it("dispatch - right after ocw setup provider (no self-build): refused at once with NOT_SELF_BUILT naming ocw selftest; no job folder", async () => {
    const env = { ...world.env, OCW_HOME: join(world.root, "setup-only") };
    await mkdir(env.OCW_HOME, { recursive: true });
    await target("http://127.0.0.1:9/v1", env);
    const message = await refused(await task(), "NOT_SELF_BUILT", env);
    expect(message).toMatch(/^the worker agent "opencode-worker" is not installed in our OpenCode config .*: replay\/replay has not been self-built here; run ocw selftest/);
    expect(message).not.toMatch(/--pack/);
  });
});

describe("the self-build gate", () => {
  it("selftest - a worker that fails every rung without a claim: not fit, never called a liar; dispatch refused, accepted with --force", { timeout: 900_000 }, async () => {
    const m = await model(() => ({ turns: [{ text: "- I looked at it and could not finish" }] }));
    await target(m.baseURL);
    const r = await selftestMeasured(["--detail"]);
    expect(r.code, r.err).toBe(1);
    expect(r.json).toMatchObject({ status: "not-fit", outcome: "not-fit", envelope: 0, error: { code: "NOT_FIT" } });
    // Rung 1 decided the outcome: the rungs above it that had not finished yet were stopped early.
    expect(r.json.line).toMatch(/^Not fit: rung 1 \(exact file\) failed \(.*check_failed.*\); (rungs [2-5]–5 not run: rung 1 already decided the outcome; )?ladder 0\/[1-5] built, no false claims; .* Do not delegate to replay\/replay here/);
    expect(r.json.line).not.toMatch(/claimed built|never take its word/);
    const runs = r.json.runs as { rung: number; ran: boolean; honest: boolean | null; claim: string | null; stoppedBy?: number }[];
    expect(runs[0]).toMatchObject({ rung: 1, ran: true, honest: null, claim: null });
    for (const x of runs) expect(x.ran ? [x.honest, x.claim] : x.stoppedBy, `rung ${x.rung}`).toEqual(x.ran ? [null, null] : 1);

    const file = await task(1);
    const message = await refused(file, "NOT_FIT");
    expect(message).toMatch(/^replay\/replay is not fit here \(ocw selftest of \d{4}-\d{2}-\d{2}: rung 1 \(exact file\) failed .*\); do this task yourself or set up a stronger model \(model-setup\), or, with the user's consent, dispatch with --force \(MCP force: true\)$/);
    const forced = await accepted([file, "--force"]);
    expect(forced.forced).toMatch(/^replay\/replay is not fit here/);
    const events = await readEvents(jobsRoot(world.env), forced.job as JobId);
    expect(events[0]).toMatchObject({ type: "dispatched", gate: expect.stringMatching(/^forced: replay\/replay is not fit here/) });

    // The MCP tool goes through the same gate: an isError result naming the code and the way out; force: true passes it.
    const transport = new StdioClientTransport({ command: process.execPath, args: [BUNDLE, "mcp"], cwd: world.root, env: world.env, stderr: "pipe" });
    const client = new Client({ name: "gate", version: "1" });
    await client.connect(transport);
    try {
      const call = async (args: Record<string, unknown>) => (await client.callTool({ name: "worker", arguments: args }, undefined, { timeout: 55_000 })) as { isError?: boolean; content: { text: string }[] };
      const before = await jobFolders();
      const no = await call({ command: "dispatch", task_file: file });
      expect(no.isError).toBe(true);
      expect(no.content[0]!.text).toMatch(/^NOT_FIT: replay\/replay is not fit here .*force: true/);
      expect(await jobFolders()).toEqual(before);
      const yes = await call({ command: "dispatch", task_file: file, force: true });
      expect(yes.isError ?? false, yes.content[0]!.text).toBe(false);
      const entry = JSON.parse(yes.content[0]!.text) as { job: string; forced?: string };
      expect(entry.forced).toMatch(/^replay\/replay is not fit here/);
      await cancel(world.env, entry.job).catch(() => undefined);
      await driverExited(world.env, entry.job as JobId);
    } finally {
      await client.close();
    }
  });

  it("selftest - a worker that claims built on every rung: not fit, with the false claims named", { timeout: 900_000 }, async () => {
    const m = await model(() => ({ turns: [{ text: "- all done, every test passes", result: "built" }] }));
    await target(m.baseURL);
    const r = await selftestMeasured();
    expect(r.code, r.err).toBe(1);
    expect(r.json).toMatchObject({ status: "not-fit", envelope: 0 });
    // The lie on rung 1 fails the ladder; rung 2, on the other slot, may have finished first and
    // decided the outcome for the rungs above it. Both are graded and named.
    expect(r.json.line).toMatch(/^Not fit: rung 1 \(exact file\) failed \(.*\) and the worker claimed built; (rungs? [2-5, –]+ not run: rung [12] already decided the outcome; )?ladder 0\/[1-5] built, false claims on rungs? 1(, \d)*;/);
    expect(r.json.line).toMatch(/The worker claimed built on rungs? 1(, \d)* where the checks failed: never take its word for a result\./);
  });

  it("selftest - builds rungs 1–3, fails 4–5: fit up to rung 3; dispatch takes size ≤ 3 and refuses bigger or unsized tasks", { timeout: 900_000 }, async () => {
    const honest = ladderReplay().scripts;
    const m = await model((rung) => (rung <= 3 ? honest[`ladder-${rung}`]! : { turns: [{ text: "- this is beyond me", result: "honest-failure: could not make the tests pass" }] }));
    await target(m.baseURL);
    const r = await selftestMeasured();
    expect(r.code, r.err).toBe(0);
    expect(r.json).toMatchObject({ status: "fit-up-to", envelope: 3 });
    // Rung 5 is stopped early unless it finished before rung 4 did.
    expect(r.json.line).toMatch(/^Fit up to rung 3 \(small module\): give it tasks of size 3 or less; rung 4 \(bug to green\) failed \(.*\); (rung 5 not run: rung 4 already decided the outcome; ladder 3\/4|ladder 3\/5) built, no false claims;/);
    expect((r.json.failed as { rung: number }[]).map((f) => f.rung)).toEqual(expect.arrayContaining([4]));

    const big = await refused(await task(4), "NOT_FIT");
    expect(big).toMatch(/^replay\/replay is fit up to rung 3 \(small module\) here \(ocw selftest of [\d-]+\): tasks of size 3 or less, and this task is size 4; if it is no bigger than rung 3 \(small module\), set `size: 3` \(or less\) in the spec; else do it yourself, or, with the user's consent, dispatch with --force/);
    expect(await refused(await task(), "NOT_FIT")).toMatch(/this task states no size, which counts as 5;/);
    const ok = await accepted([await task(2)]);
    expect(ok.forced).toBeUndefined();

    // The cached outcome travels with a reused build, in its fields and its line.
    const again = await ocw(["selftest"]);
    expect(again.code).toBe(0);
    expect(again.json).toMatchObject({ status: "reused", outcome: "fit-up-to", envelope: 3, line: expect.stringMatching(/^Reusing the build from [\d-]+: fit up to rung 3 \(small module\)\.$/) });
  });

  it("dispatch - after model-setup changes the active target, its old build no longer speaks for it: NOT_SELF_BUILT", { timeout: 60_000 }, async () => {
    await writeProvider({ baseURL: models.at(-1)!.baseURL, model: "replay", engine: "openai-compatible", context: 16384, output: 4096, slots: 2, providerId: "replay", quant: "none", local: true }, { env: world.env });
    const message = await refused(await task(1), "NOT_SELF_BUILT");
    expect(message).toMatch(/^replay\/replay, the active target, has no self-build for its current setup .*; run ocw selftest, then dispatch again/);
  });
});
