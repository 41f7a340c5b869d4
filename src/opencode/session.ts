import { ErrorCode, OcwError } from "../error.js";
import { unwrap, type Api } from "./api.js";
import type { EventHub, OcEvent } from "./events.js";
import { permissionAsk, toolPart, type AssistantInfo } from "./messages.js";
import { Permissions } from "./permissions.js";
import { readStatus, readSteps } from "./resume.js";
import { Turn, type TurnSoFar } from "./turn.js";
import {
  ZERO_TOKENS,
  addTokens,
  parseRoute,
  routeText,
  type PermissionAsk,
  type PermissionPolicy,
  type PermissionReply,
  type Route,
  type SessionEvent,
  type SteerReceipt,
  type Tokens,
  type TurnResult,
} from "./types.js";

/**
 * One OpenCode session driven as a worker: prompts with `agent` and `model` on every call (a
 * prompt without them silently runs OpenCode's `build` agent), one turn at a time, steering
 * into the running turn, abort, permission decisions, and per-turn and summed tokens and cost.
 * Events come from the connection's single event hub; this class never opens a stream. A session
 * another process started is taken up with `resume` (see resume.ts) and then driven the same way.
 */

export interface PermissionRule {
  readonly permission: string;
  readonly pattern: string;
  readonly action: "allow" | "ask" | "deny";
}

export interface SessionOptions {
  /** Absolute path of the folder the worker works in. */
  readonly directory: string;
  /** Session title (OpenCode makes an extra model call to invent one when it is missing). */
  readonly title: string;
  /** The primary agent for every prompt. */
  readonly agent: string;
  /** The pinned route, `provider/model`: sent with every prompt and checked on every step. */
  readonly model: string;
  /** Per-session permission rules, applied after the agent's (last match wins). */
  readonly permission?: readonly PermissionRule[];
  /** Decides each permission request; without one, every request waits for `answer`. */
  readonly policy?: PermissionPolicy;
  /** Reply `reject` to a request nobody answered within this time (default 10 min). */
  readonly permissionDeadlineMs?: number;
  /** Abort as MODEL_UNREACHABLE once OpenCode reports a retry attempt above this (default 2). */
  readonly maxRetries?: number;
  /** Abort as MODEL_UNREACHABLE when the model sends nothing for this long (default 5 min). */
  readonly stallMs?: number;
  /** Progress for a ledger or a view. Must not throw. */
  readonly onEvent?: (e: SessionEvent) => void;
}

export interface PromptOptions {
  /** Another agent for this prompt only (validated like the session's). */
  readonly agent?: string;
  /** Another route for this prompt only; steps it serves count as a route mismatch. */
  readonly model?: string;
  /** Extra system text, appended by OpenCode after everything else. */
  readonly system?: string;
}

export interface SessionDeps {
  readonly api: Api;
  readonly hub: EventHub;
  /** Throws AGENT_UNKNOWN / MODEL_UNKNOWN for what `directory` does not have. */
  readonly validate: (directory: string, agent: string, route: Route) => Promise<void>;
  readonly onClose: () => void;
}

export class WorkerSession {
  readonly id: string;
  readonly directory: string;
  readonly route: Route;
  readonly agent: string;
  readonly #deps: SessionDeps;
  readonly #opts: SessionOptions;
  readonly #permissions: Permissions;
  readonly #seenUserIds = new Set<string>();
  /** The description the worker gave each recent tool call (callID → text): a permission request's stated reason. */
  readonly #reasons = new Map<string, string>();
  readonly #results: TurnResult[] = [];
  #turn: Turn | undefined;
  #turnAgent: string;
  #turnRoute: Route;
  #unlisten: () => void;
  #unlost: () => void;
  #unresync: () => void;
  /** Events held back while `resume` reads the session's state, replayed after it. */
  #held: OcEvent[] | undefined;
  #closed = false;

