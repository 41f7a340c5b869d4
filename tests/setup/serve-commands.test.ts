import { statSync } from "node:fs";
import { isAbsolute } from "node:path";
import { parseGGUFQuantLabel } from "@huggingface/gguf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planServe, type Budget, type ServeEngine, type ServeOutcome, type ServeStep } from "../../src/setup/index.js";
import { LLAMA_ENV, LLAMA_SERVER, MODELFILE, OLLAMA_COMMANDS, OLLAMA_ENV, VLLM_ENV, VLLM_SERVE, type DocumentedFlag } from "./fixtures/engine-flags.js";
import { TINY_LLAMA, cleanTemps, ocw, tempDir, writeTiny } from "./helpers.js";

/**
 * Every command `ocw setup serve` prints, for a matrix of inputs (catalog ids, Hugging Face refs
 * with and without a catalog entry, local GGUF files, ollama names; each engine; 1 to 8 slots), is
 * held to the engines' documented flags (fixtures/engine-flags.ts): no undocumented flag, no value
 * outside a documented set, `-m` only ever followed by an existing local file, `-hf` only by
 * `<repo>:<quant>`; and the plan says whether it was fitted, and from what.
 */

const GiB = 1024 ** 3;
const BIG: Budget = { gpus: [{ name: "test GPU", bytes: 256 * GiB }], ram: 512 * GiB, unified: false, source: "test" };
const budgetOf = (b: Budget) => () => Promise.resolve(b);

type Run = Extract<ServeStep, { kind: "run" }>;

// Walk one argv against the documented flags; return every problem found (empty = all documented).
function flagProblems(argv: readonly string[], table: readonly DocumentedFlag[], from: number): string[] {
  const problems: string[] = [];
  for (let i = from; i < argv.length; i++) {
    const tok = argv[i]!;
    const flag = table.find((f) => f.names.includes(tok));
    if (!flag) {
      problems.push(tok.startsWith("-") ? `undocumented flag ${tok}` : `stray positional ${JSON.stringify(tok)}`);
      continue;
    }
    if (flag.takes === "none") continue;
    const value = argv[++i];
    if (value === undefined) {
      problems.push(`${tok} has no value`);
      continue;
    }
    const ok = flag.values === undefined || (Array.isArray(flag.values) ? flag.values.includes(value) : (flag.values as RegExp).test(value));
    if (!ok) problems.push(`${tok} ${value}: not a documented value`);
    if (flag.names.includes("-m")) {
      const file = isAbsolute(value) ? statSync(value, { throwIfNoEntry: false }) : undefined;
      if (!file?.isFile()) problems.push(`-m ${value}: not an existing local file`);
    }
    if (flag.names.includes("-hf")) {
      const quant = value.slice(value.lastIndexOf(":") + 1);
      if (parseGGUFQuantLabel(quant) !== quant.toUpperCase()) problems.push(`-hf ${value}: ${quant} is not a GGUF quant label`);
    }
  }
  return problems;
}

function envProblems(step: Run, table: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(step.env).flatMap(([k, v]) => {
    const doc = table[k] as string | { values?: readonly string[] | RegExp } | undefined;
    if (doc === undefined) return [`undocumented variable ${k}`];
    const values = typeof doc === "object" ? doc.values : undefined;
    if (!values || !("value" in v)) return [];
    return (Array.isArray(values) ? values.includes(v.value) : (values as RegExp).test(v.value)) ? [] : [`${k}=${v.value}: not a documented value`];
  });
}

