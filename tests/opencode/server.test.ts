/**
 * The warm server against the real binary: one server per OCW_HOME, reused by a second client
 * process, restarted when the config changes, replaced when its record is stale, stopped as a
 * process group — and every bad input (missing or wrong binary, rejected config, port in use,
 * server killed mid-turn) ends in a clear error, in bounded time, with no process left behind.
 */
import { execFile, spawn, spawnSync } from "node:child_process";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, ensureServer, serverDirs, serverState, stopServer, sweepServers } from "../../src/opencode/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer } from "../../src/replay/index.js";
import { REPO, WORKER, allGone, pidsUsing, replayConfig } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

let world: World;
let model: ReplayServer;
let files: Record<string, string>;
let serverEnv: Record<string, string>;

beforeAll(async () => {
  world = await makeWorld("ocw-srv-");
  model = await startReplayServer({
    document: parseReplayDocument({ replay: 1, scripts: { slow: { turns: [{ text: "tick ".repeat(200), dripMs: 50 }] }, quick: { turns: [{ text: "ok", result: "built" }] } } }),
  });
  files = await replayConfig();
  serverEnv = { OCW_REPLAY_BASE_URL: model.baseURL };
});

afterAll(async () => {
  const left = await world?.dispose();
  await model?.close();
  // Nothing this file started may outlive it.
  expect(left).toEqual([]);
}, DISPOSE_MS);

