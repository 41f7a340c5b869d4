/**
 * Tiny but real model layouts for the GGUF writer: the exact tensor names and shapes llama.cpp's
 * loader requires for a few architectures, at sizes of our choosing. A file built here loads in
 * llama.cpp (see scripts/fit-accuracy.ts) and in our reader, so both can be compared.
 */
import { ggmlTypeByName } from "../../src/setup/ggml.js";
import { gv, type GgufSpec, type MetaValue, type TensorSpec } from "./gguf-writer.js";

export interface TinyModel {
  readonly arch: "llama" | "qwen2" | "qwen3" | "qwen3moe" | "qwen3next" | "gemma3" | "gpt-oss";
  readonly name?: string;
  readonly layers: number;
  readonly embd: number;
  readonly heads: number;
  readonly headsKv: number;
  /** Head dimension (key and value length). */
  readonly headDim: number;
  readonly ff: number;
  readonly vocab: number;
  readonly ctxTrain: number;
  /** Type of the big matrices (attention, FFN, experts). */
  readonly weightType: string;
  /** Type of token_embd and output. */
  readonly embdType?: string;
  readonly experts?: number;
  readonly expertsUsed?: number;
  readonly expertFf?: number;
  /** Sliding window (gemma3, gpt-oss). */
  readonly window?: number;
  /** Omit output.weight (tied embeddings). */
  readonly tied?: boolean;
  /** qwen3next: Gated-DeltaNet layers (every `interval`-th layer is full attention). */
  readonly ssm?: { readonly interval: number; readonly conv: number; readonly state: number; readonly groups: number; readonly dtRank: number; readonly sharedFf: number };
  /** A real tokenizer's `tokenizer.*` metadata instead of the generated SentencePiece one (its token count must equal `vocab`). */
  readonly tokenizer?: Readonly<Record<string, MetaValue>>;
  /** Extra metadata (e.g. a chat template). */
  readonly extra?: Readonly<Record<string, MetaValue>>;
}

