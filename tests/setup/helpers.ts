/**
 * Shared setup-test plumbing: temp state dirs (OCW_HOME), running `ocw` in-process with captured
 * streams, and tiny GGUF files written with the test GGUF writer.
 */
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../src/cli/index.js";
import { writeGguf, type GgufSpec, type WrittenGguf } from "../helpers/gguf-writer.js";
import { tinyModel, type TinyModel } from "../helpers/tiny-models.js";

const temps: string[] = [];

/** A fresh temp dir, removed by `cleanTemps()`. */
export async function tempDir(prefix = "ocw-setup-"): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), prefix));
  temps.push(d);
  return d;
}

export async function cleanTemps(): Promise<void> {
  for (const t of temps.splice(0)) await rm(t, { recursive: true, force: true });
}

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
  readonly json: unknown;
}

/** Run `ocw <argv>` in-process with an env (OCW_HOME etc.) and capture its output. */
export async function ocw(argv: readonly string[], env: Record<string, string | undefined>, cwd = process.cwd()): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const t = performance.now();
  const code = await main(argv, {
    cwd,
    env,
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  let json: unknown;
  try {
    json = JSON.parse(stdout) as unknown;
  } catch {
    json = undefined;
  }
  return { code, stdout, stderr, ms: performance.now() - t, json };
}

/** Write a tiny model GGUF into `dir`. */
export function writeTiny(dir: string, name: string, m: TinyModel, opts: { truncateAt?: number } = {}): Promise<WrittenGguf> {
  return writeGguf(join(dir, name), tinyModel(m), opts);
}

export function writeSpec(dir: string, name: string, spec: GgufSpec, opts: { truncateAt?: number } = {}): Promise<WrittenGguf> {
  return writeGguf(join(dir, name), spec, opts);
}

/** A small dense llama-architecture model (GQA 8/2, head 64). */
export const TINY_LLAMA: TinyModel = { arch: "llama", name: "tiny-llama", layers: 8, embd: 512, heads: 8, headsKv: 2, headDim: 64, ff: 1536, vocab: 4096, ctxTrain: 131072, weightType: "Q8_0", embdType: "F16" };

/** Every file under `dir`, as text (for "the key is never on disk"). */
export async function allFileText(dir: string): Promise<{ path: string; text: string }[]> {
  const out: { path: string; text: string }[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if ((await stat(p)).size < 50 * 1024 * 1024) out.push({ path: p, text: await readFile(p, "latin1") });
    }
  };
  await walk(dir);
  return out;
}
