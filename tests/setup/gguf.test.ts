import { once } from "node:events";
import { createReadStream } from "node:fs";
import { stat, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { archFromGguf, kvLayers, profileFromGguf, readGguf, weightsFromGguf } from "../../src/setup/index.js";
import { gv } from "../helpers/gguf-writer.js";
import { tinyModel } from "../helpers/tiny-models.js";
import { TINY_LLAMA, cleanTemps, tempDir, writeSpec, writeTiny } from "./helpers.js";

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  await cleanTemps();
});

/** Serve `file` over HTTP on loopback; `range: false` makes it ignore Range like some CDNs. */
async function serveFile(file: string, opts: { range?: boolean; status?: number; hang?: boolean } = {}): Promise<{ url: string; ranges: string[] }> {
  const size = (await stat(file)).size;
  const ranges: string[] = [];
  const server = createServer((req, res) => {
    if (opts.hang) return; // never answers
    if (opts.status) {
      res.writeHead(opts.status, { "content-type": "text/html" });
      res.end("<html>nope</html>");
      return;
    }
    const m = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? "");
    if (m && opts.range !== false) {
      ranges.push(req.headers.range!);
      const start = Number(m[1]);
      const end = Math.min(Number(m[2]), size - 1);
      res.writeHead(206, { "content-range": `bytes ${start}-${end}/${size}`, "content-length": String(end - start + 1), "accept-ranges": "bytes" });
      createReadStream(file, { start, end }).pipe(res);
      return;
    }
    res.writeHead(200, { "content-length": String(size) });
    createReadStream(file).pipe(res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/models/tiny.gguf`, ranges };
}

describe("readGguf", () => {
  it("local - reads the metadata and exact tensor bytes", async () => {
    const d = await tempDir();
    const w = await writeTiny(d, "tiny.gguf", TINY_LLAMA);
    const h = await readGguf(w.path);
    expect(h.metadata["general.architecture"]).toBe("llama");
    expect(h.fileSize).toBe(w.size);
    expect(h.tensors).toHaveLength(3 + 8 * 9);
    expect(h.tensors.reduce((n, t) => n + t.bytes, 0)).toBe(w.tensorBytes);
    const a = archFromGguf(h);
    expect(a).toMatchObject({ layers: 8, embd: 512, vocab: 4096, ctxTrain: 131072, keyLength: 64, experts: 0 });
    expect(a.headCountKv).toEqual(new Array(8).fill(2));
    const weights = weightsFromGguf(h, a.layers);
    expect(weights.tokenEmbd).toBe(512 * 4096 * 2);
    expect(weights.tied).toBe(false);
    expect(weights.perLayer.reduce((x, y) => x + y, 0) + weights.tokenEmbd + weights.output + weights.outputNorm).toBe(w.tensorBytes);
  });

  it("remote - reads the header by Range requests from a loopback server", async () => {
    const d = await tempDir();
    const w = await writeTiny(d, "tiny.gguf", { ...TINY_LLAMA, layers: 40, vocab: 32000 });
    const { url, ranges } = await serveFile(w.path);
    const h = await readGguf(url, { timeoutMs: 5000 });
    expect(h.remote).toBe(true);
    expect(h.fileSize).toBe(w.size);
    expect(h.tensors.reduce((n, t) => n + t.bytes, 0)).toBe(w.tensorBytes);
    // Only the header was fetched: 2 MB chunks, not the 100+ MB file.
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((r) => /^bytes=\d+-\d+$/.test(r))).toBe(true);
    expect(ranges.length * 2_000_000).toBeLessThan(w.size);
  });

  it("remote - a server that ignores Range is cut to the slice, not downloaded whole", async () => {
    const d = await tempDir();
    const w = await writeTiny(d, "tiny.gguf", TINY_LLAMA);
    const { url } = await serveFile(w.path, { range: false });
    const p = await profileFromGguf(url, { timeoutMs: 5000 });
    expect(p.weights.total).toBe(w.tensorBytes);
    expect(p.id).toBe("tiny-llama");
  });

  it("remote - HTTP errors and silence are clear errors within the timeout", async () => {
    const d = await tempDir();
    const w = await writeTiny(d, "tiny.gguf", TINY_LLAMA);
    await expect(readGguf((await serveFile(w.path, { status: 404 })).url, { timeoutMs: 3000 })).rejects.toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("HTTP 404") });
    await expect(readGguf((await serveFile(w.path, { status: 500 })).url, { timeoutMs: 3000 })).rejects.toMatchObject({ code: "ENDPOINT_UNREACHABLE" });
    await expect(readGguf((await serveFile(w.path, { hang: true })).url, { timeoutMs: 400 })).rejects.toMatchObject({ code: "ENDPOINT_UNREACHABLE", message: expect.stringContaining("400 ms") });
    await expect(readGguf("http://127.0.0.1:9/x.gguf", { timeoutMs: 1000 })).rejects.toMatchObject({ code: "ENDPOINT_UNREACHABLE" });
  });

  it("bad input - truncated files are caught by the bounds check", async () => {
    const d = await tempDir();
    const full = await writeTiny(d, "full.gguf", TINY_LLAMA);
    // Cut inside the tensor data: the header parses, the last tensors lie past the end.
    const cut = await writeTiny(d, "cut.gguf", TINY_LLAMA, { truncateAt: full.size - 1000 });
    await expect(readGguf(cut.path)).rejects.toMatchObject({ code: "GGUF_INVALID", message: expect.stringContaining("truncated") });
    // Cut inside the header itself.
    const head = await writeTiny(d, "head.gguf", TINY_LLAMA, { truncateAt: Math.floor(full.dataOffset / 2) });
    await expect(readGguf(head.path)).rejects.toMatchObject({ code: "GGUF_INVALID" });
    // Only the magic.
    const magic = await writeTiny(d, "magic.gguf", TINY_LLAMA, { truncateAt: 6 });
    await expect(readGguf(magic.path)).rejects.toMatchObject({ code: "GGUF_INVALID" });
  });

  it("bad input - non-GGUF, empty, missing and directory paths", async () => {
    const d = await tempDir();
    await writeFile(join(d, "model.safetensors"), Buffer.from('{"__metadata__":{}}'.padEnd(4096, " ")));
    await expect(readGguf(join(d, "model.safetensors"))).rejects.toMatchObject({ code: "GGUF_INVALID", message: expect.stringContaining("not a GGUF file") });
    await writeFile(join(d, "empty.gguf"), "");
    await expect(readGguf(join(d, "empty.gguf"))).rejects.toMatchObject({ code: "GGUF_INVALID" });
    await expect(readGguf(join(d, "nope.gguf"))).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(readGguf(d)).rejects.toMatchObject({ code: "INVALID_INPUT" });
  });

  it("bad input - absurd shapes and unknown types are refused, not summed", async () => {
    const d = await tempDir();
    const base = tinyModel(TINY_LLAMA);
    const huge = await writeSpec(d, "huge.gguf", { ...base, tensors: [...base.tensors.slice(0, -1), { name: "blk.7.ffn_up.weight", shape: [512, 2 ** 31], type: "F32" }] }, { truncateAt: 64 * 1024 });
    await expect(readGguf(huge.path)).rejects.toMatchObject({ code: "GGUF_INVALID" });
    const noArch = await writeSpec(d, "noarch.gguf", { metadata: { "general.name": gv.str("x") }, tensors: [{ name: "w", shape: [32], type: "F32" }] });
    await expect(readGguf(noArch.path)).rejects.toMatchObject({ code: "GGUF_INVALID", message: expect.stringContaining("general.architecture") });
    const noLayers = await writeSpec(d, "nolayers.gguf", { metadata: { "general.architecture": gv.str("llama") }, tensors: [{ name: "w", shape: [32], type: "F32" }] });
    const nl = await readGguf(noLayers.path);
    expect(() => archFromGguf(nl)).toThrow(/block_count/);
  });

  it("arch - hybrid, MoE and NextN layouts follow llama.cpp's rules", async () => {
    const d = await tempDir();
    const spec = tinyModel({ ...TINY_LLAMA, arch: "qwen3moe", experts: 16, expertsUsed: 4, expertFf: 256 });
    const w = await writeSpec(d, "moe.gguf", { ...spec, metadata: { ...spec.metadata, "qwen3moe.nextn_predict_layers": gv.u32(1) } });
    const a = archFromGguf(await readGguf(w.path));
    expect(a.experts).toBe(16);
    expect(kvLayers(a).filter(Boolean)).toHaveLength(7);
    const hybrid = { ...tinyModel(TINY_LLAMA) };
    const meta = Object.fromEntries(Object.entries(hybrid.metadata).map(([k, v]) => [k.replace(/^llama\./, "qwen3next."), k === "general.architecture" ? gv.str("qwen3next") : v]));
    const hw = await writeSpec(d, "next.gguf", {
      tensors: hybrid.tensors,
      metadata: { ...meta, "qwen3next.full_attention_interval": gv.u32(4), "qwen3next.ssm.conv_kernel": gv.u32(4), "qwen3next.ssm.inner_size": gv.u32(256), "qwen3next.ssm.state_size": gv.u32(64), "qwen3next.ssm.group_count": gv.u32(2) },
    });
    const ha = archFromGguf(await readGguf(hw.path));
    expect(ha.recurrent?.layers).toEqual([true, true, true, false, true, true, true, false]);
    expect(ha.recurrent).toMatchObject({ r: 3 * (256 + 2 * 2 * 64), s: 64 * 256 });
    expect(kvLayers(ha)).toEqual([false, false, false, true, false, false, false, true]);
  });
});
