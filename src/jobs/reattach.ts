import { reasonFor, type Reason } from "../grade/index.js";
import type { Connection, PermissionAsk } from "../opencode/index.js";
import { parseRoute } from "../opencode/index.js";
import { AGENT_NAME } from "../pack/index.js";
import type { Final } from "./grading.js";
import type { InboxMessage } from "./inbox.js";
import type { LedgerWriter } from "./ledger.js";
import type { InboxPump } from "./pump.js";
import { remember, type RunControl } from "./session-run.js";
import { approvalKey } from "./report.js";
import { budgetDeadline } from "./budget.js";

/**
 * Re-attach to a session whose driver died mid-turn. The connector's session object cannot be
 * rebuilt for a turn it did not start, so this follows the session through the server's own
 * records: poll its status until it is idle, mirror its pending permissions, pass permits,
 * steers (as queued prompts) and cancels straight to the server, then read the final message,
 * routes and usage from the stored messages.
 */

type Client = Connection["api"]["client"];

interface Msg {
  readonly info?: { readonly role?: string; readonly providerID?: string; readonly modelID?: string; readonly cost?: number; readonly tokens?: { input?: number; output?: number; reasoning?: number; cache?: { read?: number; write?: number } } };
  readonly parts?: readonly { readonly type?: string; readonly text?: string; readonly synthetic?: boolean }[];
}