/** Every problem with the commands and files of a plan; empty when all is documented. */
function commandProblems(engine: ServeEngine, steps: readonly ServeStep[]): string[] {
  const problems: string[] = [];
  for (const step of steps) {
    if (step.kind === "write") {
      for (const line of step.text.trimEnd().split("\n")) {
        const from = /^FROM (.+)$/.exec(line)?.[1];
        if (from !== undefined) {
          const file = isAbsolute(from) ? statSync(from, { throwIfNoEntry: false })?.isFile() : undefined;
          const hf = /^hf\.co\/[\w.-]+\/[\w.-]+:([\w.-]+)$/.exec(from);
          const name = /^[a-z0-9][\w.-]*(\/[\w.-]+)?(:[\w.-]+)?$/i.test(from) && !from.includes("/");
          if (!file && !(hf && parseGGUFQuantLabel(hf[1]!) === hf[1]!.toUpperCase()) && !name) problems.push(`Modelfile FROM ${from}: not a file, hf.co/<repo>:<quant> or an ollama name`);
        } else if (!/^PARAMETER num_ctx \d+$/.test(line) || !MODELFILE["PARAMETER num_ctx"]) problems.push(`Modelfile line ${JSON.stringify(line)} is not documented`);
      }
      continue;
    }
    const argv = step.argv;
    if (engine === "llama.cpp") {
      if (!argv[0]!.endsWith("llama-server")) problems.push(`not llama-server: ${argv[0]}`);
      problems.push(...flagProblems(argv, LLAMA_SERVER, 1), ...envProblems(step, LLAMA_ENV));
    } else if (engine === "vllm") {
      if (argv[1] !== "serve") problems.push(`not vllm serve: ${argv.slice(0, 2).join(" ")}`);
      const model = argv[2] ?? "";
      if (model.startsWith("-") || /\.gguf$/i.test(model) || /gguf/i.test(model) || model.includes(":")) problems.push(`vllm serve ${model}: not an original-weights repo or folder`);
      problems.push(...flagProblems(argv, VLLM_SERVE, 3), ...envProblems(step, VLLM_ENV));
    } else {
      const sub = OLLAMA_COMMANDS[argv[1] ?? ""];
      if (!sub) {
        problems.push(`undocumented ollama command ${argv[1]}`);
        continue;
      }
      const positionals = argv.slice(2, 2 + sub.positionals);
      if (positionals.length !== sub.positionals || positionals.some((p) => p.startsWith("-"))) problems.push(`ollama ${argv[1]} wants ${sub.positionals} positional(s)`);
      problems.push(...flagProblems(argv, sub.flags, 2 + sub.positionals), ...envProblems(step, OLLAMA_ENV));
    }
  }
  return problems;
}

const runs = (o: ServeOutcome): Run[] => o.plan.steps.filter((s): s is Run => s.kind === "run");
const valueOf = (argv: readonly string[], flag: string): string | undefined => argv[argv.indexOf(flag) + 1];

let dir = "";
let gguf = "";
beforeAll(async () => {
  dir = await tempDir();
  gguf = (await writeTiny(dir, "tiny-llama-Q8_0.gguf", TINY_LLAMA)).path;
});
afterAll(cleanTemps);

describe("the flag table", () => {
  it("checker - fails on what the user saw: a catalog id after -m, an HF ref after -m, an undocumented flag, a bad value", () => {
    expect(commandProblems("llama.cpp", [{ kind: "run", argv: ["llama-server", "-m", "qwen3-coder-30b-a3b", "-c", "8192"], env: {}, background: true, line: "" }])).toEqual(["-m qwen3-coder-30b-a3b: not an existing local file"]);
    expect(commandProblems("llama.cpp", [{ kind: "run", argv: ["llama-server", "-m", "unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF:Q4_K_M"], env: {}, background: true, line: "" }])).toHaveLength(1);
    expect(commandProblems("llama.cpp", [{ kind: "run", argv: ["llama-server", "-hf", "unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF", "--ctx-per-slot", "4", "-fa"], env: { LLAMA_KEY: { value: "x" } }, background: true, line: "" }])).toEqual([
      "-hf unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF: not a documented value",
      "-hf unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF: unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF is not a GGUF quant label",
      "undocumented flag --ctx-per-slot",
      'stray positional "4"',
      "-fa has no value",
      "undocumented variable LLAMA_KEY",
    ]);
    expect(commandProblems("vllm", [{ kind: "run", argv: ["vllm", "serve", "unsloth/X-GGUF:Q4_K_M", "--kv-cache-dtype", "q8_0"], env: {}, background: true, line: "" }])).toEqual([
      "vllm serve unsloth/X-GGUF:Q4_K_M: not an original-weights repo or folder",
      "--kv-cache-dtype q8_0: not a documented value",
    ]);
    expect(commandProblems("ollama", [{ kind: "run", argv: ["ollama", "serve"], env: { OLLAMA_KV_CACHE_TYPE: { value: "q5_0" } }, background: true, line: "" }, { kind: "write", path: "/x", text: "FROM unsloth/X-GGUF\nPARAMETER num_gpu 99\n" }])).toEqual([
      "OLLAMA_KV_CACHE_TYPE=q5_0: not a documented value",
      "Modelfile FROM unsloth/X-GGUF: not a file, hf.co/<repo>:<quant> or an ollama name",
      'Modelfile line "PARAMETER num_gpu 99" is not documented',
    ]);
  });

  it("table - every entry names where it is documented", () => {
    for (const f of [...LLAMA_SERVER, ...VLLM_SERVE, ...Object.values(OLLAMA_COMMANDS).flatMap((c) => c.flags)]) expect(f.doc).toMatch(/@[0-9a-f]{7}|docs\.vllm\.ai\/en\/v\d/);
    for (const d of [...Object.values(LLAMA_ENV), ...Object.values(VLLM_ENV), ...Object.values(OLLAMA_ENV).map((e) => e.doc), ...Object.values(MODELFILE)]) expect(d).toMatch(/^[\w.-]+\/[\w.-]+ /);
  });
});

