/**
 * A small GGUF (v3) writer for tests and the fit-accuracy script: real files, with chosen
 * architectures, metadata and tensor types, that both our reader and llama.cpp load.
 *
 * Tensor data is never written: the file is extended with `truncate`, so it is sparse and reads
 * back as zeros. A "30B" tensor layout therefore costs a few KiB of disk, and llama.cpp can still
 * mmap it (zero weights make a useless but perfectly loadable model).
 */
import { open } from "node:fs/promises";
import { ggmlTypeByName, tensorBytes } from "../../src/setup/ggml.js";

type Scalar = "u8" | "i8" | "u16" | "i16" | "u32" | "i32" | "f32" | "bool" | "string" | "u64" | "i64" | "f64";
const TYPE_ID: Record<Scalar | "array", number> = { u8: 0, i8: 1, u16: 2, i16: 3, u32: 4, i32: 5, f32: 6, bool: 7, string: 8, array: 9, u64: 10, i64: 11, f64: 12 };

export type MetaValue =
  | { readonly type: Exclude<Scalar, "string" | "bool" | "u64" | "i64">; readonly value: number }
  | { readonly type: "u64" | "i64"; readonly value: bigint | number }
  | { readonly type: "string"; readonly value: string }
  | { readonly type: "bool"; readonly value: boolean }
  | { readonly type: "array"; readonly of: Scalar; readonly value: readonly (number | string | boolean | bigint)[] };

/** Builders for typed metadata values. */
export const gv = {
  u32: (value: number): MetaValue => ({ type: "u32", value }),
  i32: (value: number): MetaValue => ({ type: "i32", value }),
  f32: (value: number): MetaValue => ({ type: "f32", value }),
  u64: (value: number | bigint): MetaValue => ({ type: "u64", value }),
  bool: (value: boolean): MetaValue => ({ type: "bool", value }),
  str: (value: string): MetaValue => ({ type: "string", value }),
  arr: (of: Scalar, value: readonly (number | string | boolean | bigint)[]): MetaValue => ({ type: "array", of, value }),
};

export interface TensorSpec {
  readonly name: string;
  /** ggml order: shape[0] is the row length. */
  readonly shape: readonly number[];
  /** ggml type name: F32, F16, Q8_0, Q4_K, MXFP4 … */
  readonly type: string;
}

export interface GgufSpec {
  readonly metadata: Readonly<Record<string, MetaValue>>;
  readonly tensors: readonly TensorSpec[];
  readonly alignment?: number;
}

export interface WrittenGguf {
  readonly path: string;
  /** Full file size in bytes (header + padded tensor data). */
  readonly size: number;
  /** Where tensor data begins. */
  readonly dataOffset: number;
  /** Sum of the tensors' exact byte sizes (what llama.cpp's model size reports). */
  readonly tensorBytes: number;
}

class Bytes {
  private readonly parts: Buffer[] = [];
  length = 0;
  push(b: Buffer): void {
    this.parts.push(b);
    this.length += b.length;
  }
  u32(v: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.push(b);
  }
  u64(v: number | bigint): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    this.push(b);
  }
  str(s: string): void {
    const b = Buffer.from(s, "utf8");
    this.u64(b.length);
    this.push(b);
  }
  scalar(type: Scalar, v: number | string | boolean | bigint): void {
    const b = Buffer.alloc(8);
    switch (type) {
      case "u8": b.writeUInt8(Number(v)); return this.push(b.subarray(0, 1));
      case "i8": b.writeInt8(Number(v)); return this.push(b.subarray(0, 1));
      case "u16": b.writeUInt16LE(Number(v)); return this.push(b.subarray(0, 2));
      case "i16": b.writeInt16LE(Number(v)); return this.push(b.subarray(0, 2));
      case "u32": b.writeUInt32LE(Number(v)); return this.push(b.subarray(0, 4));
      case "i32": b.writeInt32LE(Number(v)); return this.push(b.subarray(0, 4));
      case "f32": b.writeFloatLE(Number(v)); return this.push(b.subarray(0, 4));
      case "bool": b.writeUInt8(v ? 1 : 0); return this.push(b.subarray(0, 1));
      case "u64": b.writeBigUInt64LE(BigInt(v)); return this.push(b);
      case "i64": b.writeBigInt64LE(BigInt(v)); return this.push(b);
      case "f64": b.writeDoubleLE(Number(v)); return this.push(b);
      case "string": return this.str(String(v));
    }
  }
  concat(): Buffer {
    return Buffer.concat(this.parts);
  }
}

const pad = (n: number, a: number): number => Math.ceil(n / a) * a;

/** The header bytes and layout of a GGUF file (without writing it). */
export function encodeGguf(spec: GgufSpec): { header: Buffer; size: number; dataOffset: number; tensorBytes: number } {
  const alignment = spec.alignment ?? 32;
  const out = new Bytes();
  out.push(Buffer.from("GGUF", "latin1"));
  out.u32(3);
  out.u64(spec.tensors.length);
  const entries = Object.entries(spec.metadata);
  out.u64(entries.length);
  for (const [key, m] of entries) {
    out.str(key);
    out.u32(TYPE_ID[m.type]);
    if (m.type === "array") {
      out.u32(TYPE_ID[m.of]);
      out.u64(m.value.length);
      for (const v of m.value) out.scalar(m.of, v);
    } else {
      out.scalar(m.type, m.value);
    }
  }
  let offset = 0;
  let total = 0;
  for (const t of spec.tensors) {
    const type = ggmlTypeByName(t.type);
    if (!type) throw new Error(`gguf-writer: unknown tensor type ${t.type}`);
    const bytes = tensorBytes(type, t.shape);
    if (bytes === undefined) throw new Error(`gguf-writer: ${t.name}: row ${t.shape[0]} is not a multiple of ${type.name}'s block ${type.block}`);
    out.str(t.name);
    out.u32(t.shape.length);
    for (const d of t.shape) out.u64(d);
    out.u32(type.id);
    out.u64(offset);
    offset = pad(offset + bytes, alignment);
    total += bytes;
  }
  const dataOffset = pad(out.length, alignment);
  const header = Buffer.concat([out.concat(), Buffer.alloc(dataOffset - out.length)]);
  return { header, size: dataOffset + offset, dataOffset, tensorBytes: total };
}

/** Write a GGUF file: the header, then sparse zero-filled tensor data. `truncateAt` cuts the file short (bad-input tests). */
export async function writeGguf(path: string, spec: GgufSpec, opts: { truncateAt?: number } = {}): Promise<WrittenGguf> {
  const { header, size, dataOffset, tensorBytes: total } = encodeGguf(spec);
  const fh = await open(path, "w");
  try {
    const end = opts.truncateAt ?? size;
    await fh.write(header.subarray(0, Math.min(header.length, end)), 0, Math.min(header.length, end), 0);
    await fh.truncate(end);
  } finally {
    await fh.close();
  }
  return { path, size, dataOffset, tensorBytes: total };
}