export async function reattachSession(conn: Connection, ledger: LedgerWriter, pump: InboxPump, control: RunControl): Promise<Final> {
  const client = conn.api.client;
  const job = ledger.job;
  const sessionID = job.session!.id;
  const directory = ledger.paths.worktree;
  pump.setHandler((m) => apply(client, ledger, m, control, sessionID, directory));
  // The worker's original start: a re-adopted driver does not give it a fresh budget.
  const deadline = budgetDeadline(job);
  let overBudget = false;
  let idleSeen = 0;
  for (;;) {
    const status = await client.session.status({ directory }).then((r) => r.data as Record<string, { type?: string }> | undefined).catch(() => undefined);
    const busy = status?.[sessionID]?.type === "busy" || status?.[sessionID]?.type === "retry";
    await mirrorPending(client, ledger, sessionID, directory);
    // Two idle looks in a row: a session between two steps can be idle for an instant.
    idleSeen = busy ? 0 : idleSeen + 1;
    if (idleSeen >= 2) break;
    if (!overBudget && Date.now() > deadline) {
      overBudget = true;
      await client.session.abort({ sessionID, directory }).catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const messages = ((await client.session.messages({ sessionID, directory })).data ?? []) as Msg[];
  const assistant = messages.filter((m) => m.info?.role === "assistant");
  const routes = [...new Set(assistant.map((m) => `${m.info?.providerID}/${m.info?.modelID}`))];
  const upstream: Reason[] = [];
  const mismatched = routes.filter((r) => r !== job.route!.model);
  if (mismatched.length) upstream.push(reasonFor({ kind: "route", pinned: job.route!.model, served: routes }));
  if (overBudget) upstream.push(reasonFor({ kind: "minutes", minutes: job.budget.minutes }));
  if (control.cancelled) upstream.push(reasonFor({ kind: "cancelled" }));
  const last = assistant.at(-1);
  const text = (last?.parts ?? []).filter((p) => p.type === "text" && !p.synthetic).map((p) => p.text ?? "").join("");
  const sum = (f: (m: Msg) => number): number => assistant.reduce((a, m) => a + f(m), 0);
  const input = sum((m) => m.info?.tokens?.input ?? 0);
  const output = sum((m) => m.info?.tokens?.output ?? 0);
  const reasoning = sum((m) => m.info?.tokens?.reasoning ?? 0);
  const cacheRead = sum((m) => m.info?.tokens?.cache?.read ?? 0);
  const cacheWrite = sum((m) => m.info?.tokens?.cache?.write ?? 0);
  await ledger.event({ type: "turn.done", status: control.cancelled ? "aborted" : "completed", steps: assistant.length, routes, reattached: true });
  return {
    text,
    upstream,
    usage: { tokens: { input, output, reasoning, cacheRead, cacheWrite, total: input + output + reasoning + cacheRead + cacheWrite }, cost: sum((m) => m.info?.cost ?? 0), steps: assistant.length },
  };
}

async function mirrorPending(client: Client, ledger: LedgerWriter, sessionID: string, directory: string): Promise<void> {
  const list = ((await client.permission.list({ directory }).catch(() => undefined))?.data ?? []) as PermissionAsk[];
  const mine = list.filter((p) => p.sessionID === sessionID);
  const before = ledger.job.pending.map((p) => p.id).join(",");
  if (mine.map((p) => p.id).join(",") === before) return;
  const asked = mine.filter((p) => !ledger.job.pending.some((q) => q.id === p.id));
  // What the orchestrator approved `always` is approved again, exactly, as the live driver does.
  const approved = asked.filter((p) => (ledger.job.approved ?? []).includes(approvalKey(p)));
  for (const p of approved) {
    const r = await client.permission.reply({ requestID: p.id, reply: "once", directory }).catch(() => undefined);
    if (r && !r.error) {
      mine.splice(mine.indexOf(p), 1);
      await ledger.event({ type: "permission.answered", request: p.id, reply: "once", by: "policy" });
    }
  }
  if (mine.map((p) => p.id).join(",") === before) return;
  await ledger.update(
    { pending: mine, state: mine.length ? "needs_permission" : "running" },
    asked.map((p) => ({ type: "permission.asked", request: p.id, permission: p.permission, patterns: p.patterns })),
  );
}

async function apply(client: Client, ledger: LedgerWriter, m: InboxMessage, control: RunControl, sessionID: string, directory: string): Promise<void> {
  if (m.type === "permit") {
    if (!ledger.job.pending.some((p) => p.id === m.request)) {
      await ledger.event({ type: "inbox.rejected", ref: m.id, code: "NOT_FOUND", error: `permission request ${m.request} is not waiting (already answered?)` });
      return;
    }
    const ask = ledger.job.pending.find((p) => p.id === m.request);
    if (m.reply === "always" && ask) await remember(ledger, ask);
    const r = await client.permission.reply({ requestID: m.request, reply: m.reply === "always" ? "once" : m.reply, directory, ...(m.message ? { message: m.message } : {}) });
    if (r.error) {
      await ledger.event({ type: "inbox.rejected", ref: m.id, code: "OPENCODE_API", error: `the server refused the answer to ${m.request}` });
      return;
    }
    await ledger.update({ pending: ledger.job.pending.filter((p) => p.id !== m.request) }, [
      { type: "permission.answered", request: m.request, reply: m.reply, by: "orchestrator" },
      { type: "permit.applied", ref: m.id, request: m.request, reply: m.reply },
    ]);
    return;
  }
  if (m.type === "steer") {
    // Without the original turn's event state, delivery cannot be observed: the correction is queued as a prompt.
    const r = await client.session.promptAsync({ sessionID, directory, agent: AGENT_NAME, model: parseRoute(ledger.job.route!.model), parts: [{ type: "text", text: m.text }] }).catch((e: unknown) => ({ error: e }));
    if (r.error) {
      await ledger.event({ type: "steer.result", ref: m.id, status: "not_delivered", reason: "the OpenCode server refused the correction after the driver was re-adopted; steer again" });
      return;
    }
    await ledger.event({ type: "steer.sent", ref: m.id, text: m.text });
    await ledger.event({ type: "steer.result", ref: m.id, status: "fell_back", reason: "the driver was re-adopted; the correction was queued as the next prompt" });
    return;
  }
  control.cancelled = true;
  await ledger.event({ type: "cancel.received", ref: m.id });
  await client.session.abort({ sessionID, directory }).catch(() => undefined);
}
