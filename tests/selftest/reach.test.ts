/**
 * The pre-ladder probe calls an endpoint down only when nothing can answer there: a refused
 * connection is down, naming the cause; a listener that answers with an HTTP error, or never
 * answers at all, is not (the ladder judges those); an address it cannot read is not either.
 * Real sockets on loopback.
 */
import { createServer, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { probeEndpoint } from "../../src/selftest/reach.js";

async function listening<T extends Server | ReturnType<typeof createTcpServer>>(server: T): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("probeEndpoint", () => {
  it("reach - a closed port is down: connection refused (ECONNREFUSED)", async () => {
    const s = await listening(createTcpServer());
    await s.close();
    expect(await probeEndpoint(s.url)).toEqual({ down: true, why: "connection refused (ECONNREFUSED)" });
  });

  it("reach - a server answering 503 is not down", async () => {
    const s = await listening(createServer((_q, r) => r.writeHead(503).end("loading model")));
    try {
      expect(await probeEndpoint(s.url)).toEqual({ down: false });
    } finally {
      await s.close();
    }
  });

  it("reach - a listener that never answers is not down (a slow model is the ladder's to judge)", async () => {
    const sockets: import("node:net").Socket[] = [];
    const s = await listening(createTcpServer((c) => sockets.push(c)));
    try {
      expect(await probeEndpoint(s.url)).toEqual({ down: false });
    } finally {
      for (const c of sockets) c.destroy();
      await s.close();
    }
  });

  it("reach - {env:VAR} is read from the environment given; an address it cannot read lets the ladder run", async () => {
    const s = await listening(createTcpServer());
    await s.close();
    expect(await probeEndpoint("{env:MODEL_URL}", { MODEL_URL: s.url })).toEqual({ down: true, why: "connection refused (ECONNREFUSED)" });
    expect(await probeEndpoint("{env:MODEL_URL}", {})).toEqual({ down: false });
    expect(await probeEndpoint("not a url")).toEqual({ down: false });
  });
});