/** The GGUF spec (metadata + tensors) of a tiny model. */
export function tinyModel(m: TinyModel): GgufSpec {
  const a = m.arch;
  const metadata: Record<string, MetaValue> = {
    "general.architecture": gv.str(a),
    "general.name": gv.str(m.name ?? `tiny-${a}`),
    [`${a}.context_length`]: gv.u32(m.ctxTrain),
    [`${a}.embedding_length`]: gv.u32(m.embd),
    [`${a}.block_count`]: gv.u32(m.layers),
    [`${a}.feed_forward_length`]: gv.u32(m.ff),
    [`${a}.attention.head_count`]: gv.u32(m.heads),
    [`${a}.attention.head_count_kv`]: gv.u32(m.headsKv),
    [`${a}.attention.key_length`]: gv.u32(m.headDim),
    [`${a}.attention.value_length`]: gv.u32(m.headDim),
    [`${a}.rope.dimension_count`]: gv.u32(m.headDim),
    [`${a}.attention.layer_norm_rms_epsilon`]: gv.f32(1e-6),
    [`${a}.vocab_size`]: gv.u32(m.vocab),
    ...(m.tokenizer ?? spmVocab(m.vocab)),
  };
  if (m.experts) {
    metadata[`${a}.expert_count`] = gv.u32(m.experts);
    metadata[`${a}.expert_used_count`] = gv.u32(m.expertsUsed ?? 2);
    metadata[`${a}.expert_feed_forward_length`] = gv.u32(m.expertFf ?? m.ff);
  }
  if (m.window) metadata[`${a}.attention.sliding_window`] = gv.u32(m.window);
  if (m.ssm) {
    metadata[`${a}.full_attention_interval`] = gv.u32(m.ssm.interval);
    metadata[`${a}.ssm.conv_kernel`] = gv.u32(m.ssm.conv);
    metadata[`${a}.ssm.state_size`] = gv.u32(m.ssm.state);
    metadata[`${a}.ssm.group_count`] = gv.u32(m.ssm.groups);
    metadata[`${a}.ssm.time_step_rank`] = gv.u32(m.ssm.dtRank);
    metadata[`${a}.ssm.inner_size`] = gv.u32(m.ssm.state * m.ssm.dtRank);
    metadata[`${a}.expert_shared_feed_forward_length`] = gv.u32(m.ssm.sharedFf);
  }
  Object.assign(metadata, m.extra ?? {});

  const w = m.weightType;
  const e = m.embdType ?? w;
  const q = m.heads * m.headDim;
  const kv = m.headsKv * m.headDim;
  const tensors: TensorSpec[] = [
    { name: "token_embd.weight", shape: [m.embd, m.vocab], type: e },
    { name: "output_norm.weight", shape: [m.embd], type: "F32" },
  ];
  if (!m.tied) tensors.push({ name: "output.weight", shape: [m.embd, m.vocab], type: e });
  // A matrix in the model's weight type when its rows fit that type's blocks, else F16.
  const mat = (name: string, shape: number[]): TensorSpec => ({ name, shape, type: shape[0]! % (ggmlTypeByName(w)?.block ?? 1) === 0 ? w : "F16" });
  for (let i = 0; i < m.layers; i++) {
    const b = `blk.${i}`;
    tensors.push({ name: `${b}.attn_norm.weight`, shape: [m.embd], type: "F32" });
    const recurrent = m.ssm !== undefined && (i + 1) % m.ssm.interval !== 0;
    if (m.ssm && recurrent) {
      const key = m.ssm.state * m.ssm.groups;
      const value = m.ssm.state * m.ssm.dtRank;
      tensors.push(
        { name: `${b}.post_attention_norm.weight`, shape: [m.embd], type: "F32" },
        mat(`${b}.ssm_in.weight`, [m.embd, 2 * key + 2 * value]),
        { name: `${b}.ssm_conv1d.weight`, shape: [m.ssm.conv, 2 * key + value], type: "F32" },
        { name: `${b}.ssm_dt.bias`, shape: [m.ssm.dtRank], type: "F32" },
        { name: `${b}.ssm_a`, shape: [m.ssm.dtRank], type: "F32" },
        mat(`${b}.ssm_ba.weight`, [m.embd, 2 * m.ssm.dtRank]),
        { name: `${b}.ssm_norm.weight`, shape: [m.ssm.state], type: "F32" },
        mat(`${b}.ssm_out.weight`, [value, m.embd]),
      );
    } else {
      tensors.push(
        mat(`${b}.attn_q.weight`, [m.embd, a === "qwen3next" ? 2 * q : q]),
        mat(`${b}.attn_k.weight`, [m.embd, kv]),
        mat(`${b}.attn_v.weight`, [m.embd, kv]),
        mat(`${b}.attn_output.weight`, [q, m.embd]),
      );
      if (a === "qwen3next") tensors.push({ name: `${b}.post_attention_norm.weight`, shape: [m.embd], type: "F32" });
    }
    if (a === "qwen2") {
      tensors.push({ name: `${b}.attn_q.bias`, shape: [q], type: "F32" }, { name: `${b}.attn_k.bias`, shape: [kv], type: "F32" }, { name: `${b}.attn_v.bias`, shape: [kv], type: "F32" });
    }
    if ((a === "qwen3" || a === "qwen3moe" || a === "gemma3" || a === "qwen3next") && !recurrent) {
      tensors.push({ name: `${b}.attn_k_norm.weight`, shape: [m.headDim], type: "F32" }, { name: `${b}.attn_q_norm.weight`, shape: [m.headDim], type: "F32" });
    }
    if (a === "gemma3" || a === "gpt-oss") tensors.push({ name: `${b}.post_attention_norm.weight`, shape: [m.embd], type: "F32" });
    if (a === "gpt-oss") {
      tensors.push({ name: `${b}.attn_sinks.weight`, shape: [m.heads], type: "F32" }, { name: `${b}.attn_output.bias`, shape: [m.embd], type: "F32" });
    } else if (a !== "qwen3next") {
      tensors.push({ name: `${b}.ffn_norm.weight`, shape: [m.embd], type: "F32" });
    }
    if (m.experts) {
      const n = m.experts;
      const ff = m.expertFf ?? m.ff;
      tensors.push(
        { name: `${b}.ffn_gate_inp.weight`, shape: [m.embd, n], type: "F32" },
        mat(`${b}.ffn_gate_exps.weight`, [m.embd, ff, n]),
        mat(`${b}.ffn_down_exps.weight`, [ff, m.embd, n]),
        mat(`${b}.ffn_up_exps.weight`, [m.embd, ff, n]),
      );
      if (m.ssm) {
        tensors.push(
          { name: `${b}.ffn_gate_inp_shexp.weight`, shape: [m.embd], type: "F32" },
          mat(`${b}.ffn_gate_shexp.weight`, [m.embd, m.ssm.sharedFf]),
          mat(`${b}.ffn_up_shexp.weight`, [m.embd, m.ssm.sharedFf]),
          mat(`${b}.ffn_down_shexp.weight`, [m.ssm.sharedFf, m.embd]),
        );
      }
      if (a === "gpt-oss") {
        tensors.push(
          { name: `${b}.ffn_gate_inp.bias`, shape: [n], type: "F32" },
          { name: `${b}.ffn_gate_exps.bias`, shape: [ff, n], type: "F32" },
          { name: `${b}.ffn_down_exps.bias`, shape: [m.embd, n], type: "F32" },
          { name: `${b}.ffn_up_exps.bias`, shape: [ff, n], type: "F32" },
        );
      }
    } else {
      tensors.push(
        mat(`${b}.ffn_gate.weight`, [m.embd, m.ff]),
        mat(`${b}.ffn_down.weight`, [m.ff, m.embd]),
        mat(`${b}.ffn_up.weight`, [m.embd, m.ff]),
      );
    }
    if (a === "gemma3") tensors.push({ name: `${b}.post_ffw_norm.weight`, shape: [m.embd], type: "F32" });
  }
  return { metadata, tensors };
}

/**
 * A minimal SentencePiece vocabulary: <unk>, <s>, </s>, the 256 byte tokens, then filler. llama.cpp
 * tokenizes with it (node-llama-cpp needs a working tokenizer), and its size sets n_vocab.
 */
function spmVocab(n: number): Record<string, MetaValue> {
  if (n < 259) throw new Error(`tiny-models: vocab ${n} < 259 (3 specials + 256 bytes)`);
  const tokens = ["<unk>", "<s>", "</s>"];
  const types = [2, 3, 3];
  for (let b = 0; b < 256; b++) {
    tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, "0")}>`);
    types.push(6);
  }
  for (let i = tokens.length; i < n; i++) {
    tokens.push(`\u2581t${i}`);
    types.push(1);
  }
  return {
    "tokenizer.ggml.model": gv.str("llama"),
    "tokenizer.ggml.tokens": gv.arr("string", tokens),
    "tokenizer.ggml.scores": gv.arr("f32", tokens.map(() => 0)),
    "tokenizer.ggml.token_type": gv.arr("i32", types),
    "tokenizer.ggml.bos_token_id": gv.u32(1),
    "tokenizer.ggml.eos_token_id": gv.u32(2),
    "tokenizer.ggml.unknown_token_id": gv.u32(0),
  };
}
