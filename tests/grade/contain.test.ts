/**
 * Containment (src/grade/sandbox/contain.ts) around the grader: a sandbox that is required and missing
 * refuses before anything is written (SANDBOX_MISSING: by the caller, OCW_REQUIRE_SANDBOX=1 or
 * the task's containment.require, for grade, validate-task and dispatch); one that is merely
 * missing runs the checks uncontained and says so with the install command; one that cannot be
 * set up is infra, never a failed check; the containment in force is in the verdict, its text
 * and rerun.sh. A contained check reaches no unix socket (the seccomp filter, sandbox/seccomp.ts) unless
 * the task opts in, while connected socketpairs (multiprocessing.Pipe, child-process pipes) work.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/index.js";
import { grade, openRepo, renderVerdict, snapshotBaseline, type SandboxRequest, type TaskSpec } from "../../src/grade/index.js";
import { createServer } from "node:net";
import { DEFAULT_LIMITS, describeContainment, probeSandbox, type Sandbox } from "../../src/grade/sandbox/contain.js";
import { checkEnv } from "../../src/grade/sandbox/env.js";
import { runCheck } from "../../src/grade/run/check.js";
import { unixSocketFilter } from "../../src/grade/sandbox/seccomp.js";
import { execa } from "execa";
import { mkdir } from "node:fs/promises";
import { PY_FILES, PY_FIX, cleanup, edit, git, initRepo, pythonSpec, tempDir, write, writeSpec } from "./fixtures.js";

afterAll(cleanup);

const MISSING = "/nonexistent/bwrap";

/** A workspace, a worker tree with the correct fix, and a grade() over them. */
async function setup(change: (s: TaskSpec) => TaskSpec = (s) => s) {
  const dir = await tempDir("ocw-contain-");
  const ws = join(dir, "ws");
  await initRepo(ws, PY_FILES);
  const spec = change(pythonSpec(ws));
  const repo = await openRepo(ws);
  const baseline = await snapshotBaseline(repo, { exclude: ["reports/mul.xml"] });
  const tree = join(dir, "tree");
  await git(ws, "worktree", "add", "-q", "--detach", tree, baseline.commit);
  await edit(tree, "calc.py", PY_FIX[0], PY_FIX[1]);
  const state = join(dir, "state");
  const run = (opts: { sandbox?: SandboxRequest; extraWritable?: string[] } = {}) =>
    grade({ task: { file: "task.yaml", spec }, tree, baseline: baseline.commit, claim: "RESULT: built", stateDir: state, hostPath: process.env.PATH, ...opts });
  return { dir, ws, spec, tree, state, run, baseline };
}

async function cli(argv: string[], env: Record<string, string>) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { cwd: "/", env: { PATH: process.env.PATH, ...env }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } });
  return { code, stdout, stderr };
}

