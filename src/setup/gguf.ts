import { open, stat } from "node:fs/promises";
import { basename } from "node:path";
import { gguf, parseGgufShardFilename } from "@huggingface/gguf";
import { ErrorCode, OcwError, isOcwError } from "../error.js";
import { ggmlType, tensorBytes, type GgmlType } from "./ggml.js";

/**
 * Reading a GGUF header — metadata and tensor table, never the weights — from a local file or an
 * HTTP(S) URL by Range requests, through `@huggingface/gguf`.
 *
 * The library reads past the end of a short file as zeros and does not check HTTP statuses or
 * time out, so this module adds what a user-facing reader needs: a fetch with a timeout that
 * refuses error statuses and tolerates servers that ignore `Range`, a magic check with a clear
 * message, and a bounds check of every tensor against the file size (a truncated download is
 * caught here, the way llama.cpp's "tensor data is not within the file bounds" would).
 */

export type MetaValue = string | number | boolean | readonly MetaValue[];

export interface GgufTensor {
  readonly name: string;
  /** ggml order: shape[0] is the row length. */
  readonly shape: readonly number[];
  readonly type: GgmlType;
  /** Exact bytes of the tensor's data. */
  readonly bytes: number;
}

export interface GgufHeader {
  /** The path or URL that was read (the first shard for split models). */
  readonly source: string;
  readonly remote: boolean;
  /** Total bytes over all shards, when known (a server may not report it). */
  readonly fileSize: number | undefined;
  /** Metadata, with arrays longer than 4096 items (tokenizer tables) left out; see `arrayLengths`. */
  readonly metadata: Readonly<Record<string, MetaValue>>;
  /** Lengths of every array in the metadata, including the ones left out. */
  readonly arrayLengths: Readonly<Record<string, number>>;
  readonly tensors: readonly GgufTensor[];
  readonly shards: number;
}

