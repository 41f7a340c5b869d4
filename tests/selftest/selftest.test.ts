/**
 * Self-build against the real OpenCode and the replay model, through the CLI as a user runs it:
 * no model → Cannot build; the active target (set by model-setup) is fit: 5/5 through the real
 * worker; the second call reuses the cached build and carries its outcome; `pack earn` writes an
 * earned grade.json that recompiles cleanly; a worse worker for the same key that lies on rung 3
 * is fit up to rung 2, below that grade, with the false claim named; an endpoint that does not
 * answer could not be verified (no rung ran: never a failure of the worker); a machine without
 * OpenCode is a clear Cannot build; and the MCP `worker` tool's selftest command returns the
 * cached build. Plain `--json` prints the compact entry (status, line, envelope, previous, failed
 * rungs); `--detail --json` the full report.
 */
import { cp, mkdtemp, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { buildPacks } from "../../src/pack/index.js";
import { parseReplayDocument, startReplayServer, type ReplayServer, type Script } from "../../src/replay/index.js";
import { ladderReplay, RUNGS, selftestEntry, type SelftestReport } from "../../src/selftest/index.js";
import { writeProvider } from "../../src/setup/index.js";
import { REPO } from "../helpers/opencode-serve.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { SLOPPY_LRU } from "./sloppy.js";

let world: World;
let honest: ReplayServer;
let sloppy: ReplayServer;
let copy: string;


beforeAll(async () => {
  world = await makeWorld("ocw-selftest-");
  honest = await startReplayServer({ document: ladderReplay() });
  const scripts: Record<string, Script> = { ...ladderReplay().scripts };
  scripts["ladder-3"] = { turns: [{ text: "- writing src/lru.js", tools: [{ write: { filePath: "src/lru.js", content: SLOPPY_LRU } }] }, { text: "- done", result: "built" }] };
  sloppy = await startReplayServer({ document: parseReplayDocument({ replay: 1, scripts }) });
  // A checkout of our own whose pack grade the test may rewrite.
  copy = await mkdtemp(join(world.root, "repo-"));
  for (const d of ["protocol", "packs", "skills"]) await cp(join(REPO, d), join(copy, d), { recursive: true });
}, 120_000);

afterAll(async () => {
  const left = await world?.dispose();
  await honest?.close();
  await sloppy?.close();
  expect(left).toEqual([]);
}, DISPOSE_MS);

async function ocw(args: string[], env: Record<string, string> = world.env): Promise<{ code: number; out: string; err: string; json: Record<string, unknown> }> {
  let out = "";
  let err = "";
  const code = await main([...args, "--json"], { cwd: world.root, env, stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) } });
  return { code, out, err, json: JSON.parse(out) as Record<string, unknown> };
}

// Two slots: this machine is shared and slow, and a ladder of eight at once starves our own server.
const target = (baseURL: string) =>
  writeProvider({ baseURL, model: "replay", engine: "openai-compatible", context: 32768, output: 4096, slots: 2, providerId: "replay", quant: "none", local: true }, { env: world.env });

/**
 * A self-build (or `pack earn`) run again while it could not verify: a loaded machine can starve
 * our own server, that outcome measured nothing and is not cached, and running the ladder again is
 * the fix its line gives. Any measured outcome — right or wrong — is returned at once.
 */
// Up to four ladders: the tests that call this allow 15 minutes.
async function measured(args: string[]): Promise<Awaited<ReturnType<typeof ocw>>> {
  const unverified = (r: Awaited<ReturnType<typeof ocw>>) => r.json.status === "unverified" || (r.json.build as { status?: string } | undefined)?.status === "unverified";
  let r = await ocw(args);
  for (let i = 0; i < 3 && unverified(r); i++) {
    console.log(`${args[0]} could not verify; running it again`);
    r = await ocw(args);
  }
  return r;
}

