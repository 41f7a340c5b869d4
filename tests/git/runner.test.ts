/**
 * The one git runner (src/git): an exit code is an answer or an error naming the command and
 * git's own words; input reaches git's stdin; bytes come back as bytes; a missing git and a git
 * that does not finish are errors saying what to do — never a hang, never a stack trace.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { git, gitBytes, gitLine, gitRaw } from "../../src/git/index.js";

let repo: string;

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), "ocw-git-"));
  execFileSync("git", ["init", "-q", "-b", "main"], { cwd: repo });
  await writeFile(join(repo, "bin.dat"), Buffer.from([0, 1, 2, 255, 10, 13, 0]));
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "add", "-A"], { cwd: repo });
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "init"], { cwd: repo });
});

afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe("git runner", () => {
  it("git - a non-zero exit is an answer for gitRaw and an error naming the command and git's complaint for git", async () => {
    const raw = await gitRaw(["rev-parse", "--verify", "--quiet", "nope^{commit}"], { cwd: repo });
    expect(raw.exitCode).toBe(1);
    await expect(git(["rev-parse", "--verify", "nope"], { cwd: repo })).rejects.toMatchObject({ code: "GIT", message: expect.stringMatching(/^git rev-parse --verify nope failed in .*: fatal: Needed a single revision/) });
  });

  it("git - input reaches git's stdin; without input stdin is closed (git never waits on it)", async () => {
    const sha = await gitLine(["hash-object", "--stdin"], { cwd: repo, input: "hello\n" });
    expect(sha).toBe("ce013625030ba8dba906f756967f9e9ca394464a");
    expect(await gitLine(["hash-object", "--stdin"], { cwd: repo })).toBe("e69de29bb2d1d6434b8b29ae775ad8c2e48c5391");
  });

  it("git - bytes come back as bytes, whole; text keeps its final newline", async () => {
    expect([...(await gitBytes(["cat-file", "blob", "HEAD:bin.dat"], { cwd: repo }))]).toEqual([0, 1, 2, 255, 10, 13, 0]);
    expect(await git(["rev-parse", "--abbrev-ref", "HEAD"], { cwd: repo })).toBe("main\n");
  });

  it("git - the caller's variables apply and the inherited repository redirections do not", async () => {
    process.env.GIT_DIR = "/nonexistent/.git";
    try {
      expect(await gitLine(["rev-parse", "--is-inside-work-tree"], { cwd: repo })).toBe("true");
      expect(await gitLine(["var", "GIT_AUTHOR_IDENT"], { cwd: repo, env: { GIT_AUTHOR_NAME: "Ada", GIT_AUTHOR_EMAIL: "ada@example.invalid" } })).toMatch(/^Ada <ada@example.invalid>/);
    } finally {
      delete process.env.GIT_DIR;
    }
  });

  it("git - no git on PATH: an error saying to install it", async () => {
    await expect(gitRaw(["--version"], { cwd: repo, env: { PATH: "/nonexistent" } })).rejects.toMatchObject({ code: "GIT", message: expect.stringMatching(/git could not be run .*install git and make sure it is on PATH/) });
  });

  it("git - a git that does not finish within its bound is killed and named, with the fix", async () => {
    await expect(gitRaw(["-c", "alias.hang=!sleep 30", "hang"], { cwd: repo, timeoutMs: 300 })).rejects.toMatchObject({ code: "GIT", message: expect.stringMatching(/did not finish within 300 ms in .*check the repository is not locked/) });
  });
});