export interface ReadGgufOptions {
  /** Per-request timeout for remote reads (ms). */
  readonly timeoutMs?: number;
  /** The fetch to use (tests and proxies). */
  readonly fetch?: typeof fetch;
  /** Environment, for `HF_TOKEN` (sent to huggingface.co only). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_KEPT_ARRAY = 4096;
const GGUF_MAGIC = "GGUF";

/** Read a GGUF header (all shards of a split model) from a local path or an http(s) URL. */
export async function readGguf(source: string, opts: ReadGgufOptions = {}): Promise<GgufHeader> {
  const first = await readShard(normalizeSource(source), opts);
  const count = numberOf(first.metadata["split.count"]);
  if (count === undefined || count <= 1) return first;
  const others = shardSources(first.source, count).filter((s) => s !== first.source);
  const rest = await Promise.all(others.map((s) => readShard(s, opts)));
  const all = [first, ...rest];
  const sizes = all.map((h) => h.fileSize);
  return {
    ...first,
    fileSize: sizes.every((s) => s !== undefined) ? sizes.reduce<number>((a, b) => a + (b ?? 0), 0) : undefined,
    tensors: all.flatMap((h) => h.tensors),
    shards: count,
  };
}

// A Hugging Face page URL (`/blob/`) serves HTML; the file itself is under `/resolve/`.
function normalizeSource(source: string): string {
  if (/^https?:\/\/(www\.)?huggingface\.co\//.test(source)) return source.replace("/blob/", "/resolve/");
  return source;
}

function isRemote(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

// `model-00001-of-00003.gguf` → every shard's name, in the same folder or URL path.
function shardSources(source: string, count: number): string[] {
  const name = isRemote(source) ? new URL(source).pathname.split("/").pop() ?? "" : basename(source);
  const info = parseGgufShardFilename(name);
  if (!info) {
    throw new OcwError(ErrorCode.GgufInvalid, `${source}: the header says the model is split into ${count} files, but the name is not <name>-00001-of-0000${count}.gguf; give the first shard's path with its original name`);
  }
  const width = info.total.length;
  return Array.from({ length: count }, (_, i) => {
    const shardName = `${info.prefix}-${String(i + 1).padStart(width, "0")}-of-${info.total}.gguf`;
    return source.slice(0, source.length - name.length) + shardName;
  });
}

async function readShard(source: string, opts: ReadGgufOptions): Promise<GgufHeader> {
  const remote = isRemote(source);
  let size: number | undefined;
  if (!remote) size = await checkLocalFile(source);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetcher = remote
    ? rangeFetch(opts.fetch ?? fetch, timeoutMs, source, (n) => (size = n), hfHeaders(source, opts.env))
    : undefined;
  let parsed: Awaited<ReturnType<typeof gguf>>;
  try {
    parsed = await gguf(source, { allowLocalFile: !remote, fetch: fetcher });
  } catch (e) {
    throw asGgufError(source, e, timeoutMs);
  }
  const metadata: Record<string, MetaValue> = {};
  const arrayLengths: Record<string, number> = {};
  for (const [key, value] of Object.entries(parsed.metadata)) {
    if (key === "version" || key === "tensor_count" || key === "kv_count") continue;
    if (Array.isArray(value)) {
      arrayLengths[key] = value.length;
      if (value.length > MAX_KEPT_ARRAY) continue;
    }
    metadata[key] = plain(value);
  }
  const dataOffset = Number(parsed.tensorDataOffset);
  const tensors = parsed.tensorInfos.map((t) => {
    const type = ggmlType(t.dtype);
    if (!type) throw new OcwError(ErrorCode.GgufInvalid, `${source}: tensor ${t.name} has unknown type id ${t.dtype}; the file is malformed or newer than this reader (update ocw)`);
    const shape = t.shape.map(Number);
    if (!t.name || shape.some((d) => !Number.isSafeInteger(d) || d < 1)) throw truncatedOrMalformed(source, size, `tensor ${JSON.stringify(t.name)} has shape [${shape.join(", ")}]`);
    const bytes = tensorBytes(type, shape);
    if (bytes === undefined) throw new OcwError(ErrorCode.GgufInvalid, `${source}: tensor ${t.name} has rows of ${shape[0]} elements, not a multiple of ${type.name}'s block of ${type.block}; the file is malformed`);
    const end = dataOffset + Number(t.offset) + bytes;
    if (size !== undefined && end > size) {
      throw new OcwError(ErrorCode.GgufInvalid, `${source}: truncated — tensor ${t.name} ends at byte ${end} but the file has ${size} bytes; the download is incomplete, fetch the file again`, { data: { size, needed: end } });
    }
    return { name: t.name, shape, type, bytes };
  });
  if (size !== undefined && dataOffset > size) throw truncatedOrMalformed(source, size, `the header ends at byte ${dataOffset}`);
  if (typeof metadata["general.architecture"] !== "string") {
    throw new OcwError(ErrorCode.GgufInvalid, `${source}: the header has no general.architecture; this is not a model file llama.cpp can load`);
  }
  return { source, remote, fileSize: size, metadata, arrayLengths, tensors, shards: 1 };
}

function truncatedOrMalformed(source: string, size: number | undefined, what: string): OcwError {
  return new OcwError(ErrorCode.GgufInvalid, `${source}: ${what}${size === undefined ? "" : ` in a file of ${size} bytes`} — the file is truncated or malformed; fetch it again`);
}

async function checkLocalFile(path: string): Promise<number> {
  const info = await stat(path).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") throw new OcwError(ErrorCode.NotFound, `no such file: ${path}; give the path of a .gguf model file`);
    throw new OcwError(ErrorCode.Io, `cannot read ${path}: ${e.message}`, { cause: e });
  });
  if (!info.isFile()) throw new OcwError(ErrorCode.InvalidInput, `${path} is not a file; give the path of a .gguf model file`);
  const fh = await open(path, "r");
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await fh.read(head, 0, 4, 0);
    if (bytesRead < 4 || head.toString("latin1") !== GGUF_MAGIC) {
      throw new OcwError(ErrorCode.GgufInvalid, `${path} is not a GGUF file (${bytesRead < 4 ? `only ${info.size} bytes` : "it does not start with the GGUF magic"}); give a .gguf model file (safetensors and other formats need converting)`);
    }
  } finally {
    await fh.close();
  }
  return info.size;
}

