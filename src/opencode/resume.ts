import { unwrap, type Api } from "./api.js";
import { assistantInfo, messageRole, permissionAsk, sessionStatus, textPart, toolPart, type AssistantInfo } from "./messages.js";
import type { TurnSoFar } from "./turn.js";
import type { PermissionAsk } from "./types.js";

/**
 * What the server holds of a session, read on demand: its messages, its status, the permission
 * requests waiting in it. A turn reads its steps at the end (fresher than events); re-attaching
 * to a session another process started (`WorkerSession.resume`) reads all three once, after its
 * events are already being held, so nothing that happens meanwhile is lost — from there the
 * events alone drive it, as they drive a first run. Nothing here polls.
 */

/** A session's messages as a turn keeps them: its user message ids and its steps with their text parts. */
interface Messages {
  readonly userIds: string[];
  readonly steps: { readonly info: AssistantInfo; readonly texts: { readonly id: string; readonly text: string }[] }[];
  readonly runningTools: string[];
}

/** The id of the session's last message (none in an empty session): where a later run starts. */
export async function lastMessage(api: Api, sessionID: string, directory: string): Promise<string | undefined> {
  const msgs = await unwrap(`reading the messages of session ${sessionID}`, api.client.session.messages({ sessionID, directory }), api);
  const ids = (Array.isArray(msgs) ? msgs : []).map((m) => (m.info as { id?: unknown } | undefined)?.id).filter((id): id is string => typeof id === "string");
  return ids.sort().at(-1);
}

// `after`: only the messages after that one (a session prompted again keeps its earlier runs; message ids sort by time).
async function readMessages(api: Api, sessionID: string, directory: string, after?: string): Promise<Messages> {
  const msgs = await unwrap(`reading the messages of session ${sessionID}`, api.client.session.messages({ sessionID, directory }), api);
  const out: Messages = { userIds: [], steps: [], runningTools: [] };
  for (const m of Array.isArray(msgs) ? msgs : []) {
    const mid = (m.info as { id?: unknown } | undefined)?.id;
    if (after !== undefined && typeof mid === "string" && mid <= after) continue;
    const parts: unknown[] = Array.isArray(m.parts) ? m.parts : [];
    for (const p of parts) {
      const tool = toolPart(p);
      if (tool && (tool.status === "pending" || tool.status === "running")) out.runningTools.push(tool.id);
    }
    if (messageRole(m.info)?.role === "user") out.userIds.push((m.info as { id: string }).id);
    const info = assistantInfo(m.info);
    if (info) out.steps.push({ info, texts: parts.flatMap((p) => textPart(p) ?? []).map((t) => ({ id: t.id, text: t.text })) });
  }
  return out;
}

/** The session's steps, each with its text (the turn's view at its end). */
export async function readSteps(api: Api, sessionID: string, directory: string): Promise<{ info: AssistantInfo; text: string }[]> {
  const { steps } = await readMessages(api, sessionID, directory);
  return steps.map((s) => ({ info: s.info, text: s.texts.map((t) => t.text).join("") }));
}

/** The session's status on the server; a session missing from the list is idle. */
export async function readStatus(api: Api, sessionID: string, directory: string): Promise<TurnSoFar["status"]> {
  const all = await unwrap("reading session status", api.client.session.status({ directory }), api);
  const s = sessionStatus({ status: (all as Record<string, unknown>)[sessionID] });
  return s?.type === "retry" ? { type: "retry", attempt: s.attempt, message: s.message, next: s.next } : { type: s?.type ?? "idle" };
}

/** Everything a re-attached session starts from: the turn so far, and the requests waiting for an answer. */
export async function readSoFar(api: Api, sessionID: string, directory: string, after?: string): Promise<{ turn: TurnSoFar; asks: PermissionAsk[] }> {
  const [status, messages, requests] = await Promise.all([
    readStatus(api, sessionID, directory),
    readMessages(api, sessionID, directory, after),
    unwrap("listing the permission requests", api.client.permission.list({ directory }), api),
  ]);
  const asks = (Array.isArray(requests) ? requests : []).flatMap((r) => permissionAsk(r as unknown as Record<string, unknown>) ?? []).filter((a) => a.sessionID === sessionID);
  return { turn: { status, ...messages }, asks };
}
