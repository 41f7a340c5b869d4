/**
 * The real llama.cpp server for tests/engine: its binary (built once per machine into the tools
 * cache by scripts/llama-server.ts), generated GGUFs that carry the real Qwen2 tokenizer and a
 * real tool-capable chat template (the weights are zeros, so answers are noise, but the engine's
 * loading, memory, tokenizer, template and API are all real), the serve argv exactly as
 * `ocw setup serve --json` prints it, and the buffer sizes the server logs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gguf } from "@huggingface/gguf";
import { execa } from "execa";
import { ensureLlamaServer, type LlamaServerInstall } from "../../scripts/llama-server.js";
import { toolsDir } from "../../scripts/tools.js";
import { gv, writeGguf, type MetaValue } from "./gguf-writer.js";
import { freePort } from "./port.js";
import { tinyModel, type TinyModel } from "./tiny-models.js";

const ROOT = join(import.meta.dirname, "..", "..");
const OCW = join(ROOT, "dist", "ocw.mjs");
export const MiB = 1024 * 1024;

/** The installed llama-server; builds it (or waits for the build another process runs) when missing. */
export function engine(): Promise<LlamaServerInstall> {
  return ensureLlamaServer(toolsDir(), (l) => process.stderr.write(`${l}\n`));
}

/** The chat template the engine models carry: Qwen2.5 Instruct's, which renders tools and tool results. */
export const TEMPLATE = "Qwen-Qwen2.5-7B-Instruct.jinja";

let tokenizerCache: Promise<Record<string, MetaValue>> | undefined;

/** The real Qwen2 tokenizer (`tokenizer.*` of llama.cpp's ggml-vocab-qwen2.gguf) with the Qwen2.5 chat template. */
export function qwen2Tokenizer(share: string): Promise<Record<string, MetaValue>> {
  tokenizerCache ??= (async () => {
    const { metadata } = await gguf(join(share, "ggml-vocab-qwen2.gguf"), { allowLocalFile: true });
    const m = metadata as unknown as Record<string, unknown>;
    const out: Record<string, MetaValue> = {
      "tokenizer.ggml.model": gv.str(String(m["tokenizer.ggml.model"])),
      "tokenizer.ggml.pre": gv.str(String(m["tokenizer.ggml.pre"])),
      "tokenizer.ggml.tokens": gv.arr("string", m["tokenizer.ggml.tokens"] as string[]),
      "tokenizer.ggml.token_type": gv.arr("i32", (m["tokenizer.ggml.token_type"] as number[]).map(Number)),
      "tokenizer.ggml.merges": gv.arr("string", m["tokenizer.ggml.merges"] as string[]),
      "tokenizer.ggml.eos_token_id": gv.u32(Number(m["tokenizer.ggml.eos_token_id"])),
      "tokenizer.ggml.padding_token_id": gv.u32(Number(m["tokenizer.ggml.padding_token_id"])),
      "tokenizer.ggml.bos_token_id": gv.u32(Number(m["tokenizer.ggml.bos_token_id"])),
      "tokenizer.ggml.add_bos_token": gv.bool(false),
      "tokenizer.chat_template": gv.str(await readFile(join(share, "templates", TEMPLATE), "utf8")),
    };
    return out;
  })();
  return tokenizerCache;
}

/** Qwen2's vocabulary size (token count of the real tokenizer). */
export const QWEN2_VOCAB = 151936;

export type EngineShape = Partial<Omit<TinyModel, "vocab" | "tokenizer">> & { readonly name: string };

/** Write a generated model with the real Qwen2 tokenizer; dense qwen2 unless `arch`/`experts` say otherwise. */
export async function writeEngineModel(dir: string, share: string, shape: EngineShape): Promise<{ path: string; spec: TinyModel }> {
  const spec: TinyModel = {
    arch: "qwen2",
    layers: 4,
    embd: 256,
    heads: 4,
    headsKv: 2,
    headDim: 64,
    ff: 512,
    ctxTrain: 65536,
    weightType: "F16",
    ...shape,
    vocab: QWEN2_VOCAB,
    tokenizer: await qwen2Tokenizer(share),
  };
  const path = join(dir, `${shape.name}.gguf`);
  await writeGguf(path, tinyModel(spec));
  return { path, spec };
}

