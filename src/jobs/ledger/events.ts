import type { ClaimValue, ReasonCode, VerdictStatus } from "../../grade/index.js";
import type { AnsweredBy, PermissionReply, TurnStatus } from "../../opencode/index.js";
import type { JobId } from "./id.js";
import type { Job, JobState, SlotSource } from "./job.js";

/**
 * What happened to a job, in order (`events.jsonl`, schema protocol/schemas/job-event.schema.json):
 * one member per event type the driver and dispatch record, discriminated on `type`, so a reader
 * that narrows on `type` gets that event's fields. `EventInput` is what a writer passes; the
 * ledger stamps each with `rev` (the revision that announced it) and `ts`.
 */

type RouteSource = NonNullable<Job["route"]>["source"];

/** Fields every answer to an inbox message carries: the message's id. */
interface Answer {
  readonly ref: string;
}

/** A steer's receipt after `sent`: delivered (a model request carried it) and the ones judged later. */
type SteerResult =
  | { readonly status: "delivered"; readonly at: number; readonly messageID: string; readonly replyID?: string }
  | { readonly status: "acknowledged"; readonly messageID: string }
  | { readonly status: "fell_back"; readonly reason: string }
  | { readonly status: "not_delivered"; readonly reason: string };

export type EventInput =
  // `slots` and `slotsFrom` are absent in events an earlier version recorded.
  | { readonly type: "dispatched"; readonly task: string; readonly route?: string; readonly routeSource?: RouteSource; readonly slots?: number; readonly slotsFrom?: SlotSource; readonly gate?: string }
  | { readonly type: "driver.started"; readonly pid: number; readonly state: JobState }
  | { readonly type: "driver.adopted"; readonly pid: number; readonly state: JobState }
  | { readonly type: "baseline"; readonly commit: string }
  | { readonly type: "validated"; readonly ms: number; readonly cached?: boolean; readonly environment?: { readonly key: string; readonly reused: boolean; readonly ms: number; readonly files?: number; readonly bytes?: number } }
  | { readonly type: "state"; readonly state: JobState; readonly queuedMs?: number }
  | { readonly type: "route"; readonly model: string; readonly source: RouteSource }
  | { readonly type: "workdir"; readonly dir: string; readonly slot?: string; readonly reused?: boolean; readonly kept?: boolean; readonly ms?: number; readonly environment?: "placed" | "kept"; readonly environmentMs?: number }
  | { readonly type: "session"; readonly session: string; readonly route: string; readonly continued?: boolean }
  | { readonly type: "continued"; readonly previous: JobId; readonly n: number }
  | { readonly type: "permission.asked"; readonly request: string; readonly permission: string; readonly patterns: readonly string[] }
  | { readonly type: "permission.answered"; readonly request: string; readonly reply: PermissionReply; readonly by: AnsweredBy }
  | { readonly type: "permission.remembered"; readonly request: string; readonly key: string }
  | { readonly type: "tool"; readonly tool: string; readonly status: string; readonly call: string }
  | { readonly type: "retry"; readonly attempt: number; readonly message: string }
  | { readonly type: "guard"; readonly action: "steer" | "stop"; readonly message: string }
  | { readonly type: "turn.done"; readonly status: TurnStatus; readonly steps: number; readonly routes: readonly string[]; readonly reattached?: boolean }
  | ({ readonly type: "permit.applied"; readonly request: string; readonly reply: PermissionReply } & Answer)
  | ({ readonly type: "steer.sent"; readonly text: string } & Answer)
  | ({ readonly type: "steer.result" } & Answer & SteerResult)
  | ({ readonly type: "cancel.received" } & Answer)
  | ({ readonly type: "inbox.rejected"; readonly code: string; readonly error: string } & Answer)
  | { readonly type: "grading"; readonly claim: ClaimValue }
  | { readonly type: "verdict"; readonly verdict: VerdictStatus; readonly reasons: readonly ReasonCode[]; readonly honest?: boolean | null }
  | { readonly type: "cancelled"; readonly verdict: "honest-failure"; readonly reasons: readonly ReasonCode[] };

export type EventType = EventInput["type"];

/** An event as read back: what was recorded, with the revision that announced it and when. */
export type JobEvent = EventInput & { readonly rev: number; readonly ts: string };

/** The events one type names, e.g. `EventOf<"steer.result">`. */
export type EventOf<T extends EventType> = Extract<JobEvent, { readonly type: T }>;

// Every type, once: the compiler holds this to the union in both directions.
const TYPES: Readonly<Record<EventType, true>> = {
  dispatched: true,
  continued: true,
  "driver.started": true,
  "driver.adopted": true,
  baseline: true,
  validated: true,
  state: true,
  route: true,
  workdir: true,
  session: true,
  "permission.asked": true,
  "permission.answered": true,
  "permission.remembered": true,
  tool: true,
  retry: true,
  guard: true,
  "turn.done": true,
  "permit.applied": true,
  "steer.sent": true,
  "steer.result": true,
  "cancel.received": true,
  "inbox.rejected": true,
  grading: true,
  verdict: true,
  cancelled: true,
};

/** Every event type this version records (and the schema describes). */
export const EVENT_TYPES: readonly EventType[] = Object.keys(TYPES) as EventType[];

/** False for an event of a type this version does not know (a newer ocw wrote it): readers skip it. */
export function isKnownEvent(e: { readonly type: string }): boolean {
  return Object.hasOwn(TYPES, e.type);
}

/** Narrow to events of one type: `events.filter(isEvent("permission.asked"))`. */
export function isEvent<T extends EventType>(type: T): (e: JobEvent) => e is EventOf<T> {
  return (e): e is EventOf<T> => e.type === type;
}

/** The inbox message an event answers, if it answers one. */
export function refOf(e: JobEvent): string | undefined {
  return "ref" in e ? e.ref : undefined;
}
