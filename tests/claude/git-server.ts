/**
 * A git marketplace as a user reaches one: a bare repository served over smart HTTP on loopback
 * by git's own `git http-backend` (the Claude Code CLI refuses file:// and git:// marketplace
 * URLs, and a local folder would be read in place instead of cloned). The tiny CGI bridge below
 * only passes requests and answers through; git does all the protocol work.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";

export interface GitServer {
  /** `http://127.0.0.1:<port>/<name>.git`, the URL to give `claude plugin marketplace add`. */
  readonly url: string;
  close(): Promise<void>;
}

const git = (cwd: string, ...args: string[]): void =>
  void execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main", ...args], { cwd, stdio: "ignore" });

/**
 * The checkout as a user's clone of it would hold it: every file git tracks or would track (not
 * ignored), as it is on disk now — so the plugin folder the build just wrote is in it.
 */
export function checkoutFiles(root: string): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, maxBuffer: 64 << 20 }).toString();
  return [...new Set(out.split("\0").filter((f) => f && existsSync(join(root, f))))];
}

/**
 * Commit `files` (paths relative to `from`) into a new repository and make a bare clone of it at
 * `<dir>/<name>.git`, ready to serve.
 */
export async function bareRepo(dir: string, name: string, from: string, files: readonly string[]): Promise<string> {
  const work = join(dir, `${name}-work`);
  await mkdir(work, { recursive: true });
  for (const f of files) {
    await mkdir(dirname(join(work, f)), { recursive: true });
    await cp(join(from, f), join(work, f));
  }
  git(work, "init", "-q");
  git(work, "add", "-A");
  git(work, "commit", "-qm", "marketplace");
  const bare = join(dir, `${name}.git`);
  git(dir, "clone", "-q", "--bare", work, bare);
  return bare;
}

/** Serve every bare repository in `projectRoot` over smart HTTP on 127.0.0.1, read-only. */
export async function serveGit(projectRoot: string, name: string): Promise<GitServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const child = spawn("git", ["http-backend"], {
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: "1",
        REQUEST_METHOD: req.method ?? "GET",
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers["content-type"] ?? "",
        ...(req.headers["content-encoding"] ? { HTTP_CONTENT_ENCODING: req.headers["content-encoding"] } : {}),
        ...(req.headers["git-protocol"] ? { GIT_PROTOCOL: String(req.headers["git-protocol"]) } : {}),
        REMOTE_ADDR: "127.0.0.1",
      },
      stdio: ["pipe", "pipe", "ignore"],
    });
    req.pipe(child.stdin);
    // A CGI answer: header lines, a blank line, then the body, passed on as it comes.
    let head = Buffer.alloc(0);
    let started = false;
    child.stdout.on("data", (chunk: Buffer) => {
      if (started) return void res.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf("\r\n\r\n");
      if (end < 0) return;
      started = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString("latin1").split("\r\n")) {
        const at = line.indexOf(":");
        const key = line.slice(0, at).trim();
        const value = line.slice(at + 1).trim();
        if (key.toLowerCase() === "status") status = Number.parseInt(value, 10);
        else res.setHeader(key, value);
      }
      res.writeHead(status);
      res.write(head.subarray(end + 4));
    });
    child.on("close", () => {
      if (!started) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${name}.git`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
