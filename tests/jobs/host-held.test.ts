/**
 * A driver host that has left ends even when a connection it opened is still held open by its
 * peer (an OpenCode event stream whose server outlives it): its entry ends the process seconds
 * after leaving and logs what held it. Without that, the same process stays (the control case),
 * which is how a stopped host once outlived a test's 60 s teardown and kept its server running.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT as REPO } from "../helpers/temp-repo.js";

let peer: Server;
let port = 0;
let root = "";
const held: Socket[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "ocw-host-held-"));
  // Accepts and never closes: the peer that outlives the host.
  peer = createServer((s) => void held.push(s));
  await new Promise<void>((r) => peer.listen(0, "127.0.0.1", r));
  port = (peer.address() as { port: number }).port;
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const s of held) s.destroy();
  await new Promise((r) => peer.close(r));
  await rm(root, { recursive: true, force: true });
});

/** Start the host with `mode`; resolves to how it ended (or undefined if still running after `ms`) and its stderr. */
async function runHeld(mode: "own" | "test", ms: number): Promise<{ code: number | null | undefined; stderr: string }> {
  const home = join(root, mode);
  // Idle bound 0: with no job to drive, the host leaves at its first tick (1 s).
  const child = spawn(process.execPath, ["--import", "tsx", join(REPO, "tests/fixtures/host-held/held-host.ts"), String(port), mode], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, OCW_HOME: join(home, "ocw"), TMPDIR: tmpdir(), OCW_HOST_IDLE_S: "0" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const code = await new Promise<number | null | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    child.once("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, stderr };
}

describe("driver host: held open after leaving", () => {
  it("its own process ends within seconds of leaving, naming the connection that held it", async () => {
    const { code, stderr } = await runHeld("own", 25_000);
    expect(stderr).toMatch(/leaving \(no job for 0 s\)/);
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/left, but [^\n]*TCPSocketWrap ×1[^\n]* still held the process 5 s later; ending it/);
  }, 40_000);

  it("control: the same host in a process that is not its own stays held by that connection", async () => {
    const { code, stderr } = await runHeld("test", 12_000);
    expect(stderr).toMatch(/leaving \(no job for 0 s\)/);
    expect(code, stderr).toBeUndefined();
    expect(stderr).not.toMatch(/still held/);
  }, 40_000);
});