type Case = { name: string; engine: ServeEngine; gguf?: () => string; model?: string; quant?: string; fitted: "exact" | "estimated" | "none"; toolParser?: string };
const CASES: Case[] = [
  { name: "catalog id", engine: "llama.cpp", model: "qwen3-coder-30b-a3b", fitted: "estimated" },
  { name: "catalog id, --quant", engine: "llama.cpp", model: "glm-4.5-air", quant: "Q6_K", fitted: "estimated" },
  { name: "catalog id, MXFP4 only", engine: "llama.cpp", model: "gpt-oss-20b", fitted: "estimated" },
  { name: "catalogued GGUF repo with quant", engine: "llama.cpp", model: "unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF:Q5_K_M", fitted: "estimated" },
  { name: "hf.co ref of a catalogued repo, no quant", engine: "llama.cpp", model: "hf.co/ggml-org/gpt-oss-120b-GGUF", fitted: "estimated" },
  { name: "catalogued original repo (mapped to its GGUF repo)", engine: "llama.cpp", model: "Qwen/Qwen3-32B", fitted: "estimated" },
  { name: "uncatalogued GGUF repo with quant", engine: "llama.cpp", model: "bartowski/Some-Model-GGUF:Q4_K_M", fitted: "none" },
  { name: "local GGUF", engine: "llama.cpp", gguf: () => gguf, fitted: "exact" },
  { name: "local GGUF by --model path", engine: "llama.cpp", model: "./tiny-llama-Q8_0.gguf", fitted: "exact" },
  { name: "catalog id", engine: "ollama", model: "qwen3-coder-30b-a3b", fitted: "estimated" },
  { name: "catalog id at a quant the library tag lacks", engine: "ollama", model: "qwen3-32b", quant: "Q8_0", fitted: "estimated" },
  { name: "catalogued GGUF repo with quant", engine: "ollama", model: "hf.co/unsloth/GLM-4.5-Air-GGUF:Q4_K_M", fitted: "estimated" },
  { name: "uncatalogued GGUF repo with quant", engine: "ollama", model: "bartowski/Some-Model-GGUF:IQ4_XS", fitted: "none" },
  { name: "library tag of a catalog model", engine: "ollama", model: "gpt-oss:20b", fitted: "estimated" },
  { name: "uncatalogued ollama name", engine: "ollama", model: "llama3.2:3b", fitted: "none" },
  { name: "local GGUF", engine: "ollama", gguf: () => gguf, fitted: "exact" },
  { name: "catalog id", engine: "vllm", model: "qwen3-coder-30b-a3b", fitted: "estimated" },
  { name: "catalog id, Mistral-format repo", engine: "vllm", model: "devstral-small-2507", fitted: "estimated" },
  { name: "catalogued original repo", engine: "vllm", model: "openai/gpt-oss-120b", fitted: "estimated" },
  { name: "uncatalogued original repo", engine: "vllm", model: "acme/coder-7b", toolParser: "hermes", fitted: "none" },
];

