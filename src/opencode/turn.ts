import { ErrorCode, OcwError } from "../error.js";
import type { NamedError } from "./api.js";
import type { OcEvent } from "./events.js";
import { assistantInfo, messageRole, partDelta, rateLimited, sessionStatus, streamedPartKind, textPart, tierExhausted, toolPart, turnError, type AssistantInfo } from "./messages.js";
import { collectSteps, summarize } from "./steps.js";
import type { PermissionRecord, SessionEvent, SteerOutcome, SteerReceipt, TurnPhase, TurnResult } from "./types.js";

/**
 * One turn of a session as a state machine fed by that session's events:
 * starting → busy ⇄ retry / needs_permission → done. `session.error` is authoritative for how
 * it failed; `idle` ends it (and may come twice after an abort, so only the first counts, and
 * only once the turn has been seen busy — a late idle of the previous turn is ignored).
 * Three bounds keep it from hanging: retries beyond the policy abort it as MODEL_UNREACHABLE,
 * a model that stays silent (no event, no tool running, no permission pending) for `stallMs`
 * does too, and an abort that gets no idle within `abortGraceMs` is settled anyway.
 *
 * A turn another process started (its driver died) is taken up from what the session already
 * has (`TurnSoFar`): every step and user message so far counts as this turn's, and from there
 * the same events drive the same machine.
 */

export interface TurnContext {
  /** The route this prompt asked for (named in error messages). */
  readonly route: string;
  /** The session's pinned route: a step served by anything else is a route mismatch. */
  readonly pinned: string;
  readonly maxRetries: number;
  readonly stallMs: number;
  readonly abortGraceMs: number;
  readonly emit: (e: SessionEvent) => void;
  /** Ask the server to abort the session's run. */
  readonly abortServer: () => Promise<void>;
  /** The session's messages from the server (fresher than events), or undefined if it cannot answer. */
  readonly fetchSteps: () => Promise<{ info: AssistantInfo; text: string }[] | undefined>;
  /** Is the session still running on the server? (after a stream resync) */
  readonly fetchBusy: () => Promise<boolean | undefined>;
}

/** What the server holds of a turn that was already running when we attached to it (see resume.ts). */
export interface TurnSoFar {
  /** The session's state on the server: running, retrying a model call, or idle (the turn is over). */
  readonly status: { readonly type: "busy" | "idle" } | { readonly type: "retry"; readonly attempt: number; readonly message: string; readonly next?: number };
  /** Every user message of the session: the prompt and any steers sent so far. */
  readonly userIds: readonly string[];
  /** Every step so far, in order, with its text parts. */
  readonly steps: readonly { readonly info: AssistantInfo; readonly texts: readonly { readonly id: string; readonly text: string }[] }[];
  /** Tool parts still pending or running: their silence is not the model's. */
  readonly runningTools: readonly string[];
}

interface Pending {
  readonly kind: "prompt" | "steer";
  readonly steer?: SteerState;
}

interface SteerState {
  readonly text: string;
  readonly sentAt: number;
  messageID?: string;
  outcome?: SteerOutcome;
  settle: (o: SteerOutcome) => void;
}

export class Turn {
  readonly result: Promise<TurnResult>;
  readonly startedAt = Date.now();
  #phase: TurnPhase = "starting";
  readonly #ctx: TurnContext;
  #resolve!: (r: TurnResult) => void;
  readonly #expected: Pending[] = [];
  readonly #userIds = new Set<string>();
  readonly #seenUserIds: Set<string>;
  readonly #steps = new Map<string, AssistantInfo>();
  readonly #texts = new Map<string, Map<string, string>>();
  /** Text and reasoning parts as they stream (deltas appended), for the stream events. */
  readonly #streams = new Map<string, { messageID: string; kind: "text" | "reasoning"; text: string; pieces: number }>();
  readonly #steers: SteerState[] = [];
  readonly #runningTools = new Set<string>();
  readonly #permissions: PermissionRecord[] = [];
  #pendingPermissions = 0;
  #retries = 0;
  #sessionError: NamedError | undefined;
  #failure: OcwError | undefined;
  #abortRequested = false;
  #lastActivity = Date.now();
  #timer: NodeJS.Timeout;
  #abortTimer: NodeJS.Timeout | undefined;
  #finishing = false;

