import { ErrorCode, OcwError } from "../error.js";
import type { Api } from "./api.js";
import { checkHealth } from "./serve.js";

/**
 * The one event subscription per server. OpenCode's `/global/event` carries the events of every
 * directory; this hub reads it once and hands each event to the listeners of its session, so
 * any number of sessions share a single stream. It subscribes before anyone prompts (a listener
 * registered later still gets everything from then on), watches the 10 s server heartbeat, and
 * declares the server lost when the stream ends or goes quiet and the server no longer answers.
 */

/** One OpenCode event, as much as every consumer may rely on; fields are checked where read. */
export interface OcEvent {
  readonly type: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

export type EventListener = (event: OcEvent) => void;
export type LostListener = (error: OcwError) => void;

export interface HubOptions {
  /** Consider the stream dead after this long without any event (default 30 s; the server beats every 10 s). */
  readonly heartbeatTimeoutMs?: number;
  /** Bound on subscribing until `server.connected` (default 10 s). */
  readonly connectTimeoutMs?: number;
  /** The server's password, to ask its health when the stream breaks. */
  readonly password: string;
}

export class EventHub {
  readonly #api: Api;
  readonly #opts: HubOptions;
  readonly #sessions = new Map<string, Set<EventListener>>();
  readonly #lostListeners = new Set<LostListener>();
  readonly #resyncListeners = new Set<() => void>();
  #abort = new AbortController();
  #lastEventAt = Date.now();
  #watchdog: NodeJS.Timeout | undefined;
  #closed = false;
  #lost: OcwError | undefined;
  #reconnects = 0;
  /** Set when we cut the stream ourselves for going quiet. */
  #quiet: Error | undefined;
  /** Whether a subscription ever reached `server.connected`: before that, a failure is final. */
  #connected = false;

  private constructor(api: Api, opts: HubOptions) {
    this.#api = api;
    this.#opts = opts;
  }

  /** Subscribe and wait for `server.connected`. */
  static async open(api: Api, opts: HubOptions): Promise<EventHub> {
    const hub = new EventHub(api, opts);
    await hub.#subscribe();
    hub.#watchdog = setInterval(() => hub.#checkHeartbeat(), 1_000);
    hub.#watchdog.unref();
    return hub;
  }

  /** Why the server was declared lost, once it was. */
  get lost(): OcwError | undefined {
    return this.#lost;
  }

  /** Receive every event of `sessionID`; returns the unsubscribe function. */
  listen(sessionID: string, listener: EventListener): () => void {
    let set = this.#sessions.get(sessionID);
    if (!set) this.#sessions.set(sessionID, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#sessions.delete(sessionID);
    };
  }

  /** Be told once when the server is lost (immediately, if it already is). */
  onLost(listener: LostListener): () => void {
    if (this.#lost) {
      listener(this.#lost);
      return () => undefined;
    }
    this.#lostListeners.add(listener);
    return () => this.#lostListeners.delete(listener);
  }

  /** Be told after the stream was re-established: events may have been missed, so re-read state. */
  onResync(listener: () => void): () => void {
    this.#resyncListeners.add(listener);
    return () => this.#resyncListeners.delete(listener);
  }

  /** Stop reading. Safe to call twice. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#watchdog);
    this.#abort.abort();
    this.#sessions.clear();
    this.#lostListeners.clear();
    this.#resyncListeners.clear();
  }

  async #subscribe(): Promise<void> {
    this.#abort = new AbortController();
    let connected!: () => void;
    let failed!: (e: unknown) => void;
    const ready = new Promise<void>((resolve, reject) => {
      connected = resolve;
      failed = reject;
    });
    let streamError: unknown;
    const sub = await this.#api.stream.global.event({
      signal: this.#abort.signal,
      // One attempt: a broken stream is judged here (health, then one reconnect), not retried blindly.
      sseMaxRetryAttempts: 1,
      onSseError: (e: unknown) => {
        streamError = e;
      },
    });
    this.#lastEventAt = Date.now();
    const pump = async (): Promise<void> => {
      for await (const raw of sub.stream) {
        this.#lastEventAt = Date.now();
        const event = payloadOf(raw);
        if (!event) continue;
        if (event.type === "server.connected") connected();
        this.#dispatch(event);
      }
    };
    const timeoutMs = this.#opts.connectTimeoutMs ?? 10_000;
    const timer = setTimeout(() => failed(new OcwError(ErrorCode.OpencodeLost, `the opencode server at ${this.#api.url} accepted no event subscription within ${timeoutMs} ms; check \`ocw opencode status\``)), timeoutMs);
    const ended = (e: unknown): void => {
      const cause = this.#quiet ?? e;
      this.#quiet = undefined;
      this.#ended(cause, failed);
    };
    void pump().then(() => ended(streamError), ended);
    try {
      await ready;
      this.#connected = true;
    } catch (e) {
      // Do not leave a half-open request behind.
      this.#abort.abort();
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }

  #dispatch(event: OcEvent): void {
    const sessionID = event.properties.sessionID;
    if (typeof sessionID !== "string") return;
    for (const l of [...(this.#sessions.get(sessionID) ?? [])]) {
      try {
        l(event);
      } catch {
        // A listener's bug must not stop the stream every other session depends on.
      }
    }
  }

  // The stream ended: closed by us, a transient break (server still healthy: reconnect once
  // per minute at most), or the server is gone.
  #ended(cause: unknown, failedToConnect: (e: unknown) => void): void {
    if (this.#closed || this.#lost) return;
    void (async () => {
      const healthy = await checkHealth(this.#api.url, this.#opts.password, 5_000).then(
        () => true,
        () => false,
      );
      if (this.#closed || this.#lost) return;
      if (healthy && this.#connected && this.#reconnects < 3) {
        this.#reconnects++;
        try {
          await this.#subscribe();
          for (const l of [...this.#resyncListeners]) l();
          return;
        } catch (e) {
          cause = e;
        }
      }
      const why = cause instanceof Error ? cause.message : "the stream ended";
      const error = new OcwError(
        ErrorCode.OpencodeLost,
        `lost the opencode server at ${this.#api.url}: its event stream broke (${why})${healthy ? "" : " and it no longer answers"}; the run cannot continue — \`ocw opencode status\` shows the server, the next run starts a new one`,
        { cause },
      );
      failedToConnect(error);
      this.#declareLost(error);
    })();
  }

  #checkHeartbeat(): void {
    if (this.#closed || this.#lost) return;
    const limit = this.#opts.heartbeatTimeoutMs ?? 30_000;
    if (Date.now() - this.#lastEventAt <= limit) return;
    this.#lastEventAt = Date.now();
    // Cutting the stream routes through #ended: health decides between reconnect and lost.
    this.#quiet = new Error(`no event or heartbeat for ${limit} ms`);
    this.#abort.abort();
  }

  #declareLost(error: OcwError): void {
    if (this.#lost) return;
    this.#lost = error;
    clearInterval(this.#watchdog);
    this.#abort.abort();
    for (const l of [...this.#lostListeners]) l(error);
    this.#lostListeners.clear();
  }
}

// `/global/event` wraps each event as {directory, payload}; keep only well-formed payloads.
function payloadOf(raw: unknown): OcEvent | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const payload = (raw as { payload?: unknown }).payload;
  if (typeof payload !== "object" || payload === null) return undefined;
  const type = (payload as { type?: unknown }).type;
  if (typeof type !== "string") return undefined;
  const props = (payload as { properties?: unknown }).properties;
  return { type, properties: typeof props === "object" && props !== null ? (props as Record<string, unknown>) : {} };
}
