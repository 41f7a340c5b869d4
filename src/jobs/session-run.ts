import { ErrorCode, OcwError } from "../error.js";
import { reasonFor, type Failure, type Reason } from "../grade/index.js";
import { ZERO_USAGE, turnUsage } from "./usage.js";
import { budgetDeadline } from "./budget.js";
import type { Connection, PermissionAsk, SessionEvent, SessionOptions, Turn, TurnResult, WorkerSession } from "../opencode/index.js";
import { AGENT_NAME } from "../pack/index.js";
import type { Final } from "./grading.js";
import { workerDir, type InboxMessage, type LedgerWriter } from "./ledger/index.js";
import type { InboxPump } from "./pump.js";
import { approvalKey } from "./report.js";
import { LoopGuard, type GuardAction } from "./loop-guard.js";
import { diagnose, Transcript, type Served } from "./diagnose.js";

/**
 * The worker's run, driven through the connector, whether this driver starts it or takes it up
 * from a driver that died (the ledger names the session then): open the session on the pinned
 * route and send the brief, or resume the named session, which the connector reconciles with
 * what the server holds and then follows by the same events. Either way the same loop turns
 * session events into ledger changes, applies inbox messages (permit, steer, cancel), enforces
 * the task's step and time budgets (the time counted from when the job left the queue, so a
 * re-adopted driver gives the worker no fresh budget), and returns what grading needs.
 */

export interface RunControl {
  /** Set once a cancel was received; the turn is aborted and the job ends `cancelled`. */
  cancelled: boolean;
}

/**
 * `brief` is asked for only when a session is prompted (a resumed one was prompted already);
 * `continued`: the prompt goes to the previous attempt's session (a rework), which holds the task.
 * `served`: what serves the job's route (from the active target), for the fixes a diagnosis names and an overflow's served size.
 */
export async function runWorker(conn: Connection, ledger: LedgerWriter, pump: InboxPump, control: RunControl, brief: (continued: boolean) => Promise<string>, served: Served = {}): Promise<Final> {
  const job = ledger.job;
  const resumed = job.session !== undefined;
  const pending = new Map<string, PermissionAsk>();
  // Requests the ledger shows already (a dead driver's): asked again by the resumed session, announced once.
  const shown = new Set(job.pending.map((p) => p.id));
  // The task's step budget, counted live: OpenCode's own limit is the pack's, not the task's.
  let stepsExceeded = false;
  let abortTurn: (() => void) | undefined;
  // The last milestone line the worker has written so far: the ledger takes it with the next event it records, never in a revision of its own.
  const live: LiveMilestone = { text: undefined };
  // A worker that stopped working (a loop, runaway text) is steered once, then stopped: never left to spend the budget.
  const guard = new LoopGuard(job.budget.outputTokens !== undefined ? { outputTokens: job.budget.outputTokens } : {});
  const seen = new Transcript();
  let stoppedFor: Failure | undefined;
  let steerGuard: ((text: string) => void) | undefined;
  const onGuard = (a: GuardAction): void => {
    if (a.type === "steer") {
      steerGuard?.(a.text);
      void ledger.event({ type: "guard", action: "steer", message: a.text }).catch(() => undefined);
      return;
    }
    stoppedFor = a.failure;
    abortTurn?.();
    void ledger.event({ type: "guard", action: "stop", message: reasonFor(a.failure).message }).catch(() => undefined);
  };
  const onEvent = (e: SessionEvent): void => {
    seen.see(e);
    const action = guard.see(e);
    if (action) onGuard(action);
    if (e.type === "text") live.text = milestoneOf(e.text) ?? live.text;
    if (e.type === "step" && job.budget.steps !== undefined && e.count > job.budget.steps && !stepsExceeded) {
      stepsExceeded = true;
      abortTurn?.();
    }
    void recordEvent(ledger, pending, shown, e, resumed, live).catch(() => undefined);
  };
  const opts: SessionOptions = {
    directory: workerDir(job, ledger.paths),
    title: `ocw ${job.id}`,
    agent: AGENT_NAME,
    model: job.route!.model,
    // Every request goes to the orchestrator, but for exactly what it already approved `always`; the deadline keeps a forgotten one from hanging the budget.
    policy: (ask) => ((ledger.job.approved ?? []).includes(approvalKey(ask)) ? "once" : "ask"),
    permissionDeadlineMs: job.budget.minutes * 60_000,
    onEvent,
  };
  let session: WorkerSession;
  let turn: Turn | undefined;
  let text: string | undefined;
  if (resumed) {
    ({ session, turn } = await conn.resumeSession(job.session!.id, opts, job.session!.after));
    // The driver before this one died between recording the session and prompting it.
    if (!turn) text = await brief(job.session!.after !== undefined);
    // What the ledger shows that no longer waits on the server was answered meanwhile.
    const gone = [...shown].filter((id) => !pending.has(id));
    for (const id of gone) shown.delete(id);
    if (gone.length) await ledger.update({ pending: [...pending.values()] });
  } else {
    // A rework goes on in its previous attempt's session when it works in the same folder on the
    // same server; a session gone (a server restarted) or busy is replaced by a new one.
    const again = job.attempt?.session && job.attempt.workdir === opts.directory && job.attempt.session.server === conn.server.url ? job.attempt.session : undefined;
    const continued = again ? await conn.continueSession(again.id, opts).catch(() => undefined) : undefined;
    text = await brief(continued !== undefined);
    session = continued?.session ?? (await conn.openSession(opts));
    const record = { id: session.id, server: conn.server.url, ...(continued?.after ? { after: continued.after } : {}) };
    await ledger.update({ state: "running", session: record }, [{ type: "session", session: session.id, route: job.route!.model, ...(job.attempt ? { continued: continued !== undefined } : {}) }]);
  }
  // A cancel received until now was only noted (no session to abort yet); from here on it aborts.
  const cancelledEarly = control.cancelled;
  const steerRefs: SteerRef[] = [];
  pump.setHandler((m) => applyMessage(ledger, session, m, control, steerRefs, pending));
  steerGuard = (text) => void session.steer(text).catch(() => undefined);
  if (!turn && cancelledEarly) {
    await session.close();
    return { text: "", upstream: [], usage: ZERO_USAGE };
  }
  const running = turn ?? (await session.prompt(text!));
  abortTurn = () => void running.abort().catch(() => undefined);
  if (stepsExceeded || cancelledEarly || stoppedFor) abortTurn();
  let overBudget = false;
  const budgetTimer = setTimeout(() => {
    overBudget = true;
    void running.abort();
  }, Math.max(1, budgetDeadline(ledger.job) - Date.now()));
  let result: TurnResult;
  try {
    result = await running.result;
  } finally {
    clearTimeout(budgetTimer);
    await session.close().catch(() => undefined);
  }
  await recordAcknowledgements(ledger, result, steerRefs);
  const upstream = [...(stoppedFor ? [reasonFor(stoppedFor)] : []), ...upstreamReasons(result, overBudget && !stoppedFor, control.cancelled, job.budget.minutes, stepsExceeded ? job.budget.steps : undefined, served.context)];
  const diagnoses = diagnose(result, seen, served.engine).map(reasonFor);
  // A stopped turn was aborted by us: the abort is not a second reason.
  return { text: result.text, upstream, ...(diagnoses.length ? { diagnoses } : {}), usage: turnUsage(result) };
}