export interface ServePlanned {
  /** The llama-server argv exactly as printed (argv[0] is the binary given with --bin). */
  readonly argv: readonly string[];
  /** The whole `ocw setup serve --json` answer. */
  readonly json: Record<string, unknown>;
}

/** Run `ocw setup serve … --json` with the installed binary and a free port; returns the printed argv unchanged. */
export async function planServe(bin: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<ServePlanned & { port: number }> {
  const port = await freePort();
  const res = await execa("node", [OCW, "setup", "serve", "--engine", "llama.cpp", "--bin", bin, "--host", "127.0.0.1", "--port", String(port), ...args, "--json"], { env, reject: false });
  if (res.exitCode !== 0) throw new Error(`ocw setup serve ${args.join(" ")} exited ${res.exitCode}: ${res.stderr}\n${res.stdout}`);
  const json = JSON.parse(res.stdout) as { commands?: Array<{ argv: string[] }> } & Record<string, unknown>;
  const argv = json.commands?.find((c) => c.argv[0] === bin)?.argv;
  if (!argv) throw new Error(`ocw setup serve --json printed no llama-server argv: ${res.stdout.slice(0, 2000)}`);
  return { argv, json, port };
}

export interface RunningEngine {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the server has logged so far. */
  log(): Promise<string>;
  stop(): Promise<void>;
}

/** One slot as llama-server's GET /slots shows it (with LLAMA_SERVER_SLOTS_DEBUG, its prompt and generated text). */
export interface EngineSlot {
  readonly is_processing: boolean;
  readonly prompt?: string;
  readonly generated?: string;
  readonly next_token?: readonly { readonly n_decoded: number }[];
}

export async function slots(url: string): Promise<EngineSlot[]> {
  return (await (await fetch(`${url}/slots`)).json()) as EngineSlot[];
}

export interface Counters {
  readonly prompt: number;
  readonly cached: number;
  readonly predicted: number;
  readonly seconds: number;
}

/**
 * The server's token counters (Prometheus text of GET /metrics, LLAMA_ARG_ENDPOINT_METRICS), read
 * once no slot is busy: a slot adds its generated tokens to them when it is released, which can
 * come just after the client saw its last chunk or closed the connection.
 */
export async function counters(url: string): Promise<Counters> {
  while ((await slots(url)).some((s) => s.is_processing)) await new Promise((r) => setTimeout(r, 50));
  const text = await (await fetch(`${url}/metrics`)).text();
  const read = (n: string): number => {
    const m = new RegExp(`^llamacpp:${n} (\\S+)$`, "m").exec(text);
    if (!m) throw new Error(`/metrics has no llamacpp:${n}:\n${text.slice(0, 2000)}`);
    return Number(m[1]);
  };
  return { prompt: read("prompt_tokens_total"), cached: read("prompt_tokens_cached_total"), predicted: read("tokens_predicted_total"), seconds: read("tokens_predicted_seconds_total") };
}

/**
 * Start llama-server with `argv` as given and wait until /health answers 200. Judged by liveness:
 * the process must stay alive and keep logging while it loads; no fixed start-up deadline.
 */
export async function startEngine(argv: readonly string[], port: number, logPath: string, env: NodeJS.ProcessEnv = process.env): Promise<RunningEngine> {
  const out = createWriteStream(logPath);
  const child = spawn(argv[0]!, argv.slice(1), { env, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  let exited: string | undefined;
  let lastOutput = Date.now();
  const onData = (d: Buffer): void => {
    text += d.toString();
    lastOutput = Date.now();
    out.write(d);
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  child.on("exit", (code, signal) => (exited = signal ?? `exit ${code}`));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (exited === undefined) {
      child.kill("SIGTERM");
      const t = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await new Promise((r) => child.once("exit", r));
      clearTimeout(t);
    }
    await new Promise<void>((r) => out.end(() => r()));
  };
  for (;;) {
    if (exited !== undefined) throw new Error(`llama-server ${argv.slice(1).join(" ")} ended (${exited}) before it was ready:\n${text.slice(-3000)}`);
    const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (Date.now() - lastOutput > 120_000) {
      await stop();
      throw new Error(`llama-server logged nothing for 2 minutes and never answered /health 200:\n${text.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, log: async () => text, stop };
}

export interface EngineBuffers {
  /** Host model buffer (weights), bytes. */
  readonly weights: number;
  /** CPU_REPACK model buffer (a repacked copy of some quant types on x86), bytes; 0 if none. */
  readonly repack: number;
  readonly kv: number;
  /** Recurrent state (`CPU RS buffer`, hybrid and recurrent models); 0 if none. */
  readonly recurrent: number;
  readonly compute: number;
  readonly output: number;
  /** The prompt cache's size limit in MiB as the server reports it, when it does. */
  readonly promptCacheLimitMiB: number | undefined;
  /** The host memory llama.cpp's own fit projected (`-fit on`, its default), MiB. */
  readonly projectedMiB: number | undefined;
  /** Repeating layers as the engine counts them (`n_layer`). */
  readonly layers: number | undefined;
}

const mib = (s: string): number => Math.round(Number(s) * MiB);

/** The buffer sizes llama-server logged (CPU backend), summed per kind; throws when a kind is missing. */
export function engineBuffers(log: string): EngineBuffers {
  const sum = (re: RegExp): number | undefined => {
    let total: number | undefined;
    for (const m of log.matchAll(re)) total = (total ?? 0) + mib(m[1]!);
    return total;
  };
  const weights = sum(/\bCPU(?:_Mapped)? model buffer size\s*=\s*([\d.]+) MiB/g);
  const repack = sum(/\bCPU_REPACK model buffer size\s*=\s*([\d.]+) MiB/g) ?? 0;
  const kv = sum(/\bCPU KV buffer size\s*=\s*([\d.]+) MiB/g);
  const recurrent = sum(/\bCPU RS buffer size\s*=\s*([\d.]+) MiB/g) ?? 0;
  const compute = sum(/\bCPU compute buffer size\s*=\s*([\d.]+) MiB/g);
  const output = sum(/\bCPU\s+output buffer size\s*=\s*([\d.]+) MiB/g);
  const cache = /prompt cache is enabled, size limit: (\d+) MiB/.exec(log);
  const projected = /projected to use (\d+) MiB of host memory/.exec(log);
  const layers = /\bn_layer\s*=\s*(\d+)/.exec(log);
  const missing = Object.entries({ weights, kv, compute, output }).filter(([, v]) => v === undefined).map(([k]) => k);
  if (missing.length) throw new Error(`llama-server's log has no ${missing.join(", ")} buffer line(s):\n${log.slice(-4000)}`);
  return { weights: weights!, repack, kv: kv!, recurrent, compute: compute!, output: output!, promptCacheLimitMiB: cache ? Number(cache[1]) : undefined, projectedMiB: projected ? Number(projected[1]) : undefined, layers: layers ? Number(layers[1]) : undefined };
}

/**
 * Serve `modelPath` as `ocw setup serve … --json` prints it (with `args`), with the log verbosity
 * llama-server needs to print its buffer sizes (an env variable: the argv runs unchanged), read
 * what it logged while it started, and stop it.
 */
export async function serveAndRead(bin: string, modelPath: string, args: readonly string[], logPath: string): Promise<{ planned: ServePlanned & { port: number }; log: string; buffers: EngineBuffers }> {
  const planned = await planServe(bin, ["--gguf", modelPath, "--cpu-only", "--ram", "16", ...args]);
  const eng = await startEngine(planned.argv, planned.port, logPath, { ...process.env, LLAMA_ARG_LOG_VERBOSITY: "4" });
  try {
    const log = await eng.log();
    return { planned, log, buffers: engineBuffers(log) };
  } finally {
    await eng.stop();
  }
}