  constructor(id: string, route: Route, opts: SessionOptions, deps: SessionDeps) {
    this.id = id;
    this.directory = opts.directory;
    this.route = route;
    this.agent = opts.agent;
    this.#turnAgent = opts.agent;
    this.#turnRoute = route;
    this.#opts = opts;
    this.#deps = deps;
    this.#permissions = new Permissions(opts.policy, opts.permissionDeadlineMs ?? 600_000, {
      send: async (requestID, reply, message) => {
        await unwrap(`answering permission ${requestID}`, deps.api.client.permission.reply({ requestID, reply, ...(message ? { message } : {}), directory: this.directory }), deps.api);
      },
      emit: (e) => this.#emit(e),
      pendingChanged: (n) => this.#turn?.setPendingPermissions(n),
      record: (r) => this.#turn?.recordPermission(r),
    });
    this.#unlisten = deps.hub.listen(id, (e) => this.#onEvent(e));
    this.#unlost = deps.hub.onLost((error) => {
      this.#permissions.dispose();
      this.#turn?.lost(error);
    });
    this.#unresync = deps.hub.onResync(() => void this.#turn?.resync());
  }

  /** The running turn, if any. */
  get turn(): Turn | undefined {
    return this.#turn && !this.#turn.done ? this.#turn : undefined;
  }

  /** Start a turn. Rejects on bad input or a server that refuses the prompt; model faults end up in the turn's result instead. */
  async prompt(text: string, opts: PromptOptions = {}): Promise<Turn> {
    this.#assertOpen();
    if (this.turn) throw new OcwError(ErrorCode.Usage, `session ${this.id} is already running a turn; steer it with a correction, or abort it first`);
    const agent = opts.agent ?? this.agent;
    const route = opts.model === undefined ? this.route : parseRoute(opts.model);
    if (agent !== this.agent || opts.model !== undefined) await this.#deps.validate(this.directory, agent, route);
    this.#turnAgent = agent;
    this.#turnRoute = route;
    const turn = this.#startTurn(route);
    const lost = this.#deps.hub.lost;
    if (lost) {
      turn.lost(lost);
      throw lost;
    }
    try {
      await this.#send(text, opts.system);
    } catch (e) {
      turn.lost(e instanceof OcwError ? e : new OcwError(ErrorCode.OpencodeApi, String(e)));
      throw e;
    }
    return turn;
  }

  /**
   * Take up the run of a session this object did not prompt (its driver died): hold its events
   * while `read` (resume.ts) takes the server's state, answer the permission requests waiting
   * there as if just asked, then follow the run from that state and replay what was held. The
   * turn returned is already settled when the run had ended.
   */
  async resume(read: () => Promise<{ turn: TurnSoFar; asks: readonly PermissionAsk[] }>): Promise<Turn | undefined> {
    this.#assertOpen();
    if (this.#turn) throw new OcwError(ErrorCode.Usage, `session ${this.id} is already followed`);
    const held: OcEvent[] = [];
    this.#held = held;
    const soFar = await read().catch((e: unknown) => {
      // A failed read follows nothing: what was held is dropped with the session.
      this.#held = undefined;
      throw e;
    });
    if (soFar.turn.userIds.length === 0 && soFar.turn.status.type === "idle") {
      // Created but never prompted (whoever made it died in between): there is no run to take up,
      // and settling an empty one would pass off a worker that never started as one that did nothing.
      this.#held = undefined;
      return undefined;
    }
    const turn = this.#startTurn(this.route, soFar.turn);
    await Promise.all(soFar.asks.map((ask) => this.#asked(ask)));
    turn.takeUp(soFar.turn);
    this.#held = undefined;
    for (const e of held) this.#onEvent(e);
    // Lost while reading: the turn settles with what it has, as a prompted one would.
    const lost = this.#deps.hub.lost;
    if (lost) turn.lost(lost);
    return turn;
  }

  /** Send a correction into the running turn; `delivery` says whether a model request carried it. */
  async steer(text: string): Promise<SteerReceipt> {
    this.#assertOpen();
    const turn = this.turn;
    if (!turn) {
      const now = Date.now();
      return { text, sentAt: now, delivery: Promise.resolve({ status: "not_delivered", reason: "no turn is running; send it as a prompt instead" }) };
    }
    // Registered before sending: the user message can be announced before the HTTP call returns.
    const { receipt, cancel } = turn.expectSteer(text);
    try {
      await this.#send(text, undefined);
    } catch (e) {
      cancel(`sending failed: ${e instanceof Error ? e.message : String(e)}`);
      throw e;
    }
    return receipt;
  }

  /** Abort the running turn (its result says `aborted`) and reject its waiting permission requests. */
  async abort(): Promise<void> {
    this.#assertOpen();
    const turn = this.turn;
    if (turn) await turn.abort();
    else await this.#abortServer();
  }

  /** Permission requests waiting for the orchestrator. */
  pending(): PermissionAsk[] {
    return this.#permissions.pending();
  }

  /** Answer a waiting permission request. */
  answer(requestID: string, reply: PermissionReply, message?: string): Promise<void> {
    this.#assertOpen();
    return this.#permissions.answer(requestID, reply, message);
  }

  /** Tokens and cost summed over every finished turn. */
  totals(): { turns: number; tokens: Tokens; cost: number } {
    return {
      turns: this.#results.length,
      tokens: this.#results.reduce((t, r) => addTokens(t, r.tokens), ZERO_TOKENS),
      cost: this.#results.reduce((c, r) => c + r.cost, 0),
    };
  }

  /** Stop following the session: waiting permissions are rejected, a running turn settles as failed. Safe twice. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#permissions.rejectAll("abort", "The orchestrator disconnected: permission denied.");
    } finally {
      this.#permissions.dispose();
      this.#turn?.lost(new OcwError(ErrorCode.OpencodeLost, `session ${this.id} was closed before its turn ended`));
      this.#unlisten();
      this.#unlost();
      this.#unresync();
      this.#deps.onClose();
    }
  }

  #startTurn(route: Route, soFar?: TurnSoFar): Turn {
    const turn = new Turn(
      {
        route: routeText(route),
        pinned: routeText(this.route),
        maxRetries: this.#opts.maxRetries ?? 2,
        stallMs: this.#opts.stallMs ?? 300_000,
        abortGraceMs: 10_000,
        emit: (e) => this.#emit(e),
        abortServer: () => this.#abortServer(),
        fetchSteps: () => this.#fetchSteps(),
        fetchBusy: () => this.#fetchBusy(),
      },
      this.#seenUserIds,
      soFar,
    );
    this.#turn = turn;
    void turn.result.then((r) => this.#results.push(r));
    return turn;
  }

  async #send(text: string, system: string | undefined): Promise<void> {
    await unwrap(
      `prompting session ${this.id}`,
      this.#deps.api.client.session.promptAsync({
        sessionID: this.id,
        directory: this.directory,
        agent: this.#turnAgent,
        model: this.#turnRoute,
        ...(system ? { system } : {}),
        parts: [{ type: "text", text }],
      }),
      this.#deps.api,
    );
  }

  async #abortServer(): Promise<void> {
    try {
      await unwrap(`aborting session ${this.id}`, this.#deps.api.client.session.abort({ sessionID: this.id, directory: this.directory }), this.#deps.api);
    } finally {
      // An aborted session keeps its permission requests listed; only a reply clears them.
      await this.#permissions.rejectAll("abort", "The turn was aborted.");
    }
  }

  #fetchSteps(): Promise<{ info: AssistantInfo; text: string }[]> {
    return readSteps(this.#deps.api, this.id, this.directory);
  }

  async #fetchBusy(): Promise<boolean | undefined> {
    const status = await readStatus(this.#deps.api, this.id, this.directory).catch(() => undefined);
    return status && status.type === "busy";
  }

  #onEvent(e: OcEvent): void {
    if (this.#held) {
      this.#held.push(e);
      return;
    }
    if (e.type === "permission.asked") {
      const ask = permissionAsk(e.properties);
      if (ask) void this.#asked(ask);
      return;
    }
    if (e.type === "message.part.updated") {
      const tool = toolPart(e.properties.part);
      if (tool?.description && tool.callID) {
        this.#reasons.set(tool.callID, tool.description);
        // Only the last few calls can still be waiting for an answer.
        if (this.#reasons.size > 64) this.#reasons.delete(this.#reasons.keys().next().value!);
      }
    }
    if (e.type === "permission.replied") {
      const id = e.properties.requestID;
      const reply = e.properties.reply;
      if (typeof id === "string" && (reply === "once" || reply === "always" || reply === "reject")) this.#permissions.replied(id, reply);
      return;
    }
    if (e.type === "message.updated") {
      const info = e.properties.info as { role?: unknown; id?: unknown } | undefined;
      // User messages seen outside a turn must not be taken for a later turn's prompt.
      if (!this.turn && info?.role === "user" && typeof info.id === "string") this.#seenUserIds.add(info.id);
    }
    this.#turn?.feed(e);
  }

  // To the policy (or the orchestrator), with the worker's reason; never throws.
  #asked(ask: PermissionAsk): Promise<void> {
    return this.#withReason(ask)
      .then((a) => this.#permissions.asked(a))
      .catch(() => undefined);
  }

  /**
   * The ask with the worker's stated reason (the description it gave the tool call). OpenCode
   * can announce the request before the tool part that carries the description, so when none
   * was seen yet the message is read once. That read is bounded like every request to our own
   * server, by its liveness: on a busy machine the ask waits for its reason rather than losing it,
   * and a lost or hung server ends the read (the ask then goes on without one).
   */
  async #withReason(ask: PermissionAsk): Promise<PermissionAsk> {
    if (!ask.tool) return ask;
    const callID = ask.tool.callID;
    const known = this.#reasons.get(callID);
    if (known) return { ...ask, reason: known };
    const parts = await this.#deps.api.client.session
      .message({ sessionID: this.id, messageID: ask.tool.messageID, directory: this.directory })
      .then((r) => r.data?.parts ?? [])
      .catch(() => []);
    const reason = parts.map((p) => toolPart(p)).find((p) => p?.callID === callID)?.description ?? this.#reasons.get(callID);
    return reason ? { ...ask, reason } : ask;
  }

  #emit(e: SessionEvent): void {
    try {
      this.#opts.onEvent?.(e);
    } catch {
      // The caller's view must not break the driver.
    }
  }

  #assertOpen(): void {
    if (this.#closed) throw new OcwError(ErrorCode.Usage, `session ${this.id} is closed`);
  }
}