  /**
   * `seenUserIds`: the session's user messages so far, so an old one re-announced is not taken
   * for ours. `soFar`: a turn already running, taken up (then `takeUp` starts it) rather than
   * one whose prompt is about to be sent.
   */
  constructor(ctx: TurnContext, seenUserIds: Set<string>, soFar?: TurnSoFar) {
    this.#ctx = ctx;
    this.#seenUserIds = seenUserIds;
    this.result = new Promise((resolve) => (this.#resolve = resolve));
    if (soFar) this.#seed(soFar);
    else this.#expected.push({ kind: "prompt" });
    this.#timer = setInterval(() => this.#checkStall(), 250);
    this.#timer.unref();
  }

  get phase(): TurnPhase {
    return this.#phase;
  }

  get done(): boolean {
    return this.#phase === "done";
  }

  /**
   * Start a taken-up turn from the server's state: running, retrying (judged by the retry bound
   * at once), or already over (settled from what the server holds, its last step's error included).
   */
  takeUp(soFar: TurnSoFar): void {
    const s = soFar.status;
    if (s.type === "busy") return this.#setPhase(this.#pendingPermissions > 0 ? "needs_permission" : "busy");
    if (s.type === "retry") return this.#onRetry(s.attempt, s.message, s.next);
    this.#sessionError ??= soFar.steps.at(-1)?.info.error;
    // What was just read is what there is: no second read.
    void this.#finish(false);
  }

  /** Register a steer about to be sent; its user message will be the next new one. */
  expectSteer(text: string): { receipt: SteerReceipt; cancel: (why: string) => void } {
    let settle!: (o: SteerOutcome) => void;
    const delivery = new Promise<SteerOutcome>((resolve) => (settle = resolve));
    const steer: SteerState = {
      text,
      sentAt: Date.now(),
      settle: (o) => {
        if (steer.outcome) return;
        steer.outcome = o;
        settle(o);
      },
    };
    const pending: Pending = { kind: "steer", steer };
    this.#steers.push(steer);
    this.#expected.push(pending);
    return {
      receipt: { text, sentAt: steer.sentAt, delivery },
      cancel: (why) => {
        const i = this.#expected.indexOf(pending);
        if (i >= 0) this.#expected.splice(i, 1);
        steer.settle({ status: "not_delivered", reason: why });
      },
    };
  }

  /** A permission request of this turn was answered. */
  recordPermission(r: PermissionRecord): void {
    this.#permissions.push(r);
  }

  /** The number of permission requests waiting for an answer (set by the session). */
  setPendingPermissions(n: number): void {
    this.#pendingPermissions = n;
    this.#touch();
    if (this.done) return;
    if (n > 0) this.#setPhase("needs_permission");
    else if (this.#phase === "needs_permission") this.#setPhase("busy");
  }

  /** One event of this session. */
  feed(e: OcEvent): void {
    if (this.done) return;
    this.#touch();
    const p = e.properties;
    switch (e.type) {
      case "session.status": {
        const s = sessionStatus(p);
        if (s?.type === "busy") {
          if (this.#phase === "starting" || this.#phase === "retry") this.#setPhase(this.#pendingPermissions > 0 ? "needs_permission" : "busy");
        } else if (s?.type === "retry") this.#onRetry(s.attempt, s.message, s.next);
        else if (s?.type === "idle") this.#onIdle();
        return;
      }
      case "session.idle":
        return this.#onIdle();
      case "session.error": {
        const err = typeof p.error === "object" && p.error !== null ? (p.error as NamedError) : undefined;
        if (!err || typeof err.name !== "string") return;
        // A starting turn can receive the abort error of the turn before it: not ours.
        if (this.#phase === "starting" && err.name === "MessageAbortedError") return;
        this.#sessionError ??= err;
        return;
      }
      case "message.updated":
        return this.#onMessage(p.info);
      case "message.part.updated":
        return this.#onPart(p.part);
      case "message.part.delta":
        return this.#onDelta(p);
      default:
        return;
    }
  }

  /** Abort on the caller's request. */
  async abort(): Promise<void> {
    if (this.done) return;
    this.#abortRequested = true;
    await this.#abortNow();
  }

  /** End the turn as failed with `error` (and abort it on the server). */
  fail(error: OcwError): void {
    if (this.done || this.#failure) return;
    this.#failure = error;
    void this.#abortNow();
  }

  /** The server is gone: settle at once with what the events told us. */
  lost(error: OcwError): void {
    if (this.done) return;
    this.#failure ??= error;
    void this.#finish(false);
  }

  /** The event stream was re-established; idle may have been missed. */
  async resync(): Promise<void> {
    if (this.done || this.#phase === "starting") return;
    if ((await this.#ctx.fetchBusy()) === false) await this.#finish(true);
  }

  async #abortNow(): Promise<void> {
    clearTimeout(this.#abortTimer);
    this.#abortTimer = setTimeout(() => void this.#finish(true), this.#ctx.abortGraceMs);
    this.#abortTimer.unref();
    await this.#ctx.abortServer().catch(() => undefined);
  }

  #onRetry(attempt: number, message: string, next?: number): void {
    this.#retries = Math.max(this.#retries, attempt);
    this.#setPhase("retry");
    this.#ctx.emit({ type: "retry", attempt, message });
    // A rate limit or a spent allowance does not pass by retrying now (OpenCode would wait out the
    // provider's retry-after, an hour or more), and nothing may move the job to another tier.
    if (rateLimited(message)) {
      this.fail(tierExhausted(this.#ctx.route, message, next));
      return;
    }
    if (attempt > this.#ctx.maxRetries) {
      this.fail(
        new OcwError(
          ErrorCode.ModelUnreachable,
          `the model ${this.#ctx.route} failed ${attempt} time${attempt === 1 ? "" : "s"} in a row (OpenCode would keep retrying for ~80 s): ${message}; check that the model server is up and reachable at the provider's baseURL`,
          { data: { providerMessage: message, attempts: attempt } },
        ),
      );
    }
  }

  #onIdle(): void {
    if (this.#phase === "starting" && !this.#abortRequested && !this.#failure) return;
    void this.#finish(true);
  }

  #onMessage(info: unknown): void {
    const m = messageRole(info);
    if (!m) return;
    if (m.role === "user") {
      if (this.#seenUserIds.has(m.id)) return;
      this.#seenUserIds.add(m.id);
      const next = this.#expected.shift();
      if (!next) return; // Someone else prompted this session.
      this.#userIds.add(m.id);
      if (next.steer) next.steer.messageID = m.id;
      return;
    }
    const a = assistantInfo(info);
    if (!a) return;
    const isNew = !this.#steps.has(a.id);
    this.#steps.set(a.id, a);
    if (isNew) this.#ctx.emit({ type: "step", messageID: a.id, count: this.#steps.size });
    const steer = this.#steers.find((s) => s.messageID !== undefined && s.messageID === a.parentID);
    if (steer && !steer.outcome) {
      steer.settle({ status: "delivered", at: Date.now(), messageID: steer.messageID!, replyID: a.id });
      this.#ctx.emit({ type: "steer.delivered", messageID: steer.messageID! });
    }
  }

  #onDelta(props: Readonly<Record<string, unknown>>): void {
    const d = partDelta(props);
    const stream = d && this.#streams.get(d.partID);
    if (!d || !stream) return;
    stream.text += d.delta;
    stream.pieces++;
    this.#ctx.emit({ type: "stream", messageID: stream.messageID, partID: d.partID, kind: stream.kind, text: stream.text, pieces: stream.pieces });
  }

  #onPart(part: unknown): void {
    const streamed = streamedPartKind(part);
    if (streamed) {
      const known = this.#streams.get(streamed.id);
      // The part's own text is whole: it replaces what the deltas built (the final update carries all of it).
      if (!known) this.#streams.set(streamed.id, { messageID: streamed.messageID, kind: streamed.kind, text: streamed.text, pieces: streamed.text ? 1 : 0 });
      else if (streamed.text.length >= known.text.length) known.text = streamed.text;
    }
    const t = textPart(part);
    if (t) {
      let texts = this.#texts.get(t.messageID);
      if (!texts) this.#texts.set(t.messageID, (texts = new Map()));
      texts.set(t.id, t.text);
      this.#ctx.emit({ type: "text", messageID: t.messageID, text: t.text });
      return;
    }
    const tool = toolPart(part);
    if (!tool) return;
    if (tool.status === "pending" || tool.status === "running") this.#runningTools.add(tool.id);
    else this.#runningTools.delete(tool.id);
    this.#ctx.emit({ type: "tool", tool: tool.tool, status: tool.status, callID: tool.callID, ...(tool.input !== undefined ? { input: tool.input } : {}), ...(tool.answer !== undefined ? { answer: tool.answer } : {}) });
  }

  // Every step and user message so far is this turn's; steps already seen are not announced again.
  #seed(soFar: TurnSoFar): void {
    for (const id of soFar.userIds) {
      this.#seenUserIds.add(id);
      this.#userIds.add(id);
    }
    for (const st of soFar.steps) {
      this.#steps.set(st.info.id, st.info);
      this.#texts.set(st.info.id, new Map(st.texts.map((t) => [t.id, t.text])));
    }
    for (const id of soFar.runningTools) this.#runningTools.add(id);
  }

  #touch(): void {
    this.#lastActivity = Date.now();
  }

  // Silence is only the model's fault while nothing else is legitimately taking time.
  #checkStall(): void {
    if (this.done || this.#failure || this.#abortRequested) return;
    if (this.#pendingPermissions > 0 || this.#runningTools.size > 0 || this.#phase === "retry") return this.#touch();
    if (Date.now() - this.#lastActivity < this.#ctx.stallMs) return;
    this.fail(
      new OcwError(ErrorCode.ModelUnreachable, `the model ${this.#ctx.route} sent nothing for ${Math.round(this.#ctx.stallMs / 1000)} s; it may hang or be overloaded — check the model server`, {
        data: { providerMessage: `no response for ${this.#ctx.stallMs} ms` },
      }),
    );
  }

  #setPhase(phase: TurnPhase): void {
    if (this.#phase === phase || this.done) return;
    this.#phase = phase;
    this.#ctx.emit({ type: "phase", phase });
  }

  async #finish(canFetch: boolean): Promise<void> {
    if (this.#finishing) return;
    this.#finishing = true;
    clearInterval(this.#timer);
    clearTimeout(this.#abortTimer);
    const fetched = canFetch ? await this.#ctx.fetchSteps().catch(() => undefined) : undefined;
    const steps = collectSteps({ fromEvents: this.#steps, textFromEvents: this.#texts, fetched, userIds: this.#userIds });
    const aborted = this.#sessionError?.name === "MessageAbortedError" || this.#abortRequested;
    const error = this.#failure ?? (this.#sessionError && this.#sessionError.name !== "MessageAbortedError" ? turnError(this.#sessionError, this.#ctx.route) : undefined);
    for (const s of this.#steers) s.settle({ status: "not_delivered", reason: "the turn ended before a model request carried it" });
    this.#phase = "done";
    const result: TurnResult = {
      status: error ? "failed" : aborted ? "aborted" : "completed",
      ...(error ? { error } : {}),
      text: steps.at(-1)?.text ?? "",
      steps,
      ...summarize(steps, this.#ctx.pinned),
      permissions: [...this.#permissions],
      steers: this.#steers.map((s) => ({ text: s.text, sentAt: s.sentAt, outcome: s.outcome! })),
      retries: this.#retries,
      startedAt: this.startedAt,
      ms: Date.now() - this.startedAt,
    };
    this.#ctx.emit({ type: "phase", phase: "done" });
    this.#ctx.emit({ type: "turn.done", result });
    this.#resolve(result);
  }
}