/** What went wrong outside the worker's own work, for the grader; `servedContext` is the route's context per slot, when the target set it up. */
export function upstreamReasons(result: TurnResult, overBudget: boolean, cancelled: boolean, minutes: number, stepLimit?: number, servedContext?: number): Reason[] {
  const out: Reason[] = [];
  if (stepLimit !== undefined) out.push(reasonFor({ kind: "steps", limit: stepLimit }));
  if (result.routeMismatch) out.push(reasonFor({ kind: "route", ...result.routeMismatch }));
  if (overBudget) out.push(reasonFor({ kind: "minutes", minutes }));
  if (cancelled) out.push(reasonFor({ kind: "cancelled" }));
  if (result.error) out.push(reasonFor({ kind: "error", stage: "turn", error: result.error, ...(servedContext !== undefined ? { servedContext } : {}) }));
  return out;
}

interface LiveMilestone {
  text: string | undefined;
}

/** The live milestone as a patch, when it differs from the recorded one. */
function milestonePatch(ledger: LedgerWriter, live: LiveMilestone): { milestone?: string } {
  return live.text !== undefined && live.text !== ledger.job.milestone ? { milestone: live.text } : {};
}

async function recordEvent(ledger: LedgerWriter, pending: Map<string, PermissionAsk>, shown: Set<string>, e: SessionEvent, resumed: boolean, live: LiveMilestone): Promise<void> {
  const state = ledger.job.state;
  switch (e.type) {
    case "phase":
      if (e.phase === "needs_permission" && state === "running") await ledger.update({ state: "needs_permission" }, [{ type: "state", state: "needs_permission" }]);
      else if (e.phase === "busy" && state === "needs_permission") await ledger.update({ state: "running" }, [{ type: "state", state: "running" }]);
      return;
    case "permission.pending":
      pending.set(e.ask.id, e.ask);
      // The ledger lists it already; the turn's phase moves the state.
      if (shown.has(e.ask.id)) return;
      await ledger.update({ ...milestonePatch(ledger, live), pending: [...pending.values()], state: "needs_permission" }, [{ type: "permission.asked", request: e.ask.id, permission: e.ask.permission, patterns: e.ask.patterns }]);
      return;
    case "permission.answered":
      pending.delete(e.id);
      shown.delete(e.id);
      await ledger.update({ pending: [...pending.values()], ...(pending.size === 0 && ledger.job.state === "needs_permission" ? { state: "running" as const } : {}) }, [{ type: "permission.answered", request: e.id, reply: e.reply, by: e.by }]);
      return;
    case "tool":
      if (e.status === "pending") return;
      await ledger.update(milestonePatch(ledger, live), [{ type: "tool", tool: e.tool, status: e.status, call: e.callID }]);
      return;
    case "retry":
      await ledger.event({ type: "retry", attempt: e.attempt, message: e.message });
      return;
    case "steer.delivered":
    case "step":
    case "text":
    case "stream":
      return;
    case "turn.done": {
      const milestone = milestoneOf(e.result.text);
      await ledger.update(milestone ? { milestone } : {}, [{ type: "turn.done", status: e.result.status, steps: e.result.steps.length, routes: e.result.routes, ...(resumed ? { reattached: true } : {}) }]);
      return;
    }
  }
}

