/**
 * The server is never pulled from under a job (issue 15 item 2), against the real opencode and
 * the replay model: `ocw opencode start --env` settings hold for every dispatch after it (one
 * server throughout), and a config change while a job runs starts a new current server, keeps
 * the old one for that job — whose driver, killed, is re-adopted on it — and stops it once the
 * job ended built.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { dispatch, driverExited, listJobs, readJob, type JobId } from "../../src/jobs/index.js";
import { serverState } from "../../src/opencode/index.js";
import { allGone, REPO } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, alive, makeJobsWorld, type JobsWorld } from "../helpers/world.js";

const REPLAY = "packs/replay__none__opencode";

const SCRIPTS = {
  write: { turns: [{ text: "- writing hello.txt", tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
  // Long enough for a config change and a driver's death to happen while the model "thinks".
  held: { turns: [{ text: "- thinking", delayMs: 25_000, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- wrote hello.txt", result: "built" }] },
};

let w: JobsWorld;

beforeAll(async () => {
  w = await makeJobsWorld("ocw-handover-", SCRIPTS);
}, 120_000);

afterAll(async () => {
  expect(await w?.dispose()).toEqual([]);
}, DISPOSE_MS);

/** `ocw …` in this process, `--json`: its document and exit code. */
async function ocw(args: string[]): Promise<{ code: number; json: Record<string, unknown>; stderr: string }> {
  let out = "";
  let err = "";
  const code = await main([...args, "--json"], { cwd: REPO, env: w.env, stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) } });
  return { code, json: out ? (JSON.parse(out) as Record<string, unknown>) : {}, stderr: err };
}

async function dispatchBuilt(name: string, script: string): Promise<JobId> {
  const { taskFile } = await w.task(name, script);
  const id = (await dispatch({ taskFile, cwd: w.world.root, env: w.env })).job;
  const job = await w.until(id, undefined, 120_000);
  expect({ state: job.state, reasons: job.reasons }).toEqual({ state: "built", reasons: [] });
  return id;
}

describe("server handover", () => {
  let first: { pid: number; url: string };

  it("settings - `ocw opencode start --env K=V` holds for every dispatch: two jobs built on the one server it started", async () => {
    // The pack's provider reads its address from OCW_REPLAY_BASE_URL: only the start knows it.
    const start = await ocw(["opencode", "start", "--pack", REPLAY, "--root", REPO, "--env", `OCW_REPLAY_BASE_URL=${w.model.baseURL}`]);
    expect(start.code, start.stderr).toBe(0);
    expect(start.json).toMatchObject({ envKeys: ["OCW_REPLAY_BASE_URL"] });
    expect(start.json.password).toBeUndefined();
    expect(start.json.serverEnv).toBeUndefined();
    first = { pid: start.json.pid as number, url: start.json.url as string };

    for (const name of ["one", "two"]) {
      const id = await dispatchBuilt(name, "write");
      expect((await readJob(w.root, id)).session?.server).toBe(first.url);
      const now = await serverState({ env: w.env });
      expect({ state: now.state, pid: now.record?.pid, url: now.record?.url, retired: now.retired }).toEqual({ state: "running", ...first, retired: [] });
    }
  }, 300_000);

  it("config change - while a job runs: a new server is current, the old one keeps the job (its driver killed and re-adopted there), the job ends built, then the old one is stopped", async () => {
    const { taskFile } = await w.task("held", "held");
    const id = (await dispatch({ taskFile, cwd: w.world.root, env: w.env })).job;
    const running = await w.until(id, (j) => j.state === "running", 120_000);
    await w.model.waitFor((r) => r.script === "held", 60_000);
    expect(running.session?.server).toBe(first.url);

    const start = await ocw(["opencode", "start", "--env", `OCW_REPLAY_BASE_URL=${w.model.baseURL}`, "--env", "OCW_TEST_CONFIG=2"]);
    expect(start.code, start.stderr).toBe(0);
    expect(start.json).toMatchObject({ reused: false, replaced: "its config changed", retired: { ...first, usedBy: [id] }, envKeys: ["OCW_REPLAY_BASE_URL", "OCW_TEST_CONFIG"] });
    const second = start.json.pid as number;
    expect(second).not.toBe(first.pid);

    const status = await ocw(["opencode", "status"]);
    const server = status.json.server as { state: string; record: { pid: number }; retired: { state: string; record: { pid: number; url: string; why: string } }[] };
    expect(server.state).toBe("running");
    expect(server.record.pid).toBe(second);
    expect(server.retired.map((r) => [r.state, r.record.pid, r.record.url, r.record.why])).toEqual([["running", first.pid, first.url, "its config changed"]]);

    // The driver dies mid-turn: its successor must find the session's server among the retired.
    const driver = running.driver!.pid;
    process.kill(driver, "SIGKILL");
    for (let i = 0; i < 100 && (await alive(driver)); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await listJobs(w.env)).adopted).toEqual([id]);

    // stop takes the unused current server down and says why it leaves the retired one.
    const stop = await ocw(["opencode", "stop"]);
    expect(stop.code, stop.stderr).toBe(0);
    expect(stop.json).toMatchObject({ stopped: true, pid: second, retired: [{ pid: first.pid, stopped: false, usedBy: [id] }] });
    expect((stop.json.retired as { reason: string }[])[0]!.reason).toContain(id);
    expect(await allGone([second])).toBe(true);
    expect(await allGone([first.pid])).toBe(false);

    const job = await w.until(id, undefined, 180_000);
    expect({ state: job.state, reasons: job.reasons, server: job.session?.server, adoptions: job.driver?.adoptions }).toEqual({ state: "built", reasons: [], server: first.url, adoptions: 1 });
    // The driver host stops the server this job alone was keeping once it lets go of the job.
    expect(await driverExited(w.env, id, 60_000)).toBe(true);
    // The sweep removes the record just after the process is gone: wait for both.
    const swept = async () => (await allGone([first.pid])) && (await serverState({ env: w.env })).retired.length === 0;
    for (let i = 0; i < 200 && !(await swept()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await allGone([first.pid])).toBe(true);
    expect((await serverState({ env: w.env })).retired).toEqual([]);
  }, 400_000);
});
