/** Running one check: statuses as data, a timeout that kills the whole process group, a clean environment, reports never planted. */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { OFFLINE, checkEnv } from "../../src/grade/sandbox/env.js";
import { runCheck } from "../../src/grade/run/check.js";
import type { Check } from "../../src/grade/task/task.js";
import { cleanup, tempDir, write } from "./fixtures.js";

afterAll(cleanup);

const check = (run: string, extra: Partial<Check> = {}): Check => ({ name: "c", run, kind: "acceptance", at: "checks.acceptance[0]", timeoutSeconds: 10, ...extra });

async function setup(): Promise<{ cwd: string; logDir: string; env: Record<string, string> }> {
  const dir = await tempDir();
  await write(dir, "copy/.keep", "");
  await write(dir, "logs/.keep", "");
  await write(dir, "home/.keep", "");
  return { cwd: join(dir, "copy"), logDir: join(dir, "logs"), env: checkEnv({ path: process.env.PATH ?? "/usr/bin:/bin", home: join(dir, "home"), tmp: join(dir, "home") }) };
}

describe("runCheck", () => {
  it("runCheck - exit 0 passes, other exits fail, output goes to files", async () => {
    const s = await setup();
    const ok = await runCheck(check("echo out; echo err >&2"), { ...s, stem: "ok" });
    expect(ok).toMatchObject({ status: "pass", exitCode: 0, message: "exit 0" });
    expect(await readFile(ok.stdout, "utf8")).toBe("out\n");
    expect(await readFile(ok.stderr, "utf8")).toBe("err\n");
    expect(await runCheck(check("exit 3"), { ...s, stem: "fail" })).toMatchObject({ status: "fail", exitCode: 3 });
    expect(await runCheck(check("no-such-command-ocw"), { ...s, stem: "127" })).toMatchObject({ status: "fail", exitCode: 127, message: "exit 127 (command not found)" });
  });

  it("runCheck - a missing working directory is an error, not a failure", async () => {
    const s = await setup();
    const r = await runCheck(check("true"), { ...s, cwd: join(s.cwd, "gone"), stem: "err" });
    expect(r.status).toBe("error");
    expect(r.message).toMatch(/could not be started/);
  });

  it("runCheck - the environment is only ours: PATH, a temp HOME, CI=1, package managers offline", async () => {
    const s = await setup();
    const r = await runCheck(check("env | sort"), { ...s, stem: "env" });
    const names = (await readFile(r.stdout, "utf8")).split("\n").filter(Boolean).map((l) => l.split("=")[0]);
    // sh itself adds PWD (and may add SHLVL / _); nothing comes from our own process.
    expect(names.filter((n) => !["PWD", "SHLVL", "_", "OLDPWD"].includes(n!))).toEqual(["CI", "HOME", "LANG", "PATH", "PYTHONDONTWRITEBYTECODE", "TERM", "TMPDIR", "UV_NO_SYNC", ...Object.keys(OFFLINE)].sort());
  });

  it("runCheck - a timeout kills the whole process group, background children included", async () => {
    const s = await setup();
    const r = await runCheck(check("sleep 4242 & sleep 4243; echo never", { timeoutSeconds: 0.5 }), { ...s, stem: "slow", killGraceMs: 500 });
    expect(r.status).toBe("timeout");
    const left = await execa("pgrep", ["-f", "sleep 424[23]"], { reject: false, timeout: 10_000 });
    expect(left.stdout.trim()).toBe("");
  });

  it("runCheck - a child that ignores SIGTERM is killed after the grace", async () => {
    const s = await setup();
    const r = await runCheck(check("trap '' TERM; sleep 4244", { timeoutSeconds: 0.3 }), { ...s, stem: "stubborn", killGraceMs: 300 });
    expect(r.status).toBe("timeout");
    expect((await execa("pgrep", ["-f", "sleep 4244"], { reject: false, timeout: 10_000 })).stdout.trim()).toBe("");
  });

  it("runCheck - background processes die with the check even when it passes", async () => {
    const s = await setup();
    const r = await runCheck(check("(sleep 4245 &) ; exit 0"), { ...s, stem: "bg" });
    expect(r.status).toBe("pass");
    expect((await execa("pgrep", ["-f", "sleep 4245"], { reject: false, timeout: 10_000 })).stdout.trim()).toBe("");
  });

  it("runCheck - cancelling kills the group and says cancelled", async () => {
    const s = await setup();
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 200);
    const r = await runCheck(check("sleep 4246"), { ...s, stem: "cancel", signal: ac.signal, killGraceMs: 200 });
    expect(r.status).toBe("cancelled");
  });

  it("runCheck - a report planted before the run is deleted, so a missing report fails", async () => {
    const s = await setup();
    await write(s.cwd, "reports/r.xml", '<testsuite><testcase classname="a" name="t"/></testsuite>');
    const r = await runCheck(check("true", { junit: "reports/r.xml", expect: ["a.t"] }), { ...s, stem: "planted" });
    expect(r).toMatchObject({ status: "fail", junit: { present: false } });
    expect(existsSync(join(s.cwd, "reports/r.xml"))).toBe(false);
  });

  it("runCheck - a report the check writes is judged and kept as evidence", async () => {
    const s = await setup();
    const xml = '<testsuite><testcase classname="a" name="t"/></testsuite>';
    const r = await runCheck(check(`mkdir -p reports && printf '%s' '${xml}' > reports/r.xml`, { junit: "reports/r.xml", expect: ["a.t"] }), { ...s, stem: "report" });
    expect(r).toMatchObject({ status: "pass", junit: { present: true, ok: true, expected: [{ id: "a.t", status: "passed" }] } });
    expect(await readFile(r.junit!.saved!, "utf8")).toBe(xml);
  });
});
