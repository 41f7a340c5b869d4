import { endianness } from "node:os";

/**
 * The seccomp filter that keeps a contained check away from unix sockets: a classic-BPF program
 * that bwrap installs (`--seccomp <fd>`, after setting no_new_privs) on the check just before it
 * runs it. The host filesystem is bound read-only, but connect() to a pathname socket ignores a
 * read-only mount, so without it a check could talk to any socket the user listens on (an agent,
 * a database, a daemon in the home folder). Abstract sockets already went with the network
 * namespace.
 *
 * It is the mechanism Anthropic's sandbox runtime (@anthropic-ai/sandbox-runtime) uses, written
 * here rather than taken from it, because its prebuilt filter lets three things through that
 * this one stops: a domain with high bits set (socket(0x100000001, …): it compares the whole 64
 * bits, the kernel reads an int), a datagram socketpair (whose socket may sendto() or connect()
 * any socket path), and io_uring (which opens sockets without the socket syscall).
 *
 * Refused, with EPERM ("Operation not permitted", what a seccomp policy conventionally answers,
 * and distinct from EACCES, a socket file's own permissions):
 * - socket(AF_UNIX, …) — the check's own sockets too: a task that needs them opts in;
 * - socketpair() of any type but SOCK_STREAM and SOCK_SEQPACKET (a connected stream or
 *   seqpacket pair cannot be pointed elsewhere; Python's multiprocessing.Pipe, asyncio and every
 *   child process Node starts with pipes use one, so they keep working);
 * - io_uring_setup();
 * - on x86_64, every x32 system call (numbers from 0x40000000), and for i386 system calls made
 *   from a 64-bit host (int 0x80, a 32-bit program) also socketcall(), whose arguments sit in
 *   memory a filter cannot read: a 32-bit program there gets no sockets at all.
 * A system call of any other ABI kills the process (SIGSYS), as libseccomp's default does.
 * Everything else is allowed. Written for x86_64 and aarch64 (little-endian) hosts; elsewhere
 * there is no filter, and the containment says so.
 */

/** The filter for this host, or why there is none. */
export type UnixSocketFilter = { readonly program: Uint8Array } | { readonly why: string };

/** The filter for a host of `arch` (Node's `process.arch`) and byte order. */
export function unixSocketFilter(arch: string = process.arch, order: "BE" | "LE" = endianness()): UnixSocketFilter {
  const abi = HOST_ABIS[arch];
  if (!abi || order !== "LE") return { why: `no seccomp filter is written for ${arch}${order === "BE" ? " (big-endian)" : ""}, only for x64 and arm64` };
  return { program: encode(assemble(filterFor(abi))) };
}

// ---------------------------------------------------------------- the system calls

interface Abi {
  /** AUDIT_ARCH_* as seccomp_data.arch reports it. */
  readonly arch: number;
  readonly socket: number;
  readonly socketpair: number;
  readonly ioUringSetup: number;
  /** i386 multiplexes every socket call through socketcall(2). */
  readonly socketcall?: number;
  /** x86_64: the x32 ABI shares the architecture and sets this bit in the number. */
  readonly x32Bit?: number;
}

// Numbers from the kernel's tables: arch/x86/entry/syscalls/syscall_64.tbl and syscall_32.tbl,
// include/uapi/asm-generic/unistd.h (aarch64).
const X86_64: Abi = { arch: 0xc000003e, socket: 41, socketpair: 53, ioUringSetup: 425, x32Bit: 0x40000000 };
const I386: Abi = { arch: 0x40000003, socket: 359, socketpair: 360, ioUringSetup: 425, socketcall: 102 };
const AARCH64: Abi = { arch: 0xc00000b7, socket: 198, socketpair: 199, ioUringSetup: 425 };

/** The ABIs whose system calls a host's processes can make: its own first. */
const HOST_ABIS: Readonly<Record<string, readonly Abi[]>> = { x64: [X86_64, I386], arm64: [AARCH64] };

const AF_UNIX = 1;
const SOCK_STREAM = 1;
const SOCK_SEQPACKET = 5;
// socketpair's type also carries SOCK_NONBLOCK and SOCK_CLOEXEC; the type is the low four bits.
const SOCK_TYPE_MASK = 0xf;
const EPERM = 1;

// struct seccomp_data: int nr; u32 arch; u64 instruction_pointer; u64 args[6]. On a
// little-endian host the low 32 bits of args[i] are at 16 + 8i: the kernel reads socket's domain
// and socketpair's type as an int, so only those bits count.
const NR = 0;
const ARCH = 4;
const argLow = (i: number): number => 16 + 8 * i;

const SECCOMP_RET_KILL_PROCESS = 0x80000000;
const SECCOMP_RET_ERRNO = 0x00050000;
const SECCOMP_RET_ALLOW = 0x7fff0000;

