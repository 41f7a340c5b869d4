import { QUIET_ENV, WAIT_ENV, boundText, type Patience } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { cpuTicks, processGone } from "./process.js";

/**
 * Waiting on our own `opencode serve` by liveness, not by a stopwatch. On a machine whose cores
 * a local model keeps busy, OpenCode can take many seconds to answer (every new directory boots
 * an instance on its one event loop, and those boots queue behind each other), so a request to
 * the server waits as long as the server shows a sign of life: its process exists, and it
 * answers health, or sends events (the hub reports them), or uses CPU. A server whose process
 * is gone fails the wait at the next look (seconds); one that shows no sign of life for the
 * quiet bound (OCW_LOCAL_QUIET_S) is declared lost; a live one that never answers ends the wait
 * at the outer bound (OCW_LOCAL_WAIT_S). Either way the error names the bound and its knob.
 *
 * One watch per server per process (`ServerWatch.for`), shared by every request and by the
 * event hub. It looks at the server only while a request has been waiting for a while, so a
 * fast call costs nothing extra.
 */

export interface WatchedServer {
  readonly url: string;
  readonly password: string;
  readonly pid: number;
}

/** What one look found: it answers health; it does not, but uses CPU; neither; its process is gone. */
export type Look = "answering" | "busy" | "silent" | "gone";

/**
 * A request waiting this long gets the server looked at, and then again at this interval (a
 * quarter of the quiet bound at most, so looks keep up with it). A look asks health for at most
 * this long too; a server too busy to answer is then judged by its CPU use.
 */
const LOOK_EVERY_MS = 5_000;

interface Waiter {
  readonly started: number;
  readonly abort: (reason: OcwError) => void;
}

const watches = new Map<string, ServerWatch>();

/** The verdict alone ("is gone", "gave no sign of life for …"), without the server's address or a fix. */
export function verdictOf(e: Error): string {
  const why = (e as { data?: { why?: unknown } }).data?.why;
  return typeof why === "string" ? why : e.message;
}

export class ServerWatch {
  readonly server: WatchedServer;
  readonly patience: Patience;
  readonly #waiters = new Set<Waiter>();
  #lastLife = Date.now();
  #lastLook = 0;
  #lastVerdict: Look | undefined;
  #looking: Promise<Look> | undefined;
  #ticker: NodeJS.Timeout | undefined;

  readonly #step: number;

  private constructor(server: WatchedServer, patience: Patience) {
    this.server = server;
    this.patience = patience;
    this.#step = Math.max(50, Math.min(LOOK_EVERY_MS, Math.floor(patience.quietMs / 4)));
  }

  /** The watch of `server` in this process (one per server and patience). */
  static for(server: WatchedServer, patience: Patience): ServerWatch {
    const key = `${server.url} ${server.pid} ${patience.waitMs} ${patience.quietMs}`;
    let w = watches.get(key);
    if (!w) watches.set(key, (w = new ServerWatch(server, patience)));
    return w;
  }

  /** Something came from the server (an event, a heartbeat, an answer). */
  noteLife(): void {
    this.#lastLife = Date.now();
  }

  /** When the server last showed a sign of life. */
  get lastLifeAt(): number {
    return this.#lastLife;
  }

