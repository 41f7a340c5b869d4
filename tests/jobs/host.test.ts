/**
 * The driver host (src/jobs/host.ts): one process per state folder drives every job of it. Its
 * wire first (requests and replies that do not read are refused, never half-acted on; a deep
 * folder's socket moves to a short path of the user's own), then the real thing on the real
 * OpenCode with the replay model: many jobs, one host; two hosts started at once for one folder
 * (one hosts, the other hands its job over); one job whose driving throws does not stop the
 * others; a host with nothing to do leaves after its idle bound and takes the OpenCode server it
 * drove with it; SIGTERM lets the jobs in hand finish first.
 */
import { mkdir, readFile, stat, symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holderPid, pidAlive } from "../../src/durable/index.js";
import { dispatch, driverExited, stopHost, type JobId } from "../../src/jobs/index.js";
import { serverState } from "../../src/opencode/index.js";
import { hostPaths, parseHostReply, parseHostRequest } from "../../src/jobs/host-wire.js";
import { HOST_ARG } from "../../src/jobs/spawn.js";
import { pidsUsing } from "../helpers/opencode-serve.js";
import { makeJobsWorld, type JobsWorld } from "../helpers/world.js";

describe("host wire", () => {
  it("request - drive, status and stop read; anything else is refused with what to send", () => {
    const env = { PATH: "/usr/bin", OCW_HOME: "/x" };
    expect(parseHostRequest(JSON.stringify({ op: "drive", ids: ["job_0mxa3b3u355d1b2fd"], env }))).toEqual({ op: "drive", ids: ["job_0mxa3b3u355d1b2fd"], env });
    expect(parseHostRequest('{"op":"status"}')).toEqual({ op: "status" });
    expect(parseHostRequest('{"op":"stop","extra":1}')).toEqual({ op: "stop" });
    const refused: [string, RegExp][] = [
      ["", /one JSON line/],
      ["not json", /one JSON line/],
      ["null", /unknown op/],
      ['{"op":"kill"}', /unknown op "kill": drive, status or stop/],
      ['{"op":"drive"}', /needs ids/],
      ['{"op":"drive","ids":[]}', /needs ids/],
      ['{"op":"drive","ids":["../etc"],"env":{}}', /not a job id/],
      ['{"op":"drive","ids":["job_0mxa3b3u355d1b2fd"]}', /needs env/],
      ['{"op":"drive","ids":["job_0mxa3b3u355d1b2fd"],"env":{"A":1}}', /needs env/],
      ['{"op":"drive","ids":["job_0mxa3b3u355d1b2fd"],"env":["A"]}', /needs env/],
    ];
    for (const [line, why] of refused) expect((parseHostRequest(line) as { error: string }).error, line).toMatch(why);
  });

  it("reply - only a whole reply with the host's pid counts", () => {
    expect(parseHostReply('{"ok":true,"pid":12,"driving":["job_0mxa3b3u355d1b2fd"]}')).toEqual({ ok: true, pid: 12, driving: ["job_0mxa3b3u355d1b2fd"] });
    expect(parseHostReply('{"ok":false,"pid":12,"error":"leaving"}')).toEqual({ ok: false, pid: 12, error: "leaving" });
    for (const line of ["", "{}", '{"ok":true,"pid":"12","driving":[]}', '{"ok":true,"pid":12}', '{"ok":true,"pid":1.5,"driving":[]}', '{"ok":false,"pid":12}', '{"ok":true,"pid":12,"driving":[3]}']) {
      expect(parseHostReply(line), line).toBeUndefined();
    }
  });

  it("paths - the socket sits beside the lock unless the folder is too deep for a socket path, then in a folder of the user's own", async () => {
    expect(hostPaths("/tmp/s/jobs").socket).toBe("/tmp/s/jobs/host.sock");
    const deep = `/tmp/${"d".repeat(120)}/jobs`;
    const p = hostPaths(deep);
    expect(p.lock).toBe(`${deep}/host.lock`);
    expect(p.socket.length).toBeLessThanOrEqual(100);
    expect(hostPaths(deep).socket).toBe(p.socket);
    expect(hostPaths(`${deep}2`).socket).not.toBe(p.socket);
    expect((await stat(join(p.socket, ".."))).mode & 0o777).toBe(0o700);
  });
});