// ---------------------------------------------------------------- the program

// An instruction before assembly: jumps name labels.
type Op =
  | { readonly label: string }
  | { readonly load: number }
  | { readonly and: number }
  | { readonly ret: number }
  | { readonly jeq: number; readonly then: string; readonly else?: string }
  | { readonly jge: number; readonly then: string; readonly else?: string };

function filterFor(abis: readonly Abi[]): Op[] {
  const ops: Op[] = [{ load: ARCH }];
  // Which ABI made the call; one not listed cannot be filtered, so it is not allowed at all.
  for (const abi of abis) ops.push({ jeq: abi.arch, then: `abi-${abi.arch}` });
  ops.push({ ret: SECCOMP_RET_KILL_PROCESS });
  for (const abi of abis) {
    ops.push({ label: `abi-${abi.arch}` }, { load: NR });
    if (abi.x32Bit !== undefined) ops.push({ jge: abi.x32Bit, then: "deny" });
    if (abi.socketcall !== undefined) ops.push({ jeq: abi.socketcall, then: "deny" });
    ops.push({ jeq: abi.socket, then: "socket" }, { jeq: abi.socketpair, then: "socketpair" }, { jeq: abi.ioUringSetup, then: "deny", else: "allow" });
  }
  ops.push(
    // socket(domain, type, protocol): no AF_UNIX.
    { label: "socket" },
    { load: argLow(0) },
    { jeq: AF_UNIX, then: "deny", else: "allow" },
    // socketpair(domain, type, protocol, sv): only the connected kinds that cannot be redirected.
    { label: "socketpair" },
    { load: argLow(1) },
    { and: SOCK_TYPE_MASK },
    { jeq: SOCK_STREAM, then: "allow" },
    { jeq: SOCK_SEQPACKET, then: "allow", else: "deny" },
    { label: "allow" },
    { ret: SECCOMP_RET_ALLOW },
    { label: "deny" },
    { ret: SECCOMP_RET_ERRNO | EPERM },
  );
  return ops;
}

// ---------------------------------------------------------------- classic BPF

interface Insn {
  readonly code: number;
  readonly jt: number;
  readonly jf: number;
  readonly k: number;
}

// linux/bpf_common.h
const BPF_LD_W_ABS = 0x00 | 0x00 | 0x20; // BPF_LD | BPF_W | BPF_ABS
const BPF_ALU_AND_K = 0x04 | 0x50 | 0x00; // BPF_ALU | BPF_AND | BPF_K
const BPF_JMP_JEQ_K = 0x05 | 0x10 | 0x00; // BPF_JMP | BPF_JEQ | BPF_K
const BPF_JMP_JGE_K = 0x05 | 0x30 | 0x00; // BPF_JMP | BPF_JGE | BPF_K (unsigned)
const BPF_RET_K = 0x06 | 0x00; // BPF_RET | BPF_K

/** Resolve labels into forward jump offsets (classic BPF jumps only forward, at most 255). */
function assemble(ops: readonly Op[]): Insn[] {
  const at = new Map<string, number>();
  let n = 0;
  for (const op of ops) {
    if ("label" in op) at.set(op.label, n);
    else n++;
  }
  const insns: Insn[] = [];
  const offset = (label: string | undefined, from: number): number => {
    if (label === undefined) return 0;
    const to = at.get(label);
    if (to === undefined || to <= from || to - from - 1 > 255) throw new Error(`seccomp: bad jump to ${label}`);
    return to - from - 1;
  };
  for (const op of ops) {
    const i = insns.length;
    if ("label" in op) continue;
    if ("load" in op) insns.push({ code: BPF_LD_W_ABS, jt: 0, jf: 0, k: op.load });
    else if ("and" in op) insns.push({ code: BPF_ALU_AND_K, jt: 0, jf: 0, k: op.and });
    else if ("ret" in op) insns.push({ code: BPF_RET_K, jt: 0, jf: 0, k: op.ret });
    else if ("jeq" in op) insns.push({ code: BPF_JMP_JEQ_K, jt: offset(op.then, i), jf: offset(op.else, i), k: op.jeq });
    else insns.push({ code: BPF_JMP_JGE_K, jt: offset(op.then, i), jf: offset(op.else, i), k: op.jge });
  }
  return insns;
}

/** struct sock_filter[] as bwrap reads it: u16 code, u8 jt, u8 jf, u32 k, in host byte order. */
function encode(insns: readonly Insn[]): Uint8Array {
  const buf = Buffer.alloc(insns.length * 8);
  insns.forEach((insn, i) => {
    buf.writeUInt16LE(insn.code, i * 8);
    buf.writeUInt8(insn.jt, i * 8 + 2);
    buf.writeUInt8(insn.jf, i * 8 + 3);
    buf.writeUInt32LE(insn.k >>> 0, i * 8 + 4);
  });
  return buf;
}
