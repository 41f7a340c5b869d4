import { randomBytes } from "node:crypto";
import { readdir, readFile, rename, mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { PermissionReply } from "../../opencode/index.js";
import { formatProblem } from "../../schema/index.js";
import { writeAtomic } from "./atomic.js";
import { readState } from "./state.js";

/**
 * The durable per-job inbox: clients drop one JSON file per request; the driver takes them in
 * order, applies them and records the outcome as an event that names the message id (`ref`).
 * A file survives a dead driver, so a request made while the driver was being re-adopted is
 * still applied. Schema: protocol/schemas/inbox-message.schema.json.
 */

export type InboxMessage =
  | { readonly id: string; readonly type: "permit"; readonly request: string; readonly reply: PermissionReply; readonly message?: string }
  | { readonly id: string; readonly type: "steer"; readonly text: string }
  | { readonly id: string; readonly type: "cancel"; readonly reason?: string };

type Draft = InboxMessage extends infer M ? (M extends InboxMessage ? Omit<M, "id"> : never) : never;

/** Drop a message; returns its id (sortable, so the driver applies them in order). */
export async function post(inbox: string, draft: Draft): Promise<string> {
  const id = `msg_${Date.now().toString(36).padStart(9, "0")}${randomBytes(4).toString("hex")}`;
  await writeAtomic(join(inbox, `${id}.json`), JSON.stringify({ ...draft, id }));
  return id;
}

/**
 * Take every waiting message (moved to inbox/done so each is applied once). Messages are written
 * atomically, so one that does not read was damaged outside ocw: it is skipped, stays in
 * inbox/done, and `damaged` is told what is wrong with it (the driver logs it).
 */
export async function take(inbox: string, damaged: (problem: string) => void = () => undefined): Promise<InboxMessage[]> {
  const names = (await readdir(inbox).catch(() => [] as string[])).filter((n) => n.startsWith("msg_") && n.endsWith(".json")).sort();
  if (names.length === 0) return [];
  await mkdir(join(inbox, "done"), { recursive: true });
  const out: InboxMessage[] = [];
  for (const name of names) {
    const text = await readFile(join(inbox, name), "utf8").catch(() => undefined);
    await rename(join(inbox, name), join(inbox, "done", name)).catch(() => undefined);
    if (text === undefined) continue;
    const r = readState<InboxMessage>("inbox", text, join(inbox, "done", name));
    if (r.ok) out.push(r.value);
    else damaged(`skipped an inbox message that does not read: ${r.problems.map(formatProblem).join("; ")}`);
  }
  return out;
}
