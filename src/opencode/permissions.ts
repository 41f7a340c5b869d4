import { ErrorCode, OcwError } from "../error.js";
import type { AnsweredBy, PermissionAsk, PermissionPolicy, PermissionRecord, PermissionReply, PolicyDecision, SessionEvent } from "./types.js";

/**
 * Permission requests of one session, as explicit decisions. Each `permission.asked` goes to
 * the policy: it answers now (once / always / reject), or says `ask`, and the request waits for
 * the orchestrator with a deadline after which we reply `reject`. Nothing stays pending: an
 * abort or close rejects whatever is left, because an unanswered request blocks OpenCode's
 * session forever.
 */

export interface PermissionDeps {
  /** Send the reply to OpenCode. */
  readonly send: (id: string, reply: PermissionReply, message?: string) => Promise<void>;
  readonly emit: (e: SessionEvent) => void;
  /** Called whenever the number of waiting requests changes. */
  readonly pendingChanged: (n: number) => void;
  /** Where answered requests are recorded (the current turn's list). */
  readonly record: (r: PermissionRecord) => void;
}

interface Waiting {
  readonly ask: PermissionAsk;
  readonly askedAt: number;
  readonly timer: NodeJS.Timeout;
}

export class Permissions {
  readonly #policy: PermissionPolicy | undefined;
  readonly #deadlineMs: number;
  readonly #deps: PermissionDeps;
  readonly #waiting = new Map<string, Waiting>();
  readonly #answered = new Set<string>();

  constructor(policy: PermissionPolicy | undefined, deadlineMs: number, deps: PermissionDeps) {
    this.#policy = policy;
    this.#deadlineMs = deadlineMs;
    this.#deps = deps;
  }

  /** Requests waiting for the orchestrator. */
  pending(): PermissionAsk[] {
    return [...this.#waiting.values()].map((w) => w.ask);
  }

  /** A `permission.asked` arrived. */
  async asked(ask: PermissionAsk): Promise<void> {
    if (this.#waiting.has(ask.id) || this.#answered.has(ask.id)) return;
    const askedAt = Date.now();
    let decision: PolicyDecision = "ask";
    if (this.#policy) {
      try {
        decision = await this.#policy(ask);
      } catch (e) {
        // A policy that throws cannot be trusted to allow anything.
        decision = { reply: "reject", message: `permission policy failed: ${e instanceof Error ? e.message : String(e)}` };
      }
    }
    if (decision !== "ask") {
      const { reply, message } = typeof decision === "string" ? { reply: decision, message: undefined } : decision;
      await this.#reply(ask, askedAt, reply, "policy", message);
      return;
    }
    const deadline = askedAt + this.#deadlineMs;
    const timer = setTimeout(() => {
      const seconds = Math.round(this.#deadlineMs / 1000);
      // With a message the worker is told why and carries on (to an honest failure); without one OpenCode would just stop the turn.
      void this.#reply(ask, askedAt, "reject", "deadline", `No answer within ${seconds} s: permission denied. Do not retry this; finish what you can without it and report it.`).catch(() => undefined);
    }, this.#deadlineMs);
    timer.unref();
    this.#waiting.set(ask.id, { ask, askedAt, timer });
    this.#deps.pendingChanged(this.#waiting.size);
    this.#deps.emit({ type: "permission.pending", ask, deadline });
  }

  /** The orchestrator's answer to a waiting request. */
  async answer(id: string, reply: PermissionReply, message?: string): Promise<void> {
    const w = this.#waiting.get(id);
    if (!w) {
      const waiting = [...this.#waiting.keys()];
      throw new OcwError(ErrorCode.NotFound, `no permission request ${id} is waiting${this.#answered.has(id) ? " (it was already answered)" : ""}; waiting: ${waiting.length ? waiting.join(", ") : "none"}`);
    }
    await this.#reply(w.ask, w.askedAt, reply, "orchestrator", message);
  }

  /** OpenCode reports a reply (ours, or another client's). */
  replied(id: string, reply: PermissionReply): void {
    const w = this.#waiting.get(id);
    if (!w) return;
    this.#settle(w.ask, w.askedAt, reply, "elsewhere");
  }

  /** Reject everything still waiting (abort, close). */
  async rejectAll(by: AnsweredBy, message?: string): Promise<void> {
    await Promise.all([...this.#waiting.values()].map((w) => this.#reply(w.ask, w.askedAt, "reject", by, message).catch(() => undefined)));
  }

  /** Stop every deadline timer without replying (the server is gone). */
  dispose(): void {
    for (const w of this.#waiting.values()) clearTimeout(w.timer);
    this.#waiting.clear();
  }

  async #reply(ask: PermissionAsk, askedAt: number, reply: PermissionReply, by: AnsweredBy, message?: string): Promise<void> {
    if (this.#answered.has(ask.id)) return;
    // Settled before sending: OpenCode's `permission.replied` may arrive before the reply returns.
    this.#settle(ask, askedAt, reply, by, message);
    await this.#deps.send(ask.id, reply, message);
  }

  #settle(ask: PermissionAsk, askedAt: number, reply: PermissionReply, by: AnsweredBy, message?: string): void {
    const w = this.#waiting.get(ask.id);
    if (w) clearTimeout(w.timer);
    const wasWaiting = this.#waiting.delete(ask.id);
    this.#answered.add(ask.id);
    this.#deps.record({ ask, askedAt, reply, by, ...(message ? { message } : {}), answeredAt: Date.now() });
    this.#deps.emit({ type: "permission.answered", id: ask.id, reply, by });
    if (wasWaiting) this.#deps.pendingChanged(this.#waiting.size);
  }
}
