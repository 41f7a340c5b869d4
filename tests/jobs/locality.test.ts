/**
 * `data: local-only` at dispatch: a route to a model served on this machine by a known engine is
 * accepted; an unknown OpenAI-compatible server (maybe a proxy to a hosted API), an address off
 * this machine, and no route at all are refused with LOCALITY_REFUSED before any job exists.
 * The engines are protocol-faithful fakes on loopback (the only doubles: models).
 */
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { cancel, dispatch, jobsRoot, readJob } from "../../src/jobs/index.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";
import { startFake, type FakeServer } from "../setup/fakes/engines.js";

// No OpenCode on PATH: nothing here may reach a real worker.
let w: World;
let root: string;
let workspace: string;
const fakes: FakeServer[] = [];

beforeAll(async () => {
  w = await makeWorld("ocw-local-only-", { path: "host" });
  root = w.root;
  workspace = await w.repo("ws", { "a.txt": "a\n" });
});

afterAll(async () => {
  for (const f of fakes) await f.close();
  await w?.dispose();
}, DISPOSE_MS);

async function world(name: string, baseURL?: string): Promise<{ env: Record<string, string>; taskFile: string }> {
  const env = { ...w.env, OCW_HOME: join(root, name) };
  // The target, and the worker agent as a self-build installs it: dispatch's preflight wants both before any job exists.
  if (baseURL) await w.installTarget({ baseURL, model: "m", engine: "llama.cpp", context: 32768, providerId: "local", local: true }, env);
  const taskFile = join(root, `${name}.task.yaml`);
  await writeFile(taskFile, [`workspace: ${workspace}`, "objective: write b", "scope: { allow: [b.txt] }", "checks:", "  acceptance:", "    - { name: b, run: test -f b.txt }", "data: local-only", ""].join("\n"));
  return { env, taskFile };
}

const noJobs = async (env: Record<string, string>) => expect(await readdir(jobsRoot(env)).catch(() => [])).toEqual([]);

describe("local-only", () => {
  it("accepted - llama.cpp on loopback serving the model: the job is dispatched, its tier local and the check's evidence kept with it", { timeout: 30_000 }, async () => {
    const gguf = join(root, "m.gguf");
    await writeFile(gguf, "GGUF");
    const f = await startFake({ engine: "llama.cpp", models: [{ id: "m", path: gguf }] });
    fakes.push(f);
    const { env, taskFile } = await world("ok", `${f.url}/v1`);
    const d = await dispatch({ taskFile, cwd: root, env });
    expect(d.route).toMatchObject({ model: "local/m", source: "target", tier: "local" });
    // What let it through is recorded, not thrown away: the address, what each condition saw, when.
    const job = await readJob(jobsRoot(env), d.job);
    expect(job.route?.locality).toMatchObject({
      url: `${f.url}/v1`,
      addresses: ["127.0.0.1"],
      engine: "llama.cpp",
      conditions: [
        { name: "loopback", ok: true, detail: expect.any(String) },
        { name: "engine", ok: true, detail: expect.any(String) },
        { name: "resident", ok: true, detail: expect.stringContaining(gguf) },
      ],
    });
    expect(Date.parse(job.route!.locality!.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
    await cancel(env, d.job).catch(() => undefined);
  });

  it("refused - an OpenAI-compatible server of unknown make: LOCALITY_REFUSED naming the engine, no job", { timeout: 30_000 }, async () => {
    const f = await startFake({ engine: "openai", models: [{ id: "m" }] });
    fakes.push(f);
    const { env, taskFile } = await world("proxy", `${f.url}/v1`);
    await expect(dispatch({ taskFile, cwd: root, env })).rejects.toMatchObject({ code: "LOCALITY_REFUSED", message: expect.stringMatching(/engine: an OpenAI-compatible server of unknown make.*No hosted fallback/) });
    await noJobs(env);
  });

  it("refused - an address off this machine, before any request is sent", { timeout: 30_000 }, async () => {
    const { env, taskFile } = await world("remote", "http://10.255.255.1:8080/v1");
    await expect(dispatch({ taskFile, cwd: root, env })).rejects.toMatchObject({ code: "LOCALITY_REFUSED", message: expect.stringMatching(/loopback: 10\.255\.255\.1 resolves to 10\.255\.255\.1, which is not loopback/) });
    await noJobs(env);
  });

  it("refused - no route at all (OpenCode would choose): through the CLI, exit 1 with the code in --json", { timeout: 30_000 }, async () => {
    const { env, taskFile } = await world("none");
    let out = "";
    let err = "";
    const code = await main(["dispatch", taskFile, "--json"], { cwd: root, env, stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) } });
    expect(code).toBe(1);
    const doc = JSON.parse(out) as { error: { code: string; message: string } };
    expect(doc.error.code).toBe("LOCALITY_REFUSED");
    expect(doc.error.message).toMatch(/names no model and no active target/);
    expect(err).not.toMatch(/\n\s+at /);
    await noJobs(env);
  });
});