/** `ocw …` in a separate node process: another client. */
function otherClient(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["--import", "tsx", join(REPO, "src/cli/ocw.ts"), ...args], { env: world.env, cwd: REPO, timeout: 60_000, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("warm server", () => {
  it("server - starts once, records url/pid/password/version/configHash/startedAt, and concurrent and later clients reuse it", async () => {
    const [a, b] = await Promise.all([ensureServer({ env: world.env, files, serverEnv }), ensureServer({ env: world.env, files, serverEnv })]);
    expect(a.pid, `one call should reuse the other's server; replaced: ${a.replaced ?? "-"} / ${b.replaced ?? "-"}`).toBe(b.pid);
    expect([a.reused, b.reused].sort()).toEqual([false, true]);
    const record = JSON.parse(await readFile(serverDirs(world.env).record, "utf8")) as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(["bin", "configHash", "password", "pid", "serverEnv", "startedAt", "url", "version"]);
    expect(record.serverEnv).toEqual(serverEnv);
    expect(record).toMatchObject({ pid: a.pid, url: a.url, version: "1.18.33", configHash: a.configHash });
    expect(a.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The server needs its password.
    expect((await fetch(new URL("/global/health", a.url))).status).toBe(401);

    const second = await otherClient(["opencode", "start", "--json", ...Object.entries(serverEnv).map(([k, v]) => `--env=${k}=${v}`)]);
    expect(second.code, second.stderr).toBe(0);
    const info = JSON.parse(second.stdout) as { pid: number; reused: boolean; password?: string };
    expect(info).toMatchObject({ pid: a.pid, reused: true });
    expect(info.password).toBeUndefined();
  }, 60_000);

  it("server - the env it was started with is kept in the record (owner-only) and a client that gives none reuses the server", async () => {
    const a = await ensureServer({ env: world.env, files, serverEnv });
    const b = await ensureServer({ env: world.env });
    expect(b).toMatchObject({ pid: a.pid, reused: true, serverEnv });
    expect((await stat(serverDirs(world.env).record)).mode & 0o777).toBe(0o600);
    // Giving other settings is a config change: without a say on who uses it, the old server is kept.
    const c = await ensureServer({ env: world.env, serverEnv: { ...serverEnv, OCW_TEST_EXTRA: "1" } });
    expect(c).toMatchObject({ reused: false, replaced: "its config changed", retired: { pid: a.pid, url: a.url } });
    expect(await allGone([a.pid])).toBe(false);
    const state = await serverState({ env: world.env });
    expect(state.record?.pid).toBe(c.pid);
    expect(state.retired.map((r) => [r.record.pid, r.state, r.record.why])).toEqual([[a.pid, "running", "its config changed"]]);
    expect((await stat(join(serverDirs(world.env).retired, `${a.pid}.json`))).mode & 0o777).toBe(0o600);
    // A sweep that hears a job still uses it leaves it; one that hears none stops it.
    expect(await sweepServers({ env: world.env, usedBy: async (url) => (url === a.url ? ["job_x"] : []) })).toEqual([expect.objectContaining({ pid: a.pid, stopped: false, usedBy: ["job_x"] })]);
    expect(await allGone([a.pid])).toBe(false);
    expect(await sweepServers({ env: world.env, usedBy: async () => [] })).toEqual([{ pid: a.pid, url: a.url, stopped: true, how: "SIGTERM" }]);
    expect(await allGone([a.pid])).toBe(true);
    expect((await serverState({ env: world.env })).retired).toEqual([]);
    // And back: the first settings again, nobody on the second server, which is stopped.
    const d = await ensureServer({ env: world.env, serverEnv, usedBy: async () => [] });
    expect(d.retired).toBeUndefined();
    expect(await allGone([c.pid])).toBe(true);
  }, 120_000);

  it("server - a record of the shape before `serverEnv` still reads, and a client giving the same settings reuses its server", async () => {
    const a = await ensureServer({ env: world.env, files, serverEnv });
    const path = serverDirs(world.env).record;
    const { serverEnv: _dropped, ...old } = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
    await writeFile(path, JSON.stringify(old));
    const state = await serverState({ env: world.env });
    expect(state).toMatchObject({ state: "running", record: { pid: a.pid, configHash: a.configHash } });
    expect(state.record?.serverEnv).toBeUndefined();
    expect(await ensureServer({ env: world.env, files, serverEnv })).toMatchObject({ pid: a.pid, reused: true });
  }, 60_000);

  it("server - a changed config restarts it and the old process is gone", async () => {
    const before = await ensureServer({ env: world.env, files, serverEnv });
    const changed = await replayConfig((c) => {
      c.provider.replay.models["replay-alt"] = { name: "alt", limit: { context: 8192, output: 1024 }, tool_call: true };
    });
    // No job uses it (the jobs room says so through usedBy): it is stopped, not kept.
    const after = await ensureServer({ env: world.env, files: changed, serverEnv, usedBy: async () => [] });
    expect(after.reused).toBe(false);
    expect(after.retired).toBeUndefined();
    expect(after.replaced).toBe("its config changed");
    expect(after.pid).not.toBe(before.pid);
    expect(await allGone([before.pid])).toBe(true);
    files = changed;
  }, 60_000);

  it("server - a record whose process died is detected as stale and replaced", async () => {
    const before = await ensureServer({ env: world.env, files, serverEnv });
    process.kill(-before.pid, "SIGKILL");
    for (let i = 0; i < 50 && !(await allGone([before.pid])); i++) await new Promise((r) => setTimeout(r, 50));
    const state = await serverState({ env: world.env });
    expect(state).toMatchObject({ state: "stale", problem: `its process ${before.pid} is dead` });
    const after = await ensureServer({ env: world.env, files, serverEnv });
    expect(after).toMatchObject({ reused: false, replaced: `its process ${before.pid} is dead` });
    expect(after.pid).not.toBe(before.pid);
  }, 60_000);

  it("server - a record naming a live process that is not opencode is replaced without signalling that process", async () => {
    const current = await ensureServer({ env: world.env, files, serverEnv });
    const bystander = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      const record = JSON.parse(await readFile(serverDirs(world.env).record, "utf8")) as Record<string, unknown>;
      await writeFile(serverDirs(world.env).record, JSON.stringify({ ...record, pid: bystander.pid }));
      const after = await ensureServer({ env: world.env, files, serverEnv });
      expect(after.replaced).toBe(`pid ${bystander.pid} is no longer an opencode server`);
      expect(bystander.exitCode).toBeNull();
      expect(bystander.signalCode).toBeNull();
    } finally {
      bystander.kill("SIGKILL");
      // The real server of the overwritten record was orphaned by the test itself; stop it.
      process.kill(-current.pid, "SIGKILL");
    }
  }, 60_000);

  it("server - stop takes the group down and removes the record; stopping again finds nothing", async () => {
    const s = await ensureServer({ env: world.env, files, serverEnv });
    const r = await stopServer({ env: world.env });
    expect(r).toMatchObject({ stopped: true, pid: s.pid, how: "SIGTERM" });
    expect(await allGone([s.pid])).toBe(true);
    expect((await serverState({ env: world.env })).state).toBe("none");
    expect(await stopServer({ env: world.env })).toEqual({ stopped: false, reason: "no server is recorded", retired: [] });
  }, 60_000);

  // The demo on a full disk once left its server running: its clean-up could not create the
  // server lock, so the stop failed before it began. Mounting a tmpfs needs root (CI runs as root).
  it.runIf(process.getuid?.() === 0)("server - on a full disk, where no lock file can be created, stop still ends the recorded server", async () => {
    const home = await mkdtemp(join(world.root, "full-"));
    expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", home]).status).toBe(0);
    const env = { ...world.env, OCW_HOME: home };
    try {
      const s = await ensureServer({ env, files, serverEnv });
      // Fill the disk: dd writes until ENOSPC.
      spawnSync("dd", ["if=/dev/zero", `of=${join(home, "filler")}`, "bs=1M"], { stdio: "ignore" });
      await expect(writeFile(join(home, "probe"), "x")).rejects.toMatchObject({ code: "ENOSPC" });
      const r = await stopServer({ env });
      expect(r).toMatchObject({ stopped: true, pid: s.pid });
      expect(await allGone([s.pid])).toBe(true);
      expect(await pidsUsing(home)).toEqual([]);
    } finally {
      for (const pid of await pidsUsing(home)) process.kill(pid, "SIGKILL");
      if (spawnSync("umount", [home]).status !== 0) spawnSync("umount", ["-l", home]);
    }
  }, 120_000);

  it("server - a client killed (kill -9) the moment its server process exists has left the pid: the next stop ends that server", async () => {
    // The world's config installed (a server started once), then no server: the CLI's start spawns one.
    await ensureServer({ env: world.env, files, serverEnv });
    await stopServer({ env: world.env });
    const marker = serverDirs(world.env).root;
    const starter = spawn(process.execPath, ["--import", "tsx", join(REPO, "src/cli/ocw.ts"), "opencode", "start"], { env: world.env, cwd: REPO, stdio: "ignore" });
    let serve: number | undefined;
    try {
      for (const until = Date.now() + 60_000; serve === undefined && Date.now() < until; await new Promise((r) => setTimeout(r, 2))) {
        for (const pid of await pidsUsing(marker)) {
          if (pid !== starter.pid && (await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")).includes("serve")) serve = pid;
        }
      }
    } finally {
      starter.kill("SIGKILL");
    }
    expect(serve, "no opencode serve appeared within 60 s").toBeDefined();
    await new Promise((r) => starter.once("exit", r));
    await stopServer({ env: world.env });
    expect(await allGone([serve!])).toBe(true);
  }, 120_000);
});

describe("bad input", () => {
  it("bad - OpenCode rejecting our config (limit.context without limit.output) is OPENCODE_CONFIG at start, nothing left running", async () => {
    const bad = await replayConfig((c) => {
      c.provider.replay.models.replay!.limit = { context: 32768 };
    });
    const err = await failure(ensureServer({ env: world.env, files: bad, serverEnv }));
    expect(err).toMatchObject({ code: "OPENCODE_CONFIG" });
    expect(err.message).toContain("provider.replay.models.replay.limit.output: Missing key");
    expect(err.message).toContain("opencode.json");
    expect((await serverState({ env: world.env })).state).toBe("none");
    expect(await pidsUsing(world.root)).toEqual([]);
  }, 60_000);

  it("bad - a server whose record cannot be written (a full disk, here a folder in its place) is stopped, never left running unrecorded", async () => {
    // On a full disk the pid note and the record both fail to write; a server left running then
    // is one no client can find or stop again (the demo's full-disk case once left one).
    await stopServer({ env: world.env });
    const { record } = serverDirs(world.env);
    await mkdir(join(record, "in-the-way"), { recursive: true });
    try {
      const err = await failure(ensureServer({ env: world.env, files, serverEnv }));
      expect(err).toMatchObject({ code: "IO" });
      expect(err.message).toContain(`cannot write the server record ${record}`);
      expect(await pidsUsing(world.root)).toEqual([]);
    } finally {
      await rm(record, { recursive: true, force: true });
    }
  }, 60_000);

  it("bad - a config without model/small_model is refused before anything starts", async () => {
    const noModel = await replayConfig((c) => {
      delete c.small_model;
    });
    await expect(ensureServer({ env: world.env, files: noModel, serverEnv })).rejects.toMatchObject({ code: "OPENCODE_CONFIG", message: expect.stringContaining("`small_model`") });
  });

  it("bad - a port in use is OPENCODE_START naming the port and the fix, with no orphan", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", () => r()));
    const port = (blocker.address() as { port: number }).port;
    try {
      const err = await failure(ensureServer({ env: world.env, files, serverEnv, port }));
      expect(err).toMatchObject({ code: "OPENCODE_START" });
      expect(err.message).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(err.message).toContain("without --port");
      expect(await pidsUsing(world.root)).toEqual([]);
    } finally {
      blocker.close();
    }
  }, 60_000);

  it("bad - a missing binary is OPENCODE_MISSING and a wrong version OPENCODE_UNSUPPORTED, with no record", async () => {
    const env = { ...world.env, PATH: "/usr/bin:/bin" };
    await expect(ensureServer({ env, files, serverEnv })).rejects.toMatchObject({ code: "OPENCODE_MISSING" });
    const fakeDir = join(world.root, "fake-bin");
    await mkdir(fakeDir, { recursive: true });
    await writeFile(join(fakeDir, "opencode"), '#!/bin/sh\necho "0.15.2"\n');
    await chmod(join(fakeDir, "opencode"), 0o755);
    await expect(ensureServer({ env: { ...env, PATH: `${fakeDir}:/usr/bin:/bin` }, files, serverEnv })).rejects.toMatchObject({
      code: "OPENCODE_UNSUPPORTED",
      message: expect.stringContaining("version 0.15.2"),
    });
    expect((await serverState({ env: world.env })).state).toBe("none");
  });

  it("bad - a server killed mid-turn ends the turn as OPENCODE_LOST at once (no bound is waited for); the next client starts a new server", async () => {
    // Bounds far beyond the test's timeout: only the death itself can end the turn in time.
    const conn = await connect({ env: world.env, files, serverEnv, patience: { waitMs: 600_000, quietMs: 600_000 } });
    try {
      const dir = await world.workdir("killed");
      const session = await conn.openSession({ directory: dir, title: "killed mid-turn", agent: WORKER, model: "replay/replay" });
      model.bind(session.id, "slow");
      const turn = await session.prompt("count slowly");
      await model.waitFor((r) => r.session === session.id, 15_000);
      await new Promise((r) => setTimeout(r, 300));
      process.kill(-conn.server.pid, "SIGKILL");
      const result = await turn.result;
      expect(result.status).toBe("failed");
      expect(result.error?.code).toBe("OPENCODE_LOST");
      expect(result.error?.message).toMatch(/ocw opencode status/);
      expect(await allGone([conn.server.pid])).toBe(true);
      await expect(session.prompt("again")).rejects.toMatchObject({ code: "OPENCODE_LOST" });
    } finally {
      await conn.close();
    }
    const next = await ensureServer({ env: world.env, files, serverEnv });
    expect(next.replaced).toMatch(/is dead/);
    await stopServer({ env: world.env });
  }, 90_000);
});

describe("liveness", () => {
  it("liveness - a request to a server that stops (SIGSTOP: alive, silent, idle) is OPENCODE_LOST at the quiet bound, naming OCW_LOCAL_QUIET_S; resumed, it serves again", async () => {
    const conn = await connect({ env: world.env, files, serverEnv, patience: { waitMs: 600_000, quietMs: 3_000 } });
    try {
      const dir = await world.workdir("paused");
      process.kill(conn.server.pid, "SIGSTOP");
      let err: Error & { code?: string };
      try {
        err = await failure(conn.openSession({ directory: dir, title: "paused", agent: WORKER, model: "replay/replay" }));
      } finally {
        process.kill(conn.server.pid, "SIGCONT");
      }
      expect(err).toMatchObject({ code: "OPENCODE_LOST" });
      expect(err.message).toContain(`listing the agents for ${dir}: `);
      expect(err.message).toContain("gave no sign of life for 3.0 s (OCW_LOCAL_QUIET_S)");
      const session = await conn.openSession({ directory: dir, title: "resumed", agent: WORKER, model: "replay/replay" });
      model.bind(session.id, "quick");
      expect((await (await session.prompt("go")).result).status).toBe("completed");
    } finally {
      await conn.close();
    }
  }, 90_000);
});

/** The error a promise rejects with (failing the test if it resolves). */
async function failure(p: Promise<unknown>): Promise<Error & { code?: string }> {
  return p.then(
    (v) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(v)}`);
    },
    (e: unknown) => e as Error & { code?: string },
  );
}