describe("containment", { timeout: 120_000 }, () => {
  it("contain - with bwrap: the verdict, its text and rerun.sh name the containment; rerun.sh requires the sandbox", async () => {
    const s = await setup();
    const v = await s.run();
    expect(v.verdict).toBe("built");
    expect(v.containment).toEqual({ mode: "bwrap", network: [], unixSockets: false, limits: { memoryMiB: 4096, processes: 1024, fileSizeMiB: 1024 } });
    expect(v.checks.every((c) => c.after?.contained === "bwrap" && c.after.network === false && c.before?.contained === "bwrap")).toBe(true);
    expect(renderVerdict(v)).toContain("containment: bwrap (no network; no unix sockets; read-only host;");
    const rerun = await readFile(join(v.evidence, "rerun.sh"), "utf8");
    expect(rerun).toContain("# Containment: bwrap (no network;");
    expect(rerun).toMatch(/grade --task .* --require-sandbox/);
  });

  it("contain - bwrap missing: the checks run uncontained and the verdict says containment: none with the install command", async () => {
    const s = await setup();
    const v = await s.run({ sandbox: { bwrap: MISSING } });
    expect(v.verdict).toBe("built");
    expect(v.containment).toMatchObject({ mode: "none", unixSockets: true, why: `bwrap (bubblewrap) was not found at ${MISSING}` });
    expect(v.containment.install).toContain("apt-get install -y bubblewrap");
    expect(v.checks.every((c) => c.after?.contained === "none")).toBe(true);
    expect(renderVerdict(v)).toMatch(/containment: none — bwrap \(bubblewrap\) was not found .*Install: apt-get install -y bubblewrap/);
    expect(await readFile(join(v.evidence, "rerun.sh"), "utf8")).not.toContain("--require-sandbox");
  });

  it("contain - required and missing (the caller, or the task's containment.require): SANDBOX_MISSING before anything is written", async () => {
    const s = await setup();
    await expect(s.run({ sandbox: { bwrap: MISSING, require: true } })).rejects.toMatchObject({ code: "SANDBOX_MISSING", message: expect.stringContaining("apt-get install -y bubblewrap") });
    expect(existsSync(s.state)).toBe(false);
    const t = await setup((spec) => ({ ...spec, containment: { require: true } }));
    await expect(t.run({ sandbox: { bwrap: MISSING } })).rejects.toMatchObject({ code: "SANDBOX_MISSING", message: expect.stringContaining("task.yaml: containment.require") });
    expect(existsSync(t.state)).toBe(false);
  });

  it("contain - a sandbox that cannot be set up is infra, never a failed check or an invalid task", async () => {
    const s = await setup();
    const v = await s.run({ extraWritable: [join(s.dir, "no-such-folder")] });
    expect(v.verdict).toBe("honest-failure");
    expect([...new Set(v.reasons.map((r) => r.code))], JSON.stringify(v.reasons)).toEqual(["infra"]);
    expect(v.reasons[0]!.message).toContain("could not be contained");
    expect(v.checks.every((c) => c.before?.sandboxFailed === true && c.before.status === "error")).toBe(true);
  });

  it("contain - the CLI: grade and validate-task --require-sandbox, OCW_REQUIRE_SANDBOX=1 and dispatch refuse with SANDBOX_MISSING; dispatch records no job", async () => {
    const s = await setup();
    const home = await tempDir("ocw-contain-home-");
    const task = await writeSpec(s.dir, s.spec);
    const env = { OCW_HOME: home, OCW_BWRAP: MISSING };
    const graded = await cli(["grade", "--task", task, "--tree", s.tree, "--baseline", s.baseline.commit, "--require-sandbox", "--json"], env);
    expect(graded.code).not.toBe(0);
    expect(graded.stdout + graded.stderr).toContain("SANDBOX_MISSING");
    const validated = await cli(["validate-task", task, "--require-sandbox", "--json"], env);
    expect(validated.stdout + validated.stderr).toContain("SANDBOX_MISSING");
    const byEnv = await cli(["validate-task", task, "--json"], { ...env, OCW_REQUIRE_SANDBOX: "1" });
    expect(byEnv.stdout + byEnv.stderr).toContain("SANDBOX_MISSING");
    const dispatched = await cli(["dispatch", task, "--require-sandbox", "--json"], env);
    expect(dispatched.stdout + dispatched.stderr).toContain("SANDBOX_MISSING");
    const jobs = await readdir(join(home, "jobs")).catch(() => [] as string[]);
    expect(jobs.filter((j) => j.startsWith("job_"))).toEqual([]);
    // Without the requirement, validate-task runs the checks uncontained and says so.
    const bare = await cli(["validate-task", task], env);
    expect(bare.code).toBe(0);
    expect(bare.stdout).toContain("containment: none");
  });

  it("contain - ocw setup scan says whether checks would be contained, and how to get bwrap when not", async () => {
    const home = await tempDir("ocw-contain-scan-");
    const none = await cli(["setup", "scan", "--ports", ""], { OCW_HOME: home, OCW_BWRAP: MISSING });
    expect(none.stdout).toMatch(/containment: none — .*Install: apt-get install -y bubblewrap/);
    const some = await cli(["setup", "scan", "--ports", "", "--json"], { OCW_HOME: home });
    expect(JSON.parse(some.stdout).containment).toMatchObject({ mode: "bwrap" });
  });

  it("contain - a timeout ends the whole sandbox: a detached daemon (new session) the check started is gone too", async () => {
    const box = await probeSandbox(process.env.PATH);
    if (box.mode !== "bwrap") throw new Error(`bwrap is needed here (.ci/run installs it): ${box.why}`);
    const dir = await tempDir("ocw-contain-timeout-");
    for (const d of ["copy", "home", "tmp", "logs"]) await mkdir(join(dir, d));
    const marker = `${31_000 + Math.floor(Math.random() * 1000)}.${process.pid}`;
    const check = { name: "t", run: `setsid sleep ${marker} < /dev/null > /dev/null 2>&1 & sleep ${marker}`, kind: "acceptance" as const, at: "checks.acceptance[0]", timeoutSeconds: 1 };
    const r = await runCheck(check, {
      cwd: join(dir, "copy"),
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      logDir: join(dir, "logs"),
      stem: "t",
      contain: { bwrap: box.bwrap, run: { home: join(dir, "home"), tmp: join(dir, "tmp"), network: false, limits: DEFAULT_LIMITS, prlimit: box.prlimit } },
    });
    expect(r.status).toBe("timeout");
    expect(r.contained).toBe("bwrap");
    const left = await execa("pgrep", ["-f", `sleep ${marker}`], { reject: false });
    expect(left.stdout.trim()).toBe("");
  });
});