  /** Look at the server once: process, health (briefly), CPU. Concurrent callers share one look. */
  look(): Promise<Look> {
    this.#looking ??= this.#look().then(
      (look) => {
        this.#looking = undefined;
        this.#lastLook = Date.now();
        this.#lastVerdict = look;
        return look;
      },
      (e: unknown) => {
        this.#looking = undefined;
        this.#lastLook = Date.now();
        throw e;
      },
    );
    return this.#looking;
  }

  /**
   * Run `fn` with a signal that is aborted — with the error as its reason — when the server's
   * process is gone or it stays quiet past the quiet bound (OPENCODE_LOST), or when `fn` has
   * waited past the outer bound (TIMEOUT).
   */
  async guard<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const waiter: Waiter = { started: Date.now(), abort: (reason) => controller.abort(reason) };
    this.#waiters.add(waiter);
    this.#ticker ??= setInterval(() => this.#tick(), Math.min(1_000, this.#step));
    this.#ticker.unref();
    try {
      return await fn(controller.signal);
    } finally {
      this.#waiters.delete(waiter);
      if (this.#waiters.size === 0) {
        clearInterval(this.#ticker);
        this.#ticker = undefined;
      }
    }
  }

  /** Wait until the server answers health (as long as it lives and progresses); its version. */
  answer(): Promise<{ version: string }> {
    return this.guard(async (signal) => {
      for (;;) {
        try {
          const health = await checkHealth(this.server.url, this.server.password, LOOK_EVERY_MS, signal);
          this.noteLife();
          return health;
        } catch (e) {
          if (signal.aborted) throw signal.reason;
          // A wrong password is no matter of patience: another server holds the port.
          if (e instanceof HealthError && e.final) throw new OcwError(ErrorCode.OpencodeLost, `the opencode server at ${this.server.url} ${e.message}`, { cause: e, data: { why: e.message } });
          // Refused or reset: a dead process is told at once, not at the next look.
          if (!(e instanceof HealthError) && (await processGone(this.server.pid))) throw this.goneError();
        }
        await sleep(Math.min(250, this.#step), signal);
      }
    });
  }

  /** The error for a server whose process is gone. */
  goneError(): OcwError {
    return this.#error(ErrorCode.OpencodeLost, `(pid ${this.server.pid}) is gone`, "`ocw opencode status` shows it, the next run starts a new one");
  }

  /** The error for a server alive but showing no sign of life for the quiet bound. */
  quietError(): OcwError {
    return this.#error(
      ErrorCode.OpencodeLost,
      `(pid ${this.server.pid}) gave no sign of life for ${boundText(this.patience.quietMs, QUIET_ENV)}: no answer to health, no event, no CPU used`,
      "it looks hung — stop it with `ocw opencode stop` (the next run starts a new one)",
    );
  }

  #timeoutError(waitedMs: number): OcwError {
    return this.#error(ErrorCode.Timeout, `is alive and working but did not answer within ${boundText(this.patience.waitMs, WAIT_ENV)}`, `the machine may be overloaded — raise ${WAIT_ENV}, or see \`ocw opencode status\``, { waitedMs });
  }

  // `data.why` is the verdict alone, for callers that word the rest themselves.
  #error(code: ErrorCode, why: string, fix: string, data: Record<string, unknown> = {}): OcwError {
    return new OcwError(code, `the opencode server at ${this.server.url} ${why}; ${fix}`, { data: { ...data, why } });
  }

  #tick(): void {
    const now = Date.now();
    for (const w of [...this.#waiters]) {
      if (now - w.started > this.patience.waitMs) {
        this.#waiters.delete(w);
        w.abort(this.#timeoutError(now - w.started));
        continue;
      }
      // Quiet since the later of its own start and the server's last sign of life, and the
      // latest look saw nothing either: a verdict backed by a look, not by a missing one.
      if (this.#lastVerdict === "silent" && now - Math.max(w.started, this.#lastLife) > this.patience.quietMs) {
        this.#waiters.delete(w);
        w.abort(this.quietError());
      }
    }
    const oldest = Math.min(...[...this.#waiters].map((w) => w.started));
    if (this.#looking || now - oldest < this.#step || now - this.#lastLook < this.#step) return;
    void this.look().then((look) => {
      if (look !== "gone") return;
      const error = this.goneError();
      for (const w of [...this.#waiters]) w.abort(error);
      this.#waiters.clear();
    });
  }

  async #look(): Promise<Look> {
    const { pid, url, password } = this.server;
    if (await processGone(pid)) return "gone";
    const before = await cpuTicks(pid);
    const started = Date.now();
    // Long enough for a loaded machine to answer, short enough to look again before the quiet bound.
    const answered = await checkHealth(url, password, Math.min(LOOK_EVERY_MS, Math.max(250, this.patience.quietMs / 2))).then(
      () => true,
      () => false,
    );
    if (answered) {
      this.noteLife();
      return "answering";
    }
    if (await processGone(pid)) return "gone";
    // Give a refused or failed question some CPU time to compare (a second, at most a step).
    const left = Math.min(1_000, this.#step) - (Date.now() - started);
    if (left > 0) await sleep(left);
    const after = await cpuTicks(pid);
    if (before !== undefined && after !== undefined && after > before) {
      this.noteLife();
      return "busy";
    }
    return "silent";
  }
}

/** Why a health question failed; `final` when waiting cannot help (a password mismatch). */
export class HealthError extends Error {
  override readonly name = "HealthError";
  readonly final: boolean;
  constructor(message: string, final = false) {
    super(message);
    this.final = final;
  }
}

/** `GET /global/health` with auth, bounded by `timeoutMs` (and `signal`); throws unless the server says it is healthy. */
export async function checkHealth(url: string, password: string, timeoutMs: number, signal?: AbortSignal): Promise<{ version: string }> {
  const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
  const res = await fetch(new URL("/global/health", url), { headers: { authorization: basicAuth(password) }, signal: AbortSignal.any(signals) });
  if (!res.ok) {
    const wrongPassword = res.status === 401;
    throw new HealthError(`answered health with HTTP ${res.status}${wrongPassword ? " (the password does not match: another server holds this port)" : ""}`, wrongPassword);
  }
  const body = (await res.json()) as { healthy?: unknown; version?: unknown };
  if (body.healthy !== true || typeof body.version !== "string") throw new HealthError(`answered health unexpectedly: ${JSON.stringify(body).slice(0, 200)}`);
  return { version: body.version };
}

/** `Basic base64(opencode:<password>)`, the server's auth scheme. */
export function basicAuth(password: string): string {
  return `Basic ${Buffer.from(`opencode:${password}`).toString("base64")}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
