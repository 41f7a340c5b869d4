import { stat } from "node:fs/promises";
import { isAbsolute } from "node:path";
import { patience as envPatience } from "../durable/index.js";
import { ErrorCode, OcwError } from "../error.js";
import { createApi, unwrap, type Api } from "./api.js";
import { EventHub } from "./events.js";
import { ensureServer, type ServerInfo, type ServerOptions } from "./server.js";
import { serverAt } from "./state.js";
import { lastMessage, readSoFar, readStatus } from "./resume.js";
import { WorkerSession, type SessionOptions } from "./session.js";
import type { Turn } from "./turn.js";
import { parseRoute, routeText, type Route } from "./types.js";

/**
 * A client's handle on the warm server: the server's single event hub (shared by every
 * connection to the same server in this process), sessions opened or resumed on it, and the
 * checks that must happen before a prompt — OpenCode answers a prompt for an unknown agent or
 * model with 204 and then silence, so both are looked up first and a miss is an error naming
 * what does exist. The SDK client stays inside: callers get verbs, not the client.
 */

export interface ConnectOptions extends ServerOptions {
  /** Look at the server after this long without an event or heartbeat (default 30 s). */
  readonly heartbeatTimeoutMs?: number;
  /**
   * Connect to the recorded server at this URL (current or retired), never starting or replacing
   * one: a session taken up lives only there. OPENCODE_LOST when it is not usable.
   */
  readonly at?: string;
}

interface SharedHub {
  readonly hub: EventHub;
  refs: number;
}

// One event subscription per server per process, however many connections share it.
const hubs = new Map<string, Promise<SharedHub>>();

export class Connection {
  readonly server: ServerInfo;
  readonly #api: Api;
  readonly #hub: EventHub;
  readonly #shared: SharedHub;
  readonly #hubKey: string;
  readonly #sessions = new Set<WorkerSession>();
  readonly #agents = new Map<string, Promise<{ name: string; mode: string }[]>>();
  readonly #models = new Map<string, Promise<Map<string, string[]>>>();
  #closed = false;

  private constructor(server: ServerInfo, api: Api, shared: SharedHub, hubKey: string) {
    this.server = server;
    this.#api = api;
    this.#hub = shared.hub;
    this.#shared = shared;
    this.#hubKey = hubKey;
  }

  /** Reuse or start the warm server (or take the one at `opts.at`) and subscribe to its events. */
  static async open(opts: ConnectOptions = {}): Promise<Connection> {
    const server = opts.at === undefined ? await ensureServer(opts) : await serverAt(opts.at, opts);
    const patience = opts.patience ?? envPatience(opts.env ?? process.env);
    const api = createApi(server, { patience });
    const key = `${server.url} ${server.pid}`;
    let shared = hubs.get(key);
    // A hub that lost its stream stays lost; a server that is healthy again gets a fresh one.
    if (shared && (await shared.catch(() => undefined))?.hub.lost) {
      hubs.delete(key);
      shared = undefined;
    }
    if (!shared) {
      shared = EventHub.open(api, { heartbeatTimeoutMs: opts.heartbeatTimeoutMs }).then((hub) => ({ hub, refs: 0 }));
      hubs.set(key, shared);
      shared.catch(() => hubs.delete(key));
    }
    const hub = await shared;
    hub.refs++;
    return new Connection(server, api, hub, key);
  }

  /** Why the server was lost, once it was. */
  get lost(): OcwError | undefined {
    return this.#hub.lost;
  }