const SCRIPTS = {
  write: { turns: [{ text: "- writing", delayMs: 300, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- done", result: "built" }] },
  slow: { turns: [{ text: "- writing", delayMs: 2_500, tools: [{ write: { filePath: "hello.txt", content: "hello\n" } }] }, { text: "- done", result: "built" }] },
};

describe("host - on the real OpenCode", () => {
  let w: JobsWorld;

  beforeAll(async () => {
    w = await makeJobsWorld("ocw-host-", SCRIPTS);
  }, 120_000);

  afterAll(async () => {
    expect(await w?.dispose()).toEqual([]);
  }, 120_000);

  const newJob = async (name: string, script = "write"): Promise<JobId> => {
    const { taskFile } = await w.task(name, script);
    return (await dispatch({ taskFile, cwd: w.world.root, env: w.env, slots: 8 })).job;
  };

  it("host - six jobs dispatched at once are driven by one host process, each to its verdict", async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => newJob(`many${i}`)));
    const jobs = await Promise.all(ids.map((id) => w.until(id, undefined, 120_000)));
    expect(jobs.map((j) => j.state)).toEqual(Array(6).fill("built"));
    const drivers = new Set(jobs.map((j) => j.driver!.pid));
    expect(drivers.size).toBe(1);
    const host = [...drivers][0]!;
    expect(await holderPid(hostPaths(w.root).lock)).toBe(host);
    // The socket is the user's alone: clients send it their environment.
    expect((await stat(hostPaths(w.root).socket)).mode & 0o777).toBe(0o600);
    for (const id of ids) expect(await driverExited(w.env, id, 10_000)).toBe(true);
    expect(pidAlive(host)).toBe(true);
  }, 180_000);

  it("host - no host running and four jobs dispatched at once: one host drives them all, any other started in the race has exited", async () => {
    const stopped = await stopHost(w.root, { waitMs: 30_000 });
    expect(stopped?.gone).toBe(true);
    const before = await hostProcesses(w.world.root);
    expect(before).toEqual([]);
    const ids = await Promise.all(Array.from({ length: 4 }, (_, i) => newJob(`race${i}`)));
    const jobs = await Promise.all(ids.map((id) => w.until(id, undefined, 120_000)));
    expect(jobs.map((j) => j.state)).toEqual(Array(4).fill("built"));
    const host = await holderPid(hostPaths(w.root).lock);
    expect(jobs.map((j) => j.driver!.pid)).toEqual(Array(4).fill(host));
    for (let i = 0; i < 100 && (await hostProcesses(w.world.root)).length > 1; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await hostProcesses(w.world.root)).toEqual([host]);
  }, 180_000);

  it("host - a job whose driving fails (its client's PATH lacks the checks' tools) does not stop the others: they are built, it ends with its own reason", async () => {
    const good = await Promise.all([newJob("ok1", "slow"), newJob("ok2", "slow")]);
    // A client whose PATH has node and opencode but not the checks' grep and sh: the host drives that
    // job with that environment (each job keeps its client's), so its checks cannot run — that job alone.
    const bin = join(w.world.root, "node-only-bin");
    await mkdir(bin, { recursive: true });
    await symlink(process.execPath, join(bin, "node"));
    const { taskFile } = await w.task("broken", "write");
    const bad = (await dispatch({ taskFile, cwd: w.world.root, env: { ...w.env, PATH: `${w.env.PATH!.split(":")[0]}:${bin}` }, slots: 8 })).job;
    const badJob = await w.until(bad, undefined, 120_000);
    const jobs = await Promise.all(good.map((id) => w.until(id, undefined, 120_000)));
    expect(jobs.map((j) => j.state)).toEqual(["built", "built"]);
    expect(badJob.state).toBe("honest-failure");
    expect(new Set(badJob.reasons?.map((r) => r.code))).toEqual(new Set(["invalid_task"]));
    expect(new Set([...jobs, badJob].map((j) => j.driver!.pid)).size).toBe(1);
    expect(pidAlive(jobs[0]!.driver!.pid)).toBe(true);
  }, 180_000);

  it("host - SIGTERM: the job in hand is finished first, then the host leaves; idle, it leaves after OCW_HOST_IDLE_S and stops the OpenCode server it drove", async () => {
    const id = await newJob("term", "slow");
    const running = await w.until(id, (j) => j.state === "running", 120_000);
    const host = running.driver!.pid;
    process.kill(host, "SIGTERM");
    const job = await w.until(id, undefined, 120_000);
    expect(job.state).toBe("built");
    for (let i = 0; i < 200 && pidAlive(host); i++) await new Promise((r) => setTimeout(r, 50));
    expect(pidAlive(host)).toBe(false);
    expect(await holderPid(hostPaths(w.root).lock)).toBeUndefined();
    expect(await readFile(hostPaths(w.root).log, "utf8")).toMatch(/leaving \(asked to stop\)/);

    // Idle: a host with a 1 s bound drives one job, then leaves, taking the server with it.
    const env = { ...w.env, OCW_HOST_IDLE_S: "1" };
    const { taskFile } = await w.task("idle", "write");
    const idle = (await dispatch({ taskFile, cwd: w.world.root, env, slots: 8 })).job;
    const done = await w.until(idle, undefined, 120_000);
    expect(done.state).toBe("built");
    const server = (await serverState({ env: w.env })).record?.pid;
    for (let i = 0; i < 300 && pidAlive(done.driver!.pid); i++) await new Promise((r) => setTimeout(r, 50));
    expect(pidAlive(done.driver!.pid)).toBe(false);
    expect(await readFile(hostPaths(w.root).log, "utf8")).toMatch(/leaving \(no job for 1 s\)/);
    expect((await serverState({ env: w.env })).state).not.toBe("running");
    if (server !== undefined) expect(pidAlive(server)).toBe(false);
  }, 240_000);
});

/** Live driver host processes of this world. */
async function hostProcesses(marker: string): Promise<number[]> {
  const out: number[] = [];
  for (const pid of await pidsUsing(marker)) {
    const cmd = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (cmd.includes(HOST_ARG) || cmd.includes("host-main")) out.push(pid);
  }
  return out;
}
