/**
 * A scripted Claude that delegates the way the opencode-worker skill tells it to, for driving
 * the real Claude Code CLI headless (tests and the economy bench). It is a pure function of
 * the conversation Claude Code sends: it reads every tool_result since its prompt and decides
 * the next turn — invoke the skill, load the deferred tools, self-build, read what the skill
 * version says to read, write each test file and task spec, dispatch, wait, answer permission
 * requests, read verdicts, apply built work, then say the verdicts. Independent calls go in one
 * turn (parallel tool use), as a real Claude does.
 *
 * It understands both result shapes the tools have had: the compact one (`cursor`, wait
 * entries that carry the verdict) and the earlier verbose one (`revision`, `pending[]`, a
 * separate worker_result), so the same scenario measures a build before and after a change.
 */
import { contentText, type MessagesRequest, type Turn } from "./anthropic-replay.js";
import { MCP_TOOL_PREFIX, PLUGIN } from "./claude-cli.js";

/** How one build of the plugin names its operations as tools. */
export interface ToolApi {
  /** The deferred tools to load through ToolSearch. */
  readonly load: readonly string[];
  call(command: string, args: Record<string, unknown>): { name: string; input: Record<string, unknown> };
  /** The operation a tool_use is, or undefined when it is not ours. */
  commandOf(name: string, input: Record<string, unknown>): string | undefined;
  readonly prefix: string;
}

/** Today's: one `worker` tool (server `ocw`) whose `command` names the operation. */
export const WORKER_TOOL_API: ToolApi = {
  prefix: MCP_TOOL_PREFIX,
  load: [`${MCP_TOOL_PREFIX}worker`],
  call: (command, args) => ({ name: `${MCP_TOOL_PREFIX}worker`, input: { command, ...args } }),
  commandOf: (name, input) => (name === `${MCP_TOOL_PREFIX}worker` && typeof input.command === "string" ? input.command : undefined),
};

/** The first build's: a `worker_<operation>` tool each, on the server named opencode-worker. */
export function perOperationApi(prefix = `mcp__plugin_${PLUGIN}_opencode-worker__`): ToolApi {
  return {
    prefix,
    load: ["selftest", "dispatch", "wait", "permit", "result", "apply"].map((c) => `${prefix}worker_${c}`),
    call: (command, args) => ({ name: `${prefix}worker_${command}`, input: args }),
    commandOf: (name) => (name.startsWith(`${prefix}worker_`) ? name.slice(prefix.length + "worker_".length) : undefined),
  };
}

export interface DelegatedTask {
  /** Names the task in the final answer. */
  readonly name: string;
  /** Files Claude writes into the workspace before dispatch (the failing test), absolute paths. */
  readonly files: Readonly<Record<string, string>>;
  /** Absolute path of the task spec and its text. */
  readonly specPath: string;
  readonly spec: string;
}

export interface PermissionAnswer {
  readonly reply: "once" | "always" | "reject";
  readonly message?: string;
}

/** One permission request as Claude sees it, whichever shape it came in. */
export interface SeenAsk {
  readonly id: string;
  readonly tool: string;
  readonly what: string;
}

export interface DelegationPlan {
  /** The prompt this `claude -p` run starts from: the flow reads only what came after it. */
  readonly prompt: string;
  readonly api?: ToolApi;
  /** Invoke the opencode-worker skill first. */
  readonly skill?: boolean;
  readonly selftest?: boolean;
  /** Files to Read after loading the skill (what that version of the skill tells Claude to read). */
  readonly reads?: readonly string[];
  readonly tasks: readonly DelegatedTask[];
  readonly permit: (ask: SeenAsk) => PermissionAnswer;
  /** Apply every built job. */
  readonly apply?: boolean;
  /** Send every first attempt that ends honest-failure back once, with this text (`continue`). */
  readonly continueWith?: string;
  /** Stop (say so) after this many turns of the run. */
  readonly maxTurns?: number;
}

