import { createHash } from "node:crypto";
import { once } from "node:events";
import { appendFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ErrorCode, OcwError } from "../error.js";
import { Cursors, workingDirectory, type ChatRequest } from "./cursor.js";
import { writeAnswer, writeJson } from "./respond.js";
import type { ReplayDocument } from "./script.js";

/**
 * The replay model: an OpenAI-compatible server on loopback (`GET /v1/models`,
 * `POST /v1/chat/completions`, streaming or not) that answers from scripts instead of weights.
 * It is the only test double the project allows, and the model the demo runs on. Every request
 * is logged (in memory, and as JSONL when `logFile` is given) so callers can assert on exactly
 * what the model was sent.
 */

/** One logged request. */
export interface ReplayRequest {
  /** 0-based order of arrival on this server. */
  readonly seq: number;
  /** Epoch ms when the request body had arrived. */
  readonly at: number;
  /** OpenCode's `x-session-id` header (`x-opencode-session` on its hosted providers; "" when neither). */
  readonly session: string;
  readonly script?: string;
  readonly turn?: number;
  readonly option?: number;
  /** `answer`, `fault:<kind>`, `exhausted` or `refused`. */
  readonly outcome: string;
  readonly headers: Readonly<Record<string, string>>;
  /** sha256 of the Authorization header, first 16 hex digits: which key a request carried, without the key. */
  readonly authDigest?: string;
  readonly body: ChatRequest;
}

export interface ReplayServerOptions {
  readonly document: ReplayDocument;
  /** Default 127.0.0.1: the replay model never listens beyond loopback. */
  readonly host?: string;
  /** Default 0 (a free port). */
  readonly port?: number;
  /** Append every request as one JSON line to this file. */
  readonly logFile?: string;
}

export interface ReplayServer {
  /** `http://127.0.0.1:<port>/v1`: the provider's baseURL. */
  readonly baseURL: string;
  /** Every chat completion request so far, in order of arrival. */
  readonly requests: readonly ReplayRequest[];
  /** Make OpenCode session `session` follow `script` from its next request on. */
  bind(session: string, script: string): void;
  /** Resolves with the first logged request (past or future) that satisfies `test`; rejects after `timeoutMs`. */
  waitFor(test: (r: ReplayRequest) => boolean, timeoutMs: number): Promise<ReplayRequest>;
  /** Stop listening and drop open connections (hanging requests included). Safe to call twice. */
  close(): Promise<void>;
}

/** Start a replay model server. */
export async function startReplayServer(opts: ReplayServerOptions): Promise<ReplayServer> {
  const cursors = new Cursors(opts.document);
  const requests: ReplayRequest[] = [];
  const waiters = new Set<{ test: (r: ReplayRequest) => boolean; resolve: (r: ReplayRequest) => void }>();
  const models = opts.document.models ?? ["replay"];
  let seq = 0;
  let logChain: Promise<void> = Promise.resolve();

  const record = (r: ReplayRequest): void => {
    requests.push(r);
    for (const w of waiters) {
      if (!w.test(r)) continue;
      waiters.delete(w);
      w.resolve(r);
    }
    if (opts.logFile) {
      const line = `${JSON.stringify(r)}\n`;
      const file = opts.logFile;
      // Appends are chained so lines keep arrival order; a log failure must not break answering.
      logChain = logChain.then(() => appendFile(file, line)).catch(() => undefined);
    }
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://replay");
    if (req.method === "GET" && (url.pathname === "/v1/models" || url.pathname === "/models")) {
      writeJson(res, 200, { object: "list", data: models.map((id) => ({ id, object: "model", owned_by: "replay" })) });
      return;
    }
    if (req.method !== "POST" || (url.pathname !== "/v1/chat/completions" && url.pathname !== "/chat/completions")) {
      writeJson(res, 404, { error: { message: `replay: no route ${req.method} ${url.pathname}; serve /v1/models and /v1/chat/completions` } });
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    let body: ChatRequest;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest;
      if (!Array.isArray(body.messages)) throw new Error("messages must be an array");
    } catch (e) {
      writeJson(res, 400, { error: { message: `replay: request body is not a chat completion: ${(e as Error).message}` } });
      return;
    }
    const n = seq++;
    // OpenCode names the session in x-session-id, or in x-opencode-session for its own hosted providers (Zen, Go).
    const session = header(req, "x-session-id") || header(req, "x-opencode-session");
    const decision = cursors.next(session, body);
    const auth = header(req, "authorization");
    const base = { seq: n, at: Date.now(), session, headers: flatHeaders(req), ...(auth ? { authDigest: createHash("sha256").update(auth).digest("hex").slice(0, 16) } : {}), body };
    if (decision.kind === "refuse") {
      record({ ...base, script: decision.script, turn: decision.turn, outcome: "refused" });
      // 400 is not retried by OpenCode, so a script mistake surfaces at once as a session error.
      writeJson(res, 400, { error: { message: decision.message } });
      return;
    }
    if (decision.kind === "exhausted") {
      record({ ...base, script: decision.script, turn: decision.turn, outcome: "exhausted" });
      await writeAnswer({ req, res, body, seq: n, cwd: undefined }, { text: `replay script "${decision.script}" has no turn ${decision.turn}`, result: "honest-failure: replay script exhausted" });
      return;
    }
    const fault = decision.answer.fault;
    const outcome = fault === undefined ? "answer" : `fault:${typeof fault === "object" ? ("raw" in fault ? "raw" : fault.status) : fault}`;
    record({ ...base, script: decision.script, turn: decision.turn, option: decision.option, outcome });
    await writeAnswer({ req, res, body, seq: n, cwd: workingDirectory(body) }, decision.answer);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) writeJson(res, 500, { error: { message: `replay: ${e instanceof Error ? e.message : String(e)}` } });
      else res.destroy();
    });
  });
  server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1");
  try {
    await Promise.race([once(server, "listening"), once(server, "error").then(([e]) => Promise.reject(e as Error))]);
  } catch (e) {
    throw new OcwError(ErrorCode.Io, `replay model cannot listen on ${opts.host ?? "127.0.0.1"}:${opts.port ?? 0}: ${(e as Error).message}; pick another port or omit it`, { cause: e });
  }
  const { address, port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;

  return {
    baseURL: `http://${address}:${port}/v1`,
    requests,
    bind: (session, script) => cursors.bind(session, script),
    waitFor(test, timeoutMs) {
      const past = requests.find(test);
      if (past) return Promise.resolve(past);
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (r: ReplayRequest) => {
            clearTimeout(timer);
            resolve(r);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new OcwError(ErrorCode.Timeout, `replay model: no matching request within ${timeoutMs} ms (${requests.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => logChain);
      return closing;
    },
  };
}

function header(req: IncomingMessage, name: string): string {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? "") : (v ?? "");
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    // Logs may be kept as evidence; a real key must never land in them.
    out[k] = k === "authorization" ? "[redacted]" : Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}
