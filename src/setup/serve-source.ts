import { stat } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import { parseGGUFQuantLabel } from "@huggingface/gguf";
import { ErrorCode, OcwError } from "../error.js";
import { CATALOG, type CatalogModel } from "./catalog-models.js";
import { catalogModel } from "./catalog.js";

/**
 * What the user named as the model (`--gguf` / `--model` / `--quant`), parsed once for every
 * engine: a catalog id, a local GGUF file, a GGUF file URL, a Hugging Face repo (with a quant tag
 * when it holds GGUF files), a local folder, or an ollama model name. The serve planner decides
 * per engine what each becomes — `-m <file>` or `-hf <repo>:<quant>`, `FROM …`, `vllm serve
 * <repo>` — so a catalog id or a repo name can never end up where a file path belongs.
 */

export type NamedModel =
  /** A catalog id; `quant` when `--quant` was given. */
  | { readonly kind: "catalog"; readonly model: CatalogModel; readonly quant?: string }
  /** A local GGUF file that exists, as an absolute path. */
  | { readonly kind: "file"; readonly path: string }
  /** An http(s) URL of a GGUF file; on Hugging Face also its repo and quant label. */
  | { readonly kind: "url"; readonly url: string; readonly repo?: string; readonly quant?: string }
  /** A Hugging Face repo: of GGUF quants (`gguf`, with the quant tag when given) or of original weights. */
  | { readonly kind: "hf"; readonly repo: string; readonly quant?: string; readonly gguf: boolean; readonly catalog?: CatalogModel }
  /** A local folder (vLLM loads a model folder). */
  | { readonly kind: "dir"; readonly path: string }
  /** An ollama model name (`qwen3-coder:30b`, `user/model:tag`); the catalog entry when it is its library tag. */
  | { readonly kind: "ollama"; readonly name: string; readonly catalog?: CatalogModel };

export interface ModelInput {
  readonly gguf?: string;
  readonly model?: string;
  readonly quant?: string;
  /** ollama reads a bare `org/name:tag` as an ollama registry name; the other engines as a Hugging Face repo. */
  readonly engine: "llama.cpp" | "ollama" | "vllm";
}

const HF_PREFIX = /^(?:https?:\/\/)?(?:hf\.co|huggingface\.co)\//i;
const REPO = /^[A-Za-z0-9][\w.-]*\/[\w.-]+$/;
const QUANT = /^[A-Za-z0-9_.-]{1,40}$/;

