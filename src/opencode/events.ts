import { ErrorCode, OcwError, isOcwError } from "../error.js";
import type { Api } from "./api.js";

/**
 * The one event subscription per server. OpenCode's `/global/event` carries the events of every
 * directory; this hub reads it once and hands each event to the listeners of its session, so
 * any number of sessions share a single stream. It subscribes before anyone prompts (a listener
 * registered later still gets everything from then on), and reports every event to the server's
 * liveness watch. When the 10 s heartbeat stops, the watch looks at the server: one too busy to
 * beat (it uses CPU) is waited for; one that answers health while its stream is silent gets a new
 * stream; one whose process is gone, or that shows no sign of life for the quiet bound, is lost.
 */

/** One OpenCode event, as much as every consumer may rely on; fields are checked where read. */
export interface OcEvent {
  readonly type: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

export type EventListener = (event: OcEvent) => void;
export type LostListener = (error: OcwError) => void;

export interface HubOptions {
  /** Look at the server after this long without any event (default 30 s; the server beats every 10 s). */
  readonly heartbeatTimeoutMs?: number;
}

/** A silent stream gets the server looked at no more often than this. */
const LOOK_EVERY_MS = 5_000;

export class EventHub {
  readonly #api: Api;
  readonly #opts: HubOptions;
  readonly #sessions = new Map<string, Set<EventListener>>();
  readonly #lostListeners = new Set<LostListener>();
  readonly #resyncListeners = new Set<() => void>();
  #abort = new AbortController();
  #lastEventAt = Date.now();
  #lastLookAt = 0;
  #looking = false;
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
  static async open(api: Api, opts: HubOptions = {}): Promise<EventHub> {
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
        this.#api.watch.noteLife();
        const event = payloadOf(raw);
        if (!event) continue;
        if (event.type === "server.connected") connected();
        this.#dispatch(event);
      }
    };
    const ended = (e: unknown): void => {
      const cause = this.#quiet ?? e;
      this.#quiet = undefined;
      this.#ended(cause, failed);
    };
    void pump().then(() => ended(streamError), ended);
    try {
      // Waited for while the server lives and progresses (a busy server connects late).
      await this.#api.watch.guard(
        (signal) =>
          new Promise<void>((resolve, reject) => {
            signal.addEventListener("abort", () => reject(signal.reason), { once: true });
            ready.then(resolve, reject);
          }),
      );
      this.#connected = true;
    } catch (e) {
      // Do not leave a half-open request behind.
      this.#abort.abort();
      throw isOcwError(e) ? new OcwError(e.code, `subscribing to the events of the opencode server: ${e.message}`, { cause: e }) : e;
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
      // Waits while the server is busy; fails once it is gone or hung.
      const verdict = await this.#api.watch.answer().then(
        () => undefined,
        (e: unknown) => e,
      );
      const healthy = verdict === undefined;
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
      const judged = healthy ? "" : `; ${isOcwError(verdict) ? verdict.message : "and it no longer answers"}`;
      const error = new OcwError(
        ErrorCode.OpencodeLost,
        `lost the opencode server at ${this.#api.url}: its event stream broke (${why})${judged}; the run cannot continue — \`ocw opencode status\` shows the server, the next run starts a new one`,
        { cause },
      );
      failedToConnect(error);
      this.#declareLost(error);
    })();
  }

  // No event for the heartbeat bound: look at the server before judging the stream.
  #checkHeartbeat(): void {
    if (this.#closed || this.#lost || this.#looking) return;
    const limit = this.#opts.heartbeatTimeoutMs ?? 30_000;
    const now = Date.now();
    if (now - this.#lastEventAt <= limit || now - this.#lastLookAt < LOOK_EVERY_MS) return;
    this.#looking = true;
    void this.#api.watch.look().then((look) => {
      this.#looking = false;
      this.#lastLookAt = Date.now();
      if (this.#closed || this.#lost) return;
      // Too busy to beat (booting instances on a loaded machine): slow is not broken.
      if (look === "busy") return;
      if (look === "silent" && Date.now() - this.#api.watch.lastLifeAt <= this.#api.watch.patience.quietMs) return;
      // Answering while the stream is silent (a broken stream: reconnect), gone, or hung: cutting
      // the stream routes through #ended, where the watch decides between reconnect and lost.
      this.#lastEventAt = Date.now();
      this.#quiet = new Error(look === "answering" ? `no event or heartbeat for ${Math.round(limit / 1000)} s while the server answers` : look === "gone" ? "its process is gone" : "no sign of life");
      this.#abort.abort();
    });
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