describe("every printed command is documented", () => {
  for (const c of CASES) {
    for (const slots of [1, 2, 4, 8]) {
      it(`${c.engine} - ${c.name} (${c.model ?? "--gguf"}), ${slots} slot(s)`, async () => {
        const out = await planServe({ engine: c.engine, gguf: c.gguf?.(), model: c.model, quant: c.quant, slots, toolParser: c.toolParser }, { cwd: dir, env: {}, setupDir: `${dir}/setup`, budget: budgetOf(BIG) });
        expect(commandProblems(c.engine, out.plan.steps)).toEqual([]);
        // The fit ran where it could, and its numbers are the ones printed.
        expect(out.fitted).toBe(c.fitted);
        if (c.fitted === "none") {
          expect(out.fit).toBeUndefined();
          expect(out.notFitted).toMatch(c.engine === "vllm" ? /vLLM reports what fits/ : c.engine === "ollama" && !c.model!.includes("/") ? /ollama pull .*ocw setup fit --endpoint/ : /--gguf https:\/\/huggingface\.co\/.*resolve/);
        } else {
          expect(out.fit).toBeDefined();
          expect(out.fit!.estimated).toBe(c.fitted === "estimated");
          expect(out.fit!.slots).toBe(slots);
        }
        const main = runs(out).find((r) => !(r.argv[1] === "create"))!;
        const ctx = out.fit?.ctxPerSlot ?? 65536;
        if (c.engine === "llama.cpp") {
          expect([valueOf(main.argv, "-np"), valueOf(main.argv, "-c")]).toEqual([String(slots), String(slots * ctx)]);
          if (out.fit && !out.fit.fullOffload) expect(valueOf(main.argv, "-ngl")).toBe(String(out.fit.gpuLayers));
          expect(main.argv.includes("-m")).toBe(c.fitted === "exact");
          if (c.model && !c.model.endsWith(".gguf")) expect(valueOf(main.argv, "-hf")).toBe(out.source.kind === "gguf-repo" ? `${out.source.repo}:${out.source.quant}` : "");
          if (out.fit?.quant && c.fitted === "estimated") expect(valueOf(main.argv, "-hf")).toMatch(new RegExp(`:${out.fit.quant}$`));
        } else if (c.engine === "ollama") {
          expect(main.env.OLLAMA_NUM_PARALLEL).toEqual({ value: String(slots) });
          expect((out.plan.steps.find((s) => s.kind === "write") as { text: string }).text).toContain(`PARAMETER num_ctx ${ctx}\n`);
        } else {
          expect([valueOf(main.argv, "--max-num-seqs"), valueOf(main.argv, "--max-model-len")]).toEqual([String(slots), String(ctx)]);
        }
        // Each printed line is its argv, shell-quoted.
        for (const r of runs(out)) expect(r.line.endsWith(r.argv.join(" "))).toBe(true);
      });
    }
  }
});

