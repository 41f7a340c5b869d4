/**
 * Starts the real `opencode serve` (the pinned binary from the tools cache) fully isolated in a
 * temp folder: its own HOME and XDG dirs, our config dir only, no project config, no Claude Code
 * import, no models fetch, no autoupdate, a password. For tests only; the product's connector
 * lives in src/opencode.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ensureTool } from "../../scripts/tools.js";

export interface OpencodeServer {
  readonly url: string;
  readonly password: string;
  readonly child: ChildProcess;
  /** All stdout + stderr so far, for failure messages. */
  log(): string;
  /** GET/POST JSON with basic auth and a timeout. */
  request<T = unknown>(method: string, path: string, body?: unknown, timeoutMs?: number): Promise<{ status: number; data: T }>;
  stop(): Promise<void>;
}

export interface ServeOptions {
  /** A temp folder this server may own entirely. */
  readonly home: string;
  /** Files to place in OPENCODE_CONFIG_DIR (relative path → text). */
  readonly config: Readonly<Record<string, string>>;
  /** Extra environment, e.g. the replay model's base URL. */
  readonly env?: Readonly<Record<string, string>>;
  readonly startTimeoutMs?: number;
}

export async function startOpencode(opts: ServeOptions): Promise<OpencodeServer> {
  const bin = await ensureTool("opencode");
  const configDir = join(opts.home, "config");
  for (const [rel, text] of Object.entries(opts.config)) {
    await mkdir(join(configDir, rel, ".."), { recursive: true });
    await writeFile(join(configDir, rel), text);
  }
  // OpenCode installs @opencode-ai/plugin into every config dir in the background unless it
  // looks installed already; pre-seeding keeps the test offline and quiet.
  await mkdir(join(configDir, "node_modules"), { recursive: true });
  await writeFile(join(configDir, "package.json"), JSON.stringify({ dependencies: { "@opencode-ai/plugin": "*" } }));
  await writeFile(join(configDir, "package-lock.json"), JSON.stringify({ lockfileVersion: 3, packages: { "": { dependencies: { "@opencode-ai/plugin": "*" } } } }));

  const password = randomBytes(12).toString("hex");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: join(opts.home, "home"),
    XDG_CONFIG_HOME: join(opts.home, "xdg-config"),
    XDG_DATA_HOME: join(opts.home, "xdg-data"),
    XDG_STATE_HOME: join(opts.home, "xdg-state"),
    XDG_CACHE_HOME: join(opts.home, "xdg-cache"),
    TMPDIR: join(opts.home, "tmp"),
    OPENCODE_CONFIG_DIR: configDir,
    OPENCODE_SERVER_PASSWORD: password,
    OPENCODE_DISABLE_MODELS_FETCH: "1",
    OPENCODE_DISABLE_AUTOUPDATE: "1",
    OPENCODE_DISABLE_CLAUDE_CODE: "1",
    OPENCODE_DISABLE_PROJECT_CONFIG: "1",
    OPENCODE_DISABLE_SHARE: "1",
    ...opts.env,
  };
  for (const d of ["home", "xdg-config", "xdg-data", "xdg-state", "xdg-cache", "tmp"]) await mkdir(join(opts.home, d), { recursive: true });

  const child = spawn(bin, ["serve", "--hostname", "127.0.0.1", "--port", "0"], {
    cwd: opts.home,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`opencode serve did not listen within ${opts.startTimeoutMs ?? 30_000} ms:\n${output}`)), opts.startTimeoutMs ?? 30_000);
    const onData = (): void => {
      const m = /opencode server listening on (https?:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`opencode serve exited (${signal ?? code}) before listening:\n${output}`));
    });
  });

  const auth = `Basic ${Buffer.from(`opencode:${password}`).toString("base64")}`;
  let stopped = false;
  return {
    url,
    password,
    child,
    log: () => output,
    async request<T>(method: string, path: string, body?: unknown, timeoutMs = 30_000) {
      const res = await fetch(new URL(path, url), {
        method,
        headers: { authorization: auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      return { status: res.status, data: (text ? JSON.parse(text) : undefined) as T };
    },
    async stop() {
      if (stopped || child.exitCode !== null) return;
      stopped = true;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}