/** The last `- …` progress line of a message. */
export function milestoneOf(text: string): string | undefined {
  return text.split("\n").map((l) => l.trim()).filter((l) => l.startsWith("- ")).at(-1)?.slice(2);
}

interface SteerRef {
  readonly ref: string;
  readonly text: string;
}

/**
 * `acknowledged`: the worker's message that answered a delivered steer refers to it (the protocol
 * asks for one line saying the correction was applied). Judged when the turn ends, from the
 * step that carried the steer and the first later step with text.
 */
async function recordAcknowledgements(ledger: LedgerWriter, result: TurnResult, refs: readonly SteerRef[]): Promise<void> {
  const unused = [...refs];
  for (const steer of result.steers) {
    const at = unused.findIndex((r) => r.text === steer.text);
    const outcome = steer.outcome;
    if (at < 0 || outcome.status !== "delivered") continue;
    const { ref } = unused.splice(at, 1)[0]!;
    const start = result.steps.findIndex((st) => st.messageID === outcome.replyID);
    const reply = start < 0 ? undefined : result.steps.slice(start).find((st) => st.text.trim() !== "");
    if (reply && acknowledges(reply.text, steer.text)) {
      await ledger.event({ type: "steer.result", ref, status: "acknowledged", messageID: reply.messageID });
    }
  }
}

const ACK_WORDS = /\b(steer(ed|ing)?|correction|corrected|applied|applying|as (you )?(asked|requested|instructed)|switch(ed|ing)? to)\b/i;
const STOP = new Set(
  "a an and are as at be by do for from have in instead into is it not now of on only or please should steer than that the them then they this to use when what will with you your".split(" "),
);

/** Whether a reply refers to a correction: it says so, or it repeats two of the correction's own words. */
export function acknowledges(reply: string, correction: string): boolean {
  if (ACK_WORDS.test(reply)) return true;
  const words = (t: string): Set<string> => new Set((t.toLowerCase().match(/[a-z0-9_.-]{2,}/g) ?? []).filter((w) => !STOP.has(w)));
  const mine = words(correction);
  return [...words(reply)].filter((w) => mine.has(w)).length >= 2;
}

async function applyMessage(ledger: LedgerWriter, session: WorkerSession, m: InboxMessage, control: RunControl, steerRefs: SteerRef[], pending: ReadonlyMap<string, PermissionAsk>): Promise<void> {
  try {
    if (m.type === "permit") {
      const ask = pending.get(m.request);
      if (m.reply === "always" && ask) await remember(ledger, ask);
      await session.answer(m.request, m.reply === "always" ? "once" : m.reply, m.message);
      await ledger.event({ type: "permit.applied", ref: m.id, request: m.request, reply: m.reply });
      return;
    }
    if (m.type === "steer") {
      const receipt = await session.steer(m.text);
      steerRefs.push({ ref: m.id, text: m.text });
      await ledger.event({ type: "steer.sent", ref: m.id, text: m.text });
      void receipt.delivery.then((o) => ledger.event({ type: "steer.result", ref: m.id, ...o }).catch(() => undefined));
      return;
    }
    // The cancel acts before it is recorded: a ledger that cannot be written (a full disk) must not keep the worker running.
    control.cancelled = true;
    await session.abort().finally(() => ledger.event({ type: "cancel.received", ref: m.id }));
  } catch (e) {
    const err = e instanceof OcwError ? e : new OcwError(ErrorCode.Internal, String(e));
    // A steer's sender learns its fate from a receipt (through wait), so a failed send is one.
    if (m.type === "steer") await ledger.event({ type: "steer.result", ref: m.id, status: "not_delivered", reason: err.message });
    else await ledger.event({ type: "inbox.rejected", ref: m.id, code: err.code, error: err.message });
  }
}

/** An `always` answer: remembered as the exact request, never OpenCode's widened pattern. */
export async function remember(ledger: LedgerWriter, ask: PermissionAsk): Promise<void> {
  const key = approvalKey(ask);
  const approved = ledger.job.approved ?? [];
  if (!approved.includes(key)) await ledger.update({ approved: [...approved, key] }, [{ type: "permission.remembered", request: ask.id, key }]);
}