function hfHeaders(source: string, env: ReadGgufOptions["env"]): Record<string, string> {
  const token = env?.HF_TOKEN;
  const host = new URL(source).hostname;
  return token && (host === "huggingface.co" || host.endsWith(".huggingface.co")) ? { authorization: `Bearer ${token}` } : {};
}

/**
 * A fetch for the library's Range reads: a timeout per request, error statuses refused with a
 * clear message, the total size noted from Content-Range, and a server that ignores Range (200
 * with the whole file) cut to the requested slice instead of downloading gigabytes.
 */
function rangeFetch(base: typeof fetch, timeoutMs: number, source: string, onSize: (n: number) => void, extra: Record<string, string>): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [k, v] of Object.entries(extra)) headers.set(k, v);
    const range = /bytes=(\d+)-(\d+)/.exec(headers.get("range") ?? "");
    const from = range ? Number(range[1]) : 0;
    const to = range ? Number(range[2]) : Number.MAX_SAFE_INTEGER;
    const res = await base(input, { ...init, headers, redirect: "follow", signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 206) {
      const total = /\/\s*(\d+)\s*$/.exec(res.headers.get("content-range") ?? "")?.[1];
      if (total !== undefined) onSize(Number(total));
      return res;
    }
    if (res.status === 200) {
      const length = Number(res.headers.get("content-length") ?? NaN);
      if (Number.isFinite(length)) onSize(length);
      const slice = await readSlice(res, from, to);
      const end = from + slice.length - 1;
      return new Response(slice, { status: 206, headers: { "content-range": `bytes ${from}-${end}/${Number.isFinite(length) ? length : "*"}` } });
    }
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 401 || res.status === 403) {
      throw new OcwError(ErrorCode.EndpointUnreachable, `${source}: HTTP ${res.status} — the server refused access; for a gated Hugging Face model set HF_TOKEN`);
    }
    if (res.status === 404) throw new OcwError(ErrorCode.NotFound, `${source}: HTTP 404 — no file at that URL; check the repository, branch and file name`);
    throw new OcwError(ErrorCode.EndpointUnreachable, `${source}: HTTP ${res.status} while reading the GGUF header; try again later or check the URL`);
  };
}

// Read bytes [from, to] of a body that starts at byte 0, then stop the download.
async function readSlice(res: Response, from: number, to: number): Promise<Uint8Array> {
  const out: Uint8Array[] = [];
  let pos = 0;
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array(0);
  try {
    while (pos <= to) {
      const { done, value } = await reader.read();
      if (done) break;
      const start = Math.max(0, from - pos);
      const stop = Math.min(value.length, to - pos + 1);
      if (stop > start) out.push(value.subarray(start, stop));
      pos += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(out);
}

function asGgufError(source: string, e: unknown, timeoutMs: number): OcwError {
  if (isOcwError(e)) return e;
  const err = e instanceof Error ? e : new Error(String(e));
  if (err.name === "TimeoutError" || err.name === "AbortError") {
    return new OcwError(ErrorCode.EndpointUnreachable, `${source}: no answer within ${timeoutMs} ms while reading the GGUF header; check the URL and your network`, { cause: err });
  }
  const code = (err.cause as NodeJS.ErrnoException | undefined)?.code;
  if (err.message === "fetch failed" || code) {
    return new OcwError(ErrorCode.EndpointUnreachable, `${source}: cannot connect${code ? ` (${code})` : ""}; check the URL and that the server is up`, { cause: err });
  }
  if (/magic number/.test(err.message)) {
    return new OcwError(ErrorCode.GgufInvalid, `${source} is not a GGUF file (it does not start with the GGUF magic); give a .gguf model file`, { cause: err });
  }
  return new OcwError(ErrorCode.GgufInvalid, `${source}: malformed GGUF header (${err.message}); the file is damaged or not a model, fetch it again`, { cause: err });
}

function plain(value: unknown): MetaValue {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

/** A metadata value as a number, or undefined. */
export function numberOf(value: MetaValue | undefined): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
