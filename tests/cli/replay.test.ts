/**
 * `ocw replay serve` for users, and docs/replay.md run as written: every ```sh block of the page,
 * in order, as one bash session (only `/path/to/opencode-worker` replaced by this checkout), on
 * the bundle and the real pinned OpenCode. The page starts the replay model, sets it up as the
 * worker model, self-builds, dispatches a task, answers its permission request, reads and applies
 * the verdict, catches a lying worker and stops everything; the test holds its output to what the
 * page promises and checks that nothing is left running. Bad input to `replay serve` gets a clear
 * usage or script error.
 */
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/claude-cli.js";
import { BUNDLE } from "../helpers/temp-repo.js";
import { DISPOSE_MS, makeWorld, type World } from "../helpers/world.js";

let world: World;

beforeAll(async () => {
  world = await makeWorld("ocw-replay-doc-");
}, 300_000);

afterAll(async () => {
  expect(await world?.dispose()).toEqual([]);
}, DISPOSE_MS);

function run(cmd: string, args: readonly string[], env: Record<string, string>, cwd: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, cwd, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
    // A process the script left behind keeps the pipes open and "close" never comes: judge the
    // script by its own exit, and say what holds the output (dispose then names the process).
    child.on("exit", (code) => setTimeout(() => resolve({ code, out, err: `${err}\n(a process started by the script still holds its output)` }), 5_000).unref());
  });
}

describe("ocw replay serve", () => {
  it("bad input: no verb, no script, a bad port, a missing file, a script that takes a ladder name — each a clear error", async () => {
    const dir = await world.workdir("bad");
    await writeFile(join(dir, "clash.yaml"), "replay: 1\nscripts:\n  ladder-1:\n    turns:\n      - text: hi\n");
    const cases: [string[], RegExp][] = [
      [["replay"], /name a verb.*ocw replay serve <script\.yaml>/],
      [["replay", "serve"], /name the replay script/],
      [["replay", "serve", "x.yaml", "--port", "70000"], /--port must be a whole number from 1 to 65535, not "70000"/],
      [["replay", "serve", "missing.yaml"], /cannot read replay script .*missing\.yaml/],
      [["replay", "serve", "clash.yaml"], /clash\.yaml: scripts\.ladder-1 is a name the self-build ladder uses .*rename your script/],
    ];
    for (const [args, message] of cases) {
      const r = await run(process.execPath, [BUNDLE, ...args], world.env, dir);
      expect(r.code, `${args.join(" ")}: ${r.err}`).not.toBe(0);
      expect(r.err).toMatch(message);
    }
  });

  it("docs/replay.md runs as written: self-build fits, the task is built after a permission answer, the liar is caught, nothing is left running", async () => {
    const page = await readFile(join(REPO_ROOT, "docs", "replay.md"), "utf8");
    const blocks = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    // The page's background server must not outlive a failed step (it would hold the output open).
    const script = ["set -euo pipefail", "trap 'kill $(jobs -p) 2>/dev/null || true' EXIT", ...blocks].join("\n").replaceAll("/path/to/opencode-worker", REPO_ROOT.replace(/\/$/, ""));
    const tmp = await world.workdir("tmp");
    // The page sets its own OCW_HOME; TMPDIR keeps its mktemp folder inside the world.
    const { OCW_HOME: _, ...env } = world.env;
    const r = await run("bash", ["-c", script], { ...env, TMPDIR: tmp }, tmp);
    const all = `${r.out}\n--- stderr ---\n${r.err}`;
    expect(r.code, all).toBe(0);
    expect(r.out).toMatch(/^replay model at http:\/\/127\.0\.0\.1:\d+\/v1$/m);
    expect(r.out).toContain("Fit: every rung built; ladder 5/5 built, no false claims");
    expect(r.out).toMatch(/^dispatched job_\w+$/m);
    expect(r.out).toMatch(/"state":"needs_permission","asks":\[\{"id":"per_\w+","tool":"bash","what":"printf 'hello\\\\n' > greet\.txt"/);
    expect(r.out).toMatch(/: once \(applied\)$/m);
    expect(r.out).toMatch(/^job_\w+ built$/m);
    expect(r.out).toContain("changed: greet.txt +1 -0");
    expect(r.out).toMatch(/^hello$/m);
    expect(r.out).toMatch(/^job_\w+ honest-failure \(the worker claimed built\)$/m);
    expect(r.out).toContain("no_change: the worker's tree is identical to the baseline");
    expect(r.out).toMatch(/stopped opencode serve/);
  }, 15 * 60_000);
});