/** Parse `--gguf` / `--model` / `--quant`; local paths are resolved against `cwd` and must exist. */
export async function parseModel(input: ModelInput, opts: { cwd: string; env: Readonly<Record<string, string | undefined>> }): Promise<NamedModel> {
  const { gguf, model, quant } = input;
  if (gguf !== undefined && model !== undefined) throw new OcwError(ErrorCode.Usage, "setup serve: give one of --gguf <file|url> or --model <catalog id|repo:quant|name>, not both");
  if (quant !== undefined && !QUANT.test(quant)) throw new OcwError(ErrorCode.InvalidInput, `Expected --quant to be a quant name like Q4_K_M, got ${JSON.stringify(quant.slice(0, 40))}`);
  if (gguf !== undefined) {
    if (quant !== undefined) throw new OcwError(ErrorCode.Usage, "setup serve: --quant picks a quant of --model; a --gguf file already is one quant");
    return /^https?:\/\//i.test(gguf) ? urlModel(gguf) : localFile(gguf, opts);
  }
  if (model === undefined || model.trim() === "") throw new OcwError(ErrorCode.Usage, "setup serve: give --gguf <file|url> or --model <catalog id|repo:quant|ollama name>; see ocw setup --help");
  const text = model.trim();
  const known = catalogModel(text);
  if (known) return { kind: "catalog", model: known, quant };
  if (/^https?:\/\/.+\.gguf(\?.*)?$/i.test(text)) return urlModel(text);
  if (/\.gguf$/i.test(text) || /^(\/|\.{1,2}\/|~\/)/.test(text)) return localPath(text, opts);
  const explicitHf = HF_PREFIX.test(text);
  const ref = text.replace(HF_PREFIX, "");
  const colon = ref.lastIndexOf(":");
  const [name, tag] = colon > 0 ? [ref.slice(0, colon), ref.slice(colon + 1)] : [ref, undefined];
  if (tag !== undefined && quant !== undefined && tag.toLowerCase() !== quant.toLowerCase()) throw new OcwError(ErrorCode.Usage, `setup serve: ${text} already names the quant ${tag}; drop --quant ${quant} or the :${tag}`);
  const q = tag ?? quant;
  if (q !== undefined && !QUANT.test(q)) throw new OcwError(ErrorCode.InvalidInput, `Expected the quant after ":" in ${JSON.stringify(text.slice(0, 80))} to be like Q4_K_M`);
  if (!name.includes("/")) {
    if (input.engine === "ollama") return { kind: "ollama", name: text, catalog: CATALOG.find((m) => m.ollama?.tag === text) };
    throw new OcwError(ErrorCode.InvalidInput, `${JSON.stringify(text.slice(0, 80))} is not a catalog id, a Hugging Face repo (<org>/<repo>:<quant>) or a .gguf path; catalog ids: ${CATALOG.map((m) => m.id).join(", ")}`);
  }
  if (!REPO.test(name)) throw new OcwError(ErrorCode.InvalidInput, `Expected --model to be a Hugging Face repo <org>/<repo>[:<quant>], got ${JSON.stringify(text.slice(0, 80))}`);
  const looksGguf = /gguf/i.test(name);
  const lower = name.toLowerCase();
  const catalog = CATALOG.find((m) => m.gguf.toLowerCase() === lower || m.repo.toLowerCase() === lower);
  // ollama names may have a namespace too (user/model:tag); a -GGUF repo, a catalogued repo or an hf.co/ prefix is Hugging Face.
  if (input.engine === "ollama" && !explicitHf && !looksGguf && !catalog) return { kind: "ollama", name: text };
  const isGguf = looksGguf || q !== undefined || catalog?.gguf.toLowerCase() === lower;
  return { kind: "hf", repo: name, quant: q?.toUpperCase(), gguf: isGguf, catalog };
}

// A GGUF URL: on Hugging Face (…/<org>/<repo>/resolve/<rev>/<path>.gguf) its repo and the quant label of its file name.
function urlModel(url: string): NamedModel {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new OcwError(ErrorCode.InvalidInput, `Expected --gguf to be a file path or an http(s) URL of a .gguf file, got ${JSON.stringify(url.slice(0, 80))}`);
  }
  const m = /^\/([^/]+\/[^/]+)\/(?:resolve|blob)\/[^/]+\/(.+\.gguf)$/i.exec(u.pathname);
  if (!/^(www\.)?(huggingface\.co|hf\.co)$/i.test(u.hostname) || !m) return { kind: "url", url };
  return { kind: "url", url, repo: m[1], quant: parseGGUFQuantLabel(decodeURIComponent(m[2]!.split("/").pop()!)) };
}

async function localFile(path: string, opts: { cwd: string; env: Readonly<Record<string, string | undefined>> }): Promise<NamedModel> {
  const named = await localPath(path, opts);
  if (named.kind !== "file") throw new OcwError(ErrorCode.InvalidInput, `${named.kind === "dir" ? named.path : path} is a folder; --gguf takes a .gguf file`);
  return named;
}

async function localPath(path: string, opts: { cwd: string; env: Readonly<Record<string, string | undefined>> }): Promise<NamedModel> {
  const home = opts.env.HOME;
  const expanded = path.startsWith("~/") && home ? `${home}${path.slice(1)}` : path;
  const abs = isAbsolute(expanded) ? expanded : resolve(opts.cwd, expanded);
  const info = await stat(abs).catch((e: NodeJS.ErrnoException) => {
    throw new OcwError(ErrorCode.NotFound, `no such file: ${abs}${e.code === "ENOENT" ? "" : ` (${e.code})`}; download the model first (e.g. hf download <org>/<repo>-GGUF <file>.gguf --local-dir ~/models) or name a catalog id or <org>/<repo>:<quant>`);
  });
  if (info.isDirectory()) return { kind: "dir", path: abs };
  return { kind: "file", path: abs };
}