interface Call {
  readonly id: string;
  /** The tool's name, or for ours the operation (dispatch, wait, …). */
  readonly name: string;
  readonly input: Record<string, unknown>;
  readonly ours: boolean;
  text?: string;
  isError?: boolean;
}

type Json = Record<string, unknown>;

function parse(text: string | undefined): Json {
  try {
    const v = JSON.parse(text ?? "") as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {};
  } catch {
    return {};
  }
}

/** Our calls (and Skill, ToolSearch, Read, Write) since the prompt, with their results. */
function callsSince(req: MessagesRequest, prompt: string, api: ToolApi): Call[] {
  let start = -1;
  req.messages.forEach((m, i) => {
    if (m.role === "user" && contentText(m.content).includes(prompt)) start = i;
  });
  const calls: Call[] = [];
  const byId = new Map<string, Call>();
  for (const m of req.messages.slice(start + 1)) {
    if (typeof m.content === "string") continue;
    for (const b of m.content) {
      if (b.type === "tool_use" && b.id && b.name) {
        const input = (b.input ?? {}) as Record<string, unknown>;
        const c: Call = { id: b.id, name: api.commandOf(b.name, input) ?? b.name, input, ours: b.name.startsWith(api.prefix) };
        calls.push(c);
        byId.set(b.id, c);
      }
      if (b.type === "tool_result" && b.tool_use_id) {
        const c = byId.get(b.tool_use_id);
        if (c) {
          c.text = contentText(b.content);
          c.isError = b.is_error === true;
        }
      }
    }
  }
  return calls;
}

interface JobView {
  readonly id: string;
  readonly task: string;
  /** A later attempt of the task (made by `continue`), or the job that was sent back. */
  readonly attempt?: boolean;
  superseded?: boolean;
  verdict?: string;
  /** The verbose shape's wait said terminal; the verdict still has to be read. */
  terminal?: boolean;
  revision: number;
  asks: SeenAsk[];
}

