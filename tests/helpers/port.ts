/**
 * The one way tests pick a loopback port to hand to something else (a server a test starts, or a
 * place where nothing answers). A test that binds its own server on port 0 and reads the port
 * back needs none of this: that has no race.
 */
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";

/** A port on 127.0.0.1 that was free a moment ago: bound on port 0, noted, closed. Nothing listens there until someone binds it. */
export async function freePort(): Promise<number> {
  const s = createServer();
  s.listen(0, "127.0.0.1");
  await once(s, "listening");
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}