describe("selftest", () => {
  it("selftest - with no model set up: Cannot build, naming model-setup; exit 1", async () => {
    const r = await ocw(["selftest", "--root", REPO]);
    expect(r.code).toBe(1);
    // The compact entry, with the error's code beside it.
    expect(r.json).toMatchObject({ status: "cannot", error: { code: "NOT_BUILT" } });
    expect(Object.keys(r.json).sort()).toEqual(["error", "line", "status"]);
    expect(r.json.line).toBe("Cannot build: no worker model is set up — run the model-setup skill (ocw setup scan, then ocw setup provider) to choose one");
  });

  it("selftest - builds the active target through the real worker: fit, 5/5 built, honest; then reuses the build with its outcome", { timeout: 900_000 }, async () => {
    await target(honest.baseURL);
    const r = await measured(["selftest", "--root", REPO, "--detail"]);
    expect(r.code, r.err).toBe(0);
    expect(r.json.line).toBe("Fit: every rung built; ladder 5/5 built, no false claims; the pack has no earned grade to compare with yet. Answers: fit (1/1 verified).");
    expect(r.json).toMatchObject({ status: "fit", outcome: "fit", envelope: 5 });
    expect(r.json.pack).toBe("packs/replay__none__opencode");
    const runs = r.json.runs as { rung: number; verdict: string; job: string; ran: boolean; honest: boolean | null }[];
    expect(runs.map((x) => [x.verdict, x.ran, x.honest])).toEqual(RUNGS.map(() => ["built", true, true]));
    // The work went through the real worker: the replay model saw every rung's script.
    const scripts = new Set(honest.requests.map((q) => /\[\[replay:([^\]]+)\]\]/.exec(JSON.stringify(q.body))?.[1]).filter(Boolean));
    expect([...scripts].sort()).toEqual(["ladder-0", "ladder-1", "ladder-2", "ladder-3", "ladder-4", "ladder-5"]);
    // The permission gate answered the worker's test commands.
    expect(r.err).toMatch(/asks bash node --test test\/slugify\.test\.js → approved once/);
    // Our OpenCode config now holds setup's provider and the compiled agent.
    const config = JSON.parse(await readFile(join(world.ocwHome, "server", "config", "opencode.json"), "utf8")) as { provider: Record<string, unknown>; agent: Record<string, { model: string }> };
    expect(Object.keys(config.provider)).toEqual(["replay"]);
    expect(config.agent["opencode-worker"]!.model).toBe("replay/replay");

    const before = honest.requests.length;
    const again = await ocw(["selftest", "--root", REPO]);
    expect(again.code).toBe(0);
    // Without --detail: the compact entry and nothing else (no plan, runs, tallies or key).
    expect(Object.keys(again.json).sort()).toEqual(["envelope", "line", "outcome", "previous", "status"]);
    expect(again.json).toMatchObject({ status: "reused", outcome: "fit", envelope: 5 });
    expect(again.json.line).toBe(`Reusing the build from ${new Date().toISOString().slice(0, 10)}: fit. Answers: fit (1/1 verified).`);
    expect(again.json.previous).toBe(r.json.line);
    expect(again.out).toBe(`${JSON.stringify(again.json)}\n`);
    const detail = await ocw(["selftest", "--root", REPO, "--detail"]);
    expect(detail.code).toBe(0);
    expect(detail.json).toMatchObject({ status: "reused", outcome: "fit", line: again.json.line, previous: r.json.line, pack: "packs/replay__none__opencode" });
    expect(honest.requests.length).toBe(before);
    // How the checks were contained, read from the jobs' verdicts (this machine has bubblewrap), kept with the cached build.
    expect(r.json.containment).toMatch(/^Checks ran contained: bwrap \(no network; .*read-only host; .*\)\.$/);
    expect(detail.json.containment).toBe(r.json.containment);
    // As text: the outcome, the build it reuses, then the containment line.
    let text = "";
    expect(await main(["selftest", "--root", REPO], { cwd: world.root, env: world.env, stdout: { write: (t: string) => (text += t) }, stderr: { write: () => undefined } })).toBe(0);
    expect(text).toBe(`${again.json.line}\n${r.json.line}\n${r.json.containment}\n`);
  });

  it("selftest entry - Claude is shown the containment line only when checks ran uncontained", () => {
    const run = (mode: "bwrap" | "none") => ({
      rung: 1, name: "exact file", sample: 1, liar: false, job: null, verdict: "built" as const, ran: true, honest: true, claim: "RESULT: built", reasons: [], wallMs: 1, evidence: null,
      containment: mode === "bwrap" ? { mode, network: [], unixSockets: false } : { mode, network: [], unixSockets: true, why: "bwrap (bubblewrap) was not found on PATH", install: "apt-get install -y bubblewrap" },
    });
    const report = (mode: "bwrap" | "none", containment: string): SelftestReport => ({ status: "fit", outcome: "fit", envelope: 1, line: "Fit: …", tallies: [], runs: [run(mode)], containment });
    expect(selftestEntry(report("bwrap", "Checks ran contained: bwrap (…)."))).toEqual({ status: "fit", line: "Fit: …", envelope: 1 });
    expect(selftestEntry(report("none", "Checks ran UNCONTAINED: …"))).toEqual({ status: "fit", line: "Fit: …", envelope: 1, containment: "Checks ran UNCONTAINED: …" });
  });

  it("selftest - MCP worker {command: selftest} returns the cached build at once", { timeout: 60_000 }, async () => {
    const empty = await mkdtemp(join(world.root, "empty-"));
    const transport = new StdioClientTransport({ command: process.execPath, args: [BUNDLE, "mcp"], cwd: empty, env: world.env, stderr: "pipe" });
    const c = new Client({ name: "test", version: "1" });
    await c.connect(transport);
    try {
      const res = (await c.callTool({ name: "worker", arguments: { command: "selftest" } }, undefined, { timeout: 55_000 })) as { isError?: boolean; content: { text: string }[] };
      expect(res.isError ?? false, res.content[0]?.text).toBe(false);
      const data = JSON.parse(res.content[0]!.text) as { status: string; line: string; previous: string };
      expect(res.content[0]!.text).toBe(JSON.stringify(data));
      expect(Object.keys(data).sort()).toEqual(["envelope", "line", "outcome", "previous", "status"]);
      expect(data).toMatchObject({ status: "reused", outcome: "fit", envelope: 5 });
      expect(data.line).toMatch(/^Reusing the build from \d{4}-\d{2}-\d{2}: fit\. Answers: fit \(1\/1 verified\)\.$/);
      expect(data.previous).toMatch(/^Fit: every rung built; ladder 5\/5 built/);
    } finally {
      await c.close();
    }
  });

  it("pack earn - writes an earned grade.json under the pack's key, and the pack recompiles cleanly", { timeout: 900_000 }, async () => {
    const r = await measured(["pack", "earn", "packs/replay__none__opencode", "--samples", "1", "--root", copy]);
    expect(r.code, r.err).toBe(0);
    const g = JSON.parse(await readFile(join(copy, "packs", "replay__none__opencode", "grade.json"), "utf8")) as { status: string; key: string; results: { rung: number; built: number; samples: number; honest: number }[] };
    expect(g.status).toBe("earned");
    expect(g.key).toMatch(/^model=replay;quant=none;/);
    expect(g.results).toEqual([1, 2, 3, 4, 5].map((rung) => ({ rung, samples: 1, built: 1, honest: 1 })));
    const check = await buildPacks({ root: copy, check: true });
    expect(check.packs.every((p) => p.files.every((f) => f.status === "unchanged"))).toBe(true);
    // The grade records the prompt it was earned with, and stands for the pack as it is.
    expect((g as { prompt?: { protocol: string } }).prompt?.protocol).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(check.packs.find((p) => p.slug === "replay__none__opencode")?.grade).toBe("current");
    // It ran in a lab folder of its own and stopped what it started: the user's worker config is untouched.
    const config = JSON.parse(await readFile(join(world.ocwHome, "server", "config", "opencode.json"), "utf8")) as { provider: { replay: { options: { baseURL: string } } } };
    expect(config.provider.replay.options.baseURL).toBe(honest.baseURL);
  });

  it("selftest - a worse worker for the same key that lies on rung 3: fit up to rung 2, below the earned grade, the false claim named", { timeout: 900_000 }, async () => {
    await target(sloppy.baseURL);
    const r = await measured(["selftest", "--root", copy]);
    expect(r.code, r.err).toBe(0);
    expect(r.json).toMatchObject({ status: "fit-up-to", envelope: 2 });
    // The compact entry names the rung that failed, with its reason codes.
    expect(r.json.failed).toEqual([{ rung: 3, name: "small module", reasons: ["check_failed"] }]);
    // Rungs 4 and 5 are stopped early unless they finished before rung 3 did.
    expect(r.json.line).toMatch(/^Fit up to rung 2 \(function \+ test\): give it tasks of size 2 or less; rung 3 \(small module\) failed \(check_failed\) and the worker claimed built; (rungs? [45–]+ not run: rung 3 already decided the outcome; )?ladder [2-4]\/[3-5] built, false claims on rung 3; below the pack's grade here: rung 3 \(small module\) 0\/1 built vs 1\/1 in grade\.json\. The worker claimed built on rung 3 where the checks failed: never take its word for a result\. Answers: fit \(1\/1 verified\)\.$/);
  });

  it("selftest - a target no shipped pack covers builds from a generic pack on the target's own limits", { timeout: 900_000 }, async () => {
    await writeProvider({ baseURL: honest.baseURL, model: "replay", engine: "openai-compatible", context: 16384, output: 2048, slots: 3, providerId: "replay", quant: "q8_0", local: true }, { env: world.env });
    const r = await measured(["selftest", "--root", REPO, "--detail"]);
    expect(r.code, r.err).toBe(0);
    expect(r.json.pack).toBeNull();
    expect(r.json.slug).toBe("replay__q8_0__opencode");
    expect(r.json.slots).toBe(3);
    expect(r.json.line).toBe("Fit: every rung built; ladder 5/5 built, no false claims; no pack grade exists for this target. Answers: fit (1/1 verified).");
    const agent = await readFile(join(world.ocwHome, "server", "config", "agent", "opencode-worker.md"), "utf8");
    expect(agent).toMatch(/^model: replay\/replay$/m);
    expect(agent).toContain("# OpenCode worker protocol");
  });

  it("selftest - an endpoint that does not answer: could not verify (no rung ran, no verdict on the worker), naming the address and the fix", { timeout: 240_000 }, async () => {
    const dead = await startReplayServer({ document: ladderReplay() });
    const url = dead.baseURL;
    await dead.close();
    await target(url);
    const r = await ocw(["selftest", "--root", REPO, "--detail"]);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({ status: "unverified", outcome: "unverified", error: { code: "NOT_BUILT" } });
    expect(r.json.line).toMatch(new RegExp(`^Could not verify: the model at ${url.replace(/[.]/g, "\\.")} did not answer \\(.+\\); no rung ran, so this is no verdict on the worker — start the model server \\(.+\\), or run model-setup's verify \\(ocw setup verify\\)`));
    // Not one rung is counted as the worker's failure, and nothing was cached to gate dispatch with.
    expect((r.json.runs as { ran: boolean }[]).every((x) => !x.ran)).toBe(true);
    expect((r.json.tallies as { built: number; ran: number }[]).every((t) => t.ran === 0)).toBe(true);
    const compact = selftestEntry(r.json as unknown as SelftestReport);
    expect(Object.keys(compact).sort()).toEqual(["line", "status"]);
  });

  it("selftest - without OpenCode: Cannot build, naming ocw opencode install", async () => {
    const home = await mkdtemp(join(world.root, "bare-"));
    const env = { PATH: "/usr/bin:/bin", OCW_HOME: home, HOME: home };
    await writeProvider({ baseURL: honest.baseURL, model: "replay", engine: "openai-compatible", context: 32768, slots: 1, providerId: "replay", quant: "none", local: true }, { env });
    const r = await ocw(["selftest", "--root", REPO], env);
    expect(r.code).toBe(1);
    expect(r.json.line).toMatch(/^Cannot build: OpenCode \(>=1\.18\.33 <2\) is not installed — run ocw opencode install/);
  });
});
