/**
 * Liveness, not stopwatches, for our own server: requests through the connector's SDK client
 * (createApi + unwrap, as every caller uses them) against a real process that answers like
 * `opencode serve` and is made slow the ways a loaded machine makes the real one slow — its one
 * event loop busy, stopped, dead, or alive but never answering. Slow must wait; dead or hung
 * must fail as OPENCODE_LOST; only the outer bound ends a wait on a live server, and every
 * error names its bound and the knob that sets it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { patience } from "../../src/durable/index.js";
import { createApi, unwrap } from "../../src/opencode/api.js";
import type { Patience } from "../../src/durable/index.js";

const FAKE = join(dirname(fileURLToPath(import.meta.url)), "..", "helpers", "fake-serve.mjs");
const started: ChildProcess[] = [];

afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});

/** Start the stand-in server; resolves once it listens. */
async function fakeServer(): Promise<{ url: string; pid: number; password: string; child: ChildProcess }> {
  const password = randomBytes(8).toString("hex");
  const child = spawn(process.execPath, [FAKE, password], { stdio: ["ignore", "pipe", "inherit"] });
  started.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once("exit", (code) => reject(new Error(`fake server exited ${code}`)));
  });
  return { url, pid: child.pid!, password, child };
}

/** `GET /agent` for a directory that tells the stand-in how to behave (see fake-serve.mjs). */
async function agents(server: { url: string; pid: number; password: string }, directory: string, p: Patience): Promise<unknown> {
  const api = createApi(server, { patience: p });
  return unwrap(`listing the agents for ${directory}`, api.client.app.agents({ directory }), api);
}

async function failure(p: Promise<unknown>): Promise<Error & { code?: string }> {
  return p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as Error & { code?: string },
  );
}

describe("liveness of our own server", () => {
  it("liveness - a server whose one event loop is busy (burning CPU, no health answer) for four quiet bounds is waited for", async () => {
    const s = await fakeServer();
    expect(await agents(s, "/block-4000", { waitMs: 120_000, quietMs: 1_000 })).toEqual([]);
  }, 60_000);

  it("liveness - a server that is idle but answers health is waited for past the quiet bound", async () => {
    const s = await fakeServer();
    expect(await agents(s, "/idle-3000", { waitMs: 120_000, quietMs: 1_000 })).toEqual([]);
  }, 60_000);

  it("liveness - a stopped server (alive, no answer, no event, no CPU) is OPENCODE_LOST at the quiet bound, naming OCW_LOCAL_QUIET_S", async () => {
    const s = await fakeServer();
    process.kill(s.pid, "SIGSTOP");
    try {
      const err = await failure(agents(s, "/quick", { waitMs: 600_000, quietMs: 1_500 }));
      expect(err).toMatchObject({ code: "OPENCODE_LOST" });
      expect(err.message).toContain("listing the agents for /quick: ");
      expect(err.message).toContain(`(pid ${s.pid}) gave no sign of life for 1.5 s (OCW_LOCAL_QUIET_S)`);
      expect(err.message).toContain("ocw opencode stop");
    } finally {
      process.kill(s.pid, "SIGCONT");
    }
  }, 60_000);

  it("liveness - a server killed while a request waits is OPENCODE_LOST, without waiting for any bound", async () => {
    const s = await fakeServer();
    // Bounds far beyond the test's own timeout: only the death itself can end this wait in time.
    const pending = failure(agents(s, "/hang", { waitMs: 600_000, quietMs: 600_000 }));
    await new Promise((r) => setTimeout(r, 300));
    s.child.kill("SIGKILL");
    const err = await pending;
    expect(err).toMatchObject({ code: "OPENCODE_LOST" });
    expect(err.message).toContain("listing the agents for /hang: ");
  }, 30_000);

  it("liveness - a live server that never answers the request ends at the outer bound: TIMEOUT naming OCW_LOCAL_WAIT_S", async () => {
    const s = await fakeServer();
    const err = await failure(agents(s, "/hang", { waitMs: 1_500, quietMs: 60_000 }));
    expect(err).toMatchObject({ code: "TIMEOUT" });
    expect(err.message).toContain("is alive and working but did not answer within 1.5 s (OCW_LOCAL_WAIT_S)");
    expect(err.message).toContain("raise OCW_LOCAL_WAIT_S");
  }, 30_000);
});

describe("patience", () => {
  it("patience - defaults, seconds from the environment, and a clear error for a bad value", () => {
    expect(patience({})).toEqual({ waitMs: 600_000, quietMs: 60_000 });
    expect(patience({ OCW_LOCAL_WAIT_S: "90", OCW_LOCAL_QUIET_S: "2.5" })).toEqual({ waitMs: 90_000, quietMs: 2_500 });
    for (const bad of ["0", "-3", "soon", "Infinity"]) {
      expect(() => patience({ OCW_LOCAL_QUIET_S: bad })).toThrow(expect.objectContaining({ code: "INVALID_INPUT", message: expect.stringContaining(`OCW_LOCAL_QUIET_S to be a positive number of seconds, got \`${bad}\``) }));
    }
  });
});