// ---------------------------------------------------------------- unix sockets

/** A unix socket the user listens on outside every folder a check may write (read-only inside), answering `pong`. */
async function hostSocket() {
  // Not under /tmp: the check's private /tmp would hide it rather than leave it reachable.
  const dir = await tempDir("ocw-contain-sock-", "/var/tmp");
  const path = join(dir, "user.sock");
  let connections = 0;
  const server = createServer((s) => {
    connections++;
    s.on("error", () => undefined);
    s.end("pong\n");
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return { path, connections: () => connections, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const PY_CONNECT = `import socket, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
s.connect(sys.argv[1])
print(s.recv(16).decode().strip())
`;

const NODE_CONNECT = `import net from "node:net";
const s = net.connect(process.argv[2]);
s.on("data", (d) => console.log(String(d).trim()));
`;

// What a check may still do with the filter, what it may not, and a bypass of each kind the
// filter closes; one line per attempt: "<name>: ok" or "<name>: errno <n>".
const PY_ATTEMPTS = `import ctypes, mmap, multiprocessing as mp, os, socket, struct, sys, tempfile
libc = ctypes.CDLL(None, use_errno=True)
SOCKET = int(sys.argv[1])

def attempt(name, f):
    try:
        f()
        print(f"{name}: ok")
    except OSError as e:
        print(f"{name}: errno {e.errno}")

def raw(nr, *args):
    r = libc.syscall(ctypes.c_long(nr), *[ctypes.c_long(a) for a in args])
    if r < 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))
    os.close(r)

def pipe():
    ctx = mp.get_context("fork")
    a, b = ctx.Pipe()
    p = ctx.Process(target=lambda: b.send(b.recv() * 2))
    p.start()
    a.send(21)
    assert a.recv() == 42
    p.join()

def pair():
    x, y = socket.socketpair()
    x.sendall(b"hi")
    assert y.recv(2) == b"hi"

def own():
    path = os.path.join(tempfile.gettempdir(), "own.sock")
    server = socket.socket(socket.AF_UNIX)
    server.bind(path)
    server.listen(1)
    socket.socket(socket.AF_UNIX).connect(path)

def target(fd):
    try:
        return os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        return "gone"
print("fds:", " ".join(f"{fd}={target(fd)}" for fd in sorted(os.listdir("/proc/self/fd"))))
attempt("multiprocessing.Pipe", pipe)
attempt("socketpair", pair)
attempt("own socket", own)
attempt("datagram socketpair", lambda: socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM))
attempt("domain with high bits", lambda: raw(SOCKET, 0x100000001, socket.SOCK_STREAM, 0))
attempt("io_uring_setup", lambda: raw(425, 8, ctypes.addressof(ctypes.create_string_buffer(120))))

def i386(nr, ebx, ecx=0, edx=0, args=None):
    # An i386 system call (int 0x80) from this 64-bit process, the ABI a 32-bit program uses; in a
    # child, which exits with the errno (a kernel without i386 emulation kills it instead).
    pid = os.fork()
    if pid == 0:
        page = mmap.mmap(-1, 4096, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | 0x40, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)  # MAP_32BIT
        base = ctypes.addressof(ctypes.c_char.from_buffer(page))
        if args is not None:
            page[2048:2048 + 4 * len(args)] = struct.pack("<%dI" % len(args), *args)
            ecx = base + 2048
        # push rbx; mov eax, nr; mov ebx, ...; mov ecx, ...; mov edx, ...; int 0x80; pop rbx; ret
        code = b"\\x53\\xb8" + struct.pack("<I", nr) + b"\\xbb" + struct.pack("<I", ebx) + b"\\xb9" + struct.pack("<I", ecx) + b"\\xba" + struct.pack("<I", edx) + b"\\xcd\\x80\\x5b\\xc3"
        page[0:len(code)] = code
        r = ctypes.CFUNCTYPE(ctypes.c_int)(base)()
        os._exit(0 if r >= 0 else min(-r, 255))
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return f"signal {os.WTERMSIG(status)}"
    return "ok" if os.WEXITSTATUS(status) == 0 else f"errno {os.WEXITSTATUS(status)}"

if sys.argv[2] == "x64":
    print("i386 socket:", i386(359, socket.AF_UNIX, socket.SOCK_STREAM))
    print("i386 socketcall:", i386(102, 1, args=[socket.AF_UNIX, socket.SOCK_STREAM, 0]))  # SYS_SOCKET
`;

describe("containment: unix sockets", { timeout: 120_000 }, () => {
  let box: Sandbox;
  const run = async (script: string, argv: string, opts: { filter?: boolean } = {}) => {
    if (box?.mode !== "bwrap") box = await probeSandbox(process.env.PATH);
    if (box.mode !== "bwrap" || !box.unixSocketFilter) throw new Error(`bwrap with the seccomp filter is needed here (.ci/run installs bwrap): ${JSON.stringify(box)}`);
    const dir = await tempDir("ocw-contain-unix-", "/var/tmp");
    for (const d of ["copy", "home", "tmp", "logs"]) await mkdir(join(dir, d));
    await write(join(dir, "copy"), script.startsWith("import net") ? "probe.mjs" : "probe.py", script);
    const command = `${script.startsWith("import net") ? "node probe.mjs" : "python3 probe.py"} ${argv}`;
    const check = { name: "unix", run: command, kind: "acceptance" as const, at: "checks.acceptance[0]", timeoutSeconds: 30 };
    const home = join(dir, "home");
    const tmp = join(dir, "tmp");
    const r = await runCheck(check, {
      cwd: join(dir, "copy"),
      env: checkEnv({ path: process.env.PATH ?? "/usr/bin:/bin", home, tmp }),
      logDir: join(dir, "logs"),
      stem: "unix",
      contain: { bwrap: box.bwrap, run: { home, tmp, network: false, limits: DEFAULT_LIMITS, prlimit: box.prlimit, ...(opts.filter === false ? {} : { seccomp: box.unixSocketFilter }) } },
    });
    return { r, out: await readFile(r.stdout, "utf8"), err: await readFile(r.stderr, "utf8"), logs: await readdir(join(dir, "logs")) };
  };

  it("unix sockets - a check cannot connect to a socket the user listens on (python, node), and the message says why; the program file is gone after", async () => {
    const host = await hostSocket();
    try {
      const py = await run(PY_CONNECT, host.path);
      expect(py.r.status).toBe("fail");
      expect(py.err).toContain("PermissionError: [Errno 1] Operation not permitted");
      expect(py.r.message).toContain("a unix socket was refused: the sandbox reaches none unless the task sets containment.unixSockets: true");
      const node = await run(NODE_CONNECT, host.path);
      expect(node.r.status).toBe("fail");
      expect(node.err).toContain(`connect EPERM ${host.path}`);
      expect(node.r.message).toContain("a unix socket was refused");
      expect(host.connections()).toBe(0);
      expect(py.logs.sort()).toEqual(["unix.stderr", "unix.stdout"]);
    } finally {
      await host.close();
    }
  });

  it("unix sockets - without the filter (the task's containment.unixSockets: true) both connect", async () => {
    const host = await hostSocket();
    try {
      const py = await run(PY_CONNECT, host.path, { filter: false });
      expect(py.r.status, py.err).toBe("pass");
      expect(py.out.trim()).toBe("pong");
      const node = await run(NODE_CONNECT, host.path, { filter: false });
      expect(node.r.status, node.err).toBe("pass");
      expect(node.out.trim()).toBe("pong");
      expect(host.connections()).toBe(2);
    } finally {
      await host.close();
    }
  });

  it("unix sockets - socketpair and multiprocessing.Pipe work; the check's own socket, a datagram socketpair, a domain with high bits and io_uring are refused; no descriptor leaks in", async () => {
    const argv = `${process.arch === "arm64" ? 198 : 41} ${process.arch}`;
    const filtered = await run(PY_ATTEMPTS, argv);
    expect(filtered.r.status, filtered.err).toBe("pass");
    expect(filtered.out).toContain("multiprocessing.Pipe: ok\nsocketpair: ok\nown socket: errno 1\ndatagram socketpair: errno 1\ndomain with high bits: errno 1\nio_uring_setup: errno 1\n");
    // Neither the status file (fd 3, closed by the sandbox's first shell) nor the program (fd 4, closed by bwrap) reaches the check.
    const fds = /^fds: (.*)$/m.exec(filtered.out)![1]!;
    expect(fds).not.toMatch(/\.seccomp|\.started/);
    expect(fds).toMatch(/^0=\S+ 1=\S+unix\.stdout 2=\S+unix\.stderr/);
    // The same attempts without the filter: it is the filter that stops them.
    const open = await run(PY_ATTEMPTS, argv, { filter: false });
    expect(open.out).toContain("own socket: ok\ndatagram socketpair: ok\ndomain with high bits: ok\n");
    // A 32-bit program on an x86_64 host: no unix socket, and no socketcall (whose arguments a filter cannot read).
    if (process.arch === "x64" && open.out.includes("i386 socket: ok")) expect(filtered.out).toContain("i386 socket: errno 1\ni386 socketcall: errno 1\n");
  });

  it("unix sockets - node's child processes (piped stdio, fork IPC) work with the filter", async () => {
    const script = `import net from "node:net";
import { execFileSync, fork } from "node:child_process";
if (process.argv[2] === "child") process.send("hello", () => process.exit(0));
else {
  console.log(execFileSync("echo", ["piped"]).toString().trim());
  const child = fork(new URL(import.meta.url).pathname, ["child"]);
  child.on("message", (m) => console.log("ipc", m));
}
`;
    const r = await run(script, "");
    expect(r.r.status, r.err).toBe("pass");
    expect(r.out).toBe("piped\nipc hello\n");
  });

  it("unix sockets - the verdict records them: refused by default, reachable with the task's opt-in, in its text too", async () => {
    const s = await setup((spec) => ({ ...spec, containment: { unixSockets: true } }));
    const v = await s.run();
    expect(v.verdict).toBe("built");
    expect(v.containment).toMatchObject({ mode: "bwrap", unixSockets: true, unixSocketsWhy: "the task sets containment.unixSockets: true" });
    expect(renderVerdict(v)).toContain("unix sockets reachable (the task sets containment.unixSockets: true)");
    // An old verdict without the field: its checks could reach them.
    expect(describeContainment({ mode: "bwrap", network: [] } as never)).toContain("; unix sockets reachable; ");
  });

  it("seccomp - a filter for x64 and arm64 (little-endian) only; elsewhere why there is none", () => {
    for (const arch of ["x64", "arm64"]) {
      const f = unixSocketFilter(arch, "LE");
      expect("program" in f && f.program.length % 8 === 0 && f.program.length > 0, arch).toBe(true);
    }
    expect(unixSocketFilter("ppc64", "LE")).toEqual({ why: "no seccomp filter is written for ppc64, only for x64 and arm64" });
    expect(unixSocketFilter("x64", "BE")).toMatchObject({ why: expect.stringContaining("big-endian") });
  });
});