/** Build the responder for one `claude -p` run. */
export function delegation(plan: DelegationPlan): (req: MessagesRequest) => Turn {
  const api = plan.api ?? WORKER_TOOL_API;
  const tool = (command: string, args: Record<string, unknown> = {}) => api.call(command, args);
  return (req) => {
    const calls = callsSince(req, plan.prompt, api);
    const turns = new Set(calls.map((c) => c.id)).size;
    if (turns > (plan.maxTurns ?? 80)) return { text: "stopped: too many calls" };
    const named = (n: string) => calls.filter((c) => c.name === n);
    const failed = calls.find((c) => c.isError && c.ours);
    if (failed) return { text: `stopped: ${failed.name} failed: ${failed.text}` };

    if (plan.skill && named("Skill").length === 0) return { tools: [{ name: "Skill", input: { skill: `${PLUGIN}:opencode-worker` } }] };
    const have = new Set((req.tools ?? []).map((t) => t.name));
    const missing = api.load.filter((t) => !have.has(t));
    if (missing.length && named("ToolSearch").length < 3) return { tools: [{ name: "ToolSearch", input: { query: `select:${missing.join(",")}` } }] };

    if (plan.selftest) {
      const last = named("selftest").at(-1);
      if (!last || parse(last.text).running === true) return { tools: [tool("selftest")] };
      const status = String(parse(last.text).status ?? "");
      if (status === "cannot") return { text: `stopped: ${String(parse(last.text).line)}` };
    }
    const read = new Set(named("Read").map((c) => String(c.input.file_path)));
    const toRead = (plan.reads ?? []).filter((f) => !read.has(f));
    if (toRead.length) return { tools: toRead.map((f) => ({ name: "Read", input: { file_path: f } })) };

    const written = new Set(named("Write").map((c) => String(c.input.file_path)));
    const writes = plan.tasks.flatMap((t) => [...Object.entries(t.files), [t.specPath, t.spec] as const].filter(([p]) => !written.has(p)));
    if (writes.length) return { tools: writes.map(([file_path, content]) => ({ name: "Write", input: { file_path, content } })) };

    const dispatches = named("dispatch");
    const undispatched = plan.tasks.filter((t) => !dispatches.some((d) => d.input.task_file === t.specPath));
    if (undispatched.length) return { tools: undispatched.map((t) => tool("dispatch", { task_file: t.specPath })) };

    // What is known of each job, from every result in order.
    const jobs = new Map<string, JobView>();
    let cursor: string | undefined;
    let compact = false;
    const entry = (e: Json): void => {
      const id = typeof e.job === "string" ? e.job : undefined;
      const j = id ? jobs.get(id) : undefined;
      if (!j) return;
      if (typeof e.verdict === "string" && (compact || e.terminal !== false)) j.verdict = e.verdict;
      if (typeof e.revision === "number") j.revision = e.revision;
      if (e.terminal === true) j.terminal = true;
      const asks = Array.isArray(e.asks) ? e.asks : Array.isArray(e.pending) ? e.pending : undefined;
      if (asks) {
        j.asks = asks.map((a: Json) => ({
          id: String(a.id),
          tool: String(a.tool ?? a.permission ?? ""),
          what: String(a.what ?? (Array.isArray(a.patterns) ? a.patterns.join(" ") : "")),
        }));
      }
    };
    for (const c of calls) {
      const d = parse(c.text);
      if (c.name === "dispatch" && typeof d.job === "string") {
        const task = plan.tasks.find((t) => t.specPath === c.input.task_file)?.name ?? "?";
        jobs.set(d.job, { id: d.job, task, revision: typeof d.revision === "number" ? d.revision : 0, asks: [] });
        if (typeof d.cursor === "string") {
          compact = true;
          cursor = dispatches.length === 1 ? d.cursor : undefined;
        }
        entry(d);
      }
      if (c.name === "wait") {
        if (typeof d.cursor === "string") cursor = d.cursor;
        if (Array.isArray(d.jobs)) for (const e of d.jobs as Json[]) entry(e);
        else entry(d);
      }
      if (c.name === "continue" && typeof d.job === "string") {
        const prev = jobs.get(String(c.input.job));
        if (prev) prev.superseded = true;
        jobs.set(d.job, { id: d.job, task: prev?.task ?? "?", attempt: true, revision: 0, asks: [] });
        if (typeof d.cursor === "string") cursor = d.cursor;
      }
      if (c.name === "result") entry({ ...d, terminal: true });
      if (c.name === "permit") {
        const j = jobs.get(String(c.input.job));
        if (j) j.asks = j.asks.filter((a) => a.id !== c.input.request);
      }
    }
    const all = [...jobs.values()];
    const asks = all.flatMap((j) => j.asks.map((a) => ({ job: j.id, ask: a })));
    if (asks.length) return { tools: asks.map(({ job, ask }) => tool("permit", { job, request: ask.id, ...plan.permit(ask) })) };
    const unread = all.filter((j) => j.terminal && !j.verdict);
    if (unread.length) return { tools: unread.map((j) => tool("result", { job: j.id })) };
    const sentBack = new Set(named("continue").map((c) => String(c.input.job)));
    const toContinue = plan.continueWith ? all.filter((j) => j.verdict === "honest-failure" && !j.attempt && !sentBack.has(j.id)) : [];
    if (toContinue.length) return { tools: toContinue.map((j) => tool("continue", { job: j.id, text: plan.continueWith! })) };
    const open = all.filter((j) => !j.verdict);
    if (open.length) {
      if (compact) return { tools: [tool("wait", cursor ? { cursor } : {})] };
      return { tools: open.map((j) => tool("wait", { job: j.id, after_revision: j.revision, timeout_seconds: 45 })) };
    }
    const applied = new Set(named("apply").map((c) => String(c.input.job)));
    const toApply = plan.apply ? all.filter((j) => j.verdict === "built" && !applied.has(j.id)) : [];
    if (toApply.length) return { tools: toApply.map((j) => tool("apply", { job: j.id })) };
    return { text: `Verdicts: ${all.filter((j) => !j.superseded).map((j) => `${j.task}=${j.verdict}`).join(", ")}.` };
  };
}
