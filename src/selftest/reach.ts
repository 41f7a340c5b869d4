import { connect } from "node:net";
import type { Env } from "../paths/index.js";

/**
 * The probe a build runs before its ladder: is anything listening at the model's address? Five
 * rungs against a dead endpoint take minutes to fail one by one, and start a server for nothing.
 * Only a definite "nothing is there" counts as down — a refused connection, an unknown host, no
 * route. Anything else (a connection, an HTTP error, a slow answer, an address we cannot read)
 * lets the ladder run and judge: the probe must never call a working model dead.
 */

/** Errors that say no server can answer at that address, as opposed to one that is slow or busy. */
const DEFINITE: Readonly<Record<string, string>> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "unknown host",
  EAI_FAIL: "unknown host",
  EHOSTUNREACH: "no route to the host",
  ENETUNREACH: "no route to the network",
  EADDRNOTAVAIL: "the address is not available on this machine",
};

export type Reach = { readonly down: false } | { readonly down: true; readonly why: string };

/** How long the probe waits for a connection before it lets the ladder decide (a slow host is not a dead one). */
const PROBE_MS = 5_000;

/** `{env:NAME}` in a pack's baseURL is read from the environment the server would get. */
function resolveURL(baseURL: string, env: Env): URL | undefined {
  const text = baseURL.replace(/\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => env[name] ?? "");
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Try one TCP connection to the model's host and port. */
export async function probeEndpoint(baseURL: string, env: Env = process.env, timeoutMs = PROBE_MS): Promise<Reach> {
  const url = resolveURL(baseURL, env);
  if (!url) return { down: false };
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise<Reach>((done) => {
    const socket = connect({ host, port });
    const finish = (r: Reach) => {
      socket.destroy();
      done(r);
    };
    socket.setTimeout(timeoutMs, () => finish({ down: false }));
    socket.once("connect", () => finish({ down: false }));
    socket.once("error", (e: NodeJS.ErrnoException) => {
      const words = e.code ? DEFINITE[e.code] : undefined;
      finish(words ? { down: true, why: `${words} (${e.code})` } : { down: false });
    });
  });
}