describe("what cannot be served as asked is refused with the fix", () => {
  it.each([
    ["vllm", { model: "unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF:Q4_K_M" }, /not a GGUF quant.*--model qwen3-coder-30b-a3b \(Qwen\/Qwen3-Coder-30B-A3B-Instruct\)/],
    ["vllm", { model: "qwen3-coder-30b-a3b", quant: "Q4_K_M" }, /vLLM serves Qwen\/Qwen3-Coder-30B-A3B-Instruct as published \(BF16\); --quant Q4_K_M picks a GGUF quant/],
    ["llama.cpp", { model: "bartowski/Some-Model-GGUF" }, /give the quant to serve: --model bartowski\/Some-Model-GGUF:<quant>/],
    ["llama.cpp", { model: "acme/coder-7b" }, /looks like original weights; llama\.cpp serves GGUF quants/],
    ["llama.cpp", { model: "qwen3-coder:30b" }, /not a catalog id, a Hugging Face repo .*catalog ids: qwen3-coder-30b-a3b/],
    ["llama.cpp", { model: "./missing-Q4_K_M.gguf" }, /no such file: .*missing-Q4_K_M\.gguf; download the model first/],
    ["llama.cpp", { gguf: "https://example.com/m-Q4_K_M.gguf" }, /loads a local file or a Hugging Face repo, not https:\/\/example\.com\/m-Q4_K_M\.gguf; download it and pass --gguf <path>/],
    ["llama.cpp", { model: "qwen3-coder-30b-a3b", quant: "Q3_K_S" }, /catalogued at Q4_K_M, Q5_K_M, Q6_K, Q8_0, not Q3_K_S/],
    ["llama.cpp", { model: "org/m-GGUF:Q4_K_M", quant: "Q8_0" }, /already names the quant Q4_K_M/],
  ] as const)("%s - %j", async (engine, input, message) => {
    await expect(planServe({ engine, slots: 2, ...input }, { cwd: dir, env: {}, setupDir: dir, budget: budgetOf(BIG) })).rejects.toMatchObject({ message: expect.stringMatching(message) });
  });

  it("vllm - a model that does not fit wholly on the GPU is NO_FIT, not a command", async () => {
    const small: Budget = { gpus: [{ name: "24 GiB", bytes: 24 * GiB }], ram: 64 * GiB, unified: false, source: "test" };
    await expect(planServe({ engine: "vllm", model: "qwen3-coder-30b-a3b", slots: 2 }, { cwd: dir, env: {}, setupDir: dir, budget: budgetOf(small) })).rejects.toMatchObject({ code: "NO_FIT", message: expect.stringMatching(/keeps the whole model on the GPU.*--engine llama\.cpp/) });
    await expect(planServe({ engine: "vllm", model: "gpt-oss-20b", slots: 2 }, { cwd: dir, env: {}, setupDir: dir, budget: budgetOf({ ...small, gpus: [] }) })).rejects.toMatchObject({ code: "NO_FIT", message: expect.stringMatching(/vLLM needs a GPU/) });
  });
});

describe("cli - serve --json carries the fit and each command as argv and line", () => {
  it("catalog id - the fit ran (estimated), -hf names the fitted quant; the text stays short", async () => {
    const env = { OCW_HOME: dir };
    const r = await ocw(["setup", "serve", "--model", "qwen3-coder-30b-a3b", "--slots", "2", "--vram", "48", "--ram", "64", "--json"], env);
    expect(r.code).toBe(0);
    const data = r.json as { fit: { quant: string; slots: number; estimated: boolean }; fitted: string; commands: { argv: string[]; line: string }[]; download: { bytes: number } };
    expect(data.fitted).toBe("estimated");
    expect(data.fit).toMatchObject({ slots: 2, estimated: true });
    expect(data.commands).toHaveLength(1);
    expect(data.commands[0]!.argv.slice(0, 3)).toEqual(["llama-server", "-hf", `unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF:${data.fit.quant}`]);
    expect(data.commands[0]!.line).toBe(data.commands[0]!.argv.join(" "));
    expect(data.download.bytes).toBeGreaterThan(15e9);
    const text = await ocw(["setup", "serve", "--model", "qwen3-coder-30b-a3b", "--slots", "2", "--vram", "48", "--ram", "64"], env);
    expect(text.stdout.trim().split("\n").length).toBeLessThanOrEqual(5);
    expect(text.stdout).toMatch(/^# llama\.cpp: fit \(estimated from the catalog\)/);
  });

  it("uncatalogued HF ref - printed, marked NOT FITTED, with the way to a fit", async () => {
    const r = await ocw(["setup", "serve", "--model", "bartowski/Some-Model-GGUF:Q4_K_M", "--vram", "24"], { OCW_HOME: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/# llama\.cpp: NOT FITTED: .*pass --gguf https:\/\/huggingface\.co\/bartowski\/Some-Model-GGUF\/resolve\/main\/<file>\.gguf/);
    expect(r.stdout).toContain("llama-server -hf bartowski/Some-Model-GGUF:Q4_K_M ");
  });
});