  /** Check the directory, agent and model, then create a session with its title and permission rules. */
  async openSession(opts: SessionOptions): Promise<WorkerSession> {
    const route = await this.#check(opts);
    const created = await unwrap(
      `creating a session in ${opts.directory}`,
      this.#api.client.session.create({
        directory: opts.directory,
        title: opts.title,
        ...(opts.permission ? { permission: opts.permission.map((r) => ({ ...r })) } : {}),
      }),
      this.#api,
    );
    return this.#follow(created.id, route, opts);
  }

  /**
   * Prompt session `id` again after its run ended (a rework: the next attempt of a task in the
   * same conversation, so the model keeps what it read and tried). The same checks as
   * `openSession`; the session must still be on this server and idle, else NOT_FOUND or USAGE,
   * and the caller opens a new one instead. Its earlier turns stay its history: the turn the
   * caller prompts next counts only its own steps.
   */
  async continueSession(id: string, opts: SessionOptions): Promise<{ session: WorkerSession; after: string | undefined }> {
    const route = await this.#check(opts);
    const found = await this.#api.client.session.get({ sessionID: id, directory: opts.directory });
    if (!found.response?.ok || !found.data) {
      throw new OcwError(ErrorCode.NotFound, `session ${id} is not on the OpenCode server at ${this.server.url} (${found.response ? `HTTP ${found.response.status}` : "no answer"}); open a new session`, { data: { session: id } });
    }
    const status = await readStatus(this.#api, id, opts.directory);
    if (status.type !== "idle") throw new OcwError(ErrorCode.Usage, `session ${id} is still ${status.type}; it cannot be prompted again until its run ends`, { data: { session: id } });
    const after = await lastMessage(this.#api, id, opts.directory);
    return { session: this.#follow(id, route, opts), after };
  }

  /**
   * Take up session `id`, which another process started and prompted (a job's driver that died;
   * with `after`, a rework's run in a session prompted again: only the messages after it):
   * the same checks as `openSession`, then the session follows the run from what the server holds
   * (see `WorkerSession.resume`). `turn` is that run, already settled when it had ended; none
   * when the session was never prompted, which the caller then prompts itself.
   * `opts.title` and `opts.permission` are the session's already and are not sent again.
   */
  async resumeSession(id: string, opts: SessionOptions, after?: string): Promise<{ session: WorkerSession; turn: Turn | undefined }> {
    const route = await this.#check(opts);
    const session = this.#follow(id, route, opts);
    try {
      const turn = await session.resume(() => readSoFar(this.#api, id, opts.directory, after));
      return { session, turn };
    } catch (e) {
      await session.close().catch(() => undefined);
      throw e;
    }
  }

  /**
   * The model OpenCode itself would use in `directory` (the `model` of its config), or undefined
   * when it has none. A server that does not say (an error, a timeout under load) is OPENCODE_API.
   */
  async defaultModel(directory: string): Promise<string | undefined> {
    const r = await this.#api.client.config.get({ directory });
    if (!r.response?.ok) {
      const why = r.response ? `HTTP ${r.response.status}` : r.error instanceof Error ? r.error.message : String(r.error);
      throw new OcwError(ErrorCode.OpencodeApi, `the OpenCode server at ${this.server.url} did not say which model to use (${why}); check \`ocw opencode status\` and dispatch the task again`);
    }
    const model = (r.data as { model?: unknown } | undefined)?.model;
    return typeof model === "string" && model !== "" ? model : undefined;
  }

  /**
   * Drop OpenCode's instance for `directory` (its config, agents, plugins, file watcher): the
   * server boots one per directory it is asked about and never lets one go, so a folder ocw is
   * done with (a pool slot gc removes) is disposed before it goes. The next request there boots a
   * fresh one.
   */
  async disposeDirectory(directory: string): Promise<void> {
    await unwrap(`disposing the OpenCode instance of ${directory}`, this.#api.client.instance.dispose({ directory }), this.#api);
    this.#agents.delete(directory);
    this.#models.delete(directory);
  }

  /** Throw AGENT_UNKNOWN or MODEL_UNKNOWN unless `directory` has a primary `agent` and the `route`. */
  async validate(directory: string, agent: string, route: Route): Promise<void> {
    const agents = await this.#cached(this.#agents, directory, async () => {
      const list = await unwrap(`listing the agents for ${directory}`, this.#api.client.app.agents({ directory }), this.#api);
      return list.map((a) => ({ name: a.name, mode: a.hidden ? "hidden" : a.mode }));
    });
    const found = agents.find((a) => a.name === agent);
    const primaries = agents.filter((a) => a.mode === "primary" || a.mode === "all").map((a) => a.name);
    if (!found) {
      throw new OcwError(ErrorCode.AgentUnknown, `OpenCode has no agent "${agent}" for ${directory} (it would silently run its default agent instead); agents: ${primaries.join(", ")}; run \`ocw selftest\`, which compiles the worker agent for the active target and installs it`, {
        data: { agent, agents: primaries },
      });
    }
    if (found.mode === "subagent" || found.mode === "hidden") {
      throw new OcwError(ErrorCode.AgentUnknown, `agent "${agent}" is ${found.mode === "hidden" ? "one of OpenCode's hidden helpers" : "a subagent"} and cannot run a session (OpenCode would run its default agent instead); give it \`mode: primary\`; primary agents: ${primaries.join(", ")}`, {
        data: { agent, agents: primaries },
      });
    }
    const models = await this.#cached(this.#models, directory, async () => {
      const r = await unwrap(`listing the models for ${directory}`, this.#api.client.config.providers({ directory }), this.#api);
      return new Map(r.providers.map((p) => [p.id, Object.keys(p.models)]));
    });
    const known = models.get(route.providerID);
    if (!known?.includes(route.modelID)) {
      const all = [...models].flatMap(([p, ms]) => ms.map((m) => `${p}/${m}`));
      const why = known ? `provider "${route.providerID}" has no model "${route.modelID}"` : `no provider "${route.providerID}" is configured`;
      throw new OcwError(ErrorCode.ModelUnknown, `cannot use ${routeText(route)} in ${directory}: ${why} (OpenCode would accept the prompt and then do nothing); configured: ${all.join(", ") || "none"}; add it to the provider in our OpenCode config or pick one of those`, {
        data: { route: routeText(route), models: all },
      });
    }
  }

  /** Close every session (rejecting their waiting permissions) and release the event hub. The server keeps running. Safe twice. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await Promise.all([...this.#sessions].map((s) => s.close()));
    } finally {
      if (--this.#shared.refs <= 0) {
        this.#shared.hub.close();
        // Only forget the map entry if it is still ours (a lost hub may have been replaced).
        const current = await hubs.get(this.#hubKey)?.catch(() => undefined);
        if (current === this.#shared) hubs.delete(this.#hubKey);
      }
    }
  }

  // Open connection, live server, a real folder, and an agent and model it has: the route.
  async #check(opts: SessionOptions): Promise<Route> {
    if (this.#closed) throw new OcwError(ErrorCode.Usage, "this connection is closed");
    if (this.#hub.lost) throw this.#hub.lost;
    await checkDirectory(opts.directory);
    const route = parseRoute(opts.model);
    await this.validate(opts.directory, opts.agent, route);
    return route;
  }

  #follow(id: string, route: Route, opts: SessionOptions): WorkerSession {
    const session: WorkerSession = new WorkerSession(id, route, opts, {
      api: this.#api,
      hub: this.#hub,
      validate: (dir, agent, r) => this.validate(dir, agent, r),
      onClose: () => this.#sessions.delete(session),
    });
    this.#sessions.add(session);
    return session;
  }

  async #cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let p = cache.get(key);
    if (!p) {
      p = load();
      cache.set(key, p);
      // A failed lookup (timeout, server hiccup) must not be remembered.
      p.catch(() => cache.delete(key));
    }
    return p;
  }
}

/** `connect(opts)`: reuse or start the warm server, and return a connection to it. */
export function connect(opts: ConnectOptions = {}): Promise<Connection> {
  return Connection.open(opts);
}

async function checkDirectory(dir: string): Promise<void> {
  if (!isAbsolute(dir)) throw new OcwError(ErrorCode.Usage, `the session directory must be an absolute path, got "${dir}"`);
  const s = await stat(dir).catch(() => undefined);
  // OpenCode creates a session in a missing folder and only fails at the first prompt.
  if (!s?.isDirectory()) throw new OcwError(ErrorCode.NotFound, `the session directory ${dir} does not exist or is not a folder; create it or pass another`);
}
